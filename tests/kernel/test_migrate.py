"""Saved games from an older version of a game's card data (issue 24, old saves): the refusal
says what changed and what to do, and ``boardrules.saving.migrate`` replays the saved moves
under the installed data when every one is still legal (docs/api.md)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import boardrules
from boardrules import InvalidState
from boardrules.saving import migrate


def saved(game_id: str, moves: int = 40) -> dict[str, Any]:
    game = boardrules.load_game(game_id)
    rnd = random.Random(5)
    state = game.new_game(2, seed=5)
    for _ in range(moves):
        state = state.apply(rnd.choice(state.legal_actions()))
    doc: dict[str, Any] = json.loads(state.to_json())
    return doc


def older(doc: dict[str, Any]) -> tuple[str, str]:
    """The save as an older version wrote it: one card file's digest differs."""
    name = sorted(doc["cards"])[0]
    file = sorted(doc["cards"][name])[0]
    doc["cards"][name][file] = "0" * len(doc["cards"][name][file])
    return json.dumps(doc), f"{name}/{file} changed"


@pytest.mark.parametrize("game_id", ["woodcraft", "nusfjord"])
def test_an_older_save_is_refused_saying_what_changed_and_what_to_do(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    text, change = older(saved(game_id))
    with pytest.raises(InvalidState) as refused:
        game.state_from_json(text)
    message = str(refused.value)
    assert change in message and "migrate" in message and "version it was saved with" in message


@pytest.mark.parametrize("game_id", ["woodcraft", "nusfjord"])
def test_migrate_replays_the_moves_of_an_older_save_under_the_installed_data(
    game_id: str,
) -> None:
    game = boardrules.load_game(game_id)
    doc = saved(game_id)
    current = game.state_from_json(json.dumps(doc))
    text, change = older(doc)
    state, notes = migrate(game, text)
    assert notes == [change]  # the moves give the same table: only the file is named
    assert state.to_json() == current.to_json()  # the save now carries the installed digests
    assert game.state_from_json(state.to_json()).history == current.history


def test_migrate_names_the_fields_the_installed_rules_give_otherwise() -> None:
    """An older version's table (here one count written otherwise) is replaced by the
    replay's, and the note names the field."""
    game = boardrules.load_game("woodcraft")
    doc = saved("woodcraft")
    doc["data"]["round"] += 1
    text, change = older(doc)
    state, notes = migrate(game, text)
    assert notes == [change, "data.round differs from the saved game's"]
    assert state.data.round == doc["data"]["round"] - 1


def test_a_move_no_longer_legal_cannot_be_migrated() -> None:
    game = boardrules.load_game("nusfjord")
    doc = saved("nusfjord")
    doc["history"][3] = doc["history"][0] if doc["history"][3] != doc["history"][0] else "x"
    text, _ = older(doc)
    with pytest.raises(InvalidState, match="history does not replay"):
        migrate(game, text)


def test_a_save_of_the_installed_data_migrates_to_itself_with_no_notes() -> None:
    game = boardrules.load_game("kleine_voelker")
    text = json.dumps(saved("kleine_voelker"))
    state, notes = migrate(game, text)
    assert notes == [] and state.to_json() == game.state_from_json(text).to_json()


def test_a_save_of_an_older_shape_is_replayed_its_refusal_the_first_note() -> None:
    game = boardrules.load_game("woodcraft")
    doc = saved("woodcraft")
    current = game.state_from_json(json.dumps(doc))
    del doc["data"]["seen"]  # a save from before Woodcraft's data had ``seen`` (docs/api.md)
    state, notes = migrate(game, json.dumps(doc))
    assert notes[0].startswith("the save as it is: data:") and "seen" in notes[0]
    assert state.to_json() == current.to_json()
