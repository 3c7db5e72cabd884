"""The observation tensor of Kleine Völker großer Garten: which part of ``observation(p)`` lies
where. The 49 spaces come in space order (territory 1..7, centre then ring); seats are rotated
so the viewer's own people comes first (``boardrules.tensors.Seats``), and ``owner`` is a seat
relative to the viewer. docs/research.md lists the layout.
"""

from __future__ import annotations

from typing import Any

from boardrules.tensors import Bag, Each, Num, OneHot, Rec, Seat, Seats, Vec

from .state import LANDS


def schema(game: Any) -> Rec:
    publics = tuple(sorted(c.id for c in game.catalog.of_kind("public_project")))
    secrets = tuple(sorted(c.id for c in game.catalog.of_kind("secret_project")))
    space = Rec(
        {
            "territory": Num(7),
            "index": Num(6),
            "land": OneHot((*LANDS, "bramble")),
            "cost": Num(5),
            "owner": Seat(),
            "floors": Num(5),
            "roof": Num(),
        }
    )
    return Rec(
        {
            "round": Num(30),
            "crane": OneHot(tuple(range(8))),
            "layout": Rec({"positions": Vec(7, 7), "rotations": Vec(7, 5)}),
            "spaces": Each(49, space),
            "land_tiles": Rec({land: Num(10) for land in LANDS}),
            "roofs": Num(19),
            "display": Bag(publics),
            "deck_size": Num(21),
            "turn_order": Each(4, Seat()),
            "end_triggered": Num(),
            "to_move": Seat(),
            "peoples": Seats(
                Rec(
                    {
                        "inhabitants": Num(40),
                        "floors": Num(20),
                        "ploys": Num(3),
                        "vp": Num(50),
                        "claimed": Bag(publics),
                        "secret": Bag(secrets),
                        "dealt": Bag(secrets),
                    }
                )
            ),
        }
    )
