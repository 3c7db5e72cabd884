"""What Hallertau's rules assume of a loaded table (``Game.check_data``): each card in one place,
the pieces within what the boards hold, and the task stack consistent with the phase. Each
problem names its field (``villages[1].jewelry: 11, expected 0..10``)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from boardrules.cards.runtime import Triggers
from boardrules.invariants import KERNEL_MOST, STACK_MOST, Checks
from boardrules.tasks import Draw

from .cardplay import game_cards
from .state import (
    CRAFTS,
    DECKS,
    GAME_END,
    GOODS,
    NOT_STARTED,
    PHASES,
    ROWS,
    SHEEP_PLACES,
    HData,
    content_of,
    row_of,
)
from .tasks import (
    CardPlayed,
    CardWindow,
    Fallow,
    Finish,
    NextTurn,
    Offer,
    Pay,
    Phase,
    Progress,
    QuarterRoll,
    Quarters,
    Respond,
    Round,
    RoundEnd,
    SetupBoard,
    SpaceUsed,
    Turn,
)
from .words import MOMENTS

if TYPE_CHECKING:
    from boardrules.cards.schema import Ability

    from .game import Hallertau

# decisions and steps that belong to one phase (PHASES order, 1-based): the actions of phase 4
# (L389-L483), the fallow choice of phase 6 (L489-L502), the progress turns of phase 9
# (L527-L529), the quarter card of phase 1 (L343-L352; round 1's during setup, phase 0)
PHASE_OF: dict[type, tuple[int, ...]] = {
    Turn: (4,),
    NextTurn: (4,),
    Fallow: (6,),
    Progress: (9,),
    Quarters: (NOT_STARTED, 1),
    QuarterRoll: (NOT_STARTED, 1),
}
SEAT_FIELDS = ("first", "seats", "rest")  # task fields holding seats (``seat``: the kernel's)
COUNT_FIELDS = ("left", "n", "clay", "workers")  # task fields counting down: never negative
# the windows in which hand cards may be played (L661): after each phase's work, around the
# actions, in the progress and income phases, at the end, and the two moments
WINDOWS = {*PHASES, "actions", "before_last_action", "progress", "income", "end", *MOMENTS}


# where a card may lie (the fields of the table and of the position)
CARDS_LIE = "a deck, a hand, the played cards, a stable board or removed_cards"
QUARTERS_LIE = "quarter_cards or quarter_cards_out"


def check_table(game: Hallertau, d: HData) -> list[str]:
    c = Checks()
    c.length("villages", d.villages, d.players)
    c.length("workers_on", d.workers_on, 3 * len(game.spaces))
    if c.problems:
        return c.problems
    c.seats("start", [d.start], d.players)
    c.within("round", d.round, 0 if d.phase == NOT_STARTED else 1, game.rounds)
    c.within("phase", d.phase, NOT_STARTED, GAME_END)
    # row r of a space holds r workers, a card space has two rows (L399-L413): each row
    # said where one holds more (or fewer than none)
    bounds = row_most(game)
    held = all(0 <= n <= m for n, m in zip(d.workers_on, bounds, strict=True))
    for s, rows in enumerate(game.space_rows) if not held else ():
        for r in range(3):
            most = r + 1 if r < rows else 0
            c.within(
                f"workers_on[{3 * s + r}] ({game.spaces[s].id})", d.workers_on[3 * s + r], 0, most
            )
    quarters = {"quarter_deck": d.quarter_deck, "quarter_cards_out": d.quarter_cards_out}
    if c.in_one_place(quarters, dict.fromkeys(game.quarter_cards, 1), "quarter card"):
        # 1-3 players: each of the 6 in the pile or drawn and out of the game (L218, L225,
        # L344-L346); 4 players: all 6 stay in the box
        in_play = game.quarter_cards if d.players < 4 else ()
        c.every_placed("quarter_cards", quarters, in_play, "quarter card", QUARTERS_LIE)
        c.holds(
            not (d.players >= 4 and (d.quarter_deck or d.quarter_cards_out)),
            "quarter_cards",
            "4 players leave the quarter cards in the box (L218)",
        )
    if c.holds(sorted(d.decks) == sorted(DECKS), "decks", f"the decks are {list(DECKS)}"):
        for deck, pile in d.decks.items():
            for i, card in enumerate(pile):
                if card in game.deck_of and game.deck_of[card] != deck:
                    c.fail(
                        f"decks.{deck}[{i}]",
                        f"card {card} belongs to the {game.deck_of[card]} deck",
                    )
    places: dict[str, Sequence[str]] = {f"decks.{deck}": pile for deck, pile in d.decks.items()}
    for p, v in enumerate(d.villages):
        at = f"villages[{p}]"
        check_village(game, c, d, v, at)
        places[f"{at}.hand"] = v.hand
        places[f"{at}.played"] = v.played
        places[f"{at}.stable_cards"] = [card for card in v.stable_cards if card]
    places["removed_cards"] = d.removed_cards
    if c.in_one_place(places, card_copies(game)):
        # every card of the game's decks lies somewhere, out of the game included
        # (L279-L285): a document that drops one is refused naming it
        c.every_placed("cards", places, game_cards(game, d), "card", CARDS_LIE)
    check_tasks(game, c, d)
    return c.problems


@functools.lru_cache(maxsize=8)
def row_most(game: Hallertau) -> tuple[int, ...]:
    """The most workers each row of each space holds (``workers_on``'s order): row r holds
    r workers, a space with fewer rows none in the rows it lacks (L399-L413)."""
    return tuple(r + 1 if r < rows else 0 for rows in game.space_rows for r in range(3))


@functools.lru_cache(maxsize=8)
def card_copies(game: Hallertau) -> dict[str, int]:
    """The copies of each card of the game's decks (its data: the same for every state)."""
    return {card: entry.copies for card, entry in game.cards.items()}


def check_village(game: Hallertau, c: Checks, d: HData, v: Any, at: str) -> None:
    if c.length(f"{at}.goods", v.goods, len(GOODS)):
        c.counts(f"{at}.goods", v.goods)  # goods are unlimited (L325): PLENTY
    columns = game.params["field_rows"]["columns"]
    c.within(f"{at}.fields", len(v.fields), 0, columns)  # at most one field a column (L261)
    c.holds(v.fields == sorted(v.fields), f"{at}.fields", "not sorted")
    for i, f in enumerate(v.fields):
        if row_of(f) not in ROWS or not 0 <= content_of(f) <= len(GOODS) or f < 0:
            c.fail(f"{at}.fields[{i}]", f"{f} is no field of rows 2-5")
    if c.length(f"{at}.sheep", v.sheep, len(SHEEP_PLACES)):
        c.counts(f"{at}.sheep", v.sheep)  # 30 in the box, unlimited (L325): PLENTY
    if c.length(f"{at}.stable_cards", v.stable_cards, 6):
        for r, card in enumerate(v.stable_cards):  # L485-L487: gone in phase 5 of its round
            gone = r + 1 < d.round or r + 1 == d.round and d.phase >= 5
            if card and gone:
                c.fail(f"{at}.stable_cards[{r}]", f"the court card of round {r + 1} is still there")
            if card and card in game.deck_of and game.deck_of[card] != "court":
                c.fail(f"{at}.stable_cards[{r}]", f"{card} is no court card")
    events = {*game.vocabulary.events, "pay_instead"}  # events.announce, cardeffects.py
    c.known(f"{at}.recent (events)", [e.event for e in v.recent], events)
    c.count(f"{at}.workers", v.workers)  # 80 cubes, unlimited (digest: assumption)
    c.count(f"{at}.tools", v.tools)  # 40 tiles, unlimited (L325)
    c.within(f"{at}.tools_used", v.tools_used, 0, v.tools)
    c.within(f"{at}.jewelry", v.jewelry, 0, game.params["jewelry_max"])  # L305
    if c.length(f"{at}.crafts", v.crafts, len(CRAFTS)):
        c.each_within(f"{at}.crafts", v.crafts, 1, game.edge)
    if c.length(f"{at}.boulders", v.boulders, 2 * len(CRAFTS)):
        # a boulder pushed beyond the edge lies off the board; a real game pushed one to 14
        # (edge 11): bounded generously, twice the board
        c.each_within(f"{at}.boulders", v.boulders, 0, 2 * game.edge)
    tally = v.tally  # this phase's totals: at most what the supply gives
    c.count(f"{at}.tally.tools", tally.tools)
    sizes = {"harvest": len(GOODS), "harvest_paid": len(GOODS), "steps": len(CRAFTS), "quarter": 4}
    for name, size in sizes.items():
        if c.length(f"{at}.tally.{name}", getattr(tally, name), size):
            c.counts(f"{at}.tally.{name}", getattr(tally, name))


def stack_bounds(game: Hallertau, d: HData) -> dict[type, int]:
    """The most records of each kind a game's stack holds (issue 24 item 9; 30 random games of
    1-4 seats reach 11 draws a seat, the 10 phases of a round, a window or an offer a seat): the
    round, its end, the setup and the finish once; the groups of triggers ``trigger_most``; any
    other step at most twice a seat."""
    seats = d.players
    most: dict[type, int] = {**KERNEL_MOST, Draw: 12 * seats + 12, Phase: len(PHASES)}
    most[Triggers] = trigger_most(game, seats)
    return most | dict.fromkeys((Round, RoundEnd, Finish, SetupBoard), 1)


def trigger_most(game: Hallertau, seats: int) -> int:
    """The most groups of triggers (``Triggers``: abilities set off, waiting) a stack of a
    game of ``seats`` holds at once, from the rules and the game's cards (the nineteenth
    session: the bound was twice the seats and 2, and random games of 3 seats with
    contributor's cards hearing events reach 9, tools/heard_census.py; docs/positions.md):

    - Phase 3 sets off one group a seat, the bonus cards' income (L377-L387,
      ``cardplay.phase_income``); a seat's group resolving leaves at most one group of its
      cards still to activate (L381), so at most ``seats`` wait. Without a ``whenever``
      ability (no printed card has one) nothing else sets groups off: ``seats``.
    - An event sets off at most ``seats`` groups, the causer's and one a seat after it whose
      ``by: anyone`` abilities hear it (``runtime.fire``). The harvest of phase 7 announces a
      ``harvested`` for every planted field of every seat before any is heard (L504-L515,
      ``fields.phase_harvest``), at most ``columns`` fields a seat (one a column, L259-L261):
      ``columns x seats x seats`` groups. Any other step announces at most ``columns`` events
      before they are heard, a seat's fields gained at once (a card's ``gain_fields``; no room,
      no field, L854; a trade of tools 2, L467-L475; an exchange, 839, its last jewelry and its
      gains), above at most the ``seats`` groups of phase 3: ``seats + columns x seats``.
      This holds while no ability hearing an event announces one itself: each listening
      ability ``quiet`` (no cost, its effects only gains of goods, L311-L322, which announce
      nothing, ``supply.gain``).
    - An ability hearing an event that may announce one (a gain of sheep, tools or a field, a
      draw, a harvest, a space used, a step, a cost) sets groups off above the waiting ones,
      and an ability may hear what it causes (whenever you gain sheep, gain a sheep, if you
      like) again and again: no number of groups follows from the rules, and the stack's own
      length (``STACK_MOST``) is the bound."""
    return _trigger_most(game)(seats)


@functools.lru_cache(maxsize=8)
def _trigger_most(game: Hallertau) -> Callable[[int], int]:
    rt = game.runtime
    heard = [x.ref for table in (rt.hear, rt.hear_all) for refs in table.values() for x in refs]
    if not heard and not rt.custom_listeners:
        return lambda seats: seats
    if rt.custom_listeners or not all(quiet(rt.ability[ref]) for ref in heard):
        return lambda seats: STACK_MOST
    columns = int(game.params["field_rows"]["columns"])
    return lambda seats: max(columns * seats * seats, seats + columns * seats)


def quiet(ability: Ability) -> bool:
    """Whether a ``whenever`` ability announces no event when it runs: no cost, no tiers, its
    effects only gains of goods (``supply.gain``: sheep, tools, fields and cards announce)."""
    if ability.cost or ability.tiers:
        return False
    for effect in ability.do:
        gains = effect.get("gain") if len(effect) == 1 else None
        if not isinstance(gains, dict) or not set(gains) <= set(GOODS):
            return False
    return True


# bottom to top: the next round or the end, the round's end, its phases still to come (their
# order is checked below), the steps of the running phase
LAYERS = ((Round, Finish), (RoundEnd,), (Phase,), (Turn, NextTurn, Fallow, Progress, Quarters))


_TASK_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def task_fields(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The names of ``SEAT_FIELDS`` and of ``COUNT_FIELDS`` a task class has (a field or a
    class attribute): any other reads None on its records, so it is not asked."""
    out = _TASK_FIELDS.get(cls)
    if out is None:
        names = {a.name for a in attrs.fields(cls)} if attrs.has(cls) else set()
        has = [n for n in (*SEAT_FIELDS, *COUNT_FIELDS) if n in names or hasattr(cls, n)]
        out = _TASK_FIELDS[cls] = (
            tuple(n for n in SEAT_FIELDS if n in has),
            tuple(n for n in COUNT_FIELDS if n in has),
        )
    return out


def check_tasks(game: Hallertau, c: Checks, d: HData) -> None:
    bounds = stack_bounds(game, d)
    if not (c.stack(d.tasks, bounds, 2 * d.players + 2) and c.layered(d.tasks, LAYERS)):
        return
    if d.players < 4 and d.phase != GAME_END:  # a quarter card a round, 1-3 players (L218)
        later = game.rounds - max(d.round, 1)  # round 1's is revealed at the setup (L222-L227)
        c.holds(
            len(d.quarter_deck) >= later,
            "quarter_deck",
            f"{len(d.quarter_deck)} cards for the {later} rounds still to come",
        )
    phases = [t.number for t in d.tasks if isinstance(t, Phase)]
    for i, t in enumerate(d.tasks):
        at = f"tasks[{i}]"
        if type(t) in PHASE_OF:
            allowed = PHASE_OF[type(t)]
            c.holds(
                d.phase in allowed, at, f"{t.name} belongs to phase {allowed[-1]}, not {d.phase}"
            )
        if isinstance(t, Round):
            c.within(f"{at}.number", t.number, d.round + 1, game.rounds)
        if isinstance(t, Phase):
            c.within(f"{at}.number", t.number, d.phase + 1, len(PHASES))
        seat_fields, count_fields = task_fields(type(t))
        for name in seat_fields:
            value = getattr(t, name, None)
            if value is not None:
                c.seats(f"{at}.{name}", value if isinstance(value, tuple) else [value], d.players)
        for name in count_fields:
            value = getattr(t, name, None)
            if isinstance(value, int):
                c.count(f"{at}.{name}", value)
        if isinstance(t, Offer):  # it asks the decision below it
            below = d.tasks[i - 1] if i else None
            c.holds(type(below) in game.decisions, at, "an offer with no decision below it")
        if isinstance(t, Pay):
            c.within(f"{at}.craft", t.craft, 0, len(CRAFTS) - 1)
        if isinstance(t, CardPlayed):
            c.known(f"{at}.card", [t.card], game.cards)
        if isinstance(t, SpaceUsed):
            c.known(f"{at}.space", [t.space], game.space_index)
        if isinstance(t, CardWindow):
            c.known(f"{at}.when", [t.when], WINDOWS)
        if isinstance(t, Respond):  # a card offered is one the seat holds
            c.known(f"{at}.window", [t.window], WINDOWS)
            play = game.ids.play
            hand = {play[card] for card in d.villages[t.seat].hand if card in play}
            c.known(f"{at}.cards", t.cards, hand)
    c.holds(phases == sorted(set(phases), reverse=True), "tasks", "phases out of order or twice")
