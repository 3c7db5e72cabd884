"""The ``to_move`` forms inside a ``whenever`` ability of Hallertau's position document
(docs/positions.md): a played card hearing an event asks whether to use its ``optional: true``
ability (``may_use``), asks its effects' decisions, or its owner orders its abilities hearing
one event (``trigger_order``, L381).

No printed card hears an event; a contributor's card may (docs/contributing-cards.md). A
``may_use`` says the event in ``ask: {ref, env}`` (``env`` the event heard and its payload, as
the card reads them, ``{event: space_used, space: sowing}``), the ability's own decisions and
the order in ``heard``; each says where the event fell, in the words of the other forms:

- in the seat's turn of phase 4 (no ``window``): ``space_used`` (the space's parts done, the
  workers on its quarter still to count, 309), ``quarter_workers`` or a trade's
  ``tools_gained`` and ``tools_traded`` (the turn done; the window after it and the next turn
  to come, L391, L661);
- in a card window (``window``, ``waiting``, ``before`` as ``respond`` writes them):
  ``card_played``, heard once the card played in it is resolved (L661: the window asks the seat
  again);
- in the work of the table's phase (no ``window``, a phase other than ``actions``);
- where the seat answered a decision or a card was dealt (``answered``: that form, whose stack
  without its top the event fell on), after the ``earlier`` events of the same answer.

Below the ability wait the other seats' abilities hearing the event (``by: anyone``, seat by
seat after it) and, under ``pending``, the seat's other cards hearing it that it chose to use
later (L381: the owner picks the order). An event announced while a card's cost is paid with
no decision, and another seat's ability hearing it, are written as ``tasks``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import product
from typing import TYPE_CHECKING, Any

import attrs

from boardrules.cards.costs import PayCost
from boardrules.cards.runtime import MayUse, TriggerOrder, Triggers, fire, play_tasks, start
from boardrules.document import read_doc
from boardrules.errors import InvalidState
from boardrules.tasks import Env, Task

from .position_asks import ask_of, asked_by_card
from .position_plays import accepted, candidates, gains_after, paying, steps_after
from .state import CRAFTS, PHASES, HData
from .tasks import OFFER, CardPlayed, CardWindow, QuarterWorkers

if TYPE_CHECKING:
    from .position import HallertauPosition

# what a turn announces: its space used (events.py), then the workers on its quarter; or its
# trade of workers for tools (board.py, L467-L475), which ends it
TURN_EVENTS = ("space_used", "quarter_workers", "tools_gained", "tools_traded")
WINDOW_EVENTS = ("card_played",)  # events.card_played: after the card played in a window
ACTIONS = PHASES.index("actions") + 1
# what position_cards lends (it imports this module): the tasks of the window ``where`` names
# up to its record; the contexts a card played in a window may have been played in
InWindow = Callable[[], list[Task]]
Contexts = Callable[[CardWindow, list[Task]], list[dict[str, Any]]]


def heard(top: Any) -> bool:
    """Whether ``top`` is the ``may_use`` of an ability hearing an event."""
    return isinstance(top, MayUse) and any(k == "event" for k, _ in top.env)


def hearing(
    m: HallertauPosition, d: HData, where: Any, words_env: dict[str, Any], in_window: InWindow
) -> tuple[list[Any], tuple[str, ...], Env]:
    """Below the abilities of ``where.seat`` hearing the event ``words_env`` where ``where``
    says it fell: that place's tasks and the other seats' abilities hearing it; and the seat's
    abilities hearing it (``runtime.fire``) and the event as a card reads it."""
    g = m.game
    p = where.seat
    words = dict(words_env)
    event = words.pop("event", None)
    if not isinstance(event, str):
        raise ValueError(f"heard: {words_env}: name the event (event: sheep_gained, ...)")
    env: Env = (("event", event), *sorted(words.items()))  # as runtime.fire writes it
    cause = caused(where, d.players)
    base = event_base(m, d, cause, event, words, in_window)
    scratch = d.clone()
    scratch.tasks = []
    for said in where.earlier or ():  # announced before it: their abilities wait below
        before = dict(said)
        name = before.pop("event", None)
        by = before.pop("seat", cause.seat)  # another seat's event: its seat
        if not isinstance(name, str):
            raise ValueError(f"earlier: {said}: name the event (event: tools_gained, ...)")
        if not isinstance(by, int) or not 0 <= by < d.players:
            raise ValueError(f"earlier: {said}: seat {by}, no seat of {d.players} players")
        fire(g, scratch, by, name, **before)
    base += scratch.tasks
    scratch.tasks = []
    fire(g, scratch, cause.seat, event, **words)  # the groups hearing it, the causer's on top
    groups: list[Any] = scratch.tasks
    if where.caused_by is None:
        if not groups or groups[-1].seat != p:
            raise ValueError(f"heard: seat {p} hears {event} with none of its cards")
        return [*base, *groups[:-1]], groups[-1].pending, env
    # another seat's event: the groups of the seats before this one (the causer's first) are
    # done; those of the seats after it wait below (runtime.fire: seat by seat after it)
    mine = [k for k, t in enumerate(groups) if t.seat == p]
    if not mine:
        raise ValueError(
            f"caused_by {cause.seat}: seat {p} hears no {event} of another seat with its cards "
            "(by: anyone)"
        )
    return [*base, *groups[: mine[0]]], groups[mine[0]].pending, env


def caused(where: Any, players: int) -> Any:
    """``where`` in the words of the seat that caused the event heard (``caused_by``): where
    it fell is that seat's turn, window or answer."""
    q = where.caused_by
    if q is None:
        return where
    if q == where.seat or not 0 <= q < players:
        raise ValueError(
            f"caused_by {q}: another seat of {players} whose event a by: anyone ability hears "
            "(left out: the seat's own)"
        )
    return attrs.evolve(where, seat=q, caused_by=None)


