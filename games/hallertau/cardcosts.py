"""Hallertau's card cost types and their payment decisions (hallertau.de.md L683-L689): the
kernel's card runtime (boardrules/cards/costs.py) adds the resource items up and asks these
for the game's own types (fields, one or each type of good, hand cards, goods harvested,
sheep back...). A mixin of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.actions import Action
from boardrules.effects import evaluate
from boardrules.tasks import Task

from .cardwords import goods_of, matches
from .state import (
    DOUBLE,
    EMPTY,
    GOODS,
    SHEEP_PLACES,
    HData,
    Village,
    content_of,
    field,
    field_named,
    goods_on,
    row_of,
)
from .tasks import PayCard, PayDown, PayField, PayType, SheepBack, Unplant, offered, sheep_payment


class CardCosts:
    """Paying Hallertau's card costs (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game / CardLanguage
        id_give: dict[int, int]
        id_remove: dict[str, int]
        id_pay_good: list[int]
        id_pay_sheep: list[int]

        def announce(self, d: HData, p: int, event: str, **payload: Any) -> None: ...
        def card_deck(self, card_id: str) -> str: ...
        @staticmethod
        def add_tally(v: Village, key: str, n: int) -> None: ...

    # --- costs: the game's cost types (the card runtime, boardrules/cards/costs.py, adds
    # the resource items up, pays them and asks ``pay_one_of`` for an ``any_of``) ---------
    def can_pay_item(
        self, d: HData, p: int, key: str, arg: Any, need: dict[str, int], playing: str
    ) -> bool:
        """Whether one item of a Hallertau cost type can be paid (``playing``: the card being
        played, still in the hand)."""
        v = d.villages[p]
        if key == "harvested":
            for g, n in arg.items():
                m = max(0, evaluate(self, d, p, n))
                need[g] = need.get(g, 0) + m
                left = v.tally.get(f"harvest_{g}", 0) - v.tally.get(f"harvest_paid_{g}", 0)
                if left < m:  # 811/812/816: only goods harvested this phase, once each
                    return False
            return True
        if key == "sheep_back":
            need["sheep"] = need.get("sheep", 0) + max(0, evaluate(self, d, p, arg))
            return True
        if key == "fields":
            n = max(0, evaluate(self, d, p, arg["n"]))
            rows, planted = arg.get("rows", ()), arg.get("planted")
            return sum(1 for f in v.fields if matches(f, rows, planted)) >= n
        if key in ("one_type", "each_type"):
            n = max(0, evaluate(self, d, p, arg["n"]))
            k = int(arg.get("k", 1))
            return (
                sum(1 for g in goods_of(arg.get("of")) if v.goods[g] - need.get(GOODS[g], 0) >= n)
                >= k
            )
        if key == "hand_cards":
            hand = list(v.hand)
            if playing in hand:
                hand.remove(playing)
            deck = arg.get("deck")
            return sum(1 for c in hand if deck is None or self.card_deck(c) == deck) >= int(
                arg["n"]
            )
        if key == "planted_good":
            return sum(1 for f in v.fields if content_of(f) != EMPTY) >= int(arg)
        if key == "down_to":
            return True
        raise KeyError(key)  # pragma: no cover - the validator rejects unknown costs

    def pay_item(self, d: HData, p: int, key: str, arg: Any, here: str) -> list[Task]:
        """Pays one cost item; items that need a choice return their decisions."""
        v = d.villages[p]
        if key in GOODS or key in ("tool", "jewelry"):  # an evaluated amount
            self.pay_plain(d, p, key, arg)
            return []
        if key == "sheep":  # L301: the player picks the card or the stable, one at a time
            return [sheep_payment(p)] * arg
        if key == "harvested":
            for g, n in arg.items():
                m = max(0, evaluate(self, d, p, n))
                self.pay_plain(d, p, g, m)
                self.add_tally(v, f"harvest_paid_{g}", m)  # the harvest tally stays (706)
            return []
        if key == "fields":
            n = max(0, evaluate(self, d, p, arg["n"]))
            rows = tuple(arg.get("rows", ()))
            return [PayField(p, rows=rows, planted=arg.get("planted"), left=n)] if n else []
        if key in ("one_type", "each_type"):
            n = max(0, evaluate(self, d, p, arg["n"]))
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

    def pay_plain(self, d: HData, p: int, res: str, n: int) -> None:
        v = d.villages[p]
        if res == "tool":  # L599-L605: a tool set aside for pushing may be given up to a
            v.tools -= n  # card; the seat gives the used ones first (the others may push)
            v.tools_used = max(0, v.tools_used - n)
        elif res == "jewelry":
            had = v.jewelry
            v.jewelry -= n
            if had and not v.jewelry:
                self.announce(d, p, "jewelry_out")
        else:
            v.goods[GOODS.index(res)] -= n

    def opt_pay_field(self, d: HData, t: PayField) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if matches(f, t.rows, t.planted)})
        return [self.id_give[f] for f in fields]

    def do_pay_field(self, d: HData, t: PayField, a: Action) -> None:
        self.drop_field(d.villages[t.seat], a)
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1))

    @staticmethod
    def field_of(a: Action) -> int:
        return field_named(int(a.args[0]), str(a.args[1]))

    def drop_field(self, v: Village, a: Action) -> None:
        v.fields.remove(self.field_of(a))

    def opt_pay_type(self, d: HData, t: PayType) -> list[int]:
        goods = d.villages[t.seat].goods
        return [self.id_pay_good[g] for g in t.of if g not in t.chosen and goods[g] >= t.n]

    def do_pay_type(self, d: HData, t: PayType, a: Action) -> None:
        g = GOODS.index(str(a.args[0]))
        d.villages[t.seat].goods[g] -= t.n
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1, chosen=(*t.chosen, g)))

    def opt_pay_card(self, d: HData, t: PayCard) -> list[int]:
        hand = dict.fromkeys(d.villages[t.seat].hand)
        return [self.id_remove[c] for c in hand if not t.deck or self.card_deck(c) == t.deck]

    def do_pay_card(self, d: HData, t: PayCard, a: Action) -> None:
        d.villages[t.seat].hand.remove(str(a.args[0]))  # out of the game

    def opt_unplant(self, d: HData, t: Unplant) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
        return [self.id_give[f] for f in fields]

    def do_unplant(self, d: HData, t: Unplant, a: Action) -> None:
        v = d.villages[t.seat]
        f = self.field_of(a)
        v.fields.remove(f)  # one good goes back to the general supply (516)
        v.fields.append(f - DOUBLE if goods_on(f) == 2 else field(row_of(f)))
        v.fields.sort()

    def opt_pay_down(self, d: HData, t: PayDown) -> list[int]:
        goods = d.villages[t.seat].goods
        if sum(goods[g] for g in t.of) <= t.n:
            return []
        return [self.id_pay_good[g] for g in t.of if goods[g]]

    def do_pay_down(self, d: HData, t: PayDown, a: Action) -> None:
        goods = d.villages[t.seat].goods
        goods[GOODS.index(str(a.args[0]))] -= 1
        if sum(goods[g] for g in t.of) > t.n:
            d.tasks.append(t)

    def opt_sheep_back(self, d: HData, t: SheepBack) -> list[int]:
        sheep = d.villages[t.seat].sheep
        return [self.id_pay_sheep[i] for i in range(len(sheep)) if sheep[i] > t.moved[i]]

    def do_sheep_back(self, d: HData, t: SheepBack, a: Action) -> None:
        """A16: to the previous court card; if that card is gone (its round <= this round),
        the sheep goes back to the supply."""
        sheep = d.villages[t.seat].sheep
        i = SHEEP_PLACES.index(str(a.args[1]))
        sheep[i] -= 1
        marks = list(t.moved)
        if i - 1 >= d.round:
            sheep[i - 1] += 1
            marks[i - 1] += 1
        if t.left > 1:
            d.tasks.append(SheepBack(t.seat, left=t.left - 1, moved=tuple(marks)))
