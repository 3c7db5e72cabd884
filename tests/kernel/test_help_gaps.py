"""What the seventeenth session's newcomer trial left unanswered at the terminal (issue 23,
the eighteenth session): the words of Woodcraft's action wheel (``arrow``, ``arc``), a seat
the table does not have (``help seat C`` at 2 seats), what Hallertau's ``stop`` ends, and the
"does / now" lines of a board entry's help said by one helper (``boardrules.menus.told``)."""

from __future__ import annotations

import inspect
import random
import re
from typing import Any

import pytest

import boardrules
from boardrules.cli.menu import help_text
from boardrules.menus import menu, told

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")


@pytest.mark.parametrize(
    ("word", "said"),
    [
        # woodcraft.de.txt L391-L393, L516-L517: a tile moved over the black arrowhead turns
        # the saw wheel; L519-L520: only into an empty quarter
        ("arrow", "arrow: the saw wheel's black arrowhead"),
        ("arrowhead", "only into an empty quarter (L519-L520)"),
        # woodcraft.de.txt L133, L384-L389: the arc tile covers the start quarter's rim bonuses
        # until its last tile is taken
        ("arc", "arc (arc tile): Bogenplättchen: laid at setup over the rim bonuses"),
        ("arc tile", "it leaves when the start quarter's last tile is taken"),
        ("rim", "rim (rim bonus): Aktionsrad-Bonus"),  # L381-L389
        ("action wheel", "action wheel: Aktionsrad: 4 quarters of 7 spaces"),  # L376-L402
    ],
)
def test_the_action_wheel_words_have_entries(word: str, said: str) -> None:
    from games.woodcraft.observation import arc_words, wheel_words

    state = boardrules.load_game("woodcraft").new_game(2, seed=1)
    game: Any = state.game
    shown = " ".join([*wheel_words(game, state.data), arc_words(state.data)]).lower()
    assert word.split()[0] in shown  # a word the screen shows of the wheel
    assert said in help_text(state.game, word, state)


@pytest.mark.parametrize("game_id", GAMES)
def test_help_seat_c_at_two_seats_says_there_is_none(game_id: str) -> None:
    """Not Roll & Write's helper card C nor Nusfjord's display C: the seats of this table."""
    state = boardrules.load_game(game_id).new_game(2, seed=1)
    none = (
        "there is no seat C in this game of 2 seats: the seats are seat A and seat B"
        " (player ids 0 and 1 in the Python API)"
    )
    assert help_text(state.game, "seat C", state) == f"seat C: {none}"
    assert help_text(state.game, "seat 2", state) == f"seat 2: {none}"
    assert help_text(state.game, "seat b", state) == "seat b: seat B, player id 1 in the Python API"


def test_a_seat_beyond_the_table_is_named_so_alone_too() -> None:
    state = boardrules.load_game("kleine_voelker").new_game(3, seed=1)
    assert help_text(state.game, "seat C", state) == "seat C: seat C, player id 2 in the Python API"
    assert help_text(state.game, "D", state) == (
        "no entry 'D' in kleine_voelker; there is no seat D in this game of 3 seats: the seats"
        " are seat A, seat B and seat C (player ids 0, 1 and 2 in the Python API)"
    )
    solo = boardrules.load_game("hallertau").new_game(1, seed=1)
    assert help_text(solo.game, "seat B", solo) == (
        "seat B: there is no seat B in this solo game: the one seat is seat A"
    )


def test_hallertau_stop_names_what_it_stops() -> None:
    # hallertau.de.md L463: every part of an action space is optional, taking fewer included;
    # L527-L553: a craft advances as often as its steps are paid
    said: dict[str, str] = {}
    state = boardrules.load_game("hallertau").new_game(2, seed=0)
    pick = random.Random(0)
    for _ in range(80):
        if state.decision is not None:
            said.update((state.decision, t) for a, t in menu(state) if str(a) == "stop")
        state = state.apply(pick.choice(state.legal_actions()))
    assert said["crop"] == "stop: take no more crops (taking fewer is allowed, L463)"
    assert said["sow"] == "stop: sow no more fields (sowing fewer is allowed, L463)"
    assert said["fertilize"].startswith("stop: move no more empty fields to row 5")
    assert said["progress"].startswith("stop: advance no more crafts this phase")
    assert not [t for t in said.values() if "no more of this" in t]


def test_every_hallertau_decision_that_offers_stop_names_its_thing() -> None:
    """Each ``opt_`` function that offers ``stop`` answers a decision ``STOPS`` words."""
    from games.hallertau import board, cardeffects, crafts, fields, menus

    offering = [
        fn.__annotations__["t"]
        for module in (board, cardeffects, crafts, fields)
        for name, fn in vars(module).items()
        if name.startswith("opt_") and inspect.isfunction(fn)
        if "ids.stop" in inspect.getsource(fn)
    ]
    named = {cls.__name__ for cls in menus.STOPS}
    assert len(offering) >= 12
    assert {str(t).rsplit(".", 1)[-1].strip("'\"") for t in offering} <= named


def test_told_says_does_then_the_rest_then_now() -> None:
    assert told("pays 1 VP", ("solo", "nothing"), now="on space 5") == [
        ("does", "pays 1 VP"),
        ("solo", "nothing"),
        ("now", "on space 5"),
    ]
    assert told("pays 1 VP") == [("does", "pays 1 VP")]
    for game in ("woodcraft", "hallertau"):  # the games' tells say them through it
        kind = "tool" if game == "woodcraft" else "community_center"
        source = inspect.getsource(boardrules.load_game(game).menus.entries[kind])
        assert not re.search(r"\(\s*\"(does|now)\"", source), game
