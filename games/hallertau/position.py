"""The position document of Hallertau in the game's own words (docs/positions.md).

A field is written as the actions name it, its row and what is planted on it: ``"4 hops"``,
``"2 empty"``, ``"5 flax2"`` (2 flax on one field, card 627), or the long form ``{"row": 4,
"planted": "hops"}``; goods, sheep places (the six court cards ``round1``..``round6`` and the
``stable``), crafts and decks by their names; the workers on the action board per space and
row (they belong to nobody: L371). Where play stands is the decision and the seat
(``to_move: {decision: turn, seat: 1}``), the round and phase being fields of the table.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self, get_args

import attrs

from boardrules.cards.runtime import TriggerOrder
from boardrules.document import field
from boardrules.positions import PositionModel
from boardrules.tasks import Decision as DecisionTask

from . import position_cards, position_court, position_deals, position_heard
from .board import SPACES
from .fields import fallow_rows
from .position_cards import PARTS
from .position_form import (
    LEFT,
    NO_PARTS,
    OWN_FORMS,
    ToMove,
)
from .rounds import skipped
from .state import (
    CRAFTS,
    CROP_IDS,
    DECKS,
    GAME_END,
    GOODS,
    PHASE_NAMES,
    PHASES,
    ROWS,
    SHEEP_PLACES,
    HData,
    PhaseWord,
    Recent,
    Tally,
    Village,
    content_name,
    field_named,
    row_of,
    seats_from,
    with_cards,
)
from .tasks import (
    OFFER,
    CardWindow,
    Fallow,
    Farming,
    NextTurn,
    Pay,
    PaySheep,
    Phase,
    Progress,
    QuarterWorkers,
    Respond,
    RoundEnd,
    Sow,
    SpaceUsed,
    Turn,
    card_window,
)

if TYPE_CHECKING:
    from .game import Hallertau

PHASE_WORDS = PHASE_NAMES  # index = the phase's number (0: setup)
# what a field holds, as the actions and the observation name it: empty, a good, or 2 of a
# good on one field (627: "flax2")
Planted = Literal[
    "empty",
    "flax",
    "barley",
    "hops",
    "rye",
    "clay",
    "hide",
    "meat",
    "milk",
    "wool",
    "flax2",
    "barley2",
    "hops2",
    "rye2",
    "clay2",
    "hide2",
    "meat2",
    "milk2",
    "wool2",
]
PLANTED: tuple[str, ...] = get_args(Planted)
assert PLANTED == ("empty", *GOODS, *(f"{g}2" for g in GOODS)) and len(PHASE_WORDS) == GAME_END + 1


def _row(instance: Any, attribute: Any, value: int) -> None:
    if value not in ROWS:
        raise ValueError(f"row {value}: the field board has rows 2-5 (L261)")


@attrs.frozen
class Field:
    """A field: its row (2-5) and what is planted on it."""

    notation: ClassVar[str] = (
        "as 'ROW PLANTED', e.g. '4 hops', '2 empty', '5 flax2' (2 flax on one field, 627)"
    )
    row: int = field("the row of the field board, 2-5 (L261)", validator=_row)
    planted: Planted = field("empty, a good, or a good and 2 ('flax2': 2 of it, 627)")

    @classmethod
    def from_text(cls, text: str) -> Self:
        row, _, planted = text.partition(" ")
        if not row.isdigit() or int(row) not in ROWS:
            raise ValueError("the row is 2, 3, 4 or 5")
        if planted not in PLANTED:
            close = difflib.get_close_matches(planted, PLANTED, n=3, cutoff=0.5)
            hint = f" (close: {', '.join(close)})" if close else ""
            raise ValueError(f"no {planted!r} on a field{hint}")
        return cls(int(row), planted)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return f"{self.row} {self.planted}"

    @classmethod
    def of(cls, code: int) -> Self:
        return cls(row_of(code), content_name(code))  # type: ignore[arg-type]

    @property
    def code(self) -> int:
        return field_named(self.row, self.planted)


@attrs.frozen
class Goods:
    """A count per good (L253-L259)."""

    flax: int = field("flax")
    barley: int = field("barley")
    hops: int = field("hops")
    rye: int = field("rye")
    clay: int = field("clay")
    hide: int = field("hides")
    meat: int = field("meat")
    milk: int = field("milk")
    wool: int = field("wool")

    @classmethod
    def of(cls, counts: tuple[int, ...] | list[int]) -> Self:
        return cls(*counts)

    def counts(self) -> list[int]:
        return [getattr(self, g) for g in GOODS]


@attrs.frozen
class Sheep:
    """The sheep on the stable board: on the court card of each round and in the stable
    (L287-L301)."""

    round1: int = field("on the court card of round 1")
    round2: int = field("on the court card of round 2")
    round3: int = field("on the court card of round 3")
    round4: int = field("on the court card of round 4")
    round5: int = field("on the court card of round 5")
    round6: int = field("on the court card of round 6")
    stable: int = field("in the stable (Stallung), for the rest of the game (L291)")

    @classmethod
    def of(cls, counts: list[int]) -> Self:
        return cls(*counts)

    def counts(self) -> list[int]:
        return [getattr(self, place) for place in SHEEP_PLACES]


@attrs.frozen
class PerCraft:
    """A number per craft of the house board (L536-L549)."""

    carpentry: int = field("carpentry")
    brewery: int = field("brewery")
    cold_storage: int = field("cold storage")
    bakehouse: int = field("bakehouse")
    manufactory: int = field("manufactory")

    @classmethod
    def of(cls, counts: tuple[int, ...] | list[int]) -> Self:
        return cls(*counts)

    def counts(self) -> list[int]:
        return [getattr(self, k) for k in CRAFTS]


@attrs.frozen
class Boulders:
    """The columns of the two boulders of each craft's row (L237, L587-L607); a column
    beyond the right edge is off the board, pushed out."""

    carpentry: list[int] = field("the carpentry row's two boulders")
    brewery: list[int] = field("the brewery row's two boulders")
    cold_storage: list[int] = field("the cold storage row's two boulders")
    bakehouse: list[int] = field("the bakehouse row's two boulders")
    manufactory: list[int] = field("the manufactory row's two boulders")

    @classmethod
    def of(cls, columns: list[int]) -> Self:
        return cls(*(columns[2 * i : 2 * i + 2] for i in range(len(CRAFTS))))

    def columns(self) -> list[int]:
        out: list[int] = []
        for k in CRAFTS:
            pair = getattr(self, k)
            if len(pair) != 2:
                raise ValueError(f"boulders.{k}: {pair}, expected 2 columns")
            out += pair
        return out


@attrs.frozen
class RecentEvent:
    """An event the seat caused this turn or phase ("you just ...", what cards read)."""

    event: str = field("its name, e.g. space_used, card_played, harvested")
    name: str = field("what it named: the space, the card, the good, the craft", default="")
    number: int = field("the number it carried: tools, sheep, workers, goods, a row", default=0)


@attrs.frozen
class PhaseTally:
    """The seat's totals in the running phase (cleared when a phase starts): what a card
    reads as "this phase"."""

    tools: int = field("tools received (330)")
    harvest: Goods = field("goods harvested, per good (L504-L515)")
    harvest_paid: Goods = field("of those, paid to a card (811: once)")
    steps: PerCraft = field("progress steps, per craft (305)")
    quarter: list[int] = field("workers removed from quarters 1-4 (303)")
    yields: list[Field] = field(
        "the fields harvested, as they lay before they moved, once per yield (426)"
    )


@attrs.frozen
class VillageDoc:
    """One player's boards and supply (L251-L327)."""

    goods: Goods = field("the goods in the supply (the planted ones are on the fields)")
    fields: list[Field] = field("the fields on the field board, at most 8 (L261)")
    sheep: Sheep = field("the sheep on the stable board")
    court_cards_on_stable_board: list[str | None] = field(
        "the face-down court cards on the round spaces 1..6 (L241); null: none (the round's card"
        " slides off in phase 2, L358)"
    )
    court_card_slid_off: str | None = field(
        "the round's court card slid off the board in phase 2, face down, holding the worker "
        "supply until phase 5 takes it into the hand (L358-L360, L485-L487); null: none",
        default=None,
        kw_only=True,
    )
    workers: int = field("this round's worker supply (L371: from the general supply)")
    tools: int = field("tools")
    tools_used: int = field("tools set aside in this progress phase (L599-L603)")
    jewelry: int = field("jewelry, 0-10 (L305)")
    crafts: PerCraft = field("the column of each craft (1: next to the house tile, L557)")
    boulders: Boulders = field("the boulders of each craft's row")
    hand: list[str] = field("hand cards, by number (L659: their owner sees them)")
    played: list[str] = field("cards played, face up (L661)")
    recent: list[RecentEvent] = field("this turn's or phase's events of the seat")
    tally: PhaseTally = field("the seat's totals in the running phase")


