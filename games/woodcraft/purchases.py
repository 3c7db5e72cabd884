"""Buy wood, exchange dice, buy materials (woodcraft.de.txt L561-L626) and the lumber yard.

A die of the lumber yard costs its value plus its colour's surcharge (L572-L576), less saw
space 2's discount on a brown die (L747-L755, digest A7) and a helper's ``die_discount``
(L703-L709); the yard is refilled by rolling after the purchase (L578-L580, digest A17). A die
sells for 2 x value + the surcharge, then a 6 of another colour may be bought (L587-L593,
digest A11). Materials: up to 2 purchases of different offers (L615-L626).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from boardrules.cards.runtime import modifiers
from boardrules.engine import later
from boardrules.tasks import roll_now

from . import actions
from .state import EMPTY, KINDS, MATERIALS, WData, color_of, kind, own, plus, put, value_of
from .tasks import DIE, REFILL, BuyMaterials, BuySix, BuyWood, Refill, Sell, YardDie

if TYPE_CHECKING:
    from .game import Woodcraft


def die_cost(game: Woodcraft, d: WData, p: int, k: int) -> int:
    """L572-L576: value + colour surcharge; L747-L755: saw space 2 takes 2 off a brown die
    (digest A7); a helper's ``die_discount`` (L703-L709) takes its amount off; not below 0."""
    w = d.workshops[p]
    cost = value_of(k) + game.surcharge[color_of(k)]
    if len(w.saws) >= 2 and color_of(k) == game.discount_color:
        cost -= game.discount
    if game.die_discounts:
        cost -= sum(int(str(x)) for x in modifiers(game, d, p, "die_discount"))
    return max(0, cost)


def roll_yard(game: Woodcraft, d: WData, t: YardDie, value: int) -> None:
    """L137-L138, L578-L580: a die of the space's colour rolled onto the yard."""
    d.yard = put(d.yard, t.slot, kind(game.yard_colors[t.slot], value))


def refill(game: Woodcraft, d: WData, t: Refill) -> None:
    """L578-L580: a die rolled onto each empty space, from the left: with ``chance="auto"``
    here, as the task loop would roll them in turn (nothing comes between); with
    ``chance="explicit"`` each is a CHANCE node (``YardDie``)."""
    dice = [YardDie(sides=DIE, slot=s) for s in range(len(d.yard)) if d.yard[s] == EMPTY]
    later(d, *roll_now(d, dice, partial(roll_yard, game, d)))


def buy_options(game: Woodcraft, d: WData, t: BuyWood) -> list[int]:
    w = d.workshops[t.seat]
    kinds = {k for k in d.yard if k != EMPTY and die_cost(game, d, t.seat, k) <= w.blueberries}
    return [game.ids.buy[k] for k in sorted(kinds)] + [game.ids.done]


def buy(game: Woodcraft, d: WData, t: BuyWood, a: actions.Buy | actions.Done) -> None:
    """L561-L580: 1 or 2 dice from the lumber yard; refilled after the purchase (A17)."""
    if isinstance(a, actions.Buy):
        w = own(d, t.seat)
        k = actions.die(a.colour, a.value)
        d.yard = put(d.yard, d.yard.index(k), EMPTY)
        w.blueberries -= die_cost(game, d, t.seat, k)
        w.dice = plus(w.dice, k, 1)
        if t.bought + 1 < 2:
            d.tasks.append(BuyWood(seat=t.seat, bought=t.bought + 1))
            return
    d.tasks.append(REFILL)


def sell_options(game: Woodcraft, d: WData, t: Sell) -> list[int]:
    dice = d.workshops[t.seat].dice
    return [game.ids.sell[k] for k in range(KINDS) if dice[k]] + [game.ids.done]


def sell(game: Woodcraft, d: WData, t: Sell, a: actions.Sell | actions.Done) -> None:
    """L587-L593: a die sells for 2 x value + colour bonus."""
    sold = -1
    if isinstance(a, actions.Sell):
        w = own(d, t.seat)
        k = actions.die(a.colour, a.value)
        w.dice = plus(w.dice, k, -1)
        w.blueberries += 2 * value_of(k) + game.surcharge[color_of(k)]
        sold = color_of(k)
    d.tasks.append(BuySix(seat=t.seat, sold=sold))


def six_options(game: Woodcraft, d: WData, t: BuySix) -> list[int]:
    w = d.workshops[t.seat]
    out = [
        game.ids.six[c]
        for c in range(3)
        if c != t.sold and die_cost(game, d, t.seat, kind(c, 6)) <= w.blueberries
    ]
    return out + [game.ids.done]


def six(game: Woodcraft, d: WData, t: BuySix, a: actions.Six | actions.Done) -> None:
    """L566-L570, L1531-L1534: a 6 from the supply, of another colour than the die sold
    (the face is lost: digest A11)."""
    if isinstance(a, actions.Six):
        w = own(d, t.seat)
        k = actions.die(a.colour, 6)
        w.blueberries -= die_cost(game, d, t.seat, k)
        w.dice = plus(w.dice, k, 1)


def materials_options(game: Woodcraft, d: WData, t: BuyMaterials) -> list[int]:
    w = d.workshops[t.seat]
    out = [
        game.ids.material[m]
        for i, (m, _n, price) in enumerate(game.offers)
        if i != t.first and price <= w.blueberries
    ]
    return out + [game.ids.done]


def materials(
    game: Woodcraft, d: WData, t: BuyMaterials, a: actions.Material | actions.Done
) -> None:
    """L621-L622: 1 or 2 purchases; with 2, of different materials."""
    if not isinstance(a, actions.Material):
        return
    i = next(i for i, o in enumerate(game.offers) if MATERIALS[o[0]] == a.material)
    _m, amount, price = game.offers[i]
    own(d, t.seat).blueberries -= price
    game.rules.gain_resource(d, t.seat, a.material, amount, ())
    if t.first < 0:
        d.tasks.append(BuyMaterials(seat=t.seat, first=i))
