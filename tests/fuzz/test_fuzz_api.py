"""The API under hostile calls, for every installed game: a clear error or a result, never a
crash, and a state that a failed call leaves unchanged."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import boardrules
from boardrules import Action, IllegalAction
from tests.fuzz.conftest import attempt, fuzz_settings

GAMES = boardrules.list_games()
CLEAR = (IllegalAction, ValueError)  # the documented errors (IllegalAction is a ValueError)

scalars = st.one_of(
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=12),
    st.binary(max_size=6),
)
values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner), max_leaves=6
)


def state_after(game_id: str, seed: int, steps: int) -> boardrules.State:
    game = boardrules.load_game(game_id)
    players = min(max(2, game.min_players), game.max_players)
    state = game.new_game(players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def hostile_action(draw: Any, state: boardrules.State) -> Any:
    """A legal action bent out of shape, a made-up one, or something that is no action."""
    legal = state.legal_actions() or (Action("pass"),)
    base = draw(st.sampled_from(legal))
    kind = draw(st.integers(0, 7))
    if kind == 0:  # a legal action with one argument of another type
        if not base.args:
            return Action(base.kind, (draw(values),))
        i = draw(st.integers(0, len(base.args) - 1))
        a = base.args[i]
        other = draw(st.sampled_from([float(a) if isinstance(a, int) else a, str(a), [a], True]))
        return Action(base.kind, (*base.args[:i], other, *base.args[i + 1 :]))
    if kind == 1:
        return tuple(base)  # a bare tuple
    if kind == 2:
        return str(base)  # its notation
    if kind == 3:
        return Action(base.kind, tuple(base.args) + (draw(values),))
    if kind == 4:
        return Action(draw(st.text(max_size=8)), draw(st.tuples(values)))
    if kind == 5:
        return Action(base.kind, list(base.args))  # type: ignore[arg-type]  # deliberately a list
    if kind == 6:
        return draw(values)
    return base  # the legal action itself


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(40)
@given(data=st.data(), seed=st.integers(0, 2**32), steps=st.integers(0, 80))
def test_hostile_actions_and_arguments(
    game_id: str, data: st.DataObject, seed: int, steps: int
) -> None:
    state = state_after(game_id, seed, steps)
    game = state.game
    before = state.to_json()
    draw = data.draw
    for _ in range(6):
        action = hostile_action(draw, state)
        an_id = draw(st.one_of(values, st.integers(-5, game.num_distinct_actions + 5)))
        text = draw(st.one_of(st.text(max_size=30), st.sampled_from([str(action)])))
        seat = draw(st.one_of(values, st.integers(-2, state.players + 1)))
        with attempt("api: apply", CLEAR):
            after = state.apply(action)
            # accepted only if it is a legal action by value and type
            assert isinstance(action, Action)  # a plain Action or its declared kind
            assert action in state.legal_actions()
            known = game.action_from_id(game.action_id(action))
            assert [type(a) for a in action.args] == [type(b) for b in known.args]
            game.state_from_json(after.to_json())
        with attempt("api: action_id", CLEAR):
            game.action_id(action)
        with attempt("api: action_from_id", CLEAR):
            game.action_from_id(an_id)
        with attempt("api: parse_action", CLEAR):
            game.parse_action(state, text)
        with attempt("api: observation", CLEAR):
            state.observation(seat)
        with attempt("api: render", CLEAR):
            state.render(seat)
        with attempt("api: legal_actions", CLEAR):
            state.legal_actions(seat)
    assert state.to_json() == before


option_values = st.one_of(values, st.sampled_from(["random", "fixed", "cards", "cardless", "01"]))


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(30)
@given(
    players=st.one_of(values, st.integers(-1, 6)),
    seed=st.one_of(values, st.integers()),
    chance=st.one_of(values, st.sampled_from(["auto", "explicit"])),
    options=st.dictionaries(
        st.one_of(st.text(max_size=12), st.sampled_from(["variant", "layout", "starter_deck"])),
        option_values,
        max_size=2,
    ),
)
def test_hostile_new_game(game_id: str, players: Any, seed: Any, chance: Any, options: Any) -> None:
    game = boardrules.load_game(game_id)
    with attempt("api: new_game", CLEAR):
        state = game.new_game(players, seed, chance, **options)
        assert type(state.data.seed) is int
        game.state_from_json(state.to_json())
