"""The final scoring (woodcraft.de.txt L1315-L1360).

Step 3 (L1340-L1341) is an op: back 2 reputation per unfulfilled order, which is discarded.
Steps 1, 2 and 4 are the score sheet's categories: the score track, the public orders claimed
(L1318-L1321), the leftovers divided by 10 (L1323-L1327) and the fulfilled orders times the
reputation value (L1346-L1349); a tie goes to the seat later in turn order (L1356-L1360). A
solo game has no winner: the rulebook rates its score (L1490-L1491, ``solo_rating``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import evaluate
from boardrules.scoring import ScoreSheet, SeatScore

from .state import EMPTY, KINDS, WData, Workshop, own, value_of
from .tasks import FinalScoring

if TYPE_CHECKING:
    from .game import Woodcraft


def final_scoring(game: Woodcraft, d: WData, t: FinalScoring) -> None:
    """Step 3 (L1340-L1341): back 2 reputation per unfulfilled order, which is discarded."""
    for seat in range(len(d.workshops)):
        w = own(d, seat)
        unfulfilled = w.order_ids + w.hand
        for _ in unfulfilled:
            w.reputation = max(0, w.reputation - int(game.params["order_penalty"]))
        d.order_discard += unfulfilled
        w.order_ids, w.order_rows, w.hand = (), (), ()


def leftovers(game: Woodcraft, w: Workshop) -> int:
    """L1323-L1327: dice values (stack and pots, L1379-L1383) + blueberries + scrap blocks
    + glue discs + saw blade discs, divided by 10, rounded down."""
    dice = sum(w.dice[k] * value_of(k) for k in range(KINDS))
    trees = sum(v for v in w.pots if v != EMPTY)
    total = dice + trees + w.blueberries + w.scrap + w.glue_discs + w.saw_blades
    return total // int(game.params["leftovers_divisor"])


def order_value(game: Woodcraft, reputation: int) -> int:
    """L1346-L1349: the highest VP value of the reputation track at or below the marker."""
    return max(game.rep_vp[: min(reputation, game.rep_end) + 1])


def score_sheet(game: Woodcraft, d: WData) -> ScoreSheet:
    """L1318-L1349: the score track, claimed public orders, leftovers, orders times the
    reputation value; L1356-L1360: a tie goes to the seat later in turn order."""
    out = []
    penalty = int(game.params["order_penalty"])
    for seat, w in enumerate(d.workshops):
        unfulfilled = len(w.order_ids) + len(w.hand)
        rep = max(0, w.reputation - unfulfilled * penalty)
        public = sum(evaluate(game.rules, d, seat, game.public_score[o]) for o in w.claims)
        row = {
            "1_score_track": w.vp,
            "2_public_orders": public,
            "3_leftovers": leftovers(game, w),
            "4_orders": len(w.fulfilled) * order_value(game, rep),
        }
        out.append(SeatScore(row, ((seat - d.start) % d.players,)))
    # solo: L1490-L1491 rate the score (``solo_rating``) but set no target to win or lose
    return ScoreSheet(out, tiebreaks=("later_in_turn_order",))


def solo_rating(game: Woodcraft, d: WData) -> str | None:
    """L1490-L1491: "Wir denken, dass 110 Punkte ein guter Punktestand im Solospiel ist und
    140 sogar ausgezeichnet": at the end of a solo game, the best level the total reaches,
    ``excellent``, ``good`` or ``below good``; None before the end and with several seats.
    A rating, not a win condition (the outcome has no winner, ``Reason.NO_TARGET``)."""
    if d.players != 1 or d.tasks:
        return None
    total = score_sheet(game, d).totals[0]
    levels = game.params["solo_rating"]
    for level in ("excellent", "good"):
        if total >= levels[level]:
            return level
    return "below good"
