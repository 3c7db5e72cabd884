"""A turn: the secret choice, the reveal, collisions, bonuses, taking orders and the shift."""

import pytest

from boardrules import CHANCE, State
from boardrules.testing import deal_top
from tests.woodcraft_rw.helpers import (
    GAME,
    act,
    decision,
    end_free,
    legal,
    roll,
    sheet,
    start,
)


def test_a_turn_offers_each_die_on_the_board_or_an_order() -> None:
    # woodcraft_rw.pl.txt L46, L77, L120-L122: take a die (materials) OR take an order.
    state = roll(start(2))
    assert decision(state) == "commit" and state.current_player == 0
    assert sorted(legal(state)) == sorted(
        [
            "pick brown 6",
            "pick yellow 5",
            "pick brown 4",
            "pick yellow 3",
            "pick brown 2",
            "pick yellow 1",
            "pick order",
        ]
    )


def test_a_choice_is_a_colour_and_a_value() -> None:
    # woodcraft_rw.pl.txt L79-L83: the value is written in the box of the die's colour, so two
    # identical dice on the board are one choice.
    state = roll(start(2), yellow=(3, 3, 1), brown=(6, 4, 2))
    assert legal(state).count("pick yellow 3") == 1
    assert len(legal(state)) == 6  # 5 distinct dice and the order


def test_choices_stay_secret_until_everyone_has_chosen() -> None:
    # woodcraft_rw.pl.txt L77-L85: each player writes the value in secret; when all have chosen
    # they reveal their sheets.
    state = act(roll(start(3)), "pick brown 6")
    assert sheet(state, 0)["commit"] == "brown 6"  # a seat sees its own choice
    others = state.observation(1)["sheets"]
    assert others[0]["commit"] == "committed"
    assert state.observation(2)["sheets"][0]["commit"] == "committed"
    assert others[2]["commit"] is None
    state = act(state, "pick yellow 5")
    assert state.observation(2)["sheets"][1]["commit"] == "committed"
    state = act(state, "pick brown 4")  # the last choice: everything is revealed
    view = state.observation(2)["sheets"]
    assert [s["commit"] for s in view] == ["brown 6", "yellow 5", "brown 4"]


def test_the_chosen_value_is_written_in_the_turn_box_of_its_colour() -> None:
    # woodcraft_rw.pl.txt L79-L83: the value goes in the current turn's box, in the part of the
    # die's colour.
    state = act(roll(start(2)), "pick brown 6", "pick yellow 5")
    assert sheet(state, 0)["turn_boxes"][:2] == ["brown 6", None]
    assert state.data.sheets[0].box_color[0] == 1  # brown part
    assert state.data.sheets[1].box_color[0] == 0  # yellow part


def test_taking_an_order_crosses_out_the_turn_box() -> None:
    # woodcraft_rw.pl.txt L120-L122: a player who takes an order crosses out the turn's box.
    state = act(roll(start(2)), "pick order", "pick brown 6")
    assert sheet(state, 0)["turn_boxes"][0] == "order"


def test_a_chosen_die_moves_from_the_board_next_to_the_sheet() -> None:
    # woodcraft_rw.pl.txt L87-L89: each player takes the chosen die from the main board.
    state = act(roll(start(2)), "pick brown 6", "pick yellow 5")
    assert state.observation(0)["board"][:2] == [None, None]
    assert sheet(state, 0)["dice"] == {"brown 6": 1}
    assert sheet(state, 1)["dice"] == {"yellow 5": 1}
    assert state.observation(0)["supply"] == {"yellow": 11, "brown": 11}


def test_a_collision_gives_the_second_player_a_supply_die_and_both_the_bonus() -> None:
    # woodcraft_rw.pl.txt L89-L95: when several chose the same die, one takes it from the board,
    # the others take a die of that colour from the supply set to the chosen value; everyone
    # circles the bonus (L95-L99).
    state = act(roll(start(2)), "pick yellow 5", "pick yellow 5")
    assert sheet(state, 0)["dice"] == {"yellow 5": 1}
    assert sheet(state, 1)["dice"] == {"yellow 5": 1}
    assert state.observation(0)["board"] == [
        "brown 6",
        None,
        "brown 4",
        "yellow 3",
        "brown 2",
        "yellow 1",
    ]
    assert state.observation(0)["supply"] == {"yellow": 10, "brown": 11}
    # column 2, yellow: 1 glue (board.yaml) for both
    assert sheet(state, 0)["materials"]["glue"] == 1
    assert sheet(state, 1)["materials"]["glue"] == 1


def test_the_bonus_is_the_one_of_the_chosen_die_column_and_colour() -> None:
    # woodcraft_rw.pl.txt L95-L99: the player circles the materials of the chosen die; column 6,
    # yellow: 1 saw blade, 1 glue, 1 lantern (board.yaml, from L116-L119).
    state = act(roll(start(2)), "pick yellow 1", "pick brown 6")
    assert decision(state) == "lantern" and state.current_player == 0
    state = act(state, "lantern 1")
    assert sheet(state, 0)["materials"] == {
        "saw_blade": 1,
        "glue": 1,
        "shavings": 0,
    }
    assert sheet(state, 0)["blueberries"] == 0
    assert sheet(state, 0)["lanterns"] == [1]


