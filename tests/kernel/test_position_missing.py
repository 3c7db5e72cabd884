"""A document that leaves fields out is refused saying which fields, what the object holding
them is and, for a list of mappings shorter or longer than the setup's, how many items the
setup's list has (docs/positions.md, "Writing only what differs": such a list replaces the
setup's whole, so each item needs every field). It said a bare ``missing`` per field."""

from __future__ import annotations

from typing import Any

import pytest

import boardrules
from boardrules import InvalidState


def refused(game_id: str, data: dict[str, Any], players: int = 2) -> str:
    game = boardrules.load_game(game_id)
    with pytest.raises(InvalidState) as info:
        game.state_from_position({"players": players, "data": data})
    return str(info.value)


def test_a_short_list_of_sheets_says_how_many_and_what_a_sheet_is() -> None:
    message = refused("woodcraft_rw", {"sheets": [{"nuts": 3}]})
    assert "sheets[0]: missing 15 of the 16 fields of a SheetDoc (one player's sheet" in message
    assert ": dice, marked, crossed_out," in message
    assert "(sheets: 1 item written, the setup has 2: a list of mappings merges" in message
    assert "write {} for an item left as it is" in message


def test_a_short_list_of_spaces_names_its_territory() -> None:
    building = {"building": {"owner": 0, "floors": 1, "roof": False}}
    message = refused("kleine_voelker", {"territories": {"3": {"spaces": [building]}}})
    assert "territories[3].spaces[0]: missing 2 of the 3 fields of a Space" in message
    assert "(territories[3].spaces: 1 item written, the setup has 7" in message


def test_a_list_as_long_as_the_setups_merges_item_by_item() -> None:
    game = boardrules.load_game("woodcraft_rw")
    state = game.state_from_position({"players": 2, "data": {"sheets": [{}, {"nuts": 3}]}})
    assert state.position()["data"]["sheets"][1]["nuts"] == 3


def test_one_field_left_out_is_named_with_what_it_holds() -> None:
    game = boardrules.load_game("kleine_voelker")
    doc = game.new_game(2, seed=1).position()
    del doc["data"]["peoples"][1]["vp"]
    doc["data"]["peoples"] = doc["data"]["peoples"][1:]  # one item: read whole
    with pytest.raises(InvalidState) as info:
        game.state_from_position(doc)
    message = str(info.value)
    assert "peoples[0].vp: missing (the vp: " in message
    assert "of a PeopleDoc (one player's people)" in message
    assert "(peoples: 1 item written, the setup has 2" in message
