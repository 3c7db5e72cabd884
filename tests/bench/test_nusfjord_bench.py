"""Random-playout speed of Nusfjord at every player count (docs/performance.md, "Nusfjord's
turns"): compare with ``test_python_chess_random_playout_steps`` in the same run.

``pytest --benchmark-enable tests/bench/test_nusfjord_bench.py`` times them; by default
(``--benchmark-disable``) each runs once as a test.
"""

from __future__ import annotations

import random

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

import boardrules

PLAYOUTS = 10


def nusfjord_playouts(players: int) -> int:
    """Steps of PLAYOUTS seeded random games of Nusfjord with the default options."""
    game = boardrules.load_game("nusfjord")
    rnd = random.Random(players)
    steps = 0
    for seed in range(PLAYOUTS):
        state = game.new_game(players, seed=seed)
        while not state.is_terminal:
            state = state.apply(rnd.choice(state.legal_actions()))
            steps += 1
        assert len(state.scores()) == players
    return steps


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_nusfjord_random_playout_steps(benchmark: BenchmarkFixture, players: int) -> None:
    steps = benchmark(nusfjord_playouts, players)
    benchmark.extra_info["steps"] = steps
    assert steps >= 21 * players * PLAYOUTS  # 7 rounds of 3 turns a seat (L281, L357)
