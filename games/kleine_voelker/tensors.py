"""The observation tensor of Kleine Völker großer Garten: which part of ``observation(p)`` lies
where. The 49 spaces come in space order (territory 1..7, centre then ring); seats are rotated
so the viewer's own people comes first (``boardrules.tensors.Seats``), and ``owner`` is a seat
relative to the viewer. docs/research.md lists the layout.

``schema`` is the table's parts as ``view.observation`` shows them, its ``territories`` (the
position's words) read into ``layout`` and ``spaces`` (``garden_read``); ``table_writer``
writes the same floats straight from the data (``boardrules.tensors.FromData``): the garden and the
peoples are public, but another seat's secret projects, kept or dealt, are their counts
(L207-L210, L237-L241) until the final scoring (L613-L614). The writer keeps each viewer's
whole table with what it was written from and writes again only the parts that differ at
that viewer's next array (the spaces a rule changed, a people's numbers...); the board's
layout and each space's territory, index, cost and land are one block
(``boardrules.writers.Block``) for a table written whole. tests/tensors/test_arrays.py,
test_kv_rows.py and test_kv_kept.py compare the writer with the observation's encoding.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from itertools import compress
from typing import Any

from boardrules.loop import current_player
from boardrules.tasks import Chance, Decision
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
    Block,
    Buffer,
    ByKind,
    Table,
    as_bytes,
    bag,
    blank,
    kept,
    relative_seats,
)

from .geometry import DIRECTIONS
from .state import LANDS, MADE, UNSET, KVData, index_of, territory_of

SPACES = range(49)


def schema(game: Any) -> FromData:
    """The table's parts, written from the data by a ``table_writer``."""
    table = observed(game)
    return FromData(Read(garden_read, table), ByKind(lambda kind: table_writer(game, table, kind)))


def garden_read(view: Any) -> Any:
    """The observation with its ``territories`` (by number, in the position's words) read
    into the tensor's ``layout`` (the territory at each direction, each one's rotation) and
    its ``spaces`` (all 49 in space order: territory 1..7, the centre then the ring)."""
    if not view or "territories" not in view:
        return view
    terrs = view["territories"]
    positions = [0] * 7
    rotations = [0] * 7
    spaces: list[dict[str, Any]] = []
    for t in range(1, 8):
        terr = terrs[str(t)]
        positions[DIRECTIONS.index(terr["position"])] = t
        rotations[t - 1] = terr["rotation"]
        for i, sp in enumerate(terr["spaces"]):
            b = sp["building"] or {"owner": -1, "floors": 0, "roof": False}
            spaces.append(
                {
                    "territory": t,
                    "index": i,
                    "land": sp["land"] or "bramble",
                    "cost": sp["cost"],
                    "owner": b["owner"],
                    "floors": b["floors"],
                    "roof": b["roof"],
                }
            )
    return {**view, "layout": {"positions": positions, "rotations": rotations}, "spaces": spaces}


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
            "deck": Num(21),
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


TableWrite = Callable[[Any, KVData, int, Buffer], None]


def since(row: list[Any], old: list[Any] | None) -> list[int] | None:
    """The spaces the board's ``row`` may differ from ``old`` on, an earlier row it was made
    from by ``state.changed`` (one a change: a space may come twice), or None when what
    ``state.MADE`` keeps does not lead back to ``old`` within ``LINEAGE`` changes. (An entry
    found for ``id(row)`` is ``row``'s: ``MADE`` holds the row it names, and two lists alive
    have two ids.)"""
    out: list[int] = []
    for _ in WALK:
        if row is old:
            return out
        link = made_from(id(row))
        if link is None:
            return None
        _, row, s = link
        out.append(s)
    return None


made_from = MADE.get  # bound once: MADE is cleared, never replaced
LINEAGE = 32
"""The most changes ``since`` follows back (a viewer's board of a few steps ago: some ten)."""
WALK = range(LINEAGE + 1)


