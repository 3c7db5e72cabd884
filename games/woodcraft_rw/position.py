"""The position document of Woodcraft Roll & Write in the game's own words (docs/positions.md).

A die is written ``"yellow 3"``; a sheet's rows are named as printed (saw_blade, glue,
shavings, blueberry); the lantern table's cells by number (1..9, row by row); the crates by
their number with the icons crossed out; helpers and orders by their card ids. Where play
stands is the decision and the seat (``to_move: {decision: free, seat: 1}``), the round and
turn being fields of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self

import attrs

from boardrules.document import field
from boardrules.position_steps import chance_stack, drop_nulls, where_before
from boardrules.positions import PositionModel
from boardrules.tasks import Draw

from ..woodcraft_dice import DieWords
from . import position_moves
from .position_chance import (
    CHANCE_FIELDS,
    ROLLS,
    below_chance,
    chance_run,
    chance_where,
    rolloff_picking,
)
from .position_moves import ToMove
from .state import (
    COLORS,
    NO_COMMIT,
    ORDER,
    PASS,
    ROWS,
    RWData,
    Sheet,
)
from .tasks import Rolloff, WantOrder

if TYPE_CHECKING:
    from .game import WoodcraftRW

CHANCE = (Draw, *ROLLS)  # the tasks of a CHANCE node (chance="explicit")


@attrs.frozen
class Die(DieWords):
    """A die: its colour and the value it shows."""

    colours: ClassVar[tuple[str, ...]] = COLORS
    notation: ClassVar[str] = "as 'COLOUR VALUE', e.g. 'yellow 3' (colours: yellow, brown)"
    colour: Literal["yellow", "brown"] = field("yellow or brown")
    value: int = field("1..6", validator=[attrs.validators.ge(1), attrs.validators.le(6)])


@attrs.frozen
class Rows:
    """A count per row of the sheet (L166-L167, L230-L238)."""

    saw_blade: int = field("saw blade circles")
    glue: int = field("glue circles")
    shavings: int = field("shavings circles")
    blueberry: int = field("blueberry circles")

    @classmethod
    def of(cls, counts: list[int]) -> Self:
        return cls(*counts)

    def counts(self) -> list[int]:
        return [getattr(self, row) for row in ROWS]


@attrs.frozen
class Crate:
    """A chestnut crate (L301-L315)."""

    crossed: list[int] = field("the requirement icons crossed out, by place (1: the first)")
    active: bool = field("every icon crossed out: the crate acts (L305-L307)")


@attrs.frozen
class SheetDoc:
    """One player's sheet and what lies next to it."""

    dice: list[Die] = field("the dice held, one entry per die")
    marked: Rows = field("circles marked per row")
    crossed_out: Rows = field("of the marked circles, those crossed out again (spent)")
    borrowed: Rows = field("helper A: a crossed material used as this row, this turn (L460)")
    lanterns: list[int] = field("the lantern table's marked cells, 1..9 row by row (L202)")
    lantern_lines: list[str] = field("the completed lantern lines, by id (L202-L211)")
    crates: dict[str, Crate] = field("the five crates by number")
    nuts: int = field("lightning points marked on the nut table")
    helpers: list[str] = field("the helpers hired, by id (L230-L238)")
    reputation: int = field("reputation marked")
    order_reputation: int = field("reputation printed on the fulfilled orders (crate 3)")
    held_orders: list[str] = field("orders next to the sheet, not yet fulfilled")
    fulfilled_orders: list[str] = field("fulfilled orders, face down")
    turn_boxes: list[str | None] = field(
        "the 12 turn boxes: null blank, 'order' crossed out, or the die written in (L77-L85)"
    )
    commit: str | None = field("this turn's secret choice: a die, 'order', 'pass' or null")
    dealt: list[str] = field("setup: the phase I orders dealt, one to keep (L32-L34)")


