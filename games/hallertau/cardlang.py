"""Hallertau's card expressions, conditions and counters (docs/cards.md, "Hallertau cards";
how to encode a card: docs/games/hallertau-cards.md), each registered in the table of words
(``words.WORDS``) beside the function that computes it.

A card's top part is a requirement (``if``, only checked, L667-L681) and/or a cost (``cost``,
paid exactly, L683-L689); its numbers read the table through these forms: fields by row and
crop, sheep per place, cards played or held by deck, workers on the action board, this phase's
totals, the seat's recent events ("you just ...") and the counters (``{count: name}``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from boardrules.effects import evaluate
from boardrules.tasks import Env

from . import crafts
from .board import SPACES
from .state import CROPS, DECKS, EMPTY, GOODS, STABLE, HData, Recent, Tally, Village, content_of
from .words import (
    GOOD_LIST,
    HAND_WHAT,
    PHASE_TALLIES,
    RECENT_EVENTS,
    ROW_LIST,
    SHEEP_WHERE,
    WORDS,
    matches,
)

if TYPE_CHECKING:
    from .cardwords import HallertauCards
    from .game import Hallertau

SPACE_NAME = ("enum", tuple(sorted(SPACES)))  # an action space's id

# the counters of the vocabulary (`{count: name}`) beyond the goods: (game, data, village)
COUNTERS: dict[str, Callable[[Hallertau, HData, Village], int]] = {
    "round": lambda g, d, v: d.round,
    "window_number": lambda g, d, v: crafts.workers_shown(g, v),  # L559, A4: the community center's
    "sheep": lambda g, d, v: sum(v.sheep),
    "sheep_in_stable": lambda g, d, v: v.sheep[STABLE],
    "fields": lambda g, d, v: len(v.fields),
    "empty_fields": lambda g, d, v: sum(1 for f in v.fields if content_of(f) == EMPTY),
    "planted_fields": lambda g, d, v: sum(1 for f in v.fields if content_of(f) != EMPTY),
    "tools": lambda g, d, v: v.tools,
    "jewelry": lambda g, d, v: v.jewelry,
    "workers": lambda g, d, v: v.workers,
    "crops": lambda g, d, v: sum(v.goods[: len(CROPS)]),  # the crops are the first goods
    "played_cards": lambda g, d, v: len(v.played),
    "craft_gap": lambda g, d, v: max(v.crafts) - min(v.crafts),
}


@WORDS.expression(
    "fields",
    ("map", {"rows": (ROW_LIST, False), "planted": (("or", "bool", ("enum", GOODS)), False)}),
    "the seat's fields in those rows, planted (or with that good) or empty",
)
def fields(rules: HallertauCards, d: HData, p: int, arg: Any, env: Env) -> int:
    rows, planted = arg.get("rows", ()), arg.get("planted")
    return sum(1 for f in d.villages[p].fields if matches(f, rows, planted))


@WORDS.expression(
    "sheep_on",
    ("or", ("enum", SHEEP_WHERE), ("map", {"rounds": (("list", "int"), True)})),
    "sheep on the court cards (of rounds), in the stable, on the fullest card... (A15, A16)",
)
def sheep_on(rules: HallertauCards, d: HData, p: int, where: Any, env: Env) -> int:
    v = d.villages[p]
    # court cards still on the stable board (A15): this round's until phase 2 takes it (L358)
    cards = range(d.round - 1 if d.phase < 2 else d.round, STABLE)
    if isinstance(where, dict):
        return sum(v.sheep[r - 1] for r in where["rounds"] if 1 <= r <= 6)
    if where == "stable":
        return v.sheep[STABLE]
    if where == "cards":
        return sum(v.sheep[:STABLE])
    if where == "max_card":
        return max(v.sheep[:STABLE])
    if where == "occupied_cards":
        return sum(1 for i in range(STABLE) if v.sheep[i])
    if where == "empty_cards":
        return sum(1 for i in cards if not v.sheep[i])
    # next_card: the card removed in the next phase 2 (L356): round r+1's, or this
    # round's card while phase 2 has not come yet
    nxt = d.round - 1 if d.phase < 2 else d.round
    return v.sheep[nxt] if 0 <= nxt < STABLE else 0


def count_cards(g: Hallertau, cards: Sequence[str], what: str) -> int:
    if what == "all":
        return len(cards)
    decks = [g.deck_of[c] for c in cards]
    if what == "non_starter":
        return sum(1 for k in decks if k != "starter")
    if what == "max_deck":
        return max((decks.count(k) for k in DECKS), default=0)
    return decks.count(what)


@WORDS.expression(
    "played",
    ("enum", ("all", "max_deck", *DECKS)),
    "the seat's cards played (of a deck, or of its largest deck)",
)
def played(rules: HallertauCards, d: HData, p: int, what: Any, env: Env) -> int:
    return count_cards(rules.game, d.villages[p].played, what)


@WORDS.expression("hand", ("enum", HAND_WHAT), "the seat's hand cards (of a deck)")
def hand(rules: HallertauCards, d: HData, p: int, what: Any, env: Env) -> int:
    return count_cards(rules.game, d.villages[p].hand, what)


@WORDS.expression("space_workers", SPACE_NAME, "the workers on an action space (A30)")
def space_workers(rules: HallertauCards, d: HData, p: int, space: Any, env: Env) -> int:
    s = rules.game.space_index[space]
    return sum(d.workers_on[3 * s : 3 * s + 3])


@WORDS.expression(
    "spaces",
    ("or", ("enum", ("full",)), ("map", {"holding": ("int", True)})),
    "the action spaces that are full, or hold exactly that many workers",
)
def spaces(rules: HallertauCards, d: HData, p: int, arg: Any, env: Env) -> int:
    on = d.workers_on
    spans = rules.game.space_spans
    if arg == "full":
        return sum(1 for a, b in spans if all(on[a:b]))
    if isinstance(arg, dict):
        n = arg["holding"]
        return sum(1 for a, b in spans if sum(on[a:b]) == n)
    return 0


def harvested(x: int) -> Callable[[Tally], int]:
    """This phase's harvest of good ``x``."""
    return lambda t: t.harvest[x]


