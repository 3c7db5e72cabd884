"""The ``to_move`` form of a ``whenever`` ability's ``may_use`` (games/hallertau/position_heard.py,
docs/positions.md): a played card hearing an event asks whether to use its optional ability,
which no printed card does (contributors' cards, docs/contributing-cards.md). The form says the
event in ``ask.env`` and where it fell in the words of the other forms: the seat's turn (no
``window``) or the card window a card was played in. Each is written by ``state.position()``,
read back to the same state and the same legal actions, and a form the card or the table cannot
ask is refused naming the field."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from boardrules.cards.runtime import MayUse
from tests.hallertau.helpers import legal, play

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
else:
    from boardrules.games.hallertau.game import Hallertau

CARDS = """
"T-SPACE":
  kind: bonus_card
  number: 893
  set: test
  source: {assumed: "a sample bonus card: whenever you use an action space, 1 clay if you like"}
  abilities:
    - {when: {whenever: space_used}, optional: true, do: [{gain: {clay: 1}}]}
"T-SPACE2":
  kind: bonus_card
  number: 894
  set: test
  source: {assumed: "a sample bonus card: whenever you use an action space, 1 hide if you like"}
  abilities:
    - {when: {whenever: space_used}, optional: true, do: [{gain: {hide: 1}}]}
"T-QUARTER":
  kind: bonus_card
  number: 895
  set: test
  source: {assumed: "a sample bonus card: after your workers on a quarter count, 1 wool"}
  abilities:
    - {when: {whenever: quarter_workers}, optional: true, do: [{gain: {wool: 1}}]}
"T-SHEEP":
  kind: bonus_card
  number: 897
  set: test
  source: {assumed: "a sample bonus card: whenever you gain sheep, 1 clay if you like"}
  abilities:
    - {when: {whenever: sheep_gained}, optional: true, do: [{gain: {clay: 1}}]}
"U-SPACE":
  kind: bonus_card
  number: 898
  set: test
  source: {assumed: "a sample bonus card: whenever you use an action space, 1 hide"}
  abilities:
    - {when: {whenever: space_used}, do: [{gain: {hide: 1}}]}
"T-DRAWN":
  kind: bonus_card
  number: 899
  set: test
  source: {assumed: "a sample bonus card: whenever you draw a card, 1 milk if you like"}
  abilities:
    - {when: {whenever: card_drawn}, optional: true, do: [{gain: {milk: 1}}]}
"A-SPACE":
  kind: bonus_card
  number: 891
  set: test
  source: {assumed: "a sample bonus card: whenever anyone uses a space, 1 clay if you like"}
  abilities:
    - {when: {whenever: space_used, by: anyone}, optional: true, do: [{gain: {clay: 1}}]}
"T-JEWEL":
  kind: bonus_card
  number: 890
  set: test
  source: {assumed: "a sample bonus card: whenever your last jewelry is gone, 1 hide"}
  abilities:
    - {when: {whenever: jewelry_out}, do: [{gain: {hide: 1}}]}
"T-PLAYED":
  kind: bonus_card
  number: 896
  set: test
  source: {assumed: "a sample bonus card: whenever you play a card, 1 milk if you like"}
  abilities:
    - {when: {whenever: card_played}, optional: true, do: [{gain: {milk: 1}}]}
