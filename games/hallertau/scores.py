"""Hallertau's final scoring (hallertau.de.md L749-L793): the house board, the resources left
and the cards played, as a score sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import evaluate
from boardrules.scoring import ScoreSheet, SeatScore

from .state import STABLE, HData, Village, row_of, with_cards

if TYPE_CHECKING:
    from .game import Hallertau


def house_vp(g: Hallertau, v: Village) -> int:
    """L761-L765: the VP in the window plus 3 per "3 VP" symbol left of its craft."""
    symbols = sum(1 for row, col in g.symbols if v.house < col < v.crafts[row])
    return g.center_vp[min(v.house, len(g.center_vp) - 1)] + 3 * symbols


def resources_total(v: Village) -> int:
    """L781-L787: goods and tools left plus the rows of all fields (digest A10: planted
    goods are not in the supply)."""
    return sum(v.goods) + v.tools + sum(row_of(f) for f in v.fields)


def played_vp(g: Hallertau, d: HData, p: int) -> int:
    """L789-L791: the printed VP of all played cards."""
    cards = g.cards
    return sum(
        evaluate(g.rules, d, p, cards[c].score)
        for c in d.villages[p].played
        if cards[c].score is not None
    )


def score_sheet(g: Hallertau, d: HData) -> ScoreSheet:
    """L749-L793; L793: on a tie the remainder of category 4 decides, then the win is
    shared. L806: solo, the goal is at least 100 VP (80 in the cardless variant)."""
    per = g.params["resources_per_vp"]
    out = []
    for p, v in enumerate(d.villages):
        total = resources_total(v)
        row = {
            "1_house_board": house_vp(g, v),
            "2_sheep_in_stable": v.sheep[STABLE],
            "3_jewelry": v.jewelry,
            "4_fields_tools_goods": total // per,
        }
        if with_cards(d):  # L802: no card category without cards
            row["5_played_cards"] = played_vp(g, d, p)
        out.append(SeatScore(row, (total % per,)))  # L793, digest A9: the higher wins
    target = float(g.params["solo_targets"]["cards" if with_cards(d) else "cardless"][0])
    return ScoreSheet(out, tiebreaks=("remainder",), target=target)
