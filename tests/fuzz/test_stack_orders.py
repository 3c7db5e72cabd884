"""The order of the steps on a task stack (issue 24 item 9): each game states which steps may
lie on which (``ABOVE`` and ``BOTTOM`` of its checks), so a stack reordered within a turn is
refused, not only one whose phases are out of order. The three tamperings the 10x bounds fuzz
found accepted (and broken later) are refused; every stack random games reach is accepted, at
every player count, with chance steps explicit or not."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import boardrules
from boardrules import InvalidState
from boardrules.invariants import Checks
from boardrules.positions import stored_doc
from boardrules.tasks import RunEffects, Task
from tests.fuzz.conftest import SCALE
from tests.fuzz.test_fuzz_api import state_after

ORDERED = ("kleine_voelker", "woodcraft_rw", "nusfjord")  # the games with a successor table


def names(doc: dict[str, Any]) -> list[str]:
    return [t["task"] for t in doc["data"]["tasks"]]


def swap(first: str, second: str) -> Callable[[list[dict[str, Any]]], None]:
    """Swaps the topmost ``first`` with the record right above it, a ``second``."""

    def change(tasks: list[dict[str, Any]]) -> None:
        kinds = [t["task"] for t in tasks]
        i = max(i for i, k in enumerate(kinds[:-1]) if k == first and kinds[i + 1] == second)
        tasks[i], tasks[i + 1] = tasks[i + 1], tasks[i]

    return change


def shuffle_work(tasks: list[dict[str, Any]]) -> None:
    """The work phase's records in another order, the homecoming kept at the bottom."""
    rest = tasks[1:]
    random.Random(3).shuffle(rest)
    tasks[1:] = rest


# the three tamperings of the 10x fuzz (docs/reliability.md): the stack each starts from
# (a random game some moves in) and the change
TAMPERED = {
    "kleine_voelker after_turn and act swapped": (
        "kleine_voelker",
        lambda kinds: kinds[-2:] == ["after_turn", "act"],
        swap("after_turn", "act"),
    ),
    "woodcraft_rw round_end and free swapped": (
        "woodcraft_rw",
        lambda kinds: kinds[:2] == ["round_end", "free"],
        swap("round_end", "free"),
    ),
    "nusfjord a work-phase stack shuffled": (
        "nusfjord",
        lambda kinds: kinds[0] == "homecoming" and kinds.count("turn") >= 3,
        shuffle_work,
    ),
}


def first_state(game_id: str, wanted: Callable[[list[str]], bool]) -> dict[str, Any]:
    """The stored position of the first state of random games whose stack is ``wanted``."""
    for seed in range(50):
        for steps in range(0, 120, 3):
            doc = stored_doc(state_after(game_id, seed, steps))
            if wanted(names(doc)):
                return doc
    raise AssertionError(f"{game_id}: no such stack in 50 random games")


@pytest.mark.parametrize("case", TAMPERED)
def test_the_three_tamperings_of_the_fuzz_are_refused(case: str) -> None:
    game_id, wanted, change = TAMPERED[case]
    game = boardrules.load_game(game_id)
    doc = first_state(game_id, wanted)
    game.state_from_position(doc)  # the stack as reached reads back
    before = names(doc)
    change(doc["data"]["tasks"])
    assert names(doc) != before
    with pytest.raises(InvalidState, match="cannot lie|out of order"):
        game.state_from_position(doc)


class Low(Task):
    pass


class High(Task):
    pass


def test_ordered_checks_the_bottom_and_each_neighbour_not_the_kernel_steps() -> None:
    above: dict[type, tuple[type, ...]] = {Low: (High,)}
    ok = Checks()
    assert ok.ordered([Low(), High()], above, (Low,))
    assert ok.ordered([Low(), RunEffects(0, "x"), Low()], above, (Low,))  # a kernel step between
    assert ok.ordered([], above, (Low,)) and not ok.problems
    bad = Checks()
    assert not bad.ordered([High(), Low()], above, (Low,))
    assert bad.problems == ["tasks[0]: high cannot lie at the bottom"]
    bad = Checks()
    assert not bad.ordered([Low(), High(), High()], above, (Low,))
    assert bad.problems == ["tasks[2]: high cannot lie on high (tasks[1]): steps out of order"]


@pytest.mark.parametrize("game_id", ORDERED)
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_every_stack_random_games_reach_is_accepted(game_id: str, chance: str) -> None:
    game = boardrules.load_game(game_id)
    checked = 0
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(2 * SCALE):
            rnd = random.Random(seed)
            state = game.new_game(players, seed=seed, chance=chance)
            while not state.is_terminal:
                problems = [p for p in game.check_data(state.data) if "tasks" in p]
                assert not problems, (players, seed, chance, state.data.tasks, problems)
                checked += 1
                state = state.apply(rnd.choice(state.legal_actions()))
    assert checked > 500