"""


@pytest.fixture(scope="module")
def game() -> Hallertau:
    return Hallertau(extra_cards=CARDS)


def hearing(
    game: Hallertau,
    cards: list[str],
    seed: int = 0,
    found: Callable[[State], bool] | None = None,
    chance: str = "auto",
) -> State:
    """The first ``may_use`` of one of ``cards`` (played by seat 0) in a random 2-player game
    with every deck (or the first state ``found`` says)."""
    state = game.new_game(2, seed, chance, starter_deck="0123", court_deck="4567")
    ed = state.edit()
    for card in cards:
        ed.move(card, "played:0")
    state = ed.state()
    rnd = random.Random(seed)
    while not state.is_terminal:
        top = state.data.tasks[-1] if state.data.tasks else None
        if found is not None:
            if found(state):
                return state
        elif isinstance(top, MayUse) and top.ref.split("/")[0] in cards:
            return state
        state = state.apply(rnd.choice(state.legal_actions()))
    raise AssertionError(f"no card of {cards} heard an event")


def round_trip(game: Hallertau, state: State) -> dict[str, Any]:
    doc = state.position()
    assert "to_move" in doc, doc.get("tasks", [])[-5:]
    back = game.state_from_position(doc)
    assert back.data == state.data and back.legal_actions() == state.legal_actions()
    where: dict[str, Any] = doc["to_move"]
    return where


def test_a_space_used_heard_in_the_turn(game: Hallertau) -> None:
    """L389-L419: the seat used a space in its turn; its card hears it, asked first."""
    state = hearing(game, ["T-SPACE"])
    where = round_trip(game, state)
    space = where["ask"]["env"]["space"]
    assert where == {
        "decision": "may_use",
        "seat": 0,
        "card": "T-SPACE",
        "at": "abilities/0",
        "ask": {"ref": "T-SPACE/abilities/0", "env": {"event": "space_used", "space": space}},
    }
    assert legal(state) == ["yes", "no"]
    used = play(state, "yes")  # its effect: 1 clay offered (L699)
    clay = used.data.villages[0].goods[4]
    assert play(used, legal(used)[0]).data.villages[0].goods[4] == clay + 1
    # the form builds the same state from the table alone
    again = state.edit().to_move(**where).state()
    assert again.data.tasks == state.data.tasks


def test_the_workers_on_a_quarter_heard_after_the_space(game: Hallertau) -> None:
    """309: the workers on the space's quarter count once its parts are done; the window
    after the turn and the next turn wait below (L391, L661)."""
    state = hearing(game, ["T-QUARTER"], seed=1)
    where = round_trip(game, state)
    assert where["ask"]["env"]["event"] == "quarter_workers" and "window" not in where
    assert round_trip(game, play(state, "no"))["decision"] in ("respond", "turn")


def test_a_card_played_heard_in_its_window(game: Hallertau) -> None:
    """L661: a card played in a window is heard once it is resolved; the window asks the seat
    again after it."""
    state = hearing(game, ["T-PLAYED"])
    where = round_trip(game, state)
    assert where["ask"]["env"]["event"] == "card_played"
    assert where["window"] in ("quarters", "income", "actions", "new_card", "harvest")
    after = play(state, "no")
    assert after.data.villages[0].goods == state.data.villages[0].goods


def test_two_cards_hearing_one_event_the_later_pending(game: Hallertau) -> None:
    """L381: the owner orders its abilities triggered together; the one it put later waits
    under ``pending``."""
    state = hearing(game, ["T-SPACE", "T-SPACE2"])  # its trigger_order answered
    where = round_trip(game, state)
    other = {"T-SPACE": "T-SPACE2", "T-SPACE2": "T-SPACE"}[where["card"]]
    assert where["pending"] == [other]
    after = play(state, "no")
    later = round_trip(game, after)
    assert (later["card"], "pending" in later) == (other, False)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"window": "actions"}, "space_used heard in a window: card_played has a form"),
        ({"at": "abilities/1"}, "does not hear space_used"),
        ({"more": 1}, "asks may_use once"),
        ({"pending": ["T-PLAYED"]}, "pending: card 'T-PLAYED' does not hear space_used"),
        ({"ask": {"ref": "T-SPACE/abilities/0", "env": {"event": "harvested"}}}, "harvested"),
    ],
)
def test_an_event_the_card_or_the_table_cannot_hear_is_refused(
    game: Hallertau, change: dict[str, Any], words: str
) -> None:
    state = hearing(game, ["T-SPACE", "T-PLAYED"])
    where = round_trip(game, state)
    assert where["card"] == "T-SPACE"
    with pytest.raises(InvalidState, match="position: to_move") as err:
        state.edit().to_move(**{**where, **change}).state()
    assert words in str(err.value)


# --- inside the ability: its decisions, the order of abilities, where else an event falls ---


def top_name(state: State) -> str:
    return str(getattr(state.data.tasks[-1], "name", "")) if state.data.tasks else ""


def test_the_heard_abilitys_own_decision(game: Hallertau) -> None:
    """L699: an ability hearing a space used (no may_use: not optional) gains 1 hide, asked
    as a card's gain; the event it heard is ``heard``."""

    def asking(state: State) -> bool:
        where = state.position().get("to_move", {})
        return bool(where.get("card") == "U-SPACE" and where.get("decision") == "gain")

    state = hearing(game, ["U-SPACE"], found=asking)
    where = round_trip(game, state)
    space = where["heard"]["space"]
    assert where == {
        "decision": "gain",
        "seat": 0,
        "card": "U-SPACE",
        "at": "abilities/0/do/0",
        "ask": {"gains": [["hide", 1]]},
        "heard": {"event": "space_used", "space": space},
    }
    hide = state.data.villages[0].goods[5]
    assert play(state, legal(state)[0]).data.villages[0].goods[5] == hide + 1
    again = state.edit().to_move(**where).state()
    assert again.data.tasks == state.data.tasks


