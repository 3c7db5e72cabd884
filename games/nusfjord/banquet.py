"""The banquet table (L211-L219) and serving fish (L438-L450): plates are filled from small to
large, each paid in fish (a guest may fill one, L746) and worth 1 gold; the Seemann adds 1 wood
a plate (L908). The elders eat from the highest filled plate (``elders.py``, L589).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import FillPlate, Stop
from .state import NData, own, put
from .tasks import Serve

if TYPE_CHECKING:
    from .game import Nusfjord


class Banquet:
    """The plates and the serve action's choices."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        self.plates: list[int] = list(game.params["plates"])  # the fish each plate costs

    @staticmethod
    def next_plate(d: NData) -> int | None:
        """L440: plates are filled from small to large; the next empty one."""
        for k, full in enumerate(d.plates):
            if not full:
                return k
        return None

    def opt_serve(self, d: NData, t: Serve) -> list[int]:
        ids = self.game.ids
        out = []
        k = self.next_plate(d)
        h = d.harbors[t.seat]
        if k is not None and h.fish >= self.plates[k]:
            out.append(ids.plate)
        if k is not None and h.guests:
            out.append(ids.plate_guest)
        if t.served:
            out.append(ids.stop)
        return out

    def do_serve(self, d: NData, t: Serve, a: FillPlate | Stop) -> None:
        """L440: the plate's fish are paid, one stays on the plate; 1 gold per plate (and the
        Seemann's 1 wood, L908)."""
        rules = self.game.rules
        if not isinstance(a, FillPlate):
            rules.note(d, t.seat, "fish_served", t.served, t.fish, t.with_fish)
            return
        k = self.next_plate(d)
        assert k is not None
        h = own(d, t.seat)
        if a.guest:  # L746-L748: the guest goes back, a fish of the supply onto the plate
            h.guests -= 1
        else:
            h.fish -= self.plates[k]
        d.plates = put(d.plates, k, True)
        h.gold += 1
        rules.gain_resource(d, t.seat, "wood", t.wood_per_plate, ())
        # L754: a guest counts as the fish it saved; the plates of fish alone counted apart
        t = Serve(  # the next plate's task (``attrs.evolve``, without reading the fields)
            seat=t.seat,
            served=t.served + 1,
            wood_per_plate=t.wood_per_plate,
            fish=t.fish + self.plates[k],
            with_fish=t.with_fish + (not a.guest),
        )
        if self.next_plate(d) is not None:
            d.tasks.append(t)
        else:
            rules.note(d, t.seat, "fish_served", t.served, t.fish, t.with_fish)
