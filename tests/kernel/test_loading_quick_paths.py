"""The quick paths of loading a position (issue 26 item 2) give what the full paths give: the
bounded copy of a list of texts and integers inside a mapping (``safety``), the merge of a
document over the setup's (``positions.merge``) and the bounds of the integers read from the
game's words (``saving.kernel_fields``), and refuse what they refuse, with the same words."""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardrules
from boardrules.errors import InvalidState
from boardrules.positions import merge
from boardrules.safety import Limits, plain_json


def test_a_list_of_texts_and_numbers_in_a_mapping_is_copied_and_counted() -> None:
    doc: dict[str, Any] = {"seen": {"S-01": [0, 1], "S-02": []}, "deck": ["a", "b", 3]}
    copy = plain_json(doc)
    assert copy == doc
    assert copy["deck"] is not doc["deck"] and copy["seen"]["S-01"] is not doc["seen"]["S-01"]
    # the values are counted as the full path counts them: 1 + 2 keys + 2 + 2 + 0 + 3
    plain_json(doc, Limits(items=10))
    with pytest.raises(InvalidState, match="more than 9 values"):
        plain_json(doc, Limits(items=9))


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (["ok", "x" * 101], r"\$\.a\.b\[1\]: a text of 101 characters"),
        ([1, 10**40], r"\$\.a\.b\[1\]: an integer of"),
        ([1, (2, 3)], None),  # a tuple inside: the full path makes it a list
    ],
)
def test_a_list_in_a_mapping_past_a_bound_is_refused_naming_its_place(
    value: list[Any], words: str | None
) -> None:
    doc = {"a": {"b": value}}
    limits = Limits(text=100, digits=30)
    if words is None:
        assert plain_json(doc, limits) == {"a": {"b": [1, [2, 3]]}}
        return
    with pytest.raises(InvalidState, match=words):
        plain_json(doc, limits)


def test_a_list_at_the_depth_limit_is_refused() -> None:
    doc = {"a": {"b": [1, 2]}}
    assert plain_json(doc, Limits(depth=3)) == doc
    with pytest.raises(InvalidState, match="nested deeper than 2 levels"):
        plain_json(doc, Limits(depth=2))


def test_merge_replaces_lists_of_values_and_merges_lists_of_mappings() -> None:
    base = {"deck": ["a", "b"], "seats": [{"x": 1, "y": 2}, {"x": 3, "y": 4}], "n": 1}
    over = {"deck": ["c"], "seats": [{"x": 5}, {"y": 6}], "n": {"k": 1}}
    assert merge(base, over) == {
        "deck": ["c"],
        "seats": [{"x": 5, "y": 2}, {"x": 3, "y": 6}],
        "n": {"k": 1},
    }
    tasks = [{"task": "Turn", "seat": 0}]
    assert merge({"t": [{"task": "Main", "seat": 1}]}, {"t": tasks})["t"] is tasks


def mid_position(game_id: str) -> dict[str, Any]:
    game = boardrules.load_game(game_id)
    rng = random.Random(1)
    state = game.new_game(players=2, seed=3)
    for _ in range(40):
        state = state.apply(rng.choice(state.legal_actions()))
    return state.position()


@pytest.mark.parametrize("game_id", ["woodcraft", "nusfjord", "hallertau", "kleine_voelker"])
def test_a_number_out_of_a_tables_range_in_the_games_words_is_refused(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    doc = mid_position(game_id)
    assert game.state_from_position(doc).position() == doc
    seat = doc["data"].get("workshops") or doc["data"].get("harbors") or doc["data"]
    target = seat[0] if isinstance(seat, list) else seat
    key = next(k for k, v in target.items() if type(v) is int)
    target[key] = 2**70
    with pytest.raises(InvalidState, match="out of range"):
        game.state_from_position(doc)


def test_a_mapping_with_nulls_and_flags_in_a_list_is_copied_and_bounded() -> None:
    """Nulls, booleans and floats one level down are copied in the container's loop, and a
    nested mapping or list is entered directly: the same copy, the same bounds and words."""
    doc: dict[str, Any] = {"spaces": [{"land": None, "roof": True, "x": 1.5, "b": {"o": 1}}]}
    copy = plain_json(doc)
    assert copy == doc and copy["spaces"][0] is not doc["spaces"][0]
    plain_json(doc, Limits(items=8))  # 1 + 1 + 1 + 4 + 1
    with pytest.raises(InvalidState, match="more than 7 values"):
        plain_json(doc, Limits(items=7))
    with pytest.raises(InvalidState, match=r"at \$\.spaces\[0\]\.land: nested deeper than 2"):
        plain_json(doc, Limits(depth=2))
    doc["spaces"][0]["b"]["self"] = doc
    with pytest.raises(InvalidState, match=r"at \$\.spaces\[0\]\.b\.self: a value that contains"):
        plain_json(doc)


@pytest.mark.parametrize("game_id", ["woodcraft_rw", "nusfjord", "hallertau", "kleine_voelker"])
def test_a_notation_and_its_id_are_read_in_one_look_up(game_id: str) -> None:
    """A replay reads a notation's id from ``ActionCodec.text_ids`` and a saved game writes
    the notations from ``ActionCodec.notations``: what ``from_text``, ``exact_id`` and
    ``str`` give."""
    from boardrules.state import notations

    game = boardrules.load_game(game_id)
    codec = game.codec
    assert all(codec.text_ids[t] == codec.exact_id(codec.from_text(t)) for t in codec.by_text)
    assert list(codec.notations) == [str(a) for a in codec.actions]
    rng = random.Random(2)
    state = game.new_game(players=2, seed=2)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    last = state.history[-1]
    history = [*state.history, boardrules.Action(last.kind, tuple(last.args))]  # not the codec's
    assert notations(game, history) == [str(a) for a in history]
