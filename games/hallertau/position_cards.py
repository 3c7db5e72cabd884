"""Where play stands inside a card's effect or in a window of Hallertau's position document
(docs/positions.md, the ``to_move`` forms; ``position.py`` holds the others).

A window for hand cards (L659-L663) stands on what it closes or comes before: a phase, a
turn of phase 4, phase 4's first turn (312), a seat's progress step (L529), a seat's next
income activation (L381) or the game's end (L749). A decision asked by a card is written
``{decision, seat, card, at, more, ask}``: the card, the reference of its effect or cost item
asking (``abilities/0/do/1``: the card's first ability, its effect list, its second effect;
``cost/0``: its cost's first item), the copies of the same decision still to come after this
one (a cost of 3 hand cards asks 3 times) and the decision's own values in words (goods,
spaces, fields and sheep places by their names); below it stands what the card was played
in (``window``, ``waiting``, ``before``) or, for a bonus card's income (``window`` left out,
phase 3), the seat's bonus cards whose income is still to come (``pending``); a card played
in the window before the butcher's payment on the butcher another card lets the seat use
(328 in 726's use) names that card under ``inside``. The values in words and their check
against the card: ``position_asks.py``.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import attrs

from boardrules.cards.runtime import (
    PickTier,
    TriggerOrder,
    Triggers,
    phase_triggers,
    play_tasks,
)
from boardrules.cards.runtime import start as start_ability
from boardrules.tasks import RunEffects, Task

from . import position_heard
from .cardplay import INCOME, may_hold_playable, playable
from .position_asks import ask_of, asked_by_card, decision_of
from .position_plays import accepted, candidates, gains_after, paying, steps_after
from .state import (
    PHASE_NAMES,
    HData,
    seats_from,
    with_cards,
)
from .tasks import (
    OFFER,
    Breed,
    Butcher,
    CardPlayed,
    CardWindow,
    Crop,
    Extend,
    Farming,
    Fertilize,
    Finish,
    GainOffer,
    NextTurn,
    PaySheep,
    Progress,
    QuarterWorkers,
    Respond,
    Sell,
    Sow,
    SpaceUsed,
    TownHall,
    Turn,
    card_window,
)

if TYPE_CHECKING:
    from .position import HallertauPosition

INCOME_ENV = (("phase", "income"),)
# the decisions of an action space's parts (L419-L465), by their task class
PARTS: dict[str, type] = {
    "gain": GainOffer,
    "crop": Crop,
    "sow": Sow,
    "farming": Farming,
    "fertilize": Fertilize,
    "sell": Sell,
    "town_hall": TownHall,
    "breed": Breed,
    "extend": Extend,
}
BEFORE = ("first_turn", "progress", "activate", "turn", "butcher")
# the moment windows (words.MOMENTS) of phase 4, by what they come before: the turn in which
# the seat places its last workers (222), the butcher's payment (328)
MOMENT_OF = {"turn": "before_last_action", "butcher": "using_butcher"}


def window_key(window: str, before: str | None = None) -> str:
    """The window's name in the tasks (``end``: the window at the game's end; a moment's)."""
    if before in MOMENT_OF:
        return MOMENT_OF[before]
    return "end" if window == "game_end" else window


def window_word(key: str) -> tuple[str, str | None]:
    """The window and what it comes before, from its name in the tasks."""
    for before, moment in MOMENT_OF.items():
        if key == moment:
            return "actions", before
    return ("game_end" if key == "end" else key), None


def form(m: HallertauPosition, *args: Any, **named: Any) -> Any:
    """A ``to_move`` form of the model (``position.ToMove``)."""
    kind: Any = m.to_move_type
    return kind(*args, **named)


