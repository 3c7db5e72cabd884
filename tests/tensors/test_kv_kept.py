"""Kleine Völker's table writer keeps each viewer's whole table with what it was written from
and writes again only the parts that differ (games/kleine_voelker/tensors.py, docs/performance.md,
"fifteenth session"): the arrays are the reference's when one viewer's states come from two
games in turn, from games of two seat counts, past the end, and through the list writer too."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from boardrules.registry import game_class
from boardrules.state import State

from .test_arrays import reference_tensor


def played(game: Any, players: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed)
    path = [state]
    while not state.is_terminal:
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        path.append(state)
    return path


def check(np: ModuleType, state: State, seat: int) -> None:
    want = reference_tensor(state, seat)
    assert np.array_equal(state.observation_array(seat), np.asarray(want, np.float32)), (
        f"{state.players} seats, seat {seat}, after {len(state.history)} actions"
    )
    assert state.observation_tensor(seat) == want


def test_two_games_in_turn_for_one_viewer(np: ModuleType) -> None:
    game = game_class("kleine_voelker")()  # its writers apart from the loaded game's
    one, two = played(game, 2, 1), played(game, 2, 2)
    for a, b in zip(one, two, strict=False):  # seat 0's kept table swaps games each array
        check(np, a, 0)
        check(np, b, 0)
        check(np, b, 1)


def test_seat_counts_in_turn_and_past_the_end(np: ModuleType) -> None:
    game = game_class("kleine_voelker")()
    small, large = played(game, 2, 3), played(game, 4, 4)
    for k in range(max(len(small), len(large))):
        for path in (small, large):
            state = path[min(k, len(path) - 1)]  # the last state again: the end
            for seat in range(state.players):
                check(np, state, seat)
    assert small[-1].is_terminal and large[-1].is_terminal


def test_a_state_and_its_earlier_states_again(np: ModuleType) -> None:
    # a viewer's kept table is of a later state of the same game: the rows lead back nowhere
    game = game_class("kleine_voelker")()
    path = played(game, 3, 5)
    for k in range(0, len(path), 7):
        for i in (k, max(k - 5, 0), k):
            for seat in (i % 3, (i + 1) % 3):
                check(np, path[i], seat)
