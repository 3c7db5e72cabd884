"""Buildings (L456-L478): what is offered (the display, from round 4 the own C hand, L458), what
a seat can pay (discounts of owned buildings; guests, L738), the space a building goes on
(L458, L473; the Pfahlhaus beside the spaces, L856), paying it through the card runtime and its
immediate effect (L951); and two elders' building rules: the Architektin draws a building
into the display (L784), the Investorin takes an own building out of the game (L882).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards import runtime as rt
from boardrules.cards.costs import PayCost, can_pay, discounts
from boardrules.cards.refs import cost_ref
from boardrules.effects import evaluate
from boardrules.engine import later

from . import draws
from .actions import Build, BuildOn, Decline, DrawInto, Remove
from .state import EMPTY, Harbor, NData, own, put, put_in, without
from .tasks import DrawBuilding, GuestDiscount, PickBuilding, PickSpace, Place, RemoveBuilding

if TYPE_CHECKING:
    from .game import Nusfjord


def has_built(h: Harbor, card: str) -> bool:
    """Whether ``card`` lies on ``h``'s harbor board (on a space or beside them, L856)."""
    return card in h.spaces or card in h.beside


def built(h: Harbor) -> list[str]:
    """The buildings on ``h``'s harbor board: on building spaces, then beside them (L856: all
    of them count as buildings)."""
    return [c for c in h.spaces if c != EMPTY] + list(h.beside)


