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

from boardrules.document import field
from boardrules.errors import InvalidState, clip, shown
from boardrules.safety import plain_document
from boardrules.tasks import Choose, Env, MayRun, RunEffects, Task

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
    import attrs

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
    table: Any = read_doc(conv, model.table, merged, "position: data")
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


# ---------------------------------------------------------------------------------------------
# A card's effect in progress, in words: the steps a ``to_move`` form lists as what is left
# (``then``) of the effects the decision is inside (woodcraft, woodcraft_rw)

EFFECT_STEPS = ("effects", "gain", "triggers")  # the kernel's pending tasks of an effect


def own_first(cls: type, fields: list[attrs.Attribute[Any]]) -> list[attrs.Attribute[Any]]:
    """The ``field_transformer`` of a form built on ``EffectStep`` or ``CardChoice``
    (``@attrs.frozen(field_transformer=own_first)``): its own fields first, then the base's,
    so that a document writes ``step`` or ``decision`` first."""
    based = {a.name for base in cls.__mro__[1:] if attrs.has(base) for a in attrs.fields(base)}
    return [*(a for a in fields if a.name not in based), *(a for a in fields if a.name in based)]


@attrs.frozen(kw_only=True)
class EffectStep:
    """The values of a ``then`` step of the card language (``effect_step`` writes them, and
    the ``pay_one_of`` step: another ``any_of`` item of a cost to pay). A game's ``Step``
    builds on it with its ``step`` word and its own steps' fields (woodcraft,
    woodcraft_rw)."""

    effects: str | None = field("effects: the effect list in the card data", default=None)
    next: int | None = field("effects: the index of its next effect (null: 0)", default=None)
    resource: str | None = field("gain: the resource", default=None)
    amount: int | None = field("gain: how much", default=None)
    abilities: list[str] | None = field("triggers: the abilities waiting", default=None)
    ready: bool | None = field("triggers: the game's step between them has run", default=None)
    env: dict[str, Any] | None = field("the event that set the effect off", default=None)
    cost: str | None = field(
        "pay_one_of: the cost's any_of item; pay_cost: the cost paid (a card's: HI-01/cost)",
        default=None,
    )


@attrs.frozen(kw_only=True)
class CardChoice:
    """The values of a card's own decision in a ``to_move`` form (``choose``, ``optional``,
    ``trigger_order``, ``may_use``, ``pay_one_of``): a game's ``ToMove`` builds on it
    (woodcraft, woodcraft_rw)."""

    effect: str | None = field(
        "choose, optional: the effect in the card data (``F/abilities/0/do/0``)", default=None
    )
    abilities: list[str] | None = field(
        "trigger_order: the abilities set off; may_use: the optional ability", default=None
    )
    env: dict[str, Any] | None = field(
        "choose, optional, trigger_order, may_use: the event that set it off", default=None
    )
    cost: str | None = field(
        "pay_one_of: the cost's any_of item in the card data (``T/abilities/0/cost/0``), "
        "one of whose bundles is paid",
        default=None,
    )


@attrs.frozen
class CardTasks:
    """The card language's tasks a ``to_move`` form names, which a game passes to the
    functions below (the kernel imports nothing of the card language): ``Triggers``,
    ``TriggerOrder`` and ``MayUse`` (``boardrules.cards.runtime``), ``PayOneOf`` and
    ``PayCost`` (``boardrules.cards.costs``)."""

    triggers: type
    trigger_order: type
    may_use: type
    pay_one_of: type
    pay_cost: type


# a card's own decisions and the fields each takes beside ``decision`` and ``seat``
CARD_USES: dict[str, tuple[str, ...]] = {"choose": ("effect", "env"), "pay_one_of": ("cost",)}
CARD_USES |= {"optional": CARD_USES["choose"], "trigger_order": ("abilities", "env")}
CARD_USES["may_use"] = CARD_USES["trigger_order"]
CARD_STEPS = (*EFFECT_STEPS, "pay_one_of", "pay_cost")  # the card language's steps of ``then``


def card_choice(top: Any, tasks: CardTasks) -> dict[str, Any] | None:
    """The card's own decision ``top`` in words (``decision`` and ``CardChoice``'s values),
    or None for any other task."""
    kind = type(top)
    if kind is Choose or kind is MayRun:
        word = "choose" if kind is Choose else "optional"
        return {"decision": word, "effect": top.here, "env": env_words(top.env)}
    if kind is tasks.trigger_order:
        return {
            "decision": "trigger_order",
            "abilities": list(top.pending),
            "env": env_words(top.env),
        }
    if kind is tasks.may_use:
        return {"decision": "may_use", "abilities": [top.ref], "env": env_words(top.env)}
    if kind is tasks.pay_one_of:
        return {"decision": "pay_one_of", "cost": top.cost}
    return None


