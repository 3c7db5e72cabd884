"""The words Nusfjord's card files may use (``Vocabulary``): the kinds of entry (parameters,
elders L772-L940, buildings L942-L1007), the resources (L261, L730), the counters, events and
timings the game runs, its own words (``cards.WORDS``: each declared once, beside its handler)
and the shape of each rules parameter of data/nusfjord/rules.yaml.
"""

from __future__ import annotations

from boardrules.cards.vocabulary import Vocabulary

from .actions import LETTERS
from .cards import COUNTERS, WORDS
from .state import EVENT_PAYLOAD

CATEGORIES = ("whenever", "anytime", "points", "once_when", "immediate", "special")
COLUMNS = ("left", "middle", "right")
EVENTS = ("worker_placed", "fish_served", "ship_built", "building_built")


def build_vocabulary() -> Vocabulary:
    return Vocabulary(
        kinds={
            "parameter": {"value": ("any", True)},
            "elder": {
                "slots": ("int", False),
                "promo": ("bool", False),
                "replaces": ("str", False),
            },
            "building": {
                "letter": (("enum", LETTERS), True),
                "category": (("enum", CATEGORIES), True),
                "replaces": ("str", False),
                "printed_deck": ("str", False),
                "off_space": ("bool", False),
            },
        },
        resources=("wood", "fish", "gold", "guest"),
        not_run=("vp_now",),  # every point is counted at the end (L631-L635)
        # an elder is never played (on_play), nor offered at anytime windows, nor counted
        # where a building's discount is (plain_payer)
        kind_timings={"elder": ("activated", "whenever", "once_when", "phase")},
        unread_keys={  # an elder is only used (its abilities); a building is built, not played
            "parameter": ("cost", "if", "do", "abilities", "score"),
            "elder": ("cost", "if", "do", "score"),
            "building": ("if",),
        },
        counters=tuple(COUNTERS),
        primitives=WORDS.specs("primitive"),
        conditions=WORDS.specs("condition"),
        expressions=WORDS.specs("expression"),
        events=EVENTS,
        phases=("fishing",),
        timings=(
            "on_play",
            "activated",
            "anytime",
            "modifier",
            "phase",
            "whenever",
            "once_when",
        ),
        payloads=EVENT_PAYLOAD,  # cards.NusfjordCards.after_action
        modifiers={"reserves_limit": "int"},
        parameters={
            "rounds": "int",
            "wood_limit": "int",
            "reserves_limit": "int",
            "council_size": "int",
            "elder_slots": "int",
            "start_shares": ("map", {"realized": ("int", True), "unrealized": ("int", True)}),
            "realize_gold": "int",
            "clear_cut_wood": "int",
            "buy_discount": ("list", "int"),
            "banquet_start": ("dict", "int"),
            "plates": ("list", "int"),
            "ships_laid_out": ("dict", "int"),
            "ship_width": ("dict", "int"),
            "ship_vp": ("dict", "int"),
            "ship_cost": ("dict", ("list", ("dict", "int"))),
            "fishing_track": ("list", "int"),
            "harbor": (
                "map",
                {
                    "spaces": ("int", True),
                    "doubles": (("list", ("list", "int")), True),
                    "forests": (("list", "int"), True),
                },
            ),
            "action_spaces": (
                "dict",
                (
                    "map",
                    {
                        "column": (("enum", COLUMNS), True),
                        "capacity": (("list", "int"), True),
                    },
                ),
            ),
            "imitation": ("dict", ("list", "str")),
            "display": ("dict", "int"),
            "mixed_display": ("map", {"a": ("int", True), "b": ("int", True)}),
            "round_spaces": ("dict", ("dict", "int")),
            "elder_layout": ("dict", ("list", ("list", "str"))),
        },
    )
