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
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import attrs
import yaml

from boardrules.errors import InvalidState, clip, shown
from boardrules.safety import plain_document

if TYPE_CHECKING:
    from boardrules.engine import Game, State

D = TypeVar("D")
Doc = TypeVar("Doc")
POSITION_FORMAT = "boardrules-position/2"
TOP_KEYS = (
    "format",
    "game",
    "players",
    "seed",
    "chance",
    "options",
    "data",
    "to_move",
    "tasks",
    "rng",
    "card_uses",
)
SEATING = ("players", "seed", "explicit_chance", "options")  # fields set at the document's top


def position_doc(state: State) -> dict[str, Any]:
    """The complete position of ``state``: in its game's own words (format 2) where the game
    has a position model, else its data as stored (format 1)."""
    if state.game.position_model is not None:
        return words_doc(state)
    return stored_doc(state)


def stored_doc(state: State) -> dict[str, Any]:
    """The complete position of ``state`` as stored (format 1: every field of its data), in
    plain JSON values (a tuple in the data, such as a usage record of the card runtime, is
    written as a list, as a saved game writes it)."""
    d = state.data
    data = json.loads(json.dumps(state.game.converter.unstructure(d)))
    return {
        "format": POSITION_FORMAT_1,
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
            # only a mapping or a list of mappings is merged; any other value is ``over``'s
            kind = type(value)
            if kind is str or kind is int or value is None or kind is bool:
                out[key] = value  # the bulk of a document, decided without a call
            elif key in base and (
                isinstance(value, dict)
                or (isinstance(value, list) and value and isinstance(value[0], dict))
            ):
                out[key] = merge(base[key], value)
            else:
                out[key] = value
        return out
    if (
        isinstance(base, list)
        and isinstance(over, list)
        and len(base) == len(over)
        and over
        and _mappings(base, tasks=True)
        and _mappings(over, tasks=False)  # a task stack is written whole, never merged
    ):
        return [merge(b, o) for b, o in zip(base, over, strict=True)]
    return over


def uneven_lists(base: Any, over: Any, path: str = "") -> list[str]:
    """The lists of mappings of ``over`` whose length is not the setup's (``base``'s): they
    replace the setup's list whole (``merge``), so each item needs every field; said, with
    how many items the setup's has, when such a document is refused."""
    out: list[str] = []
    if isinstance(base, dict) and isinstance(over, dict):
        for key, value in over.items():
            if key in base:
                step = f"[{key}]" if str(key).isdigit() else f".{key}" if path else str(key)
                out += uneven_lists(base[key], value, f"{path}{step}")
    elif isinstance(base, list) and isinstance(over, list) and over:
        if not all(isinstance(item, dict) for item in over) or not _mappings(base, tasks=True):
            return out
        if len(base) != len(over):
            out.append(
                f"{path}: {len(over)} item{'s' if len(over) != 1 else ''} written, the setup"
                f" has {len(base)}: a list of mappings merges item by item only when it has as many"
                " items as the setup's (write {} for an item left as it is); a list of another"
                " length replaces the setup's, each item with every field"
            )
        else:
            for i, (b, o) in enumerate(zip(base, over, strict=True)):
                out += uneven_lists(b, o, f"{path}[{i}]")
    return out


def _mappings(items: list[Any], tasks: bool) -> bool:
    """Whether every item of ``items`` is a mapping (and, unless ``tasks``, none a task
    record)."""
    for item in items:
        if not isinstance(item, dict) or not tasks and "task" in item:
            return False
    return True


def read_position(game: Game, doc: Mapping[str, Any] | str) -> dict[str, Any]:
    """The document's top checked (format, game, players, seed, chance, options, data...),
    with the defaults filled in; raises InvalidState naming the first problem. A document
    without ``format`` is in the game's words (format 2) where the game has a position model."""
    game_id = game.id
    pos = read_document(doc)
    default = POSITION_FORMAT if game.position_model is not None else POSITION_FORMAT_1
    fmt = pos.setdefault("format", default)
    if fmt not in (POSITION_FORMAT, POSITION_FORMAT_1):
        raise InvalidState(
            f"position: format {shown(fmt)}, expected {POSITION_FORMAT!r} "
            f"(or {POSITION_FORMAT_1!r}, the data as stored)"
        )
    if fmt == POSITION_FORMAT and game.position_model is None:
        raise InvalidState(f"position: {game_id} reads {POSITION_FORMAT_1!r} only")
    keys = TOP_KEYS if fmt == POSITION_FORMAT else TOP_KEYS[:7]
    unknown = sorted(set(pos) - set(keys))
    if unknown:
        import difflib

        close = {k: difflib.get_close_matches(k, keys, n=2) for k in unknown}
        hint = "; ".join(f"{k} (close: {', '.join(c)})" for k, c in close.items() if c)
        raise InvalidState(
            f"position: unknown keys {unknown}{'; ' + hint if hint else ''}; keys: {list(keys)}"
        )
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


# ---------------------------------------------------------------------------------------------
# Positions in the game's own words (format 2)

POSITION_FORMAT_1 = "boardrules-position/1"  # the game's data as stored (read, and migrated)
KERNEL_KEYS = ("to_move", "tasks", "rng", "card_uses")  # format 2: beside `data`


class PositionModel(Generic[D, Doc]):
    """A game's position document in its own words (docs/positions.md).

    A game sets ``Game.position_model`` to a subclass naming:

    - ``table``: the attrs class of ``data`` (built of ``boardrules.document`` fields: named
      and valued as the rulebook and the observation name them);
    - ``write(d)`` and ``read(table, base)``: the game's data in those words and back
      (``base`` is the data of the new game of the same seating: players, seed, options);
      ``read(write(d), d)`` must equal ``d`` except for the kernel's fields (tasks, rng,
      card_uses), which the kernel writes beside ``data``;
    - ``to_move_type``, ``where(d)`` and ``stack(d, where)``: where play stands in the game's
      words (round, phase, seat, decision) and the task stack that stands there; ``where``
      returns None where no such form says it (the document then lists the tasks);
    - ``places``: the places a card may lie, in words (``"hand:{seat}"``), each the path of a
      list of card ids in ``data`` (``"seats[{seat}].hand"``); the editor's ``move`` uses them;
      ``slotted`` names those whose list is a row of slots: a card leaving one leaves ``null``;
      ``moved(data, card, source, to)`` keeps what the document says of a card in step with
      where the editor moved it (Nusfjord: a face-down elder leaving the stacks is face up);
    - ``paths``: where the stored data's field names differ from the document's, each a
      regular expression over a stored path (``supply\\[0\\]``) and its words (a
      ``re.sub`` replacement, ``"supply.yellow"``, or a function of the match): the game's
      invariants (``Game.check_data``) name stored fields, and ``say`` words a problem of a
      document in the document's names.
    """

    table: ClassVar[type]
    to_move_type: ClassVar[type | None] = None
    places: ClassVar[Mapping[str, str]] = {}
    # places whose lists are rows of slots (``null``: an empty one), of the length they have
    slotted: ClassVar[frozenset[str]] = frozenset()
    # places whose lists hold records with a ``card`` field (an order in its row): ``record``
    # writes the record of a card the editor puts there
    records: ClassVar[Mapping[str, str]] = {}
    paths: ClassVar[Sequence[tuple[str, str | Callable[[re.Match[str]], str]]]] = ()

    def __init__(self, game: Game) -> None:
        self.game = game

    def say(self, problem: str) -> str:
        """``problem`` (a message of the game's invariants, which begins with the stored
        path of the field it is about) with that path in the document's words (``paths``:
        the first that matches the whole path); each of several paths joined by " and " (a
        card in two places) is said so."""
        head, sep, rest = problem.partition(": ")
        if sep and " and " in head:
            return " and ".join(self.say(part) for part in head.split(" and ")) + sep + rest
        for pattern, words in self.paths:
            try:
                said, n = re.subn(rf"^(?:{pattern})(?![\w\[])", words, problem, count=1)
            except (IndexError, KeyError, ValueError):  # a path the words do not know:
                return problem  # the problem as the invariants name it, never a traceback
            if n:
                return said
        return problem

    def write(self, d: D) -> Doc:
        raise NotImplementedError

    def read(self, table: Doc, base: D) -> D:
        raise NotImplementedError

    def record(self, place: str, card: str) -> dict[str, Any]:
        """The record of ``card`` put at ``place`` (one of ``records``, seat filled in);
        raises ValueError if the card cannot lie there."""
        raise ValueError(f"no record of {card!r} at {place!r}")

    def moved(self, data: dict[str, Any], card: str, source: str, to: str) -> None:
        """The editor moved ``card`` from place ``source`` to place ``to`` (seats filled in)
        in the document's ``data``: what else the document says of the card follows it
        (default: nothing)."""

    def where(self, d: D) -> Any:
        """Where play stands at ``d`` (an instance of ``to_move_type``), or None."""
        return None

    def stack(self, d: D, where: Any) -> list[Any]:
        """The task stack standing at ``where``; raises ValueError naming what is wrong."""
        raise ValueError("this game has no to_move form: write the tasks")


def words_doc(state: State) -> dict[str, Any]:
    """The position of ``state`` in its game's own words (format 2)."""
    game = state.game
    model = game.position_model
    assert model is not None
    d = state.data
    conv = game.doc_converter
    doc: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "game": game.id,
        "players": d.players,
        "seed": d.seed,
        "chance": "explicit" if d.explicit_chance else "auto",
        "options": dict(d.options),
        "data": json.loads(json.dumps(conv.unstructure(model.write(d)))),
    }
    where = model.where(d) if model.to_move_type is not None else None
    if where is not None and _stack_of(model, d, where) == list(d.tasks):
        doc["to_move"] = _without_defaults(conv.unstructure(where), where)
    else:
        doc["tasks"] = json.loads(json.dumps(game.converter.unstructure(d.tasks)))
    doc["rng"] = d.rng
    if d.card_uses:  # as stored, empty records included (a saved game compares it)
        doc["card_uses"] = json.loads(json.dumps(game.converter.unstructure(d.card_uses)))
    return doc


