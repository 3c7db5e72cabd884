"""The table writers' floats kept by record (docs/performance.md, "twelfth session"):
Hallertau keeps each village's floats with the village record itself, which ``HData.fork``
shares between a state and the states after it until a rule changes it (``state.own`` copies
it first), and writes again over them only the parts of a new record that differ from the
last one's; Nusfjord keeps the shares by colour (tuples) by their values and the viewer;
Woodcraft's workshops and Roll & Write's sheets are shared by ``fork`` the same way (the
thirteenth session), their floats copied on one identity test. The arrays stay those of the
reference encoding."""

from __future__ import annotations

import random
from collections.abc import Callable
from importlib import import_module
from types import ModuleType
from typing import Any, cast

import pytest

from boardrules.engine import State
from boardrules.registry import game_class
from games.hallertau.state import HData, own

from .test_array_last import one_game
from .test_arrays import reference_tensor


def same(np: ModuleType, state: State, seat: int) -> bool:
    want = np.asarray(reference_tensor(state, seat), np.float32)
    return bool(np.array_equal(state.observation_array(seat), want)) and (
        state.observation_tensor(seat) == reference_tensor(state, seat)
    )


def test_hallertau_villages_are_shared_by_the_states_after_them(np: ModuleType) -> None:
    # the premise of the kept villages: a step changes one village or none, the others are
    # the records of the state before it (HData.fork)
    states = one_game("hallertau", 4, seed=5)
    shared = changed = 0
    for before, after in zip(states, states[1:], strict=False):
        for a, b in zip(before.data.villages, after.data.villages, strict=True):
            if a is b:
                shared += 1
            else:
                changed += 1
        for seat in range(4):
            assert same(np, after, seat), f"after {len(after.history)} actions, seat {seat}"
    assert shared > 2 * changed, (shared, changed)