@attrs.frozen
class Decks:
    """The card decks on the action board, top first (L215)."""

    starter: list[str] = field("the starter deck")
    court: list[str] = field("the court deck")
    bonus: list[str] = field("the bonus deck")
    point: list[str] = field("the point deck")


@attrs.frozen
class Table:
    """Everything on the table of Hallertau."""

    round: int = field("the round, 1..6 (L329; 0 before round 1)")
    phase: PhaseWord = field("the phase of the round (L329-L339), setup or game_end")
    start_player: int = field("the seat holding the start player marker (L245)")
    action_board: dict[str, list[int]] = field(
        "the neutral workers on each action space, by row 1..3 (2 rows for a card space): "
        "once placed they belong to nobody (L371, L399-L413)"
    )
    quarter_cards: list[str] = field("the quarter cards left, top first (1-3 players, L218)")
    decks: Decks = field("the card decks, top first")
    villages: list[VillageDoc] = field("each seat's village, seat 0 first")
    removed_cards: list[str] = field(
        "the cards removed from the game, face up (hand cards a card's cost removes: 414, 634,"
        " 635, 815; L279-L285, L1317)",
        default=attrs.Factory(list),
        kw_only=True,
    )
    quarter_cards_out: list[str] = field(
        "the quarter cards drawn, revealed and out of the game (1-3 players, L225, L344-L346)",
        default=attrs.Factory(list),
        kw_only=True,
    )


