"""Hallertau's card play: the response windows, which hand cards a seat may play, playing one,
and the bonus cards' income (hallertau.de.md L377-L387, L659-L723).

When abilities apply, costs and tiers are the kernel's card runtime
(``boardrules/cards/runtime.py``, ``costs.py``); this module says where Hallertau's windows
open, which cards a phase or moment lets a seat play (``allowed_cards``) and how a card is
played (``play_card``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from boardrules.actions import Action
from boardrules.cards.runtime import (
    PickTier,
    PlayableMemo,
    Table,
    Triggers,
    can_play,
    open_tiers,
    phase_triggers,
    play_tasks,
)
from boardrules.cards.schema import Card
from boardrules.engine import later
from boardrules.tasks import RunEffects, Task

from .actions import Pass, Play
from .board import spends_all
from .setup import cards_in_game
from .state import GAME_END, NOT_STARTED, PHASES, HData, own, seats_from
from .tasks import UNLISTED, CardPlayed, CardWindow, Respond, card_window, respond
from .words import MOMENTS, PhaseBar

if TYPE_CHECKING:
    from .game import Hallertau

INCOME = PHASES.index("income") + 1


# --- phase 3: income (L377-L387) --------------------------------------------------------------
def phase_income(g: Hallertau, d: HData) -> None:
    """L377-L387: every played bonus card pays its income, seat by seat from the start
    player (digest A23), each seat activating its cards in an order of its choice (L381):
    the card runtime's ``phase`` triggers, ``activate <card>`` asked while 2 or more
    different incomes are left."""
    later(
        d,
        *[
            t
            for p in seats_from(d, d.start)
            if (t := phase_triggers(g, d, p, "income")) is not None
        ],
    )


def between_triggers(d: HData, task: Triggers) -> Task | None:
    """L381, L661: before each income activation the seat may play hand cards (with the
    income just received); only the seat activating is asked, as nothing another seat
    could play depends on it."""
    if task.env[:1] == (("phase", "income"),) and d.villages[task.seat].hand:
        return card_window("income", (task.seat,))
    return None


# --- playing hand cards (L659-L663) -----------------------------------------------------------
def op_window(g: Hallertau, d: HData, t: CardWindow) -> None:
    ask_window(g, d, t.when, t.seats)


def ask_window(g: Hallertau, d: HData, when: str, seats: tuple[int, ...]) -> None:
    """L661, L663: the window's seats answer in turn, from the active or start player; a
    seat that plays is asked again after the card, until it passes. Hands are hidden
    (L659), so who is asked is decided from what the table shows (``may_hold_playable``),
    never from the hand itself: a seat without a playable card is asked too and passes,
    as it would at the table when the others wait for it. (A pass asks the rest of the
    window here at once, ``do_respond``: what ``op_window`` would do next.)"""
    villages = d.villages
    loop = g.loop
    lazy = loop.replaying is d
    for i, p in enumerate(seats):
        if not villages[p].hand:  # nothing to play, nothing it may hold: not asked
            continue
        if lazy and may_hold_playable(g, d, p, when):
            # a saved history replays (``TaskLoop.replaying``): the seat is asked whatever
            # its hand holds; if the history's next action is a pass, the seat passes here
            # (``TaskLoop.take``: what ``do_respond`` does, the rest asked in this loop),
            # else its cards are listed only if the next action is no pass
            if loop.take(d, g.ids.pass_):
                continue
            d.tasks.append(respond(p, when, seats[i + 1 :], UNLISTED))
            return
        # the options travel with the decision: computed once, not again
        cards = playable_ids(g, d, p, when)
        if cards or not lazy and may_hold_playable(g, d, p, when):
            if lazy and loop.take(d, g.ids.pass_):
                continue
            d.tasks.append(respond(p, when, seats[i + 1 :], cards))
            return


def may_hold_playable(g: Hallertau, d: HData, p: int, window: str) -> bool:
    """Whether seat ``p`` may hold a card it could play in ``window``, read from what the
    table shows (the others see the size of a hand, not its cards, L659): its hand is not
    empty and some card of the game not yet played face up (L661) that this phase or moment
    allows (L709-L717) is one ``p`` could play now: its requirement and cost are read on p's
    own boards (L667-L689), which everybody sees. So two hands of one size are asked alike
    whatever cards they hold, and a moment window (222, 328) asks nobody while no such card
    could be played there.
    (The answer does not depend on the order the cards are tried in: ``op_window`` has
    tried the hand already.)"""
    villages = d.villages
    hand = villages[p].hand
    if not hand:
        return False
    moment = window if window in MOMENTS else ""
    last = g.pool_last
    pool = last[1] if last is not None and last[0] is d.options else pool_of(g, d)
    phase = d.phase
    # the window's cards in the order they were last found playable for the same cards,
    # phase, moment and seat (``Pool.orders``): the first is most often playable again,
    # and after it those found before (any order gives the same answer); an order kept
    # holds the window's cards (``window_cards``), none when no card may be played there
    orders = pool.orders
    key = (phase, moment, p)
    order = orders.get(key)
    if order is None:
        cards = pool.cards.get((phase, moment))
        if cards is None:
            cards = window_cards(g, d, moment)
        if not cards:  # no card of this game may be played here (a moment's card not in it)
            return False
        if len(orders) >= 1024:
            orders.clear()
        order = orders[key] = list(cards)
    if moment == "before_last_action" and not spends_all(g, d, p):
        return False
    memo = g.playable_memo
    first = order[0]
    if first not in hand:
        for v in villages:
            if first in v.played:  # played face up by some seat (L661)
                break
        else:
            # ``memo.one`` where the young generation keeps the answer (most windows)
            kept = memo.memo.get(p)
            entries = None if kept is None else kept.get(first)
            if entries is not None and len(entries) == 1:
                read, table = entries[0]
                try:
                    ok = table.get(read(d))
                except LookupError:  # an index or entry read before is gone: check again
                    ok = None
                if ok is None:
                    ok = memo.one(d, p, first)
            else:
                ok = memo.one(d, p, first)
            if ok:
                return True
    seen = {c for w in villages for c in w.played}
    seen.update(hand)
    seen.add(first)
    for i, c in enumerate(order):
        if c not in seen and memo.one(d, p, c):
            del order[i]
            order.insert(0, c)
            return True
    return False


class Pool:
    """What the card windows keep per choice of the game's cards (``POOL_OPTIONS``): the
    options' ``key``, per phase, moment and seat the window's cards in the order last found
    playable, the latest first (``may_hold_playable``'s ``orders``, at most 1,024 lists;
    a card found is moved to the front) and the cards a window may see played
    per phase and moment (``window_cards``; -1: every card of the game). A plain class, not
    attrs: this module is compiled in the optional build (tests/kernel/test_compiled.py)."""

    __slots__ = ("cards", "key", "orders")

    def __init__(self, key: tuple[str, ...]) -> None:
        self.key = key
        self.orders: dict[tuple[int, str, int], list[str]] = {}
        self.cards: dict[tuple[int, str], tuple[str, ...]] = {}


def pool_of(g: Hallertau, d: HData) -> Pool:
    """The ``Pool`` of this game's options; the last game's kept (a game's options never
    change)."""
    options = d.options
    last = g.pool_last
    if last is not None and last[0] is options:
        return last[1]
    key = tuple(str(options.get(k, "")) for k in POOL_OPTIONS)
    pool = g.pools.get(key)
    if pool is None:
        if len(g.pools) >= 64:  # many deck mixes in one process: start again
            g.pools.clear()
        pool = g.pools[key] = Pool(key)
    g.pool_last = (options, pool)
    return pool


def pool_key(g: Hallertau, d: HData) -> tuple[str, ...]:
    """The options that choose the cards of a game (``setup.cards_in_game``)."""
    return pool_of(g, d).key


def window_cards(g: Hallertau, d: HData, moment: str) -> tuple[str, ...]:
    """The cards of this game (``setup.cards_in_game``) that the phase and ``moment`` allow,
    kept per options, phase and moment (``Pool``); those the memo does not keep
    (``WindowMemo.direct``) last, as they cost most to try."""
    pool = pool_of(g, d)
    key = (d.phase, moment)
    cards = pool.cards.get(key)
    if cards is None:
        allowed = g.allowed[d.phase, moment]
        direct = g.playable_memo.direct  # checked without the memo: tried last
        cards = pool.cards[key] = tuple(
            sorted((c for c in game_cards(g, d) if c in allowed), key=lambda c: c in direct)
        )
    return cards


def game_cards(g: Hallertau, d: HData) -> tuple[str, ...]:
    """Every card of this game's decks (``setup.cards_in_game``), kept per options."""
    pool = pool_of(g, d)
    cards = pool.cards.get((-1, ""))
    if cards is None:
        decks = cards_in_game(g, d.options).values()
        cards = pool.cards[-1, ""] = tuple(c for pile in decks for c in pile)
    return cards


