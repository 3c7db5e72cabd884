"""The observation tensor of Woodcraft Roll & Write: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own sheet comes first (``boardrules.tensors.Seats``); the
layout is the same for 1 to 5 players (absent seats are zeros). docs/research.md lists it.

``schema`` is the table's parts as ``views.observation`` shows them; ``table_writer`` writes the
same floats straight from the data (``boardrules.tensors.FromData``): what the observation
shows of a sheet is the sheet itself, but the fulfilled orders of another seat (face down until
the end, L162-L164), its commitment while the seats commit (L77-L85) and the orders dealt to it
(L32-L34), which are their counts. tests/tensors/test_arrays.py compares the two.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import TYPE_CHECKING, Any

from boardrules.tasks import Chance, Decision
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
from boardrules.writers import FLOAT32, Buffer, ByKind, Table, as_bytes, bag, kept

from .state import COLORS, NO_COMMIT, ORDER, PASS, ROWS, RWData, die_name

if TYPE_CHECKING:
    from .game import WoodcraftRW


def schema(game: WoodcraftRW) -> FromData:
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(table, ByKind(lambda kind: table_writer(game, table, kind)))


def box_numbers(words: Any) -> list[int]:
    """The turn boxes as the data holds them: the number written in, 0 an order, -1 blank."""
    return [-1 if w is None else 0 if w == "order" else int(w.split()[-1]) for w in words or ()]


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
            "marked": Rec({row: Num(10) for row in ROWS}),
            "crossed_out": Rec({row: Num(10) for row in ROWS}),
            "lanterns": Bag(tuple(range(1, 10))),
            "crates": Rec(
                {c.id: Rec({"crossed": Num(), "active": Num()}) for c in game.tables.crates}
            ),
            "nuts": Num(10),
            "reputation": Num(10),
            "helpers": Bag(tuple(h.id for h in game.tables.helpers)),
            "held_orders": Bag(orders),
            "fulfilled_orders": Bag(orders),
            "turn_boxes": Read(box_numbers, Vec(12, 6)),
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
            "deck_phase_1": Num(20),
            "deck_phase_2": Num(20),
            "to_move": Seat(),
            "sheets": Seats(sheet),
        }
    )


TableWrite = Callable[[Any, RWData, int, Buffer], None]


def table_writer(game: WoodcraftRW, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data into a buffer of the kind ``kind``
    (``boardrules.writers``): ``write(game, d, viewer, buf)``, every offset worked out here
    once. A sheet's counts (dice, materials), its tables (lanterns, crates, helpers) and its
    turn boxes are blocks kept by their values (``writers.Table``). In front of them each
    block's floats of the last time are kept per seat with the lists they were written from
    (a copy), and copied at once when the lists are equal: the board to the decks, and per
    sheet its counts, tables, turn boxes and orders. In front of those, another seat's whole
    sheet's floats are kept per slot (seat, while the seats commit, the end) with the record
    they were written from, and copied at once when the record is the same (``RWData.fork``
    shares a sheet until a rule takes it by ``state.own``)."""
    most = game.max_players
    top = {name: part.start for name, part in Encoder(table, most).layout.items()}
    sheet = table.parts["sheets"].part
    sheet_width = Encoder(sheet, most).size
    where = {name: part.start for name, part in Encoder(sheet, 1).layout.items()}
    crates = [where[f"crates/{cid}/crossed"] for cid in game.tables.crate_ids]
    orders = {o: i for i, o in enumerate(sorted(c.id for c in game.catalog.of_kind("order")))}
    die_kinds = table.parts["board"].part.values
    n = len(orders)
    helpers = len(game.tables.helpers)
    round_at, turn_at, phase_at, board_at, pool_at, decks_at, to_move_at, sheets_at = (
        top[k]
        for k in ("round", "turn", "phase", "board", "pool", "deck_phase_1", "to_move", "sheets")
    )
    supply_at = [top[f"supply/{name}"] for name in COLORS]
    dice_at, marked_at, spent_at, lanterns_at, nuts_at, reputation_at = (
        where[k]
        for k in (
            "dice/yellow 1",
            "marked/saw_blade",
            "crossed_out/saw_blade",
            "lanterns",
            "nuts",
            "reputation",
        )
    )
    helpers_at, held_at, fulfilled_at, boxes_at, commit_at, dealt_at = (
        where[k]
        for k in ("helpers", "held_orders", "fulfilled_orders", "turn_boxes", "commit", "dealt")
    )

    def write(game: Any, d: RWData, viewer: int, buf: Buffer) -> None:
        buf[round_at] = d.round / 6.0
        if d.turn:
            buf[turn_at] = d.turn / 12.0
        if d.phase:
            buf[phase_at] = d.phase / 2.0
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        # the dice on the board, the supply, the order pool and the decks: the floats of the
        # last time if they are the same, else written (their values seldom come again)
        last = public_last[0]
        board, supply, pool = d.board, d.supply, d.pool
        deck1, deck2 = len(d.deck1), len(d.deck2)
        if (
            board == last[0]
            and supply == last[1]
            and pool == last[2]
            and deck1 == last[3]
            and deck2 == last[4]
        ):
            raw[board_raw : board_raw + public_size] = last[5]
        else:
            public_write(buf, board, supply, pool, deck1, deck2)
            public_last[0] = (
                board.copy(),
                supply.copy(),
                pool.copy(),
                deck1,
                deck2,
                keep(raw[board_raw : board_raw + public_size]),
            )
        players = d.players
        tasks = d.tasks
        if tasks:  # the seat to move and whether the seats commit (``loop.current_player``)
            top = tasks[-1]
            decides, committing = tops.get(type(top)) or top_of(type(top))
            if decides:
                to_move = top.seat
                if 0 <= to_move < players:
                    buf[to_move_at + (to_move - viewer) % players] = 1.0
            ended = False
        else:
            committing, ended = False, True
        sheets = d.sheets
        at = sheets_at
        for j in range(min(players, most)):
            q = (viewer + j) % players
            own = q == viewer
            s = sheets[q]
            # another seat's sheet as it was written last for this seat, while the seats
            # commit or not, before the end or after: the same record (``RWData.fork``
            # shares a sheet until a rule takes it by ``state.own``, which copies it) is
            # copied at once (the viewer's own sheet, to move, is new at 97% of its arrays:
            # not kept)
            o = at * unit
            if not own:
                slot = 4 * q + 2 * committing + ended
                kept_sheet = sheets_last[slot]
                if kept_sheet[0] is s:
                    raw[o : o + sheet_size] = kept_sheet[1]
                    at += sheet_width
                    continue
            sheet_raw = o
            # else each part: the dice held written (a few), the materials' floats of this
            # seat the last time if its rows are equal to those kept, else written; then the
            # other blocks' floats of the last time if their lists are equal to those kept,
            # else a block kept by their values
            for k in compress(die_range, s.dice):
                buf[at + k] = floats[s.dice[k]]
            last = counts_last[q]
            o += materials_raw
            marked, spent, borrowed = s.marked, s.spent, s.borrowed
            if marked == last[0] and spent == last[1] and borrowed == last[2]:
                raw[o : o + materials_size] = last[3]
            else:
                materials_write(buf, at + kinds, marked, spent, borrowed)
                counts_last[q] = (
                    marked.copy(),
                    spent.copy(),
                    borrowed.copy(),
                    keep(raw[o : o + materials_size]),
                )
            last = tables_last[q]
            o = (at + lanterns_at) * unit
            if (
                s.lanterns == last[0]
                and s.crates == last[1]
                and s.active == last[2]
                and s.nuts == last[3]
                and s.reputation == last[4]
                and s.helpers == last[5]
            ):
                raw[o : o + tables_size] = last[6]
            else:
                key = (s.lanterns, *s.crates, s.active, s.nuts, s.reputation, s.helpers)
                block = tables_get(key)
                if block is None:
                    block = tables.make(buf, at + lanterns_at, key)
                else:
                    raw[o : o + tables_size] = block
                tables_last[q] = (
                    s.lanterns,
                    s.crates.copy(),
                    s.active,
                    s.nuts,
                    s.reputation,
                    s.helpers,
                    block,
                )
            held, fulfilled = s.held, s.fulfilled
            if held or fulfilled:  # the orders held and fulfilled, seen or face down
                seen = own or ended
                last = orders_last[2 * q + seen]
                o = (at + held_at) * unit
                if held == last[0] and fulfilled == last[1]:
                    raw[o : o + orders_size] = last[2]
                else:
                    if held:
                        bag(buf, at + held_at, orders, held, n)
                    if fulfilled:
                        if seen:
                            bag(buf, at + fulfilled_at, orders, fulfilled, n)
                        else:  # face down (L162-L164): their count
                            buf[at + fulfilled_at + n] = float(len(fulfilled))
                    orders_last[2 * q + seen] = (
                        held.copy(),
                        fulfilled.copy(),
                        keep(raw[o : o + orders_size]),
                    )
            boxes_values = s.box_value
            last = boxes_last[q]
            o = (at + boxes_at) * unit
            if boxes_values == last[0]:
                raw[o : o + boxes_size] = last[1]
            else:
                key = tuple(boxes_values[:12])
                block = boxes_get(key)
                if block is None:
                    block = boxes.make(buf, at + boxes_at, key)
                else:
                    raw[o : o + boxes_size] = block
                boxes_last[q] = (boxes_values.copy(), block)
            commit = s.commit
            if commit != NO_COMMIT:
                if own or not committing:  # a die kind 0..11, then "order" and "pass"
                    buf[
                        at
                        + commit_at
                        + (12 if commit == ORDER else 13 if commit == PASS else commit)
                    ] = 1.0
                else:  # "committed", what the others see (L77-L85)
                    buf[at + commit_at + 14] = 1.0
            if s.dealt:
                if own:
                    bag(buf, at + dealt_at, orders, s.dealt, n)
                else:
                    buf[at + dealt_at + n] = float(len(s.dealt))
            if not own:  # the record is held: its id is not reused while kept
                sheets_last[slot] = (s, keep(raw[sheet_raw : sheet_raw + sheet_size]))
            at += sheet_width

    def public_write(
        out: Buffer, board: list[int], supply: list[int], pool: list[str], deck1: int, deck2: int
    ) -> None:
        """The board, the supply, the pool and the decks' sizes, into zeros at ``board_at``."""
        o = board_at
        for k in board[:6]:
            if k >= 0:
                out[o + k] = 1.0
            o += 12
        for o, count in zip(supply_at, supply, strict=False):
            if count:
                out[o] = count / 10.0
        o = pool_at
        for card in pool[:3]:
            i = orders.get(card)
            if i is not None:
                out[o + i] = 1.0
            o += n
        if deck1:
            out[decks_at] = deck1 / 20.0
        if deck2:
            out[decks_at + 1] = deck2 / 20.0

    assert board_at < min(supply_at) and max(supply_at) < pool_at < decks_at < to_move_at
    unit = 4 if kind == FLOAT32 else 1
    public_size, board_raw = (decks_at + 2 - board_at) * unit, board_at * unit
    kinds = len(die_kinds)
    assert dice_at == 0 and spent_at == marked_at + 4
    assert where["blueberries"] == kinds + 3 and marked_at == kinds + 4

    def materials_write(
        out: Buffer, at: int, marked: list[int], spent: list[int], borrowed: list[int]
    ) -> None:
        """The materials and blueberries owned, marked and crossed out, into zeros at ``at``
        (a sheet's ``materials``)."""
        for m in range(4):
            mark, spend = marked[m], spent[m]
            owned = mark - spend + borrowed[m]  # Sheet.owned
            if owned:
                out[at + m] = owned / 10.0
            if mark:
                out[at + 4 + m] = mark / 10.0
            if spend:
                out[at + 8 + m] = spend / 10.0

    die_range = range(kinds)
    floats = [float(c) for c in range(100)]  # a count of dice as a float
    materials_raw, materials_size = kinds * unit, 12 * unit

    crate_at = [c - lanterns_at for c in crates]
    n_crates = len(crates)

    def tables_block(out: Buffer, at: int, key: tuple[int, ...]) -> None:
        """The lantern table, the crates, nuts, reputation and helpers: from ``(lanterns,
        *crates, active, nuts, reputation, helpers)``."""
        bits(out, at, key[0] & 511, 9)
        active, nuts, reputation, hired = key[1 + n_crates :]
        for c in range(n_crates):
            crossed = key[1 + c]
            if crossed:
                out[at + crate_at[c]] = float(crossed.bit_count())
            if active >> c & 1:
                out[at + crate_at[c] + 1] = 1.0
        if nuts:
            out[at + nuts_at - lanterns_at] = nuts / 10.0
        if reputation:
            out[at + reputation_at - lanterns_at] = reputation / 10.0
        bits(out, at + helpers_at - lanterns_at, hired, helpers)

    def boxes_block(out: Buffer, at: int, key: tuple[int, ...]) -> None:
        """The turn boxes: from their values."""
        for i, value in enumerate(key):
            if value:
                out[at + i] = value / 6.0

    tables = Table(helpers_at + helpers + 1 - lanterns_at, tables_block, kind)
    boxes = Table(12, boxes_block, kind)
    tables_get, boxes_get = tables.get, boxes.get
    tables_size, boxes_size = tables.size, boxes.size
    # the board, supply and pool, the decks' sizes, and their floats the last time
    public_last: list[Any] = [(None,) * 6]
    # per task class on top of the stack: whether it is a decision (its seat to move) and
    # whether it is the seats' commitment (``loop.current_player``, ``loop.decision_name``)
    tops: dict[type, tuple[bool, bool]] = {}

    def top_of(cls: type) -> tuple[bool, bool]:
        if not issubclass(cls, Decision | Chance):
            raise TypeError(f"the task {cls.__name__} on top of the stack is no decision")
        decides = issubclass(cls, Decision)
        tops[cls] = found = (decides, decides and str(cls.name) == "commit")
        return found

    keep, orders_size = kept(kind), (boxes_at - held_at) * unit
    assert held_at < fulfilled_at < boxes_at
    # per seat: the values of each block and its floats the last time
    counts_last: list[Any] = [(None,) * 4] * most  # the materials' rows
    tables_last: list[Any] = [(None,) * 7] * most
    boxes_last: list[Any] = [(None, None)] * most
    orders_last: list[Any] = [(None, None, None)] * (2 * most)  # per seat, seen or not
    # per slot of another seat's sheet (seat, committing, ended): the record and its floats
    # the last time
    sheets_last: list[Any] = [(None, None)] * (4 * most)
    sheet_size = sheet_width * unit

    return write


def bits(buf: Buffer, at: int, mask: int, n: int) -> None:
    """A ``Bag`` of the first ``n`` bits of ``mask`` (bit i: value i), then how many."""
    mask &= (1 << n) - 1
    if mask:
        buf[at + n] = float(mask.bit_count())
        while mask:
            low = mask & -mask
            buf[at + low.bit_length() - 1] = 1.0
            mask ^= low
