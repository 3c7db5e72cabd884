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

from array import array
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
from boardrules.writers import FLOAT32, Buffer, ByKind, as_bytes, bag, blank, kept

from .state import COLORS, NO_COMMIT, ORDER, PASS, ROWS, RWData, Sheet, die_name

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
    once. The head (the round, turn and phase, the board, the supply, the pool and the
    decks' sizes): its floats of the last time, kept with the values they were written from
    (the lists a copy), reused when they are equal, else written in a scratch (no keyed
    blocks: in a playout their values seldom come again). A sheet's floats are kept per slot
    (its seat as its own seat sees it, or as the others do while the seats commit or not,
    before the end or after) with the record they were written from, and reused when the
    record is the same (``RWData.fork`` shares a sheet until a rule takes it by
    ``state.own``). Else (``sheet_floats``) the floats of that seat's sheet written last in
    any view are copied into a scratch sheet and written again where the record differs
    (the rows of ``SHEET_ROWS`` by identity, the rest by value) or the view does (the
    commitment, the fulfilled orders, the orders dealt), then kept: the viewer's own sheet,
    new at 97% of its arrays, mostly differs in one or two parts. The first time a seat's
    sheet is written whole. The head, the seat to move (kept floats by its place from the
    viewer) and the sheets are then joined and copied into a float32 buffer at once (into a
    list in turn)."""
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
        # the round, turn and phase, the dice on the board, the supply, the order pool and
        # the decks: the floats of the last time if they are the same, else written in a
        # scratch (their values seldom come again)
        last = public_last[0]
        board, supply, pool = d.board, d.supply, d.pool
        deck1, deck2 = len(d.deck1), len(d.deck2)
        if (
            board == last[0]
            and supply == last[1]
            and pool == last[2]
            and deck1 == last[3]
            and deck2 == last[4]
            and d.turn == last[6]
            and d.round == last[7]
            and d.phase == last[8]
        ):
            head = last[5]
        else:
            head_raw[:] = head_zeros
            head_buf[round_at] = d.round / 6.0
            if d.turn:
                head_buf[turn_at] = d.turn / 12.0
            if d.phase:
                head_buf[phase_at] = d.phase / 2.0
            public_write(head_buf, board, supply, pool, deck1, deck2)
            head = keep(head_raw)
            public_last[0] = (
                board.copy(),
                supply.copy(),
                pool.copy(),
                deck1,
                deck2,
                head,
                d.turn,
                d.round,
                d.phase,
            )
        parts = [head]
        players = d.players
        tasks = d.tasks
        if tasks:  # the seat to move and whether the seats commit (``loop.current_player``)
            top: Any = tasks[-1]
            decides, committing = tops.get(type(top)) or top_of(type(top))
            if decides and 0 <= top.seat < players:  # a Decision's seat
                parts.append(to_move_floats[(top.seat - viewer) % players])
            else:
                parts.append(to_move_floats[most])
            ended = False
        else:
            parts.append(to_move_floats[most])
            committing, ended = False, True
        sheets = d.sheets
        for q, slot in slots[players][viewer][2 * committing + ended]:
            s = sheets[q]
            kept_sheet = sheets_last[slot]
            if kept_sheet[0] is s:
                parts.append(kept_sheet[1])
            else:
                parts.append(sheet_floats(q, slot, s, q == viewer, committing, ended))
        if unit == 1:  # a list: each part copied in, in turn
            out: Any = buf
            at = 0
            for part in parts:
                end = at + len(part)
                out[at:end] = part
                at = end
        else:
            as_bytes(buf)[: sheets_raw + (len(parts) - 2) * sheet_size] = b"".join(parts)

    def sheet_floats(q: int, slot: int, s: Sheet, own: bool, committing: bool, ended: bool) -> Any:
        """The floats of seat ``q``'s sheet ``s`` in the view of the slot ``slot`` (kept
        there and as the seat's latest): those of that seat's sheet written last in any view,
        written again in a scratch sheet where the record differs (the rows of ``SHEET_ROWS``
        by identity, the rest by value) or the view does (the commitment, the fulfilled
        orders, the orders dealt); the first time, written whole."""
        seen, shown = own or ended, own or not committing
        old, old_floats, old_seen, old_shown, old_own = latest[q]
        buf, raw = scratch, scratch_raw
        if old is None:
            raw[:] = sheet_zeros
            sheet_write(buf, 0, s, own, seen, shown)
        else:
            raw[:] = old_floats
            if old is not s:  # else the view alone differs (the record is written)
                dice = s.dice
                if dice is not old.dice:
                    raw[:dice_size] = dice_zeros
                    for k in compress(die_range, dice):
                        buf[k] = floats[dice[k]]
                if (
                    s.marked is not old.marked
                    or s.spent is not old.spent
                    or s.borrowed is not old.borrowed
                ):
                    raw[materials_raw : materials_raw + materials_size] = materials_zeros
                    materials_write(buf, kinds, s.marked, s.spent, s.borrowed)
                if (
                    s.lanterns != old.lanterns
                    or s.crates is not old.crates
                    or s.active != old.active
                    or s.nuts != old.nuts
                    or s.reputation != old.reputation
                    or s.helpers != old.helpers
                ):
                    raw[tables_raw : tables_raw + tables_size] = tables_zeros
                    tables_write(buf, 0, s)
            held, fulfilled = s.held, s.fulfilled
            if held is not old.held or fulfilled is not old.fulfilled or seen != old_seen:
                # the orders' floats of this seat in this view the last time, copied at
                # once for the same rows (most often the view alone differs)
                i = 2 * q + seen
                last_orders = orders_last[i]
                if last_orders[0] is held and last_orders[1] is fulfilled:
                    raw[orders_raw:orders_end] = last_orders[2]
                else:
                    raw[orders_raw:orders_end] = orders_zeros
                    orders_write(buf, 0, s, seen)
                    orders_last[i] = (held, fulfilled, keep(raw[orders_raw:orders_end]))
            if s.box_value is not old.box_value:
                raw[boxes_raw : boxes_raw + boxes_size] = boxes_zeros
                boxes_write(buf, 0, s.box_value)
            if s.commit != old.commit or shown != old_shown:
                raw[commit_raw : commit_raw + commit_size] = commit_zeros
                if s.commit != NO_COMMIT:  # commit_write
                    buf[commit_at + (s.commit if shown else 14)] = 1.0
            dealt = s.dealt
            if dealt is not old.dealt or own != old_own:
                # likewise the orders dealt (the same list all game, a view each)
                i = 2 * q + own
                last_dealt = dealt_last[i]
                if last_dealt[0] is dealt:
                    raw[dealt_raw:sheet_size] = last_dealt[1]
                else:
                    raw[dealt_raw:sheet_size] = dealt_zeros
                    if dealt:
                        dealt_write(buf, 0, dealt, own)
                    dealt_last[i] = (dealt, keep(raw[dealt_raw:sheet_size]))
        # the record is held: its id is not reused while kept
        floats_now = keep(raw)
        sheets_last[slot] = (s, floats_now)
        latest[q] = (s, floats_now, seen, shown, own)
        return floats_now

    def sheet_write(buf: Buffer, at: int, s: Sheet, own: bool, seen: bool, shown: bool) -> None:
        """A sheet's floats into zeros at ``at``, as its own seat sees it (``own``) or
        another, with the fulfilled orders ``seen`` or face down and the commitment
        ``shown`` or not."""
        dice = s.dice
        for k in compress(die_range, dice):
            buf[at + k] = floats[dice[k]]
        materials_write(buf, at + kinds, s.marked, s.spent, s.borrowed)
        tables_write(buf, at, s)
        if s.held or s.fulfilled:
            orders_write(buf, at, s, seen)
        boxes_write(buf, at, s.box_value)
        if s.commit != NO_COMMIT:
            commit_write(buf, at, s.commit, shown)
        if s.dealt:
            dealt_write(buf, at, s.dealt, own)

    def tables_write(buf: Buffer, at: int, s: Sheet) -> None:
        """The lantern table, the crates, nuts, reputation and helpers, into zeros at ``at +
        lanterns_at`` (written each time: their values seldom come again)."""
        at += lanterns_at
        bits(buf, at, s.lanterns & 511, 9)
        active = s.active
        for c, crossed in enumerate(s.crates):
            if crossed:
                buf[at + crate_at[c]] = float(crossed.bit_count())
            if active >> c & 1:
                buf[at + crate_at[c] + 1] = 1.0
        if s.nuts:
            buf[at + nuts_at - lanterns_at] = s.nuts / 10.0
        if s.reputation:
            buf[at + reputation_at - lanterns_at] = s.reputation / 10.0
        bits(buf, at + helpers_at - lanterns_at, s.helpers, helpers)

    def boxes_write(buf: Buffer, at: int, values: list[int]) -> None:
        """The turn boxes into zeros at ``at + boxes_at`` (-1 a blank box is -1/6)."""
        at += boxes_at
        for i, value in enumerate(values[:12]):
            if value:
                buf[at + i] = value / 6.0

    def orders_write(buf: Buffer, at: int, s: Sheet, seen: bool) -> None:
        """The orders held and fulfilled, seen or face down (L162-L164: their count), into
        zeros."""
        if s.held:
            bag(buf, at + held_at, orders, s.held, n)
        if s.fulfilled:
            if seen:
                bag(buf, at + fulfilled_at, orders, s.fulfilled, n)
            else:
                buf[at + fulfilled_at + n] = float(len(s.fulfilled))

    def commit_write(buf: Buffer, at: int, commit: int, shown: bool) -> None:
        """The commitment into zeros: a die kind 0..11, then "order" and "pass" (``ORDER``
        and ``PASS`` are 12 and 13: the index is the value), if ``shown``; else
        "committed", what the others see while the seats commit (L77-L85)."""
        if commit != NO_COMMIT:
            buf[at + commit_at + (commit if shown else 14)] = 1.0

    def dealt_write(buf: Buffer, at: int, dealt: list[str], own: bool) -> None:
        """The orders dealt at setup (L32-L34) into zeros: the viewer's own, else a count."""
        if own:
            bag(buf, at + dealt_at, orders, dealt, n)
        else:
            buf[at + dealt_at + n] = float(len(dealt))

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

    tables_size, boxes_size = (helpers_at + helpers + 1 - lanterns_at) * unit, 12 * unit
    tables_raw, boxes_raw = lanterns_at * unit, boxes_at * unit
    # the board, supply and pool, the decks' sizes, and their floats the last time
    public_last: list[Any] = [(None,) * 9]
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
    zeros = blank(kind)
    dice_size, dice_zeros = kinds * unit, zeros(kinds * unit)
    materials_zeros, tables_zeros, boxes_zeros = (
        zeros(materials_size),
        zeros(tables_size),
        zeros(boxes_size),
    )
    orders_raw, orders_zeros = held_at * unit, zeros(orders_size)
    commit_raw, commit_size = commit_at * unit, 15 * unit
    dealt_raw, dealt_size = dealt_at * unit, (n + 1) * unit
    commit_zeros, dealt_zeros = zeros(commit_size), zeros(dealt_size)
    assert commit_at + 15 == dealt_at and dealt_at + n + 1 == sheet_width
    assert (ORDER, PASS) == (12, 13)
    # per slot of a sheet (5 a seat: as its own seat sees it, or as the others do while the
    # seats commit or not, before the end or after): the record and its floats the last time
    sheets_last: list[Any] = [(None, None)] * (5 * most)
    # per seat: its sheet's record, floats and view (seen, shown, own) written last
    latest: list[Any] = [(None,) * 5] * most
    # per seat and view (2 q + seen, 2 q + own): the rows of its orders held and fulfilled
    # and their floats, the orders dealt and theirs, the last time they were written
    orders_last: list[Any] = [(None, None, None)] * (2 * most)
    dealt_last: list[Any] = [(None, None)] * (2 * most)
    sheet_size = sheet_width * unit
    orders_end = orders_raw + orders_size
    assert dealt_raw + dealt_size == sheet_size and to_move_at + most <= sheets_at
    sheets_raw, sheet_zeros = sheets_at * unit, zeros(sheet_size)
    # per count of seats, viewer and view (2 committing + ended): the seats in the
    # viewer's order and the slot of each one's sheet
    slots = [
        [
            [
                tuple((q, 5 * q + (4 if q == v else view)) for q in (*range(v, p), *range(v)))
                for view in range(4)
            ]
            for v in range(p)
        ]
        for p in range(most + 1)
    ]
    # a sheet written anew (``sheet_floats``): in a scratch sheet, then kept
    if kind == FLOAT32:
        scratch_raw: Any = memoryview(bytearray(sheet_size))
        scratch: Any = scratch_raw.cast("f")
    else:
        scratch = scratch_raw = [0.0] * sheet_width
    # the head of the table (the round to the decks' sizes) written anew in a scratch, and
    # the floats of the seat to move (by its place from the viewer; ``most``: none)
    assert (round_at, turn_at, phase_at) == (0, 1, 2) and decks_at + 2 == to_move_at
    head_size = to_move_at * unit
    head_zeros = zeros(head_size)
    if kind == FLOAT32:
        head_raw: Any = memoryview(bytearray(head_size))
        head_buf: Any = head_raw.cast("f")
    else:
        head_buf = head_raw = [0.0] * to_move_at
    to_move_floats = []
    for i in range(most + 1):
        one = [0.0] * most
        if i < most:
            one[i] = 1.0
        to_move_floats.append(array("f", one).tobytes() if kind == FLOAT32 else one)

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
