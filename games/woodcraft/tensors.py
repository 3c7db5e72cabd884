"""The observation tensor of Woodcraft: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own workshop comes first (``boardrules.tensors.Seats``);
the layout is the same for 1 to 4 players (absent seats are zeros). Hidden hands and dealt
cards of the other seats are their counts only (the ``Bag``'s last float). docs/research.md
lists the layout.

``schema`` is the table's parts as ``observation.observation`` shows them; ``table_writer``
writes the same floats straight from the data (``boardrules.tensors.FromData``), hiding what
the observation hides: another seat's hand and the cards dealt to it (L270-L278) are their
counts, and so are its fulfilled orders until the end (L990-L993).
tests/tensors/test_arrays.py compares the two.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import attrgetter
from typing import Any

from boardrules.loop import current_player
from boardrules.tensors import Bag, Each, Encoder, FromData, Num, OneHot, Rec, Seat, Seats, Tup, Vec
from boardrules.writers import Buffer, bag

from .state import ACTIONS, COLORS, EMPTY, KINDS, WData, die_name

COUNTS = (  # the workshop's counts in the tensor, and the fields of ``Workshop`` they show
    ("blueberries", "blueberries"),
    ("lanterns", "lanterns"),
    ("glue_discs", "glue_discs"),
    ("saw_blade_discs", "saw_blades"),
    ("scrap_blocks", "scrap"),
    ("reuse_tokens", "reuse"),
    ("points", "vp"),
    ("hazelnut_income", "hazelnut"),
    ("blueberry_income", "income"),
    ("reputation", "reputation"),
    ("marketing", "marketing"),
)


def schema(game: Any) -> FromData:
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(table, table_writer(game, table))


def observed(game: Any) -> Rec:
    """The table's parts as the observation shows them."""
    dice = tuple(die_name(k) for k in range(KINDS))
    orders = tuple(sorted(game.order_ids))
    helpers = tuple(sorted(game.helper_ids))
    publics = tuple(sorted(game.public_ids))
    counts = tuple(name for name, _ in COUNTS)
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


TableWrite = Callable[[Any, WData, int, Buffer], None]


def _index(part: Any) -> dict[Any, int]:
    return {v: i for i, v in enumerate(part.values)}


