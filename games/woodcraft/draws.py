"""Woodcraft's cards drawn: one path in both chance modes (the kernel's ``Draw``).

Every card that comes out of a face-down pile is a ``Draw``: at setup the public orders and
the two reputation tiles (L128-L291: everybody sees them), the four orders and four helpers of
the displays (L206-L214), each seat's helpers, simple orders and special orders to choose from
(L270-L272, L288-L291: that seat alone sees them); later each card refilling a display space
(L638-L640, L666-L669, L1170) and each solo card (L1402-L1411). With ``chance="auto"`` the
kernel deals the top card (``pile``'s first: the last of a deck list, in the shuffle of the
seed); with ``chance="explicit"`` it is a CHANCE node whose outcomes are the cards of the pile.

During the game a deck that is out takes its discard pile, shuffled, before its card is drawn
(L157-L158, L1410-L1411: ``reshuffled``, with ``boardrules.tasks.shuffle_pile``, which leaves
the order alone with ``chance="explicit"``, where no draw reads it): a display space is
refilled through the op ``FromDeck``, a solo card by ``solo.solo_card``. At setup no discard
pile holds a card yet: the ``Draw`` records are pushed at once (``setup_draws``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from boardrules.loop import later
from boardrules.tasks import Draw, Task, draw, shuffle_pile
from boardrules.tasks import deal_now as tasks_deal_now

from .state import WData, own, put, without
from .tasks import FromDeck

if TYPE_CHECKING:
    from .game import Woodcraft

DISPLAY = "display"  # a Draw's ``into``: the display space ``slot`` (0: the left, new one)


PILES = {  # a deck and its discard pile (fields of WData): ``orders``, ``helpers``, ``solo``
    "orders": ("order_deck", "order_discard"),
    "helpers": ("helper_deck", "helper_discard"),
    "solo": ("solo_deck", "solo_discard"),
}


def piles(d: WData, name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A deck and its discard pile: ``orders``, ``helpers`` or ``solo``."""
    if name == "orders":
        return d.order_deck, d.order_discard
    if name == "helpers":
        return d.helper_deck, d.helper_discard
    return d.solo_deck, d.solo_discard


def reshuffled(d: WData, name: str) -> bool:
    """L157-L158, L1410-L1411: a deck that is out takes its discard pile, shuffled. Whether
    the deck holds a card now."""
    deck, discard = piles(d, name)
    if not deck and discard:
        cards = [*deck, *discard]
        shuffle_pile(d, cards)
        deck_field, discard_field = PILES[name]
        setattr(d, deck_field, tuple(cards))
        setattr(d, discard_field, ())
        return True
    return bool(deck)


def from_deck(game: Woodcraft, d: WData, t: FromDeck) -> None:
    """The op ``FromDeck``: the deck turned over if it is out, then its top card drawn (none
    if the deck and its discard pile are both empty)."""
    if (d.order_deck if t.pile == "orders" else d.helper_deck) or reshuffled(d, t.pile):
        later(d, *deal_now(game, d, (draw(t.pile, t.viewer, t.into, t.slot),)))


def deal_now(game: Woodcraft, d: WData, tasks: Sequence[Draw]) -> Sequence[Draw]:
    """``Draw`` tasks the task loop would answer next, before what is scheduled with them
    (``later(d, *deal_now(game, d, draws), next_task)``): with ``chance="auto"`` their cards
    are dealt here, the cards the loop deals (``top_card``), which saves the rounds through
    the loop, and none is left; with ``chance="explicit"`` they are left to schedule, CHANCE
    nodes (``boardrules.tasks.deal_now``)."""
    return tasks_deal_now(d, tasks, partial(top_card, game, d), partial(draw_result, game, d))


def shown(d: WData, card: str, seat: int = -1) -> str:
    """Records that ``seat`` (-1: everybody) has seen ``card`` (``WData.seen``)."""
    if card:
        everybody = (1 << d.players) - 1
        seen = d.seen.copy()  # a new dict: clone() shares WData.seen, which never changes
        seen[card] = seen.get(card, 0) | (everybody if seat < 0 else 1 << seat)
        d.seen = seen
    return card


