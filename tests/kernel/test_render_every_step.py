"""The text view (``str(state)``, ``state.render``) of every state of a game, its setup's
draws one by one included (explicit chance), at the fewest and the most seats: OpenSpiel's
random simulation prints every state, so a view that fails midway fails it."""

from __future__ import annotations

import random

import pytest

import boardrules

CASES = [
    (game_id, players)
    for game_id in boardrules.list_games()
    for players in sorted(
        {boardrules.load_game(game_id).min_players, boardrules.load_game(game_id).max_players}
    )
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_state_has_a_text_view(game_id: str, players: int) -> None:
    game = boardrules.load_game(game_id)
    rng = random.Random(players)
    state = game.new_game(players, seed=players, chance="explicit")
    for _ in range(150):
        assert str(state)
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
