"""The per-step overhead of the OpenSpiel and PettingZoo adapters over the direct API
(docs/performance.md). Needs the extras: ``pip install -e '.[openspiel,pettingzoo]'``.

Run ``python -m tests.bench.adapter_figures [GAMES]``: for every installed game at 3 seats (2
where 3 is not allowed), GAMES random games (seeds 0..GAMES-1) are played four ways, each
choosing the same action ids with the same ``random.Random`` so that both sides of a pair play
the same games; only the stepping is timed (not setting a game up, nor loading an OpenSpiel
game: a new seed is a new OpenSpiel game); best of 5 interleaved passes (no garbage
collection while one is timed), in microseconds per step:

- direct: ``legal_action_ids()`` and ``apply_id`` (``chance_outcomes()`` at chance nodes),
  chance="explicit" as the OpenSpiel games play;
- OpenSpiel: ``legal_actions()`` and ``apply_action`` on ``pyspiel.load_game("boardrules_<id>")``
  (``chance_outcomes()`` at chance nodes);
- direct with observation: also the mover's ``observation_tensor`` as a float32 numpy array and
  ``legal_action_mask()`` as an int8 one, what an RL loop reads each step (chance="auto");
- PettingZoo: ``env.last()`` (the same observation and mask) and ``env.step``.
"""

from __future__ import annotations

import gc
import platform
import random
import sys
import time
from collections.abc import Callable

import numpy as np
import pyspiel

import boardrules
import boardrules.adapters.openspiel  # noqa: F401 (registers the games)
from boardrules.adapters.pettingzoo import env


def direct(game: boardrules.Game, players: int, seed: int) -> tuple[int, float]:
    state, rng, steps = game.new_game(players, seed, "explicit"), random.Random(seed), 0
    start = time.perf_counter()
    while not state.is_terminal:
        if state.is_chance_node:
            state.chance_outcomes()
        ids = state.legal_action_ids()
        state = state.apply_id(ids[rng.randrange(len(ids))])
        steps += 1
    return steps, time.perf_counter() - start


def openspiel(game: boardrules.Game, players: int, seed: int) -> tuple[int, float]:
    g = pyspiel.load_game(f"boardrules_{game.id}", {"players": players, "seed": seed})
    state, rng, steps = g.new_initial_state(), random.Random(seed), 0
    start = time.perf_counter()
    while not state.is_terminal():
        if state.is_chance_node():
            state.chance_outcomes()
        ids = state.legal_actions()
        state.apply_action(ids[rng.randrange(len(ids))])
        steps += 1
    return steps, time.perf_counter() - start


def direct_observed(game: boardrules.Game, players: int, seed: int) -> tuple[int, float]:
    state, rng, steps = game.new_game(players, seed), random.Random(seed), 0
    start = time.perf_counter()
    while not state.is_terminal:
        seat = state.current_player
        np.asarray(state.observation_tensor(seat), np.float32)
        np.asarray(state.legal_action_mask(), np.int8)
        ids = state.legal_action_ids()
        state = state.apply_id(ids[rng.randrange(len(ids))])
        steps += 1
    return steps, time.perf_counter() - start


def pettingzoo(game: boardrules.Game, players: int, seed: int) -> tuple[int, float]:
    e = env(game.id, players=players)
    e.reset(seed=seed)
    rng, steps = random.Random(seed), 0
    start = time.perf_counter()
    for _agent in e.agent_iter():
        obs, _, terminated, _, _ = e.last()
        if terminated:
            e.step(None)
            continue
        ids = np.flatnonzero(obs["action_mask"])
        e.step(int(ids[rng.randrange(len(ids))]))
        steps += 1
    return steps, time.perf_counter() - start


Loop = Callable[[boardrules.Game, int, int], tuple[int, float]]


def per_step(loops: list[Loop], game: boardrules.Game, players: int, games: int) -> list[float]:
    """Microseconds per step of each loop, best of 5 passes, the loops interleaved."""
    best = [float("inf")] * len(loops)
    gc.disable()  # no collection in one loop of garbage made by another
    try:
        for _ in range(5):
            for k, loop in enumerate(loops):
                steps, seconds = 0, 0.0
                for seed in range(games):
                    n, t = loop(game, players, seed)
                    steps, seconds = steps + n, seconds + t
                best[k] = min(best[k], seconds / steps * 1e6)
                gc.collect()
    finally:
        gc.enable()
    return best


def main(games: int) -> None:
    print(f"{platform.machine()}, Python {platform.python_version()}, {games} games per pass\n")
    print("| game | direct | OpenSpiel | overhead | direct + observation | PettingZoo | overhead |")
    print("|---|---|---|---|---|---|---|")
    for game_id in boardrules.list_games():
        game = boardrules.load_game(game_id)
        players = min(max(3, game.min_players), game.max_players)
        d, o, dobs, pz = per_step(
            [direct, openspiel, direct_observed, pettingzoo], game, players, games
        )
        print(
            f"| {game_id} ({players}p) | {d:,.0f} µs | {o:,.0f} µs | {o / d - 1:+.0%} "
            f"| {dobs:,.0f} µs | {pz:,.0f} µs | {pz / dobs - 1:+.0%} |"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
