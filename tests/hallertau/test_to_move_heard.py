"""The ``to_move`` form of a ``whenever`` ability's ``may_use`` (games/hallertau/position_heard.py,
docs/positions.md): a played card hearing an event asks whether to use its optional ability,
which no printed card does (contributors' cards, docs/contributing-cards.md). The form says the
event in ``ask.env`` and where it fell in the words of the other forms: the seat's turn (no
``window``) or the card window a card was played in. Each is written by ``state.position()``,
read back to the same state and the same legal actions, and a form the card or the table cannot
ask is refused naming the field."""

from __future__ import annotations

import random
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


def hearing(game: Hallertau, cards: list[str], seed: int = 0) -> State:
    """The first ``may_use`` of one of ``cards`` (played by seat 0) in a random 2-player game
    with every deck."""
    state = game.new_game(2, seed, starter_deck="0123", court_deck="4567")
    ed = state.edit()
    for card in cards:
        ed.move(card, "played:0")
    state = ed.state()
    rnd = random.Random(seed)
    while not state.is_terminal:
        top = state.data.tasks[-1] if state.data.tasks else None
        if isinstance(top, MayUse) and top.ref.split("/")[0] in cards:
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
