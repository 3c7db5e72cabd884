"""Guests (L730-L768): a guest back to the supply pays 2 wood or 3 fish of a building's or a
ship's price (L738-L742), fills a plate (L746, ``banquet.py``) or boards a ship of the track
for good (L758; anytime, ``anytime.py``), where it catches a fish each fishing (L760).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .actions import BoardGuest, GuestPays, Paid
from .state import SHIPS, Harbor, NData, own
from .tasks import GuestDiscount

if TYPE_CHECKING:
    from .game import Nusfjord


class Guests:
    """What guests pay and where they go."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game

    def affordable(self, h: Harbor, cost: dict[str, int]) -> bool:
        """Whether ``cost`` can be paid, guests paying 2 wood or 3 fish each (L738)."""
        return h.gold >= cost["gold"] and self.coverable(h, cost["wood"], cost["fish"], h.guests)

    @staticmethod
    def coverable(h: Harbor, wood: int, fish: int, guests: int) -> bool:
        """Whether ``guests`` can pay what the supply lacks of ``wood`` and ``fish``."""
        wood, fish = max(0, wood - h.wood), max(0, fish - h.fish)
        return (wood + 1) // 2 + (fish + 2) // 3 <= guests

    def opt_guest_discount(self, d: NData, t: GuestDiscount) -> list[int]:
        ids = self.game.ids
        h = d.harbors[t.seat]
        out = []
        if h.guests and t.wood and self.coverable(h, max(0, t.wood - 2), t.fish, h.guests - 1):
            out.append(ids.guest["wood"])
        if h.guests and t.fish and self.coverable(h, t.wood, max(0, t.fish - 3), h.guests - 1):
            out.append(ids.guest["fish"])
        if h.wood >= t.wood and h.fish >= t.fish:
            out.append(ids.paid)
        return out

    def do_guest_discount(self, d: NData, t: GuestDiscount, a: GuestPays | Paid) -> None:
        """L738-L742: each guest back to the supply takes 2 wood or 3 fish off (overpaying
        allowed, never below 0; never gold), then the rest is paid."""
        if isinstance(a, GuestPays):
            own(d, t.seat).guests -= 1
            if a.resource == "wood":
                off = min(2, t.wood)
                t2 = attrs.evolve(t, wood=t.wood - off, credit_wood=t.credit_wood + off)
            else:
                off = min(3, t.fish)
                t2 = attrs.evolve(t, fish=t.fish - off, credit_fish=t.credit_fish + off)
            d.tasks.append(t2)
            return
        if t.ship:
            fleet = self.game.fleet
            cost = dict(fleet.ways(t.ship, t.wood_discount)[t.way])
            cost["wood"] -= t.credit_wood
            cost["fish"] -= t.credit_fish
            fleet.finish_ship(d, t.seat, t.ship, cost)
        else:
            own(d, t.seat).credit = (
                t.credit_wood,
                t.credit_fish,
            )  # taken off by NusfjordCards.pay_item
            self.game.construction.build_tasks(d, t.seat, t.card, t.space)

    def board(self, d: NData, p: int, a: BoardGuest) -> None:
        """L758: a guest onto a ship without one; it stays there to the end."""
        h = own(d, p)
        h.guests -= 1
        h.boarded = tuple(sorted([*h.boarded, a.ship]))

    def boardable(self, h: Harbor) -> list[int]:
        """The ``board`` ids of the ships of ``h`` without a guest (L758)."""
        ids = self.game.ids.board
        return [
            ids[i]
            for i, k in enumerate(h.track)
            if k in SHIPS and i not in h.boarded and i < len(ids)
        ]
