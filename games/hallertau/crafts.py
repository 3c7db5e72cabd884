"""Hallertau's crafts and progress: phase 9 (hallertau.de.md L527-L619) and phase 10's boulders
(L621-L633): advancing a craft, paying a step with goods or jewelry, pushing boulders with
tools. The arithmetic is in ``progress.py``. A mixin of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action
from boardrules.tasks import Decision

from .cardplay import seats_from
from .progress import Payment, push, pushes
from .state import CRAFTS, GOODS, HData, Village
from .tasks import Pay, Progress, card_window

MEMO_LIMIT = 100_000  # answers kept by ``can_pay_goods`` and ``pay_units`` (then forgotten)


class Crafts:
    """Phase 9 and the boulders of phase 10 (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / CardLanguage
        rounds: int
        edge: int
        craft_goods: list[tuple[int, ...]]
        payments: list[list[list[Payment]]]
        unpaid: list[tuple[int, ...]]
        id_advance: list[int]
        id_stop: int
        id_pay_good: list[int]
        id_pay_jewelry: int
        id_confirm: int
        goods_memo: dict[tuple[int, int, tuple[int, ...]], bool]
        units_memo: dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], tuple[int, ...]]

        def ask(self, d: HData, task: Decision) -> None: ...
        def with_cards(self, d: HData) -> bool: ...
        def reset_boulders(self, crafts: list[int]) -> list[int]: ...
        def pay_plain(self, d: HData, p: int, res: str, n: int) -> None: ...
        @staticmethod
        def add_tally(v: Village, key: str, n: int) -> None: ...
        def announce(self, d: HData, p: int, event: str, **payload: object) -> None: ...

    def phase_progress(self, d: HData) -> None:
        """L527-L529: one turn per seat from the start player (digest A23); all tools are
        available for pushing (L601: ``op_phase`` sets them back when a phase starts)."""
        for p in reversed(seats_from(d, d.start)):
            self.progress_turn(d, p)

    def progress_turn(self, d: HData, p: int) -> None:
        """The seat's next step or ``stop`` (L529), after a window (L661, L663): the seat may
        play hand cards before its first step and after each step, e.g. 020 once a step spent
        its last jewelry, whose goods may pay the next step. Only the active seat is asked
        inside its turn: no card of another seat depends on its steps, and every seat is
        asked when the phase ends."""
        self.ask(d, Progress(p))
        if self.with_cards(d):  # a card may come into the hand during a step
            d.tasks.append(card_window("progress", (p,)))

    def phase_boulders(self, d: HData) -> None:
        """L621-L633: boulders return to 2 and 4 spaces right of their craft."""
        for v in d.villages:
            v.boulders = self.reset_boulders(v.crafts)

    # phase 9: progress (L527-L619)
    def step_tools(self, v: Village, k: int) -> int:
        return pushes(v.crafts[k], v.boulders[2 * k : 2 * k + 2], self.edge)

    def can_pay_goods(self, v: Village, k: int, rnd: int) -> bool:
        """Whether the supply holds one valid payment of a step (kept per craft, round and
        the counts of the craft's goods: the answer depends on nothing else)."""
        have = tuple([v.goods[g] for g in self.craft_goods[k]])
        key = (k, rnd, have)
        hit = self.goods_memo.get(key)
        if hit is None:
            if len(self.goods_memo) > MEMO_LIMIT:
                self.goods_memo.clear()
            hit = self.goods_memo[key] = any(
                all(q <= h for q, h in zip(pay, have, strict=True)) for pay in self.payments[k][rnd]
            )
        return hit

    def opt_progress(self, d: HData, t: Progress) -> list[int]:
        """A craft may advance if it is not at the right edge (L553), the boulders in its way
        can be pushed with unused tools (L587-L607), and a step can be paid (L533, L613)."""
        v = d.villages[t.seat]
        free_tools = v.tools - v.tools_used
        out = []
        for k in range(len(CRAFTS)):
            if v.crafts[k] >= self.edge or self.step_tools(v, k) > free_tools:
                continue
            if v.jewelry or self.can_pay_goods(v, k, d.round):
                out.append(self.id_advance[k])
        return [*out, self.id_stop]

    def do_progress(self, d: HData, t: Progress, a: Action) -> None:
        if a.kind == "advance":
            k = CRAFTS.index(str(a.args[0]))
            self.progress_turn(d, t.seat)
            d.tasks.append(Pay(t.seat, k, self.unpaid[k]))

    def pay_units(self, d: HData, t: Pay) -> list[int]:
        """Goods that keep an exact, valid payment of the step reachable (digest A11); kept
        per craft, round, what is paid and the counts of the craft's goods."""
        k, paid = t.craft, t.paid
        goods = self.craft_goods[k]
        have = tuple([d.villages[t.seat].goods[g] for g in goods])
        key = (k, d.round, paid, have)
        hit = self.units_memo.get(key)
        if hit is None:
            if len(self.units_memo) > MEMO_LIMIT:
                self.units_memo.clear()
            hit = self.units_memo[key] = tuple(
                self.id_pay_good[g]
                for j, g in enumerate(goods)
                if any(
                    pay[j] > paid[j]
                    and all(q >= x and q - x <= h for q, x, h in zip(pay, paid, have, strict=True))
                    for pay in self.payments[k][d.round]
                )
            )
        return list(hit)

    def opt_pay(self, d: HData, t: Pay) -> list[int]:
        """One unit at a time: a good, or (as the whole payment) 1 jewelry (L613); "confirm"
        once the goods paid are a complete step (L569-L576)."""
        out = self.pay_units(d, t)
        if not any(t.paid):
            if d.villages[t.seat].jewelry:
                out.append(self.id_pay_jewelry)
        elif t.paid in self.payments[t.craft][d.round]:
            out.append(self.id_confirm)
        return out

    def do_pay(self, d: HData, t: Pay, a: Action) -> None:
        p, k, paid = t.seat, t.craft, t.paid
        v = d.villages[p]
        if a.kind == "confirm":
            self.advance(d, p, k)
            return
        if a.args[0] == "jewelry":
            self.pay_plain(d, p, "jewelry", 1)  # announces the last jewelry spent (020)
            self.advance(d, p, k)
            return
        g = GOODS.index(str(a.args[0]))
        v.goods[g] -= 1
        j = self.craft_goods[k].index(g)
        paid = (*paid[:j], paid[j] + 1, *paid[j + 1 :])
        nxt = Pay(p, k, paid)
        if paid in self.payments[k][d.round] and not self.pay_units(d, nxt):
            self.advance(d, p, k)  # the only completion is reached: the step is made
        else:
            d.tasks.append(nxt)

    def advance(self, d: HData, p: int, k: int) -> None:
        """The step: push the boulders (tool guarantee in rounds 1-5, tools lost in round 6,
        L599-L603), move the craft; the house tile follows by itself (L557)."""
        v = d.villages[p]
        n = self.step_tools(v, k)
        if d.round < self.rounds:
            v.tools_used += n
        else:
            v.tools -= n
        row = v.boulders[2 * k : 2 * k + 2]
        push(v.crafts[k], row, self.edge)
        v.boulders[2 * k : 2 * k + 2] = row
        v.crafts[k] += 1
        self.add_tally(v, f"steps_{CRAFTS[k]}", 1)
        self.announce(d, p, "craft_advanced", craft=CRAFTS[k])
