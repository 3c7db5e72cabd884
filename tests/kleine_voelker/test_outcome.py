"""Who wins Kleine Völker: the most VP (L772); the rulebook gives no tie-breaker."""

from __future__ import annotations

from boardrules import Outcome, Reason, State
from tests.kleine_voelker.helpers import A, B, C, ended, position, table


def finished(vp: dict[int, int], players: int = 3) -> State:
    """The end of the game; seat s scored vp[s] during play, nothing else."""
    ed = table(players)
    for seat in range(players):  # no secret project; 10 inhabitants: 0 VP
        ed.set(f"peoples[{seat}].secret", []).set(f"peoples[{seat}].vp", vp[seat])
        ed.set(f"peoples[{seat}].inhabitants", 10)
    return ended(ed)


def test_the_game_has_no_outcome_while_it_runs() -> None:
    state = position()
    assert state.outcome() is None and state.returns() == (0.0, 0.0)


def test_the_most_vp_wins() -> None:
    # L772: "Wer die meisten Siegpunkte hat, gewinnt!"
    state = finished({A: 12, B: 20, C: 7})
    assert state.scores() == (12.0, 20.0, 7.0)
    assert state.outcome() == Outcome((B,), Reason.SCORE)
    assert state.returns() == (0.0, 1.0, 0.0)


def test_equal_vp_share_the_win() -> None:
    # L772 names no tie-breaker (digest A13): the seats with the most VP share the win.
    state = finished({A: 20, B: 12, C: 20})
    assert state.score_sheet().tiebreaks == ()
    assert "tiebreak" not in " ".join(state.score_breakdown()[A])
    assert state.outcome() == Outcome((A, C), Reason.SCORE)
    assert state.returns() == (0.5, 0.0, 0.5)
