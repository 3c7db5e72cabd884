"""Hiring a helper (woodcraft.de.txt L655-L712).

A helper is taken from the display (the display slides and is refilled, L666-L669) and paid
(the card runtime pays its cost, with the discounts of the helpers owned); it moves into a free
room adjacent to an occupied one (L675-L676). The room's income symbol advances that track
(L661-L664), a production room lets up to 4 / 6 different helpers produce (L655-L659) and the
helper's immediate ability is used now (L692-L695: its ``on_play`` abilities, run by the card
runtime).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.costs import PayCost, can_pay
from boardrules.cards.refs import cost_ref
from boardrules.cards.runtime import on_play_tasks
from boardrules.engine import later

from . import actions, draws, tracks
from .state import WData, Workshop, own, put
from .tasks import HelperDone, Hire, Produce, Room, SeatHelper

if TYPE_CHECKING:
    from .game import Woodcraft


def free_rooms(game: Woodcraft, w: Workshop) -> list[int]:
    """L675-L676: free rooms adjacent to a room that holds a helper."""
    return [
        r
        for r, h in enumerate(w.rooms)
        if not h and any(w.rooms[n] for n in game.room_neighbours[r])
    ]


def hire_options(game: Woodcraft, d: WData, t: Hire) -> list[int]:
    w = d.workshops[t.seat]
    out = []
    if free_rooms(game, w):
        display = d.helper_display
        out = [
            game.ids.hire[s]
            for s in range(4)
            if display[s] and can_pay(game, d, t.seat, cost_ref(display[s]))
        ]
    return out + [game.ids.done]


def hire(game: Woodcraft, d: WData, t: Hire, a: actions.Hire | actions.Done) -> None:
    """L666-L673: take a helper, pay its cost (the card runtime pays it, with the
    discounts of the helpers owned)."""
    if not isinstance(a, actions.Hire):
        return
    helper, refill = draws.take_from_display(d, True, a.slot - 1)
    later(d, refill, PayCost(t.seat, cost_ref(helper)), Room(seat=t.seat, helper=helper))


def room_options(game: Woodcraft, d: WData, t: Room) -> list[int]:
    return [game.ids.room[r] for r in free_rooms(game, d.workshops[t.seat])]


def room(game: Woodcraft, d: WData, t: Room, a: actions.Room) -> None:
    seat_helper(game, d, SeatHelper(seat=t.seat, helper=t.helper, room=a.room))


def seat_helper(game: Woodcraft, d: WData, t: SeatHelper) -> None:
    w = own(d, t.seat)
    w.rooms = put(w.rooms, t.room, t.helper)
    d.tasks.append(HelperDone(seat=t.seat, room=t.room))


def helper_done(game: Woodcraft, d: WData, t: HelperDone) -> None:
    """L661-L664: the room's income symbol; L655-L659: a production room lets up to 4 / 6
    different helpers produce; L692-L695: an immediate ability is used now."""
    w = d.workshops[t.seat]
    helper = w.rooms[t.room]
    income = game.room_income[t.room]
    if game.room_produce[t.room]:
        d.tasks.append(Produce(seat=t.seat, left=game.room_produce[t.room], done=0, plant=0))
    d.tasks.extend(reversed(on_play_tasks(game, t.seat, helper)))
    if income != "none":
        tracks.advance(game, d, t.seat, income + "_income", 1)
