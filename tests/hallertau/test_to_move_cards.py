"""The ``to_move`` forms of Hallertau that random games reach rarely or never (issue 23 item
2, docs/positions.md): the window before the butcher's payment inside a card's use of the
butcher (313, 419, 726) and a card played in it (328), the decisions of 607 and 627, and the
card language's ``may_use`` and ``optional``, which no printed card asks (a contributor's cards,
docs/contributing-cards.md). Each is written by ``state.position()`` and read back to the same
state and the same legal actions; a form the table or the card cannot ask is refused naming
the field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from boardrules import Game, InvalidState, State
from tests.hallertau.helpers import GAME, court_cards_gone, legal, play, scheduled

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
    from games.hallertau.tasks import Phase, RoundEnd
else:
    from boardrules.games.hallertau.game import Hallertau
    from boardrules.games.hallertau.tasks import Phase, RoundEnd

MIXED: dict[str, Any] = {"starter_deck": "0123", "court_deck": "4567"}  # every card (L818-L820)


def round_trip(state: State, decision: str, game: Game = GAME) -> dict[str, Any]:
    """``state``'s ``to_move`` (a ``decision``), read back to the same state and actions."""
    doc = state.position()
    assert "to_move" in doc, doc.get("tasks", [])[-5:]
    where: dict[str, Any] = doc["to_move"]
    assert where["decision"] == decision, where
    back = game.state_from_position(doc)
    assert back.data == state.data
    assert back.legal_actions() == state.legal_actions()
    return where


def window(card: str, phase: str, game: Game = GAME, **table: Any) -> State:
    """Round 3 of a 2-player game with every deck, in the window closing ``phase`` that asks
    seat 0 alone, ``card`` in its hand and the ``table`` values set (paths of the document)."""
    state = game.new_game(2, 3, **({} if game is not GAME else MIXED))
    while state.decision == "respond":
        state = play(state, "pass")
    ed = state.edit().move(card, "hand:0").set("phase", phase).set("round", 3)
    court_cards_gone(ed, 3)  # the court cards of rounds 1-3 left the stable board (L485)
    for path, value in table.items():
        ed.set(path.replace("__", "."), value)
    state = ed.to_move(decision="respond", seat=0, window=phase, waiting=[]).state()
    assert f"play {card}" in legal(state)
    return play(state, f"play {card}")


# --- the butcher used through a card ------------------------------------------------------
def butchering() -> State:
    """726 (L1583-L1585, 1 jewelry, not in phase 4) played in phase 5's window: seat 0 uses
    the butcher with a worker from the general supply, 328 in hand (L1278-L1279)."""
    state = window(
        "726",
        "new_card",
        villages__0__jewelry=2,
        villages__0__sheep={"stable": 2},
    )
    edited = state.edit().move("328", "hand:0")
    state = edited.to_move(**state.position()["to_move"]).state()
    assert round_trip(state, "use_space")["card"] == "726"
    return play(state, "target butcher")


BUTCHER_WINDOW = {
    "decision": "respond",
    "seat": 0,
    "space": "butcher",
    "part": 1,
    "window": "new_card",
    "card": "726",
    "at": "abilities/0/do/0",
}


def test_the_window_before_the_butchers_payment_inside_a_cards_use_of_it() -> None:
    """L910-L912, L1278: the window before the payment asks seat 0, which holds 328; it is
    written as the space's part with the card that lets the seat use it."""
    state = butchering()
    assert legal(state) == ["play 328", "pass"]
    assert round_trip(state, "respond") == BUTCHER_WINDOW
    state = play(state, "pass")  # the payment: 1 sheep, no jewelry
    assert legal(state) == ["pay sheep stable", "skip"]
    assert round_trip(state, "pay_sheep")["card"] == "726"


