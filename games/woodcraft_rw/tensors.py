"""The observation tensor of Woodcraft Roll & Write: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own sheet comes first (``boardrules.tensors.Seats``); the
layout is the same for 1 to 5 players (absent seats are zeros). docs/research.md lists it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tensors import Bag, Each, Num, OneHot, Rec, Seat, Seats, Vec

from .state import COLORS, die_name

if TYPE_CHECKING:
    from .game import WoodcraftRW


def schema(game: WoodcraftRW) -> Rec:
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
