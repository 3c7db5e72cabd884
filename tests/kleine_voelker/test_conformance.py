"""The boardrules conformance suite on Kleine Völker großer Garten, for 2 to 4 players and both
layouts (random and fixed)."""

from __future__ import annotations

from boardrules import State
from boardrules.testing import conformance_tests
from tests.kleine_voelker.helpers import GAME, decision, started
from tests.play import act


def not_shown(state: State, seat: int) -> set[str]:
    """Cards a seat may not see: the public deck (face down, L207-L210) and, until the end,
    the secret projects dealt to and kept by the other seats (L237-L241, L613-L614), except
    the copies of the same cards this seat holds itself."""
    d = state.data
    hidden = set(d.deck)
    if not state.is_terminal:
        for other, people in enumerate(d.peoples):
            if other != seat:
                hidden |= set(people.secret) | set(people.dealt)
    own = d.peoples[seat]
    return hidden - set(own.secret) - set(own.dealt)


# The secret-project choice ("keep") is the game's secret decision (L237-L241): the generic
# check applies different keeps and compares what the other seats see, their information
# states too; `not_shown` checks the cards themselves never appear in another seat's view.
TestConformanceRandom = conformance_tests(
    "kleine_voelker", players=[2, 3, 4], secrets=not_shown, max_examples=2
)
TestConformanceFixed = conformance_tests(
    "kleine_voelker",
    players=[2, 3, 4],
    secrets=not_shown,
    options={"layout": "fixed"},
    max_examples=2,
)


def test_a_seat_sees_its_own_secret_projects_and_the_count_of_others() -> None:
    # L237-L241: kept face down, hidden from the others.
    state = started(4)
    for seat in range(4):
        view = state.observation(seat)["peoples"]
        for other in range(4):
            expected = state.data.peoples[other].secret if other == seat else 2
            assert view[other]["secret"] == expected


def test_the_projects_kept_are_hidden_in_the_other_seats_history() -> None:
    # L237-L241: "haltet sie vor den anderen geheim": another seat's history shows that seat 0
    # kept a project, not which; seat 0 sees its own choices.
    state = started(2)
    mine = [t for t in state.history_for(0) if t.startswith("keep")]
    assert len(mine) == 2 and all(t.startswith("keep SEC-") for t in mine)
    theirs = [t for t in state.history_for(1) if t.startswith("0:")]
    assert theirs == ["0: keep", "0: keep"]
    assert len([t for t in state.history_for(1) if t.startswith("keep")]) == 2  # its own


def test_the_notation_round_trips() -> None:
    # Every action's text reads back as the same action.
    state = act(started(2), "start 3")
    assert decision(state) == "act"
    for a in state.legal_actions():
        assert GAME.parse_action(state, str(a)) == a
