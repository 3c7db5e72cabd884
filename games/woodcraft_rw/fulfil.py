"""Fulfilling an order in Woodcraft Roll & Write (L150-L164, issue 15).

A seat holding an order whose requirements it meets may fulfil it as a free action: it
returns the dice of the required colours and values to the supply, crosses out the required
materials, takes the reward in its written order and lays the card face down (L150-L164). An
any-colour requirement asks which colour pays it when both are held (``Deliver``); a ``dice``
requirement (n dice of a colour totalling at least / at most a value) is paid die by die
(``GiveDie``), each die leaving the rest payable. The helpers listening to
``order_fulfilled`` act after the reward (L477-L480).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from boardrules.cards.runtime import fire
from boardrules.effects import holds, push_effects

from . import actions
from .actions import kind_named
from .state import (
    BROWN,
    ROWS,
    YELLOW,
    RWData,
    Sheet,
    color_of,
    kind,
    own,
    value_of,
    with_added,
    without,
)
from .tables import ANY, Group
from .tasks import Deliver, GiveDie, OrderFulfilled

if TYPE_CHECKING:
    from .game import WoodcraftRW


def payable(held: list[int], groups: Iterable[Group]) -> bool:
    """Whether the dice ``held`` (count per kind) can pay every group, each with its own
    dice: n dice of its colour whose values total between its lowest and highest."""
    todo = list(groups)
    return not todo or payable_from(held, 0, todo[0], todo[1:])


def payable_from(held: list[int], start: int, group: Group, rest: list[Group]) -> bool:
    """``payable`` for a group whose dice are taken from kind ``start`` on (the dice of a
    group in ascending kind order: each multiset is tried once)."""
    color, n, low, high = group
    if n == 0:
        return low <= 0 <= high and payable(held, rest)
    if low > 6 * n or high < n:
        return False
    for k in range(start, 12):
        if held[k] and color in (ANY, color_of(k)):
            held[k] -= 1
            v = value_of(k)
            ok = payable_from(held, k, (color, n - 1, low - v, high - v), rest)
            held[k] += 1
            if ok:
                return True
    return False


def can_fulfil(game: WoodcraftRW, s: Sheet, oid: str) -> bool:
    """Whether the sheet's dice and materials meet the order's requirements (L150-L158)."""
    t = game.tables
    dice, anyc, mats = t.order_checks[oid]  # the requirements that are not zero
    have = s.dice
    for k, n in dice:
        if have[k] < n:
            return False
    for v, n, yellow, brown in anyc:
        if have[v] - yellow + have[v + 6] - brown < n:
            return False
    # a row owns no circles less than none (checks.py), so a zero requirement always holds
    marked, spent, borrowed = s.marked, s.spent, s.borrowed
    for m, n in mats:
        if marked[m] - spent[m] + borrowed[m] < n:
            return False
    groups = t.order_groups.get(oid)
    if groups is None:
        return True
    need = t.order_needs[oid][0]
    return payable([have[k] - need[k] for k in range(12)], groups)


def order_met(game: WoodcraftRW, d: RWData, p: int, oid: str) -> bool:
    """An order's ``if``: while it does not hold, the order cannot be fulfilled (issue 15;
    the cost alone is L150-L158)."""
    cond = game.tables.order_if.get(oid)
    return cond is None or holds(game.rules, d, p, cond)


def fulfil(game: WoodcraftRW, d: RWData, p: int, oid: str) -> None:
    """L150-L164: return the dice, cross out the materials, take the reward."""
    t = game.tables
    s = own(d, p)
    dice, anyc, mats = t.order_needs[oid]
    held = s.dice.copy()  # a row shared by fork(): replaced, never changed in place
    for k in range(12):
        if dice[k]:
            held[k] -= dice[k]
            d.supply[color_of(k)] += dice[k]
    for m in range(len(ROWS)):
        s.spend(m, mats[m])
    s.held = without(s.held, oid)
    s.fulfilled = with_added(s.fulfilled, oid)
    s.order_reputation += t.order_rep[oid]
    d.tasks.append(OrderFulfilled(seat=p))  # after the reward, in its written order
    for ref in reversed(t.order_reward[oid]):
        push_effects(d, p, ref)
    groups = t.order_groups.get(oid, ())
    for g in reversed(range(len(groups))):  # paid die by die, the first group first
        d.tasks.append(GiveDie(seat=p, order=oid, group=g, left=groups[g][1], total=0))
    for v in range(6):  # first, the any-colour requirements are paid
        for _ in range(anyc[v]):
            y, b = held[kind(YELLOW, v + 1)], held[kind(BROWN, v + 1)]
            if y and b:
                d.tasks.append(Deliver(seat=p, value=v + 1))
            else:
                k = kind(YELLOW if y else BROWN, v + 1)
                held[k] -= 1
                d.supply[color_of(k)] += 1
    s.dice = held


def fulfilled(game: WoodcraftRW, d: RWData, task: OrderFulfilled) -> None:
    fire(game, d, task.seat, "order_fulfilled")


def deliver_options(game: WoodcraftRW, d: RWData, t: Deliver) -> list[int]:
    s = d.sheets[t.seat]
    v = t.value
    return [game.ids.deliver[k] for k in (kind(YELLOW, v), kind(BROWN, v)) if s.dice[k]]


def deliver_resolve(game: WoodcraftRW, d: RWData, t: Deliver, a: actions.Deliver) -> None:
    k = kind_named(a.color, a.value)
    own(d, t.seat).add_dice(k, -1)
    d.supply[color_of(k)] += 1


def give_die_options(game: WoodcraftRW, d: RWData, t: GiveDie) -> list[int]:
    """The dice that pay the next die of a ``dice`` requirement and leave the rest of the
    order payable with the dice still held."""
    s = d.sheets[t.seat]
    groups = game.tables.order_groups[t.order]
    color, _, low, high = groups[t.group]
    after = groups[t.group + 1 :]
    out = []
    for k in range(12):
        if not s.dice[k] or color not in (ANY, color_of(k)):
            continue
        total = t.total + value_of(k)
        rest = (color, t.left - 1, low - total, high - total)
        held = list(s.dice)
        held[k] -= 1
        if payable(held, (rest, *after)):
            out.append(game.ids.deliver[k])
    return out


def give_die_resolve(game: WoodcraftRW, d: RWData, t: GiveDie, a: actions.Deliver) -> None:
    k = kind_named(a.color, a.value)
    own(d, t.seat).add_dice(k, -1)
    d.supply[color_of(k)] += 1
    if t.left > 1:
        d.tasks.append(attrs.evolve(t, left=t.left - 1, total=t.total + value_of(k)))