# --- what a window stands on --------------------------------------------------------------
def window_below(m: HallertauPosition, d: HData, where: Any) -> tuple[list[Task], list[int]]:
    """The tasks below the window ``where.window`` asking ``where.seat`` (below its
    ``Respond``, or below the window reopened after a card the seat played in it), and the
    seats it asks after this one."""
    g = m.game
    p, window, before, n = where.seat, where.window, where.before, d.players
    if where.inside is not None:  # in a card's use of the butcher (313, 419, 726)
        return inside_below(m, d, where), []
    if window is None:
        raise ValueError(f"{where.decision}: name the window (the phase it closes, e.g. 'actions')")
    if before is not None and (window, before) not in (
        ("actions", "first_turn"),
        ("actions", "turn"),
        ("actions", "butcher"),
        ("progress", "progress"),
        ("income", "activate"),
    ):
        raise ValueError(
            f"before {before!r}: a window before the first turn, a turn or the butcher's "
            "payment is 'actions', before a progress step 'progress', before an income "
            "activation 'income'"
        )
    if where.pending is not None and before != "activate" and where.card is None:
        raise ValueError(f"{where.decision}: pending is for a window before an income activation")
    if window == "game_end":
        if d.round != g.rounds or m._phases_after(d) != [m._phases_after(d)[0]]:
            raise ValueError(
                f"the game_end window comes after round {g.rounds}'s last phase (L749); the "
                f"table is in round {d.round}, phase {PHASE_NAMES[d.phase]}"
            )
    elif not 1 <= d.phase < len(PHASE_NAMES) or window != PHASE_NAMES[d.phase]:
        now = PHASE_NAMES[d.phase] if 0 <= d.phase < len(PHASE_NAMES) else d.phase
        raise ValueError(f"the {window!r} window closes phase {window}; the table's phase is {now}")
    if before in ("progress", "activate", "turn", "butcher"):  # the seat alone is asked
        waiting = [] if where.waiting is None else where.waiting
        if waiting:
            raise ValueError(f"waiting {waiting}: a window before {before} asks seat {p} alone")
    else:
        start = p if window == "actions" and before is None else d.start
        order = seats_from(d, start)
        waiting = list(order[order.index(p) + 1 :]) if where.waiting is None else where.waiting
    seats = [p, *waiting]
    if len(set(seats)) != len(seats) or not all(0 <= q < n for q in seats):
        raise ValueError(f"seats {seats}: each a seat of {n} players, once")
    if window == "game_end":
        return [Finish()], waiting
    below = m._phases_after(d)
    if window == "actions":
        if before == "first_turn":
            below.append(NextTurn(d.start))
        elif before == "turn":  # 222: before the turn in which the seat places its last workers
            if not d.villages[p].workers:
                raise ValueError(f"seat {p} has no workers left to place (L477-L479)")
            below += [*m._turn_rest(d, p), Turn(p)]
        elif before == "butcher":  # 328: before the butcher's payment (L910-L912)
            held = m._held(d, "butcher")
            used = [QuarterWorkers(p, held), SpaceUsed(p, "butcher"), Butcher(p)]
            below += [*m._turn_rest(d, p), *used]
        else:  # the window closes the turn of the seat it asks first
            first = (p - (n - len(seats))) % n
            below.append(NextTurn((first + 1) % n))
        return below, waiting
    if before is None:  # the window closes the phase
        return below, waiting
    below += m._phase_window(d)
    if before == "progress":
        return [*below, *later_progress(d, p), Progress(p), OFFER], waiting
    if before == "activate":
        rest = income_refs(m, d, p, where.pending)
        if not rest:
            raise ValueError("pending: name the bonus cards whose income is still to come")
        return [*below, *later_income(m, d, p), Triggers(p, rest, INCOME_ENV, True)], waiting
    raise AssertionError(before)


def later_progress(d: HData, p: int) -> list[Task]:
    """The progress turns of the seats after ``p``, the next on top (``phase_progress``)."""
    order = seats_from(d, d.start)
    out: list[Task] = []
    for q in reversed(order[order.index(p) + 1 :]):
        out += [Progress(q), OFFER]
        if with_cards(d):
            out.append(card_window("progress", (q,)))
    return out


