"""The workshops a Woodcraft step shares with the table it copies (``WData.fork``).

``apply`` steps on ``fork()``: each workshop is the same record as the earlier table's until a
rule takes it by ``state.own``, which copies it first, so a rule that changed a workshop
without ``own`` would change an earlier state. These games check that none does (both chance
modes, every seat count, every legal action of sampled states, the resample), and that
``clone()`` still copies every workshop. The table writer keys a workshop's floats on the
record (games/woodcraft/tensors.py; tests/tensors/test_array_records.py)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest

import boardrules

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.state import own, take_workshops
else:
    from boardrules.games.woodcraft.state import own, take_workshops

GAME = boardrules.load_game("woodcraft")


def played(players: int, seed: int, chance: str) -> list[tuple[Any, Any]]:
    """Every state of a seeded random game beside a full copy of its table made at once."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed=seed, chance=chance)
    path = [(state, state.data.clone())]
    while not state.is_terminal:
        ids = state.legal_action_ids()
        state = state.apply_id(rng.choice(ids))
        path.append((state, state.data.clone()))
    return path


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes(players: int, chance: str) -> None:
    shared = workshops = 0
    for seed in range(3 if players == 1 else 2):
        path = played(players, seed, chance)
        for (before, _), (after, _) in zip(path, path[1:], strict=False):
            pairs = zip(before.data.workshops, after.data.workshops, strict=True)
            workshops += players
            shared += sum(a is b for a, b in pairs)
        for state, copy in path:
            assert state.data == copy  # as it was made
    if players > 1:  # most steps change one workshop (the mover's) or none
        assert shared > 0.5 * workshops, (shared, workshops)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_no_sibling_changes_its_parent(players: int) -> None:
    # every legal action of every tenth state of a game: each child forks the same parent,
    # so a rule changing a shared workshop would show in the parent or a later sibling
    rng = random.Random(players)
    state = GAME.new_game(players, seed=players)
    step = 0
    while not state.is_terminal:
        if step % 10 == 0:
            copy = state.data.clone()
            children = [state.apply_id(i) for i in state.legal_action_ids()]
            assert state.data == copy, f"after {len(state.history)} actions"
            for i, child in zip(state.legal_action_ids(), children, strict=True):
                assert child.data == state.apply_id(i).data
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        step += 1


def test_resample_leaves_the_state() -> None:
    rng = random.Random(7)
    state = GAME.new_game(3, seed=7)
    for _ in range(60):
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        copy = state.data.clone()
        state.resample(state.current_player % 3, random.Random(1))
        assert state.data == copy


def test_own_copies_a_shared_workshop_once() -> None:
    state = GAME.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    d = state.data
    fork, clone = d.fork(), d.clone()
    assert fork == d == clone
    for old, forked, cloned in zip(d.workshops, fork.workshops, clone.workshops, strict=True):
        assert forked is old and cloned is not old
    w = own(fork, 1)
    assert w is not d.workshops[1] and w == d.workshops[1]
    assert own(fork, 1) is w  # the fork's own now: not copied again
    w.vp += 3
    assert d.workshops[1].vp == w.vp - 3  # the earlier table keeps its workshop
    assert own(clone, 0) is clone.workshops[0]  # a full copy's workshops are its own
    take_workshops(d)
    assert own(d, 0) is d.workshops[0]
