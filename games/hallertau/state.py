"""The state of a Hallertau game: the action board and each player's village.

A village is the player's four boards: the field board (fields in rows 2-5 and the goods
supply), the stable board (sheep on the six face-down court cards and in the stable), the house
board (crafts, boulders, community center) and the jewelry box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, get_args

import attrs

from boardrules.copying import SHARE, Clonable, compile_clone
from boardrules.engine import GameData
from boardrules.owned import Owned, owner, take_all

# the game's words for goods, crafts and phases: the literal types the position document's
# schema names (position_form.py) and the tuples the rules index, written once
Good = Literal["flax", "barley", "hops", "rye", "clay", "hide", "meat", "milk", "wool"]
Craft = Literal["carpentry", "brewery", "cold_storage", "bakehouse", "manufactory"]
Phase = Literal[
    "quarters",
    "new_workers",
    "income",
    "actions",
    "new_card",
    "fallow",
    "harvest",
    "milking",
    "progress",
    "boulders",
]
PhaseWord = Literal["setup", Phase, "game_end"]  # index = the phase's number (0: setup)
GOODS: tuple[str, ...] = get_args(Good)
CROPS = ("flax", "barley", "hops", "rye")
FLAX, BARLEY, HOPS, RYE, CLAY, HIDE, MEAT, MILK, WOOL = range(9)
STABLE = 6  # sheep index: 0-5 are the court cards of rounds 1-6, 6 is the stable
SHEEP_PLACES = ("round1", "round2", "round3", "round4", "round5", "round6", "stable")
EMPTY = 0  # field content: 0 empty, 1 + good index when planted
DOUBLE = 100  # added to the code of a field holding 2 goods of its type (627, L1528-L1529)
CRAFTS: tuple[str, ...] = get_args(Craft)
PHASES: tuple[str, ...] = get_args(Phase)
PHASE_NAMES: tuple[str, ...] = get_args(PhaseWord)
NOT_STARTED, GAME_END = 0, 11  # the `phase` before round 1 and after the last round
DECKS = ("starter", "court", "bonus", "point")  # the card decks on the action board (L215)
ROWS = (2, 3, 4, 5)  # the rows of the field board (L261)
CROP_IDS = tuple(range(len(CROPS)))  # the crops are the first goods


def field(row: int, content: int = EMPTY, double: bool = False) -> int:
    """A field's code: its row (2-5) and what is planted on it (EMPTY or 1 + good); a
    ``double`` field holds 2 goods of that type (627)."""
    return (DOUBLE if double else 0) + row * 10 + content


def row_of(code: int) -> int:
    return code % DOUBLE // 10


def content_of(code: int) -> int:
    return code % 10


def goods_on(code: int) -> int:
    """How many goods the field holds: 0, 1, or 2 (627)."""
    return 0 if content_of(code) == EMPTY else 2 if code >= DOUBLE else 1


def with_row(code: int, row: int) -> int:
    """The field moved to ``row``, keeping what is planted on it."""
    return code - 10 * row_of(code) + 10 * row


def content_name(code: int) -> str:
    """What the field holds as actions name it: ``empty``, a good, or ``flax2`` (2 flax)."""
    if content_of(code) == EMPTY:
        return "empty"
    good = GOODS[content_of(code) - 1]
    return good + "2" if code >= DOUBLE else good


def field_named(row: int, name: str) -> int:
    """The code of a field in ``row`` holding ``name`` (see ``content_name``)."""
    if name == "empty":
        return field(row)
    double = name.endswith("2")
    return field(row, GOODS.index(name.rstrip("2")) + 1, double)


# every field code: empty or planted in each row, and the double crop fields of 627
FIELD_CODES = tuple(field(r, c) for r in ROWS for c in range(len(GOODS) + 1)) + tuple(
    field(r, g + 1, True) for r in ROWS for g in CROP_IDS
)


@attrs.frozen
class Recent:
    """An event the seat caused this turn or phase ("you just ..."): its name, the thing it
    named (the space used, the card played or drawn, the good harvested, the craft advanced,
    what the butcher takes instead) and the number it carried (the tools, sheep, workers or
    goods counted, the row of a field gained). An event without one leaves it empty ("", 0):
    ``harvested`` has both, ``jewelry_out`` neither."""

    event: str
    name: str = ""
    number: int = 0


def plus(counts: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    """``counts`` with ``n`` added at index ``i``."""
    return (*counts[:i], counts[i] + n, *counts[i + 1 :])


@attrs.frozen
class Tally:
    """A seat's totals in the running phase, cleared when a phase starts: what a card reads as
    ``this_phase`` (``cardlang.this_phase``) and what a card may pay from the harvest. Records
    are immutable: a total changes by a new record (``attrs.evolve``), so copying a table
    shares it."""

    tools: int = 0  # tools received (330)
    harvest: tuple[int, ...] = (0,) * len(GOODS)  # goods harvested, per good (L504-L515)
    harvest_paid: tuple[int, ...] = (0,) * len(GOODS)  # of those, paid to a card (811: once)
    steps: tuple[int, ...] = (0,) * len(CRAFTS)  # progress steps, per craft (305)
    quarter: tuple[int, ...] = (0, 0, 0, 0)  # workers removed from quarters 1-4 (303, A26)
    yields: tuple[int, ...] = ()  # the fields harvested, by their codes before they moved,
    # once per yield (426: one of them may yield once more)


NO_TALLY = Tally()


def tallied(
    t: Tally,
    *,
    tools: int | None = None,
    harvest: tuple[int, ...] | None = None,
    harvest_paid: tuple[int, ...] | None = None,
    steps: tuple[int, ...] | None = None,
    quarter: tuple[int, ...] | None = None,
    yields: tuple[int, ...] | None = None,
) -> Tally:
    """``attrs.evolve(t, ...)`` with the fields given, by the constructor: ``evolve`` reads
    the class's fields and builds a mapping at every call (about twice the constructor's
    cost, at every harvest, step, tool and quarter cleared)."""
    return Tally(
        t.tools if tools is None else tools,
        t.harvest if harvest is None else harvest,
        t.harvest_paid if harvest_paid is None else harvest_paid,
        t.steps if steps is None else steps,
        t.quarter if quarter is None else quarter,
        t.yields if yields is None else yields,
    )


@attrs.define(eq=True)
class Village(Clonable, Owned):
    """One player's boards and supply. A table's ``fork`` (each ``apply``) shares them with
    the table it came from: a rule changing a village gets it by ``own`` first."""

    goods: list[int]  # count per good (GOODS order), in the supply (never the planted ones)
    fields: list[int]  # field codes (see ``field``), kept sorted; at most 8
    sheep: list[int]  # per place: court card of round 1..6, then the stable
    stable_cards: list[str]  # the 6 face-down court cards (nobody sees them; "" = cardless)
    workers: int  # this round's worker supply
    tools: int
    tools_used: int  # tools used in this progress phase (rounds 1-5, L599-L603)
    jewelry: int
    crafts: list[int]  # column of each craft (CRAFTS order)
    boulders: list[int]  # columns; row i has boulders 2i and 2i+1 (beyond the edge: off board)
    hand: list[str]
    played: list[str]
    recent: list[Recent]  # this turn's or phase's events of the seat ("you just ...")
    tally: Tally  # this phase's totals (``Tally``)

    @property
    def house(self) -> int:
        """The community center's column: it sticks to the leftmost craft (L557)."""
        return min(self.crafts) - 1


