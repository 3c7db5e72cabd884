"""A seat's recent events ("you just ...", digest A13) hold typed values: the thing an event
named (a space, a card, a good, a craft) as a word, the number it carried (tools, sheep,
workers, goods, a row) as an integer; no number is kept as text (issue 22 item 5). A save or a
position document of the older shape (``{"event": ..., "value": "3"}``) is refused naming the
field, and ``boardrules.saving.migrate`` carries such a save over (docs/api.md)."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from boardrules.saving import migrate
from boardrules.tasks import Env
from tests.hallertau.helpers import GAME, position

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import cardlang
    from games.hallertau.board import SPACES
    from games.hallertau.cardwords import HallertauCards
    from games.hallertau.state import CRAFTS, GOODS, ROWS
else:
    from boardrules.games.hallertau import cardlang
    from boardrules.games.hallertau.board import SPACES
    from boardrules.games.hallertau.cardwords import HallertauCards
    from boardrules.games.hallertau.state import CRAFTS, GOODS, ROWS

NO_ENV: Env = ()


def hallertau_rules() -> HallertauCards:
    rules = GAME.rules
    assert isinstance(rules, HallertauCards)
    return rules


RULES = hallertau_rules()
NAMED = {  # the events naming a thing, with the things they may name
    "space_used": set(SPACES),
    "card_played": set(GAME.deck_of),
    "card_drawn": set(GAME.deck_of),
    "harvested": set(GOODS),
    "craft_advanced": set(CRAFTS),
}
COUNTED = {"tools_traded", "tools_gained", "sheep_gained", "quarter_workers", "harvested"}


def random_plies(seed: int, plies: int) -> list[State]:
    rnd = random.Random(seed)
    state = GAME.new_game(2, seed=seed)
    states = []
    for _ in range(plies):
        if state.is_terminal:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
        states.append(state)
    return states


def test_every_event_holds_what_it_named_as_a_word_and_its_number_as_an_integer() -> None:
    seen: set[str] = set()
    for state in random_plies(3, 400):
        for v in state.data.villages:
            for e in v.recent:
                seen.add(e.event)
                assert type(e.name) is str and type(e.number) is int, e
                if e.event in NAMED:
                    assert e.name in NAMED[e.event], e
                else:
                    assert e.name == "", e
                if e.event == "field_gained":
                    assert e.number in ROWS, e  # the row of the field (L854)
                elif e.event in COUNTED:
                    assert e.number >= 1, e
                else:
                    assert e.number == 0, e
    assert {"space_used", "quarter_workers", "card_drawn", "harvested"} <= seen


def test_a_card_condition_matches_a_word_to_the_name_and_a_number_to_the_number() -> None:
    # starter_3.yaml 322 (hallertau.de.md L1265): {recent: {event: space_used, is: [...]}}
    events = [{"event": "space_used", "name": "sowing"}, {"event": "field_gained", "number": 3}]
    d = position(2).set("villages[0].recent", events).state().data

    def recent(arg: dict[str, Any]) -> bool:
        return cardlang.recent(RULES, d, 0, arg, NO_ENV)

    assert recent({"event": "space_used", "is": ["farming", "sowing"]})
    assert not recent({"event": "space_used", "is": ["farming"]})
    assert recent({"event": "space_used"})
    assert recent({"event": "field_gained", "is": [3]})
    assert not recent({"event": "field_gained", "is": [2]})
    assert not recent({"event": "field_gained", "is": ["3"]})  # a number is no word
    assert not recent({"event": "card_played"})


def test_the_largest_number_is_read_as_a_number() -> None:
    # starter_3.yaml 309 (hallertau.de.md L1235): {recent_max: quarter_workers}
    events = [{"event": "quarter_workers", "number": n} for n in (9, 13)]
    d = position(2).set("villages[0].recent", events).state().data
    assert cardlang.recent_max(RULES, d, 0, "quarter_workers", NO_ENV) == 13
    assert cardlang.recent_max(RULES, d, 0, "tools_gained", NO_ENV) == 0


def mid_turn() -> State:
    """A state of a random game whose seats hold recent events naming and counting."""
    for state in random_plies(5, 100):
        events = [e for v in state.data.villages for e in v.recent]
        if any(e.name for e in events) and any(e.number for e in events):
            return state
    raise AssertionError("no state with recent events")


def older_shape(recent: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Recent events as the versions before 2026-11-27 wrote them: the first value as text."""
    return [{"event": e["event"], "value": e["name"] or str(e["number"])} for e in recent]


def test_an_older_save_is_refused_naming_the_field_and_migrate_carries_it_over() -> None:
    state = mid_turn()
    doc = json.loads(state.to_json())
    for v in doc["data"]["villages"]:
        v["recent"] = older_shape(v["recent"])
    text = json.dumps(doc)
    with pytest.raises(InvalidState) as refused:
        GAME.state_from_json(text)
    assert "extra fields found (value) @ $.villages[0].recent[0]" in str(refused.value)
    carried, notes = migrate(GAME, text)
    assert carried.to_json() == state.to_json()
    assert notes[0].startswith("the save as it is: data: extra fields found (value)")


def test_a_position_of_the_older_shape_is_refused_naming_the_field() -> None:
    state = mid_turn()
    doc = state.position()
    seat = next(i for i, v in enumerate(doc["data"]["villages"]) if v["recent"])
    assert GAME.state_from_position(doc).data == state.data
    doc["data"]["villages"][seat]["recent"] = older_shape(doc["data"]["villages"][seat]["recent"])
    with pytest.raises(InvalidState) as refused:
        GAME.state_from_position(doc)
    assert f"villages[{seat}].recent[0].value: unknown field" in str(refused.value)