def removed_cards(g: Hallertau, d: HData) -> list[str]:
    """The cards removed from the game (414, 634, 635, 815 as their cost, L1317), sorted:
    the table's place out of the game (``HData.removed_cards``); shown as they leave
    (reading H1, docs/games/hallertau.md)."""
    return list(d.removed_cards)


POOL_OPTIONS = ("variant", "starter_deck", "court_deck")  # the options choosing the cards


def playable(g: Hallertau, d: HData, p: int, window: str = "") -> list[int]:
    """Hand cards whose phase bar allows this phase (L709-L717, L848), whose requirement
    holds (L667-L681), whose cost can be paid exactly (L683-L689) and, with tiers, that
    have a tier whose requirement and cost are met (L701-L707). In a moment window
    (``MOMENTS``) only the cards bound to that moment, and those nowhere else."""
    return list(playable_ids(g, d, p, window))


def playable_ids(g: Hallertau, d: HData, p: int, window: str = "") -> tuple[int, ...]:
    """``playable`` as a tuple (a window's ``Respond`` holds it), the hand's cards
    answered by the memo in one pass (``WindowMemo.hand``)."""
    hand = d.villages[p].hand
    if not hand:
        return ()
    moment = window if window in MOMENTS else ""
    out = g.playable_memo.hand(d, p, hand, g.allowed[d.phase, moment], g.ids.play)
    if out and moment == "before_last_action" and not spends_all(g, d, p):
        return ()
    return out