def card_choice_task(game: Game, d: Any, seat: int, where: Any, tasks: CardTasks) -> Any:
    """The task of the card's decision ``where`` (a ``to_move`` form whose ``decision`` is
    one of ``CARD_USES``) for ``seat``; raises ValueError naming the field the game's cards
    do not have."""
    word = where.decision
    if word == "pay_one_of":
        return one_of_task(game, d, seat, where.cost, tasks.pay_one_of)
    env = env_of(where.env)
    if word == "choose":
        here = where.effect or ""
        return Choose(seat, here, choice_branches(game, here), env)
    if word == "optional":
        effect_at(game, where.effect or "", "optional")
        return MayRun(seat, where.effect, env)
    refs = tuple(where.abilities or ())
    unknown = [r for r in refs if r not in game.runtime.card_of]
    if not refs or unknown:
        raise ValueError(f"abilities {list(unknown or refs)}: no abilities of the cards")
    if word == "may_use":
        return tasks.may_use(seat, refs[0], env)
    return tasks.trigger_order(seat, refs, env)


def card_step(task: Any, tasks: CardTasks) -> dict[str, Any] | None:
    """A pending task of the card language in words (a step of ``then``: ``effect_step``'s,
    another ``any_of`` item of a cost to pay, or a cost to pay), or None."""
    out = effect_step(task, tasks.triggers)
    paying: Any = task  # a PayOneOf or a PayCost: the cost's reference
    if out is None and type(task) is tasks.pay_one_of:
        return {"step": "pay_one_of", "cost": paying.cost}
    if out is None and type(task) is tasks.pay_cost:
        return {"step": "pay_cost", "cost": paying.cost}
    return out


def card_step_task(game: Game, d: Any, seat: int, step: Any, tasks: CardTasks) -> Any:
    """The task of a ``then`` step ``card_step`` writes (``step``: an ``EffectStep`` whose
    ``step`` is one of ``CARD_STEPS``)."""
    if step.step == "pay_one_of":
        return one_of_task(game, d, seat, step.cost, tasks.pay_one_of)
    if step.step == "pay_cost":
        if step.cost not in game.runtime.costs:
            raise ValueError(f"cost {step.cost!r}: no cost of the cards (a card's: HI-01/cost)")
        return tasks.pay_cost(seat, step.cost)
    return effect_task(game, seat, step.step, attrs.asdict(step), tasks.triggers)


def effect_step(task: Any, triggers: type | None = None) -> dict[str, Any] | None:
    """A pending kernel task of a card's effect in words, or None for any other task: the
    rest of an effect list (``{step: effects, effects: "B/abilities/0/do", next: 1}``, the
    effect list's reference in the card data and the index of its next effect), a resource
    still to gain (``{step: gain, resource: lantern, amount: 1}``) or, ``triggers`` being the
    card runtime's ``Triggers`` (the kernel imports nothing of the card language), abilities
    set off waiting to resolve (``{step: triggers, abilities: [...]}``), each with its
    ``env`` (the event that set it off) where it has one."""
    from boardrules.tasks import Gain, RunEffects

    out: dict[str, Any]
    if type(task) is RunEffects:
        out = {"step": "effects", "effects": task.ref, "next": task.index}
    elif type(task) is Gain:
        out = {"step": "gain", "resource": task.resource, "amount": task.amount}
    elif triggers is not None and type(task) is triggers:
        waiting: Any = task  # a Triggers: its abilities, and whether it is ready
        out = {"step": "triggers", "abilities": list(waiting.pending)}
        if waiting.ready:
            out["ready"] = True
    else:
        return None
    if task.env:
        out["env"] = env_words(task.env)
    return out


