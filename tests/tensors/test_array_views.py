"""Roll & Write's orders kept per view (docs/performance.md, "the fifteenth session"): the table
writer keeps, per seat and view, the floats of the orders held and fulfilled (seen, or the
fulfilled face down: their count, L162-L164) and of the orders dealt (the viewer's own, or
their count, L32-L34) with the rows they were written from, and copies them at once where a
sheet is written again with the same rows. Here a seat's rows are replaced and then set back
to a list that was written before (the same object, as a rule never changes a row in place),
every seat's array read between, in both views; the arrays must stay the reference's."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from boardrules.engine import State
from games.woodcraft_rw.state import RWData, own

from .test_array_last import one_game
from .test_array_records import same
from .test_array_sheets import all_read


def read_all(np: ModuleType, state: State, players: int, what: str) -> int:
    """Every seat's array of ``state`` against the reference, in a random order."""
    order = random.Random(what).sample(range(players), players)
    for p in order:
        assert same(np, state, p), f"{what}, viewer {p}"
    return len(order)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("row", ["held", "fulfilled", "dealt"])
def test_rows_set_back_to_lists_written_before(np: ModuleType, players: int, row: str) -> None:
    states = one_game("woodcraft_rw", players, seed=21)
    checked = 0
    for state in (states[len(states) // 3], states[-1]):  # fulfilled face down, then shown
        mine = all_read(state, players)
        for seat in range(players):
            first = getattr(mine.data.sheets[seat], row)
            other = [*first[1:], "I-01", "I-02"]  # another value: a new list
            for value in (other, first, other, first[:1], first):
                data: RWData = mine.data
                record = own(data, seat)
                setattr(record, row, value)
                record.nuts += 1  # a new record whose other parts differ too
                checked += read_all(np, mine, players, f"{row} of seat {seat} set to {value}")
                mine = State(state.game, data.fork(), None)  # the next change: a record anew
    assert checked == 2 * players * 5 * players


def test_a_seat_seen_in_turn_by_every_view(np: ModuleType) -> None:
    # the viewer's own sheet after the others saw it, and theirs after it: the orders' floats
    # of the other view are the ones kept, the rows the same
    players = 4
    states = one_game("woodcraft_rw", players, seed=22)
    for state in states[:: max(1, len(states) // 40)]:
        mine = State(state.game, state.data.fork(), None)
        for p in [*range(players), *reversed(range(players))]:
            assert same(np, mine, p), f"viewer {p}"
