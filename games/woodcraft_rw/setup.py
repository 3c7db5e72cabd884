"""Setting up a game of Woodcraft Roll & Write (L26-L40).

The two order decks are shuffled (L26, L30); each player is dealt 2 phase I orders, keeps one
and puts the other under the phase I deck (L32-L34); then the pool of 3 orders is laid out
(L40) and round 1 begins. The orders are drawn through the kernel (``Draw``): with
``chance="auto"`` it deals the decks' top cards, with ``chance="explicit"`` a CHANCE node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules import rng
from boardrules.loop import later

from . import actions, orders
from .state import RWData, new_sheet, own, with_added
from .tasks import Keep, LayPool, round_task

if TYPE_CHECKING:
    from .game import WoodcraftRW


def new_table(game: WoodcraftRW, players: int, seed: int, options: dict[str, Any]) -> RWData:
    t = game.tables
    state = rng.seed_state(seed)
    decks = []
    for orders_of_phase in t.phase_orders:  # phase I, then phase II (L26, L30)
        deck = list(orders_of_phase)
        state = rng.shuffle(state, deck)
        decks.append(deck)
    d = RWData(
        players,  # the kernel's fields: seats, seed, generator, options, tasks
        seed,
        state,
        options,
        [],
        round=0,
        turn=0,
        board=[-1] * 6,
        seen_board=[-1] * 6,
        supply=[t.dice_per_color, t.dice_per_color],
        rolled=[],
        deck1=decks[0],
        deck2=decks[1],
        pool=[""] * t.pool_size,
        discard=[],
        phase=1,
        sheets=[new_sheet(len(t.crates), t.turns) for _ in range(players)],
    )
    # L32-L34: deal 2 phase I orders to each player (each sees its own), seat by seat
    deals = [orders.deal(p) for p in range(players) for _ in range(t.orders_dealt)]
    later(
        d,
        *deals[: len(d.deck1)],
        *[Keep(seat=p) for p in range(players)],
        LayPool(),
        round_task(1),
    )
    return d


def keep_options(game: WoodcraftRW, d: RWData, t: Keep) -> list[int]:
    return [game.ids.keep[o] for o in d.sheets[t.seat].dealt]


def keep_resolve(game: WoodcraftRW, d: RWData, t: Keep, a: actions.Keep) -> None:
    """L32-L34: keep one dealt order; the other goes to the bottom of the phase I deck."""
    s = own(d, t.seat)
    kept = a.order
    s.held = with_added(s.held, kept)
    d.deck1 = with_added(d.deck1, *[o for o in s.dealt if o != kept])
    s.dealt = []


def lay_pool(game: WoodcraftRW, d: RWData, task: LayPool) -> None:
    """L40: the pool's slots are filled from the phase I deck, the left one first (each
    refill pushes its draw, so the right slot's is pushed first)."""
    for slot in reversed(range(len(d.pool))):
        orders.refill(game, d, slot)
