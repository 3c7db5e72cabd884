"""Positions: a human-writable document of everything on the table, as FEN is for chess.

``state.position()`` writes one; ``game.state_from_position(doc)`` reads one back, checks it and
returns a state that plays on. A document names the game, the seats, the options and a seed,
and holds the game's data (the table, hands, deck order, secret cards, round and phase, and the
task stack whose top is the pending decision)::

    format: boardrules-position/1
    game: woodcraft_rw
    players: 2
    seed: 7
    chance: auto
    options: {}
    data: {round: 3, ...}

``data`` may be partial: every field it leaves out is taken from the new game of that seed,
players and options, so a test or a researcher writes only what differs from the setup.
Mappings merge key by key; a list of mappings with as many items as the setup's merges item
by item (``villages: [{tools: 3}, {}]`` changes seat 0's tools only); any other value
replaces the setup's, and so does a task stack (its records are never merged). The merged
data is then read as strictly as a saved game (exact types, no unknown field), checked by the
game's invariants (``Game.check_data``), run to its next decision, and refused with
``InvalidState`` if any of that fails.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import yaml

from boardrules.errors import InvalidState, shown
from boardrules.safety import plain_document

if TYPE_CHECKING:
    from boardrules.engine import State

POSITION_FORMAT = "boardrules-position/1"
TOP_KEYS = ("format", "game", "players", "seed", "chance", "options", "data")
SEATING = ("players", "seed", "explicit_chance", "options")  # fields set at the document's top


def position_doc(state: State) -> dict[str, Any]:
    """The complete position of ``state`` (every field of its data), in plain JSON values
    (a tuple in the data, such as a usage record of the card runtime, is written as a list,
    as a saved game writes it)."""
    d = state.data
    data = json.loads(json.dumps(state.game.converter.unstructure(d)))
    return {
        "format": POSITION_FORMAT,
        "game": state.game.id,
        "players": d.players,
        "seed": d.seed,
        "chance": "explicit" if d.explicit_chance else "auto",
        "options": dict(d.options),
        "data": {k: v for k, v in data.items() if k not in SEATING},
    }


def to_yaml(doc: Mapping[str, Any]) -> str:
    """A position as YAML: one field a line, short lists inline."""
    return yaml.safe_dump(
        dict(doc), sort_keys=False, allow_unicode=True, default_flow_style=None, width=100
    )


def read_document(doc: Mapping[str, Any] | str) -> dict[str, Any]:
    """A position given as a mapping, or as YAML or JSON text, as plain dicts and lists."""
    plain = plain_document(doc)  # bounded: boardrules.safety
    if not isinstance(plain, dict):
        raise InvalidState(f"a position is a mapping of {list(TOP_KEYS)}, not {shown(doc)}")
    return plain


def merge(base: Any, over: Any) -> Any:
    """``over`` laid on ``base`` (see the module's docstring)."""
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for key, value in over.items():
            out[key] = merge(base[key], value) if key in base else value
        return out
    if (
        isinstance(base, list)
        and isinstance(over, list)
        and len(base) == len(over)
        and over
        and all(isinstance(b, dict) for b in base)
        and all(isinstance(o, dict) for o in over)
        and not any("task" in o for o in over)  # a task stack is written whole, never merged
    ):
        return [merge(b, o) for b, o in zip(base, over, strict=True)]
    return over


def read_position(game_id: str, doc: Mapping[str, Any] | str) -> dict[str, Any]:
    """The document's top checked (format, game, players, seed, chance, options, data), with
    the defaults filled in; raises InvalidState naming the first problem."""
    pos = read_document(doc)
    unknown = sorted(set(pos) - set(TOP_KEYS))
    if unknown:
        raise InvalidState(f"position: unknown keys {unknown}; keys: {list(TOP_KEYS)}")
    if pos.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise InvalidState(f"position: format {pos['format']!r}, expected {POSITION_FORMAT!r}")
    if pos.get("game", game_id) != game_id:
        raise InvalidState(f"position: a position of {pos['game']!r}, not {game_id!r}")
    if "players" not in pos:
        raise InvalidState("position: needs 'players'")
    pos.setdefault("seed", 0)
    pos.setdefault("chance", "auto")
    pos.setdefault("options", {})
    pos.setdefault("data", {})
    for key, kind in (
        ("players", int),
        ("seed", int),
        ("chance", str),
        ("options", dict),
        ("data", dict),
    ):
        value = pos[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise InvalidState(f"position: {key} must be a {kind.__name__}, not {value!r:.80}")
    seating = sorted(set(pos["data"]) & set(SEATING))
    if seating:
        raise InvalidState(
            f"position: data may not set {seating}: players, seed, chance and options are "
            "set at the top of the document"
        )
    return pos
