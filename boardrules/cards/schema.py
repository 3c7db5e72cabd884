"""The structured form of a card entry (attrs classes, filled by cattrs after validation)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NoReturn, TypeAlias, TypedDict, TypeGuard, TypeVar, get_type_hints, overload

import attrs
import cattrs

from boardrules.cards.refs import ability_ref
from boardrules.errors import CardError, shown
from boardrules.host import BASE_SET as BASE_SET  # the set of an entry without ``set:``

# What a card file holds once loaded: YAML's scalars, lists (as tuples: a card's data never
# changes) and mappings, by texts or, where the file writes numbers, by numbers (Nusfjord's
# ``elder_layout``: a layout by player count, ``2: [...]``; ``map_in`` reads one by texts).
Scalar: TypeAlias = "None | bool | int | float | str"
Key: TypeAlias = "str | int"
Value: TypeAlias = None | bool | int | float | str | tuple["Value", ...] | dict[Key, "Value"]
# The card language's shapes, as the validator has checked them (docs/cards.md): an effect is
# a one-key mapping ``{primitive: parameters}``, a cost item ``{resource or cost type: ...}``;
# an expression is a number or a one-key mapping; a condition a mapping (or true/false).
Effect: TypeAlias = "dict[str, Value]"
When: TypeAlias = "str | dict[str, Value]"  # a timing word, or {whenever: E, by: ...} ...
# one tier of a tiered ability: its condition, its cost and its effects, each optional
Tier = TypedDict(
    "Tier", {"if": Value, "cost": "tuple[Effect, ...]", "do": "tuple[Effect, ...]"}, total=False
)
_D = TypeVar("_D")
_REQUIRED: object = object()  # no default: a missing key is an error


@attrs.frozen
class Source:
    """Provenance: printed in a rulebook, taken from a named public source, or assumed (why)."""

    rulebook: str | None = None
    external: str | None = None
    assumed: str | None = None

    @property
    def kind(self) -> str:
        """The weakest provenance present: 'assumed' beats 'external' beats 'rulebook'."""
        if self.assumed:
            return "assumed"
        if self.external:
            return "external"
        return "rulebook"


@attrs.frozen
class Ability:
    """One ability of a card: when it applies, its usage limit, condition, cost and effects."""

    when: When
    window: str | None = None
    usage: str | None = None
    if_: Value = None
    cost: tuple[Effect, ...] = ()
    do: tuple[Effect, ...] = ()
    tiers: tuple[Tier, ...] = ()
    optional: Value = None
    modifier: dict[str, Value] | None = None
    ref: str = ""

    @property
    def timing(self) -> str:
        """The timing keyword: on_play, end_game, anytime, activated, whenever, once_when..."""
        return self.when if isinstance(self.when, str) else str(next(iter(self.when)))

    @property
    def event(self) -> str | None:
        """The event a ``whenever`` ability hears (None for every other timing)."""
        event = self.when.get("whenever") if isinstance(self.when, dict) else None
        return event if isinstance(event, str) else None

    @property
    def heard_by(self) -> str:
        """Whose events a ``whenever`` ability hears: ``you`` (the default) or ``anyone``."""
        by = self.when.get("by") if isinstance(self.when, dict) else None
        return by if isinstance(by, str) else "you"

    @property
    def phase(self) -> str | None:
        """The phase a ``phase`` ability runs in (None for every other timing)."""
        phase = self.when.get("phase") if isinstance(self.when, dict) else None
        return phase if isinstance(phase, str) else None

    @property
    def once_when(self) -> Value:
        """The condition of a ``once_when`` ability (None for every other timing)."""
        return self.when.get("once_when") if isinstance(self.when, dict) else None


@attrs.frozen
class Card:
    """Any entry of a game's data: a card, a board element, a sheet element or a parameter."""

    id: str
    kind: str
    source: Source
    file: str
    line: int
    name: dict[str, str] = attrs.field(factory=dict)
    players: tuple[int, ...] | None = None
    copies: int = 1
    deck: str | None = None
    set: str = BASE_SET
    cost: tuple[Effect, ...] = ()
    if_: Value = None
    abilities: tuple[Ability, ...] = ()
    score: Value = None
    props: dict[str, Value] = attrs.field(factory=dict)  # the kind's own keys (Vocabulary.kinds)
    key_lines: dict[str, int] = attrs.field(factory=dict, eq=False, repr=False)

    def line_of(self, key: str) -> int:
        """The line of one of the entry's keys in its file (the entry's own line if absent)."""
        return self.key_lines.get(key, self.line)

    # A kind's own keys, read by a game. The validator has checked each against its kind's
    # spec; a read of another type (a game asking for a number where its vocabulary declares a
    # text) raises CardError at the key's line. Each costs one dict lookup and a type test; an
    # absent key (or ``key: null``) gives ``default``, and is an error where there is none.

    def prop(self, key: str, default: Value = None) -> Value:
        """The value of ``key`` as the file gives it (``default`` if absent): a game
        parameter's ``value``, of whatever shape its vocabulary declares."""
        return self.props.get(key, default)

    @overload
    def prop_int(self, key: str) -> int: ...
    @overload
    def prop_int(self, key: str, default: _D) -> int | _D: ...
    def prop_int(self, key: str, default: object = _REQUIRED) -> object:
        """``key`` as an integer (never a boolean)."""
        value = self.props.get(key)
        if type(value) is int:
            return value
        if value is None and default is not _REQUIRED:
            return default
        self.wrong(key, value, "an integer")

    @overload
    def prop_str(self, key: str) -> str: ...
    @overload
    def prop_str(self, key: str, default: _D) -> str | _D: ...
    def prop_str(self, key: str, default: object = _REQUIRED) -> object:
        """``key`` as a text."""
        value = self.props.get(key)
        if type(value) is str:
            return value
        if value is None and default is not _REQUIRED:
            return default
        self.wrong(key, value, "a text")

    def prop_bool(self, key: str, default: bool = False) -> bool:
        """``key`` as true/false."""
        value = self.props.get(key)
        if type(value) is bool:
            return value
        return default if value is None else self.wrong(key, value, "true or false")

    def prop_ints(self, key: str, default: tuple[int, ...] | None = None) -> tuple[int, ...]:
        """``key`` as a list of integers."""
        value = self.props.get(key)
        if of_ints(value):
            return value
        if value is None and default is not None:
            return default
        self.wrong(key, value, "a list of integers")

    def prop_strs(self, key: str, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """``key`` as a list of texts (ids, names)."""
        value = self.props.get(key)
        if of_texts(value):
            return value
        if value is None and default is not None:
            return default
        self.wrong(key, value, "a list of texts")

    def prop_list(self, key: str, default: tuple[Value, ...] | None = None) -> tuple[Value, ...]:
        """``key`` as a list, each item as the file gives it (read with the ``*_in``)."""
        value = self.props.get(key)
        if value is None and default is not None:
            return default
        return self.list_in(key, value)

    def prop_map(self, key: str, default: dict[str, Value] | None = None) -> dict[str, Value]:
        """``key`` as a mapping by texts, each value as the file gives it."""
        value = self.props.get(key)
        if value is None and default is not None:
            return default
        return self.map_in(key, value)

    # A value inside a key's value (an item of a list, a mapping's entry), read as the game
    # needs it; an error names the key's line.

    def int_in(self, key: str, value: Value) -> int:
        """``value`` (read inside ``key``) as an integer."""
        if type(value) is int:
            return value
        self.wrong(key, value, "an integer")

    def str_in(self, key: str, value: Value) -> str:
        """``value`` (read inside ``key``) as a text."""
        if type(value) is str:
            return value
        self.wrong(key, value, "a text")

    def ints_in(self, key: str, value: Value) -> tuple[int, ...]:
        """``value`` (read inside ``key``) as a list of integers."""
        if of_ints(value):
            return value
        self.wrong(key, value, "a list of integers")

    def strs_in(self, key: str, value: Value) -> tuple[str, ...]:
        """``value`` (read inside ``key``) as a list of texts."""
        if of_texts(value):
            return value
        self.wrong(key, value, "a list of texts")

    def list_in(self, key: str, value: Value) -> tuple[Value, ...]:
        """``value`` (read inside ``key``) as a list."""
        if isinstance(value, tuple):
            return value
        self.wrong(key, value, "a list")

    def map_in(self, key: str, value: Value) -> dict[str, Value]:
        """``value`` (read inside ``key``) as a mapping by texts."""
        if by_text(value):
            return value
        self.wrong(key, value, "a mapping")

    def by_number_in(self, key: str, value: Value) -> dict[int, Value]:
        """``value`` (read inside ``key``) as a mapping by numbers (``2: [...]``)."""
        if by_number(value):
            return value
        self.wrong(key, value, "a mapping by numbers")

    def wrong(self, key: str, value: Value, what: str) -> NoReturn:
        """The error of ``key`` holding ``value`` where the game reads ``what``."""
        found = "missing" if value is None else f"{shown(value)}, not {what}"
        where = f"{self.file}:{self.line_of(key)}: {self.id}"
        raise CardError([f"{where}: PROP-TYPE '{key}' of a {self.kind} entry is {found}"])


def of_ints(value: Value) -> TypeGuard[tuple[int, ...]]:
    """Whether ``value`` is a list of integers (never booleans)."""
    if type(value) is not tuple:
        return False
    for v in value:
        if type(v) is not int:
            return False
    return True


def of_texts(value: Value) -> TypeGuard[tuple[str, ...]]:
    """Whether ``value`` is a list of texts."""
    if type(value) is not tuple:
        return False
    for v in value:
        if type(v) is not str:
            return False
    return True


def by_text(value: Value) -> TypeGuard[dict[str, Value]]:
    """Whether ``value`` is a mapping whose keys are all texts."""
    return isinstance(value, dict) and all(type(k) is str for k in value)


def by_number(value: Value) -> TypeGuard[dict[int, Value]]:
    """Whether ``value`` is a mapping whose keys are all numbers (``2: [...]``)."""
    return isinstance(value, dict) and all(type(k) is int for k in value)


KERNEL_CARD_KEYS: tuple[str, ...] = (
    "kind",
    "source",
    "name",
    "players",
    "copies",
    "deck",
    "set",
    "cost",
    "if",
)
KERNEL_CARD_KEYS += ("abilities", "do", "score")
ABILITY_FIELDS = ("when", "if_", "cost", "tiers", "do", "optional", "modifier")
ABILITY_KEYS = ("when", "window", "usage", "if", "cost", "do", "tiers", "optional", "modifier")

converter = cattrs.Converter(forbid_extra_keys=True)


def _as_loaded(value: object, _: object) -> object:
    return value


# the card language's trees (``Value`` and its shapes) are kept as the loader gives them (the
# validator has checked each against its spec): cattrs builds the records around them
_TREES = [
    hints[name]
    for cls, names in ((Card, ("cost", "if_", "score", "props")), (Ability, ABILITY_FIELDS))
    for hints in [get_type_hints(cls)]
    for name in names
]
converter.register_structure_hook_func(lambda t: any(t == x for x in _TREES), _as_loaded)


def _plain(value: object) -> object:
    """Turn LineDict/LineList trees into plain dicts and tuples (immutable effect trees)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    return value


def structure_card(
    card_id: str, raw: Mapping[str, object], file: str, kind_fields: set[str], line: int = 0
) -> Card:
    """Build a Card from a validated raw mapping (``if`` becomes ``if_``; game keys go to props)."""
    data: dict[str, object] = {"id": card_id, "file": file, "line": line or getattr(raw, "line", 0)}
    data["key_lines"] = {str(k): v for k, v in getattr(raw, "key_lines", {}).items()}
    props: dict[str, object] = {}
    abilities: list[dict[str, object]] = []
    for key, value in raw.items():
        if key in kind_fields:
            props[key] = _plain(value)
        elif key == "if":
            data["if_"] = _plain(value)
        elif key == "do":
            continue
        elif key == "abilities":
            assert isinstance(value, list)  # the validator checked it: a list of mappings
            for i, ab in enumerate(value):
                assert isinstance(ab, Mapping)
                entry = {("if_" if k == "if" else str(k)): _plain(v) for k, v in ab.items()}
                entry["ref"] = ability_ref(card_id, i)
                abilities.append(entry)
        else:
            data[key] = _plain(value)
    if "do" in raw:  # shorthand: do: [...] is an on_play ability
        i = len(abilities)
        abilities.append(
            {"when": "on_play", "do": _plain(raw["do"]), "ref": ability_ref(card_id, i)}
        )
    if "abilities" in raw or "do" in raw:
        data["abilities"] = abilities
    data["props"] = props
    return converter.structure(data, Card)
