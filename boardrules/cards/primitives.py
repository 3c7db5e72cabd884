"""The kernel's primitives, one record each in ``KERNEL_WORDS``, and the tasks that run effects.

An effect list runs as a task ``RunEffects(seat, ref, index, env)``: ``run_effects`` executes
effect ``index`` and leaves ``RunEffects(..., index + 1, ...)`` below it, so a decision an
effect pushes is answered before the next effect runs. Every effect is one lookup in the
game's table of words (``game.host.words``: these kernel words and the game's own), whose
record holds its spec (read by the validator through ``Vocabulary``), its handler and its
line in ``boardrules vocab``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from boardrules.actions import Action, ChooseBranch, No, Yes
from boardrules.cards.lexicon import Lexicon, Word
from boardrules.effects import evaluate, holds, push_effects
from boardrules.tasks import Choose, Env, Gain, MayRun, RunEffects, Task

if TYPE_CHECKING:
    from boardrules.cards.rules import CardRules
    from boardrules.engine import Game


class Data(Protocol):
    """A game's data as the kernel's words see it: its task stack."""

    tasks: list[Task]


Amounts = Mapping[str, object]  # resource -> expression
# a game's data: a kernel word runs on any game's card rules with that game's data
D = TypeVar("D", bound=Data)

KERNEL_WORDS = Lexicon(kernel=True)
word = KERNEL_WORDS.primitive


@word("gain", "resources", "the seat gains each resource, in order (the game says what that is)")
def gain(rules: CardRules[D], d: D, seat: int, params: Amounts, env: Env, here: str) -> None:
    for res, amount in reversed(list(params.items())):
        d.tasks.append(Gain(seat, res, evaluate(rules, d, seat, amount, env), env))


@word("pay", "resources", "the seat pays each resource (a cost already checked)")
def pay(rules: CardRules[D], d: D, seat: int, params: Amounts, env: Env, here: str) -> None:
    for res, amount in params.items():
        rules.pay_resource(d, seat, res, evaluate(rules, d, seat, amount, env))


@word("vp_now", "expr", "the seat scores that many points at once")
def vp_now(rules: CardRules[D], d: D, seat: int, params: object, env: Env, here: str) -> None:
    rules.gain_vp_now(d, seat, evaluate(rules, d, seat, params, env))


@word("choose", ("list", "effects"), "the seat chooses one of the effect lists (choose k)")
def choose(
    rules: CardRules[D], d: D, seat: int, params: Sequence[object], env: Env, here: str
) -> None:
    d.tasks.append(Choose(seat, here, len(params), env))


@word("optional", "effects", "the seat may run the effect list (yes) or not (no)")
def optional(rules: CardRules[D], d: D, seat: int, params: object, env: Env, here: str) -> None:
    d.tasks.append(MayRun(seat, here, env))


@word(
    "repeat",
    ("map", {"times": ("expr", True), "do": ("effects", True)}),
    "runs `do` as many times as `times` says",
)
def repeat(rules: CardRules[D], d: D, seat: int, params: Amounts, env: Env, here: str) -> None:
    for _ in range(evaluate(rules, d, seat, params["times"], env)):
        push_effects(d, seat, here + "/do", env)


@word(
    "check",
    ("map", {"if": ("cond", True), "then": ("effects", False), "else": ("effects", False)}),
    "runs `then` if the condition holds, else `else`",
)
def check(rules: CardRules[D], d: D, seat: int, params: Amounts, env: Env, here: str) -> None:
    branch = "then" if holds(rules, d, seat, params["if"], env) else "else"
    push_effects(d, seat, f"{here}/{branch}", env)


Op = Callable[..., None]


def kernel_ops(game: Game, words: Mapping[str, Word]) -> dict[type, Op]:
    """The ops running effect lists (``RunEffects``) and gains (``Gain``) for ``game``."""
    effects = game.effects
    rules = game.rules

    def run_effects(d: Data, task: RunEffects) -> None:
        seat, ref, index, env = task.seat, task.ref, task.index, task.env
        lst = effects[ref]
        if index >= len(lst):
            return
        if index + 1 < len(lst):
            d.tasks.append(RunEffects(seat, ref, index + 1, env))
        ((name, params),) = lst[index].items()
        words[name].run(rules, d, seat, params, env, f"{ref}/{index}")

    def gain_op(d: Data, task: Gain) -> None:
        rules.gain_resource(d, task.seat, task.resource, task.amount, task.env)

    return {RunEffects: run_effects, Gain: gain_op}


Decide = tuple[Callable[..., list[int]], Callable[..., None]]


def kernel_decisions(game: Game) -> dict[type, Decide]:
    """The decisions of ``choose`` (``choose k``) and ``optional`` (``yes``/``no``)."""
    ids = game._ids
    choose_ids = [ids[ChooseBranch(k)] for k in range(game.num_choose)]
    yes_no = [ids[Yes()], ids[No()]]

    def choose_options(d: Data, task: Choose) -> list[int]:
        return choose_ids[: task.branches]

    def choose_resolve(d: Data, task: Choose, action: ChooseBranch) -> None:
        push_effects(d, task.seat, f"{task.here}/choose/{action.branch}", task.env)

    def optional_options(d: Data, task: MayRun) -> list[int]:
        return yes_no

    def optional_resolve(d: Data, task: MayRun, action: Action) -> None:
        if isinstance(action, Yes):
            push_effects(d, task.seat, f"{task.here}/optional", task.env)

    return {
        Choose: (choose_options, choose_resolve),
        MayRun: (optional_options, optional_resolve),
    }
