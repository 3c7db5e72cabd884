"""Helpers for the card tests (``test_cards_*.py``): build a table, set and read what seat 0
holds, play a card and answer its decisions.

    d = cards_table(rnd=3, phase=4, hand=["810"])
    set_goods(village(d), hops=2)
    state = play_card(d, 0, "810", choices=["take rye"])

Setting up: ``cards_table`` (seat 0 holds only a hand), ``table_with`` (a card and amounts as
keywords; ``table_holding``: the amounts as a dict), ``table_given`` (a card and a ``give``
dict, empty action board); ``give`` sets what seat 0 holds, ``planted`` and ``space`` describe
fields and the action board.

Reading: ``holdings`` (only what is not 0, hand cards by deck), ``amounts`` (everything, zeros
included, fields as codes), ``stock`` (everything but cards, fields counted); ``gained`` diffs two
``amounts``.

Playing: ``play_card`` plays a card and answers its decisions; ``start`` only plays it and
``answer`` answers the rest. ``settled`` checks nothing is pending any more; ``settled_passing``
first passes the windows a drawn card opens. Write the assertions yourself, against the card
text.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from boardrules import State
from boardrules.cards import runtime
from tests.hallertau import helpers
from tests.hallertau.helpers import legal, play, run, set_goods, take, village, window

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import cardplay, fields
    from games.hallertau.state import GOODS, STABLE, HData, field, take_villages
    from games.hallertau.tasks import Respond
else:
    from boardrules.games.hallertau import cardplay, fields
    from boardrules.games.hallertau.state import GOODS, STABLE, HData, field, take_villages
    from boardrules.games.hallertau.tasks import Respond

__all__ = [
    "GAME",
    "Amounts",
    "Have",
    "amounts",
    "answer",
    "can_play",
    "cards_table",
    "full_space",
    "gained",
    "gains",
    "give",
    "harvested",
    "holdings",
    "income",
    "legal",
    "on_space",
    "open_tiers",
    "open_tiers_for",
    "planted",
    "play",
    "play_card",
    "random_game",
    "refused",
    "run",
    "set_goods",
    "settled",
    "settled_passing",
    "space",
    "stable_cleared",
    "start",
    "stock",
    "table_given",
    "table_holding",
    "table_with",
    "take",
    "village",
    "window",
]

GAME = helpers.GAME

Have = dict[str, int]
"""Amounts by item: goods, ``tool``, ``jewelry``, ``sheep``, and hand cards by deck."""

Amounts = dict[str, Any]
"""Like ``Have``, but ``fields`` is a list of field codes (and ``give`` takes more keys)."""


# --- setting up -------------------------------------------------------------------------------
def cards_table(
    players: int = 1, rnd: int = 2, phase: int = 4, hand: Sequence[str] = (), seed: int = 0
) -> HData:
    """A "cards" game's data in round ``rnd`` and ``phase`` with nothing scheduled: seat 0
    holds exactly ``hand``, every other hand is empty, no goods, no workers."""
    d: HData = GAME.new_game(players, seed, variant="cards").data.clone()
    d.round, d.phase, d.tasks = rnd, phase, []
    take_villages(d)  # the villages are this table's own (a new stack is a new mark)
    for v in d.villages:
        v.hand, v.played, v.workers = [], [], 0
        v.goods = [0] * len(GOODS)
    stable_cleared(d)
    for card in hand:
        take(d, card)
        d.villages[0].hand.append(card)
    return d


def stable_cleared(d: HData) -> None:
    """The court cards of the rounds gone leave the stable boards (L485-L487: each is taken
    in phase 5 of its round); as the hands of a ``cards_table``, they are out of play."""
    for v in d.villages:
        for r in range(len(v.stable_cards)):
            if r + 1 < d.round or r + 1 == d.round and d.phase >= 5:
                v.stable_cards[r] = ""


def give(d: HData, have: Amounts) -> None:
    """Sets what seat 0 holds: goods, ``tool``, ``jewelry``, ``sheep`` (in the stable),
    ``fields`` (codes), ``on`` (sheep per place index), ``window`` (the community center's),
    ``hand`` (extra cards), ``played``, ``workers``; any other key is an error."""
    v = village(d)
    for item, n in have.items():
        if item in GOODS:
            v.goods[GOODS.index(item)] = n
        elif item == "tool":
            v.tools = n
        elif item == "jewelry":
            v.jewelry = n
        elif item == "sheep":
            v.sheep[STABLE] = n
        elif item == "on":
            for i, k in n.items():
                v.sheep[i] = k
        elif item == "fields":
            v.fields = sorted(n)
        elif item == "window":
            v.crafts = [n - 5] * len(v.crafts)  # the house sticks to the leftmost craft
        elif item == "hand":
            for card in n:
                take(d, card)
                v.hand.append(card)
        elif item == "played":
            v.played = []
            for card in n:
                take(d, card)
                v.played.append(card)
        elif item == "workers":
            v.workers = n
        else:
            raise KeyError(item)


def table_with(
    card: str, rnd: int = 4, phase: int = 4, fields: Sequence[int] = (), **have: int
) -> HData:
    """A ``cards_table`` where seat 0 holds ``card``, exactly these fields and amounts (as
    ``give`` takes them), nothing else."""
    d = cards_table(rnd=rnd, phase=phase, hand=[card])
    village(d).fields = sorted(fields)
    give(d, have)
    return d


def table_holding(card: str, have: Have, rnd: int = 4, phase: int = 4) -> HData:
    """``table_with(card, rnd, phase, **have)`` for the amounts of a mapping (a parametrized
    case's): typed, as mypy cannot tell that the mapping's keys name no other parameter of
    ``table_with`` (``fields``)."""
    return table_with(card, rnd, phase, (), **have)


def table_given(card: str, have: Amounts, rnd: int = 2, phase: int = 4) -> HData:
    """A ``cards_table`` with an empty action board where seat 0 holds ``card`` and ``have``
    (set by ``give``)."""
    d = cards_table(rnd=rnd, phase=phase, hand=[card])
    d.workers_on = [0] * len(d.workers_on)
    give(d, have)
    return d


def planted(row: int, good: str) -> int:
    """The code of a field in ``row`` sown with ``good``."""
    return field(row, GOODS.index(good) + 1)


def space(d: HData, name: str, rows: Sequence[int]) -> None:
    """Action space ``name`` holds the workers of these seats, row by row from the top."""
    s = GAME.space_index[name]
    d.workers_on[3 * s : 3 * s + 3] = list(rows) + [0] * (3 - len(rows))


def on_space(d: HData, name: str) -> list[int]:
    """The seats whose workers are on action space ``name``, row by row from the top."""
    s = GAME.space_index[name]
    return d.workers_on[3 * s : 3 * s + GAME.space_rows[s]]


def full_space(d: HData, rows: int) -> str:
    """A space with ``rows`` rows, every row taken (by another seat's workers)."""
    s = GAME.space_rows.index(rows)
    d.workers_on[3 * s : 3 * s + rows] = list(range(1, rows + 1))
    return str(GAME.spaces[s].id)


# --- reading ----------------------------------------------------------------------------------
def holdings(d: HData) -> Have:
    """What seat 0 holds (only what is not 0): goods, tools, jewelry, sheep, hand cards by
    deck."""
    v = village(d)
    out = dict(zip(GOODS, v.goods, strict=True))
    out.update(tool=v.tools, jewelry=v.jewelry, sheep=sum(v.sheep))
    for card in v.hand:
        deck = GAME.card_deck(card)
        out[deck] = out.get(deck, 0) + 1
    return {k: n for k, n in out.items() if n}


def amounts(d: HData, starters: bool = False) -> Amounts:
    """What seat 0 holds, zeros included: goods, tools, jewelry, sheep, fields (sorted codes)
    and the bonus and court cards in hand; with ``starters`` also the starter cards drawn
    (hand cards of decks 0 and 1: those of decks 2 and 3 are the ones played)."""
    v = village(d)
    out: Amounts = dict(zip(GOODS, v.goods, strict=True))
    out.update(tool=v.tools, jewelry=v.jewelry, sheep=sum(v.sheep), fields=sorted(v.fields))
    decks = ("starter", "court", "bonus") if starters else ("bonus", "court")
    for deck in decks:
        out[deck] = sum(1 for c in v.hand if GAME.card_deck(c) == deck and c[0] not in "23")
    return out


def stock(d: HData) -> Have:
    """What seat 0 holds but cards, zeros included: goods, tools, jewelry, sheep and the
    number of fields."""
    v = village(d)
    out = dict(zip(GOODS, v.goods, strict=True))
    out.update(tool=v.tools, jewelry=v.jewelry, sheep=sum(v.sheep), fields=len(v.fields))
    return out


def gained(before: Amounts, after: Amounts) -> Amounts:
    """What changed between two ``amounts``, as differences (fields: the codes added)."""
    out: Amounts = {
        k: after[k] - before[k] for k in before if k != "fields" and after[k] != before[k]
    }
    new = list(after["fields"])
    for f in before["fields"]:
        if f in new:
            new.remove(f)
    if new:
        out["fields"] = new
    return out


def can_play(d: HData, seat: int, card: str) -> bool:
    return GAME.ids.play[card] in cardplay.playable(GAME, d, seat)


def open_tiers(d: HData, card: str) -> list[int]:
    """The tiers of ``card`` that seat 0 may choose."""
    return runtime.open_tiers(GAME, d, 0, card)


# --- playing ----------------------------------------------------------------------------------
def start(d: HData, card: str) -> State:
    """Seat 0 plays ``card`` in a response window; the card's decisions come next."""
    return play(run(d, window(d)), f"play {card}")


def answer(state: State, *moves: str) -> State:
    """Plays ``moves`` (the card's decisions), then passes the window if it asks again."""
    state = play(state, *moves)
    if not state.is_terminal and state.data.tasks and isinstance(state.data.tasks[-1], Respond):
        state = play(state, "pass")
    return state


def play_card(d: HData, seat: int, card: str, choices: Sequence[str] = ()) -> State:
    """Plays ``card`` from ``seat``'s hand and answers the decisions it asks with ``choices``
    (``choose 1`` for a tier, ``pay sheep stable``, ``take rye``...); then passes."""
    if card not in d.villages[seat].hand:
        take(d, card)
        d.villages[seat].hand.append(card)
    state = run(d, window(d, seat))
    assert f"play {card}" in legal(state), f"{card} is not playable: {legal(state)}"
    return answer(play(state, f"play {card}"), *choices)


def settled(state: State) -> State:
    """The card is resolved: nothing is pending any more."""
    assert not state.data.tasks, legal(state)
    return state


def settled_passing(state: State) -> State:
    """Like ``settled``, after passing the windows still open (a drawn card that is playable
    at once)."""
    while state.data.tasks and isinstance(state.data.tasks[-1], Respond):
        state = play(state, "pass")
    return settled(state)


def gains(card: str, have: Amounts, answers: Sequence[str], **where: int) -> Amounts:
    """Plays ``card`` from ``table_given(card, have, **where)``, answers with ``answers`` and
    returns what it gained (``amounts`` with starters)."""
    d = table_given(card, have, **where)
    before = amounts(d, starters=True)
    after = settled_passing(play_card(d, 0, card, answers))
    return gained(before, amounts(after.data, starters=True))


def refused(card: str, have: Amounts, **where: int) -> bool:
    """``card`` is not playable from ``table_given(card, have, **where)``."""
    return not can_play(table_given(card, have, **where), 0, card)


def open_tiers_for(card: str, have: Amounts, **where: int) -> list[int]:
    """The open tiers of ``card`` on ``table_given(card, have, **where)``."""
    return open_tiers(table_given(card, have, **where), card)


def income(state: State, *choices: str) -> State:
    """Phase 3 of the next round: the played cards' income, answered with ``choices``."""
    d = state.data.clone()
    d.round, d.phase, d.tasks = d.round + 1, 3, []
    stable_cleared(d)
    cardplay.phase_income(GAME, d)
    return play(run(d), *choices)


def harvested(d: HData) -> HData:
    """Phase 7 of the table has run: every planted field gave its row's number (L504-L515)."""
    fields.phase_harvest(GAME, d)
    return d


def random_game(seed: int, court_deck: int) -> State:
    """A cards game with ``court_deck`` played by random legal moves (at most 5000): 1-4
    players and the starter deck by ``seed``."""
    state = GAME.new_game(1 + seed % 4, seed=seed, starter_deck=seed % 4, court_deck=court_deck)
    pick = random.Random(seed)
    for _ in range(5000):
        if state.is_terminal:
            break
        state = state.apply(pick.choice(state.legal_actions()))
    return state
