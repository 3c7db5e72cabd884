"""The data of Kleine Völker großer Garten: what its YAML may say, what the rules need of it,
and the tables the rules read (data/kleine_voelker/*.yaml).

The garden's 7 territories of 7 spaces (L253-L255, ``board.yaml``), the public and secret
projects (L548-L658, L817-L972) and the parameters of the rulebook (components L181-L198,
setup L199-L241, population L377-L382, scoring L763-L772, ``rules.yaml``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems, read_parameters
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary

from . import projects
from .cards import WORDS, slot_problems
from .parameters import KleineVoelkerParams
from .state import LANDS, UNSET

if TYPE_CHECKING:
    from .game import KleineVoelker


def vocabulary() -> Vocabulary:
    """The kinds of entry, the card words (``cards.WORDS``) and the parameters."""
    return Vocabulary(
        kinds={
            "parameter": {"value": ("any", True)},
            "territory": {"spaces": (("list", ("list", ("or", "int", "str"))), True)},
            "public_project": {},
            "secret_project": {},
        },
        resources=("inhabitants",),
        not_run=("gain", "pay", "vp_now"),  # no entry gives, takes or scores at once
        counters=("floors_left",),
        primitives=WORDS.specs("primitive"),
        expressions=WORDS.specs("expression"),
        conditions=WORDS.specs("condition"),
        events=("floor_placed",),
        payloads={"floor_placed": ("space",)},  # the space placed on (claimable)
        entry_events={"public_project": {"if": "floor_placed"}},  # claimable, L577-L602
        timings=(),  # goals only: a project's `if` and `score`, no ability
        unread_keys={
            "parameter": ("cost", "if", "score"),
            "territory": ("cost", "if", "score"),
            "public_project": ("cost",),
            "secret_project": ("cost", "if"),
        },
        parameters={
            "floors": ("dict", "int"),
            "start_inhabitants": ("map", {"first": ("int", True), "others": ("int", True)}),
            "actions_per_slot": ("dict", ("list", "int")),
            "land_tiles": "int",
            "bramble_cost": "int",
            "roofs": "int",
            "ploys": "int",
            "display": "int",
            "secret_dealt": ("map", {"dealt": ("int", True), "kept": ("int", True)}),
            "population_gain": ("map", {"sole": ("int", True), "tied": ("int", True)}),
            "default_layout": (
                "map",
                {"positions": (("list", "int"), True), "rotations": (("list", "int"), True)},
            ),
            "inhabitants_vp": ("list", ("list", "int")),
        },
    )


def problems(catalog: Catalog, min_players: int, max_players: int) -> list[Problem]:
    """What ``prepare`` and ``setup`` read beyond the file checks: the 7 territories of 7
    spaces (L253-L255), the default layout naming each of them once, floors and actions
    for every player count."""
    out = parameter_problems(KleineVoelkerParams, catalog)
    if out:
        return out  # the checks below read the parameters
    out += catalog.require("territory", [str(t) for t in range(1, 8)], "L253: 7 territories")
    for c in catalog.of_kind("territory"):
        spaces = [c.list_in("spaces", s) for s in c.prop_list("spaces")]
        good = len(spaces) == 7 and all(
            tuple(s) == ("bramble",)
            or len(s) == 2
            and s[0] in LANDS
            and isinstance(s[1], int)
            and not isinstance(s[1], bool)
            for s in spaces
        )
        if not good:
            message = "7 spaces, each [bramble] or [land, cost] with a land of " + str(LANDS)
            out.append(catalog.problem(c, "BAD-TERRITORY", message, "spaces"))
    for c in catalog.of_kind("public_project"):  # L577-L602: claimed by its pattern
        if c.if_ is None:
            message = "a public project needs 'if', the pattern that claims it"
            out.append(catalog.problem(c, "MISSING-KEY", message))
        if isinstance(c.score, bool) or not isinstance(c.score, int):
            message = f"a public project's score is its printed VP, not {c.score!r}"
            out.append(catalog.problem(c, "BAD-SCORE", message, "score"))
        for message in slot_problems(c.if_):
            out.append(catalog.problem(c, "UNKNOWN-SLOT", message, "if"))
    for c in catalog.of_kind("secret_project"):  # L613-L620: scored at the end
        if c.score is None:
            message = "a secret project needs 'score', what it is worth at the end"
            out.append(catalog.problem(c, "MISSING-KEY", message))
    for name in ("floors", "actions_per_slot"):  # what each player count is given
        param = catalog[name]
        for n in range(min_players, max_players + 1):
            value = param.prop("value")
            if not isinstance(value, dict) or n not in value:
                message = f"{name} has no value for {n} players"
                out.append(catalog.problem(param, "MISSING-KEY", message, "value"))
    layout = catalog["default_layout"]
    shape = layout.prop_map("value")
    positions = layout.ints_in("value", shape["positions"])
    rotations = layout.ints_in("value", shape["rotations"])
    for t in positions:
        out += catalog.reference(layout, "value", str(t), "territory")
    if sorted(positions) != list(range(1, 8)) or len(rotations) != 7:
        message = "positions name each territory 1..7 once; rotations are 7 numbers"
        out.append(catalog.problem(layout, "BAD-LAYOUT", message, "value"))
    return out


def read(game: KleineVoelker) -> None:
    """The tables the rules read, from ``game.catalog``: the parameters, each territory's
    printed spaces (land, number; a bramble costs its land tile's 5, L462-L467), the public
    and secret projects and the inhabitants-to-VP table (L763-L769)."""
    cat = game.catalog
    params = read_parameters(KleineVoelkerParams, cat)
    game.params = params
    game.tiles = {
        int(c.id): [
            (UNSET, params["bramble_cost"])
            if entry[0] == "bramble"
            else (LANDS.index(c.str_in("spaces", entry[0])), c.int_in("spaces", entry[1]))
            for entry in (c.list_in("spaces", e) for e in c.prop_list("spaces"))
        ]
        for c in cat.of_kind("territory")
    }
    game.publics = {c.id: c for c in cat.of_kind("public_project")}
    game.claim_tests = {c.id: projects.claim_test(game, c) for c in game.publics.values()}
    game.secrets = {c.id: c for c in cat.of_kind("secret_project")}
    game.vp_table = [tuple(row) for row in params["inhabitants_vp"]]
