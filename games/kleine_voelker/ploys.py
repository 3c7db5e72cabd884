"""The ploy tokens of Kleine Völker großer Garten (L660-L744): at most one per action, four a
game (L660-L667): change the territory (L669-L684), transfer a roof (L686-L704) or invade
(L706-L744).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import projects
from .actions import RoofOnto, on
from .building import can_pay, clear, take_floors, value
from .state import NOBODY, SPACES_OF, KVData, changed
from .tasks import Onto

if TYPE_CHECKING:
    from .game import KleineVoelker


def options(game: KleineVoelker, d: KVData, p: int, terr: int) -> list[int]:
    """The ploys ``p`` may use in an action in ``terr``, if it has a token left and has not
    used one in this action (L660-L664)."""
    if not d.peoples[p].ploys or d.ploy_used:
        return []
    ids = game.action_ids
    here = crane_territory(d)  # L669-L675: one number up or down from the crane
    up, down = here % 7 + 1, (here - 2) % 7 + 1
    out = [ids.change[up - 1], ids.change[down - 1]] if up < down else [ids.change[down - 1]]
    if up > down:
        out.append(ids.change[up - 1])
    owner, roofed, floors, cost = d.owner, d.roofed, d.floors, d.cost
    people = d.peoples[p]
    transfer, invade = ids.transfer, []
    for s in SPACES_OF[terr]:
        who = owner[s]
        if who == p:  # L686-L699: a roof of yours that has a building to go to
            if roofed[s] and roof_targets(d, p, s):
                out.append(transfer[s])
        elif (  # L707-L744 with digest A19: another player's building, paid 2x its build
            # value, with as many floors in your supply
            who != NOBODY
            and people.supply >= floors[s]
            and can_pay(people, value(cost[s], floors[s]))
        ):
            invade.append(ids.invade[s])
    return out + invade


def crane_territory(d: KVData) -> int:
    """The crane's territory for this action: a "cannot act" skip moves the action, not
    the crane (L540-L543). In the game's first action (L320-L323) the crane is not on
    the board yet: the territory the start player chose, before any skip."""
    if d.crane:
        return d.crane
    return (d.acting - 1 - d.skips) % 7 + 1


def use(d: KVData, p: int) -> None:
    d.peoples[p].ploys -= 1
    d.ploy_used = True


def change(d: KVData, p: int, terr: int) -> None:
    """L669-L681: the action takes place in the territory one number up or down; the crane
    moves there."""
    use(d, p)
    d.acting = d.crane = terr
    d.skips = 0


# --- transfer a roof (L686-L704) -------------------------------------------------------------
def roof_targets(d: KVData, p: int, src: int) -> list[int]:
    """L686-L699: your unroofed building on a space of the same land type, anywhere."""
    return [
        s
        for s in range(49)
        if s != src and d.owner[s] == p and not d.roofed[s] and d.land[s] == d.land[src]
    ]


def transfer(d: KVData, p: int, s: int) -> None:
    """L686-L704: the roof comes off ``s`` (the action then follows, in this territory)."""
    use(d, p)
    d.roof_moved = True
    d.tasks.append(Onto(seat=p, source=s))


def onto_options(game: KleineVoelker, d: KVData, t: Onto) -> list[int]:
    ids = game.action_ids.onto
    return [ids[s] for s in roof_targets(d, t.seat, t.source)]


def put_roof(game: KleineVoelker, d: KVData, t: Onto, a: RoofOnto) -> None:
    d.roofed = changed(changed(d.roofed, t.source, False), on(a), True)


# --- invade (L706-L744) ----------------------------------------------------------------------
def invade(game: KleineVoelker, d: KVData, p: int, s: int) -> None:
    """L707-L744: pay 2x the build value to the owner, who takes the floors back; the
    roof goes to the supply; place as many of your floors."""
    people = d.peoples[p]
    use(d, p)
    price = value(d.cost[s], d.floors[s])
    owner = d.peoples[d.owner[s]]
    people.inhabitants -= price
    owner.inhabitants += price
    owner.supply += d.floors[s]
    n = d.floors[s]
    clear(d, s)
    d.owner, d.floors = changed(d.owner, s, p), changed(d.floors, s, n)
    take_floors(d, p, n)
    projects.after_placing(game, d, p, s)
