"""The words Woodcraft's data may use, and what the rules read of it beyond the file checks.

``build_vocabulary`` declares the kinds of entries (woodcraft.de.txt: the board L128-L291,
helpers L655-L712, orders L628-L653 and L1059-L1121, the solo deck L1399-L1503), resources,
counters and timings; ``check_catalog`` refuses what the rules could not run: a parameter
missing, a link or space that names no attic space, a helper without its one production
(L732-L735), a cost the game cannot read, an ability whose cost or option is never asked.
"""

from __future__ import annotations

from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary

from .cards import COUNTERS, RESOURCES, TRACKS, WORDS
from .parameters import WoodcraftParams
from .state import ACTIONS, COLORS, MATERIALS, ROWS

DIE_REQ = (
    "map",
    {
        "color": (("enum", COLORS), False),
        "colors": (("list", ("enum", COLORS)), False),
        "value": (("enum", (1, 2, 3, 4, 5, 6)), False),
    },
)
# board entries whose (one) on_play ability runs when they are gained (``on_play_tasks``)
GAINED = (
    "rim_bonus",
    "saw_bonus",
    "workshop_space",
    "order_row",
    "attic_link",
    "track_line",
    "reputation_reward",
)
# entries read for their own keys or their id alone
UNPLAYED = (
    "parameter",
    "material_offer",
    "room",
    "attic_space",
    "tool",
    "reputation_tile",
    "solo_card",
)


def build_vocabulary() -> Vocabulary:
    """The words Woodcraft's data may use: its kinds of entries, resources, counters, cost
    types, timings, events and modifiers; its own primitives are those of ``cards.WORDS``."""
    return Vocabulary(
        kinds={
            "parameter": {"value": ("any", True)},
            "rim_bonus": {
                "quarter": (("enum", (0, 1, 2, 3)), True),
                "space": (("enum", tuple(range(7))), True),
            },
            "saw_bonus": {"age": (("enum", (2, 3)), True)},
            "material_offer": {
                "material": (("enum", MATERIALS), True),
                "amount": ("int", True),
                "price": ("int", True),
            },
            "workshop_space": {
                "tile": (("enum", ("pot", "saw", "upgrade", "glue")), True),
                "place": (("enum", (1, 2, 3)), True),
                "most": (("enum", (1, 2, 3, 4)), False),
            },
            "order_row": {"row": (("enum", (1, 2, 3, 4, 5)), True)},
            "room": {
                "room": ("int", True),
                "neighbours": (("list", "int"), True),
                "income": (("enum", ("none", "hazelnut", "blueberry")), True),
                "produce": ("int", True),
            },
            "attic_space": {"needs": (("list", "str"), True)},
            "attic_link": {"between": (("list", "str"), True)},
            "track_line": {"track": (("enum", TRACKS), True), "at": ("int", True)},
            "tool": {},
            "reputation_tile": {},
            "reputation_reward": {
                "tile": ("str", True),
                "side": (("enum", ("24", "3")), True),
                "rank": (("enum", ("top", "middle", "bottom")), True),
            },
            "helper": {},
            "order": {"row": (("enum", (1, 2, 3, 4, 5)), True)},
            "special_order": {"row": (("enum", (1, 2, 3, 4, 5)), True)},
            "public_order": {},
            "solo_card": {
                "tiles": (("list", ("enum", ACTIONS)), False),
                "farthest": ("bool", False),
                "neutral": ("int", False),
                "remove_orders": (("list", ("enum", (1, 2, 3, 4))), False),
                "remove_helpers": (("list", ("enum", (1, 2, 3, 4))), False),
                "reroll": (("list", ("enum", (1, 2, 3, 4, 5, 6))), False),
            },
        },
        resources=RESOURCES,
        cost_types={"die": DIE_REQ},
        primitives=WORDS.specs("primitive"),
        counters=COUNTERS,
        phases=("produce",),
        timings=("on_play", "activated", "modifier", "phase", "whenever"),
        # a board entry's ability runs when it is gained, an order's when it is fulfilled
        # (on_play_tasks);
        # only a hired helper is owned (listens, waits to be used, modifies, produces)
        kind_timings={k: ("on_play",) for k in (*GAINED, "order", "special_order")},
        unread_keys={  # what prepare and the rules read of each kind: nothing else
            **{k: ("cost", "if", "do", "abilities", "score") for k in UNPLAYED},
            **{k: ("cost", "if", "score") for k in GAINED if k != "workshop_space"},
            "workshop_space": ("if", "score"),  # its blueberries, its gains
            "public_order": ("cost", "if", "do", "abilities"),  # its score alone
            **{k: ("if", "score") for k in ("helper", "order", "special_order")},
        },
        events=("order_fulfilled", *(f"action_{a}" for a in ACTIONS)),
        modifiers={"die_discount": "int"},
    )