def _without_defaults(plain: Any, where: Any) -> Any:
    """``to_move`` without the fields left at their default (a form's optional details)."""

    if not (attrs.has(type(where)) and isinstance(plain, dict)):
        return plain
    for a in attrs.fields(type(where)):
        default = a.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = default.factory()
        if default is not attrs.NOTHING and getattr(where, a.name) == default:
            plain.pop(a.name, None)
    return plain


def _stack_of(model: PositionModel[Any, Any], d: Any, where: Any) -> list[Any] | None:
    try:
        return list(model.stack(d, where))
    except (ValueError, KeyError, IndexError, TypeError):
        return None


# The new games that positions were last read over (their seating: game, players, seed,
# chance, options), and their tables in words: a document read again and again, as a search
# or a test suite does, sets the game up once. Bounded: a handful of seatings.
_BASES: dict[tuple[Any, ...], tuple[Any, Any]] = {}
BASES_KEPT = 8


def new_base(game: Game, pos: Mapping[str, Any]) -> tuple[Any, Any]:
    """The data of the new game of ``pos``'s seating, and (format 2) that data written in
    words as plain values, or None. Never changed by a reader: ``read_words`` reads a copy.
    Raises what ``Game.new_game`` raises for a seating it refuses."""
    options = json.dumps(pos["options"], sort_keys=True)
    key = (game, pos["players"], pos["seed"], pos["chance"], options)
    kept = _BASES.pop(key, None)
    if kept is None:
        data = game.new_game(pos["players"], pos["seed"], pos["chance"], **pos["options"])._data
        model = game.position_model
        written = None if model is None else game.doc_converter.unstructure(model.write(data))
        kept = (data, written)
        while len(_BASES) >= BASES_KEPT:
            del _BASES[next(iter(_BASES))]
    _BASES[key] = kept  # the most recent last
    return kept


