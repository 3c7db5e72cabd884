"""What the current seat's observation array adds to a step (docs/performance.md, "Fast
tensors"). Needs NumPy: ``pip install -e '.[numpy]'``.

Run ``python -m tests.bench.tensor_figures [GAMES] [PLAYERS] [IDS]``: for every installed game
(or those of the comma-separated IDS) at PLAYERS seats (3 by default; the nearest count a game
allows), 5 passes, each over GAMES random games of its own seeds (pass i: the seeds from
1000 + i * GAMES, chance="auto"), so that no pass replays a game another has seen (the
writers' kept blocks and the rules' memos meet games they have not seen). A pass first plays
its games once untimed (the rules' memos see them, as they do when a game is played again),
then three ways, each choosing the same action ids with the same ``random.Random`` so that
the three play the same games, in CPU time of this thread (``time.thread_time``, no garbage
collection while one is timed), in microseconds per step; the figures are the median of the
passes (a ratio: the median of the passes' ratios):

- step: ``legal_action_ids()`` and ``apply_id``, what a random playout does;
- + array: also ``state.observation_array(p)`` of the seat to move, what an RL loop reads;
- + old list: instead the tensor as the library built it before the arrays
  (``observation(p)`` and the pending decision's record through ``Encoder.encode``, the list
  then converted by ``numpy.asarray(..., float32)``).

The ratio columns divide by the plain step: the target of issue 25 is at most 2 for + array.
"""

from __future__ import annotations

import gc
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import boardrules
from boardrules.state import State
from boardrules.tasks import task_to_doc

Loop = Callable[[boardrules.Game, int, int], tuple[int, float]]


def old_array(state: State, seat: int) -> Any:
    """The observation tensor the way ``observation_tensor`` built it before the arrays."""
    tasks = state.data.tasks
    pending = task_to_doc(tasks[-1]) if tasks and state.current_player == seat else {}
    numbers = [
        float(v)
        for k, v in pending.items()
        if k not in ("task", "seat") and isinstance(v, int | float)
    ]
    to_move = state.current_player
    context = {
        "decision": state.decision,
        "to_move": to_move if to_move >= 0 else None,
        "context": numbers,
    }
    view = {"table": state.game.observation(state.data, seat), "pending": context}
    return np.asarray(state.game.info.encoder.encode(view, seat, state.players), np.float32)


def playout(observe: Callable[[State, int], Any] | None) -> Loop:
    def run(game: boardrules.Game, players: int, seed: int) -> tuple[int, float]:
        state, rng, steps = game.new_game(players, seed), random.Random(seed), 0
        start = time.thread_time()
        while not state.is_terminal:
            if observe is not None:
                observe(state, state.current_player)
            ids = state.legal_action_ids()
            state = state.apply_id(ids[rng.randrange(len(ids))])
            steps += 1
        return steps, time.thread_time() - start

    return run


LOOPS = {
    "step": playout(None),
    "+ array": playout(State.observation_array),
    "+ old list": playout(old_array),
}


def per_step(loop: Loop, game: boardrules.Game, players: int, seeds: range) -> float:
    steps, seconds = 0, 0.0
    for seed in seeds:
        n, t = loop(game, players, seed)
        steps, seconds = steps + n, seconds + t
    return seconds / steps * 1e6


PASSES = 5


def figures(
    games: int, players: int, ids: list[str] | None = None
) -> list[tuple[str, dict[str, float]]]:
    """Per game: the median µs per step of each loop, and of each loop's ratio to the step
    (``"<loop> ratio"``)."""
    out = []
    for game_id in ids or boardrules.list_games():
        game = boardrules.load_game(game_id)
        p = min(max(players, game.min_players), game.max_players)
        runs: dict[str, list[float]] = {name: [] for name in LOOPS}
        for i in range(PASSES):
            seeds = range(1000 + i * games, 1000 + (i + 1) * games)
            per_step(LOOPS["step"], game, p, seeds)  # untimed: the rules' memos see the games
            for name, loop in LOOPS.items():
                gc.collect()
                gc.disable()
                try:
                    runs[name].append(per_step(loop, game, p, seeds))
                finally:
                    gc.enable()
        best = {name: statistics.median(t) for name, t in runs.items()}
        for name, t in runs.items():
            best[f"{name} ratio"] = statistics.median(
                a / b for a, b in zip(t, runs["step"], strict=True)
            )
        out.append((f"{game_id} ({p}p)", best))
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    ids = sys.argv[3].split(",") if len(sys.argv) > 3 else None
    print(f"Python {platform.python_version()}, NumPy {np.__version__}, {platform.machine()}")
    print("| game | step | + array | ratio | + old list | ratio |")
    print("|---|---|---|---|---|---|")
    for name, t in figures(games, players, ids):
        step, arr, old = t["step"], t["+ array"], t["+ old list"]
        print(
            f"| {name} | {step:.0f} µs | {arr:.0f} µs | {t['+ array ratio']:.2f} | {old:.0f} µs "
            f"| {t['+ old list ratio']:.2f} |"
        )


if __name__ == "__main__":
    main()
