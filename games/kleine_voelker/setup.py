"""Setting up Kleine Völker großer Garten (L199-L241) and the cards it deals.

The seed lays out the garden (L199-L201, digest A2), draws the start player (L225) and
shuffles the secret projects (L237) and the public projects (L207), in that order. The cards
are then dealt by ``Draw`` tasks, one card each, in both chance modes (the kernel answers
them): the display from the public deck (L207-L210), then each seat's secret projects
(L237-L241); after a claim the display is refilled the same way (L597).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import attrs

from boardrules import rng
from boardrules.engine import later
from boardrules.tasks import Draw, draw

from .state import NOBODY, KVData, People, space
from .tasks import Keep, Round

if TYPE_CHECKING:
    from .game import KleineVoelker

DECK = "deck"  # the public projects, face down (L207-L210)
SECRETS = "secrets"  # the secret projects no seat holds (L237-L241)


@attrs.frozen
class Shuffled:
    """What the seed decides at setup, in the order it is drawn."""

    positions: list[int]  # the territory at each board position
    rotations: list[int]  # the rotation of each territory
    first: int  # the start player
    secrets: list[str]  # the secret projects, top first
    deck: list[str]  # the public projects, top first
    rng: int  # the generator after these draws


@functools.cache
def secret_deck(game: KleineVoelker, players: int) -> tuple[str, ...]:
    """The secret projects in play with ``players`` seats, copies included (L613-L620)."""
    return tuple(game.catalog.deck("secret_project", players))


@functools.cache
def printed(game: KleineVoelker) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The land type and number printed on each space (``game.tiles``), by space id."""
    land, cost = [0] * 49, [0] * 49
    for t in range(1, 8):
        for i, (lnd, c) in enumerate(game.tiles[t]):
            land[space(t, i)], cost[space(t, i)] = lnd, c
    return tuple(land), tuple(cost)


def shuffled(game: KleineVoelker, players: int, seed: int, layout: str) -> Shuffled:
    state = rng.seed_state(seed)

    def shuffle(items: list[Any]) -> list[Any]:
        nonlocal state
        state = rng.shuffle(state, items)
        return items

    default = game.params["default_layout"]
    if layout == "fixed":
        positions, rotations = list(default["positions"]), list(default["rotations"])
    else:  # L199-L201 and digest A2: a random place and rotation for each territory
        positions = shuffle(list(range(1, 8)))
        rotations = []
        for _ in range(7):
            state, r = rng.randbelow(state, 6)
            rotations.append(r)
    state, first = rng.randbelow(state, players)  # L225: the start player is drawn
    secrets = shuffle(list(secret_deck(game, players)))  # copies: L613-L620
    deck = shuffle(list(game.publics))
    return Shuffled(positions, rotations, first, secrets, deck, state)


# the secret projects in a seed's shuffle, by (game, players, seed, layout): set by ``setup``
# (which shuffles them anyway), else shuffled again; a long run of seeds starts it over
_ORDERS: dict[tuple[KleineVoelker, int, int, str], tuple[str, ...]] = {}
ORDERS_KEPT = 256


def secret_order(game: KleineVoelker, players: int, seed: int, layout: str) -> tuple[str, ...]:
    """The secret projects in the seed's shuffle, top first."""
    key = (game, players, seed, layout)
    order = _ORDERS.get(key)
    if order is None:
        order = remember(key, shuffled(game, players, seed, layout).secrets)
    return order


def remember(key: tuple[KleineVoelker, int, int, str], secrets: list[str]) -> tuple[str, ...]:
    if len(_ORDERS) >= ORDERS_KEPT:
        _ORDERS.clear()
    order = _ORDERS[key] = tuple(secrets)
    return order


def setup(game: KleineVoelker, players: int, seed: int, options: dict[str, Any]) -> KVData:
    """The table before the first card is dealt; the deals and the secret projects' choice
    (L237-L241) are the first tasks, then the first round."""
    params = game.params
    drawn = shuffled(game, players, seed, options["layout"])
    remember((game, players, seed, options["layout"]), drawn.secrets)
    land, cost = map(list, printed(game))
    start = params["start_inhabitants"]
    dealt, kept = params["secret_dealt"]["dealt"], params["secret_dealt"]["kept"]
    peoples = [
        People(
            inhabitants=start["first"] if p == drawn.first else start["others"],
            supply=params["floors"][players],
            ploys=params["ploys"],
            vp=0,
            secret=[],
            dealt=[],
            claimed=[],
        )
        for p in range(players)
    ]
    d = KVData(
        players,  # the kernel's fields: seats, seed, generator, options, tasks
        seed,
        drawn.rng,
        options,
        [],
        round=1,
        positions=drawn.positions,
        rotations=drawn.rotations,
        land=land,
        cost=cost,
        owner=[NOBODY] * 49,
        floors=[0] * 49,
        roofed=[False] * 49,
        crane=0,
        land_tiles=[params["land_tiles"]] * 3,
        roofs=params["roofs"],
        deck=drawn.deck,
        display=[],
        peoples=peoples,
        first=drawn.first,
        order=[],
        end_triggered=False,
        acting=0,
        skips=0,
        ploy_used=False,
        roof_moved=False,
    )
    draws = [draw(DECK, -1, "display") for _ in range(params["display"])]
    draws += [draw(SECRETS, p, "dealt") for p in range(players) for _ in range(dealt)]
    later(d, *draws, *[Keep(seat=p) for p in range(players) for _ in range(kept)], Round())
    return d


def drawable_cards(game: KleineVoelker) -> list[str]:
    return [*game.publics, *game.secrets]


def pile(game: KleineVoelker, d: KVData, task: Draw) -> list[str]:
    """The public deck (L207-L210), or the secret projects no seat holds (L237-L241) in the
    seed's shuffle: the card a deal takes first is the first."""
    if task.pile == DECK:
        return d.deck
    held = [c for q in d.peoples for c in (*q.dealt, *q.secret)]  # a few cards
    out = []
    for card in secret_order(game, d.players, d.seed, d.options["layout"]):
        if card in held:
            held.remove(card)
        else:
            out.append(card)
    return out


def draw_result(game: KleineVoelker, d: KVData, task: Draw, card: str) -> None:
    """A public project goes face up on the display; a secret project to its seat's hand."""
    if task.pile == DECK:
        d.deck.remove(card)
        d.display.append(card)
    else:
        people = d.peoples[task.seat]
        people.dealt = [*people.dealt, card]  # replaced, never changed in place (``KVData.fork``)


def refill(d: KVData) -> None:
    """L597: a new public project is revealed (digest A11: an empty deck leaves the display
    smaller)."""
    if d.deck:
        d.tasks.append(draw(DECK, -1, "display"))
