"""What a seat cannot see in Kleine Völker, redrawn for ``state.resample``.

Hidden from seat p: the order of the public project deck (L207-L210) and the other seats'
secret projects, dealt and kept (L237-L241). A resample shuffles the deck and deals the other
seats new secret projects from the copies p does not hold, each seat's kept ones different
(digest A12), as many as each seat had. (The cards p itself put back in the box are not kept
in the game's data, so they may be dealt to another seat here.)
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any


def resample(game: Any, d: Any, player: int, rng: random.Random) -> None:
    rng.shuffle(d.deck)
    if not d.tasks:
        return  # at the end every secret project is shown
    pool = Counter({c.id: c.copies for c in game.secrets.values()})
    own = d.peoples[player]
    pool.subtract(own.secret + own.dealt)
    for seat, people in enumerate(d.peoples):
        if seat != player:
            pool.subtract(people.secret)  # kept ones are redrawn below, dealt ones too
    cards = list(pool.elements())
    for seat, people in enumerate(d.peoples):
        if seat == player:
            continue
        cards += people.secret
    rng.shuffle(cards)
    for seat, people in enumerate(d.peoples):
        if seat == player:
            continue
        kept: list[str] = []
        for _ in people.secret:
            card = next(c for c in cards if c not in kept)
            cards.remove(card)
            kept.append(card)
        dealt = cards[: len(people.dealt)]
        del cards[: len(people.dealt)]
        people.secret, people.dealt = kept, dealt
