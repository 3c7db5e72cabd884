"""The harbor board (digest A1): its building spaces, free or built on, and the forest strips on
its double spaces (L271, L458, L999), with the forest actions' choices: give up a strip
(clear-cutting L506-L517, elders L1005-L1007) and afforest a free double space (L539-L547,
Förster L836).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Decline, Forest, Stop, Strip
from .state import EMPTY, Harbor, NData, own, plus
from .tasks import Afforest, RemoveStrip

if TYPE_CHECKING:
    from .game import Nusfjord


class HarborBoard:
    """Building spaces and forests of a seat's harbor board."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        harbor = game.params["harbor"]
        self.n_spaces: int = harbor["spaces"]
        self.doubles: list[tuple[int, int]] = [(a, b) for a, b in harbor["doubles"]]
        self.double_of = {s: k for k, pair in enumerate(self.doubles) for s in pair}
        # each building space with its double space (-1: a single space)
        self.space_double = [(s, self.double_of.get(s, -1)) for s in range(self.n_spaces)]
        self.double_at = [k for _, k in self.space_double]  # per building space

    def has_free_space(self, h: Harbor) -> bool:
        """Whether ``h`` has a free building space (:meth:`free_spaces`, L999)."""
        spaces, forests = h.spaces, h.forests
        if EMPTY not in spaces:
            return False
        if not any(forests):  # no strip left: any empty space is free
            return True
        double, index = self.double_at, spaces.index
        s = index(EMPTY)  # the empty spaces in order, until one is free
        try:
            while True:
                k = double[s]
                if k < 0 or not forests[k]:
                    return True
                s = index(EMPTY, s + 1)
        except ValueError:  # no empty space left
            return False

    def free_spaces(self, h: Harbor) -> list[int]:
        """L999: a building space is free if neither a building nor a forest strip is on it."""
        return [
            s
            for s, k in self.space_double
            if h.spaces[s] == EMPTY and not (k >= 0 and h.forests[k])
        ]

    def has_free_double(self, h: Harbor) -> bool:
        """Whether :meth:`free_doubles` has a double space (without listing them)."""
        spaces, forests = h.spaces, h.forests
        if 0 not in forests or EMPTY not in spaces:  # every double space has a strip; or full
            return False
        doubles, index = self.doubles, forests.index
        k = index(0)  # the double spaces without a strip in order, until one is free
        try:
            while True:
                a, b = doubles[k]
                if spaces[a] == EMPTY and spaces[b] == EMPTY:
                    return True
                k = index(0, k + 1)
        except ValueError:  # no double space without a strip left
            return False

    def free_doubles(self, h: Harbor) -> list[int]:
        """L544: double spaces whose two building spaces are both free."""
        free = set(self.free_spaces(h))
        return [k for k, (a, b) in enumerate(self.doubles) if a in free and b in free]

    # --- giving up strips (L514, L1005-L1007) --------------------------------------------
    def opt_remove_strip(self, d: NData, t: RemoveStrip) -> list[int]:
        ids = self.game.ids
        h = d.harbors[t.seat]
        out = [ids.strip[k] for k, n in enumerate(h.forests) if n]
        if not t.need or not out:
            out.append(ids.stop)
        return out

    def do_remove_strip(self, d: NData, t: RemoveStrip, a: Strip | Stop) -> None:
        """L514, L1005-L1007: any one strip, a single one or one of a stack; clear-cutting
        gives 5 wood, capped by the wood limit (L516-L517)."""
        if not isinstance(a, Strip):
            return
        h = own(d, t.seat)
        h.forests = plus(h.forests, a.double, -1)
        self.game.rules.gain_resource(d, t.seat, "wood", t.wood, ())
        if t.left > 1 and sum(h.forests) > 0:
            d.tasks.append(RemoveStrip(seat=t.seat, need=max(0, t.need - 1), left=t.left - 1))

    # --- afforesting (L539-L547, L836) ---------------------------------------------------
    def opt_afforest(self, d: NData, t: Afforest) -> list[int]:
        ids = self.game.ids
        h = d.harbors[t.seat]
        if t.strips == 2:
            return [ids.forest[k] for k in self.free_doubles(h)]
        # L836: Förster: a free or already forested double space, or decline
        free = set(self.free_spaces(h))
        out = [
            ids.forest[k]
            for k, (x, y) in enumerate(self.doubles)
            if h.forests[k] or (x in free and y in free)
        ]
        return [*out, ids.decline]

    def do_afforest(self, d: NData, t: Afforest, a: Forest | Decline) -> None:
        """L539: two strips stacked on a free double space (Förster: one, L836)."""
        if isinstance(a, Forest):
            h = own(d, t.seat)
            h.forests = plus(h.forests, a.double, t.strips)
