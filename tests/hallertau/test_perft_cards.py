"""Perft and replay goldens for Hallertau WITH cards (the full game, not the cardless variant).

They guard the card runtime: card windows, costs, tiers and triggers all add to the legal-move
tree, so a change in these numbers means the game tree changed. If the change is intended (a
rule correction, or a new decision such as choosing the order of simultaneous triggers), locate
it with ``boardrules.perft.divide``, check the rule against the rulebook, record the new count
and say why in the commit. The goldens were produced with ``boardrules.perft.perft`` on main at
bf225aa after the whole suite passed.
"""

from __future__ import annotations

import hashlib
import random

import pytest

import boardrules
from boardrules import Game
from boardrules.perft import perft


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def walked(game: Game, players: int, seed: int, plies: int) -> boardrules.State:
    """new_game(players, seed), then ``plies`` actions: legal[(7 * i) % len(legal)]."""
    state = game.new_game(players, seed=seed)
    for i in range(plies):
        legal = state.legal_actions()
        state = state.apply(legal[(7 * i) % len(legal)])
    return state


@pytest.mark.parametrize(
    ("players", "seed", "counts"),
    [(2, 1, [26, 392, 4992]), (3, 2, [26, 297, 4267]), (4, 3, [26, 418, 6334])],
)
def test_perft_of_the_first_turn_with_cards(
    game: Game, players: int, seed: int, counts: list[int]
) -> None:
    """Round 1, phase 4: placing a worker, trading, or playing a card from the hand (L661)."""
    state = game.new_game(players, seed=seed)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize(
    ("players", "seed", "plies", "counts"),
    [
        (2, 5, 120, [2, 4, 12, 40, 80, 168]),
        (3, 8, 200, [5, 61, 477, 3932]),
        (4, 9, 260, [22, 263, 3067]),
    ],
)
def test_perft_of_mid_game_states_with_cards(
    game: Game, players: int, seed: int, plies: int, counts: list[int]
) -> None:
    """Mid-game states (round 4-5) with full hands of starter, bonus, court and point cards."""
    state = walked(game, players, seed, plies)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize(
    ("players", "seed", "plies", "returns", "totals", "digest"),
    [
        (2, 11, 171, (0.0, 1.0), [4.0, 15.0], "ce62bd7cb6621793"),
        (3, 12, 298, (1.0, 0.0, 0.0), [13.0, 6.0, 7.0], "983367c7b56d401b"),
        (4, 13, 433, (1.0, 0.0, 0.0, 0.0), [19.0, 13.0, 7.0, 6.0], "b4b18ebf4641cd12"),
    ],
)
def test_random_games_with_cards_replay_exactly(
    game: Game,
    players: int,
    seed: int,
    plies: int,
    returns: tuple[float, ...],
    totals: list[float],
    digest: str,
) -> None:
    """A whole game under a seeded random policy: its length, every action taken (as a digest
    of their notation), the returns and the totals are fixed."""
    state = game.new_game(players, seed=seed)
    rng = random.Random(seed)
    notation = hashlib.sha256()
    count = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        notation.update(str(action).encode())
        state = state.apply(action)
        count += 1
    assert count == plies
    assert state.returns() == returns
    assert [seat.total for seat in state.score_sheet().seats] == totals
    assert notation.hexdigest()[:16] == digest
