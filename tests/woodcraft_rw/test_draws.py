"""Every order comes off a deck through one draw, in both chance modes (issue 22)."""

from __future__ import annotations

import json

import pytest

from boardrules import CHANCE, InvalidState
from boardrules.tasks import Draw
from boardrules.testing import deal_top
from tests.woodcraft_rw.helpers import GAME, start


def test_the_pool_is_laid_out_by_draws_into_its_slots_left_first() -> None:
    # woodcraft_rw.pl.txt L40: 3 face-up orders from the phase I deck, left, middle, right
    state = deal_top(GAME.new_game(2, seed=4, chance="explicit"))
    state = state.apply(state.legal_actions()[0])  # seat 0 keeps
    state = state.apply(state.legal_actions()[0])  # seat 1 keeps
    draws = [t for t in reversed(state.data.tasks) if isinstance(t, Draw)]
    assert state.current_player == CHANCE
    assert [(t.pile, t.into, t.slot) for t in draws] == [("deck1", "pool", s) for s in range(3)]


def test_auto_and_explicit_deal_the_same_orders() -> None:
    # the seed's shuffle decides the orders in both modes; explicit only asks for each
    auto = GAME.new_game(3, seed=9)
    for _ in range(3):  # each seat keeps its first dealt order, as start() does
        auto = auto.apply(auto.legal_actions()[0])
    explicit = start(3, seed=9)
    assert explicit.data.pool == auto.data.pool
    assert [s.held for s in explicit.data.sheets] == [s.held for s in auto.data.sheets]


def test_a_saved_draw_naming_its_slot_in_into_is_refused() -> None:
    # before issue 22 a pool draw wrote its slot as its `into` ("1"); such a document is
    # refused, naming the field (its history still replays)
    state = GAME.new_game(2, seed=4, chance="explicit")
    while not isinstance(state.data.tasks[-1], Draw) or state.data.tasks[-1].into != "pool":
        state = state.apply(state.legal_actions()[0])
    doc = json.loads(state.to_json())
    top = doc["data"]["tasks"][-1]
    top["into"], top["slot"] = str(top["slot"]), -1
    with pytest.raises(InvalidState, match=r"tasks\[\d+\]\.into"):
        GAME.state_from_json(json.dumps(doc))
