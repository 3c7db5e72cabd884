"""The card language's expressions and conditions, compiled once into closures.

``evaluate(rules, d, seat, expr, env)`` is the value of an expression, ``holds(...)`` whether
a condition holds; ``rules`` is the game's ``CardRules`` (its counters, resources and own
forms, looked up in its table of words). ``push_effects`` schedules an effect list, stored
once in ``game.effects`` under a reference such as ``"C/abilities/0/do"``; the primitives
that run it are records of the table of words (``boardrules/cards/primitives.py``). ``env``
carries the payload of the event being answered, as (key, value) pairs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules.tasks import Env, RunEffects

if TYPE_CHECKING:
    pass


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
