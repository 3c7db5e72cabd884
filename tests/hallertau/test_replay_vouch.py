"""An offered decision's answer checked by ``rounds.op_offer`` while a history replays is
vouched for (``TaskLoop.vouch``) and not checked again by ``state.applied``: each answer of
a replay is checked once, by the offer or by ``allows``, never by both, and a vouch holds for
that one action only (L421-L431, L553-L613: the offered decisions; a wrong answer to each is
refused as ``apply`` refuses it: tests/hallertau/test_offer_checks.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardrules
from boardrules import Game, State


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def played(game: Game, seats: int, seed: int) -> State:
    rng = random.Random(seed)
    state = game.new_game(seats, seed=seed)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("seats", "seed"), [(1, 2), (2, 3), (3, 5)])
def test_each_answer_is_checked_once(
    game: Game, seats: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    end = played(game, seats, seed)
    loop = game.loop
    checked: list[int] = []  # the index of each action ``allows`` checks
    vouched: list[int] = []  # the index of each action an offer vouches for
    allows, vouch = loop.allows, loop.vouch

    def counting_allows(d: Any, aid: int) -> bool:
        checked.append(loop.at - 1)
        return allows(d, aid)

    def counting_vouch(d: Any) -> None:
        vouch(d)
        if loop.vouched == loop.at:
            vouched.append(loop.at)

    monkeypatch.setattr(loop, "allows", counting_allows)
    monkeypatch.setattr(loop, "vouch", counting_vouch)
    loaded = game.state_from_json(end.to_json())
    assert loaded == end and loaded.history == end.history
    assert vouched, "no offered answer vouched for: the test checks nothing"
    assert not set(vouched) & set(checked)
    assert len(vouched) == len(set(vouched))
    last = len(end.history) - 1
    assert last not in vouched and last in checked  # the last action is applied as in play
    assert loop.vouched == -1  # nothing left for the next replay


def test_a_vouch_outside_a_replay_is_nothing(game: Game) -> None:
    state = game.new_game(2, seed=3)
    loop = game.loop
    loop.vouch(state._data)
    assert loop.vouched == -1
