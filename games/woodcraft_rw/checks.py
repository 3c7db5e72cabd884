"""What the rules of Woodcraft Roll & Write assume of a loaded table (``Game.check_data``).

Every die (14 of each colour, L1-L5) and every order once; each sheet's entries within its
printed boxes (L105-L109, L202-L218, L309-L327); the tasks' dice, seats and pool slots real.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.invariants import KERNEL_MOST, Checks
from boardrules.tasks import Draw

from .orders import DEALT, PILES, POOL
from .state import (
    BROWN,
    COLORS,
    MATERIALS,
    NO_COMMIT,
    ORDER,
    PASS,
    ROWS,
    YELLOW,
    RWData,
    color_of,
)
from .tasks import (
    Adjust,
    AfterTurn1,
    BoardDie,
    Chestnut,
    Column,
    Commit,
    Deliver,
    DieValue,
    ExtraDie,
    Free,
    GiveDie,
    Keep,
    Lantern,
    LayPool,
    MaterialAs,
    OpponentDie,
    OrderFulfilled,
    Orders,
    PhaseChange,
    PickOrder,
    Place,
    Reveal,
    Rolloff,
    RolloffDie,
    Round,
    RoundEnd,
    SellMaterial,
    Shift,
    SoloDiscard,
    SwapMaterial,
    TakeDie,
    Turn,
    WantOrder,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW

ROLLED_DICE = (BoardDie, ExtraDie)  # chance tasks that roll a die taken from the supply
# the integer fields of tasks, with their ranges (None: the number of rounds)
TASK_RANGES: dict[type, tuple[tuple[str, int, int | None], ...]] = {
    Round: (("number", 1, None),),
    Turn: (("number", 1, 2),),
    TakeDie: (("kind", 0, 11),),
    Column: (("kind", 0, 11),),
    DieValue: (("color", 0, 1),),
    Adjust: (("color", 0, 1),),
    MaterialAs: (("crossed", 0, len(MATERIALS) - 1),),
    Deliver: (("value", 1, 6),),
    GiveDie: (("group", 0, 99), ("left", 1, 6), ("total", 0, 36)),
    BoardDie: (("color", 0, 1),),
    ExtraDie: (("color", 0, 1),),
    OpponentDie: (("color", 0, 1),),
}


def check_data(game: WoodcraftRW, d: RWData) -> list[str]:
    """The problems of a loaded table, each naming its field (none: it plays on)."""
    t = game.tables
    c = Checks()
    c.length("sheets", d.sheets, d.players)
    c.within("round", d.round, 0, t.rounds)
    c.within("turn", d.turn, 0, 2)
    c.within("phase", d.phase, 1, 2)
    for name, board in (("board", d.board), ("seen_board", d.seen_board)):
        if c.length(name, board, 6):
            c.each_within(name, board, -1, 11)
    c.each_within("rolled", d.rolled, 0, 11)
    if c.length("supply", d.supply, 2):
        c.counts("supply", d.supply)  # the dice are counted below
    c.length("pool", d.pool, t.pool_size)
    places = {"deck1": d.deck1, "deck2": d.deck2, "pool": [o for o in d.pool if o]}
    places["discard"] = d.discard
    for p, s in enumerate(d.sheets):
        at = f"sheets[{p}]"
        if c.length(f"{at}.dice", s.dice, 12):
            c.each_within(f"{at}.dice", s.dice, 0, 2 * t.dice_per_color)
        for row, counts in (("marked", s.marked), ("spent", s.spent), ("borrowed", s.borrowed)):
            c.length(f"{at}.{row}", counts, len(ROWS))
        if not c.problems:
            for m, row in enumerate(ROWS):
                c.within(f"{at}.marked[{m}] ({row})", s.marked[m], 0, t.row_circles[m])
                c.within(f"{at}.spent[{m}] ({row})", s.spent[m], 0, s.marked[m])
                c.within(f"{at}.borrowed[{m}] ({row})", s.borrowed[m], 0, sum(s.spent))
        c.bits(f"{at}.lanterns", s.lanterns, 9)
        c.bits(f"{at}.lines", s.lines, len(t.lines))
        if c.length(f"{at}.crates", s.crates, len(t.crates)):
            for i, icons in enumerate(t.crate_icons):
                c.bits(f"{at}.crates[{i}]", s.crates[i], len(icons))
        c.bits(f"{at}.active", s.active, len(t.crates))
        c.bits(f"{at}.helpers", s.helpers, len(t.helpers))
        c.within(f"{at}.nuts", s.nuts, 0, t.nut_table)
        c.count(f"{at}.reputation", s.reputation)  # the track's spaces, then PLENTY
        c.count(f"{at}.order_reputation", s.order_reputation)
        for row, boxes, high in (("box_value", s.box_value, 6), ("box_color", s.box_color, 1)):
            if c.length(f"{at}.{row}", boxes, t.turns):
                c.each_within(f"{at}.{row}", boxes, -1, high)
        for i, (value, colour) in enumerate(zip(s.box_value, s.box_color, strict=False)):
            # a die's value has its colour; a blank (-1) or crossed-out (0) box has none (the
            # 10x bounds fuzz: a colour with no value was accepted, its position lost it)
            c.holds(
                (value >= 1) == (colour != -1),
                f"{at}.box_value[{i}]",
                f"{value} with colour {colour}: a die's value has a colour, a blank or"
                " crossed-out box none",
            )
        c.within(f"{at}.commit", s.commit, NO_COMMIT, PASS)
        places[f"{at}.held"] = s.held
        places[f"{at}.fulfilled"] = s.fulfilled
        places[f"{at}.dealt"] = s.dealt
    if c.problems:
        return c.problems
    if c.in_one_place(places, dict.fromkeys(t.orders, 1), "order"):
        c.every_placed(
            "orders", places, t.orders, "order card", "a deck, the pool, the discard or a sheet"
        )
    for color in (YELLOW, BROWN):
        total = d.supply[color] + sum(1 for k in d.board if k >= 0 and color_of(k) == color)
        total += sum(1 for k in d.rolled if color_of(k) == color)
        # dice out of the supply, waiting for their roll (L51, L342)
        total += sum(1 for x in d.tasks if isinstance(x, ROLLED_DICE) and x.color == color)
        total += sum(sum(s.dice[color * 6 : color * 6 + 6]) for s in d.sheets)
        c.holds(
            total == t.dice_per_color,
            "dice",
            f"{total} {COLORS[color]} dice in play, the game has {t.dice_per_color}",
        )
    check_stack(c, d)
    check_choices(c, d)
    check_marks(game, c, d)
    for i, x in enumerate(d.tasks):
        for name, low, most in TASK_RANGES.get(type(x), ()):
            top = t.rounds if most is None else most
            c.within(f"tasks[{i}].{name}", getattr(x, name), low, top)
        if isinstance(x, (TakeDie, Column)):  # the die taken lies on the revealed board
            need = 1 if isinstance(x, TakeDie) else 2
            c.holds(d.seen_board.count(x.kind) >= need, f"tasks[{i}].kind", "not revealed")
        if isinstance(x, GiveDie):
            groups = t.order_groups.get(x.order, ())
            c.holds(x.group < len(groups), f"tasks[{i}].order", "no such dice requirement")
        if isinstance(x, (Rolloff, RolloffDie)):
            c.seats(f"tasks[{i}].group", x.group, d.players)
            c.each_within(f"tasks[{i}].rolls", x.rolls, 1, 6)
        if isinstance(x, Draw):
            check_draw(c, d, f"tasks[{i}]", x)
    return c.problems


def check_choices(c: Checks, d: RWData) -> None:
    """L77-L85: every seat chooses in secret, then all choices are revealed together. A seat
    still to choose (a ``commit`` task) has no choice yet; when the reveal is pending, every
    other seat has chosen, what the board and pool offered (a die on the board, an order when
    the pool holds one, ``pass`` when neither, ``turn.commit_options``)."""
    if any(isinstance(x, LayPool) for x in d.tasks):  # L40: the pool is laid from the deck
        c.holds(not any(d.pool), "pool", "an order in the pool before it is laid (L40)")
    revealing = any(isinstance(x, Reveal) for x in d.tasks)
    check_turn_boxes(c, d, revealing)
    waiting = {x.seat for x in d.tasks if isinstance(x, Commit)}
    if not revealing:
        for p in sorted(waiting):
            at = f"sheets[{p}].commit"
            c.holds(d.sheets[p].commit == NO_COMMIT, at, "a seat still to choose has no choice")
        return
    dice = {k for k in d.board if k >= 0}
    for p, s in enumerate(d.sheets):
        at = f"sheets[{p}].commit"
        if p in waiting:
            c.holds(s.commit == NO_COMMIT, at, "a seat still to choose has no choice (L77-L85)")
        elif s.commit == NO_COMMIT:
            c.fail(
                at,
                f"seat {p} has not chosen, and no choice of its is to come: every seat"
                " chooses before the choices are revealed (L77-L85)",
            )
        elif s.commit == ORDER:
            c.holds(any(d.pool), at, "'order' with no order in the pool (L77-L85)")
        elif s.commit == PASS:
            c.holds(not dice and not any(d.pool), at, "'pass' while a die or an order is there")
        else:
            c.holds(s.commit in dice, at, "a die the board does not hold (L77-L85)")


def check_marks(game: WoodcraftRW, c: Checks, d: RWData) -> None:
    """What a sheet marks at once: a crate acts once its last icon is crossed out (L309-L315),
    a lantern line is complete once its last cell is marked (L202-L211), never before. (A
    crate or a line not yet marked so is not refused: the rules tests score such sheets.)"""
    t = game.tables
    for p, s in enumerate(d.sheets):
        for i, icons in enumerate(t.crate_icons):
            if s.active >> i & 1 and s.crates[i] != (1 << len(icons)) - 1:
                c.fail(
                    f"sheets[{p}].active ({t.crate_ids[i]})",
                    "active with icons left to cross out: a crate acts once all are (L309-L315)",
                )
        for i, mask in enumerate(t.line_masks):
            if s.lines >> i & 1 and s.lanterns & mask != mask:
                c.fail(
                    f"sheets[{p}].lines ({t.lines[i].id})",
                    "complete with cells left to mark (L202-L211)",
                )


def check_turn_boxes(c: Checks, d: RWData, revealing: bool) -> None:
    """The setup is round 0, turn 0; a round has turns 1 and 2 (L43, L77), the first round's
    turn 0 until its first turn begins. A turn's reveal writes its box on every sheet
    (L85-L109): the boxes of the later turns are blank, and this turn's too while its reveal
    is to come."""
    c.holds(
        d.turn == 0 if d.round == 0 else d.turn > 0 or d.round == 1,
        "turn",
        f"{d.turn} in round {d.round}: the setup is round 0, turn 0; a round's turns are 1, 2",
    )
    first = 0 if d.round == 0 else d.turn_box() + (0 if revealing else 1)
    for p, s in enumerate(d.sheets):
        for i in range(max(first, 0), len(s.box_value)):
            if s.box_value[i] != -1:
                c.fail(f"sheets[{p}].box_value[{i}]", "written before its turn's reveal (L85-L109)")
                break


def check_draw(c: Checks, d: RWData, at: str, x: Draw) -> None:
    """An order drawn: from a deck, to a seat's dealt orders or into a pool slot (``slot``;
    a document that wrote the slot in ``into``, as before, is refused here)."""
    c.holds(x.pile in PILES, f"{at}.pile", f"one of {PILES}")
    if x.into == DEALT:
        c.seats(f"{at}.seat", (x.seat,), d.players)
    elif c.holds(x.into == POOL, f"{at}.into", f"{DEALT!r} or {POOL!r} (the slot is in slot)"):
        c.within(f"{at}.slot", x.slot, 0, len(d.pool) - 1)


# The order of the steps on the stack (issue 24 item 9), bottom first: what may lie at the
# bottom, and what may lie directly on each step; a step not named has nothing on it. A round's
# setup (the pool laid, the orders kept, the solo discard) on ``Round``; the round's turns on
# ``RoundEnd``, a turn's dice on ``Turn`` (the roll and the dice placed, L51, the opponent's in
# the solo game) with the free actions after it (``AfterTurn1``, ``Free``); on a free action
# the orders phase, its reveal and commits, the dice taken, the orders wanted and the roll-off
# (L124-L136); and the steps of an action or an order's reward (``STEPS``), on the actions
# that ask them and on one another (a reward asks another).
STEPS = (
    Adjust,
    Chestnut,
    Column,
    Deliver,
    DieValue,
    GiveDie,
    Lantern,
    MaterialAs,
    OrderFulfilled,
    PickOrder,
    SellMaterial,
    SwapMaterial,
)
BOTTOM = (Round, RoundEnd, SoloDiscard)
ABOVE: dict[type, tuple[type, ...]] = {
    Round: (LayPool, PhaseChange, SoloDiscard),
    LayPool: (Keep,),
    Keep: (Keep,),
    PhaseChange: (SoloDiscard,),
    RoundEnd: (Free, Turn),
    Turn: (AfterTurn1, ExtraDie, Place, Shift),
    AfterTurn1: (Free, Turn),
    Place: (BoardDie,),
    BoardDie: (BoardDie,),
    ExtraDie: (ExtraDie,),
    Shift: (OpponentDie,),
    OpponentDie: (OpponentDie,),
    Free: (Free, Orders, WantOrder, Rolloff, RolloffDie, *STEPS),
    Orders: (Reveal, TakeDie, *STEPS),
    Reveal: (Commit,),
    Commit: (Commit,),
    TakeDie: (TakeDie, *STEPS),
    WantOrder: (WantOrder, PickOrder, RolloffDie),
    Rolloff: (WantOrder, PickOrder, RolloffDie),
    RolloffDie: (RolloffDie,),
    **dict.fromkeys(STEPS, STEPS),
}


def check_stack(c: Checks, d: RWData) -> None:
    """The stack is one the game reaches (issue 24 item 9; 30 random games of 1-5 seats): the
    round's six board dice (L51), a choice, an order wanted and a die taken a seat, two orders
    drawn a seat, two turns a round; the round, its end, the pool's laying and the phase change
    once, below the round's turns; any other step at most twice."""
    seats = d.players
    most = {**KERNEL_MOST, BoardDie: 6, Draw: 2 * seats + 2, Turn: 2}
    most |= dict.fromkeys((Commit, Free, Keep, TakeDie, WantOrder), seats)
    most |= dict.fromkeys((Round, RoundEnd, LayPool, PhaseChange), 1)
    (
        c.stack(d.tasks, most)
        and c.layered(d.tasks, ((Round, RoundEnd), (Turn,)))
        and c.ordered(d.tasks, ABOVE, BOTTOM)
    )
