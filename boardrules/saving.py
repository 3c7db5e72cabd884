"""Saved games: the strict JSON converter, reading a saved state back and its checks.

``State.to_json`` writes ``{format, game, players, seed, chance, options, history, data}``;
``load_state`` reads it: every field structured strictly (an int is not ``1.0`` or ``true``),
the game's invariants checked, then the history replayed from the seed (or the ``start``
position) and compared with the data, so a corrupt or tampered save is refused naming the
field, never half-loaded.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
import cattrs
from cattrs.v import format_exception

from boardrules import rng
from boardrules.errors import IllegalAction, InvalidState, clip, shown
from boardrules.state import STATE_FORMAT, State, applied
from boardrules.tasks import Chance, Env, task_to_doc
from boardrules.tasks import Task as TaskRecord

if TYPE_CHECKING:
    from boardrules.engine import Game
StackItem = TaskRecord  # what the task stack holds (the name kept for saved-game hooks)


def type_mismatch(saved: Any, given: Any, at: str = "$") -> str | None:
    """Where ``saved`` (data written back as JSON values) differs from ``given`` (the JSON
    it was read from) in value or type, e.g. ``"$.tasks[3][1]: 1.0, expected an integer"``;
    None when they are the same. Lists and tuples count as the same kind (JSON has one)."""
    if isinstance(saved, (list, tuple)):
        if not isinstance(given, list) or len(given) != len(saved):
            return f"{at}: {shown(given)}, expected a list of {len(saved)}"
        for i, (a, b) in enumerate(zip(saved, given, strict=True)):
            found = type_mismatch(a, b, f"{at}[{i}]")
            if found:
                return found
        return None
    if isinstance(saved, dict):
        if not isinstance(given, dict) or set(given) != set(saved):
            return f"{at}: {shown(given)}, expected an object with keys {sorted(saved)}"
        for key, value in saved.items():
            found = type_mismatch(value, given[key], f"{at}.{key}")
            if found:
                return found
        return None
    if type(saved) is not type(given) or saved != given:
        kind = {bool: "true or false", int: "an integer", str: "a text"}.get(type(saved))
        return f"{at}: {shown(given)}, expected {kind or shown(saved)}"
    return None


# Integers of a table (counts, columns, seats...) are below 2**63: a huge one would be an
# IndexError or an OverflowError deep inside a later move. ``seed`` is any integer and ``rng``
# the generator's 64-bit state.
TABLE_INT = 2**63


def huge_int(raw: Any, at: str = "") -> str | None:
    """Where the plain ``raw`` data holds an integer out of its range, e.g.
    ``"villages[1].goods[0]: 1000...(401 digits) is out of range"``; None if nowhere."""
    if _all_in_range(raw):
        return _bad_rng(raw, at)
    return _huge_at(raw, at)


def _all_in_range(raw: Any) -> bool:
    """Whether every integer of ``raw`` (its top's ``seed`` and ``rng`` aside) is a table's:
    the quick pass, which builds no path."""
    low, high = -TABLE_INT, TABLE_INT
    stack: list[Any] = (
        [v for k, v in raw.items() if k not in ("seed", "rng")] if isinstance(raw, dict) else [raw]
    )
    pop, extend = stack.pop, stack.extend
    while stack:
        value = pop()
        kind = type(value)
        if kind is int:
            if not low <= value < high:
                return False
        elif kind is list:
            extend(value)
        elif kind is dict:
            extend(value.values())
        elif isinstance(value, dict):
            extend(value.values())
        elif isinstance(value, list):
            extend(value)
        elif isinstance(value, int) and not isinstance(value, bool):
            if not low <= value < high:
                return False
    return True


def _huge_at(raw: Any, at: str) -> str | None:
    stack: list[tuple[Any, str]] = [(raw, at)]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                path = f"{where}.{key}" if where else str(key)
                if not (where == at and key in ("seed", "rng")):
                    stack.append((item, path))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))
        elif (
            isinstance(value, int)
            and not isinstance(value, bool)
            and not -TABLE_INT <= value < TABLE_INT
        ):
            return f"{where}: {shown(value)} is out of range (a table's integers are below 2**63)"
    return _bad_rng(raw, at)


def _bad_rng(raw: Any, at: str) -> str | None:
    if isinstance(raw, dict):
        state = raw.get("rng")
        if isinstance(state, int) and not isinstance(state, bool) and not 0 <= state <= rng.MASK:
            return f"{at + '.' if at else ''}rng: {shown(state)} is no 64-bit generator state"
    return None


def stack_seats(d: Any) -> list[str]:
    """A task of the stack whose ``seat`` is no seat of the game: a decision's chooser, the seat
    a step acts for (a gain, an effect). A chance record's ``seat`` says who sees the outcome
    (``Draw``: -1 for everybody), it is left to the game."""
    for i, task in enumerate(d.tasks):
        seat = None if isinstance(task, Chance) else getattr(task, "seat", None)
        if isinstance(seat, int) and not 0 <= seat < d.players:
            return [f"tasks[{i}].seat: {seat} is no seat of {d.players} players"]
    return []


def card_uses(game: Game, d: Any) -> list[str]:
    """The card runtime's record of uses: a record per seat at most, each naming an ability
    of the game's cards."""
    if len(d.card_uses) > d.players:
        return [f"card_uses: {len(d.card_uses)} seats' records for {d.players} players"]
    runtime = game.host.runtime  # None: a game without card data
    abilities = runtime.ability if runtime is not None else {}
    for seat, uses in enumerate(d.card_uses):
        for ref in uses:
            if ref not in abilities:
                return [f"card_uses[{seat}].{ref}: no ability of the game's cards"]
    return []


# What a game's own checks may raise on malformed data (a list too short, a wrong kind of
# value): the saved state is then rejected as invalid, never a crash.
DATA_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


def _deep_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_deep_tuple(v) for v in value)
    return value


