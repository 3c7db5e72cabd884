"""Score sheets and outcomes: the categories, totals and tie-breaks of a game, and who won.

A game builds its ``ScoreSheet`` once (the hook ``Game.score_sheet``); the kernel derives
``scores()``, ``score_breakdown()``, ``outcome()`` and ``returns()`` from it, so every game
decides its winner the same way: the highest total, then each tie-break key in turn (higher
wins), and seats still tied share the win. A solo game is won by reaching the sheet's
``target``, if the rulebook sets one.

>>> sheet = ScoreSheet(
...     (SeatScore({"orders": 10.0, "crates": 5.0}, (4.0,)),
...      SeatScore({"orders": 12.0, "crates": 3.0}, (1.0,))),
...     tiebreaks=("unused_materials",),
... )
>>> sheet.totals
(15.0, 15.0)
>>> decide(sheet)
Outcome(winners=(0,), reason=<Reason.TIE_BREAK: 'tie-break'>)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

import attrs


class Reason(enum.Enum):
    """What decided an ``Outcome``."""

    SCORE = "score"  # the highest total (seats with equal totals share it if there is no key)
    TIE_BREAK = "tie-break"  # totals tied at the top; the tie-break key(s) decided
    TARGET = "target"  # solo: the rulebook's target score was reached, or not (no winner)
    NO_TARGET = "no target"  # solo: the rulebook sets no target, so nobody wins or loses


def _categories(value: Mapping[str, float]) -> dict[str, float]:
    return {str(k): float(v) for k, v in value.items()}


def _keys(value: Iterable[float]) -> tuple[float, ...]:
    return tuple(float(v) for v in value)


def _seats(value: Iterable[SeatScore]) -> tuple[SeatScore, ...]:
    return tuple(value)


def _names(value: Iterable[str]) -> tuple[str, ...]:
    return tuple(value)


@attrs.frozen
class SeatScore:
    """One seat's column of the score sheet: the scoring categories in the rulebook's order,
    and the tie-break key(s), which are not points and not part of the total."""

    categories: dict[str, float] = attrs.field(converter=_categories)
    tiebreak: tuple[float, ...] = attrs.field(default=(), converter=_keys)

    @property
    def total(self) -> float:
        return sum(self.categories.values(), 0.0)


@attrs.frozen
class ScoreSheet:
    """The score sheet of every seat.

    ``tiebreaks`` names the tie-break keys (each seat's ``SeatScore.tiebreak`` holds one value
    per name, compared in this order, higher wins). ``target`` is the score a solo game must
    reach to be won, or None when the rulebook sets no target.
    """

    seats: tuple[SeatScore, ...] = attrs.field(converter=_seats)
    tiebreaks: tuple[str, ...] = attrs.field(default=(), converter=_names)
    target: float | None = None

    def __attrs_post_init__(self) -> None:
        for seat, score in enumerate(self.seats):
            if len(score.tiebreak) != len(self.tiebreaks):
                raise ValueError(
                    f"seat {seat} has {len(score.tiebreak)} tie-break values for the keys "
                    f"{list(self.tiebreaks)}"
                )

    def __len__(self) -> int:
        return len(self.seats)

    def __getitem__(self, seat: int) -> SeatScore:
        return self.seats[seat]

    @property
    def totals(self) -> tuple[float, ...]:
        """Each seat's total: what ``state.scores()`` returns."""
        return tuple(s.total for s in self.seats)

    def breakdown(self) -> list[dict[str, float]]:
        """One dict per seat, as ``state.score_breakdown()`` returns it: the categories, then
        ``total``, then each tie-break key as ``tiebreak_<name>``."""
        out = []
        for s in self.seats:
            row = dict(s.categories)
            row["total"] = s.total
            for name, value in zip(self.tiebreaks, s.tiebreak, strict=True):
                row["tiebreak_" + name] = value
            out.append(row)
        return out


