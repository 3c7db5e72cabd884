"""A village's court cards in the position document (games/hallertau/position_court.py): the
cards on the stable board under ``court_cards_on_stable_board``, the round's card slid off in
phase 2 under ``court_card_slid_off`` (L358-L360) until phase 5 takes it into the hand
(L485-L487), so the one name holds what the observation counts; a document of the older shape
(the slid-off card on its space) is refused naming the field."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING

import pytest

from boardrules import InvalidState
from tests.hallertau.helpers import GAME, legal, play

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.state import PHASES
else:
    from boardrules.games.hallertau.state import PHASES

NEW_WORKERS, NEW_CARD = PHASES.index("new_workers") + 1, PHASES.index("new_card") + 1


def test_the_rounds_card_lies_beside_the_board_from_phase_2() -> None:
    """L358: in phase 2 of round 1 the card of round space 1 slides off the board, face
    down; the data keeps it in its slot, the document beside the board."""
    state = GAME.new_game(2, 3)
    assert (state.data.round, state.data.phase) == (1, NEW_WORKERS)
    for seat, v in enumerate(state.position()["data"]["villages"]):
        cards = state.data.villages[seat].stable_cards
        assert v["court_card_slid_off"] == cards[0]
        assert v["court_cards_on_stable_board"] == [None, *cards[1:]]
        assert state.observation(seat)["villages"][seat]["court_cards_on_stable_board"] == 5
    assert GAME.state_from_position(state.position()).data == state.data


def test_through_a_game_the_board_holds_what_the_view_counts() -> None:
    """L358-L360, L485-L487: a card lies beside the board from phase 2 to phase 4 of its
    round alone; the cards the document lays on the board are the ones the view counts."""
    state = GAME.new_game(3, 5)
    rnd = random.Random(5)
    beside_seen = 0
    while not state.is_terminal:
        d = state.data
        for seat, v in enumerate(state.position()["data"]["villages"]):
            beside = v["court_card_slid_off"]
            during = NEW_WORKERS <= d.phase < NEW_CARD and 1 <= d.round
            assert (beside is not None) == during, (d.round, d.phase, beside)
            beside_seen += beside is not None
            on_board = sum(c is not None for c in v["court_cards_on_stable_board"])
            assert (
                on_board == state.observation(seat)["villages"][seat]["court_cards_on_stable_board"]
            )
        state = state.apply(rnd.choice(state.legal_actions()))
    assert beside_seen > 100


def test_a_document_of_the_older_shape_is_refused_naming_the_field() -> None:
    """Before the seventh item of issue 23 the slid-off card stayed on its space: such a
    document is refused, saying where to write it, never read as another table."""
    doc = GAME.new_game(2, 3).position()
    v = doc["data"]["villages"][1]
    v["court_cards_on_stable_board"][0] = v.pop("court_card_slid_off")
    with pytest.raises(InvalidState) as err:
        GAME.state_from_position(doc)
    said = str(err.value)
    assert "villages[1].court_cards_on_stable_board[0]: '427' on the space of round 1" in said
    assert "write it as court_card_slid_off" in said


@pytest.mark.parametrize(
    ("phase", "card", "said"),
    [
        (
            "quarters",
            "427",
            "court_card_slid_off: .427., but no card lies beside the board in phase quarters",
        ),
        (
            "new_card",
            "427",
            "court_card_slid_off: .427., but no card lies beside the board in phase new_card",
        ),
        ("actions", "902", "court_card_slid_off: 902 is no court card"),
    ],
)
def test_a_card_beside_the_board_where_none_lies_is_refused(
    phase: str, card: str, said: str
) -> None:
    """L358: the round's card slides off in phase 2; L485-L487: phase 5 takes it into the
    hand; only court cards lie there (L241)."""
    ed = GAME.new_game(2, 3).edit().set("round", 2).set("phase", phase)
    for seat in (0, 1):
        ed.set(f"villages[{seat}].court_cards_on_stable_board", [None] * 6)
        ed.set(f"villages[{seat}].court_card_slid_off", None)
    ed.set("villages[1].court_card_slid_off", card)
    with pytest.raises(InvalidState, match=f"villages\\[1\\].{said}"):
        ed.to_move(decision="turn", seat=1).state()


def test_the_editor_moves_the_slid_off_card_as_a_place_of_one_card() -> None:
    """L485-L487: in phase 5 the card beside the board goes to the hand."""
    ed = GAME.new_game(2, 3).edit()
    assert ed.where("427") == "slid_off:1" and ed.cards("slid_off:1") == ["427"]
    ed.move("427", "hand:1")
    assert ed.get("villages[1].court_card_slid_off") is None
    assert ed.where("427") == "hand:1"
    ed.move("427", "slid_off:1")
    assert ed.get("villages[1].court_card_slid_off") == "427"
    with pytest.raises(InvalidState, match="slid_off:1 has no empty slot"):
        ed.move("431", "slid_off:1")
    assert ed.get("villages[1].court_cards_on_stable_board")[1] == "431"  # unchanged
    state = ed.move("427", "hand:1").set("phase", "actions").to_move(decision="turn", seat=1)
    assert state.state().data.villages[1].stable_cards[0] == ""


def test_a_game_saved_from_such_a_position_loads() -> None:
    """A game set up from a position holds the position (``start``) and loads again."""
    start = GAME.state_from_position(GAME.new_game(2, 3).position())
    later = start
    while later.decision == "respond":
        later = play(later, "pass")
    later = play(later, legal(later)[0])
    text = later.to_json()
    assert json.loads(text)["start"]["data"]["villages"][1]["court_card_slid_off"] == "427"
    assert GAME.state_from_json(text).to_json() == text
