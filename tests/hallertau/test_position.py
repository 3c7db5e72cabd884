"""Hallertau's position document in the game's words (games/hallertau/position.py,
docs/positions.md): it reads back as the same table at every step of random games, the JSON
Schema describes every document written, ``to_move`` says where play stands for the decisions
of the main flow, the editor moves cards between the places in words, and bad input is
refused naming the field with the close words."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
import yaml

import boardrules
from boardrules import InvalidState
from tests.hallertau.helpers import GAME, legal, play

SCHEMA = GAME.position_schema()


def validate(value: Any, schema: dict[str, Any], path: str = "") -> list[str]:
    """The problems of ``value`` under the draft 2020-12 keywords the schema uses (no
    dependency on ``jsonschema``)."""
    if "$ref" in schema:
        return validate(value, SCHEMA["$defs"][schema["$ref"].rsplit("/", 1)[1]], path)
    if "anyOf" in schema:
        tries: list[list[str]] = []
        for option in schema["anyOf"]:  # the first that fits ends the search
            problems = validate(value, option, path)
            if not problems:
                return []
            tries.append(problems)
        return min(tries, key=len)
    if "const" in schema and value != schema["const"]:
        return [f"{path}: {value!r} is not {schema['const']!r}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{path}: {value!r} not in {schema['enum']}"]
    kind = schema.get("type")
    types = {
        "integer": int,
        "string": str,
        "boolean": bool,
        "null": type(None),
        "array": list,
        "object": dict,
    }
    if kind is not None:
        if not isinstance(value, types[kind]) or (kind == "integer" and isinstance(value, bool)):
            return [f"{path}: {value!r} is no {kind}"]
    out: list[str] = []
    if isinstance(value, int) and "minimum" in schema and value < schema["minimum"]:
        out.append(f"{path}: {value} < {schema['minimum']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                out.append(f"{path}.{key}: missing")
        for key, item in value.items():
            if key in props:
                out += validate(item, props[key], f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                out.append(f"{path}.{key}: unknown")
            elif isinstance(schema.get("additionalProperties"), dict):
                out += validate(item, schema["additionalProperties"], f"{path}.{key}")
    if isinstance(value, list):
        for i, item in enumerate(value):
            if "prefixItems" in schema and i < len(schema["prefixItems"]):
                out += validate(item, schema["prefixItems"][i], f"{path}[{i}]")
            elif "items" in schema:
                out += validate(item, schema["items"], f"{path}[{i}]")
    return out


MIXED: dict[str, Any] = {"starter_deck": "0123", "court_deck": "4567"}  # every card, L818-L820
# the random games of each seat count (seed, options): the default decks, the mixed decks and
# the cardless variant (L795-L802); 6862 positions in all (the two tests that played their own
# games before the nineteenth session read back 6589 and 5695)
GAMES: tuple[tuple[int, dict[str, Any]], ...] = (
    (0, {}),
    (1, MIXED),
    (0, {"variant": "cardless"}),
    (1, {"variant": "cardless"}),
)


def playout(players: int, seed: int, **options: Any) -> Any:
    """Every state of a random game."""
    state = GAME.new_game(players, seed, **options)
    rnd = random.Random(seed * 10 + players)
    while True:
        yield state
        if state.is_terminal:
            return
        state = state.apply(rnd.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_position_of_random_games_reads_back_as_the_same_table(players: int) -> None:
    """``players`` seats, the default and the mixed decks and the cardless variant (L795-L802,
    L818-L820), every step: the document in words (through JSON) reads back as the same data;
    the schema describes it; ``to_move`` stands for nearly all of them and for every decision
    a seat is asked (issue 23 item 2, docs/positions.md), each form read back with the same
    legal actions (99.9% before the twelfth session; with explicit chance:
    test_position_chance.py). One pass over the games makes the checks of this test and of
    test_position_forms.py's random games before the nineteenth session."""
    written = by_words = 0
    asked: Counter[str] = Counter()
    said: Counter[str] = Counter()
    for seed, options in GAMES:
        for state in playout(players, seed, **options):
            doc = state.position()
            text = json.loads(json.dumps(doc))
            assert text == doc  # the document is plain JSON: what is read back is what is written
            assert doc["format"] == "boardrules-position/2"
            assert validate(doc, SCHEMA) == [], doc
            back = GAME.state_from_position(text)
            assert back.data == state.data, doc.get("to_move")
            written += 1
            by_words += "to_move" in doc
            if "to_move" in doc:
                assert back.legal_actions() == state.legal_actions(), doc["to_move"]
            top: Any = state.data.tasks[-1] if state.data.tasks else None
            if hasattr(top, "seat") and top.name:  # a seat's decision
                asked[top.name] += 1
                said[top.name] += "to_move" in doc
    # every decision has its form (test_position_forms.py); a card letting the seat use a
    # space (419) and a card's gains after the first list the tasks
    assert by_words / written > 0.99, (by_words, written)
    assert said == asked, asked - said  # every decision a seat is asked is written with a form
    assert {"turn", "respond"} <= set(asked), asked


