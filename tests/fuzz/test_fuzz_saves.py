"""Tampered saved games, for every installed game: ``state_from_json`` raises InvalidState or
loads a state that is exactly one its history gives (it saves to the same text and plays on)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import boardrules
from boardrules import InvalidState
from tests.fuzz.conftest import attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES, state_after

json_values = st.recursive(
    st.one_of(
        st.integers(-(2**64), 2**64),
        st.floats(allow_nan=False),
        st.booleans(),
        st.none(),
        st.text(max_size=8),
    ),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=2)
    ),
    max_leaves=5,
)


def places(doc: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into the JSON document."""
    out = [at]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += places(value, (*at, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            out += places(value, (*at, i))
    return out


def retyped(value: Any) -> list[Any]:
    """The same value in other JSON types (what a careless edit or a hostile one writes)."""
    if isinstance(value, bool):
        return [int(value), str(value).lower()]
    if isinstance(value, int):
        as_float = float(value) if abs(value) < 2**1000 else float("inf")
        return [as_float, bool(value), str(value), [value], 10**400]
    if isinstance(value, str):
        return [[value], value.upper(), value + " ", None]
    if isinstance(value, list):
        return [[], value[:-1], value + value[-1:], tuple(reversed(value))]
    return [None]


def tamper(draw: Any, doc: Any) -> Any:
    at = draw(st.sampled_from(places(doc)[1:]))
    parent = doc
    for key in at[:-1]:
        parent = parent[key]
    key = at[-1]
    how = draw(st.integers(0, 3))
    if how == 0:
        parent[key] = draw(st.sampled_from(retyped(parent[key])))
    elif how == 1:
        parent[key] = draw(json_values)
    elif how == 2 and isinstance(parent, dict):
        del parent[key]
    elif how == 2:
        parent.pop(key)
    elif isinstance(parent, dict):
        parent[draw(st.text(max_size=6))] = draw(json_values)
    else:
        parent.insert(key, draw(json_values))
    return doc


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(60)
@given(data=st.data(), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_tampered_saved_games(game_id: str, data: st.DataObject, seed: int, steps: int) -> None:
    state = state_after(game_id, seed, steps)
    game = state.game
    doc = json.loads(state.to_json())
    for _ in range(data.draw(st.integers(1, 3))):
        doc = tamper(data.draw, doc)
    text = json.dumps(doc)
    if data.draw(st.booleans()):
        cut = data.draw(st.integers(0, len(text)))
        text = text[:cut] + data.draw(st.text(max_size=4)) + text[cut + 1 :]
    with attempt("saved games: state_from_json", (InvalidState,)):
        loaded = game.state_from_json(text)
        again = loaded.to_json()
        assert game.state_from_json(again).to_json() == again
        if not loaded.is_terminal:
            loaded.apply(loaded.legal_actions()[0])


def plays_on(state: boardrules.State, seed: int, moves: int) -> None:
    """``state`` saves, reads back to the same document, and plays ``moves`` random moves
    (each state on the way saves and loads again)."""
    game = state.game
    rnd = random.Random(seed)
    for _ in range(moves):
        doc = json.loads(json.dumps(state.position()))
        assert json.loads(json.dumps(game.state_from_position(doc).position())) == doc
        text = state.to_json()
        assert game.state_from_json(text).to_json() == text
        state.observation(0)
        state.render(0)
        state.score_breakdown()
        if state.is_terminal:
            state.outcome()
            return
        state = state.apply(rnd.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(40)
@given(data=st.data(), seed=st.integers(0, 2**32), steps=st.integers(0, 150))
def test_tampered_positions(game_id: str, data: st.DataObject, seed: int, steps: int) -> None:
    """A tampered position is refused with InvalidState, or it plays on: every loaded position
    saves, loads again and takes random moves without a traceback. Up to 150 moves in, so that
    later rounds (hands, elders, guests, helpers) are tampered with too."""
    state = state_after(game_id, seed, steps)
    game = state.game
    doc = json.loads(json.dumps(state.position()))
    for _ in range(data.draw(st.integers(1, 3))):
        doc = tamper(data.draw, doc)
    given_as = data.draw(st.sampled_from(["mapping", "json", "cut"]))
    text = json.dumps(doc)
    if given_as == "cut":
        cut = data.draw(st.integers(0, len(text)))
        text = text[:cut] + data.draw(st.text(max_size=4)) + text[cut + 1 :]
    loaded = None
    with attempt("positions: state_from_position", (InvalidState,)):
        loaded = game.state_from_position(doc if given_as == "mapping" else text)
    if loaded is not None:
        with attempt("positions: play on after loading", ()):
            plays_on(loaded, seed, 8)
