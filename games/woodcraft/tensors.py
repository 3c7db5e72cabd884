"""The observation tensor of Woodcraft: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own workshop comes first (``boardrules.tensors.Seats``);
the layout is the same for 1 to 4 players (absent seats are zeros). Hidden hands and dealt
cards of the other seats are their counts only (the ``Bag``'s last float). docs/research.md
lists the layout.
"""

from __future__ import annotations

from typing import Any

from boardrules.tensors import Bag, Each, Num, OneHot, Rec, Seat, Seats, Tup, Vec

from .state import ACTIONS, COLORS, KINDS, die_name


def schema(game: Any) -> Rec:
    dice = tuple(die_name(k) for k in range(KINDS))
    orders = tuple(sorted(game.order_ids))
    helpers = tuple(sorted(game.helper_ids))
    publics = tuple(sorted(game.public_ids))
    counts = (
        "blueberries",
        "lanterns",
        "glue_discs",
        "saw_blade_discs",
        "scrap_blocks",
        "reuse_tokens",
        "points",
        "hazelnut_income",
        "blueberry_income",
        "reputation",
        "marketing",
    )
    workshop = Rec(
        {
            "dice": Rec({name: Num(10) for name in dice}),
            "trees": Rec({c: Num(5) for c in COLORS}),
            "pots": Num(3),
            "saw_tiles": Vec(4),
            "upgrade_tiles": Vec(4),
            "glue_tile": Num(),
            **{name: Num(10) for name in counts},
            "helpers": Each(len(game.room_neighbours), OneHot(helpers)),
            "orders": Each(16, Tup((OneHot(orders), Num(5)))),
            "hand": Bag(orders),
            "fulfilled": Bag(orders),
            "attic": Each(len(game.attic_ids), OneHot(tuple(game.tools))),
            "claims": Bag(publics),
            "dealt_orders": Bag(orders),
            "dealt_helpers": Bag(helpers),
            "tile": OneHot(ACTIONS),
        }
    )
    return Rec(
        {
            "round": Num(14),
            "rounds": Num(14),
            "start_player": Seat(),
            "wheel": Each(28, OneHot(ACTIONS)),
            "arrow": Num(4),
            "arc": Num(),
            "lumber_yard": Each(len(game.yard_colors), OneHot(dice)),
            "order_display": Each(4, OneHot(orders)),
            "helper_display": Each(4, OneHot(helpers)),
            "deck_sizes": Rec({"orders": Num(30), "helpers": Num(30), "solo": Num(10)}),
            "public_orders": Each(max(game.params["public_orders"]), Tup((OneHot(publics), Num()))),
            "reputation_tiles": Each(2, OneHot(tuple(sorted(game.rep_tile_ids)))),
            "neutral_marker": Num(10),
            "to_move": Seat(),
            "workshops": Seats(workshop),
        }
    )
