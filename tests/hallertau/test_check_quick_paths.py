"""Hallertau's checks on load decide an action board whose rows hold what they may without
wording a problem (``integrity.row_most``; L399-L413), and read only the task fields a record
has (``integrity.task_fields``): on tables with one row changed they say exactly what the
row-by-row checks say."""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from boardrules.saving import DATA_ERRORS

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import integrity
else:
    from boardrules.games.hallertau import integrity

GAME: Any = boardrules.load_game("hallertau")


def problems(d: Any) -> list[str] | str:
    try:
        return list(GAME.check_data(d))
    except DATA_ERRORS as exc:
        return f"{type(exc).__name__}: {exc}"


def test_the_quick_path_says_what_the_checks_say(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(26)
    cases = []
    for players in (1, 2, 4):
        state = GAME.new_game(players, seed=players)
        while not state.is_terminal and rng.random() > 0.004:
            assert problems(state.data) == []
            state = state.apply(rng.choice(state.legal_actions()))
        for _ in range(40):
            bad = copy.deepcopy(state.data)
            bad.workers_on[rng.randrange(len(bad.workers_on))] = rng.choice((-1, 1, 2, 3, 4))
            cases.append(bad)
    quick = [problems(d) for d in cases]
    monkeypatch.setattr(integrity, "row_most", lambda game: (-1,) * 3 * len(game.spaces))
    assert [problems(d) for d in cases] == quick
    assert sum(p != [] for p in quick) > len(cases) // 2


def test_a_task_is_asked_the_fields_it_has() -> None:
    if TYPE_CHECKING:
        from games.hallertau.tasks import CardWindow, Crop, NextTurn, Respond
    else:
        from boardrules.games.hallertau.tasks import CardWindow, Crop, NextTurn, Respond
    assert integrity.task_fields(NextTurn) == (("first",), ())
    assert integrity.task_fields(CardWindow) == (("seats",), ())
    assert integrity.task_fields(Respond) == (("rest",), ())
    assert integrity.task_fields(Crop) == ((), ("left", "clay"))