def table_writer(game: Any, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf)``. Every
    offset is worked out here once. The whole table's floats are kept per viewer with the
    values they were written from (``Kept``: the board's rows, the supply, each people's
    values...); the next array of that viewer copies them at once and writes again only the
    parts whose values differ: the spaces a later row changed (``since``), a people's numbers
    and the project lists replaced. Else (another game, another seat count, the end reached)
    it is written whole: the board's layout and each space's territory, index, cost and land
    are one ``Block``, built again only when the land changes; the supply (land tiles to the
    deck) is a block kept by its values (``writers.Table``, into a buffer of the kind
    ``kind``)."""
    most = game.max_players
    at = {k: v.start for k, v in Encoder(table, most).layout.items()}
    table_size = Encoder(table, most).size
    people = table.parts["peoples"].part
    width = Encoder(people, most).size
    p = {k: v.start for k, v in Encoder(people, most).layout.items()}
    space = {k: v.start for k, v in Encoder(table.parts["spaces"].part, most).layout.items()}
    size = Encoder(table.parts["spaces"].part, most).size
    publics = {
        c: i for i, c in enumerate(sorted(c.id for c in game.catalog.of_kind("public_project")))
    }
    secrets = {
        c: i for i, c in enumerate(sorted(c.id for c in game.catalog.of_kind("secret_project")))
    }
    n_publics, n_secrets = len(publics), len(secrets)
    positions, spaces = at["layout/positions"], at["spaces"]
    assert at["layout/rotations"] == positions + 7 and spaces == positions + 14
    bramble = len(LANDS)  # the land one-hot's last slot

    def garden(out: Buffer, positions: list[int], rotations: list[int], cost: list[int]) -> None:
        for i, v in enumerate(positions[:7]):
            if v:
                out[i] = v / 7.0
        for i, v in enumerate(rotations[:7]):
            if v:
                out[7 + i] = v / 5.0
        for s in range(49):
            o = 14 + s * size
            out[o + space["territory"]] = territory_of(s) / 7.0
            if index_of(s):
                out[o + space["index"]] = index_of(s) / 6.0
            if cost[s]:
                out[o + space["cost"]] = cost[s] / 5.0

    # the board's layout and each space's territory, index and cost, never changed in a game
    fixed = Block(14 + 49 * size, garden)
    lands = [14 + s * size + space["land"] for s in range(49)]

    def board(
        out: Buffer, positions: list[int], rotations: list[int], cost: list[int], land: list[int]
    ) -> None:
        fixed.put(out, 0, positions, rotations, cost)
        for o, kind in zip(lands, land, strict=False):
            out[o + (bramble if kind == UNSET else kind)] = 1.0

    # the same and the land on each space, changed by a land tile
    layout = Block(14 + 49 * size, board)
    # where each space's owner, floors and roof go
    owners = [spaces + s * size + space["owner"] for s in range(49)]
    assert space["floors"] == space["owner"] + most and space["roof"] == space["floors"] + 1
    seats = relative_seats(most)
    round_at, crane_at, order_at, to_move_at = (
        at["round"],
        at["crane"],
        at["turn_order"],
        at["to_move"],
    )
    tiles_at = [at[f"land_tiles/{land}"] for land in LANDS]
    roofs_at, display_at, deck_at, end_at = (
        at["roofs"],
        at["display"],
        at["deck"],
        at["end_triggered"],
    )
    peoples_at = at["peoples"]
    inhabitants, supply, ploys, vp = p["inhabitants"], p["floors"], p["ploys"], p["vp"]
    claimed, secret, dealt = p["claimed"], p["secret"], p["dealt"]
    assert peoples_at + most * width == table_size  # the peoples end the table
    people_at = [peoples_at + j * width for j in range(most)]  # by seat relative to the viewer
    # ``seen_from[players][viewer]``: the seats in the order the viewer's tensor shows them
    seen_from = [[tuple((v + j) % n for j in range(n)) for v in range(n)] for n in range(most + 1)]

    def write(game: Any, d: KVData, viewer: int, buf: Buffer) -> None:
        players, tasks = d.players, d.tasks
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        ended = not tasks
        # the floats this viewer was given the last time and what they were written from
        # (``fork`` shares the board's rows and the project lists between tables, a rule
        # replaces one it changes; the cost, positions and rotations are fixed at setup,
        # ``copying.SHARE``): copied at once, then each part whose values differ written
        # again over them; else, from zeros, every part written
        (
            floats,
            k_players,
            k_cost,
            k_positions,
            k_rotations,
            k_ended,
            k_round,
            k_crane,
            k_land,
            k_floors,
            k_roofed,
            k_owner,
            stock,
            k_order,
            k_end,
            k_move,
            k_peoples,
        ) = kept_last[viewer]
        if (
            k_players == players
            and k_cost is d.cost
            and k_positions is d.positions
            and k_rotations is d.rotations
            and k_ended is ended
        ):
            whole = False
            raw[:table_raw] = floats
        else:
            whole = True
            (
                _,
                _,
                _,
                _,
                _,
                _,
                k_round,
                k_crane,
                _,
                _,
                _,
                _,
                stock,
                k_order,
                k_end,
                k_move,
                k_peoples,
            ) = FRESH
        n = d.round
        if n != k_round:
            buf[round_at] = n / 30.0
        crane = d.crane
        if crane != k_crane:
            if 0 <= k_crane < 8:
                buf[crane_at + k_crane] = 0.0
            if 0 <= crane < 8:
                buf[crane_at + crane] = 1.0
        # the board: a step changes one or two spaces (``state.MADE``), rewritten over the
        # kept floats; else written whole
        land, floors, roofed, owner = d.land, d.floors, d.roofed, d.owner
        relative = seats[players][viewer]  # a seat's one-hot slot, -1 for none
        if whole:
            whole_board(buf, raw, d, relative)
        elif (
            floors is not k_floors
            or roofed is not k_roofed
            or owner is not k_owner
            or (land is not k_land)
        ):
            on_floors = () if floors is k_floors else since(floors, k_floors)
            on_roofs = () if roofed is k_roofed else since(roofed, k_roofed)
            on_owners = () if owner is k_owner else since(owner, k_owner)
            on_land = () if land is k_land else since(land, k_land)
            if on_floors is None or on_roofs is None or on_owners is None or on_land is None:
                whole_board(buf, raw, d, relative)  # over the kept floats: the layout's block
            else:
                for s in on_land:
                    r = lands_raw[s]
                    raw[r : r + land_size] = blank_land
                    kind = land[s]
                    buf[positions + lands[s] + (bramble if kind == UNSET else kind)] = 1.0
                for s in {*on_floors, *on_roofs, *on_owners}:
                    r = owners_raw[s]
                    raw[r : r + building_size] = buildings[relative[owner[s]]][floors[s]][roofed[s]]
        # the land tiles, roofs, display, deck left and their block
        if not (
            d.land_tiles == stock[0]
            and d.roofs == stock[1]
            and d.display == stock[2]
            and len(d.deck) == stock[3]
        ):
            key: Any = (tuple(d.land_tiles), d.roofs, tuple(d.display), len(d.deck))
            block = supply_get(key)
            if block is None:
                raw[tiles_raw : tiles_raw + supply_size] = blank_supply
                block = supply_table.make(buf, tiles_at[0], key)
            else:
                raw[tiles_raw : tiles_raw + supply_size] = block
            stock = (list(key[0]), key[1], list(key[2]), key[3], block)
        order = d.order
        if order != k_order:
            raw[order_raw : order_raw + order_size] = blank_order
            o = order_at
            for seat in order[:4]:
                if 0 <= seat < players:
                    buf[o + relative[seat]] = 1.0
                o += most
            k_order = order[:]  # kept: a copy
        end = d.end_triggered
        if end != k_end:
            buf[end_at] = 1.0 if end else 0.0
        move = -1  # the seat to move relative to the viewer (``loop.current_player``)
        if tasks:
            top = tasks[-1]
            if isinstance(top, Decision):
                if 0 <= top.seat < players:
                    move = (top.seat - viewer) % players
            elif not isinstance(top, Chance):
                current_player(d)  # its error
        if move != k_move:
            if k_move >= 0:
                buf[to_move_at + k_move] = 0.0
            if move >= 0:
                buf[to_move_at + move] = 1.0
        # each people's values, the viewer's own first; most steps change one or two (its
        # project lists are replaced by the rules, never changed in place: ``KVData.fork``)
        peoples, values = d.peoples, k_peoples
        for j, i in enumerate(seen_from[players][viewer]):
            q = peoples[i]
            now = (q.inhabitants, q.supply, q.ploys, q.vp, q.claimed, q.secret, q.dealt)
            before = values[j]
            if now == before:
                continue
            if values is k_peoples:
                values = [*k_peoples]  # kept: a copy of its own
            values[j] = now
            o = people_at[j]
            n_inhabitants, n_floors, n_ploys, n_vp, q_claimed, q_secret, q_dealt = now
            if n_inhabitants != before[0]:
                buf[o + inhabitants] = n_inhabitants / 40.0
            if n_floors != before[1]:
                buf[o + supply] = n_floors / 20.0
            if n_ploys != before[2]:
                buf[o + ploys] = n_ploys / 3.0
            if n_vp != before[3]:
                buf[o + vp] = n_vp / 50.0
            if q_claimed is not before[4]:  # the projects: seen, or their counts
                projects(buf, raw, o + claimed, publics, q_claimed, blank_publics, True)
            if q_secret is not before[5]:  # hidden but to its own seat, or at the end
                projects(buf, raw, o + secret, secrets, q_secret, blank_secrets, not j or ended)
            if q_dealt is not before[6]:
                projects(buf, raw, o + dealt, secrets, q_dealt, blank_secrets, not j)
        kept_last[viewer] = (
            keep(raw[:table_raw]),
            players,
            d.cost,
            d.positions,
            d.rotations,
            ended,
            n,
            crane,
            land,
            floors,
            roofed,
            owner,
            stock,
            k_order,
            end,
            move,
            values,
        )

    def building(slot: int, floors: int, roof: bool) -> Any:
        """A building's floats as ``raw`` holds them: its owner's one-hot (``slot``; -1:
        none), its floors and its roof."""
        floats: list[float] = [0.0] * (most + 2)
        if slot >= 0:
            floats[slot] = 1.0
        floats[most], floats[most + 1] = floors / 5.0, 1.0 if roof else 0.0
        return floats if unit == 1 else array("f", floats).tobytes()

    def projects(
        buf: Buffer,
        raw: Any,
        at: int,
        index: dict[str, int],
        cards: list[str],
        zeros: Any,
        shown: bool,
    ) -> None:
        """A people's project ``cards`` at ``at`` over what was there: a ``Bag`` of them if
        ``shown``, else their count alone."""
        r = at * unit
        raw[r : r + len(zeros)] = zeros
        if cards:
            if shown:
                for card in cards:
                    buf[at + index[card]] += 1.0
            buf[at + len(index)] = float(len(cards))

    def supply_block(buf: Buffer, at: int, key: tuple[Any, ...]) -> None:
        """The land tiles, roofs, display and deck left, at the first land tile's float: from
        ``(land_tiles, roofs, display, len(deck))``."""
        land_tiles, roofs, display, deck = key
        for o, n in zip(tiles_at, land_tiles, strict=False):
            if n:
                buf[o] = n / 10.0
        if roofs:
            buf[roofs_at] = roofs / 19.0
        bag(buf, display_at, publics, display, n_publics)
        if deck:
            buf[deck_at] = deck / 21.0

    assert min(tiles_at) == tiles_at[0] and max(tiles_at) < roofs_at < display_at < deck_at
    assert deck_at < order_at
    supply_table = Table(deck_at + 1 - tiles_at[0], supply_block, kind)
    unit = supply_table.unit
    supply_get, supply_size, tiles_raw = supply_table.get, supply_table.size, tiles_at[0] * unit
    keep, zeros = kept(kind), blank(kind)
    table_raw = table_size * unit  # the table's floats in ``raw``
    blank_supply = zeros(supply_size)
    order_raw, order_size = order_at * unit, 4 * most * unit  # the turn order in ``raw``
    blank_order = zeros(order_size)
    # a building's floats (its owner's one-hot, floors, roof) in ``raw``, by the owner's
    # one-hot slot (-1: none), floors (at most a people's: checks.py) and roof
    owners_raw = [o * unit for o in owners]
    building_size = (most + 2) * unit
    buildings = [
        [
            [building(slot, n, roof) for roof in (False, True)]
            for n in range(max(game.params["floors"].values()) + 1)
        ]
        for slot in (*range(most), -1)
    ]
    land_size = (bramble + 1) * unit  # a land's one-hot in ``raw``
    blank_land = zeros(land_size)
    lands_raw = [(positions + o) * unit for o in lands]
    blank_publics, blank_secrets = zeros((n_publics + 1) * unit), zeros((n_secrets + 1) * unit)
    # per viewer: the table's floats of its last array, and what they were written from
    kept_last: list[tuple[Any, ...]] = [FRESH] * most

    def whole_board(buf: Buffer, raw: Any, d: KVData, relative: Any) -> None:
        """The board written whole (over what was there): the layout and land (a
        ``Block``), then each building's owner, floors and roof."""
        floors, roofed, owner = d.floors, d.roofed, d.owner
        layout.put(buf, positions, d.positions, d.rotations, d.cost, d.land)
        # a space has floors if and only if it has an owner, a roof only on floors
        # (checks.py holds every table to it): the spaces without floors are skipped
        for s in compress(SPACES, floors):
            r = owners_raw[s]
            raw[r : r + building_size] = buildings[relative[owner[s]]][floors[s]][roofed[s]]

    return write


FRESH: tuple[Any, ...] = (
    None,
    -1,
    None,
    None,
    None,
    False,
    0,
    -1,
    None,
    None,
    None,
    None,
    (None,) * 5,
    None,
    False,
    -1,
    ((-1, -1, -1, -1, None, None, None),) * 4,
)
"""What a viewer's table was written from the last time (``table_writer``) before any was:
every part is written (from zeros). A viewer's is a tuple of the same fields, never changed
once made (the writer replaces it at each array: another thread reads one whole): the floats
(bytes, or a list), the seat count, the cost, positions and rotations (by identity), whether
the game ended, the round, the crane, the board's rows (by identity: ``since``), the supply
(land tiles, roofs, display, deck left and their block), a copy of the turn order, the end
triggered, the seat to move relative to the viewer (-1: none) and each people's values, the
viewer's own first (no count is negative: -1 is no people's)."""
