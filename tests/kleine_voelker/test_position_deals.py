"""Where play stands while a project is dealt (issue 23 item 2): with ``chance="explicit"``
every public and secret project Kleine Völker deals is a CHANCE node, and its ``to_move``
form is ``deal`` (where the project goes, how many still go there; in play the turn and the
space of the floor whose claim it replaces) (games/kleine_voelker/position_deals.py,
docs/positions.md). Positions of random games are written with a form and read back as the
same state; a form the table cannot stand at is refused naming the field."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from boardrules import InvalidState, State
from tests.kleine_voelker.helpers import GAME
from tests.play import to_move_census, to_move_round_trip


def playout(players: int, seed: int) -> Iterator[State]:
    state = GAME.new_game(players, seed, "explicit")
    rng = random.Random(seed * 10 + players)
    while not state.is_terminal:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def test_every_position_of_random_games_with_explicit_chance_says_where_play_stands() -> None:
    # measured (seeds 0-5, 2-4 seats): 2315 of 2315 positions written with to_move and read
    # back the same; 160 of 1148 (seeds 0-2) were written as tasks before the deal form
    said, tasks = to_move_census(s for n in (2, 3, 4) for seed in (0, 1) for s in playout(n, seed))
    assert not tasks, tasks
    assert said["deal"] > 50


def test_the_setup_deals_the_display_then_each_seats_secret_projects() -> None:
    # L207-L210: the public projects face up; L237-L241: each seat's secret projects, in
    # seat order; then the seats keep theirs
    state = GAME.new_game(3, 0, "explicit")
    seen: list[dict[str, Any]] = []
    while state.decision == "chance":
        seen.append(to_move_round_trip(state, "deal"))
        state = state.apply(state.legal_actions()[0])
    first = state.data.first
    shown = GAME.params["display"]
    dealt = GAME.params["secret_dealt"]["dealt"]
    assert seen[0] == {"decision": "deal", "seat": first, "deal": "display", "dealing": shown}
    assert seen[shown] == {"decision": "deal", "seat": 0, "deal": "dealt", "dealing": dealt}
    assert seen[-1] == {"decision": "deal", "seat": 2, "deal": "dealt"}
    assert state.position()["to_move"]["decision"] == "keep"


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ({"deal": "hand"}, "deal: 'hand'"),
        ({"deal": "dealt", "dealing": 0}, "dealing 0: 1 or more"),
        ({"deal": "dealt"}, "the display is dealt first"),
        ({"deal": "display", "dealing": 1}, "the display has"),
        ({"deal": "display", "territory": 9, "space": 0}, "territory, space"),
    ],
)
def test_an_impossible_deal_is_refused_naming_the_field(where: dict[str, Any], words: str) -> None:
    state = GAME.new_game(2, 0, "explicit")
    ed = state.edit()
    with pytest.raises(InvalidState, match="position: to_move") as err:
        ed.to_move(decision="deal", seat=state.data.first, **where).state()
    assert words in str(err.value)
