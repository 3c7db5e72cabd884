"""Rendering cost: milliseconds per picture (``state.svg``) per game (docs/performance.md).

``python -m tests.bench.test_picture_bench`` prints the table of docs/performance.md, beside
python-chess drawing a chess board (``chess.svg.board``) in the same run;
``pytest --benchmark-enable tests/bench`` times the same work. By default each runs once.
"""

from __future__ import annotations

import random
import time

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

import boardrules
from boardrules import State

CASES = [
    ("woodcraft_rw", 3),
    ("hallertau", 2),
    ("kleine_voelker", 3),
    ("nusfjord", 3),
    ("woodcraft", 3),
]


def states_of(game_id: str, players: int, seed: int = 1, every: int = 1) -> list[State]:
    """Every ``every``-th state of a seeded random game."""
    game = boardrules.load_game(game_id)
    rnd = random.Random(seed)
    state = game.new_game(players, seed=seed)
    states = [state]
    while not state.is_terminal:
        state = state.apply(rnd.choice(state.legal_actions()))
        states.append(state)
    return states[::every]


def draw_all(states: list[State]) -> int:
    """The public picture and every seat's of each state; returns the pictures drawn."""
    drawn = 0
    for state in states:
        for seat in [None, *range(state.players)]:
            assert state.svg(seat).endswith("</svg>")
            drawn += 1
    return drawn


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_picture_cost(benchmark: BenchmarkFixture, game_id: str, players: int) -> None:
    states = states_of(game_id, players, every=10)
    drawn = benchmark(draw_all, states)
    assert drawn == len(states) * (players + 1)


def milliseconds_per_picture(game_id: str, players: int, games: int = 3) -> float:
    total = drawn = 0.0
    for seed in range(games):
        states = states_of(game_id, players, seed)
        start = time.perf_counter()
        drawn += draw_all(states)
        total += time.perf_counter() - start
    return 1000 * total / drawn


def main() -> None:
    for game_id, players in CASES:
        ms = milliseconds_per_picture(game_id, players)
        print(f"| {game_id} | {players} | {ms:.2f} |")
    try:
        import chess
        import chess.svg
    except ImportError:
        return
    board = chess.Board()
    rnd = random.Random(0)
    boards: list[chess.Board] = []
    while not board.is_game_over() and len(boards) < 200:
        board.push(rnd.choice(list(board.legal_moves)))
        boards.append(board.copy())
    start = time.perf_counter()
    for b in boards:
        chess.svg.board(b, size=800)
    ms = 1000 * (time.perf_counter() - start) / len(boards)
    print(f"| python-chess {chess.__version__} `chess.svg.board` | 2 | {ms:.2f} |")


if __name__ == "__main__":
    main()