# the totals `this_phase` names, read from the seat's ``Tally``
TALLIES: dict[str, Callable[[Tally], int]] = {
    "tools": lambda t: t.tools,
    "harvest": lambda t: sum(t.harvest),
    "harvest_max_crop": lambda t: max(t.harvest[: len(CROPS)]),
    "steps_max": lambda t: max(t.steps),
    "quarter_max": lambda t: max(t.quarter),
    **{f"harvest_{good}": harvested(x) for x, good in enumerate(GOODS)},
}
assert set(TALLIES) == set(PHASE_TALLIES)


@WORDS.expression("this_phase", ("enum", PHASE_TALLIES), "a total of the seat in this phase")
def this_phase(rules: HallertauCards, d: HData, p: int, key: Any, env: Env) -> int:
    return TALLIES[key](d.villages[p].tally)


@WORDS.expression(
    "recent_max", ("enum", RECENT_EVENTS), "the largest number a recent event of the seat carried"
)
def recent_max(rules: HallertauCards, d: HData, p: int, event: Any, env: Env) -> int:
    return max((e.number for e in d.villages[p].recent if e.event == event), default=0)


@WORDS.expression("max_good", GOOD_LIST, "the most of one of those goods the seat holds")
def max_good(rules: HallertauCards, d: HData, p: int, goods: Any, env: Env) -> int:
    v = d.villages[p]
    return max(v.goods[GOODS.index(x)] for x in goods)


@WORDS.expression("at_least_zero", "expr", "the expression, or 0 if it is negative (212, 219)")
def at_least_zero(rules: HallertauCards, d: HData, p: int, expr: Any, env: Env) -> int:
    return max(0, evaluate(rules, d, p, expr, env))


@WORDS.condition(
    "recent",
    ("map", {"event": (("enum", RECENT_EVENTS), True), "is": (("list", "any"), False)}),
    'the seat "just" had that event (this turn or phase, A13), with one of those values',
)
def recent(rules: HallertauCards, d: HData, p: int, arg: Any, env: Env) -> bool:
    event = arg["event"]
    wanted = arg.get("is", ())
    return any(
        e.event == event and (not wanted or any(is_named(e, x) for x in wanted))
        for e in d.villages[p].recent
    )


def is_named(e: Recent, wanted: object) -> bool:
    """Whether an event is the one a card names: a word names the thing it named (a space, a
    card, a good), a number the number it carried."""
    if isinstance(wanted, int) and not isinstance(wanted, bool):
        return e.number == wanted
    return isinstance(wanted, str) and e.name == wanted


@WORDS.condition(
    "drawn_and_played",
    "bool",
    "the card just played was (true) or was not (false) drawn this turn or phase (712)",
)
def drawn_and_played(rules: HallertauCards, d: HData, p: int, arg: Any, env: Env) -> bool:
    events = d.villages[p].recent
    drawn = {e.name for e in events if e.event == "card_drawn"}
    played = [e.name for e in events if e.event == "card_played"]
    return bool(played) and (played[-1] in drawn) == arg
