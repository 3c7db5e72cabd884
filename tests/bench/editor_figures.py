"""CPU time of positions set up through the position editor (docs/performance.md, "The
position editor's places worked out once").

    python tests/bench/editor_figures.py [rounds]

Builds the same Nusfjord and Kleine Völker test positions as the tests do (the helpers of
tests/nusfjord and tests/kleine_voelker: an editor over a new game, cards laid, fields set,
``to_move``) and prints the CPU time (``time.process_time``) per position, best of 7 runs of
``rounds`` (default 5) passes over the mix: the editor's calls alone (``table``) and with the
state read back (``position``). Run it beside an unchanged checkout (``PYTHONPATH=...``) to
compare; write the load (``/proc/loadavg``) beside the figures.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from tests.kleine_voelker import helpers as kv
from tests.nusfjord import helpers as nus

A_SPACE = [None, "X-A01"] + [None] * 9
NUSFJORD: list[dict[str, Any]] = [
    {"harbors": [{"wood": 9, "spaces": A_SPACE}, {}], "display": {"A": ["X-A07", "X-A10"]}},
    {"harbors": [{"wood": 3}, {}], "display": {"A": ["X-A07"], "B": []}},
    {"players": 3, "harbors": [{"wood": 9}, {}, {}], "placed": [["build"], ["build"], []]},
    {"harbors": [{"fish": 10}, {}], "banquet_table": [True, True] + [False] * 5},
    {"harbors": [{"fish": 10}, {}], "elder_stacks": [["E01"], ["E02", "E07"]]},
]
KLEINE_VOELKER: list[dict[str, Any]] = [
    {"crane": 1, "buildings": {(1, 1): (0, 1), (1, 6): (1, 1)}, "display": ["PUB-A2"]},
    {"crane": 5, "slot": 1, "actions": 2, "buildings": {(6, 2): (0, 2), (2, 1): (1, 1)}},
    {"buildings": {(3, 3): (0, 2), (3, 6): (0, 2), (5, 1): (1, 3, True)}, "inhabitants": {0: 34}},
]


def nusfjord_table(kw: dict[str, Any]) -> Any:
    where = {"decision": "turn", "seat": 0, "turn": 1}
    return nus.table(phase="work", start_player=0, **kw).to_move(**where)


def best(run: Callable[[], object], rounds: int, count: int) -> float:
    """The least CPU seconds per position over 7 runs of ``rounds`` passes."""
    times = []
    for _ in range(7):
        start = time.process_time()
        for _ in range(rounds):
            run()
        times.append((time.process_time() - start) / (rounds * count))
    return min(times)


def main(rounds: int = 5) -> None:
    def nus_tables() -> None:
        for kw in NUSFJORD:
            nusfjord_table(kw)

    def nus_states() -> None:
        for kw in NUSFJORD:
            nusfjord_table(kw).state()

    def kv_states() -> None:
        for kw in KLEINE_VOELKER:
            kv.position(**kw)

    nus_states()  # warm: the games loaded, their caches filled
    kv_states()
    n, k = len(NUSFJORD), len(KLEINE_VOELKER)
    print(f"Nusfjord, the editor's calls: {best(nus_tables, rounds, n) * 1000:.2f} ms a position")
    print(f"Nusfjord, read back too:      {best(nus_states, rounds, n) * 1000:.2f} ms a position")
    print(f"Kleine Völker, read back too: {best(kv_states, rounds, k) * 1000:.2f} ms a position")
    with open("/proc/loadavg", encoding="ascii") as f:
        print("load:", f.read().strip())


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
