"""Where play stands in Woodcraft Roll & Write, in the game's words (``to_move``,
docs/positions.md): the decision, the seat that makes it and what it needs, with the rest of
the turn and round below it built as the game builds them.

A turn (L75-L148) is the secret choice (``commit``), the reveal (the dice taken in seat
order, each with its column's bonus: ``step: reveal``), the orders picked by priority
(``step: orders``) and each seat's free actions (``step: free``). A decision inside one of
those (a column, an order from the pool, a lantern cell, a crate, a helper's choice, an
order's payment) names its step; ``then`` lists what is left of the effects it is inside
(``boardrules.position_steps.card_step``: the rest of a card's effect list, a gain, the
lanterns and chestnuts still to place, helper B's next material...), the next first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

import attrs

from boardrules.cards.costs import PayCost, PayOneOf
from boardrules.cards.runtime import MayUse, TriggerOrder, Triggers
from boardrules.document import field
from boardrules.position_steps import (
    CARD_STEPS,
    CARD_USES,
    CardChoice,
    CardTasks,
    EffectStep,
    card_choice,
    card_choice_task,
    card_step,
    card_step_task,
    own_first,
    refuse_unused,
)

from . import cards, orders, sheet
from .state import COLORS, MATERIALS, RWData
from .tasks import (
    Adjust,
    AfterTurn1,
    AskSell,
    AskSwap,
    Chestnut,
    ChestnutOne,
    Column,
    Commit,
    Deliver,
    DieValue,
    Free,
    GiveDie,
    Keep,
    Lantern,
    LanternOne,
    LayPool,
    MaterialAs,
    OrderFulfilled,
    Orders,
    PickOrder,
    Reveal,
    Rolloff,
    Round,
    RoundEnd,
    SellMaterial,
    SwapMaterial,
    TakeDie,
    Turn,
    WantOrder,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW

CARD_TASKS = CardTasks(Triggers, TriggerOrder, MayUse, PayOneOf, PayCost)
Decision = Literal[
    "keep",
    "commit",
    "free",
    "column",
    "pick_order",
    "lantern",
    "chestnut",
    "die_value",
    "adjust",
    "sell_material",
    "swap_material",
    "material_as",
    "deliver",
    "give_die",
    "choose",
    "optional",
    "trigger_order",
    "may_use",
    "pay_one_of",
    "deal",
    "roll",
]
StepWord = Literal[
    "effects",
    "gain",
    "triggers",
    "lantern",
    "chestnut",
    "order_fulfilled",
    "sell",
    "swap",
    "take_order",
    "deliver",
    "pay",
    "pay_one_of",
    "pay_cost",
]
TurnStep = Literal["reveal", "orders", "free"]
Colour = Literal["yellow", "brown"]
Material = Literal["saw_blade", "glue", "shavings"]


@attrs.frozen(field_transformer=own_first)
class Step(EffectStep):
    """What is left of the effects a decision is inside, one step (next first; the card
    language's values: ``EffectStep``)."""

    step: StepWord = field(
        "effects (the rest of a card's effect list), gain (a resource still to gain), "
        "triggers (abilities set off, waiting), lantern (a lantern to place, L202-L206), "
        "chestnut (a chestnut to cross out, L305-L307), order_fulfilled (the helpers hear "
        "the order fulfilled, L477-L480), sell (helper B asks a material, L470-L474), swap "
        "(helper A asks a material, L460-L468), take_order (an order from the pool, "
        "L220-L228), deliver (an any-colour die of value to pay, L150-L158), pay (dice of an "
        "order's requirement to pay), pay_one_of (another any_of item of the cost to pay), "
        "pay_cost (a cost to pay)"
    )
    value: int | None = field("deliver: the die's value", default=None)
    order: str | None = field("pay: the order", default=None)
    group: int | None = field("pay: its requirement (0: the first)", default=None)
    left: int | None = field("pay: the dice of it still to give", default=None)
    total: int | None = field("pay: the values given so far (null: 0)", default=None)


@attrs.frozen(field_transformer=own_first)
class ToMove(CardChoice):
    """Where play stands: the decision and the seat that makes it (the round and the turn
    are the table's ``round`` and ``turn``). ``keep``: setup, the seats keep an order
    (L32-L34); ``commit``: the secret choice of a die or an order (L77-L85), the seats before
    this one having chosen; ``free``: the free actions (L140-L148), seats before done. The
    decisions inside a turn's ``step`` (reveal, orders or free): ``column`` (L99-L105),
    ``pick_order`` (L124-L138), ``lantern`` (L202-L206), ``chestnut`` (L305-L307),
    ``die_value`` (a die gained at a value of choice), ``adjust`` (helpers E and H,
    L488-L491, L509-L512), ``sell_material`` (helper B, L470-L474), ``swap_material`` and
    ``material_as`` (helper A, L460-L468), ``deliver`` and ``give_die`` (an order's
    requirement paid, L150-L158), ``choose``, ``optional``, ``trigger_order``, ``may_use``
    and ``pay_one_of`` (a card's choice); ``then`` what is left of the effects the decision
    is inside. With ``chance="explicit"`` (``position_chance``): ``deal``, an order drawn, and
    ``roll``, dice rolled (a priority roll-off's among them)."""

    decision: Decision = field(
        "keep, commit, free, column, pick_order, lantern, chestnut, die_value, adjust, "
        "sell_material, swap_material, material_as, deliver, give_die, choose, optional, "
        "trigger_order, may_use or pay_one_of; with chance=explicit, deal (an order drawn) "
        "or roll (dice rolled)"
    )
    seat: int = field("the seat to move")
    step: TurnStep | None = field(
        "a decision inside a turn: the turn's step, reveal (the dice taken, seat by seat), "
        "orders (picked by priority) or free (the free actions); null: reveal for column, "
        "orders for pick_order, free for the others",
        default=None,
    )
    picking: list[list[int]] | None = field(
        "step orders: the seats still to pick an order after this one (roll priority: after "
        "the seats tied), a group of tied seats rolling off first (L124-L136); null: by "
        "priority (L124-L132)",
        default=None,
    )
    then: list[Step] | None = field(
        "what is left of the effects the decision is inside, the next first (null: nothing)",
        default=None,
    )
    colour: Colour | None = field("die_value, adjust: the die's colour", default=None)
    material: Material | None = field("material_as: the material crossed out", default=None)
    value: int | None = field("deliver: the value of the die to pay", default=None)
    order: str | None = field("give_die: the order paid", default=None)
    group: int | None = field("give_die: its requirement paid (0: the first)", default=None)
    left: int | None = field("give_die: the dice of it still to give", default=None)
    total: int | None = field("give_die: the values given so far (null: 0)", default=None)
    deal: str | None = field(
        "deal: where the order goes: dealt (the setup's, with dealt_to, L32-L34) or pool "
        "(with slot)",
        default=None,
    )
    slot: int | None = field("deal pool: the pool's slot, 1 (left) .. 3", default=None)
    dealt_to: int | None = field("deal dealt: the seat the order is dealt to", default=None)
    dealing: int | None = field(
        "deal: the orders still to deal there (pool: slots from slot on), this one included "
        "(null: 1)",
        default=None,
    )
    roll: Literal["board", "opponent", "extra", "solo_discard", "priority"] | None = field(
        "roll: the round's board dice (L51-L53), the solo opponent's (L397-L405), the "
        "5-player extra die (L340-L346), the solo die naming the pool order discarded "
        "(L411-L417) or a priority roll-off's die (L132-L136, with tied)",
        default=None,
    )
    tied: list[int] | None = field(
        "roll priority: the seats tied for priority, rolling off in this order (L132-L136)",
        default=None,
    )
    rolls: list[int] | None = field(
        "roll priority: the values the first of the tied seats rolled so far (null: none)",
        default=None,
    )
    dice: list[Colour] | None = field(
        "roll: the colours of the dice still to roll, the next first", default=None
    )
    after: Decision | None = field(
        "deal pool: the decision asked once the slot is refilled in a turn (L136-L138), whose "
        "fields are the form's; null: the pool laid out before the next round (L40, L357-L361)",
        default=None,
    )
    before: list[Step] | None = field(
        "deal pool with after: what is done once the slot is refilled, before after is asked, "
        "the next first, as then's steps (order_fulfilled: the helpers hear of the order "
        "fulfilled whose reward took it, L477-L480)",
        default=None,
    )


TURN_FORMS: dict[type, Decision] = {Keep: "keep", Commit: "commit", Free: "free"}
# tried in this order: seat 0's free actions stand where the orders step has no pick left
TURN_STEPS: tuple[TurnStep, ...] = ("free", "reveal", "orders")
SIMPLE: dict[type, Decision] = {  # decisions of the seat alone, no values of their own
    Column: "column",
    PickOrder: "pick_order",
    Lantern: "lantern",
    Chestnut: "chestnut",
    SellMaterial: "sell_material",
    SwapMaterial: "swap_material",
}
DEFAULT_STEP: dict[str, TurnStep] = {"column": "reveal", "pick_order": "orders"}
GAME_STEPS: dict[type, StepWord] = {
    LanternOne: "lantern",
    ChestnutOne: "chestnut",
    OrderFulfilled: "order_fulfilled",
    AskSell: "sell",
    AskSwap: "swap",
    WantOrder: "take_order",
    Deliver: "deliver",
    GiveDie: "pay",
}
STEP_TASKS = {word: cls for cls, word in GAME_STEPS.items()}


# the fields each decision takes beside decision and seat
USES: dict[str, tuple[str, ...]] = {
    "die_value": ("colour",),
    "adjust": ("colour",),
    "material_as": ("material",),
    "deliver": ("value",),
    "give_die": ("order", "group", "left", "total"),
    **CARD_USES,
}
IN_TURN = ("column", "pick_order", "lantern", "chestnut", "sell_material", "swap_material")
USES = {w: (*USES.get(w, ()), "step", "picking", "then") for w in (*USES, *IN_TURN)}


# --- the stack, in words ---------------------------------------------------------------------
def where(game: WoodcraftRW, d: RWData) -> ToMove | None:
    """Where play stands at ``d``, or None where no form says it (the document lists the
    tasks then); ``state.position()`` keeps a form only if it builds the exact stack."""
    if not d.tasks:
        return None
    top: Any = d.tasks[-1]
    if type(top) in TURN_FORMS:
        return ToMove(decision=TURN_FORMS[type(top)], seat=top.seat)
    form = decision_of(top)
    if form is None:
        return None
    for step in TURN_STEPS:
        base = turn_base(game, d, top.seat, step)
        if base is None or d.tasks[: len(base)] != base:
            continue
        rest = d.tasks[len(base) : -1]
        picking = None
        if step == "orders":
            at = 0
            while at < len(rest) and type(rest[at]) in (WantOrder, Rolloff):
                at += 1
            groups = [group_of(t) for t in reversed(rest[:at])]
            rest = rest[at:]
            picking = None if groups == default_picking(d, top.seat) else groups
        steps = [step_of(t, top.seat) for t in reversed(rest)]
        if any(s is None for s in steps):
            continue
        return attrs.evolve(
            form,
            step=None if DEFAULT_STEP.get(form.decision, "free") == step else step,
            picking=picking,
            then=[Step(**s) for s in steps if s is not None] or None,
        )
    return None


def decision_of(top: Any) -> ToMove | None:
    """The form of the decision ``top`` itself (its own values), or None (a task of no
    seat: a die rolled with ``chance="explicit"``, no seat's decision)."""
    seat = getattr(top, "seat", None)
    if seat is None:
        return None
    if type(top) in SIMPLE:
        return ToMove(decision=SIMPLE[type(top)], seat=seat)
    if type(top) is DieValue or type(top) is Adjust:
        decision: Decision = "die_value" if type(top) is DieValue else "adjust"
        return ToMove(decision=decision, seat=seat, colour=COLORS[top.color])  # type: ignore[arg-type]
    if type(top) is MaterialAs:
        return ToMove(decision="material_as", seat=seat, material=MATERIALS[top.crossed])  # type: ignore[arg-type]
    if type(top) is Deliver:
        return ToMove(decision="deliver", seat=seat, value=top.value)
    if type(top) is GiveDie:
        return ToMove(
            decision="give_die",
            seat=seat,
            order=top.order,
            group=top.group,
            left=top.left,
            total=top.total or None,
        )
    card = card_choice(top, CARD_TASKS)
    return None if card is None else ToMove(seat=seat, **card)


def step_of(task: Any, seat: int) -> dict[str, Any] | None:
    """A pending task of the effects in words (``Step``'s fields), or None."""
    if getattr(task, "seat", None) != seat:
        return None
    card = card_step(task, CARD_TASKS)
    if card is not None:
        return card
    word = GAME_STEPS.get(type(task))
    if word is None:
        return None
    if type(task) is Deliver:
        return {"step": word, "value": task.value}
    if type(task) is GiveDie:
        return {
            "step": word,
            "order": task.order,
            "group": task.group,
            "left": task.left,
            "total": task.total or None,
        }
    return {"step": word}


def group_of(task: Any) -> list[int]:
    return [task.seat] if type(task) is WantOrder else list(task.group)


def default_picking(d: RWData, seat: int) -> list[list[int]]:
    """L124-L132: the seats that chose an order and pick after ``seat`` by priority, a group
    of seats tied for it rolling off (``orders.orders_phase``)."""
    from .state import ORDER

    takers = [p for p, s in enumerate(d.sheets) if s.commit == ORDER]
    groups: dict[tuple[int, ...], list[int]] = {}
    for p in takers:
        groups.setdefault(orders.priority_key(d, p), []).append(p)
    ordered = [groups[key] for key in sorted(groups, reverse=True)]
    for i, group in enumerate(ordered):
        if seat in group:
            rest = [p for p in group if p != seat]
            return ([rest] if rest else []) + ordered[i + 1 :]
    return ordered


def turn_base(game: WoodcraftRW, d: RWData, seat: int, step: TurnStep) -> list[Any] | None:
    """The stack below a decision of ``seat`` in the turn's ``step`` (the effects it is in
    and the order picks still to come left out), or None where the table has no such turn."""
    n = d.players
    if d.turn not in (1, 2) or not 0 <= seat < n:
        return None
    base: list[Any] = [RoundEnd()]
    if d.turn == 1:
        base += [Turn(number=2), AfterTurn1()]
    if step == "free":
        return [*base, *[Free(seat=p) for p in range(n - 1, seat - 1, -1)]]
    base += [Free(seat=p) for p in range(n - 1, -1, -1)]
    if step == "orders":
        return base
    if not 0 <= d.sheets[seat].commit < 12:
        return None  # the reveal: the seat takes the die it chose
    takes = [
        TakeDie(seat=p, kind=d.sheets[p].commit)
        for p in range(n - 1, seat, -1)
        if 0 <= d.sheets[p].commit < 12
    ]
    return [*base, Orders(), *takes]


def stack(game: WoodcraftRW, d: RWData, where: ToMove) -> list[Any]:
    """The task stack standing at ``where``; raises ValueError naming what is wrong."""
    n = d.players
    if not 0 <= where.seat < n:
        raise ValueError(f"seat {where.seat}: no seat of {n} players")
    refuse_unused(where, USES)
    seats = range(n - 1, where.seat - 1, -1)
    if where.decision == "keep":
        return [Round(number=1), LayPool(), *[Keep(seat=p) for p in seats]]
    if d.turn not in (1, 2):
        raise ValueError(
            f"turn {d.turn}: a {where.decision} decision is in turn 1 or 2 of a round: set"
            " data.turn (and data.round, 1 or more: the setup is round 0, turn 0)"
        )
    tail: list[Any] = [RoundEnd()]
    if d.turn == 1:
        tail += [Turn(number=2), AfterTurn1()]
    if where.decision == "free":
        return [*tail, *[Free(seat=p) for p in seats]]
    if where.decision == "commit":
        everyone = [Free(seat=p) for p in range(n - 1, -1, -1)]
        return [*tail, *everyone, Orders(), Reveal(), *[Commit(seat=p) for p in seats]]
    step = where.step or DEFAULT_STEP.get(where.decision, "free")
    base = turn_base(game, d, where.seat, step)
    if base is None:
        commit = f"sheets[{where.seat}].commit"
        raise ValueError(f"step reveal: {commit} is no die: the seat takes no die this turn")
    if step == "orders":
        base += picks(d, where)
    elif where.picking is not None:
        raise ValueError(f"picking: the seats pick orders in step orders, not {step}")
    then = [step_task(game, d, where.seat, s, i) for i, s in enumerate(where.then or ())]
    return [*base, *reversed(then), top_task(game, d, where, step)]


def picks(d: RWData, where: ToMove) -> list[Any]:
    """The order picks still to come after ``where.seat``'s (L124-L136), bottom first."""
    groups = default_picking(d, where.seat) if where.picking is None else where.picking
    out: list[Any] = []
    for i, group in enumerate(groups):
        if not group or any(not 0 <= p < d.players for p in group):
            raise ValueError(f"picking[{i}]: {group} is no group of seats of the game")
        out.append(orders.pick_in_turn(tuple(group)))
    return out[::-1]


def step_task(game: WoodcraftRW, d: RWData, seat: int, s: Step, i: int, name: str = "then") -> Any:
    """The task of a ``then`` step (or of a deal's ``before``: ``name``); raises ValueError
    naming ``name[i]``'s field."""
    try:
        if s.step in CARD_STEPS:
            return card_step_task(game, d, seat, s, CARD_TASKS)
        cls = STEP_TASKS[s.step]
        if cls is Deliver:
            return Deliver(seat=seat, value=die_value(s.value))
        if cls is GiveDie:
            return give_die(game, seat, s.order, s.group, s.left, s.total)
        return cls(seat=seat)
    except ValueError as exc:
        raise ValueError(f"{name}[{i}]: {exc}") from None


def die_value(value: int | None) -> int:
    if value is None or not 1 <= value <= 6:
        raise ValueError(f"value {value}: a die shows 1..6")
    return value


def give_die(
    game: WoodcraftRW,
    seat: int,
    order: str | None,
    group: int | None,
    left: int | None,
    total: int | None,
) -> GiveDie:
    """An order's ``dice`` requirement being paid die by die (``fulfil.fulfil``)."""
    groups = game.tables.order_groups.get(order or "")
    if groups is None:
        with_dice = ", ".join(sorted(game.tables.order_groups))
        raise ValueError(f"order {order!r}: no order asks for dice so (those that do: {with_dice})")
    if group is None or not 0 <= group < len(groups):
        raise ValueError(f"group {group}: {order} has requirements 0..{len(groups) - 1}")
    most = groups[group][1]
    if left is None or not 1 <= left <= most:
        raise ValueError(f"left {left}: requirement {group} of {order} is {most} dice")
    if not 0 <= (total or 0) <= 6 * (most - left):
        given = 6 * (most - left)
        raise ValueError(f"total {total}: {most - left} dice given show at most {given}")
    return GiveDie(seat=seat, order=order or "", group=group, left=left, total=total or 0)


def top_task(game: WoodcraftRW, d: RWData, where: ToMove, step: TurnStep) -> Any:
    """The decision itself, refused naming the field where the table cannot ask it."""
    p, s = where.seat, d.sheets[where.seat]
    decision = where.decision
    if decision == "column":  # L99-L105: the die chosen lay in several columns
        cols = [c + 1 for c in range(6) if d.seen_board[c] == s.commit]
        if step != "reveal" or len(cols) < 2:
            raise ValueError(
                f"column: the reveal's die of seat {p} (sheets[{p}].commit) lies in columns "
                f"{cols} of seen_board, not in two or more"
            )
        return Column(seat=p, kind=s.commit)
    if decision in ("die_value", "adjust"):
        if where.colour is None:
            raise ValueError(f"{decision} needs colour (yellow or brown)")
        color = COLORS.index(where.colour)
        if decision == "adjust" and not any(s.dice[color * 6 : color * 6 + 6]):
            raise ValueError(f"colour {where.colour}: sheets[{p}].dice hold none to adjust")
        if decision == "die_value":
            return DieValue(seat=p, color=color)
        return Adjust(seat=p, color=color)
    if decision == "material_as":
        if where.material is None:
            raise ValueError("material_as needs material (the one crossed out)")
        return MaterialAs(seat=p, crossed=MATERIALS.index(where.material))
    if decision == "deliver":
        return Deliver(seat=p, value=die_value(where.value))
    if decision == "give_die":
        return give_die(game, p, where.order, where.group, where.left, where.total)
    if decision in CARD_USES:
        return card_choice_task(game, d, p, where, CARD_TASKS)
    checks: dict[str, tuple[Callable[..., list[int]], type, str]] = {
        "lantern": (sheet.lantern_options, Lantern, f"sheets[{p}].lanterns: every cell marked"),
        "chestnut": (sheet.chestnut_options, Chestnut, f"sheets[{p}].crates: no chestnut icon"),
        "pick_order": (orders.pick_options, PickOrder, "pool: empty"),
        "sell_material": (cards.own_material_options, SellMaterial, f"sheets[{p}]: no material"),
        "swap_material": (cards.own_material_options, SwapMaterial, f"sheets[{p}]: no material"),
    }
    options, cls, problem = checks[decision]
    task = cls(seat=p)
    if not options(game, d, task):
        raise ValueError(f"{decision}: {problem} (nothing to choose)")
    return task