def later_income(m: HallertauPosition, d: HData, p: int) -> list[Task]:
    """The income activations of the seats after ``p``, the next on top (``phase_income``)."""
    order = seats_from(d, d.start)
    out: list[Task] = []
    for q in reversed(order[order.index(p) + 1 :]):
        t = phase_triggers(m.game, d, q, "income")
        if t is not None:
            out.append(t)
    return out


def income_refs(m: HallertauPosition, d: HData, p: int, cards: list[str] | None) -> tuple[str, ...]:
    """The income abilities of the bonus cards ``cards`` (L377-L387), which seat ``p`` has
    played."""
    g = m.game
    out: list[str] = []
    for c in cards or ():
        refs = g.runtime.phase_of.get((c, "income"))
        if not refs:
            raise ValueError(f"pending: card {c!r} pays no income (L377-L387)")
        if c not in d.villages[p].played:
            raise ValueError(f"pending: card {c!r} is not among seat {p}'s played cards")
        out += refs
    return tuple(out)


def pending_cards(m: HallertauPosition, refs: tuple[str, ...]) -> list[str]:
    card_of = m.game.runtime.card_of
    return list(dict.fromkeys(card_of[r] for r in refs))


# --- the forms ----------------------------------------------------------------------------
def respond_stack(m: HallertauPosition, d: HData, where: Any) -> list[Task]:
    """The window asking ``where.seat``: it may play a hand card or pass (L659-L663)."""
    p = where.seat
    extra = ["space", "part", "left", "craft", "paid", "card", "at", "more", "ask", "heard"]
    extra += ["answered"]
    extra = [k for k in extra if getattr(where, k) is not None]
    if extra:
        raise ValueError(f"respond: no {', '.join(extra)} (see the to_move form)")
    if where.inside is not None:
        raise ValueError(
            "respond: no inside; the window in a card's use of the butcher is written with "
            "space butcher, part 1 and the card's card, at, window (313, 419, 726)"
        )
    if not with_cards(d):
        raise ValueError("respond: a game without cards has no card windows (L795-L802)")
    below, waiting = window_below(m, d, where)
    key = window_key(where.window, where.before)
    return [*below, respond_task(m, d, p, key, waiting)]


def respond_task(m: HallertauPosition, d: HData, p: int, key: str, waiting: list[int]) -> Respond:
    """The window ``key`` asking seat ``p``, refused if it would not ask it (L659-L663)."""
    g = m.game
    cards = tuple(playable(g, d, p, key))
    if not (cards or may_hold_playable(g, d, p, key)):
        raise ValueError(
            f"respond: the window does not ask seat {p}: it holds no card it could play "
            "there, as the table sees it (L659-L663)"
        )
    return Respond(p, key, tuple(waiting), cards)


def butcher_stack(m: HallertauPosition, d: HData, where: Any) -> list[Task]:
    """L910-L912: the butcher's payment, 1 sheep for 4 meat and 2 hides, after the
    window in which a card may change it (328: ``ask: {jewelry: true}``, 1 jewelry)."""
    if d.phase != 4:
        raise ValueError(
            f"pay_sheep is a decision of phase actions; the table's phase is {PHASE_NAMES[d.phase]}"
        )
    extra = [k for k in ("waiting", "window", "inside") if getattr(where, k)]
    if extra:
        raise ValueError(f"pay_sheep: no {', '.join(extra)} (see the to_move form)")
    rest = [*m._turn_rest(d, where.seat), *butcher_tail(m, d, where)]
    return [*m._phases_after(d), *rest]


def butcher_tail(m: HallertauPosition, d: HData, where: Any) -> list[Task]:
    """The butcher's payment on the space the seat just used (in a turn, or through a card
    that lets it use a space: 726)."""
    p = where.seat
    if where.space != "butcher" or where.part not in (None, 1):
        raise ValueError("pay_sheep: the butcher's payment is space butcher, part 1")
    extra = [k for k in ("left", "craft", "paid") if getattr(where, k)]
    if extra:
        raise ValueError(f"pay_sheep: no {', '.join(extra)} (see the to_move form)")
    ask = dict(where.ask or {})
    jewelry = ask.pop("jewelry", False)
    if ask or not isinstance(jewelry, bool):
        raise ValueError("pay_sheep: ask is {jewelry: true} (328) or left out")
    held = m._held(d, "butcher")
    return [QuarterWorkers(p, held), SpaceUsed(p, "butcher"), PaySheep(p, True, True, jewelry)]


