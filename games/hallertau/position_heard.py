"""The ``may_use`` of a ``whenever`` ability in Hallertau's position document: a played card
hearing an event asks whether to use its ``optional: true`` ability (docs/positions.md).

No printed card hears an event; a contributor's card may (docs/contributing-cards.md). The form
is the card's ``may_use`` (``card``, ``at``: the ability, ``ask: {ref, env}``: ``env`` the event
heard and its payload, as the card reads them, ``{event: space_used, space: sowing}``) and where
the event fell, in the words of the other forms:

- in the seat's turn of phase 4 (no ``window``): ``space_used`` (the space's parts done, the
  workers on its quarter still to count, 309) or ``quarter_workers`` (the turn done; the window
  after it and the next turn to come, L391, L661);
- in a card window (``window``, ``waiting``, ``before`` as ``respond`` writes them):
  ``card_played``, heard once the card played in it is resolved (L661: the window asks the seat
  again).

Below the ability wait the other seats' abilities hearing the event (``by: anyone``, seat by
seat after it) and, under ``pending``, the seat's other cards hearing it that it chose to use
later (L381: the owner picks the order). Other places of an event are written as ``tasks``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardrules.cards.runtime import MayUse, Triggers, fire, start
from boardrules.tasks import Task

from .position_asks import ask_of
from .state import PHASES, HData
from .tasks import CardWindow, QuarterWorkers

if TYPE_CHECKING:
    from .position import HallertauPosition

TURN_EVENTS = ("space_used", "quarter_workers")  # events.py: what a turn's space use announces
WINDOW_EVENTS = ("card_played",)  # events.card_played: after the card played in a window
ACTIONS = PHASES.index("actions") + 1
# what position_cards lends (it imports this module): the tasks of the window ``where`` names
# up to its record; the contexts a card played in a window may have been played in
InWindow = Callable[[], list[Task]]
Contexts = Callable[[CardWindow, list[Task]], list[dict[str, Any]]]


def heard(top: Any) -> bool:
    """Whether ``top`` is the ``may_use`` of an ability hearing an event."""
    return isinstance(top, MayUse) and any(k == "event" for k, _ in top.env)


def heard_stack(
    m: HallertauPosition, d: HData, where: Any, top: MayUse, in_window: InWindow
) -> list[Any]:
    """The stack of the ``may_use`` ``top`` of ``where.card``'s ability ``where.at``, which
    heard the event of ``top.env`` where ``where`` says it fell (``in_window``: the tasks of
    the window it names, up to its record)."""
    g = m.game
    p, card = where.seat, where.card
    words = dict(top.env)
    event = words.pop("event")
    env = (("event", event), *sorted(words.items()))  # as runtime.fire writes it
    full = f"{card}/{where.at}"
    if where.more:
        raise ValueError(f"more {where.more}: an ability hearing an event asks may_use once")
    listeners = [*g.runtime.hear.get(event, ()), *g.runtime.hear_all.get(event, ())]
    if not any(x.ref == full for x in listeners):
        raise ValueError(f"ask.env: {card}'s ability at {where.at} does not hear {event}")
    base = event_base(m, d, where, event, words, in_window)
    scratch = d.clone()
    scratch.tasks = []
    fire(g, scratch, p, event, **words)  # the groups of abilities hearing it, the seat's on top
    groups: list[Any] = scratch.tasks
    if not groups or groups[-1].seat != p or full not in groups[-1].pending:
        raise ValueError(f"card {card!r}: seat {p} does not hear {event} with it")
    own: tuple[str, ...] = groups[-1].pending
    card_of = g.runtime.card_of
    hearing = list(dict.fromkeys(card_of[r] for r in own if card_of[r] != card))
    later = where.pending or []
    wrong = [c for c in later if c not in hearing]
    if wrong:
        raise ValueError(
            f"pending: card {wrong[0]!r} does not hear {event} (the seat's other cards "
            f"hearing it: {hearing})"
        )
    below = [*base, *groups[:-1]]
    rest = tuple(r for r in own if card_of[r] in later)
    if rest:
        below.append(Triggers(p, rest, env))
    plays = [t for r in own if card_of[r] == card for t in start(g, p, r, env)]
    i = next((k for k, t in enumerate(plays) if isinstance(t, MayUse) and t.ref == full), None)
    if i is None:
        raise ValueError(f"at {where.at!r}: no optional ability of the card (may_use)")
    return [*below, *reversed(plays[i + 1 :]), MayUse(p, full, env)]


def event_base(
    m: HallertauPosition,
    d: HData,
    where: Any,
    event: str,
    words: dict[str, Any],
    in_window: InWindow,
) -> list[Any]:
    """The tasks below the abilities hearing ``event``: where it fell, as ``where`` says."""
    p = where.seat
    if where.window is None:
        if event not in TURN_EVENTS:
            raise ValueError(
                f"ask.env: {event} heard outside a window: a turn's {' or '.join(TURN_EVENTS)} "
                f"has a form, another place of an event is written as tasks"
            )
        if d.phase != ACTIONS:
            raise ValueError(f"{event} is heard in a turn of phase actions (L389)")
        turn = [*m._phases_after(d), *m._turn_rest(d, p)]
        if event == "quarter_workers":
            return turn
        space = words.get("space")
        if space not in m.game.space_index:
            raise ValueError(f"ask.env.space: {space!r}, no action space")
        return [*turn, QuarterWorkers(p, m._held(d, space))]
    if event not in WINDOW_EVENTS:
        raise ValueError(
            f"ask.env: {event} heard in a window: {' or '.join(WINDOW_EVENTS)} has a form, "
            f"another place of an event is written as tasks"
        )
    return in_window()


def heard_where(m: HallertauPosition, d: HData, contexts: Contexts) -> Any:
    """The form of the ``may_use`` on top of ``d.tasks`` of an ability hearing an event
    (checked against the stack it builds), or None (``contexts``: what a card played in a
    window below may have been played in, ``position_cards.contexts``)."""
    tasks = d.tasks
    top: Any = tasks[-1]
    p, card = top.seat, m.game.runtime.card_of[top.ref]
    ask = ask_of(m, top)
    if ask is None:
        return None
    at = top.ref[len(card) + 1 :]
    options: list[dict[str, Any]] = [{}]
    windows = [(k, t) for k, t in enumerate(tasks[:-1]) if isinstance(t, CardWindow)]
    if windows:  # the window a card was played in: the highest
        i, cw = windows[-1]
        options += contexts(cw, tasks[:i])
    pendings: list[list[str] | None] = [None]
    for t in tasks[-2::-1]:
        if isinstance(t, Triggers) and t.seat == p and t.env == top.env:
            card_of = m.game.runtime.card_of
            pendings.append(list(dict.fromkeys(card_of[r] for r in t.pending)))
            break
    kind: Any = m.to_move_type
    for c in options:
        for pending in pendings:
            form = kind("may_use", p, card=card, at=at, ask=ask, pending=pending, **c)
            try:
                if m.stack(d, form) == tasks:
                    return form
            except (ValueError, KeyError, IndexError, TypeError):
                continue
    return None
