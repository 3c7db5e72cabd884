"""The rows a Roll & Write step shares with the table it copies (``RWData.fork``).

``apply`` steps on ``fork()``: the rows of ``TABLE_ROWS`` and each sheet's ``SHEET_ROWS``
are the same lists as the earlier table's until a rule sets a new one, so a rule that changed
one in place would change an earlier state. These games check that none does (both chance
modes, every seat count's shape), and that ``clone()`` still copies every row.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from tests.play import copied_path

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import SHEET_ROWS, TABLE_ROWS
else:
    from boardrules.games.woodcraft_rw.state import SHEET_ROWS, TABLE_ROWS

GAME = boardrules.load_game("woodcraft_rw")


@pytest.mark.parametrize("players", [1, 2, 5])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes(players: int, chance: str) -> None:
    shared = rows = 0
    for seed in range(8 if players == 1 else 3):
        path = copied_path(GAME, players, seed, chance)
        for (before, _), (after, _) in zip(path, path[1:], strict=False):
            pairs: list[tuple[Any, Any, tuple[str, ...]]] = [(before.data, after.data, TABLE_ROWS)]
            pairs += [
                (s, t, SHEET_ROWS)
                for s, t in zip(before.data.sheets, after.data.sheets, strict=True)
            ]
            for old, new, names in pairs:
                rows += len(names)
                shared += sum(getattr(new, n) is getattr(old, n) for n in names)
        for state, copy in path:
            assert state.data == copy  # as it was made
    assert shared > 0.8 * rows  # most steps change none of these rows


def test_clone_copies_the_rows_fork_shares() -> None:
    state = GAME.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        state = state.apply(rng.choice(state.legal_actions()))
    d = state.data
    fork, clone = d.fork(), d.clone()
    assert fork == d == clone
    for old, forked, cloned, names in [
        (d, fork, clone, TABLE_ROWS),
        *[
            (s, f, c, SHEET_ROWS)
            for s, f, c in zip(d.sheets, fork.sheets, clone.sheets, strict=True)
        ],
    ]:
        for n in names:
            assert getattr(forked, n) is getattr(old, n), n
            assert getattr(cloned, n) is not getattr(old, n), n
    # what the rows of fork() are not: a list changed in place reaches the earlier table
    fork.deck2.append("I-1")
    assert d.deck2[-1] == "I-1"