def butcher_window_tail(
    m: HallertauPosition, d: HData, where: Any, asks: bool = True
) -> list[Task]:
    """The window before the butcher's payment (328) on the space a card lets the seat use
    (313, 419, 726): ``respond`` with ``space: butcher`` and the card's ``card``, ``at``
    (``asks``: with the window asking; else up to the payment, ``inside_below``)."""
    p = where.seat
    if where.space != "butcher" or where.part not in (None, 1):
        raise ValueError(
            "respond: a window inside a card's use of a space comes before the butcher's "
            "payment: space butcher, part 1 (328)"
        )
    if where.left is not None:
        raise ValueError("respond: no left (see the to_move form)")
    held = m._held(d, "butcher")
    used = [QuarterWorkers(p, held), SpaceUsed(p, "butcher"), Butcher(p)]
    return [*used, respond_task(m, d, p, MOMENT_OF["butcher"], [])] if asks else used


def trigger_order_stack(m: HallertauPosition, d: HData, where: Any) -> list[Task]:
    """L381: the seat activates its bonus cards' income in an order of its choice."""
    p = where.seat
    if where.heard is not None:  # the seat's abilities hearing one event (L381)

        def in_window() -> list[Task]:  # the causer's window (caused_by)
            w = position_heard.caused(attrs.evolve(where, pending=None), d.players)
            below, waiting = window_below(m, d, w)
            return [*below, card_window(window_key(w.window, w.before), (w.seat, *waiting))]

        extra = [k for k in ("space", "part", "left", "craft", "paid", "card", "at", "inside")]
        extra = [k for k in extra if getattr(where, k) is not None]
        if extra:
            raise ValueError(f"trigger_order: no {', '.join(extra)} (see the to_move form)")
        return position_heard.heard_order_stack(m, d, where, in_window)
    extra = ["space", "part", "left", "craft", "paid", "window", "card", "at", "inside"]
    extra += ["answered", "caused_by", "cost_of"]
    extra = [k for k in extra if getattr(where, k) is not None]
    if extra:
        raise ValueError(f"trigger_order: no {', '.join(extra)} (see the to_move form)")
    if d.phase != INCOME:
        raise ValueError("trigger_order is a decision of phase income (L381)")
    refs = income_refs(m, d, p, where.pending)
    if len(refs) < 2:
        raise ValueError("pending: trigger_order asks between 2 or more bonus cards (L381)")
    below = [*m._phases_after(d), *m._phase_window(d), *later_income(m, d, p)]
    return [*below, TriggerOrder(p, refs, INCOME_ENV)]


