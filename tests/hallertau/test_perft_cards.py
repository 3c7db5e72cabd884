"""Perft and replay goldens for Hallertau WITH cards (the full game, not the cardless variant).

They guard the card runtime: card windows, costs, tiers and triggers all add to the legal-move
tree, so a change in these numbers means the game tree changed. If the change is intended (a
rule correction, or a new decision such as choosing the order of simultaneous triggers), locate
it with ``boardrules.perft.divide``, check the rule against the rulebook, record the new count
and say why in the commit. The goldens were produced with ``boardrules.perft.perft`` on main at
bf225aa after the whole suite passed, and again on 2026-11-27 (issue 24, item 7): a card window
now asks every seat holding hand cards while some hidden card could be played there, whether
or not its own hand holds one (L659: the others see only how many cards it holds; L661: any
time), so every window adds a ``pass`` for each such seat. The game starts with the window of
phase 2, the first turn comes after it, and the mid-game states are taken later in the game
(the same rounds 4-5 as before).
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
    [
        (2, 1, [26, 69, 228, 956]),
        (3, 2, [26, 73, 230, 610]),
        (4, 3, [26, 68, 225, 602]),
    ],
)
def test_perft_of_the_first_turn_with_cards(
    game: Game, players: int, seed: int, counts: list[int]
) -> None:
    """Round 1, phase 4: placing a worker, trading, or playing a card from the hand (L661),
    after every seat passed in the window of phase 2 (each holds cards, L243)."""
    state = game.new_game(players, seed=seed)
    passes = 0
    while state.decision == "respond":
        state = state.apply(game.parse_action(state, "pass"))
        passes += 1
    assert passes == 2 * players  # phase 2's window, then phase 4's before the first turn
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


@pytest.mark.parametrize(
    ("players", "seed", "plies", "counts"),
    [
        (2, 5, 260, [1, 9, 21, 55, 164, 183]),
        (3, 8, 440, [22, 61, 245, 929]),
        (4, 9, 600, [6, 22, 86, 100, 117]),
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
        (2, 11, 467, (1.0, 0.0), [10.0, 6.0], "d2a49b0aa594f986"),
        (3, 12, 744, (1.0, 0.0, 0.0), [13.0, 7.0, 7.0], "eda44ca1c7c3b525"),
        (4, 13, 1057, (0.0, 1.0, 0.0, 0.0), [9.0, 18.0, 11.0, 7.0], "2682a6fcb38c1b9d"),
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
