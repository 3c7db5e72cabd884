"""A project card's pattern in words and as a small hex diagram, both read from its YAML.

The rulebook draws each public project's buildings on the card (L563-L575): the floors shown
are a minimum (L571-L575), the spaces need not be laid out as drawn, only the ones drawn
touching must touch, across territory borders too (L563-L569). The words and the diagram say
exactly what ``cards.pattern`` checks, so a contributor's new pattern card reads and draws
like a printed one:

>>> print(pattern_text({"slots": {"main": {"land": "meadow", "min_floors": 2},
...     "a": {"land": "straw"}, "b": {"land": "leaves"}},
...     "adjacent": [["main", "a"], ["main", "b"]]}))
a meadow building of 2+ floors, with a straw building and a leaves building beside it

Secret projects count (L918-L972); ``buildings_text`` and ``floors_text`` say what.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from boardrules.svg import INK, MUTED, Svg

Pattern = Mapping[str, Any]
Slot = Mapping[str, Any]

LAND_FILL = {"meadow": "#9BD37A", "straw": "#F2D675", "leaves": "#D98F4E", "any": "#E6E6E6"}
LAND_MARK = {"meadow": "m", "straw": "s", "leaves": "l", "any": "*"}
WHERE = {"central": "in the central territory", "outer": "in an outer territory"}
AT = {"centre": "on a territory's centre space", "ring": "on a ring space (not a centre)"}
# axial hex steps, drawn pointy-top; tried in this order so that slots not said to touch
# are drawn apart where they can be
STEPS = ((1, 0), (-1, 1), (0, -1), (0, 1), (-1, 0), (1, -1))


def article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def slot_text(slot: Slot) -> str:
    """One slot: ``a meadow building of 2+ floors in an outer territory``."""
    land = slot.get("land", "any")
    what = "building (any land)" if land == "any" else f"{land} building"
    text = f"{article(what)} {what}"
    least = int(slot.get("min_floors", 1))
    if least > 1:
        text += f" of {least}+ floors"
    if "where" in slot:
        text += f" {WHERE[slot['where']]}"
    if "space" in slot:
        text += f" {AT[slot['space']]}"
    return text


def short_text(slot: Slot) -> str:
    """A slot named again: ``the meadow building``."""
    land = slot.get("land", "any")
    return "the building (any land)" if land == "any" else f"the {land} building"


def pairs(spec: Pattern) -> list[tuple[str, str]]:
    return [(str(a), str(b)) for a, b in spec.get("adjacent", ())]


def hub_first(spec: Pattern) -> list[str]:
    """The slots, the one with the most neighbours first (ties: the card's order)."""
    names = [str(n) for n in spec["slots"]]
    edges = pairs(spec)
    return sorted(names, key=lambda n: -sum(n in e for e in edges))


def pattern_text(spec: Pattern) -> str:
    """The pattern in words: each slot, which touch, which share a territory, which must
    touch an empty space of a land."""
    slots: Mapping[str, Slot] = spec["slots"]
    edges = pairs(spec)
    free: Mapping[str, str] = spec.get("free_adjacent", {})
    said: set[str] = set()
    groups: list[str] = []

    def named(n: str) -> str:
        if n in said:
            return short_text(slots[n])
        said.add(n)
        text = slot_text(slots[n])
        if n in free:
            text += f" beside an empty {free[n]} space"
        return text

    told: set[frozenset[str]] = set()
    for hub in hub_first(spec):
        beside = [b if a == hub else a for a, b in edges if hub in (a, b)]
        new = [n for n in beside if n not in said]
        if hub in said and not new:
            continue
        head = named(hub)
        told |= {frozenset((hub, n)) for n in new}
        if len(new) == 1:
            head += f" beside {named(new[0])}"
        elif new:
            head += f", with {listing([named(n) for n in new])} beside it"
        groups.append(head)
    text = ", and ".join(groups)
    for a, b in edges:  # a pair the walk above did not say (a slot touching two others)
        if frozenset((a, b)) not in told:
            text += f", {short_text(slots[a])} beside {short_text(slots[b])}"
    for group in spec.get("same_territory", ()):
        if len(group) == len(slots):
            text += f", {'both' if len(group) == 2 else 'all'} in one territory"
        else:
            text += f", {listing([short_text(slots[str(n)]) for n in group])} in one territory"
    return text


def listing(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def condition_text(spec: object) -> str:
    """The ``pattern`` condition as a card's requirement."""
    if not isinstance(spec, Mapping) or "slots" not in spec:
        return "your buildings form the card's pattern"
    return f"{pattern_text(spec)} (your unroofed buildings, one of them the floor just placed)"


def buildings_text(arg: object) -> str:
    """The ``buildings`` count of a secret project (L935-L962)."""
    if not isinstance(arg, Mapping):
        return "your buildings"
    text = "your buildings"
    if "land" in arg:
        text += f" on {arg['land']}"
    if int(arg.get("min_floors", 1)) > 1:
        text += f" of {arg['min_floors']}+ floors"
    if "per_territory" in arg:
        n = int(arg["per_territory"])
        text += f" (at most {n} {'a' if n == 1 else 'per'} territory)"
    return text


def floors_text(arg: object) -> str:
    """The ``floors_on`` count of a secret project (L918-L933)."""
    land = arg.get("land") if isinstance(arg, Mapping) else None
    return f"your floors on {land}" if land else "your floors"


def majorities_text(arg: object) -> str:
    """The ``majorities`` count of Territory Control (L964-L972)."""
    named = listing([str(t) for t in arg]) if isinstance(arg, Sequence) else str(arg)
    return f"the number of territories {named} where you alone have the most floors (roofs count)"


# --- the diagram -------------------------------------------------------------------------
Cell = tuple[int, int]
Place = tuple[Literal["slot", "free"], str]  # a slot, or the empty space a slot touches


def layout(spec: Pattern) -> dict[Place, Cell]:
    """A hex cell for each slot (``("slot", NAME)``) and for the empty space a slot touches
    (``("free", NAME)``): slots said to touch share an edge, others are kept apart where the
    grid allows."""
    slots = [str(n) for n in spec["slots"]]
    edges = pairs(spec)
    free: Mapping[str, str] = spec.get("free_adjacent", {})
    cells: dict[Place, Cell] = {}

    def near(c: Cell) -> list[Cell]:
        return [(c[0] + dq, c[1] + dr) for dq, dr in STEPS]

    def touching(c: Cell, d: Cell) -> bool:
        return d in near(c)

    def place(name: Place, must: list[Place]) -> None:
        taken = set(cells.values())
        anchors = [cells[m] for m in must]
        pool = near(anchors[0]) if anchors else [(q, 0) for q in range(0, 40, 2)]
        best: tuple[int, Cell] | None = None
        for c in pool:
            if c in taken:
                continue
            if not all(touching(c, a) for a in anchors):
                continue
            stray = sum(touching(c, t) for t in taken) - len(anchors)
            if best is None or stray < best[0]:
                best = (stray, c)
        if best is None:  # no cell touches every anchor: the nearest free one
            best = (0, next(c for c in near(anchors[0]) if c not in taken))
        cells[name] = best[1]

    order = hub_first(spec)
    placed: set[str] = set()
    while len(placed) < len(slots):
        todo = [n for n in order if n not in placed]
        linked = [n for n in todo if any(n in e and (set(e) - {n}) & placed for e in edges)]
        name = linked[0] if linked else todo[0]
        must = [b if a == name else a for a, b in edges if name in (a, b)]
        place(("slot", name), [("slot", m) for m in must if m in placed])
        placed.add(name)
        if name in free:
            place(("free", name), [("slot", name)])
    return cells


def diagram(pic: Svg, x: float, y: float, w: float, h: float, spec: Pattern) -> None:
    """The pattern as small hexes inside the box (x, y, w, h): each building in its land's
    colour with its least floors (``2+``), an empty space dashed, ``C``/``O`` for the
    central or an outer territory, ``●``/``○`` for a centre or ring space, a dotted line
    around slots that share a territory."""
    cells = layout(spec)
    slots: Mapping[str, Slot] = spec["slots"]
    free: Mapping[str, str] = spec.get("free_adjacent", {})
    points = {n: (math.sqrt(3) * (q + r / 2), 1.5 * r) for n, (q, r) in cells.items()}
    xs = [p[0] for p in points.values()]
    ys = [p[1] for p in points.values()]
    span_w = max(xs) - min(xs) + math.sqrt(3)
    span_h = max(ys) - min(ys) + 2
    size = min(w / span_w, h / span_h, 16.0)
    ox = x + w / 2 - (max(xs) + min(xs)) / 2 * size
    oy = y + h / 2 - (max(ys) + min(ys)) / 2 * size
    with pic.group(class_="pattern"):
        for (kind, name), (px, py) in points.items():
            cx, cy = ox + px * size, oy + py * size
            corners = [
                (
                    cx + size * math.cos(math.radians(60 * k - 30)),
                    cy + size * math.sin(math.radians(60 * k - 30)),
                )
                for k in range(6)
            ]
            if kind == "free":
                land = free[name]
                pic.polygon(
                    corners,
                    fill=LAND_FILL[land],
                    fill_opacity=0.45,
                    stroke=INK,
                    stroke_dasharray="2,2",
                    tip=f"an empty {land} space",
                )
                pic.text(cx, cy + size * 0.3, "free", size=size * 0.55, anchor="middle")
                continue
            slot = slots[name]
            land = slot.get("land", "any")
            pic.polygon(corners, fill=LAND_FILL[land], stroke=INK, tip=slot_text(slot))
            mark = f"{LAND_MARK[land]}{slot.get('min_floors', 1)}+"
            pic.text(cx, cy + size * 0.3, mark, size=size * 0.75, anchor="middle", fill=INK)
            extra = {"central": "C", "outer": "O"}.get(slot.get("where", ""), "")
            extra += {"centre": "●", "ring": "○"}.get(slot.get("space", ""), "")
            if extra:
                pic.text(cx, cy - size * 0.4, extra, size=size * 0.5, anchor="middle", fill=MUTED)
        for group in spec.get("same_territory", ()):
            members = [points["slot", str(n)] for n in group if ("slot", str(n)) in points]
            if len(members) < 2:
                continue
            gx = [ox + p[0] * size for p in members]
            gy = [oy + p[1] * size for p in members]
            pic.rect(
                min(gx) - size * 1.05,
                min(gy) - size * 1.15,
                max(gx) - min(gx) + size * 2.1,
                max(gy) - min(gy) + size * 2.3,
                rx=size * 0.5,
                fill="none",
                stroke=MUTED,
                stroke_dasharray="1,2",
                tip="in one territory",
            )
