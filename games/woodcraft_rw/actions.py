"""The actions of Woodcraft Roll & Write: each kind once, beside its notation, and the codec.

Every kind names its arguments (``boardrules.actions.Kind``), so the rules read
``action.order``, never a position. ``all_actions`` lists every action in the codec's order
(``data/woodcraft_rw/actions.lock`` fixes the ids); ``Ids`` caches the ids the legal-move
generation hands out. Rulebook lines: shared/seeds/woodcraft_rw.pl.txt.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from boardrules.actions import Action, Kind

from ..woodcraft_dice import Die, can_adjust, can_glue, can_upgrade, die_of, glue_colors, saw_splits
from .state import COLORS, MATERIALS, color_of, kind, value_of
from .tables import Tables


# --- the secret choice and the orders ----------------------------------------------------------
class Pick(Kind, word="pick"):
    """L77-L85: the secret choice. ``pick yellow 3``: the die of that colour and value on the
    board (``what`` the colour); ``pick order``: an order instead (``what`` is ``order``,
    ``value`` None)."""

    what: str
    value: int | None


class Pass(Kind, word="pass"):
    """The secret choice when neither a die nor an order can be chosen."""


class Keep(Kind, word="keep"):
    """L32-L34: ``keep I-06``, the dealt phase I order kept."""

    order: str


class Take(Kind, word="take"):
    """L124-L138: ``take I-14``, the order taken from the pool."""

    order: str


class Column(Kind, word="column"):
    """L99-L105: ``column 5``, whose bonus a die found in several columns gives (1..6)."""

    column: int


# --- the sheet ---------------------------------------------------------------------------------
class Lantern(Kind, word="lantern"):
    """L202-L206: ``lantern 5``, the lantern table cell marked (1..9, row by row)."""

    cell: int


class Chestnut(Kind, word="chestnut"):
    """L305-L307: ``chestnut 3``, the crate a chestnut is crossed out on."""

    crate: str


class Value(Kind, word="value"):
    """``value 4``: the value of a die gained at a value of choice (1..6)."""

    value: int


class Adjust(Kind, word="adjust"):
    """Helpers E and H (L488-L491, L509-L512): ``adjust yellow 3 up``, a held die +1 or -1."""

    color: str
    value: int
    way: str  # "up" or "down"


class Material(Kind, word="material"):
    """Helpers A and B (L460-L474): ``material glue``, a material crossed out or used as."""

    material: str


class Deliver(Kind, word="deliver"):
    """L150-L158: ``deliver brown 4``, a held die paying an order's requirement."""

    color: str
    value: int


# --- free actions (L140-L148) ------------------------------------------------------------------
class Fulfil(Kind, word="fulfil"):
    """L150-L164: ``fulfil I-06``, an order held fulfilled."""

    order: str


class Glue(Kind, word="glue"):
    """L169-L181: ``glue yellow 1 brown 1 yellow``, two held dice glued into one of ``color``."""

    first_color: str
    first_value: int
    second_color: str
    second_value: int
    color: str


class Saw(Kind, word="saw"):
    """L186-L200: ``saw yellow 6 2``, a die sawn in two; ``part`` is the smaller part."""

    color: str
    value: int
    part: int


class Shave(Kind, word="shave"):
    """L240-L246: ``shave brown 4``, a die raised by 1 for a shavings."""

    color: str
    value: int


class Hire(Kind, word="hire"):
    """L230-L238: ``hire D``, a helper hired for blueberries."""

    helper: str


class Use(Kind, word="use"):
    """L290-L298: ``use E``, a hired helper's once-per-round ability."""

    helper: str


class Fill(Kind, word="fill"):
    """L309-L313: ``fill 3``, a crate's blueberry icon crossed out."""

    crate: str


class End(Kind, word="end"):
    """L140-L148: the seat ends its free actions."""


KINDS: tuple[type[Kind], ...] = (
    Pick,
    Pass,
    Keep,
    Take,
    Fulfil,
    Column,
    Lantern,
    Chestnut,
    Fill,
    Value,
    Glue,
    Saw,
    Shave,
    Hire,
    Use,
    Adjust,
    Material,
    Deliver,
    End,
)
UP_DOWN = ((1, "up"), (-1, "down"))


def die_named(color: str, value: int) -> Die:
    """The die an action names (``yellow 3``)."""
    return Die(COLORS.index(color), value)


