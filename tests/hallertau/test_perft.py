"""Perft goldens: sizes of the legal-move tree from fixed Hallertau (cardless) states.

A change in these numbers means legal-move generation changed. If the change is intended,
locate it with ``boardrules.perft.divide`` (or ``boardrules perft ... --divide``), check the
rule against the rulebook, and record the new count. The goldens were produced with
``boardrules.perft.perft`` after the conformance suite passed on the same code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

import boardrules
from boardrules import Game
from boardrules.perft import perft
from boardrules.testing import deal_top
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
else:
    from boardrules.games.hallertau.game import Hallertau


@pytest.fixture(scope="module")
def game() -> Hallertau:
    return as_game(boardrules.load_game("hallertau"), Hallertau)


def mid_game(game: Game) -> boardrules.State:
    """new_game(3, seed=7), then 40 actions: the first legal action on every third step, the
    last one otherwise (round 5, phase 4, seat 2 to place or trade)."""
    state = game.new_game(3, seed=7, variant="cardless")
    for i in range(40):
        legal = state.legal_actions()
        state = state.apply(legal[-1 if i % 3 else 0])
    return state


@pytest.mark.parametrize(("depth", "count"), [(1, 22), (2, 274), (3, 2897), (4, 27601)])
def test_perft_of_the_first_turn_2p_seed_1(game: Game, depth: int, count: int) -> None:
    """Round 1, phase 4 (L389-L416): the start player places on a free space or trades."""
    assert perft(game.new_game(2, seed=1, variant="cardless"), depth) == count


def test_perft_of_a_mid_game_state_3p_seed_7(game: Game) -> None:
    state = mid_game(game)
    assert (state.data.round, state.data.phase, state.current_player) == (5, 4, 2)
    assert [perft(state, d) for d in range(1, 5)] == [21, 180, 1670, 13994]


def test_perft_of_a_random_quarter_3p_seed_6(game: Hallertau) -> None:
    """Setup of 3 players (L225): the drawn quarter card shows "?", a CHANCE node of the
    two quarters its line does not name (assumed card, digest A2)."""
    state = game.new_game(3, seed=6, chance="explicit", variant="cardless")
    assert [str(a) for a, _ in state.chance_outcomes()] == [
        f"deal {q}" for q in sorted(game.quarter_cards)
    ]
    state = deal_top(state)  # the quarter card the seed's shuffle reveals (L344-L346)
    assert state.current_player == boardrules.CHANCE
    assert [perft(state, d) for d in range(1, 5)] == [2, 44, 548, 6481]
