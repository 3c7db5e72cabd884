"""Hallertau's cards drawn at CHANCE nodes (``chance="explicit"``, kernel ``Draw`` records).

Every card that comes out of a deck is one CHANCE node whose outcomes are the cards of that
deck (``deal <card>``), all equally likely: the six face-down court cards of each stable board
(L241: nobody sees them, ``FACE_DOWN``), the four starter cards and the point card of each hand
(L243: its owner alone sees them), each card drawn later (L279-L285, L325: the drawing seat
alone), and each quarter card revealed (L344-L346: everybody). The decks keep the seed's
shuffle but the game never reads it: ``boardrules.testing.deal_top`` deals from it, to
replay what ``chance="auto"`` deals from the same seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tasks import FACE_DOWN, Draw, draw

from .state import HData

if TYPE_CHECKING:
    from .game import Hallertau


def deal_village(left: dict[str, int], p: int) -> list[Draw]:
    """The draws of seat ``p``'s setup (L241, L243), from decks holding ``left`` cards."""
    out: list[Draw] = []
    for deck, n, seat, into in (
        ("court", 6, FACE_DOWN, "stable"),
        ("starter", 4, p, "hand"),
        ("point", 1, p, "hand"),
    ):
        k = min(n, left[deck])
        left[deck] -= k
        out += [draw(deck, seat, f"{into} {p} {i}") for i in range(k)]
    return out


def pile(d: HData, task: Draw) -> list[str]:
    return d.quarter_deck if task.pile == "quarter" else d.decks[task.pile]


def draw_result(game: Hallertau, d: HData, task: Draw, card: str) -> None:
    pile(d, task).remove(card)
    if task.pile == "quarter":
        game.quarter_card(d, card)
        return
    where, *seat = task.into.split()
    if where == "stable":
        d.villages[int(seat[0])].stable_cards[int(seat[1])] = card
    elif where == "hand" and seat:
        d.villages[int(seat[0])].hand.append(card)  # dealt at setup: no event (L243)
    else:
        game.to_hand(d, task.seat, card)
