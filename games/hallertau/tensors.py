"""The observation tensor of Hallertau: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own village comes first (``boardrules.tensors.Seats``); the
layout is the same for 1 to 4 players (absent seats are zeros). Another seat's hand is only
its size. docs/research.md lists the layout.

``schema`` is the table's parts as ``views.observation`` shows them; ``table_writer`` writes
the same floats straight from the data (``boardrules.tensors.FromData``), hiding what the
observation hides: another seat's hand is its size (L659), and the face-down court cards
(L241) are not in the tensor at all. tests/tensors/test_arrays.py compares the two.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
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
from boardrules.writers import NOT_SEEN, Buffer, ByKind, Table, as_bytes, bag, blank, kept

from .state import CRAFTS, DOUBLE, GOODS, PHASES, SHEEP_PLACES, HData
from .views import cards_on_stable


def schema(game: Any) -> FromData:
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(table, ByKind(lambda kind: table_writer(game, table, kind)))


def field_records(fields: Any) -> list[dict[str, Any]]:
    """The fields ("4 flax") as their row and what is planted on them."""
    out: list[dict[str, Any]] = []
    for text in fields or ():
        row, _, planted = text.partition(" ")
        out.append({"row": int(row), "planted": planted})
    return out


def observed(game: Any) -> Rec:
    """The table's parts as the observation shows them."""
    cards = tuple(sorted(game.catalog.cards))
    sample = game.observation(game.new_game(game.max_players, seed=0).data, 0)
    village = sample["villages"][0]
    planted = ("empty", *GOODS, *(g + "2" for g in GOODS))
    return Rec(
        {
            "round": Num(6),
            "phase": OneHot(PHASES),
            "start_player": Seat(),
            "to_move": Seat(),
            "action_board": Rec({space: Vec(3, 4) for space in sample["action_board"]}),
            "quarter_cards": Num(6),
            "decks": Rec({deck: Num(100) for deck in sample["decks"]}),
            "villages": Seats(
                Rec(
                    {
                        "goods": Rec({g: Num(10) for g in village["goods"]}),
                        "fields": Read(
                            field_records, Each(8, Rec({"row": Num(5), "planted": OneHot(planted)}))
                        ),
                        "sheep": Rec({place: Num(5) for place in village["sheep"]}),
                        "court_cards_on_stable_board": Num(6),
                        "workers": Num(5),
                        "tools": Num(12),
                        "tools_used": Num(12),
                        "jewelry": Num(10),
                        "crafts": Rec({c: Num(7) for c in village["crafts"]}),
                        "boulders": Rec({c: Vec(2, 7) for c in village["boulders"]}),
                        "community_center": Num(10),
                        "window": Num(10),
                        "hand": Bag(cards),
                        "played": Bag(cards),
                    }
                )
            ),
        }
    )


TableWrite = Callable[[Any, HData, int, Buffer], None]


class _Never:
    """A village equal to none (every part ``NOT_SEEN``): a slot's record before its first."""

    goods = fields = sheep = workers = tools = tools_used = jewelry = NOT_SEEN
    crafts = boulders = hand = played = NOT_SEEN


NEVER: Any = _Never()