def table_writer(game: Any, table: Rec) -> TableWrite:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf)``, every
    offset worked out here once."""
    most = game.max_players
    at = {k: v.start for k, v in Encoder(table, most).layout.items()}
    parts = table.parts
    shop = parts["workshops"].part
    width = Encoder(shop, most).size
    w_at = {k: v.start for k, v in Encoder(shop, most).layout.items()}
    actions = len(ACTIONS)
    assert _index(parts["wheel"].part) == {a: i for i, a in enumerate(ACTIONS)}
    wheel_at, yard_at, kinds = at["wheel"], at["lumber_yard"], KINDS
    order_ids = _index(parts["order_display"].part)
    helper_ids = _index(parts["helper_display"].part)
    n_orders, n_helpers = len(order_ids), len(helper_ids)
    publics = _index(parts["public_orders"].part.parts[0])
    public_width = len(publics) + 1
    rep_ids = _index(parts["reputation_tiles"].part)
    tools = _index(shop.parts["attic"].part)
    n_tools, n_publics = len(tools), len(publics)
    (
        round_at,
        rounds_at,
        start_at,
        arrow_at,
        arc_at,
        orders_at,
        helpers_at,
        public_at,
        rep_at,
        neutral_at,
        to_move_at,
        shops_at,
    ) = (
        at[k]
        for k in (
            "round",
            "rounds",
            "start_player",
            "arrow",
            "arc",
            "order_display",
            "helper_display",
            "public_orders",
            "reputation_tiles",
            "neutral_marker",
            "to_move",
            "workshops",
        )
    )
    decks_at = at["deck_sizes/orders"], at["deck_sizes/helpers"], at["deck_sizes/solo"]
    dice_at, trees_at = w_at[f"dice/{die_name(0)}"], w_at[f"trees/{COLORS[0]}"]
    counts = [(w_at[name], field) for name, field in COUNTS]
    assert [o for o, _ in counts] == list(range(counts[0][0], counts[0][0] + len(COUNTS)))
    counts_at, count_values = counts[0][0], attrgetter(*(field for _, field in COUNTS))
    (
        pots_at,
        saws_at,
        upgrades_at,
        glue_at,
        rooms_at,
        rows_at,
        hand_at,
        fulfilled_at,
        attic_at,
        claims_at,
        dealt_at,
        dealt_helpers_at,
        tile_at,
    ) = (
        w_at[k]
        for k in (
            "pots",
            "saw_tiles",
            "upgrade_tiles",
            "glue_tile",
            "helpers",
            "orders",
            "hand",
            "fulfilled",
            "attic",
            "claims",
            "dealt_orders",
            "dealt_helpers",
            "tile",
        )
    )
    row_width = n_orders + 1
    rows = shop.parts["orders"].n
    rooms = shop.parts["helpers"].n
    attic_n = shop.parts["attic"].n

    def write(game: Any, d: WData, viewer: int, buf: Buffer) -> None:
        players = d.players
        if d.round:
            buf[round_at] = d.round / 14.0
        if d.rounds:
            buf[rounds_at] = d.rounds / 14.0
        if 0 <= d.start < players:
            buf[start_at + (d.start - viewer) % players] = 1.0
        o = wheel_at
        for a in d.wheel[:28]:
            if a >= 0:
                buf[o + a] = 1.0
            o += actions
        if d.arrow:
            buf[arrow_at] = d.arrow / 4.0
        if d.arc:
            buf[arc_at] = 1.0
        o = yard_at
        for k in d.yard[:6]:
            if k >= 0:
                buf[o + k] = 1.0
            o += kinds
        o = orders_at
        for card in d.order_display[:4]:
            i = order_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += n_orders
        o = helpers_at
        for card in d.helper_display[:4]:
            i = helper_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += n_helpers
        if d.order_deck:
            buf[decks_at[0]] = len(d.order_deck) / 30.0
        if d.helper_deck:
            buf[decks_at[1]] = len(d.helper_deck) / 30.0
        if d.solo_deck:
            buf[decks_at[2]] = len(d.solo_deck) / 10.0
        o = public_at
        for card, open_ in zip(d.public[:5], d.public_open, strict=False):
            i = publics.get(card)
            if i is not None:
                buf[o + i] = 1.0
            if open_:
                buf[o + n_publics] = 1.0
            o += public_width
        o = rep_at
        for card, gone in zip(d.rep_tiles[:2], d.rep_gone, strict=False):
            i = None if gone else rep_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += len(rep_ids)
        if d.neutral:
            buf[neutral_at] = d.neutral / 10.0
        tasks = d.tasks
        to_move = current_player(d)
        if 0 <= to_move < players:
            buf[to_move_at + (to_move - viewer) % players] = 1.0
        shops = d.workshops
        k = len(shops)
        o = shops_at
        for j in range(min(k, most)):
            q = (viewer + j) % k
            w = shops[q]
            own = q == viewer
            dice = w.dice
            for i in compress(range(len(dice)), dice):  # the kinds held, skipping the rest
                buf[o + dice_at + i] = dice[i] / 10.0
            for i, v in enumerate(w.pots[:3]):
                if v != EMPTY and v:
                    buf[o + trees_at + i] = v / 5.0
            if w.pots_built:
                buf[o + pots_at] = w.pots_built / 3.0
            for i, used in enumerate(w.saws[:4]):
                if used:
                    buf[o + saws_at + i] = float(used)
            for i, used in enumerate(w.upgrades[:4]):
                if used:
                    buf[o + upgrades_at + i] = float(used)
            if w.glue:
                buf[o + glue_at] = float(w.glue)
            c = o + counts_at
            for n in count_values(w):
                if n:
                    buf[c] = n / 10.0
                c += 1
            r = o + rooms_at
            held = w.rooms[:rooms]
            for room in compress(range(len(held)), held):  # the rooms with a helper
                i = helper_ids.get(held[room])
                if i is not None:
                    buf[r + room * n_helpers + i] = 1.0
            r = o + rows_at
            for card, row in zip(w.order_ids[:rows], w.order_rows, strict=False):
                i = order_ids.get(card)
                if i is not None:
                    buf[r + i] = 1.0
                buf[r + n_orders] = (row + 1) / 5.0
                r += row_width
            if own:
                bag(buf, o + hand_at, order_ids, w.hand, n_orders)
            elif w.hand:
                buf[o + hand_at + n_orders] = float(len(w.hand))
            if own or not tasks:
                bag(buf, o + fulfilled_at, order_ids, w.fulfilled, n_orders)
            elif w.fulfilled:  # face down (L990-L993): their count
                buf[o + fulfilled_at + n_orders] = float(len(w.fulfilled))
            r = o + attic_at
            held = w.attic[:attic_n]
            for space in compress(range(len(held)), held):  # the spaces with a tool
                i = tools.get(held[space])
                if i is not None:
                    buf[r + space * n_tools + i] = 1.0
            bag(buf, o + claims_at, publics, w.claims, n_publics)
            if own:
                bag(buf, o + dealt_at, order_ids, w.dealt, n_orders)
                bag(buf, o + dealt_helpers_at, helper_ids, w.dealt_helpers, n_helpers)
            else:
                if w.dealt:
                    buf[o + dealt_at + n_orders] = float(len(w.dealt))
                if w.dealt_helpers:
                    buf[o + dealt_helpers_at + n_helpers] = float(len(w.dealt_helpers))
            if w.tile >= 0:
                buf[o + tile_at + w.tile] = 1.0
            o += width

    return write