def _strict_int(value: Any, _: type) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, got {value!r}")
    return value


def _strict_bool(value: Any, _: type) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _strict_str(value: Any, _: type) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected a text, got {value!r}")
    return value


def _task_key(key: Any) -> str:
    """A handler's key (a record class) as text: its tag."""
    return str(getattr(key, "tag", key))


def _structure_env(value: Any, _: type) -> Env:
    """An event's payload: a list of [key, value] pairs, values plain (texts, numbers, lists)."""
    if not isinstance(value, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) for pair in value
    ):
        raise ValueError(f"an event payload is a list of [key, value] pairs, not {value!r:.80}")
    return tuple((key, _deep_tuple(item)) for key, item in value)


ITEM_CHARS = 200  # of one problem's message (a 90,000-character text is shown by a prefix)
MESSAGE_CHARS = 800  # of the problems of a document together


def _say(exc: BaseException, kind: Any) -> str:
    """How a structuring error reads: our own checks say what they expected in words."""
    if type(exc) is ValueError and str(exc):
        return clip(str(exc), ITEM_CHARS)
    return clip(format_exception(exc, kind), ITEM_CHARS)  # it quotes the value: a prefix


def make_converter(records: Mapping[str, type[TaskRecord]] | None = None) -> cattrs.Converter:
    """A strict JSON converter: no extra keys, no silent int('3') or bool coercions.

    ``records`` are the game's task classes by name: a task record is written as
    ``{"task": name, **fields}`` and read back field by field with the same strictness.
    """
    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook(int, _strict_int)
    conv.register_structure_hook(bool, _strict_bool)
    conv.register_structure_hook(str, _strict_str)
    table = dict(records or {})

    def structure_item(value: Any, _: type) -> Any:
        if not isinstance(value, dict) or not isinstance(value.get("task"), str):
            raise ValueError(f'a task is {{"task": name, ...fields}}, not {value!r}')
        cls = table.get(value["task"])
        if cls is None:
            raise ValueError(f"no task named {value['task']!r}; tasks: {sorted(table)}")
        fields = {k: v for k, v in value.items() if k != "task"}
        return conv.structure(fields, cls)

    conv.register_structure_hook_func(lambda t: t == StackItem, structure_item)
    conv.register_structure_hook_func(lambda t: t == Env, _structure_env)
    conv.register_unstructure_hook_func(
        lambda t: isinstance(t, type) and issubclass(t, TaskRecord), task_to_doc
    )
    conv.register_unstructure_hook_func(lambda t: t == StackItem, task_to_doc)
    return conv


