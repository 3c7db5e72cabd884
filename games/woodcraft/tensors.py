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
from operator import ne
from typing import Any

from boardrules.loop import current_player
from boardrules.tensors import (
    Bag,
    Each,
    Encoder,
    FromData,
    Num,
    OneHot,
    Read,
    Rec,
    Seat,
    Seats,
    Vec,
)
from boardrules.writers import (
    FLOAT32,
    NOT_SEEN,
    Buffer,
    ByKind,
    Table,
    as_bytes,
    bag,
    blank,
    fields_of,
    groups_of,
    kept,
)

from .observation import GLUE, TILE
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
    return FromData(table, ByKind(lambda kind: table_writer(game, table, kind), fills=True))


def tile_numbers(words: Any) -> list[int]:
    """The saw or upgrade tiles as the data holds them: 0 usable, 1 used."""
    return [TILE.index(w) for w in words or ()]


def glue_number(word: Any) -> int:
    """The glue tile as the data holds it: -1 not placed, 0 usable, 1 used."""
    return GLUE.index(word) - 1 if word else 0


def on_track(tiles: Any) -> list[str | None]:
    """The reputation tiles still on the track (a removed one is none, L1480-L1482)."""
    return [None if t["removed"] else t["tile"] for t in tiles or ()]


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
            "saw_tiles": Read(tile_numbers, Vec(4)),
            "upgrade_tiles": Read(tile_numbers, Vec(4)),
            "glue_tile": Read(glue_number, Num()),
            **{name: Num(10) for name in counts},
            "helpers": Each(len(game.room_neighbours), OneHot(helpers)),
            "orders": Each(16, Rec({"card": OneHot(orders), "row": Num(5)})),
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
            "order_deck": Num(30),
            "helper_deck": Num(30),
            "solo_deck": Num(10),
            "public_orders": Each(
                max(game.params["public_orders"]), Rec({"card": OneHot(publics), "open": Num()})
            ),
            "reputation_tiles": Read(on_track, Each(2, OneHot(tuple(sorted(game.rep_tile_ids))))),
            "neutral_marker": Num(10),
            "to_move": Seat(),
            "workshops": Seats(workshop),
        }
    )


TableWrite = Callable[[Any, WData, int, Buffer], None]


def _index(part: Any) -> dict[Any, int]:
    return {v: i for i, v in enumerate(part.values)}


