"""The final scoring (L631-L659): buildings (printed points, or a "*" expression, L987), ships,
realized shares held, gold, less 1 per free building space and 1 per unrealized share; half a
point per guest in the supply and one per guest on a ship (L768, not rounded). A tie shares
the win (L659).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import evaluate
from boardrules.scoring import ScoreSheet, SeatScore

from .construction import built
from .state import NData

if TYPE_CHECKING:
    from .game import Nusfjord


def score_sheet(game: Nusfjord, d: NData) -> ScoreSheet:
    """L635-L657: each seat's points by category."""
    rules, buildings, ship_vp = game.rules, game.buildings, game.fleet.vp
    out = []
    for p, h in enumerate(d.harbors):
        points = sum(evaluate(rules, d, p, buildings[c].score) for c in built(h))
        out.append(
            SeatScore(
                {
                    "buildings": points,
                    "ships": sum(ship_vp[k] for k in h.track),
                    "shares": sum(h.shares),
                    "gold": h.gold,
                    "free_spaces": -len(game.harbor.free_spaces(h)),
                    "unrealized_shares": -h.unrealized,
                    "guests": 0.5 * h.guests + len(h.boarded),  # L768, not rounded
                }
            )
        )
    return ScoreSheet(out)