def test_a_card_played_in_that_window_names_the_card_it_is_inside() -> None:
    """328 played there: its gains (2 hides, a bonus card, L1279) are asked inside 726's use
    of the butcher (``inside``), then the payment may be 1 jewelry."""
    state = play(butchering(), "play 328")
    inside = {"card": "726", "at": "abilities/0/do/0", "window": "new_card"}
    where = round_trip(state, "gain")
    assert where == {
        "decision": "gain",
        "seat": 0,
        "window": "new_card",
        "before": "butcher",
        "card": "328",
        "at": "abilities/0/do/1",
        "ask": {"gains": [["hide", 2]]},
        "inside": inside,
    }
    state = play(state, "take hide")
    assert round_trip(state, "gain")["ask"] == {"gains": [["bonus", 1]]}
    state = play(state, "take bonus")
    assert legal(state) == ["pay sheep stable", "pay jewelry", "skip"]
    assert round_trip(state, "pay_sheep")["ask"] == {"jewelry": True}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"space": "market"}, "space butcher, part 1"),
        ({"part": 2}, "space butcher, part 1"),
        ({"ask": {"jewelry": True}}, "respond: no ask"),
        ({"at": "abilities/0/do/3"}, "has 1 effects, not 4"),
    ],
)
def test_an_impossible_butcher_window_is_refused_naming_the_field(
    change: dict[str, Any], words: str
) -> None:
    state = butchering()
    with pytest.raises(InvalidState, match="position: to_move") as err:
        state.edit().to_move(**{**BUTCHER_WINDOW, **change}).state()
    assert words in str(err.value)


def test_inside_is_refused_where_no_card_uses_the_butcher() -> None:
    state = play(butchering(), "play 328")
    where = state.position()["to_move"]
    for change, words in (
        (
            {"inside": {"card": "726", "at": "abilities/0/do/0", "windw": "new_card"}},
            "inside.windw",
        ),
        ({"before": None}, "before: butcher"),
        ({"inside": {"card": "022", "at": "abilities/0/do/0"}}, "inside: card '022'"),
    ):
        with pytest.raises(InvalidState, match="position: to_move") as err:
            state.edit().to_move(**{**where, **change}).state()
        assert words in str(err.value)


# --- 607 and 627 --------------------------------------------------------------------------
def test_607_fields_whose_rows_add_up_to_the_jewelry() -> None:
    """hallertau.de.md L1462-L1463: with 9 jewelry 2 fields in rows 4 and 5, or none."""
    state = window("607", "actions", villages__0__tools=6, villages__0__jewelry=9)
    where = round_trip(state, "fields_together")
    assert (where["at"], where["ask"]) == ("abilities/0/do/5/then/0", {"rows": [4, 5]})
    assert legal(state) == ["yes", "no"]
    fields = len(state.data.villages[0].fields)
    assert len(play(state, "yes").data.villages[0].fields) == fields + 2


def test_607_with_4_jewelry_one_field_or_two() -> None:
    """L1463: with 4 or 5 jewelry also just 1 field in that row: a choice, then the two."""
    state = window("607", "actions", villages__0__tools=6, villages__0__jewelry=4)
    assert round_trip(state, "choose")["at"] == "abilities/0/do/0/then/0"
    state = play(state, legal(state)[0])
    where = round_trip(state, "fields_together")
    assert where["ask"] == {"rows": [2, 2]}


def test_627_two_crops_of_one_type_on_one_field() -> None:
    """L1528-L1529: up to 2 crops of one type on one field; it yields 2 in phase 7."""
    state = window(
        "627",
        "actions",
        villages__0__tools=7,
        villages__0__goods={"flax": 2, "barley": 1},
        villages__0__fields=["2 empty", "3 hops"],
    )
    assert round_trip(state, "sow_two")["ask"]["left"] == 1
    assert "sow flax2 2" in legal(state)
    state = play(state, "sow flax2 2")
    assert "2 flax2" in [str(f) for f in state.position()["data"]["villages"][0]["fields"]]


# --- a card's ask is what the card asks there ----------------------------------------------
HARVEST = {  # 022 (L1061): harvest 1 planted field now, then draw a bonus card
    "decision": "harvest_now",
    "seat": 1,
    "window": "actions",
    "card": "022",
    "at": "abilities/0/do/0",
    "ask": {"left": 1},
}


def harvesting() -> Any:
    state = GAME.new_game(2, 3)
    while state.decision == "respond":
        state = play(state, "pass")
    ed = state.edit().set("phase", "actions").move("022", "played:1")
    return ed.set("villages[1].fields", ["2 empty", "3 hops", "4 barley"])


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            {"ask": {"left": 2}},
            "ask.left: the card asks harvest_now {'left': 1} at abilities/0/do/0",
        ),
        ({"ask": {"left": 0}}, "ask.left"),
        (
            {"decision": "sow", "ask": {"left": 1, "goods": ["hops"]}},
            "sow: the card asks harvest_now at abilities/0/do/0, not sow",
        ),
        (
            {"decision": "gain", "ask": {"gains": [["bonus", 2]]}, "at": "abilities/0/do/1"},
            "ask.gains: the card asks gain {'gains': [['bonus', 1]]} at abilities/0/do/1",
        ),
    ],
)
def test_an_ask_the_card_does_not_ask_there_is_refused(change: dict[str, Any], words: str) -> None:
    """L1061: 022 asks to harvest 1 field, then offers 1 bonus card: another count, another
    decision at its effect, is refused naming the field and saying what the card asks."""
    ed = harvesting()
    assert legal(ed.to_move(**HARVEST).state()) == ["harvest 3 hops", "harvest 4 barley", "stop"]
    with pytest.raises(InvalidState, match="position: to_move") as err:
        ed.to_move(**{**HARVEST, **change}).state()
    assert words in str(err.value)