@attrs.frozen
class Table:
    """Everything on the table of Woodcraft Roll & Write."""

    round: int = field("the round, 1..6 (L43)")
    turn: int = field("the turn of the round, 1 or 2")
    phase: int = field("the order phase, 1 or 2 (L357-L361)")
    board: list[Die | None] = field("the board's columns 1..6: a die or null")
    seen_board: list[Die | None] = field("the board when the choices were revealed")
    supply: dict[Literal["yellow", "brown"], int] = field("dice in the supply per colour")
    rolled: list[Die] = field("dice rolled, waiting to be sorted onto the board")
    deck_phase_1: list[str] = field("phase I orders, top first")
    deck_phase_2: list[str] = field("phase II orders, top first")
    pool: list[str | None] = field("the order pool's three slots, left to right (null: empty)")
    discard: list[str] = field("orders removed from the game")
    sheets: list[SheetDoc] = field("each seat's sheet, seat 0 first")


def _commit_word(c: int) -> str | None:
    if c == NO_COMMIT:
        return None
    return {ORDER: "order", PASS: "pass"}.get(c) or str(Die.of(c))


def _commit_of(word: str | None) -> int:
    if word is None:
        return NO_COMMIT
    if word in ("order", "pass"):
        return ORDER if word == "order" else PASS
    return Die.from_text(word).kind


def _box(value: int, colour: int) -> str | None:
    if value < 0:
        return None
    return "order" if value == 0 else f"{COLORS[colour]} {value}"


def _box_of(word: str | None) -> tuple[int, int]:
    if word is None:
        return -1, -1
    if word == "order":
        return 0, -1
    die = Die.from_text(word)
    return die.value, COLORS.index(die.colour)


# the stored fields the game's invariants name, in the document's words (PositionModel.paths)
_SHEET = {
    "held": "held_orders",
    "fulfilled": "fulfilled_orders",
    "lines": "lantern_lines",
    "active": "crates",
    "box_value": "turn_boxes",
    "box_color": "turn_boxes",
}
PATHS = (
    # every die once: what the supply lacks lies on the board, rolled or on a sheet
    (r"dice(?=: \d+ \w+ dice in play)", "supply + board + rolled + sheets[].dice"),
    (r"supply\[([01])\]", lambda m: f"supply.{COLORS[int(m[1])]}"),
    (r"deck([12])", r"deck_phase_\1"),
    (
        r"sheets\[(\d+)\]\.(marked|spent|borrowed)\[\d+\] \((\w+)\)",
        lambda m: f"sheets[{m[1]}].{'crossed_out' if m[2] == 'spent' else m[2]}.{m[3]}",
    ),
    (r"sheets\[(\d+)\]\.box_(?:value|color)\[(\d+)\]", r"sheets[\1].turn_boxes[\2]"),
    (rf"sheets\[(\d+)\]\.({'|'.join(_SHEET)})", lambda m: f"sheets[{m[1]}].{_SHEET[m[2]]}"),
)


