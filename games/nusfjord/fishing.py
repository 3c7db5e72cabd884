"""Fishing (L289-L349): each seat's catch goes, in this order, to 1. its elders, 2. its shares
on the action board (lost, L319), then those others hold, 3. the shares it holds itself and its
guests on ships (L323-L325, L760), 4. its reserves (up to 8, L329-L337), 5. back to the
supply. A catch that runs short lets the seat choose whose elders or shares go without (L347).
Willy takes everyone's first fish (L934); after the Old Man the catch is gold (L810).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards import runtime as rt

from .actions import Feed, Holder
from .state import NData, own, plus, put
from .tasks import Catch, FeedElder, FeedHolder

if TYPE_CHECKING:
    from .game import Nusfjord

WILLY = "L4"
OLD_MAN = "L1"


class Fishing:
    """Distributing a catch."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        # the cards with a ``reserves_limit`` modifier (L333)
        self.limit_cards = frozenset(
            card for card, _ in game.runtime.modifier.get("reserves_limit", ())
        )

    def catch(self, d: NData, t: Catch) -> None:
        """L295-L339: the catch in hand goes, in this order, to 1. the elders, 2. own shares
        on the action board, then held by others, 3. own shares held by self, 4. the reserves
        (up to 8), 5. back to the general supply."""
        p, h, n, step, item = t.seat, d.harbors[t.seat], t.fish, t.step, t.item
        # each step runs on at once when it needs no choice (as the task Catch(step=k+1) on
        # top of the stack would); a short catch leaves that task below the choice (L347)
        if n > 0 and step == 1:
            skip = None
            if d.phase == "fishing":  # L934: Willy's rule is one of the fishing phase
                owner = self.willy_owner(d)
                if owner is not None:  # L934: everyone's first fish goes onto Willy (A8)
                    self.put_on_elder(d, owner, WILLY, item)
                    n -= 1
                    if n == 0:  # L347: Willy took the whole catch; nothing is left
                        return
                    if owner == p:
                        skip = WILLY
            elders = [e for e in h.elders if e != skip] if skip else h.elders
            if n >= len(elders):
                for e in elders:
                    self.put_on_elder(d, p, e, item)
                n, step = n - len(elders), 2
            else:  # L347: the seat chooses which elders get the fish
                d.tasks.append(Catch(seat=p, fish=0, step=2, item=item))
                fed = (skip,) if skip else ()
                d.tasks.append(FeedElder(seat=p, left=n, fed=fed, item=item))
                return
        if n > 0 and step == 2:
            n -= min(n, d.new_shares[p])  # L319: first those on the action board (lost)
            if n == 0:  # L347: the catch is used up; the own supply is never drawn on
                return
            harbors = d.harbors
            total = 0  # the shares of ``p`` the others hold
            for q, other in enumerate(harbors):
                if q != p:
                    total += other.shares[p]
            if n >= total:
                if total:
                    for q, other in enumerate(harbors):
                        if q != p:
                            self.give(d, q, item, other.shares[p])
                n, step = n - total, 3
            else:  # L347: the seat chooses whose shares are served
                owed = tuple(0 if q == p else harbors[q].shares[p] for q in range(d.players))
                d.tasks.append(FeedHolder(seat=p, left=n, owed=owed, item=item))
                return
        if n > 0 and step == 3:
            h = own(d, p)  # (the elders' fish above may have copied it already)
            kept = min(n, h.shares[p])  # L323-L325: own realized shares held by self
            kept += min(n - kept, len(h.boarded))  # L760: then 1 per guest on a ship
            if item == "gold":  # ``give``
                h.gold += kept
            else:
                h.fish += kept
            n, step = n - kept, 4
        if n > 0:  # L329-L337: the reserves up to 8 items (digest A18), the rest is bycatch
            h = own(d, p)
            k = 2 if item == "gold" else 1
            held = h.reserves[1] + (h.reserves[2] if item == "gold" else 0)
            h.reserves = plus(h.reserves, k, min(n, max(0, self.reserves_limit(d, p) - held)))

    def reserves_limit(self, d: NData, p: int) -> int:
        """L331; L333: some buildings allow more than 8 (the modifier ``reserves_limit``)."""
        h = d.harbors[p]  # ``rt.modifiers`` of a seat owning none of those cards: none
        cards = self.limit_cards
        if cards.isdisjoint(h.spaces) and cards.isdisjoint(h.elders) and cards.isdisjoint(h.beside):
            return int(self.game.params["reserves_limit"])
        limits: list[int] = [
            self.game.params["reserves_limit"],
            *(m for m in rt.modifiers(self.game, d, p, "reserves_limit") if isinstance(m, int)),
        ]
        return max(limits)

    @staticmethod
    def give(d: NData, q: int, item: str, n: int) -> None:
        """L343: the fish on shares held next to a supply board go to that seat's supply."""
        if item == "gold":
            own(d, q).gold += n
        else:
            own(d, q).fish += n

    @staticmethod
    def willy_owner(d: NData) -> int | None:
        for q, h in enumerate(d.harbors):
            if WILLY in h.elders:
                return q
        return None

    def put_on_elder(self, d: NData, p: int, elder: str, item: str = "fish") -> None:
        """L309-L313: whenever exactly as many items as the elder has slots lie on it (3; Willy
        4, L934), one goes to the owner's supply and the rest back. The Old Man has one slot:
        what would go on him goes back to the general supply (L810)."""
        h = d.harbors[p]
        i = h.elders.index(elder)
        if elder == OLD_MAN:
            return
        h = own(d, p)
        h.elder_fish = plus(h.elder_fish, i, 1)
        if h.elder_fish[i] >= self.game.slots[elder]:
            h.elder_fish = put(h.elder_fish, i, 0)
            self.give(d, p, item, 1)

    # --- a short catch (L347) ------------------------------------------------------------
    def opt_feed_elder(self, d: NData, t: FeedElder) -> list[int]:
        ids = self.game.ids.feed
        return [ids[e] for e in d.harbors[t.seat].elders if e not in t.fed]

    def do_feed_elder(self, d: NData, t: FeedElder, a: Feed) -> None:
        e = a.elder
        self.put_on_elder(d, t.seat, e, t.item)
        if t.left > 1 and len(t.fed) + 1 < len(d.harbors[t.seat].elders):
            d.tasks.append(FeedElder(seat=t.seat, left=t.left - 1, fed=(*t.fed, e), item=t.item))

    def opt_feed_holder(self, d: NData, t: FeedHolder) -> list[int]:
        ids = self.game.ids.holder
        return [ids[q] for q, k in enumerate(t.owed) if k]

    def do_feed_holder(self, d: NData, t: FeedHolder, a: Holder) -> None:
        q = a.seat
        self.give(d, q, t.item, 1)
        if t.left > 1:
            owed = tuple(k - (i == q) for i, k in enumerate(t.owed))
            d.tasks.append(FeedHolder(seat=t.seat, left=t.left - 1, owed=owed, item=t.item))
