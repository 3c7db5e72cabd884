"""The observation tensor of Hallertau: which part of ``observation(p)`` lies where.

Seats are rotated so the viewer's own village comes first (``boardrules.tensors.Seats``); the
layout is the same for 1 to 4 players (absent seats are zeros). Another seat's hand is only
its size. docs/research.md lists the layout.
"""

from __future__ import annotations

from typing import Any

from boardrules.tensors import Bag, Each, Num, OneHot, Rec, Seat, Seats, Vec

from .state import GOODS, PHASES


def schema(game: Any) -> Rec:
    cards = tuple(sorted(game.catalog.cards))
    sample = game.observation(game.new_game(game.max_players, seed=0).data, 0)
    village = sample["villages"][0]
    planted = ("empty", *GOODS, *(g + "2" for g in GOODS))
    return Rec(
        {
            "round": Num(6),
            "phase": OneHot(PHASES),
            "start_player": Seat(),
            "to_move": Seat(),
            "action_board": Rec({space: Vec(3, 4) for space in sample["action_board"]}),
            "quarter_cards_left": Num(6),
            "decks": Rec({deck: Num(100) for deck in sample["decks"]}),
            "villages": Seats(
                Rec(
                    {
                        "goods": Rec({g: Num(10) for g in village["goods"]}),
                        "fields": Each(8, Rec({"row": Num(5), "planted": OneHot(planted)})),
                        "sheep": Rec({place: Num(5) for place in village["sheep"]}),
                        "court_cards_on_stable_board": Num(6),
                        "workers": Num(5),
                        "tools": Num(12),
                        "tools_used": Num(12),
                        "jewelry": Num(10),
                        "crafts": Rec({c: Num(7) for c in village["crafts"]}),
                        "boulders": Rec({c: Vec(2, 7) for c in village["boulders"]}),
                        "community_center": Num(10),
                        "window": Num(10),
                        "hand": Bag(cards),
                        "played": Bag(cards),
                    }
                )
            ),
        }
    )
