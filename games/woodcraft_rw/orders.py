"""The order decks and the pool of Woodcraft Roll & Write, and taking an order (L120-L138).

The seats that chose an order pick one from the pool by priority: the higher value chosen in
the previous turn first, then the turn before (L124-L132); seats still tied roll off
(L132-L136). An empty pool slot is refilled at once (L136-L138); when the phase I orders run
out, or after round 3, the pool is replaced by phase II orders (L357-L361, digest A9).

Every order comes off a deck through one ``Draw`` (``deal`` to a seat at setup, ``refill``
into a pool slot): the kernel deals the first card of ``pile`` with ``chance="auto"``, or asks
a CHANCE node with ``chance="explicit"``. The orders put back under the phase I deck at setup
(L32-L34) come last in a known order: they are taken without a draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.loop import later
from boardrules.tasks import Draw, draw

from . import actions
from .state import ORDER, RWData, own, with_added, with_item, without
from .tasks import DIE, WANT_ORDERS, Orders, PickOrder, Rolloff, RolloffDie, WantOrder

if TYPE_CHECKING:
    from .game import WoodcraftRW

PILES = ("deck1", "deck2")  # the Draw pile of each phase's deck
DEALT, POOL = "dealt", "pool"  # where a drawn order goes: a seat's dealt orders, a pool slot


def deck(d: RWData, pile: str) -> list[str]:
    return d.deck1 if pile == PILES[0] else d.deck2


def set_deck(d: RWData, pile: str, cards: list[str]) -> None:
    """Replaces the deck of ``pile`` (a row ``RWData.fork`` shares: never changed in place)."""
    if pile == PILES[0]:
        d.deck1 = cards
    else:
        d.deck2 = cards


def deal(seat: int) -> Draw:
    """L32-L34: a phase I order dealt to ``seat`` (that seat alone sees it)."""
    return draw(PILES[0], seat, DEALT)


# --- the orders phase of a turn --------------------------------------------------------------
def priority_key(d: RWData, p: int) -> tuple[int, ...]:
    """L124-L132: the value chosen in the previous turn, then the one before...; a box
    crossed out for an order counts 0 (digest A6)."""
    s = d.sheets[p]
    return tuple(max(s.box_value[i], 0) for i in range(d.turn_box() - 1, -1, -1))


def orders_phase(game: WoodcraftRW, d: RWData, task: Orders) -> None:
    takers = [p for p, s in enumerate(d.sheets) if s.commit == ORDER]
    groups: dict[tuple[int, ...], list[int]] = {}
    for p in takers:
        groups.setdefault(priority_key(d, p), []).append(p)
    later(d, *[pick_in_turn(tuple(groups[key])) for key in sorted(groups, reverse=True)])


def pick_in_turn(group: tuple[int, ...]) -> WantOrder | Rolloff:
    """One seat picks an order; seats tied for priority roll off first (L132-L136)."""
    return WANT_ORDERS[group[0]] if len(group) == 1 else Rolloff(group=group, rolls=())


def rolloff(game: WoodcraftRW, d: RWData, task: Rolloff) -> None:
    """L132-L136: tied players roll until one rolls higher; that one picks first."""
    group, rolls = task.group, task.rolls
    if len(rolls) < len(group):
        d.tasks.append(RolloffDie(sides=DIE, group=group, rolls=rolls))
        return
    best = max(rolls)
    winners = tuple(p for p, r in zip(group, rolls, strict=True) if r == best)
    rest = tuple(p for p, r in zip(group, rolls, strict=True) if r != best)
    later(d, pick_in_turn(winners), *([pick_in_turn(rest)] if rest else []))


def rolled_off(game: WoodcraftRW, d: RWData, task: RolloffDie, value: int) -> None:
    d.tasks.append(Rolloff(group=task.group, rolls=(*task.rolls, value)))


def want_order(game: WoodcraftRW, d: RWData, task: WantOrder) -> None:
    if any(d.pool):
        d.tasks.append(PickOrder(seat=task.seat))


def pick_options(game: WoodcraftRW, d: RWData, t: PickOrder) -> list[int]:
    take = game.ids.take
    return [take[o] for o in d.pool if o]


def pick_resolve(game: WoodcraftRW, d: RWData, t: PickOrder, a: actions.Take) -> None:
    slot = d.pool.index(a.order)
    s = own(d, t.seat)
    s.held = with_added(s.held, d.pool[slot])
    d.pool = with_item(d.pool, slot, "")
    refill(game, d, slot)


# --- the pool refilled from the decks ----------------------------------------------------------
def refill(game: WoodcraftRW, d: RWData, slot: int) -> None:
    """L136-L138: an empty pool slot is refilled at once; L357-L361: when phase I orders
    run out, the pool is replaced by phase II orders (digest A9)."""
    if d.phase == 1 and not d.deck1:
        switch_phase(game, d)
        return
    pile = PILES[d.phase - 1]
    cards = deck(d, pile)
    if cards and unordered(game, d, cards):
        d.pool = with_item(d.pool, slot, "")
        d.tasks.append(draw(pile, -1, POOL, slot))
        return
    if cards:  # the orders put back, in their order
        set_deck(d, pile, cards[1:])
    d.pool = with_item(d.pool, slot, cards[0] if cards else "")


def switch_phase(game: WoodcraftRW, d: RWData) -> None:
    """L357-L361: the pool's orders leave the game; phase II orders fill it, left first."""
    d.discard = with_added(d.discard, *[o for o in d.pool if o])
    d.phase = 2
    d.pool = [""] * len(d.pool)
    slots = range(min(len(d.pool), len(d.deck2)))
    later(d, *[draw(PILES[1], -1, POOL, slot) for slot in slots])


def unordered(game: WoodcraftRW, d: RWData, cards: list[str]) -> int:
    """How many orders on top of the deck ``cards`` lie in no known order (the ones a draw
    may deal): all but the orders put back under the phase I deck at setup (L32-L34), which
    come last, in the order they were put back."""
    if cards is d.deck2:
        return len(cards)
    put_back = game.tables.orders_dealt - 1
    kept = sum(1 for s in d.sheets if not s.dealt and (s.held or s.fulfilled))
    return max(len(cards) - kept * put_back, 0)


def pile(game: WoodcraftRW, d: RWData, task: Draw) -> list[str]:
    """The orders a draw from ``task.pile`` may deal, the deck's top (auto mode's) first."""
    cards = deck(d, task.pile)
    return cards[: unordered(game, d, cards)]


def draw_result(game: WoodcraftRW, d: RWData, task: Draw, card: str) -> None:
    set_deck(d, task.pile, without(deck(d, task.pile), card))
    if task.into == DEALT:
        s = own(d, task.seat)
        s.dealt = with_added(s.dealt, card)
    else:
        d.pool = with_item(d.pool, task.slot, card)
