"""Saving and loading speed (issue 26, item 2; docs/performance.md): ``to_json`` and
``state_from_position`` of a mid-game state, and ``state_from_json`` of a finished game,
which replays its history to confirm it. ``pytest --benchmark-enable tests/bench`` times
them; by default each runs once as a test."""

from __future__ import annotations

import random
from functools import cache

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

import boardrules
from boardrules.state import State

GAMES = boardrules.list_games()


@cache
def game_states(game_id: str) -> tuple[State, State]:
    """A mid-game state and the finished game of one seeded random game of two seats."""
    game = boardrules.load_game(game_id)
    rng = random.Random(1)
    state = game.new_game(2, seed=3)
    trail = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        trail.append(state)
    return trail[len(trail) // 2], state


@pytest.mark.parametrize("game_id", GAMES)
def test_to_json_of_a_mid_game_state(benchmark: BenchmarkFixture, game_id: str) -> None:
    mid, _ = game_states(game_id)
    text = benchmark(mid.to_json)
    assert mid.game.state_from_json(text) == mid


@pytest.mark.parametrize("game_id", GAMES)
def test_state_from_position_of_a_mid_game_state(benchmark: BenchmarkFixture, game_id: str) -> None:
    mid, _ = game_states(game_id)
    doc = mid.position()
    state = benchmark(mid.game.state_from_position, doc)
    assert state == mid


@pytest.mark.parametrize("game_id", GAMES)
def test_state_from_json_of_a_finished_game(benchmark: BenchmarkFixture, game_id: str) -> None:
    _, end = game_states(game_id)
    text = end.to_json()
    state = benchmark(end.game.state_from_json, text)
    assert state == end and state.history == end.history