def take_from_display(d: WData, helpers: bool, slot: int) -> tuple[str, FromDeck]:
    """L638-L640, L666-L669: take the card, slide the cards left of it along the arrows (to
    the right); the empty left space is refilled by the task returned, which the caller
    schedules to run next."""
    display = d.helper_display if helpers else d.order_display
    card = display[slot]
    moved = ("", *display[:slot], *display[slot + 1 :])
    if helpers:
        d.helper_display = moved
    else:
        d.order_display = moved
    return card, TO_LEFT_SPACE[helpers]


# the refill of a display's left space (slot 0), of the orders' and of the helpers' display
TO_LEFT_SPACE = {
    False: FromDeck("orders", -1, DISPLAY, 0),
    True: FromDeck("helpers", -1, DISPLAY, 0),
}


def refills(d: WData, spaces: list[tuple[str, int]]) -> list[Task]:
    """The draws filling these display ``spaces`` (``("orders"|"helpers", slot)``), in order."""
    return [FromDeck(name, -1, DISPLAY, slot) for name, slot in spaces]


def setup_draws(game: Woodcraft, d: WData, helpers: int, simple: int, special: int) -> list[Draw]:
    """The setup's draws, in order (L206-L214, L288-L291), as far as the decks hold cards (no
    discard pile has any yet)."""
    out = [draw("public", -1, "public") for _ in d.public_open]
    out += [draw("tiles", -1, "rep_tiles") for _ in d.rep_arrivals]
    left = {
        "orders": len(d.order_deck),
        "helpers": len(d.helper_deck),
        "special": sum(1 for c in d.boxed if c in game.special),
    }

    def deal(pile: str, n: int, seat: int, into: str, slot: int = -1) -> None:
        k = max(min(n, left[pile]), 0)
        left[pile] -= k
        out.extend(draw(pile, seat, into, slot) for _ in range(k))

    for slot in range(4):
        deal("orders", 1, -1, DISPLAY, slot)
        deal("helpers", 1, -1, DISPLAY, slot)
    for seat in game.seat_order(d):
        deal("helpers", helpers, seat, "dealt_helpers")
        deal("orders", simple, seat, "dealt")
        deal("special", special, seat, "hand")
    return out


def pile(game: Woodcraft, d: WData, task: Draw) -> list[str]:
    """The cards the draw may deal, the one ``chance="auto"`` deals first."""
    name = task.pile
    if name in ("orders", "helpers", "solo"):
        return list(reversed(piles(d, name)[0]))
    if name == "special":
        return [c for c in reversed(d.boxed) if c in game.special]
    wanted = game.publics if name == "public" else game.rep_tiles
    return [c for c in d.boxed if c in wanted]


def top_card(game: Woodcraft, d: WData, task: Draw) -> str:
    """``pile(game, d, task)[0]``, the card ``chance="auto"`` deals, without listing the pile
    (IndexError when it is empty, as ``pile(...)[0]``)."""
    name = task.pile
    if name in ("orders", "helpers", "solo"):
        return piles(d, name)[0][-1]
    if name == "special":
        for card in reversed(d.boxed):
            if card in game.special:
                return card
    else:
        wanted = game.publics if name == "public" else game.rep_tiles
        for card in d.boxed:
            if card in wanted:
                return card
    raise IndexError(f"no card left to draw from {name}")


def take(pile: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``pile`` without ``card`` (most often its top, the last of the row)."""
    if pile[-1] == card:
        return pile[:-1]
    return without(pile, card)


def draw_result(game: Woodcraft, d: WData, task: Draw, card: str) -> None:
    """The card dealt goes where ``task.into`` says."""
    name, into = task.pile, task.into
    if name in ("orders", "helpers", "solo"):
        if name == "orders":
            d.order_deck = take(d.order_deck, card)
        elif name == "helpers":
            d.helper_deck = take(d.helper_deck, card)
        else:  # L1402-L1411: the card is turned face up on the discard pile
            d.solo_deck = take(d.solo_deck, card)
            d.solo_discard += (card,)
            return
        shown(d, card, task.seat)
        if into == DISPLAY:
            if name == "helpers":
                d.helper_display = put(d.helper_display, task.slot, card)
            else:
                d.order_display = put(d.order_display, task.slot, card)
        elif into == "dealt_helpers":
            own(d, task.seat).dealt_helpers += (card,)
        else:
            own(d, task.seat).dealt += (card,)
        return
    d.boxed = take(d.boxed, card)
    if name == "special":
        own(d, task.seat).hand += (shown(d, card, task.seat),)
    elif name == "public":
        d.public += (card,)
    else:
        d.rep_tiles += (card,)
