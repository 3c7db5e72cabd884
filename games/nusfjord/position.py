"""The position document of Nusfjord in the game's own words (docs/positions.md).

The table is named as the observation names it (``start_player``, ``banquet_table``,
``elder_stacks``, ``display``, ``piles``, ``placed``, ``harbors``): buildings, elders and ships
by their ids and words, a building space by the number ``on N`` names (0: the single space,
then the double spaces 1-2 ... 9-10), a worker by where it stands (``"gold"``,
``"imitation left"``, ``"elder E04"``). Where play stands is the decision, the seat and what
the decision needs (``to_move: {decision: turn, seat: 1, turn: 2}``); round and phase are
fields of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self

import attrs

from boardrules.document import field
from boardrules.positions import PositionModel

from .places import OnElder, OnImitation, OnSpace, WorkerPlace
from .position_moves import Paid, ToMove, ToMoveForms, register
from .state import EMPTY, EVENT_PAYLOAD, SPACES, Harbor, NData

__all__ = ["NusfjordPosition", "ToMove", "register", "worker_doc"]

if TYPE_CHECKING:
    from .game import Nusfjord

Place = Literal[
    "gold",
    "reserves",
    "serve",
    "build",
    "build2",
    "realize",
    "buy",
    "clear_cut",
    "thin",
    "afforest",
    "ship",
    "elder",
    "imitation",
]
Column = Literal["any", "left", "middle", "right"]
Phase = Literal["fishing", "work", "homecoming", "over"]
assert set(Place.__args__) == {*SPACES, "imitation"}  # type: ignore[attr-defined]


@attrs.frozen
class Worker:
    """Where one worker stands (L357): an action space, an imitation space (L615-L625) or an
    elder of its own council (L585)."""

    notation: ClassVar[str] = (
        "as 'SPACE' (an action space: gold, reserves, serve, build, build2, realize, buy, "
        "clear_cut, thin, afforest, ship, elder), 'imitation COLUMN' (the imitation space of "
        "that column: left, middle, right; 'imitation' alone where one space serves any "
        "column) or 'elder ID' (an elder of the worker's own council)"
    )
    space: Place = field(
        "the action space, 'imitation' or 'elder' (the elder space itself is 'elder' "
        "without an elder id)"
    )
    column: Column | None = field("an imitation space's column ('any': 4 players)", default=None)
    elder: str | None = field("the own elder the worker stands on", default=None)

    @classmethod
    def from_text(cls, text: str) -> Self:
        word, _, arg = text.partition(" ")
        if word == "imitation":
            column = arg or "any"
            if column not in ("any", "left", "middle", "right"):
                raise ValueError(f"no column {arg!r} (left, middle, right)")
            return cls("imitation", column)  # type: ignore[arg-type]
        if word == "elder" and arg:
            return cls("elder", elder=arg)
        if word not in SPACES or arg:
            raise ValueError("not a worker's place")
        return cls(word)  # type: ignore[arg-type]

    def __str__(self) -> str:
        if self.space == "imitation":
            return "imitation" if self.column in (None, "any") else f"imitation {self.column}"
        if self.elder is not None:
            return f"elder {self.elder}"
        return self.space


def worker_doc(columns: list[str], w: WorkerPlace) -> Worker:
    """Where a worker stands, in the document's words (``"elder E04"``, ``"imitation left"``);
    ``columns``: the columns of the imitation spaces in play (``TurnOptions.imitation_spaces``)."""
    if isinstance(w, OnImitation):
        column = columns[w.index] if w.index < len(columns) else "any"
        return Worker("imitation", column)  # type: ignore[arg-type]
    if isinstance(w, OnElder):
        return Worker("elder", elder=w.elder)
    assert isinstance(w, OnSpace)
    return Worker(w.space)  # type: ignore[arg-type]


@attrs.frozen
class Goods:
    """Wood, fish and gold."""

    wood: int = field("wood")
    fish: int = field("fish")
    gold: int = field("gold")


@attrs.frozen
class Fleet:
    """Ships per kind (L223)."""

    sloop: int = field("sloops")
    cutter: int = field("cutters")
    schooner: int = field("schooners")


@attrs.frozen
class Letters:
    """Buildings per letter, by id."""

    A: list[str] = field("A buildings")
    B: list[str] = field("B buildings")
    C: list[str] = field("C buildings")


@attrs.frozen
class Event:
    """An event the running action caused, read by the ``whenever`` effects (L946)."""

    seat: int = field("the seat that caused it")
    event: str = field("an event of the card language (docs/cards.md, Nusfjord cards)")
    values: dict[str, int] = field(
        "its values: worker_placed {worker}; fish_served {plates, fish, fish_plates}; else {}"
    )


@attrs.frozen
class HarborDoc:
    """One seat's company: supply, reserves, shares, harbor board, fleet, elder council."""

    wood: int = field("wood in the own supply")
    fish: int = field("fish in the own supply")
    gold: int = field("gold in the own supply")
    reserves: Goods = field("goods on the reserves space (L329-L333, L426)")
    unrealized: int = field("own share tokens not yet realized (L269)")
    shares: list[int] = field(
        "realized share tokens held next to the supply board, per colour (seat 0 first)"
    )
    forests: list[int] = field(
        "forest strips on each double space 1-2, 3-4, 5-6, 7-8, 9-10 ('strip K', K from 0)"
    )
    spaces: list[str | None] = field(
        "the building on each building space 0..10 ('on N'; 0 the single space), or null"
    )
    beside: list[str] = field("buildings on the harbor board on no building space (L856)")
    track: list[str] = field("ships (and rafts) on the fishing track, left to right (L299)")
    guests: int = field("guests in the own supply (L730)")
    boarded: list[int] = field("the ships carrying a guest, by place on the track (0: leftmost)")
    elders: list[str] = field("the elder council, in the order taken, at most 5 (L577)")
    elder_fish: dict[str, int] = field("fish lying on elders of the council (left out: none)")
    hand: list[str] = field("C buildings in hand, secret (L400)")
    workers: int = field("workers this seat placed this work phase")
    credit: Paid = field("wood and fish guests paid of the building being paid (L738)")
    old_man: int = field("the round this seat last used the Old Man (L810), or 0")


