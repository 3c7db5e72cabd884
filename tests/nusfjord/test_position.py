"""Nusfjord's position document in the game's words (games/nusfjord/position.py,
docs/positions.md): every position of a game reads back as the same state, the JSON Schema
holds every document written, errors name the field with the close words, ``to_move`` says
where play stands for most positions, and the editor moves buildings and elders."""

from __future__ import annotations

import collections
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from boardrules import InvalidState, State
from boardrules.positions import stored_doc
from tests.nusfjord.helpers import GAME, harbor, position
from tests.play import act, legal

DOCS = Path(__file__).resolve().parents[2] / "docs" / "positions.md"


# --- a small JSON Schema validator (the keywords position_schema writes; no dependency) -----
def problems(schema: dict[str, Any], value: Any, root: dict[str, Any], at: str = "$") -> list[str]:
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return problems(root["$defs"][name], value, root, at)
    if "anyOf" in schema:
        tries = [problems(s, value, root, at) for s in schema["anyOf"]]
        return [] if any(not t for t in tries) else [f"{at}: none of anyOf: {tries}"]
    out: list[str] = []
    kinds = {
        "integer": lambda v: type(v) is int,
        "string": lambda v: isinstance(v, str),
        "boolean": lambda v: isinstance(v, bool),
        "null": lambda v: v is None,
        "array": lambda v: isinstance(v, list),
        "object": lambda v: isinstance(v, dict),
        "number": lambda v: type(v) in (int, float),
    }
    if "type" in schema and not kinds[schema["type"]](value):
        return [f"{at}: {value!r:.40} is no {schema['type']}"]
    if "enum" in schema and value not in schema["enum"]:
        out.append(f"{at}: {value!r} not in {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        out.append(f"{at}: {value!r} is not {schema['const']!r}")
    if "minimum" in schema and value < schema["minimum"]:
        out.append(f"{at}: {value} < {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        out.append(f"{at}: {value} > {schema['maximum']}")
    if isinstance(value, list):
        if "items" in schema:
            for i, item in enumerate(value):
                out += problems(schema["items"], item, root, f"{at}[{i}]")
        for i, sub in enumerate(schema.get("prefixItems", [])):
            out += problems(sub, value[i], root, f"{at}[{i}]") if i < len(value) else []
        if len(value) < schema.get("minItems", 0) or len(value) > schema.get("maxItems", 1 << 30):
            out.append(f"{at}: {len(value)} items")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        out += [f"{at}: {k} missing" for k in schema.get("required", []) if k not in value]
        for key, item in value.items():
            if key in props:
                out += problems(props[key], item, root, f"{at}.{key}")
            elif schema.get("additionalProperties") is False:
                out.append(f"{at}: {key} is no property")
            elif isinstance(schema.get("additionalProperties"), dict):
                out += problems(schema["additionalProperties"], item, root, f"{at}.{key}")
    return out


SCHEMA = GAME.position_schema()


def playout(players: int, seed: int) -> list[State]:
    state = GAME.new_game(players, seed=seed)
    rng = random.Random(seed)
    states = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def test_every_position_of_random_games_reads_back_and_says_where_play_stands() -> None:
    # the document holds the whole table: each position of a game, written as JSON text and
    # read back, is the same state; to_move stands for the task stack where it rebuilds it
    said: collections.Counter[str] = collections.Counter()
    tasks = 0
    for players in (1, 2, 3, 4, 5):
        for seed in (0, 1, 2):
            for state in playout(players, seed):
                doc = json.loads(json.dumps(state.position()))
                assert problems(SCHEMA, doc, SCHEMA) == [], (players, seed)
                assert GAME.state_from_position(doc).data == state.data, (players, seed)
                if "to_move" in doc:
                    said[doc["to_move"]["decision"]] += 1
                elif not state.is_terminal:
                    tasks += 1
    # measured: every position but the game's end (1903 of 1918; 90% before the forms of the
    # decisions inside an effect, tests/nusfjord/test_position_moves.py)
    assert tasks == 0 and sum(said.values()) == 1903, (tasks, said)
    words = {"turn", "anytime", "feed_elder", "serve", "build", "build_on", "ship", "elder"}
    assert words <= set(said), said
    assert {"use_now", "clear_cut", "afforest", "elder_action", "may_use"} <= set(said), said


def test_the_schema_describes_every_field() -> None:
    for name, body in SCHEMA["$defs"].items():
        body = next((b for b in body.get("anyOf", []) if b.get("type") == "object"), body)
        for field, prop in body["properties"].items():
            assert prop.get("description"), f"{name}.{field}"
    assert set(SCHEMA["$defs"]["Table"]["properties"]) >= {"start_player", "banquet_table"}
    assert SCHEMA["properties"]["to_move"]["$ref"] == "#/$defs/ToMove"


def test_the_table_is_named_as_the_observation_names_it() -> None:
    # one word for one thing: what the observation shows is named the same in the document
    state = GAME.new_game(3, seed=1)
    data, view = state.position()["data"], state.observation(0)
    for key in ("round", "phase", "start_player", "banquet_table", "new_shares", "ships"):
        assert key in data and key in view
    for key in ("rafts", "elder_stacks", "forgotten", "display", "piles", "placed", "harbors"):
        assert key in data and key in view
    assert set(data["harbors"][0]) - {"elder_fish", "workers", "credit", "old_man"} <= set(
        view["harbors"][0]
    )
    assert data["display"]["A"] == view["display"]["A"]
    assert data["ships"] == view["ships"] and data["harbors"][0]["reserves"] == {
        "wood": 0,
        "fish": 1,
        "gold": 0,
    }


def test_workers_are_written_where_they_stand() -> None:
    # L357, L585, L615-L619: an action space, an imitation space by its column, an own elder
    state = position(
        5,
        harbors=[{"elders": ["E12"]}, {}, {}, {}, {}],
        phase="work",
        placed=[["gold", "elder E12"], ["imitation left"], [], [], []],
        to_move={"decision": "turn", "seat": 2, "turn": 1},
    )
    assert state.position()["data"]["placed"][:2] == [["gold", "elder E12"], ["imitation left"]]
    long = {"space": "imitation", "column": "middle"}
    state = position(5, phase="work", placed=[[long], [], [], [], []])
    assert state.position()["data"]["placed"][0] == ["imitation middle"]
    four = position(4, phase="work", placed=[["imitation"], [], [], []])
    assert four.observation(0)["placed"][0] == ["imitation"]  # the observation: as the position


@pytest.mark.parametrize(
    ("data", "to_move", "message"),
    [
        ({"banquet_tabel": []}, None, "banquet_tabel: unknown field (close: banquet_table)"),
        ({"placed": [["imitation north"], []]}, None, "placed[0][0]: 'imitation north'"),
        ({"placed": [["imitation left"], []]}, None, "no imitation space 'left' (here: none)"),
        ({"placed": [["goldd"], []]}, None, "written as 'SPACE'"),
        ({"harbors": [{"reserves": {"fish": "2"}}, {}]}, None, "reserves.fish: '2'"),
        ({"harbors": [{"track": ["yacht"]}, {}]}, None, "harbors[0].track: no ship 'yacht'"),
        ({"harbors": [{"elder_fish": {"E04": 1}}, {}]}, None, "E04 is no elder of the council"),
        ({"phase": "wrok"}, None, "phase: 'wrok', expected one of fishing, work"),
        ({}, {"decision": "tunr", "seat": 0}, "decision: 'tunr', expected one of turn"),
        ({}, {"decision": "turn", "seat": 0}, "to_move: turn needs turn"),
        ({}, {"decision": "turn", "seat": 0, "turn": 4}, "turn 4: a seat has turns 1..3"),
        ({}, {"decision": "turn", "seat": 3, "turn": 1}, "seat 3: no seat of 2 players"),
        ({}, {"decision": "turn", "seat": 0, "turn": 1, "left": 2}, "turn has no left"),
        # the new game stands in the work phase: a short catch there is the Teichbauer's
        # (L914), in a turn's action
        ({}, {"decision": "feed_elder", "seat": 0, "left": 1}, "in the work phase needs turn"),
        (
            {"phase": "homecoming"},
            {"decision": "feed_elder", "seat": 0, "left": 1},
            "feed_elder: in the fishing or work phase (phase: homecoming)",
        ),
    ],
)
def test_a_wrong_document_is_refused_naming_the_field(
    data: dict[str, Any], to_move: dict[str, Any] | None, message: str
) -> None:
    doc: dict[str, Any] = {"players": 2, "data": data}
    if to_move is not None:
        doc["to_move"] = to_move
    with pytest.raises(InvalidState, match=re.escape(message)):
        GAME.state_from_position(doc)


def test_a_turn_later_in_the_work_phase() -> None:
    # L357, L370: three passes in turn order from the start ship; seat 1's second turn has
    # seat 2's second and the third pass after it (seat 2 holds the start ship: 2, 0, 1)
    state = position(
        3, phase="work", start_player=2, to_move={"decision": "turn", "seat": 1, "turn": 2}
    )
    left = [(t.seat, type(t).__name__) for t in state.data.tasks if type(t).__name__ == "Turn"]
    assert [seat for seat, _ in left] == [1, 0, 2, 1]  # top last: 1 now, then 2, 0, 1
    assert state.position()["to_move"] == {"decision": "turn", "seat": 1, "turn": 2}


def test_a_short_catch_is_distributed_by_the_seat() -> None:
    # L347: the catch runs short at the shares others hold: the seat chooses whose is served
    state = position(
        2,
        phase="fishing",
        start_player=0,
        harbors=[{"shares": [0, 0], "fish": 0}, {"shares": [2, 2], "fish": 0}],
        to_move={"decision": "feed_holder", "seat": 0, "left": 1, "owed": [0, 2]},
    )
    assert state.decision == "feed_holder" and legal(state) == ["holder 1"]
    state = act(state, "holder 1")
    assert harbor(state, 1)["fish"] >= 1
    # L347: a catch short of the elders: the seat chooses which elder gets the fish
    state = position(
        2,
        phase="fishing",
        start_player=0,
        harbors=[{"elders": ["E01", "E02"]}, {}],
        to_move={"decision": "feed_elder", "seat": 0, "left": 1},
    )
    assert legal(state) == ["feed E01", "feed E02"]
    assert harbor(act(state, "feed E02"), 0)["elder_fish"] == {"E01": 0, "E02": 1}


def test_the_banquet_and_a_building_in_a_work_turn() -> None:
    # L438-L450: serving, one plate filled so far (2 fish paid); L456-L458: the building to
    # build, then its space
    state = position(
        2,
        phase="work",
        harbors=[{"fish": 9}, {}],
        banquet_table=[True, True, True, False, False, False, False],
        to_move={"decision": "serve", "seat": 0, "turn": 1, "served": 1, "fish": 3},
    )
    assert state.decision == "serve" and "stop" in legal(state)
    assert state.position()["to_move"]["served"] == 1
    card = GAME.new_game(2, seed=0).data.display_a[0]
    state = position(
        2,
        phase="work",
        harbors=[{"wood": 9, "fish": 9, "gold": 9}, {}],
        to_move={"decision": "build_on", "seat": 0, "turn": 2, "card": card},
    )
    assert legal(state)[0] == "on 0"


def test_an_anytime_window_before_a_turn() -> None:
    # L947: before seat 1's turn, seat 0 may use an anytime effect (a guest onto a ship, L758)
    state = position(
        2,
        phase="work",
        harbors=[{"guests": 1, "track": ["sloop"]}, {}],
        to_move={"decision": "anytime", "seat": 0, "turn": 1, "before": 1},
    )
    assert state.decision == "anytime" and legal(state) == ["board 0", "done"]
    state = act(state, "done")
    assert state.decision == "turn" and state.current_player == 1


def test_the_editor_moves_buildings_and_elders() -> None:
    start = GAME.new_game(2, seed=0)
    card = start.data.pile_c[0]
    a = start.data.display_a[0]
    ed = start.edit().move(card, "hand:1").move(a, "harbor:0").move("E04", "council:0")
    state = ed.set("round", 4).state()  # the C buildings are dealt in round 4 (L400)
    assert state.data.harbors[1].hand == (card,) and card not in state.data.pile_c
    assert state.data.harbors[0].spaces[0] == a and a not in state.data.display_a
    assert state.data.harbors[0].elders == ("E04",) and state.data.harbors[0].elder_fish == (0,)
    assert ["E04"] not in state.data.stacks
    back = state.edit().move("E04", "elder_stack:4").state()
    assert back.data.stacks[3] == ("E04",)
    with pytest.raises(InvalidState, match=r"no card 'X-A99' lies anywhere \(close: X-A09"):
        start.edit().move("X-A99", "hand:0")
    with pytest.raises(
        InvalidState, match=r"no place 'hand:7' \(close: hand:1, hand:0\); places: display_a"
    ):
        start.edit().move(card, "hand:7")


def test_the_editor_turns_a_face_down_elder_up_and_builds_on_a_given_space() -> None:
    # L239: the elders under a stack's top lie face down; one taken into a council (L577) is
    # face up (face_down follows the move); a harbor's 11 building spaces are slots (on N)
    start = GAME.new_game(4, seed=0, elders="variants")
    assert "E14*" in start.position()["data"]["face_down"]
    ed = start.edit().move("E14*", "council:0").move("X-A01", "harbor:0", 3)
    assert "E14*" not in ed.get("face_down") and ed.get("harbors[0].spaces")[3] == "X-A01"
    state = ed.set("phase", "work").state()
    assert state.data.harbors[0].elders == ("E14*",) and "E14*" not in state.data.face_down
    assert harbor(state, 0)["spaces"][3] == "X-A01" and len(harbor(state, 0)["spaces"]) == 11
    with pytest.raises(InvalidState, match="harbor:0: slot 3 is not empty"):
        ed.move("X-A02", "harbor:0", 3)


def test_the_documented_example_reads() -> None:
    # docs/positions.md, "Nusfjord (Big Box)": the commented document is a position
    text = DOCS.read_text(encoding="utf-8").split("## Nusfjord (Big Box)", 1)[1]
    block = text.split("```yaml\n", 1)[1].split("```", 1)[0]
    state = GAME.state_from_position(yaml.safe_load(block))
    assert state.decision == "turn" and state.current_player == 1
    assert state.data.harbors[1].hand == ("X-C01",) and state.data.harbors[1].elder_fish == (2,)
    assert "elder E04" in legal(state) and "place gold" not in legal(state)  # L357: full
    assert str(state.data.placed[0][0]) == "gold" and state.position()["to_move"] == {
        "decision": "turn",
        "seat": 1,
        "turn": 1,
    }


def test_a_document_of_the_data_as_stored_still_reads() -> None:
    # the migration path: format 1 reads the data as stored; without a format, the old field
    # names are refused naming them, never misread
    state = playout(3, 1)[40]
    old = json.loads(json.dumps(stored_doc(state)))
    assert old["format"] == "boardrules-position/1"
    assert GAME.state_from_position(old).data == state.data
    del old["format"]
    with pytest.raises(InvalidState, match=r"first: unknown field; fields: banquet_table"):
        GAME.state_from_position(old)
