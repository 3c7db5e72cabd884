"""Costs: whether a cost can be paid, and paying it as decisions, for every game.

A cost is a list of one-key items (docs/cards.md, "Costs"), stored by reference in
``game.runtime.costs``: ``<card>/cost``, ``<ability ref>/cost``, ``<ability ref>/tiers/<t>/cost``
and, below an ``any_of`` item ``i``, each bundle ``<ref>/<i>/any_of/<k>``. Three kinds of item:

- a resource with an amount (``{wool: 2}``): the kernel adds up what the cost needs of each
  resource and compares with ``game.rules.resource_amount``; paying calls the game's ``pay_item``
  (by default ``pay_resource``);
- ``any_of: [bundle, ...]``, the kernel's own cost type: alternative bundles; it can be paid
  if one bundle can, together with the cost's other items (``enough``), and paying asks the
  decision ``pay_one_of`` (``choose k`` for each bundle that can be paid now, with the items
  after it);
- a game's own cost type (Hallertau's ``fields``, woodcraft_rw's ``die``): the game's
  ``can_pay_item(d, seat, key, arg, need, playing)`` (``need``: the resources the items
  before it need) and ``pay_item(d, seat, key, arg, here)``, which returns the tasks (often
  decisions) that pay it.

Resource items are paid at once, the other items' tasks then run in the written order.

Discounts are modifiers of owned cards (``when: modifier``, ``modifier: {discount: {wool:
1}}``): each lowers by its amount what the owner pays of a resource for acquiring an entry
(the entry's own ``cost``, not an ability's), never below 0. A game with other cost modifiers
(Hallertau 328 pays the butcher with jewelry) reads them with ``runtime.modifiers``.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

import attrs

from boardrules.actions import ChooseBranch
from boardrules.cards.vocabulary import KERNEL_COST_TYPES
from boardrules.effects import evaluate
from boardrules.tasks import Decision, Task

if TYPE_CHECKING:
    from boardrules.cards.runtime import Table
    from boardrules.engine import Game
    from boardrules.host import OpFn, OptionsFn, ResolveFn


@attrs.frozen
class PayCost(Task):
    """``seat`` pays the cost list ``cost`` (a reference into ``game.runtime.costs``)."""

    seat: int
    cost: str


@attrs.frozen
class PayOneOf(Decision):
    """Which bundle of the ``any_of`` item ``cost`` (``<ref>/<i>``) ``seat`` pays."""

    cost: str


COST_TASKS: tuple[type[Task], ...] = (PayCost, PayOneOf)


__all__ = ["KERNEL_COST_TYPES", "PayCost", "PayOneOf", "can_pay", "plain"]


def plain(
    items: Iterable[Mapping[str, object]], resources: Collection[str]
) -> tuple[tuple[str, int], ...] | None:
    """A cost of resources with whole-number amounts only, as (resource, amount) pairs summed
    per resource; None for any other cost (checked item by item)."""
    need: dict[str, int] = {}
    for item in items:
        ((key, n),) = item.items()
        if key not in resources or not isinstance(n, int) or isinstance(n, bool):
            return None
        need[key] = need.get(key, 0) + max(0, n)
    return tuple(need.items())


def discounts(game: Game, d: object, seat: int, ref: str) -> dict[str, int] | None:
    """What the owned ``discount`` modifiers take off a cost of acquiring an entry (None:
    nothing, the common case)."""
    owned = game.runtime.modifier.get("discount")
    if not owned or game.runtime.refs[ref].ability is not None:  # an ability's cost
        return None
    out: dict[str, int] = {}
    for card, arg in owned:
        if not game.rules.owns(d, seat, card):
            continue
        assert isinstance(arg, Mapping)  # {resource: amount}, as the validator checked
        for res, n in arg.items():
            out[res] = out.get(res, 0) + evaluate(game.rules, d, seat, n)
    return out or None


def can_pay(game: Game, d: object, seat: int, ref: str, playing: str = "") -> bool:
    """Whether ``seat`` can pay the cost ``ref`` exactly now (``playing``: the entry being
    played, which a cost of hand cards may not count)."""
    rt = game.runtime
    fast = rt.plain_costs.get(ref)
    if fast is not None and not rt.modifier.get("discount"):
        have = game.rules.resource_amount
        return all(have(d, seat, res) >= n for res, n in fast)
    resources = game.vocabulary.resources
    need: dict[str, int] = {}
    choices: list[tuple[str, ...]] = []
    for i, item in enumerate(rt.costs[ref]):
        ((key, arg),) = item.items()
        if key in resources:
            need[key] = need.get(key, 0) + max(0, evaluate(game.rules, d, seat, arg))
        elif key == "any_of":
            bundles = rt.bundles[rt.cost_items[ref][i]]
            payable = tuple(b for b in bundles if can_pay(game, d, seat, b, playing))
            if not payable:
                return False
            choices.append(payable)
        elif not game.rules.can_pay_item(d, seat, key, arg, need, playing):
            return False
    off = discounts(game, d, seat, ref)
    if off:
        for res, n in off.items():
            if res in need:
                need[res] = max(0, need[res] - n)
    return enough(game, d, seat, need, choices)


def bundle_need(game: Game, d: object, seat: int, bundle: str) -> dict[str, int]:
    """The resources a bundle of an ``any_of`` item takes, after its discounts (empty for a
    bundle of other items, which ``can_pay`` checks on its own)."""
    need = dict(game.runtime.plain_costs.get(bundle, ()))
    off = discounts(game, d, seat, bundle) if need else None
    for res, n in (off or {}).items():
        if res in need:
            need[res] = max(0, need[res] - n)
    return need


def enough(
    game: Game, d: object, seat: int, need: Mapping[str, int], choices: list[tuple[str, ...]]
) -> bool:
    """Whether ``seat`` holds ``need`` and, at the same time, one bundle of each ``any_of``
    item in ``choices`` (each a tuple of bundles it can pay on its own): two items that may
    take the same resource are paid from one stock (a contributor's cost of 1 blueberry or
    glue and 1 blueberry or shavings is not payable with 1 blueberry alone)."""
    have = game.rules.resource_amount
    if len(choices) < 2 and not (choices and need):
        return all(have(d, seat, res) >= n for res, n in need.items())
    for combo in itertools.product(*choices):
        total = dict(need)
        for bundle in combo:
            for res, n in bundle_need(game, d, seat, bundle).items():
                total[res] = total.get(res, 0) + n
        if all(have(d, seat, res) >= n for res, n in total.items()):
            return True
    return False


def later_choices(game: Game, d: object, seat: int, item: str) -> list[tuple[str, ...]] | None:
    """The bundles ``seat`` can pay of each ``any_of`` item after ``item`` (``<ref>/<i>``) in
    its cost list: the items still to pay once ``item``'s bundle is paid (resource items are
    paid first, at once). None when one of them has no bundle the seat can pay."""
    rt = game.runtime
    ref, _, index = item.rpartition("/")
    out: list[tuple[str, ...]] = []
    for later in rt.cost_items[ref][int(index) + 1 :]:
        bundles = rt.bundles.get(later)
        if bundles is None:
            continue
        payable = tuple(b for b in bundles if can_pay(game, d, seat, b))
        if not payable:
            return None
        out.append(payable)
    return out


def cost_ops(game: Game) -> dict[type[Task], OpFn]:
    resources = game.vocabulary.resources

    def pay_cost(d: Table, t: PayCost) -> None:
        seat, ref = t.seat, t.cost
        tasks: list[Task] = []
        off = discounts(game, d, seat, ref)
        items = game.runtime.cost_items[ref]  # each item's reference
        for i, item in enumerate(game.runtime.costs[ref]):
            ((key, arg),) = item.items()
            if key == "any_of":
                tasks.append(PayOneOf(seat, items[i]))
                continue
            if key in resources:
                arg = max(0, evaluate(game.rules, d, seat, arg))
                if off and key in off:
                    taken = min(arg, off[key])
                    arg, off[key] = arg - taken, off[key] - taken
            tasks += game.rules.pay_item(d, seat, key, arg, items[i])
        d.tasks.extend(reversed(tasks))

    return {PayCost: pay_cost}


def cost_decisions(game: Game) -> dict[type[Task], tuple[OptionsFn, ResolveFn]]:
    choose_ids = [game._ids[ChooseBranch(k)] for k in range(game.num_choose)]
    bundles = game.runtime.bundles  # an any_of item's reference -> its bundles' references

    def one_of_options(d: object, t: PayOneOf) -> list[int]:
        later = later_choices(game, d, t.seat, t.cost)
        return [
            choose_ids[k]
            for k, b in enumerate(bundles[t.cost])
            if can_pay(game, d, t.seat, b)
            # later is None only where the cost as a whole could not be paid (refused earlier)
            and (not later or enough(game, d, t.seat, bundle_need(game, d, t.seat, b), later))
        ]

    def one_of_resolve(d: Table, t: PayOneOf, a: ChooseBranch) -> None:
        d.tasks.append(PayCost(t.seat, bundles[t.cost][a.branch]))

    return {PayOneOf: (one_of_options, one_of_resolve)}
