"""What a seat cannot see in Hallertau, redrawn for ``state.resample``.

Hidden from seat p: the order of every deck and of the quarter cards (L218), the face-down
court cards of every stable board (L241: not even their owner sees them), and the other seats'
hands, of which p knows only how many cards of each deck they drew. So each such card is
exchangeable with the cards still in the deck it came from: a resample deals every hidden card
of a deck's kind afresh among the deck, the stable boards (court cards) and the other hands,
keeping each place's size and kind. Another seat asked in a card window is asked whatever it
holds, so the cards it may play are worked out again from its new hand.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .actions import Play
from .cardplay import playable
from .tasks import Respond


def _named(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, tuple):
        return set().union(*map(_named, value)) if value else set()
    return set()


def resample(game: Any, d: Any, player: int, rng: random.Random) -> None:
    rng.shuffle(d.quarter_deck)
    d.decks = {deck: pile.copy() for deck, pile in d.decks.items()}  # shared by copies
    # a card a pending task names (a card being played, the cards a seat may play now as
    # action ids) is in play: it stays
    busy: set[str] = set()
    for task in d.tasks:
        busy |= _named(tuple(attrs.astuple(task, recurse=False)))
        if isinstance(task, Respond) and task.seat != player:
            continue  # another seat's playable cards are drawn again with its hand (below)
        for i in getattr(task, "cards", ()):
            if isinstance(i, int):
                action = game.action_from_id(i)
                if isinstance(action, Play):
                    busy.add(action.card)
    deck_of = {}
    for deck, pile in d.decks.items():
        for card in pile:
            deck_of[game.catalog.cards[card].kind] = deck
    kind_deck = {kind: deck for kind, deck in deck_of.items()}
    # the places holding hidden cards: (list, index) by the deck the card belongs to
    places: dict[str, list[tuple[list[str], int]]] = {deck: [] for deck in d.decks}
    for deck, pile in d.decks.items():
        places[deck] += [(pile, i) for i in range(len(pile))]
    for seat, village in enumerate(d.villages):
        for i, card in enumerate(village.stable_cards):
            if card:
                places.setdefault("court", []).append((village.stable_cards, i))
        if seat != player:
            for i, card in enumerate(village.hand):
                deck = kind_deck.get(game.catalog.cards[card].kind)
                if (
                    deck is None or card in busy
                ):  # a kind whose deck is empty: nothing to exchange it with
                    continue
                places[deck].append((village.hand, i))
    for slots in places.values():
        cards = [where[i] for where, i in slots]
        rng.shuffle(cards)
        for (where, i), card in zip(slots, cards, strict=True):
            where[i] = card
    # a seat asked in a card window is asked whatever it holds (cardplay.may_hold_playable):
    # the cards it may play are those of the hand just drawn
    for k, task in enumerate(d.tasks):
        if isinstance(task, Respond) and task.seat != player:
            ids = tuple(playable(game, d, task.seat, task.window))
            d.tasks[k] = attrs.evolve(task, cards=ids)