def test_the_schema_names_the_fields_with_their_descriptions() -> None:
    defs = SCHEMA["$defs"]
    village = defs["VillageDoc"]["properties"]
    assert village["sheep"] == {
        "$ref": "#/$defs/Sheep",
        "description": "the sheep on the stable board",
    }
    assert "stable" in defs["Sheep"]["properties"]  # slot 6 of the data is the stable
    assert "neutral" in defs["Table"]["properties"]["action_board"]["description"]  # L371
    assert defs["Field"]["anyOf"][0]["description"].startswith("written as 'ROW PLANTED'")
    assert defs["Table"]["properties"]["phase"]["enum"][4] == "actions"
    for name, body in defs.items():
        for prop, schema in body.get("properties", {}).items():
            assert schema.get("description"), f"{name}.{prop} has no description"


def test_a_partial_document_in_words() -> None:
    """A field as notation or long form, goods and sheep places by name."""
    doc = {
        "players": 2,
        "seed": 3,
        "data": {
            "villages": [
                {
                    "fields": ["2 empty", {"row": 4, "planted": "hops"}, "5 flax2"],
                    "goods": {"milk": 3},
                    "sheep": {"stable": 2, "round4": 1},
                },
                {},
            ]
        },
    }
    state = GAME.state_from_position(doc)
    v = state.observation(0)["villages"][0]
    assert v["fields"] == ["2 empty", "4 hops", "5 flax2"]  # the observation's words
    assert v["goods"]["milk"] == 3 and v["sheep"]["stable"] == 2 and v["sheep"]["round4"] == 1
    assert state.position()["data"]["villages"][0]["fields"] == ["2 empty", "4 hops", "5 flax2"]


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"villages": [{"fields": ["4 hopz"]}, {}]}, "villages[0].fields[0]: '4 hopz'"),
        ({"villages": [{"fields": ["4 hopz"]}, {}]}, "close: hops"),
        ({"villages": [{"fields": [{"row": 7, "planted": "hops"}]}, {}]}, "rows 2-5"),
        ({"villages": [{"sheep": {"stabel": 1}}, {}]}, "stabel: unknown field (close: stable"),
        ({"villages": [{"goods": {"milk": "3"}}, {}]}, "goods.milk: '3', expected an integer"),
        ({"phase": "harvst"}, "close: harvest"),
        ({"action_board": {"clay_pits": [1, 0, 0]}}, "no space 'clay_pits' (close: clay_pit)"),
        ({"action_board": {"clay_pit": [1, 0]}}, "expected 3 rows"),
        ({"villages": [{"boulders": {"brewery": [3]}}, {}]}, "boulders.brewery"),
        (
            {"villages": [{"court_cards_on_stable_board": [None]}, {}]},
            "villages[0].court_cards_on_stable_board: [None], expected 6",
        ),
    ],
)
def test_bad_data_is_refused_naming_the_field(data: dict[str, Any], words: str) -> None:
    with pytest.raises(InvalidState, match="position: data") as err:
        GAME.state_from_position({"players": 2, "seed": 3, "data": data})
    assert words in str(err.value)


def test_an_old_stored_document_still_reads() -> None:
    """Format 1 (the data as stored, field codes and all) is the migration path."""
    state = GAME.new_game(2, 5)
    for _ in range(30):
        state = state.apply(random.Random(1).choice(state.legal_actions()))
    stored = state.game.converter.unstructure(state.data)
    doc: dict[str, Any] = {
        "format": "boardrules-position/1",
        "players": 2,
        "seed": 5,
        "data": {k: v for k, v in stored.items() if k not in ("players", "seed", "options")},
    }
    doc["data"].pop("explicit_chance")
    assert GAME.state_from_position(json.loads(json.dumps(doc))).data == state.data


# --- to_move: where play stands -----------------------------------------------------------