def test_a_new_village_record_is_written_where_it_differs(np: ModuleType) -> None:
    # each part of a village changed alone in a record of its own (as ``own`` makes one):
    # the array written over the last record's floats is the reference's
    states = one_game("hallertau", 3, seed=8)
    state = states[len(states) // 2]
    changes: dict[str, Callable[[Any], object]] = {
        "goods": lambda v: v.goods.__setitem__(0, v.goods[0] + 1),
        "fields": lambda v: v.fields.pop() if v.fields else v.fields.append(11),
        "sheep": lambda v: v.sheep.__setitem__(0, v.sheep[0] + 1),
        "workers": lambda v: setattr(v, "workers", v.workers + 1),
        "tools": lambda v: setattr(v, "tools", v.tools + 1),
        "tools_used": lambda v: setattr(v, "tools_used", v.tools_used + 1),
        "jewelry": lambda v: setattr(v, "jewelry", v.jewelry + 1),
        "crafts": lambda v: v.crafts.__setitem__(1, v.crafts[1] + 1),
        "boulders": lambda v: v.boulders.__setitem__(0, v.boulders[0] + 1),
        "hand": lambda v: v.hand.append(v.played[0] if v.played else "x"),
        "played": lambda v: v.played.clear() if v.played else None,
    }
    for part, change in changes.items():
        for seat in range(3):
            mine = State(state.game, state.data.fork(), None)
            for p in range(3):  # the writers keep the villages of this table
                mine.observation_array(p)
            if part == "hand" and not mine.data.villages[seat].played:
                continue  # no card of the catalog at hand to add
            change(own(cast(HData, mine.data), seat))
            for p in random.Random(seat).sample(range(3), 3):
                assert same(np, mine, p), f"{part} of seat {seat}, viewer {p}"


def test_nusfjord_shares_as_a_list_or_a_tuple(np: ModuleType) -> None:
    # the shares by colour are kept by their values when they are a tuple (as the rules
    # make them); a list is written the same, and not kept
    game = game_class("nusfjord")()
    state = one_game("nusfjord", 3, seed=2)[-1]
    plain = State(game, state.data.clone(), None)
    listed = State(game, state.data.clone(), None)
    for h in listed.data.harbors:
        h.shares = list(h.shares)
    listed.data.new_shares = list(listed.data.new_shares)
    for p in range(3):
        assert same(np, listed, p)
        assert same(np, plain, p)
        assert np.array_equal(plain.observation_array(p), listed.observation_array(p))


# Woodcraft's workshops and Roll & Write's sheets: shared by ``fork`` until a rule takes one by
# ``own`` (games/woodcraft/state.py, games/woodcraft_rw/state.py); their writers copy a kept
# record's floats on one identity test (the thirteenth session).
SEATED = [("woodcraft", "workshops", 4), ("woodcraft_rw", "sheets", 5)]


@pytest.mark.parametrize(("game_id", "field", "players"), SEATED)
def test_seat_records_are_shared_by_the_states_after_them(
    np: ModuleType, game_id: str, field: str, players: int
) -> None:
    # the premise of the kept records: most of a step's records are the state before's, and
    # the arrays of every seat, read in turn as the game goes, are the reference's
    states = one_game(game_id, players, seed=4)
    shared = changed = 0
    for before, after in zip(states, states[1:], strict=False):
        for a, b in zip(getattr(before.data, field), getattr(after.data, field), strict=True):
            if a is b:
                shared += 1
            else:
                changed += 1
        for seat in range(players):
            assert same(np, after, seat), f"after {len(after.history)} actions, seat {seat}"
    assert shared > 2 * changed, (shared, changed)


WORKSHOP_CHANGES: dict[str, Callable[[Any], object]] = {
    "dice": lambda w: setattr(w, "dice", (*w.dice[:-1], w.dice[-1] + 1)),
    "pots": lambda w: setattr(w, "pots", (2, *w.pots[1:])),
    "saws": lambda w: setattr(w, "saws", (*w.saws, 1)),
    "vp": lambda w: setattr(w, "vp", w.vp + 3),
    "marketing": lambda w: setattr(w, "marketing", w.marketing + 1),
    "rooms": lambda w: setattr(w, "rooms", ("", *w.rooms[1:])),
    "order_rows": lambda w: setattr(w, "order_rows", tuple(r + 1 for r in w.order_rows)),
    "hand": lambda w: setattr(w, "hand", w.hand[1:]),
    "fulfilled": lambda w: setattr(w, "fulfilled", (*w.fulfilled, *w.hand[:1])),
    "attic": lambda w: setattr(w, "attic", ("", *w.attic[1:])),
    "tile": lambda w: setattr(w, "tile", (w.tile + 2) % 7),
}
SHEET_CHANGES: dict[str, Callable[[Any], object]] = {
    "dice": lambda s: setattr(s, "dice", [*s.dice[:3], s.dice[3] + 1, *s.dice[4:]]),
    "marked": lambda s: setattr(s, "marked", [s.marked[0], s.marked[1] + 1, *s.marked[2:]]),
    "lanterns": lambda s: setattr(s, "lanterns", s.lanterns ^ 5),
    "crates": lambda s: setattr(s, "crates", [c ^ 1 for c in s.crates]),
    "nuts": lambda s: setattr(s, "nuts", s.nuts + 1),
    "helpers": lambda s: setattr(s, "helpers", s.helpers ^ 2),
    "held": lambda s: setattr(s, "held", s.held[1:]),
    "fulfilled": lambda s: setattr(s, "fulfilled", [*s.fulfilled, *s.held[:1]]),
    "box_value": lambda s: setattr(s, "box_value", [4, *s.box_value[1:]]),
    "commit": lambda s: setattr(s, "commit", 3),
}


@pytest.mark.parametrize(("game_id", "field", "players"), SEATED)
def test_a_new_seat_record_is_written_where_it_differs(
    np: ModuleType, game_id: str, field: str, players: int
) -> None:
    # each part of a workshop or sheet changed alone in a record of its own (as ``own`` makes
    # one), after every seat's array was read: the arrays are the reference's, for every
    # viewer in any order
    module = import_module(f"games.{game_id}.state")
    changes = WORKSHOP_CHANGES if game_id == "woodcraft" else SHEET_CHANGES
    states = one_game(game_id, players, seed=6)
    for state in (states[len(states) // 3], states[2 * len(states) // 3]):
        for part, change in changes.items():
            for seat in range(players):
                mine = State(state.game, state.data.fork(), None)
                for p in range(players):  # the writers keep the records of this table
                    mine.observation_array(p)
                record = module.own(mine.data, seat)
                assert record is not getattr(state.data, field)[seat]
                change(record)
                for p in random.Random(seat).sample(range(players), players):
                    assert same(np, mine, p), f"{part} of seat {seat}, viewer {p}"
