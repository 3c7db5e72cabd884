"""Ratings from game results: a Bradley-Terry model on the Elo scale, with its uncertainty.

Each game gives pairwise results between the agents at its table (1 for a win, 0.5 for a
draw). The model says agent a beats agent b with probability ``1 / (1 + 10 ** ((Rb - Ra) /
400))``, as Elo's does; the ratings are its maximum a posteriori fit under a normal prior
(mean 1500, standard deviation ``prior``, 350 by default) that keeps them finite when an agent
wins every game, found by Newton's method. Each rating's uncertainty is the standard error from
the curvature of the fit (the inverse of the negative Hessian), of the rating against the mean
of all: ``rating ± 1.96 * sigma`` is a 95% interval. Unlike Elo's running updates, the fit does
not depend on the order of the games.

>>> ratings = fit(["a", "b"], [("a", "b", 1.0)] * 30 + [("a", "b", 0.0)] * 10)
>>> [round(x.rating) for x in ratings], [round(x.sigma) for x in ratings]
([1594, 1406], [31, 31])

3:1 odds are 191 Elo; the prior shrinks the 188 points between them a little. Ratings are
relative: only their differences mean anything (the prior fixes their mean at 1500).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import attrs

ELO = 400 / math.log(10)  # Elo points per unit of the logistic scale
BASE = 1500.0


@attrs.frozen
class Rating:
    """An agent's rating and its standard error, both in Elo points."""

    agent: str
    rating: float
    sigma: float

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """The rating's 95% interval (``z`` standard errors either side)."""
        return self.rating - z * self.sigma, self.rating + z * self.sigma


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix^-1 vector`` by Gaussian elimination with partial pivoting (small, dense)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[r][col] != 0.0:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] for i in range(n)]


def fit(
    agents: Sequence[str],
    results: Iterable[tuple[str, str, float]],
    prior: float = 350.0,
    iterations: int = 50,
) -> list[Rating]:
    """The ratings of ``agents`` (in their order) from ``(a, b, score of a)`` results, a score
    being 1 (a won), 0.5 (a draw) or 0 (b won)."""
    index = {name: i for i, name in enumerate(agents)}
    n = len(agents)
    played: dict[tuple[int, int], list[float]] = {}  # (i, j), i < j: [games, i's points]
    for a, b, score in results:
        i, j = index[a], index[b]
        if i == j:
            continue
        if i > j:
            i, j, score = j, i, 1.0 - score
        cell = played.setdefault((i, j), [0.0, 0.0])
        cell[0] += 1.0
        cell[1] += score
    tau2 = (prior / ELO) ** 2
    r = [0.0] * n
    hessian = [[0.0] * n for _ in range(n)]
    for _ in range(iterations):
        grad = [-x / tau2 for x in r]
        hessian = [[(1.0 / tau2 if i == j else 0.0) for j in range(n)] for i in range(n)]
        for (i, j), (games, points) in played.items():  # hessian holds minus the Hessian
            p = 1.0 / (1.0 + math.exp(r[j] - r[i]))
            grad[i] += points - games * p
            grad[j] -= points - games * p
            w = games * p * (1.0 - p)
            hessian[i][i] += w
            hessian[j][j] += w
            hessian[i][j] -= w
            hessian[j][i] -= w
        step = _solve(hessian, grad)
        r = [x + s for x, s in zip(r, step, strict=True)]
        if max((abs(s) for s in step), default=0.0) < 1e-10:
            break
    # the covariance of the fit; each sigma is of the rating against the field's mean (only
    # differences are measured: the mean is the prior's, fixed at BASE)
    cov = [_solve(hessian, [float(k == i) for k in range(n)]) for i in range(n)]
    total = sum(map(sum, cov)) / (n * n) if n else 0.0
    sigmas = [math.sqrt(max(cov[i][i] - 2.0 * sum(cov[i]) / n + total, 0.0)) for i in range(n)]
    mean = sum(r) / n if n else 0.0
    r = [x - mean for x in r]
    return [Rating(name, BASE + ELO * r[i], ELO * sigmas[i]) for name, i in index.items()]


def expected(a: float, b: float) -> float:
    """The probability that a player rated ``a`` beats one rated ``b`` (Elo's formula)."""
    return float(1.0 / (1.0 + 10.0 ** ((b - a) / 400.0)))
