"""Every decision of Hallertau has a ``to_move`` form (issue 23 item 2, docs/positions.md):
the windows before a first turn, a progress step, an income activation, a turn or the
butcher's payment and at the game's end, the butcher's payment, the order of income
activations and every decision a card asks (``card``, ``at``, ``more``, ``ask``). Each form
read back gives the same state, bit for bit, and the same legal actions; a form whose values
are impossible is refused naming the field."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import TYPE_CHECKING, Any, get_args

import pytest

from boardrules import InvalidState
from tests.hallertau.helpers import GAME, Editor, court_cards_gone, legal, play

if TYPE_CHECKING:
    from games.hallertau.position_form import Decision
else:
    from boardrules.games.hallertau.position_form import Decision

MIXED: dict[str, Any] = {
    "starter_deck": "0123",
    "court_deck": "4567",
}  # every card of the game (L818-L820)


def test_every_decision_of_the_game_has_a_form_name() -> None:
    chance = {"deal", "roll"}  # chance="explicit": no seat's decision (test_position_chance.py)
    assert set(get_args(Decision)) - chance == {t.name for t in GAME.decisions}


# Random games (1-4 seats, the default and the mixed decks, with and without cards): every
# position is written with ``to_move`` where a seat is asked and reads back as the same data
# with the same legal actions. test_position.py's every-position test checks it, in the pass
# over its games that checks the document and its schema (one set of games since the
# nineteenth session; with explicit chance: test_position_chance.py).


# --- the windows --------------------------------------------------------------------------


def editor(players: int = 2, seed: int = 3, **options: Any) -> Any:
    state = GAME.new_game(players, seed, **options)
    while state.decision == "respond":
        state = play(state, "pass")
    return state.edit()


def test_the_window_before_the_first_turn() -> None:
    """312, L661: phase 4 opens with a window before the start player's first turn."""
    ed = editor().move("903", "hand:1").set("villages[1].tools", 3).set("start_player", 0)
    where = {"decision": "respond", "seat": 1, "window": "actions", "before": "first_turn"}
    state = ed.to_move(**where).state()
    assert legal(state) == ["play 903", "pass"]
    assert state.position()["to_move"] == where
    after = play(state, "pass")
    assert after.position()["to_move"] == {"decision": "turn", "seat": 0}  # L391


def test_the_window_at_the_games_end() -> None:
    """L749: after round 6's last phase the seats may play cards once more; then the
    score."""
    ed = editor().move("903", "hand:0").set("villages[0].tools", 3)
    ed.set("round", 6).set("phase", "progress").set("start_player", 0)
    court_cards_gone(ed, 6)  # each court card left the stable board in its round (L485)
    where = {"decision": "respond", "seat": 0, "window": "game_end", "waiting": []}
    state = ed.to_move(**where).state()
    assert legal(state) == ["play 903", "pass"]
    assert play(state, "pass").is_terminal


def test_the_order_of_income_activations() -> None:
    """L381: seat 0 activates its bonus cards' income in an order of its choice."""
    state = GAME.new_game(1, 1)
    rnd = random.Random(1)
    while state.decision != "trigger_order":
        state = state.apply(rnd.choice(state.legal_actions()))
    doc = state.position()
    pending = doc["to_move"]["pending"]
    assert doc["to_move"] == {"decision": "trigger_order", "seat": 0, "pending": pending}
    assert GAME.state_from_position(doc).data == state.data
    assert legal(state) == [f"activate {card}" for card in pending] and len(pending) > 1


def test_the_butchers_payment() -> None:
    """L910-L912: 1 sheep for 4 meat and 2 hides, or skip; 328 (L1279) lets 1 jewelry pay
    instead, said by ``ask: {jewelry: true}``."""
    ed = editor().set("villages[0].sheep", {"stable": 2}).set("villages[0].jewelry", 1)
    where = {"decision": "pay_sheep", "seat": 0, "space": "butcher", "part": 1}
    state = ed.to_move(**where).state()
    assert legal(state) == ["pay sheep stable", "skip"]
    assert state.position()["to_move"] == where
    meat, hide = state.data.villages[0].goods[6], state.data.villages[0].goods[5]
    paid = play(state, "pay sheep stable")
    assert (paid.data.villages[0].goods[6], paid.data.villages[0].goods[5]) == (meat + 4, hide + 2)
    state = ed.to_move(**where, ask={"jewelry": True}).state()
    assert legal(state) == ["pay sheep stable", "pay jewelry", "skip"]
    assert state.position()["to_move"] == {**where, "ask": {"jewelry": True}}


# --- a card's decision --------------------------------------------------------------------

HARVEST = {  # 022 (L1061): harvest 1 planted field now, then draw a bonus card
    "decision": "harvest_now",
    "seat": 1,
    "window": "actions",
    "card": "022",
    "at": "abilities/0/do/0",
    "ask": {"left": 1},
}


def harvesting() -> Any:
    ed = editor().set("phase", "actions").move("022", "played:1")
    return ed.set("villages[1].fields", ["2 empty", "3 hops", "4 barley"])


