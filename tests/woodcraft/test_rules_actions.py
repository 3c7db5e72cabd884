"""The seven actions (woodcraft.de.txt L561-L835), tree growth and the lumber stack."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import State

from .helpers import GAME, act, held, legal, position, stack, ws

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.state import Workshop
else:
    from boardrules.games.woodcraft.state import Workshop

E = -1  # an empty pot (the data)


def bonus(action: str, **me: Any) -> State:
    """The seat performs ``action`` as a bonus action (no tile bonus in the way)."""
    return act(position(me={"lanterns": 3, **me}), f"bonus {action}")


def test_buy_wood_costs_value_plus_colour_surcharge() -> None:
    # L572-L576: a brown 3 costs 5 (face inferred from 5 - 2); green +0, yellow +1
    yard = ["green 1", "green 6", "yellow 2", "yellow 4", "brown 3", "brown 5"]
    s = position(me={"lanterns": 3, "blueberries": 5, "dice": stack()}, lumber_yard=yard)
    s = act(s, "bonus buy_wood")
    assert "buy brown 3" in legal(s) and "buy brown 5" not in legal(s)
    s = act(s, "buy brown 3")
    assert ws(s).blueberries == 0 and held(s) == {"brown 3": 1}


def test_buy_wood_up_to_two_dice_then_the_yard_is_refilled() -> None:
    # L561-L580 (digest A17): 2 dice from the same 6, then each empty space gets a rolled die
    yard = ["green 1", "green 2", "yellow 2", "yellow 4", "brown 3", "brown 5"]
    s = position(
        me={"lanterns": 3, "blueberries": 20, "dice": stack()}, lumber_yard=yard, chance="explicit"
    )
    s = act(s, "bonus buy_wood", "buy green 1", "buy green 2")
    assert s.decision == "chance" and s.data.yard[:2] == (E, E)
    s = act(s, "roll 6", "roll 4")
    assert s.observation(0)["lumber_yard"][:2] == ["green 6", "green 4"]
    assert ws(s).blueberries == 17 and held(s) == {"green 1": 1, "green 2": 1}


def test_saw_space_two_takes_two_off_a_brown_die() -> None:
    # L747-L755 (digest A7: brown), also while the saw tile is used
    yard = ["green 1", "green 2", "yellow 2", "yellow 4", "brown 3", "brown 5"]
    me = {"lanterns": 3, "blueberries": 3, "saw_tiles": ["used"] * 2, "dice": stack()}
    s = position(me=me, lumber_yard=yard)
    s = act(s, "bonus buy_wood", "buy brown 3")
    assert ws(s).blueberries == 0


def test_exchange_sells_then_buys_a_six_of_another_colour() -> None:
    # L587-L593: a die sells for 2 x value + 0/1/2; L630-L637 (digest A11): then a 6 of
    # another colour, bought here as a yellow 6 for 7
    s = bonus("exchange_dice", blueberries=0, dice=stack(green_4=1))
    s = act(s, "sell green 4")
    assert ws(s).blueberries == 8
    assert "six green" not in legal(s) and "six yellow" in legal(s) and "six brown" in legal(s)
    s = act(s, "six yellow")
    assert ws(s).blueberries == 1 and held(s) == {"yellow 6": 1}


def test_buy_materials_two_purchases_of_different_materials() -> None:
    # L621-L626: 2 glue discs and 3 scrap blocks for 4 blueberries (the split is assumed, A8)
    s = bonus("buy_materials", blueberries=4)
    s = act(s, "material glue_disc")
    assert "material glue_disc" not in legal(s)  # not 5 glue discs for 4
    s = act(s, "material scrap_block")
    assert (ws(s).glue_discs, ws(s).scrap, ws(s).blueberries) == (2, 3, 0)
    assert s.decision == "main"


def test_take_orders_one_then_a_second_for_three_blueberries() -> None:
    # L638-L647: the rest slide along the arrows, the left space is refilled; a second order
    # costs 3; each order goes into the row of its symbol
    display = ["S-02", "S-03", "S-04", "S-05"]
    s = position(me={"lanterns": 3, "blueberries": 3}, order_display=display)
    top = s.data.order_deck[-1]
    s = act(s, "bonus take_orders", "take 3")
    assert s.data.order_display == (top, "S-02", "S-03", "S-05")
    assert ws(s).order_ids[-1] == "S-04" and ws(s).order_rows[-1] == GAME.order_row["S-04"]
    s = act(s, "take 4")
    assert ws(s).blueberries == 0 and ws(s).order_ids[-1] == "S-05"


def test_hire_pays_the_cost_uses_an_adjacent_room_and_advances_income() -> None:
    # L666-L676, L661-L664: room 1 (next to the starting helper's room 0) shows blueberry
    # income (assumed board data)
    display = ["HI-04", "HI-03", "HI-05", "HI-06"]  # HI-03 has no immediate ability
    s = position(
        me={
            "lanterns": 3,
            "blueberries": 10,
            "helpers": ["HI-01", *[None] * 7],
            "blueberry_income": 0,
        },
        helper_display=display,
    )
    s = act(s, "bonus hire_helper", "hire 2")
    assert legal(s) == ["room 1", "room 4"]
    s = act(s, "room 1")
    assert ws(s).rooms[1] == "HI-03" and ws(s).income == 1
    assert ws(s).blueberries == 10 - GAME.helper_cost["HI-03"]


def test_a_production_room_lets_up_to_four_helpers_produce() -> None:
    # L655-L659: room 3 (assumed) makes up to 4 different helpers produce
    rooms = ["HI-01", "HI-02", "HI-06", *[None] * 5]
    s = position(
        me={"lanterns": 3, "blueberries": 10, "helpers": rooms},
        helper_display=["HI-03", "HI-04", "HI-05", "HI-07"],
    )
    s = act(s, "bonus hire_helper", "hire 1", "room 3")
    while s.decision != "produce":
        s = s.apply(s.legal_actions()[0])
    assert s.data.tasks[-1].left == 4
    assert sorted(legal(s)) == [
        "done",
        "produce HI-01",
        "produce HI-02",
        "produce HI-03",
        "produce HI-06",
    ]


def test_produce_up_to_two_different_helpers() -> None:
    # L768-L772 option A; HI-01 produces 2 blueberries, HI-02 1 point (assumed cards)
    rooms = ["HI-01", "HI-02", *[None] * 6]
    s = bonus("produce_plant", helpers=rooms, points=0, blueberries=0)
    s = act(s, "mode produce", "produce HI-01")
    assert "produce HI-01" not in legal(s)
    s = act(s, "produce HI-02")
    assert s.decision == "main"


def test_plant_a_tree_splitting_a_higher_die() -> None:
    # L820-L835: a die of the pot's colour showing 1 or 2 (digest A9); a higher one is split
    # into 2 dice of its colour first, without a saw tile
    s = bonus("produce_plant", helpers=["HI-01", *[None] * 7], dice=stack(green_5=1, yellow_1=1))
    s = act(s, "mode plant", "done")
    assert sorted(legal(s)) == ["done", "plant green 5 1", "plant green 5 2"]  # no yellow pot
    s = act(s, "plant green 5 2")
    assert ws(s).pots[0] == 2 and held(s) == {"green 3": 1, "yellow 1": 1}


def test_a_two_is_planted_whole_never_split_into_ones() -> None:
    # woodcraft.de.txt L824-L826 (issue 24 item 4): "Du darfst aber nur einen [1] oder [2]
    # einpflanzen. Wenn der Wert deines Würfels größer ist, darfst du ihn ... zerteilen": a
    # die is split only when it is higher than a plantable 2; a 2 goes in whole
    s = bonus("produce_plant", helpers=["HI-01", *[None] * 7], dice=stack(green_2=1, green_3=1))
    s = act(s, "mode plant", "done")
    assert sorted(legal(s)) == ["done", "plant green 2 2", "plant green 3 1", "plant green 3 2"]
    assert "plant green 2 1" not in legal(s)


def test_the_brown_pot_lets_option_b_plant_two_trees() -> None:
    # L768-L772
    s = bonus(
        "produce_plant", helpers=["HI-01", *[None] * 7], pots=3, dice=stack(green_1=1, brown_2=1)
    )
    s = act(s, "mode plant", "done", "plant green 1 1", "plant brown 2 2")
    assert ws(s).pots == (1, E, 2)


def test_trees_grow_two_pips_and_a_six_goes_to_the_stack() -> None:
    # L781-L790, L995-L997
    s = position(
        me={"trees": {"green": 1, "yellow": 5}, "pots": 2, "dice": stack()},
        decision={"task": "turn", "seat": 0},
    )
    assert ws(s).pots == (3, E, E) and held(s) == {"yellow 6": 1}


@pytest.mark.parametrize(
    ("tile", "cost", "check"),
    [
        ("pot", 4, lambda w: w.pots_built == 2 and w.pots[1] == 1 and w.hazelnut == 1),  # L762-L766
        ("saw", 3, lambda w: len(w.saws) == 2 and w.hazelnut == 1),  # L744-L745
        ("glue", 4, lambda w: w.glue == 0 and w.income == 1 and w.hazelnut == 1),  # L914-L917
    ],
)
def test_improve_the_workshop(tile: str, cost: int, check: Callable[[Workshop], bool]) -> None:
    s = bonus("improve_workshop", blueberries=cost)
    assert f"improve {tile}" in legal(s)
    s = act(s, f"improve {tile}")
    w = ws(s)
    assert w.blueberries == 0 and check(w)


def test_the_third_saw_tile_gives_two_reputation() -> None:
    # L756-L760
    s = act(bonus("improve_workshop", blueberries=4, saw_tiles=["usable"] * 2), "improve saw")
    assert ws(s).reputation == 2 and ws(s).hazelnut == 1


def test_upgrade_tiles_in_a_fixed_order_with_their_gains() -> None:
    # L897-L907 (digest A6): space 2 (+1/+2 tile) costs 2 and gives +1 hazelnut or +1
    # blueberry income; space 3 (+1..+4 tile) costs 3 and gives +2 hazelnut income
    s = act(bonus("improve_workshop", blueberries=2), "improve upgrade", "choose 1")
    assert ws(s).upgrades == (0, 0) and ws(s).income == 1
    s = act(
        bonus("improve_workshop", blueberries=3, upgrade_tiles=["usable"] * 2), "improve upgrade"
    )
    assert ws(s).upgrades == (0, 0, 0) and ws(s).hazelnut == 2


def test_the_brown_pot_needs_the_yellow_one_first() -> None:
    # L813-L818: pots are placed left to right
    s = act(bonus("improve_workshop", blueberries=5, pots=2), "improve pot")
    assert ws(s).pots_built == 3 and ws(s).pots[2] == 1


def test_the_lumber_stack_is_cut_to_six_at_the_end_of_the_turn() -> None:
    # L1203-L1208, L1528-L1529: more than 6 dice during the turn, 6 at its end
    s = position(
        me={
            "dice": stack(green_1=5, yellow_2=2),
            "acted": True,
            "tile": "buy_wood",
            "blueberries": 0,
        }
    )
    s = act(s, "end")
    assert s.decision == "discard" and s.current_player == 0
    s = act(s, "discard yellow 2")
    assert sum(ws(s).dice) == 6 and s.decision != "discard"


def test_marketing_at_the_end_of_the_turn() -> None:
    # L1197-L1217: pay the next column's blueberries for its points, 1 space a turn; at the
    # end 12 blueberries for 11 points (the columns before are assumed)
    s = position(me={"acted": True, "tile": "buy_wood", "blueberries": 2, "points": 0})
    s = act(s, "end", "market")
    assert (ws(s).marketing, ws(s).vp, ws(s).blueberries) == (1, 1, 0)
    me = {"acted": True, "tile": "buy_wood", "blueberries": 24, "points": 0, "marketing": 8}
    s = position(me=me)
    s = act(s, "end", "market")
    assert (ws(s).marketing, ws(s).vp, ws(s).blueberries) == (8, 11, 12)


def test_exchange_example_sell_a_brown_three_buy_a_yellow_six() -> None:
    # L630-L637: a brown 3 sells for 6 + 2 = 8; then a green or a yellow 6 may be bought (not a
    # brown one, not a lower value); the yellow 6 costs 7 (the faces are lost: 3 from 8 = 2 x 3
    # + 2, the 6 from 7 = 6 + 1)
    s = bonus("exchange_dice", blueberries=0, dice=stack(brown_3=1))
    s = act(s, "sell brown 3")
    assert ws(s).blueberries == 8
    assert sorted(a for a in legal(s) if a.startswith("six ")) == ["six green", "six yellow"]
    s = act(s, "six yellow")
    assert ws(s).blueberries == 1 and held(s) == {"yellow 6": 1}