def check_catalog(catalog: Catalog) -> list[Problem]:
    """What ``prepare`` reads beyond the file checks: the parameters, one order row per
    row, attic spaces named by the links, tools named by rewards, each helper's one
    production."""
    out = parameter_problems(WoodcraftParams, catalog, "a rule constant of Woodcraft")
    out += catalog.require("order_row", [f"row-{r}" for r in range(1, ROWS + 1)])
    spaces = {c.id for c in catalog.of_kind("attic_space")}
    tools = {c.id for c in catalog.of_kind("tool")}
    for c in catalog.of_kind("attic_link"):
        between = c.prop_strs("between")
        if len(between) != 2 or not set(between) <= spaces:
            out.append(catalog.problem(c, "BAD-LINK", "a link joins two attic spaces"))
    for c in catalog.of_kind("attic_space"):
        if not set(c.prop_strs("needs")) <= spaces:
            out.append(catalog.problem(c, "BAD-SPACE", "needs names attic spaces"))
    for c in catalog.of_kind("helper"):  # L732-L735: "Lasse ... deiner Helfer produzieren"
        produce = [ab for ab in c.abilities if ab.timing == "phase"]
        if len(produce) != 1:
            message = f"a helper has one phase ability, its production, not {len(produce)}"
            out.append(catalog.problem(c, "NO-PRODUCTION", message))
    for c in catalog.cards.values():  # what orders.needs and blueberries read of a cost
        allowed: tuple[str, ...]
        if c.kind in ("order", "special_order"):  # one die or one material per item
            allowed, what = ("die", *MATERIALS), "a die or a material per item"
        elif c.kind in ("helper", "workshop_space"):
            allowed, what = ("blueberry",), "blueberries"
        else:
            continue
        for item in (i for i in c.cost if isinstance(i, dict)):  # else BAD-TYPE
            amounts = [v for k, v in item.items() if k != "die"]
            if (  # one key per item: the validator's check (BAD-TYPE)
                not set(item) <= set(allowed)
                or any(isinstance(v, bool) or not isinstance(v, int) for v in amounts)
            ):
                whose = f"{'an' if c.kind[0] in 'aeiou' else 'a'} {c.kind}'s"
                message = f"{whose} cost is {what}, in whole numbers, not {item}"
                out.append(catalog.problem(c, "BAD-COST", message, "cost"))
    for c in catalog.cards.values():  # what runs as a bare do (its cost and option never asked)
        pushed = list(c.abilities[:1]) if c.kind in GAINED else []
        if c.kind in ("order", "special_order"):
            pushed = list(c.abilities)
        elif c.kind == "helper":  # hired: its immediate ability; its production
            pushed = [ab for ab in c.abilities if ab.timing in ("on_play", "phase")]
        if c.kind in GAINED and len(c.abilities) > 1:
            message = f"only the first ability's do of a {c.kind} is gained"
            out.append(catalog.problem(c, "UNREAD-ABILITY", message, "abilities"))
        for ab in pushed:
            for key in ("cost", "optional"):
                if getattr(ab, key):
                    whose = f"{'an' if c.kind[0] in 'aeiou' else 'a'} {c.kind}'s"
                    message = f"'{key}': the do of {whose} {ab.timing} ability runs alone"
                    out.append(catalog.problem(c, "UNREAD-ABILITY", message, "abilities"))
    for c in catalog.cards.values():
        for ab in c.abilities:
            for eff in ab.do:
                tool = eff.get("gain_tool") if isinstance(eff, dict) else None
                if tool is not None and tool != "any" and tool not in tools:
                    out.append(catalog.problem(c, "BAD-TOOL", f"no tool kind {tool!r}"))
    return out