def test_a_cards_decision_in_words() -> None:
    """L1061: seat 1 played 022 after its turn; it harvests a planted field, then draws."""
    state = harvesting().to_move(**HARVEST).state()
    assert legal(state) == ["harvest 3 hops", "harvest 4 barley", "stop"]
    assert state.position()["to_move"] == HARVEST
    after = play(state, "harvest 3 hops")
    assert after.data.villages[1].goods[2] > state.data.villages[1].goods[2]  # hops
    drawing = after.position()["to_move"]  # the card's second effect: a bonus card (L699)
    assert drawing == {
        **HARVEST,
        "decision": "gain",
        "at": "abilities/0/do/1",
        "ask": {"gains": [["bonus", 1]]},
    }


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"card": "0222"}, "card '0222': no such card (close: 222, 022"),
        ({"card": "023"}, "card '023': not among seat 1's played cards"),
        ({"at": "abilities/0/do/5"}, "has 2 effects, not 6"),
        ({"at": "abilities/3/do/0"}, "no effect or cost item of the card"),
        ({"at": None}, "name the card's effect or cost item asking (at)"),
        ({"ask": {"lft": 1}}, "ask.lft: harvest_now has no such value"),
        ({"ask": {}}, "ask.left: missing"),
        ({"more": -1}, "more -1"),
        ({"window": "harvest"}, "the table's phase is actions"),
        ({"window": None}, "name the window"),
        ({"decision": "sow", "ask": {"left": 1, "goods": ["hopz"]}}, "no good 'hopz' (close: hops"),
        ({"before": "progress"}, "before 'progress'"),
    ],
)
def test_an_impossible_cards_decision_is_refused_naming_the_field(
    change: dict[str, Any], words: str
) -> None:
    ed = harvesting()
    doc = ed.document()
    with pytest.raises(InvalidState, match="position: to_move") as err:
        ed.to_move(**{**HARVEST, **change}).state()
    assert words in str(err.value)
    assert ed.document()["data"] == doc["data"]


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ({"decision": "pay_field", "seat": 0}, "pay_field is asked by a card: name the card"),
        ({"decision": "trigger_order", "seat": 0, "pending": ["815"]}, "phase income"),
        (
            {"decision": "respond", "seat": 0, "window": "game_end"},
            "the game_end window comes after round 6's last phase",
        ),
        (
            {"decision": "respond", "seat": 0, "window": "actions", "before": "activate"},
            "before 'activate'",
        ),
        ({"decision": "pay_sheep", "seat": 0, "space": "market"}, "space butcher, part 1"),
        ({"decision": "turn", "seat": 0, "ask": {"left": 1}}, "turn: no ask"),
        (
            {"decision": "pay_sheep", "seat": 0, "space": "butcher", "ask": {"jewels": 1}},
            "ask is {jewelry: true} (328) or left out",
        ),
    ],
)
def test_an_impossible_form_is_refused_naming_it(where: dict[str, Any], words: str) -> None:
    with pytest.raises(InvalidState, match="position: to_move") as err:
        editor().to_move(**where).state()
    assert words in str(err.value)


PHASES = ("actions", "harvest", "progress", "income")  # the windows a card is tried in


def over(ed: Editor, doc: dict[str, Any]) -> Editor:
    """An editor like ``ed`` over a copy of the position ``doc`` (an editor's own document:
    the game need not read it and write it again)."""
    fresh = copy.copy(ed)
    fresh.doc = copy.deepcopy(doc)
    return fresh


def test_every_card_played_asks_with_a_form() -> None:
    """Every card of the game (all decks mixed, L818-L820), played by seat 0 in the first of
    a few phases where the table lets it (L709-L717) with plenty of goods: each decision it
    asks, random choices made, is written with ``to_move`` and reads back the same."""
    start = GAME.state_from_position(editor(**MIXED).document()).edit()
    goods = dict.fromkeys(("flax", "barley", "hops", "rye", "clay", "hide", "meat", "milk"), 6)
    tables: dict[str, dict[str, Any]] = {}  # each phase's table, the card not yet in hand
    for phase in PHASES:
        ed = over(start, start.document())
        ed.set("phase", phase).set("round", 3).set("villages[0].goods", {**goods, "wool": 6})
        ed.set("villages[0].tools", 6).set("villages[0].jewelry", 4)
        ed.set("villages[0].fields", ["2 empty", "3 hops", "4 barley", "5 empty", "3 empty"])
        ed.set("villages[0].sheep", {"round4": 2, "round5": 1, "stable": 2})
        tables[phase] = ed.document()
    asked: Counter[str] = Counter()
    for card in sorted(GAME.cards):
        for phase in PHASES:
            ed = over(start, tables[phase]).move(card, "hand:0")
            court_cards_gone(ed, 3)  # the court cards of rounds 1-3 left (L485)
            try:
                state = ed.to_move(decision="respond", seat=0, window=phase, waiting=[]).state()
            except InvalidState:  # the window does not ask seat 0 in this phase
                continue
            if f"play {card}" not in legal(state):
                continue
            state = play(state, f"play {card}")
            rnd = random.Random(card)
            while state.decision != "respond" and not state.is_terminal:
                doc = state.position()
                assert "to_move" in doc, (card, state.data.tasks[-4:])
                asked[doc["to_move"]["decision"]] += 1
                again = GAME.state_from_position(doc)
                assert again.data == state.data and again.legal_actions() == state.legal_actions()
                state = state.apply(rnd.choice(state.legal_actions()))
            break
    assert len(asked) > 20, asked  # pay_field, pick_tier, move_sheep, use_space, ...
