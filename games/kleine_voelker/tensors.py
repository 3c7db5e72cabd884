"""The observation tensor of Kleine Völker großer Garten: which part of ``observation(p)`` lies
where. The 49 spaces come in space order (territory 1..7, centre then ring); seats are rotated
so the viewer's own people comes first (``boardrules.tensors.Seats``), and ``owner`` is a seat
relative to the viewer. docs/research.md lists the layout.

``schema`` is the table's parts as ``view.observation`` shows them, its ``territories`` (the
position's words) read into ``layout`` and ``spaces`` (``garden_read``); ``table_writer``
writes the same floats straight from the data (``boardrules.tensors.FromData``): the garden and the
peoples are public, but another seat's secret projects, kept or dealt, are their counts
(L207-L210, L237-L241) until the final scoring (L613-L614). The board's layout and each
space's territory, index, cost and land change seldom: they are one block copied at once
(``boardrules.writers.Block``). tests/tensors/test_arrays.py compares the writer with the
observation's encoding.
"""

from __future__ import annotations

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
    NOT_SEEN,
    Block,
    Buffer,
    ByKind,
    Table,
    as_bytes,
    bag,
    blank,
    fields_of,
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
    ``state.MADE`` keeps does not lead back to ``old``."""
    out: list[int] = []
    made = MADE.get
    while row is not old:
        link = made(id(row))
        if link is None or link[0] is not row or len(out) == LINEAGE:
            return None
        out.append(link[2])
        row = link[1]
    return out


LINEAGE = 32
"""The most changes ``since`` follows back (a viewer's board of a few steps ago: some ten)."""


def table_writer(game: Any, table: Rec, kind: str) -> TableWrite:
    """Writes the ``observed`` parts from the data: ``write(game, d, viewer, buf)``. Every
    offset is worked out here once; the board's layout and each space's territory, index,
    cost and land are one ``Block``, built again only when the land changes; the supply (land
    tiles to the deck) is a block kept by their values (``writers.Table``, into a buffer of
    the kind ``kind``). The floats of both are also kept the last time with a copy of their
    lists, and copied at once when the lists are equal."""
    most = game.max_players
    at = {k: v.start for k, v in Encoder(table, most).layout.items()}
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
    floors_at, roof_at = space["floors"] - space["owner"], space["roof"] - space["owner"]
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

    def write(game: Any, d: KVData, viewer: int, buf: Buffer) -> None:
        players = d.players
        raw: Any = buf if unit == 1 else as_bytes(buf)  # blocks copied in
        if d.round:
            buf[round_at] = d.round / 30.0
        if 0 <= d.crane < 8:
            buf[crane_at + d.crane] = 1.0
        # the board: the floats this viewer was given the last time, kept with the rows
        # they were written from (``fork`` shares the board's rows between tables, a rule
        # replaces a row it changes: ``state.changed``; the cost, positions and rotations
        # are fixed at setup, ``copying.SHARE``), with the spaces where a later row was
        # changed written again (``state.MADE``: a step changes one or two); else written whole.
        # A row kept is not freed: its id is not reused.
        land, floors, roofed, owner = d.land, d.floors, d.roofed, d.owner
        relative = seats[players][viewer]  # a seat's one-hot slot, -1 for none
        board_key = boards_last[viewer]
        if (
            d.cost is board_key[4]
            and d.positions is board_key[5]
            and d.rotations is board_key[6]
            and players == board_key[7]
        ):
            raw[positions_raw : positions_raw + layout_size] = board_key[8]
            if (
                floors is not board_key[1]
                or roofed is not board_key[2]
                or owner is not board_key[3]
                or land is not board_key[0]
            ):
                on_floors = () if floors is board_key[1] else since(floors, board_key[1])
                on_roofs = () if roofed is board_key[2] else since(roofed, board_key[2])
                on_owners = () if owner is board_key[3] else since(owner, board_key[3])
                on_land = () if land is board_key[0] else since(land, board_key[0])
                if on_floors is None or on_roofs is None or on_owners is None or on_land is None:
                    whole_board(buf, raw, d, viewer, relative)
                else:
                    for space in on_land:
                        r = lands_raw[space]
                        raw[r : r + land_size] = blank_land
                        kind = land[space]
                        buf[positions + lands[space] + (bramble if kind == UNSET else kind)] = 1.0
                    for space in {*on_floors, *on_roofs, *on_owners}:
                        o = owners[space]
                        r = o * unit
                        raw[r : r + owner_size] = blank_owner
                        slot = relative[owner[space]]
                        if slot >= 0:
                            buf[o + slot] = 1.0
                        buf[o + floors_at] = floors[space] / 5.0
                        buf[o + roof_at] = 1.0 if roofed[space] else 0.0
                    boards_last[viewer] = (
                        land,
                        floors,
                        roofed,
                        owner,
                        d.cost,
                        d.positions,
                        d.rotations,
                        players,
                        keep(raw[positions_raw : positions_raw + layout_size]),
                    )
        else:
            whole_board(buf, raw, d, viewer, relative)
        last = supply_last[0]  # the supply's floats of the last time if it is the same
        if (
            d.land_tiles == last[0]
            and d.roofs == last[1]
            and d.display == last[2]
            and len(d.deck) == last[3]
        ):
            raw[tiles_raw : tiles_raw + supply_size] = last[4]
        else:
            key: Any = (tuple(d.land_tiles), d.roofs, tuple(d.display), len(d.deck))
            block = supply_get(key)
            if block is None:
                block = supply_table.make(buf, tiles_at[0], key)
            else:
                raw[tiles_raw : tiles_raw + supply_size] = block
            supply_last[0] = (list(key[0]), key[1], list(key[2]), key[3], block)
        o = order_at
        for seat in d.order[:4]:
            if 0 <= seat < players:
                buf[o + relative[seat]] = 1.0
            o += most
        if d.end_triggered:
            buf[end_at] = 1.0
        tasks = d.tasks
        if tasks:
            top = tasks[-1]
            if isinstance(top, Decision):  # the seat to move (``loop.current_player``)
                to_move = top.seat
                if 0 <= to_move < players:
                    buf[to_move_at + (to_move - viewer) % players] = 1.0
            elif not isinstance(top, Chance):
                current_player(d)  # its error
        peoples = d.peoples
        o = peoples_at
        ended = not tasks
        for j in range(min(players, most)):
            i = (viewer + j) % players
            values = people_values(peoples[i])
            # the floats this seat's people was given the last time, seen as the viewer's
            # own or not, before the end or after, if its values are the same (its project
            # lists are replaced by the rules, never changed in place: ``KVData.fork``;
            # mostly the same lists); most steps change one people
            slot = 4 * i + 2 * (i == viewer) + ended
            last = peoples_last[slot]
            at_raw = o * unit
            if values == last[0]:
                raw[at_raw : at_raw + people_size] = last[1]
                o += width
                continue
            n_inhabitants, n_floors, n_ploys, n_vp, q_claimed, q_secret, q_dealt = values
            if n_inhabitants:
                buf[o + inhabitants] = n_inhabitants / 40.0
            if n_floors:
                buf[o + supply] = n_floors / 20.0
            if n_ploys:
                buf[o + ploys] = n_ploys / 3.0
            if n_vp:
                buf[o + vp] = n_vp / 50.0
            if q_claimed:  # the projects: seen, or their counts
                r = o + claimed
                for card in q_claimed:
                    buf[r + publics[card]] += 1.0
                buf[r + n_publics] = float(len(q_claimed))
            if q_secret:
                r = o + secret
                if i == viewer or not tasks:
                    for card in q_secret:
                        buf[r + secrets[card]] += 1.0
                buf[r + n_secrets] = float(len(q_secret))  # hidden: their count alone
            if q_dealt:
                if i == viewer:
                    bag(buf, o + dealt, secrets, q_dealt, n_secrets)
                else:
                    buf[o + dealt + n_secrets] = float(len(q_dealt))
            peoples_last[slot] = (values, keep(raw[at_raw : at_raw + people_size]))
            o += width

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
    keep = kept(kind)
    positions_raw, layout_size = positions * unit, layout.n * unit
    # the rows the board was written from and its floats, the last time; per viewer, the
    # owner row and where its one-hots went
    # per viewer: the rows the board was written from, and its floats
    boards_last: list[Any] = [(None,) * 9] * most
    owner_size = most * unit  # an owner's one-hot in ``raw``
    blank_owner = blank(kind)(owner_size)
    land_size = (bramble + 1) * unit  # a land's one-hot in ``raw``
    blank_land = blank(kind)(land_size)
    lands_raw = [(positions + o) * unit for o in lands]

    def whole_board(buf: Buffer, raw: Any, d: KVData, viewer: int, relative: Any) -> None:
        """The board written whole and kept for ``viewer`` (``boards_last``): the layout
        and land (a ``Block``), then each building's owner, floors and roof."""
        land, floors, roofed, owner = d.land, d.floors, d.roofed, d.owner
        layout.put(buf, positions, d.positions, d.rotations, d.cost, land)
        # a space has floors if and only if it has an owner, a roof only on floors
        # (checks.py holds every table to it): the spaces without floors are skipped
        for space in compress(SPACES, floors):
            o = owners[space]
            slot = relative[owner[space]]
            if slot >= 0:
                buf[o + slot] = 1.0
            buf[o + floors_at] = floors[space] / 5.0
            if roofed[space]:
                buf[o + roof_at] = 1.0
        boards_last[viewer] = (
            land,
            floors,
            roofed,
            owner,
            d.cost,
            d.positions,
            d.rotations,
            d.players,
            keep(raw[positions_raw : positions_raw + layout_size]),
        )

    # per seat, seen as the viewer's own or not, before the end or after: the values its
    # people's floats were written from, and those floats
    peoples_last: list[Any] = [(NOT_SEEN, None)] * (4 * most)
    people_size = width * unit
    people_values = fields_of("inhabitants", "supply", "ploys", "vp", "claimed", "secret", "dealt")
    supply_last: list[Any] = [(None,) * 5]

    return write
