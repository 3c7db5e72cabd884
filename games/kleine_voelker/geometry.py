"""The garden's geometry: 7 hex territories of 7 hex spaces, laid out as a flower of flowers.

Directions: 0 is the centre, 1..6 run clockwise from top-left (NW, NE, E, SE, SW, W). Board
position P (0..6) lies in direction P from the centre. A territory tile rotated by r shows its
ring space i (printed orientation) in board direction ((i + r - 1) % 6) + 1. Two territories that
touch share one edge, between their facing ring spaces (the Board Game Arena model).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .state import space

DIRECTIONS = ("centre", "NW", "NE", "E", "SE", "SW", "W")


def opposite(d: int) -> int:
    return (d + 2) % 6 + 1


def neighbour_position(p: int, d: int) -> int | None:
    """The board position next to position p in direction d, if there is one."""
    if p == 0:
        return d
    if d == opposite(p):
        return 0
    if d == (p + 1) % 6 + 1:
        return p % 6 + 1
    if d == (p + 3) % 6 + 1:
        return (p + 4) % 6 + 1
    return None


# the neighbours inside its territory of each space, by space index: the centre touches the
# ring, each ring space the centre and the next one round either way (whatever the rotation)
INSIDE = tuple(
    tuple(sorted((1, 2, 3, 4, 5, 6) if i == 0 else (0, i % 6 + 1, (i - 2) % 6 + 1)))
    for i in range(7)
)
# the links between territories: (position, direction, neighbour position, its direction)
BORDERS = tuple(
    (p, d, q, opposite(d))
    for p in range(7)
    for d in range(1, 7)
    if (q := neighbour_position(p, d)) is not None
)
# ROTATED[r][d]: the space index a territory rotated by r shows in board direction d, and
# FACING[r][i]: the board direction of its space index i (the centre 0 either way)
ROTATED = tuple(tuple(0 if d == 0 else (d - 1 - r) % 6 + 1 for d in range(7)) for r in range(6))
FACING = tuple(tuple(0 if i == 0 else (i + r - 1) % 6 + 1 for i in range(7)) for r in range(6))


class Geometry:
    """Adjacency and crane targets of one layout (territory per position, rotation per tile)."""

    def __init__(self, positions: tuple[int, ...], rotations: tuple[int, ...]) -> None:
        self.positions = positions
        self.position_of = {t: p for p, t in enumerate(positions)}
        self.rotations = rotations
        self.direction: list[int] = []  # board direction of each space
        links: list[list[int]] = []
        for t in range(1, 8):
            base = space(t, 0)
            self.direction += FACING[rotations[t - 1]]
            links += [[base + j for j in INSIDE[i]] for i in range(7)]
        across: set[int] = set()
        for p, d, q, e in BORDERS:  # each border is met from both sides
            s = self.at(positions[p], d)
            links[s].append(self.at(positions[q], e))
            across.add(s)
        for s in across:
            links[s].sort()
        self.adjacent = [tuple(x) for x in links]
        self.central = positions[0]

    def at(self, territory: int, direction: int) -> int:
        """The space of a territory that lies in a board direction (0 = its centre)."""
        return space(territory, ROTATED[self.rotations[territory - 1]][direction])

    def crane_target(self, s: int) -> int:
        """L256-L273: the next action is in the territory whose board position matches the
        position of the space used within its own territory."""
        return self.positions[self.direction[s]]


def crane_target(positions: Sequence[int], rotations: Sequence[int], s: int) -> int:
    """``Geometry.crane_target`` read from a layout directly (the space's board direction
    is its index turned by its territory's rotation: no adjacency needed)."""
    return positions[FACING[rotations[s // 7]][s % 7]]


GEOMETRY_CACHE = 64  # layouts kept: a long run of random layouts must not grow without end


@lru_cache(maxsize=GEOMETRY_CACHE)
def geometry(positions: tuple[int, ...], rotations: tuple[int, ...]) -> Geometry:
    return Geometry(positions, rotations)


# the layout asked for last, as lists equal to a table's (a game asks for its own layout at
# almost every step: two list comparisons instead of two tuples built and hashed)
_last: tuple[list[int], list[int], Geometry] | None = None


def layout_geometry(positions: list[int], rotations: list[int]) -> Geometry:
    """``geometry`` of a table's ``positions`` and ``rotations`` lists."""
    global _last
    last = _last
    if last is not None and last[0] == positions and last[1] == rotations:
        return last[2]
    geo = geometry(tuple(positions), tuple(rotations))
    _last = (list(positions), list(rotations), geo)
    return geo
