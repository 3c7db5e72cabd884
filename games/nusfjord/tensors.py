"""The observation tensor of Nusfjord: which part of ``observation(p)`` lies where. Seats are
rotated so the viewer's own harbor comes first (``boardrules.tensors.Seats``), and a list
indexed by seat colour (``shares``, ``new_shares``, ``placed``) is rotated the same way; the
layout is the same for 1 to 5 players (absent seats are zeros). An elder lies in a stack, a
harbor or the forgotten pile as a count; one face down in a stack, or beneath the promo
pile's top, counts as ``"?"``. A harbor's ``elders`` part is a one-hot of the fish on each
elder it holds (all zeros: not its elder). Another seat's C hand is its size alone.
docs/research.md lists the layout.

``schema`` is the table's parts as ``views.observation`` shows them; ``TableWriter`` writes the
same floats straight from the data (``boardrules.tensors.FromData``), hiding what the
observation hides: the face-down elders and those beneath the promo pile's top as ``"?"``
(L239, L880, L940) and another seat's C hand as its size (L400). The banquet plates' costs
never change: they are written once into a block copied at once. tests/tensors/test_arrays.py
compares the writer with the observation's encoding.
"""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from boardrules.tensors import Bag, Each, Encoder, FromData, Num, OneHot, Rec, Seat, Seats, Vec
from boardrules.writers import Buffer, bag

from .places import OnElder, OnImitation, OnSpace
from .state import GOODS, SHIPS, SPACES, NData

if TYPE_CHECKING:
    from .game import Nusfjord

PHASES = ("fishing", "work", "homecoming", "over")
TRACK = 7  # ships on one fishing track (L551: it must fit)


def schema(game: Nusfjord) -> FromData:
    """The table's parts, written from the data by a ``TableWriter``."""
    table = observed(game)
    return FromData(table, TableWriter(game, table))


def observed(game: Nusfjord) -> Rec:
    """The table's parts as the observation shows them."""
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


def _index(part: Any) -> dict[Any, int]:
    return {v: i for i, v in enumerate(part.values)}


