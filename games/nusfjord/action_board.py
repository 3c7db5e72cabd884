"""The actions of the action board (L412-L629), performed by a worker on a space, an imitation
or an elder's "perform an action": whether each can have an effect (L363) and what it does.
The small ones are here (gold L418, reserves L426-L434, realizing and buying shares
L480-L504, thinning L521-L531); the others start their choices in their own modules (serving
``banquet.py``, building ``construction.py``, clear-cutting and afforesting ``harbor.py``,
ships ``ships.py``, elders ``elders.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .state import EMPTY, Harbor, NData, own, plus
from .tasks import (
    Afforest,
    PickBuilding,
    PickShip,
    RemoveStrip,
    Serve,
    SwapShip,
    TakeElder,
    per_seat,
)

if TYPE_CHECKING:
    from .game import Nusfjord


# L363 for the actions whose check reads the table ``d``, the seat ``p`` and its harbor ``h``
# in a line (and the names of ``ActionBoard.names``): Python expressions, which
# ``ActionBoard.checks`` evaluates and ``Turns`` writes into its walk over the action spaces
# (``turns.compile_space_checks``), without a call
HARBOR_CHECKS = {
    "gold": "True",  # L418
    "reserves": "any(h.reserves)",  # L431
    # L440, L445, L746: the next plate (the first empty one, filled from small to large) can
    # be paid in fish, or a guest fills it
    "serve": "False in d.plates and (h.fish >= plates[d.plates.index(False)] or h.guests > 0)",
    "realize": "h.unrealized > 0",  # L487
    # L495, L500, L501, digest A20: shares on the action board and the gold to buy them
    "buy": "sum(d.new_shares) > 0 and h.gold >= share_price(d)",
    "clear_cut": "sum(h.forests) > 0",  # L513
    "thin": "sum(h.forests) > 0 and h.wood < wood_limit",  # L528
    # L544: a free double space (none while a strip lies on each, or all spaces are built)
    "afforest": "0 in h.forests and EMPTY in h.spaces and has_free_double(h)",
    # L577, L940: a council of fewer than 5, an elder left to take (``elder_sources``)
    "elder": "len(h.elders) < council_size and (len(d.forgotten) > 0 or any(d.stacks))",
}


class ActionBoard:
    """Whether an action can have an effect, and carrying it out."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        self.buy_discount: list[int] = list(game.params["buy_discount"])  # per round (L501)
        # L363: whether each action can have an effect for a seat (``checks[action](d, p,
        # h)``, ``h`` the seat's harbor); the ship's check without the Ingenieur's discount
        self.names: dict[str, object] = {  # what the ``HARBOR_CHECKS`` read
            "wood_limit": game.wood_limit,
            "plates": game.banquet.plates,
            "share_price": self.share_price,
            "EMPTY": EMPTY,
            "has_free_double": game.harbor.has_free_double,
            "council_size": game.council.council_size,
        }
        self.checks: dict[str, Callable[[NData, int, Harbor], bool]] = {
            **{a: self.harbor_check(a) for a in HARBOR_CHECKS},
            "build": game.construction.can_build_any,  # L473, L856
            "ship": game.fleet.any_ship,  # L556
            "swap_ship": lambda d, p, h: game.fleet.room(h) > 0 and bool(game.fleet.swaps(d, p)),
        }
        # the checks made for one seat at one table while its turn's options are listed
        # (``Turns.opt_turn``, which sets and clears it): the elders' conditions (``can``,
        # digest A7) read them instead of checking the same actions again
        self.known: tuple[NData, int, dict[str, bool]] | None = None

    def harbor_check(self, action: str) -> Callable[[NData, int, Harbor], bool]:
        """The check of ``action`` in ``HARBOR_CHECKS`` as a function ``(d, p, h)``."""
        source = f"lambda d, p, h: {HARBOR_CHECKS[action]}"
        check: Callable[[NData, int, Harbor], bool] = eval(source, dict(self.names))  # noqa: S307
        return check

    def can(self, d: NData, p: int, action: str, wood_discount: int = 0) -> bool:
        """L363: whether ``action`` can have an effect for ``p`` now (``checks``; L556, L874:
        a ship with the Ingenieur's discount)."""
        if wood_discount and action == "ship":
            return self.game.fleet.any_ship(d, p, d.harbors[p], wood_discount)
        known = self.known
        if known is not None and known[0] is d and known[1] == p:
            ok = known[2].get(action)
            if ok is None:
                ok = known[2][action] = self.checks[action](d, p, d.harbors[p])
            return ok
        return self.checks[action](d, p, d.harbors[p])

    def start(
        self, d: NData, p: int, action: str, wood_discount: int = 0, per_plate: int = 0
    ) -> None:
        """Carry out an action (from a worker, an imitation or an elder's function)."""
        game = self.game
        if action == "gold":  # L418
            own(d, p).gold += 1
        elif action == "reserves":  # L426-L434: all goods, the wood limit applies
            h = own(d, p)
            wood, fish, gold = h.reserves
            h.reserves = (0, 0, 0)
            game.rules.gain_resource(d, p, "wood", wood, ())
            h.fish += fish
            h.gold += gold
        elif action == "serve":
            d.tasks.append(Serve(seat=p, served=0, wood_per_plate=per_plate))
        elif action == "build":
            d.tasks.append(per_seat(PickBuilding, p))
        elif action == "realize":  # L482
            h = own(d, p)
            h.unrealized -= 1
            d.new_shares = plus(d.new_shares, p, 1)
            h.gold += game.params["realize_gold"]
        elif action == "buy":  # L495
            h = own(d, p)
            h.gold -= self.share_price(d)
            h.shares = tuple([n + k for n, k in zip(h.shares, d.new_shares, strict=True)])
            d.new_shares = (0,) * d.players
        elif action == "clear_cut":  # L508
            wood = game.params["clear_cut_wood"]
            d.tasks.append(RemoveStrip(seat=p, need=1, left=1, wood=wood))
        elif action == "thin":  # L523
            game.rules.gain_resource(d, p, "wood", sum(d.harbors[p].forests), ())
        elif action == "afforest":
            d.tasks.append(per_seat(Afforest, p))
        elif action == "ship":
            d.tasks.append(
                PickShip(seat=p, wood_discount=wood_discount)
                if wood_discount
                else per_seat(PickShip, p)
            )
        elif action == "elder":
            d.tasks.append(per_seat(TakeElder, p))
        elif action == "swap_ship":
            d.tasks.append(per_seat(SwapShip, p))
        else:
            raise KeyError(action)

    def share_price(self, d: NData) -> int:
        """L495, L501: 1 gold per token, less 1 in rounds 4-5 and 2 in rounds 6-7, never below 0."""
        return max(0, sum(d.new_shares) - self.buy_discount[d.round - 1])