def card_stack(m: HallertauPosition, d: HData, where: Any, asks: bool = True) -> list[Task]:
    """A decision asked by ``where.card``: what the card was played in, the card's steps
    still to come, and the decision (``ask``); ``asks`` False: a window before the butcher's
    payment in the card's use of it without the window (``inside_below``)."""
    g = m.game
    p, name, card = where.seat, where.decision, where.card
    kinds = {t.name for t in g.decisions}
    used = where.space is not None  # a part of a space the card lets the seat use (419)
    if name not in kinds and not (used and name == "respond"):
        raise ValueError(f"{name}: no decision of a card")
    named: tuple[str, ...] = ("craft", "paid", "ask", "more")
    if not used:
        named = ("space", "part", "left", "craft", "paid")
    if used and name == "pay_sheep":  # the butcher's payment (328: ask jewelry)
        named = ("craft", "paid", "more")
    extra = [k for k in named if getattr(where, k) is not None]
    if extra:
        words = "space, part and left" if used else "ask"
        raise ValueError(f"{name}: no {', '.join(extra)} with a card: its values are {words}")
    if card not in g.cards:
        close = difflib.get_close_matches(card, list(g.cards), n=3, cutoff=0.5)
        hint = f" (close: {', '.join(close)})" if close else ""
        raise ValueError(f"card {card!r}: no such card{hint}")
    if not with_cards(d):
        raise ValueError("card: a game without cards plays none (L795-L802)")
    top: Any = None if used else decision_of(m, name, p, where.ask or {}, card)
    if used and name not in (*PARTS, "pay_sheep", "respond"):
        raise ValueError(f"{name}: no part of a space (space, part)")
    more = where.more or 0
    if more < 0:
        raise ValueError(f"more {more}: a count of decisions is 0 or more")
    if name == "pick_tier":  # asked before the card is played (L705)
        if card not in d.villages[p].hand:
            raise ValueError(f"card {card!r}: not in seat {p}'s hand")
        if where.at is not None:
            raise ValueError("pick_tier: no at (the card is not played yet)")
        below, waiting = window_below(m, d, where)
        key = window_key(where.window, where.before)
        return [*below, card_window(key, (p, *waiting)), top]
    if card not in d.villages[p].played:
        raise ValueError(f"card {card!r}: not among seat {p}'s played cards (L661)")
    if where.at is None:
        raise ValueError(f"{name}: name the card's effect or cost item asking (at)")

    def in_window() -> list[Task]:  # where a heard event fell: a card played in a window
        w = position_heard.caused(where, d.players)  # the causer's (caused_by)
        below, waiting = window_below(m, d, w)
        return [*below, card_window(window_key(w.window, w.before), (w.seat, *waiting))]

    if position_heard.heard(top):  # a whenever ability's may_use: where the event fell
        return position_heard.heard_stack(m, d, where, top, in_window)
    if where.heard is not None:  # a decision inside a whenever ability
        return position_heard.heard_decision_stack(m, d, where, top, in_window)
    for k in ("answered", "caused_by", "cost_of"):
        if getattr(where, k) is not None:
            raise ValueError(f"{k}: where an event heard fell (with heard, or a may_use's env)")
    full = f"{card}/{where.at}"
    if where.window is None:  # a bonus card's income (L377-L387)
        if d.phase != INCOME:
            raise ValueError(f"{name}: name the window the card was played in")
        env: Any = INCOME_ENV
        rest = income_refs(m, d, p, where.pending) if where.pending else ()
        below = [*m._phases_after(d), *m._phase_window(d), *later_income(m, d, p)]
        if rest:
            below.append(Triggers(p, rest, env))
        refs = g.runtime.phase_of.get((card, "income"), ())
        if not refs:
            raise ValueError(f"card {card!r} pays no income (L377-L387)")
        plays = [t for r in refs for t in start_ability(g, p, r, env)]
    else:
        env = ()
        below, waiting = window_below(m, d, where)
        key = window_key(where.window, where.before)
        below += [card_window(key, (p, *waiting)), CardPlayed(p, card)]
        tier = tier_of(full)
        plays = play_tasks(g, p, card, tier)
        if d.phase == INCOME:  # L693: a bonus card played in phase 3 pays its income at once
            for ref in g.runtime.phase_of.get((card, "income"), ()):
                effects = g.runtime.do_of[ref]
                if g.effects[effects]:
                    plays.append(RunEffects(p, effects))
    plays = accepted(m, plays, full)
    # the copies still to come: a cost item's decisions as they are, an effect's offered
    # (asked only if it offers more than declining: ``tasks.ask``)
    steps = steps_after(m, p, plays, full, env)
    if top is None:  # the space's parts still to come and the one asked
        if name == "pay_sheep":
            part = butcher_tail(m, d, where)
        elif name == "respond":  # the window before the butcher's payment (328)
            part = butcher_window_tail(m, d, where, asks)
        else:
            part = m._part_stack(d, where)
        return [*below, *steps, *part]
    asked_by_card(m, d, top, full, env)
    copy = [top] if paying(m, plays, full) else [top, OFFER]
    return [*below, *steps, *gains_after(m, d, top, full, env), *copy * more, top]


