"""The table of an arena: per agent its games, wins, mean score and margin with 95% confidence
intervals, forfeits, thinking time, and its rating (``boardrules.ratings``).

How games count, per seat an agent held (an agent holding two seats of one game counts it
twice):

- **wins** are win shares, the seat's ``returns`` (1 for a win, split on a shared win); a
  forfeit is a loss for the agent that erred and a win, shared, for the seats of the others;
- **score** and **margin** (the seat's score less the best other seat's) are means over the
  games that ended by the rules, forfeits left out (their scores are not final);
- **rating**: every pair of seats of different agents is one result, the better
  ``(return, score)`` winning (equal ones draw); in a forfeit the erring seat loses to every
  other and the others are not compared;
- solo (one seat): the agents that played the same deal are compared by ``(return, score)``
  for the rating, a forfeit losing;
- a game the library itself failed (outcome ``error``) counts for no one (``void``).

The intervals are 95% ones: for scores and margins the mean ± 1.96 standard errors (a normal
approximation: with few games read it as a rough guide), for the win rate Wilson's score
interval, for the rating its standard error (``boardrules.ratings``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import Any

import attrs

from boardrules.ratings import Rating, fit


@attrs.frozen
class Estimate:
    """A mean and its 95% interval ``low``..``high`` (``nan`` where there are too few values)."""

    mean: float
    low: float
    high: float
    n: int

    @property
    def half(self) -> float:
        """The half-width of the interval."""
        return (self.high - self.low) / 2

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        """The mean ± 1.96 standard errors (normal approximation)."""
        n = len(values)
        if n == 0:
            return cls(math.nan, math.nan, math.nan, 0)
        mean = sum(values) / n
        if n < 2:
            return cls(mean, math.nan, math.nan, n)
        half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1) / n)
        return cls(mean, mean - half, mean + half, n)

    @classmethod
    def rate(cls, values: Sequence[float]) -> Estimate:
        """A rate of values in 0..1 (win shares) with Wilson's score interval, which stays
        honest at 0% and 100% (4 wins in 4 games: 51% to 100%)."""
        n = len(values)
        if n == 0:
            return cls(math.nan, math.nan, math.nan, 0)
        p, z2 = sum(values) / n, 1.96**2
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) * 1.96 / (1 + z2 / n)
        return cls(p, max(0.0, centre - half), min(1.0, centre + half), n)

    def text(self, digits: int = 1, sign: bool = False) -> str:
        """``mean ± half``, or ``mean`` alone, or ``-`` for no value."""
        if math.isnan(self.mean):
            return "-"
        mean = f"{self.mean:{'+' if sign else ''}.{digits}f}"
        return mean if math.isnan(self.half) else f"{mean} ± {self.half:.{digits}f}"

    def percent(self) -> str:
        """``mean (low-high)`` in percent."""
        if math.isnan(self.mean):
            return "-"
        return f"{100 * self.mean:.0f} ({100 * self.low:.0f}-{100 * self.high:.0f})"


@attrs.frozen
class AgentRow:
    """One agent's line of the table."""

    agent: str
    games: int
    wins: float
    forfeits: int
    win_rate: Estimate
    score: Estimate
    margin: Estimate
    rating: Rating
    seconds: float  # mean CPU seconds the agent thought per game


