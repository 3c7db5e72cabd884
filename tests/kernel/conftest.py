"""Shared fixtures of the kernel tests: the real Woodcraft Roll & Write game and a few states."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import boardrules
from boardrules import Game, State

Play = Callable[[int, int, int], State]


@pytest.fixture(scope="session")
def game() -> Game:
    return boardrules.load_game("woodcraft_rw")


@pytest.fixture(scope="session")
def play(game: Game) -> Play:
    """``play(players, seed, steps)``: a state that many random actions into a game."""

    def run(players: int, seed: int, steps: int) -> State:
        rnd = random.Random(seed)
        state = game.new_game(players, seed=seed)
        for _ in range(steps):
            if state.is_terminal:
                break
            state = state.apply(rnd.choice(state.legal_actions()))
        return state

    return run


@pytest.fixture(scope="session")
def midgame(play: Play) -> State:
    """A 2-player game 40 random actions in: dice held, orders kept, not over."""
    state = play(2, 3, 40)
    assert not state.is_terminal
    return state