def effect_task(
    game: Game, seat: int, step: str, fields: Mapping[str, Any], triggers: type | None = None
) -> Any:
    """The kernel task of a step ``effect_step`` writes (``fields``: its other values, None
    where left out; ``triggers`` as there); raises ValueError naming the field the game's
    cards do not have."""
    from boardrules.tasks import Gain, RunEffects

    env = env_of(fields.get("env"))
    if step == "effects":
        ref, index = str(fields.get("effects")), fields.get("next") or 0
        if ref not in game.effects:
            raise ValueError(f"effects {ref!r}: no effect list of the game's cards")
        if not 0 <= index < len(game.effects[ref]):
            raise ValueError(f"next {index}: {ref} has effects 0..{len(game.effects[ref]) - 1}")
        return RunEffects(seat, ref, index, env)
    if step == "gain":
        resource, amount = fields.get("resource"), fields.get("amount")
        if not isinstance(resource, str) or not isinstance(amount, int) or amount < 1:
            raise ValueError(f"gain needs a resource and an amount of 1 or more, not {amount}")
        return Gain(seat, resource, amount, env)
    if step == "triggers" and triggers is not None:
        refs = tuple(fields.get("abilities") or ())
        unknown = [r for r in refs if r not in game.runtime.card_of]
        if not refs or unknown:
            raise ValueError(f"abilities {list(unknown or refs)}: no abilities of the cards")
        return triggers(seat, refs, env, bool(fields.get("ready")))
    raise ValueError(f"step {step!r}: one of {', '.join(EFFECT_STEPS)}")


def env_words(env: Sequence[tuple[str, Any]]) -> dict[str, Any] | None:
    """An effect's ``env`` (the event that set it off, its payload) as a mapping."""
    return {key: value for key, value in env} or None