def editor(players: int = 2, seed: int = 3, variant: str = "cards") -> Any:
    """The table of phase 4 of round 1: every seat passed the card windows before it (L661:
    cards may be played at any time, so each seat with cards in hand is asked)."""
    state = GAME.new_game(players, seed, variant=variant)
    while state.decision == "respond":
        state = play(state, "pass")
    return state.edit()


def test_to_move_turn() -> None:
    """L389-L483: seat 0 places workers or trades them; seat 1 comes next."""
    state = editor().set("villages[0].workers", 2).to_move(decision="turn", seat=0).state()
    assert state.current_player == 0 and state.decision == "turn"
    assert "trade 2" in legal(state) and "trade 3" not in legal(state)
    assert state.position()["to_move"] == {"decision": "turn", "seat": 0}


def test_to_move_a_part_of_a_space() -> None:
    """L960-L964: the sowing space sows up to 3 fields, one at a time: 2 sowings left."""
    ed = editor().set("villages[1].fields", ["2 empty", "3 empty", "4 empty"])
    ed.set("villages[1].goods", {"hops": 2})
    state = ed.to_move(decision="sow", seat=1, space="sowing", part=1, left=2).state()
    assert state.decision == "sow" and "sow hops 4" in legal(state)
    state = play(state, "sow hops 4")
    assert state.decision == "sow"  # the second sowing
    state = play(state, "sow hops 3")
    assert state.decision != "sow"  # two were left
    # weekly market (L966-L968): part 2 is the meat
    state = editor().to_move(decision="gain", seat=0, space="weekly_market", part=2).state()
    assert legal(state) == ["take meat", "skip"]


def test_to_move_fallow() -> None:
    """L494-L498: after every empty field moved up, seat 1 picks the one that moves again;
    seat 0 (the start player, 3 players: seat 2 has one choice) chose already."""
    ed = editor(3, variant="cardless").set("phase", "fallow").set("start_player", 0)
    ed.set("villages[1].fields", ["3 empty", "4 empty", "5 empty"])
    ed.set("villages[2].fields", ["3 empty", "5 empty", "2 hops"])
    state = ed.to_move(decision="fallow", seat=1).state()
    assert state.current_player == 1 and legal(state) == ["fallow 3", "fallow 4"]
    after = play(state, "fallow 4").position()["data"]["villages"][1]["fields"]
    assert after == ["3 empty", "5 empty", "5 empty"]


def test_to_move_progress_and_pay() -> None:
    """L527-L553: seat 0 advances a craft; L533: a step of the brewery is paid one good at a
    time (round 2: 2 goods, L565-L567)."""
    ed = editor(variant="cardless").set("round", 2).set("phase", "progress")
    ed.set("start_player", 0)
    ed.set("villages[0].goods", {"barley": 3, "hops": 3})
    state = ed.to_move(decision="progress", seat=0).state()
    assert "advance brewery" in legal(state)
    paying = play(state, "advance brewery")
    assert paying.position()["to_move"] == {"decision": "pay", "seat": 0, "craft": "brewery"}
    ed = paying.edit().set("villages[0].goods.barley", 2)  # 1 barley paid
    ed.to_move(decision="pay", seat=0, craft="brewery", paid={"barley": 1})
    again = ed.state()
    assert again.data == play(paying, "pay barley").data


def test_to_move_respond_after_a_turn() -> None:
    """L659-L663: after seat 1's turn the card window asks it first, then seat 0; it holds
    point card 903, which costs 3 tools (L1761), and has 3 tools: it may play it or pass."""
    ed = editor().move("903", "hand:1").set("villages[1].tools", 3)
    state = ed.to_move(decision="respond", seat=1, window="actions").state()
    assert state.current_player == 1 and legal(state) == ["play 903", "pass"]
    assert state.position()["to_move"] == {"decision": "respond", "seat": 1, "window": "actions"}
    after = play(state, "pass")  # the window asks seat 0 next, the last it asks
    assert after.current_player == 0 and after.decision == "respond"
    assert after.position()["to_move"] == {
        "decision": "respond",
        "seat": 0,
        "window": "actions",
        "waiting": [],
    }
    after = play(after, "pass")  # L391: then seat 0's turn, the next seat clockwise
    assert after.position()["to_move"] == {"decision": "turn", "seat": 0}


