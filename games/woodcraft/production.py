"""Produce and plant (woodcraft.de.txt L732-L835).

The action lets A) up to 2 different helpers produce, or B) 1 produce and 1 tree be planted
(2 trees in 2 pots once the brown pot is built, L768-L772). A helper's production is its
``phase produce`` ability, run by the card runtime (``phase_triggers``) for the helper the
player picks (L656-L659, L687-L690). A tree is a die of the empty pot's colour showing 1 or 2;
a higher die may be split first (L820-L835).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.runtime import phase_triggers

from . import actions
from .state import WData, Workshop, color_of, kind, own, plus, put, value_of
from .tasks import Plant, Produce, Produced, ProduceMode

if TYPE_CHECKING:
    from .game import Woodcraft


def plant_options(game: Woodcraft, w: Workshop) -> list[int]:
    out = []
    plants = game.ids.plant
    for c in range(w.pots_built):
        if w.pots[c] != -1:
            continue
        for v in range(1, 7):
            k = kind(c, v)
            if not w.dice[k]:
                continue
            for part in range(game.plant_min, game.plant_max + 1):
                # L824-L826: only a 1 or a 2 is planted; a die is split for it only "wenn der
                # Wert deines Würfels größer ist" than that, so a 2 is never split into 1 + 1
                split = v > game.plant_max and part < v
                if (k, part) in plants and (part == v or split):
                    out.append(plants[(k, part)])
    return out


def mode_options(game: Woodcraft, d: WData, t: ProduceMode) -> list[int]:
    out = [game.ids.mode["produce"]]
    if plant_options(game, d.workshops[t.seat]):
        out.append(game.ids.mode["plant"])
    return out


def mode(game: Woodcraft, d: WData, t: ProduceMode, a: actions.Mode) -> None:
    """L768-L772: A) up to 2 different helpers produce; B) 1 produces and 1 tree is
    planted (2 trees in 2 pots once the brown pot is built)."""
    if a.mode == "produce":
        d.tasks.append(Produce(seat=t.seat, left=2, done=0, plant=0))
    else:
        trees = 2 if d.workshops[t.seat].pots_built >= 3 else 1
        d.tasks.append(Produce(seat=t.seat, left=1, done=0, plant=trees))


def produce_options(game: Woodcraft, d: WData, t: Produce) -> list[int]:
    w = d.workshops[t.seat]
    ids = game.ids.produce
    out = [ids[h] for r, h in enumerate(w.rooms) if h and not t.done >> r & 1]
    return out + [game.ids.done]


def produce(game: Woodcraft, d: WData, t: Produce, a: actions.Produce | actions.Done) -> None:
    if isinstance(a, actions.Produce):
        helper = a.helper
        room = d.workshops[t.seat].rooms.index(helper)
        if t.left > 1:
            done = t.done | 1 << room
            d.tasks.append(Produce(seat=t.seat, left=t.left - 1, done=done, plant=t.plant))
        elif t.plant:
            d.tasks.append(Plant(seat=t.seat, left=t.plant))
        d.tasks.append(Produced(seat=t.seat, helper=helper))
    elif t.plant:
        d.tasks.append(Plant(seat=t.seat, left=t.plant))


def produced(game: Woodcraft, d: WData, t: Produced) -> None:
    """L656-L659, L687-L690: the helper's production (its ``phase produce`` ability)."""
    triggers = phase_triggers(game, d, t.seat, "produce", cards=(t.helper,))
    if triggers is not None:
        d.tasks.append(triggers)


def plant_step_options(game: Woodcraft, d: WData, t: Plant) -> list[int]:
    return plant_options(game, d.workshops[t.seat]) + [game.ids.done]


def plant(game: Woodcraft, d: WData, t: Plant, a: actions.Plant | actions.Done) -> None:
    """L820-L835: a die of the empty pot's colour showing 1 or 2 is planted; a higher die
    may be split into 2 dice of its colour first (no saw tile needed)."""
    if not isinstance(a, actions.Plant):
        return
    w = own(d, t.seat)
    k, part = actions.die(a.colour, a.value), a.part
    w.dice = plus(w.dice, k, -1)
    if part < value_of(k):
        w.dice = plus(w.dice, kind(color_of(k), value_of(k) - part), 1)
    w.pots = put(w.pots, color_of(k), part)
    if t.left > 1 and plant_options(game, w):
        d.tasks.append(Plant(seat=t.seat, left=t.left - 1))
