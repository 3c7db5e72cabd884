"""Ratings (issue 25 item 2): a Bradley-Terry fit on the Elo scale with its uncertainty."""

from __future__ import annotations

import doctest
import math
import random

import pytest

from boardrules import ratings
from boardrules.ratings import expected, fit


def results(a: str, b: str, wins: int, losses: int, draws: int = 0) -> list[tuple[str, str, float]]:
    return [(a, b, 1.0)] * wins + [(a, b, 0.0)] * losses + [(a, b, 0.5)] * draws


def test_even_results_give_equal_ratings_at_1500() -> None:
    r = fit(["a", "b"], results("a", "b", 10, 10, 4))
    assert r[0].rating == pytest.approx(1500) and r[1].rating == pytest.approx(1500)
    assert r[0].sigma == pytest.approx(r[1].sigma) and r[0].sigma > 0


def test_the_gap_is_elos_for_the_odds_seen() -> None:
    # 3:1 odds are 400 log10(3) = 190.8 Elo; with many games the prior hardly shrinks it
    r = fit(["a", "b"], results("a", "b", 3000, 1000))
    assert r[0].rating - r[1].rating == pytest.approx(400 * math.log10(3), abs=1.0)
    assert expected(r[0].rating, r[1].rating) == pytest.approx(0.75, abs=0.002)
    assert r[0].rating + r[1].rating == pytest.approx(3000)


def test_the_uncertainty_shrinks_as_one_over_the_root_of_the_games() -> None:
    few = fit(["a", "b"], results("a", "b", 30, 10))[0].sigma
    many = fit(["a", "b"], results("a", "b", 3000, 1000))[0].sigma
    assert many < few and few / many == pytest.approx(10, rel=0.1)
    # the gap's standard error, in Elo: sqrt(1 / (n p (1 - p))) * 400 / ln 10, halved per side
    assert many == pytest.approx(0.5 * 400 / math.log(10) / math.sqrt(4000 * 0.1875), rel=0.02)


def test_an_agent_that_wins_every_game_keeps_a_finite_rating() -> None:
    r = fit(["a", "b"], results("a", "b", 20, 0))
    assert math.isfinite(r[0].rating) and r[0].rating > r[1].rating + 300
    assert math.isfinite(r[0].sigma)


def test_the_order_of_the_games_does_not_matter_and_nor_does_the_side() -> None:
    games = results("a", "b", 7, 3) + results("b", "c", 6, 4) + results("a", "c", 8, 2)
    shuffled = games[:]
    random.Random(0).shuffle(shuffled)
    flipped = [(b, a, 1.0 - s) for a, b, s in games]
    one, two, three = (fit(["a", "b", "c"], g) for g in (games, shuffled, flipped))
    for x, y, z in zip(one, two, three, strict=True):
        assert x.rating == pytest.approx(y.rating) == pytest.approx(z.rating)
        assert x.sigma == pytest.approx(y.sigma)
    assert one[0].rating > one[1].rating > one[2].rating  # a beats b beats c


def test_an_agent_without_games_stays_at_the_mean_with_the_priors_doubt() -> None:
    r = fit(["a", "b", "idle"], results("a", "b", 5, 5))
    assert r[2].rating == pytest.approx(1500) and r[2].sigma > 200


def test_the_module_example_runs() -> None:
    assert doctest.testmod(ratings).failed == 0


def test_intervals_of_the_table() -> None:
    from boardrules.arena_table import Estimate

    four = Estimate.rate([1.0] * 4)  # Wilson: 4 wins in 4 games is 51% to 100%
    assert (four.mean, round(four.low, 2), four.high) == (1.0, 0.51, 1.0)
    half = Estimate.rate([1.0, 0.0] * 50)
    assert half.low == pytest.approx(0.404, abs=0.001) and half.high == pytest.approx(
        0.596, abs=0.001
    )
    scores = Estimate.of([10.0, 12.0, 14.0])  # sd 2, standard error 2 / sqrt(3)
    assert scores.half == pytest.approx(1.96 * 2 / math.sqrt(3)) and scores.text() == "12.0 ± 2.3"
    assert Estimate.of([5.0]).text() == "5.0" and Estimate.of([]).text() == "-"
