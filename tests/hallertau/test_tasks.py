"""Hallertau's task records (games/hallertau/tasks.py): typed, found by class, saved by name."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING

import pytest

from boardrules.tasks import Chance, Decision, Task
from tests.hallertau.helpers import GAME, play, run, table, village

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import tasks
    from games.hallertau.tasks import MoveWorkers, Offer, Pay, PayField, Progress
else:
    from boardrules.games.hallertau import tasks
    from boardrules.games.hallertau.tasks import MoveWorkers, Offer, Pay, PayField, Progress


def records() -> list[type[Task]]:
    return [
        cls
        for cls in vars(tasks).values()
        if isinstance(cls, type) and issubclass(cls, Task) and cls.__module__ == tasks.__name__
    ]


def test_every_record_is_handled_once() -> None:
    """Every record of tasks.py is an op, a decision or the chance task, each by its kind."""
    for cls in records():
        if issubclass(cls, Chance):
            assert cls in GAME.chance_tasks
        elif issubclass(cls, Decision):
            assert cls in GAME.decisions and cls not in GAME.ops, cls
        else:
            assert cls in GAME.ops and cls not in GAME.decisions, cls
    own = sorted(tag for tag in GAME.task_records if not tag.startswith("kernel:"))
    assert own == sorted(cls.name for cls in records())


def test_a_half_paid_step_is_saved_by_name_and_fields() -> None:
    """Round 3, phase 9: 1 meat of a cold-storage step paid (L584): the pending decision is
    the record ``Pay``, written in a saved game as its name and fields."""
    d = table(1, rnd=3, phase=9)
    village(d).goods[6:8] = [4, 1]  # meat, milk
    state = play(run(d, Offer(), Progress(0)), "advance cold_storage", "pay meat")
    assert state.data.tasks[-1] == Pay(seat=0, craft=2, paid=(1, 0))
    saved = json.loads(state.to_json())
    assert saved["data"]["tasks"][-1] == {"task": "pay", "seat": 0, "craft": 2, "paid": [1, 0]}


@pytest.mark.parametrize(
    "task", [PayField(0, rows=(), planted=None, left=1), MoveWorkers(0, n=3, source=None)]
)
def test_a_none_field_is_read_back(task: Decision) -> None:
    """ "Any field, planted or not" and "no source space chosen yet" (314) are None."""
    doc = GAME.converter.unstructure(task)
    assert doc["task"] == task.name and None in doc.values()
    fields = {k: v for k, v in doc.items() if k != "task"}
    assert GAME.converter.structure(fields, type(task)) == task


@pytest.mark.parametrize("seed", [3, 8])
def test_games_with_cards_round_trip_at_every_kind_of_decision(seed: int) -> None:
    """A random game with cards, saved and read back at the first state of each decision
    kind it meets (the reader replays the history and compares)."""
    state = GAME.new_game(2, seed=seed)
    pick = random.Random(seed)
    seen = set()
    while not state.is_terminal:
        if state.decision not in seen:
            seen.add(state.decision)
            assert GAME.state_from_json(state.to_json()).to_json() == state.to_json()
        state = state.apply(pick.choice(state.legal_actions()))
    assert {"turn", "gain", "pay", "progress", "respond"} <= seen


def test_the_options_an_offer_computed_are_those_of_the_decision() -> None:
    """An optional decision is asked only if it offers more than declining (``op_offer``);
    the options computed then are given to the legal actions asked next
    (``rounds.kept_options``), once, and they are those the decision's options give."""
    kept = 0
    for players, seed in ((2, 5), (3, 6)):
        pick = random.Random(seed)
        state = GAME.new_game(players, seed=seed)
        while not state.is_terminal:
            d = state.data
            top = d.tasks[-1]
            hit = GAME.offered is not None and GAME.offered[0] is d
            ids = state.legal_action_ids()
            if hit:
                kept += 1
                assert GAME.offered is None  # given once
                assert sorted(GAME.decisions[type(top)][0](d, top)) == list(ids)
            state = state.apply(pick.choice(state.legal_actions()))
    assert kept > 50


def test_a_draw_or_a_resample_leaves_the_decks_of_the_state_before_as_they_were() -> None:
    """The decks are shared by the copies of a table (``HData.decks``) and replaced when a
    card is drawn or the hidden cards are drawn again: the state drawn from keeps its decks."""
    pick = random.Random(9)
    state = GAME.new_game(3, seed=9)
    changed = 0
    while not state.is_terminal:
        before = {deck: list(pile) for deck, pile in state.data.decks.items()}
        after = state.apply(pick.choice(state.legal_actions()))
        state.resample(1, random.Random(len(state.history)))
        assert state.data.decks == before
        changed += after.data.decks != before
        state = after
    assert changed > 10
