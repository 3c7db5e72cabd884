"""The state of a Woodcraft Roll & Write game: the main board, the decks and each player's sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import attrs

from boardrules.copying import Clonable, compile_clone
from boardrules.engine import GameData
from boardrules.owned import Owned, owner, take_all

from ..woodcraft_dice import Die as Die
from ..woodcraft_dice import color_of as color_of  # the die encoding, shared
from ..woodcraft_dice import die_of as die_of
from ..woodcraft_dice import kind as kind
from ..woodcraft_dice import kind_of as kind_of
from ..woodcraft_dice import value_of as value_of

COLORS = ("yellow", "brown")
YELLOW, BROWN = 0, 1
ROWS = ("saw_blade", "glue", "shavings", "blueberry")  # the sheet's rows of circles
SAW, GLUE, SHAVINGS, BLUEBERRY = range(4)
# L166-L167: the materials are shavings, glue and saw blade; blueberries (L230-L238) are circled
# on a row of their own but are not a material (the rulebook, not digest A22).
MATERIALS = ROWS[:3]
MATERIAL_ROWS = (SAW, GLUE, SHAVINGS)
# A die is identified by its kind: colour * 6 + (value - 1); identical dice are one option.
ORDER = 12  # a commitment to take an order instead of a die
PASS = 13  # a commitment when neither a die nor an order can be chosen
NO_COMMIT = -1


def die_name(k: int) -> str:
    return f"{COLORS[color_of(k)]} {value_of(k)}"


@attrs.define(eq=True)
class Sheet(Clonable, Owned):
    """One player's sheet and the dice and orders lying next to it. A table's ``fork`` (each
    ``apply``) shares it with the table it came from: a rule changing it takes it by ``own``."""

    dice: list[int]  # held dice: count per kind (12)
    marked: list[int]  # circles marked per row (saw_blade, glue, shavings, blueberry)
    spent: list[int]  # of those, crossed out again
    borrowed: list[int]  # per row: helper A's crossed material used as this one, this turn
    lanterns: int  # bit c-1 set = lantern table cell c marked (cells 1..9, row by row)
    lines: int  # bit i set = lantern line i (sheet.yaml order) completed
    crates: list[int]  # per crate: bitmask of crossed requirement icons
    active: int  # bit i set = crate i active
    nuts: int  # lightning VP marked on the nut table
    helpers: int  # bit i set = helper i hired
    reputation: int
    order_reputation: int  # reputation printed on fulfilled orders (crate 3)
    held: list[str]  # orders next to the sheet, not yet fulfilled
    fulfilled: list[str]  # fulfilled orders, face down
    box_value: list[int]  # turn boxes: -1 blank, 0 crossed out (took an order), 1..6 a die value
    box_color: list[int]  # colour part written in: -1, 0 yellow, 1 brown
    commit: int  # this turn's secret choice: -1 none yet, die kind 0..11, ORDER, PASS
    dealt: list[str]  # setup: the phase I orders dealt, one to keep

    def owned(self, m: int) -> int:
        """Circles of row m marked and not crossed out, plus helper A's borrowed ones."""
        return self.marked[m] - self.spent[m] + self.borrowed[m]

    def materials_owned(self) -> int:
        """L166-L167: the saw blades, glue and shavings owned (never blueberries)."""
        return sum(self.owned(m) for m in MATERIAL_ROWS)

    def add_dice(self, k: int, n: int = 1) -> None:
        """``n`` dice of kind ``k`` held more (below 0: fewer): a new ``dice`` row (shared)."""
        dice = self.dice.copy()
        dice[k] += n
        self.dice = dice

    def spend(self, m: int, n: int = 1) -> None:
        """Crosses out ``n`` circles of row ``m``: helper A's borrowed ones first (L460-L468)."""
        borrowed = min(n, self.borrowed[m])
        if borrowed:  # rows shared by fork(): replaced, never changed in place
            self.borrowed = with_item(self.borrowed, m, self.borrowed[m] - borrowed)
        if n > borrowed:
            self.spent = with_more(self.spent, m, n - borrowed)