@attrs.frozen
class Table:
    """Everything on the table of Nusfjord."""

    round: int = field("the round, 1..7 (L281)")
    phase: Phase = field("fishing, work, homecoming or over (L281-L287)")
    start_player: int = field("the seat holding the start ship (L273, L386)")
    banquet_table: list[bool] = field("plates 1..7: true where a fish lies (L211-L219)")
    new_shares: list[int] = field("share tokens on 'newly realized shares', per colour (L482)")
    ships: Fleet = field("ships on the storage board (L223)")
    rafts: int = field("rafts left (L172)")
    elder_stacks: list[list[str]] = field("the six elder stacks ('take 1'..'take 6'), bottom first")
    face_down: list[str] = field("the elders in the stacks still face down (L239, L570)")
    forgotten: list[str] = field("'Die Vergessenen': the promo pile, top last (L940)")
    display: Letters = field("the face-up buildings: A and B on their boards, C beside (L245)")
    piles: Letters = field("the face-down building piles, top last (L244)")
    placed: list[list[Worker]] = field(
        "per worker colour (a seat's; solo the colours 0..2): where its workers stand (L357)"
    )
    colour: int = field("solo: the worker colour playing this round (L681); else 0")
    turn: int = field("turns taken in the game so far (the card runtime's clock)")
    events: list[Event] = field("events of the running action, for its whenever effects")
    harbors: list[HarborDoc] = field("each seat's company, seat 0 first")
    box: list[str] = field(
        "the buildings of the game's decks back in the box, face down, in any order (1-2 seats:"
        " the A and B not laid out, L249, L675; the mixed game's, L669; home-and-away's first"
        " game's, L665; the campaign's set aside, L710-L712)",
        default=attrs.Factory(list),
        kw_only=True,
    )
    removed: list[str] = field(
        "the buildings out of the game, face up, in any order (the Investorin, L882; built in"
        " the campaign's earlier games, L710)",
        default=attrs.Factory(list),
        kw_only=True,
    )


