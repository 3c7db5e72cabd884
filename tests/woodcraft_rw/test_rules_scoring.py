"""Final scoring: the six categories, the tie-break and the five chestnut crates."""

from typing import Any

from boardrules import State
from tests.woodcraft_rw.helpers import (
    act,
    advance,
    free_turn,
    roll,
    start,
    with_sheet,
)

CATEGORIES = [
    "1_lightning_vp",
    "2_helpers",
    "3_reputation",
    "4_orders",
    "5_crates",
    "6_lantern_lines",
]


def _two_orders_fulfilled(blueberries: int = 0, **sheet_fields: Any) -> State:
    """Seat 0 fulfils I-01 (3 VP, 1 reputation) and II-01 (6 VP, 2 reputation, 2 blueberries)."""
    state = free_turn(
        dice={"yellow 1": 3, "yellow 5": 1, "yellow 4": 1, "brown 6": 1},
        materials={"shavings": 1, "blueberry": blueberries},
        held=["I-01", "II-01"],
        **sheet_fields,
    )
    return act(state, "fulfil I-01", "fulfil II-01")


def _points(state: State, seat: int = 0) -> dict[str, float]:
    return state.score_breakdown()[seat]


def test_the_score_is_the_sum_of_six_categories() -> None:
    # woodcraft_rw.pl.txt L363-L366, L372-L390: add up all the VP of the six categories.
    state = advance(start(2, seed=3), lambda s: s.is_terminal)
    for seat, row in enumerate(state.score_breakdown()):
        assert row["total"] == sum(row[c] for c in CATEGORIES)
        assert state.scores()[seat] == row["total"]


def test_category_1_is_the_marked_nuts() -> None:
    # woodcraft_rw.pl.txt L372-L373: VP gained during the game (marked nuts).
    assert _points(free_turn(nuts=7))["1_lightning_vp"] == 7


def test_category_2_is_the_vp_of_the_hired_helpers() -> None:
    # woodcraft_rw.pl.txt L375: VP from helpers (helpers.yaml assumes G 2, H 1).
    assert _points(free_turn(helpers=["G", "H"]))["2_helpers"] == 3


def test_category_3_is_reputation_times_fulfilled_orders() -> None:
    # woodcraft_rw.pl.txt L377-L381: reputation points times the number of fulfilled orders:
    # 3 reputation x 2 orders; with helper D's reputation (L482-L486) 4 x 2.
    assert _points(_two_orders_fulfilled())["3_reputation"] == 6
    with_d = act(_two_orders_fulfilled(blueberries=1), "hire D")
    assert _points(with_d)["3_reputation"] == 8


def test_category_4_is_the_vp_printed_on_fulfilled_orders() -> None:
    # woodcraft_rw.pl.txt L383-L384: all VP on fulfilled orders (3 + 6); held ones count nothing.
    state = _two_orders_fulfilled()
    assert _points(state)["4_orders"] == 9
    assert _points(free_turn(held=["I-01", "II-01"]))["4_orders"] == 0


def test_category_5_is_the_vp_of_active_crates_only() -> None:
    # woodcraft_rw.pl.txt L386-L387: VP from the active chestnut crates; a crate not active
    # scores nothing (crate 2: 1 VP per fulfilled order, L519-L520).
    state = _two_orders_fulfilled()
    assert _points(state)["5_crates"] == 0
    one_icon_short = state.edit().set("sheets[0].crates.1.crossed", [1]).state()
    assert _points(one_icon_short)["5_crates"] == 0
    assert _points(with_sheet(state, 0, active_crates=["2"]))["5_crates"] == 2


def test_category_6_is_the_vp_of_completed_lantern_lines() -> None:
    # woodcraft_rw.pl.txt L389-L390: VP for completed rows and columns of the lantern table
    # (sheet.yaml: column 1 1 VP, column 2 2 VP; a marked line that is not full scores 0).
    state = with_sheet(roll(start(2)), 0, lanterns=[1, 2, 4, 5])
    state = act(state, "pick yellow 1", "pick brown 6", "lantern 8")
    assert _points(state)["6_lantern_lines"] == 2
    state = with_sheet(state, 0, nuts=0)
    assert _points(state)["total"] == 2


