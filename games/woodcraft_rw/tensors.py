"""The observation tensor of Woodcraft Roll & Write: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own sheet comes first (``boardrules.tensors.Seats``); the
layout is the same for 1 to 5 players (absent seats are zeros). docs/research.md lists it.

``schema`` is the table's parts as ``views.observation`` shows them; ``TableWriter`` writes the
same floats straight from the data (``boardrules.tensors.FromData``): what the observation
shows of a sheet is the sheet itself, but the fulfilled orders of another seat (face down until
the end, L162-L164), its commitment while the seats commit (L77-L85) and the orders dealt to it
(L32-L34), which are their counts. tests/tensors/test_arrays.py compares the two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.loop import current_player, decision_name
from boardrules.tensors import Bag, Each, Encoder, FromData, Num, OneHot, Rec, Seat, Seats, Vec
from boardrules.writers import Buffer, bag

from .state import COLORS, NO_COMMIT, ORDER, PASS, RWData, die_name

if TYPE_CHECKING:
    from .game import WoodcraftRW


def schema(game: WoodcraftRW) -> FromData:
    """The table's parts, written from the data by a ``TableWriter``."""
    table = observed(game)
    return FromData(table, TableWriter(game, table))


def observed(game: WoodcraftRW) -> Rec:
    """The table's parts as the observation shows them."""
    orders = tuple(sorted(c.id for c in game.catalog.of_kind("order")))
    dice = tuple(die_name(k) for k in range(12))
    commits = (*dice, "order", "pass", "committed")
    sheet = Rec(
        {
            "dice": Rec({name: Num() for name in dice}),
            "materials": Rec({m: Num(10) for m in ("saw_blade", "glue", "shavings")}),
            "blueberries": Num(10),
            "marked": Vec(4, 10),
            "spent": Vec(4, 10),
            "lanterns": Bag(tuple(range(1, 10))),
            "crates": Rec(
                {c.id: Rec({"crossed": Num(), "active": Num()}) for c in game.tables.crates}
            ),
            "nuts": Num(10),
            "reputation": Num(10),
            "helpers": Bag(tuple(h.id for h in game.tables.helpers)),
            "held_orders": Bag(orders),
            "fulfilled_orders": Bag(orders),
            "turn_boxes": Vec(12, 6),
            "commit": OneHot(commits),
            "dealt": Bag(orders),
        }
    )
    return Rec(
        {
            "round": Num(6),
            "turn": Num(12),
            "phase": Num(2),
            "board": Each(6, OneHot(dice)),
            "supply": Rec({c: Num(10) for c in COLORS}),
            "pool": Each(3, OneHot(orders)),
            "deck_sizes": Vec(2, 20),
            "to_move": Seat(),
            "sheets": Seats(sheet),
        }
    )


