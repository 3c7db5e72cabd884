"""Hallertau's fields: sowing, farming, fertilizing and selling fields (hallertau.de.md
L433-L439, L936-L940, L970-L974, L984-L986), phase 6's fallow fields (L489-L502) and
phase 7's harvest (L504-L515), also a harvest a card asks for now (022, 221, 628).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action

from . import supply
from .actions import FallowField, FertilizeField, SellField, SowField, Stop, Take, field_of
from .events import announce
from .state import (
    CROP_IDS,
    EMPTY,
    GOODS,
    ROWS,
    HData,
    Village,
    content_of,
    field,
    goods_on,
    own,
    plus,
    row_of,
    seats_from,
    tallied,
)
from .tasks import Fallow, Farming, Fertilize, Sell, Sow, ask

if TYPE_CHECKING:
    from .game import Hallertau


def phase_fallow(g: Hallertau, d: HData) -> None:
    """L489-L502: every empty field moves up a row, then exactly one empty field that can
    still move moves up once more (mandatory; the player picks its row)."""
    for p in reversed(seats_from(d, d.start)):
        v = own(d, p)
        top = ROWS[-1]
        v.fields = sorted(
            f if content_of(f) != EMPTY else field(min(row_of(f) + 1, top)) for f in v.fields
        )
        rows = fallow_rows(v)
        if len(rows) == 1:
            move_field(v, field(rows[0]), field(rows[0] + 1))
        elif rows:
            d.tasks.append(Fallow(p))


def fallow_rows(v: Village) -> list[int]:
    """The rows of the empty fields that can still move up (below the top row)."""
    return sorted({row_of(f) for f in v.fields if f < TOP_FIELD and content_of(f) == EMPTY})


TOP_FIELD = field(ROWS[-1])  # the empty field of the top row: the first code that cannot move


def move_field(v: Village, old: int, new: int) -> None:
    v.fields.remove(old)
    v.fields.append(new)
    v.fields.sort()


def phase_harvest(g: Hallertau, d: HData) -> None:
    """L504-L515: each planted field gives its row's number of its good, then moves down
    a row (row 2 stays)."""
    for p in seats_from(d, d.start):
        v = own(d, p)
        fields = []
        for f in list(v.fields):
            if content_of(f) == EMPTY:
                fields.append(f)
                continue
            fields.append(field(max(row_of(f) - 1, ROWS[0])))
            received(g, d, p, f, row_of(f) * goods_on(f))
        v.fields = sorted(fields)


def harvest_field(g: Hallertau, d: HData, p: int, f: int) -> None:
    """L504-L515: the field gives its row's number of its good (per good on it, 627) and
    moves down a row."""
    v = own(d, p)
    row = row_of(f)
    v.fields.remove(f)
    v.fields.append(field(max(row - 1, ROWS[0])))
    v.fields.sort()
    received(g, d, p, f, row * goods_on(f))


def received(g: Hallertau, d: HData, p: int, f: int, n: int, again: bool = False) -> None:
    """Book a harvest of field ``f`` (before it moved) giving ``n`` of its good; the
    field may yield ``again`` once more this phase (426) unless this is that yield."""
    v = own(d, p)
    x = content_of(f) - 1
    v.goods[x] += n
    t = v.tally
    yields = list(t.yields)
    if again:
        yields.remove(f)
    else:
        yields.append(f)
    v.tally = tallied(t, harvest=plus(t.harvest, x, n), yields=tuple(yields))
    announce(g, d, p, "harvested", good=GOODS[x], n=n)


def sow_options(g: Hallertau, d: HData, p: int, goods: tuple[int, ...] = CROP_IDS) -> list[int]:
    """L433-L439, L874: a crop from the supply onto an empty field (fields of one row
    are alike, so a row names the field); cards may sow other goods "as if a crop"."""
    v = d.villages[p]
    rows = sorted({row_of(f) for f in v.fields if content_of(f) == EMPTY})
    if not rows:
        return []
    ids = g.ids.sow
    return [ids[good][r] for good in goods if v.goods[good] for r in rows]


def opt_sow(g: Hallertau, d: HData, t: Sow) -> list[int]:
    return [*sow_options(g, d, t.seat, t.goods), g.ids.stop]


def do_sow(g: Hallertau, d: HData, t: Sow, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, SowField)
    sow(d, t.seat, a)
    if t.left > 1:
        ask(d, Sow(t.seat, left=t.left - 1, goods=t.goods))


def sow(d: HData, p: int, a: SowField) -> None:
    v = own(d, p)
    good = GOODS.index(a.good)
    v.goods[good] -= 1
    move_field(v, field(a.row), field(a.row, good + 1))


def opt_farming(g: Hallertau, d: HData, t: Farming) -> list[int]:
    """L936-L940: a field in row 5 or up to 4 sowings (the first sowing chooses it)."""
    room = len(d.villages[t.seat].fields) < g.columns
    out = [g.ids.take["field"]] if room else []
    return out + sow_options(g, d, t.seat) + [g.ids.skip]


def do_farming(g: Hallertau, d: HData, t: Farming, a: Action) -> None:
    p = t.seat
    if isinstance(a, Take):
        supply.gain(g, d, p, "field", 5)
    elif isinstance(a, SowField):
        sow(d, p, a)
        ask(d, Sow(p, left=3, goods=CROP_IDS))


def opt_fertilize(g: Hallertau, d: HData, t: Fertilize) -> list[int]:
    v = d.villages[t.seat]
    rows = sorted({row_of(f) for f in v.fields if not f % 10 and row_of(f) < ROWS[-1]})
    return [*(g.ids.fertilize[r] for r in rows), g.ids.stop]


def do_fertilize(g: Hallertau, d: HData, t: Fertilize, a: Action) -> None:
    """L984-L986: an empty field moves to row 5."""
    if not isinstance(a, FertilizeField):
        return
    move_field(own(d, t.seat), field(a.row), field(ROWS[-1]))
    if t.left > 1:
        ask(d, Fertilize(t.seat, left=t.left - 1))


def opt_sell(g: Hallertau, d: HData, t: Sell) -> list[int]:
    """L970-L974: give up any field, planted or not."""
    fields = sorted(set(d.villages[t.seat].fields))
    return [g.ids.sell[f] for f in fields] + [g.ids.skip]


def do_sell(g: Hallertau, d: HData, t: Sell, a: Action) -> None:
    if isinstance(a, SellField):
        p = t.seat
        own(d, p).fields.remove(field_of(a))
        supply.gain(g, d, p, "jewelry", 1)
        supply.gain(g, d, p, "clay", 3)


def opt_fallow(g: Hallertau, d: HData, t: Fallow) -> list[int]:
    return [g.ids.fallow[r] for r in fallow_rows(d.villages[t.seat])]


def do_fallow(g: Hallertau, d: HData, t: Fallow, a: Action) -> None:
    assert isinstance(a, FallowField)
    move_field(own(d, t.seat), field(a.row), field(a.row + 1))