def table_writer(game: Any, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data into a buffer of the kind ``kind``
    (``boardrules.writers``): ``write(game, d, viewer, buf)``, every offset worked out here
    once. Each workshop's rooms, order rows and attic are blocks kept by their values
    (``writers.Table``). Each workshop's floats are kept per slot (its seat, whether the viewer
    owns it, the end) with the record and the values they were written from: copied at once
    when the record is the same (``WData.fork`` shares a workshop until a rule takes it by
    ``state.own``) or its values are, else copied and only the parts whose values changed
    written again (a group of ``shop_values``; the dice and counts only where they differ).
    The wheel and the board likewise, kept once (no viewer's seat in them): a changed wheel,
    yard or display written again only at the spaces that differ, a changed deck its count."""
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
    publics = _index(parts["public_orders"].part.parts["card"])
    public_width = len(publics) + 1
    rep_ids = _index(parts["reputation_tiles"].part.part)
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
    decks_at = at["order_deck"], at["helper_deck"], at["solo_deck"]
    dice_at, trees_at = w_at[f"dice/{die_name(0)}"], w_at[f"trees/{COLORS[0]}"]
    counts = [(w_at[name], field) for name, field in COUNTS]
    assert [o for o, _ in counts] == list(range(counts[0][0], counts[0][0] + len(COUNTS)))
    counts_at = counts[0][0]
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
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        if fill:  # every float written, zeros too (``ByKind(fills=True)``): the header's
            raw[0:head_size] = blank_head
        if d.round:
            buf[round_at] = d.round / 14.0
        if d.rounds:
            buf[rounds_at] = d.rounds / 14.0
        if 0 <= d.start < players:
            buf[start_at + (d.start - viewer) % players] = 1.0
        # the wheel and the board: their floats of the last time copied at once, then the
        # parts whose values changed written again where they differ (mostly one part, a
        # few spaces; the values are mostly the same objects: the table's rows are tuples,
        # shared by the states that did not change them)
        values = public_values(d)
        last = public_last[0]
        before = last[0]
        if values != before:
            if last[1] is None:  # the first time: every part, into zeros
                if fill:
                    raw[wheel_raw : wheel_raw + public_size] = blank_public
                public_write(buf, values)
            else:
                raw[wheel_raw : wheel_raw + public_size] = last[1]
                public_patch(buf, raw, values, before)
            last = public_last[0] = (values, keep(raw[wheel_raw : wheel_raw + public_size]))
        else:
            raw[wheel_raw : wheel_raw + public_size] = last[1]
        tasks = d.tasks
        to_move = current_player(d)
        if fill:
            raw[to_move_raw : to_move_raw + to_move_size] = blank_to_move
        if 0 <= to_move < players:
            buf[to_move_at + (to_move - viewer) % players] = 1.0
        shops = d.workshops
        k = len(shops)
        o = shops_at
        ended = not tasks
        for q, slot in seat_slots[k][viewer]:  # the viewer's own first, then clockwise
            w = shops[q]
            # the workshop as it was written last for this seat, seen as its own or not,
            # before the end or after: the same record (``WData.fork`` shares a workshop
            # until a rule takes it by ``state.own``, which copies it) is copied at once;
            # else the last floats are copied, then only the parts whose values changed
            # written again (a value is mostly the same object: the rows are tuples)
            slot += ended
            last = shops_last[slot]
            shop_raw = o * unit
            if last is not None and last[2] is w:
                raw[shop_raw : shop_raw + shop_size] = last[1]
                o += width
                continue
            values = shop_values(w)
            own = q == viewer
            if last is None:
                before = unseen  # the first time: every part, into zeros
                patch = False
                if fill:
                    raw[shop_raw : shop_raw + shop_size] = blank_shop
            else:
                before = last[0]
                if values == before:  # a new record of the same values
                    raw[shop_raw : shop_raw + shop_size] = last[1]
                    shops_last[slot] = (values, last[1], w)
                    o += width
                    continue
                raw[shop_raw : shop_raw + shop_size] = last[1]
                patch = True
            dice = values[0]  # the dice held
            if dice is not before[0] and dice != before[0]:
                if patch:  # the kinds whose count changed, zeros too
                    for i in compress(all_kinds, map(ne, dice, before[0])):
                        buf[o + i] = dice[i] / 10.0
                else:
                    for i in compress(all_kinds, dice):  # the kinds held
                        buf[o + i] = dice[i] / 10.0
            tiles = values[1]  # the trees to the glue
            if tiles != before[1]:
                if patch:
                    r = shop_raw + dice_size
                    raw[r : r + tools_size] = blank_tools
                pots, pots_built, saws, upgrades, glue = tiles
                for i, v in enumerate(pots[:3]):
                    if v != EMPTY and v:
                        buf[o + trees_at + i] = v / 5.0
                if pots_built:
                    buf[o + pots_at] = pots_built / 3.0
                for i, used in enumerate(saws[:4]):
                    if used:
                        buf[o + saws_at + i] = float(used)
                for i, used in enumerate(upgrades[:4]):
                    if used:
                        buf[o + upgrades_at + i] = float(used)
                if glue:
                    buf[o + glue_at] = float(glue)
            numbers = values[2]  # the counts: each written, zeros too
            if numbers != before[2]:
                c = o + counts_at
                if patch:  # those that changed
                    for i in compress(all_counts, map(ne, numbers, before[2])):
                        buf[c + i] = numbers[i] / 10.0
                else:
                    for n in numbers:
                        buf[c] = n / 10.0
                        c += 1
            key = values[3]  # the rooms
            if key is not before[3] and key != before[3]:
                r = (o + rooms_at) * unit
                block = rooms_get(key)
                if block is None:
                    if patch:
                        raw[r : r + rooms_size] = blank_rooms
                    rooms_table.make(buf, o + rooms_at, key)
                else:
                    raw[r : r + rooms_size] = block
            key = values[4]  # the orders beside the board and their rows
            if key != before[4]:
                r = (o + rows_at) * unit
                block = rows_get(key)
                if block is None:
                    if patch:
                        raw[r : r + rows_size] = blank_rows
                    rows_table.make(buf, o + rows_at, key)
                else:
                    raw[r : r + rows_size] = block
            private = values[5]  # the hand and the fulfilled orders
            if private != before[5]:
                if patch:
                    r = (o + hand_at) * unit
                    raw[r : r + private_size] = blank_private
                hand, fulfilled = private
                if own:
                    bag(buf, o + hand_at, order_ids, hand, n_orders)
                elif hand:
                    buf[o + hand_at + n_orders] = float(len(hand))
                if own or ended:
                    bag(buf, o + fulfilled_at, order_ids, fulfilled, n_orders)
                elif fulfilled:  # face down (L990-L993): their count
                    buf[o + fulfilled_at + n_orders] = float(len(fulfilled))
            key = values[6]  # the attic and the claims
            if key != before[6]:
                r = (o + attic_at) * unit
                block = attic_get(key)
                if block is None:
                    if patch:
                        raw[r : r + attic_size] = blank_attic
                    attic_table.make(buf, o + attic_at, key)
                else:
                    raw[r : r + attic_size] = block
            setup = values[7]  # the orders and helpers dealt
            if setup != before[7]:
                if patch:
                    r = (o + dealt_at) * unit
                    raw[r : r + dealt_size] = blank_dealt
                dealt, dealt_helpers = setup
                if own:
                    bag(buf, o + dealt_at, order_ids, dealt, n_orders)
                    bag(buf, o + dealt_helpers_at, helper_ids, dealt_helpers, n_helpers)
                else:
                    if dealt:
                        buf[o + dealt_at + n_orders] = float(len(dealt))
                    if dealt_helpers:
                        buf[o + dealt_helpers_at + n_helpers] = float(len(dealt_helpers))
            tile = values[8]
            if tile != before[8]:
                if patch and before[8] >= 0:  # the one-hot of the last tile taken off
                    buf[o + tile_at + before[8]] = 0.0
                if tile >= 0:
                    buf[o + tile_at + tile] = 1.0
            # the record is held: its id is not reused while kept
            shops_last[slot] = (values, keep(raw[shop_raw : shop_raw + shop_size]), w)
            o += width
        if fill:  # the slots of no seat: zeros, one workshop at a time
            while o < shops_end:
                raw[o * unit : o * unit + shop_size] = blank_shop
                o += width

    def spaces(buf: Buffer, at: int, size: int, index: Any, now: Any, then: Any) -> None:
        """A row of spaces each one-hot over ``size`` values (``index``: a value to its slot,
        or none), from ``then`` to ``now``: only the spaces that differ written again."""
        for i in compress(range(len(now)), map(ne, now, then)):
            j = index(then[i])
            if j is not None:
                buf[at + i * size + j] = 0.0
            j = index(now[i])
            if j is not None:
                buf[at + i * size + j] = 1.0

    def row(
        buf: Buffer,
        raw: Any,
        at: int,
        size: int,
        most: int,
        index: Any,
        blank: Any,
        now: Any,
        then: Any,
    ) -> None:
        """A row of up to ``most`` spaces (the wheel, the yard, a display of orders or
        helpers), each one-hot over ``size`` values (``index``: a value to its slot, or none),
        from ``then`` to ``now``: the spaces that differ, or the whole row blanked and written
        again when its length changed."""
        if len(now) == len(then) <= most:
            spaces(buf, at, size, index, now, then)
            return
        r = at * unit
        raw[r : r + len(blank)] = blank
        o = at
        for value in now[:most]:
            i = index(value)
            if i is not None:
                buf[o + i] = 1.0
            o += size

    def public_write(buf: Buffer, values: tuple[Any, ...]) -> None:
        """The wheel to the neutral marker into zeros, from ``public_values``."""
        wheel, arrow, arc, yard, order_display, helper_display = values[:6]
        order_deck, helper_deck, solo_deck = values[6:9]
        o = wheel_at
        for a in wheel[:28]:
            if a >= 0:
                buf[o + a] = 1.0
            o += actions
        if arrow:
            buf[arrow_at] = arrow / 4.0
        if arc:
            buf[arc_at] = 1.0
        o = yard_at
        for k in yard[:6]:
            if k >= 0:
                buf[o + k] = 1.0
            o += kinds
        o = orders_at
        for card in order_display[:4]:
            i = order_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += n_orders
        o = helpers_at
        for card in helper_display[:4]:
            i = helper_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += n_helpers
        if order_deck:
            buf[decks_at[0]] = len(order_deck) / 30.0
        if helper_deck:
            buf[decks_at[1]] = len(helper_deck) / 30.0
        if solo_deck:
            buf[decks_at[2]] = len(solo_deck) / 10.0
        claims_write(buf, values[9], values[10])
        tiles_write(buf, values[11], values[12])
        if values[13]:
            buf[neutral_at] = values[13] / 10.0

    def public_patch(buf: Buffer, raw: Any, values: tuple[Any, ...], before: Any) -> None:
        """Over the last floats of the wheel to the neutral marker (``before``'s), the parts
        whose values differ written again: a space of the wheel, the yard or a display
        where it differs, a number, else the whole part."""
        wheel, arrow, arc, yard, order_display, helper_display = values[:6]
        if wheel is not before[0]:
            row(buf, raw, wheel_at, actions, 28, on_wheel, blank_wheel, wheel, before[0])
        if arrow != before[1]:
            buf[arrow_at] = arrow / 4.0
        if arc != before[2]:
            buf[arc_at] = 1.0 if arc else 0.0
        if yard is not before[3]:
            row(buf, raw, yard_at, kinds, 6, in_yard, blank_yard, yard, before[3])
        if order_display is not before[4]:
            row(
                buf,
                raw,
                orders_at,
                n_orders,
                4,
                order_ids.get,
                blank_order_display,
                order_display,
                before[4],
            )
        if helper_display is not before[5]:
            row(
                buf,
                raw,
                helpers_at,
                n_helpers,
                4,
                helper_ids.get,
                blank_helper_display,
                helper_display,
                before[5],
            )
        deck = values[6]
        if deck is not before[6]:
            buf[decks_at[0]] = len(deck) / 30.0
        deck = values[7]
        if deck is not before[7]:
            buf[decks_at[1]] = len(deck) / 30.0
        deck = values[8]
        if deck is not before[8]:
            buf[decks_at[2]] = len(deck) / 10.0
        if values[9:11] != before[9:11]:
            r = public_at * unit
            raw[r : r + claims_size] = blank_claims
            claims_write(buf, values[9], values[10])
        if values[11:13] != before[11:13]:
            r = rep_at * unit
            raw[r : r + rep_size] = blank_rep
            tiles_write(buf, values[11], values[12])
        if values[13] != before[13]:
            buf[neutral_at] = values[13] / 10.0

    def claims_write(buf: Buffer, public: Any, public_open: Any) -> None:
        """The public orders and whether each is open, into zeros."""
        o = public_at
        for card, open_ in zip(public[:5], public_open, strict=False):
            i = publics.get(card)
            if i is not None:
                buf[o + i] = 1.0
            if open_:
                buf[o + n_publics] = 1.0
            o += public_width

    def tiles_write(buf: Buffer, rep_tiles: Any, rep_gone: Any) -> None:
        """The reputation tiles still on the track, into zeros."""
        o = rep_at
        for card, gone in zip(rep_tiles[:2], rep_gone, strict=False):
            i = None if gone else rep_ids.get(card)
            if i is not None:
                buf[o + i] = 1.0
            o += len(rep_ids)

    def rooms_block(buf: Buffer, r: int, held: tuple[str, ...]) -> None:
        """The rooms' helpers: from ``rooms``."""
        held = held[:rooms]
        for room in compress(range(len(held)), held):  # the rooms with a helper
            i = helper_ids.get(held[room])
            if i is not None:
                buf[r + room * n_helpers + i] = 1.0

    def rows_block(buf: Buffer, r: int, key: tuple[tuple[str, ...], tuple[int, ...]]) -> None:
        """The orders beside the board and their rows: from ``(order_ids, order_rows)``."""
        for card, row in zip(key[0][:rows], key[1], strict=False):
            i = order_ids.get(card)
            if i is not None:
                buf[r + i] = 1.0
            buf[r + n_orders] = (row + 1) / 5.0
            r += row_width

    def attic_block(buf: Buffer, r: int, key: tuple[tuple[str, ...], tuple[str, ...]]) -> None:
        """The attic's tools and the claimed public orders: from ``(attic, claims)``."""
        held = key[0][:attic_n]
        for space in compress(range(len(held)), held):  # the spaces with a tool
            i = tools.get(held[space])
            if i is not None:
                buf[r + space * n_tools + i] = 1.0
        bag(buf, r - attic_at + claims_at, publics, list(key[1]), n_publics)

    assert wheel_at < arrow_at < arc_at < yard_at < orders_at < helpers_at < public_at
    assert max(decks_at) < public_at < rep_at < neutral_at < to_move_at
    assert dice_at == 0 and rooms_at < rows_at < hand_at < attic_at < claims_at < dealt_at
    assert helpers_at < min(decks_at)
    rooms_table = Table(rows_at - rooms_at, rooms_block, kind)
    rows_table = Table(hand_at - rows_at, rows_block, kind)
    attic_table = Table(dealt_at - attic_at, attic_block, kind)
    unit = rooms_table.unit
    keep, blanks = kept(kind), blank(kind)
    shop_size = width * unit
    # the float32 writer writes every float of the table, zeros too (``ByKind(fills=True)``:
    # the array is not zeroed first); into a list, zeros already
    fill = kind == FLOAT32
    assert (round_at, rounds_at, start_at, wheel_at) == (0, 1, 2, 2 + most)
    assert to_move_at == neutral_at + 1 and shops_at == to_move_at + most
    head_size, blank_head = wheel_at * unit, blanks(wheel_at * unit)
    to_move_raw, to_move_size = to_move_at * unit, most * unit
    blank_to_move = blanks(to_move_size)
    shops_end = shops_at + most * width
    assert shops_end == Encoder(table, most).size  # the table's last float
    # what each block and workshop is written from, as one tuple of the data's objects
    public_values = fields_of(
        "wheel",
        "arrow",
        "arc",
        "yard",
        "order_display",
        "helper_display",
        "order_deck",
        "helper_deck",
        "solo_deck",
        "public",
        "public_open",
        "rep_tiles",
        "rep_gone",
        "neutral",
    )
    # a workshop's values in the groups its parts are written from, each compared (and the
    # rooms, rows and attic keyed) as one value
    shop_values = groups_of(
        "dice",
        ("pots", "pots_built", "saws", "upgrades", "glue"),
        tuple(field for _, field in COUNTS),
        "rooms",
        ("order_ids", "order_rows"),
        ("hand", "fulfilled"),
        ("attic", "claims"),
        ("dealt", "dealt_helpers"),
        "tile",
    )
    public_size = (neutral_at + 1 - wheel_at) * unit
    blank_public, blank_shop = blanks(public_size), blanks(shop_size)
    wheel_size, wheel_raw = (arrow_at - wheel_at) * unit, wheel_at * unit
    yard_size = (orders_at - yard_at) * unit
    order_display_size = (helpers_at - orders_at) * unit
    helper_display_size = (min(decks_at) - helpers_at) * unit
    claims_size, rep_size = (rep_at - public_at) * unit, (neutral_at - rep_at) * unit
    assert wheel_size == 28 * actions * unit and yard_size == 6 * kinds * unit
    assert order_display_size == 4 * n_orders * unit
    assert helper_display_size == 4 * n_helpers * unit
    assert claims_size == 5 * public_width * unit and rep_size == 2 * len(rep_ids) * unit
    assert arrow_at == yard_at - 2 and arc_at == yard_at - 1
    # a wheel space's or a yard space's value to its slot (-1: empty)
    on_wheel = {a: a for a in range(actions)}.get
    in_yard = {k: k for k in range(kinds)}.get
    dice_size, tools_size = trees_at * unit, (counts_at - trees_at) * unit  # tools: trees to glue
    assert trees_at < pots_at < counts_at and max(saws_at, upgrades_at, glue_at) < counts_at
    assert counts_at + len(COUNTS) == rooms_at
    rooms_get, rooms_size = rooms_table.get, rooms_table.size
    rows_get, rows_size = rows_table.get, rows_table.size
    attic_get, attic_size = attic_table.get, attic_table.size
    # the wheel's and the board's values and floats the last time
    public_last: list[Any] = [((NOT_SEEN,) * 14, None)]
    blank_wheel, blank_yard = blanks(wheel_size), blanks(yard_size)
    blank_order_display, blank_helper_display = (
        blanks(order_display_size),
        blanks(helper_display_size),
    )
    blank_claims, blank_rep = blanks(claims_size), blanks(rep_size)
    # per workshop slot (seat, own, ended): its values and floats the last time
    shops_last: list[Any] = [None] * (4 * most)
    # per count of workshops and viewer: each workshop's seat and its slot in shops_last (4 a
    # seat: 2 if the viewer's own, 1 at the end, added at the write)
    seat_slots = [
        [
            tuple(((v + j) % k, 4 * ((v + j) % k) + 2 * (j == 0)) for j in range(min(k, most)))
            for v in range(max(k, 1))
        ]
        for k in range(most + 1)
    ]
    unseen = (NOT_SEEN,) * 9  # no part's values are these: the first time writes each part
    private_size, dealt_size = (attic_at - hand_at) * unit, (tile_at - dealt_at) * unit
    assert width - tile_at == actions  # the tile: one float a wheel action
    all_kinds, all_counts = range(kinds), range(len(COUNTS))
    blank_tools, blank_rooms, blank_rows, blank_attic = (
        blanks(tools_size),
        blanks(rooms_size),
        blanks(rows_size),
        blanks(attic_size),
    )
    blank_private, blank_dealt = blanks(private_size), blanks(dealt_size)

    return write
