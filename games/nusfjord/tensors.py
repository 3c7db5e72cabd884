"""The observation tensor of Nusfjord: which part of ``observation(p)`` lies where. Seats are
rotated so the viewer's own harbor comes first (``boardrules.tensors.Seats``), and a list
indexed by seat colour (``shares``, ``new_shares``, ``placed``) is rotated the same way; the
layout is the same for 1 to 5 players (absent seats are zeros). An elder lies in a stack, a
harbor or the forgotten pile as a count; one face down in a stack, or beneath the promo
pile's top, counts as ``"?"``. A harbor's ``elder_fish`` part is a one-hot of the fish on each
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
from functools import partial
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from boardrules.tensors import (
    Bag,
    Each,
    Encoder,
    FromData,
    Num,
    OneHot,
    Read,
    Rec,
    Seat,
    Seats,
    Vec,
)
from boardrules.writers import (
    FLOAT32,
    FLOATS,
    NOT_SEEN,
    Buffer,
    ByKind,
    Table,
    as_bytes,
    bag,
    blank,
    fields_of,
    kept,
)

from .places import OnElder, OnImitation, OnSpace, WorkerPlace
from .position import worker_doc
from .state import GOODS, SHIPS, SPACES, NData

if TYPE_CHECKING:
    from .game import Nusfjord

PHASES = ("fishing", "work", "homecoming", "over")
TRACK = 7  # ships on one fishing track (L551: it must fit)
SHARES_KEPT = 4096  # shares by colour and viewer kept by a table writer (``table_writer``)


def schema(game: Nusfjord) -> FromData:
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(table, ByKind(lambda kind: table_writer(game, table, kind), fills=True))


COLUMNS = ["left", "middle", "right"]


def slot_word(where: WorkerPlace) -> str:
    """A worker's place as the observation writes it, an imitation space by the slot of its
    column ("imitation left" for the one space of any column)."""
    return str(worker_doc(COLUMNS, where))


def slots_of(placed: Any) -> list[list[str]]:
    """The workers' places by their slots: the one imitation space of any column (4 players,
    L615-L619) is the first, as "imitation left"."""
    return [["imitation left" if w == "imitation" else w for w in c] for c in placed or ()]


def plates_of(costs: tuple[int, ...], fish: Any) -> list[dict[str, Any]]:
    """The banquet plates with the fish each demands (the game's table) and whether a fish
    lies on it."""
    return [{"cost": c, "fish": f} for c, f in zip(costs, fish or (), strict=False)]


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
        slot_word(where)
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
            "elder_fish": Rec({e: OneHot(tuple(range(most_slots + 1))) for e in elders}),
            "hand": Bag(by_letter["C"]),
        }
    )
    return Rec(
        {
            "round": Num(7),
            "phase": OneHot(PHASES),
            "start_player": Seat(),
            "banquet_table": Read(
                partial(plates_of, tuple(game.banquet.plates)),
                Each(len(game.banquet.plates), Rec({"cost": Num(5), "fish": Num()})),
            ),
            "new_shares": Seats(Num(5)),
            "ships": Rec({k: Num(7) for k in SHIPS}),
            "rafts": Num(4),
            "elder_stacks": Each(6, Bag((*elders, "?"))),
            "forgotten": Bag((*elders, "?")),
            "display": Rec({letter: Bag(ids) for letter, ids in by_letter.items()}),
            "piles": Rec({letter: Num(len(ids) or 1) for letter, ids in by_letter.items()}),
            "placed": Read(slots_of, Seats(Bag(places))),
            "harbors": Seats(harbor),
        }
    )


def _index(part: Any) -> dict[Any, int]:
    return {v: i for i, v in enumerate(part.values)}


TableWrite = Callable[[Any, NData, int, Buffer], None]


def table_writer(game: Nusfjord, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data into a buffer of the kind ``kind``
    (``boardrules.writers``): ``write(game, d, viewer, buf)``, every offset worked out here
    once. The banquet table to the rafts is a block kept by its values (``writers.Table``);
    what is by seat colour (shares, workers) is written apart, as the viewer sees it. What
    was written the last time is kept with the values it was written from: the supply, each
    colour's workers, the offer (the elders and buildings on offer), and each harbor's floats
    per slot (its seat, whether the viewer owns it) with the harbor record they were written
    from and the viewer whose shares they hold. Those floats are copied at once: a harbor is
    copied on write (``state.own``), never changed in place, so the same record seen by the
    same viewer is the whole harbor; where the record or the values differ (a number, or a
    tuple the rules replaced: the table's rows are tuples), only the parts that differ are
    written again over them (``harbor_parts``, ``offer_parts``: mostly one or two). The seats
    in each viewer's order are worked out once per count of seats."""
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
    places = _index(parts["placed"].part.part)
    n_places = len(places)
    place_slot: dict[Any, int] = {}  # a worker's place (a typed record) to its slot
    spaces = _index(harbor.parts["spaces"].part)
    n_spaces, space_count = len(spaces), harbor.parts["spaces"].n
    ships = _index(harbor.parts["track"].part)
    n_ships = len(ships)
    hand_ids = _index(harbor.parts["hand"])
    n_hand = len(hand_ids)
    beside = _index(harbor.parts["beside"]) if "beside" in harbor.parts else None
    elders = {e: w[f"elder_fish/{e}"] for e in harbor.parts["elder_fish"].parts}
    slots = len(next(iter(harbor.parts["elder_fish"].parts.values())).values)
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
    phases = {phase: i for i, phase in enumerate(PHASES)}

    def write(game: Any, d: NData, viewer: int, buf: Buffer) -> None:
        players = d.players
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        if fill:  # every float written, zeros too (``ByKind(fills=True)``): the header's
            raw[0:head_size] = blank_head
        if d.round:
            buf[round_at] = d.round / 7.0
        i = phases.get(d.phase)
        if i is not None:
            buf[phase_at + i] = 1.0
        if 0 <= d.first < players:
            buf[start_at + (d.first - viewer) % players] = 1.0
        plates, ships, rafts, block = supply_last[0]  # the block of the last time
        if d.plates == plates and d.ships == ships and d.rafts == rafts:
            raw[plates_raw : plates_raw + supply_size] = block
        else:
            key: Any = (tuple(d.plates), tuple(d.ships), d.rafts)
            block = supply_get(key)
            if block is None:
                if fill:
                    raw[plates_raw : plates_raw + supply_size] = blank_supply
                block = supply.make(buf, plates_at, key)
            else:
                raw[plates_raw : plates_raw + supply_size] = block
            supply_last[0] = (*key, block)
        by_shares = shares_blocks[viewer]  # this viewer's blocks by the shares
        shares = d.new_shares  # by colour, the viewer's first
        if type(shares) is tuple:
            block = by_shares.get(shares) or shares_of(shares, viewer)
            raw[new_shares_raw : new_shares_raw + len(block)] = block
        else:  # over the zeros of the supply's block, which holds the new shares' floats
            seats(buf, new_shares_at, shares, viewer, 5.0)
        values = offer_values(d)  # the same objects mostly: the table's rows are tuples
        last, floats = offer_last[0]
        raw[stacks_raw : stacks_raw + offer_size] = floats
        if values != last:  # the parts that differ written again
            offer_parts(buf, raw, values, last)
            offer_last[0] = (values, keep(raw[stacks_raw : stacks_raw + offer_size]))
        placed = d.placed
        k = len(placed)
        if fill:  # the colours without workers, and those of no seat: zeros
            raw[placed_raw:harbors_raw] = blank_placed
        for colour, o, r in placed_order.get((k, viewer)) or order_of(k, viewer)[0]:
            workers = placed[colour]
            if workers:
                last = placed_last[colour]  # this colour's floats of the last time
                if workers == last[0]:
                    raw[r : r + placed_size] = last[1]
                else:
                    for place in workers:
                        slot = place_slot.get(place)
                        if slot is None:
                            slot = place_slot[place] = places[slot_word(place)]
                        buf[o + slot] += 1.0
                    buf[o + n_places] = float(len(workers))
                    placed_last[colour] = (workers, keep(raw[r : r + placed_size]))
        harbors = d.harbors
        k = len(harbors)
        for q, slot, own, o, r in harbor_order.get((k, viewer)) or order_of(k, viewer)[1]:
            # the floats this harbor slot (its seat, whether the viewer's own) had the last
            # time, the harbor record they were written from and the viewer whose shares they
            # hold: the same record (a harbor is copied on write, never changed in place)
            # seen by the same viewer is one copy; else the parts that differ from that
            # record's written again, and the shares as this viewer sees them
            h = harbors[q]
            last, floats, seen_by = harbors_last[slot]
            raw[r : r + harbor_size] = floats
            if h is last:
                if seen_by == viewer:
                    continue
                wrote = False
            else:
                wrote = harbor_parts(buf, raw, o, h, last, own)
            shares = h.shares  # by colour, the viewer's first
            if seen_by != viewer or shares != last.shares:
                wrote = True
                if type(shares) is tuple:
                    block = by_shares.get(shares) or shares_of(shares, viewer)
                    raw[r + shares_raw : r + shares_end] = block
                else:
                    raw[r + shares_raw : r + shares_end] = shares_blank
                    seats(buf, o + shares_at, shares, viewer, 5.0)
            if wrote:
                floats = keep(raw[r : r + harbor_size])
            harbors_last[slot] = (h, floats, viewer)
        if fill:  # the harbors of no seat: zeros, one harbor at a time
            r = harbors_raw + k * harbor_size
            while r < harbors_end:
                raw[r : r + harbor_size] = blank_harbor
                r += harbor_size

    def harbor_parts(buf: Buffer, raw: Any, o: int, h: Any, last: Any, own: bool) -> bool:
        """A harbor's parts (its shares apart) at ``o``, over the floats of the harbor record
        ``last``: each part whose values differ written again; whether one was (a rule may
        copy a harbor and change only what the table does not show: its workers, credit,
        Old Man)."""
        wrote = False
        h_wood, h_fish, h_gold = h.wood, h.fish, h.gold
        if h_wood != last.wood:
            wrote = True
            buf[o + wood] = h_wood / 10.0
        if h_fish != last.fish:
            wrote = True
            buf[o + fish] = h_fish / 20.0
        if h_gold != last.gold:
            wrote = True
            buf[o + gold] = h_gold / 10.0
        h_unrealized = h.unrealized
        if h_unrealized != last.unrealized:
            wrote = True
            buf[o + unrealized] = h_unrealized / 5.0
        reserves = h.reserves
        if reserves != last.reserves:
            wrote = True
            for r in reserves_at:
                buf[o + r] = 0.0
            for r, n in zip(reserves_at, reserves, strict=False):
                if n:
                    buf[o + r] = n / 10.0
        forests = h.forests
        if forests != last.forests:
            wrote = True
            r = o + forests_at
            raw[r * unit : (r + 5) * unit] = forests_blank
            for n in forests[:5]:
                if n:
                    buf[r] = n / 2.0
                r += 1
        h_spaces, h_beside = h.spaces, h.beside
        if h_spaces != last.spaces or h_beside != last.beside:
            wrote = True
            r = o + spaces_at
            raw[r * unit : r * unit + spaces_size] = spaces_blank
            spaces_block(buf, r, (h_spaces, h_beside))
        track, h_guests, boarded = h.track, h.guests, h.boarded
        if track != last.track or h_guests != last.guests or boarded != last.boarded:
            wrote = True
            r = o + track_at
            raw[r * unit : r * unit + fleet_size] = fleet_blank
            fleet_block(buf, r, (track, h_guests, boarded, catch_of(track)))
        h_elders, elder_fish = h.elders, h.elder_fish
        l_elders, l_elder_fish = last.elders, last.elder_fish
        if (
            h_elders == l_elders
            and elder_fish != l_elder_fish
            and len(set(h_elders)) == len(elder_fish) == len(l_elder_fish)
        ):  # the same elders (each once), their fish changed: those moved alone
            wrote = True
            for e, n, was in zip(h_elders, elder_fish, l_elder_fish, strict=True):
                if n != was:
                    r = elders.get(e)
                    if r is not None:
                        if 0 <= was < slots:
                            buf[o + r + was] = 0.0
                        if 0 <= n < slots:
                            buf[o + r + n] = 1.0
        elif h_elders != l_elders or elder_fish != l_elder_fish:
            wrote = True
            r = o + council_at
            raw[r * unit : r * unit + council_size] = council_blank
            if h_elders:
                council_block(buf, r, (h_elders, elder_fish))
        hand = h.hand
        if hand != last.hand:
            wrote = True
            r = o + hand_at
            raw[r * unit : r * unit + hand_size] = hand_blank
            if hand:
                if own:
                    bag(buf, r, hand_ids, hand, n_hand)
                else:  # another seat's C hand: its size (L400)
                    buf[r + n_hand] = float(len(hand))
        return wrote

    # shares by colour (a harbor's, the new ones: a tuple, as the rules make them) as a
    # viewer sees them, the viewer's first, as the raw floats of a buffer of the kind
    # ``kind``: kept per viewer by the shares (at most SHARES_KEPT in all, then forgotten)
    shares_blocks: list[dict[tuple[int, ...], Any]] = [{} for _ in range(most)]  # per viewer

    def shares_of(shares: tuple[int, ...], viewer: int) -> Any:
        floats = [0.0] * most
        seats(floats, 0, shares, viewer, 5.0)
        block = floats if kind == FLOATS else array("f", floats).tobytes()
        blocks = shares_blocks[viewer]
        if len(blocks) >= SHARES_KEPT // most:
            blocks.clear()
        blocks[shares] = block
        return block

    def offer_parts(buf: Buffer, raw: Any, values: tuple[Any, ...], last: tuple[Any, ...]) -> None:
        """The offer (the elder stacks to the piles) over the floats of the offer whose
        values were ``last``: each part whose values differ written again (``offer_values``:
        the stacks, the face-down elders, the forgotten, the displays, the piles)."""
        stacks, hidden, promo = values[:3]
        if stacks != last[0] or hidden != last[1]:
            raw[stacks_raw:forgotten_raw] = stacks_blank
            o = stacks_at
            for elders_in in stacks[:6]:
                if elders_in:
                    for e in elders_in:
                        buf[o + (hidden_slot if e in hidden else stack[e])] += 1.0
                    buf[o + n_stack] = float(len(elders_in))
                o += n_stack + 1
        if promo != last[2]:  # L940: its top is seen, not the order beneath
            raw[forgotten_raw : forgotten_raw + stack_size] = stack_blank
            if promo:
                if len(promo) > 1:
                    buf[forgotten_at + hidden_slot] += len(promo) - 1.0
                buf[forgotten_at + stack[promo[-1]]] += 1.0
                buf[forgotten_at + n_stack] = float(len(promo))
        for (o, ids, n), cards, was in zip(display, values[3:6], last[3:6], strict=False):
            if cards != was:
                raw[o * unit : (o + n + 1) * unit] = display_blank[: (n + 1) * unit]
                if cards:
                    bag(buf, o, ids, cards, n)
        for (o, scale), pile, was in zip(piles, values[6:], last[6:], strict=False):
            if pile != was:
                buf[o] = len(pile) / scale if pile else 0.0

    def supply_block(buf: Buffer, at: int, key: tuple[Any, ...]) -> None:
        """The banquet table, the ships and rafts in store (not the new shares between them,
        by seat colour from the viewer's), at ``plates_at``: from ``(plates, ships, rafts)``."""
        plates, ships, rafts = key
        copy: Any = buf  # a list takes the list, a memoryview the float32 copy
        copy[plates_at : plates_at + len(cost_list)] = (
            cost_list if isinstance(buf, list) else cost_view
        )
        o = plates_at + 1
        for full in plates:
            if full:
                buf[o] = 1.0
            o += 2
        for o, n in zip(ships_at, ships, strict=False):
            if n:
                buf[o] = n / 7.0
        if rafts:
            buf[rafts_at] = rafts / 4.0

    def spaces_block(buf: Buffer, r: int, key: tuple[tuple[str, ...], tuple[str, ...]]) -> None:
        """A harbor's buildings, on the spaces and beside them: from ``(spaces, beside)``."""
        o = r - spaces_at
        for card in key[0][:space_count]:
            slot = spaces.get(card)
            if slot is not None:
                buf[r + slot] = 1.0
            r += n_spaces
        if beside is not None and key[1]:
            bag(buf, o + beside_at, beside, key[1], len(beside))

    def fleet_block(buf: Buffer, r: int, key: tuple[Any, ...]) -> None:
        """A harbor's fishing track, guests, boarded ships and catch: from ``(track, guests,
        boarded, catch)``."""
        o = r - track_at
        track, h_guests, boarded, n = key
        for ship in track[:TRACK]:
            slot = ships.get(ship)
            if slot is not None:
                buf[r + slot] = 1.0
            r += n_ships
        if h_guests:
            buf[o + guests] = h_guests / 5.0
        if boarded:
            bag(buf, o + boarded_at, BOARDED, boarded, TRACK)
        if n:
            buf[o + catch] = n / 10.0

    def council_block(buf: Buffer, o: int, key: tuple[tuple[str, ...], tuple[int, ...]]) -> None:
        """A harbor's elders and the fish on each: from ``(elders, elder_fish)``."""
        o -= council_at
        for elder, n in dict(zip(key[0], key[1], strict=True)).items():
            r = elders.get(elder)
            if r is not None and 0 <= n < slots:
                buf[o + r + n] = 1.0

    # each block's floats, in the layout's order (the beside part, if any, with the spaces)
    council_at = min(elders.values(), default=hand_at)
    assert plates_at < new_shares_at < min(ships_at) and max(ships_at) < rafts_at < stacks_at
    assert stacks_at < forgotten_at < min(o for o, _, _ in display) < placed_at < harbors_at
    assert wood == 0 and max(fish, gold, unrealized, *reserves_at) < shares_at
    assert shares_at < forests_at < spaces_at < track_at
    assert track_at < guests < boarded_at < catch < council_at <= hand_at
    assert beside is None or spaces_at < beside_at < track_at
    supply = Table(stacks_at - plates_at, supply_block, kind)
    unit = supply.unit
    supply_get, supply_size, plates_raw = supply.get, supply.size, plates_at * unit
    offer_size, stacks_raw = (placed_at - stacks_at) * unit, stacks_at * unit
    forgotten_raw, stack_size = forgotten_at * unit, (n_stack + 1) * unit
    keep, zeros = kept(kind), blank(kind)
    # the float32 writer writes every float of the table, zeros too (``ByKind(fills=True)``:
    # the array is not zeroed first); into a list, zeros already
    fill = kind == FLOAT32
    assert (round_at, plates_at) == (0, start_at + most) and phase_at < start_at
    head_size = plates_at * unit
    blank_head, blank_supply = zeros(head_size), zeros(supply_size)
    placed_raw, harbors_raw = placed_at * unit, harbors_at * unit
    harbors_end = harbors_raw + most * hw * unit
    assert harbors_end == Encoder(table, most).size * unit  # the table's last float
    blank_placed, blank_harbor = zeros(harbors_raw - placed_raw), zeros(hw * unit)
    # a harbor's parts written again over the floats of the last time: their sizes in the
    # raw buffer, and zeros to copy over them first
    spaces_size = (track_at - spaces_at) * unit
    fleet_size = (council_at - track_at) * unit
    council_size = (hand_at - council_at) * unit
    hand_size = (n_hand + 1) * unit
    forests_blank = zeros(5 * unit)
    stacks_blank, stack_blank = zeros(forgotten_raw - stacks_raw), zeros(stack_size)
    display_blank = zeros((max(n for _, _, n in display) + 1) * unit)
    spaces_blank, fleet_blank = zeros(spaces_size), zeros(fleet_size)
    council_blank, hand_blank = zeros(council_size), zeros(hand_size)
    catch_of = game.fleet.catch_on
    # each block's key and floats the last time: once, and per colour
    supply_last: list[Any] = [(NOT_SEEN, NOT_SEEN, NOT_SEEN, None)]
    offer_last: list[Any] = [((NOT_SEEN,) * 9, zeros(offer_size))]
    placed_last: list[Any] = [(None, None)] * most
    placed_size, harbor_size = (n_places + 1) * unit, hw * unit
    offer_values = fields_of(
        "stacks",
        "face_down",
        "forgotten",
        "display_a",
        "display_b",
        "display_c",
        "pile_a",
        "pile_b",
        "pile_c",
    )
    # what a harbor's part is written from (its shares apart), read at once
    shares_raw, new_shares_raw = shares_at * unit, new_shares_at * unit
    shares_end = shares_raw + most * unit
    shares_blank = zeros(most * unit)
    # per harbor slot (seat, whether the viewer's own): the harbor record its floats were
    # written from the last time, those floats (with the shares as the viewer then saw them)
    # and that viewer; the first time, a record no harbor equals over zeros
    harbors_last: list[Any] = [(UNSEEN, zeros(harbor_size), -1)] * (2 * most)
    # per count of harbors (or of worker colours) and viewer, each in the order the viewer
    # sees them, the viewer's first: the seat (colour), the slot, whether the viewer's own,
    # the offset in the table and in the raw buffer
    harbor_order: dict[tuple[int, int], Any] = {}
    placed_order: dict[tuple[int, int], Any] = {}

    def order_of(k: int, viewer: int) -> tuple[Any, Any]:
        """The seats in the viewer's order for ``k`` worker colours and ``k`` harbors (the
        first the layout's seats of them), kept in both tables."""
        k = min(k, most)
        seen = [(viewer + j) % k for j in range(k)]
        colours = tuple(
            (q, placed_at + j * (n_places + 1), (placed_at + j * (n_places + 1)) * unit)
            for j, q in enumerate(seen)
        )
        harbors = tuple(
            (
                q,
                2 * q + (q == viewer),
                q == viewer,
                harbors_at + j * hw,
                (harbors_at + j * hw) * unit,
            )
            for j, q in enumerate(seen)
        )
        placed_order[k, viewer], harbor_order[k, viewer] = colours, harbors
        return colours, harbors

    return write


BOARDED = {i: i for i in range(TRACK)}
UNSEEN = SimpleNamespace(
    **{
        name: NOT_SEEN
        for name in (
            "wood",
            "fish",
            "gold",
            "reserves",
            "unrealized",
            "shares",
            "forests",
            "spaces",
            "beside",
            "track",
            "guests",
            "boarded",
            "elders",
            "elder_fish",
            "hand",
        )
    }
)
"""The harbor a table writer's slot holds before its first array: no harbor's part equals its."""


def seats(buf: Buffer, at: int, values: Sequence[int], viewer: int, scale: float) -> None:
    """A ``Seats(Num(scale))`` of a list per seat colour, the viewer's first."""
    k = len(values)
    for j in range(k):
        value = values[(viewer + j) % k]
        if value:
            buf[at + j] = value / scale
