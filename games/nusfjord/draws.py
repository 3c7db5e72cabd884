"""Nusfjord's cards drawn at CHANCE nodes (``chance="explicit"``, kernel ``Draw`` records).

Every building or elder that comes out of a face-down pile is one CHANCE node whose outcomes
are the cards it could be (``deal <card>``), all equally likely: the A and B buildings laid
out at setup (L245-L249) and by the round spaces and the draw action (L396, L402, L784),
the C buildings dealt to each hand (L400: that seat alone sees them), and each face-down
elder uncovered on a stack (L239, L570, digest A24: one of the elders still face down, which
trades places with it). The piles keep the seed's shuffle, unused by the game:
``boardrules.testing.deal_top`` deals from it (the top of a pile is the last of its list), to
replay ``chance="auto"``. The promo pile lies face up (L940): its top is taken as seen, and
the elder then uncovered beneath it is a CHANCE node over those still beneath (nobody saw their
order; none when one is left). Still from the seed, before the first action: the stacks the
variant elders go under (L782, L880), the mixed game's display (L669, three decks' A and B
buildings) and the promo pile's first top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tasks import Draw, draw

from .state import NData

if TYPE_CHECKING:
    from .game import Nusfjord

BOX = "display, the rest to the box"  # L249, L675: with 1-2 seats after the setup's last


def setup_draws(counts: list[int], box: bool) -> list[Draw]:
    """The A and B buildings laid out at setup (``counts`` of each)."""
    out: list[Draw] = []
    for pile, n in zip("AB", counts, strict=True):
        out += [draw(pile, -1, BOX if box and i == n - 1 else "display") for i in range(n)]
    return out


def pile(d: NData, task: Draw) -> list[str]:
    """The cards the draw may deal, the one ``chance="auto"`` would deal first."""
    if task.pile == "forgotten":  # the new top, from the seed's order first
        return [d.forgotten[-1], *sorted(d.forgotten[:-1])]
    if task.pile == "elder":  # the one the seed put there first
        under = d.stacks[int(task.into) - 1][-1]
        return [under, *sorted(e for e in d.face_down if e != under)]
    return _pile(d, task.pile)[::-1]


def _pile(d: NData, name: str) -> list[str]:
    return {"A": d.pile_a, "B": d.pile_b, "C": d.pile_c}[name]


def draw_result(game: Nusfjord, d: NData, task: Draw, card: str) -> None:
    name = task.pile
    if name == "forgotten":  # ``card`` is the promo pile's new top
        d.forgotten.remove(card)
        d.forgotten.append(card)
        return
    if name == "elder":  # the uncovered elder is ``card``: it trades places with the one shown
        stack = d.stacks[int(task.into) - 1]
        other = next(s for s in d.stacks if card in s)
        other[other.index(card)], stack[-1] = stack[-1], card
        d.face_down.remove(card)
        return
    _pile(d, name).remove(card)
    if name == "C":
        d.harbors[task.seat].hand.append(card)
    else:
        (d.display_a if name == "A" else d.display_b).append(card)
        if task.into == BOX:
            _pile(d, name).clear()
