"""The actions of the action board (L412-L629), performed by a worker on a space, an imitation
or an elder's "perform an action": whether each can have an effect (L363) and what it does.
The small ones are here (gold L418, reserves L426-L434, realizing and buying shares
L480-L504, thinning L521-L531); the others start their choices in their own modules (serving
``banquet.py``, building ``construction.py``, clear-cutting and afforesting ``harbor.py``,
ships ``ships.py``, elders ``elders.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import NData
from .tasks import Afforest, PickBuilding, PickShip, RemoveStrip, Serve, SwapShip, TakeElder

if TYPE_CHECKING:
    from .game import Nusfjord


class ActionBoard:
    """Whether an action can have an effect, and carrying it out."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game

    def can(self, d: NData, p: int, action: str, wood_discount: int = 0) -> bool:
        """L363: whether ``action`` can have an effect for ``p`` now."""
        game = self.game
        h = d.harbors[p]
        if action == "gold":
            return True
        if action == "reserves":  # L431
            return any(h.reserves)
        if action == "serve":  # L445, L746: a guest pays a whole plate
            return game.banquet.can_serve(d, p)
        if action == "build":  # L473, L856
            return game.construction.can_build_any(d, p)
        if action == "realize":  # L487
            return h.unrealized > 0
        if action == "buy":  # L500, digest A20
            return sum(d.new_shares) > 0 and h.gold >= self.share_price(d)
        if action == "clear_cut":  # L513
            return sum(h.forests) > 0
        if action == "thin":  # L528, L531
            return sum(h.forests) > 0 and h.wood < game.wood_limit
        if action == "afforest":  # L544
            return bool(game.harbor.free_doubles(h))
        if action == "ship":  # L556
            return game.fleet.any_ship(d, p, wood_discount)
        if action == "elder":  # L577, L940
            return game.council.can_take(d, p)
        if action == "swap_ship":  # L868
            fleet = game.fleet
            return fleet.room(h) > 0 and bool(fleet.swaps(d, p))
        raise KeyError(action)

    def start(
        self, d: NData, p: int, action: str, wood_discount: int = 0, per_plate: int = 0
    ) -> None:
        """Carry out an action (from a worker, an imitation or an elder's function)."""
        game = self.game
        h = d.harbors[p]
        if action == "gold":  # L418
            h.gold += 1
        elif action == "reserves":  # L426-L434: all goods, the wood limit applies
            wood, fish, gold = h.reserves
            h.reserves = [0, 0, 0]
            game.rules.gain_resource(d, p, "wood", wood, ())
            h.fish += fish
            h.gold += gold
        elif action == "serve":
            d.tasks.append(Serve(seat=p, served=0, wood_per_plate=per_plate))
        elif action == "build":
            d.tasks.append(PickBuilding(seat=p))
        elif action == "realize":  # L482
            h.unrealized -= 1
            d.new_shares[p] += 1
            h.gold += game.params["realize_gold"]
        elif action == "buy":  # L495
            h.gold -= self.share_price(d)
            for q, k in enumerate(d.new_shares):
                h.shares[q] += k
            d.new_shares = [0] * d.players
        elif action == "clear_cut":  # L508
            wood = game.params["clear_cut_wood"]
            d.tasks.append(RemoveStrip(seat=p, need=1, left=1, wood=wood))
        elif action == "thin":  # L523
            game.rules.gain_resource(d, p, "wood", sum(h.forests), ())
        elif action == "afforest":
            d.tasks.append(Afforest(seat=p))
        elif action == "ship":
            d.tasks.append(PickShip(seat=p, wood_discount=wood_discount))
        elif action == "elder":
            d.tasks.append(TakeElder(seat=p))
        elif action == "swap_ship":
            d.tasks.append(SwapShip(seat=p))
        else:
            raise KeyError(action)

    def share_price(self, d: NData) -> int:
        """L495, L501: 1 gold per token, less 1 in rounds 4-5 and 2 in rounds 6-7, never below 0."""
        discount: int = self.game.params["buy_discount"][d.round - 1]
        return max(0, sum(d.new_shares) - discount)
