"""The per-call cost of the search and learning API, per game (docs/performance.md).

Run ``python -m tests.bench.search_figures [SECONDS]``: for every installed game, states are
drawn from random 3-player games (2 where 3 is not allowed) and each call is timed on them;
the id loop and the action loop are random playouts of the same games, in alternating passes
(best pass of each). Prints a markdown table.
"""

from __future__ import annotations

import pickle
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import boardrules


def states(game: boardrules.Game, players: int, games: int) -> list[boardrules.State]:
    out = []
    for seed in range(games):
        state, rng = game.new_game(players, seed=seed), random.Random(seed)
        while not state.is_terminal:
            if rng.random() < 0.05:
                out.append(state)
            ids = state.legal_action_ids()
            state = state.apply_id(ids[rng.randrange(len(ids))])
    return out


def per_call(fn: Callable[[boardrules.State], Any], sample: list[boardrules.State]) -> float:
    """Microseconds per call, best of 3 passes over the sample."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for s in sample:
            fn(s)
        best = min(best, (time.perf_counter() - start) / len(sample))
    return best * 1e6


def resampler(rng: random.Random) -> Callable[[boardrules.State], boardrules.State]:
    """A call that redraws what the last seat cannot see, from ``rng``."""
    return lambda s: s.resample(s.players - 1, rng)


def fresh_hash(s: boardrules.State) -> int:
    s._hash = None  # measure the hash, not its cache
    return hash(s)


def playouts(game: boardrules.Game, players: int, games: int, ids: bool) -> tuple[int, float]:
    """Random playouts of seeds ``0..games-1``, by ids or by actions: (steps, seconds). Each
    way plays the same games on every pass (the ids are sorted, the actions in the game's
    order, so the two ways play different random games of the same seeds)."""
    steps, rng = 0, random.Random(0)
    start = time.perf_counter()
    for seed in range(games):
        state = game.new_game(players, seed=seed)
        while not state.is_terminal:
            if ids:
                legal = state.legal_action_ids()
                state = state.apply_id(legal[rng.randrange(len(legal))])
            else:
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
            steps += 1
    return steps, time.perf_counter() - start


def loops(game: boardrules.Game, players: int, seconds: float) -> tuple[float, float]:
    """Steps per second of the id loop and the action loop: passes over the same games,
    alternating (so a change of the machine's load hits both), the best pass of each."""
    games, (steps, took) = 1, playouts(game, players, 1, ids=True)
    while took < 0.25:  # a pass of about a quarter of a second
        games *= 2
        steps, took = playouts(game, players, games, ids=True)
    best = {True: took, False: float("inf")}
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for ids in (False, True):
            best[ids] = min(best[ids], playouts(game, players, games, ids)[1])
    return steps / best[True], playouts(game, players, games, False)[0] / best[False]


def main(seconds: float = 5.0) -> None:
    print(
        f"{platform.processor() or platform.machine()}, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}"
    )
    print()
    print(
        "| game | observation_tensor | information_state_string | resample | hash | "
        "pickle round trip | id loop | action loop |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for game_id in boardrules.list_games():
        game = boardrules.load_game(game_id)
        players = 3 if game.min_players <= 3 <= game.max_players else game.max_players
        sample = states(game, players, 3)[:60]
        rng = random.Random(1)
        cells = [
            per_call(lambda s: s.observation_tensor(s.players - 1), sample),
            per_call(lambda s: s.information_state_string(s.players - 1), sample),
            per_call(resampler(rng), sample),
            per_call(fresh_hash, sample),
            per_call(lambda s: pickle.loads(pickle.dumps(s)), sample),
        ]
        by_ids, by_actions = loops(game, players, 2 * seconds)
        row = " | ".join(f"{c:,.0f} µs" for c in cells)
        print(
            f"| {game_id} ({players}p) | {row} | {by_ids:,.0f} steps/s | "
            f"{by_actions:,.0f} steps/s |",
            flush=True,
        )


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