def ability_plays(
    m: HallertauPosition, d: HData, where: Any, words_env: dict[str, Any], in_window: InWindow
) -> tuple[list[Any], list[Task], Env]:
    """The tasks below ``where.card``'s abilities hearing the event (``hearing``, and the
    seat's other cards hearing it still waiting: ``pending``), those abilities' tasks as they
    start (``runtime.start``) and the event."""
    g = m.game
    p, card = where.seat, where.card
    below, own, env = hearing(m, d, where, words_env, in_window)
    event = env[0][1]
    card_of = g.runtime.card_of
    if not any(card_of[r] == card for r in own):
        raise ValueError(f"card {card!r}: seat {p} does not hear {event} with it")
    others = list(dict.fromkeys(card_of[r] for r in own if card_of[r] != card))
    later = where.pending or []
    wrong = [c for c in later if c not in others]
    if wrong:
        raise ValueError(
            f"pending: card {wrong[0]!r} does not hear {event} (the seat's other cards "
            f"hearing it: {others})"
        )
    rest = tuple(r for r in own if card_of[r] in later)
    if rest:
        below.append(Triggers(p, rest, env))
    plays = [t for r in own if card_of[r] == card for t in start(g, p, r, env)]
    return below, plays, env


def heard_stack(
    m: HallertauPosition, d: HData, where: Any, top: MayUse, in_window: InWindow
) -> list[Any]:
    """The stack of the ``may_use`` ``top`` of ``where.card``'s ability ``where.at``, which
    heard the event of ``top.env`` where ``where`` says it fell (``in_window``: the tasks of
    the window it names, up to its record)."""
    g = m.game
    full = f"{where.card}/{where.at}"
    if where.more:
        raise ValueError(f"more {where.more}: an ability hearing an event asks may_use once")
    event = dict(top.env)["event"]
    listeners = [*g.runtime.hear.get(event, ()), *g.runtime.hear_all.get(event, ())]
    if not any(x.ref == full for x in listeners):
        raise ValueError(f"ask.env: {where.card}'s ability at {where.at} does not hear {event}")
    below, plays, env = ability_plays(m, d, where, dict(top.env), in_window)
    i = next((k for k, t in enumerate(plays) if isinstance(t, MayUse) and t.ref == full), None)
    if i is None:
        raise ValueError(f"at {where.at!r}: no optional ability of the card (may_use)")
    return [*below, *reversed(plays[i + 1 :]), MayUse(where.seat, full, env)]


def heard_decision_stack(
    m: HallertauPosition, d: HData, where: Any, top: Any, in_window: InWindow
) -> list[Any]:
    """The stack of a decision ``top`` of ``where.card``'s effect or cost item ``where.at``
    inside its ability hearing the event ``where.heard`` (used: its ``may_use`` answered
    yes), where ``where`` says the event fell."""
    p, full = where.seat, f"{where.card}/{where.at}"
    below, plays, env = ability_plays(m, d, where, where.heard, in_window)
    plays = accepted(m, plays, full)
    steps = steps_after(m, p, plays, full, env)
    asked_by_card(m, d, top, full, env)
    copy = [top] if paying(m, plays, full) else [top, OFFER]
    more = where.more or 0
    return [*below, *steps, *gains_after(m, d, top, full, env), *copy * more, top]


