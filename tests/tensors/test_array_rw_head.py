"""Roll & Write's table head kept whole (docs/performance.md, "Roll & Write's arrays: the
seventeenth session"): the writer keeps the floats of the round, turn and phase, the board, the
supply, the order pool and the decks' sizes with the values they were written from, and copies
them at once, joined with the seat to move and the sheets, where all are the same. Here the
round, the turn or the phase alone is changed (the board and the rest the same) and set back,
every seat's array and list read between; they must stay the reference's."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from games.woodcraft_rw.state import RWData

from .test_array_last import one_game
from .test_array_records import same
from .test_array_sheets import all_read


@pytest.mark.parametrize("players", [1, 4])
@pytest.mark.parametrize("field", ["round", "turn", "phase"])
def test_round_turn_or_phase_alone_changed(np: ModuleType, players: int, field: str) -> None:
    states = one_game("woodcraft_rw", players, seed=31)
    checked = 0
    for state in (states[len(states) // 4], states[len(states) // 2], states[-1]):
        mine = all_read(state, players)
        data: RWData = mine.data
        first = getattr(data, field)
        for value in (first + 1, first, 0, first):
            setattr(data, field, value)
            for p in random.Random(value).sample(range(players), players):
                assert same(np, mine, p), f"{field} set to {value}, viewer {p}"
                checked += 1
    assert checked == 3 * 4 * players


def test_every_seat_every_step_of_a_five_seat_game(np: ModuleType) -> None:
    # the seat to move's place from each viewer and every sheet, joined: each seat's array and
    # list of every state, in a random order of the seats
    states = one_game("woodcraft_rw", 5, seed=32)
    rng = random.Random(32)
    for state in states[:: max(1, len(states) // 60)]:
        for p in rng.sample(range(5), 5):
            assert same(np, state, p), f"after {len(state.history)} actions, viewer {p}"
