"""The player sheet: material rows, chestnuts and crates, the lantern table and the nut table."""

from typing import Any

from boardrules import State
from tests.woodcraft_rw.helpers import (
    GAME,
    act,
    decision,
    free_turn,
    legal,
    roll,
    sheet,
    start,
    with_sheet,
)

# A board whose column 3 holds a yellow 4 (column 3, yellow: 1 saw blade and 1 shavings):
# brown 6, yellow 5, yellow 4, brown 3, brown 2, yellow 1.
SAW_BOARD = {"yellow": (5, 4, 1), "brown": (6, 3, 2)}
CRATES = ["chestnut 1", "chestnut 2", "chestnut 3", "chestnut 4", "chestnut 5"]


def _gain_a_saw_blade(saw_blades: int) -> State:
    """Seat 0 holding ``saw_blades`` picks the yellow 4 of column 3 (+1 saw blade)."""
    state = roll(start(2), **SAW_BOARD)
    state = with_sheet(state, 0, materials={"saw_blade": saw_blades})
    return act(state, "pick yellow 4", "pick brown 6")


def _gain_a_lantern(cells: list[int]) -> State:
    """Seat 0 with lantern cells ``cells`` marked picks the yellow 1 of column 6 (+1 lantern)."""
    state = with_sheet(roll(start(2)), 0, lanterns=cells)
    return act(state, "pick yellow 1", "pick brown 6")


def test_marking_the_threshold_circle_of_a_row_gives_a_chestnut() -> None:
    # woodcraft_rw.pl.txt L301-L303: marking the appropriate number of materials in a row gives
    # a chestnut (sheet.yaml: the 4th and the 8th saw blade).
    assert decision(_gain_a_saw_blade(2)) == "free"
    state = _gain_a_saw_blade(3)
    assert decision(state) == "chestnut" and state.current_player == 0
    assert state.data.sheets[0].marked[0] == 4


C2 = ["chestnut", "chestnut"]  # crate 1's icons (crates.yaml, assumed)
CB = ["chestnut", "blueberry"]  # crate 3's icons


def crate(icons: list[str], crossed: list[bool], active: bool) -> dict[str, Any]:
    """A crate as the observation shows it: its icons, which are crossed, whether active."""
    return {
        "crossed": sum(crossed),
        "active": active,
        "icons": icons,
        "crossed_icons": crossed,
    }


def test_a_chestnut_is_crossed_out_at_once_on_a_crate_of_choice() -> None:
    # woodcraft_rw.pl.txt L305-L307: a gained chestnut is crossed out at once on one of the
    # crates, whichever the player chooses.
    state = _gain_a_saw_blade(3)
    assert legal(state) == CRATES
    state = act(state, "chestnut 1")
    assert sheet(state, 0)["crates"]["1"] == crate(C2, [True, False], active=False)


def test_a_crate_is_active_once_all_its_icons_are_crossed_out() -> None:
    # woodcraft_rw.pl.txt L309-L313: a crate is active once every requirement in its corner is
    # crossed out; crate 1 needs two chestnuts (crates.yaml), crate 2 one.
    state = act(_gain_a_saw_blade(3), "chestnut 2")
    assert sheet(state, 0)["crates"]["2"] == crate(["chestnut"], [True], active=True)

    one_chestnut_on_crate_1 = _gain_a_saw_blade(3).edit().set("sheets[0].crates.1.crossed", [1])
    state = act(one_chestnut_on_crate_1.state(), "chestnut 1")
    assert sheet(state, 0)["crates"]["1"] == crate(C2, [True, True], active=True)


def test_a_crate_with_every_chestnut_icon_crossed_takes_no_more_chestnuts() -> None:
    # woodcraft_rw.pl.txt L305-L311: a chestnut is crossed out on a free icon of a crate.
    crate_2_full = roll(start(2), **SAW_BOARD).edit().set("sheets[0].crates.2.crossed", [1])
    state = crate_2_full.state()
    state = act(with_sheet(state, 0, materials={"saw_blade": 3}), "pick yellow 4", "pick brown 6")
    assert legal(state) == ["chestnut 1", "chestnut 3", "chestnut 4", "chestnut 5"]