def tier_of(full: str) -> int:
    parts = full.split("/")
    return int(parts[parts.index("tiers") + 1]) if "tiers" in parts else -1


# --- reading the stack --------------------------------------------------------------------
def card_where(m: HallertauPosition, d: HData) -> Any:
    """The form of a card's decision on top of ``d.tasks`` (checked against the stack it
    builds), or None."""
    g = m.game
    tasks = d.tasks
    top: Any = tasks[-1]
    p = top.seat
    name: Any = top.name
    if isinstance(top, Respond):  # before the butcher's payment on a space a card lets use
        if top.window != MOMENT_OF["butcher"]:
            return None
        ask: Any = {}
        part: Any = form(m, "respond", p, space="butcher", part=1)
    elif position_heard.heard(top):  # a whenever ability's may_use (position_heard.py)
        return position_heard.heard_where(m, d, lambda cw, under: contexts(m, d, cw, under))
    else:
        ask = ask_of(m, top)
        if ask is None:
            return None
        butcher = isinstance(top, PaySheep) and top.butcher
        part = m._where(d) if type(top) in PARTS.values() or butcher else None
    words: dict[str, Any] = {"ask": ask or None}  # a decision with no values: none written
    if part is not None and part.space is not None:  # a space the card lets the seat use
        words = {"space": part.space, "part": part.part, "left": part.left, "ask": part.ask}
    more = 0
    while "space" not in words and more + 2 <= len(tasks) and tasks[-2 - more] == top:
        more += 1
    if not more and "space" not in words:  # offered copies: each below an ``Offer``
        while 2 * more + 3 <= len(tasks) and tasks[-3 - 2 * more : -1 - 2 * more] == [top, OFFER]:
            more += 1

    def first(forms: list[Any]) -> Any:
        for candidate in forms:
            try:
                if m.stack(d, candidate) == tasks:
                    return candidate
            except (ValueError, KeyError, IndexError, TypeError):
                continue
        return None

    if isinstance(top, PickTier):
        cw = tasks[-2] if len(tasks) > 1 else None
        if not isinstance(cw, CardWindow) or cw.seats[:1] != (p,):
            return None
        return first(
            [
                form(m, name, p, card=top.card, ask=ask or None, **c)
                for c in contexts(m, d, cw, tasks[:-2])
            ]
        )
    j = next((i for i in range(len(tasks) - 2, -1, -1) if isinstance(tasks[i], CardPlayed)), None)
    income = next(
        (i for i in range(len(tasks) - 2, -1, -1) if isinstance(tasks[i], CardWindow)), None
    )
    forms: list[Any] = []
    played: Any = tasks[j] if j is not None else None
    if j is not None and j >= 1 and played.seat == p and isinstance(tasks[j - 1], CardWindow):
        card = played.card
        for c in contexts(m, d, tasks[j - 1], tasks[: j - 1]):
            forms += [
                form(m, name, p, card=card, at=at, more=more or None, **words, **c)
                for at in candidates(m, card)
            ]
    elif d.phase == INCOME and (j is None or (income is not None and income > j)):
        rest = next((t for t in reversed(tasks[:-1]) if isinstance(t, Triggers)), None)
        pending = pending_cards(m, rest.pending) if rest is not None and rest.seat == p else None
        income_cards = [c for c in d.villages[p].played if (c, "income") in g.runtime.phase_of]
        for card in income_cards:
            forms += [
                form(m, name, p, card=card, at=at, more=more or None, **words, pending=pending)
                for at in candidates(m, card)
            ]
    return first(forms)


def contexts(m: HallertauPosition, d: HData, cw: Any, under: list[Task]) -> list[dict[str, Any]]:
    """What a card played in the window ``cw`` (the ``under`` tasks below it) may have been
    played in, in words: ``window``, ``before``, ``pending``, ``waiting``, ``inside``."""
    out = []
    below = under[-1] if under else None
    window, moment = window_word(cw.when)
    waiting = list(cw.seats[1:])
    for before in (moment,) if moment else (None, *BEFORE):
        extra: dict[str, Any] = {"window": window, "before": before}
        if before == "activate" and isinstance(below, Triggers):
            extra["pending"] = pending_cards(m, below.pending)
        out += [extra, {**extra, "waiting": waiting}]
    if moment == "butcher" and isinstance(below, Butcher):  # in a card's use of the butcher
        inside = inside_where(m, d, below.seat, under)
        if inside is not None:
            out.append({"window": PHASE_NAMES[d.phase], "before": "butcher", "inside": inside})
    return out


