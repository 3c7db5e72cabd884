"""Perft goldens: sizes of the legal-move tree from fixed Nusfjord states.

A change in these numbers means legal-move generation changed. If the change is intended,
locate it with ``boardrules.perft.divide``, check the rule against the rulebook, and record
the new count. The goldens were produced with ``boardrules.perft.perft`` after the
conformance suite passed on the same code.
"""

from __future__ import annotations

import boardrules
from boardrules.perft import perft
from tests.nusfjord.helpers import GAME


def test_perft_of_the_first_turn_2p_seed_1() -> None:
    """Round 1, work (L357): the start player's first worker."""
    state = GAME.new_game(2, seed=1)
    assert [perft(state, d) for d in range(1, 5)] == [11, 65, 359, 1935]


def test_perft_of_a_mid_game_state_4p_seed_3() -> None:
    """new_game(4, seed=3), then 40 actions: the first legal action on every third step,
    the last one otherwise (round 3, seat 1 picking the building to build)."""
    state = GAME.new_game(4, seed=3)
    for i in range(40):
        legal = state.legal_actions()
        state = state.apply(legal[-1 if i % 3 else 0])
    assert (state.data.round, state.current_player, state.decision) == (3, 1, "pick_building")
    assert [perft(state, d) for d in range(1, 6)] == [1, 4, 32, 180, 940]


def test_perft_of_the_advanced_solo_game_seed_2() -> None:
    """L700-L704: three worker colours."""
    state = GAME.new_game(1, seed=2, variant="solo_advanced")
    assert state.current_player == 0 and isinstance(state, boardrules.State)
    assert [perft(state, d) for d in range(1, 5)] == [11, 70, 462, 3103]
