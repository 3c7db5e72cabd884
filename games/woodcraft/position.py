"""The position document of Woodcraft in the game's own words (docs/positions.md).

A die is written ``"green 4"``; the wheel is its 28 spaces (quarter by quarter, clockwise,
7 a quarter) holding an action tile's name or null; tiles are ``usable`` or ``used``; cards
are lists of their ids, an order beside a workshop with its row (1 at the top, L1150). The
names are those of ``observation(p)``. Where play stands is the decision and the seat
(``to_move: {decision: main, seat: 1}``), the round being the table's ``round``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal

import attrs

from boardrules.document import field
from boardrules.position_steps import (
    CardChoice,
    chance_stack,
    drop_nulls,
    own_first,
    refuse_unused,
    where_before,
)
from boardrules.positions import PositionModel
from boardrules.tasks import Draw

from ..woodcraft_dice import DieWords
from .position_chance import (
    CHANCE_FIELDS,
    DisplaySpace,
    chance_run,
    chance_where,
    public_removed,
    solo_take_where,
    stack_below,
)
from .position_moves import (
    IN_ACTION,
    Colour,
    InAction,
    Material,
    Step,
    stack_in_turn,
    step_of,
    step_task,
    turn_base,
    where_in_turn,
)
from .setup import seat_order
from .state import ACTIONS, COLORS, EMPTY, KINDS, WData, Workshop
from .tasks import (
    EndTurn,
    IncomeGains,
    KeepOrder,
    Main,
    Market,
    PlaceOrder,
    Round,
    RoundEnd,
    SoloCard,
    SoloPlay,
    SoloRemove,
    StartHelper,
    Trim,
    Turn,
    YardDie,
)
from .turns import income_rounds

if TYPE_CHECKING:
    from .game import Woodcraft

Chance = Literal["deal", "roll", "remove_public"]
Decision = Literal[
    Literal["main", "market", "keep_order", "place_order", "start_helper"], InAction, Chance
]
ActionTile = Literal[
    "buy_wood",
    "exchange_dice",
    "buy_materials",
    "take_orders",
    "hire_helper",
    "produce_plant",
    "improve_workshop",
]
TileState = Literal["usable", "used"]
GLUE = ("not placed", "usable", "used")  # the glue tile: -1, 0, 1


@attrs.frozen
class Die(DieWords):
    """A die: its colour and the value it shows."""

    colours: ClassVar[tuple[str, ...]] = COLORS
    notation: ClassVar[str] = "as 'COLOUR VALUE', e.g. 'green 4' (green, yellow, brown)"
    colour: Colour = field("green, yellow or brown")
    value: int = field("1..6", validator=[attrs.validators.ge(1), attrs.validators.le(6)])


@attrs.frozen
class OrderInRow:
    """An order beside the workshop, in its row (L1150)."""

    card: str = field("the order's id")
    row: int = field("its row, 1 (top, +3 reputation) .. 5 (bottom)")


@attrs.frozen
class PublicOrder:
    """A public order (L217-L221, L1073-L1080)."""

    card: str = field("the public order's id")
    open: bool = field("it may still be claimed")
    claimed_round: int = field("the round of its first claim, 0 not yet")


@attrs.frozen
class ReputationTile:
    """A reputation tile on a pale space of the reputation track (L169-L184)."""

    tile: str = field("the tile's id")
    reached: list[int] = field("per seat: the round it reached the tile, 0 not yet")
    removed: bool = field("solo: the neutral marker reached it first (L1477-L1482)")


@attrs.frozen
class WorkshopDoc:
    """One player's workshop board, the cards beside it and its markers on the tracks."""

    dice: list[Die] = field("the lumber stack, one entry per die")
    trees: dict[Colour, int] = field("the tree in each pot by the pot's colour (L781-L790)")
    pots: int = field("pots built, 1 (green, printed) .. 3 (L813-L818)")
    saw_tiles: list[TileState] = field("the saw tiles placed, left to right (L850-L852)")
    upgrade_tiles: list[TileState] = field("the upgrade tiles placed, top to bottom")
    glue_tile: Literal["not placed", "usable", "used"] = field("the glue tile (L909-L912)")
    blueberries: int = field("blueberries")
    lanterns: int = field("lanterns")
    glue_discs: int = field("glue discs")
    saw_blade_discs: int = field("saw blade discs")
    scrap_blocks: int = field("scrap blocks")
    reuse_tokens: int = field("reuse tokens (L1007-L1013)")
    points: int = field("the score track (never below 0, L1053-L1056)")
    hazelnut_income: int = field("the hazelnut income track; above 10 the overflow marker")
    blueberry_income: int = field("the blueberry income track")
    reputation: int = field("the reputation track")
    marketing: int = field("spaces advanced on the marketing track (L1197-L1217)")
    helpers: list[str | None] = field("per room: the helper's id, or null (empty)")
    hand: list[str] = field("orders in hand (hidden)")
    orders: list[OrderInRow] = field("orders beside the board, each in its row")
    fulfilled: list[str] = field("fulfilled orders, face down (L990-L993)")
    attic: list[str | None] = field("per attic space: the tool's id, or null")
    claims: list[str] = field("public orders claimed (L1119-L1121)")
    dealt_orders: list[str] = field("setup: the simple orders dealt, 2 to keep (L270-L271)")
    dealt_helpers: list[str] = field("setup: the 3 helpers dealt, 1 to keep (L276-L278)")
    tile: ActionTile | None = field("the action tile chosen this turn, or null")
    acted: bool = field("this turn: the chosen tile's action (or its replacement) is done")
    bonus_used: bool = field("this turn: the bonus action is taken (L367-L369)")
    tile_lanterns: int = field("this turn: lanterns gained as the tile's bonus (L492-L493)")


