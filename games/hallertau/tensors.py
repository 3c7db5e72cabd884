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
from boardrules.writers import Buffer, ByKind, Table, as_bytes, bag

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


def table_writer(game: Any, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data into a buffer of the kind ``kind``
    (``boardrules.writers``): ``write(game, d, viewer, buf)``, every offset worked out here
    once. The action board and each village's yard (goods to jewelry), house (crafts,
    boulders, community center) and played cards are blocks kept by their values
    (``writers.Table``), and so is the viewer's own hand. The action board's floats are also
    kept the last time with a copy of the workers on it, copied at once when they are equal."""
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
            key = (
                tuple(v.goods),
                tuple(v.fields),
                tuple(v.sheep),
                on_stable,
                v.workers,
                v.tools,
                v.tools_used,
                v.jewelry,
            )
            block = yard_get(key)
            if block is None:
                yard.make(buf, o, key)
            else:
                r = o * unit
                raw[r : r + yard_size] = block
            key = (tuple(v.crafts), tuple(v.boulders), v.house)
            block = house_get(key)
            if block is None:
                house.make(buf, o + crafts, key)
            else:
                r = (o + crafts) * unit
                raw[r : r + house_size] = block
            if q == viewer:
                if v.hand:
                    key = tuple(v.hand)
                    block = hand_get(key)
                    if block is None:
                        hands.make(buf, o + hand, key)
                    else:
                        r = (o + hand) * unit
                        raw[r : r + cards_size] = block
            elif v.hand:  # another seat's hand: its size (L659)
                buf[o + hand + n_cards] = float(len(v.hand))
            if v.played:
                key = tuple(v.played)
                block = played_get(key)
                if block is None:
                    played_table.make(buf, o + played, key)
                else:
                    r = (o + played) * unit
                    raw[r : r + cards_size] = block
            o += width

    board_last: list[Any] = [(None, None)]  # the workers on the board and their floats

    def board_block(buf: Buffer, at: int, on: tuple[int, ...]) -> None:
        """The workers on the action board's rows: from ``workers_on``."""
        for i in compress(range(len(on)), on):
            if shown[i]:
                buf[at + i] = on[i] / 4.0

    def yard_block(buf: Buffer, o: int, key: tuple[Any, ...]) -> None:
        """A village's goods, fields, sheep, court cards on the stable board, workers, tools
        and jewelry: from ``write``'s key."""
        counts, fields, sheep_on, on_stable, v_workers, v_tools, v_used, v_jewelry = key
        for i in compress(range(len(counts)), counts):
            buf[o + goods + i] = counts[i] / 10.0
        f = o + rows
        for code in fields[:8]:
            row = code % DOUBLE // 10
            if row:
                buf[f] = row / 5.0
            content = code % 10
            buf[f + 1 + (0 if not content else content + double if code >= DOUBLE else content)] = (
                1.0
            )
            f += field_width
        for i in compress(range(len(sheep_on)), sheep_on):
            buf[o + sheep + i] = sheep_on[i] / 5.0
        if on_stable:
            buf[o + stable] = on_stable / 6.0
        if v_workers:
            buf[o + workers] = v_workers / 5.0
        if v_tools:
            buf[o + tools] = v_tools / 12.0
        if v_used:
            buf[o + used] = v_used / 12.0
        if v_jewelry:
            buf[o + jewelry] = v_jewelry / 10.0

    def house_block(buf: Buffer, at: int, key: tuple[Any, ...]) -> None:
        """The crafts, the boulders, the community center and its window, at the crafts' first
        float: from ``(crafts, boulders, house)``."""
        columns, rocks, level = key
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

    def cards_block(buf: Buffer, at: int, key: tuple[str, ...]) -> None:
        """A ``Bag`` of cards: from the cards."""
        bag(buf, at, cards, key, n_cards)

    assert board < quarter_at and crafts < boulders < center < window < hand < played
    assert goods == 0 and max(rows, sheep, stable, workers, tools, used, jewelry) < crafts
    board_table = Table(quarter_at - board, board_block, kind)
    yard = Table(crafts, yard_block, kind)
    house = Table(hand - crafts, house_block, kind)
    hands = Table(n_cards + 1, cards_block, kind)
    played_table = Table(n_cards + 1, cards_block, kind)
    unit = yard.unit
    board_get, board_size, board_raw = board_table.get, board_table.size, board * unit
    yard_get, yard_size = yard.get, yard.size
    house_get, house_size = house.get, house.size
    hand_get, played_get, cards_size = hands.get, played_table.get, hands.size

    return write