def kind_named(color: str, value: int) -> int:
    """The die kind (0..11) an action names."""
    return kind(COLORS.index(color), value)


def glue_results(k1: int, k2: int) -> list[str]:
    """The colours two held dice may be glued into (none when their sum passes 6)."""
    first, second = die_of(k1), die_of(k2)
    if not can_glue(first, second):
        return []
    return [COLORS[c] for c in glue_colors(first, second)]


def glue_action(k1: int, k2: int, result: str) -> Glue:
    (c1, v1), (c2, v2) = (COLORS[color_of(k1)], value_of(k1)), (COLORS[color_of(k2)], value_of(k2))
    return Glue(c1, v1, c2, v2, result)


def all_actions(t: Tables) -> Iterator[Action]:
    """Every action of the game, in the codec's order."""
    yield from (Pick(COLORS[c], v) for c in (0, 1) for v in range(1, 7))
    yield Pick("order")
    yield Pass()
    yield from (Keep(o) for o in t.orders)
    yield from (Take(o) for o in t.orders)
    yield from (Fulfil(o) for o in t.orders)
    yield from (Column(c) for c in range(1, 7))
    yield from (Lantern(c) for c in range(1, 10))
    yield from (Chestnut(c) for c in t.crate_ids)
    yield from (Fill(c) for c in t.crate_ids)
    yield from (Value(v) for v in range(1, 7))
    for k1 in range(12):
        for k2 in range(k1, 12):
            for res in glue_results(k1, k2):
                yield glue_action(k1, k2, res)
    for k in range(12):  # a split is named by its smaller part: saw yellow 6 2 is 2 + 4
        for parts in saw_splits(value_of(k)):
            yield Saw(COLORS[color_of(k)], value_of(k), parts[0])
    yield from (
        Shave(COLORS[color_of(k)], value_of(k)) for k in range(12) if can_upgrade(value_of(k), 1)
    )
    yield from (Hire(h.id) for h in t.helpers)
    yield from (Use(h.id) for h in t.helpers)
    for k in range(12):
        for delta, way in UP_DOWN:
            if can_adjust(value_of(k), delta):
                yield Adjust(COLORS[color_of(k)], value_of(k), way)
    yield from (Material(m) for m in MATERIALS)
    yield from (Deliver(COLORS[color_of(k)], value_of(k)) for k in range(12))
    yield End()


class Ids:
    """The action ids the legal-move generation hands out, by what they name (die kind 0..11,
    column, cell, crate, helper or material index, order id); -1 where no such action is."""

    def __init__(self, ids: Mapping[Action, int], t: Tables) -> None:
        def dice(of: type[Pick | Shave | Deliver]) -> list[int]:
            return [ids.get(of(COLORS[color_of(k)], value_of(k)), -1) for k in range(12)]

        self.pick = dice(Pick)
        self.pick_order = ids[Pick("order")]
        self.passing = ids[Pass()]
        self.end = ids[End()]
        self.keep = {o: ids[Keep(o)] for o in t.orders}
        self.take = {o: ids[Take(o)] for o in t.orders}
        self.fulfil = {o: ids[Fulfil(o)] for o in t.orders}
        self.column = [ids[Column(c)] for c in range(1, 7)]
        self.lantern = [ids[Lantern(c)] for c in range(1, 10)]
        self.chestnut = [ids[Chestnut(c)] for c in t.crate_ids]
        self.fill = [ids[Fill(c)] for c in t.crate_ids]
        self.value = [ids[Value(v)] for v in range(1, 7)]
        self.shave = dice(Shave)
        self.saw = [
            [ids[Saw(COLORS[color_of(k)], value_of(k), p[0])] for p in saw_splits(value_of(k))]
            for k in range(12)
        ]
        self.glue: dict[tuple[int, int], list[int]] = {}
        for k1 in range(12):
            for k2 in range(k1, 12):
                if results := glue_results(k1, k2):
                    self.glue[(k1, k2)] = [ids[glue_action(k1, k2, r)] for r in results]
        self.hire = [ids[Hire(h.id)] for h in t.helpers]
        self.use = [ids[Use(h.id)] for h in t.helpers]
        self.adjust = [  # per die kind: (down, up)
            [
                ids.get(Adjust(COLORS[color_of(k)], value_of(k), way), -1)
                for _, way in reversed(UP_DOWN)
            ]
            for k in range(12)
        ]
        self.material = [ids[Material(m)] for m in MATERIALS]
        self.deliver = dice(Deliver)