def test_the_order_of_two_abilities_hearing_one_event(game: Hallertau) -> None:
    """L381: the owner orders its abilities set off together, the event ``heard``."""
    state = hearing(game, ["T-SPACE", "U-SPACE"], found=lambda s: top_name(s) == "trigger_order")
    where = round_trip(game, state)
    assert where["decision"] == "trigger_order" and where["heard"]["event"] == "space_used"
    assert sorted(where["pending"]) == ["T-SPACE", "U-SPACE"]
    assert legal(state) == [f"activate {c}" for c in where["pending"]]


def test_sheep_gained_heard_where_the_gain_was_answered(game: Hallertau) -> None:
    """L289-L291: a space's part gives a sheep; the card hearing it asks once the gain is
    answered, ``answered`` that gain's own form (its space and part)."""

    def asking(state: State) -> bool:
        return "T-SHEEP" in str(state.position().get("to_move", {}).get("card"))

    state = hearing(game, ["T-SHEEP"], found=asking)
    where = round_trip(game, state)
    assert where["ask"]["env"] == {"event": "sheep_gained", "n": 1}
    answered = where["answered"]
    assert answered["seat"] == 0 and answered["decision"] in ("gain", "breed")
    again = state.edit().to_move(**where).state()
    assert again.data.tasks == state.data.tasks


def test_a_card_drawn_heard_after_its_deal(game: Hallertau) -> None:
    """L279-L285 with explicit chance: the card drawn is heard once it is dealt, ``answered``
    the deal's own form."""

    def asking(state: State) -> bool:
        where = state.position().get("to_move", {})
        return where.get("card") == "T-DRAWN" and "answered" in where

    state = hearing(game, ["T-DRAWN"], found=asking, chance="explicit")
    where = round_trip(game, state)
    assert where["ask"]["env"]["event"] == "card_drawn"
    assert where["answered"]["decision"] in ("deal", "gain")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"heard": {"event": "sheep_gained", "n": 1}}, "sheep_gained heard outside a window"),
        ({"heard": {"event": "card_drawn", "card": "814"}, "window": "actions"}, "card_drawn"),
        ({"heard": {"space": "sowing"}}, "heard: {'space': 'sowing'}: name the event"),
        ({"answered": {"decision": "turn", "seat": 1}}, "answered: seat 0's decision or deal"),
        ({"earlier": []}, "earlier: the events announced before it, or left out"),
    ],
)
def test_an_impossible_heard_decision_is_refused_naming_the_field(
    game: Hallertau, change: dict[str, Any], words: str
) -> None:
    def asking(state: State) -> bool:
        return bool(state.position().get("to_move", {}).get("card") == "U-SPACE")

    state = hearing(game, ["U-SPACE"], found=asking)
    where = round_trip(game, state)
    with pytest.raises(InvalidState, match="position: to_move") as err:
        state.edit().to_move(**{**where, **change}).state()
    assert words in str(err.value)


def test_another_seats_event_heard_by_anyone(game: Hallertau) -> None:
    """L389-L419: seat 0 used a space in its turn; seat 1's card hearing any seat's (by:
    anyone) asks seat 1 whether to use it, ``caused_by`` seat 0: where the event fell is seat
    0's turn."""

    def asking(state: State) -> bool:
        top = state.data.tasks[-1] if state.data.tasks else None
        return isinstance(top, MayUse) and top.ref.startswith("A-SPACE/") and top.seat == 1

    start = game.new_game(2, 0, starter_deck="0123", court_deck="4567")
    state = start.edit().move("A-SPACE", "played:1").state()
    rnd = random.Random(0)
    while not asking(state):
        state = state.apply(rnd.choice(state.legal_actions()))
    where = round_trip(game, state)
    space = where["ask"]["env"]["space"]
    assert where == {
        "decision": "may_use",
        "seat": 1,
        "card": "A-SPACE",
        "at": "abilities/0",
        "ask": {"ref": "A-SPACE/abilities/0", "env": {"event": "space_used", "space": space}},
        "caused_by": 0,
    }
    again = state.edit().to_move(**where).state()
    assert again.data.tasks == state.data.tasks
    for change, words in (
        ({"caused_by": 1}, "caused_by 1: another seat of 2"),
        ({"caused_by": 2}, "caused_by 2: another seat of 2"),
    ):
        with pytest.raises(InvalidState, match="position: to_move") as err:
            state.edit().to_move(**{**where, **change}).state()
        assert words in str(err.value)
    ask = {"ref": "T-SPACE/abilities/0", "env": where["ask"]["env"]}  # it hears its own alone
    mine = state.edit().move("T-SPACE", "played:1")
    with pytest.raises(InvalidState, match="seat 1 does not hear space_used with it"):
        mine.to_move(**{**where, "card": "T-SPACE", "ask": ask}).state()