def heard_order_stack(m: HallertauPosition, d: HData, where: Any, in_window: InWindow) -> list[Any]:
    """L381: the seat orders its abilities hearing one event (``heard``): ``pending`` the
    cards still to use, 2 or more."""
    below, own, env = hearing(m, d, where, where.heard or {}, in_window)
    card_of = m.game.runtime.card_of
    hearing_cards = list(dict.fromkeys(card_of[r] for r in own))
    cards = where.pending or []
    wrong = [c for c in cards if c not in hearing_cards]
    if len(set(cards)) < 2 or wrong:
        raise ValueError(
            f"pending: 2 or more of the seat's cards hearing {env[0][1]}: {hearing_cards}"
        )
    return [*below, TriggerOrder(where.seat, tuple(r for r in own if card_of[r] in cards), env)]


def event_base(
    m: HallertauPosition,
    d: HData,
    where: Any,
    event: str,
    words: dict[str, Any],
    in_window: InWindow,
) -> list[Any]:
    """The tasks below the abilities hearing ``event``: where it fell, as ``where`` says (in
    the seat's turn, in a window, or where it answered a decision or a card was dealt:
    ``answered``, the stack of that form without it)."""
    p = where.seat
    if where.earlier is not None and not where.earlier:
        raise ValueError("earlier: the events announced before it, or left out")
    if where.cost_of is not None:
        if where.answered is not None:
            raise ValueError("cost_of, answered: the event fell in one of them, name one")
        return cost_base(m, d, where, in_window)
    if where.answered is not None:
        try:
            answered: Any = read_doc(
                m.game.doc_converter, m.to_move_type, where.answered, "answered"
            )
        except InvalidState as exc:
            raise ValueError(str(exc)) from None
        if answered.seat != p:
            raise ValueError(f"answered: seat {p}'s decision or deal, whose answer it heard")
        try:
            below = m.stack(d, answered)[:-1]
        except ValueError as exc:
            raise ValueError(f"answered: {exc}") from None
        if answered.decision == "use_space" and event == "space_used":  # 419, 726: its parts
            space = words.get("space")  # done, the workers on its quarter still to count (309)
            if space not in m.game.space_index:
                raise ValueError(f"ask.env.space: {space!r}, no action space")
            below.append(QuarterWorkers(p, m._held(d, space)))
        return below
    if where.window is None and d.phase != ACTIONS:  # in the work of the table's phase
        if event in WINDOW_EVENTS:
            raise ValueError(f"ask.env: {event} is heard in a card window: name it (window)")
        if not 1 <= d.phase < ACTIONS + 7:
            raise ValueError(f"ask.env: {event} is heard in a phase's work, a turn or a window")
        return [*m._phases_after(d), *m._phase_window(d)]
    if where.window is None:
        if event not in TURN_EVENTS:
            raise ValueError(
                f"ask.env: {event} heard outside a window, with no answered: a turn's "
                f"{' or '.join(TURN_EVENTS)} are heard there; elsewhere name the decision or "
                "deal whose answer announced it (answered)"
            )
        if d.phase != ACTIONS:
            raise ValueError(f"{event} is heard in a turn of phase actions (L389)")
        turn = [*m._phases_after(d), *m._turn_rest(d, p)]
        if event != "space_used":
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


def cost_base(m: HallertauPosition, d: HData, where: Any, in_window: InWindow) -> list[Any]:
    """The tasks below the abilities hearing an event the cost of ``where.cost_of``
    announced as it was paid with no decision (the last jewelry: jewelry_out, L305), the card
    played in the window ``where`` names: the window, the card played, its steps after the
    cost."""
    g = m.game
    p, card = where.seat, where.cost_of
    if card not in g.cards or card not in d.villages[p].played:
        raise ValueError(f"cost_of: card {card!r}: not among seat {p}'s played cards (L661)")
    if where.window is None and where.inside is None:
        raise ValueError("cost_of: name the window the card was played in (window)")
    plays = play_tasks(g, p, card)
    if not plays or not isinstance(plays[0], PayCost):
        raise ValueError(f"cost_of: card {card!r} has no cost")
    return [*in_window(), CardPlayed(p, card), *reversed(plays[1:])]


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


INNER: list[bool] = []  # set while ``places`` looks for the decision answered