@attrs.frozen
class Table:
    """Everything on the table of Woodcraft."""

    round: int = field("the round")
    rounds: int = field("the rounds of the game")
    turns_played: int = field("turns played in the game so far (the cards' usage clock)")
    start_player: int = field("the start player (L254-L255)")
    wheel: list[ActionTile | None] = field(
        "the wheel's 28 spaces, quarter by quarter clockwise (7 a quarter): a tile or null"
    )
    arrow: int = field("the quarter whose end the saw wheel's arrowhead points to")
    start_quarter: int = field("the start quarter (L130-L131)")
    arc: bool = field("the arc tile still covers the start quarter's rim bonuses (L384)")
    lumber_yard: list[Die | None] = field("the lumber yard's 6 spaces, 2 a colour (L137)")
    stage: int = field("1: simple orders and inexperienced helpers; 2: after the switch")
    order_deck: list[str] = field("the order deck, top first")
    order_display: list[str | None] = field("the 4 order spaces, left (new) to right")
    order_discard: list[str] = field("discarded orders")
    helper_deck: list[str] = field("the helper deck, top first")
    helper_display: list[str | None] = field("the 4 helper spaces, left to right")
    helper_discard: list[str] = field("discarded helpers")
    boxed: list[str] = field("cards out of the game")
    public_orders: list[PublicOrder] = field("the public orders revealed")
    tools_supply: dict[str, int] = field("tool tiles left in the supply, per tool")
    reputation_tiles: list[ReputationTile] = field("the reputation tiles (L169-L184)")
    neutral_marker: int = field("solo: the neutral marker on the reputation track (L1395)")
    solo_deck: list[str] = field("solo: the solo deck, top first")
    solo_discard: list[str] = field("solo: the solo cards discarded")
    workshops: list[WorkshopDoc] = field("each seat's workshop, seat 0 first")
    seen_by: dict[str, list[int]] = field(
        "per order or helper card, the seats that have seen it (a card nobody saw is absent)"
    )