def test_identical_dice_in_several_columns_let_the_player_choose_the_bonus_column() -> None:
    # woodcraft_rw.pl.txt L99-L105: with dice of the same colour and value in several columns,
    # the player chooses which column's bonus to take. Yellow 3 in columns 3 and 4: column 3
    # gives a saw blade and a shavings, column 4 a glue and a lantern.
    state = roll(start(2), yellow=(3, 3, 1), brown=(6, 4, 2))
    state = act(state, "pick yellow 3", "pick brown 6")
    assert decision(state) == "column" and legal(state) == ["column 3", "column 4"]
    state = act(state, "column 3")
    assert sheet(state, 0)["materials"] == {
        "saw_blade": 1,
        "glue": 0,
        "shavings": 1,
    }
    assert sheet(state, 0)["blueberries"] == 0
    assert state.observation(0)["board"][2:4] == [None, "yellow 3"]


def test_two_players_on_two_identical_dice_both_take_from_the_board() -> None:
    # woodcraft_rw.pl.txt L89-L105 with digest A4: two matching dice serve two players; each
    # chooses a bonus column, and both may choose the same one.
    state = roll(start(2), yellow=(3, 3, 1), brown=(6, 4, 2))
    state = act(state, "pick yellow 3", "pick yellow 3", "column 3")
    assert state.current_player == 1 and legal(state) == ["column 3", "column 4"]
    state = act(state, "column 3")
    assert state.observation(0)["supply"] == {"yellow": 11, "brown": 11}
    assert state.observation(0)["board"][2:4] == [None, None]
    assert sheet(state, 1)["materials"]["saw_blade"] == 1


def test_materials_are_circled_in_order_from_the_first_free_circle() -> None:
    # woodcraft_rw.pl.txt L105-L109: gained materials are marked left to right, top to bottom;
    # every gain circles the next circle of its row (circles 1..n are marked, none skipped).
    state = act(roll(start(2)), "pick brown 4", "pick brown 6", "lantern 1")
    assert state.data.sheets[0].marked == [0, 0, 0, 1]  # column 3 brown: blueberry + lantern
    state = end_free(state)  # shift: yellow 5, yellow 3, brown 2, yellow 1 in columns 3-6
    state = act(state, "pick brown 2", "pick yellow 5")
    # column 5 brown after the shift: glue, blueberry, lantern: blueberry circle 2 is next
    assert state.data.sheets[0].marked == [0, 1, 0, 2]


def test_an_order_is_taken_from_the_pool_and_the_pool_refilled_at_once() -> None:
    # woodcraft_rw.pl.txt L120-L122, L136-L138: the player takes one order from the pool; the
    # empty place is refilled with a new order at once.
    state = act(roll(start(2)), "pick order", "pick brown 6")
    pool = list(state.data.pool)
    top = state.data.deck1[0]
    assert decision(state) == "pick_order" and state.current_player == 0
    assert legal(state) == [f"take {o}" for o in pool]
    state = act(state, f"take {pool[2]}")
    assert sheet(state, 0)["held_orders"][-1] == pool[2]
    assert state.data.pool == [pool[0], pool[1], top]


def _two_turns(first: tuple[str, str], second: tuple[str, str]) -> State:
    """Round 1 with the given picks of seats 0 and 1 in both turns (lanterns in free cells)."""
    state = act(roll(start(2)), *first)
    while decision(state) == "lantern":
        state = state.apply(state.legal_actions()[0])
    state = act(end_free(state), *second)
    while decision(state) == "lantern":
        state = state.apply(state.legal_actions()[0])
    return end_free(state)


def test_order_takers_pick_by_the_higher_value_of_the_previous_turn() -> None:
    # woodcraft_rw.pl.txt L124-L128: when several take an order in the same turn, the one whose
    # die of the previous turn was higher picks first; the next one sees the refilled pool.
    state = act(roll(start(2)), "pick yellow 5", "pick brown 6")
    state = act(end_free(state), "pick order", "pick order")
    assert decision(state) == "pick_order" and state.current_player == 1  # 6 beats 5
    pool = list(state.data.pool)
    top = state.data.deck1[0]
    state = act(state, f"take {pool[0]}")
    assert decision(state) == "pick_order" and state.current_player == 0
    assert legal(state) == [f"take {o}" for o in [top, pool[1], pool[2]]]


def test_a_tie_is_broken_by_the_earlier_turns() -> None:
    # woodcraft_rw.pl.txt L130-L132: on a tie the values of still earlier turns decide. Turn 2
    # ties (yellow 3 both); turn 1 had seat 0 at 6 and seat 1 at 5.
    state = _two_turns(("pick brown 6", "pick yellow 5"), ("pick yellow 3", "pick yellow 3"))
    state = roll(state)
    state = act(state, "pick order", "pick order")
    assert decision(state) == "pick_order" and state.current_player == 0


