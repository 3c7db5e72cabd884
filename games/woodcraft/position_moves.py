"""The decisions inside a Woodcraft turn, in the game's words (``to_move``, docs/positions.md):
an action's own steps (the dice bought, the die sold, the materials, the orders taken, the
helper hired and its room, the production, the trees planted, the tile improved), a saw cut,
an order's delivery and its special reward, a tool and its attic space, a card's choice, and
the dice discarded at the turn's end.

Each stands on the turn of its seat as ``main`` builds it (the later seats' turns below,
L347-L369); ``then`` lists what is left of the effects the decision is inside
(``boardrules.position_steps.card_step``: the rest of a card's effect list, abilities set off
waiting), and of the action's own steps (a production or a planting still to come), the next
first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

import attrs

from boardrules.cards.costs import PayCost, PayOneOf
from boardrules.cards.runtime import MayUse, TriggerOrder, Triggers
from boardrules.document import field
from boardrules.position_steps import (
    CARD_STEPS,
    CARD_USES,
    CardTasks,
    EffectStep,
    card_choice,
    card_choice_task,
    card_step,
    card_step_task,
    own_first,
    refuse_unused,
)

from .state import COLORS, MATERIALS, WData
from .tasks import (
    AtticSpace,
    BuyMaterials,
    BuySix,
    BuyWood,
    Deliver,
    Discard,
    EndTurn,
    Hire,
    Improve,
    Main,
    PickTool,
    Plant,
    Produce,
    ProduceMode,
    Room,
    RoundEnd,
    SawCut,
    Sell,
    SoloCard,
    SpecialReward,
    TakeOrder,
    Trim,
    Turn,
)

if TYPE_CHECKING:
    from .game import Woodcraft

InAction = Literal[
    "buy_wood",
    "sell",
    "buy_six",
    "buy_materials",
    "take_order",
    "hire",
    "room",
    "produce_mode",
    "produce",
    "plant",
    "improve",
    "saw_cut",
    "deliver",
    "special_reward",
    "pick_tool",
    "attic_space",
    "choose",
    "optional",
    "trigger_order",
    "may_use",
    "pay_one_of",
    "discard",
]
IN_ACTION: tuple[str, ...] = InAction.__args__  # type: ignore[attr-defined]
Colour = Literal["green", "yellow", "brown"]
Material = Literal["glue_disc", "saw_blade_disc", "scrap_block"]
CARD_TASKS = CardTasks(Triggers, TriggerOrder, MayUse, PayOneOf, PayCost)
StepWord = Literal[
    "effects", "gain", "triggers", "produce", "plant", "special_reward", "pay_one_of", "pay_cost"
]


@attrs.frozen(field_transformer=own_first)
class Step(EffectStep):
    """What is left of the effects (or the action's steps) a decision is inside, one step
    (the card language's values: ``EffectStep``)."""

    step: StepWord = field(
        "effects (the rest of a card's effect list), gain (a resource still to gain), "
        "triggers (abilities set off, waiting), produce (helpers still to produce, "
        "L768-L772), plant (trees still to plant, L820-L835), special_reward (a special "
        "order's reward still to choose, L1114-L1117), pay_one_of (another any_of item of "
        "the cost to pay), pay_cost (a cost to pay: a helper hired, L666-L673)"
    )
    left: int | None = field("produce: helpers still to produce; plant: trees", default=None)
    produced: list[str] | None = field("produce: the helpers that produced", default=None)
    plant: int | None = field("produce: the trees planted after it (option B)", default=None)


# the fields each decision takes beside decision and seat (``left`` has a default: any)
USES: dict[str, tuple[str, ...]] = {
    "buy_wood": ("bought",),
    "buy_six": ("sold",),
    "buy_materials": ("first",),
    "take_order": ("taken",),
    "room": ("helper",),
    "produce": ("produced", "plant"),
    "saw_cut": ("colour", "rest", "last", "cuts"),
    "deliver": ("order", "requirement"),
    "attic_space": ("tool",),
    **CARD_USES,
}
USES = {word: (*USES.get(word, ()), "then") for word in IN_ACTION}


# --- the decision itself -------------------------------------------------------------------
SIMPLE: dict[type, str] = {
    Sell: "sell",
    Hire: "hire",
    ProduceMode: "produce_mode",
    Improve: "improve",
    SpecialReward: "special_reward",
    PickTool: "pick_tool",
    Discard: "discard",
}
SIMPLE_TASKS = {word: cls for cls, word in SIMPLE.items()}


def decision_fields(game: Woodcraft, d: WData, top: Any) -> dict[str, Any] | None:
    """The decision ``top`` in words (``decision`` and its own values), or None."""
    if type(top) in SIMPLE:
        return {"decision": SIMPLE[type(top)]}
    if type(top) is BuyWood:
        return {"decision": "buy_wood", "bought": top.bought or None}
    if type(top) is BuySix:
        return {"decision": "buy_six", "sold": COLORS[top.sold] if top.sold >= 0 else None}
    if type(top) is BuyMaterials:
        first = MATERIALS[game.offers[top.first][0]] if top.first >= 0 else None
        return {"decision": "buy_materials", "first": first}
    if type(top) is TakeOrder:
        return {"decision": "take_order", "taken": top.taken or None}
    if type(top) is Room:
        return {"decision": "room", "helper": top.helper}
    if type(top) is Produce:
        rooms = d.workshops[top.seat].rooms
        done = [rooms[r] for r in range(len(rooms)) if top.done >> r & 1]
        return {
            "decision": "produce",
            "left": top.left,
            "produced": done or None,
            "plant": top.plant or None,
        }
    if type(top) is Plant:
        return {"decision": "plant", "left": top.left}
    if type(top) is SawCut:
        return {
            "decision": "saw_cut",
            "colour": COLORS[top.color],
            "rest": top.rest,
            "last": None if top.last == 1 else top.last,
            "cuts": top.cuts or None,
        }
    if type(top) is Deliver:
        return {"decision": "deliver", "order": top.order, "requirement": top.index}
    if type(top) is AtticSpace:
        return {"decision": "attic_space", "tool": top.tool}
    return card_choice(top, CARD_TASKS)


def decision_task(game: Woodcraft, d: WData, seat: int, where: Any) -> Any:
    """The decision ``where`` names, refused naming the field where the table cannot ask it."""
    word, w = where.decision, d.workshops[seat]
    if word in SIMPLE_TASKS:
        task = SIMPLE_TASKS[word](seat=seat)
        if word == "discard" and sum(w.dice) <= int(game.params["stack_limit"]):
            raise ValueError(
                f"discard: workshops[{seat}].dice hold {sum(w.dice)}, at most "
                f"{game.params['stack_limit']} are kept (L1203-L1208)"
            )
        return task
    if word == "buy_wood":
        return BuyWood(seat=seat, bought=within("bought", where.bought or 0, 0, 1))
    if word == "buy_six":
        return BuySix(seat=seat, sold=COLORS.index(where.sold) if where.sold else -1)
    if word == "buy_materials":
        first = -1
        if where.first is not None:
            first = next(i for i, o in enumerate(game.offers) if MATERIALS[o[0]] == where.first)
        return BuyMaterials(seat=seat, first=first)
    if word == "take_order":
        return TakeOrder(seat=seat, taken=within("taken", where.taken or 0, 0, 1))
    if word == "room":
        if where.helper not in game.helper_ids:
            raise ValueError(f"helper {where.helper!r}: no helper of the game")
        if where.helper in w.rooms:
            raise ValueError(f"helper {where.helper}: already in a room of workshops[{seat}]")
        return Room(seat=seat, helper=where.helper)
    if word == "produce":
        return produce_task(seat, w.rooms, where.left, where.produced, where.plant)
    if word == "plant":
        return Plant(seat=seat, left=within("left", where.left, 1, 2))
    if word == "saw_cut":
        return saw_cut(seat, where)
    if word == "deliver":
        reqs = game.order_reqs.get(where.order or "")
        if reqs is None:
            raise ValueError(f"order {where.order!r}: no order of the game")
        index = within("requirement", where.requirement, 0, len(reqs) - 1)
        return Deliver(seat=seat, order=where.order, index=index)
    if word == "attic_space":
        if where.tool not in game.tools:
            raise ValueError(f"tool {where.tool!r}: one of {', '.join(game.tools)}")
        return AtticSpace(seat=seat, tool=where.tool)
    return card_choice_task(game, d, seat, where, CARD_TASKS)


def within(name: str, value: int | None, low: int, high: int) -> int:
    if value is None or not low <= value <= high:
        raise ValueError(f"{name} {value}: {low}..{high}")
    return value


def produce_task(
    seat: int, rooms: Sequence[str], left: int | None, done: list[str] | None, plant: int | None
) -> Produce:
    """L768-L772: ``left`` more different helpers produce (those of ``done`` have)."""
    mask = 0
    for helper in done or ():
        if helper not in rooms:
            raise ValueError(f"produced: {helper!r} is in no room of workshops[{seat}]")
        mask |= 1 << rooms.index(helper)
    return Produce(
        seat=seat,
        left=within("left", left, 1, 6),
        done=mask,
        plant=within("plant", plant or 0, 0, 2),
    )


def saw_cut(seat: int, where: Any) -> SawCut:
    """L857-L865: pieces cut in ascending order from the die, ``rest`` pips still on it."""
    if where.colour is None:
        raise ValueError("saw_cut needs colour and rest (the die being sawn)")
    rest = within("rest", where.rest, 1, 6)
    last = within("last", where.last or 1, 1, 5)
    cuts = within("cuts", where.cuts or 0, 0, 5)
    return SawCut(seat=seat, color=COLORS.index(where.colour), rest=rest, last=last, cuts=cuts)


# --- what is left of the effects -----------------------------------------------------------
def step_of(d: WData, task: Any, seat: int) -> dict[str, Any] | None:
    if getattr(task, "seat", None) != seat:
        return None
    card = card_step(task, CARD_TASKS)
    if card is not None:
        return card
    if type(task) is Produce:
        rooms = d.workshops[seat].rooms
        done = [rooms[r] for r in range(len(rooms)) if task.done >> r & 1]
        return {
            "step": "produce",
            "left": task.left,
            "produced": done or None,
            "plant": task.plant or None,
        }
    if type(task) is Plant:
        return {"step": "plant", "left": task.left}
    if type(task) is SpecialReward:
        return {"step": "special_reward"}
    return None


def step_task(game: Woodcraft, d: WData, seat: int, s: Step, i: int, name: str = "then") -> Any:
    """The task of a step of ``then`` (or of a deal's ``before``: ``name``), refused naming
    ``name[i]``'s field."""
    try:
        if s.step in CARD_STEPS:
            return card_step_task(game, d, seat, s, CARD_TASKS)
        if s.step == "produce":
            return produce_task(seat, d.workshops[seat].rooms, s.left, s.produced, s.plant)
        if s.step == "plant":
            return Plant(seat=seat, left=within("left", s.left, 1, 2))
        return SpecialReward(seat=seat)
    except ValueError as exc:
        raise ValueError(f"{name}[{i}]: {exc}") from None


# --- the stack -----------------------------------------------------------------------------
def turn_base(d: WData, seat: int, after: list[int], discard: bool) -> list[Any]:
    """The turn of ``seat`` below its decision (``main``'s stack; at the turn's end, the
    dice kept, ``discard``: the trim alone)."""
    tail: list[Any] = [RoundEnd(number=d.round)]
    if d.players == 1:
        tail.append(SoloCard(attempt=1))
    tail += [Turn(seat=s) for s in reversed(after)]
    if discard:
        return [*tail, Trim(seat=seat)]
    return [*tail, Trim(seat=seat), EndTurn(seat=seat), Main(seat=seat)]


def where_in_turn(game: Woodcraft, d: WData, below: Callable[[int, bool], list[Any]]) -> Any:
    """Where play stands inside the turn on top of ``d.tasks`` (its own values and ``then``,
    for ``position.ToMove``), or None; ``below(seat, discard)`` is the stack under it."""
    top: Any = d.tasks[-1]
    own = decision_fields(game, d, top)
    if own is None:
        return None
    base = below(top.seat, own["decision"] == "discard")
    if d.tasks[: len(base)] != base:
        return None
    steps = [step_of(d, t, top.seat) for t in reversed(d.tasks[len(base) : -1])]
    if any(s is None for s in steps):
        return None
    return {"seat": top.seat, "then": [Step(**s) for s in steps if s is not None] or None, **own}


def stack_in_turn(game: Woodcraft, d: WData, where: Any, base: list[Any]) -> list[Any]:
    """The stack of the decision ``where`` on ``base`` (its turn, or the setup's choices)."""
    seat = where.seat
    refuse_unused(where, USES, kept=("left",))
    then = [step_task(game, d, seat, s, i) for i, s in enumerate(where.then or ())]
    return [*base, *reversed(then), decision_task(game, d, seat, where)]