@attrs.frozen(field_transformer=own_first)
class ToMove(CardChoice):
    """Where play stands: ``main``, the turn of ``seat`` (L347-L369) in the table's
    ``round``, the seats before it in the round having played; ``market``, ``seat`` at the
    end of its turn may go to the market (L1197-L1217). The setup (round 0), the seats in
    turn order from the start player, the seats before ``seat`` done: ``keep_order``,
    ``seat`` keeps ``left`` more of the simple orders dealt (L270-L271); ``place_order``, it
    places an order of its hand in its row (L272-L274; in an income phase, L1154-L1155, the
    round being the income's); ``start_helper``, it keeps and pays a helper (L276-L278).
    Inside a turn (``position_moves``): an action's own steps, a saw cut, an order's
    delivery, a tool, a card's choice, the dice discarded at the turn's end, each with its
    own values and ``then``, what is left of the effects it is inside. With
    ``chance="explicit"`` (``position_chance``): ``deal``, a card drawn, and ``roll``, the
    lumber yard's dice rolled, with ``after``, the decision asked once they are done (and
    ``before``, what is done first); ``remove_public``, the solo game's public order removed
    at random (L1498-L1503)."""

    decision: Decision = field(
        "main, market, keep_order, place_order, start_helper, a decision inside a turn ("
        + ", ".join(IN_ACTION)
        + "), or with chance=explicit deal (a card drawn), roll (lumber yard dice rolled) or "
        "remove_public (solo: a random unclaimed public order removed, L1498-L1503)"
    )
    seat: int = field("the seat to move")
    left: int = field(
        "keep_order: the simple orders still to keep (1..2); produce: the helpers still to "
        "produce; plant: the trees still to plant",
        default=2,
    )
    then: list[Step] | None = field(
        "a decision inside a turn: what is left of the effects (and the action's steps) it "
        "is inside, the next first (null: nothing)",
        default=None,
    )
    bought: int | None = field("buy_wood: dice bought in this action (null: 0)", default=None)
    sold: Colour | None = field("buy_six: the colour of the die sold (null: none)", default=None)
    first: Material | None = field("buy_materials: the material bought first", default=None)
    taken: int | None = field("take_order: orders taken in this action (null: 0)", default=None)
    helper: str | None = field("room: the helper hired, to seat in a room", default=None)
    produced: list[str] | None = field("produce: the helpers that produced", default=None)
    plant: int | None = field("produce: the trees planted after it (option B)", default=None)
    colour: Colour | None = field("saw_cut: the colour of the die sawn", default=None)
    rest: int | None = field("saw_cut: the pips still on the die sawn", default=None)
    last: int | None = field("saw_cut: the last piece cut (null: 1)", default=None)
    cuts: int | None = field("saw_cut: the cuts made (null: 0)", default=None)
    order: str | None = field("deliver: the order fulfilled", default=None)
    requirement: int | None = field(
        "deliver: its die requirement paid (0: the first)", default=None
    )
    tool: str | None = field("attic_space: the tool placed", default=None)
    deal: str | None = field(
        "deal: where the card goes: order_display, helper_display (with slot), public_orders, "
        "reputation_tiles, dealt_orders, dealt_helpers, hand (a special order; these three "
        "with dealt_to), solo_discard",
        default=None,
    )
    slot: int | None = field("deal: the display space, 1 (left) .. 4", default=None)
    dealt_to: int | None = field(
        "deal dealt_orders, dealt_helpers, hand: the seat the card is dealt to", default=None
    )
    dealing: int | None = field(
        "deal: the cards still to deal there, this one included (null: 1)", default=None
    )
    spaces: list[int] | None = field(
        "roll: the lumber yard's spaces still to roll (1..6, 2 a colour), the next first",
        default=None,
    )
    after: Decision | None = field(
        "deal, roll: the decision asked once they are done, whose fields (seat, left, ...) "
        "are the form's (the setup: keep_order); null: an income phase's refill (L1170) or "
        "a solo card (L1402-L1411)",
        default=None,
    )
    before: list[Step] | None = field(
        "deal, roll with after: what is done once they are done, before after is asked, the "
        "next first, as then's steps (pay_cost: the helper just hired paid for, its display "
        "space refilled first, L666-L673; triggers: abilities the action set off)",
        default=None,
    )
    discarding: str | None = field(
        "deal order_display, helper_display without after, in the solo game: the card a solo "
        "card took off that display, onto its discard pile once the space is refilled "
        "(L1463-L1466)",
        default=None,
    )
    solo_takes: list[DisplaySpace] | None = field(
        "with discarding: the display spaces the solo card takes after this one, in order "
        "(null: none)",
        default=None,
    )
    redraw: int | None = field(
        "with discarding: the solo card moved no tile, another is drawn after it: that "
        "card's attempt, 2.. (L1471-L1473; null: none)",
        default=None,
    )
    attempt: int | None = field(
        "deal solo_discard: the solo card's attempt (null: 1; another is drawn when it "
        "cannot be played, L1402-L1411)",
        default=None,
    )


