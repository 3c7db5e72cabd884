"""Helpers for the card tests (``test_cards_*.py``): build a table, set and read what seat 0
holds, play a card and answer its decisions.

    ed = cards_table(rnd=3, phase=4, hand=["810"])
    give(ed, {"hops": 2})
    state = play_card(ed, 0, "810", choices=["take rye"])

Setting up, through the position editor (``state.edit()``, docs/positions.md): ``cards_table``
(seat 0 holds only a hand), ``table_with`` (a card and amounts as keywords; ``table_holding``:
the amounts as a dict), ``table_given`` (a card and a ``give`` dict, empty action board) each
return an editor over the table; ``give`` sets what seat 0 holds in the document's words,
``planted``, ``space`` and ``full_space`` describe fields and the action board. Every reading
and playing helper takes such an editor (or a game's data, read back from a state).

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
from tests.hallertau.helpers import (
    Editor,
    board,
    goods,
    legal,
    play,
    run,
    scheduled,
    set_goods,
    take,
    village,
    window,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import cardplay, fields
    from games.hallertau.position import PHASE_WORDS, Field
    from games.hallertau.state import (
        CRAFTS,
        GOODS,
        PHASES,
        SHEEP_PLACES,
        HData,
        field,
        take_villages,
    )
    from games.hallertau.tasks import CardWindow, Respond
else:
    from boardrules.games.hallertau import cardplay, fields
    from boardrules.games.hallertau.position import PHASE_WORDS, Field
    from boardrules.games.hallertau.state import (
        CRAFTS,
        GOODS,
        PHASES,
        SHEEP_PLACES,
        HData,
        field,
        take_villages,
    )
    from boardrules.games.hallertau.tasks import CardWindow, Respond

__all__ = [
    "GAME",
    "Amounts",
    "Have",
    "amounts",
    "answer",
    "Table",
    "can_play",
    "cards_table",
    "court_cards_at",
    "data",
    "full_space",
    "gained",
    "gains",
    "give",
    "give_data",
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
    "responding",
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
Table = Editor | HData
"""A table a helper reads or plays from: an editor over it (as set up here), or a game's data
read back from a state (``state.data``)."""


def cards_table(
    players: int = 1, rnd: int = 2, phase: int = 4, hand: Sequence[str] = (), seed: int = 0
) -> Editor:
    """An editor over a "cards" game in round ``rnd`` and ``phase`` (its number) with nothing
    scheduled: seat 0 holds exactly ``hand``, every other hand is empty, no goods, no workers.
    The cards dealt to the hands are out of the game (``removed_cards``), as are the court
    cards of the rounds gone (``court_cards_at``)."""
    decks = decks_of(hand)
    ed = helpers.GAME.new_game(players, seed, "auto", variant="cards", **decks).edit()
    court_cards_at(ed, rnd, phase)
    ed.set("round", rnd).set("phase", PHASE_WORDS[phase]).set("tasks", [])
    for seat in range(players):
        for place in (f"hand:{seat}", f"played:{seat}"):
            for card in ed.cards(place):
                ed.move(card, "removed_cards")
        goods(ed, seat).set(f"villages[{seat}].workers", 0)
    for card in hand:
        ed.move(card, "hand:0")
    return ed


def decks_of(cards: Sequence[str]) -> dict[str, int | str]:
    """The ``starter_deck`` and ``court_deck`` options of a game holding ``cards``: the default
    decks (0 and 4, L215-L216) mixed with the decks of the cards named (L818-L820), so that
    each card lies somewhere."""
    out: dict[str, int | str] = {}
    for option, default, digits in (("starter_deck", "0", "0123"), ("court_deck", "4", "4567")):
        mix = "".join(sorted({default, *(c[0] for c in cards if c[0] in digits)}))
        out[option] = int(mix) if len(mix) == 1 else mix
    return out


def court_cards_at(ed: Editor, rnd: int, phase: int) -> Editor:
    """The court cards of the stable boards of a new game's editor ``ed`` as they lie in round
    ``rnd`` and ``phase``: the card of each round gone was taken in its phase 5 (L485-L487),
    out of the game here (``removed_cards``, as the hands of a ``cards_table``); the round's
    own card lies slid off the board in phases 2-4 (L358-L360), on it before."""
    gone: list[str] = []
    for seat in range(int(ed.get("players"))):
        court = ed.get(f"villages[{seat}].court_cards_on_stable_board")
        if (slid := ed.get(f"villages[{seat}].court_card_slid_off")) is not None:
            court[0] = slid  # a new game stands in round 1, phase 4
        for r, card in enumerate(court, 1):
            if card is not None and (r < rnd or r == rnd and phase >= 5):
                gone.append(card)
                court[r - 1] = None
        beside = court[rnd - 1] if 2 <= phase <= 4 and rnd <= len(court) else None
        if beside is not None:
            court[rnd - 1] = None
        ed.set(f"villages[{seat}].court_cards_on_stable_board", court)
        ed.set(f"villages[{seat}].court_card_slid_off", beside)
    return ed.set("removed_cards", [*ed.get("removed_cards"), *gone])


def stable_cleared(d: HData) -> None:
    """The court cards of the rounds gone leave the stable boards of the data ``d`` (L485-L487:
    each is taken in phase 5 of its round); as the hands of a ``cards_table``, they are out of
    play."""
    for v in d.villages:
        for r in range(len(v.stable_cards)):
            if r + 1 < d.round or r + 1 == d.round and d.phase >= 5:
                v.stable_cards[r] = ""


def give(t: Table, have: Amounts) -> None:
    """Sets what seat 0 holds: goods, ``tool``, ``jewelry``, ``sheep`` (in the stable),
    ``fields`` (codes), ``on`` (sheep per place index), ``window`` (the community center's),
    ``hand`` (extra cards), ``played``, ``workers``; any other key is an error. On an editor
    each is written in the document's words (``villages[0].goods.hops``)."""
    if not isinstance(t, Editor):
        give_data(t, have)
        return
    me = "villages[0]"
    for item, n in have.items():
        if item in GOODS:
            t.set(f"{me}.goods.{item}", n)
        elif item in ("tool", "jewelry", "workers"):
            t.set(f"{me}.{'tools' if item == 'tool' else item}", n)
        elif item == "sheep":
            t.set(f"{me}.sheep.stable", n)
        elif item == "on":
            for i, k in n.items():
                t.set(f"{me}.sheep.{SHEEP_PLACES[i]}", k)
        elif item == "fields":
            t.set(f"{me}.fields", [str(Field.of(f)) for f in sorted(n)])
        elif item == "window":  # the house sticks to the leftmost craft
            t.set(f"{me}.crafts", dict.fromkeys(CRAFTS, n - 5))
        elif item == "hand":
            for card in n:
                t.move(card, "hand:0")
        elif item == "played":
            for card in t.cards("played:0"):
                t.move(card, "removed_cards")
            for card in n:
                t.move(card, "played:0")
        else:
            raise KeyError(item)


def give_data(d: HData, have: Amounts) -> None:
    """``give`` on a game's data (a state's, whose table a test changes before reading it back
    through ``run``)."""
    v = village(d)
    for item, n in have.items():
        if item in GOODS:
            v.goods[GOODS.index(item)] = n
        elif item == "tool":
            v.tools = n
        elif item == "jewelry":
            v.jewelry = n
        elif item == "sheep":
            v.sheep[SHEEP_PLACES.index("stable")] = n
        elif item == "on":
            for i, k in n.items():
                v.sheep[i] = k
        elif item == "fields":
            v.fields = sorted(n)
        elif item == "window":
            v.crafts = [n - 5] * len(v.crafts)
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
) -> Editor:
    """A ``cards_table`` where seat 0 holds ``card``, exactly these fields and amounts (as
    ``give`` takes them), nothing else."""
    ed = cards_table(rnd=rnd, phase=phase, hand=[card])
    give(ed, {"fields": fields, **have})
    return ed