class TableWriter:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf, at)``."""

    def __init__(self, game: WoodcraftRW, table: Rec) -> None:
        top = Encoder(table, game.max_players).layout
        self.at = {name: part.start for name, part in top.items()}
        sheet = table.parts["sheets"].part
        self.sheet_width = Encoder(sheet, game.max_players).size
        self.sheet = {name: part.start for name, part in Encoder(sheet, 1).layout.items()}
        self.crates = [self.sheet[f"crates/{cid}/crossed"] for cid in game.tables.crate_ids]
        names = [f"materials/{m}" for m in ("saw_blade", "glue", "shavings")]
        self.owned = [self.sheet[name] for name in (*names, "blueberries")]  # rows 0..3
        orders = sorted(c.id for c in game.catalog.of_kind("order"))
        self.orders = {o: i for i, o in enumerate(orders)}
        self.order_count = len(orders)
        self.helpers = len(game.tables.helpers)
        self.max_players = game.max_players

    def __call__(self, game: Any, d: RWData, viewer: int, buf: Buffer, at: int = 0) -> None:
        where = self.at
        buf[at + where["round"]] = d.round / 6.0
        if d.turn:
            buf[at + where["turn"]] = d.turn / 12.0
        if d.phase:
            buf[at + where["phase"]] = d.phase / 2.0
        board = at + where["board"]
        for j, k in enumerate(d.board[:6]):
            if k >= 0:
                buf[board + j * 12 + k] = 1.0
        for c, name in enumerate(COLORS):
            if d.supply[c]:
                buf[at + where[f"supply/{name}"]] = d.supply[c] / 10.0
        pool, orders = at + where["pool"], self.orders
        for j, o in enumerate(d.pool[:3]):
            i = orders.get(o)
            if i is not None:
                buf[pool + j * self.order_count + i] = 1.0
        if d.deck1:
            buf[at + where["deck_sizes"]] = len(d.deck1) / 20.0
        if d.deck2:
            buf[at + where["deck_sizes"] + 1] = len(d.deck2) / 20.0
        players = d.players
        to_move = current_player(d)
        if 0 <= to_move < players:
            buf[at + where["to_move"] + (to_move - viewer) % players] = 1.0
        committing = decision_name(d) == "commit"
        start = at + where["sheets"]
        for j in range(min(players, self.max_players)):
            q = (viewer + j) % players
            self.write_sheet(d, q, q == viewer, committing, buf, start + j * self.sheet_width)

    def write_sheet(
        self, d: RWData, q: int, own: bool, committing: bool, buf: Buffer, at: int
    ) -> None:
        s, where, orders, n = d.sheets[q], self.sheet, self.orders, self.order_count
        dice = at + where["dice/yellow 1"]
        for k, count in enumerate(s.dice):
            if count:
                buf[dice + k] = float(count)
        marked, spent, borrowed = s.marked, s.spent, s.borrowed
        for m, offset in enumerate(self.owned):  # the materials, then the blueberries
            owned = marked[m] - spent[m] + borrowed[m]  # Sheet.owned
            if owned:
                buf[at + offset] = owned / 10.0
        for offset, row in ((where["marked"], marked), (where["spent"], spent)):
            for i, count in enumerate(row[:4]):
                if count:
                    buf[at + offset + i] = count / 10.0
        bits(buf, at + where["lanterns"], s.lanterns & 511, 9)
        for c, crossed in enumerate(self.crates):
            if s.crates[c]:
                buf[at + crossed] = float(s.crates[c].bit_count())
            if s.active >> c & 1:
                buf[at + crossed + 1] = 1.0
        if s.nuts:
            buf[at + where["nuts"]] = s.nuts / 10.0
        if s.reputation:
            buf[at + where["reputation"]] = s.reputation / 10.0
        bits(buf, at + where["helpers"], s.helpers, self.helpers)
        bag(buf, at + where["held_orders"], orders, s.held, n)
        if own or not d.tasks:
            bag(buf, at + where["fulfilled_orders"], orders, s.fulfilled, n)
        elif s.fulfilled:  # face down (L162-L164): their count
            buf[at + where["fulfilled_orders"] + n] = float(len(s.fulfilled))
        boxes = at + where["turn_boxes"]
        for i, v in enumerate(s.box_value[:12]):
            if v:
                buf[boxes + i] = v / 6.0
        commit = s.commit
        if commit != NO_COMMIT:
            if own or not committing:  # a die kind 0..11, then "order" and "pass"
                buf[
                    at
                    + where["commit"]
                    + (12 if commit == ORDER else 13 if commit == PASS else commit)
                ] = 1.0
            else:  # "committed", what the others see (L77-L85)
                buf[at + where["commit"] + 14] = 1.0
        if own:
            bag(buf, at + where["dealt"], orders, s.dealt, n)
        elif s.dealt:
            buf[at + where["dealt"] + n] = float(len(s.dealt))


def bits(buf: Buffer, at: int, mask: int, n: int) -> None:
    """A ``Bag`` of the first ``n`` bits of ``mask`` (bit i: value i), then how many."""
    mask &= (1 << n) - 1
    if mask:
        buf[at + n] = float(mask.bit_count())
        while mask:
            low = mask & -mask
            buf[at + low.bit_length() - 1] = 1.0
            mask ^= low
