"""The score sheet, the outcome and the returns the kernel derives from it."""

from __future__ import annotations

import doctest
import random

import pytest

import boardrules
from boardrules import Outcome, Reason, ScoreSheet, SeatScore, scoring


def sheet(
    *columns: tuple[dict[str, float], tuple[float, ...]],
    tiebreaks: tuple[str, ...] = (),
    target: float | None = None,
) -> ScoreSheet:
    return ScoreSheet([SeatScore(c, k) for c, k in columns], tiebreaks=tiebreaks, target=target)


def test_the_module_example_runs() -> None:
    result = doctest.testmod(scoring)
    assert result.attempted > 0 and result.failed == 0


def test_totals_and_breakdown_keep_the_category_order_and_the_tiebreak_apart() -> None:
    s = sheet(({"b": 2, "a": 3}, (7,)), ({"b": 1, "a": 1}, (0,)), tiebreaks=("left",))
    assert s.totals == (5.0, 2.0)
    assert list(s[0].categories) == ["b", "a"]
    assert s.breakdown()[0] == {"b": 2.0, "a": 3.0, "total": 5.0, "tiebreak_left": 7.0}
    assert list(s.breakdown()[0]) == ["b", "a", "total", "tiebreak_left"]
    assert len(s) == 2


def test_each_seat_has_one_value_per_tiebreak_key() -> None:
    with pytest.raises(ValueError, match="seat 1 has 0 tie-break values"):
        sheet(({"a": 1}, (1,)), ({"a": 1}, ()), tiebreaks=("left",))


def test_the_highest_total_wins() -> None:
    s = sheet(({"a": 3}, (0,)), ({"a": 5}, (0,)), ({"a": 4}, (9,)), tiebreaks=("k",))
    assert scoring.decide(s) == Outcome((1,), Reason.SCORE)
    assert scoring.returns(scoring.decide(s), 3) == (0.0, 1.0, 0.0)


def test_equal_totals_go_to_the_tiebreak_keys_in_order() -> None:
    s = sheet(
        ({"a": 5}, (2, 0)), ({"a": 5}, (2, 1)), ({"a": 4}, (9, 9)), tiebreaks=("first", "second")
    )
    outcome = scoring.decide(s)
    assert outcome == Outcome((1,), Reason.TIE_BREAK)
    assert outcome.winner == 1 and not outcome.shared


def test_seats_still_tied_after_the_tiebreak_share_the_win() -> None:
    s = sheet(({"a": 5}, (2,)), ({"a": 1}, (9,)), ({"a": 5}, (2,)), tiebreaks=("k",))
    outcome = scoring.decide(s)
    assert outcome == Outcome((0, 2), Reason.TIE_BREAK)
    assert outcome.winner is None and outcome.shared
    assert scoring.returns(outcome, 3) == (0.5, 0.0, 0.5)


def test_without_a_tiebreak_equal_totals_share_the_win() -> None:
    s = sheet(({"a": 5}, ()), ({"a": 5}, ()))
    assert scoring.decide(s) == Outcome((0, 1), Reason.SCORE)
    assert sum(scoring.returns(scoring.decide(s), 2)) == 1.0


def test_solo_wins_by_reaching_the_target() -> None:
    assert scoring.decide(sheet(({"a": 100}, ()), target=100)) == Outcome((0,), Reason.TARGET)
    below = scoring.decide(sheet(({"a": 99}, ()), target=100))
    assert below == Outcome((), Reason.TARGET)
    assert below.winner is None and scoring.returns(below, 1) == (0.0,)


def test_solo_without_a_target_has_no_winner() -> None:
    outcome = scoring.decide(sheet(({"a": 70}, ())))
    assert outcome == Outcome((), Reason.NO_TARGET)
    assert scoring.returns(outcome, 1) == (0.0,)


