"""The position document of Kleine Völker großer Garten in the game's own words
(docs/positions.md).

The garden is written territory by territory (``territories["5"]``), each with its board
position (``centre``, ``NW`` ... ``W``), its rotation and its seven spaces in the printed order
of the notation (``build 5 3`` builds on ``territories["5"].spaces[3]``; 0 is the centre):
each space's land (``meadow``, ``straw``, ``leaves``, or null for a bramble no land tile
covers), its printed number and its building (owner, floors, roof) or null. Project cards are
lists of their ids. Where play stands is the decision and the seat (``to_move: {decision: act,
seat: 1, slot: 0, actions_left: 2}``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

import attrs

from boardrules.document import field
from boardrules.position_steps import refuse_unused
from boardrules.positions import PositionModel
from boardrules.tasks import Draw

from . import building, ploys, projects
from .geometry import DIRECTIONS
from .position_deals import deal_stack, deal_where
from .state import LANDS, NOBODY, SPACES_OF, UNSET, KVData, People, space
from .tasks import MOVE_CRANE, Act, AfterTurn, BeginAction, Claim, Keep, Next, Onto, Round
from .tasks import Land as LandChoice

if TYPE_CHECKING:
    from .game import KleineVoelker

Land = Literal["meadow", "straw", "leaves"]
Direction = Literal["centre", "NW", "NE", "E", "SE", "SW", "W"]
Decision = Literal["keep", "act", "next", "land", "onto", "claim", "deal"]


@attrs.frozen
class Building:
    """A building on a space (L433-L497)."""

    owner: int = field("the seat whose people lives there")
    floors: int = field("its floors (at least 1)")
    roof: bool = field("whether it has a roof (L486-L497)")


@attrs.frozen
class Space:
    """A space of a territory."""

    land: Land | None = field("meadow, straw or leaves; null: a bramble no land tile covers")
    cost: int = field("the number printed on the space (5 on a bramble)")
    building: Building | None = field("the building on the space, or null")


@attrs.frozen
class Territory:
    """A territory tile of the garden (L190-L214)."""

    position: Direction = field("where the tile lies: centre, NW, NE, E, SE, SW or W")
    rotation: int = field("its rotation from the printed orientation, 0..5 steps clockwise")
    spaces: list[Space] = field("its 7 spaces as the notation numbers them: 0 the centre, 1..6")


@attrs.frozen
class PeopleDoc:
    """One player's people."""

    inhabitants: int = field("inhabitants on the population track (L398-L402)")
    floors: int = field("floors in the personal supply")
    ploys: int = field("ploy tokens not yet used (L660)")
    vp: int = field("victory points scored during the game (public projects)")
    secret: list[str] = field("secret projects kept (hidden from the others)")
    dealt: list[str] = field("setup: secret projects dealt, not yet chosen (L237-L241)")
    claimed: list[str] = field("public projects claimed (L577-L597)")


@attrs.frozen
class Table:
    """Everything on the table of Kleine Völker großer Garten."""

    round: int = field("the round (L275)")
    territories: dict[str, Territory] = field("the garden's territories by number, 1..7")
    crane: int = field("the territory the turtle crane stands on; 0 before the first action")
    acting: int = field("the territory the current action takes place in")
    land_tiles: dict[Land, int] = field("land tiles left in the supply, per land")
    roofs: int = field("roofs left in the supply")
    deck: list[str] = field("public projects, top first")
    display: list[str] = field("public projects face up (L225)")
    peoples: list[PeopleDoc] = field("each seat's people, seat 0 first")
    first: int = field("the seat with turn-order slot 1 this round")
    turn_order: list[int] = field("the seats in the order they took their turns this round")
    end_triggered: bool = field("the end of the game is triggered (L400-L411)")
    skips: int = field("territories skipped by the 'cannot act' rule in this action (L298)")
    ploy_used: bool = field("a ploy token was used in this action")
    roof_moved: bool = field("a roof was moved in this action: it stays in this territory")


