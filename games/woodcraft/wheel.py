"""The action wheel's geometry (woodcraft.de.txt L376-L402, L463-L520; digest section 4.2).

The wheel is a list of 28 spaces, ``quarter * 7 + space``, quarters 0..3 clockwise and spaces
0..6 clockwise within a quarter; a space holds an action tile's index or -1. ``arrow`` is the
quarter whose *end* the saw wheel's arrowhead points to. The *age* of a quarter is
``(arrow - quarter) % 4``: 0 is the newest (just behind the arrow), 3 the oldest.

>>> wheel = [0, 1, 2, 3, 4, 5, 6] + [-1] * 21   # setup: start quarter 0, arrow on quarter 1
>>> age(0, arrow=1), destination(wheel, 3)
(1, 13)
"""

from __future__ import annotations

from collections.abc import Sequence

QUARTERS, SPACES = 4, 7
EMPTY = -1


def age(quarter: int, arrow: int) -> int:
    """0 for the newest quarter (just behind the arrowhead) .. 3 for the oldest."""
    return (arrow - quarter) % QUARTERS


def quarter_empty(wheel: Sequence[int], quarter: int) -> bool:
    base = quarter * SPACES
    return all(wheel[base + s] == EMPTY for s in range(SPACES))


def destination(wheel: Sequence[int], pos: int) -> int | None:
    """Where the tile on ``pos`` moves: one quarter clockwise (L507); the farthest space of an
    empty quarter (L509-L510), else the space just before the first tile it meets, gaps not
    filled (L495-L497, L512-L514). None if the first tile met lies on the first space."""
    nq = (pos // SPACES + 1) % QUARTERS
    base = nq * SPACES
    for s in range(SPACES):
        if wheel[base + s] != EMPTY:
            return None if s == 0 else base + s - 1
    return base + SPACES - 1


def movable(wheel: Sequence[int], arrow: int, pos: int) -> bool:
    """Whether the tile on ``pos`` may be chosen: it crosses the arrowhead only into a
    completely empty quarter (L472-L477, L519-L520), and has a space to move to."""
    q = pos // SPACES
    if q == arrow and not quarter_empty(wheel, (arrow + 1) % QUARTERS):
        return False
    return destination(wheel, pos) is not None


def movable_tiles(wheel: Sequence[int], arrow: int) -> list[int]:
    """The spaces of the tiles that may be chosen (``movable``), clockwise from space 0: a
    tile's fate depends on its quarter alone, so each quarter is looked at once.

    >>> movable_tiles([0, 1, 2, 3, 4, 5, 6] + [-1] * 21, arrow=1)
    [0, 1, 2, 3, 4, 5, 6]
    """
    out: list[int] = []
    for q in range(QUARTERS):
        base = q * SPACES
        tiles = [base + s for s in range(SPACES) if wheel[base + s] != EMPTY]
        if not tiles:
            continue
        nq = (q + 1) % QUARTERS
        if q == arrow and not quarter_empty(wheel, nq):
            continue
        if wheel[nq * SPACES] == EMPTY:  # destination() is None only if it is taken
            out += tiles
    return out


def move(wheel: tuple[int, ...], arrow: int, pos: int) -> tuple[tuple[int, ...], int, int]:
    """Move the tile on ``pos``; returns the new wheel, the tile's new space and the new
    arrow: a tile carried across the arrowhead turns the saw wheel one quarter (L391-L393,
    L516-L517)."""
    dest = destination(wheel, pos)
    if dest is None or (
        pos // SPACES == arrow and not quarter_empty(wheel, (arrow + 1) % QUARTERS)
    ):
        raise ValueError(f"the tile on space {pos} cannot move")  # not ``movable``
    moved = list(wheel)
    moved[dest], moved[pos] = wheel[pos], EMPTY
    if pos // SPACES == arrow:
        arrow = (arrow + 1) % QUARTERS
    return tuple(moved), dest, arrow


def farthest_back(wheel: Sequence[int], arrow: int) -> int | None:
    """Solo (L1460-L1461, digest A21): the tile in the oldest non-empty quarter that lies
    farthest from the quarter's end (its lowest space)."""
    for a in (3, 2, 1, 0):
        q = (arrow - a) % QUARTERS
        for s in range(SPACES):
            if wheel[q * SPACES + s] != EMPTY:
                return q * SPACES + s
    return None