@pytest.mark.parametrize("name", ["woodcraft_rw", "kleine_voelker", "hallertau", "nusfjord"])
def test_a_state_derives_scores_breakdown_outcome_and_returns_from_its_sheet(name: str) -> None:
    game = boardrules.load_game(name)
    state = game.new_game(2, seed=1)
    assert state.outcome() is None and state.returns() == (0.0, 0.0)
    rnd = random.Random(1)
    while not state.is_terminal:
        state = state.apply(rnd.choice(state.legal_actions()))
    s = state.score_sheet()
    assert state.scores() == s.totals
    assert state.score_breakdown() == s.breakdown()
    assert state.outcome() == scoring.decide(s)
    assert state.returns() == scoring.returns(scoring.decide(s), 2)
    assert sum(state.returns()) == 1.0


@pytest.mark.parametrize(
    ("totals", "keys", "zero_sum", "margin"),
    [
        ((10, 7), (), (1.0, -1.0), (3.0, -3.0)),
        ((7, 7), (), (0.0, 0.0), (0.0, 0.0)),  # a shared win
        ((7, 7), (2, 1), (1.0, -1.0), (0.0, 0.0)),  # the tie-break decides the win only
        ((9, 4, 6), (), (1.0, -0.5, -0.5), (3.0, -5.0, -3.0)),
        ((9, 9, 6), (), (0.25, 0.25, -0.5), (0.0, 0.0, -3.0)),
        ((5, 5, 5, 5), (), (0.0, 0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0)),
    ],
)
def test_the_rewards_kinds(
    totals: tuple[float, ...],
    keys: tuple[float, ...],
    zero_sum: tuple[float, ...],
    margin: tuple[float, ...],
) -> None:
    """win_share splits 1; zero_sum is (n * share - 1) / (n - 1): ±1 with two seats, 0 on a
    shared win, adding up to 0; score_margin is the total minus the best other total."""
    names = ("key",) if keys else ()
    columns = zip(totals, keys or totals, strict=True)
    s = sheet(*(({"a": t}, (k,) if keys else ()) for t, k in columns), tiebreaks=names)
    outcome = scoring.decide(s)
    assert scoring.rewards(s, outcome) == scoring.returns(outcome, len(totals))
    assert scoring.rewards(s, outcome, "zero_sum") == pytest.approx(zero_sum)
    assert sum(scoring.rewards(s, outcome, "zero_sum")) == pytest.approx(0.0)
    assert scoring.rewards(s, outcome, "score_margin") == margin
    assert scoring.rewards(s, None, "score_margin") == (0.0,) * len(totals)  # before the end
    with pytest.raises(ValueError, match="rewards is one of"):
        scoring.rewards(s, outcome, "elo")


def test_solo_rewards() -> None:
    won = sheet(({"a": 40}, ()), target=35)
    lost = sheet(({"a": 30}, ()), target=35)
    untargeted = sheet(({"a": 30}, ()))
    assert scoring.rewards(won, scoring.decide(won), "zero_sum") == (1.0,)
    assert scoring.rewards(lost, scoring.decide(lost), "zero_sum") == (-1.0,)
    assert scoring.rewards(won, scoring.decide(won), "score_margin") == (5.0,)
    assert scoring.rewards(untargeted, scoring.decide(untargeted), "score_margin") == (30.0,)


def test_state_returns_takes_the_rewards_kind() -> None:
    state = boardrules.load_game("kleine_voelker").new_game(3, seed=2, round_limit=10)
    assert state.returns("zero_sum") == (0.0, 0.0, 0.0)
    with pytest.raises(ValueError, match="rewards is one of"):
        state.returns("elo")
    rnd = random.Random(3)
    while not state.is_terminal:
        state = state.apply(rnd.choice(state.legal_actions()))
    share, zero = state.returns(), state.returns("zero_sum")
    assert zero == pytest.approx(tuple((3 * x - 1) / 2 for x in share))
    scores = state.scores()
    assert state.returns("score_margin") == tuple(
        t - max(scores[:p] + scores[p + 1 :]) for p, t in enumerate(scores)
    )