@attrs.frozen
class ToMove:
    """Where play stands. ``keep``: setup, ``seat`` keeps a secret project (L237-L241; the
    seats before it, and ``seat``'s earlier keeps, are done). ``act``: ``seat`` acts in its
    turn in turn-order ``slot`` (0: the first), ``actions_left`` actions of the turn still
    to take, this one included (L292-L301). ``next``: ``seat``, having taken its turn in
    ``slot``, names who goes next (L325-L341). Inside an action (``slot`` and
    ``actions_left`` as for ``act``), on the space ``territory``/``space``: ``land``, the
    land of the bramble being built on (L462-L475); ``onto``, the building the roof taken
    off that space goes onto (L686-L704); ``claim``, the public project the floor just
    placed there fulfils, or none (L577-L597)."""

    decision: Decision = field("keep, act, next, land, onto or claim")
    seat: int = field("the seat to move")
    slot: int = field(
        "act, next, land, onto, claim: the turn-order slot of the seat's turn (0: first)",
        default=0,
    )
    actions_left: int = field(
        "act, land, onto, claim: the actions of the turn still to take, this one included (1..)",
        default=1,
    )
    keeps_left: int = field("keep: the projects the seat still keeps (1..)", default=1)
    territory: int | None = field(
        "land, claim: the territory of the space built on; onto: of the roof's building",
        default=None,
    )
    space: int | None = field(
        "land, claim, onto: that space as the notation numbers it (0 the centre, 1..6)",
        default=None,
    )
    deal: Literal["display", "dealt"] | None = field(
        "deal (chance=explicit): where the project dealt goes: display (a public project, "
        "L207-L210, L597) or dealt (a secret project into seat's hand, L237-L241)",
        default=None,
    )
    dealing: int | None = field(
        "deal: how many still go there, this one included (null: 1)", default=None
    )


IN_ACTION: dict[type, Decision] = {LandChoice: "land", Onto: "onto", Claim: "claim"}


# the stored fields the game's invariants name, in the document's words (PositionModel.paths):
# a space of the garden is its territory's space (``state.space``: (territory - 1) * 7 + i)
_SPACE = {
    "land": "land",
    "cost": "cost",
    "owner": "building.owner",
    "floors": "building.floors",
    "roofed": "building.roof",
}
PATHS = (
    (
        rf"({'|'.join(_SPACE)})\[(\d+)\]",
        lambda m: f"territories.{int(m[2]) // 7 + 1}.spaces[{int(m[2]) % 7}].{_SPACE[m[1]]}",
    ),
    (r"land_tiles\[(\d)\]", lambda m: f"land_tiles.{LANDS[int(m[1])]}"),
    (r"rotations\[(\d)\]", lambda m: f"territories.{int(m[1]) + 1}.rotation"),
    (r"positions", "territories (their positions)"),
    (r"peoples\[(\d+)\]\.supply", r"peoples[\1].floors"),
    (r"order", "turn_order"),
)


