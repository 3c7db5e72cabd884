"""Perft goldens: sizes of the legal-move tree from fixed Woodcraft Roll & Write states.

A change in these numbers means legal-move generation changed. If the change is intended,
locate it with ``boardrules.perft.divide`` (or ``boardrules perft ... --divide``), check the
rule against the rulebook, and record the new count.

The goldens were produced with ``boardrules.perft.perft`` on the states below (the first one
also by ``boardrules perft woodcraft_rw --players 2 --seed 1 --depth 8``), after the conformance
suite passed on the same code. The histories were made by applying the first legal action
(60 times for the mid-game state; until the round 2 roll for the explicit-chance state).
"""

from __future__ import annotations

import pytest

import boardrules
from boardrules import Game
from boardrules.perft import perft

# new_game(3, seed=7), first legal action 60 times: round 2, turn 2, seat 1's free actions.
MID_GAME_3P_SEED_7 = [
    "keep I-06", "keep I-02", "keep I-20",
    "pick yellow 1", "pick yellow 1", "pick yellow 1",
    "lantern 1", "lantern 1", "lantern 1", "end", "end", "end",
    "pick yellow 3", "pick yellow 3", "pick yellow 3",
    "lantern 2", "lantern 2", "lantern 2",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1", "end",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1", "end",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1",
    "glue yellow 1 yellow 3 yellow", "saw yellow 4 1", "end",
    "pick yellow 4", "pick yellow 4", "pick yellow 4",
    "column 4", "lantern 3", "chestnut 1",
    "column 4", "lantern 3", "chestnut 1",
    "column 4", "lantern 3", "chestnut 1",
    "glue yellow 1 yellow 3 yellow", "end",
    "glue yellow 1 yellow 3 yellow", "end",
    "glue yellow 1 yellow 3 yellow", "end",
    "pick yellow 6", "pick yellow 6", "pick yellow 6",
    "saw yellow 4 1", "shave yellow 1", "end",
    "saw yellow 4 1", "shave yellow 1", "fulfil I-02",
]  # fmt: skip

# new_game(2, seed=3, chance="explicit"): the orders the seed deals (deal_top), then the first
# legal action (every die rolls 1) until the first die of round 2 is to be rolled.
ROUND_2_ROLL_2P_SEED_3 = [
    "deal I-16", "deal I-20", "deal I-02", "deal I-12",
    "keep I-16", "keep I-02",
    "deal I-17", "deal I-04", "deal I-05",
    "roll 1", "roll 1", "roll 1", "roll 1", "roll 1", "roll 1",
    "pick yellow 1", "pick yellow 1", "column 4", "lantern 1", "column 4", "lantern 1",
    "end", "end",
    "pick yellow 1", "pick yellow 1", "lantern 2", "lantern 2",
    "glue yellow 1 yellow 1 yellow", "saw yellow 2 1", "glue yellow 1 yellow 1 yellow", "end",
    "glue yellow 1 yellow 1 yellow", "saw yellow 2 1", "glue yellow 1 yellow 1 yellow", "end",
]  # fmt: skip


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("woodcraft_rw")


@pytest.mark.parametrize(
    ("depth", "count"),
    [(1, 2), (2, 4), (3, 24), (4, 144), (5, 980), (6, 5208), (7, 21224), (8, 70712)],
)
def test_perft_of_the_setup_2p_seed_1(game: Game, depth: int, count: int) -> None:
    """From the start: each seat keeps one of its two dealt orders (L32-L34), then the dice
    are rolled and the seats commit in secret (L51-L85)."""
    assert perft(game.new_game(2, seed=1), depth) == count


def test_perft_of_a_mid_game_state_3p_seed_7(game: Game) -> None:
    state = game.replay(3, 7, MID_GAME_3P_SEED_7)
    assert (state.data.round, state.data.turn, state.current_player) == (2, 2, 1)
    assert [perft(state, d) for d in range(1, 8)] == [1, 7, 31, 91, 546, 2904, 14007]
    assert perft(state, 8) == 68112


def test_perft_of_an_explicit_chance_roll_2p_seed_3(game: Game) -> None:
    """Six dice (L51-L53), each a CHANCE node of 6 outcomes, then the sorted board's commits."""
    state = game.replay(2, 3, ROUND_2_ROLL_2P_SEED_3, chance="explicit")
    assert state.current_player == boardrules.CHANCE
    assert [perft(state, d) for d in range(1, 7)] == [6, 36, 216, 1296, 7776, 46656]
    assert perft(state, 7) == 282528
