"""The final scoring of Woodcraft Roll & Write (L363-L390).

Six categories (L363-L367): lightning VP marked as nuts, helpers, reputation times fulfilled
orders, the orders' printed VP, active crates, completed lantern lines. On a tie, more unused
materials wins (L367-L371; a tie after that is shared, digest A27). Solo: L419-L425 give a
rating, no target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import evaluate
from boardrules.scoring import ScoreSheet, SeatScore

from .state import MATERIAL_ROWS, RWData
from .tables import number

if TYPE_CHECKING:
    from .game import WoodcraftRW


def score_sheet(game: WoodcraftRW, d: RWData) -> ScoreSheet:
    t = game.tables
    rules = game.rules
    out = []
    for p, s in enumerate(d.sheets):
        helpers = sum(
            evaluate(rules, d, p, t.helpers[h].score or 0)
            for h in range(len(t.helpers))
            if s.helpers >> h & 1
        )
        crates = sum(
            evaluate(rules, d, p, t.crates[c].score or 0)
            for c in range(len(t.crates))
            if s.active >> c & 1
        )
        lines = sum(number(t.lines[i].score) for i in range(len(t.lines)) if s.lines >> i & 1)
        row = {
            "1_lightning_vp": s.nuts,
            "2_helpers": helpers,
            "3_reputation": s.reputation * len(s.fulfilled),
            "4_orders": sum(t.order_vp[o] for o in s.fulfilled),
            "5_crates": crates,
            "6_lantern_lines": lines,
        }
        unused = sum(s.marked[m] - s.spent[m] for m in MATERIAL_ROWS)  # L166-L167
        out.append(SeatScore(row, (unused,)))
    return ScoreSheet(out, tiebreaks=("unused_materials",))
