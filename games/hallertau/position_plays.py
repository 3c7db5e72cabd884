"""The steps of a card's play below a decision it asks, in Hallertau's ``to_move`` forms
(docs/positions.md): the tasks of the card's play once its optional ability is used, the steps
still to come after the effect or cost item asking, the gains of a ``gain``'s later items, and
the effects and cost items a form's ``at`` may name (``position_cards`` and ``position_heard``
build their stacks with them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules.cards.costs import PayCost
from boardrules.cards.runtime import MayUse, resolve_tasks
from boardrules.effects import evaluate
from boardrules.tasks import Gain, RunEffects, Task

from .state import HData
from .tasks import GainOffer

if TYPE_CHECKING:
    from .position import HallertauPosition


def gains_after(m: HallertauPosition, d: HData, top: Any, full: str, env: Any) -> list[Task]:
    """A card's ``gain`` of several items asks for each in turn (L699, ``gain_resource``):
    the items after the one asked wait below it (``Gain``, the next on top)."""
    lst, _, i = full.rpartition("/")
    effects = m.game.effects.get(lst)
    if effects is None or not i.isdigit() or not isinstance(top, GainOffer):
        return []
    ((word, params),) = effects[int(i)].items()
    if not isinstance(params, Mapping):
        return []
    if word != "gain" or len(top.gains) != 1 or top.gains[0][0] not in params:
        return []
    items = list(params)
    rules = m.game.rules
    later = items[items.index(top.gains[0][0]) + 1 :]
    return [
        Gain(top.seat, r, evaluate(rules, d, top.seat, params[r], env), env)
        for r in reversed(later)
    ]


def paying(m: HallertauPosition, plays: list[Task], full: str) -> bool:
    """Whether ``full`` is an item of a cost among ``plays`` (its decisions are not offered:
    a cost is paid whole)."""
    items = m.game.runtime.cost_items
    return any(isinstance(t, PayCost) and full in items.get(t.cost, ()) for t in plays)


def accepted(m: HallertauPosition, plays: list[Task], full: str) -> list[Task]:
    """``plays`` with the ``optional: true`` ability that ``full`` lies in used (its
    ``may_use`` answered yes): its cost and effects in place of the question."""
    out: list[Task] = []
    for t in plays:
        if isinstance(t, MayUse) and full.startswith(t.ref + "/"):
            out += resolve_tasks(m.game.runtime, t.seat, t.ref, t.env)
        else:
            out.append(t)
    return out


def steps_after(m: HallertauPosition, p: int, plays: list[Task], full: str, env: Any) -> list[Task]:
    """The card's steps below the decision asked at ``full``: those of ``plays`` after the
    one it belongs to, the next on top, and above them the rest of each effect list it lies
    in (``RunEffects`` leaves the next effect below the one running)."""
    g = m.game
    at = None
    for i, t in enumerate(plays):
        root = t.ref if isinstance(t, RunEffects) else t.cost if isinstance(t, PayCost) else None
        if root is not None and full.startswith(root + "/"):
            at = i
        if isinstance(t, MayUse) and full == t.ref:  # an optional ability asked first
            at = i
    if at is None:
        raise ValueError(f"at {full.split('/', 1)[1]!r}: no effect or cost item of the card")
    out: list[Task] = list(reversed(plays[at + 1 :]))
    parts = full.split("/")
    found = False
    for k in range(1, len(parts)):
        lst = "/".join(parts[:k])
        if lst in g.effects and parts[k].isdigit():
            i = int(parts[k])
            if i >= len(g.effects[lst]):
                raise ValueError(f"at: {lst} has {len(g.effects[lst])} effects, not {i + 1}")
            if i + 1 < len(g.effects[lst]):
                out.append(RunEffects(p, lst, i + 1, env))
            found = True
    asking = plays[at]
    if isinstance(asking, MayUse):
        return out
    if isinstance(asking, PayCost):
        items = g.runtime.cost_items.get(asking.cost, ())
        if full not in items:
            raise ValueError(f"at {full.split('/', 1)[1]!r}: no item of the card's cost")
    elif not found:
        raise ValueError(f"at {full.split('/', 1)[1]!r}: no effect of the card")
    return out


def candidates(m: HallertauPosition, card: str) -> list[str]:
    """Every effect and cost item of ``card``, as references relative to it."""
    g = m.game
    out = []
    for lst, effects in g.effects.items():
        if lst.startswith(card + "/"):
            out += [f"{lst}/{i}"[len(card) + 1 :] for i in range(len(effects))]
    for cost, items in g.runtime.cost_items.items():
        if cost.startswith(card + "/"):
            out += [i[len(card) + 1 :] for i in items]
    for ref, ability in g.runtime.ability.items():  # may_use: an optional ability
        if ref.startswith(card + "/") and ability.optional is True:
            out.append(ref[len(card) + 1 :])
    return out