def test_a_tie_is_broken_by_more_unused_materials() -> None:
    # woodcraft_rw.pl.txt L367-L371: on a tie the player with more unused materials (circled,
    # not crossed out) on the sheet wins. L166-L167: the materials are shavings, glue and saw
    # blade; blueberries do not count.
    state = free_turn(materials={"glue": 2, "shavings": 1, "blueberry": 1})
    state = with_sheet(state, 1, materials={"saw_blade": 1, "blueberry": 5})
    assert state.scores()[0] == state.scores()[1]
    rows = state.score_breakdown()
    assert rows[0]["tiebreak_unused_materials"] == 3
    assert rows[1]["tiebreak_unused_materials"] == 1
    spent = act(free_turn(dice={"yellow 1": 1}, materials={"shavings": 2}), "shave yellow 1")
    assert spent.score_breakdown()[0]["tiebreak_unused_materials"] == 1


def test_crate_1_scores_4_vp_for_3_helpers_and_8_vp_for_5_helpers() -> None:
    # woodcraft_rw.pl.txt L515-L517 with digest A15: 3 helpers 4 VP, 5 helpers 8 VP.
    team = ["A", "B", "C", "D", "E", "F"]
    expected = {2: 0, 3: 4, 4: 4, 5: 8, 6: 8}
    for n, vp in expected.items():
        state = free_turn(helpers=team[:n], active_crates=["1"])
        assert _points(state)["5_crates"] == vp


def test_crate_2_scores_1_vp_per_fulfilled_order() -> None:
    # woodcraft_rw.pl.txt L519-L520: 1 VP for each fulfilled order (2 here).
    state = with_sheet(_two_orders_fulfilled(), 0, active_crates=["2"])
    assert _points(state)["5_crates"] == 2


def test_crate_3_scores_1_vp_at_once_and_2_vp_per_reputation_on_fulfilled_orders() -> None:
    # woodcraft_rw.pl.txt L523-L525: 1 VP at once; at the end 2 VP per reputation point on the
    # fulfilled orders (1 + 2 = 3 -> 6 VP); helper D's reputation is not on an order.
    state = with_sheet(_two_orders_fulfilled(helpers=["D"]), 0, reputation=4, active_crates=["3"])
    assert _points(state)["5_crates"] == 6

    state = roll(start(2)).edit().set("sheets[0].crates.3.crossed", [2]).state()  # blueberry
    state = with_sheet(state, 0, materials={"blueberry": 5})  # the 6th gives a chestnut
    state = act(state, "pick brown 6", "pick yellow 5", "chestnut 3")
    assert state.data.sheets[0].active == 0b100
    assert _points(state)["1_lightning_vp"] == 1


def test_crate_4_scores_3_vp_at_once_and_1_vp_per_marked_lantern() -> None:
    # woodcraft_rw.pl.txt L527-L529: 3 VP at once; at the end 1 VP per lantern crossed out in
    # the lantern table (7 here).
    state = free_turn(lanterns=[1, 2, 3, 5, 6, 8, 9], active_crates=["4"])
    assert _points(state)["5_crates"] == 7

    state = roll(start(2)).edit().set("sheets[0].crates.4.crossed", [1]).state()  # a chestnut
    state = with_sheet(state, 0, materials={"blueberry": 5})
    state = act(state, "pick brown 6", "pick yellow 5", "chestnut 4")
    assert _points(state)["1_lightning_vp"] == 3


def test_crate_5_scores_1_vp_per_4_vp_of_fulfilled_orders() -> None:
    # woodcraft_rw.pl.txt L531-L533 with digest A16: 1 VP per 4 VP earned by fulfilled orders;
    # 3 + 6 = 9 VP -> 2 VP (the reputation VP of category 3 do not count).
    state = with_sheet(_two_orders_fulfilled(), 0, active_crates=["5"])
    assert _points(state)["4_orders"] == 9
    assert _points(state)["5_crates"] == 2
