"""What a seat cannot see in Kleine Völker, redrawn for ``state.resample``.

Hidden from seat p: the order of the public project deck (L207-L210) and the other seats'
secret projects, dealt and kept (L237-L241). A resample shuffles the deck and deals the other
seats new secret projects from the copies p did not see, each seat's kept ones different
(digest A12), as many as each seat had. The cards p itself put back in the box are not in the
game's data; ``dealt_to`` finds them where p saw them: the position the table was set up
from, the cards dealt to it in its history (where each card was a chance node), or else the
seed's setup (where the kernel dealt the top cards of the seed's shuffle). They are never
dealt to another seat.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from boardrules.actions import Deal
from boardrules.engine import State

from .state import KVData

if TYPE_CHECKING:
    from .game import KleineVoelker

Options = tuple[tuple[str, Any], ...]  # a game's options, as a key of the cache


@functools.lru_cache(maxsize=256)
def _dealt(game: KleineVoelker, players: int, seed: int, options: Options) -> tuple[list[str], ...]:
    """The secret projects the seed deals each seat when the kernel deals them."""
    return tuple(q.dealt for q in game.new_game(players, seed, **dict(options)).data.peoples)


def dealt_to(game: KleineVoelker, state: State, player: int) -> list[str]:
    """Every secret project ``player`` saw dealt to it (L237-L241), kept or put back."""
    d = state.data
    own = d.peoples[player]
    if own.dealt:  # still choosing: its hand is all it was dealt
        return [*own.secret, *own.dealt]
    texts = game.codec.by_text
    deals = [a.card for a in map(texts.get, state.history_for(player)) if isinstance(a, Deal)]
    deals = [card for card in deals if card in game.secrets]
    start = state._start
    if start is not None:  # set up from a position: what it held there, and was dealt since
        people = start.doc()["data"]["peoples"][player]
        seen = [*people["secret"], *people["dealt"], *deals]
    elif deals or not own.secret:  # each card it was dealt is in its history
        seen = deals
    else:
        seen = list(_dealt(game, d.players, d.seed, tuple(sorted(d.options.items())))[player])
    if Counter(own.secret) - Counter(seen):
        return list(own.secret)  # not what it was dealt (an edited table): what it holds
    return seen


def resample(
    game: KleineVoelker, d: KVData, player: int, rng: random.Random, seen: list[str]
) -> None:
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
