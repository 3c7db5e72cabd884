"""The table writers' kept blocks (``boardrules.writers.Table``) change no float: along random
playouts of every game, at every player count, with chance "auto" and "explicit", every seat's
array and list of every state are those of ``Encoder.encode`` from ``observation(p)`` (the
reference), whatever blocks earlier states left kept, whether read in order, in another
order, or by a game whose tables start empty; the tables stay bounded."""

from __future__ import annotations

import random
from array import array
from types import ModuleType
from typing import Any

import pytest

import boardrules
from boardrules.engine import State
from boardrules.registry import game_class
from boardrules.writers import BUDGET, FLOAT32, FLOATS, ByKind, Table

from .conftest import random_states
from .test_arrays import reference_tensor

STATES = 60  # states a game, player count and chance mode: 2,520 states, 7,080 arrays


def playout_states(game_id: str, players: int, chance: str, count: int) -> list[State]:
    """``count`` states of random playouts in a row (every state, the ends too)."""
    game = boardrules.load_game(game_id)
    out: list[State] = []
    seed = 7 * players + (chance == "explicit")
    while len(out) < count:
        state, rng = game.new_game(players, seed=seed, chance=chance), random.Random(seed)
        while len(out) < count:
            out.append(state)
            if state.is_terminal:
                break
            state = state.apply_id(rng.choice(state.legal_action_ids()))
        seed += 100
    return out


CONFIGS = [
    (game_id, players, chance)
    for game_id in boardrules.list_games()
    for players in range(
        boardrules.load_game(game_id).min_players, boardrules.load_game(game_id).max_players + 1
    )
    for chance in ("auto", "explicit")
]


@pytest.mark.parametrize(("game_id", "players", "chance"), CONFIGS)
def test_every_seat_of_every_state_is_the_reference(
    np: ModuleType, game_id: str, players: int, chance: str
) -> None:
    rng = random.Random(players)
    for state in playout_states(game_id, players, chance, STATES):
        for seat in rng.sample(range(players), players):  # the viewers in a random order
            want = reference_tensor(state, seat)
            got = state.observation_array(seat)
            assert np.array_equal(got, np.asarray(want, np.float32)), (
                f"{game_id} ({players}, {chance}) seat {seat} after {len(state.history)} actions"
            )
            assert state.observation_tensor(seat) == want


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_kept_blocks_give_the_floats_of_empty_tables(np: ModuleType, game_id: str) -> None:
    game = boardrules.load_game(game_id)
    players = min(3, game.max_players)
    states = random_states(game_id, players, 60, seed=11)
    warm = [[s.observation_array(p) for p in range(players)] for s in states]
    backwards = [[s.observation_array(p) for p in range(players)] for s in reversed(states)]
    fresh = game_class(game_id)()  # its own plan: every table starts empty
    assert fresh.info.plan is not game.info.plan
    for i, state in enumerate(states):
        again = State(fresh, state.data.clone(), None)
        for p in range(players):
            cold = again.observation_array(p)
            assert np.array_equal(cold, warm[i][p])
            assert np.array_equal(cold, backwards[len(states) - 1 - i][p])


def counting_table(kind: str, limit: int = 0) -> tuple[Table, list[Any]]:
    built: list[Any] = []

    def build(buf: Any, at: int, key: tuple[int, ...]) -> None:
        built.append(key)
        for i, v in enumerate(key):
            if v:
                buf[at + i] = v / 4.0

    return Table(3, build, kind, limit), built


def put(table: Table, buf: Any, at: int, key: Any) -> None:
    """A writer's use of a table (the pattern of ``Table``'s docstring)."""
    raw = buf if table.unit == 1 else buf.cast("B")
    block = table.get(key)
    if block is None:
        table.make(buf, at, key)
    else:
        raw[at * table.unit : at * table.unit + table.size] = block


def test_a_table_builds_a_block_once_a_key_and_copies_it() -> None:
    table, built = counting_table(FLOAT32)
    one, two = array("f", bytes(4 * 5)), array("f", bytes(4 * 5))
    put(table, memoryview(one), 1, (1, 0, 2))
    put(table, memoryview(two), 2, (1, 0, 2))  # kept: copied, not built
    assert one.tolist() == [0.0, 0.25, 0.0, 0.5, 0.0]
    assert two.tolist() == [0.0, 0.0, 0.25, 0.0, 0.5] and built == [(1, 0, 2)]
    assert table.blocks[(1, 0, 2)] == array("f", [0.25, 0.0, 0.5]).tobytes()
    floats, built_floats = counting_table(FLOATS)
    out = [0.0] * 4
    put(floats, out, 0, (3, 0, 1))
    put(floats, out, 1, (3, 0, 1))  # a list's blocks are lists of exact doubles
    assert out == [0.75, 0.75, 0.0, 0.25] and len(built_floats) == 1


def test_a_table_forgets_its_blocks_at_its_limit() -> None:
    table, built = counting_table(FLOAT32, limit=2)
    buf = memoryview(array("f", bytes(4 * 3)))
    for key in [(1, 0, 0), (2, 0, 0), (1, 0, 0), (3, 0, 0), (1, 0, 0)]:
        buf[0:3] = array("f", bytes(12))
        put(table, buf, 0, key)
        assert buf.tolist() == [key[0] / 4.0, 0.0, 0.0]
        assert len(table.blocks) <= 2
    assert built == [(1, 0, 0), (2, 0, 0), (3, 0, 0), (1, 0, 0)]


def test_the_default_limit_keeps_a_table_within_its_budget() -> None:
    for n in (3, 42, 392, 1168):
        for kind, size in ((FLOAT32, 4), (FLOATS, 8)):
            limit = Table(n, lambda buf, at, key: None, kind).limit
            assert 64 <= limit <= 1024
            assert limit * n * size <= BUDGET or limit == 64


def test_by_kind_calls_the_writer_of_the_buffer() -> None:
    calls: list[str] = []

    def make(kind: str) -> Any:
        return lambda game, data, viewer, buf: calls.append(kind)

    write = ByKind(make)
    write(None, None, 0, [0.0])
    write(None, None, 0, memoryview(array("f", [0.0])))
    write.float32(None, None, 0, memoryview(array("f", [0.0])))
    assert calls == [FLOATS, FLOAT32, FLOAT32]