# the stored fields the game's invariants name, in the document's words (PositionModel.paths)
PATHS = (
    (r"workers_on\[(\d+)\] \((\w+)\)", lambda m: f"action_board.{m[2]}[{int(m[1]) % 3}]"),
    (r"workers_on", "action_board"),
    (r"start", "start_player"),
    (r"quarter_deck", "quarter_cards"),
    (r"villages\[(\d+)\]\.stable_cards", r"villages[\1].court_cards_on_stable_board"),
    (
        r"villages\[(\d+)\]\.crafts\[(\d)\]",
        lambda m: f"villages[{m[1]}].crafts.{CRAFTS[int(m[2])]}",
    ),
    (  # row i has boulders 2i and 2i+1 (state.py)
        r"villages\[(\d+)\]\.boulders\[(\d)\]",
        lambda m: f"villages[{m[1]}].boulders.{CRAFTS[int(m[2]) // 2]}[{int(m[2]) % 2}]",
    ),
    (r"villages\[(\d+)\]\.goods\[(\d)\]", lambda m: f"villages[{m[1]}].goods.{GOODS[int(m[2])]}"),
)


class HallertauPosition(PositionModel[HData, Table]):
    table = Table
    to_move_type = ToMove
    places: ClassVar[dict[str, str]] = {
        "hand:{seat}": "villages[{seat}].hand",
        "played:{seat}": "villages[{seat}].played",
        "stable_board:{seat}": "villages[{seat}].court_cards_on_stable_board",
        "slid_off:{seat}": "villages[{seat}].court_card_slid_off",  # one card or none
        "starter_deck": "decks.starter",
        "court_deck": "decks.court",
        "bonus_deck": "decks.bonus",
        "point_deck": "decks.point",
        "quarter_cards": "quarter_cards",
        "removed_cards": "removed_cards",  # out of the game (L279-L285)
        "quarter_cards_out": "quarter_cards_out",  # drawn, out of the game (L225)
    }
    paths = PATHS
    slotted = frozenset({"stable_board:{seat}"})  # the six court cards, round 1..6
    game: Hallertau

    # --- the table ---------------------------------------------------------------------
    def write(self, d: HData) -> Table:
        g = self.game

        def village(v: Village) -> VillageDoc:
            t = v.tally
            board, beside = position_court.write(v.stable_cards, d.round, d.phase)
            return VillageDoc(
                goods=Goods.of(v.goods),
                fields=[Field.of(f) for f in v.fields],
                sheep=Sheep.of(v.sheep),
                court_cards_on_stable_board=board,
                court_card_slid_off=beside,
                workers=v.workers,
                tools=v.tools,
                tools_used=v.tools_used,
                jewelry=v.jewelry,
                crafts=PerCraft.of(v.crafts),
                boulders=Boulders.of(v.boulders),
                hand=list(v.hand),
                played=list(v.played),
                recent=[RecentEvent(e.event, e.name, e.number) for e in v.recent],
                tally=PhaseTally(
                    tools=t.tools,
                    harvest=Goods.of(t.harvest),
                    harvest_paid=Goods.of(t.harvest_paid),
                    steps=PerCraft.of(t.steps),
                    quarter=list(t.quarter),
                    yields=[Field.of(f) for f in t.yields],
                ),
            )

        return Table(
            round=d.round,
            phase=PHASE_WORDS[d.phase],  # type: ignore[arg-type]
            start_player=d.start,
            action_board={
                c.id: d.workers_on[3 * s : 3 * s + g.space_rows[s]] for s, c in enumerate(g.spaces)
            },
            quarter_cards=list(d.quarter_deck),
            decks=Decks(**{deck: list(d.decks[deck]) for deck in DECKS}),
            villages=[village(v) for v in d.villages],
            removed_cards=list(d.removed_cards),
            quarter_cards_out=list(d.quarter_cards_out),
        )

    def read(self, table: Table, base: HData) -> HData:
        g = self.game
        workers_on = [0] * (3 * len(g.spaces))
        unknown = sorted(set(table.action_board) - set(g.space_index))
        if unknown:
            close = difflib.get_close_matches(unknown[0], list(g.space_index), n=3, cutoff=0.5)
            hint = f" (close: {', '.join(close)})" if close else ""
            raise ValueError(f"action_board: no space {unknown[0]!r}{hint}")
        for s, c in enumerate(g.spaces):
            rows = table.action_board.get(c.id)
            if rows is None:
                raise ValueError(f"action_board: space {c.id!r} missing")
            if len(rows) != g.space_rows[s]:
                raise ValueError(
                    f"action_board.{c.id}: {rows}, expected {g.space_rows[s]} rows (L399-L413)"
                )
            workers_on[3 * s : 3 * s + len(rows)] = rows

        def village(v: VillageDoc) -> Village:
            t = v.tally
            if len(t.quarter) != 4:
                raise ValueError(f"tally.quarter: {t.quarter}, expected quarters 1-4")
            court = v.court_cards_on_stable_board, v.court_card_slid_off
            stable_cards = position_court.read(*court, table.round, table.phase, g.deck_of)
            return Village(
                goods=v.goods.counts(),
                fields=sorted(f.code for f in v.fields),
                sheep=v.sheep.counts(),
                stable_cards=stable_cards,
                workers=v.workers,
                tools=v.tools,
                tools_used=v.tools_used,
                jewelry=v.jewelry,
                crafts=v.crafts.counts(),
                boulders=v.boulders.columns(),
                hand=list(v.hand),
                played=list(v.played),
                recent=[Recent(e.event, e.name, e.number) for e in v.recent],
                tally=Tally(
                    tools=t.tools,
                    harvest=tuple(t.harvest.counts()),
                    harvest_paid=tuple(t.harvest_paid.counts()),
                    steps=tuple(t.steps.counts()),
                    quarter=tuple(t.quarter),
                    yields=tuple(f.code for f in t.yields),
                ),
            )

        d = base.clone()
        d.round = table.round
        d.phase = PHASE_WORDS.index(table.phase)
        d.start = table.start_player
        d.workers_on = workers_on
        d.quarter_deck = list(table.quarter_cards)
        d.decks = {deck: list(getattr(table.decks, deck)) for deck in DECKS}
        d.removed_cards = tuple(sorted(table.removed_cards))
        d.quarter_cards_out = tuple(sorted(table.quarter_cards_out))
        d.villages = []
        for q, v in enumerate(table.villages):
            try:
                d.villages.append(village(v))
            except ValueError as exc:
                raise ValueError(f"villages[{q}].{exc}") from None
        return d

    # --- where play stands -------------------------------------------------------------
    def where(self, d: HData) -> ToMove | None:
        if not d.tasks:
            return None
        form = self._where(d)
        if form is not None and form.card is None:
            try:
                if self.stack(d, form) == d.tasks:
                    return form
            except (ValueError, KeyError, IndexError, TypeError):
                pass
        if isinstance(d.tasks[-1], DecisionTask):
            card: ToMove | None = position_cards.card_where(self, d)
            rt = self.game.runtime
            if card is None and (rt.hear or rt.hear_all):  # inside a whenever ability
                card = position_heard.heard_any_where(self, d, self._contexts(d))
            return card
        return None

    def _contexts(self, d: HData) -> Any:
        return lambda cw, under: position_cards.contexts(self, d, cw, under)

    def _where(self, d: HData) -> ToMove | None:
        top = d.tasks[-1]
        if isinstance(top, Turn):
            return ToMove("turn", top.seat)
        if isinstance(top, Progress):
            return ToMove("progress", top.seat)
        if isinstance(top, Pay):
            goods = self.game.craft_goods[top.craft]
            paid = {GOODS[x]: n for x, n in zip(goods, top.paid, strict=True) if n}
            craft = CRAFTS[top.craft]
            return ToMove("pay", top.seat, craft=craft, paid=paid or None)  # type: ignore[arg-type]
        if isinstance(top, Fallow):
            seat = top.seat
            waiting = [t.seat for t in reversed(d.tasks) if isinstance(t, Fallow)][1:]
            if waiting == self._fallow_waiting(d, seat):
                return ToMove("fallow", seat)
            return ToMove("fallow", seat, waiting=waiting)
        if type(top) in PARTS.values():
            return self._part_where(d, top)
        if isinstance(top, PaySheep) and top.butcher:
            ask = {"jewelry": True} if top.jewelry else None
            return ToMove("pay_sheep", top.seat, space="butcher", part=1, ask=ask)
        if isinstance(top, TriggerOrder):
            pending = position_cards.pending_cards(self, top.pending)
            return ToMove("trigger_order", top.seat, pending=pending)
        if isinstance(top, Respond):
            window: ToMove | None = position_cards.respond_where(self, d, top)
            return window
        chance: ToMove | None = position_deals.chance_where(self, d)  # chance="explicit"
        return chance

    def _part_where(self, d: HData, top: Any) -> ToMove | None:
        """A part of the space the seat used: the space from its ``SpaceUsed`` below, the
        part's number from the parts still on the stack above it."""
        used = [(i, t) for i, t in enumerate(d.tasks) if isinstance(t, SpaceUsed)]
        if not used or used[-1][1].seat != top.seat:
            return None
        i, record = used[-1]
        name = record.space
        if name not in SPACES or self._card_space(name):
            return None
        parts = SPACES[name](self.game, d, top.seat)
        c = len(parts) - (len(d.tasks) - 1 - (i + 1)) - 1
        if not 0 <= c < len(parts):
            return None
        part = sum(1 for t in parts[: c + 1] if type(t) in PARTS.values())
        left = getattr(top, "left", None)
        word = next(w for w, cls in PARTS.items() if type(top) is cls)
        return ToMove(word, top.seat, space=name, part=part, left=left)  # type: ignore[arg-type]

    def _card_space(self, name: str) -> bool:
        return bool(self.game.space_deck[self.game.space_index[name]]) or name in NO_PARTS

    def stack(self, d: HData, where: Any) -> list[Any]:
        n = d.players
        p = where.seat
        word = where.decision
        if not 0 <= p < n:
            raise ValueError(f"seat {p}: no seat of {n} players")
        if not 0 <= d.start < n:  # the seats' order starts there (L391, L663)
            raise ValueError(f"start_player {d.start}: no seat of {n} players")
        if word in ("deal", "roll"):
            return position_deals.chance_stack(self, d, where)
        if where.card is not None:
            return position_cards.card_stack(self, d, where)
        if word == "respond":
            return position_cards.respond_stack(self, d, where)
        if word == "trigger_order":
            return position_cards.trigger_order_stack(self, d, where)
        if word not in OWN_FORMS:
            raise ValueError(f"{word} is asked by a card: name the card (card, at, ask)")
        card_only: tuple[str, ...] = ("before", "pending", "at", "more", "inside", "heard")
        card_only += ("answered", "caused_by", "cost_of")
        extra = [k for k in card_only if getattr(where, k) is not None]
        if extra:
            raise ValueError(f"{word}: no {', '.join(extra)} (see the to_move form)")
        if word == "pay_sheep":
            return position_cards.butcher_stack(self, d, where)
        if where.ask is not None:
            raise ValueError(f"{word}: no ask (see the to_move form)")
        phase = {"fallow": 6, "progress": 9, "pay": 9}.get(word, 4)
        if d.phase != phase:
            raise ValueError(
                f"{word} is a decision of phase {PHASE_WORDS[phase]}; the table's "
                f"phase is {PHASE_WORDS[d.phase]}"
            )
        named = {
            "craft": where.craft,
            "paid": where.paid,
            "waiting": where.waiting,
            "space": where.space,
            "part": where.part,
            "left": where.left,
        }
        if where.window is not None:
            raise ValueError(f"{word}: no window (see the to_move form)")
        allowed = {"pay": ("craft", "paid"), "fallow": ("waiting",)}.get(word, ())
        if word in PARTS:
            allowed = ("space", "part", "left") if word in LEFT else ("space", "part")
        extra = [k for k, value in named.items() if value is not None and k not in allowed]
        if extra:
            raise ValueError(f"{word}: no {', '.join(extra)} (see the to_move form)")
        below = self._phases_after(d)
        if word == "turn":
            if not d.villages[p].workers:
                raise ValueError(f"seat {p} has no workers left to place (L477-L479)")
            return [*below, *self._turn_rest(d, p), Turn(p)]
        if word in PARTS:
            return [*below, *self._turn_rest(d, p), *self._part_stack(d, where)]
        window = self._phase_window(d)
        if word == "fallow":
            waiting = self._fallow_waiting(d, p) if where.waiting is None else where.waiting
            return [*below, *window, *[Fallow(q) for q in reversed(waiting)], Fallow(p)]
        later = position_cards.later_progress(d, p)
        if word == "progress":
            return [*below, *window, *later, Progress(p)]
        if where.craft is None:
            raise ValueError("pay: name the craft advancing")
        k = CRAFTS.index(where.craft)
        goods = self.game.craft_goods[k]
        paid = where.paid or {}
        wrong = sorted(set(paid) - {GOODS[x] for x in goods})
        if wrong:
            named_goods = ", ".join(GOODS[x] for x in goods)
            raise ValueError(f"pay: {where.craft} is paid with {named_goods}, not {wrong[0]}")
        if any(n < 0 for n in paid.values()):
            raise ValueError(f"pay: paid {paid}: a count of goods is 0 or more")
        own = [card_window("progress", (p,))] if with_cards(d) else []
        step = Pay(p, k, tuple(paid.get(GOODS[x], 0) for x in goods))
        return [*below, *window, *later, Progress(p), OFFER, *own, step]

    def _held(self, d: HData, name: str) -> int:
        """The workers on the quarter of the space ``name`` (309)."""
        g = self.game
        s = g.space_index[name]
        quarter = g.quarter_spaces[g.space_quarter[s]]
        return sum(sum(d.workers_on[3 * i : 3 * i + 3]) for i in quarter)

    def _turn_rest(self, d: HData, p: int) -> list[Any]:
        """Below a turn: the next turn, and the window after this one (``op_next_turn``)."""
        return [NextTurn((p + 1) % d.players), card_window("actions", seats_from(d, p))]

    def _part_stack(self, d: HData, where: Any) -> list[Any]:
        """The space's parts still to come and the one asked (``board.parts_of_space``)."""
        g = self.game
        name, p, word = where.space, where.seat, where.decision
        if name is None or where.part is None:
            raise ValueError(f"{word}: name the space used and the part (space, part)")
        if name not in g.space_index:
            close = difflib.get_close_matches(name, list(g.space_index), n=3, cutoff=0.5)
            hint = f" (close: {', '.join(close)})" if close else ""
            raise ValueError(f"space {name!r}: no such action space{hint}")
        if self._card_space(name):
            raise ValueError(f"space {name!r} asks no part in words: write the tasks")
        parts = SPACES[name](g, d, p)
        asked = [i for i, t in enumerate(parts) if type(t) in PARTS.values()]
        if not 1 <= where.part <= len(asked):
            raise ValueError(f"space {name!r} has parts 1..{len(asked)}, not {where.part}")
        c = asked[where.part - 1]
        task: Any = parts[c]
        if word == "sow" and type(task) is Farming:  # L936-L940: the sowings after the first
            task = Sow(p, left=3, goods=CROP_IDS)
        kind: Any = PARTS[word]
        if type(task) is not kind:
            raise ValueError(f"part {where.part} of {name!r} is {task.name}, not {word}")
        if word in LEFT:
            left = task.left if where.left is None else where.left
            if not 1 <= left <= task.left:
                raise ValueError(f"{word}: left {left}, the space gives 1..{task.left}")
            clay = getattr(task, "clay", 0) if left == task.left else 0
            task = attrs.evolve(task, left=left, **({"clay": clay} if word == "crop" else {}))
        rest = [*parts[c + 1 :], SpaceUsed(p, name), QuarterWorkers(p, self._held(d, name))]
        return [*reversed(rest), task]

    def _phases_after(self, d: HData) -> list[Any]:
        """The round's end and the phases still to come, the next on top."""
        g = self.game
        rest = [k for k in range(d.phase + 1, 11) if not skipped(g, d, k, d.round)]
        return [RoundEnd(), *[Phase(k) for k in reversed(rest)]]

    def _phase_window(self, d: HData) -> list[CardWindow]:
        """The phase's window for hand cards, after its work (``rounds.op_phase``)."""
        if any(v.hand for v in d.villages):
            return [card_window(PHASES[d.phase - 1], seats_from(d, d.start))]
        return []

    def _fallow_waiting(self, d: HData, seat: int) -> list[int]:
        order = seats_from(d, d.start)
        later = order[order.index(seat) + 1 :]
        return [q for q in later if len(fallow_rows(d.villages[q])) > 1]
