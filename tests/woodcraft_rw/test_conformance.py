"""The boardrules conformance suite on Woodcraft Roll & Write, for 1 to 5 players."""

from __future__ import annotations

import boardrules
from boardrules import State
from boardrules.testing import conformance_tests, decision_kind


def orders_not_shown(state: State, seat: int) -> set[str]:
    """Order cards a seat may not see: both decks (their order is secret, L40), the orders
    dealt to another seat to choose from (L32-L34) and another seat's fulfilled orders, which
    lie face down until the end (L162-L164)."""
    d = state.data
    hidden = set(d.deck1) | set(d.deck2)
    for other, sheet in enumerate(d.sheets):
        if other != seat:
            hidden |= set(sheet.dealt)
            if not state.is_terminal:
                hidden |= set(sheet.fulfilled)
    return hidden


TestConformance = conformance_tests(
    "woodcraft_rw",
    players=[1, 2, 3, 4, 5],
    secret_decisions=("commit",),  # L77-L85: every seat chooses in secret, then all reveal
    secrets=orders_not_shown,
    max_examples=10,  # games per test and player count: the whole suite runs in about 30 s
)


def test_others_see_only_that_a_seat_has_committed() -> None:
    """L77-L85: before the reveal, the other seats see that seat 0 chose, not what."""
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(3, seed=1)
    while decision_kind(state) != "commit":
        state = state.apply(state.legal_actions()[0])
    choice = state.legal_actions()[0]
    state = state.apply(choice)
    assert state.observation(0)["sheets"][0]["commit"] == " ".join(map(str, choice.args))
    assert state.observation(1)["sheets"][0]["commit"] == "committed"
    assert state.observation(2)["sheets"][0]["commit"] == "committed"
    assert state.observation(1)["sheets"][2]["commit"] is None