def test_607s_rows_are_those_of_the_jewelry() -> None:
    """L1463: with 9 jewelry the rows are 4 and 5; rows 2 and 3 are refused, and so is the
    check that holds the effect (it asks nothing itself)."""
    state = window("607", "actions", villages__0__tools=6, villages__0__jewelry=9)
    where = state.position()["to_move"]
    for change, words in (
        ({"ask": {"rows": [2, 3]}}, "ask.rows: the card asks fields_together {'rows': [4, 5]}"),
        ({"at": "abilities/0/do/5"}, "the card asks nothing at abilities/0/do/5"),
    ):
        with pytest.raises(InvalidState, match="position: to_move") as err:
            state.edit().to_move(**{**where, **change}).state()
        assert words in str(err.value)


# --- the card language's optional and may_use: a contributor's cards -----------------------
CARDS = """
"T-OPT":
  kind: bonus_card
  number: 897
  set: test
  source: {assumed: "a sample bonus card: 1 clay, then 1 wool if you like"}
  do: [{gain: {clay: 1}}, {optional: [{gain: {wool: 1}}]}]
"T-MAY":
  kind: bonus_card
  number: 898
  set: test
  source: {assumed: "a sample bonus card: when played, 2 clay if you like"}
  abilities:
    - {when: on_play, optional: true, do: [{gain: {clay: 2}}]}
"T-INCOME":
  kind: bonus_card
  number: 899
  set: test
  source: {assumed: "a sample bonus card: in phase 3, 1 hide if you like"}
  abilities:
    - {when: {phase: income}, optional: true, do: [{gain: {hide: 1}}]}
"""


@pytest.fixture(scope="module")
def game() -> Hallertau:
    return Hallertau(extra_cards=CARDS)


def test_an_optional_effect(game: Game) -> None:
    state = play(window("T-OPT", "actions", game), "take clay")
    where = round_trip(state, "optional", game)
    assert (where["at"], where["ask"]) == ("abilities/0/do/1", {"here": "T-OPT/abilities/0/do/1"})
    assert legal(state) == ["yes", "no"]
    assert round_trip(play(state, "yes"), "gain", game)["ask"] == {"gains": [["wool", 1]]}
    wrong = {**where, "ask": {"here": "T-OPT/abilities/0/do/0"}}
    with pytest.raises(InvalidState, match="ask.here: the card asks optional"):
        state.edit().to_move(**wrong).state()


def test_an_optional_ability_of_a_card_played(game: Game) -> None:
    state = window("T-MAY", "actions", game)
    where = round_trip(state, "may_use", game)
    assert (where["at"], where["ask"]) == ("abilities/0", {"ref": "T-MAY/abilities/0"})
    assert round_trip(play(state, "yes"), "gain", game)["at"] == "abilities/0/do/0"
    wrong = {**where, "at": "abilities/0/do/0"}
    with pytest.raises(InvalidState, match="ask.ref: 'T-MAY/abilities/0'; the card asks"):
        state.edit().to_move(**wrong).state()


def test_an_optional_income(game: Hallertau) -> None:
    """L377-L387: a bonus card's income in phase 3; optional, it is asked first."""
    state = game.new_game(1, 3)
    ed = state.edit().move("T-INCOME", "played:0").set("phase", "new_workers")
    for card in ed.get("villages[0].hand"):  # no window before the income (L381)
        ed.move(card, game.card_deck(card) + "_deck")
    # phase 3 to come, no decision yet (no to_move form stands for it): the phases as tasks
    state = scheduled(ed, *(Phase(k) for k in range(3, 11)), RoundEnd())
    where = round_trip(state, "may_use", game)
    assert (where["card"], where["at"], "window" in where) == ("T-INCOME", "abilities/0", False)
    assert round_trip(play(state, "yes"), "gain", game)["ask"] == {"gains": [["hide", 1]]}
