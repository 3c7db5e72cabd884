"""The observation tensor of Nusfjord: which part of ``observation(p)`` lies where. Seats are
rotated so the viewer's own harbor comes first (``boardrules.tensors.Seats``), and a list
indexed by seat colour (``shares``, ``new_shares``, ``placed``) is rotated the same way; the
layout is the same for 1 to 5 players (absent seats are zeros). An elder lies in a stack, a
harbor or the forgotten pile as a count; one face down in a stack, or beneath the promo
pile's top, counts as ``"?"``. A harbor's ``elders`` part is a one-hot of the fish on each
elder it holds (all zeros: not its elder). Another seat's C hand is its size alone.
docs/research.md lists the layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.tensors import Bag, Each, Num, OneHot, Rec, Seat, Seats, Vec

from .places import OnElder, OnImitation, OnSpace
from .state import GOODS, SHIPS, SPACES

if TYPE_CHECKING:
    from .game import Nusfjord

PHASES = ("fishing", "work", "homecoming", "over")
TRACK = 7  # ships on one fishing track (L551: it must fit)


def schema(game: Nusfjord) -> Rec:
    elders = tuple(sorted(game.elder_cards))
    by_letter = {
        letter: tuple(sorted(c for c, b in game.buildings.items() if b.prop("letter") == letter))
        for letter in ("A", "B", "C")
    }
    buildings = tuple(sorted(game.buildings))
    most_slots = max(game.slots.values(), default=1)
    imitation = max(len(spaces) for spaces in game.params["imitation"].values())
    # a worker stands on an action space, an imitation space (L605-L620) or an own elder
    places = tuple(
        str(where)
        for where in (
            *(OnSpace(s) for s in SPACES),
            *(OnImitation(k) for k in range(imitation)),
            *(OnElder(e) for e in elders),
        )
    )
    goods = Rec({g: Num(10) for g in GOODS})
    harbor = Rec(
        {
            "wood": Num(10),
            "fish": Num(20),
            "gold": Num(10),
            "reserves": goods,
            "unrealized": Num(5),
            "shares": Seats(Num(5)),
            "forests": Vec(5, 2),
            "spaces": Each(len(game.harbor.doubles) * 2 + 1, OneHot(buildings)),
            # buildings beside the building spaces (the Pfahlhaus of the card set named, L856;
            # the part is left out where the data has none)
            **({"beside": Bag(tuple(sorted(game.off_space)))} if game.off_space else {}),
            "track": Each(TRACK, OneHot(SHIPS)),
            "guests": Num(5),
            "boarded": Bag(tuple(range(TRACK))),
            "catch": Num(10),
            "elders": Rec({e: OneHot(tuple(range(most_slots + 1))) for e in elders}),
            "hand": Bag(by_letter["C"]),
        }
    )
    return Rec(
        {
            "round": Num(7),
            "phase": OneHot(PHASES),
            "start_player": Seat(),
            "banquet_table": Each(len(game.banquet.plates), Rec({"cost": Num(5), "fish": Num()})),
            "new_shares": Seats(Num(5)),
            "ships": Rec({k: Num(7) for k in SHIPS}),
            "rafts": Num(4),
            "elder_stacks": Each(6, Bag((*elders, "?"))),
            "forgotten": Bag((*elders, "?")),
            "display": Rec({letter: Bag(ids) for letter, ids in by_letter.items()}),
            "piles": Rec({letter: Num(len(ids) or 1) for letter, ids in by_letter.items()}),
            "placed": Seats(Bag(places)),
            "harbors": Seats(harbor),
        }
    )