def read_saved(game: Game, text: str) -> dict[str, Any]:
    """The fields of a saved state, each of its kind (``load_state`` checks the rest)."""
    try:
        doc = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:  # ValueError: 4,301 digits
        raise InvalidState(f"not JSON: {clip(str(exc))}") from None
    if not isinstance(doc, dict):
        raise InvalidState("a saved state is a JSON object")
    need = {"format", "game", "players", "seed", "chance", "options", "history", "data"}
    missing = need - set(doc)
    extra = set(doc) - need - {"start", "cards"}
    if missing or extra:
        raise InvalidState(f"missing fields {sorted(missing)}, unknown fields {sorted(extra)}")
    if doc["format"] != STATE_FORMAT:
        raise InvalidState(f"format {shown(doc['format'])}, expected {STATE_FORMAT!r}")
    if doc["game"] != game.id:
        raise InvalidState(f"a state of {shown(doc['game'])}, not {game.id!r}")
    history = doc["history"]  # JSON's texts are of type str exactly: their types in one pass
    if not isinstance(history, list) or not {str}.issuperset(map(type, history)):
        raise InvalidState("history must be a list of action notations")
    for key, kind in (("players", int), ("seed", int), ("chance", str), ("options", dict)):
        if not isinstance(doc[key], kind) or isinstance(doc[key], bool):
            raise InvalidState(f"{key} must be a {kind.__name__}, not {shown(doc[key])}")
    if doc["chance"] not in ("auto", "explicit"):
        raise InvalidState(f"chance must be 'auto' or 'explicit', not {shown(doc['chance'])}")
    return doc


def replay_saved(game: Game, doc: dict[str, Any]) -> State:
    """The state the saved history gives from its seed (or its ``start`` position)."""
    try:
        if "start" in doc:
            start = game.state_from_position(doc["start"])
        else:
            start = game.new_game(doc["players"], doc["seed"], doc["chance"], **doc["options"])
        return applied(start, doc["history"], fresh=True)
    except InvalidState as exc:
        raise InvalidState(f"start: {exc}") from None
    except (IllegalAction, ValueError, TypeError, OverflowError) as exc:
        raise InvalidState(f"history does not replay: {clip(str(exc))}") from None


def load_state(game: Game, text: str) -> State:
    """Loads a saved state: checks every field, then replays its history to confirm it."""
    doc = read_saved(game, text)
    other = game_of(game, doc["options"])
    if other is not game:
        return other.state_from_json(text)
    if "cards" in doc:
        check_digests(game, doc["cards"])
    if not isinstance(doc["data"], dict):
        raise InvalidState(f"data: must be a JSON object, not {shown(doc['data'])}")
    given = doc["data"]
    try:
        replayed = replay_saved(game, doc)
    except InvalidState:
        checked_data(game, given, "data")  # a data error is said first
        raise
    ours = game.converter.unstructure(replayed._data)
    if written_as(doc, ours, text) or same_json(ours, given):
        return replayed  # the data is what its history gives, types included
    d = checked_data(game, given, "data")  # else: say what is wrong with it
    if replayed._data != d:
        fields = [
            f.name
            for f in attrs.fields(type(d))
            if getattr(d, f.name) != getattr(replayed._data, f.name)
        ]
        raise InvalidState(f"data disagrees with its history in {fields}")
    # equal values may still differ in type (1.0 or true for 1): the data must be what
    # the history gives, types included
    mismatch = type_mismatch(game.converter.unstructure(replayed._data), given)
    if mismatch:
        raise InvalidState(f"data: {mismatch}")
    return State(game, d, replayed._hist, replayed._start)


def written_as(doc: dict[str, Any], ours: Any, text: str) -> bool:
    """Whether ``text`` (read as ``doc``) is exactly the text ``State.to_json`` writes for
    ``doc`` with ``ours`` as its data: then its data is ``ours`` written as JSON, the same
    values of the same types (``same_json``), as ``json.loads`` of a ``json.dumps`` gives
    back what was written. A saved game's own text in one ``json.dumps`` (of the whole
    document) instead of two (of each data); any other text (spaced, keys in another
    order, a key twice) is not, and ``same_json`` decides."""
    mine = dict(doc)
    mine["data"] = ours
    try:
        return json.dumps(mine, sort_keys=True) == text
    except (TypeError, ValueError, RecursionError):
        return False