def test_a_blueberry_icon_is_paid_with_a_blueberry_as_a_free_action() -> None:
    # woodcraft_rw.pl.txt L311-L313 with digest A18: some crates need blueberries; they are
    # crossed out by paying owned blueberries during the own turn. Crate 3 needs a chestnut and
    # a blueberry and gives 1 VP at once (L523).
    state = free_turn(materials={"blueberry": 1})
    assert [a for a in legal(state) if a.startswith("fill")] == ["fill 3", "fill 5"]
    state = act(state, "fill 3")
    assert sheet(state, 0)["blueberries"] == 0
    assert sheet(state, 0)["crates"]["3"] == crate(CB, [False, True], active=False)
    assert not any(a.startswith("fill") for a in legal(state))

    chestnut_on_crate_3 = free_turn(materials={"blueberry": 1}).edit()
    state = act(chestnut_on_crate_3.set("sheets[0].crates.3.crossed", [1]).state(), "fill 3")
    assert sheet(state, 0)["crates"]["3"] == crate(CB, [True, True], active=True)
    assert sheet(state, 0)["nuts"] == 1


def test_a_chestnut_with_no_free_crate_icon_is_lost() -> None:
    # woodcraft_rw.pl.txt L305-L307 with digest A19: with every chestnut icon crossed out, a
    # gained chestnut cannot be placed and is lost.
    chestnut_icons_crossed = roll(start(2), **SAW_BOARD).edit()
    for crate, icons in {"1": [1, 2], "2": [1], "3": [1], "4": [1, 2], "5": [1]}.items():
        chestnut_icons_crossed.set(f"sheets[0].crates.{crate}.crossed", icons)
    state = chestnut_icons_crossed.state()
    state = with_sheet(state, 0, materials={"saw_blade": 3})
    state = act(state, "pick yellow 4", "pick brown 6")
    assert decision(state) == "free" and state.data.sheets[0].marked[0] == 4


def test_a_full_material_row_takes_no_more() -> None:
    # woodcraft_rw.pl.txt L105-L109 with digest A20: gains beyond the last circle of a row are
    # lost (sheet.yaml: 10 saw-blade circles).
    state = _gain_a_saw_blade(10)
    assert state.data.sheets[0].marked[0] == 10


def test_a_lantern_goes_in_any_empty_cell() -> None:
    # woodcraft_rw.pl.txt L202-L206: lanterns are marked in any order, in any empty cell.
    state = _gain_a_lantern([1, 5, 9])
    assert decision(state) == "lantern"
    assert legal(state) == [f"lantern {c}" for c in (2, 3, 4, 6, 7, 8)]
    state = act(state, "lantern 8")
    assert sheet(state, 0)["lanterns"] == [1, 5, 8, 9]


def test_a_full_lantern_line_gives_its_bonus_at_once() -> None:
    # woodcraft_rw.pl.txt L207-L211: filling a row or a column gives its bonus at once (row 2:
    # 2 blueberries, sheet.yaml).
    state = act(_gain_a_lantern([4, 5]), "lantern 6")
    assert sheet(state, 0)["blueberries"] == 2


def test_lantern_line_vp_are_scored_only_at_the_end() -> None:
    # woodcraft_rw.pl.txt L209-L211, L389-L390: the VP of a line are not gained at once but in
    # final scoring category 6 (column 2: 2 VP, sheet.yaml).
    state = act(_gain_a_lantern([2, 5]), "lantern 8")
    assert sheet(state, 0)["nuts"] == 0
    assert state.score_breakdown()[0]["6_lantern_lines"] == 2


def test_a_lantern_line_gives_a_chestnut() -> None:
    # woodcraft_rw.pl.txt L303-L305: a chestnut can come from a lantern-table bonus (row 1,
    # sheet.yaml).
    state = act(_gain_a_lantern([1, 2]), "lantern 3")
    assert decision(state) == "chestnut" and legal(state) == CRATES


def test_lanterns_after_a_full_table_give_1_vp_each() -> None:
    # woodcraft_rw.pl.txt L212-L218: once all 9 cells are marked, each further lantern gives
    # 1 VP at once instead, marked as a nut (L321-L323).
    state = _gain_a_lantern(list(range(1, 10)))
    assert decision(state) == "free"
    assert sheet(state, 0)["nuts"] == 1
    assert sheet(state, 0)["lanterns"] == list(range(1, 10))


def test_lightning_vp_stop_when_the_nut_table_is_full() -> None:
    # woodcraft_rw.pl.txt L317-L327: lightning VP are marked as nuts; with no nut left, no more VP
    # are gained that way (rules.yaml: 30 nuts).
    assert GAME.tables.params["nut_table"] == 30
    state = free_turn(dice={"yellow 1": 2, "yellow 2": 1}, materials={"glue": 2}, nuts=29)
    state = act(state, "glue yellow 1 yellow 1 yellow")
    assert sheet(state, 0)["nuts"] == 30
    state = act(state, "glue yellow 2 yellow 2 yellow")
    assert sheet(state, 0)["nuts"] == 30
    assert state.score_breakdown()[0]["1_lightning_vp"] == 30
