"""The words of Hallertau's cards (docs/cards.md, "Hallertau cards"): what the vocabulary
declares beyond the kernel's (``card_vocabulary``: primitives, expressions, conditions, cost
types, events), the names they use (decks, rows, moments, recent events, tallies), the field
filters the words share, and the structural checks of a card (``check_card``). What the words
do is ``cardlang.py`` (expressions, conditions), ``cardcosts.py`` and ``cardeffects.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from boardrules.actions import Action

from .state import CROPS, EMPTY, GOODS, content_of, field, row_of

DECKS = ("starter", "court", "bonus", "point")
ROWS = (2, 3, 4, 5)
CROP_IDS = tuple(range(len(CROPS)))
# every field code: empty or planted in each row, and the double crop fields of 627
FIELD_CODES = tuple(field(r, c) for r in ROWS for c in range(len(GOODS) + 1)) + tuple(
    field(r, g + 1, True) for r in ROWS for g in CROP_IDS
)
Handlers = tuple[Callable[[Any, Any], list[int]], Callable[[Any, Any, Action], None]]
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
# the numbers an event carries (Hallertau.announce's payload; a good, craft, card or space is
# a name, not a number): read by {event: {event: E, get: F}} and {var: F}
PAYLOADS: dict[str, tuple[str, ...]] = {
    "tools_traded": ("n",),
    "tools_gained": ("n",),
    "sheep_gained": ("n",),
    "field_gained": ("row",),
    "harvested": ("n",),
    "quarter_workers": ("n",),
}


def card_vocabulary(space_ids: Sequence[str]) -> dict[str, Any]:
    """The game's words for ``Vocabulary`` (primitives, expressions, conditions, costs)."""
    spaces = ("enum", tuple(space_ids))
    n_expr = ("expr", True)
    return {
        "primitives": {
            "gain_field": ("map", {"row": (("enum", ROWS), True), "n": ("expr", False)}),
            "gain_fields": ROW_LIST,
            "draw": ("map", {"deck": (("enum", DECKS), True), "n": ("expr", False)}),
            "one_of": "resources",
            "pick_goods": (
                "map",
                {
                    "n": n_expr,
                    "of": (GOOD_LIST, False),
                    "mode": (("enum", ("distinct", "same", "any")), False),
                    "then_sow": ("int", False),
                },
            ),
            "sow": (
                "or",
                "int",
                ("map", {"n": n_expr, "goods": (GOOD_LIST, False), "double": ("bool", False)}),
            ),
            "harvest": "int",
            "reharvest": "int",
            "move_fields": (
                "map",
                {
                    "which": (("enum", ("empty", "planted", "any")), True),
                    "n": (("or", "int", ("enum", ("all",))), True),
                    "to": (("enum", ROWS), False),
                },
            ),
            "move_sheep": ("map", {"n": ("int", True), "same": ("bool", False)}),
            "raise_to": ("map", {"good": (("enum", GOODS), True), "to": n_expr}),
            "exchange": ("map", {"give": ("resources", True), "get": ("resources", True)}),
            "clear_space": ("enum", ("all", "top", "pool")),
            "remove_rows": ("list", spaces),
            "use_space": ("enum", ("supply", "row2")),
            "advance_craft": "int",
            "push_boulders": "int",
            "move_workers": ("enum", (3,)),
            "pay_instead": ("enum", ("jewelry",)),
        },
        "expressions": {
            "fields": (
                "map",
                {"rows": (ROW_LIST, False), "planted": (("or", "bool", ("enum", GOODS)), False)},
            ),
            "sheep_on": ("or", ("enum", SHEEP_WHERE), ("map", {"rounds": (("list", "int"), True)})),
            "played": ("enum", ("all", "max_deck", *DECKS)),
            "hand": ("enum", HAND_WHAT),
            "space_workers": spaces,
            "spaces": ("or", ("enum", ("full",)), ("map", {"holding": ("int", True)})),
            "this_phase": ("enum", PHASE_TALLIES),
            "recent_max": ("enum", RECENT_EVENTS),
            "max_good": GOOD_LIST,
            "at_least_zero": "expr",
        },
        "conditions": {
            "recent": (
                "map",
                {"event": (("enum", RECENT_EVENTS), True), "is": (("list", "any"), False)},
            ),
            "drawn_and_played": "bool",
        },
        "cost_types": {
            "fields": ("map", {"n": n_expr, "rows": (ROW_LIST, False), "planted": ("bool", False)}),
            "one_type": ("map", {"n": n_expr, "of": (GOOD_LIST, False)}),
            "each_type": ("map", {"n": n_expr, "k": ("int", True), "of": (GOOD_LIST, False)}),
            "hand_cards": ("map", {"n": ("int", True), "deck": (("enum", DECKS), False)}),
            "planted_good": "int",
            "harvested": "resources",
            "down_to": ("map", {"n": ("int", True), "of": (GOOD_LIST, False)}),
            "sheep_back": "int",
        },
        "events": RECENT_EVENTS,
    }


def goods_of(names: Sequence[str] | None) -> tuple[int, ...]:
    return tuple(GOODS.index(g) for g in names) if names else CROP_IDS


def matches(code: int, rows: Sequence[int], planted: Any) -> bool:
    """A field filter: its row among ``rows`` (all if empty); ``planted`` true/false or a good."""
    if rows and row_of(code) not in rows:
        return False
    c = content_of(code)
    if planted is None:
        return True
    if isinstance(planted, str):
        return c == GOODS.index(planted) + 1
    return (c != EMPTY) == bool(planted)


def check_card(card: Any) -> list[str]:
    """Structural rules of a Hallertau card the generic validator cannot see."""
    problems = []
    tiered = [ab for ab in card.abilities if ab.tiers]
    if len(tiered) > 1 or any(ab.timing != "on_play" for ab in tiered):
        problems.append("tiers belong to the one on_play ability")
    if tiered and len(tiered[0].tiers) > 6:
        problems.append("at most 6 tiers")
    return problems
