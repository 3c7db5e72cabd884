"""The most groups of triggers a Hallertau stack holds (games/hallertau/integrity.py
``trigger_most``, the nineteenth session): argued from the rules and the game's cards, a
position set up with that many is read and plays on, one more is refused naming the bound."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from boardrules import InvalidState, State
from boardrules.cards.runtime import MayUse, Triggers
from boardrules.invariants import STACK_MOST
from boardrules.tasks import task_to_doc
from tests.hallertau.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
    from games.hallertau.integrity import trigger_most
else:
    from boardrules.games.hallertau.game import Hallertau
    from boardrules.games.hallertau.integrity import trigger_most

QUIET = """
"H-HARV":
  kind: bonus_card
  number: 889
  set: test
  source: {assumed: "a sample bonus card: whenever anyone harvests, 1 clay if you like"}
  abilities:
    - {when: {whenever: harvested, by: anyone}, optional: true, do: [{gain: {clay: 1}}]}
"""
LOUD = """
"H-SHEEP":
  kind: bonus_card
  number: 888
  set: test
  source: {assumed: "a sample bonus card: whenever you gain sheep, 1 sheep if you like"}
  abilities:
    - {when: {whenever: sheep_gained}, optional: true, do: [{gain: {sheep: 1}}]}
"""


@pytest.fixture(scope="module")
def quiet() -> Hallertau:
    return Hallertau(extra_cards=QUIET)


def test_the_bound_follows_from_the_cards(quiet: Hallertau) -> None:
    # hallertau.de.md L377-L387: one group of income a seat; L504-L515 with L259-L261: the
    # harvest announces each seat's fields (8 columns), each heard by every seat
    loud = Hallertau(extra_cards=LOUD)
    assert [trigger_most(GAME, p) for p in (1, 2, 3, 4)] == [1, 2, 3, 4]
    assert [trigger_most(quiet, p) for p in (1, 2, 3, 4)] == [9, 32, 72, 128]
    # a card hearing what it causes: no bound but the stack's length
    assert [trigger_most(loud, p) for p in (1, 4)] == [STACK_MOST, STACK_MOST]


def harvest_heard(game: Hallertau, players: int) -> State:
    """The first ``may_use`` of H-HARV (played by seat 0) in a random game: phase 7's harvest,
    the groups of the fields harvested before waiting below."""
    state = game.new_game(players, 0, starter_deck="0123", court_deck="4567")
    state = state.edit().move("H-HARV", "played:0").state()
    rnd = random.Random(0)
    while not isinstance(state.data.tasks[-1] if state.data.tasks else None, MayUse):
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [1, 2])
def test_the_most_groups_are_read_one_more_refused(quiet: Hallertau, players: int) -> None:
    state = harvest_heard(quiet, players)
    tasks = [task_to_doc(t) for t in state.data.tasks]
    first = next(i for i, t in enumerate(state.data.tasks) if isinstance(t, Triggers))
    most = trigger_most(quiet, players)
    have = sum(isinstance(t, Triggers) for t in state.data.tasks)
    full = tasks[:first] + [tasks[first]] * (most - have) + tasks[first:]
    read = state.edit().set("tasks", full).state()
    assert sum(isinstance(t, Triggers) for t in read.data.tasks) == most
    for _ in range(8 * most):  # it plays on: every group waiting is heard in turn
        if not any(isinstance(t, Triggers) for t in read.data.tasks):
            break
        read = read.apply(read.legal_actions()[0])
    assert not any(isinstance(t, Triggers) for t in read.data.tasks)
    over = tasks[:first] + [tasks[first]] * (most - have + 1) + tasks[first:]
    with pytest.raises(InvalidState, match=f"{most + 1} triggers tasks, .* at most {most}\\b"):
        state.edit().set("tasks", over).state()
