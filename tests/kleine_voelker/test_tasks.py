"""Kleine Völker's task records (games/kleine_voelker/tasks.py): what the stack holds and saves."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from boardrules.engine import StackItem
from tests.kleine_voelker.helpers import GAME, A, B, position
from tests.play import act

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.state import space
    from games.kleine_voelker.tasks import Act, AfterTurn, BeginAction, Claim
else:
    from boardrules.games.kleine_voelker.state import space
    from boardrules.games.kleine_voelker.tasks import Act, AfterTurn, BeginAction, Claim


def test_a_two_action_turn_is_two_actions_then_the_next_turn() -> None:
    # L292-L301: the actions of a turn take place one after the other, then the turn ends.
    state = position(actions=2)
    assert state.data.tasks == [AfterTurn(seat=A, slot=1), BeginAction(seat=A), Act(seat=A)]
    state = act(state, "build 1 1")
    assert state.data.tasks[-2:] == [AfterTurn(seat=A, slot=1), Act(seat=A)]


def test_a_saved_game_writes_each_task_by_name_and_fields() -> None:
    # L580-L582: invading may fulfil a public project: the claim names the space and the cards.
    state = position(
        crane=1,
        buildings={(1, 3): (B, 2, True)},
        inhabitants={A: 30},
        display=["PUB-B2", "PUB-C1"],
    )
    state = act(state, "invade 1 3")
    assert state.data.tasks[-1] == Claim(seat=A, space=space(1, 3), cards=("PUB-B2",))
    tasks = json.loads(state.to_json())["data"]["tasks"]
    assert tasks[-1] == {"task": "claim", "seat": A, "space": 3, "cards": ["PUB-B2"]}
    # a constructed position does not replay from its history: read the record back alone
    assert GAME.converter.structure(tasks, list[StackItem]) == state.data.tasks
