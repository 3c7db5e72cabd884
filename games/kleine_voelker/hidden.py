"""What a seat cannot see in Kleine Völker, redrawn for ``state.resample``.

Hidden from seat p: the order of the public project deck (L207-L210) and the other seats'
secret projects, dealt and kept (L237-L241). A resample shuffles the deck and deals the other
seats new secret projects from the copies p did not see, each seat's kept ones different
(digest A12), as many as each seat had. The cards p itself put back in the box are not in the
game's data; ``dealt_to`` finds them where p saw them: the deals of its history (with
``chance="explicit"``), the position the table was set up from, or the seed's setup replayed.
They are never dealt to another seat.
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


def dealt_to(game: Any, state: Any, player: int) -> list[str]:
    """Every secret project ``player`` saw dealt to it (L237-L241), kept or put back."""
    d = state.data
    own = d.peoples[player]
    if own.dealt:  # still choosing: its hand is all it was dealt
        return [*own.secret, *own.dealt]
    start = getattr(state, "_start", None)
    if start is not None:  # set up from a position: what it held there
        people = start["data"]["peoples"][player]
        seen = [*people["secret"], *people["dealt"]]
    elif d.explicit_chance:
        seen = []
    else:
        seen = list(_dealt(game, d.players, d.seed, repr(sorted(d.options.items())))[player])
    if d.explicit_chance:  # the deals it saw: "deal <card>" of a secret project
        deals = [t[5:] for t in state.history_for(player) if t.startswith("deal ")]
        seen += [card for card in deals if card in game.secrets]
    if Counter(own.secret) - Counter(seen):
        return list(own.secret)  # not what it was dealt (an edited table): what it holds
    return seen


def resample(game: Any, d: Any, player: int, rng: random.Random, seen: list[str]) -> None:
    rng.shuffle(d.deck)
    if not d.tasks:
        return  # at the end every secret project is shown
    pool = Counter({c.id: c.copies for c in game.secrets.values()})
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