def allowed_cards(
    bars: dict[str, PhaseBar], moments: dict[str, str]
) -> dict[tuple[int, str], frozenset[str]]:
    """Per phase number (0 and 11 outside the rounds) and moment window (``MOMENTS`` or
    ""), the cards whose phase bar and moment let them be played there."""
    out = {}
    for number in range(NOT_STARTED, GAME_END + 1):
        phase = PHASES[number - 1] if 1 <= number <= len(PHASES) else ""
        for moment in ("", *MOMENTS):
            out[number, moment] = frozenset(
                c
                for c, bar in bars.items()
                if moments[c] == moment
                and not (bar.only and bar.only != phase or phase in bar.excepted)
            )
    return out


# the words of a requirement that read what changes at every turn: ``spaces`` counts the
# workers on every action space (cardlang.spaces)
TURN_WORDS = frozenset({"spaces"})


class WindowMemo(PlayableMemo):
    """The kernel's ``PlayableMemo``, but the cards of ``direct`` are checked directly and
    nothing is kept for them: their requirement reads what changes at every turn, so a kept
    answer would seldom be asked again (and a check on the memo's spy costs about five
    direct ones)."""

    def __init__(self, game: Hallertau, direct: frozenset[str]) -> None:
        super().__init__(game)
        self.direct = direct

    def one(self, d: Table, seat: int, card: str) -> bool:
        """Whether ``seat`` may play ``card`` now: ``self(d, seat, [card])`` without the
        lists when a kept answer is found (``may_hold_playable`` asks one card at a time);
        else the kernel's memo answers (``PlayableMemo.__call__``)."""
        memo = self.memo.get(seat)
        entries = None if memo is None else memo.get(card)
        if entries is not None:
            for read, table in entries:
                try:
                    ok = table.get(read(d))
                except LookupError:  # an index or entry read before is gone: check again
                    continue
                if ok is not None:
                    return ok
        return bool(super().__call__(d, seat, (card,)))  # what else the kernel's memo does

    def hand(
        self,
        d: Table,
        seat: int,
        hand: list[str],
        allowed: frozenset[str],
        play: Mapping[str, int],
    ) -> tuple[int, ...]:
        """The play ids of the cards of ``hand`` in ``allowed`` (each once, in the hand's
        order) that ``seat`` may play now: ``PlayableMemo.__call__`` in one pass, without
        the lists between."""
        memo = self.memo.get(seat)
        if memo is None:
            memo = self.memo[seat] = {}
        out: list[int] = []
        for card in hand:
            if card not in allowed:
                continue
            entries = memo.get(card)
            if entries is not None:
                for read, table in entries:
                    try:
                        ok = table.get(read(d))
                    except LookupError:  # an index or entry read before is gone
                        continue
                    if ok is not None:
                        break
                else:
                    ok = self.recall(d, seat, card)
                    if ok is None:
                        ok = self.check(d, seat, card)
            else:
                ok = self.recall(d, seat, card)
                if ok is None:
                    ok = self.check(d, seat, card)
            if ok:
                i = play[card]
                if i not in out:  # a card twice in a hand is listed once
                    out.append(i)
        return tuple(out)

    def check(self, d: Table, seat: int, card: str) -> bool:
        if card in self.direct:
            return can_play(self.game, d, seat, card)
        return super().check(d, seat, card)


