"""What a seat cannot see in Kleine Völker, redrawn for ``state.resample``.

Hidden from seat p: the order of the public project deck (L207-L210) and the other seats'
secret projects, dealt and kept (L237-L241). A resample shuffles the deck and deals the other
seats new secret projects from the copies p does not hold, each seat's kept ones different
(digest A12), as many as each seat had. The cards p itself put back in the box are not in the
game's data; they are the cards its seed dealt p (the setup is replayed) less the ones it kept,
and are never dealt to another seat (unless the table was set up from a position that gave p
other cards: then nothing tells them).
"""

from __future__ import annotations

import ast
import functools
import random
from collections import Counter
from typing import Any


@functools.lru_cache(maxsize=256)
def _dealt(game: Any, players: int, seed: int, options: str) -> tuple[list[str], ...]:
    """The secret projects the seed deals each seat (``options`` names the game's options)."""
    chosen = dict(ast.literal_eval(options))
    return tuple(q.dealt for q in game.new_game(players, seed, **chosen).data.peoples)


def resample(game: Any, d: Any, player: int, rng: random.Random) -> None:
    rng.shuffle(d.deck)
    if not d.tasks:
        return  # at the end every secret project is shown
    pool = Counter({c.id: c.copies for c in game.secrets.values()})
    own = d.peoples[player]
    seen = own.secret + own.dealt
    if (
        not own.dealt and not d.explicit_chance
    ):  # p chose: the cards it put back are out of play for the others too
        dealt = _dealt(game, d.players, d.seed, repr(sorted(d.options.items())))[player]
        if not Counter(own.secret) - Counter(dealt):
            seen = dealt
    pool.subtract(seen)
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
