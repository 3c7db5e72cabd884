"""What the eighteenth session's terminal trial left without help (issue 23, the nineteenth
session): ``top-left`` (Woodcraft's setup), ``3x3`` (Roll & Write's lantern table) and
``catch-priced`` alone (Nusfjord's X-A16), Woodcraft's rooms and material offers said by what
they are and do, a word of several words in the singular or plural, and a number beyond the
menu."""

from __future__ import annotations

from typing import Any

import pytest

import boardrules
from boardrules.cli.menu import help_text
from boardrules.menus import menu, question


def test_top_left_says_the_starting_helpers_room() -> None:
    # woodcraft.de.txt L276-L278: the helper kept goes into the top-left room, paid
    state = boardrules.load_game("woodcraft").new_game(2, seed=0)
    while state.decision != "start_helper":
        state = state.apply(state.legal_actions()[0])
    assert "top-left room" in question(state)  # the word the screen shows
    said = help_text(state.game, "top-left", state)
    assert said.startswith("top-left: the top-left room of your workshop (room 0)")
    assert "pay its blueberry cost" in said and "(L276-L278)" in said
    assert "room 0 of your workshop" in help_text(state.game, "top-left room", state)


def test_3x3_says_the_lantern_table() -> None:
    # woodcraft_rw.pl.txt L202-L211: a lantern marks any empty cell; a full row or column pays
    game = boardrules.load_game("woodcraft_rw")
    state = game.replay(2, 7, ["keep I-06", "keep I-02", "pick yellow 1", "pick yellow 1"])
    assert "3x3 table" in question(state)
    said = help_text(game, "3x3", state)
    assert said.startswith("3x3: the lantern table of your sheet: 3 rows and 3 columns")
    assert "(L202-L206)" in said and "(L207-L211)" in said and "(L212-L218)" in said


def test_catch_priced_alone_says_what_the_price_is() -> None:
    # nusfjord.de.md L983-L985: '? = Fangmenge', a cost that varies; L295-L299: the catch
    state = boardrules.load_game("nusfjord").new_game(2, seed=7)
    game: Any = state.game
    assert game.catalog.cards["X-A16"].name["en"] == "catch-priced hall"  # as menus show it
    said = help_text(game, "catch-priced", state)
    assert said.startswith("catch-priced: a building whose cost is your catch")
    assert "L983-L985" in said and "(L295-L299)" in said and "X-A16" in said


def hired(seed: int = 0) -> Any:
    """A Woodcraft state at the room decision (a helper hired, L675-L676)."""
    state = boardrules.load_game("woodcraft").new_game(2, seed=seed)
    for word in ("keep S-09", "keep S-19", "place SP-7", "start HI-22"):
        state = state.apply(state.game.parse_action(state, word))
    while state.decision != "main":
        state = state.apply(state.legal_actions()[0])
    for word in ("tile hire_helper", "perform", "hire 1"):
        state = state.apply(state.game.parse_action(state, word))
    return state


def test_a_room_says_where_it_lies_and_what_moving_in_brings() -> None:
    # woodcraft.de.txt L675-L676: a free room beside an occupied one; L661-L664: the room's
    # income symbol; L655-L659: the two production rooms (the layout is assumed, A14-A15)
    state = hired()
    assert state.decision == "room"
    lines = dict(menu(state))
    said = {str(a): t for a, t in lines.items()}
    assert said["room 1"].endswith(
        "moves into room 1 (top row, second from the left): it advances your blueberry income"
        " 1 space (L661-L664)"
    )
    assert "Room (room" not in " ".join(said.values())
    room = help_text(state.game, "room-1", state)
    assert "A room of your workshop for one helper (top row, second from the left" in room
    assert "now: empty in seat A's workshop; open now (a room beside it holds a helper)" in room
    assert "up to 4 different helpers of yours produce (L655-L659)" in help_text(
        state.game, "room-3", state
    )
    assert "your starting helper goes here at setup (L276-L278)" in help_text(
        state.game, "room-0", state
    )
    assert "(L661-L664)" in help_text(state.game, "room", state)


def test_a_material_offer_says_what_it_sells_and_how() -> None:
    # woodcraft.de.txt L615-L626: 1 or 2 purchases, two of different materials
    state = boardrules.load_game("woodcraft").new_game(2, seed=0)
    said = help_text(state.game, "offer-glue", state)
    assert "With the buy materials action, 2 glue discs for 2 blueberries" in said
    assert "Material offer (material" not in said
    from boardrules.cli.play import face_line

    assert "buy materials action" in face_line(state.game, "offer-scrap")
    # the menu's words of a material, as it shows them, each with its help
    for words in ("glue disc", "saw blade disc", "scrap block", "material market"):
        found = help_text(state.game, words, state)
        assert found.startswith(f"{words}: ") and "L615-L626" in found, found


def test_a_word_of_several_words_reads_in_the_singular_and_plural() -> None:
    state = boardrules.load_game("woodcraft").new_game(2, seed=0)
    assert help_text(state.game, "public order", state).startswith("public order: an order")
    assert help_text(state.game, "lumber yards", state).startswith("lumber yards: the 6 dice")
    assert help_text(state.game, "Glue Discs", state).startswith("Glue Discs: material")


@pytest.mark.parametrize("game_id", ["woodcraft", "nusfjord", "hallertau"])
def test_a_number_beyond_the_menu_is_no_seat(game_id: str) -> None:
    """``help 5`` at a menu of fewer options said "there is no seat F"."""
    state = boardrules.load_game(game_id).new_game(2, seed=0)
    count = len(state.legal_actions())
    beyond = str(count + 1)
    said = help_text(state.game, beyond, state)
    menu_is = f"options 1-{count}" if count > 1 else "option 1 only"
    assert f"no option {beyond}: the menu has {menu_is}" in said and "seat" not in said
    assert help_text(state.game, "1", state).startswith("1: option 1 of the menu")


def test_a_word_reads_a_glossary_entry_written_in_the_plural() -> None:
    """``help field`` (Hallertau's ``take field``) read only the menu's option: the glossary
    writes ``fields``; ``help order`` in Roll & Write was no entry at all."""
    hal = boardrules.load_game("hallertau").new_game(2, seed=0)
    assert help_text(hal.game, "field", hal).startswith("field (fields): your fields by row")
    rw = boardrules.load_game("woodcraft_rw").new_game(2, seed=0)
    said = help_text(rw.game, "order", rw)
    assert said.startswith("order (orders): order cards") and "(L150-L164" in said
    wood = boardrules.load_game("woodcraft").new_game(2, seed=0)
    assert "(L655-L712)" in help_text(wood.game, "helper", wood)