def test_a_crossed_out_box_counts_as_zero() -> None:
    # woodcraft_rw.pl.txt L124-L128 with digest A6: a player who took an order in the previous
    # turn has no die value there and picks after one who took a die.
    state = act(roll(start(2)), "pick order", "pick yellow 1", "lantern 1")
    state = act(state, f"take {state.data.pool[0]}")
    state = act(end_free(state), "pick order", "pick order")
    assert decision(state) == "pick_order" and state.current_player == 1


def test_a_complete_tie_is_broken_by_rolling_until_one_is_higher() -> None:
    # woodcraft_rw.pl.txt L132-L136: still tied (here: the first turn of the game), the players
    # roll dice until one rolls higher.
    state = act(roll(start(2)), "pick order", "pick order")
    assert state.current_player == CHANCE
    state = act(state, "roll 4", "roll 4")  # tied again: roll again
    assert state.current_player == CHANCE
    state = act(state, "roll 2", "roll 5")
    assert decision(state) == "pick_order" and state.current_player == 1
    state = act(state, f"take {state.data.pool[0]}")
    assert decision(state) == "pick_order" and state.current_player == 0


def test_a_roll_off_orders_the_winners_first_and_rolls_again_among_tied_ones() -> None:
    # woodcraft_rw.pl.txt L132-L136: three tied players roll 4, 4 and 2: the two 4s roll again
    # (1 and 3), so the order of picking is seat 1, seat 0, seat 2.
    state = act(roll(start(3)), "pick order", "pick order", "pick order")
    state = act(state, "roll 4", "roll 4", "roll 2", "roll 1", "roll 3")
    pickers = []
    while decision(state) == "pick_order":
        pickers.append(state.current_player)
        state = deal_top(state.apply(state.legal_actions()[0]))  # the pool is refilled
    assert pickers == [1, 0, 2]


def test_free_actions_follow_the_choice_of_every_player_in_seat_order() -> None:
    # woodcraft_rw.pl.txt L44-L49: first the die or order, then any number of free actions.
    state = act(roll(start(3)), "pick brown 6", "pick yellow 5", "pick brown 2", "lantern 1")
    assert decision(state) == "free" and state.current_player == 0
    state = act(state, "end")
    assert decision(state) == "free" and state.current_player == 1
    state = act(state, "end")
    assert decision(state) == "free" and state.current_player == 2


def test_after_turn_1_the_leftover_dice_shift_along_the_arrow_one_per_column() -> None:
    # woodcraft_rw.pl.txt L328-L338: after everyone's first turn the dice left on the board move
    # in the direction of the arrow, one die per column (rules.yaml: right, digest A1-A2).
    state = act(roll(start(2)), "pick brown 6", "pick brown 2", "lantern 1")
    assert state.observation(0)["board"] == [
        None,
        "yellow 5",
        "brown 4",
        "yellow 3",
        None,
        "yellow 1",
    ]
    state = end_free(state)
    assert state.observation(0)["board"] == [
        None,
        None,
        "yellow 5",
        "brown 4",
        "yellow 3",
        "yellow 1",
    ]
    assert decision(state) == "commit" and state.observation(0)["turn"] == 2


def test_the_shift_direction_is_a_game_option() -> None:
    # woodcraft_rw.pl.txt L330-L334: the dice move along the arrow ("zgodnie z kierunkiem
    # strzałki"), which the rulebook only draws (digest A1): the option shift_direction, right
    # (toward column 6) unless a game asks for left.
    assert GAME.options["shift_direction"].default == "right"
    state = act(roll(start(2, shift_direction="left")), "pick brown 6", "pick brown 2", "lantern 1")
    state = end_free(state)
    assert state.observation(0)["board"] == [
        "yellow 5",
        "brown 4",
        "yellow 3",
        "yellow 1",
        None,
        None,
    ]
    assert state.data.options["shift_direction"] == "left"
    with pytest.raises(ValueError, match="shift_direction"):
        GAME.new_game(2, shift_direction="up")


def test_the_second_turn_is_played_like_the_first_with_the_new_columns() -> None:
    # woodcraft_rw.pl.txt L334-L338: turn 2 is played exactly like turn 1; the shifted dice give
    # the bonus of their new column. Yellow 5 moved from column 2 (1 glue) to column 3 (1 saw
    # blade and 1 shavings).
    state = act(roll(start(2)), "pick brown 6", "pick brown 2", "lantern 1")
    state = act(end_free(state), "pick yellow 5", "pick yellow 1", "lantern 2")
    assert state.data.sheets[0].marked == [1, 0, 1, 1]  # + saw blade, shavings
    assert sheet(state, 0)["turn_boxes"][:2] == ["brown 6", "yellow 5"]
