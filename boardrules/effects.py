"""The kernel's effect interpreter: expressions, conditions and the shared primitives.

An effect list is stored once in ``Game.effects`` under a reference such as
``"C/abilities/0/do"``. Running it is a task ``RunEffects(seat, ref, index, env)``: the
interpreter executes effect ``index`` and leaves ``RunEffects(..., index + 1, ...)`` below it, so
a decision pushed by an effect is answered before the next effect runs. ``env`` carries the
payload of the event that started the list, as a tuple of (key, value) pairs.

A game supplies what the words mean on its board through these methods:
``gain_resource``, ``pay_resource``, ``resource_amount``, ``gain_vp_now``, ``counter``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules.actions import Action, ChooseBranch, No, Yes
from boardrules.tasks import Choose, Env, Gain, MayRun, RunEffects

if TYPE_CHECKING:
    from boardrules.engine import Game


Compiled = Callable[[Any, Any, int, Env], Any]
_CACHE: dict[int, tuple[Any, Compiled]] = {}
_CACHE_LIMIT = 200_000


def _cached(tree: Any, build: Callable[[Any], Compiled]) -> Compiled:
    """The closure compiled for an expression or condition tree (card data lives as long as
    its game, so a tree is compiled once; the cache keeps the tree, so its id stays its own)."""
    hit = _CACHE.get(id(tree))
    if hit is not None and hit[0] is tree:
        return hit[1]
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    fn = build(tree)
    _CACHE[id(tree)] = (tree, fn)
    return fn


def evaluate(game: Any, d: Any, player: int, expr: Any, env: Env = ()) -> int:
    """The value of an expression (see docs/cards.md, "Expressions")."""
    if isinstance(expr, int):
        return expr
    return int(_cached(expr, _compile_expr)(game, d, player, env))


def holds(game: Any, d: Any, player: int, cond: Any, env: Env = ()) -> bool:
    """Whether a condition holds (see docs/cards.md, "Conditions")."""
    return bool(_cached(cond, _compile_cond)(game, d, player, env))


def _expr(tree: Any) -> Compiled:
    if isinstance(tree, int):
        return lambda g, d, p, env: tree
    return _cached(tree, _compile_expr)


def _compile_expr(expr: Any) -> Compiled:
    ((form, arg),) = expr.items()
    if form == "count":
        return lambda g, d, p, env: int(g.counter(d, p, arg))
    if form == "event":
        event, field = arg["event"], arg["get"]

        def read(g: Any, d: Any, p: int, env: Env) -> int:
            payload = dict(env)
            if payload.get("event") != event:
                raise ValueError(f"{{event: {event}}} read outside that event")
            return int(payload[field])

        return read
    if form == "var":
        return lambda g, d, p, env: int(dict(env)[arg])
    if form == "table":
        of = _expr(arg["of"])
        steps = [tuple(pair) for pair in arg["at_least"]]

        def table(g: Any, d: Any, p: int, env: Env) -> int:
            n, best = of(g, d, p, env), 0
            for minimum, value in steps:
                if n >= minimum:
                    best = value
            return best

        return table
    if form not in _ARITHMETIC:
        return lambda g, d, p, env: int(g.expression(d, p, form, arg, env))
    fns = [_expr(a) for a in arg]
    if form == "add":
        return lambda g, d, p, env: sum(f(g, d, p, env) for f in fns)
    if form == "sub":
        first, rest = fns[0], fns[1:]
        return lambda g, d, p, env: first(g, d, p, env) - sum(f(g, d, p, env) for f in rest)
    if form == "mul":

        def product(g: Any, d: Any, p: int, env: Env) -> int:
            out = 1
            for f in fns:
                out *= f(g, d, p, env)
            return out

        return product
    if form == "div":
        a, b = fns
        return lambda g, d, p, env: a(g, d, p, env) // b(g, d, p, env)
    if form == "min":
        return lambda g, d, p, env: min(f(g, d, p, env) for f in fns)
    return lambda g, d, p, env: max(f(g, d, p, env) for f in fns)


_ARITHMETIC = frozenset(("add", "sub", "mul", "div", "min", "max"))

_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "ge": lambda a, b: a >= b,
    "gt": lambda a, b: a > b,
    "le": lambda a, b: a <= b,
    "lt": lambda a, b: a < b,
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
}


def _cond(tree: Any) -> Compiled:
    return _cached(tree, _compile_cond)


def _compile_cond(cond: Any) -> Compiled:
    ((form, arg),) = cond.items()
    if form in _COMPARE:
        test, (a, b) = _COMPARE[form], (_expr(x) for x in arg)
        return lambda g, d, p, env: test(a(g, d, p, env), b(g, d, p, env))
    if form == "all":
        subs = [_cond(c) for c in arg]
        return lambda g, d, p, env: all(f(g, d, p, env) for f in subs)
    if form == "any":
        subs = [_cond(c) for c in arg]
        return lambda g, d, p, env: any(f(g, d, p, env) for f in subs)
    if form == "not":
        sub = _cond(arg)
        return lambda g, d, p, env: not sub(g, d, p, env)
    if form == "has":
        needs = [(r, _expr(n)) for r, n in arg.items()]
        return lambda g, d, p, env: all(
            g.resource_amount(d, p, r) >= n(g, d, p, env) for r, n in needs
        )
    if form == "just":
        return lambda g, d, p, env: dict(env).get("event") == arg
    return lambda g, d, p, env: bool(g.condition(d, p, form, arg, env))


def push_effects(d: Any, player: int, ref: str, env: Env = ()) -> None:
    """Schedule an effect list to run next."""
    d.tasks.append(RunEffects(player, ref, 0, env))


def KERNEL_OPS(game: Game) -> dict[Any, Callable[[Any, Any], None]]:  # noqa: N802
    effects = game.effects
    rules = game.rules

    def run_effects(d: Any, task: RunEffects) -> None:
        player, ref, index, env = task.seat, task.ref, task.index, task.env
        lst = effects[ref]
        if index >= len(lst):
            return
        if index + 1 < len(lst):
            d.tasks.append(RunEffects(player, ref, index + 1, env))
        ((name, params),) = lst[index].items()
        here = f"{ref}/{index}"
        if name == "gain":
            for res, amount in reversed(list(params.items())):
                n = evaluate(rules, d, player, amount, env)
                d.tasks.append(Gain(player, res, n, env))
        elif name == "pay":
            for res, amount in params.items():
                rules.pay_resource(d, player, res, evaluate(rules, d, player, amount, env))
        elif name == "vp_now":
            rules.gain_vp_now(d, player, evaluate(rules, d, player, params, env))
        elif name == "choose":
            d.tasks.append(Choose(player, here, len(params), env))
        elif name == "optional":
            d.tasks.append(MayRun(player, here, env))
        elif name == "repeat":
            for _ in range(evaluate(rules, d, player, params["times"], env)):
                push_effects(d, player, here + "/do", env)
        elif name == "check":
            branch = "then" if holds(rules, d, player, params["if"], env) else "else"
            push_effects(d, player, f"{here}/{branch}", env)
        else:
            rules.primitive(d, player, name, params, env, here)

    def gain(d: Any, task: Gain) -> None:
        rules.gain_resource(d, task.seat, task.resource, task.amount, task.env)

    return {RunEffects: run_effects, Gain: gain}


def KERNEL_DECISIONS(  # noqa: N802
    game: Game,
) -> dict[Any, tuple[Callable[[Any, Any], list[int]], Callable[[Any, Any, Any], None]]]:
    ids = game._ids
    choose_ids = [ids[ChooseBranch(k)] for k in range(game.num_choose)]
    yes_no = [ids[Yes()], ids[No()]]

    def choose_options(d: Any, task: Choose) -> list[int]:
        return choose_ids[: task.branches]

    def choose_resolve(d: Any, task: Choose, action: ChooseBranch) -> None:
        push_effects(d, task.seat, f"{task.here}/choose/{action.branch}", task.env)

    def optional_options(d: Any, task: MayRun) -> list[int]:
        return yes_no

    def optional_resolve(d: Any, task: MayRun, action: Action) -> None:
        if isinstance(action, Yes):
            push_effects(d, task.seat, f"{task.here}/optional", task.env)

    return {
        Choose: (choose_options, choose_resolve),
        MayRun: (optional_options, optional_resolve),
    }
