"""The steps of a card's effect in progress, in words, shared by the games' ``to_move`` forms
(docs/positions.md): what is left of the effects a decision is inside (``then``), a card's
choice and its cost's ``pay_one_of``, a card dealt or a die rolled before a decision
(``chance="explicit"``), and a decision asked inside a card's effect. The position document
itself is read and written by ``boardrules.positions``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from boardrules.document import field
from boardrules.positions import PositionModel
from boardrules.tasks import Choose, Env, MayRun, RunEffects, Task

if TYPE_CHECKING:
    from boardrules.engine import Game

# ---------------------------------------------------------------------------------------------
# A card's effect in progress, in words: the steps a ``to_move`` form lists as what is left
# (``then``) of the effects the decision is inside (woodcraft, woodcraft_rw)

EFFECT_STEPS = ("effects", "gain", "triggers")  # the kernel's pending tasks of an effect


def own_first(cls: type, fields: list[attrs.Attribute[Any]]) -> list[attrs.Attribute[Any]]:
    """The ``field_transformer`` of a form built on ``EffectStep`` or ``CardChoice``
    (``@attrs.frozen(field_transformer=own_first)``): its own fields first, then the base's,
    so that a document writes ``step`` or ``decision`` first."""
    based = {a.name for base in cls.__mro__[1:] if attrs.has(base) for a in attrs.fields(base)}
    return [*(a for a in fields if a.name not in based), *(a for a in fields if a.name in based)]


@attrs.frozen(kw_only=True)
class EffectStep:
    """The values of a ``then`` step of the card language (``effect_step`` writes them, and
    the ``pay_one_of`` step: another ``any_of`` item of a cost to pay). A game's ``Step``
    builds on it with its ``step`` word and its own steps' fields (woodcraft,
    woodcraft_rw)."""

    effects: str | None = field("effects: the effect list in the card data", default=None)
    next: int | None = field("effects: the index of its next effect (null: 0)", default=None)
    resource: str | None = field("gain: the resource", default=None)
    amount: int | None = field("gain: how much", default=None)
    abilities: list[str] | None = field("triggers: the abilities waiting", default=None)
    ready: bool | None = field("triggers: the game's step between them has run", default=None)
    env: dict[str, Any] | None = field("the event that set the effect off", default=None)
    cost: str | None = field(
        "pay_one_of: the cost's any_of item; pay_cost: the cost paid (a card's: HI-01/cost)",
        default=None,
    )


@attrs.frozen(kw_only=True)
class CardChoice:
    """The values of a card's own decision in a ``to_move`` form (``choose``, ``optional``,
    ``trigger_order``, ``may_use``, ``pay_one_of``): a game's ``ToMove`` builds on it
    (woodcraft, woodcraft_rw)."""

    effect: str | None = field(
        "choose, optional: the effect in the card data (``F/abilities/0/do/0``)", default=None
    )
    abilities: list[str] | None = field(
        "trigger_order: the abilities set off; may_use: the optional ability", default=None
    )
    env: dict[str, Any] | None = field(
        "choose, optional, trigger_order, may_use: the event that set it off", default=None
    )
    cost: str | None = field(
        "pay_one_of: the cost's any_of item in the card data (``T/abilities/0/cost/0``), "
        "one of whose bundles is paid",
        default=None,
    )


@attrs.frozen
class CardTasks:
    """The card language's tasks a ``to_move`` form names, which a game passes to the
    functions below (the kernel imports nothing of the card language): ``Triggers``,
    ``TriggerOrder`` and ``MayUse`` (``boardrules.cards.runtime``), ``PayOneOf`` and
    ``PayCost`` (``boardrules.cards.costs``)."""

    triggers: type
    trigger_order: type
    may_use: type
    pay_one_of: type
    pay_cost: type


# a card's own decisions and the fields each takes beside ``decision`` and ``seat``
CARD_USES: dict[str, tuple[str, ...]] = {"choose": ("effect", "env"), "pay_one_of": ("cost",)}
CARD_USES |= {"optional": CARD_USES["choose"], "trigger_order": ("abilities", "env")}
CARD_USES["may_use"] = CARD_USES["trigger_order"]
CARD_STEPS = (*EFFECT_STEPS, "pay_one_of", "pay_cost")  # the card language's steps of ``then``


def card_choice(top: Any, tasks: CardTasks) -> dict[str, Any] | None:
    """The card's own decision ``top`` in words (``decision`` and ``CardChoice``'s values),
    or None for any other task."""
    kind = type(top)
    if kind is Choose or kind is MayRun:
        word = "choose" if kind is Choose else "optional"
        return {"decision": word, "effect": top.here, "env": env_words(top.env)}
    if kind is tasks.trigger_order:
        return {
            "decision": "trigger_order",
            "abilities": list(top.pending),
            "env": env_words(top.env),
        }
    if kind is tasks.may_use:
        return {"decision": "may_use", "abilities": [top.ref], "env": env_words(top.env)}
    if kind is tasks.pay_one_of:
        return {"decision": "pay_one_of", "cost": top.cost}
    return None


def card_choice_task(game: Game, d: Any, seat: int, where: Any, tasks: CardTasks) -> Any:
    """The task of the card's decision ``where`` (a ``to_move`` form whose ``decision`` is
    one of ``CARD_USES``) for ``seat``; raises ValueError naming the field the game's cards
    do not have."""
    word = where.decision
    if word == "pay_one_of":
        return one_of_task(game, d, seat, where.cost, tasks.pay_one_of)
    env = env_of(where.env)
    if word == "choose":
        here = where.effect or ""
        return Choose(seat, here, choice_branches(game, here), env)
    if word == "optional":
        effect_at(game, where.effect or "", "optional")
        return MayRun(seat, where.effect, env)
    refs = tuple(where.abilities or ())
    unknown = [r for r in refs if r not in game.runtime.card_of]
    if not refs or unknown:
        raise ValueError(f"abilities {list(unknown or refs)}: no abilities of the cards")
    if word == "may_use":
        return tasks.may_use(seat, refs[0], env)
    return tasks.trigger_order(seat, refs, env)


def card_step(task: Any, tasks: CardTasks) -> dict[str, Any] | None:
    """A pending task of the card language in words (a step of ``then``: ``effect_step``'s,
    another ``any_of`` item of a cost to pay, or a cost to pay), or None."""
    out = effect_step(task, tasks.triggers)
    paying: Any = task  # a PayOneOf or a PayCost: the cost's reference
    if out is None and type(task) is tasks.pay_one_of:
        return {"step": "pay_one_of", "cost": paying.cost}
    if out is None and type(task) is tasks.pay_cost:
        return {"step": "pay_cost", "cost": paying.cost}
    return out


def card_step_task(game: Game, d: Any, seat: int, step: Any, tasks: CardTasks) -> Any:
    """The task of a ``then`` step ``card_step`` writes (``step``: an ``EffectStep`` whose
    ``step`` is one of ``CARD_STEPS``)."""
    if step.step == "pay_one_of":
        return one_of_task(game, d, seat, step.cost, tasks.pay_one_of)
    if step.step == "pay_cost":
        if step.cost not in game.runtime.costs:
            raise ValueError(f"cost {step.cost!r}: no cost of the cards (a card's: HI-01/cost)")
        return tasks.pay_cost(seat, step.cost)
    return effect_task(game, seat, step.step, attrs.asdict(step), tasks.triggers)


def effect_step(task: Any, triggers: type | None = None) -> dict[str, Any] | None:
    """A pending kernel task of a card's effect in words, or None for any other task: the
    rest of an effect list (``{step: effects, effects: "B/abilities/0/do", next: 1}``, the
    effect list's reference in the card data and the index of its next effect), a resource
    still to gain (``{step: gain, resource: lantern, amount: 1}``) or, ``triggers`` being the
    card runtime's ``Triggers`` (the kernel imports nothing of the card language), abilities
    set off waiting to resolve (``{step: triggers, abilities: [...]}``), each with its
    ``env`` (the event that set it off) where it has one."""
    from boardrules.tasks import Gain, RunEffects

    out: dict[str, Any]
    if type(task) is RunEffects:
        out = {"step": "effects", "effects": task.ref, "next": task.index}
    elif type(task) is Gain:
        out = {"step": "gain", "resource": task.resource, "amount": task.amount}
    elif triggers is not None and type(task) is triggers:
        waiting: Any = task  # a Triggers: its abilities, and whether it is ready
        out = {"step": "triggers", "abilities": list(waiting.pending)}
        if waiting.ready:
            out["ready"] = True
    else:
        return None
    if task.env:
        out["env"] = env_words(task.env)
    return out


def effect_task(
    game: Game, seat: int, step: str, fields: Mapping[str, Any], triggers: type | None = None
) -> Any:
    """The kernel task of a step ``effect_step`` writes (``fields``: its other values, None
    where left out; ``triggers`` as there); raises ValueError naming the field the game's
    cards do not have."""
    from boardrules.tasks import Gain, RunEffects

    env = env_of(fields.get("env"))
    if step == "effects":
        ref, index = str(fields.get("effects")), fields.get("next") or 0
        if ref not in game.effects:
            raise ValueError(f"effects {ref!r}: no effect list of the game's cards")
        if not 0 <= index < len(game.effects[ref]):
            raise ValueError(f"next {index}: {ref} has effects 0..{len(game.effects[ref]) - 1}")
        return RunEffects(seat, ref, index, env)
    if step == "gain":
        resource, amount = fields.get("resource"), fields.get("amount")
        if not isinstance(resource, str) or not isinstance(amount, int) or amount < 1:
            raise ValueError(f"gain needs a resource and an amount of 1 or more, not {amount}")
        return Gain(seat, resource, amount, env)
    if step == "triggers" and triggers is not None:
        refs = tuple(fields.get("abilities") or ())
        unknown = [r for r in refs if r not in game.runtime.card_of]
        if not refs or unknown:
            raise ValueError(f"abilities {list(unknown or refs)}: no abilities of the cards")
        return triggers(seat, refs, env, bool(fields.get("ready")))
    raise ValueError(f"step {step!r}: one of {', '.join(EFFECT_STEPS)}")


def env_words(env: Sequence[tuple[str, Any]]) -> dict[str, Any] | None:
    """An effect's ``env`` (the event that set it off, its payload) as a mapping."""
    return {key: value for key, value in env} or None


def env_of(words: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    """The ``env`` written by ``env_words``: ``event`` (or ``phase``) first, then the
    payload's keys in their alphabetical order, as ``cards.runtime.fire`` writes them."""
    if not words:
        return ()
    first = [k for k in ("event", "phase") if k in words]
    return tuple((k, words[k]) for k in [*first, *sorted(k for k in words if k not in first)])


def effect_at(game: Game, here: str, word: str) -> Mapping[str, Any]:
    """The effect ``here`` (``F/abilities/0/do/0``) of the game's cards, a ``word`` (``choose``,
    ``optional``); raises ValueError if no effect of the cards is one there."""
    ref, _, index = here.rpartition("/")
    effects = game.effects.get(ref)
    if effects is None or not index.isdigit() or int(index) >= len(effects):
        raise ValueError(f"effect {here!r}: no effect of the game's cards")
    effect = effects[int(index)]
    if word not in effect:
        raise ValueError(f"effect {here!r}: {next(iter(effect), '?')}, not {word}")
    return effect


def choice_branches(game: Game, here: str) -> int:
    """The branches of the ``choose`` effect at ``here`` (``effect_at``)."""
    branches: Sequence[object] = effect_at(game, here, "choose")["choose"]
    return len(branches)


def one_of_task(game: Game, d: Any, seat: int, cost: str | None, pay_one_of: type) -> Any:
    """The decision ``pay_one_of`` of a ``to_move`` form (or a ``then`` step of one): which
    bundle of the ``any_of`` cost item ``cost`` (``T/abilities/0/cost/0``, the item's
    reference in the card data) ``seat`` pays; ``pay_one_of`` is the card language's
    ``PayOneOf`` (the kernel imports nothing of it). Raises ValueError naming ``cost`` where
    no cost of the game's cards has an ``any_of`` item there, or where the seat can pay none
    of its bundles at ``d`` (naming what it holds of them: paying one item never adds to
    what is left for the next, so a later item is checked against ``d`` too)."""
    bundles: Mapping[str, Sequence[str]] = game.runtime.bundles
    if cost is None or cost not in bundles:
        known = ", ".join(sorted(bundles)) or "none"
        raise ValueError(f"cost {cost!r}: no any_of item of the cards' costs (those: {known})")
    task = pay_one_of(seat, cost)
    if not game.decisions[pay_one_of][0](d, task):  # its options: the bundles it can pay
        costs = game.runtime.costs
        said = [", ".join(_amounts(costs[b])) for b in bundles[cost]]
        kinds = game.vocabulary.resources
        wanted = dict.fromkeys(k for b in bundles[cost] for i in costs[b] for k in i if k in kinds)
        held = ", ".join(f"{game.rules.resource_amount(d, seat, k)} {k}" for k in wanted)
        raise ValueError(
            f"cost {cost}: seat {seat} can pay none of its bundles ({' or '.join(said)}); "
            f"it holds {held or 'none of them'}"
        )
    return task


def _amounts(items: Sequence[Mapping[str, Any]]) -> list[str]:
    """A cost's items in words: ``1 blueberry``, ``die {...}``."""
    return [f"{n} {k}" if isinstance(n, int) else f"{k} {n}" for i in items for k, n in i.items()]


def drop_nulls(conv: Any, cls: type) -> None:
    """``conv`` writes each ``cls`` (a record nested in a ``to_move`` form, such as a step of
    ``then``) without the fields it leaves null, as ``to_move`` itself is written without its
    defaults. Registered once per converter."""
    import attrs

    if getattr(conv.get_unstructure_hook(cls), "drops_nulls", False):
        return
    names = [a.name for a in attrs.fields(cls)]

    def plain(value: Any) -> dict[str, Any]:
        return {n: conv.unstructure(v) for n in names if (v := getattr(value, n)) is not None}

    plain.drops_nulls = True  # type: ignore[attr-defined]
    conv.register_unstructure_hook(cls, plain)


def refuse_unused(where: Any, uses: Mapping[str, Sequence[str]], kept: Sequence[str] = ()) -> None:
    """Raises ValueError naming a field of the ``to_move`` form ``where`` (an attrs record)
    that its decision does not take: ``uses[decision]`` names those it takes (``decision``,
    ``seat`` and the ``kept`` fields, whose defaults are not null, are always allowed)."""
    import attrs

    allowed = {"decision", "seat", *kept, *uses.get(where.decision, ())}
    for a in attrs.fields(type(where)):
        if a.name not in allowed and getattr(where, a.name) is not None:
            takes = ", ".join(uses.get(where.decision, ())) or "no other field"
            raise ValueError(f"{a.name}: {where.decision} takes {takes}")


# --- a card dealt or a die rolled, then a decision (``chance="explicit"``: the Woodcraft games)
def where_before(model: PositionModel[Any, Any], d: Any, words: Callable[[Any], Any]) -> Any:
    """The decision below steps of its seat on top of ``d.tasks`` (done once the deals are,
    before the decision ``after``: a form's ``before``) and those steps (``words``: a task as
    a step, or None), the next first; or None."""
    tasks, i, steps = d.tasks, len(d.tasks), []
    while i > 0 and (step := words(tasks[i - 1])) is not None:
        steps.append(step)
        i -= 1
    rest = d.clone()
    rest.tasks = tasks[:i]
    after = model.where(rest) if steps and i else None
    if after is None or any(getattr(t, "seat", -1) != after.seat for t in tasks[i:]):
        return None
    return after, steps


def chance_stack(
    model: Any, d: Any, where: Any, below: list[Any] | None, run: list[Any]
) -> list[Any]:
    """The stack of a deal or roll form ``where``: ``below`` (None: the decision ``after``'s,
    without the form's ``model.chance_fields``, and its ``before`` steps, ``model.before``),
    then the deals or rolls ``run`` in the order they come."""
    if below is None:
        if where.after in model.chance_words:
            raise ValueError(f"after {where.after}: the decision after the deals")
        after = attrs.evolve(where, decision=where.after, **dict.fromkeys(model.chance_fields))
        first = [model.before(d, where.seat, s, i) for i, s in enumerate(where.before or ())]
        below = [*model.stack(d, after), *reversed(first)]
    return [*below, *reversed(run)]


# --- a decision asked inside a card's effect (the games' ``to_move`` forms) -----------------
WORDS_WITHIN = ("check", "choose", "optional")  # words whose effect lists run as a step of one


def effect_steps(game: Game, card: str, word: str) -> list[str]:
    """Where the effect lists of ``card`` use the primitive ``word``: the reference of each
    such effect (``C/abilities/0/do/1``), in the card's order. A ``to_move`` form naming the
    card finds the step of its decision here."""
    refs = game.runtime.refs
    out: list[str] = []
    for ref, effects in game.effects.items():
        if refs[ref].card != card:
            continue
        out += [f"{ref}/{i}" for i, effect in enumerate(effects) if word in effect]
    return out


def effects_after(game: Game, seat: int, step: str, env: Env = ()) -> list[Task]:
    """The effect lists that go on once the decision the effect ``step`` asked is answered
    (``step`` one of ``effect_steps``): each list enclosing it at its next effect, bottom
    first, none where it was the last, as ``run_effects`` leaves them. Through the lists of
    ``check``, ``choose`` and ``optional``; inside another word (``repeat``: how often is not
    in the form) raises ValueError."""
    effects = game.effects
    at = game.runtime.refs[step]  # a ``Ref`` of the card language: card, ability, part
    out: list[Task] = []
    while True:
        lst = at.parent
        if at.index + 1 < len(effects[lst.text]):
            out.append(RunEffects(seat, lst.text, at.index + 1, env))
        item = lst  # the effect whose word runs the list ``lst`` (none: an ability's own)
        while item.part and not (isinstance(item.part[-1], int) and item.parent.text in effects):
            item = item.parent
        if not item.part:
            return list(reversed(out))
        (word,) = effects[item.parent.text][item.index]
        if word not in WORDS_WITHIN:
            raise ValueError(f"{step}: a step inside {word!r}: write the tasks")
        at = item
