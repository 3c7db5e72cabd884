"""Phase 9 arithmetic: which goods pay one craft step, and what pushing boulders costs.

A payment is a tuple of counts over the craft's allowed goods. ``valid_payments`` lists every
payment that completes one step in a round (L533-L549, discounts L569-L580):

- R goods (R = the round), or R-1 goods of at least 2 types, or R-2 goods of exactly 3 types;
- the craft's restriction holds for the goods paid in that step (L547).

>>> valid_payments(("meat", "milk"), {}, 3)  # L584: 1 meat + 1 milk, or 3 goods in any mix
[(0, 3), (1, 1), (1, 2), (2, 1), (3, 0)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

Payment = tuple[int, ...]


def restriction_holds(goods: Sequence[str], restriction: Mapping[str, Any], pay: Payment) -> bool:
    """L541-L545: `more: [a, b]` needs more a than b; `at_most: {g: n}` at most n of g."""
    count = dict(zip(goods, pay, strict=True))
    more = restriction.get("more")
    if more is not None and not count[more[0]] > count[more[1]]:
        return False
    return all(count[g] <= n for g, n in restriction.get("at_most", {}).items())


def valid_payments(goods: Sequence[str], restriction: Mapping[str, Any], rnd: int) -> list[Payment]:
    """Every exact payment of one step of a craft in round ``rnd`` (sorted)."""
    out = []
    for pay in product(range(rnd + 1), repeat=len(goods)):
        n = sum(pay)
        types = sum(1 for x in pay if x)
        full = n == rnd
        discount1 = n == rnd - 1 and types >= 2
        discount2 = n == rnd - 2 and types == 3
        if n >= 1 and (full or discount1 or discount2):
            if restriction_holds(goods, restriction, pay):
                out.append(pay)
    return sorted(out)


def pushes(craft: int, boulders: Sequence[int], edge: int) -> int:
    """Tools needed to move a craft from column ``craft`` one space right (L587-L597).

    A boulder on the target space is pushed one space right, first pushing a boulder lying
    there (digest A12); a boulder pushed beyond the right edge leaves the board and is ignored.
    """
    target = craft + 1  # a boulder beyond the edge is off the board (not in the way)
    if target > edge or target not in boulders:
        return 0
    if target + 1 <= edge and target + 1 in boulders:
        return 2
    return 1


def push(craft: int, boulders: list[int], edge: int) -> None:
    """Moves the boulders in front of a craft out of the way of its next step (in place)."""
    target = craft + 1
    if pushes(craft, boulders, edge) == 0:
        return
    for spot in (target + 1, target):  # the far boulder first
        for i, b in enumerate(boulders):
            if b == spot and b <= edge:
                boulders[i] = b + 1
                break