def env_of(words: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    """The ``env`` written by ``env_words``: ``event`` (or ``phase``) first, then the
    payload's keys in their alphabetical order, as ``cards.runtime.fire`` writes them."""
    if not words:
        return ()
    first = [k for k in ("event", "phase") if k in words]
    return tuple((k, words[k]) for k in [*first, *sorted(k for k in words if k not in first)])


def effect_at(game: Game, here: str, word: str) -> Mapping[str, Any]:
    """The effect ``here`` (``F/abilities/0/do/0``) of the game's cards, a ``word`` (``choose``,
    ``optional``); raises ValueError if no effect of the cards is one there."""
    ref, _, index = here.rpartition("/")
    effects = game.effects.get(ref)
    if effects is None or not index.isdigit() or int(index) >= len(effects):
        raise ValueError(f"effect {here!r}: no effect of the game's cards")
    effect = effects[int(index)]
    if word not in effect:
        raise ValueError(f"effect {here!r}: {next(iter(effect), '?')}, not {word}")
    return effect


def choice_branches(game: Game, here: str) -> int:
    """The branches of the ``choose`` effect at ``here`` (``effect_at``)."""
    branches: Sequence[object] = effect_at(game, here, "choose")["choose"]
    return len(branches)


def one_of_task(game: Game, d: Any, seat: int, cost: str | None, pay_one_of: type) -> Any:
    """The decision ``pay_one_of`` of a ``to_move`` form (or a ``then`` step of one): which
    bundle of the ``any_of`` cost item ``cost`` (``T/abilities/0/cost/0``, the item's
    reference in the card data) ``seat`` pays; ``pay_one_of`` is the card language's
    ``PayOneOf`` (the kernel imports nothing of it). Raises ValueError naming ``cost`` where
    no cost of the game's cards has an ``any_of`` item there, or where the seat can pay none
    of its bundles at ``d`` (naming what it holds of them: paying one item never adds to
    what is left for the next, so a later item is checked against ``d`` too)."""
    bundles: Mapping[str, Sequence[str]] = game.runtime.bundles
    if cost is None or cost not in bundles:
        known = ", ".join(sorted(bundles)) or "none"
        raise ValueError(f"cost {cost!r}: no any_of item of the cards' costs (those: {known})")
    task = pay_one_of(seat, cost)
    if not game.decisions[pay_one_of][0](d, task):  # its options: the bundles it can pay
        costs = game.runtime.costs
        said = [", ".join(_amounts(costs[b])) for b in bundles[cost]]
        kinds = game.vocabulary.resources
        wanted = dict.fromkeys(k for b in bundles[cost] for i in costs[b] for k in i if k in kinds)
        held = ", ".join(f"{game.rules.resource_amount(d, seat, k)} {k}" for k in wanted)
        raise ValueError(
            f"cost {cost}: seat {seat} can pay none of its bundles ({' or '.join(said)}); "
            f"it holds {held or 'none of them'}"
        )
    return task


def _amounts(items: Sequence[Mapping[str, Any]]) -> list[str]:
    """A cost's items in words: ``1 blueberry``, ``die {...}``."""
    return [f"{n} {k}" if isinstance(n, int) else f"{k} {n}" for i in items for k, n in i.items()]


def drop_nulls(conv: Any, cls: type) -> None:
    """``conv`` writes each ``cls`` (a record nested in a ``to_move`` form, such as a step of
    ``then``) without the fields it leaves null, as ``to_move`` itself is written without its
    defaults. Registered once per converter."""
    import attrs

    if getattr(conv.get_unstructure_hook(cls), "drops_nulls", False):
        return
    names = [a.name for a in attrs.fields(cls)]

    def plain(value: Any) -> dict[str, Any]:
        return {n: conv.unstructure(v) for n in names if (v := getattr(value, n)) is not None}

    plain.drops_nulls = True  # type: ignore[attr-defined]
    conv.register_unstructure_hook(cls, plain)


def refuse_unused(where: Any, uses: Mapping[str, Sequence[str]], kept: Sequence[str] = ()) -> None:
    """Raises ValueError naming a field of the ``to_move`` form ``where`` (an attrs record)
    that its decision does not take: ``uses[decision]`` names those it takes (``decision``,
    ``seat`` and the ``kept`` fields, whose defaults are not null, are always allowed)."""
    import attrs

    allowed = {"decision", "seat", *kept, *uses.get(where.decision, ())}
    for a in attrs.fields(type(where)):
        if a.name not in allowed and getattr(where, a.name) is not None:
            takes = ", ".join(uses.get(where.decision, ())) or "no other field"
            raise ValueError(f"{a.name}: {where.decision} takes {takes}")


# --- a card dealt or a die rolled, then a decision (``chance="explicit"``: the Woodcraft games)
def where_before(model: PositionModel[Any, Any], d: Any, words: Callable[[Any], Any]) -> Any:
    """The decision below steps of its seat on top of ``d.tasks`` (done once the deals are,
    before the decision ``after``: a form's ``before``) and those steps (``words``: a task as
    a step, or None), the next first; or None."""
    tasks, i, steps = d.tasks, len(d.tasks), []
    while i > 0 and (step := words(tasks[i - 1])) is not None:
        steps.append(step)
        i -= 1
    rest = d.clone()
    rest.tasks = tasks[:i]
    after = model.where(rest) if steps and i else None
    if after is None or any(getattr(t, "seat", -1) != after.seat for t in tasks[i:]):
        return None
    return after, steps


def chance_stack(
    model: Any, d: Any, where: Any, below: list[Any] | None, run: list[Any]
) -> list[Any]:
    """The stack of a deal or roll form ``where``: ``below`` (None: the decision ``after``'s,
    without the form's ``model.chance_fields``, and its ``before`` steps, ``model.before``),
    then the deals or rolls ``run`` in the order they come."""
    if below is None:
        if where.after in model.chance_words:
            raise ValueError(f"after {where.after}: the decision after the deals")
        after = attrs.evolve(where, decision=where.after, **dict.fromkeys(model.chance_fields))
        first = [model.before(d, where.seat, s, i) for i, s in enumerate(where.before or ())]
        below = [*model.stack(d, after), *reversed(first)]
    return [*below, *reversed(run)]


# --- a decision asked inside a card's effect (the games' ``to_move`` forms) -----------------
WORDS_WITHIN = ("check", "choose", "optional")  # words whose effect lists run as a step of one


def effect_steps(game: Game, card: str, word: str) -> list[str]:
    """Where the effect lists of ``card`` use the primitive ``word``: the reference of each
    such effect (``C/abilities/0/do/1``), in the card's order. A ``to_move`` form naming the
    card finds the step of its decision here."""
    refs = game.runtime.refs
    out: list[str] = []
    for ref, effects in game.effects.items():
        if refs[ref].card != card:
            continue
        out += [f"{ref}/{i}" for i, effect in enumerate(effects) if word in effect]
    return out


def effects_after(game: Game, seat: int, step: str, env: Env = ()) -> list[Task]:
    """The effect lists that go on once the decision the effect ``step`` asked is answered
    (``step`` one of ``effect_steps``): each list enclosing it at its next effect, bottom
    first, none where it was the last, as ``run_effects`` leaves them. Through the lists of
    ``check``, ``choose`` and ``optional``; inside another word (``repeat``: how often is not
    in the form) raises ValueError."""
    effects = game.effects
    at = game.runtime.refs[step]  # a ``Ref`` of the card language: card, ability, part
    out: list[Task] = []
    while True:
        lst = at.parent
        if at.index + 1 < len(effects[lst.text]):
            out.append(RunEffects(seat, lst.text, at.index + 1, env))
        item = lst  # the effect whose word runs the list ``lst`` (none: an ability's own)
        while item.part and not (isinstance(item.part[-1], int) and item.parent.text in effects):
            item = item.parent
        if not item.part:
            return list(reversed(out))
        (word,) = effects[item.parent.text][item.index]
        if word not in WORDS_WITHIN:
            raise ValueError(f"{step}: a step inside {word!r}: write the tasks")
        at = item
