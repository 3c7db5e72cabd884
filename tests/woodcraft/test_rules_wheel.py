"""The action wheel (woodcraft.de.txt L376-L402, L463-L520) and the turn's alternatives."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from boardrules import State

from .helpers import GAME, act, legal, mine, position, ws
from .helpers import START as SETUP_WHEEL
from .test_cards import COUNTED, ZERO, settle

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.state import ACTIONS
else:
    from boardrules.games.woodcraft.state import ACTIONS

E = -1  # an empty space (the data)
START = (0, 1, 2, 3, 4, 5, 6) + (E,) * 21  # setup: the start quarter 0 holds every tile


def wheel(**spaces: int) -> list[str | None]:
    """A wheel in the position's words with tiles on the given spaces (``s13=0`` puts
    buy_wood, action 0, on space 13)."""
    out: list[str | None] = [None] * 28
    for name, action in spaces.items():
        out[int(name[1:])] = ACTIONS[action]
    return out


def test_a_tile_moves_to_the_farthest_space_of_an_empty_quarter() -> None:
    # L397-L399, L509-L510
    s = act(position(wheel=SETUP_WHEEL, me={"blueberries": 0}), "tile take_orders")
    assert s.data.wheel[13] == 3 and s.data.wheel[3] == E


def test_a_tile_stops_at_the_first_tile_it_meets_gaps_stay() -> None:
    # L495-L497, L512-L514: it slides over the free spaces up to the first tile met
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s10=5, s13=6)
    s = act(position(wheel=w, arrow=1), "tile buy_wood")
    assert s.data.wheel[9] == 0  # just before the tile on space 10; spaces 7-8 stay free
    assert s.data.wheel[13] == 6


def test_the_saw_wheel_turns_when_a_tile_crosses_the_arrowhead() -> None:
    # L391-L393, L516-L517: quarter 1 is the arrow's quarter; its tile moves into quarter 2
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s5=5, s13=6)
    s = act(position(wheel=w, arrow=1, arc=False), "tile improve_workshop")
    assert s.data.wheel[20] == 6 and s.data.arrow == 2


def test_a_tile_may_not_lap_the_arrowhead() -> None:
    # L472-L477, L519-L520: the arrow's quarter's tiles are blocked while the next holds tiles
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s13=5, s20=6)
    s = position(wheel=w, arrow=1, arc=False)
    assert "tile produce_plant" not in legal(s)  # quarter 1 -> quarter 2 is not empty
    assert "tile improve_workshop" in legal(s)  # quarter 2 -> 3 does not cross the arrow


def test_a_lantern_performs_a_blocked_action() -> None:
    # L487-L491: pay 1 lantern to perform another tile's action, even a blocked one
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s13=5, s20=6)
    s = position(wheel=w, arrow=1, arc=False, me={"lanterns": 1})
    s = act(s, "tile buy_wood", "lantern produce_plant")
    assert s.decision == "produce_mode" and ws(s).lanterns == 0


def test_the_rim_bonus_of_the_space_left() -> None:
    # L381-L383, L391-L392: a rim bonus of 1 blueberry (space 3 of quarter 1)
    w = wheel(s0=0, s1=1, s3=3, s4=4, s5=5, s6=6, s10=2)
    s = position(wheel=w, arrow=1, arc=False, me={"blueberries": 0})
    s = act(s, "tile buy_materials")
    assert ws(s).blueberries == 1


def test_the_arc_covers_the_start_quarter_until_its_last_tile_is_chosen() -> None:
    # L384-L389 (digest A4): no rim bonus under the arc, not even for the last tile
    w = wheel(s3=0, s13=1, s12=2, s11=3, s10=4, s9=5, s8=6)
    s = position(wheel=w, arrow=1, me={"lanterns": 0})
    s = act(s, "tile buy_wood")  # space 3 of the start quarter shows a lantern (assumed)
    assert ws(s).lanterns == 0 and not s.data.arc
    w = wheel(s3=0, s4=1, s13=2, s12=3, s11=4, s10=5, s9=6)
    s = act(position(wheel=w, arrow=1, me={"lanterns": 0}), "tile buy_wood")
    assert ws(s).lanterns == 0 and s.data.arc  # the arc stays: a tile is left on space 4
    s2 = position(wheel=w, arrow=1, arc=False, me={"lanterns": 0})
    assert ws(act(s2, "tile buy_wood")).lanterns == 1  # without the arc the bonus counts


def test_the_saw_wheel_bonus_grows_with_the_quarters_age() -> None:
    # L463-L466: after the first turn of the saw wheel the start quarter gives 2 points
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s5=5, s20=6)
    s = position(wheel=w, arrow=2, arc=False, me={"points": 0})  # quarter 0 has age 2
    assert ws(act(s, "tile take_orders")).vp == 2
    # L468-L470, L499-L500: the oldest quarter: 2 points and 1 of two items (assumed ones)
    s = position(wheel=w, arrow=3, arc=False, me={"points": 0, "saw_blade_discs": 0})
    s = act(s, "tile take_orders", "choose 0")
    assert ws(s).vp == 2 and ws(s).saw_blades == 1
    # quarters of age 0 and 1 give none
    s = position(wheel=w, arrow=1, arc=False, me={"points": 0})
    assert ws(act(s, "tile take_orders")).vp == 0


def test_the_next_player_may_choose_the_tile_just_moved() -> None:
    # L400-L401
    s = act(position(wheel=SETUP_WHEEL), "tile take_orders", "berries", "end")
    while s.decision != "main":
        s = s.apply(s.legal_actions()[0])
    assert "tile take_orders" in legal(s)


def test_three_blueberries_instead_of_the_action() -> None:
    # L483-L485
    s = act(position(wheel=SETUP_WHEEL, me={"blueberries": 0}), "tile hire_helper", "berries")
    assert ws(s).blueberries == 3 and ws(s).acted


def test_a_lantern_from_this_tiles_bonus_cannot_pay_the_alternative() -> None:
    # L492-L493, L1523: rim bonus 1 lantern (quarter 2, space 3, assumed board data)
    w = wheel(s0=0, s1=1, s2=2, s3=3, s4=4, s5=5, s17=6)
    s = act(position(wheel=w, arrow=2, arc=False, me={"lanterns": 0}), "tile improve_workshop")
    assert ws(s).lanterns == 1
    assert not [a for a in legal(s) if a.startswith("lantern ")]


def test_the_bonus_action_costs_three_lanterns_once_a_turn_no_move() -> None:
    # L367-L369, L1525-L1526
    s = position(wheel=SETUP_WHEEL, me={"lanterns": 6, "blueberries": 0})
    s = act(s, "bonus buy_materials", "done")
    assert ws(s).lanterns == 3 and s.data.wheel == START and ws(s).bonus_used
    assert not [a for a in legal(s) if a.startswith("bonus ")]
    assert [a for a in legal(s) if a.startswith("tile ")]  # the tile is still to choose


def four_turns_from_the_start_quarter(quarter: int = 0) -> State:
    """L395-L403: a new game (the tiles on the start quarter, the arrowhead at the end of the
    next quarter, L130-L135) whose first four turns each choose a tile of the start quarter
    (taking 3 blueberries instead of its action, L483-L485)."""
    s = GAME.new_game(2, seed=0, start_quarter=quarter)
    for tile in ("buy_wood", "exchange_dice", "buy_materials", "take_orders"):
        s = act(settle(s), f"tile {tile}", "berries", "end")
    return settle(s)


def gains(s: State, *moves: str) -> dict[str, int]:
    """What ``moves`` (choosing a tile, its bonus's choice) give the seat to move at once
    (its rim and saw-wheel bonuses)."""
    p = s.current_player
    before, after = mine(s, p), mine(act(s, *moves), p)
    return {f: after[f] - before[f] for f in COUNTED if after[f] != before[f]}


@pytest.mark.parametrize("quarter", [0, 1, 2, 3])
def test_the_first_worked_example_two_actions_offer_a_rim_bonus(quarter: int) -> None:
    # L395-L403: Julia's tile goes to the farthest space of the next quarter, the next ones
    # stop at the tile they meet: after four turns that quarter holds tiles on its spaces 3-6.
    s = four_turns_from_the_start_quarter(quarter)
    base = (quarter + 1) % 4 * 7
    assert [s.data.wheel[base + k] != E for k in range(7)] == [False] * 3 + [True] * 4
    assert s.data.arc and s.data.arrow == (quarter + 1) % 4
    # L380-L383: all 7 tiles may still be chosen, but 2 actions now offer a rim bonus (the
    # start quarter's are covered by the arc tile, L384-L386); one of them 1 blueberry.
    tiles = [a for a in legal(s) if a.startswith("tile ")]
    assert len(tiles) == 7
    offered = {t: g for t in tiles if (g := gains(s, t))}
    assert len(offered) == 2  # from every start quarter (L130-L131: any may be chosen)
    if quarter == 0:  # the quarter pictured for the first game
        assert {"blueberries": 1} in offered.values()


def test_the_first_worked_example_the_blueberry_tile_turns_the_saw_wheel() -> None:
    # L391-L393: "Nehmen wir an, du hättest dieses Plättchen gewählt und als Bonus 1
    # Blaubeere erhalten": it crosses the arrowhead, so the saw wheel turns with it (L516-
    # L517); it lies on the farthest space of the empty quarter 2 (L509-L510).
    s = four_turns_from_the_start_quarter()
    (move,) = [a for a in legal(s) if a.startswith("tile ") and gains(s, a) == {"blueberries": 1}]
    action = ACTIONS.index(move.split()[1])
    s = act(s, move)
    assert s.data.arrow == 2 and s.data.wheel[20] == action
    # L463-L466: the start quarter's actions have become more valuable: 2 points each
    s = settle(act(s, "berries", "end"))
    start = [
        a
        for a in legal(s)
        if a.startswith("tile ") and s.data.wheel.index(ACTIONS.index(a.split()[1])) < 7
    ]
    assert start and all(gains(s, a) == {"points": 2} for a in start)


def test_the_second_example_a_moved_tile_offers_scrap_and_glue() -> None:
    # L499-L502: a tile of the oldest quarter (after two turns of the saw wheel) gives 2
    # points and 1 of two items; moved into the next quarter, which holds a tile on its last
    # space (L512-L514), it offers the next player the rim bonus 1 scrap block and 1 glue
    # disc. (The caption's saw bonus there, 1 saw blade disc, is not reproduced: the quarter
    # has age 2, whose bonus L466 gives as 2 points; digest A3.)
    w = wheel(s0=0, s13=1, s21=2, s22=3, s23=4, s24=5, s25=6)
    s = position(wheel=w, arrow=3, arc=False, me={**ZERO})
    assert gains(s, "tile buy_wood", "choose 0") == {"points": 2, "saw_blade_discs": 1}
    s = act(s, "tile buy_wood", "choose 0")
    assert s.data.wheel[12] == 0  # quarter 1, space 5
    w = wheel(s12=0, s13=1, s21=2, s22=3, s23=4, s24=5, s25=6)
    s = position(wheel=w, arrow=3, arc=False, me={**ZERO})
    got = gains(s, "tile buy_wood")
    assert (got["scrap_blocks"], got["glue_discs"]) == (1, 1)