def _tiles(states: Sequence[int]) -> list[TileState]:
    return ["usable" if s == 0 else "used" for s in states]


# the stored fields the game's invariants name, in the document's words (PositionModel.paths)
_WORKSHOP = {
    "vp": "points",
    "saw_blades": "saw_blade_discs",
    "scrap": "scrap_blocks",
    "reuse": "reuse_tokens",
    "hazelnut": "hazelnut_income",
    "income": "blueberry_income",
    "rooms": "helpers",
    "order_ids": "orders",
    "order_rows": "orders",
    "dealt": "dealt_orders",
    "pots_built": "pots",
    "saws": "saw_tiles",
    "upgrades": "upgrade_tiles",
    "glue": "glue_tile",
}
_TABLE = {
    "turn": "turns_played",
    "start": "start_player",
    "neutral": "neutral_marker",
    "rep_gone": "reputation_tiles (removed)",
    "public_open": "public_orders (open)",
    "rep_tiles": "reputation_tiles",
}
PATHS = (
    (r"workshops\[(\d+)\]\.pots\[\d\] \((\w+)\)", r"workshops[\1].trees.\2"),
    (r"workshops\[(\d+)\]\.pots", r"workshops[\1].trees"),
    (
        rf"workshops\[(\d+)\]\.({'|'.join(_WORKSHOP)})",
        lambda m: f"workshops[{m[1]}].{_WORKSHOP[m[2]]}",
    ),
    (
        r"yard\[(\d+)\]: a die of the space's colour, not (\d+)",
        lambda m: (
            f"lumber_yard[{m[1]}]: a die of the space's colour, not {Die.of(int(m[2]))}"
            " (2 spaces a colour: green, yellow, brown)"
        ),
    ),
    (r"yard(\[\d+\])?", r"lumber_yard\1"),
    (r"tools_left\[\d+\] \(([\w-]+)\)", r"tools_supply.\1"),
    (r"rep_arrivals\[(\d+)\]", r"reputation_tiles[\1].reached"),
    (r"claimed_round\[(\d+)\]", r"public_orders[\1].claimed_round"),
    (r"seen\['([^']+)'\]", r"seen_by.\1"),
    (rf"({'|'.join(_TABLE)})", lambda m: _TABLE[m[1]]),
)


