"""The cards out of the game have a place in Hallertau's table and position (issue 23): a hand
card a card's cost removes (414, 634, 635, 815; L279-L285, L1317) lies in ``removed_cards``, a
quarter card drawn (L225, L344-L346) in ``quarter_cards_out``; so a document or a saved game
that drops a card is refused naming it and where it may lie, where before the dropped card read
as removed."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from boardrules.errors import InvalidState
from boardrules.saving import migrate
from tests.hallertau.card_helpers import play_card, table_with
from tests.hallertau.helpers import GAME


def played_to(players: int, seed: int, steps: int) -> Any:
    state = GAME.new_game(players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def test_a_card_removed_by_a_cost_lies_in_removed_cards() -> None:
    """hallertau.de.md L1317 (414): remove 2 hand cards from the game; L279-L285: a card lost
    leaves the game and never returns to a deck. The position and the observation name it."""
    d = table_with("414")
    d.move("901", "hand:0").move("909", "hand:0")
    state = play_card(d, 0, "414", ["remove 901", "remove 909", "take tool", "take bonus"])
    assert {"901", "909"} <= set(state.data.removed_cards)
    assert state.data.removed_cards == tuple(sorted(state.data.removed_cards))
    doc = json.loads(json.dumps(state.position()))
    assert {"901", "909"} <= set(doc["data"]["removed_cards"])
    assert {"901", "909"} <= set(state.observation(1 % state.data.players)["removed_cards"])
    # dropped from the document (bad input, by hand): refused naming the card and its place
    doc["data"]["removed_cards"].remove("901")
    with pytest.raises(InvalidState, match=r"card lies nowhere: 901 \(put it in .*removed_cards"):
        GAME.state_from_position(doc)


def test_a_dropped_hand_card_is_refused_naming_it() -> None:
    """L243: 4 starter cards and 1 point card dealt into each hand; one left out of a document
    lies nowhere (before this place existed it read as removed from the game)."""
    state = GAME.new_game(2, seed=3)
    doc = json.loads(json.dumps(state.position()))
    card = doc["data"]["villages"][1]["hand"].pop()  # dropped: bad input, written by hand
    with pytest.raises(InvalidState, match=rf"cards: card lies nowhere: {card} \(put it in a deck"):
        GAME.state_from_position(doc)
    out = state.edit().move(card, "removed_cards")  # out of the game: a table the rules reach
    assert card in out.state().data.removed_cards and card not in out.get("villages[1].hand")


def test_the_quarter_cards_drawn_lie_in_quarter_cards_out() -> None:
    """L218, L225, L344-L346: with 1-3 players a quarter card is drawn at the setup and in
    phase 1 of rounds 2-6, revealed, then removed from the game; 4 players leave them in the
    box."""
    state = played_to(2, seed=5, steps=200)
    d = state.data
    assert d.round >= 2 and len(d.quarter_cards_out) == d.round
    assert sorted((*d.quarter_deck, *d.quarter_cards_out)) == sorted(GAME.quarter_cards)
    assert state.observation(0)["quarter_cards_out"] == list(d.quarter_cards_out)
    # bad documents, written by hand: the editor only moves a card from one place to another
    doc = json.loads(json.dumps(state.position()))
    dropped = doc["data"]["quarter_cards_out"].pop()
    with pytest.raises(InvalidState, match=rf"quarter card lies nowhere: {dropped} \(put it in"):
        GAME.state_from_position(doc)
    doc["data"]["quarter_cards_out"].append(doc["data"]["quarter_cards"][0])  # in two places
    with pytest.raises(InvalidState, match="lies in 2 places"):
        GAME.state_from_position(doc)
    four = json.loads(json.dumps(GAME.new_game(4, seed=1).position()))
    assert four["data"]["quarter_cards"] == [] and four["data"]["quarter_cards_out"] == []
    four["data"]["quarter_cards_out"] = [next(iter(GAME.quarter_cards))]  # from the box: nowhere
    with pytest.raises(InvalidState, match=r"4 players leave the quarter cards in the box"):
        GAME.state_from_position(four)


def test_every_position_of_random_games_holds_every_card() -> None:
    """In random games (1-4 seats, with card removals among the moves) every card of the
    game lies in exactly one place, out of the game included, at every step."""
    for players in (1, 2, 3, 4):
        state = GAME.new_game(players, seed=players)
        rnd = random.Random(players)
        step = 0
        while not state.is_terminal:
            if step % 40 == 0:
                assert GAME.check_data(state.data) == []
            state = state.apply(rnd.choice(state.legal_actions()))
            step += 1
        assert GAME.check_data(state.data) == []


def test_a_save_without_the_places_is_refused_naming_them_and_migrated() -> None:
    """A save of the version before (no ``removed_cards``, ``quarter_cards_out`` in its data)
    is refused naming the fields; ``migrate`` replays its moves into the new shape."""
    state = played_to(2, seed=5, steps=200)
    doc = json.loads(state.to_json())
    old = copy.deepcopy(doc)
    del old["data"]["removed_cards"], old["data"]["quarter_cards_out"]
    text = json.dumps(old)
    with pytest.raises(InvalidState, match=r"required field missing @ \$\.removed_cards"):
        GAME.state_from_json(text)
    migrated, notes = migrate(GAME, text)
    assert migrated.data == state.data
    assert "data.quarter_cards_out differs from the saved game's" in notes


def test_the_editor_moves_a_card_out_of_the_game() -> None:
    """The places out of the game are the editor's too: the quarter card drawn at the setup
    (L222-L227) lies in ``quarter_cards_out``; a hand card moved to ``removed_cards`` leaves the
    hand (L279-L285) and the observation shows it (reading H1)."""
    ed = GAME.new_game(2, seed=3).edit()
    assert ed.where("quarter_E") == "quarter_cards_out"
    state = ed.move("005", "removed_cards").state()
    assert state.data.removed_cards == ("005",) and "005" not in state.data.villages[1].hand
    assert state.observation(0)["removed_cards"] == ["005"]