# the stored fields the game's invariants name, in the document's words (PositionModel.paths)
_TABLE = {"first": "start_player", "plates": "banquet_table", "stacks": "elder_stacks"}
_LETTERS = {"display": "display", "pile": "piles"}
PATHS = (
    (r"first(\[\d+\])?", "start_player"),
    (r"ships\[\d\] \((\w+)s\)", r"ships.\1"),
    (r"(display|pile)_([abc])(\[\d+\])?", lambda m: f"{_LETTERS[m[1]]}.{m[2].upper()}{m[3] or ''}"),
    (r"harbors\[(\d+)\]\.elder_fish\[\d+\] \((\w+)\)", r"harbors[\1].elder_fish.\2"),
    (rf"({'|'.join(_TABLE)})", lambda m: _TABLE[m[1]]),
)


class NusfjordPosition(ToMoveForms, PositionModel[NData, Table]):
    table = Table
    to_move_type = ToMove
    places: ClassVar[dict[str, str]] = {
        "display_a": "display.A",
        "display_b": "display.B",
        "display_c": "display.C",
        "pile_a": "piles.A",
        "pile_b": "piles.B",
        "pile_c": "piles.C",
        "hand:{seat}": "harbors[{seat}].hand",
        "harbor:{seat}": "harbors[{seat}].spaces",
        "beside:{seat}": "harbors[{seat}].beside",
        "council:{seat}": "harbors[{seat}].elders",
        **{f"elder_stack:{k}": f"elder_stacks[{k - 1}]" for k in range(1, 7)},
        "forgotten": "forgotten",
        "box": "box",  # back in the box (L249)
        "removed": "removed",  # out of the game (L882)
    }
    slotted = frozenset({"harbor:{seat}"})  # the 11 building spaces: one leaves null
    paths = PATHS
    game: Nusfjord

    def moved(self, data: dict[str, Any], card: str, source: str, to: str) -> None:
        """A face-down elder (L239) moved out of the stacks is face up: the council's, the
        promo pile's (L940)."""
        stacks = {f"elder_stack:{k}" for k in range(1, 7)}
        if source in stacks and to not in stacks:
            if card in data.get("face_down", []):
                data["face_down"].remove(card)

    # --- the table --------------------------------------------------------------------------
    def write(self, d: NData) -> Table:
        columns = self.game.turns.imitation_spaces(d)

        def worker(w: WorkerPlace) -> Worker:
            return worker_doc(columns, w)

        def harbor(h: Harbor) -> HarborDoc:
            return HarborDoc(
                wood=h.wood,
                fish=h.fish,
                gold=h.gold,
                reserves=Goods(*h.reserves),
                unrealized=h.unrealized,
                shares=list(h.shares),
                forests=list(h.forests),
                spaces=[c or None for c in h.spaces],
                beside=list(h.beside),
                track=list(h.track),
                guests=h.guests,
                boarded=list(h.boarded),
                elders=list(h.elders),
                elder_fish={e: n for e, n in zip(h.elders, h.elder_fish, strict=True) if n},
                hand=list(h.hand),
                workers=h.workers,
                credit=Paid(*h.credit),
                old_man=h.old_man,
            )

        return Table(
            round=d.round,
            phase=d.phase,  # type: ignore[arg-type]
            start_player=d.first,
            banquet_table=list(d.plates),
            new_shares=list(d.new_shares),
            ships=Fleet(*d.ships),
            rafts=d.rafts,
            elder_stacks=[list(s) for s in d.stacks],
            face_down=list(d.face_down),
            forgotten=list(d.forgotten),
            display=Letters(list(d.display_a), list(d.display_b), list(d.display_c)),
            piles=Letters(list(d.pile_a), list(d.pile_b), list(d.pile_c)),
            placed=[[worker(w) for w in c] for c in d.placed],
            colour=d.colour,
            turn=d.turn,
            events=[
                Event(seat, event, dict(zip(EVENT_PAYLOAD.get(event, ()), values, strict=False)))
                for seat, event, values in d.events
            ],
            harbors=[harbor(h) for h in d.harbors],
            box=list(d.box),
            removed=list(d.removed),
        )

    def read(self, table: Table, base: NData) -> NData:
        game = self.game
        d = base.clone()
        columns = game.turns.imitation_spaces(base)
        kinds = set(game.fleet.width)

        def place(at: str, w: Worker) -> WorkerPlace:
            if w.space == "imitation":
                column = w.column or "any"
                if column not in columns:
                    spaces = ", ".join(f"'imitation {c}'" for c in columns) or "none"
                    raise ValueError(f"{at}: no imitation space {column!r} (here: {spaces})")
                return OnImitation(columns.index(column))
            if w.column is not None:
                raise ValueError(f"{at}: only an imitation space has a column")
            if w.elder is not None:
                if w.space != "elder":
                    raise ValueError(f"{at}: a worker on elder {w.elder} is written 'elder ID'")
                return OnElder(w.elder)
            return OnSpace(w.space)

        def harbor(q: int, h: HarborDoc) -> Harbor:
            at = f"harbors[{q}]"
            for k in h.track:
                if k not in kinds:
                    raise ValueError(f"{at}.track: no ship {k!r} ({', '.join(sorted(kinds))})")
            extra = sorted(set(h.elder_fish) - set(h.elders))
            if extra:
                raise ValueError(f"{at}.elder_fish: {extra[0]} is no elder of the council")
            return Harbor(
                wood=h.wood,
                fish=h.fish,
                gold=h.gold,
                reserves=(h.reserves.wood, h.reserves.fish, h.reserves.gold),
                unrealized=h.unrealized,
                shares=tuple(h.shares),
                forests=tuple(h.forests),
                spaces=tuple([c if c is not None else EMPTY for c in h.spaces]),
                track=tuple(h.track),
                elders=tuple(h.elders),
                elder_fish=tuple([h.elder_fish.get(e, 0) for e in h.elders]),
                hand=tuple(h.hand),
                workers=h.workers,
                guests=h.guests,
                boarded=tuple(h.boarded),
                credit=(h.credit.wood, h.credit.fish),
                old_man=h.old_man,
                beside=tuple(h.beside),
            )

        def event(i: int, e: Event) -> tuple[int, str, tuple[int, ...]]:
            known = sorted(game.vocabulary.events)
            if e.event not in known:
                raise ValueError(f"events[{i}]: no event {e.event!r} ({', '.join(known)})")
            names = EVENT_PAYLOAD.get(e.event, ())
            if sorted(e.values) != sorted(names):
                has = ", ".join(names) or "no values"
                raise ValueError(f"events[{i}].values: {e.event} has {has}")
            return (e.seat, e.event, tuple(e.values[k] for k in names))

        d.round = table.round
        d.phase = table.phase
        d.first = table.start_player
        d.plates = tuple(table.banquet_table)
        d.new_shares = tuple(table.new_shares)
        d.ships = (table.ships.sloop, table.ships.cutter, table.ships.schooner)
        d.rafts = table.rafts
        d.stacks = tuple([tuple(s) for s in table.elder_stacks])
        d.face_down = tuple(table.face_down)
        d.forgotten = tuple(table.forgotten)
        d.display_a, d.display_b = tuple(table.display.A), tuple(table.display.B)
        d.display_c = tuple(table.display.C)
        piles = table.piles
        d.pile_a, d.pile_b, d.pile_c = tuple(piles.A), tuple(piles.B), tuple(piles.C)
        d.placed = tuple(
            [
                tuple([place(f"placed[{c}][{i}]", w) for i, w in enumerate(ws)])
                for c, ws in enumerate(table.placed)
            ]
        )
        d.colour = table.colour
        d.turn = table.turn
        d.events = [event(i, e) for i, e in enumerate(table.events)]
        d.harbors = [harbor(q, h) for q, h in enumerate(table.harbors)]
        d.box, d.removed = tuple(sorted(table.box)), tuple(sorted(table.removed))
        return d