def same_json(ours: Any, given: Any) -> bool:
    """Whether ``given`` (read from JSON) is ``ours`` written as JSON: the same values of the
    same types (``1``, ``1.0`` and ``true`` differ), whatever the order of keys."""
    try:
        return json.dumps(ours, sort_keys=True) == json.dumps(given, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        return False


def migrate(game: Game, text: str) -> tuple[State, list[str]]:
    """A saved game whose card data (rules, cards, boards) changed since it was saved, which
    ``state_from_json`` refuses, replayed under the installed data: the same seat count,
    seed, options and moves, every move legal under the installed rules. It is the game
    those moves give now, not the saved one: its data is the replay's, and the notes say
    what changed (each card file, then each field of the data that now differs from the
    saved one). A move no longer legal raises InvalidState naming it: such a game cannot be
    carried over (play it with the version it was saved with). A save of the installed
    data comes back as ``state_from_json`` reads it, with no notes; one it refuses (an
    older shape of the data) is replayed the same way, the refusal the first note."""
    doc = read_saved(game, text)
    other = game_of(game, doc["options"])
    if other is not game:
        return migrate(other, text)
    notes = changed_files(game, doc["cards"]) if "cards" in doc else []
    if not notes:
        try:
            return load_state(game, text), []
        except InvalidState as exc:  # an older shape of the data, say: the moves still count
            notes = [f"the save as it is: {exc}"]
    replayed = replay_saved(game, doc)
    now = json.loads(replayed.to_json())["data"]  # as a save writes it
    saved = doc["data"] if isinstance(doc["data"], dict) else {}
    notes += [f"data.{k} differs from the saved game's" for k in now if saved.get(k) != now[k]]
    return replayed, notes


def checked_data(game: Game, raw: Any, where: str, say: Callable[[str], str] | None = None) -> Any:
    """The game's data from its plain form, read strictly and checked by the game's
    invariants; raises InvalidState (prefixed ``where``) naming what is wrong, each problem
    of the invariants worded by ``say`` (a position in the game's words names its own
    fields: ``PositionModel.say``)."""
    huge = huge_int(raw)
    if huge:
        raise InvalidState(f"{where}: {huge}")
    try:
        d = game.converter.structure(raw, game.data_class)
    except (cattrs.BaseValidationError, *DATA_ERRORS) as exc:
        detail = (
            "; ".join(cattrs.transform_error(exc, format_exception=_say))
            if isinstance(exc, cattrs.BaseValidationError)
            else str(exc)
        )
        raise InvalidState(f"{where}: {clip(detail, MESSAGE_CHARS)}") from None
    return checked(game, d, where, say)


_FIELD_TYPES: dict[tuple[type, str], Any] = {}


def structure_field(game: Game, key: str, raw: Any, where: str) -> Any:
    """One field of the game's data (the kernel's ``tasks``, ``rng`` or ``card_uses``) from its
    plain form, read as strictly as ``checked_data`` reads the whole (its integers bounded,
    exact types); raises InvalidState prefixed ``where``."""
    huge = huge_int({key: raw})
    if huge:
        raise InvalidState(f"{where}: {huge}")
    kind = _FIELD_TYPES.get((game.data_class, key))
    if kind is None:
        kind = _FIELD_TYPES[game.data_class, key] = typing.get_type_hints(game.data_class)[key]
    try:
        return game.converter.structure(raw, kind)
    except (cattrs.BaseValidationError, *DATA_ERRORS) as exc:
        detail = (
            "; ".join(cattrs.transform_error(exc, format_exception=_say))
            if isinstance(exc, cattrs.BaseValidationError)
            else str(exc)
        )
        raise InvalidState(f"{where}: {clip(detail, MESSAGE_CHARS)}") from None


def kernel_fields(game: Game, d: Any, pos: Mapping[str, Any]) -> Any:
    """``d``, a position's data read from the game's words (``positions.read_words``), with
    the kernel's fields the document gives beside them (``tasks``, ``rng``, ``card_uses``)
    read as strictly as a saved game's, and every integer bounded as a saved game's are (a
    notation may hold a number: a die's value, a territory) before the game's checks index
    anything by it. Raises InvalidState naming the field."""
    for key in ("rng", "card_uses", "tasks"):
        if key in pos:
            setattr(d, key, structure_field(game, key, pos[key], f"position: {key}"))
    if type(d.rng) is int and 0 <= d.rng <= rng.MASK and _records_in_range(d):
        return d  # the quick pass over the records themselves, which builds no plain copy
    huge = huge_int(game.converter.unstructure(d))
    if huge:
        raise InvalidState(f"position: data: {huge}")
    return d


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _records_in_range(d: Any) -> bool:
    """Whether every integer of the game's data ``d`` (its ``seed`` and ``rng`` aside) is a
    table's, read from its records, lists, tuples, sets and mappings (keys too) as they are:
    at least every integer of its plain form (``huge_int``), so True means ``huge_int`` of
    the plain form finds nothing. Any other kind of value gives False: the caller then
    looks at the plain form."""
    low, high = -TABLE_INT, TABLE_INT
    names = _FIELD_NAMES
    top = attrs.fields(type(d))
    stack: list[Any] = [getattr(d, f.name) for f in top if f.name not in ("seed", "rng")]
    pop, extend = stack.pop, stack.extend
    while stack:
        value = pop()
        kind = type(value)
        if kind is int:
            if not low <= value < high:
                return False
        elif kind is str or kind is bool or value is None or kind is float:
            continue
        elif kind is list or kind is tuple or kind is set or kind is frozenset:
            extend(value)
        elif kind is dict:
            extend(value.keys())
            extend(value.values())
        else:
            fields = names.get(kind)
            if fields is None:
                if not attrs.has(kind):
                    return False
                fields = names[kind] = tuple(f.name for f in attrs.fields(kind))
            extend([getattr(value, name) for name in fields])
    return True


def checked(game: Game, d: Any, where: str, say: Callable[[str], str] | None = None) -> Any:
    """``d``, the game's data as structured, checked by the game's invariants (the task
    stack's seats, the record of card uses, ``Game.check_data``); raises InvalidState as
    ``checked_data`` does."""
    try:
        problems = stack_seats(d) or card_uses(game, d) or game.check_data(d)
    except DATA_ERRORS as exc:
        problems = [f"malformed ({type(exc).__name__}: {clip(str(exc))})"]
    if problems:
        said = [say(p) for p in problems] if say is not None else problems
        raise InvalidState(f"{where}: " + clip("; ".join(said), MESSAGE_CHARS))
    return d


def check_digests(game: Game, saved: Any) -> None:
    """Refuses a saved game played with other card data than this game's: names each card
    file (by set) whose entries changed, appeared or went (see ``Catalog.digests``), and
    what to do (``migrate``, docs/api.md "Saved games from an older version")."""
    changed = changed_files(game, saved)
    if changed:
        raise InvalidState(
            f"saved with other card data than the installed {game.id} ("
            + clip("; ".join(changed))
            + "): its rules, cards or boards changed since. boardrules.saving.migrate(game,"
            " text) replays its moves under the installed data if every one is still legal"
            " (the game they give now, with notes of what differs); else load it with the"
            " version it was saved with"
        )


def changed_files(game: Game, saved: Any) -> list[str]:
    """Each card file (by set) whose digest differs from the saved game's ``cards``."""
    ok = isinstance(saved, dict) and all(
        isinstance(files, dict) and all(type(v) is str for v in files.values())
        for files in saved.values()
    )
    if not ok:
        raise InvalidState(f"cards: {{set: {{file: digest}}}}, not {shown(saved)}")
    now = game.card_digests
    changed = []
    for name in sorted({*saved, *now}):
        was, has = saved.get(name, {}), now.get(name, {})
        for file in sorted({*was, *has}):
            if file not in has:
                changed.append(f"{name}/{file} is gone")
            elif file not in was:
                changed.append(f"{name}/{file} is new")
            elif was[file] != has[file]:
                changed.append(f"{name}/{file} changed")
    return changed


def game_of(game: Game, options: Mapping[str, Any]) -> Game:
    """The game a saved game or position with these options plays (its card sets)."""
    if "sets" not in options:
        return game
    try:
        return game.with_sets(options["sets"])
    except ValueError as exc:
        raise InvalidState(f"options: {exc}") from None