# the payload of each event, as its announcer names it (``events.announce``'s callers): a
# seat's ``recent`` event is read back as the event a card heard
EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "space_used": ("space",),
    "quarter_workers": ("n",),
    "card_played": ("card",),
    "card_drawn": ("card",),
    "sheep_gained": ("n",),
    "field_gained": ("row",),
    "tools_gained": ("n",),
    "tools_traded": ("n",),
    "harvested": ("good", "n"),
    "craft_advanced": ("craft",),
    "jewelry_out": (),
}


def events_heard(d: HData, p: int) -> list[dict[str, Any]]:
    """The events seat ``p``'s abilities may be hearing at ``d``: those the stack's tasks
    carry (``env``), then the seat's ``recent`` events, the latest first."""
    out: list[dict[str, Any]] = []
    for t in reversed(d.tasks):
        env = dict(getattr(t, "env", ()) or ())
        if "event" in env and env not in out:
            out.append(env)
    for r in reversed(d.villages[p].recent):
        keys = EVENT_KEYS.get(r.event)
        if keys is None:
            continue
        env = {"event": r.event}
        for k in keys:
            env[k] = r.number if k == "n" or k == "row" else r.name
        if env not in out:
            out.append(env)
    return out


def answers(m: HallertauPosition, d: HData, p: int, words: dict[str, Any]) -> list[Any]:
    """The decisions or deals whose answer may have announced the event ``words``: a gain of
    the good, sheep, field, tools or card, a trade of the turn, a card drawn, a part of the
    space the seat used."""
    from boardrules.tasks import draw

    from .board import SPACES
    from .tasks import GainOffer, Pay, SpaceUsed, UseSpace

    event, g = words["event"], m.game
    out: list[Any] = []
    item = {"sheep_gained": "sheep", "tools_gained": "tool", "field_gained": "field"}.get(event)
    if item is not None:
        out.append(GainOffer(p, ((item, words.get("row", words.get("n", 1))),)))
    if event == "card_drawn" and words.get("card") in g.cards:
        out.append(draw(g.deck_of[words["card"]], p, "draw"))
    if event in ("craft_advanced", "jewelry_out"):  # a step paid in phase 9 (L533, L613)
        crafts = [words["craft"]] if event == "craft_advanced" else list(CRAFTS)
        for craft in crafts:
            if craft in CRAFTS:
                k = CRAFTS.index(craft)
                out.append(Pay(p, k, (0,) * len(g.craft_goods[k])))
    if event in ("space_used", "quarter_workers"):  # a space a card lets the seat use
        out += [UseSpace(p, "supply"), UseSpace(p, "row2")]
    used = next((t for t in reversed(d.tasks) if isinstance(t, SpaceUsed)), None)
    if used is not None and used.seat == p and used.space in SPACES:
        out += [t for t in SPACES[used.space](g, d.clone(), p) if t not in out and t.name]
    return out


def places(
    m: HallertauPosition, d: HData, p: int, words: dict[str, Any], contexts: Contexts
) -> Iterator[dict[str, Any]]:
    """Where the event ``words`` may have fallen, in the form's words: the seat's turn, a card
    window (``contexts``), a card's cost paid in it (``cost_of``), or a decision or deal
    answered (``answered``); then each after ``earlier`` events. Lazily: the answered
    decisions are looked for only if no place before them is the one."""
    tasks = d.tasks
    out: list[dict[str, Any]] = [{}]
    windows = [(k, t) for k, t in enumerate(tasks[:-1]) if isinstance(t, CardWindow)]
    if windows:
        i, cw = windows[-1]
        out += contexts(cw, tasks[:i])
        played = tasks[i + 1] if i + 1 < len(tasks) else None
        if isinstance(played, CardPlayed) and played.seat == p:  # its cost announced it
            out += [{**c, "cost_of": played.card} for c in out[1:]]
    yield from out
    env = (("event", words["event"]), *sorted((k, v) for k, v in words.items() if k != "event"))
    tops = [k for k, t in enumerate(tasks) if "event" in dict(getattr(t, "env", None) or ())]
    conv = m.game.doc_converter
    for task in answers(m, d, p, words):
        for k in sorted({*tops, len(tasks) - 1}, reverse=True):
            e = d.clone()
            e.tasks = [*tasks[:k], task]
            if words["event"] == "space_used" and task.name == "use_space" and k:
                e.tasks = [*tasks[: k - 1], task]  # below it: the quarter's workers to count
            INNER.append(True)  # the answered decision is none heard: no search inside
            try:
                answered = m.where(e)
            except (ValueError, KeyError, IndexError, TypeError):
                continue
            finally:
                INNER.pop()
            if answered is not None:
                plain = conv.unstructure(answered)
                out.append({"answered": {k: v for k, v in plain.items() if v is not None}})
                yield out[-1]
    lists = earlier_lists(tasks, p, env)
    yield from ({**c, "earlier": e} for e in lists for c in out)


