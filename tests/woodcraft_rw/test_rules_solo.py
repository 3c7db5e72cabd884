"""Solo mode: the virtual opponent after turn 1 and the order discard at the end of a round."""

from typing import TYPE_CHECKING

import pytest

from boardrules import CHANCE, State
from tests.woodcraft_rw.helpers import (
    act,
    decision,
    end_free,
    legal,
    roll,
    start,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import BROWN, YELLOW
    from games.woodcraft_rw.tasks import BoardDie, OpponentDie, SoloDiscard
else:
    from boardrules.games.woodcraft_rw.state import BROWN, YELLOW
    from boardrules.games.woodcraft_rw.tasks import BoardDie, OpponentDie, SoloDiscard

# The standard board: brown 6, yellow 5, brown 4, yellow 3, brown 2, yellow 1.


def _after_turn_1(pick: str = "pick brown 6") -> State:
    """The solo player took ``pick`` in turn 1 and ended the turn: the opponent rolls next."""
    state = act(roll(start(1)), pick)
    while decision(state) != "free":
        state = state.apply(state.legal_actions()[0])
    return act(state, "end")


def test_solo_is_set_up_like_the_multiplayer_game() -> None:
    # woodcraft_rw.pl.txt L391-L393: the rules of the 2-5 player game apply: 2 orders dealt and
    # 1 kept, a pool of 3, 3 yellow and 3 brown dice rolled and sorted, one die or an order.
    state = start(1)
    assert len(state.data.sheets[0].held) == 1 and len(state.data.pool) == 3
    state = roll(state)
    assert len(legal(state)) == 7


def test_after_turn_1_the_opponent_rolls_a_yellow_and_a_brown_die() -> None:
    # woodcraft_rw.pl.txt L397-L399: the player rolls 1 yellow and 1 brown die for the opponent.
    state = _after_turn_1()
    assert state.current_player == CHANCE and state.data.tasks[-1] == OpponentDie(
        sides=6, color=YELLOW
    )
    state = act(state, "roll 5")
    assert state.current_player == CHANCE and state.data.tasks[-1] == OpponentDie(
        sides=6, color=BROWN
    )


def test_the_opponent_removes_the_dice_of_the_same_values() -> None:
    # woodcraft_rw.pl.txt L399-L401: remove from the board the dice of the same values in the
    # matching colours (yellow 3 and brown 4); the rest shift (L407-L409).
    state = act(_after_turn_1(), "roll 3", "roll 4")
    assert state.observation(0)["board"] == [None, None, None, "yellow 5", "brown 2", "yellow 1"]
    assert state.observation(0)["supply"] == {"yellow": 12, "brown": 12}  # back to the supply


def test_otherwise_the_opponent_removes_the_nearest_lower_value() -> None:
    # woodcraft_rw.pl.txt L401-L403: without that value, the die of the nearest lower value of
    # that colour (yellow 4 -> yellow 3; brown 5 -> brown 4).
    state = act(_after_turn_1(), "roll 4", "roll 5")
    assert state.observation(0)["board"] == [None, None, None, "yellow 5", "brown 2", "yellow 1"]


def test_without_a_lower_die_the_opponent_removes_the_nearest_higher_value() -> None:
    # woodcraft_rw.pl.txt L403-L405: with no lower die, the nearest higher die of that colour
    # (the player took the yellow 1: yellow 1 -> yellow 3; brown 1 -> brown 2).
    state = act(_after_turn_1("pick yellow 1"), "roll 1", "roll 1")
    assert state.observation(0)["board"] == [None, None, None, "brown 6", "yellow 5", "brown 4"]


def test_the_opponent_removes_one_die_of_each_colour_only_from_that_colour() -> None:
    # woodcraft_rw.pl.txt L399-L405: "in the matching colours ... in that colour": a yellow 6
    # removes the yellow 5, never the brown 6 of the same height.
    state = act(_after_turn_1("pick yellow 1"), "roll 6", "roll 2")
    assert state.observation(0)["board"] == [None, None, None, "brown 6", "brown 4", "yellow 3"]


def test_after_the_opponent_the_dice_shift_and_turn_2_follows() -> None:
    # woodcraft_rw.pl.txt L407-L409: then the player shifts the dice and plays the second turn.
    state = act(_after_turn_1(), "roll 3", "roll 4")
    assert decision(state) == "commit" and state.data.turn == 2
    assert sorted(legal(state)) == ["pick brown 2", "pick order", "pick yellow 1", "pick yellow 5"]


@pytest.mark.parametrize(("die", "slot"), [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2)])
def test_at_the_end_of_a_round_a_die_discards_an_order_from_the_pool(die: int, slot: int) -> None:
    # woodcraft_rw.pl.txt L411-L417: at the end of the round a die roll removes an order from
    # the pool: 1-2 the left card, 3-4 the middle one, 5-6 the right one; the slot is refilled
    # at once (L136-L138, digest A10).
    state = act(_after_turn_1(), "roll 3", "roll 4", "pick yellow 5", "lantern 1", "end")
    assert state.current_player == CHANCE and state.data.tasks[-1] == SoloDiscard(sides=6)
    pool = list(state.data.pool)
    top = state.data.deck1[0]
    state = act(state, f"roll {die}")
    expected = pool.copy()
    expected[slot] = top
    assert state.data.pool == expected
    assert pool[slot] in state.data.discard


def test_only_the_solo_game_discards_orders_at_the_end_of_a_round() -> None:
    # woodcraft_rw.pl.txt L411-L417 is a solo rule: with 2 players round 2 starts with its roll.
    state = act(roll(start(2)), "pick brown 6", "pick yellow 5")
    state = act(end_free(state), "pick yellow 3", "pick yellow 1", "lantern 1", "lantern 1")
    state = end_free(state)
    assert isinstance(state.data.tasks[-1], BoardDie) and state.data.round == 2
