"""The final scoring of Kleine Völker großer Garten (L757-L806): the public projects scored
during play, each secret project (L613-L638) and the inhabitants (L763-L769).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import evaluate
from boardrules.scoring import ScoreSheet, SeatScore

from .state import KVData

if TYPE_CHECKING:
    from .game import KleineVoelker


def inhabitants_vp(game: KleineVoelker, n: int) -> int:
    """L763-L769: the VP printed under the inhabitants track; above 40, 10 VP."""
    vp = 0
    for minimum, points in game.vp_table:
        if n >= minimum:
            vp = points
    return 10 if n > 40 else vp


def score_sheet(game: KleineVoelker, d: KVData) -> ScoreSheet:
    """L757-L772: "Wer die meisten Siegpunkte hat, gewinnt!" (L772); the rulebook gives
    no tie-breaker, so equal totals share the win (digest A13)."""
    out = []
    for p, people in enumerate(d.peoples):
        row: dict[str, float] = {"public_projects": float(people.vp)}
        for i, card in enumerate(people.secret):
            score = game.secrets[card].score
            row[f"secret_{i + 1}_{card}"] = float(evaluate(game.rules, d, p, score))
        row["inhabitants"] = float(inhabitants_vp(game, people.inhabitants))
        out.append(SeatScore(row))
    return ScoreSheet(out)