def direct_cards(cards: Iterable[Card]) -> frozenset[str]:
    """The cards whose requirement (``if``, cost or a tier's) names a word of ``TURN_WORDS``,
    checked directly by the ``WindowMemo`` (the action board changes at every turn)."""

    def names(x: object) -> bool:
        if isinstance(x, dict):
            return any(k in TURN_WORDS or names(v) for k, v in x.items())
        if isinstance(x, list | tuple):
            return any(names(v) for v in x)
        return False

    return frozenset(
        c.id
        for c in cards
        if names(c.if_) or names(c.cost) or any(names(a.tiers) for a in c.abilities)
    )


def opt_respond(g: Hallertau, d: HData, t: Respond) -> list[int]:
    if t.cards == UNLISTED:  # left out while a history replays (``op_window``)
        return [*playable_ids(g, d, t.seat, t.window), g.ids.pass_]
    return [*t.cards, g.ids.pass_]


def do_respond(g: Hallertau, d: HData, t: Respond, a: Action) -> None:
    p = t.seat
    if isinstance(a, Pass):  # the window goes on with the rest (its ``op_window`` at once)
        if t.rest:
            ask_window(g, d, t.window, t.rest)
        return
    assert isinstance(a, Play)
    d.tasks.append(card_window(t.window, (p, *t.rest)))
    card = a.card
    tiers = open_tiers(g, d, p, card) if card in g.runtime.tiers else [-1]
    if len(tiers) > 1:  # L705: any met tier, not only the highest
        d.tasks.append(PickTier(p, card, tuple(tiers)))
    else:
        play_card(g, d, p, card, tiers[0])


def play_card(g: Hallertau, d: HData, p: int, card: str, tier: int) -> None:
    """L661, L691-L699: pay the cost (the card's, then its tier's), lay the card face up,
    resolve its effects top to bottom (the tier's, then the card's: the card runtime's
    ``play_tasks``); a bonus card played in phase 3 pays its income at once (L693)."""
    v = own(d, p)
    v.hand.remove(card)
    v.played.append(card)
    tasks = play_tasks(g, p, card, tier)
    if d.phase == INCOME:
        for ref in g.runtime.phase_of.get((card, "income"), ()):
            effects = g.runtime.do_of[ref]
            if g.effects[effects]:
                tasks.append(RunEffects(p, effects))
    later(d, *tasks, CardPlayed(p, card))