INSIDE = ("card", "at", "window", "waiting", "before", "pending", "inside")


def inside_where(m: HallertauPosition, d: HData, p: int, under: list[Task]) -> Any:
    """The card whose use of the butcher (313, 419, 726) the tasks ``under`` stand in, up to
    the butcher's payment (``Butcher``): its ``card``, ``at`` and what it was played in, as
    the ``respond`` form of the window before the payment writes them; or None."""
    j = next((i for i in range(len(under) - 1, -1, -1) if isinstance(under[i], CardPlayed)), None)
    if j is None or j < 1 or not isinstance(under[j - 1], CardWindow):
        return None
    played: Any = under[j]
    cw: Any = under[j - 1]
    if played.seat != p:
        return None
    for c in contexts(m, d, cw, under[: j - 1]):
        for at in candidates(m, played.card):
            where = form(m, "respond", p, space="butcher", part=1, card=played.card, at=at, **c)
            try:
                if card_stack(m, d, where, asks=False) == under:
                    words = {"card": played.card, "at": at, **c}
                    return {k: v for k, v in words.items() if v is not None}
            except (ValueError, KeyError, IndexError, TypeError):
                continue
    return None


def inside_below(m: HallertauPosition, d: HData, where: Any) -> list[Task]:
    """The tasks below the window before the butcher's payment on the space a card lets
    the seat use (``inside``: that card's ``card``, ``at``, ``window``...)."""
    inside = where.inside
    if not isinstance(inside, Mapping):
        raise ValueError(
            "inside: the card whose use of the butcher the window is in ({card, at, window})"
        )
    unknown = sorted(set(inside) - set(INSIDE))
    if unknown:
        raise ValueError(f"inside.{unknown[0]}: no such value; its values: {list(INSIDE)}")
    if where.before != "butcher":
        raise ValueError(
            "inside: a card played inside another's use of a space is played in the window "
            "before the butcher's payment (before: butcher, 328)"
        )
    if where.waiting:
        raise ValueError(
            f"waiting {where.waiting}: a window before butcher asks seat {where.seat} alone"
        )
    if where.window != PHASE_NAMES[d.phase]:
        raise ValueError(
            f"window {where.window!r}: inside a card's use the window is the table's phase, "
            f"{PHASE_NAMES[d.phase]}"
        )
    if "card" not in inside:
        raise ValueError("inside: name the card (card, at, window)")
    outer = form(m, "respond", where.seat, space="butcher", part=1, **inside)
    try:
        return card_stack(m, d, outer, asks=False)
    except ValueError as exc:
        raise ValueError(f"inside: {exc}") from None


def respond_where(m: HallertauPosition, d: HData, top: Respond) -> Any:
    """The form of the window asking on top of ``d.tasks`` (checked against the stack it
    builds), or None: the defaults first (``waiting``), then what the stack says."""
    tasks = d.tasks
    below = tasks[-2] if len(tasks) > 1 else None
    window, moment = window_word(top.window)
    forms = []
    for before in (moment,) if moment else (None, *BEFORE):
        pending = None
        if before == "activate":
            if not isinstance(below, Triggers):
                continue
            pending = pending_cards(m, below.pending)
        forms += [
            form(m, "respond", top.seat, window=window, before=before, pending=pending),
            form(
                m,
                "respond",
                top.seat,
                window=window,
                before=before,
                pending=pending,
                waiting=list(top.rest),
            ),
        ]
    for candidate in forms:
        try:
            if m.stack(d, candidate) == tasks:
                return candidate
        except (ValueError, KeyError, IndexError, TypeError):
            continue
    return None