def test_to_move_respond_closing_a_phase() -> None:
    """L661: cards may be played at any time, so a window closes each phase; here the
    harvest's (L505-L511), seat 0 first (the start player), seat 1 waiting."""
    before = editor()
    ed = before.move("903", "hand:0").set("villages[0].tools", 3).set("phase", "harvest")
    for seat in (0, 1):  # taken into the hand in phase 5 (L485-L487)
        ed.move(before.get(f"villages[{seat}].court_card_slid_off"), f"hand:{seat}")
    state = ed.set("start_player", 0).to_move(decision="respond", seat=0, window="harvest").state()
    assert (state.current_player, legal(state)) == (0, ["play 903", "pass"])
    assert state.data.tasks[-1].rest == (1,)
    played = play(state, "play 903")
    v = played.data.villages[0]
    assert "903" in v.played and (v.tools, v.tools_used) == (0, 0)  # its 3 tools are paid


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ({"decision": "respond", "seat": 0, "window": "fallow"}, "the table's phase is actions"),
        ({"decision": "respond", "seat": 0}, "respond: name the window"),
        ({"decision": "respond", "seat": 0, "window": "actions", "waiting": [0]}, "once"),
        ({"decision": "turn", "seat": 0, "window": "actions"}, "turn: no window"),
        ({"decision": "fallow", "seat": 0}, "fallow is a decision of phase fallow"),
        ({"decision": "turn", "seat": 5}, "seat 5: no seat of 2 players"),
        ({"decision": "tun", "seat": 0}, "close: turn"),
        ({"decision": "turn", "seat": 0, "craft": "brewery"}, "turn: no craft"),
        ({"decision": "sow", "seat": 0, "space": "sowin", "part": 1}, "close: sowing"),
        ({"decision": "sow", "seat": 0, "space": "clay_pit", "part": 1}, "is gain, not sow"),
        ({"decision": "sow", "seat": 0, "space": "sowing", "part": 1, "left": 9}, "left 9"),
        ({"decision": "turn", "sat": 0}, "sat: unknown field (close: seat"),
    ],
)
def test_bad_to_move_is_refused_naming_it(where: dict[str, Any], words: str) -> None:
    before = editor()
    doc = before.document()
    with pytest.raises(InvalidState, match="position: to_move") as err:
        before.to_move(**where).state()
    assert words in str(err.value)
    assert before.document()["data"] == doc["data"]


def test_a_start_player_of_no_seat_is_refused_naming_it() -> None:
    """L245: the start player marker lies before a seat; the seats' order starts there."""
    with pytest.raises(InvalidState, match="start_player 5: no seat of 2 players"):
        editor().set("start_player", 5).to_move(decision="turn", seat=0).state()


# --- places and the editor --------------------------------------------------------------------


def test_the_editor_moves_cards_between_places() -> None:
    state = GAME.new_game(2, 3)
    court = state.data.villages[1].stable_cards[2]
    top = state.data.decks["bonus"][0]
    ed = state.edit().move(top, "hand:0").move(court, "played:1").move("902", "point_deck", 0)
    moved = ed.state()
    v0, v1 = moved.data.villages
    assert top in v0.hand and top not in moved.data.decks["bonus"]
    assert court in v1.played and v1.stable_cards[2] == ""  # its slot stays, empty
    assert moved.data.decks["point"][0] == "902" and "902" not in v0.hand
    assert ed.get("villages[1].court_cards_on_stable_board")[2] is None


def test_the_editor_names_an_unknown_card_or_place() -> None:
    ed = GAME.new_game(2, 3).edit()
    doc = ed.document()
    with pytest.raises(InvalidState, match=r"no card '9022' lies anywhere \(close: .*902"):
        ed.move("9022", "hand:0")
    with pytest.raises(InvalidState, match=r"no place 'hnd:0' \(close: hand:0"):
        ed.move("902", "hnd:0")
    with pytest.raises(InvalidState, match=r"no place 'hand:2'"):
        ed.move("902", "hand:2")  # 2 players
    with pytest.raises(InvalidState, match=r"slid_off:0 has no empty slot"):
        ed.move("902", "slid_off:0")  # round 1's court card lies there (L358)
    assert ed.document() == doc


def test_the_documented_example_reads() -> None:
    """docs/positions.md, Hallertau: the commented document plays from its to_move."""
    text = open("docs/positions.md", encoding="utf-8").read()
    block = text.split("\n## Hallertau\n", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    state = boardrules.load_game("hallertau").state_from_position(yaml.safe_load(block))
    assert state.current_player == 1 and state.decision == "sow"
    assert state.data.villages[1].hand == ["005", "025", "026", "007", "904"]
    assert "sow flax 3" in legal(state)
