"""Kleine Völker's board rows and project lists shared by forked tables (``KVData.fork``), and
the table writer's floats kept with them (games/kleine_voelker/tensors.py, docs/performance.md,
"fourteenth session").

``apply`` steps on ``fork()``: the board's rows (``land``, ``owner``, ``floors``, ``roofed``)
and each people's ``secret``, ``dealt`` and ``claimed`` are the earlier table's lists until a
rule replaces one (a row by ``state.changed``, which records in ``state.MADE`` the space it
changed), so a rule changing one in place would change an earlier state: these games check
that none does, and that ``clone()`` still copies them. The writer rewrites only the spaces a
later row changed over the floats it kept for a viewer, and copies a people's floats when its
values are the same: every array is the reference's, whatever the order the states are seen
in, and when ``MADE`` was forgotten."""

from __future__ import annotations

import random
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest

from boardrules.registry import game_class
from boardrules.state import State

from .test_arrays import reference_tensor

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker import state as kv_state
    from games.kleine_voelker.state import MADE, PROJECTS, ROWS, changed
    from games.kleine_voelker.tensors import since
else:
    from boardrules.games.kleine_voelker import state as kv_state
    from boardrules.games.kleine_voelker.state import MADE, PROJECTS, ROWS, changed
    from boardrules.games.kleine_voelker.tensors import since


def played(players: int, seed: int, chance: str = "auto") -> list[tuple[State, Any]]:
    """Every state of a seeded random game (a game object of its own) beside a full copy of
    its table made at once."""
    game = game_class("kleine_voelker")()
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, chance=chance)
    path = [(state, state.data.clone())]
    while not state.is_terminal:
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        path.append((state, state.data.clone()))
    return path


def lists(d: Any) -> list[Any]:
    """The table's shared lists: its rows, then each people's project lists."""
    return [getattr(d, r) for r in ROWS] + [getattr(q, f) for q in d.peoples for f in PROJECTS]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes(players: int, chance: str) -> None:
    shared = total = 0
    for seed in range(2):
        path = played(players, seed, chance)
        for (before, _), (after, _) in zip(path, path[1:], strict=False):
            pairs = list(zip(lists(before.data), lists(after.data), strict=True))
            total += len(pairs)
            shared += sum(a is b for a, b in pairs)
        for state, copy in path:
            assert state.data == copy  # as it was made
    assert shared > 0.8 * total, (shared, total)  # most steps replace one list or two


def test_no_sibling_changes_its_parent() -> None:
    # every legal action of every fifth state: each child forks the same parent, so a rule
    # changing a shared list in place would show in the parent or a later sibling
    game = game_class("kleine_voelker")()
    rng = random.Random(3)
    state, step = game.new_game(3, seed=3), 0
    while not state.is_terminal:
        if step % 5 == 0:
            copy = state.data.clone()
            children = [state.apply_id(i) for i in state.legal_action_ids()]
            assert state.data == copy, f"after {len(state.history)} actions"
            for i, child in zip(state.legal_action_ids(), children, strict=True):
                assert child.data == state.apply_id(i).data
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        step += 1


def test_clone_copies_every_shared_list() -> None:
    state, _ = played(2, 5)[40]
    copy = state.data.clone()
    assert not any(a is b for a, b in zip(lists(state.data), lists(copy), strict=True))
    assert copy == state.data


def test_a_planted_change_in_place_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # the test above can fail: a ``changed`` that writes into the shared row changes the
    # states before it
    def in_place(row: list[Any], s: int, value: Any) -> list[Any]:
        row[s] = value
        return row

    for module in ("building", "ploys", "projects"):
        monkeypatch.setattr(f"boardrules.games.kleine_voelker.{module}.changed", in_place)
    path = played(2, 1)
    assert any(state.data != copy for state, copy in path)


def test_changed_records_where_a_row_came_from() -> None:
    row = [0] * 49
    assert changed(row, 3, 0) is row  # the same value: the same row
    one = changed(row, 3, 2)
    two = changed(one, 10, 1)
    assert row == [0] * 49 and one[3] == 2 and two[10] == 1 and two[3] == 2
    assert since(two, row) == [10, 3]
    assert since(two, two) == [] and since(row, two) is None
    assert since(list(two), row) is None  # a row ``changed`` did not make


@pytest.mark.parametrize("players", [2, 4])
def test_arrays_in_any_order_are_the_reference(np: ModuleType, players: int) -> None:
    # the writer keeps a viewer's board with its rows and each seat's people with its values:
    # states seen in play order, backwards, jumping, and after ``MADE`` is forgotten
    states = [s for s, _ in played(players, 11 + players)]
    rng = random.Random(players)
    orders = [
        list(range(len(states))),
        list(range(len(states)))[::-1],
        rng.sample(range(len(states)), len(states)),
    ]
    for n, order in enumerate(orders):
        for k, i in enumerate(order):
            if n == 2 and k % 17 == 0:
                MADE.clear()
            state = states[i]
            for p in rng.sample(range(players), players):
                want = np.asarray(reference_tensor(state, p), np.float32)
                assert np.array_equal(state.observation_array(p), want), (n, i, p)


def test_made_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kv_state, "MADE_LIMIT", 8)
    row: list[int] = [0] * 49
    for s in range(40):
        row = changed(row, s, 1)
        assert len(MADE) <= 8
