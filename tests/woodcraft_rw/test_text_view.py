"""Woodcraft Roll & Write's text view speaks the rulebook's words (issue 23): the main board's
columns with their bonuses, the materials, the lantern table as its grid, the crates and the
fulfilled orders in words; no ``saw_blade=0``, ``rep=``, ``done=``; a seat is shown no card
its observation hides (L32-L34: the orders dealt, L162-L164: fulfilled orders face down)."""

from __future__ import annotations

import pytest

import boardrules
from tests.text_view_helpers import check_text_views, hidden_cards, random_states, raw_codes


@pytest.mark.parametrize("players", [1, 4])
def test_every_text_is_in_words_and_hides_what_the_seat_cannot_see(players: int) -> None:
    assert check_text_views("woodcraft_rw", players, seed=players) > 50


def test_a_sheet_set_up_in_the_editor_reads_in_words() -> None:
    game = boardrules.load_game("woodcraft_rw")
    ed = game.new_game(2, seed=3).edit()
    ed.set("sheets[0].dice", ["yellow 3", "brown 6", "brown 6"])
    ed.set("supply", {"yellow": 13, "brown": 12})  # L38: 14 dice of each colour
    ed.set("sheets[0].marked.glue", 3).set("sheets[0].crossed_out.glue", 1)
    ed.set("sheets[0].marked.blueberry", 2).set("sheets[0].reputation", 2)
    ed.set("sheets[0].lanterns", [1, 2, 3, 5]).set("sheets[0].lantern_lines", ["row1"])
    ed.set("sheets[0].crates.4.crossed", [1])
    text = ed.state().render()
    assert not raw_codes(text), raw_codes(text)
    sheet = text.split("  seat A: ", 1)[1].split("  seat B: ", 1)[0]
    # L166-L167 the materials, L230-L238 blueberries, L317-L327 nuts, L270-L273 reputation
    assert sheet.startswith(
        "dice: yellow 3, brown 6, brown 6; 0 saw blades, 2 glue, 0 shavings, 2 blueberries; "
        "0 nuts marked (VP); reputation 2; 0 fulfilled orders (face down)"
    )
    # L202-L211: the 3x3 lantern table row by row; a completed line gives its bonus
    assert (
        "lantern table (x marked): row 1 [x|x|x], row 2 [ |x| ], row 3 [ | | ]; "
        "lines completed: row 1" in sheet
    )
    # L309-L315: a crate is active once its icons are crossed out
    assert "crates: 1 needs 2 chestnuts; 2 needs 1 chestnut; 3 needs 1 blueberry, 1 chestnut; " in (
        sheet
    )
    assert "4 needs 1 chestnut (1 crossed);" in sheet


def test_the_board_lines_and_crates_say_what_they_give() -> None:
    text = boardrules.load_game("woodcraft_rw").new_game(2, seed=3).render()
    lines = text.splitlines()
    assert lines[0] == "Setup, before round 1 of 6; orders of phase I"  # L43-L44, L26-L30
    assert lines[1].startswith("Main board by column: 1 ")  # L51-L73: columns 1-6
    # sheet.yaml, L220-L224: the first column gives a yellow die and 1 VP at the end
    assert "column 1: take a yellow die (value: your choice). Scores 1 VP at the end;" in text
    assert "crate 4: score 3 VP now. " in text  # L527-L529


def test_fulfilled_orders_turn_face_up_at_the_end() -> None:
    *_, last = random_states("woodcraft_rw", 4, seed=4)
    text = last.render()
    fulfilled = [o for sheet in last.data.sheets for o in sheet.fulfilled]
    assert fulfilled and "(face down)" not in text  # L162-L164
    for order in fulfilled:
        assert f"     fulfilled {order} (" in text


def test_the_hidden_cards_checked_are_the_orders_dealt_to_another_seat() -> None:
    state = boardrules.load_game("woodcraft_rw").new_game(2, seed=3)
    assert set(state.data.sheets[1].dealt) <= hidden_cards(state, 0)  # L32-L34
    assert not set(state.data.sheets[0].dealt) & hidden_cards(state, 0)


def test_the_picture_names_the_order_phase() -> None:
    svg = boardrules.load_game("woodcraft_rw").new_game(2, seed=3).svg(0)
    assert "orders of phase I ·" in svg and "phase 1" not in svg  # L26, L30: decks I and II