@attrs.frozen
class Outcome:
    """How a finished game ended, as python-chess's ``Outcome``: the winning seat(s) and what
    decided it. ``winners`` is empty when nobody wins (a solo game below its target)."""

    winners: tuple[int, ...]
    reason: Reason

    @property
    def winner(self) -> int | None:
        """The single winner, or None when the win is shared or nobody won."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


def decide(sheet: ScoreSheet) -> Outcome:
    """The outcome the sheet gives: the highest total wins; among seats tied on it, the
    higher tie-break keys, one after the other; seats still tied share the win. One seat wins
    alone only by reaching ``sheet.target``."""
    if len(sheet) == 1:
        if sheet.target is None:
            return Outcome((), Reason.NO_TARGET)
        won = sheet[0].total >= sheet.target
        return Outcome((0,) if won else (), Reason.TARGET)
    totals = sheet.totals
    best = max(totals)
    leaders = [p for p, t in enumerate(totals) if t == best]
    if len(leaders) == 1 or not sheet.tiebreaks:
        return Outcome(tuple(leaders), Reason.SCORE)
    key = max(sheet[p].tiebreak for p in leaders)
    return Outcome(tuple(p for p in leaders if sheet[p].tiebreak == key), Reason.TIE_BREAK)


REWARDS = ("win_share", "zero_sum", "score_margin")
"""The kinds of ``state.returns(rewards=...)`` (see ``rewards``)."""


def returns(outcome: Outcome | None, players: int) -> tuple[float, ...]:
    """Utilities per seat: a win is worth 1.0, split evenly among the seats sharing it; every
    other seat gets 0.0 (so the returns of a finished game with several seats add up to 1).
    Before the end (``outcome`` None) every seat gets 0.0."""
    if outcome is None or not outcome.winners:
        return (0.0,) * players
    share = 1.0 / len(outcome.winners)
    return tuple(share if p in outcome.winners else 0.0 for p in range(players))


def rewards(
    sheet: ScoreSheet, outcome: Outcome | None, kind: str = "win_share"
) -> tuple[float, ...]:
    """Utilities per seat of the kind ``kind`` (0.0 for every seat before the end):

    - ``win_share``: 1.0 split evenly among the winners, 0.0 for the others (``returns``):
      they add up to 1 with two or more seats (constant-sum); solo, 1 or 0;
    - ``zero_sum``: the win share ``s`` of each of ``n`` seats as ``(n * s - 1) / (n - 1)``:
      with two seats +1 to the winner, -1 to the loser, 0 each on a shared win; with more,
      +1 to a sole winner and ``-1 / (n - 1)`` to each other seat (a win shared by ``k``
      seats gives each ``(n / k - 1) / (n - 1)``): they add up to 0 (zero-sum), between
      ``-1 / (n - 1)`` and 1. Solo, ``2 * s - 1``: +1 for a win, -1 otherwise (general-sum);
    - ``score_margin``: a seat's total minus the best total of the other seats, in points
      (the tie-breaks do not count): zero-sum with two seats, general-sum with more; solo,
      the total minus the rulebook's target (the total itself without one).
    """
    n = len(sheet)
    check_rewards(kind)
    share = returns(outcome, n)
    if outcome is None or kind == "win_share":
        return share
    if kind == "zero_sum":
        if n == 1:
            return (2.0 * share[0] - 1.0,)
        return tuple((n * s - 1.0) / (n - 1) for s in share)
    totals = sheet.totals
    if n == 1:
        return (totals[0] - (sheet.target or 0.0),)
    return tuple(t - max(totals[:p] + totals[p + 1 :]) for p, t in enumerate(totals))


def check_rewards(kind: object) -> None:
    """ValueError unless ``kind`` is one of ``REWARDS``."""
    if kind not in REWARDS:
        raise ValueError(f"rewards is one of {list(REWARDS)}, not {kind!r}")
