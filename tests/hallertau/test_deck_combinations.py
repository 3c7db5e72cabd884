"""Every starter deck with every court deck, at 1-4 players, through the conformance checks;
and mixed decks (hallertau.de.md L818-L820)."""

from __future__ import annotations

import pytest

import boardrules
from boardrules.testing import SuiteConfig, check_playout
from tests.hallertau.test_conformance import hidden

GAME = boardrules.load_game("hallertau")


# the default decks (starter 0, court 4) at 1-4 seats are test_conformance.py's: the same
# checks on 4 games each (hypothesis), so they are not played again here
COMBINATIONS = [
    (starter, court, players)
    for starter in (0, 1, 2, 3)
    for court in (4, 5, 6, 7)
    for players in (1, 2, 3, 4)
    if (starter, court) != (0, 4)
]


@pytest.mark.parametrize(("starter", "court", "players"), COMBINATIONS)
def test_every_deck_combination_plays_a_conforming_game(
    starter: int, court: int, players: int
) -> None:
    # L214-L217: one starter deck (0-3) and one court deck (4-7); a full random game with
    # every conformance check at every state (actions, hidden cards, JSON, replay, end)
    config = SuiteConfig(secrets=hidden, options={"starter_deck": starter, "court_deck": court})
    end = check_playout(GAME, players, seed=starter * 10 + court + players, config=config)
    assert end.is_terminal and len(end.scores()) == players


def test_mixed_decks_deal_from_every_chosen_deck() -> None:
    # L818-L820: the starter and court decks may be mixed ("at your own risk")
    state = GAME.new_game(2, seed=1, starter_deck="01", court_deck="4567")
    d = state.data
    dealt = [c for v in d.villages for c in v.hand if int(c) < 400]
    starters = d.decks["starter"] + dealt
    courts = d.decks["court"] + [c for v in d.villages for c in v.stable_cards]
    assert sorted({int(c) // 100 for c in starters}) == [0, 1] and len(starters) == 60
    assert sorted({int(c) // 100 for c in courts}) == [4, 5, 6, 7] and len(courts) == 140
    with pytest.raises(ValueError, match="starter_deck"):
        GAME.new_game(2, seed=1, starter_deck="04")
