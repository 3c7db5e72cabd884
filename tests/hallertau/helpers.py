"""Shared helpers of the Hallertau tests: a table set up as a rulebook example describes it."""

from __future__ import annotations

from boardrules.games.hallertau.game import Hallertau
from boardrules.games.hallertau.state import HData, Village

import boardrules
from boardrules import State
from boardrules.engine import later
from boardrules.tasks import Task

GAME = boardrules.load_game("hallertau")
assert isinstance(GAME, Hallertau)


def table(
    players: int = 1, seed: int = 0, rnd: int = 1, phase: int = 4, variant: str = "cardless"
) -> HData:
    """A fresh game's data in round ``rnd`` and ``phase``, with nothing scheduled."""
    d: HData = GAME.new_game(players, seed, variant=variant).data.clone()
    d.round, d.phase, d.tasks = rnd, phase, []
    return d


def village(d: HData, seat: int = 0) -> Village:
    v: Village = d.villages[seat]
    return v


def run(d: HData, *tasks: Task) -> State:
    """Schedules the tasks on ``d`` and runs them to the first decision (or the end)."""
    later(d, *tasks)
    GAME.run(d)
    return State(GAME, d, None)


def play(state: State, *moves: str) -> State:
    for move in moves:
        state = state.apply(GAME.parse_action(state, move))
    return state


def legal(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def good(v: Village, name: str) -> int:
    from boardrules.games.hallertau.state import GOODS

    return v.goods[GOODS.index(name)]


def set_goods(v: Village, **goods: int) -> None:
    from boardrules.games.hallertau.state import GOODS

    v.goods = [goods.get(g, 0) for g in GOODS]
