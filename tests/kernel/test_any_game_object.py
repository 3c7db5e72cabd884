"""Any game object of a game id reads the states of that game, whatever their card sets
(issue 23 item 4): ``parse_action`` delegates to ``state.game``; ``action_from_id``, which has
no state, names the object to ask."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import boardrules
from boardrules import IllegalAction


def named_build_state() -> tuple[boardrules.State, str]:
    """A Nusfjord game with the sets base and named, at a decision offering a named building."""
    game = boardrules.load_game("nusfjord")
    state = game.new_game(2, 0, sets=["base", "named"])
    rnd = random.Random(1)
    while not state.is_terminal:
        named = [str(a) for a in state.legal_actions() if str(a).startswith("build N-")]
        if named:
            return state, named[0]
        state = state.apply(rnd.choice(state.legal_actions()))
    raise AssertionError("no named building offered")


def test_the_base_game_object_reads_a_notation_of_a_state_with_more_sets() -> None:
    state, text = named_build_state()
    base = boardrules.load_game("nusfjord")
    assert state.game is not base
    assert base.parse_action(state, text) == state.game.parse_action(state, text)
    assert base.parse_action(state, text) in state.legal_actions()


def test_a_state_of_another_game_names_the_object_to_use() -> None:
    state, text = named_build_state()
    with pytest.raises(IllegalAction, match="state.game.parse_action"):
        boardrules.load_game("woodcraft").parse_action(state, text)


def test_an_id_of_a_game_with_more_sets_names_the_object_to_ask() -> None:
    state, text = named_build_state()
    aid = state.game.action_id(state.game.parse_action(state, text))
    base = boardrules.load_game("nusfjord")
    assert aid >= base.num_distinct_actions  # the named buildings come after the base's ids
    with pytest.raises(IllegalAction, match=r"state\.game, or game\.with_sets"):
        base.action_from_id(aid)
    with pytest.raises(IllegalAction, match=r"state\.game, or game\.with_sets"):
        base.action_id(state.game.action_from_id(aid))
    assert str(state.game.action_from_id(aid)) == text
    assert str(base.with_sets(["base", "named"]).action_from_id(aid)) == text


def test_a_notation_that_is_not_a_text_is_an_illegal_action() -> None:
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(2, 0)
    with pytest.raises(IllegalAction, match="a notation is a text"):
        game.parse_action(state, b"pass")  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="for a State"):
        game.parse_action("pass", "pass")  # type: ignore[arg-type]


def test_the_api_page_names_state_game() -> None:
    text = (Path(__file__).parents[2] / "docs" / "api.md").read_text(encoding="utf-8")
    assert "| `state.game` |" in text
