"""The solo game's neutral player (woodcraft.de.txt L1395-L1503).

After the seat's turn a solo card is drawn (L1402-L1411; the deck out, its discard pile is
shuffled): it moves the action tiles it shows (no bonuses; the saw wheel still turns and
blocks, L1419-L1461), takes cards off the displays (L1463-L1466), rerolls lumber-yard dice,
moves the neutral marker on the reputation track (L1395-L1397, L1477-L1482); a card that moved
no tile is followed by another (L1471-L1473). In some rounds a random unclaimed public order
leaves the game (L1498-L1503).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from boardrules.cards.schema import Card
from boardrules.engine import later
from boardrules.tasks import draw

from . import draws
from . import wheel as wh
from .state import ACTIONS, EMPTY, WData, put
from .tasks import REFILL, SoloCard, SoloDiscard, SoloPlay, SoloRemove, SoloTake

if TYPE_CHECKING:
    from .game import Woodcraft


def solo_card(game: Woodcraft, d: WData, t: SoloCard) -> None:
    """L1402-L1411: the top card of the solo deck (the deck out: its discard pile shuffled)
    is turned face up onto the discard pile, then played."""
    if draws.reshuffled(d, "solo"):
        later(d, *draws.deal_now(game, d, (SOLO_DRAW,)), SoloPlay(attempt=t.attempt))


@attrs.frozen
class SoloSpec:
    """What a solo card shows, read once from its entry (``Woodcraft.prepare``)."""

    farthest: bool  # the tile farthest back, instead of the tiles shown
    tiles: tuple[int, ...]  # the tiles shown (action indices), in order
    reroll: tuple[int, ...]  # the lumber-yard spaces rerolled (from 1)
    neutral: int  # spaces the neutral marker moves
    # the display spaces it empties, one at a time: orders then helpers, right to left
    takes: tuple[SoloTake, ...]


SOLO_DRAW = draw("solo", -1, "solo_discard")  # L1402-L1411: face up onto the discard pile


def spec_of(card: Card) -> SoloSpec:
    orders = sorted(card.prop_ints("remove_orders", ()), reverse=True)
    helpers = sorted(card.prop_ints("remove_helpers", ()), reverse=True)
    return SoloSpec(
        farthest=card.prop_bool("farthest"),
        tiles=tuple(ACTIONS.index(a) for a in card.prop_strs("tiles", ())),
        reroll=card.prop_ints("reroll", ()),
        neutral=card.prop_int("neutral", 0),
        takes=(*[SoloTake(s, False) for s in orders], *[SoloTake(s, True) for s in helpers]),
    )


def play(game: Woodcraft, d: WData, t: SoloPlay) -> None:
    """L1419-L1475: move the shown tiles (no bonuses, the saw wheel still turns and blocks),
    then the card's effect; a card that moved no tile is followed by another."""
    card = game.solo_specs[d.solo_discard[-1]]
    moved = 0
    wheel = d.wheel
    positions: list[int | None] = []
    if card.farthest:
        positions.append(wh.farthest_back(wheel, d.arrow))
    else:
        positions = [wheel.index(a) for a in card.tiles]
    for pos in positions:
        if pos is not None and wh.movable(wheel, d.arrow, pos):
            wheel, _dest, d.arrow = wh.move(wheel, d.arrow, pos)
            moved += 1
    d.wheel = wheel
    if d.arc and wh.quarter_empty(wheel, d.start_quarter):
        d.arc = False
    if card.reroll:
        for slot in card.reroll:
            d.yard = put(d.yard, slot - 1, EMPTY)
        d.tasks.append(REFILL)
    if card.neutral:
        old = d.neutral
        d.neutral = min(game.rep_end, d.neutral + card.neutral)
        for i, space in enumerate(game.params["reputation_tile_spaces"]):
            if old < space <= d.neutral and not d.rep_arrivals[i][0]:
                d.rep_gone = put(d.rep_gone, i, True)
    if not moved and t.attempt < len(game.solo_ids):
        d.tasks.append(SoloCard(attempt=t.attempt + 1))
    # one at a time: the card refilling a space comes before the next is taken
    later(d, *card.takes)


def take(game: Woodcraft, d: WData, t: SoloTake) -> None:
    """L1463-L1466: the card on that display space leaves; the display slides on."""
    display = d.helper_display if t.helpers else d.order_display
    if display[t.slot - 1]:
        card, refill = draws.take_from_display(d, t.helpers, t.slot - 1)
        d.tasks.append(SoloDiscard(helpers=t.helpers, card=card))
        draws.from_deck(game, d, refill)  # the op the loop would run next: first


def discard(game: Woodcraft, d: WData, t: SoloDiscard) -> None:
    """The card taken goes onto its discard pile, once its space is refilled."""
    if t.helpers:
        d.helper_discard += (t.card,)
    else:
        d.order_discard += (t.card,)


def remove_public(game: Woodcraft, d: WData, t: SoloRemove, value: int) -> None:
    """L1498-L1503: the ``value``-th unclaimed public order leaves the game."""
    unclaimed = [i for i, r in enumerate(d.claimed_round) if r == 0 and d.public_open[i]]
    d.public_open = put(d.public_open, unclaimed[value - 1], False)
