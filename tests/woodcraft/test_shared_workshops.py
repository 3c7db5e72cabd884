"""The workshops a Woodcraft step shares with the table it copies (``WData.fork``).

``apply`` steps on ``fork()``: each workshop is the same record as the earlier table's until a
rule takes it by ``state.own``, which copies it first, so a rule that changed a workshop
without ``own`` would change an earlier state. These games check that none does (both chance
modes, every seat count, every legal action of sampled states, the resample), and that
``clone()`` still copies every workshop. The table writer keys a workshop's floats on the
record (games/woodcraft/tensors.py; tests/tensors/test_array_records.py)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

import boardrules
from tests.play import check_own_once, check_resample, check_siblings, shared_records

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.state import own, take_workshops
else:
    from boardrules.games.woodcraft.state import own, take_workshops

GAME = boardrules.load_game("woodcraft")


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes(players: int, chance: str) -> None:
    share = shared_records(GAME, players, 3 if players == 1 else 2, chance, "workshops")
    if players > 1:  # most steps change one workshop (the mover's) or none
        assert share > 0.5, share


@pytest.mark.parametrize("players", [1, 3, 4])
def test_no_sibling_changes_its_parent(players: int) -> None:
    check_siblings(GAME, players, every=10)


def test_resample_leaves_the_state() -> None:
    check_resample(GAME, 3, steps=60)


def test_own_copies_a_shared_workshop_once() -> None:
    state = GAME.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    w, old = check_own_once(state.data, "workshops", own, take_workshops)
    w.vp += 3
    assert old.vp == w.vp - 3  # the earlier table keeps its workshop
