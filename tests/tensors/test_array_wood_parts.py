"""Woodcraft's table writer written again where the values differ (docs/performance.md,
"fourteenth session"): the wheel and the board are kept once (no seat in them) and a changed
wheel, yard or display is written again only at the spaces that differ, a deck its count;
a workshop's values are read in groups (``writers.groups_of``), its dice and counts written
again only where they differ, its tile's one-hot moved. Each part changed alone (or several
at once) after every seat's array was read gives the reference encoding's floats."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from boardrules.engine import State
from boardrules.writers import groups_of
from games.woodcraft.state import own

from .test_array_last import one_game
from .test_array_records import same


def _swap(row: tuple[Any, ...], i: int, j: int) -> tuple[Any, ...]:
    out = list(row)
    out[i], out[j] = out[j], out[i]
    return tuple(out)


BOARD_CHANGES: dict[str, Callable[[Any], object]] = {
    "a wheel space": lambda d: setattr(d, "wheel", _swap(d.wheel, 0, 27)),
    "the wheel emptied": lambda d: setattr(d, "wheel", (-1,) * len(d.wheel)),
    "the arrow": lambda d: setattr(d, "arrow", (d.arrow + 1) % 4),
    "the arc": lambda d: setattr(d, "arc", not d.arc),
    "a yard space": lambda d: setattr(d, "yard", (-1, *d.yard[1:])),
    "a shorter yard": lambda d: setattr(d, "yard", d.yard[1:]),
    "the order display": lambda d: setattr(d, "order_display", d.order_display[::-1]),
    "a shorter order display": lambda d: setattr(d, "order_display", d.order_display[1:]),
    "the helper display": lambda d: setattr(d, "helper_display", ("", *d.helper_display[1:])),
    "a shorter helper display": lambda d: setattr(d, "helper_display", d.helper_display[:2]),
    "the order deck": lambda d: setattr(d, "order_deck", d.order_deck[1:]),
    "the helper deck": lambda d: setattr(d, "helper_deck", ()),
    "the solo deck": lambda d: setattr(d, "solo_deck", (*d.solo_deck, "x")),
    "the public orders": lambda d: setattr(d, "public", d.public[::-1]),
    "a public order closed": lambda d: setattr(
        d, "public_open", tuple(not o for o in d.public_open)
    ),
    "the reputation tiles": lambda d: setattr(d, "rep_tiles", d.rep_tiles[::-1]),
    "a reputation tile gone": lambda d: setattr(d, "rep_gone", (True, *d.rep_gone[1:])),
    "the neutral marker": lambda d: setattr(d, "neutral", d.neutral + 1),
    "all at once": lambda d: [
        change(d) for name, change in BOARD_CHANGES.items() if name.startswith("the ")
    ],
}


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_changed_board_is_written_where_it_differs(np: ModuleType, players: int) -> None:
    states = one_game("woodcraft", players, seed=11)
    for state in (states[1], states[len(states) // 2]):
        for part, change in BOARD_CHANGES.items():
            mine = State(state.game, state.data.fork(), None)
            for p in range(players):  # the writer keeps this table's board
                mine.observation_array(p)
            change(mine.data)
            for p in random.Random(players).sample(range(players), players):
                assert same(np, mine, p), f"{part}, viewer {p}"
            back = State(state.game, state.data.fork(), None)  # and back again
            for p in range(players):
                assert same(np, back, p), f"{part} undone, viewer {p}"


def _no_dice(w: Any) -> None:
    w.dice = (0,) * len(w.dice)


def _two_counts(w: Any) -> None:
    w.lanterns += 1
    w.reuse = 3


def _several(w: Any) -> None:
    w.glue = 1
    w.scrap += 2
    w.tile = 6
    w.order_ids = w.order_ids[1:]
    w.order_rows = w.order_rows[1:]


WORKSHOP_CHANGES: dict[str, Callable[[Any], object]] = {
    "dice to none": _no_dice,
    "dice moved": lambda w: setattr(w, "dice", (*w.dice[1:], w.dice[0] + 2)),
    "blueberries to 0": lambda w: setattr(w, "blueberries", 0),
    "two counts": _two_counts,
    "no tile": lambda w: setattr(w, "tile", -1),
    "a tile": lambda w: setattr(w, "tile", (w.tile + 3) % 7),
    "glue and counts and tile": _several,
}


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_new_workshop_is_written_where_it_differs(np: ModuleType, players: int) -> None:
    states = one_game("woodcraft", players, seed=12)
    for state in (states[len(states) // 3], states[-2]):
        for part, change in WORKSHOP_CHANGES.items():
            for seat in range(players):
                mine = State(state.game, state.data.fork(), None)
                for p in range(players):  # the writer keeps the workshops of this table
                    mine.observation_array(p)
                change(own(mine.data, seat))
                for p in random.Random(seat).sample(range(players), players):
                    assert same(np, mine, p), f"{part} of seat {seat}, viewer {p}"


def test_groups_of_reads_a_record_in_groups() -> None:
    class Record:
        a, b, c = 1, (2,), "3"

    assert groups_of("a", ("b", "c"), ("a",))(Record) == (1, ((2,), "3"), (1,))
    for bad in [(), ("a", ()), ("a b",), (("a", "1"),)]:
        with pytest.raises(ValueError):
            groups_of(*bad)
