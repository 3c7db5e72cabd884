"""What a seat cannot see in Woodcraft, redrawn for ``state.resample``.

Hidden from seat p (woodcraft.de.txt): the order of every deck (L223, L157-L158, L1410), the
orders in the other seats' hands and the cards dealt to them to choose from (L270-L278: "verdeckt
auf euren Händen"), the cards they put back on the discard piles unseen (L271, L276-L277) and
the cards left in the box (L272, L1175-L1181). An order or helper p never saw (``WData.seen``)
could be any of those places for all p knows: a resample deals the cards p never saw afresh
among the places they lie in, each card staying within its kind (simple, demanding or special
order, inexperienced or experienced helper) so that every place keeps the number of cards of
each kind that p knows it holds. A card p saw stays where it is (a card once on a display and
shuffled back into a deck stays in that deck); the decks are then shuffled. Fulfilled orders lie
face down (L990-L993) but each lay face up in an order row first, so p knows them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .state import WData, own

if TYPE_CHECKING:
    from .game import Woodcraft


def kind_of(game: Woodcraft, card: str) -> tuple[str, str] | None:
    """The pile a card comes from: (orders, its deck), the special orders, (helpers, its
    deck); None for public orders, reputation tiles and solo cards: none lies hidden in a
    hand."""
    if card in game.special:
        return ("special", "")
    if card in game.order_deck:
        return ("orders", game.order_deck[card])
    if card in game.helper_deck:
        return ("helpers", game.helper_deck[card])
    return None


def resample(game: Woodcraft, d: WData, player: int, rng: random.Random) -> None:
    bit = 1 << player
    # the rows as lists, set back as tuples (the rows are shared by the copies of a state)
    table = ("order_deck", "helper_deck", "order_discard", "helper_discard", "boxed")
    mine = ("hand", "dealt", "dealt_helpers")
    rows: list[tuple[object, str, list[str]]] = [(d, f, list(getattr(d, f))) for f in table]
    for seat in range(len(d.workshops)):
        if seat != player:  # each a workshop of d's own (a fork shares them: ``own``)
            w = own(d, seat)
            rows += [(w, f, list(getattr(w, f))) for f in mine]
    places = [row for _, _, row in rows]
    slots: dict[tuple[str, str], list[tuple[list[str], int]]] = {}
    for place in places:
        for i, card in enumerate(place):
            if card and not d.seen.get(card, 0) & bit:
                kind = kind_of(game, card)
                if kind is not None:
                    slots.setdefault(kind, []).append((place, i))
    for kind in sorted(slots):
        cards = [place[i] for place, i in slots[kind]]
        rng.shuffle(cards)
        for (place, i), card in zip(slots[kind], cards, strict=True):
            place[i] = card
    for owner, name, row in rows:
        setattr(owner, name, tuple(row))
    for name in ("order_deck", "helper_deck", "solo_deck"):
        deck = list(getattr(d, name))
        rng.shuffle(deck)
        setattr(d, name, tuple(deck))
