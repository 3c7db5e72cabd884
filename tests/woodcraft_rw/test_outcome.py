"""Who wins: the most VP, then more unused materials, then a shared win."""

from __future__ import annotations

from boardrules import Outcome, Reason, State
from tests.woodcraft_rw.helpers import advance, free_turn, start, with_sheet


def finished(state: State) -> State:
    """The position as the end of the game (nothing left to do)."""
    return state.edit().set("tasks", []).state()  # no step left: no to_move form says it


def test_the_game_has_no_outcome_while_it_runs() -> None:
    state = free_turn()
    assert state.outcome() is None
    assert state.returns() == (0.0, 0.0)


def test_the_most_vp_wins_whatever_the_materials() -> None:
    # woodcraft_rw.pl.txt L365-L366: the player with the most VP wins.
    state = free_turn(materials={"glue": 3}, nuts=0)
    state = finished(with_sheet(state, 1, nuts=1))
    assert state.scores() == (0.0, 1.0)
    assert state.outcome() == Outcome((1,), Reason.SCORE)
    assert state.returns() == (0.0, 1.0)


def test_a_tie_goes_to_more_unused_materials() -> None:
    # woodcraft_rw.pl.txt L366-L370: on a tie the player with more unused materials on their
    # sheet wins.
    state = free_turn(materials={"glue": 2, "shavings": 1})
    state = finished(with_sheet(state, 1, materials={"saw_blade": 1}))
    assert state.scores()[0] == state.scores()[1]
    sheet = state.score_sheet()
    assert sheet.tiebreaks == ("unused_materials",)
    assert [seat.tiebreak for seat in sheet.seats] == [(3.0,), (1.0,)]
    assert state.outcome() == Outcome((0,), Reason.TIE_BREAK)
    assert state.returns() == (1.0, 0.0)


def test_a_tie_after_the_materials_is_shared() -> None:
    # woodcraft_rw.pl.txt L366-L370 give no further tie-break: shared (digest A27).
    state = free_turn(materials={"glue": 1})
    state = finished(with_sheet(state, 1, materials={"saw_blade": 1}))
    assert state.scores()[0] == state.scores()[1]
    assert state.outcome() == Outcome((0, 1), Reason.TIE_BREAK)
    assert state.returns() == (0.5, 0.5)


def test_solo_has_a_rating_but_no_target() -> None:
    # woodcraft_rw.pl.txt L419-L425: solo, the player counts their VP and rates them (below 50,
    # 50+, 60+, 70+); the rulebook names no score that wins, so nobody wins or loses.
    state = advance(start(1), lambda s: s.is_terminal)
    assert state.score_sheet().target is None
    assert state.outcome() == Outcome((), Reason.NO_TARGET)
    assert state.returns() == (0.0,)
