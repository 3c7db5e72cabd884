"""The same Woodcraft games bit for bit: a digest of many seeded random games.

The expected digests were written on main before the speed work of issue 26 (session 10); a
change to the hot paths (rows shared between states, caches) must keep every game equal. Reset
once after the merges of the tenth session, where the observation's names and `to_move` forms
changed what a position and an observation write (checked equal on main before and after the
speed work).
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import attrs
import pytest

import boardrules

GAME = boardrules.load_game("woodcraft")

EXPECTED = {
    1: "47c0d1eb8139c55768a5c97f56fd3c6e95164b5ec45e4caf64ce7e704d9193a2",
    2: "77233a9b157db334db6aca00cd8a5601f1fea13f3ac9802cfad17bedd4a02b6d",
    3: "c2dbac922c2f0512e8ac9497fbd603aa26fb84ea66bfd969bd5db20dd91f9523",
    4: "a355bccab824d8d89b2dcf920a88a805dd09c6704eb8d3b87dbe2a7cc1885309",
}


def digest(players: int, games: int = 30) -> str:
    h = hashlib.sha256()
    for seed in range(games):
        rng = random.Random(1000 * players + seed)
        state = GAME.new_game(players=players, seed=seed)
        steps = 0
        while not state.is_terminal:
            legal = state.legal_actions()
            h.update(repr(legal).encode())
            if steps % 37 == 0:
                h.update(json.dumps(state.position(), sort_keys=True).encode())
                h.update(repr(state.observation(steps % players)).encode())
            state = state.apply(rng.choice(legal))
            steps += 1
        h.update(state.to_json().encode())
        h.update(repr(state.returns()).encode())
    return h.hexdigest()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seeded_random_games_are_the_same_bit_for_bit(players: int) -> None:
    assert digest(players) == EXPECTED[players]


def test_the_rows_are_shared_by_the_copies_and_no_earlier_state_changes() -> None:
    # the rows of the table and of each workshop are tuples: a step shares every row it does
    # not set anew (mypy and Python refuse a change in place), and no earlier state changes
    rng = random.Random(7)
    state = GAME.new_game(players=3, seed=7)
    path = [(state, state.to_json())]
    shared = rows = 0
    while not state.is_terminal:
        after = state.apply(rng.choice(state.legal_actions()))
        for old, new in [
            (state.data, after.data),
            *zip(state.data.workshops, after.data.workshops, strict=True),
        ]:
            for name, value in vars_of(old).items():
                if isinstance(value, tuple):
                    rows += 1
                    shared += getattr(new, name) is value
        state = after
        path.append((state, state.to_json()))
    assert all(s.to_json() == text for s, text in path)
    assert rows > 1000 and shared > 0.9 * rows


def vars_of(record: Any) -> dict[str, object]:
    return {f.name: getattr(record, f.name) for f in attrs.fields(type(record))}
