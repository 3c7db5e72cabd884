"""The observation tensor of Kleine Völker großer Garten: which part of ``observation(p)`` lies
where. The 49 spaces come in space order (territory 1..7, centre then ring); seats are rotated
so the viewer's own people comes first (``boardrules.tensors.Seats``), and ``owner`` is a seat
relative to the viewer. docs/research.md lists the layout.

``schema`` is the table's parts as ``view.observation`` shows them; ``TableWriter`` writes the
same floats straight from the data (``boardrules.tensors.FromData``): the garden and the
peoples are public, but another seat's secret projects, kept or dealt, are their counts
(L207-L210, L237-L241) until the final scoring (L613-L614). Each space's territory and index
never change: they are one block copied at once. tests/tensors/test_arrays.py compares the
writer with the observation's encoding.
"""

from __future__ import annotations

from array import array
from typing import Any

from boardrules.loop import current_player
from boardrules.tensors import Bag, Each, Encoder, FromData, Num, OneHot, Rec, Seat, Seats, Vec
from boardrules.writers import Buffer, bag

from .state import LANDS, UNSET, KVData, index_of, territory_of

SPACE = 13  # floats a space: territory, index, 4 for its land, cost, 4 for its owner, ...


def schema(game: Any) -> FromData:
    """The table's parts, written from the data by a ``TableWriter``."""
    table = observed(game)
    return FromData(table, TableWriter(game, table))


def observed(game: Any) -> Rec:
    """The table's parts as the observation shows them."""
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


class TableWriter:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf, at)``."""

    def __init__(self, game: Any, table: Rec) -> None:
        self.max_players = game.max_players
        self.at = {k: v.start for k, v in Encoder(table, game.max_players).layout.items()}
        people = table.parts["peoples"].part
        self.people_width = Encoder(people, 1).size
        self.people = {k: v.start for k, v in Encoder(people, 1).layout.items()}
        space = table.parts["spaces"].part
        self.space = {k: v.start for k, v in Encoder(space, game.max_players).layout.items()}
        self.space_width = Encoder(space, game.max_players).size
        publics = sorted(c.id for c in game.catalog.of_kind("public_project"))
        secrets = sorted(c.id for c in game.catalog.of_kind("secret_project"))
        self.publics = {c: i for i, c in enumerate(publics)}
        self.secrets = {c: i for i, c in enumerate(secrets)}
        # what never changes: each space's territory and index (the rest of the block is 0)
        block = [0.0] * (49 * self.space_width)
        for s in range(49):
            block[s * self.space_width + self.space["territory"]] = territory_of(s) / 7.0
            block[s * self.space_width + self.space["index"]] = index_of(s) / 6.0
        self.block = block
        self.view = memoryview(array("f", block))

    def __call__(self, game: Any, d: KVData, viewer: int, buf: Buffer, at: int) -> None:
        where, players = self.at, d.players
        if d.round:
            buf[at + where["round"]] = d.round / 30.0
        if 0 <= d.crane < 8:
            buf[at + where["crane"] + d.crane] = 1.0
        for name, row, scale in (("positions", d.positions, 7.0), ("rotations", d.rotations, 5.0)):
            for i, v in enumerate(row[:7]):
                if v:
                    buf[at + where[f"layout/{name}"] + i] = v / scale
        self.write_spaces(d, viewer, buf, at + where["spaces"])
        for land, n in zip(LANDS, d.land_tiles, strict=False):
            if n:
                buf[at + where[f"land_tiles/{land}"]] = n / 10.0
        if d.roofs:
            buf[at + where["roofs"]] = d.roofs / 19.0
        bag(buf, at + where["display"], self.publics, d.display, len(self.publics))
        if d.deck:
            buf[at + where["deck_size"]] = len(d.deck) / 21.0
        order = at + where["turn_order"]
        for j, seat in enumerate(d.order[:4]):
            if 0 <= seat < players:
                buf[order + j * self.max_players + (seat - viewer) % players] = 1.0
        if d.end_triggered:
            buf[at + where["end_triggered"]] = 1.0
        to_move = current_player(d)
        if 0 <= to_move < players:
            buf[at + where["to_move"] + (to_move - viewer) % players] = 1.0
        over = not d.tasks
        start, width, p = at + where["peoples"], self.people_width, self.people
        publics, secrets = self.publics, self.secrets
        for j in range(min(players, self.max_players)):
            i = (viewer + j) % players
            q, o = d.peoples[i], start + j * width
            for name, value, scale in (
                ("inhabitants", q.inhabitants, 40.0),
                ("floors", q.supply, 20.0),
                ("ploys", q.ploys, 3.0),
                ("vp", q.vp, 50.0),
            ):
                if value:
                    buf[o + p[name]] = value / scale
            bag(buf, o + p["claimed"], publics, q.claimed, len(publics))
            for name, cards, shown in (
                ("secret", q.secret, i == viewer or over),
                ("dealt", q.dealt, i == viewer),
            ):
                if shown:
                    bag(buf, o + p[name], secrets, cards, len(secrets))
                elif cards:  # hidden: their count
                    buf[o + p[name] + len(secrets)] = float(len(cards))

    def write_spaces(self, d: KVData, viewer: int, buf: Buffer, at: int) -> None:
        width = self.space_width
        block: Any = buf  # a list takes the list, a memoryview the float32 copy
        block[at : at + 49 * width] = self.block if isinstance(buf, list) else self.view
        w = self.space
        land, cost, owner, floors, roof = w["land"], w["cost"], w["owner"], w["floors"], w["roof"]
        players = d.players
        for s in range(49):
            o = at + s * width
            kind = d.land[s]
            buf[o + land + (len(LANDS) if kind == UNSET else kind)] = 1.0
            if d.cost[s]:
                buf[o + cost] = d.cost[s] / 5.0
            who = d.owner[s]
            if 0 <= who < players:
                buf[o + owner + (who - viewer) % players] = 1.0
            if d.floors[s]:
                buf[o + floors] = d.floors[s] / 5.0
            if d.roofed[s]:
                buf[o + roof] = 1.0