def table_holding(card: str, have: Have, rnd: int = 4, phase: int = 4) -> Editor:
    """``table_with(card, rnd, phase, **have)`` for the amounts of a mapping (a parametrized
    case's): typed, as mypy cannot tell that the mapping's keys name no other parameter of
    ``table_with`` (``fields``)."""
    return table_with(card, rnd, phase, (), **have)


def table_given(card: str, have: Amounts, rnd: int = 2, phase: int = 4) -> Editor:
    """A ``cards_table`` with an empty action board where seat 0 holds ``card`` and ``have``
    (set by ``give``)."""
    ed = board(cards_table(rnd=rnd, phase=phase, hand=[card]))
    give(ed, have)
    return ed


def data(t: Table) -> HData:
    """The game's data of a table: an editor's read back through its position document (a
    copy of its own, which a test may change and read back through ``run``)."""
    if not isinstance(t, Editor):
        return t
    d: HData = t.state().data.clone()
    take_villages(d)
    return d


def planted(row: int, good: str) -> int:
    """The code of a field in ``row`` sown with ``good``."""
    return field(row, GOODS.index(good) + 1)


def space(t: Table, name: str, rows: Sequence[int]) -> None:
    """Action space ``name`` holds these workers, row by row from the top."""
    if not isinstance(t, Editor):
        s = GAME.space_index[name]
        t.workers_on[3 * s : 3 * s + 3] = list(rows) + [0] * (3 - len(rows))
        return
    t.set(f"action_board.{name}", [*rows, 0, 0, 0][: GAME.space_rows[GAME.space_index[name]]])


