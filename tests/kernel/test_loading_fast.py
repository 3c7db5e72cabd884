"""The quick paths of reading positions and saved games (issue 26, item 2) give what the
plain paths give: a history replayed on one table (``boardrules.state.applied``), the start
position written when asked for (``positions.Start``), the new game of a seating kept for the
next document (``positions.new_base``), documents copied by ``safety.plain_json``."""

from __future__ import annotations

import json
import pickle
import random

import pytest

import boardrules
from boardrules import positions
from boardrules.errors import IllegalAction, InvalidState
from boardrules.safety import Limits, plain_json
from boardrules.state import State, applied

GAMES = boardrules.list_games()


def random_trail(game_id: str, seed: int, players: int = 2) -> list[State]:
    game = boardrules.load_game(game_id)
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed)
    trail = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        trail.append(state)
    return trail


@pytest.mark.parametrize("game_id", GAMES)
def test_a_history_replayed_on_one_table_is_the_game_played_move_by_move(game_id: str) -> None:
    trail = random_trail(game_id, 5)
    start, end = trail[0], trail[-1]
    fast = applied(start, [str(a) for a in end.history])
    assert fast == end and fast.history == end.history
    assert fast._hist == end._hist  # what each move hid from whom, too
    for p in range(end.players):
        assert fast.history_for(p) == end.history_for(p)
    assert start == trail[0] and not start.history  # the start is untouched


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_move_in_a_history_raises_as_apply_does(game_id: str) -> None:
    trail = random_trail(game_id, 6)
    state = trail[len(trail) // 2]
    wrong = next(a for a in trail[-1].game._table if a not in state.legal_actions())
    with pytest.raises(IllegalAction) as by_apply:
        state.apply(wrong)
    with pytest.raises(IllegalAction) as by_replay:
        applied(trail[0], [*trail[len(trail) // 2].history, wrong])
    assert str(by_replay.value) == str(by_apply.value)
    assert by_replay.value.legal == by_apply.value.legal


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_game_reads_back_and_a_changed_one_is_refused(game_id: str) -> None:
    end = random_trail(game_id, 7)[-1]
    text = end.to_json()
    back = end.game.state_from_json(text)
    assert back == end and back.history == end.history and back.to_json() == text
    doc = json.loads(text)
    doc["data"]["seed"] = doc["data"].get("seed", 0) + 1
    with pytest.raises(InvalidState):
        end.game.state_from_json(json.dumps(doc))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_start_position_is_written_when_asked_and_pickles(game_id: str) -> None:
    trail = random_trail(game_id, 8)
    mid = trail[len(trail) // 3]
    doc = mid.position()
    state = mid.game.state_from_position(doc)
    later = state
    for _ in range(5):
        if later.is_terminal:
            break
        later = later.apply(later.legal_actions()[0])
    saved = json.loads(later.to_json())
    assert saved["start"] == json.loads(json.dumps(doc))  # the table it started from
    assert mid.game.state_from_json(later.to_json()) == later
    again = pickle.loads(pickle.dumps(later))
    assert again == later and again.to_json() == later.to_json()


def test_the_new_games_kept_are_few_and_never_changed_by_a_reader() -> None:
    trail = random_trail("woodcraft_rw", 9)
    game = trail[0].game
    doc = trail[20].position()
    first = game.state_from_position(doc)
    edited = first.edit().set("round", first.position()["data"]["round"] + 1).state()
    assert game.state_from_position(doc) == first  # the kept new game was not changed
    assert edited != first
    for seed in range(2 * positions.BASES_KEPT):
        game.state_from_position({"players": 2, "seed": seed})
    assert len(positions._BASES) <= positions.BASES_KEPT
    assert game.state_from_position(doc) == first


def test_a_document_copy_is_plain_and_refuses_what_passes_a_bound() -> None:
    value = {"a": (1, [2.5, None, True]), 3: "x", None: {"b": b"y"}}
    assert plain_json(value) == {"a": [1, [2.5, None, True]], "3": "x", "null": {"b": "b'y'"}}
    with pytest.raises(InvalidState, match=r"more than 10 values"):
        plain_json({"a": list(range(20))}, Limits(items=10))
    with pytest.raises(InvalidState, match=r"at \$\.a\[1\]\.b: a text of 6 characters"):
        plain_json({"a": [1, {"b": "toolong"[:6]}]}, Limits(text=5))
    with pytest.raises(InvalidState, match=r"at \$\.a\[0\]\[0\]: nested deeper than 2 levels"):
        plain_json({"a": [[[1]]]}, Limits(depth=2))
    with pytest.raises(InvalidState, match=r"at \$\.k\.\{x\}: a key of"):
        plain_json({"k": {"{x}": {"y" * 7: 1}}}, Limits(text=5))