def earlier_lists(tasks: list[Any], p: int, env: Env) -> list[list[dict[str, Any]]]:
    """What ``earlier`` may say under the event ``env`` of seat ``p``: the events whose
    abilities wait below (``Triggers``), one per announcement (a run of groups of one event,
    seat by seat, its causer's on top: the seat's own, or the top group's seat) or one per
    group; another seat's with its ``seat``;
    those of the event heard itself left out, all but the last, or kept (the same event
    announced twice, 2 fields of one good harvested)."""
    groups = [t for t in tasks if isinstance(t, Triggers) and "event" in dict(t.env)]
    runs: list[list[Any]] = []
    for t in groups:
        if runs and runs[-1][-1].env == t.env and t.seat not in {r.seat for r in runs[-1]}:
            runs[-1].append(t)
        else:
            runs.append([t])

    def said(t: Any) -> dict[str, Any]:
        return dict(t.env) if t.seat == p else {**dict(t.env), "seat": t.seat}

    out: list[list[dict[str, Any]]] = []
    own = [dict(r[-1].env) for r in runs]  # the seat's, none of its cards hearing some
    for listed in (own, [said(r[-1]) for r in runs], [said(t) for t in groups]):
        same = [k for k, e in enumerate(listed) if {**e, "seat": p} == {**dict(env), "seat": p}]
        for cut in ([k for k in same], same[-1:], []):
            e = [x for k, x in enumerate(listed) if k not in cut]
            if e and e not in out:
                out.append(e)
    return out


def heard_any_where(m: HallertauPosition, d: HData, contexts: Contexts) -> Any:
    """The form of a decision inside a whenever ability on top of ``d.tasks``, of the order of
    the seat's abilities hearing one event, or of a ``may_use`` heard where ``heard_where``
    does not look (checked against the stack it builds), or None."""
    tasks = d.tasks
    top: Any = tasks[-1]
    p = getattr(top, "seat", -1)
    if INNER or not 0 <= p < d.players:
        return None
    g = m.game
    card_of = g.runtime.card_of
    kind: Any = m.to_move_type
    more = 0
    while more + 2 <= len(tasks) and tasks[-2 - more] == top:
        more += 1
    if not more:
        while 2 * more + 3 <= len(tasks) and tasks[-3 - 2 * more : -1 - 2 * more] == [top, OFFER]:
            more += 1
    causers = [(p, None)] + [(q, q) for q in range(d.players) if q != p and g.runtime.hear_all]
    for (q, by), words in ((c, w) for c in causers for w in events_heard(d, c[0])):
        event = words["event"]
        listeners = [*g.runtime.hear_all.get(event, ())]
        if by is None:
            listeners += g.runtime.hear.get(event, ())
        mine = [x.ref for x in listeners if x.card in d.villages[p].played]
        if not mine:
            continue
        for c in places(m, d, q, words, contexts):
            forms: list[Any] = []
            if by is not None:
                c = {**c, "caused_by": by}
            if isinstance(top, TriggerOrder):
                pending = list(dict.fromkeys(card_of[r] for r in top.pending))
                forms.append(kind("trigger_order", p, pending=pending, heard=words, **c))
            else:
                ask = ask_of(m, top)
                if ask is None:
                    return None
                cards = list(dict.fromkeys(card_of[r] for r in mine))
                later: list[list[str] | None] = [None]
                below = next(
                    (t for t in tasks[-2::-1] if isinstance(t, Triggers) and t.seat == p), None
                )
                if below is not None:
                    later.append(list(dict.fromkeys(card_of[r] for r in below.pending)))
                for card in cards:
                    refs = [r[len(card) + 1 :] for r in mine if card_of[r] == card]
                    ats = [a for a in candidates(m, card) if any(a.startswith(r) for r in refs)]
                    for at, pending, copies in product(ats, later, dict.fromkeys((more, 0))):
                        heard_words = None if heard(top) else words
                        forms.append(
                            kind(
                                top.name,
                                p,
                                card=card,
                                at=at,
                                ask=ask or None,
                                more=copies or None,
                                pending=pending,
                                heard=heard_words,
                                **c,
                            )
                        )
            for form in forms:
                try:
                    if m.stack(d, form) == tasks:
                        return form
                except (ValueError, KeyError, IndexError, TypeError):
                    continue
    return None
