"""Hallertau's card cost types and their payment decisions (hallertau.de.md L683-L689): the
kernel's card runtime (boardrules/cards/costs.py) adds the resource items up and asks these
for the game's own types (fields, one or each type of good, hand cards, goods harvested,
sheep back...), through ``HallertauCards.can_pay_item`` / ``pay_item``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.actions import Action
from boardrules.effects import evaluate
from boardrules.tasks import Task

from . import supply
from .actions import GiveField, PayWith, Remove, field_of
from .state import (
    DOUBLE,
    EMPTY,
    GOODS,
    SHEEP_PLACES,
    HData,
    content_of,
    field,
    goods_on,
    own,
    plus,
    removed,
    row_of,
    tallied,
)
from .tasks import PayCard, PayDown, PayField, PayType, SheepBack, Unplant, offered, sheep_payment
from .words import goods_of, matches

if TYPE_CHECKING:
    from .game import Hallertau


def can_pay_item(
    g: Hallertau, d: HData, p: int, key: str, arg: Any, need: dict[str, int], playing: str
) -> bool:
    """Whether one item of a Hallertau cost type can be paid (``playing``: the card being
    played, still in the hand)."""
    v = d.villages[p]
    rules = g.rules
    if key == "harvested":
        tally = v.tally
        for good, n in arg.items():
            m = max(0, evaluate(rules, d, p, n))
            need[good] = need.get(good, 0) + m
            x = GOODS.index(good)
            left = tally.harvest[x] - tally.harvest_paid[x]
            if left < m:  # 811/812/816: only goods harvested this phase, once each
                return False
        return True
    if key == "sheep_back":
        need["sheep"] = need.get("sheep", 0) + max(0, evaluate(rules, d, p, arg))
        return True
    if key == "fields":
        n = max(0, evaluate(rules, d, p, arg["n"]))
        rows, planted = arg.get("rows", ()), arg.get("planted")
        return sum(1 for f in v.fields if matches(f, rows, planted)) >= n
    if key in ("one_type", "each_type"):
        n = max(0, evaluate(rules, d, p, arg["n"]))
        k = int(arg.get("k", 1))
        of = goods_of(arg.get("of"))
        return sum(1 for x in of if v.goods[x] - need.get(GOODS[x], 0) >= n) >= k
    if key == "hand_cards":
        hand = list(v.hand)
        if playing in hand:
            hand.remove(playing)
        deck = arg.get("deck")
        return sum(1 for c in hand if deck is None or g.deck_of[c] == deck) >= int(arg["n"])
    if key == "planted_good":
        return sum(1 for f in v.fields if content_of(f) != EMPTY) >= int(arg)
    if key == "down_to":
        return True
    raise KeyError(key)  # pragma: no cover - the validator rejects unknown costs


def pay_item(g: Hallertau, d: HData, p: int, key: str, arg: Any, here: str) -> list[Task]:
    """Pays one cost item; items that need a choice return their decisions."""
    rules = g.rules
    if key in GOODS or key in ("tool", "jewelry"):  # an evaluated amount
        supply.pay_plain(g, d, p, key, arg)
        return []
    if key == "sheep":  # L301: the player picks the card or the stable, one at a time
        return [sheep_payment(p)] * arg
    if key == "harvested":
        for good, n in arg.items():
            m = max(0, evaluate(rules, d, p, n))
            supply.pay_plain(g, d, p, good, m)
            v = own(d, p)
            paid = plus(v.tally.harvest_paid, GOODS.index(good), m)  # the harvest stays (706)
            v.tally = tallied(v.tally, harvest_paid=paid)
        return []
    if key == "fields":
        n = max(0, evaluate(rules, d, p, arg["n"]))
        rows = tuple(arg.get("rows", ()))
        return [PayField(p, rows=rows, planted=arg.get("planted"), left=n)] if n else []
    if key in ("one_type", "each_type"):
        n = max(0, evaluate(rules, d, p, arg["n"]))
        of = goods_of(arg.get("of"))
        return [PayType(p, n=n, of=of, left=arg.get("k", 1), chosen=())] if n else []
    if key == "hand_cards":
        return [PayCard(p, arg.get("deck", ""))] * arg["n"]
    if key == "planted_good":
        return [Unplant(p)] * int(arg)
    if key == "down_to":
        # free with n or fewer (728): asked only when there is something to give up
        return list(offered(PayDown(p, of=goods_of(arg.get("of")), n=arg["n"])))
    if key == "sheep_back":
        return [SheepBack(p, left=int(arg), moved=(0,) * len(SHEEP_PLACES))]
    raise KeyError(key)  # pragma: no cover - the validator rejects unknown costs


def opt_pay_field(g: Hallertau, d: HData, t: PayField) -> list[int]:
    fields = sorted({f for f in d.villages[t.seat].fields if matches(f, t.rows, t.planted)})
    return [g.ids.give[f] for f in fields]


def do_pay_field(g: Hallertau, d: HData, t: PayField, a: Action) -> None:
    assert isinstance(a, GiveField)
    own(d, t.seat).fields.remove(field_of(a))
    if t.left > 1:
        d.tasks.append(attrs.evolve(t, left=t.left - 1))


def opt_pay_type(g: Hallertau, d: HData, t: PayType) -> list[int]:
    goods = d.villages[t.seat].goods
    return [g.ids.pay_good[x] for x in t.of if x not in t.chosen and goods[x] >= t.n]


def do_pay_type(g: Hallertau, d: HData, t: PayType, a: Action) -> None:
    assert isinstance(a, PayWith)
    good = GOODS.index(a.item)
    own(d, t.seat).goods[good] -= t.n
    if t.left > 1:
        d.tasks.append(attrs.evolve(t, left=t.left - 1, chosen=(*t.chosen, good)))


def opt_pay_card(g: Hallertau, d: HData, t: PayCard) -> list[int]:
    hand = dict.fromkeys(d.villages[t.seat].hand)
    return [g.ids.remove[c] for c in hand if not t.deck or g.deck_of[c] == t.deck]


def do_pay_card(g: Hallertau, d: HData, t: PayCard, a: Action) -> None:
    assert isinstance(a, Remove)
    own(d, t.seat).hand.remove(a.card)  # out of the game (L279-L285), face up (H1)
    d.removed_cards = removed(d.removed_cards, a.card)


def opt_unplant(g: Hallertau, d: HData, t: Unplant) -> list[int]:
    fields = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
    return [g.ids.give[f] for f in fields]


def do_unplant(g: Hallertau, d: HData, t: Unplant, a: Action) -> None:
    assert isinstance(a, GiveField)
    v = own(d, t.seat)
    f = field_of(a)
    v.fields.remove(f)  # one good goes back to the general supply (516)
    v.fields.append(f - DOUBLE if goods_on(f) == 2 else field(row_of(f)))
    v.fields.sort()


def opt_pay_down(g: Hallertau, d: HData, t: PayDown) -> list[int]:
    goods = d.villages[t.seat].goods
    if sum(goods[x] for x in t.of) <= t.n:
        return []
    return [g.ids.pay_good[x] for x in t.of if goods[x]]


def do_pay_down(g: Hallertau, d: HData, t: PayDown, a: Action) -> None:
    assert isinstance(a, PayWith)
    goods = own(d, t.seat).goods
    goods[GOODS.index(a.item)] -= 1
    if sum(goods[x] for x in t.of) > t.n:
        d.tasks.append(t)


def opt_sheep_back(g: Hallertau, d: HData, t: SheepBack) -> list[int]:
    sheep = d.villages[t.seat].sheep
    return [g.ids.pay_sheep[i] for i in range(len(sheep)) if sheep[i] > t.moved[i]]


def do_sheep_back(g: Hallertau, d: HData, t: SheepBack, a: Action) -> None:
    """A16: to the previous court card; if that card is gone (its round <= this round),
    the sheep goes back to the supply."""
    assert isinstance(a, PayWith) and a.place is not None
    sheep = own(d, t.seat).sheep
    i = SHEEP_PLACES.index(a.place)
    sheep[i] -= 1
    marks = list(t.moved)
    if i - 1 >= d.round:
        sheep[i - 1] += 1
        marks[i - 1] += 1
    if t.left > 1:
        d.tasks.append(SheepBack(t.seat, left=t.left - 1, moved=tuple(marks)))