class RWPosition(PositionModel[RWData, Table]):
    table = Table
    to_move_type = ToMove
    places: ClassVar[dict[str, str]] = {
        "deck_phase_1": "deck_phase_1",
        "deck_phase_2": "deck_phase_2",
        "pool": "pool",
        "discard": "discard",
        "held:{seat}": "sheets[{seat}].held_orders",
        "fulfilled:{seat}": "sheets[{seat}].fulfilled_orders",
        "dealt:{seat}": "sheets[{seat}].dealt",
    }
    paths = PATHS
    chance_words = ("deal", "roll")  # an order dealt or a die rolled: no seat's decision
    chance_fields = CHANCE_FIELDS
    game: WoodcraftRW

    def write(self, d: RWData) -> Table:
        t = self.game.tables
        line_ids = [c.id for c in t.lines]
        helper_ids = [c.id for c in t.helpers]

        def sheet(s: Sheet) -> SheetDoc:
            return SheetDoc(
                dice=[Die.of(k) for k in range(12) for _ in range(s.dice[k])],
                marked=Rows.of(s.marked),
                crossed_out=Rows.of(s.spent),
                borrowed=Rows.of(s.borrowed),
                lanterns=[c + 1 for c in range(9) if s.lanterns >> c & 1],
                lantern_lines=[i for b, i in enumerate(line_ids) if s.lines >> b & 1],
                crates={
                    cid: Crate(
                        crossed=[
                            b + 1 for b in range(len(t.crate_icons[c])) if s.crates[c] >> b & 1
                        ],
                        active=bool(s.active >> c & 1),
                    )
                    for c, cid in enumerate(t.crate_ids)
                },
                nuts=s.nuts,
                helpers=[h for b, h in enumerate(helper_ids) if s.helpers >> b & 1],
                reputation=s.reputation,
                order_reputation=s.order_reputation,
                held_orders=list(s.held),
                fulfilled_orders=list(s.fulfilled),
                turn_boxes=[_box(v, c) for v, c in zip(s.box_value, s.box_color, strict=True)],
                commit=_commit_word(s.commit),
                dealt=list(s.dealt),
            )

        return Table(
            round=d.round,
            turn=d.turn,
            phase=d.phase,
            board=[Die.of(k) if k >= 0 else None for k in d.board],
            seen_board=[Die.of(k) if k >= 0 else None for k in d.seen_board],
            supply={"yellow": d.supply[0], "brown": d.supply[1]},
            rolled=[Die.of(k) for k in d.rolled],
            deck_phase_1=list(d.deck1),
            deck_phase_2=list(d.deck2),
            pool=[c or None for c in d.pool],
            discard=list(d.discard),
            sheets=[sheet(s) for s in d.sheets],
        )

    def read(self, table: Table, base: RWData) -> RWData:
        t = self.game.tables
        line_bit = {c.id: b for b, c in enumerate(t.lines)}
        helper_bit = {c.id: b for b, c in enumerate(t.helpers)}

        def bits(ids: list[str], table_of: dict[str, int], what: str) -> int:
            out = 0
            for i in ids:
                if i not in table_of:
                    raise ValueError(f"{what}: no {i!r}; ids: {', '.join(table_of)}")
                out |= 1 << table_of[i]
            return out

        def sheet(q: int, s: SheetDoc) -> Sheet:
            where = f"sheets[{q}]"
            dice = [0] * 12
            for die in s.dice:
                dice[die.kind] += 1
            crates = []
            active = 0
            for c, cid in enumerate(t.crate_ids):
                crate = s.crates.get(cid)
                if crate is None:
                    raise ValueError(f"{where}.crates: crate {cid!r} missing")
                mask = 0
                for place in crate.crossed:
                    if not 1 <= place <= len(t.crate_icons[c]):
                        raise ValueError(f"{where}.crates.{cid}: no icon {place}")
                    mask |= 1 << (place - 1)
                crates.append(mask)
                active |= int(crate.active) << c
            extra = sorted(set(s.crates) - set(t.crate_ids))
            if extra:
                raise ValueError(f"{where}.crates: no crate {extra[0]!r}")
            lanterns = 0
            for cell in s.lanterns:
                if not 1 <= cell <= 9:
                    raise ValueError(f"{where}.lanterns: no cell {cell} (1..9)")
                lanterns |= 1 << (cell - 1)
            boxes = [_box_of(b) for b in s.turn_boxes]
            return Sheet(
                dice=dice,
                marked=s.marked.counts(),
                spent=s.crossed_out.counts(),
                borrowed=s.borrowed.counts(),
                lanterns=lanterns,
                lines=bits(s.lantern_lines, line_bit, f"{where}.lantern_lines"),
                crates=crates,
                active=active,
                nuts=s.nuts,
                helpers=bits(s.helpers, helper_bit, f"{where}.helpers"),
                reputation=s.reputation,
                order_reputation=s.order_reputation,
                held=list(s.held_orders),
                fulfilled=list(s.fulfilled_orders),
                box_value=[v for v, _ in boxes],
                box_color=[c for _, c in boxes],
                commit=_commit_of(s.commit),
                dealt=list(s.dealt),
            )

        d = base.clone()
        d.round = table.round
        d.turn = table.turn
        d.phase = table.phase
        d.board = [die.kind if die is not None else -1 for die in table.board]
        d.seen_board = [die.kind if die is not None else -1 for die in table.seen_board]
        d.supply = [table.supply.get("yellow", 0), table.supply.get("brown", 0)]
        d.rolled = [die.kind for die in table.rolled]
        d.deck1 = list(table.deck_phase_1)
        d.deck2 = list(table.deck_phase_2)
        d.pool = [c or "" for c in table.pool]
        d.discard = list(table.discard)
        d.sheets = [sheet(q, s) for q, s in enumerate(table.sheets)]
        return d

    def where(self, d: RWData) -> ToMove | None:
        drop_nulls(self.game.doc_converter, position_moves.Step)  # a step says what it has
        if d.tasks and isinstance(d.tasks[-1], CHANCE):
            return self.where_chance(d)
        return position_moves.where(self.game, d)

    def where_chance(self, d: RWData) -> ToMove | None:
        """A ``deal`` or ``roll`` (position_chance.py): its fields, and those of the decision
        after it (``after``) where one stands below the deals; the model keeps the form only
        if it builds the same stack."""
        found = chance_where(d)
        if found is None:
            return None
        fields, run = found
        below = d.clone()
        below.tasks = d.tasks[:-run]
        if fields.get("roll") == "priority":  # L132-L136: the seats picking after the tied
            return ToMove(seat=0, picking=rolloff_picking(self.game, d, below.tasks), **fields)
        pool = fields.get("deal") == "pool"
        after = self.where(below) if below.tasks and pool else None
        if after is None and pool and d.round >= 1 and below.tasks:
            in_step = self.refilled_in_step(d, below.tasks, fields)
            if in_step is not None:
                return in_step
            # steps of a seat (the helpers hearing of an order fulfilled), then its decision
            found = where_before(
                self, below, lambda t: position_moves.step_of(t, getattr(t, "seat", -1))
            )
            if found is not None:
                steps = [position_moves.Step(**s) for s in found[1]]
                after = attrs.evolve(found[0], before=steps)
        if after is None:
            return ToMove(seat=0, **fields)
        return attrs.evolve(after, after=after.decision, **fields)

    def refilled_in_step(
        self, d: RWData, below: list[Any], fields: dict[str, Any]
    ) -> ToMove | None:
        """A pool slot refilled in a turn's step (an order taken, L136-L138) with no decision
        below: the seat whose order it was and the step (None: no such step stands below);
        its stack is checked by the caller."""
        found: list[ToMove] = []
        for step in ("reveal", "orders"):
            for seat in range(d.players):
                base = position_moves.turn_base(self.game, d, seat, step)
                if base is None or below[: len(base)] != base:
                    continue
                rest = below[len(base) :]
                if any(type(t) not in (WantOrder, Rolloff) for t in rest):
                    continue
                picking = None
                if step == "orders":  # the seat whose pick the rest follows by priority
                    groups = [position_moves.group_of(t) for t in reversed(rest)]
                    if groups != position_moves.default_picking(d, seat):
                        picking = groups
                found.append(ToMove(seat=seat, step=step, picking=picking, **fields))
        by_priority = [w for w in found if w.picking is None]
        return (by_priority or found)[0] if found else None

    def before(self, d: RWData, seat: int, step: position_moves.Step, i: int) -> Any:
        """The task of step ``i`` of a deal's ``before``."""
        return position_moves.step_task(self.game, d, seat, step, i, "before")

    def stack(self, d: RWData, where: Any) -> list[Any]:
        if where.decision in ("deal", "roll"):
            if not 0 <= where.seat < d.players:
                raise ValueError(f"seat {where.seat}: no seat of {d.players} players")
            below = below_chance(self.game, d, where)
            return chance_stack(self, d, where, below, chance_run(self.game, d, where))
        used = [x for x in CHANCE_FIELDS if getattr(where, x) is not None]
        if used:
            raise ValueError(f"{used[0]}: a deal's or a roll's")
        return position_moves.stack(self.game, d, where)
