"""The table of Hallertau's card words (docs/cards.md, "Hallertau cards") and the names they use.

``WORDS`` is the game's ``Lexicon``: each primitive, expression form and condition form is
registered beside the function that runs it (primitives in ``cardeffects.py``, expressions and
conditions in ``cardlang.py``), with its parameter spec and a line of docs; the vocabulary
(``cardwords.card_vocabulary``), ``boardrules vocab`` and the runtime read that one table.

Here are the names the words share: the moments and phase bars an on-play ability's
``window`` may name (L709-L717, L848; 222, 328), the events a seat remembers (``recent``),
the phase totals (``this_phase``), and the field filters; and the structural checks of a card
(``check_card``).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from boardrules.cards.lexicon import Lexicon
from boardrules.cards.schema import Card

from .state import CROP_IDS, DECKS, EMPTY, GOODS, PHASES, ROWS, content_of, row_of

WORDS = Lexicon()

GOOD_LIST = ("list", ("enum", GOODS))
ROW_LIST = ("list", ("enum", ROWS))
SHEEP_WHERE = ("cards", "stable", "max_card", "occupied_cards", "empty_cards", "next_card")
HAND_WHAT = ("all", "non_starter", *DECKS)
PHASE_TALLIES = (
    "tools",
    "harvest",
    "harvest_max_crop",
    "steps_max",
    "quarter_max",
    *(f"harvest_{g}" for g in GOODS),
)
# moment windows: an on_play ability's `window` naming the one moment the card may be played
# at; no other card is offered there. before_last_action (222, L1193-L1194): at the start of
# your phase-4 turn, if one action can spend all your workers; the action you then take must.
# using_butcher (328, L1278): while you use the butcher, before its sheep is paid.
MOMENTS = ("before_last_action", "using_butcher")


@attrs.frozen
class PhaseBar:
    """A card's phase bar (L709-L717): playable ``only`` in that phase (or in any if ""),
    and never in the phases ``excepted``."""

    only: str = ""
    excepted: tuple[str, ...] = ()


NO_BAR = PhaseBar()
# the phase bars as an on_play ability's `window` names them: only_<phase>, except_<phase>
PHASE_BARS: dict[str, PhaseBar] = {
    **{f"only_{p}": PhaseBar(only=p) for p in PHASES},
    **{f"except_{p}": PhaseBar(excepted=(p,)) for p in PHASES},
}
WINDOWS = (*PHASE_BARS, *MOMENTS)  # the words of an ability's `window`


def phase_bar(windows: Sequence[str]) -> PhaseBar:
    """The phase bar of a card whose abilities name ``windows`` (an ``only_`` bar and every
    ``except_`` bar together)."""
    bars = [PHASE_BARS[w] for w in windows if w in PHASE_BARS]
    only = next((b.only for b in bars if b.only), "")
    return PhaseBar(only, tuple(p for b in bars for p in b.excepted)) if bars else NO_BAR


RECENT_EVENTS = (
    "space_used",
    "tools_traded",
    "tools_gained",
    "sheep_gained",
    "field_gained",
    "harvested",
    "craft_advanced",
    "card_played",
    "card_drawn",
    "jewelry_out",
    "quarter_workers",
)
# the numbers an event carries (``events.announce``'s payload; a good, craft, card or space is
# a name, not a number): read by {event: {event: E, get: F}} and {var: F}
PAYLOADS: dict[str, tuple[str, ...]] = {
    "tools_traded": ("n",),
    "tools_gained": ("n",),
    "sheep_gained": ("n",),
    "field_gained": ("row",),
    "harvested": ("n",),
    "quarter_workers": ("n",),
}


def goods_of(names: Sequence[str] | None) -> tuple[int, ...]:
    return tuple(GOODS.index(g) for g in names) if names else CROP_IDS


def matches(code: int, rows: Sequence[int], planted: bool | str | None) -> bool:
    """A field filter: its row among ``rows`` (all if empty); ``planted`` true/false or a good."""
    if rows and row_of(code) not in rows:
        return False
    c = content_of(code)
    if planted is None:
        return True
    if isinstance(planted, str):
        return c == GOODS.index(planted) + 1
    return (c != EMPTY) == bool(planted)


def check_card(card: Card) -> list[str]:
    """Structural rules of a Hallertau card the generic validator cannot see."""
    problems = []
    tiered = [ab for ab in card.abilities if ab.tiers]
    if len(tiered) > 1 or any(ab.timing != "on_play" for ab in tiered):
        problems.append("tiers belong to the one on_play ability")
    if tiered and len(tiered[0].tiers) > 6:
        problems.append("at most 6 tiers")
    return problems
