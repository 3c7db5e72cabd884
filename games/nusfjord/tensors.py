"""The observation tensor of Nusfjord: which part of ``observation(p)`` lies where. Seats are
rotated so the viewer's own harbor comes first (``boardrules.tensors.Seats``), and a list
indexed by seat colour (``shares``, ``new_shares``, ``placed``) is rotated the same way; the
layout is the same for 1 to 5 players (absent seats are zeros). An elder lies in a stack, a
harbor or the forgotten pile as a count; one face down in a stack, or beneath the promo
pile's top, counts as ``"?"``. A harbor's ``elders`` part is a one-hot of the fish on each
elder it holds (all zeros: not its elder). Another seat's C hand is its size alone.
docs/research.md lists the layout.

``schema`` is the table's parts as ``views.observation`` shows them; ``table_writer`` writes the
same floats straight from the data (``boardrules.tensors.FromData``), hiding what the
observation hides: the face-down elders and those beneath the promo pile's top as ``"?"``
(L239, L880, L940) and another seat's C hand as its size (L400). The banquet plates' costs
never change: they are written once into a block copied at once. tests/tensors/test_arrays.py
compares the writer with the observation's encoding.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
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
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(table, table_writer(game, table))


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


TableWrite = Callable[[Any, NData, int, Buffer], None]


def table_writer(game: Nusfjord, table: Rec) -> TableWrite:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf)``, every
    offset worked out here once."""
    parts = table.parts
    most = game.max_players
    at = {k: v.start for k, v in Encoder(table, most).layout.items()}
    harbor = parts["harbors"].part
    hw = Encoder(harbor, most).size
    w = {k: v.start for k, v in Encoder(harbor, most).layout.items()}
    stack = _index(parts["elder_stacks"].part)
    n_stack = len(stack)
    hidden_slot = stack["?"]
    display = [
        (at[f"display/{letter}"], _index(b), len(b.values))
        for letter, b in parts["display"].parts.items()
    ]
    piles = [(at[f"piles/{letter}"], float(n.scale)) for letter, n in parts["piles"].parts.items()]
    places = _index(parts["placed"].part)
    n_places = len(places)
    place_slot: dict[Any, int] = {}  # a worker's place (a typed record) to its slot
    spaces = _index(harbor.parts["spaces"].part)
    n_spaces, space_count = len(spaces), harbor.parts["spaces"].n
    ships = _index(harbor.parts["track"].part)
    n_ships = len(ships)
    hand_ids = _index(harbor.parts["hand"])
    n_hand = len(hand_ids)
    beside = _index(harbor.parts["beside"]) if "beside" in harbor.parts else None
    elders = {e: w[f"elders/{e}"] for e in harbor.parts["elders"].parts}
    slots = len(next(iter(harbor.parts["elders"].parts.values())).values)
    # what never changes: each banquet plate's cost (its fish is written each time)
    plates = game.banquet.plates
    block = [0.0] * (len(plates) * 2)
    for k, cost in enumerate(plates):
        block[2 * k] = cost / 5.0
    cost_list, cost_view = block, memoryview(array("f", block))
    round_at, phase_at, start_at, plates_at, new_shares_at, rafts_at = (
        at[k] for k in ("round", "phase", "start_player", "banquet_table", "new_shares", "rafts")
    )
    ships_at = [at[f"ships/{name}"] for name in SHIPS]
    stacks_at, forgotten_at, placed_at, harbors_at = (
        at[k] for k in ("elder_stacks", "forgotten", "placed", "harbors")
    )
    numbers = [w[k] for k in ("wood", "fish", "gold", "unrealized", "guests", "catch")]
    wood, fish, gold, unrealized, guests, catch = numbers
    reserves_at = [w[f"reserves/{good}"] for good in GOODS]
    shares_at, forests_at, spaces_at, track_at, boarded_at, hand_at = (
        w[k] for k in ("shares", "forests", "spaces", "track", "boarded", "hand")
    )
    beside_at = w.get("beside", 0)
    catch_size = game.fleet.catch_size
    phases = {phase: i for i, phase in enumerate(PHASES)}

    def write(game: Any, d: NData, viewer: int, buf: Buffer) -> None:
        players = d.players
        if d.round:
            buf[round_at] = d.round / 7.0
        i = phases.get(d.phase)
        if i is not None:
            buf[phase_at + i] = 1.0
        if 0 <= d.first < players:
            buf[start_at + (d.first - viewer) % players] = 1.0
        copy: Any = buf  # a list takes the list, a memoryview the float32 copy
        copy[plates_at : plates_at + len(cost_list)] = (
            cost_list if isinstance(buf, list) else cost_view
        )
        o = plates_at + 1
        for full in d.plates:
            if full:
                buf[o] = 1.0
            o += 2
        seats(buf, new_shares_at, d.new_shares, viewer, 5.0)
        for o, n in zip(ships_at, d.ships, strict=False):
            if n:
                buf[o] = n / 7.0
        if d.rafts:
            buf[rafts_at] = d.rafts / 4.0
        hidden = d.face_down
        o = stacks_at
        for elders_in in d.stacks[:6]:
            if elders_in:
                for e in elders_in:
                    buf[o + (hidden_slot if e in hidden else stack[e])] += 1.0
                buf[o + n_stack] = float(len(elders_in))
            o += n_stack + 1
        promo = d.forgotten  # L940: its top is seen, not the order beneath
        if promo:
            if len(promo) > 1:
                buf[forgotten_at + hidden_slot] += len(promo) - 1.0
            buf[forgotten_at + stack[promo[-1]]] += 1.0
            buf[forgotten_at + n_stack] = float(len(promo))
        for (o, ids, n), cards in zip(
            display, (d.display_a, d.display_b, d.display_c), strict=False
        ):
            if cards:
                bag(buf, o, ids, cards, n)
        for (o, scale), pile in zip(piles, (d.pile_a, d.pile_b, d.pile_c), strict=False):
            if pile:
                buf[o] = len(pile) / scale
        placed = d.placed
        k = len(placed[:most])
        o = placed_at
        for j in range(k):
            workers = placed[(viewer + j) % k]
            if workers:
                for place in workers:
                    slot = place_slot.get(place)
                    if slot is None:
                        slot = place_slot[place] = places[str(place)]
                    buf[o + slot] += 1.0
                buf[o + n_places] = float(len(workers))
            o += n_places + 1
        harbors = d.harbors
        k = len(harbors[:most])
        o = harbors_at
        for j in range(k):
            q = (viewer + j) % k
            h = harbors[q]
            if h.wood:
                buf[o + wood] = h.wood / 10.0
            if h.fish:
                buf[o + fish] = h.fish / 20.0
            if h.gold:
                buf[o + gold] = h.gold / 10.0
            if h.unrealized:
                buf[o + unrealized] = h.unrealized / 5.0
            if h.guests:
                buf[o + guests] = h.guests / 5.0
            n = catch_size(h)
            if n:
                buf[o + catch] = n / 10.0
            for r, n in zip(reserves_at, h.reserves, strict=False):
                if n:
                    buf[o + r] = n / 10.0
            seats(buf, o + shares_at, h.shares, viewer, 5.0)
            r = o + forests_at
            for n in h.forests[:5]:
                if n:
                    buf[r] = n / 2.0
                r += 1
            r = o + spaces_at
            for card in h.spaces[:space_count]:
                slot = spaces.get(card)
                if slot is not None:
                    buf[r + slot] = 1.0
                r += n_spaces
            if beside is not None and h.beside:
                bag(buf, o + beside_at, beside, h.beside, len(beside))
            r = o + track_at
            for ship in h.track[:TRACK]:
                slot = ships.get(ship)
                if slot is not None:
                    buf[r + slot] = 1.0
                r += n_ships
            if h.boarded:
                bag(buf, o + boarded_at, BOARDED, h.boarded, TRACK)
            if h.elders:
                for elder, n in dict(zip(h.elders, h.elder_fish, strict=True)).items():
                    r = elders.get(elder)
                    if r is not None and 0 <= n < slots:
                        buf[o + r + n] = 1.0
            if h.hand:
                if q == viewer:
                    bag(buf, o + hand_at, hand_ids, h.hand, n_hand)
                else:  # another seat's C hand: its size (L400)
                    buf[o + hand_at + n_hand] = float(len(h.hand))
            o += hw

    return write


BOARDED = {i: i for i in range(TRACK)}


def seats(buf: Buffer, at: int, values: Sequence[int], viewer: int, scale: float) -> None:
    """A ``Seats(Num(scale))`` of a list per seat colour, the viewer's first."""
    k = len(values)
    for j in range(k):
        value = values[(viewer + j) % k]
        if value:
            buf[at + j] = value / scale
