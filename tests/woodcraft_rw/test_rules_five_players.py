"""The 5-player game: its setup and the extra die when one die is left after turn 1."""

from typing import TYPE_CHECKING

from boardrules import CHANCE, State
from boardrules.testing import deal_top
from tests.woodcraft_rw.helpers import (
    GAME,
    act,
    decision,
    end_free,
    roll,
    start,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import BROWN, YELLOW
    from games.woodcraft_rw.tasks import ExtraDie
else:
    from boardrules.games.woodcraft_rw.state import BROWN, YELLOW
    from boardrules.games.woodcraft_rw.tasks import ExtraDie

# The standard board: brown 6, yellow 5, brown 4, yellow 3, brown 2, yellow 1.


def _turn_1(*picks: str) -> State:
    """Five seats take ``picks`` in turn 1, place any lantern in the first free cell and end."""
    state = act(roll(start(5)), *picks)
    while decision(state) != "free":
        state = state.apply(state.legal_actions()[0])
    return end_free(state)


def test_five_players_are_each_dealt_two_orders() -> None:
    # woodcraft_rw.pl.txt L32-L34, L40: 2 orders dealt to each of 5 players, a pool of 3.
    dealt = [s.dealt for s in deal_top(GAME.new_game(5, chance="explicit")).data.sheets]
    state = start(5)  # every seat keeps its first card
    assert [s.held for s in state.data.sheets] == [[first] for first, _ in dealt]
    assert state.data.deck1[-5:] == [second for _, second in dealt]
    # 20 phase I orders - 10 dealt + 5 put back at the bottom - 3 in the pool
    assert len(state.data.deck1) == 12 and len(state.data.pool) == 3


def test_one_die_left_after_turn_1_brings_a_new_die_of_the_other_colour() -> None:
    # woodcraft_rw.pl.txt L340-L346: with 5 players, if only 1 die is left after turn 1, roll a
    # new die of the other colour from the supply and put it left or right of the remaining
    # die by its value (digest A3: both at the arrow end, in descending order).
    state = _turn_1(
        "pick brown 6", "pick yellow 5", "pick brown 4", "pick yellow 3", "pick brown 2"
    )
    assert state.current_player == CHANCE and state.data.tasks[-1] == ExtraDie(sides=6, color=BROWN)
    supply = state.observation(0)["supply"]["brown"]
    assert supply == 14 - 3 - 1  # the extra brown die left the supply to be rolled
    assert GAME.state_from_json(state.to_json()).data == state.data  # still 14 + 14 dice
    high = act(state, "roll 4")
    assert high.observation(0)["board"] == [None, None, None, None, "brown 4", "yellow 1"]
    tie = act(state, "roll 1")
    assert tie.observation(0)["board"] == [None, None, None, None, "brown 1", "yellow 1"]
    assert decision(high) == "commit" and high.data.turn == 2


def test_the_extra_die_of_a_brown_leftover_is_yellow() -> None:
    # woodcraft_rw.pl.txt L340-L346: the new die is of the other colour; a lower one goes right.
    state = _turn_1(
        "pick yellow 5", "pick brown 4", "pick yellow 3", "pick brown 2", "pick yellow 1"
    )
    assert state.data.tasks[-1] == ExtraDie(sides=6, color=YELLOW)
    state = act(state, "roll 6")
    assert state.observation(0)["board"] == [None, None, None, None, "brown 6", "yellow 6"]


def test_no_extra_die_when_two_or_more_dice_are_left() -> None:
    # woodcraft_rw.pl.txt L340-L346: the extra die only when a single die is left.
    state = _turn_1("pick brown 6", "pick brown 6", "pick brown 4", "pick yellow 3", "pick brown 2")
    assert decision(state) == "commit"
    assert state.observation(0)["board"] == [None, None, None, None, "yellow 5", "yellow 1"]


def test_fewer_than_five_players_never_get_an_extra_die() -> None:
    # woodcraft_rw.pl.txt L340: the note is for the 5-player game only.
    state = act(roll(start(4)), "pick brown 6", "pick yellow 5", "pick brown 4", "pick yellow 3")
    while decision(state) != "free":
        state = state.apply(state.legal_actions()[0])
    state = end_free(state)
    assert decision(state) == "commit"
    assert state.observation(0)["board"] == [None, None, None, None, "brown 2", "yellow 1"]