def new_sheet(crates: int, turns: int) -> Sheet:
    return Sheet(
        dice=[0] * 12,
        marked=[0] * len(ROWS),
        spent=[0] * len(ROWS),
        borrowed=[0] * len(ROWS),
        lanterns=0,
        lines=0,
        crates=[0] * crates,
        active=0,
        nuts=0,
        helpers=0,
        reputation=0,
        order_reputation=0,
        held=[],
        fulfilled=[],
        box_value=[-1] * turns,
        box_color=[-1] * turns,
        commit=NO_COMMIT,
        dealt=[],
    )


@attrs.define(eq=True)
class RWData(GameData):
    """Everything on the table. ``tasks`` (from GameData) is the decision/task stack."""

    round: int
    turn: int
    board: list[int]  # columns 1..6: die kind or -1 for an empty column
    seen_board: list[int]  # the board when the choices were revealed (bonus columns)
    supply: list[int]  # dice in the supply per colour
    rolled: list[int]  # dice rolled this round, waiting to be sorted onto the board
    deck1: list[str]  # phase I orders, top first
    deck2: list[str]  # phase II orders, top first
    pool: list[str]  # the shared order pool: 3 slots (left, middle, right), "" when empty
    discard: list[str]  # orders removed from the game
    phase: int
    sheets: list[Sheet]
    # the card runtime's usage record: "seat:ability" -> (round, turn 1..12) of the last use
    # (the helpers' round circles, L290-L298)

    def turn_box(self) -> int:
        """This turn's box on every sheet (0..11: two per round, L77-L85)."""
        return (self.round - 1) * 2 + self.turn - 1

    def clone(self) -> RWData:
        """A copy sharing nothing a rule changes: its sheets are its own (``own``)."""
        new = _clone(self)
        take_sheets(new)
        return new

    def fork(self) -> RWData:
        """``clone()``, but the rows of ``TABLE_ROWS`` are the same lists as this table's,
        and so are the sheets until a rule takes one by ``own`` (which copies it, sharing its
        ``SHEET_ROWS``): most steps change none of those rows and one sheet or none, and a
        rule that changes a row sets a new list (``with_item``, ``with_added``,
        ``without``), never changes it in place. ``clone()`` copies them all, for a caller
        that does. The table writer keys a sheet's floats on the record (``tensors.py``)."""
        return _fork_table(self)


# The rows fork() shares (see RWData.fork): each is replaced by the rules when it changes.
TABLE_ROWS = ("board", "seen_board", "rolled", "deck1", "deck2", "pool", "discard")
SHEET_ROWS = (
    "dice",
    "marked",
    "spent",
    "borrowed",
    "crates",
    "held",
    "fulfilled",
    "box_value",
    "box_color",
    "dealt",
)
_clone = compile_clone(RWData)
_fork_table = compile_clone(RWData, shallow=("sheets",), share=TABLE_ROWS)
_fork_sheet = compile_clone(Sheet, share=SHEET_ROWS)
RWData.fork = _fork_table  # type: ignore[assignment,method-assign]  # one call less


# seat p's sheet, d's own to change (``boardrules.owned``), copied by ``_fork_sheet`` (its
# ``SHEET_ROWS`` shared): every rule that changes a sheet
# (or calls one that does, and reads it after) takes it here
own: Callable[[RWData, int], Sheet] = owner(RWData, "sheets", _fork_sheet)


def take_sheets(d: RWData) -> None:
    """Marks every sheet ``d``'s own (``boardrules.owned.take_all``)."""
    take_all(d, d.sheets)


T = TypeVar("T")


def with_item(row: list[T], i: int, value: T) -> list[T]:
    """A copy of ``row`` with item ``i`` set to ``value`` (a row fork() shares)."""
    new = row.copy()
    new[i] = value
    return new


def with_more(row: list[int], i: int, n: int) -> list[int]:
    """A copy of ``row`` with ``n`` added to item ``i`` (``n`` below 0 takes away)."""
    new = row.copy()
    new[i] += n
    return new


def with_added(row: list[T], *items: T) -> list[T]:
    """A copy of ``row`` with ``items`` added at its end."""
    return [*row, *items]


def without(row: list[T], item: T) -> list[T]:
    """A copy of ``row`` without the first ``item`` in it."""
    new = row.copy()
    new.remove(item)
    return new
