"""The per-call cost of the search and learning API, per game (docs/performance.md).

Run ``python -m tests.bench.search_figures [SECONDS]``: for every installed game, states are
drawn from random 3-player games (2 where 3 is not allowed) and each call is timed on them;
the id loop and the action loop are random playouts of the same games. Prints a markdown table.
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


def fresh_hash(s: boardrules.State) -> int:
    s._hash = None  # measure the hash, not its cache
    return hash(s)


def loop(game: boardrules.Game, players: int, seconds: float, ids: bool) -> float:
    """Random-playout steps per second, by ids or by actions."""
    steps, seed, rng = 0, 0, random.Random(0)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        state = game.new_game(players, seed=seed)
        seed += 1
        while not state.is_terminal:
            if ids:
                legal = state.legal_action_ids()
                state = state.apply_id(legal[rng.randrange(len(legal))])
            else:
                actions = state.legal_actions()
                state = state.apply(actions[rng.randrange(len(actions))])
            steps += 1
    return steps / seconds


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
            per_call(lambda s, rng=rng: s.resample(s.players - 1, rng), sample),
            per_call(fresh_hash, sample),
            per_call(lambda s: pickle.loads(pickle.dumps(s)), sample),
        ]
        by_ids = loop(game, players, seconds, ids=True)
        by_actions = loop(game, players, seconds, ids=False)
        row = " | ".join(f"{c:,.0f} µs" for c in cells)
        print(
            f"| {game_id} ({players}p) | {row} | {by_ids:,.0f} steps/s | "
            f"{by_actions:,.0f} steps/s |",
            flush=True,
        )


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