def read_words(game: Game, pos: Mapping[str, Any], base: Any, written: Any = None) -> Any:
    """The game's data (as structured, not yet checked by the game's invariants) from a
    format-2 document ``pos`` whose top was checked by ``read_position``; ``base`` is the new
    game's data of the same seating (and ``written`` that data in words, if at hand); the
    task stack where ``to_move`` says play stands. Raises InvalidState naming each problem of
    ``data`` or ``to_move``. The kernel's fields beside them (``tasks``, ``rng``,
    ``card_uses``) and the bounds of every integer are ``saving.kernel_fields``' business.

    The table is read by the game's model into a copy of ``base``: its values were read
    strictly by the document's own types, so the data is not read back from its plain form
    as a saved game's is (``tests/kernel/test_position_words_read.py`` holds both readings
    equal)."""
    from boardrules.document import read_doc

    model = game.position_model
    assert model is not None
    conv = game.doc_converter
    if written is None:
        written = conv.unstructure(model.write(base))
    merged = merge(written, pos["data"])
    try:
        table: Any = read_doc(conv, model.table, merged, "position: data")
    except InvalidState as exc:
        lists = "; ".join(uneven_lists(written, pos["data"]))
        if not lists:
            raise
        raise InvalidState(f"{exc} ({lists})") from None
    try:
        d = model.read(table, base.clone())
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise InvalidState(f"position: data: {clip(str(exc))}") from None
    if "tasks" in pos and "to_move" in pos:
        raise InvalidState("position: to_move or tasks, not both")
    if "to_move" in pos:
        if model.to_move_type is None:
            raise InvalidState(f"position: {game.id} has no to_move form: write the tasks")
        where: Any = read_doc(conv, model.to_move_type, pos["to_move"], "position: to_move")
        try:
            tasks = model.stack(d, where)
        except (ValueError, KeyError, IndexError) as exc:
            raise InvalidState(f"position: to_move: {clip(str(exc))}") from None
        d.tasks = list(tasks)
    return d


