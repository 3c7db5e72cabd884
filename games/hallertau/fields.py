"""Hallertau's fields: sowing, farming, fertilizing and selling fields (hallertau.de.md
L433-L439, L936-L940, L970-L974, L984-L986), phase 6's fallow fields (L489-L502) and
phase 7's harvest (L504-L515). A mixin of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.actions import Action
from boardrules.tasks import Decision

from .cardlang import CROP_IDS, ROWS
from .cardplay import seats_from
from .state import EMPTY, GOODS, HData, Village, content_of, field, field_named, goods_on, row_of
from .tasks import Fallow, Farming, Fertilize, Sell, Sow


class Fields:
    """The field board (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game / the other mixins
        params: dict[str, Any]
        id_take: dict[str, int]
        id_skip: int
        id_stop: int
        id_sow: list[dict[int, int]]
        id_fertilize: dict[int, int]
        id_fallow: dict[int, int]
        id_sell: dict[int, int]

        def ask(self, d: HData, task: Decision) -> None: ...
        def gain(self, d: HData, p: int, item: str, n: int) -> None: ...
        def received(self, d: HData, p: int, f: int, n: int, again: bool = False) -> None: ...

    def phase_fallow(self, d: HData) -> None:
        """L489-L502: every empty field moves up a row, then exactly one empty field that can
        still move moves up once more (mandatory; the player picks its row)."""
        for p in reversed(seats_from(d, d.start)):
            v = d.villages[p]
            top = ROWS[-1]
            v.fields = sorted(
                f if content_of(f) != EMPTY else field(min(row_of(f) + 1, top)) for f in v.fields
            )
            rows = self.fallow_rows(v)
            if len(rows) == 1:
                self.move_field(v, field(rows[0]), field(rows[0] + 1))
            elif rows:
                d.tasks.append(Fallow(p))

    @staticmethod
    def fallow_rows(v: Village) -> list[int]:
        return sorted(
            {row_of(f) for f in v.fields if f < field(ROWS[-1]) and content_of(f) == EMPTY}
        )

    @staticmethod
    def move_field(v: Village, old: int, new: int) -> None:
        v.fields.remove(old)
        v.fields.append(new)
        v.fields.sort()

    def phase_harvest(self, d: HData) -> None:
        """L504-L515: each planted field gives its row's number of its good, then moves down
        a row (row 2 stays)."""
        for p in seats_from(d, d.start):
            v = d.villages[p]
            fields = []
            for f in list(v.fields):
                if content_of(f) == EMPTY:
                    fields.append(f)
                    continue
                fields.append(field(max(row_of(f) - 1, ROWS[0])))
                self.received(d, p, f, row_of(f) * goods_on(f))
            v.fields = sorted(fields)

    def sow_options(self, d: HData, p: int, goods: tuple[int, ...] = CROP_IDS) -> list[int]:
        """L433-L439, L874: a crop from the supply onto an empty field (fields of one row
        are alike, so a row names the field); cards may sow other goods "as if a crop"."""
        v = d.villages[p]
        rows = sorted({row_of(f) for f in v.fields if content_of(f) == EMPTY})
        if not rows:
            return []
        return [self.id_sow[g][r] for g in goods if v.goods[g] for r in rows]

    def opt_sow(self, d: HData, t: Sow) -> list[int]:
        return [*self.sow_options(d, t.seat, t.goods), self.id_stop]

    def do_sow(self, d: HData, t: Sow, a: Action) -> None:
        if a.kind == "stop":
            return
        self.sow(d, t.seat, a)
        if t.left > 1:
            self.ask(d, Sow(t.seat, left=t.left - 1, goods=t.goods))

    def sow(self, d: HData, p: int, a: Action) -> None:
        v = d.villages[p]
        g, r = GOODS.index(str(a.args[0])), int(a.args[1])
        v.goods[g] -= 1
        self.move_field(v, field(r), field(r, g + 1))

    def opt_farming(self, d: HData, t: Farming) -> list[int]:
        """L936-L940: a field in row 5 or up to 4 sowings (the first sowing chooses it)."""
        room = len(d.villages[t.seat].fields) < self.params["field_rows"]["columns"]
        out = [self.id_take["field"]] if room else []
        return out + self.sow_options(d, t.seat) + [self.id_skip]

    def do_farming(self, d: HData, t: Farming, a: Action) -> None:
        p = t.seat
        if a.kind == "take":
            self.gain(d, p, "field", 5)
        elif a.kind == "sow":
            self.sow(d, p, a)
            self.ask(d, Sow(p, left=3, goods=CROP_IDS))

    def opt_fertilize(self, d: HData, t: Fertilize) -> list[int]:
        v = d.villages[t.seat]
        rows = sorted({row_of(f) for f in v.fields if not f % 10 and row_of(f) < ROWS[-1]})
        return [*(self.id_fertilize[r] for r in rows), self.id_stop]

    def do_fertilize(self, d: HData, t: Fertilize, a: Action) -> None:
        """L984-L986: an empty field moves to row 5."""
        if a.kind == "stop":
            return
        self.move_field(d.villages[t.seat], field(int(a.args[0])), field(ROWS[-1]))
        if t.left > 1:
            self.ask(d, Fertilize(t.seat, left=t.left - 1))

    def opt_sell(self, d: HData, t: Sell) -> list[int]:
        """L970-L974: give up any field, planted or not."""
        fields = sorted(set(d.villages[t.seat].fields))
        return [self.id_sell[f] for f in fields] + [self.id_skip]

    def do_sell(self, d: HData, t: Sell, a: Action) -> None:
        if a.kind == "sell":
            p = t.seat
            d.villages[p].fields.remove(field_named(int(a.args[0]), str(a.args[1])))
            self.gain(d, p, "jewelry", 1)
            self.gain(d, p, "clay", 3)

    # phase 6
    def opt_fallow(self, d: HData, t: Fallow) -> list[int]:
        return [self.id_fallow[r] for r in self.fallow_rows(d.villages[t.seat])]

    def do_fallow(self, d: HData, t: Fallow, a: Action) -> None:
        r = int(a.args[0])
        self.move_field(d.villages[t.seat], field(r), field(r + 1))
