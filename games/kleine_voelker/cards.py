"""The card words of Kleine Völker großer Garten and what the card language means on its table.

The project cards (L548-L658, L817-L972) are goals: a public project's ``if`` is a ``pattern``
of buildings (L563-L602), a secret project's ``score`` counts floors, buildings or majorities
(L613-L638, L918-L972). Each word is one record of ``WORDS`` (its spec, its handler, its doc
line), registered beside the code that runs it; ``KVCards`` answers the rest of the runtime's
questions (the inhabitants as a resource, the floors left as a counter).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from boardrules.cards.describe import Phrase
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.rules import CardRules, Data
from boardrules.tasks import Env

from .matching import matcher
from .patterns import buildings_text, condition_text, floors_text, majorities_text
from .state import LANDS, NOBODY, KVData, space, territory_of

if TYPE_CHECKING:
    from .game import KleineVoelker

WORDS = Lexicon()

LAND_SPEC = ("enum", LANDS)
SLOT = (
    "map",
    {
        "land": (("enum", (*LANDS, "any")), True),  # any: a building on any land type
        "min_floors": ("int", False),
        "where": (("enum", ("central", "outer")), False),  # the central or an outer territory
        "space": (("enum", ("centre", "ring")), False),  # the space within its territory
    },
)
PATTERN = (
    "map",
    {
        "slots": (("dict", SLOT), True),
        "adjacent": (("list", ("list", "str")), False),
        "same_territory": (("list", ("list", "str")), False),
        "free_adjacent": (("dict", LAND_SPEC), False),
    },
)
# the pattern keys that name slots (checked against `slots` by ``slot_problems``)
SLOT_LISTS = ("adjacent", "same_territory")

# The card language of Kleine Völker in words, for ``describe_card`` (boardrules.cards.describe):
# a pattern and a count are spelled out from the card's YAML (patterns.py).
DESCRIBED: dict[str, Phrase] = {
    "if:pattern": condition_text,
    "expr:buildings": buildings_text,
    "expr:floors_on": floors_text,
    "expr:majorities": majorities_text,
    "score:public_project": "when claimed",  # L583-L597: scored as it is claimed
}

# a pattern as its card gives it (checked against PATTERN), and one of its slots
Pattern = Mapping[str, Any]
Slot = Mapping[str, Any]


def table(d: Data) -> KVData:
    """The game's data, as the card runtime hands it over."""
    assert isinstance(d, KVData)
    return d


def buildings(d: KVData, p: int) -> list[int]:
    """The spaces of ``p``'s unroofed buildings: a roofed one fulfils no project but
    Territory Control (L599-L602, L613-L620)."""
    pairs = enumerate(zip(d.owner, d.roofed, strict=True))
    return [s for s, (owner, roof) in pairs if owner == p and not roof]


# --- expressions: what a secret project counts (L613-L620) --------------------------------
@WORDS.expression(
    "floors_on", ("map", {"land": (LAND_SPEC, True)}), "L918-L933: your floors on a land type"
)
def floors_on(rules: KVCards, d: KVData, p: int, arg: Mapping[str, str], env: Env) -> int:
    on = LANDS.index(arg["land"])
    return sum(d.floors[s] for s in buildings(d, p) if d.land[s] == on)


@WORDS.expression(
    "buildings",
    (
        "map",
        {
            "land": (LAND_SPEC, False),
            "min_floors": ("int", False),
            "per_territory": ("int", False),
        },
    ),
    "L935-L962: your buildings (of a land type, of at least some floors, at most n a territory)",
)
def count_buildings(
    rules: KVCards, d: KVData, p: int, arg: Mapping[str, str | int], env: Env
) -> int:
    land = LANDS.index(str(arg["land"])) if "land" in arg else None
    least = int(arg.get("min_floors", 1))
    per: dict[int, int] = {}
    for s in buildings(d, p):
        if d.floors[s] >= least and land in (None, d.land[s]):
            per[territory_of(s)] = per.get(territory_of(s), 0) + 1
    cap = int(arg.get("per_territory", 0))
    return sum(min(n, cap) if cap else n for n in per.values())


@WORDS.expression(
    "majorities",
    ("list", "int"),
    "L964-L972: the territories named where you alone have the most floors (roofs count)",
)
def majorities(rules: KVCards, d: KVData, p: int, arg: Sequence[int], env: Env) -> int:
    return sum(1 for terr in arg if sole_majority(d, p, terr))


def sole_majority(d: KVData, p: int, terr: int) -> bool:
    counts = [0] * d.players
    for s in range(space(terr, 0), space(terr, 0) + 7):
        if d.owner[s] != NOBODY:
            counts[d.owner[s]] += d.floors[s]
    return counts[p] > 0 and all(counts[p] > c for q, c in enumerate(counts) if q != p)


# --- the condition of a public project (L563-L602) ------------------------------------------
@WORDS.condition(
    "pattern",
    PATTERN,
    "L563-L602: your unroofed buildings form the card's pattern, with the floor just placed",
)
def pattern(rules: KVCards, d: KVData, p: int, spec: Pattern, env: Env) -> bool:
    """L563-L575, L599-L602 with digest A9: distinct own unroofed buildings fill the slots
    (land or any land, at least min_floors, central/outer territory, centre/ring space of
    its territory), the pairs in `adjacent` touch, the slots of each `same_territory` group
    lie in one territory, each `free_adjacent` slot touches an empty space of that land,
    and the building just placed on (the event's ``space``) is one of them. The spec is
    compiled once (``matching.py``)."""
    anchor: int = dict(env)["space"]
    return matcher(spec).holds(d, p, anchor, rules.game.geo(d))


def slot_problems(cond: object) -> list[str]:
    """The slot names a pattern's `adjacent`, `same_territory` and `free_adjacent` use but
    its `slots` do not define (in any pattern of the condition tree), and pairs that are not
    pairs (for ``check_catalog``)."""
    out: list[str] = []
    if isinstance(cond, dict):
        for form, arg in cond.items():
            if form == "pattern" and isinstance(arg, dict):
                names = set(arg.get("slots") or {})
                for key in SLOT_LISTS:
                    for group in arg.get(key) or ():
                        out += [f"{key}: no slot '{n}' in slots" for n in group if n not in names]
                        if key == "adjacent" and len(group) != 2:
                            out.append(f"adjacent: {list(group)} is not a pair of slots")
                        if key == "same_territory" and len(group) < 2:
                            out.append(f"same_territory: {list(group)} names fewer than 2 slots")
                free = arg.get("free_adjacent") or {}
                out += [f"free_adjacent: no slot '{n}' in slots" for n in free if n not in names]
            else:
                out += slot_problems(arg)
    elif isinstance(cond, (list, tuple)):
        for item in cond:
            out += slot_problems(item)
    return out


class KVCards(CardRules[KVData]):
    """The card language on Kleine Völker's table: the inhabitants are its one resource
    (L384-L402), ``floors_left`` its one counter; nothing is gained, paid or scored at once
    (the vocabulary's ``not_run``), so only the goals' words run."""

    phrases: ClassVar[Mapping[str, Phrase]] = DESCRIBED  # describe templates

    words = WORDS
    game: KleineVoelker

    def resource_amount(self, d: Data, player: int, res: str) -> int:
        return table(d).peoples[player].inhabitants

    def counter(self, d: Data, player: int, name: str) -> int:
        if name == "floors_left":
            return table(d).peoples[player].supply
        raise KeyError(name)
