"""Hallertau's house board: the crafts and the community center (hallertau.de.md L527-L567),
phase 9's progress (L527-L619) and phase 10's boulders (L621-L633): advancing a craft, paying
a step with goods or jewelry, pushing boulders with tools, the workers the community center
shows. The arithmetic is in ``progress.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action

from . import supply
from .actions import Advance, Confirm, PayWith
from .events import announce
from .progress import push, pushes
from .state import (
    CRAFTS,
    GOODS,
    HData,
    Village,
    own,
    own_all,
    plus,
    seats_from,
    tallied,
    with_cards,
)
from .tasks import Pay, Progress, ask, card_window

if TYPE_CHECKING:
    from .game import Hallertau

MEMO_LIMIT = 8_000  # answers kept by ``can_pay_goods`` and ``pay_units`` (then forgotten:
# cheap to find again; a process stays flat over thousands of games, issue 24 item 14)


def workers_shown(g: Hallertau, v: Village) -> int:
    """L559 and digest A4: the number in the community center's window, the workers of
    phase 2: 6 up to 12 (the card language's counter ``window``)."""
    return g.center_workers[min(v.house, len(g.center_workers) - 1)]


def reset_boulders(g: Hallertau, crafts: list[int]) -> list[int]:
    """L237, L625: two boulders 2 and 4 spaces right of each craft."""
    return [c + off for c in crafts for off in g.offsets]


def phase_progress(g: Hallertau, d: HData) -> None:
    """L527-L529: one turn per seat from the start player (digest A23); all tools are
    available for pushing (L601: ``rounds.op_phase`` sets them back when a phase starts)."""
    for p in reversed(seats_from(d, d.start)):
        progress_turn(g, d, p)


def progress_turn(g: Hallertau, d: HData, p: int) -> None:
    """The seat's next step or ``stop`` (L529), after a window (L661, L663): the seat may
    play hand cards before its first step and after each step, e.g. 020 once a step spent
    its last jewelry, whose goods may pay the next step. Only the active seat is asked
    inside its turn: no card of another seat depends on its steps, and every seat is
    asked when the phase ends."""
    ask(d, Progress(p))
    if with_cards(d):  # a card may come into the hand during a step
        d.tasks.append(card_window("progress", (p,)))


def phase_boulders(g: Hallertau, d: HData) -> None:
    """L621-L633: boulders return to 2 and 4 spaces right of their craft."""
    for v in own_all(d):
        v.boulders = reset_boulders(g, v.crafts)


def step_tools(g: Hallertau, v: Village, k: int) -> int:
    return pushes(v.crafts[k], v.boulders[2 * k : 2 * k + 2], g.edge)


def can_pay_goods(g: Hallertau, v: Village, k: int, rnd: int) -> bool:
    """Whether the supply holds one valid payment of a step (kept per craft, round and
    the counts of the craft's goods, each at most what a payment holds: the answer depends
    on nothing else)."""
    goods, caps = v.goods, g.pay_caps[k][rnd]
    have = tuple([min(goods[x], caps[j]) for j, x in enumerate(g.craft_goods[k])])
    key = (k, rnd, have)
    hit = g.goods_memo.get(key)
    if hit is None:
        if len(g.goods_memo) > MEMO_LIMIT:
            g.goods_memo.clear()
        hit = g.goods_memo[key] = any(
            all(q <= h for q, h in zip(pay, have, strict=True)) for pay in g.payments[k][rnd]
        )
    return hit


def opt_progress(g: Hallertau, d: HData, t: Progress) -> list[int]:
    """A craft may advance if it is not at the right edge (L553), the boulders in its way
    can be pushed with unused tools (L587-L607), and a step can be paid (L533, L613)."""
    v = d.villages[t.seat]
    free_tools = v.tools - v.tools_used
    edge = g.edge
    payable = None if v.jewelry else goods_payable(g, v, d.round)
    out = []
    for k in range(len(CRAFTS)):
        if v.crafts[k] >= edge or step_tools(g, v, k) > free_tools:
            continue
        if payable is None or payable[k]:
            out.append(g.ids.advance[k])
    return [*out, g.ids.stop]


def goods_payable(g: Hallertau, v: Village, rnd: int) -> tuple[bool, ...]:
    """Per craft, ``can_pay_goods``: kept per round and supply (one lookup a progress
    decision instead of one per craft)."""
    key = (rnd, *v.goods)
    hit = g.payable_memo.get(key)
    if hit is None:
        if len(g.payable_memo) > MEMO_LIMIT:
            g.payable_memo.clear()
        hit = g.payable_memo[key] = tuple(can_pay_goods(g, v, k, rnd) for k in range(len(CRAFTS)))
    return hit


def do_progress(g: Hallertau, d: HData, t: Progress, a: Action) -> None:
    if isinstance(a, Advance):
        k = CRAFTS.index(a.craft)
        progress_turn(g, d, t.seat)
        d.tasks.append(Pay(t.seat, k, g.unpaid[k]))


def pay_units(g: Hallertau, d: HData, t: Pay) -> list[int]:
    """Goods that keep an exact, valid payment of the step reachable (digest A11); kept
    per craft, round, what is paid and the counts of the craft's goods (each at most what
    a payment holds: a payment left to pay needs no more)."""
    k, paid = t.craft, t.paid
    goods = g.craft_goods[k]
    stock = d.villages[t.seat].goods
    caps = g.pay_caps[k][d.round]
    have = tuple([min(stock[x], caps[j]) for j, x in enumerate(goods)])
    key = (k, d.round, paid, have)
    hit = g.units_memo.get(key)
    if hit is None:
        if len(g.units_memo) > MEMO_LIMIT:
            g.units_memo.clear()
        hit = g.units_memo[key] = tuple(
            g.ids.pay_good[x]
            for j, x in enumerate(goods)
            if any(
                pay[j] > paid[j]
                and all(q >= y and q - y <= h for q, y, h in zip(pay, paid, have, strict=True))
                for pay in g.payments[k][d.round]
            )
        )
    return list(hit)


def opt_pay(g: Hallertau, d: HData, t: Pay) -> list[int]:
    """One unit at a time: a good, or (as the whole payment) 1 jewelry (L613); "confirm"
    once the goods paid are a complete step (L569-L576)."""
    out = pay_units(g, d, t)
    if not any(t.paid):
        if d.villages[t.seat].jewelry:
            out.append(g.ids.pay_jewelry)
    elif t.paid in g.payments[t.craft][d.round]:
        out.append(g.ids.confirm)
    return out


def do_pay(g: Hallertau, d: HData, t: Pay, a: Action) -> None:
    p, k, paid = t.seat, t.craft, t.paid
    if isinstance(a, Confirm):
        advance(g, d, p, k)
        return
    assert isinstance(a, PayWith)
    if a.item == "jewelry":
        supply.pay_plain(g, d, p, "jewelry", 1)  # announces the last jewelry spent (020)
        advance(g, d, p, k)
        return
    good = GOODS.index(a.item)
    own(d, p).goods[good] -= 1
    j = g.craft_goods[k].index(good)
    paid = (*paid[:j], paid[j] + 1, *paid[j + 1 :])
    nxt = Pay(p, k, paid)
    if paid in g.payments[k][d.round] and not pay_units(g, d, nxt):
        advance(g, d, p, k)  # the only completion is reached: the step is made
    else:
        d.tasks.append(nxt)


def advance(g: Hallertau, d: HData, p: int, k: int) -> None:
    """The step: push the boulders (tool guarantee in rounds 1-5, tools lost in round 6,
    L599-L603), move the craft; the house tile follows by itself (L557)."""
    v = own(d, p)
    n = step_tools(g, v, k)
    if d.round < g.rounds:
        v.tools_used += n
    else:
        v.tools -= n
    row = v.boulders[2 * k : 2 * k + 2]
    push(v.crafts[k], row, g.edge)
    v.boulders[2 * k : 2 * k + 2] = row
    v.crafts[k] += 1
    v.tally = tallied(v.tally, steps=plus(v.tally.steps, k, 1))
    announce(g, d, p, "craft_advanced", craft=CRAFTS[k])
