"""The state of a Woodcraft game: the action wheel, the displays, the decks and each workshop.

Dice are counted by *kind*: ``colour * 6 + value - 1`` (18 kinds), colours green, yellow,
brown (woodcraft.de.txt L9-L12). A pot holds one tree (a potted die) or is empty (-1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import attrs

from boardrules.copying import SHARE, Clonable, compile_clone
from boardrules.engine import GameData
from boardrules.owned import Owned, owner, take_all

from ..woodcraft_dice import Die as Die
from ..woodcraft_dice import color_of as color_of  # the die encoding, shared
from ..woodcraft_dice import die_of as die_of
from ..woodcraft_dice import kind as kind
from ..woodcraft_dice import kind_of as kind_of
from ..woodcraft_dice import value_of as value_of

COLORS = ("green", "yellow", "brown")
GREEN, YELLOW, BROWN = 0, 1, 2
KINDS = 18
QUARTERS, SPACES = 4, 7  # L130: 7 spaces per quarter
ACTIONS = (
    "buy_wood",
    "exchange_dice",
    "buy_materials",
    "take_orders",
    "hire_helper",
    "produce_plant",
    "improve_workshop",
)  # L297-L313
MATERIALS = ("glue_disc", "saw_blade_disc", "scrap_block")
ROWS = 5  # digest A10: +3 rep, +2 rep, +1 rep, +1 blueberry, -1 VP
EMPTY = -1


T = TypeVar("T")


def put(row: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """``row`` with ``value`` at ``i``: the rows of the table and of a workshop are tuples,
    shared by the copies of a state until a rule sets a new one (see ``Workshop``).

    >>> put((0, 1, 2), 1, 5)
    (0, 5, 2)
    """
    return (*row[:i], value, *row[i + 1 :])


def plus(row: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    """``row`` with ``n`` added at ``i`` (``put``).

    >>> plus((0, 1, 2), 2, -1)
    (0, 1, 1)
    """
    return (*row[:i], row[i] + n, *row[i + 1 :])


def without(row: tuple[T, ...], value: T) -> tuple[T, ...]:
    """``row`` without the first ``value`` in it (``put``).

    >>> without(("a", "b", "a"), "a")
    ('b', 'a')
    """
    i = row.index(value)
    return (*row[:i], *row[i + 1 :])


def die_name(k: int) -> str:
    return f"{COLORS[color_of(k)]} {value_of(k)}"


@attrs.define(eq=True)
class Workshop(Clonable, Owned):
    """One player's board, the cards beside it and the markers on the shared tracks.

    Its rows are tuples, as are the table's (``WData``): ``clone()`` shares them, and a rule
    sets a new row (``put``, ``plus``, ``without``, ``+``) where it changes one; mypy and
    Python refuse a change in place. The workshop itself is shared by a table's ``fork``
    (each ``apply``) with the table it came from: a rule changing it takes it by ``own``."""

    dice: tuple[int, ...]  # the lumber stack: count per die kind (18)
    pots: tuple[int, ...]  # per pot colour: the tree's value, -1 empty (a pot not built is empty)
    pots_built: int  # 1 (green, printed) .. 3 (L813-L818)
    saws: tuple[int, ...]  # per saw tile placed (left to right): 0 usable, 1 used (L850-L852)
    upgrades: tuple[int, ...]  # per upgrade tile placed (top to bottom): 0 usable, 1 used
    glue: int  # the glue tile: -1 not placed, 0 usable, 1 used (L909-L912, L975-L976)
    blueberries: int
    lanterns: int
    glue_discs: int
    saw_blades: int
    scrap: int
    reuse: int  # reuse tokens (L1007-L1013)
    vp: int  # the score track (points never below 0, L1053-L1056)
    hazelnut: int  # hazelnut income track (points each income phase), >10 = overflow marker
    income: int  # blueberry income track (blueberries each income phase)
    reputation: int
    marketing: int  # spaces advanced on the marketing track (L1197-L1217)
    rooms: tuple[str, ...]  # per room: the helper's id, "" empty
    hand: tuple[str, ...]  # orders in hand (hidden)
    order_ids: tuple[str, ...]  # orders next to the board ...
    order_rows: tuple[int, ...]  # ... and the row each lies in (0 top .. 4 bottom)
    fulfilled: tuple[str, ...]  # fulfilled orders, face down (L990-L993)
    attic: tuple[str, ...]  # per attic space: the tool kind's id, "" empty
    claims: tuple[str, ...]  # public orders claimed (L1119-L1121)
    dealt: tuple[str, ...]  # setup: the simple orders dealt, 2 to keep (L270-L271)
    dealt_helpers: tuple[str, ...]  # setup: the 3 helpers dealt, 1 to keep (L276-L278)
    # this turn
    tile: int  # the action tile chosen this turn (index into ACTIONS), -1 none yet
    acted: bool  # the chosen tile's action (or its replacement) is done
    bonus_used: bool  # the bonus action of this turn is taken (L367-L369)
    tile_lanterns: int  # lanterns gained as bonus of this turn's tile (L492-L493)

    def tree_count(self) -> int:
        return sum(1 for v in self.pots if v != EMPTY)


@attrs.define(eq=True)
class WData(GameData):
    """Everything on the table. ``tasks`` (from GameData) is the decision/task stack."""

    round: int
    rounds: int
    turn: int  # turns played in the game so far (the card runtime's clock for usage limits)
    start: int  # the start player (L254-L255)
    wheel: tuple[int, ...]  # 28 spaces (quarter * 7 + space, clockwise): action index or -1
    arrow: int  # the quarter whose end the saw wheel's arrowhead points to (digest 4.2)
    start_quarter: int
    arc: bool  # the arc tile still covers the start quarter's rim bonuses (L384-L389)
    yard: tuple[int, ...]  # the lumber yard: 6 spaces, 2 per colour, a die kind or -1 (L137-L138)
    stage: int  # 1: simple orders and inexperienced helpers; 2: after the deck switch
    order_deck: tuple[str, ...]
    order_display: tuple[str, ...]  # 4 spaces, left (new) to right, "" empty
    order_discard: tuple[str, ...]
    helper_deck: tuple[str, ...]
    helper_display: tuple[str, ...]
    helper_discard: tuple[str, ...]
    # cards out of the game (unused special orders, the first decks ...); ``clone()`` shares
    # it: it is never changed in place, a change replaces it (draws, income, hidden)
    boxed: tuple[str, ...] = attrs.field(metadata=SHARE)
    public: tuple[str, ...]  # the public orders revealed (L217-L221)
    public_open: tuple[bool, ...]  # per public order: may still be claimed (L1073-L1080)
    claimed_round: tuple[int, ...]  # per public order: the round of its first claim, 0 none
    tools_left: tuple[int, ...]  # per tool kind: tiles left in the supply (digest A19)
    rep_tiles: tuple[str, ...]  # the reputation tiles on the two pale spaces (L169-L184)
    rep_arrivals: tuple[
        tuple[int, ...], ...
    ]  # per tile, per seat: the round it was reached, 0 not yet
    rep_gone: tuple[bool, ...]  # solo: the neutral marker reached the tile first (L1477-L1482)
    neutral: int  # solo: the neutral marker on the reputation track (L1395-L1397)
    solo_deck: tuple[str, ...]
    solo_discard: tuple[str, ...]
    workshops: list[Workshop]
    # per order or helper card, the seats that have seen it (bit s: seat s): on a display or in
    # an order row (everybody), dealt to a seat at setup (that seat). A card nobody has seen is
    # absent. ``hidden.py`` reads it: a seat's resample moves only the cards it never saw.
    # ``clone()`` shares it: it is never changed in place, a card shown replaces it with a new
    # dict (``draws.shown``), so a copy is made once per card shown, not on every action.
    seen: dict[str, int] = attrs.field(metadata=SHARE)

    def clone(self) -> WData:
        """A copy sharing nothing a rule changes: its workshops are its own (``own``)."""
        new = _clone(self)
        take_workshops(new)
        return new

    def fork(self) -> WData:
        """``clone()``, but the workshops are the same records as this table's until a rule
        changes one (``own``): most steps change one workshop, and copying every workshop
        was a tenth of a step at four seats (the table writers key a workshop's floats on
        the record: ``tensors.py``)."""
        return _fork(self)


_clone = compile_clone(WData)
_fork = compile_clone(WData, shallow=("workshops",))
WData.fork = _fork  # type: ignore[assignment,method-assign]  # the compiled function: one call less


# seat p's workshop, d's own to change (``boardrules.owned``): every rule that changes a workshop
# (or calls one that does, and reads it after) takes it here
own: Callable[[WData, int], Workshop] = owner(WData, "workshops")


def take_workshops(d: WData) -> None:
    """Marks every workshop ``d``'s own (``boardrules.owned.take_all``)."""
    take_all(d, d.workshops)
