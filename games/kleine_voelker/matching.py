"""A public project's pattern (L563-L602), compiled once from its card's YAML into a matcher.

The ``pattern`` word (``cards.py``) is asked for every card of the display each time a floor
is placed, so its spec is read once: each slot becomes a ``SlotTest`` (land as an index, the
least floors, central or outer, centre or ring, the land of an empty space it must touch),
each ``adjacent`` pair and ``same_territory`` group a list of slot indices per slot. Whether
the pattern holds is then a search over the seat's own buildings, the anchor (the space just
placed on) first: most cards fail on the anchor's land or floors alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

import attrs

from .geometry import Geometry
from .state import LANDS, NOBODY, UNSET, KVData

ANY = -1  # a slot of any land, or no empty space to touch
NEVER = 1 << 30  # the least floors on a land no slot takes


@attrs.frozen
class SlotTest:
    """One slot of a pattern, as indices: what a building must be to fill it."""

    land: int  # index into LANDS, or ANY
    least: int  # at least this many floors
    central: bool | None  # True: in the central territory; False: an outer one; None: any
    centre: bool | None  # True: a territory's centre space; False: a ring space; None: any
    free: int  # the land of an empty space it must touch (index into LANDS), or ANY

    def fits(self, d: KVData, geo: Geometry, s: int) -> bool:
        """Whether the building on ``s`` may fill this slot (its owner is checked apart)."""
        if self.land != ANY and d.land[s] != self.land:
            return False
        if d.floors[s] < self.least:
            return False
        if self.central is not None and (s // 7 + 1 == geo.central) != self.central:
            return False
        if self.centre is not None and (s % 7 == 0) != self.centre:
            return False
        if self.free != ANY:
            owner, land, free = d.owner, d.land, self.free
            return any(owner[x] == NOBODY and land[x] == free for x in geo.adjacent[s])
        return True


def slot_test(slot: Mapping[str, Any], free: str | None) -> SlotTest:
    land = slot["land"]
    where = slot.get("where")
    at = slot.get("space")  # L261: the space in the middle of a territory, or its ring
    return SlotTest(
        land=ANY if land == "any" else LANDS.index(land),
        least=int(slot.get("min_floors", 1)),
        central=None if where is None else where == "central",
        centre=None if at is None else at == "centre",
        free=ANY if free is None else LANDS.index(free),
    )


class Matcher:
    """A pattern's slots and links by index, and the search for distinct own unroofed
    buildings filling them (``cards.pattern`` says what must hold)."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        names = [str(n) for n in spec["slots"]]
        index = {n: i for i, n in enumerate(names)}
        free: Mapping[str, str] = spec.get("free_adjacent", {})
        self.slots = tuple(slot_test(spec["slots"][n], free.get(n)) for n in names)
        touch: list[list[int]] = [[] for _ in names]
        for a, b in spec.get("adjacent", ()):
            if str(a) != str(b):  # a slot named twice in a pair asks nothing (as ever)
                touch[index[str(a)]].append(index[str(b)])
                touch[index[str(b)]].append(index[str(a)])
        together: list[list[int]] = [[] for _ in names]
        for group in spec.get("same_territory", ()):
            members = [index[str(n)] for n in group]
            for i in members:
                together[i] += [j for j in members if j != i]
        self.touch = tuple(tuple(t) for t in touch)
        self.together = tuple(tuple(t) for t in together)
        # the least floors a building on each land (LANDS, then UNSET at index -1) needs to
        # fill some slot: an anchor with fewer fills none, and the pattern fails at once
        self.least = tuple(
            min((t.least for t in self.slots if t.land in (land, ANY)), default=NEVER)
            for land in (*range(len(LANDS)), UNSET)
        )
        # every slot touches another: the anchor needs an own unroofed building beside it
        self.in_company = len(names) > 1 and all(touch)
        # the anchor in each slot in turn, then the other slots in the card's order: each
        # with the places in that order (0 the anchor) of the earlier slots it must touch
        # and of those it must share a territory with
        self.plans = tuple(
            self.plan([i, *(j for j in range(len(names)) if j != i)]) for i in range(len(names))
        )

    def plan(self, order: list[int]) -> tuple[SlotTest, tuple[Step, ...]]:
        place = {slot: k for k, slot in enumerate(order)}
        return (
            self.slots[order[0]],
            tuple(
                Step(
                    self.slots[i],
                    tuple(place[j] for j in self.touch[i] if place[j] < k),
                    tuple(place[j] for j in self.together[i] if place[j] < k),
                )
                for k, i in enumerate(order)
                if k
            ),
        )

    def holds(self, d: KVData, p: int, anchor: int, geo: Geometry) -> bool:
        """Whether ``p``'s unroofed buildings, the one on ``anchor`` among them, form the
        pattern."""
        if d.owner[anchor] != p or d.roofed[anchor]:
            return False
        for first, steps in self.plans:
            if first.fits(d, geo, anchor) and (not steps or fill(d, p, geo, steps, [anchor], [])):
                return True
        return False


class Step(NamedTuple):
    """A slot filled after the anchor: its test, and the places (in the order the slots are
    filled, 0 the anchor) of the earlier slots it touches and shares a territory with."""

    test: SlotTest
    touch: tuple[int, ...]
    together: tuple[int, ...]


def fill(
    d: KVData, p: int, geo: Geometry, steps: tuple[Step, ...], chosen: list[int], own: list[int]
) -> bool:
    """Whether the slots of ``steps`` after the ``chosen`` ones can be filled by distinct
    unroofed buildings of ``p``; ``own`` is filled with them once a slot needs them all."""
    k = len(chosen) - 1
    if k == len(steps):
        return True
    test, touch, together = steps[k]
    owner, roofed, adjacent = d.owner, d.roofed, geo.adjacent
    if touch:  # a neighbour of an earlier slot it touches
        pool = [x for x in adjacent[chosen[touch[0]]] if owner[x] == p]
    else:
        if not own:
            own.extend(s for s in range(len(owner)) if owner[s] == p and not roofed[s])
        pool = own
    for s in pool:
        if s in chosen or roofed[s] or not test.fits(d, geo, s):
            continue
        near = adjacent[s]
        if any(chosen[j] not in near for j in touch):
            continue
        if together and any(chosen[j] // 7 != s // 7 for j in together):
            continue
        chosen.append(s)
        if fill(d, p, geo, steps, chosen, own):
            return True
        chosen.pop()
    return False


_MATCHERS: dict[int, tuple[Mapping[str, Any], Matcher]] = {}


def matcher(spec: Mapping[str, Any]) -> Matcher:
    """The matcher of a pattern spec, compiled once (card data lives as long as its game;
    the spec is kept with it, so its id stays its own)."""
    hit = _MATCHERS.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    if len(_MATCHERS) > 10_000:  # specs of many loaded games: start over
        _MATCHERS.clear()
    made = Matcher(spec)
    _MATCHERS[id(spec)] = (spec, made)
    return made