@attrs.frozen
class ArenaResult:
    """What ``boardrules.arena`` returns: every game's record (in order) and the table."""

    game: str
    players: int
    agents: list[str]
    records: list[dict[str, Any]]
    rows: list[AgentRow]
    void: int  # games the library failed, counted for no one
    seconds: float  # wall clock of the run

    def row(self, agent: str) -> AgentRow:
        return next(r for r in self.rows if r.agent == agent)

    def table(self) -> str:
        """The table as text, the best rated first."""
        head = (
            "agent",
            "games",
            "wins",
            "win %",
            "score",
            "margin",
            "rating",
            "forfeits",
            "s/game",
        )
        lines = [
            (
                r.agent,
                str(r.games),
                f"{r.wins:g}",
                r.win_rate.percent(),
                r.score.text(1),
                r.margin.text(1, sign=True),
                f"{r.rating.rating:.0f} ± {1.96 * r.rating.sigma:.0f}",
                str(r.forfeits),
                f"{r.seconds:.3f}",
            )
            for r in sorted(self.rows, key=lambda r: -r.rating.rating)
        ]
        widths = [max(len(x[i]) for x in [head, *lines]) for i in range(len(head))]
        text = [
            "  ".join(
                c.ljust(w) if i == 0 else c.rjust(w)
                for i, (c, w) in enumerate(zip(x, widths, strict=True))
            )
            for x in [head, *lines]
        ]
        games = len(self.records)
        note = f"{self.game}, {self.players} player{'s' * (self.players != 1)}, {games} games"
        if self.void:
            note += f", {self.void} void (the library failed: see their records' error)"
        return "\n".join([note, *text])

    def __str__(self) -> str:
        return self.table()


def _pair(record: dict[str, Any], p: int, q: int) -> float | None:
    """Seat p's result against seat q (1, 0.5, 0), or None when they are not compared."""
    error = record.get("error")
    if error is not None:
        erring = error["seat"]
        return None if erring not in (p, q) else (0.0 if erring == p else 1.0)
    mine = (record["returns"][p], record["scores"][p])
    theirs = (record["returns"][q], record["scores"][q])
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def _solo_results(records: list[dict[str, Any]]) -> list[tuple[str, str, float]]:
    """Solo games: each pair of agents that played the same deal is one result."""
    lost = (-1.0, float("-inf"))  # a forfeit: below any game played to its end
    deals: dict[int, list[tuple[str, tuple[float, float]]]] = {}
    for rec in records:
        error = rec.get("error")
        if error is not None and error.get("agent") is None:
            continue  # void
        key = lost if error is not None else (rec["returns"][0], rec["scores"][0])
        deals.setdefault(rec["seed"], []).append((rec["agents"][0], key))
    out = []
    for played in deals.values():
        for (a, x), (b, y) in itertools.combinations(played, 2):
            if a != b:
                out.append((a, b, 1.0 if x > y else 0.0 if x < y else 0.5))
    return out


def summarize(
    game: str, players: int, agents: list[str], records: list[dict[str, Any]], seconds: float
) -> ArenaResult:
    """The table of these records."""
    wins: dict[str, list[float]] = {a: [] for a in agents}
    scores: dict[str, list[float]] = {a: [] for a in agents}
    margins: dict[str, list[float]] = {a: [] for a in agents}
    forfeits = dict.fromkeys(agents, 0)
    thought = dict.fromkeys(agents, 0.0)
    results: list[tuple[str, str, float]] = []
    void = 0
    for rec in records:
        error = rec.get("error")
        if error is not None and error.get("agent") is None:
            void += 1
            continue
        seats = rec["agents"]
        for p, agent in enumerate(seats):
            wins[agent].append(rec["returns"][p])
            thought[agent] += rec["seconds"][p]
            if error is not None:
                forfeits[agent] += error["seat"] == p
                continue
            score = rec["scores"][p]
            rival = max((s for q, s in enumerate(rec["scores"]) if q != p), default=score)
            scores[agent].append(score)
            margins[agent].append(score - rival if players > 1 else 0.0)
        for p, q in itertools.combinations(range(players), 2):
            result = _pair(rec, p, q) if seats[p] != seats[q] else None
            if result is not None:
                results.append((seats[p], seats[q], result))
    if players == 1:  # solo: the agents compared on the same deal, by return then score
        results = _solo_results(records)
    ratings = {r.agent: r for r in fit(agents, results)}
    rows = [
        AgentRow(
            agent=a,
            games=len(wins[a]),
            wins=sum(wins[a]),
            forfeits=forfeits[a],
            win_rate=Estimate.rate(wins[a]),
            score=Estimate.of(scores[a]),
            margin=Estimate.of(margins[a] if players > 1 else []),
            rating=ratings[a],
            seconds=thought[a] / max(len(wins[a]), 1),
        )
        for a in agents
    ]
    return ArenaResult(game, players, agents, records, rows, void, seconds)
