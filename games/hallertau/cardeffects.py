"""Hallertau's card primitives and the decisions they ask (docs/cards.md, "Hallertau cards"):
gaining fields and goods, sowing and harvesting, moving fields, sheep and workers, clearing
action spaces, advancing crafts and pushing boulders. Every choice is one atomic action. A
mixin of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.actions import Action
from boardrules.effects import evaluate
from boardrules.tasks import Decision, Task

from .cardwords import CROP_IDS, ROWS, goods_of
from .state import (
    CRAFTS,
    EMPTY,
    GOODS,
    SHEEP_PLACES,
    STABLE,
    HData,
    Recent,
    Village,
    content_of,
    field,
    goods_on,
    row_of,
    with_row,
)
from .tasks import (
    Clear,
    Exchange,
    FieldsTogether,
    FreeStep,
    Gain,
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
    sheep_payment,
)


class CardEffects:
    """What Hallertau's card primitives do (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game / the other mixins
        params: dict[str, Any]
        spaces: list[Any]
        space_index: dict[str, int]
        space_rows: list[int]
        edge: int
        effects: dict[str, tuple[Any, ...]]
        id_take: dict[str, int]
        id_skip: int
        id_stop: int
        id_yes: int
        id_no: int
        id_extend: list[int]
        id_advance: list[int]
        id_harvest: dict[int, int]
        id_move: dict[int, int]
        id_push: list[list[int]]
        id_sow_two: list[dict[int, int]]
        id_target: list[int]

        def gain(self, d: HData, p: int, item: str, n: int) -> None: ...
        def announce(self, d: HData, p: int, event: str, **payload: Any) -> None: ...
        def ask(self, d: HData, task: Decision) -> None: ...
        def step_tools(self, v: Village, k: int) -> int: ...
        def advance(self, d: HData, p: int, k: int) -> None: ...
        def parts_of_space(self, d: HData, p: int, name: str) -> list[Task]: ...
        def sow_options(self, d: HData, p: int, goods: tuple[int, ...]) -> list[int]: ...
        def sow(self, d: HData, p: int, a: Action) -> None: ...
        def resource_amount(self, d: HData, p: int, res: str) -> int: ...
        def pay_plain(self, d: HData, p: int, res: str, n: int) -> None: ...
        @staticmethod
        def field_of(a: Action) -> int: ...
        @staticmethod
        def add_tally(v: Village, key: str, n: int) -> None: ...

    # --- primitives ----------------------------------------------------------------------
    def primitive(self, d: HData, p: int, name: str, params: Any, env: Any, here: str) -> None:
        v = d.villages[p]
        push, ask = d.tasks.append, self.ask
        if name == "gain_field":
            n = evaluate(self, d, p, params.get("n", 1), env)
            for _ in range(n):
                ask(d, Gain(p, (("field", params["row"]),)))
        elif name == "gain_fields":
            if len(v.fields) < self.params["field_rows"]["columns"]:
                push(FieldsTogether(p, tuple(params)))
        elif name == "draw":
            n = evaluate(self, d, p, params.get("n", 1), env)
            if n > 0:
                ask(d, Gain(p, ((params["deck"], n),)))
        elif name == "one_of":
            items = tuple((r, evaluate(self, d, p, n, env)) for r, n in params.items())
            ask(d, Gain(p, items))
        elif name == "pick_goods":
            n = evaluate(self, d, p, params["n"], env)
            if n > 0:
                of = goods_of(params.get("of"))
                mode = params.get("mode", "any")
                then_sow = params.get("then_sow", 0)
                push(Pick(p, left=n, of=of, mode=mode, picked=(), then_sow=then_sow))
        elif name == "sow":
            n = params if isinstance(params, int) else evaluate(self, d, p, params["n"], env)
            goods = CROP_IDS if isinstance(params, int) else goods_of(params.get("goods"))
            if n > 0:
                double = not isinstance(params, int) and params.get("double")
                ask(d, SowTwo(p, left=n, goods=goods) if double else Sow(p, left=n, goods=goods))
        elif name == "harvest":
            ask(d, HarvestNow(p, left=int(params)))
        elif name == "reharvest":
            ask(d, Reharvest(p))
        elif name == "move_fields":
            which, n = params["which"], params["n"]
            if n == "all":
                if self.movable(v, which, 0):
                    push(MoveAll(p, which))
            else:
                ask(d, MoveFields(p, which=which, left=n, to=params.get("to", 0), moved=()))
        elif name == "move_sheep":
            marks = (0,) * len(SHEEP_PLACES)
            same = bool(params.get("same"))
            ask(d, MoveSheep(p, left=params["n"], same=same, marks=marks))
        elif name == "raise_to":
            g = GOODS.index(params["good"])
            n = evaluate(self, d, p, params["to"], env) - v.goods[g]
            if n > 0:
                ask(d, Gain(p, ((params["good"], n),)))
        elif name == "exchange":
            ref, i = here.rsplit("/", 1)
            give = {r: evaluate(self, d, p, n, env) for r, n in params["give"].items()}
            if all(self.resource_amount(d, p, r) >= n for r, n in give.items()):
                push(Exchange(p, effects=ref, index=int(i), env=env))
        elif name == "clear_space":
            ask(d, Clear(p, params))
        elif name == "remove_rows":
            if any(self.top_row(d, self.space_index[s]) >= 0 for s in params):
                push(RowsOff(p, tuple(self.space_index[s] for s in params)))
        elif name == "use_space":
            ask(d, UseSpace(p, params))
        elif name == "advance_craft":
            ask(d, FreeStep(p, left=int(params)))
        elif name == "push_boulders":
            ask(d, Push(p, left=int(params), pushed=()))
        elif name == "move_workers":
            ask(d, MoveWorkers(p, n=int(params), source=None))
        elif name == "pay_instead":  # 328 (L1279): the butcher being used takes this instead
            v.recent.append(Recent("pay_instead", str(params)))  # of its sheep (op_butcher)
        else:  # pragma: no cover - the validator rejects unknown primitives
            raise KeyError(name)

    def opt_yes_no(self, d: HData, t: Decision) -> list[int]:
        return [self.id_yes, self.id_no]

    # pick_goods: one good at a time (distinct: each type once; same: one type, n of it)
    def opt_pick(self, d: HData, t: Pick) -> list[int]:
        gone = t.picked if t.mode == "distinct" else ()
        return [*(self.id_take[GOODS[g]] for g in t.of if g not in gone), self.id_stop]

    def do_pick(self, d: HData, t: Pick, a: Action) -> None:
        if a.kind == "stop":
            return
        p = t.seat
        g = GOODS.index(str(a.args[0]))
        if t.mode == "same":
            self.gain(d, p, GOODS[g], t.left)
        else:
            self.gain(d, p, GOODS[g], 1)
            if t.left > 1:
                d.tasks.append(attrs.evolve(t, left=t.left - 1, picked=(*t.picked, g)))
                return
        if t.then_sow:
            self.ask(d, Sow(p, left=t.then_sow, goods=(g,)))

    # sowing 2 crops of one type on one field (627, L1528-L1529): `sow flax2 <row>`
    def opt_sow_two(self, d: HData, t: SowTwo) -> list[int]:
        p, goods = t.seat, t.goods
        v = d.villages[p]
        rows = sorted({row_of(f) for f in v.fields if content_of(f) == EMPTY})
        two = [
            self.id_sow_two[g][r] for g in goods if g in CROP_IDS and v.goods[g] >= 2 for r in rows
        ]
        return [*self.sow_options(d, p, goods), *two, self.id_stop]

    def do_sow_two(self, d: HData, t: SowTwo, a: Action) -> None:
        if a.kind == "stop":
            return
        p = t.seat
        name = str(a.args[0])
        if name.endswith("2"):
            v = d.villages[p]
            g, r = GOODS.index(name[:-1]), int(a.args[1])
            v.goods[g] -= 2
            v.fields.remove(field(r))
            v.fields.append(field(r, g + 1, double=True))
            v.fields.sort()
        else:
            self.sow(d, p, a)
        if t.left > 1:
            self.ask(d, SowTwo(p, left=t.left - 1, goods=t.goods))

    # fields in given rows, all or none (607)
    def do_fields_together(self, d: HData, t: FieldsTogether, a: Action) -> None:
        if a.kind == "yes":
            for row in t.rows:
                self.gain(d, t.seat, "field", row)

    # harvest now (022, 221, 628): a planted field gives its row, then moves down a row
    def opt_harvest_now(self, d: HData, t: HarvestNow) -> list[int]:
        fields = sorted({f for f in d.villages[t.seat].fields if content_of(f) != EMPTY})
        return [*(self.id_harvest[f] for f in fields), self.id_stop]

    def do_harvest_now(self, d: HData, t: HarvestNow, a: Action) -> None:
        if a.kind == "stop":
            return
        self.harvest_field(d, t.seat, self.field_of(a))
        if t.left > 1:
            self.ask(d, HarvestNow(t.seat, left=t.left - 1))

    def harvest_field(self, d: HData, p: int, f: int) -> None:
        """L504-L515: the field gives its row's number of its good (per good on it, 627) and
        moves down a row."""
        v = d.villages[p]
        row = row_of(f)
        v.fields.remove(f)
        v.fields.append(field(max(row - 1, ROWS[0])))
        v.fields.sort()
        self.received(d, p, f, row * goods_on(f))

    def received(self, d: HData, p: int, f: int, n: int, again: bool = False) -> None:
        """Book a harvest of field ``f`` (before it moved) giving ``n`` of its good; the
        field may yield ``again`` once more this phase (426) unless this is that yield."""
        v = d.villages[p]
        good = GOODS[content_of(f) - 1]
        v.goods[GOODS.index(good)] += n
        self.add_tally(v, "harvest", n)
        self.add_tally(v, f"harvest_{good}", n)
        self.add_tally(v, f"yield_{f}", -1 if again else 1)
        self.announce(d, p, "harvested", good=good, n=n)

    # reharvest (426): one field harvested this phase yields once more
    def opt_reharvest(self, d: HData, t: Reharvest) -> list[int]:
        v = d.villages[t.seat]
        codes = sorted(int(k[6:]) for k, n in v.tally.items() if k.startswith("yield_") and n)
        return [*(self.id_harvest[f] for f in codes), self.id_stop]

    def do_reharvest(self, d: HData, t: Reharvest, a: Action) -> None:
        if a.kind == "stop":
            return
        f = self.field_of(a)
        self.received(d, t.seat, f, row_of(f) * goods_on(f), again=True)

    # moving fields (023, 121, 122, 222, 323)
    @staticmethod
    def movable(v: Village, which: str, to: int) -> list[int]:
        out = []
        for f in sorted(set(v.fields)):
            empty = content_of(f) == EMPTY
            if which == "empty" and not empty or which == "planted" and empty:
                continue
            if row_of(f) != (to or ROWS[-1]):
                out.append(f)
        return out

    def opt_move_fields(self, d: HData, t: MoveFields) -> list[int]:
        v = d.villages[t.seat]
        done = t.moved
        # "up to k fields, each 1 row" (222): a field moved already is not moved again
        fields = [f for f in self.movable(v, t.which, t.to) if v.fields.count(f) > done.count(f)]
        return [*(self.id_move[f] for f in fields), self.id_stop]

    def do_move_fields(self, d: HData, t: MoveFields, a: Action) -> None:
        if a.kind == "stop":
            return
        v = d.villages[t.seat]
        f = self.field_of(a)
        v.fields.remove(f)
        new = with_row(f, t.to or row_of(f) + 1)
        v.fields.append(new)
        v.fields.sort()
        if t.left > 1:
            self.ask(d, attrs.evolve(t, left=t.left - 1, moved=(*t.moved, new)))

    def do_move_all(self, d: HData, t: MoveAll, a: Action) -> None:
        if a.kind == "no":
            return
        v = d.villages[t.seat]
        moving = set(self.movable(v, t.which, 0))
        v.fields = sorted(with_row(f, row_of(f) + 1) if f in moving else f for f in v.fields)

    # moving sheep forward (001, 101, 201, 301, 401): a sheep on the round-k card moves to the
    # round-k+1 card, from round 6's into the stable (A15); `marks` count sheep already moved
    def opt_move_sheep(self, d: HData, t: MoveSheep) -> list[int]:
        marks = t.marks
        sheep = d.villages[t.seat].sheep
        if t.same and any(marks):
            i = marks.index(1)
            return [self.id_extend[i], self.id_stop] if i < STABLE else []
        return [*(self.id_extend[i] for i in range(STABLE) if sheep[i] > marks[i]), self.id_stop]

    def do_move_sheep(self, d: HData, t: MoveSheep, a: Action) -> None:
        if a.kind == "stop":
            return
        sheep = d.villages[t.seat].sheep
        i = SHEEP_PLACES.index(str(a.args[0]))
        sheep[i] -= 1
        sheep[i + 1] += 1
        new = [0] * len(SHEEP_PLACES) if t.same else list(t.marks)
        new[i + 1] = 1 if t.same else new[i + 1] + 1
        if t.left > 1:
            self.ask(d, attrs.evolve(t, left=t.left - 1, marks=tuple(new)))

    # exchange (839): give, get; one yes/no
    def do_exchange(self, d: HData, t: Exchange, a: Action) -> None:
        if a.kind == "no":
            return
        p = t.seat
        ((_, params),) = self.effects[t.effects][t.index].items()
        for r, n in params["give"].items():
            m = evaluate(self, d, p, n, t.env)
            if r == "sheep":
                d.tasks.extend([sheep_payment(p)] * m)
            else:
                self.pay_plain(d, p, r, m)
        for r, n in params["get"].items():
            self.gain(d, p, r, evaluate(self, d, p, n, t.env))

    # the action board (210, 302, 313, 315, 419, 725, 726; A8, A30)
    def top_row(self, d: HData, s: int) -> int:
        for r in (2, 1, 0):
            if d.workers_on[3 * s + r]:
                return r
        return -1

    def opt_clear(self, d: HData, t: Clear) -> list[int]:
        spaces = [self.id_target[s] for s in range(len(self.spaces)) if self.top_row(d, s) >= 0]
        return [*spaces, self.id_skip]

    def do_clear(self, d: HData, t: Clear, a: Action) -> None:
        if a.kind == "skip":
            return
        p, mode = t.seat, t.mode
        s = self.space_index[str(a.args[0])]
        if mode == "all":
            d.workers_on[3 * s : 3 * s + 3] = [0, 0, 0]
            return
        r = self.top_row(d, s)
        if mode == "pool":
            d.villages[p].workers += d.workers_on[3 * s + r]
        d.workers_on[3 * s + r] = 0

    def do_rows_off(self, d: HData, t: RowsOff, a: Action) -> None:
        if a.kind == "yes":
            for s in t.spaces:
                r = self.top_row(d, s)
                if r >= 0:
                    d.workers_on[3 * s + r] = 0

    def opt_use_space(self, d: HData, t: UseSpace) -> list[int]:
        p, mode = t.seat, t.mode
        out = []
        for s in range(len(self.spaces)):
            on = d.workers_on[3 * s : 3 * s + 3]
            if mode == "supply" and sum(on) <= 1 and not (on[0] and self.space_rows[s] < 2):
                out.append(self.id_target[s])
            elif mode == "row2" and not on[1] and d.villages[p].workers == 1:
                out.append(self.id_target[s])
        return [*out, self.id_skip]

    def do_use_space(self, d: HData, t: UseSpace, a: Action) -> None:
        """419/726: 1 worker from the general supply in row 1, or 2 in row 2 if only that is
        free; 313: your last worker in row 2, counting as 1 (A8). Then the space is used."""
        if a.kind == "skip":
            return
        p, mode = t.seat, t.mode
        name = str(a.args[0])
        s = self.space_index[name]
        if mode == "row2":
            d.villages[p].workers -= 1
            d.workers_on[3 * s + 1] = 1
        elif not d.workers_on[3 * s]:
            d.workers_on[3 * s] = 1
        else:
            d.workers_on[3 * s + 1] = 2
        d.tasks.extend(reversed(self.parts_of_space(d, p, name)))

    # moving workers between spaces (314, L1248-L1249)
    def worker_targets(self, d: HData, n: int, source: int) -> list[int]:
        """Spaces other than ``source`` holding exactly n workers whose row n is empty."""
        on = d.workers_on
        return [
            s
            for s in range(len(self.spaces))
            if s != source
            and self.space_rows[s] >= n
            and not on[3 * s + n - 1]
            and sum(on[3 * s : 3 * s + 3]) == n
        ]

    def opt_move_workers(self, d: HData, t: MoveWorkers) -> list[int]:
        n, source = t.n, t.source
        if source is not None:  # once removed, the workers must be moved (L1249)
            return [self.id_target[s] for s in self.worker_targets(d, n, source)]
        sources = [
            s
            for s in range(len(self.spaces))
            if sum(d.workers_on[3 * s : 3 * s + 3]) == n and self.worker_targets(d, n, s)
        ]
        return [*(self.id_target[s] for s in sources), self.id_skip]

    def do_move_workers(self, d: HData, t: MoveWorkers, a: Action) -> None:
        """314: all n workers of one space holding exactly n go into row n of another such
        space (which then holds them as that row's n workers); neither space is used."""
        if a.kind == "skip":
            return
        n, source = t.n, t.source
        s = self.space_index[str(a.args[0])]
        if source is None:
            d.tasks.append(MoveWorkers(t.seat, n=n, source=s))
            return
        d.workers_on[3 * source : 3 * source + 3] = [0, 0, 0]
        d.workers_on[3 * s + n - 1] = n

    # crafts and boulders (312, 316; A6, A7)
    def opt_free_step(self, d: HData, t: FreeStep) -> list[int]:
        v = d.villages[t.seat]
        free = v.tools - v.tools_used
        out = [
            self.id_advance[k]
            for k in range(len(CRAFTS))
            if v.crafts[k] < self.edge and self.step_tools(v, k) <= free
        ]
        return [*out, self.id_stop]

    def do_free_step(self, d: HData, t: FreeStep, a: Action) -> None:
        if a.kind == "stop":
            return
        self.advance(d, t.seat, CRAFTS.index(str(a.args[0])))
        if t.left > 1:
            self.ask(d, FreeStep(t.seat, left=t.left - 1))

    def opt_push(self, d: HData, t: Push) -> list[int]:
        pushed = t.pushed
        v = d.villages[t.seat]
        out = []
        for k in range(len(CRAFTS)):
            for i in (0, 1):
                b = 2 * k + i
                if b not in pushed and v.boulders[b] <= self.edge:
                    out.append(self.id_push[k][i])
        return [*out, self.id_stop]

    def do_push(self, d: HData, t: Push, a: Action) -> None:
        """316: one boulder one space right; a boulder lying there is pushed on (A12)."""
        if a.kind == "stop":
            return
        v = d.villages[t.seat]
        k, i = CRAFTS.index(str(a.args[0])), int(a.args[1])
        b = 2 * k + i
        other = 2 * k + 1 - i
        if v.boulders[other] == v.boulders[b] + 1:
            v.boulders[other] += 1
        v.boulders[b] += 1
        if t.left > 1:
            self.ask(d, Push(t.seat, left=t.left - 1, pushed=(*t.pushed, b)))