class TableWriter:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf, at)``."""

    def __init__(self, game: Nusfjord, table: Rec) -> None:
        parts = table.parts
        self.max_players = game.max_players
        self.at = {k: v.start for k, v in Encoder(table, game.max_players).layout.items()}
        harbor = parts["harbors"].part
        self.harbor_width = Encoder(harbor, game.max_players).size
        self.harbor = {k: v.start for k, v in Encoder(harbor, game.max_players).layout.items()}
        self.stack = _index(parts["elder_stacks"].part)
        self.display = {k: _index(b) for k, b in parts["display"].parts.items()}
        self.places = _index(parts["placed"].part)
        self.spaces = _index(harbor.parts["spaces"].part)
        self.space_count = harbor.parts["spaces"].n
        self.ships = _index(harbor.parts["track"].part)
        self.hand = _index(harbor.parts["hand"])
        self.beside = _index(harbor.parts["beside"]) if "beside" in harbor.parts else None
        self.elders = {e: self.harbor[f"elders/{e}"] for e in harbor.parts["elders"].parts}
        self.slots = len(next(iter(harbor.parts["elders"].parts.values())).values)
        self.piles = {k: float(n.scale) for k, n in parts["piles"].parts.items()}
        # what never changes: each banquet plate's cost (its fish is written each time)
        plates = game.banquet.plates
        block = [0.0] * (len(plates) * 2)
        for k, cost in enumerate(plates):
            block[2 * k] = cost / 5.0
        self.block, self.view = block, memoryview(array("f", block))

    def __call__(self, game: Any, d: NData, viewer: int, buf: Buffer, at: int = 0) -> None:
        where, players = self.at, d.players
        if d.round:
            buf[at + where["round"]] = d.round / 7.0
        if d.phase in PHASES:
            buf[at + where["phase"] + PHASES.index(d.phase)] = 1.0
        if 0 <= d.first < players:
            buf[at + where["start_player"] + (d.first - viewer) % players] = 1.0
        plates = at + where["banquet_table"]
        block: Any = buf  # a list takes the list, a memoryview the float32 copy
        block[plates : plates + len(self.block)] = (
            self.block if isinstance(buf, list) else self.view
        )
        for k, full in enumerate(d.plates):
            if full:
                buf[plates + 2 * k + 1] = 1.0
        seats(buf, at + where["new_shares"], d.new_shares, viewer, 5.0)
        for name, n in zip(SHIPS, d.ships, strict=False):
            if n:
                buf[at + where[f"ships/{name}"]] = n / 7.0
        if d.rafts:
            buf[at + where["rafts"]] = d.rafts / 4.0
        hidden, index = set(d.face_down), self.stack
        stacks, width = at + where["elder_stacks"], len(index) + 1
        for j, stack in enumerate(d.stacks[:6]):
            bag(
                buf,
                stacks + j * width,
                index,
                [e if e not in hidden else "?" for e in stack],
                width - 1,
            )
        promo = d.forgotten  # L940: its top is seen, not the order beneath
        bag(buf, at + where["forgotten"], index, ["?"] * (len(promo) - 1) + promo[-1:], width - 1)
        for letter, cards in (("A", d.display_a), ("B", d.display_b), ("C", d.display_c)):
            ids = self.display[letter]
            bag(buf, at + where[f"display/{letter}"], ids, cards, len(ids))
        for letter, pile in (("A", d.pile_a), ("B", d.pile_b), ("C", d.pile_c)):
            if pile:
                buf[at + where[f"piles/{letter}"]] = len(pile) / self.piles[letter]
        placed, places = at + where["placed"], self.places
        k = len(d.placed[: self.max_players])
        for j in range(k):
            workers = [str(w) for w in d.placed[(viewer + j) % k]]
            bag(buf, placed + j * (len(places) + 1), places, workers, len(places))
        harbors, hw = at + where["harbors"], self.harbor_width
        k = len(d.harbors[: self.max_players])
        for j in range(k):
            q = (viewer + j) % k
            self.write_harbor(game, d, q, q == viewer, viewer, buf, harbors + j * hw)

    def write_harbor(
        self, game: Any, d: NData, q: int, own: bool, viewer: int, buf: Buffer, at: int
    ) -> None:
        h, w = d.harbors[q], self.harbor
        for name, value, scale in (
            ("wood", h.wood, 10.0),
            ("fish", h.fish, 20.0),
            ("gold", h.gold, 10.0),
            ("unrealized", h.unrealized, 5.0),
            ("guests", h.guests, 5.0),
            ("catch", game.fleet.catch_size(h), 10.0),
        ):
            if value:
                buf[at + w[name]] = value / scale
        for good, n in zip(GOODS, h.reserves, strict=False):
            if n:
                buf[at + w[f"reserves/{good}"]] = n / 10.0
        seats(buf, at + w["shares"], h.shares, viewer, 5.0)
        for i, n in enumerate(h.forests[:5]):
            if n:
                buf[at + w["forests"] + i] = n / 2.0
        spaces, ids = at + w["spaces"], self.spaces
        for i, card in enumerate(h.spaces[: self.space_count]):
            slot = ids.get(card)
            if slot is not None:
                buf[spaces + i * len(ids) + slot] = 1.0
        if self.beside is not None:
            bag(buf, at + w["beside"], self.beside, h.beside, len(self.beside))
        track, ships = at + w["track"], self.ships
        for i, ship in enumerate(h.track[:TRACK]):
            slot = ships.get(ship)
            if slot is not None:
                buf[track + i * len(ships) + slot] = 1.0
        bag(buf, at + w["boarded"], BOARDED, h.boarded, TRACK)
        for elder, fish in dict(zip(h.elders, h.elder_fish, strict=True)).items():
            offset = self.elders.get(elder)
            if offset is not None and 0 <= fish < self.slots:
                buf[at + offset + fish] = 1.0
        hand = at + w["hand"]
        if own:
            bag(buf, hand, self.hand, h.hand, len(self.hand))
        elif h.hand:  # another seat's C hand: its size (L400)
            buf[hand + len(self.hand)] = float(len(h.hand))


BOARDED = {i: i for i in range(TRACK)}


def seats(buf: Buffer, at: int, values: list[int], viewer: int, scale: float) -> None:
    """A ``Seats(Num(scale))`` of a list per seat colour, the viewer's first."""
    k = len(values)
    for j in range(k):
        value = values[(viewer + j) % k]
        if value:
            buf[at + j] = value / scale
