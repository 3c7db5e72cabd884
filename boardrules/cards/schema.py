"""The structured form of a card entry (attrs classes, filled by cattrs after validation)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs
import cattrs

from boardrules.cards.refs import ability_ref
from boardrules.host import BASE_SET as BASE_SET  # the set of an entry without ``set:``


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

    when: Any
    window: str | None = None
    usage: str | None = None
    if_: Any = None
    cost: tuple[Any, ...] = ()
    do: tuple[Any, ...] = ()
    tiers: tuple[Any, ...] = ()
    optional: Any = None
    modifier: Any = None
    ref: str = ""

    @property
    def timing(self) -> str:
        """The timing keyword: on_play, end_game, anytime, activated, whenever, once_when..."""
        return self.when if isinstance(self.when, str) else next(iter(self.when))

    @property
    def event(self) -> str | None:
        return self.when.get("whenever") if isinstance(self.when, dict) else None


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
    cost: tuple[Any, ...] = ()
    if_: Any = None
    abilities: tuple[Ability, ...] = ()
    score: Any = None
    props: dict[str, Any] = attrs.field(factory=dict)
    key_lines: dict[str, int] = attrs.field(factory=dict, eq=False, repr=False)

    def line_of(self, key: str) -> int:
        """The line of one of the entry's keys in its file (the entry's own line if absent)."""
        return self.key_lines.get(key, self.line)

    def prop(self, key: str, default: Any = None) -> Any:
        return self.props.get(key, default)


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
ABILITY_KEYS = ("when", "window", "usage", "if", "cost", "do", "tiers", "optional", "modifier")

converter = cattrs.Converter(forbid_extra_keys=True)


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