class Construction:
    """Building: choosing, paying and laying a building."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        # a plain cost of goods, compared at once when nothing owned changes it
        self.plain_goods: dict[str, tuple[int, int, int]] = {}
        for c in game.buildings:
            fast = game.runtime.plain_costs.get(cost_ref(c))
            if fast is not None and all(res in ("wood", "fish", "gold") for res, _ in fast):
                need = dict(fast)
                self.plain_goods[c] = (
                    need.get("wood", 0),
                    need.get("fish", 0),
                    need.get("gold", 0),
                )
        self.discount_cards = sorted(
            {c.id for c in game.buildings.values() for a in c.abilities if a.timing == "modifier"}
        )
        self.discount_set = frozenset(self.discount_cards)

    def offered(self, d: NData, p: int) -> list[str]:
        """L458: the display (on and next to the storage boards), or from round 4 the hand."""
        hand = d.harbors[p].hand if d.round >= 4 else []
        return [*d.display_a, *d.display_b, *d.display_c, *hand]

    def can_build_any(self, d: NData, p: int, h: Harbor) -> bool:
        """L473, L856: whether ``p`` (of harbor ``h``) can build one of the buildings
        offered."""
        off_space = self.game.off_space
        if EMPTY not in h.spaces:  # ``has_free_space``: the quick answers without a call
            free = False
        elif not any(h.forests):
            free = True
        else:
            free = self.game.harbor.has_free_space(h)
        if not free and not off_space:
            return False
        # ``plain_payer``, of the cards ``p`` owns
        plain = not h.guests and self.discount_set.isdisjoint(self.game.owned.of(h, p))
        if plain:  # the printed costs, compared at once (as ``can_build``)
            plain_goods = self.plain_goods
            wood, fish, gold = h.wood, h.fish, h.gold
            hand = h.hand if d.round >= 4 else ()
            rows = (d.display_a, d.display_b, d.display_c, hand)  # ``offered``, in order
            if free:  # every building offered has a space
                for row in rows:
                    for c in row:
                        goods = plain_goods.get(c)
                        if goods is None:
                            if can_pay(self.game, d, p, cost_ref(c)):
                                return True
                        elif wood >= goods[0] and fish >= goods[1] and gold >= goods[2]:
                            return True
                return False
            for row in rows:  # only those that lie beside the spaces (L856)
                for c in row:
                    if c in off_space:
                        goods = plain_goods.get(c)
                        if goods is None:
                            if can_pay(self.game, d, p, cost_ref(c)):
                                return True
                        elif wood >= goods[0] and fish >= goods[1] and gold >= goods[2]:
                            return True
            return False
        return any(
            (free or c in off_space) and self.can_build(d, p, h, c, plain)
            for c in self.offered(d, p)
        )

    def buildable(self, d: NData, p: int) -> list[str]:
        """L473: the offered buildings ``p`` can pay and lay: on a free building space, or
        one that lies beside the spaces (the Pfahlhaus, L856) without one."""
        h = d.harbors[p]
        off_space = self.game.off_space
        free = self.game.harbor.has_free_space(h)
        if not free and not off_space:
            return []
        plain = self.plain_payer(h)
        if plain:  # the printed costs, compared at once (as ``can_build``)
            plain_goods = self.plain_goods
            wood, fish, gold = h.wood, h.fish, h.gold
            out = []
            for c in self.offered(d, p):
                if free or c in off_space:
                    goods = plain_goods.get(c)
                    if goods is None:
                        if can_pay(self.game, d, p, cost_ref(c)):
                            out.append(c)
                    elif wood >= goods[0] and fish >= goods[1] and gold >= goods[2]:
                        out.append(c)
            return out
        return [
            c
            for c in self.offered(d, p)
            if (free or c in off_space) and self.can_build(d, p, h, c, plain)
        ]

    def plain_payer(self, h: Harbor) -> bool:
        """Whether ``h`` pays building costs as printed: no guests, no discount building."""
        if h.guests:
            return False
        discount = self.discount_set  # none of them built (``has_built``)
        return discount.isdisjoint(h.spaces) and discount.isdisjoint(h.beside)

    def can_build(self, d: NData, p: int, h: Harbor, card: str, plain: bool | None = None) -> bool:
        """Whether ``p`` can pay ``card``: a plain cost without a discount owned is compared
        at once; otherwise the card runtime's check, or the guests' (L738). ``plain`` is
        :meth:`plain_payer`, if known."""
        if h.guests:
            return self.game.guests.affordable(h, self.building_need(d, p, card))
        goods = self.plain_goods.get(card)
        if goods is not None and (self.plain_payer(h) if plain is None else plain):
            wood, fish, gold = goods
            return h.wood >= wood and h.fish >= fish and h.gold >= gold
        return can_pay(self.game, d, p, cost_ref(card))

    def building_need(self, d: NData, p: int, card: str) -> dict[str, int]:
        """What ``card`` costs ``p`` now: its items, less the discounts of owned buildings."""
        rules = self.game.rules
        need = {"wood": 0, "fish": 0, "gold": 0}
        for item in self.game.buildings[card].cost:
            ((res, n),) = item.items()
            need[res] += max(0, evaluate(rules, d, p, n))
        for res, n in (discounts(self.game, d, p, cost_ref(card)) or {}).items():
            need[res] = max(0, need[res] - n)
        return need

    # --- choosing the building and its space (L458, L473) ---------------------------------
    def opt_pick_building(self, d: NData, t: PickBuilding) -> list[int]:
        ids = self.game.ids
        out = [ids.build[c] for c in self.buildable(d, t.seat)]
        return [*out, ids.decline] if t.optional else out

    def do_pick_building(self, d: NData, t: PickBuilding, a: Build | Decline) -> None:
        if not isinstance(a, Build):
            return
        if a.card in self.game.off_space:  # L856: on the harbor board, on no building space
            self.lay(d, t.seat, a.card, -1)
        else:
            d.tasks.append(PickSpace(seat=t.seat, card=a.card))

    def opt_pick_space(self, d: NData, t: PickSpace) -> list[int]:
        on = self.game.ids.on
        return [on[s] for s in self.game.harbor.free_spaces(d.harbors[t.seat])]

    def do_pick_space(self, d: NData, t: PickSpace, a: BuildOn) -> None:
        self.lay(d, t.seat, t.card, a.space)

    # --- paying and laying (L458, L738, L951) --------------------------------------------------
    def lay(self, d: NData, p: int, card: str, space: int) -> None:
        """L458: the building goes onto the free space (-1: beside the spaces, L856), its cost
        is paid (the card runtime: discounts of owned buildings apply), then an immediate
        effect is offered, declinable but never later (L951)."""
        h = d.harbors[p]
        if card in d.display_a:
            d.display_a = without(d.display_a, card)
        elif card in d.display_b:
            d.display_b = without(d.display_b, card)
        elif card in d.display_c:
            d.display_c = without(d.display_c, card)
        elif card in h.hand:
            h = own(d, p)
            h.hand = without(h.hand, card)
        need = self.building_need(d, p, card) if h.guests else {}
        if need and (need["wood"] or need["fish"]):  # L738: guests may pay part of it
            d.tasks.append(
                GuestDiscount(
                    seat=p,
                    card=card,
                    space=space,
                    ship="",
                    way=0,
                    wood=need["wood"],
                    fish=need["fish"],
                )
            )
            return
        self.build_tasks(d, p, card, space)

    def build_tasks(self, d: NData, p: int, card: str, space: int) -> None:
        """The cost first, then the building laid, then its ``on_play`` abilities."""
        tasks = rt.play_tasks(self.game, p, card)
        paid = 1 if tasks and isinstance(tasks[0], PayCost) else 0
        tasks.insert(paid, Place(seat=p, card=card, space=space))
        d.tasks.extend(reversed(tasks))

    def place(self, d: NData, t: Place) -> None:
        h = own(d, t.seat)
        h.credit = (0, 0)
        if t.space < 0:  # L856: on the harbor board, beside the building spaces
            h.beside = (*h.beside, t.card)
        else:
            h.spaces = put(h.spaces, t.space, t.card)
        self.game.rules.note(d, t.seat, "building_built")

    # --- the Architektin (L784) and the Investorin (L882) --------------------------------------
    def opt_draw_building(self, d: NData, t: DrawBuilding) -> list[int]:
        ids = self.game.ids.draw
        return [ids[x] for x, pile in zip("AB", (d.pile_a, d.pile_b), strict=True) if pile]

    def do_draw_building(self, d: NData, t: DrawBuilding, a: DrawInto) -> None:
        """L784: drawn face up into the display (beside the board if it is full)."""
        later(d, draws.into_display(a.letter))

    def opt_remove_building(self, d: NData, t: RemoveBuilding) -> list[int]:
        ids = self.game.ids.remove
        return [ids[c] for c in built(d.harbors[t.seat])]

    def do_remove_building(self, d: NData, t: RemoveBuilding, a: Remove) -> None:
        """L882: out of the game; its space becomes free again (a building on no building
        space, such as the Pfahlhaus, may be removed too)."""
        h = own(d, t.seat)
        if a.card in h.beside:
            h.beside = without(h.beside, a.card)
        else:
            h.spaces = put(h.spaces, h.spaces.index(a.card), EMPTY)
        d.removed = put_in(d.removed, (a.card,))  # face up (NData.removed)
