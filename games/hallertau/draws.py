"""Hallertau's cards drawn (kernel ``Draw`` records, one draw path in both chance modes).

Every card that comes out of a deck is a ``Draw``: the six face-down court cards of each
stable board (L241: nobody sees them, ``FACE_DOWN``), the four starter cards and the point
card of each hand (L243: its owner alone sees them), each card drawn later (L279-L285, L325:
the drawing seat alone), and each quarter card revealed (L344-L346: everybody). With
``chance="auto"`` the kernel deals the top of the pile (the seed's shuffle); with
``chance="explicit"`` each is a CHANCE node whose outcomes are the cards of that pile.

A draw's ``into`` says where the card goes: ``stable`` (the stable board of seat ``slot``,
its next empty court card place), ``hand`` (dealt into the hand of seat ``slot`` at setup:
no event), ``draw`` (drawn into the hand of ``seat`` in play: heard by whenever abilities),
``quarter`` (a quarter card revealed, then out of the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tasks import Draw

from . import rounds, supply
from .state import HData, own, removed

if TYPE_CHECKING:
    from .game import Hallertau


def pile(d: HData, task: Draw) -> list[str]:
    """The pile a draw takes from, its top (the card ``chance="auto"`` deals) first."""
    return d.quarter_deck if task.pile == "quarter" else d.decks[task.pile]


def draw_result(g: Hallertau, d: HData, task: Draw, card: str) -> None:
    if task.pile == "quarter":  # revealed, then out of the game (L225, L344-L346)
        d.quarter_deck.remove(card)
        d.quarter_cards_out = removed(d.quarter_cards_out, card)
    else:  # the decks are shared by copies of the table (``HData.decks``): copied on write
        decks = d.decks = d.decks.copy()
        decks[task.pile] = cards = decks[task.pile].copy()
        cards.remove(card)
    into = task.into
    if into == "quarter":
        rounds.quarter_card(g, d, card)
    elif into == "stable":
        stable = own(d, task.slot).stable_cards
        stable[stable.index("")] = card
    elif into == "hand":
        own(d, task.slot).hand.append(card)  # dealt at setup: no event (L243)
    else:
        supply.to_hand(g, d, task.seat, card)