@attrs.define(eq=True)
class HData(GameData):
    """The whole table. ``tasks`` (from GameData) is the decision/task stack."""

    round: int
    phase: int  # 1-10 while a round runs (PHASES order), NOT_STARTED, GAME_END
    start: int  # the seat holding the start player marker
    workers_on: list[int]  # per action space (board order) and row 1-3: 3 counts per space
    quarter_deck: list[str]  # quarter cards left, top first (hidden order)
    # the card decks on the action board, top first (hidden order); shared by a copy
    # (``clone``), so replaced, never changed in place: a draw copies the dict and the pile
    # (``draws.draw_result``), a resample the dict and every pile
    decks: dict[str, list[str]] = attrs.field(metadata=SHARE)
    villages: list[Village]
    # the cards out of the game, sorted (immutable: shared by copies, replaced when one
    # leaves): hand cards a card's cost removes (414, 634, 635, 815; L279-L285, L1317), and
    # the quarter cards drawn (L225, L344-L346); each face up as it leaves (reading H1)
    removed_cards: tuple[str, ...]
    quarter_cards_out: tuple[str, ...]

    def clone(self) -> HData:
        """A copy sharing nothing a rule changes: its villages are its own (``own_all``)."""
        new = _clone(self)
        take_villages(new)
        return new

    def fork(self) -> HData:
        """``clone()``, but the villages are the same records as this table's until a rule
        changes one (``own``): most steps change one village or none (a pass in a card
        window), and copying every village was a tenth of a step."""
        return _fork(self)


_clone = compile_clone(HData)
_fork = compile_clone(HData, shallow=("villages",))
HData.fork = _fork  # type: ignore[assignment,method-assign]  # the compiled function: one call less


def removed(out: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``out`` (a sorted place out of the game) with ``card`` put in, sorted."""
    return tuple(sorted((*out, card)))


# seat p's village, d's own to change (``boardrules.owned``): every rule that changes a village
# (or calls one that does, and reads it after) takes it here
own: Callable[[HData, int], Village] = owner(HData, "villages")


def take_villages(d: HData) -> None:
    """Marks every village ``d``'s own (``boardrules.owned.take_all``)."""
    take_all(d, d.villages)


def own_all(d: HData) -> list[Village]:
    """Every village, ``d``'s own to change (``own``)."""
    return [own(d, p) for p in range(len(d.villages))]


def seats_from(d: HData, first: int) -> tuple[int, ...]:
    """Every seat, clockwise from ``first`` (L391, L663)."""
    return _SEATS_FROM[d.players][first]


_SEATS_FROM = [tuple(tuple((f + i) % n for i in range(n)) for f in range(n)) for n in range(9)]


def with_cards(d: HData) -> bool:
    """Whether the game is played with cards (the cardless variant: L795-L802)."""
    return bool(d.options["variant"] != "cardless")
