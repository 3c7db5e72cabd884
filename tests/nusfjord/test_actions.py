"""Phase II, work: turns and the action spaces (nusfjord.de.md L351-L378, L412-L564)."""

from __future__ import annotations

from typing import Any

import pytest

from boardrules import IllegalAction, InvalidState
from tests.nusfjord.helpers import harbor, turn
from tests.play import act, legal


def seat0(players: int = 2, **h: Any) -> list[dict[str, Any]]:
    base: dict[str, Any] = {
        "wood": 0,
        "fish": 0,
        "gold": 0,
        "reserves": {"wood": 0, "fish": 0, "gold": 0},
    }
    base.update(h)
    return [base] + [{} for _ in range(players - 1)]


def test_a_turn_places_one_worker_or_skips() -> None:
    # L357: exactly one worker on an action space; L368: a seat may skip.
    state = turn(harbors=seat0())
    assert "skip" in legal(state)
    after = act(state, "skip")
    assert after.observation(0)["placed"] == [[], []]


def test_an_action_without_effect_cannot_be_chosen() -> None:
    # L363-L366, Beispiel L366: no thinning without strips or with 12 wood; L431 no
    # liquidating empty reserves; L445 no serving without the fish for the next plate.
    state = turn(harbors=seat0(wood=12))
    options = legal(state)
    assert "place thin" not in options
    assert "place reserves" not in options and "place serve" not in options
    assert "place thin" not in legal(turn(harbors=seat0(forests=[0, 0, 0, 0, 0])))
    assert "place thin" in legal(turn(harbors=seat0(wood=11)))


def test_take_gold() -> None:
    # L418
    assert harbor(act(turn(harbors=seat0()), "place gold"), 0)["gold"] == 1


def test_liquidate_reserves_beispiel() -> None:
    # L426-L434; Beispiel L434: 3 fish and 2 wood in the reserves, 11 wood in the supply:
    # 3 fish and 1 wood move, the other wood goes back.
    state = act(
        turn(harbors=seat0(wood=11, reserves={"wood": 2, "fish": 3, "gold": 0})), "place reserves"
    )
    h = harbor(state, 0)
    assert (h["wood"], h["fish"], h["reserves"]) == (12, 3, {"wood": 0, "fish": 0, "gold": 0})


def test_serve_fish_beispiel() -> None:
    # L440-L448; Beispiel L448: two plates hold fish; filling three more costs 3 + 3 + 4 =
    # 10 fish and gives 3 gold.
    state = turn(harbors=seat0(fish=10), banquet_table=[True, True] + [False] * 5)
    state = act(state, "place serve", "plate")
    assert legal(state) == ["plate", "stop"]  # L440: as many as you like, at least one
    state = act(state, "plate", "plate")
    assert legal(state) == ["stop"]  # the next plate costs 4 more: not affordable
    state = act(state, "stop")
    h = harbor(state, 0)
    assert (h["fish"], h["gold"]) == (0, 3)
    assert state.observation(0)["banquet_table"] == [True] * 5 + [False] * 2


def test_serve_fish_needs_an_empty_plate() -> None:
    # L445: not allowed when every plate holds a fish.
    state = turn(harbors=seat0(fish=30), banquet_table=[True] * 7)
    assert "place serve" not in legal(state)


def test_build_a_building_on_a_free_space() -> None:
    # L458: pay the cost, lay the building on a free building space; L473: never on a
    # forested or built space.
    card = "X-A07"  # 3 wood, 2 VP
    state = turn(harbors=seat0(wood=3), display={"A": [card], "B": []})
    state = act(state, "place build", f"build {card}")
    assert legal(state) == [f"on {s}" for s in (0, 1, 2, 3, 4)]  # 5-10 are forested
    state = act(state, "on 0")
    h = harbor(state, 0)
    assert h["wood"] == 0 and h["spaces"][0] == card
    assert card not in state.observation(0)["display"]["A"]


def test_build_needs_an_affordable_building_and_a_free_space() -> None:
    # L473
    assert "place build" not in legal(turn(harbors=seat0(wood=2), display={"A": ["X-A07"]}))
    full = ["X-A01", "X-A02", "X-A03", "X-A04", "X-A05"] + [None] * 6
    state = turn(harbors=seat0(wood=9, spaces=full), display={"A": ["X-A07"]})
    assert "place build" not in legal(state)


def test_two_build_spaces_with_two_players_one_for_three_with_more() -> None:
    # L472: 2 players two build spaces of 1 worker each; 3-5 players one space for 3.
    state = turn(harbors=seat0(wood=9), display={"A": ["X-A07", "X-A10", "X-A01"]})
    assert {"place build", "place build2"} <= set(legal(state))
    state = turn(3, harbors=seat0(3, wood=9), placed=[["build"], ["build"], []])
    assert "place build" in legal(state)
    state = turn(3, harbors=seat0(3, wood=9), placed=[["build"], ["build", "build"], []])
    assert "place build" not in legal(state)


def test_c_buildings_in_hand_from_round_4() -> None:
    # L458, L464: the hand is built from round 4 on; L400: it is dealt as round 4 begins, so
    # a hand in round 3 is a position no game reaches
    h = seat0(wood=8, hand=["X-C05"])
    with pytest.raises(InvalidState, match="L400"):
        turn(harbors=h, round=3, display={"A": [], "B": []})
    state = turn(harbors=h, round=4, display={"A": [], "B": []})
    assert legal(act(state, "place build")) == ["build X-C05"]


