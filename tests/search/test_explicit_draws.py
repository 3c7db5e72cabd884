"""With chance="explicit" every card drawn is a CHANCE node whose outcomes are the cards that
could come (issue 12): Kleine Völker."""

from __future__ import annotations

from collections import Counter

import boardrules
from boardrules import CHANCE, Action


def test_kleine_voelker_lays_out_the_display_one_card_at_a_time() -> None:
    # L207-L210: the public projects are shuffled and some laid face up.
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=1, chance="explicit")
    assert state.current_player == CHANCE and state.data.display == []
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"deal {c}" for c in sorted(game.publics)]
    assert {p for _, p in outcomes} == {1 / len(game.publics)}
    card = sorted(game.publics)[3]
    after = state.apply(Action("deal", (card,)))
    assert after.data.display == [card] and card not in after.data.deck


def test_kleine_voelker_secret_projects_come_as_often_as_their_copies() -> None:
    # L237-L241: 4 secret projects dealt to each seat from all the copies.
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=1, chance="explicit")
    while "display" in [t.into for t in state.data.tasks[-1:] if hasattr(t, "into")]:
        state = state.apply(state.legal_actions()[0])
    assert state.data.tasks[-1].seat == 0  # the next card is seat 0's alone
    copies = Counter({c.id: c.copies for c in game.secrets.values()})
    total = sum(copies.values())
    for action, p in state.chance_outcomes():
        assert p == copies[str(action.args[0])] / total
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.history_for(1)[-1] == "0: deal"  # seat 1 does not see it
    assert dealt.history_for(0)[-1] == str(state.legal_actions()[0])
    assert dealt.observation(1) == state.apply(state.legal_actions()[-1]).observation(1)


def test_auto_mode_is_unchanged_by_explicit_draws() -> None:
    # the same seed in auto mode deals from the shuffled decks as before: no CHANCE node
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=1)
    assert state.current_player != CHANCE and len(state.data.display) > 0
