"""Roll & Write's sheets written again where they differ (docs/performance.md, "fourteenth
session"): the table writer keeps, per seat, the floats of its sheet written last in any view
(as its own seat sees it, or another seat while the seats commit or not, before the end or
after) and, for a new record, writes over them only the parts whose values differ from the
kept record's, and the parts whose view differs (the commitment shown or "committed", the
fulfilled orders seen or face down, the orders dealt or their count). Each change the writer
must see is made alone here, in a record of its own (``own``), after every seat's array was
read; the arrays must stay those of the reference encoding."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from boardrules.engine import State
from boardrules.loop import decision_name
from games.woodcraft_rw.state import NO_COMMIT, ORDER, PASS, RWData, own

from .test_array_last import one_game
from .test_array_records import same

# every field of a sheet the table shows, changed alone (a row of ``SHEET_ROWS`` replaced, as
# the rules do; the others are numbers)
CHANGES: dict[str, Callable[[Any], object]] = {
    "dice": lambda s: setattr(s, "dice", [*s.dice[:3], s.dice[3] + 1, *s.dice[4:]]),
    "dice emptied": lambda s: setattr(s, "dice", [0] * len(s.dice)),
    "marked": lambda s: setattr(s, "marked", [s.marked[0], s.marked[1] + 1, *s.marked[2:]]),
    "spent": lambda s: setattr(s, "spent", [s.spent[0] + 1, *s.spent[1:]]),
    "borrowed": lambda s: setattr(s, "borrowed", [1, *s.borrowed[1:]]),
    "lanterns": lambda s: setattr(s, "lanterns", s.lanterns ^ 5),
    "crates": lambda s: setattr(s, "crates", [c ^ 1 for c in s.crates]),
    "active": lambda s: setattr(s, "active", s.active ^ 2),
    "nuts": lambda s: setattr(s, "nuts", s.nuts + 1),
    "reputation": lambda s: setattr(s, "reputation", s.reputation + 2),
    "helpers": lambda s: setattr(s, "helpers", s.helpers ^ 2),
    "held": lambda s: setattr(s, "held", s.held[1:]),
    "held added": lambda s: setattr(s, "held", [*s.held, "I-01"]),
    "fulfilled": lambda s: setattr(s, "fulfilled", [*s.fulfilled, *s.held[:1]]),
    "box_value": lambda s: setattr(s, "box_value", [4, *s.box_value[1:]]),
    "box blank": lambda s: setattr(s, "box_value", [-1, *s.box_value[1:]]),
    "commit": lambda s: setattr(s, "commit", 3),
    "commit order": lambda s: setattr(s, "commit", ORDER),
    "commit pass": lambda s: setattr(s, "commit", PASS),
    "commit none": lambda s: setattr(s, "commit", NO_COMMIT),
    "dealt": lambda s: setattr(s, "dealt", s.held[:2]),
}


def all_read(state: State, players: int) -> State:
    """A table of its own after ``state``, every seat's array read (the writer keeps them)."""
    mine = State(state.game, state.data.fork(), None)
    for p in range(players):
        mine.observation_array(p)
    return mine


@pytest.mark.parametrize("players", [1, 2, 5])
def test_each_part_changed_alone_is_written(np: ModuleType, players: int) -> None:
    states = one_game("woodcraft_rw", players, seed=11)
    picked = [states[len(states) * k // 4] for k in (1, 2, 3)]
    for state in picked:
        for part, change in CHANGES.items():
            for seat in range(players):
                mine = all_read(state, players)
                data: RWData = mine.data
                record = own(data, seat)
                assert record is not state.data.sheets[seat]
                change(record)
                for p in random.Random(seat).sample(range(players), players):
                    assert same(np, mine, p), f"{part} of seat {seat}, viewer {p}"


def test_a_sheet_read_in_another_view(np: ModuleType) -> None:
    # while the seats commit, a commitment is "committed" to the others and the die to its own
    # seat; at the end the fulfilled orders are shown: the floats of a seat's sheet written last
    # in one view are written again in the other where the view differs, record the same or not
    players = 3
    states = one_game("woodcraft_rw", players, seed=12)
    committing = [s for s in states if decision_name(s.data) == "commit"]
    assert committing, "no state where the seats commit"
    views = 0
    for state in [*committing[:: max(1, len(committing) // 6)], states[-2], states[-1]]:
        for first in range(players):
            mine = all_read(state, players)
            mine.observation_array(first)  # this seat's own view written last
            data: RWData = mine.data
            record = own(data, first)
            record.commit = 5 if record.commit == NO_COMMIT else record.commit
            for p in random.Random(first).sample(range(players), players):
                assert same(np, mine, p), f"seat {first}'s commitment, viewer {p}"
                views += 1
    assert views
