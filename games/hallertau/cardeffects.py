"""Hallertau's card primitives and the decisions they ask (docs/cards.md, "Hallertau cards"):
gaining fields, goods and cards, sowing and harvesting, moving fields, sheep and workers,
clearing action spaces, advancing crafts and pushing boulders. Each primitive is registered in
the table of words (``words.WORDS``) with its parameter spec, beside its code; every choice it
asks is one atomic action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.actions import Action, Yes
from boardrules.effects import evaluate
from boardrules.tasks import Decision, Env

from . import board, crafts, fields, supply
from .actions import (
    Advance,
    ExtendLife,
    HarvestField,
    MoveField,
    PushBoulder,
    SowField,
    Stop,
    Take,
    Target,
    field_of,
)
from .state import (
    CRAFTS,
    CROP_IDS,
    DECKS,
    EMPTY,
    GOODS,
    ROWS,
    SHEEP_PLACES,
    STABLE,
    HData,
    Recent,
    Village,
    content_of,
    field,
    goods_on,
    own,
    row_of,
    with_row,
)
from .tasks import (
    Clear,
    Exchange,
    FieldsTogether,
    FreeStep,
    GainOffer,
    HarvestNow,
    MoveAll,
    MoveFields,
    MoveSheep,
    MoveWorkers,
    Pick,
    Push,
    Reharvest,
    RowsOff,
    Sow,
    SowTwo,
    UseSpace,
    ask,
    sheep_payment,
)
from .words import GOOD_LIST, ROW_LIST, WORDS, goods_of

if TYPE_CHECKING:
    from .cardwords import HallertauCards
    from .game import Hallertau

N_EXPR = ("expr", True)
SPACE_LIST = ("list", ("enum", tuple(sorted(board.SPACES))))


# --- gaining (L699: every gain is taken whole or skipped) -------------------------------------
@WORDS.primitive(
    "gain_field",
    ("map", {"row": (("enum", ROWS), True), "n": ("expr", False)}),
    "n fields in that row (no room, no field: L854)",
)
def gain_field(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    n = evaluate(rules, d, p, params.get("n", 1), env)
    for _ in range(n):
        ask(d, GainOffer(p, (("field", params["row"]),)))


@WORDS.primitive("gain_fields", ROW_LIST, "fields in all those rows, or none (607)")
def gain_fields(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    if len(d.villages[p].fields) < rules.game.columns:
        d.tasks.append(FieldsTogether(p, tuple(params)))


@WORDS.primitive(
    "draw",
    ("map", {"deck": (("enum", DECKS), True), "n": ("expr", False)}),
    "n cards of that deck into the hand (L279-L285)",
)
def draw(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    n = evaluate(rules, d, p, params.get("n", 1), env)
    if n > 0:
        ask(d, GainOffer(p, ((params["deck"], n),)))


@WORDS.primitive("one_of", "resources", "one of those gains, the seat's choice")
def one_of(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    items = tuple((r, evaluate(rules, d, p, n, env)) for r, n in params.items())
    ask(d, GainOffer(p, items))


@WORDS.primitive(
    "pick_goods",
    (
        "map",
        {
            "n": N_EXPR,
            "of": (GOOD_LIST, False),
            "mode": (("enum", ("distinct", "same", "any")), False),
            "then_sow": ("int", False),
        },
    ),
    "n goods of those, one at a time (each type once, one type, or any), then sow them",
)
def pick_goods(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    n = evaluate(rules, d, p, params["n"], env)
    if n > 0:
        of = goods_of(params.get("of"))
        mode = params.get("mode", "any")
        then_sow = params.get("then_sow", 0)
        d.tasks.append(Pick(p, left=n, of=of, mode=mode, picked=(), then_sow=then_sow))


# --- sowing and harvesting (L433-L439, L504-L515; 022, 221, 426, 627, 628) --------------------
@WORDS.primitive(
    "sow",
    (
        "or",
        "int",
        ("map", {"n": N_EXPR, "goods": (GOOD_LIST, False), "double": ("bool", False)}),
    ),
    "sow up to n fields (with those goods; 2 crops on a field: 627)",
)
def sow(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    plain = isinstance(params, int)
    n = params if plain else evaluate(rules, d, p, params["n"], env)
    goods = CROP_IDS if plain else goods_of(params.get("goods"))
    if n > 0:
        double = not plain and params.get("double")
        ask(d, SowTwo(p, left=n, goods=goods) if double else Sow(p, left=n, goods=goods))


@WORDS.primitive("harvest", "int", "harvest up to n planted fields now (022, 221, 628)")
def harvest(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    ask(d, HarvestNow(p, left=int(params)))


@WORDS.primitive("reharvest", "int", "a field harvested this phase yields once more (426)")
def reharvest(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    ask(d, Reharvest(p))


# --- moving fields, sheep and workers ---------------------------------------------------------
@WORDS.primitive(
    "move_fields",
    (
        "map",
        {
            "which": (("enum", ("empty", "planted", "any")), True),
            "n": (("or", "int", ("enum", ("all",))), True),
            "to": (("enum", ROWS), False),
        },
    ),
    "up to n (or all) fields up a row, or to that row (023, 121, 122, 222, 323)",
)
def move_fields(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    which, n = params["which"], params["n"]
    if n == "all":
        if movable(d.villages[p], which, 0):
            d.tasks.append(MoveAll(p, which))
    else:
        ask(d, MoveFields(p, which=which, left=n, to=params.get("to", 0), moved=()))


@WORDS.primitive(
    "move_sheep",
    ("map", {"n": ("int", True), "same": ("bool", False)}),
    "up to n sheep to the next court card (the same sheep: 001, 101, 201, 301, 401; A15)",
)
def move_sheep(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    marks = (0,) * len(SHEEP_PLACES)
    same = bool(params.get("same"))
    ask(d, MoveSheep(p, left=params["n"], same=same, marks=marks))


@WORDS.primitive(
    "raise_to",
    ("map", {"good": (("enum", GOODS), True), "to": N_EXPR}),
    "as many of a good as raise the seat's supply to that number",
)
def raise_to(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    good = GOODS.index(params["good"])
    n = evaluate(rules, d, p, params["to"], env) - d.villages[p].goods[good]
    if n > 0:
        ask(d, GainOffer(p, ((params["good"], n),)))


@WORDS.primitive(
    "exchange",
    ("map", {"give": ("resources", True), "get": ("resources", True)}),
    "give those, get those, all or nothing (839)",
)
def exchange(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    at = rules.game.runtime.refs[here]  # this effect: effect ``index`` of its list ``parent``
    give = {r: evaluate(rules, d, p, n, env) for r, n in params["give"].items()}
    if all(supply.resource_amount(d, p, r) >= n for r, n in give.items()):
        d.tasks.append(Exchange(p, effects=at.parent.text, index=at.index, env=env))


@WORDS.primitive(
    "clear_space",
    ("enum", ("all", "top", "pool")),
    "workers off an action space: all, its top row, or its top row into your pool (210, 302, 315)",
)
def clear_space(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    ask(d, Clear(p, params))


@WORDS.primitive("remove_rows", SPACE_LIST, "the top row of each of those spaces, or none")
def remove_rows(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    index = rules.game.space_index
    if any(board.top_row(d, index[s]) >= 0 for s in params):
        d.tasks.append(RowsOff(p, tuple(index[s] for s in params)))


@WORDS.primitive(
    "use_space",
    ("enum", ("supply", "row2")),
    "use a space with a worker from the supply, or your last worker in row 2 (419, 726, 313)",
)
def use_space(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    ask(d, UseSpace(p, params))


# --- crafts and boulders (312, 316; A6, A7) ---------------------------------------------------
@WORDS.primitive("advance_craft", "int", "up to n craft steps without goods (312)")
def advance_craft(
    rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str
) -> None:
    ask(d, FreeStep(p, left=int(params)))


@WORDS.primitive("push_boulders", "int", "up to n boulders one space right (316)")
def push_boulders(
    rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str
) -> None:
    ask(d, Push(p, left=int(params), pushed=()))


@WORDS.primitive(
    "move_workers", ("enum", (3,)), "the workers of a space holding n onto another (314)"
)
def move_workers(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    ask(d, MoveWorkers(p, n=int(params), source=None))


@WORDS.primitive(
    "pay_instead", ("enum", ("jewelry",)), "the butcher takes 1 jewelry instead (328, L1279)"
)
def pay_instead(rules: HallertauCards, d: HData, p: int, params: Any, env: Env, here: str) -> None:
    # 328 (L1279): the butcher being used takes this instead of its sheep (sheep.op_butcher)
    own(d, p).recent.append(Recent("pay_instead", str(params)))


# --- the decisions the primitives ask ---------------------------------------------------------
def opt_yes_no(g: Hallertau, d: HData, t: Decision) -> list[int]:
    return [g.ids.yes, g.ids.no]


# pick_goods: one good at a time (distinct: each type once; same: one type, n of it)
def opt_pick(g: Hallertau, d: HData, t: Pick) -> list[int]:
    gone = t.picked if t.mode == "distinct" else ()
    take = g.ids.take
    return [*(take[GOODS[x]] for x in t.of if x not in gone), g.ids.stop]


def do_pick(g: Hallertau, d: HData, t: Pick, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, Take)
    p = t.seat
    good = GOODS.index(a.item)
    if t.mode == "same":
        supply.gain(g, d, p, a.item, t.left)
    else:
        supply.gain(g, d, p, a.item, 1)
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1, picked=(*t.picked, good)))
            return
    if t.then_sow:
        ask(d, Sow(p, left=t.then_sow, goods=(good,)))


# sowing 2 crops of one type on one field (627, L1528-L1529): `sow flax2 <row>`
def opt_sow_two(g: Hallertau, d: HData, t: SowTwo) -> list[int]:
    p, goods = t.seat, t.goods
    v = d.villages[p]
    rows = sorted({row_of(f) for f in v.fields if content_of(f) == EMPTY})
    ids = g.ids.sow_two
    two = [ids[x][r] for x in goods if x in CROP_IDS and v.goods[x] >= 2 for r in rows]
    return [*fields.sow_options(g, d, p, goods), *two, g.ids.stop]


def do_sow_two(g: Hallertau, d: HData, t: SowTwo, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, SowField)
    p = t.seat
    if a.good.endswith("2"):
        v = own(d, p)
        good = GOODS.index(a.good[:-1])
        v.goods[good] -= 2
        v.fields.remove(field(a.row))
        v.fields.append(field(a.row, good + 1, double=True))
        v.fields.sort()
    else:
        fields.sow(d, p, a)
    if t.left > 1:
        ask(d, SowTwo(p, left=t.left - 1, goods=t.goods))


# fields in given rows, all or none (607)
def do_fields_together(g: Hallertau, d: HData, t: FieldsTogether, a: Action) -> None:
    if isinstance(a, Yes):
        for row in t.rows:
            supply.gain(g, d, t.seat, "field", row)


# harvest now (022, 221, 628): a planted field gives its row, then moves down a row
def opt_harvest_now(g: Hallertau, d: HData, t: HarvestNow) -> list[int]:
    planted = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
    return [*(g.ids.harvest[f] for f in planted), g.ids.stop]


def do_harvest_now(g: Hallertau, d: HData, t: HarvestNow, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, HarvestField)
    fields.harvest_field(g, d, t.seat, field_of(a))
    if t.left > 1:
        ask(d, HarvestNow(t.seat, left=t.left - 1))


# reharvest (426): one field harvested this phase yields once more
def opt_reharvest(g: Hallertau, d: HData, t: Reharvest) -> list[int]:
    codes = sorted(set(d.villages[t.seat].tally.yields))
    return [*(g.ids.harvest[f] for f in codes), g.ids.stop]


def do_reharvest(g: Hallertau, d: HData, t: Reharvest, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, HarvestField)
    f = field_of(a)
    fields.received(g, d, t.seat, f, row_of(f) * goods_on(f), again=True)


# moving fields (023, 121, 122, 222, 323)
def movable(v: Village, which: str, to: int) -> list[int]:
    out = []
    for f in sorted(set(v.fields)):
        empty = content_of(f) == EMPTY
        if which == "empty" and not empty or which == "planted" and empty:
            continue
        if row_of(f) != (to or ROWS[-1]):
            out.append(f)
    return out


def opt_move_fields(g: Hallertau, d: HData, t: MoveFields) -> list[int]:
    v = d.villages[t.seat]
    done = t.moved
    # "up to k fields, each 1 row" (222): a field moved already is not moved again
    codes = [f for f in movable(v, t.which, t.to) if v.fields.count(f) > done.count(f)]
    return [*(g.ids.move[f] for f in codes), g.ids.stop]


def do_move_fields(g: Hallertau, d: HData, t: MoveFields, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, MoveField)
    v = own(d, t.seat)
    f = field_of(a)
    v.fields.remove(f)
    new = with_row(f, t.to or row_of(f) + 1)
    v.fields.append(new)
    v.fields.sort()
    if t.left > 1:
        ask(d, attrs.evolve(t, left=t.left - 1, moved=(*t.moved, new)))


def do_move_all(g: Hallertau, d: HData, t: MoveAll, a: Action) -> None:
    if not isinstance(a, Yes):
        return
    v = own(d, t.seat)
    moving = set(movable(v, t.which, 0))
    v.fields = sorted(with_row(f, row_of(f) + 1) if f in moving else f for f in v.fields)


# moving sheep forward (001, 101, 201, 301, 401): a sheep on the round-k card moves to the
# round-k+1 card, from round 6's into the stable (A15); `marks` count sheep already moved
def opt_move_sheep(g: Hallertau, d: HData, t: MoveSheep) -> list[int]:
    marks = t.marks
    sheep = d.villages[t.seat].sheep
    extend = g.ids.extend
    if t.same and any(marks):
        i = marks.index(1)
        return [extend[i], g.ids.stop] if i < STABLE else []
    return [*(extend[i] for i in range(STABLE) if sheep[i] > marks[i]), g.ids.stop]


def do_move_sheep(g: Hallertau, d: HData, t: MoveSheep, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, ExtendLife)
    sheep = own(d, t.seat).sheep
    i = SHEEP_PLACES.index(a.place)
    sheep[i] -= 1
    sheep[i + 1] += 1
    new = [0] * len(SHEEP_PLACES) if t.same else list(t.marks)
    new[i + 1] = 1 if t.same else new[i + 1] + 1
    if t.left > 1:
        ask(d, attrs.evolve(t, left=t.left - 1, marks=tuple(new)))


# exchange (839): give, get; one yes/no
def do_exchange(g: Hallertau, d: HData, t: Exchange, a: Action) -> None:
    if not isinstance(a, Yes):
        return
    p = t.seat
    rules = g.rules
    params: Any
    ((_, params),) = g.effects[t.effects][t.index].items()  # {exchange: {give, get}}
    for r, n in params["give"].items():
        m = evaluate(rules, d, p, n, t.env)
        if r == "sheep":
            d.tasks.extend([sheep_payment(p)] * m)
        else:
            supply.pay_plain(g, d, p, r, m)
    for r, n in params["get"].items():
        supply.gain(g, d, p, r, evaluate(rules, d, p, n, t.env))


# the action board (210, 302, 313, 315, 419, 725, 726; A8, A30)
def opt_clear(g: Hallertau, d: HData, t: Clear) -> list[int]:
    target = g.ids.target
    occupied = [target[s] for s in range(len(g.spaces)) if board.top_row(d, s) >= 0]
    return [*occupied, g.ids.skip]


def do_clear(g: Hallertau, d: HData, t: Clear, a: Action) -> None:
    if not isinstance(a, Target):
        return
    p, mode = t.seat, t.mode
    s = g.space_index[a.space]
    if mode == "all":
        d.workers_on[3 * s : 3 * s + 3] = [0, 0, 0]
        return
    r = board.top_row(d, s)
    if mode == "pool":
        own(d, p).workers += d.workers_on[3 * s + r]
    d.workers_on[3 * s + r] = 0


def do_rows_off(g: Hallertau, d: HData, t: RowsOff, a: Action) -> None:
    if isinstance(a, Yes):
        for s in t.spaces:
            r = board.top_row(d, s)
            if r >= 0:
                d.workers_on[3 * s + r] = 0


def opt_use_space(g: Hallertau, d: HData, t: UseSpace) -> list[int]:
    p, mode = t.seat, t.mode
    target = g.ids.target
    out = []
    for s in range(len(g.spaces)):
        on = d.workers_on[3 * s : 3 * s + 3]
        if mode == "supply" and sum(on) <= 1 and not (on[0] and g.space_rows[s] < 2):
            out.append(target[s])
        elif mode == "row2" and not on[1] and d.villages[p].workers == 1:
            out.append(target[s])
    return [*out, g.ids.skip]


def do_use_space(g: Hallertau, d: HData, t: UseSpace, a: Action) -> None:
    """419/726: 1 worker from the general supply in row 1, or 2 in row 2 if only that is
    free; 313: your last worker in row 2, counting as 1 (A8). Then the space is used."""
    if not isinstance(a, Target):
        return
    p, mode = t.seat, t.mode
    s = g.space_index[a.space]
    if mode == "row2":
        own(d, p).workers -= 1
        d.workers_on[3 * s + 1] = 1
    elif not d.workers_on[3 * s]:
        d.workers_on[3 * s] = 1
    else:
        d.workers_on[3 * s + 1] = 2
    d.tasks.extend(reversed(board.parts_of_space(g, d, p, a.space)))


# moving workers between spaces (314, L1248-L1249)
def worker_targets(g: Hallertau, d: HData, n: int, source: int) -> list[int]:
    """Spaces other than ``source`` holding exactly n workers whose row n is empty."""
    on = d.workers_on
    return [
        s
        for s in range(len(g.spaces))
        if s != source
        and g.space_rows[s] >= n
        and not on[3 * s + n - 1]
        and sum(on[3 * s : 3 * s + 3]) == n
    ]


def opt_move_workers(g: Hallertau, d: HData, t: MoveWorkers) -> list[int]:
    n, source = t.n, t.source
    target = g.ids.target
    if source is not None:  # once removed, the workers must be moved (L1249)
        return [target[s] for s in worker_targets(g, d, n, source)]
    sources = [
        s
        for s in range(len(g.spaces))
        if sum(d.workers_on[3 * s : 3 * s + 3]) == n and worker_targets(g, d, n, s)
    ]
    return [*(target[s] for s in sources), g.ids.skip]


def do_move_workers(g: Hallertau, d: HData, t: MoveWorkers, a: Action) -> None:
    """314: all n workers of one space holding exactly n go into row n of another such
    space (which then holds them as that row's n workers); neither space is used."""
    if not isinstance(a, Target):
        return
    n, source = t.n, t.source
    s = g.space_index[a.space]
    if source is None:
        d.tasks.append(MoveWorkers(t.seat, n=n, source=s))
        return
    d.workers_on[3 * source : 3 * source + 3] = [0, 0, 0]
    d.workers_on[3 * s + n - 1] = n


# crafts and boulders (312, 316; A6, A7)
def opt_free_step(g: Hallertau, d: HData, t: FreeStep) -> list[int]:
    v = d.villages[t.seat]
    free = v.tools - v.tools_used
    out = [
        g.ids.advance[k]
        for k in range(len(CRAFTS))
        if v.crafts[k] < g.edge and crafts.step_tools(g, v, k) <= free
    ]
    return [*out, g.ids.stop]


def do_free_step(g: Hallertau, d: HData, t: FreeStep, a: Action) -> None:
    if not isinstance(a, Advance):
        return
    crafts.advance(g, d, t.seat, CRAFTS.index(a.craft))
    if t.left > 1:
        ask(d, FreeStep(t.seat, left=t.left - 1))


def opt_push(g: Hallertau, d: HData, t: Push) -> list[int]:
    pushed = t.pushed
    v = d.villages[t.seat]
    out = []
    for k in range(len(CRAFTS)):
        for i in (0, 1):
            b = 2 * k + i
            if b not in pushed and v.boulders[b] <= g.edge:
                out.append(g.ids.push[k][i])
    return [*out, g.ids.stop]


def do_push(g: Hallertau, d: HData, t: Push, a: Action) -> None:
    """316: one boulder one space right; a boulder lying there is pushed on (A12)."""
    if not isinstance(a, PushBoulder):
        return
    v = own(d, t.seat)
    k, i = CRAFTS.index(a.craft), a.boulder
    b = 2 * k + i
    other = 2 * k + 1 - i
    if v.boulders[other] == v.boulders[b] + 1:
        v.boulders[other] += 1
    v.boulders[b] += 1
    if t.left > 1:
        ask(d, Push(t.seat, left=t.left - 1, pushed=(*t.pushed, b)))
