"""Building and demolishing in Kleine Völker großer Garten (L429-L531): what a floor costs,
where one may be built, a bramble's land tile (L462-L475), what a demolished building gives
back, and the last floor that triggers the end (L757-L761).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import projects
from .actions import LandType
from .state import LANDS, NOBODY, SPACES_OF, UNSET, KVData, People, changed
from .tasks import MOVE_CRANE, Land

if TYPE_CHECKING:
    from .game import KleineVoelker


def value(v: int, n: int) -> int:
    """L509-L531: twice what a building of n floors on a space of value v cost to build
    (v + (v+1) + ... + (v+n-1)); the table on the player board."""
    return 2 * (n * v + n * (n - 1) // 2)


def build_cost(d: KVData, s: int) -> int:
    """L445-L497: the space's number, plus 1 per floor already there."""
    return d.cost[s] + d.floors[s]


def can_pay(people: People, cost: int) -> bool:
    """L398-L402: inhabitants never drop below 1."""
    return cost < people.inhabitants


def builds(d: KVData, p: int, terr: int) -> list[int]:
    """L433-L510: on a free space, or on your own unroofed building; never on another
    player's; a bramble needs a land tile left; you must be able to pay (``can_pay``)."""
    people = d.peoples[p]
    if people.supply == 0:
        return []
    owner, roofed, land, cost, floors = d.owner, d.roofed, d.land, d.cost, d.floors
    tiles = any(d.land_tiles)
    inhabitants = people.inhabitants
    out = []
    for s in SPACES_OF[terr]:
        who = owner[s]
        if who == NOBODY:
            if not tiles and land[s] == UNSET:
                continue
        elif who != p or roofed[s]:
            continue
        if cost[s] + floors[s] < inhabitants:  # can_pay(people, build_cost(d, s))
            out.append(s)
    return out


def build_on(game: KleineVoelker, d: KVData, p: int, s: int) -> None:
    """L445-L497; on an uncovered bramble its land type is chosen first (L462-L475)."""
    if d.land[s] == UNSET:
        d.tasks.append(Land(seat=p, space=s))
    else:
        build(game, d, p, s)


def build(game: KleineVoelker, d: KVData, p: int, s: int) -> None:
    people = d.peoples[p]
    people.inhabitants -= build_cost(d, s)
    d.owner = changed(d.owner, s, p)
    d.floors = changed(d.floors, s, d.floors[s] + 1)
    take_floors(d, p, 1)
    projects.after_placing(game, d, p, s)


def take_floors(d: KVData, p: int, n: int) -> None:
    """L757-L761: placing your last floor triggers the end of the game."""
    d.peoples[p].supply -= n
    if d.peoples[p].supply == 0:
        d.end_triggered = True


def demolish(d: KVData, p: int, s: int) -> None:
    """L509-L531: all floors back to the supply, twice the build cost in inhabitants;
    a roof goes back to the supply (L519-L520)."""
    people = d.peoples[p]
    people.inhabitants += value(d.cost[s], d.floors[s])
    people.supply += d.floors[s]
    clear(d, s)
    d.tasks.append(MOVE_CRANE[s])


def clear(d: KVData, s: int) -> None:
    """The space is empty again; its roof goes back to the supply."""
    if d.roofed[s]:
        d.roofs += 1
    d.owner = changed(d.owner, s, NOBODY)
    d.floors = changed(d.floors, s, 0)
    d.roofed = changed(d.roofed, s, False)


def land_options(game: KleineVoelker, d: KVData, t: Land) -> list[int]:
    ids = game.action_ids.land
    return [ids[x] for x in range(3) if d.land_tiles[x]]


def lay_land(game: KleineVoelker, d: KVData, t: Land, a: LandType) -> None:
    """L462-L475: the first builder on a bramble picks its land type with a tile (5)."""
    x = LANDS.index(a.land)
    d.land_tiles[x] -= 1
    d.land = changed(d.land, t.space, x)
    build(game, d, t.seat, t.space)