def table_writer(game: Any, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data into a buffer of the kind ``kind``
    (``boardrules.writers``): ``write(game, d, viewer, buf)``, every offset worked out here
    once. The action board is a block kept by the workers on it (``writers.Table``), and its
    floats are also kept the last time with a copy of the workers, copied at once when they
    are equal. Each village's floats are kept per slot (its seat, whether the viewer's own)
    with the village record they were written from: ``HData.fork`` shares the records with
    the states after it until a rule changes one (``state.own`` copies it first), so the same
    record is copied at once; a new record over the last one's floats, each part written
    again only where it differs from the last record's (goods, fields, sheep, the counts,
    the house, the hand, the played cards)."""
    most = game.max_players
    at = {k: v.start for k, v in Encoder(table, most).layout.items()}
    part = table.parts["villages"].part
    width = Encoder(part, most).size
    v_at = {k: v.start for k, v in Encoder(part, most).layout.items()}
    fields = part.parts["fields"].part
    field_width = Encoder(fields.part, most).size
    # the planted one-hot: empty, a good, two of a good (``state.content_name``)
    assert fields.part.parts["planted"].values == ("empty", *GOODS, *(g + "2" for g in GOODS))
    cards = {c: i for i, c in enumerate(part.parts["hand"].values)}
    n_cards = len(cards)
    round_at, phase_at, start_at, to_move_at = (
        at[k] for k in ("round", "phase", "start_player", "to_move")
    )
    # a space's rows lie where its counts lie in ``workers_on`` (3 a space); rows beyond a
    # space's own are not shown
    spaces = list(table.parts["action_board"].parts)
    board = at[f"action_board/{spaces[0]}"]
    assert all(at[f"action_board/{c}"] == board + 3 * s for s, c in enumerate(spaces))
    shown = [r < game.space_rows[s] for s in range(len(spaces)) for r in range(3)]
    quarter_at = at["quarter_cards"]
    decks_at = {k[len("decks/") :]: v for k, v in at.items() if k.startswith("decks/")}
    villages_at = at["villages"]
    goods, sheep, crafts, boulders = (
        v_at[f"{name}/{first}"]
        for name, first in (
            ("goods", GOODS[0]),
            ("sheep", SHEEP_PLACES[0]),
            ("crafts", CRAFTS[0]),
            ("boulders", CRAFTS[0]),
        )
    )
    rows = v_at["fields"]
    stable, workers, tools, used, jewelry, center, window, hand, played = (
        v_at[k]
        for k in (
            "court_cards_on_stable_board",
            "workers",
            "tools",
            "tools_used",
            "jewelry",
            "community_center",
            "window",
            "hand",
            "played",
        )
    )
    # the planted one-hot's slot of a field's content (``state.content_name``): 0 empty,
    # 1 + good, or 1 + len(GOODS) + good for two goods
    double = len(GOODS)
    edge, windows = game.edge, game.center_workers
    phases = len(PHASES)

    def write(game: Any, d: HData, viewer: int, buf: Buffer) -> None:
        players = d.players
        if d.round:
            buf[round_at] = d.round / 6.0
        if 1 <= d.phase <= phases:
            buf[phase_at + d.phase - 1] = 1.0
        if 0 <= d.start < players:
            buf[start_at + (d.start - viewer) % players] = 1.0
        to_move = current_player(d)
        if 0 <= to_move < players:
            buf[to_move_at + (to_move - viewer) % players] = 1.0
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        last = board_last[0]  # the floats of the last time if the workers are the same
        if d.workers_on == last[0]:
            raw[board_raw : board_raw + board_size] = last[1]
        else:
            key: Any = tuple(d.workers_on)
            block = board_get(key)
            if block is None:
                block = board_table.make(buf, board, key)
            else:
                raw[board_raw : board_raw + board_size] = block
            board_last[0] = (list(key), block)
        if d.quarter_deck:
            buf[quarter_at] = len(d.quarter_deck) / 6.0
        for deck, pile in d.decks.items():
            if pile:
                o = decks_at.get(deck)
                if o is not None:
                    buf[o] = len(pile) / 100.0
        on_stable = cards_on_stable(d)
        villages = d.villages
        k = len(villages)
        o = villages_at
        for j in range(min(k, most)):
            q = (viewer + j) % k
            v = villages[q]
            own = q == viewer
            slot = 2 * q + own
            lv, last_stable, floats = village_last[slot]
            r = o * unit
            raw[r : r + village_size] = floats  # the floats of the last time, then what changed
            if v is lv and on_stable == last_stable:
                o += width
                continue
            if v.goods != lv.goods:
                for i, n in enumerate(v.goods):
                    buf[o + i] = n / 10.0
            if v.fields != lv.fields:
                f = o + rows
                raw[f * unit : f * unit + fields_size] = fields_blank
                for code in v.fields[:8]:
                    row = code % DOUBLE // 10
                    if row:
                        buf[f] = row / 5.0
                    content = code % 10
                    buf[
                        f
                        + 1
                        + (0 if not content else content + double if code >= DOUBLE else content)
                    ] = 1.0
                    f += field_width
            if v.sheep != lv.sheep:
                for i, n in enumerate(v.sheep, o + sheep):
                    buf[i] = n / 5.0
            if on_stable != last_stable:
                buf[o + stable] = on_stable / 6.0
            if v.workers != lv.workers:
                buf[o + workers] = v.workers / 5.0
            if v.tools != lv.tools:
                buf[o + tools] = v.tools / 12.0
            if v.tools_used != lv.tools_used:
                buf[o + used] = v.tools_used / 12.0
            if v.jewelry != lv.jewelry:
                buf[o + jewelry] = v.jewelry / 10.0
            if v.crafts != lv.crafts or v.boulders != lv.boulders:
                f = (o + crafts) * unit
                raw[f : f + house_size] = house_blank
                house_block(buf, o + crafts, v.crafts, v.boulders, v.house)
            if v.hand != lv.hand:
                if own:
                    f = (o + hand) * unit
                    raw[f : f + cards_size] = cards_blank
                    bag(buf, o + hand, cards, v.hand, n_cards)
                else:  # another seat's hand: its size (L659)
                    buf[o + hand + n_cards] = float(len(v.hand))
            if v.played != lv.played:
                f = (o + played) * unit
                raw[f : f + cards_size] = cards_blank
                bag(buf, o + played, cards, v.played, n_cards)
            village_last[slot] = (v, on_stable, keep(raw[r : r + village_size]))
            o += width

    board_last: list[Any] = [(None, None)]  # the workers on the board and their floats

    def board_block(buf: Buffer, at: int, on: tuple[int, ...]) -> None:
        """The workers on the action board's rows: from ``workers_on``."""
        for i in compress(range(len(on)), on):
            if shown[i]:
                buf[at + i] = on[i] / 4.0

    def house_block(buf: Buffer, at: int, columns: list[int], rocks: list[int], level: int) -> None:
        """The crafts, the boulders, the community center and its window, at the crafts' first
        float (zeros there): from a village's crafts, boulders and house."""
        for i, column in enumerate(columns):
            if column:
                buf[at + i] = column / 7.0
        for i, column in enumerate(rocks):
            if column and column <= edge:  # beyond the edge: off the board, no number
                buf[at + boulders - crafts + i] = column / 7.0
        if level:
            buf[at + center - crafts] = level / 10.0
        shown_workers = windows[min(level, len(windows) - 1)]
        if shown_workers:
            buf[at + window - crafts] = shown_workers / 10.0

    assert board < quarter_at and crafts < boulders < center < window < hand < played
    assert goods == 0 and max(rows, sheep, stable, workers, tools, used, jewelry) < crafts
    board_table = Table(quarter_at - board, board_block, kind)
    unit = board_table.unit
    board_get, board_size, board_raw = board_table.get, board_table.size, board * unit
    keep, zeros = kept(kind), blank(kind)
    village_size, fields_size = width * unit, 8 * field_width * unit
    house_size, cards_size = (hand - crafts) * unit, (n_cards + 1) * unit
    fields_blank, house_blank, cards_blank = (
        zeros(fields_size),
        zeros(house_size),
        zeros(cards_size),
    )
    # per village slot (seat, whether the viewer's own): the village record read the last
    # time, the court cards on the stable board then, and the village's floats. A rule
    # changes a village only after ``state.own`` copied it (``HData.fork`` shares them), so
    # the same record gives the same floats, and a record's parts that equal the last
    # record's theirs; the slot keeps the record alive (its id is not reused). The first
    # time, a record equal to none: every part is written over zeros
    village_last: list[Any] = [(NEVER, NOT_SEEN, zeros(village_size))] * (2 * most)

    return write