class WoodcraftPosition(PositionModel[WData, Table]):
    table = Table
    to_move_type = ToMove
    places: ClassVar[dict[str, str]] = {
        "order_deck": "order_deck",
        "order_display": "order_display",
        "order_discard": "order_discard",
        "helper_deck": "helper_deck",
        "helper_display": "helper_display",
        "helper_discard": "helper_discard",
        "boxed": "boxed",
        "solo_deck": "solo_deck",
        "solo_discard": "solo_discard",
        "hand:{seat}": "workshops[{seat}].hand",
        "fulfilled:{seat}": "workshops[{seat}].fulfilled",
        "rooms:{seat}": "workshops[{seat}].helpers",
        "claims:{seat}": "workshops[{seat}].claims",
        "dealt_orders:{seat}": "workshops[{seat}].dealt_orders",
        "dealt_helpers:{seat}": "workshops[{seat}].dealt_helpers",
    }
    records: ClassVar[dict[str, str]] = {
        "orders:{seat}": "workshops[{seat}].orders",  # beside the workshop, in its row
        "public_orders": "public_orders",
    }
    paths = PATHS
    chance_words = ("deal", "roll", "remove_public")  # a card dealt or a die rolled: no seat's
    chance_fields = CHANCE_FIELDS
    game: Woodcraft

    def write(self, d: WData) -> Table:
        tools = self.game.tools

        def workshop(w: Workshop) -> WorkshopDoc:
            return WorkshopDoc(
                dice=[Die.of(k) for k in range(KINDS) for _ in range(w.dice[k])],
                trees={COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY},  # type: ignore[misc]
                pots=w.pots_built,
                saw_tiles=_tiles(w.saws),
                upgrade_tiles=_tiles(w.upgrades),
                glue_tile=GLUE[w.glue + 1],  # type: ignore[arg-type]
                blueberries=w.blueberries,
                lanterns=w.lanterns,
                glue_discs=w.glue_discs,
                saw_blade_discs=w.saw_blades,
                scrap_blocks=w.scrap,
                reuse_tokens=w.reuse,
                points=w.vp,
                hazelnut_income=w.hazelnut,
                blueberry_income=w.income,
                reputation=w.reputation,
                marketing=w.marketing,
                helpers=[h or None for h in w.rooms],
                hand=list(w.hand),
                orders=[
                    OrderInRow(card=o, row=r + 1)
                    for o, r in zip(w.order_ids, w.order_rows, strict=True)
                ],
                fulfilled=list(w.fulfilled),
                attic=[t or None for t in w.attic],
                claims=list(w.claims),
                dealt_orders=list(w.dealt),
                dealt_helpers=list(w.dealt_helpers),
                tile=ACTIONS[w.tile] if w.tile >= 0 else None,  # type: ignore[arg-type]
                acted=w.acted,
                bonus_used=w.bonus_used,
                tile_lanterns=w.tile_lanterns,
            )

        return Table(
            round=d.round,
            rounds=d.rounds,
            turns_played=d.turn,
            start_player=d.start,
            wheel=[ACTIONS[a] if a >= 0 else None for a in d.wheel],  # type: ignore[misc]
            arrow=d.arrow,
            start_quarter=d.start_quarter,
            arc=d.arc,
            lumber_yard=[Die.of(k) if k >= 0 else None for k in d.yard],
            stage=d.stage,
            order_deck=list(d.order_deck),
            order_display=[c or None for c in d.order_display],
            order_discard=list(d.order_discard),
            helper_deck=list(d.helper_deck),
            helper_display=[c or None for c in d.helper_display],
            helper_discard=list(d.helper_discard),
            boxed=list(d.boxed),
            public_orders=[
                PublicOrder(card=o, open=d.public_open[i], claimed_round=d.claimed_round[i])
                for i, o in enumerate(d.public)
            ],
            tools_supply=dict(zip(tools, d.tools_left, strict=True)),
            reputation_tiles=[
                ReputationTile(tile=t, reached=list(d.rep_arrivals[i]), removed=d.rep_gone[i])
                for i, t in enumerate(d.rep_tiles)
            ],
            neutral_marker=d.neutral,
            solo_deck=list(d.solo_deck),
            solo_discard=list(d.solo_discard),
            workshops=[workshop(w) for w in d.workshops],
            seen_by={
                card: [s for s in range(d.players) if bits >> s & 1]
                for card, bits in d.seen.items()
            },
        )

    def read(self, table: Table, base: WData) -> WData:
        tools = self.game.tools

        def workshop(q: int, w: WorkshopDoc) -> Workshop:
            dice = [0] * KINDS
            for die in w.dice:
                dice[die.kind] += 1
            return Workshop(
                dice=tuple(dice),
                pots=tuple([w.trees.get(c, EMPTY) for c in COLORS]),  # type: ignore[call-overload]
                pots_built=w.pots,
                saws=tuple([0 if s == "usable" else 1 for s in w.saw_tiles]),
                upgrades=tuple([0 if s == "usable" else 1 for s in w.upgrade_tiles]),
                glue=GLUE.index(w.glue_tile) - 1,
                blueberries=w.blueberries,
                lanterns=w.lanterns,
                glue_discs=w.glue_discs,
                saw_blades=w.saw_blade_discs,
                scrap=w.scrap_blocks,
                reuse=w.reuse_tokens,
                vp=w.points,
                hazelnut=w.hazelnut_income,
                income=w.blueberry_income,
                reputation=w.reputation,
                marketing=w.marketing,
                rooms=tuple([h or "" for h in w.helpers]),
                hand=tuple(w.hand),
                order_ids=tuple([o.card for o in w.orders]),
                order_rows=tuple([o.row - 1 for o in w.orders]),
                fulfilled=tuple(w.fulfilled),
                attic=tuple([t or "" for t in w.attic]),
                claims=tuple(w.claims),
                dealt=tuple(w.dealt_orders),
                dealt_helpers=tuple(w.dealt_helpers),
                tile=ACTIONS.index(w.tile) if w.tile is not None else -1,
                acted=w.acted,
                bonus_used=w.bonus_used,
                tile_lanterns=w.tile_lanterns,
            )

        unknown = sorted(set(table.tools_supply) - set(tools))
        if unknown:
            raise ValueError(f"tools_supply: no tool {unknown[0]!r}; tools: {', '.join(tools)}")
        d = base.clone()
        d.round = table.round
        d.rounds = table.rounds
        d.turn = table.turns_played
        d.start = table.start_player
        d.wheel = tuple([ACTIONS.index(a) if a is not None else -1 for a in table.wheel])
        d.arrow = table.arrow
        d.start_quarter = table.start_quarter
        d.arc = table.arc
        d.yard = tuple([die.kind if die is not None else -1 for die in table.lumber_yard])
        d.stage = table.stage
        d.order_deck = tuple(table.order_deck)
        d.order_display = tuple([c or "" for c in table.order_display])
        d.order_discard = tuple(table.order_discard)
        d.helper_deck = tuple(table.helper_deck)
        d.helper_display = tuple([c or "" for c in table.helper_display])
        d.helper_discard = tuple(table.helper_discard)
        d.boxed = tuple(table.boxed)
        # the public orders and reputation tiles not yet drawn (the setup's deals with
        # chance="explicit", L169-L184, L217-L221) open, reached by nobody: as the setup lays
        # them out; the game's checks hold the count to the draws still to come
        unseen = max(0, len(base.public_open) - len(table.public_orders))
        d.public = tuple([p.card for p in table.public_orders])
        d.public_open = tuple([p.open for p in table.public_orders]) + (True,) * unseen
        d.claimed_round = tuple([p.claimed_round for p in table.public_orders]) + (0,) * unseen
        d.tools_left = tuple([table.tools_supply.get(t, 0) for t in tools])
        tiles = max(0, len(base.rep_gone) - len(table.reputation_tiles))
        d.rep_tiles = tuple([r.tile for r in table.reputation_tiles])
        d.rep_arrivals = tuple([tuple(r.reached) for r in table.reputation_tiles])
        d.rep_arrivals += ((0,) * d.players,) * tiles
        d.rep_gone = tuple([r.removed for r in table.reputation_tiles]) + (False,) * tiles
        d.neutral = table.neutral_marker
        d.solo_deck = tuple(table.solo_deck)
        d.solo_discard = tuple(table.solo_discard)
        d.workshops = [workshop(q, w) for q, w in enumerate(table.workshops)]
        seen = {}
        for card, seats in table.seen_by.items():
            bad = [s for s in seats if not 0 <= s < d.players]
            if bad:
                raise ValueError(f"seen_by.{card}: {bad[0]} is no seat of {d.players}")
            seen[card] = sum(1 << s for s in set(seats))
        d.seen = seen
        return d

    def record(self, place: str, card: str) -> dict[str, Any]:
        """An order moved beside a workshop lies in the row of its symbol (L272-L274, L1150);
        a public order moved out of the box is open, not yet claimed (L217-L221)."""
        game = self.game
        if place == "public_orders":
            if card not in game.publics:
                raise ValueError(f"{card} is no public order")
            return {"card": card, "open": True, "claimed_round": 0}
        if card not in game.order_row:
            raise ValueError(f"{card} is no order")
        return {"card": card, "row": game.order_row[card] + 1}

    def where(self, d: WData) -> ToMove | None:
        if not d.tasks:
            return None
        top = d.tasks[-1]
        if isinstance(top, Draw | YardDie):
            return self.where_chance(d)
        if type(top) is SoloRemove:
            return ToMove(decision="remove_public", seat=0)
        if type(top) is Main:
            return ToMove(decision="main", seat=top.seat)
        if type(top) is Market:
            return ToMove(decision="market", seat=top.seat)
        if type(top) is KeepOrder:
            return ToMove(decision="keep_order", seat=top.seat, left=top.left)
        if type(top) is PlaceOrder:
            return ToMove(decision="place_order", seat=top.seat)
        if type(top) is StartHelper:
            return ToMove(decision="start_helper", seat=top.seat)
        drop_nulls(self.game.doc_converter, Step)  # a step of then says what it has
        if not 0 <= getattr(top, "seat", -1) < d.players:
            return None
        own = where_in_turn(self.game, d, lambda seat, discard: self.below(d, seat, discard))
        return None if own is None else ToMove(**own)

    def where_chance(self, d: WData) -> ToMove | None:
        """A ``deal`` or ``roll`` (position_chance.py): its fields, and those of the decision
        after it (``after``) where one stands below the deals; the model keeps the form only
        if it builds the same stack."""
        found = chance_where(d)
        if found is None:
            return None
        fields, run = found
        below = d.clone()
        below.tasks = d.tasks[:-run]
        after = self.where(below) if below.tasks else None
        if after is None and below.tasks:  # what is done first, then the decision after
            after = self.where_before(below)
        if after is None:  # an income phase's refill, a solo card or its take
            top = below.tasks[-1] if below.tasks else None
            attempt = top.attempt if isinstance(top, SoloPlay) and top.attempt > 1 else None
            return ToMove(seat=0, attempt=attempt, **fields, **solo_take_where(below.tasks) or {})
        return attrs.evolve(after, after=after.decision, **fields)

    def where_before(self, below: WData) -> ToMove | None:
        """The decision below steps of its seat (the cost of the helper just hired, the
        abilities its action set off), those steps as its ``before``, or None."""
        found = where_before(self, below, lambda t: step_of(below, t, getattr(t, "seat", -1)))
        return (
            None if found is None else attrs.evolve(found[0], before=[Step(**s) for s in found[1]])
        )

    def before(self, d: WData, seat: int, step: Step, i: int) -> Any:
        """The task of step ``i`` of a deal's ``before``."""
        return step_task(self.game, d, seat, step, i, "before")

    def below(self, d: WData, seat: int, discard: bool) -> list[Any]:
        """The stack below a decision of ``seat`` inside its turn (``main``'s, or with
        ``discard`` the turn's end), or in round 0 after its setup's choices (a helper's
        immediate ability, L276-L278, L692-L695): the later seats' choices below."""
        order = seat_order(d)
        after = order[order.index(seat) + 1 :]
        if d.round >= 1:
            return turn_base(d, seat, after, discard)
        keep = int(self.game.params["dealt"][3])
        stack: list[Any] = [Round(number=1)]
        for s in reversed(after):
            stack += [StartHelper(seat=s), PlaceOrder(seat=s), KeepOrder(seat=s, left=keep)]
        return stack

    def stack(self, d: WData, where: Any) -> list[Any]:
        n = d.players
        if not 0 <= where.seat < n:
            raise ValueError(f"seat {where.seat}: no seat of {n} players")
        if where.decision in ("deal", "roll"):
            below = stack_below(self.game, d, where)
            return chance_stack(self, d, where, below, chance_run(self.game, d, where))
        if where.after is not None or any(
            getattr(where, name) is not None for name in CHANCE_FIELDS
        ):
            used = next(x for x in CHANCE_FIELDS if getattr(where, x) is not None)
            raise ValueError(f"{used}: a deal's or a roll's")
        order = seat_order(d)
        after = order[order.index(where.seat) + 1 :]
        if where.decision in ("keep_order", "place_order", "start_helper"):
            return self.setup_stack(d, where, after)
        if where.decision not in IN_ACTION:
            refuse_unused(where, {}, kept=("left",))
        if where.decision == "remove_public":
            return public_removed(self.game, d)
        if where.decision in IN_ACTION:
            if d.round == 0 and where.decision == "discard":
                raise ValueError("round 0: the dice are discarded at a turn's end (L1203-L1208)")
            base = self.below(d, where.seat, where.decision == "discard")
            return stack_in_turn(self.game, d, where, base)
        tail: list[Any] = [RoundEnd(number=d.round)]
        if n == 1:
            tail.append(SoloCard(attempt=1))
        tail += [Turn(seat=s) for s in reversed(after)]
        if where.decision == "market":
            return [*tail, Trim(seat=where.seat), Market(seat=where.seat)]
        return [*tail, Trim(seat=where.seat), EndTurn(seat=where.seat), Main(seat=where.seat)]

    def setup_stack(self, d: WData, where: Any, after: list[int]) -> list[Any]:
        """The setup's choices (setup.py: each seat keeps orders, places one, keeps a helper,
        the first seat in turn order on top), or an income phase's orders placed (income.py:
        the later seats with orders in hand below)."""
        keep = int(self.game.params["dealt"][3])
        seat = where.seat
        if where.decision == "place_order" and d.round >= 1:
            incomes = income_rounds(self.game, d)
            if d.round not in incomes[:3]:
                raise ValueError(
                    f"round {d.round}: an order is placed at setup (round 0) or in the income"
                    f" phases after rounds {incomes[:3]} (L1154-L1155)"
                )
            phase = incomes.index(d.round) + 1
            later = [PlaceOrder(seat=s) for s in reversed(after) if d.workshops[s].hand]
            return [IncomeGains(phase=phase), *later, PlaceOrder(seat=seat)]
        if d.round != 0:
            raise ValueError(
                f"round {d.round}: a {where.decision} decision is the setup's, round 0 (L270-L278)"
            )
        if where.decision == "keep_order" and not 1 <= where.left <= keep:
            raise ValueError(f"left {where.left}: a seat keeps 1..{keep} more orders (L270)")
        stack: list[Any] = [Round(number=1)]
        for s in reversed(after):
            stack += [StartHelper(seat=s), PlaceOrder(seat=s), KeepOrder(seat=s, left=keep)]
        stack.append(StartHelper(seat=seat))
        if where.decision != "start_helper":
            stack.append(PlaceOrder(seat=seat))
        if where.decision == "keep_order":
            stack.append(KeepOrder(seat=seat, left=where.left))
        return stack
