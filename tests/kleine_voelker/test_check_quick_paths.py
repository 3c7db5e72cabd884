"""Kleine Völker's checks on load decide a table whose garden and buildings hold without
wording a problem (``checks.printed_garden``, ``checks.buildings``): on tables with one value
of the garden or a building changed, they say exactly what the space-by-space checks say."""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from boardrules.saving import DATA_ERRORS

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker import checks
else:
    from boardrules.games.kleine_voelker import checks

GAME: Any = boardrules.load_game("kleine_voelker")
FIELDS = ("land", "cost", "owner", "floors", "roofed")
VALUES = (-2, -1, 0, 1, 2, 3, 4, 5, 7, True, False)


def tables() -> list[Any]:
    """Tables of random 2-4 seat games: early, in the middle, at the end."""
    out = []
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = GAME.new_game(players, seed=players)
        trail = [state]
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
            trail.append(state)
        out += [trail[len(trail) // 4].data, trail[len(trail) // 2].data, state.data]
    return out


def problems(d: Any) -> list[str] | str:
    try:
        return list(GAME.check_data(d))
    except DATA_ERRORS as exc:
        return f"{type(exc).__name__}: {exc}"


def test_the_quick_paths_say_what_the_checks_say(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(26)
    cases = []
    for d in tables():
        assert problems(d) == []
        for _ in range(60):
            bad = copy.deepcopy(d)
            name = rng.choice(FIELDS)
            getattr(bad, name)[rng.randrange(49)] = rng.choice(VALUES)
            cases.append(bad)
    quick = [problems(d) for d in cases]
    lands, _, brambles = checks.printed_garden(GAME)
    monkeypatch.setattr(checks, "printed_garden", lambda game: (lands, [], brambles))
    monkeypatch.setattr(checks, "buildings", lambda game, d: None)
    assert [problems(d) for d in cases] == quick
    assert sum(p != [] for p in quick) > len(cases) // 2  # most changes are wrong somewhere