def test_realize_share() -> None:
    # L482: flip one unrealized share onto the new-shares space, +2 gold; L487: at most 3.
    state = act(turn(harbors=seat0()), "place realize")
    assert harbor(state, 0)["gold"] == 2 and harbor(state, 0)["unrealized"] == 2
    assert state.observation(0)["new_shares"] == [1, 0]
    # all five of seat 0's tokens realized and held by it (L195)
    assert "place realize" not in legal(turn(harbors=seat0(unrealized=0, shares=[5, 0])))


@pytest.mark.parametrize(("rnd", "price"), [(3, 2), (4, 1), (5, 1), (6, 0), (7, 0)])
def test_buy_shares_beispiel(rnd: int, price: int) -> None:
    # L495-L503; Beispiel L503: two shares cost 2 gold up to round 3, 1 in rounds 4-5, 0 from 6.
    # each colour's third token is newly realized (five a colour, L195)
    harbors = [*seat0(gold=2, unrealized=2)[:1], {"unrealized": 2}]
    state = turn(harbors=harbors, new_shares=[1, 1], round=rnd)
    state = act(state, "place buy")
    h = harbor(state, 0)
    assert h["gold"] == 2 - price and h["shares"] == [3, 1]
    assert state.observation(0)["new_shares"] == [0, 0]


def test_buy_shares_all_or_nothing() -> None:
    # L500: not allowed if all cannot be paid; digest A20: not with no token on the space.
    harbors = [*seat0(gold=1, unrealized=2)[:1], {"unrealized": 2}]
    assert "place buy" not in legal(turn(harbors=harbors, new_shares=[1, 1]))
    assert "place buy" not in legal(turn(harbors=seat0(gold=5), new_shares=[0, 0]))


def test_clear_cut() -> None:
    # L508: remove one strip (any: a stacked one, or a single one, L514), +5 wood; L516:
    # capped at 12 wood; L517: allowed at 12 wood for no wood.
    state = act(turn(harbors=seat0(wood=8)), "place clear_cut")
    assert legal(state) == ["strip 2", "strip 3", "strip 4"]
    state = act(state, "strip 3")
    h = harbor(state, 0)
    assert h["wood"] == 12 and h["forests"] == [0, 0, 2, 0, 1]
    state = act(turn(harbors=seat0(wood=12)), "place clear_cut", "strip 2")
    assert harbor(state, 0)["forests"] == [0, 0, 1, 1, 1]
    assert "place clear_cut" not in legal(turn(harbors=seat0(forests=[0, 0, 0, 0, 0])))


def test_thin_forest_beispiel() -> None:
    # L523-L535; Beispiel L535: four strips at the start (two stacked) give 4 wood.
    state = act(turn(harbors=seat0()), "place thin")
    assert harbor(state, 0)["wood"] == 4 and harbor(state, 0)["forests"] == [0, 0, 2, 1, 1]
    assert harbor(act(turn(harbors=seat0(wood=10)), "place thin"), 0)["wood"] == 12


def test_afforest_on_a_free_double_space() -> None:
    # L539-L544: two stacked strips on a free double space only.
    state = act(turn(harbors=seat0(spaces=[None, "X-A01"] + [None] * 9)), "place afforest")
    assert legal(state) == ["forest 1"]
    state = act(state, "forest 1")
    assert harbor(state, 0)["forests"] == [0, 2, 2, 1, 1]


def test_build_ship_beispiel() -> None:
    # L551-L562; Beispiel L562: a schooner paid with 4 gold raises the catch from 3 to 6.
    state = act(turn(harbors=seat0(gold=4)), "place ship")
    assert legal(state) == ["ship schooner"]
    state = act(state, "ship schooner")
    h = harbor(state, 0)
    assert h["track"] == ["schooner"] and h["gold"] == 0 and h["catch"] == 6
    assert state.observation(0)["ships"]["schooner"] == 2


def test_schooner_payment_choice_and_ship_costs() -> None:
    # L557: 8 wood and 8 fish, or 4 gold; L874: sloop 2 wood 2 fish, cutter 6 wood 1 gold.
    state = act(turn(harbors=seat0(wood=8, fish=8, gold=4)), "place ship")
    assert legal(state) == ["ship sloop", "ship cutter", "ship schooner"]
    state = act(state, "ship schooner")
    assert legal(state) == ["pay goods", "pay gold"]
    h = harbor(act(state, "pay goods"), 0)
    assert (h["wood"], h["fish"], h["gold"]) == (0, 0, 4)
    h = harbor(act(turn(harbors=seat0(wood=2, fish=2)), "place ship", "ship sloop"), 0)
    assert (h["wood"], h["fish"], h["catch"]) == (0, 0, 5)


def test_a_ship_must_fit_on_the_track() -> None:
    # L556: not past the right end; with catch 12 no ship fits.
    full = ["schooner", "schooner", "schooner"]
    state = turn(harbors=seat0(gold=9, track=full))
    assert harbor(state, 0)["catch"] == 12 and "place ship" not in legal(state)


def test_ships_are_limited() -> None:
    # L454, L222: only the ships laid out can be built.
    state = turn(harbors=seat0(gold=4), ships={"sloop": 3, "cutter": 3, "schooner": 0})
    assert "place ship" not in legal(state)


def test_a_space_at_capacity_is_blocked() -> None:
    # L357: with 2 players every space takes one worker.
    state = turn(harbors=seat0(), placed=[[], ["gold"]])
    assert "place gold" not in legal(state)
    with pytest.raises(IllegalAction):
        act(state, "place gold")


def test_three_passes_each_seat_once_per_pass_from_the_start_player() -> None:
    # L357: three passes, each beginning with the start player, clockwise; L372.
    from tests.nusfjord.helpers import position

    state = position(3, start_player=1)
    seats = []
    while state.observation(0)["round"] == 1:
        seats.append(state.current_player)
        state = act(state, "skip")
    assert seats == [1, 2, 0] * 3
