"""Ships and the fishing track (L299, L549-L564): the catch a track shows, building a ship and
paying for it (a schooner two ways, L557; the Ingenieur's discount, L874; guests, L738), and the
elders' ship rules: the Hafenmeister's swap (L866-L870), the Schiffseigner's sale (L900-L904),
the Schiffbrüchiger's raft (L896) and the Werft's free ship (assumed, L227, L564).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import No, Yes

from .actions import BuildShip, Pay, Sell, Swap
from .state import IN_THE_BOX, SHIPS, Harbor, NData, own, plus
from .tasks import GuestDiscount, PaySchooner, PickShip, SellShip, SwapShip, TakeRaft

if TYPE_CHECKING:
    from .game import Nusfjord

SALE = {"sloop": 2, "cutter": 4, "schooner": 7}  # L902: gold for a ship sold


class Fleet:
    """The ships: on the storage board (``NData.ships``) and on each seat's fishing track."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        params = game.params
        self.track: list[int] = list(params["fishing_track"])  # the catch at each track unit
        self.width: dict[str, int] = dict(params["ship_width"])
        self.vp: dict[str, int] = dict(params["ship_vp"])
        self.cost: dict[str, list[dict[str, int]]] = {
            k: [dict(v) for v in ways] for k, ways in params["ship_cost"].items()
        }
        self._ways: dict[tuple[str, int], list[dict[str, int]]] = {}
        self._prices: dict[int, list[tuple[int, int, list[tuple[int, int, int]]]]] = {}

    # --- the fishing track (L299, L551, L558) -----------------------------------------------
    def track_used(self, h: Harbor) -> int:
        return sum(self.width[k] for k in h.track)

    def room(self, h: Harbor) -> int:
        """The track units still free."""
        return len(self.track) - self.track_used(h)

    def catch_size(self, h: Harbor) -> int:
        """L299: the smallest number still visible on the fishing track."""
        return self.catch_on(h.track)

    def catch_on(self, track: tuple[str, ...]) -> int:
        """``catch_size`` of a harbor whose fishing track holds ``track``."""
        used = sum(self.width[k] for k in track)
        return self.track[used] if used < len(self.track) else self.track[-1]

    # --- building a ship (L549-L558) -------------------------------------------------------
    def ways(self, kind: str, wood_discount: int) -> list[dict[str, int]]:
        """L557, L874: the payment ways of a ship; the Ingenieur takes 1 wood off where the
        price has wood. Computed once per ship and discount (the caller must not change
        them)."""
        key = (kind, wood_discount)
        ways = self._ways.get(key)
        if ways is None:
            ways = []
            for way in self.cost[kind]:
                cost = {"wood": 0, "fish": 0, "gold": 0, **way}
                if cost["wood"]:
                    cost["wood"] = max(0, cost["wood"] - wood_discount)
                ways.append(cost)
            self._ways[key] = ways
        return ways

    def ship_options(self, d: NData, p: int, wood_discount: int) -> list[str]:
        """L556: a ship on the storage board that fits on the track and can be paid."""
        h = d.harbors[p]
        room = self.room(h)
        affordable = self.game.guests.affordable
        return [
            k
            for i, k in enumerate(SHIPS)
            if d.ships[i]
            and self.width[k] <= room
            and any(affordable(h, w) for w in self.ways(k, wood_discount))
        ]

    def any_ship(self, d: NData, p: int, h: Harbor, wood_discount: int = 0) -> bool:
        """Whether :meth:`ship_options` has a ship (without listing them; ``h`` is the harbor
        of ``p``)."""
        width = self.width
        used = 0
        for k in h.track:  # ``track_used``
            used += width[k]
        room = len(self.track) - used
        if h.guests:
            affordable = self.game.guests.affordable
            for i, k in enumerate(SHIPS):
                if d.ships[i] and width[k] <= room:
                    for w in self.ways(k, wood_discount):
                        if affordable(h, w):
                            return True
            return False
        wood, fish, gold = h.wood, h.fish, h.gold
        table = self._prices.get(wood_discount) or self.prices(wood_discount)
        for i, kind_width, prices in table:
            if d.ships[i] and kind_width <= room:
                for w_wood, w_fish, w_gold in prices:  # ``affordable`` without guests
                    if wood >= w_wood and fish >= w_fish and gold >= w_gold:
                        return True
        return False

    def prices(self, wood_discount: int) -> list[tuple[int, int, list[tuple[int, int, int]]]]:
        """Each ship (its index on the storage board and its width, in the order of
        ``SHIPS``) with its :meth:`ways` as (wood, fish, gold), made once per discount."""
        table = self._prices.get(wood_discount)
        if table is None:
            table = self._prices[wood_discount] = [
                (
                    i,
                    self.width[k],
                    [(w["wood"], w["fish"], w["gold"]) for w in self.ways(k, wood_discount)],
                )
                for i, k in enumerate(SHIPS)
            ]
        return table

    def opt_pick_ship(self, d: NData, t: PickShip) -> list[int]:
        ids = self.game.ids.ship
        return [ids[k] for k in self.ship_options(d, t.seat, t.wood_discount)]

    def do_pick_ship(self, d: NData, t: PickShip, a: BuildShip) -> None:
        h = d.harbors[t.seat]
        ways = self.ways(a.ship, t.wood_discount)
        affordable = self.game.guests.affordable
        payable = [i for i, w in enumerate(ways) if affordable(h, w)]
        if len(payable) > 1:
            d.tasks.append(PaySchooner(seat=t.seat, wood_discount=t.wood_discount))
            return
        self.pay_ship(d, t.seat, a.ship, payable[0], t.wood_discount)

    def opt_pay_schooner(self, d: NData, t: PaySchooner) -> list[int]:
        pay = self.game.ids.pay
        return [pay["goods"], pay["gold"]]

    def do_pay_schooner(self, d: NData, t: PaySchooner, a: Pay) -> None:
        way = 0 if a.way == "goods" else 1
        self.pay_ship(d, t.seat, "schooner", way, t.wood_discount)

    def pay_ship(self, d: NData, p: int, kind: str, way: int, wood_discount: int) -> None:
        """L551, L738: pay the ship (guests may pay wood and fish), lay it on the track."""
        cost = self.ways(kind, wood_discount)[way]
        if d.harbors[p].guests and (cost["wood"] or cost["fish"]):
            d.tasks.append(
                GuestDiscount(
                    seat=p,
                    card="",
                    space=0,
                    ship=kind,
                    way=way,
                    wood=cost["wood"],
                    fish=cost["fish"],
                    wood_discount=wood_discount,
                )
            )
            return
        self.finish_ship(d, p, kind, cost)

    def finish_ship(self, d: NData, p: int, kind: str, cost: dict[str, int]) -> None:
        h = own(d, p)
        h.wood -= cost["wood"]
        h.fish -= cost["fish"]
        h.gold -= cost["gold"]
        self.add_ship(d, p, kind)
        self.game.rules.note(d, p, "ship_built")

    def add_ship(self, d: NData, p: int, kind: str) -> None:
        """L551: the ship goes as far left as possible on the track."""
        d.ships = plus(d.ships, SHIPS.index(kind), -1)
        h = own(d, p)
        h.track = (*h.track, kind)

    # --- the Werft (assumed): a ship without paying -------------------------------------------
    def aside(self, d: NData, kind: str) -> int:
        """The ships of ``kind`` neither on the storage board nor on a track: those not laid
        out (L227: seven schooners, six laid out at 5 players, the 7th kept for the Werft)."""
        k = SHIPS.index(kind)
        return max(0, IN_THE_BOX[k] - d.ships[k] - sum(h.track.count(kind) for h in d.harbors))

    def take_ship(self, d: NData, p: int, kind: str) -> None:
        """A ship of ``kind`` without paying (the Werft, assumed): from the storage board, or
        if none is left there one kept aside (L227); onto the track if it fits (L564)."""
        h = d.harbors[p]
        if self.width[kind] > self.room(h):
            return
        if d.ships[SHIPS.index(kind)]:
            self.add_ship(d, p, kind)
        elif self.aside(d, kind):
            h = own(d, p)
            h.track = (*h.track, kind)

    # --- the Hafenmeister (L866-L870) and the Schiffseigner (L900-L904) ---------------------------
    def swaps(self, d: NData, p: int) -> list[str]:
        """L868: a sloop for a cutter or a cutter for a schooner from the storage board; the
        new ship must fit once the others moved left (digest A13)."""
        h = d.harbors[p]
        room = self.room(h)
        out = []
        for k in SHIPS[:2]:
            bigger = SHIPS[SHIPS.index(k) + 1]
            if k in h.track and d.ships[SHIPS.index(bigger)]:
                if self.width[bigger] - self.width[k] <= room:
                    out.append(k)
        return out

    def opt_swap_ship(self, d: NData, t: SwapShip) -> list[int]:
        ids = self.game.ids.swap
        return [ids[k] for k in self.swaps(d, t.seat)]

    def do_swap_ship(self, d: NData, t: SwapShip, a: Swap) -> None:
        bigger = SHIPS[SHIPS.index(a.ship) + 1]
        self.take_off(d, t.seat, a.ship)
        self.add_ship(d, t.seat, bigger)

    def take_off(self, d: NData, p: int, kind: str) -> None:
        """L758, L868, L902: a ship leaves the track (one without a guest if there is one);
        its guest goes back to the general supply; the others move left."""
        h = own(d, p)
        at = [i for i, k in enumerate(h.track) if k == kind]
        i = next((i for i in at if i not in h.boarded), at[0])
        h.track = (*h.track[:i], *h.track[i + 1 :])
        h.boarded = tuple([j - (j > i) for j in h.boarded if j != i])
        d.ships = plus(d.ships, SHIPS.index(kind), 1)

    def opt_sell_ship(self, d: NData, t: SellShip) -> list[int]:
        ids = self.game.ids.sell
        track = d.harbors[t.seat].track
        return [ids[k] for k in SHIPS if k in track]

    def do_sell_ship(self, d: NData, t: SellShip, a: Sell) -> None:
        """L902: a sloop for 2 gold, a cutter for 4, a schooner for 7; the ship goes back."""
        self.take_off(d, t.seat, a.ship)
        own(d, t.seat).gold += SALE[a.ship]

    # --- the Schiffbrüchiger (L896) ------------------------------------------------------------
    def raft_fits(self, d: NData, p: int) -> bool:
        """L896: no raft while the first track space is empty or the track is full."""
        h = d.harbors[p]
        return bool(d.rafts and h.track and self.track_used(h) < len(self.track))

    def opt_take_raft(self, d: NData, t: TakeRaft) -> list[int]:
        return self.game.ids.yes_no

    def do_take_raft(self, d: NData, t: TakeRaft, a: Yes | No) -> None:
        if isinstance(a, Yes):
            d.rafts -= 1
            h = own(d, t.seat)
            h.track = (*h.track, "raft")