class KVPosition(PositionModel[KVData, Table]):
    table = Table
    to_move_type = ToMove
    places: ClassVar[dict[str, str]] = {
        "deck": "deck",
        "display": "display",
        "secret:{seat}": "peoples[{seat}].secret",
        "dealt:{seat}": "peoples[{seat}].dealt",
        "claimed:{seat}": "peoples[{seat}].claimed",
    }
    paths = PATHS
    game: KleineVoelker

    def write(self, d: KVData) -> Table:
        def one(s: int) -> Space:
            building = None
            if d.owner[s] != NOBODY:
                building = Building(owner=d.owner[s], floors=d.floors[s], roof=d.roofed[s])
            land = LANDS[d.land[s]] if d.land[s] != UNSET else None
            return Space(land=land, cost=d.cost[s], building=building)  # type: ignore[arg-type]

        territories = {
            str(t): Territory(
                position=DIRECTIONS[d.positions.index(t)],  # type: ignore[arg-type]
                rotation=d.rotations[t - 1],
                spaces=[one(space(t, i)) for i in range(7)],
            )
            for t in range(1, 8)
        }
        return Table(
            round=d.round,
            territories=territories,
            crane=d.crane,
            acting=d.acting,
            land_tiles=dict(zip(LANDS, d.land_tiles, strict=True)),  # type: ignore[arg-type]
            roofs=d.roofs,
            deck=list(d.deck),
            display=list(d.display),
            peoples=[
                PeopleDoc(
                    inhabitants=p.inhabitants,
                    floors=p.supply,
                    ploys=p.ploys,
                    vp=p.vp,
                    secret=list(p.secret),
                    dealt=list(p.dealt),
                    claimed=list(p.claimed),
                )
                for p in d.peoples
            ],
            first=d.first,
            turn_order=list(d.order),
            end_triggered=d.end_triggered,
            skips=d.skips,
            ploy_used=d.ploy_used,
            roof_moved=d.roof_moved,
        )

    def read(self, table: Table, base: KVData) -> KVData:
        numbers = sorted(table.territories, key=lambda k: (len(k), k))
        if numbers != [str(t) for t in range(1, 8)]:
            raise ValueError(f"territories: 1..7 each once, not {numbers}")
        positions = [0] * 7
        placed: dict[str, str] = {}
        for key, terr in table.territories.items():
            if terr.position in placed:
                raise ValueError(
                    f"territories: {placed[terr.position]} and {key} both lie at {terr.position}"
                )
            placed[terr.position] = key
            positions[DIRECTIONS.index(terr.position)] = int(key)
            if len(terr.spaces) != 7:
                raise ValueError(f"territories.{key}.spaces: 7 spaces, not {len(terr.spaces)}")
        d = base.clone()
        d.round = table.round
        d.positions = positions
        d.rotations = [table.territories[str(t)].rotation for t in range(1, 8)]
        n = 49
        d.land, d.cost, d.owner = [UNSET] * n, [0] * n, [NOBODY] * n
        d.floors, d.roofed = [0] * n, [False] * n
        for t in range(1, 8):
            for i, sp in enumerate(table.territories[str(t)].spaces):
                s = space(t, i)
                d.land[s] = LANDS.index(sp.land) if sp.land is not None else UNSET
                d.cost[s] = sp.cost
                if sp.building is not None:
                    d.owner[s] = sp.building.owner
                    d.floors[s] = sp.building.floors
                    d.roofed[s] = sp.building.roof
        d.crane = table.crane
        d.acting = table.acting
        d.land_tiles = [table.land_tiles.get(land, 0) for land in LANDS]  # type: ignore[call-overload]
        d.roofs = table.roofs
        d.deck = list(table.deck)
        d.display = list(table.display)
        d.peoples = [
            People(
                inhabitants=p.inhabitants,
                supply=p.floors,
                ploys=p.ploys,
                vp=p.vp,
                secret=list(p.secret),
                dealt=list(p.dealt),
                claimed=list(p.claimed),
            )
            for p in table.peoples
        ]
        d.first = table.first
        d.order = list(table.turn_order)
        d.end_triggered = table.end_triggered
        d.skips = table.skips
        d.ploy_used = table.ploy_used
        d.roof_moved = table.roof_moved
        return d

    def where(self, d: KVData) -> ToMove | None:
        tasks = d.tasks
        if not tasks:
            return None
        top = tasks[-1]
        if type(top) is Draw:  # chance="explicit" (position_deals.py)
            dealt: ToMove | None = deal_where(d, ToMove)
            return dealt
        if type(top) is Keep:
            left = sum(1 for t in tasks if type(t) is Keep and t.seat == top.seat)
            return ToMove(decision="keep", seat=top.seat, keeps_left=left)
        if type(top) is Next:
            return ToMove(decision="next", seat=top.seat, slot=top.slot)
        below = [t for t in tasks[:-1] if type(t) is AfterTurn]
        if not below or not isinstance(top, (Act, LandChoice, Onto, Claim)):
            return None
        slot = below[-1].slot
        left = 1 + sum(1 for t in tasks if type(t) is BeginAction)
        where = ToMove(decision="act", seat=top.seat, slot=slot, actions_left=left)
        if isinstance(top, Act):
            return where
        s = top.source if isinstance(top, Onto) else top.space
        decision = IN_ACTION[type(top)]
        return attrs.evolve(where, decision=decision, territory=s // 7 + 1, space=s % 7)

    def stack(self, d: KVData, where: Any) -> list[Any]:
        n = d.players
        spaced = ("territory", "space")
        uses: dict[str, tuple[str, ...]] = {"land": spaced, "onto": spaced, "claim": spaced}
        uses["deal"] = ("deal", "dealing", *spaced)
        refuse_unused(where, uses, kept=("slot", "actions_left", "keeps_left"))
        if not 0 <= where.seat < n:
            raise ValueError(f"seat {where.seat}: no seat of {n} players")
        if where.decision == "deal":
            return deal_stack(self.game.params, d, where)
        slots = len(self.game.params["actions_per_slot"][n])
        if where.decision != "keep" and not 0 <= where.slot < slots:
            raise ValueError(f"slot {where.slot}: {n} players have slots 0..{slots - 1}")
        if where.decision == "keep":
            kept = self.game.params["secret_dealt"]["kept"]
            if not 1 <= where.keeps_left <= kept:
                raise ValueError(f"keeps_left {where.keeps_left}: a seat keeps {kept}")
            others = [Keep(seat=p) for p in range(n - 1, where.seat, -1) for _ in range(kept)]
            return [Round(), *others, *[Keep(seat=where.seat)] * where.keeps_left]
        if where.decision == "next":
            return [Next(seat=where.seat, slot=where.slot)]
        actions = self.game.params["actions_per_slot"][n][where.slot]
        if not 1 <= where.actions_left <= actions:
            raise ValueError(
                f"actions_left {where.actions_left}: slot {where.slot} has {actions} actions"
            )
        turn = [
            AfterTurn(seat=where.seat, slot=where.slot),
            *[BeginAction(seat=where.seat)] * (where.actions_left - 1),
        ]
        if where.decision == "act":
            return [*turn, Act(seat=where.seat)]
        return turn + in_action(self.game, d, where)


def in_action(game: KleineVoelker, d: KVData, where: ToMove) -> list[Any]:
    """The tasks of a decision inside an action (``land``, ``onto``, ``claim``) on top of
    the turn: each refused, naming the field, where the table does not stand there."""
    if where.territory is None or where.space is None:
        raise ValueError(f"{where.decision} needs territory and space")
    if not 1 <= where.territory <= 7:
        raise ValueError(f"territory {where.territory}: the garden has territories 1..7")
    if not 0 <= where.space <= 6:
        raise ValueError(f"space {where.space}: a territory has spaces 0..6")
    p, s = where.seat, space(where.territory, where.space)
    at = f"territories.{where.territory}.spaces[{where.space}]"
    if where.decision == "land":  # L462-L475: a bramble no tile covers, the seat builds on
        if d.land[s] != UNSET:
            raise ValueError(f"land: {at} is no bramble without a land tile")
        if s not in SPACES_OF[d.acting] or s not in building.builds(d, p, d.acting):
            raise ValueError(
                f"land: seat {p} cannot build on {at} in the action's territory {d.acting} "
                "(acting; L433-L510)"
            )
        return [LandChoice(seat=p, space=s)]
    if where.decision == "onto":  # L686-L704: the ploy is used, the roof still on its source
        if not (d.owner[s] == p and d.roofed[s] and s in SPACES_OF[d.acting]):
            raise ValueError(
                f"onto: {at} holds no roofed building of seat {p} in the action's territory "
                f"{d.acting} (acting)"
            )
        if not (d.ploy_used and d.roof_moved):
            raise ValueError("onto: the roof moves in a ploy: ploy_used and roof_moved are true")
        if not ploys.roof_targets(d, p, s):
            raise ValueError(f"onto: seat {p} has no unroofed building on the land of {at}")
        return [Act(seat=p), Onto(seat=p, source=s)]
    if d.owner[s] != p or d.roofed[s]:  # claim, L577-L597: the floor just placed
        raise ValueError(f"claim: {at} holds no unroofed building of seat {p}")
    scratch = d.clone()
    scratch.tasks = []
    projects.after_placing(game, scratch, p, s)
    if len(scratch.tasks) < 2:
        raise ValueError(f"claim: no public project on display is fulfilled at {at}")
    return [MOVE_CRANE[s], scratch.tasks[-1]]
