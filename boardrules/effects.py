"""The kernel's effect interpreter: expressions, conditions and the shared primitives.

An effect list is stored once in ``Game.effects`` under a reference such as
``"C/abilities/0/do"``. Running it is a task ``("fx", player, ref, index, env)``: the
interpreter executes effect ``index`` and leaves ``("fx", ..., index + 1, ...)`` below it, so
a decision pushed by an effect is answered before the next effect runs. ``env`` carries the
payload of the event that started the list, as a tuple of (key, value) pairs.

A game supplies what the words mean on its board through these methods:
``gain_resource``, ``pay_resource``, ``resource_amount``, ``gain_vp_now``, ``counter``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules.actions import Action

if TYPE_CHECKING:
    from boardrules.engine import Game, Task

Env = tuple[tuple[str, Any], ...]


def evaluate(game: Any, d: Any, player: int, expr: Any, env: Env = ()) -> int:
    """The value of an expression (see docs/cards.md, "Expressions")."""
    if isinstance(expr, int):
        return expr
    ((form, arg),) = expr.items()
    if form == "count":
        return int(game.counter(d, player, arg))
    if form == "event":
        payload = dict(env)
        if payload.get("event") != arg["event"]:
            raise ValueError(f"{{event: {arg['event']}}} read outside that event")
        return int(payload[arg["get"]])
    if form == "var":
        return int(dict(env)[arg])
    if form not in _ARITHMETIC:
        return _table_or_game(game, d, player, form, arg, env)
    values = [evaluate(game, d, player, a, env) for a in arg]
    if form == "add":
        return sum(values)
    if form == "sub":
        return values[0] - sum(values[1:])
    if form == "mul":
        out = 1
        for v in values:
            out *= v
        return out
    if form == "div":
        return values[0] // values[1]
    if form == "min":
        return min(values)
    return max(values)


_ARITHMETIC = frozenset(("add", "sub", "mul", "div", "min", "max"))


def _table_or_game(game: Any, d: Any, player: int, form: str, arg: Any, env: Env) -> int:
    if form == "table":
        of = evaluate(game, d, player, arg["of"], env)
        best = 0
        for minimum, value in arg["at_least"]:
            if of >= minimum:
                best = value
        return best
    return int(game.expression(d, player, form, arg, env))


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "ge": lambda a, b: a >= b,
    "gt": lambda a, b: a > b,
    "le": lambda a, b: a <= b,
    "lt": lambda a, b: a < b,
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
}


def holds(game: Any, d: Any, player: int, cond: Any, env: Env = ()) -> bool:
    """Whether a condition holds (see docs/cards.md, "Conditions")."""
    ((form, arg),) = cond.items()
    if form in _COMPARE:
        a, b = (evaluate(game, d, player, x, env) for x in arg)
        return _COMPARE[form](a, b)
    if form == "all":
        return all(holds(game, d, player, c, env) for c in arg)
    if form == "any":
        return any(holds(game, d, player, c, env) for c in arg)
    if form == "not":
        return not holds(game, d, player, arg, env)
    if form == "has":
        return all(
            game.resource_amount(d, player, r) >= evaluate(game, d, player, n, env)
            for r, n in arg.items()
        )
    if form == "just":
        return bool(dict(env).get("event") == arg)
    return bool(game.condition(d, player, form, arg, env))


def push_effects(d: Any, player: int, ref: str, env: Env = ()) -> None:
    """Schedule an effect list to run next."""
    d.tasks.append(("fx", player, ref, 0, env))


def fire(game: Any, d: Any, player: int, event: str, **payload: Any) -> None:
    """Announce an event: every 'whenever' ability of ``player`` listening to it is scheduled."""
    env: Env = (("event", event), *sorted(payload.items()))
    for ref in reversed(game.listeners(d, player, event)):
        push_effects(d, player, ref + "/do", env)


def KERNEL_OPS(game: Game) -> dict[str, Callable[[Any, Task], None]]:  # noqa: N802
    effects = game.effects

    def op_fx(d: Any, task: Task) -> None:
        _, player, ref, index, env = task
        lst = effects[ref]
        if index >= len(lst):
            return
        if index + 1 < len(lst):
            d.tasks.append(("fx", player, ref, index + 1, env))
        ((name, params),) = lst[index].items()
        here = f"{ref}/{index}"
        if name == "gain":
            for res, amount in reversed(list(params.items())):
                n = evaluate(game, d, player, amount, env)
                d.tasks.append(("gain", player, res, n, env))
        elif name == "pay":
            for res, amount in params.items():
                game.pay_resource(d, player, res, evaluate(game, d, player, amount, env))
        elif name == "vp_now":
            game.gain_vp_now(d, player, evaluate(game, d, player, params, env))
        elif name == "choose":
            d.tasks.append(("choose", player, here, len(params), env))
        elif name == "optional":
            d.tasks.append(("optional", player, here, env))
        elif name == "repeat":
            for _ in range(evaluate(game, d, player, params["times"], env)):
                push_effects(d, player, here + "/do", env)
        elif name == "check":
            branch = "then" if holds(game, d, player, params["if"], env) else "else"
            push_effects(d, player, f"{here}/{branch}", env)
        else:
            game.primitive(d, player, name, params, env, here)

    def op_gain(d: Any, task: Task) -> None:
        _, player, res, n, env = task
        game.gain_resource(d, player, res, n, env)

    return {"fx": op_fx, "gain": op_gain}


def KERNEL_DECISIONS(  # noqa: N802
    game: Game,
) -> dict[str, tuple[Callable[[Any, Task], list[int]], Callable[[Any, Task, Action], None]]]:
    ids = game._ids

    def choose_options(d: Any, task: Task) -> list[int]:
        return [ids[Action("choose", (k,))] for k in range(task[3])]

    def choose_resolve(d: Any, task: Task, action: Action) -> None:
        _, player, here, _n, env = task
        push_effects(d, player, f"{here}/choose/{action.args[0]}", env)

    def optional_options(d: Any, task: Task) -> list[int]:
        return [ids[Action("yes")], ids[Action("no")]]

    def optional_resolve(d: Any, task: Task, action: Action) -> None:
        _, player, here, env = task
        if action.kind == "yes":
            push_effects(d, player, f"{here}/optional", env)

    return {
        "choose": (choose_options, choose_resolve),
        "optional": (optional_options, optional_resolve),
    }
