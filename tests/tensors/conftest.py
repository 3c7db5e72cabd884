"""The NumPy arrays' tests need the extra ``numpy`` (``pip install '.[numpy]'``): without it they
are skipped, unless ``BOARDRULES_EXTRAS=required`` (CI sets it), which fails them instead."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

import boardrules
from boardrules.engine import State
from tests.adapters.conftest import extra


@pytest.fixture(scope="session")
def np() -> ModuleType:
    return extra("numpy", "numpy")


CONFIGS = [
    (game_id, players)
    for game_id in boardrules.list_games()
    for players in sorted(
        {boardrules.load_game(game_id).min_players, 2, boardrules.load_game(game_id).max_players}
        & set(
            range(
                boardrules.load_game(game_id).min_players,
                boardrules.load_game(game_id).max_players + 1,
            )
        )
    )
]
"""Every game at its fewest, two and its most seats."""


def random_states(
    game_id: str, players: int, count: int, seed: int = 0, chance: str = "auto"
) -> list[State]:
    """``count`` states of random playouts (a new game after each end), every 3rd state."""
    game = boardrules.load_game(game_id)
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, chance=chance)
    out: list[State] = []
    step = 0
    while len(out) < count:
        if state.is_terminal:
            out.append(state)
            seed += 1
            state = game.new_game(players, seed=seed, chance=chance)
        if step % 3 == 0:
            out.append(state)
        step += 1
        state = state.apply_id(rng.choice(state.legal_action_ids()))
    return out
