"""The state of a Kleine Völker großer Garten game: garden, crane, projects, peoples."""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

from boardrules.copying import SHARE, Clonable, compile_clone
from boardrules.engine import GameData

LANDS = ("meadow", "straw", "leaves")
UNSET = -1  # a bramble space no land tile covers yet
NOBODY = -1


def space(territory: int, index: int) -> int:
    """Space id: territory 1..7, index 0 (centre) or 1..6 (the ring, printed orientation)."""
    return (territory - 1) * 7 + index


# the spaces of each territory 1..7, as ranges (SPACES_OF[t] is range(space(t, 0), ...+7))
SPACES_OF = (range(0), *(range(space(t, 0), space(t, 0) + 7) for t in range(1, 8)))


def territory_of(s: int) -> int:
    return s // 7 + 1


def index_of(s: int) -> int:
    return s % 7


@attrs.define(eq=True)
class People(Clonable):
    """One player's people: inhabitants, floors and ploys in supply, VP, project cards."""

    inhabitants: int
    supply: int  # floors in the personal supply
    ploys: int  # unused ploy tokens
    vp: int  # VP scored during the game (public projects)
    # the project lists: ``KVData.fork`` shares them, a rule replaces one, never changes it
    secret: list[str]  # secret projects kept (hidden from the others)
    dealt: list[str]  # setup: secret projects dealt, not yet chosen
    claimed: list[str]  # public projects claimed


@attrs.define(eq=True)
class KVData(GameData):
    """The whole table. Spaces are indexed 0..48 by ``space(territory, index)``."""

    round: int
    positions: list[int] = attrs.field(
        metadata=SHARE
    )  # territory number at board position 0 (centre) .. 6 (NW..W)
    rotations: list[int] = attrs.field(
        metadata=SHARE
    )  # rotation 0..5 of territory 1..7 (index t-1)
    # the board's rows, one value per space: ``fork`` shares them with the table forked from;
    # a rule changes one by ``changed`` (a new list), never in place
    land: list[int]  # land type per space (index into LANDS) or UNSET (bramble, no tile)
    cost: list[int] = attrs.field(
        metadata=SHARE
    )  # the number printed on the space (5 on a bramble)
    owner: list[int]  # the seat owning the building on the space, or NOBODY
    floors: list[int]
    roofed: list[bool]
    crane: int  # the territory the turtle crane stands on; 0 before the first action
    land_tiles: list[int]  # land tiles left per land type
    roofs: int  # roofs left in the supply
    deck: list[str]  # public projects, top first
    display: list[str]  # public projects face up
    peoples: list[People]
    first: int  # the seat with turn-order slot 1 this round
    order: list[int]  # seats in the order they took their turns this round
    end_triggered: bool
    acting: int  # the territory the current action takes place in
    skips: int  # territories skipped by the "cannot act" rule in this action
    ploy_used: bool  # a ploy token was used in this action
    roof_moved: bool  # a roof was transferred in this action: it stays in this territory

    def fork(self) -> KVData:
        """``clone()``, but the board's rows (``land``, ``owner``, ``floors``, ``roofed``) and
        each people's project lists (``secret``, ``dealt``, ``claimed``) are the same lists
        as this table's: a rule changing one replaces it (a row by ``changed``), so an
        earlier state never sees the change; most steps change no row or one. The table
        writer keys the board's floats on the rows (``tensors.py``)."""
        return _fork(self)


ROWS = ("land", "owner", "floors", "roofed")
"""The board's rows ``KVData.fork`` shares: replaced by a rule, never changed in place."""
PROJECTS = ("secret", "dealt", "claimed")
"""A people's project lists ``KVData.fork`` shares likewise."""
_fork_table = compile_clone(KVData, share=(*ROWS, "peoples"))
_fork_people = compile_clone(People, share=PROJECTS)


def _fork(d: KVData) -> KVData:
    new = _fork_table(d)
    new.peoples = [_fork_people(q) for q in d.peoples]
    return new


KVData.fork = _fork  # type: ignore[assignment,method-assign]  # a function: one call less

T = TypeVar("T")

MADE: dict[int, tuple[list[Any], list[Any], int]] = {}
"""The board rows ``changed`` made, by id: ``(row, base, s)``, ``row`` being ``base`` changed
on space ``s`` alone. The table writer rewrites only those spaces of the floats it kept for an
earlier row (``tensors.since``). Each entry holds its rows (an id is not reused while kept);
at most ``MADE_LIMIT`` are kept, then all are forgotten (the writer then writes a board
whole once)."""
MADE_LIMIT = 1024


def changed(row: list[T], s: int, value: T) -> list[T]:
    """The board's ``row`` (``KVData.land``, ``owner``, ``floors``, ``roofed``) with ``value``
    on space ``s``: the same list when it holds it already, else a new one, kept in ``MADE``
    with where it came from (``fork`` shares a row between tables: it is never changed in
    place). ``d.floors = changed(d.floors, s, n)``."""
    if row[s] == value:
        return row
    new = row.copy()
    new[s] = value
    if len(MADE) >= MADE_LIMIT:
        MADE.clear()
    MADE[id(new)] = (new, row, s)
    return new
