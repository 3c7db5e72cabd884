"""Random-playout speed: Woodcraft Roll & Write and Kleine Völker against python-chess
(docs/performance.md).

One step is what a search does at every node: list the legal actions, then apply one.
``pytest --benchmark-enable tests/bench`` times them; by default (``--benchmark-disable``) each
runs once as a test.
"""

from __future__ import annotations

import random

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

import boardrules

PLAYOUTS = 20


def random_playouts(game_id: str, players: int, playouts: int) -> int:
    """Steps of ``playouts`` seeded random games of ``game_id`` with the default options."""
    game = boardrules.load_game(game_id)
    rnd = random.Random(players)
    steps = 0
    for seed in range(playouts):
        state = game.new_game(players, seed=seed)
        while not state.is_terminal:
            state = state.apply(rnd.choice(state.legal_actions()))
            steps += 1
        assert len(state.scores()) == players
    return steps


@pytest.mark.parametrize("players", [1, 3, 5])
def test_woodcraft_rw_random_playout_steps(benchmark: BenchmarkFixture, players: int) -> None:
    steps = benchmark(random_playouts, "woodcraft_rw", players, PLAYOUTS)
    benchmark.extra_info["steps"] = steps
    assert steps > PLAYOUTS


def kleine_voelker_playouts(players: int) -> int:
    """Steps of PLAYOUTS seeded random games of kleine_voelker (issue 26: at least twice
    python-chess's steps per second at every player count)."""
    game = boardrules.load_game("kleine_voelker")
    steps = 0
    for seed in range(PLAYOUTS):
        rnd = random.Random(seed)
        state = game.new_game(players, seed=seed)
        while not state.is_terminal:
            state = state.apply(rnd.choice(state.legal_actions()))
            steps += 1
        assert len(state.scores()) == players
    return steps


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kleine_voelker_random_playout_steps(benchmark: BenchmarkFixture, players: int) -> None:
    steps = benchmark(kleine_voelker_playouts, players)
    benchmark.extra_info["steps"] = steps
    assert steps > PLAYOUTS * 20


def test_python_chess_random_playout_steps(benchmark: BenchmarkFixture) -> None:
    chess = pytest.importorskip("chess")

    def playouts() -> int:
        rnd = random.Random(0)
        steps = 0
        for _ in range(PLAYOUTS // 4):
            board = chess.Board()
            while not board.is_game_over():
                board.push(rnd.choice(list(board.legal_moves)))
                steps += 1
            assert board.outcome() is not None
        return steps

    steps = benchmark(playouts)
    benchmark.extra_info["steps"] = steps
    assert steps > PLAYOUTS // 4