def test_an_event_a_cards_cost_announced_with_no_decision(game: Hallertau) -> None:
    """L305, L1591: seat 0 plays 729 after its turn, paying its last jewelry (no decision):
    its card hearing jewelry_out gains 1 hide before 729's effects, ``cost_of`` 729 in the
    window it was played in."""
    ed = game.new_game(2, 3, starter_deck="0123", court_deck="4567").edit()
    ed = ed.set("phase", "actions").move("729", "played:0").move("T-JEWEL", "played:0")
    ed = ed.set("villages[0].jewelry", 0).set("villages[0].recent", [{"event": "jewelry_out"}])
    where = {
        "decision": "gain",
        "seat": 0,
        "window": "actions",
        "card": "T-JEWEL",
        "at": "abilities/0/do/0",
        "ask": {"gains": [["hide", 1]]},
        "heard": {"event": "jewelry_out"},
        "cost_of": "729",
    }
    state = ed.to_move(**where).state()
    assert round_trip(game, state) == where
    assert legal(state) == ["take hide", "skip"]
    after = play(state, "take hide")  # then 729's effects: a field of row 4 (L1591)
    assert round_trip(game, after)["card"] == "729"
    assert after.data.villages[0].goods[5] == state.data.villages[0].goods[5] + 1
    for change, words in (
        ({"cost_of": "T-SPACE"}, "cost_of: card 'T-SPACE': not among seat 0's played cards"),
        ({"cost_of": "T-JEWEL"}, "cost_of: card 'T-JEWEL' has no cost"),
        ({"window": None}, "cost_of: name the window"),
        ({"answered": {"decision": "turn", "seat": 0}}, "cost_of, answered"),
    ):
        with pytest.raises(InvalidState, match="position: to_move") as err:
            state.edit().to_move(**{**where, **change}).state()
        assert words in str(err.value)
    plain = {k: v for k, v in where.items() if k not in ("card", "at", "ask", "heard")}
    with pytest.raises(InvalidState, match="no .*cost_of"):
        state.edit().to_move(**{**plain, "decision": "turn", "window": None}).state()


EVENTS: tuple[str, ...] = ("space_used", "quarter_workers", "card_played", "card_drawn")
EVENTS += ("sheep_gained", "field_gained", "tools_gained", "harvested", "craft_advanced")
EVENTS += ("tools_traded",)


def test_random_games_with_cards_hearing_every_event(game: Hallertau) -> None:
    """Two cards hearing each event, one optional, one not (a contributor's, none printed),
    played by random seats of random games: every position is written with to_move and reads
    back the same (measured, seeds 0-1, 1-3 seats: 4163 of 4163; 3549 of 3553 in the
    seventeenth session, 91% before the forms inside an ability; tools/heard_census.py counts
    more seeds and cards hearing every seat's events, docs/positions.md)."""
    cards = "".join(
        f""""H-{i}":
  kind: bonus_card
  number: {850 + i}
  set: test
  source: {{assumed: "a sample: whenever {event}, 1 clay if you like"}}
  abilities:
    - {{when: {{whenever: {event}}}, optional: true, do: [{{gain: {{clay: 1}}}}]}}
"K-{i}":
  kind: bonus_card
  number: {860 + i}
  set: test
  source: {{assumed: "a sample: whenever {event}, 1 hide"}}
  abilities:
    - {{when: {{whenever: {event}}}, do: [{{gain: {{hide: 1}}}}]}}
"""
        for i, event in enumerate(EVENTS)
    )
    many = Hallertau(extra_cards=cards)
    said: Counter[str] = Counter()
    tasks: Counter[str] = Counter()
    for players in (1, 2, 3):
        for seed in (0, 1):
            state = many.new_game(players, seed, starter_deck="0123", court_deck="4567")
            ed = state.edit()
            rnd = random.Random(seed)
            for i in rnd.sample(range(len(EVENTS)), 4):
                ed.move(f"H-{i}", f"played:{rnd.randrange(players)}")
                ed.move(f"K-{i}", f"played:{rnd.randrange(players)}")
            state = ed.state()
            while not state.is_terminal:
                doc = state.position()
                if "to_move" in doc:
                    said[doc["to_move"]["decision"]] += 1
                    back = many.state_from_position(doc)
                    assert back.data == state.data, doc["to_move"]
                    assert back.legal_actions() == state.legal_actions()
                else:
                    tasks[str(state.decision)] += 1
                state = state.apply(rnd.choice(state.legal_actions()))
    assert {"may_use", "trigger_order", "gain"} <= set(said)
    assert not tasks, tasks