def on_space(t: Table, name: str) -> list[int]:
    """The workers on action space ``name``, row by row from the top."""
    s = GAME.space_index[name]
    return data(t).workers_on[3 * s : 3 * s + GAME.space_rows[s]]


def full_space(t: Table, rows: int) -> str:
    """A space with ``rows`` rows, every row taken (by another seat's workers)."""
    name = str(GAME.spaces[GAME.space_rows.index(rows)].id)
    space(t, name, range(1, rows + 1))
    return name


# --- reading ----------------------------------------------------------------------------------
def holdings(t: Table) -> Have:
    """What seat 0 holds (only what is not 0): goods, tools, jewelry, sheep, hand cards by
    deck."""
    v = village(data(t))
    out = dict(zip(GOODS, v.goods, strict=True))
    out.update(tool=v.tools, jewelry=v.jewelry, sheep=sum(v.sheep))
    for card in v.hand:
        deck = GAME.card_deck(card)
        out[deck] = out.get(deck, 0) + 1
    return {k: n for k, n in out.items() if n}


def amounts(t: Table, starters: bool = False) -> Amounts:
    """What seat 0 holds, zeros included: goods, tools, jewelry, sheep, fields (sorted codes)
    and the bonus and court cards in hand; with ``starters`` also the starter cards drawn
    (hand cards of decks 0 and 1: those of decks 2 and 3 are the ones played)."""
    v = village(data(t))
    out: Amounts = dict(zip(GOODS, v.goods, strict=True))
    out.update(tool=v.tools, jewelry=v.jewelry, sheep=sum(v.sheep), fields=sorted(v.fields))
    decks = ("starter", "court", "bonus") if starters else ("bonus", "court")
    for deck in decks:
        out[deck] = sum(1 for c in v.hand if GAME.card_deck(c) == deck and c[0] not in "23")
    return out


def stock(t: Table) -> Have:
    """What seat 0 holds but cards, zeros included: goods, tools, jewelry, sheep and the
    number of fields."""
    v = village(data(t))
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


def can_play(t: Table, seat: int, card: str) -> bool:
    return GAME.ids.play[card] in cardplay.playable(GAME, data(t), seat)


def open_tiers(t: Table, card: str) -> list[int]:
    """The tiers of ``card`` that seat 0 may choose."""
    return runtime.open_tiers(GAME, data(t), 0, card)


# --- playing ----------------------------------------------------------------------------------
def responding(t: Table, seat: int = 0) -> State:
    """The table with the card window that closes its phase open, asking ``seat`` (L661:
    cards may be played at any time): on an editor, the document's ``tasks``."""
    if not isinstance(t, Editor):
        return run(t, window(t, seat))
    word = str(t.get("phase"))
    return scheduled(t, CardWindow(word if word in PHASES else "end", (seat,)))


def start(t: Table, card: str) -> State:
    """Seat 0 plays ``card`` in a response window; the card's decisions come next."""
    return play(responding(t), f"play {card}")


def answer(state: State, *moves: str) -> State:
    """Plays ``moves`` (the card's decisions), then passes the window if it asks again."""
    state = play(state, *moves)
    if not state.is_terminal and state.data.tasks and isinstance(state.data.tasks[-1], Respond):
        state = play(state, "pass")
    return state


def play_card(t: Table, seat: int, card: str, choices: Sequence[str] = ()) -> State:
    """Plays ``card`` from ``seat``'s hand (put there first if it lies elsewhere) and answers
    the decisions it asks with ``choices`` (``choose 1`` for a tier, ``pay sheep stable``,
    ``take rye``...); then passes."""
    if isinstance(t, Editor):
        if card not in t.cards(f"hand:{seat}"):
            t.move(card, f"hand:{seat}")
    elif card not in t.villages[seat].hand:
        take(t, card)
        t.villages[seat].hand.append(card)
    state = responding(t, seat)
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


def harvested(t: Table) -> HData:
    """Phase 7 of the table has run: every planted field gave its row's number (L504-L515).
    The harvest's work alone, on the table's data (no window after it)."""
    d = data(t)
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
