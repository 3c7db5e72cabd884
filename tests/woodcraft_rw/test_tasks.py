"""woodcraft_rw's task records (games/woodcraft_rw/tasks.py): what the stack holds and saves."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from tests.woodcraft_rw.helpers import GAME, act, roll, start

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.tasks import Commit, Free, Orders, Reveal
else:
    from boardrules.games.woodcraft_rw.tasks import Commit, Free, Orders, Reveal


def test_a_turn_is_commitments_reveal_orders_then_free_actions() -> None:
    # woodcraft_rw.pl.txt L77-L148: secret choices seat by seat, the reveal, the orders by
    # priority, then each seat's free actions.
    state = roll(start(2))
    assert state.data.tasks[-6:] == [
        Free(seat=1),
        Free(seat=0),
        Orders(),
        Reveal(),
        Commit(seat=1),
        Commit(seat=0),
    ]
    assert state.decision == "commit" and state.current_player == 0


def test_a_saved_game_writes_each_task_by_name_and_fields() -> None:
    state = act(roll(start(2)), "pick yellow 1")
    tasks = json.loads(state.to_json())["data"]["tasks"]
    assert tasks[-1] == {"task": "commit", "seat": 1}
    assert GAME.state_from_json(state.to_json()).data.tasks == state.data.tasks