def position_schema(game: Game) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of ``game``'s position document."""
    from boardrules.document import SCHEMA_DRAFT, json_schema

    model = game.position_model
    if model is None:
        raise ValueError(f"{game.id} has no position document in its own words yet")
    table = json_schema(model.table)
    defs = table.pop("$defs", {})
    table.pop("$schema", None)
    defs[model.table.__name__] = table
    props: dict[str, Any] = {
        "format": {"const": POSITION_FORMAT},
        "game": {"const": game.id},
        "players": {
            "type": "integer",
            "minimum": game.min_players,
            "maximum": game.max_players,
        },
        "seed": {"type": "integer", "description": "the setup that fills what data leaves out"},
        "chance": {"enum": ["auto", "explicit"]},
        "options": {
            "type": "object",
            "properties": {name: {"description": o.doc} for name, o in game.options.items()},
            "additionalProperties": False,
        },
        "data": {
            "$ref": f"#/$defs/{model.table.__name__}",
            "description": "the table in the game's words; any field left out is the setup's",
        },
        "tasks": {
            "type": "array",
            "items": {"type": "object", "required": ["task"]},
            "description": "the task stack, top last (for experts; see to_move)",
        },
        "rng": {"type": "integer", "minimum": 0, "description": "the generator's state"},
        "card_uses": {"type": "array", "description": "the card runtime's record of uses"},
    }
    if model.to_move_type is not None:
        to_move = json_schema(model.to_move_type)
        defs.update(to_move.pop("$defs", {}))
        to_move.pop("$schema", None)
        defs[model.to_move_type.__name__] = to_move
        props["to_move"] = {
            "$ref": f"#/$defs/{model.to_move_type.__name__}",
            "description": "where play stands; the game builds the task stack",
        }
    return {
        "$schema": SCHEMA_DRAFT,
        "title": f"{game.title} position",
        "type": "object",
        "properties": props,
        "required": ["players"],
        "additionalProperties": False,
        "$defs": dict(sorted(defs.items())),
    }
