"""The card language on a Woodcraft Roll & Write sheet: its words, resources and counters.

``RWCards`` tells the card runtime what a resource (a row of circles, a lantern, a chestnut,
reputation), a counter, owning a helper (L282-L298) and a lightning VP (a nut, L317-L327) mean
on this sheet. ``WORDS`` holds the game's own primitives, each beside the code that runs it and
the decisions it asks: a die gained (``gain_die``), an order taken (``take_order``, L220-L228),
a die raised or lowered (``modify_die``, helpers E and H, L488-L491, L509-L512), a material
sold (``pay_any_material``, helper B, L470-L474) or used as another (``swap_material``,
helper A, L460-L468). ``vocabulary()`` is what the card files may say.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, TypedDict

from boardrules.cards.lexicon import Lexicon
from boardrules.cards.rules import CardRules
from boardrules.cards.runtime import fire
from boardrules.cards.vocabulary import Vocabulary
from boardrules.tasks import Env

from ..woodcraft_dice import adjust, kind_of
from . import actions, svg
from .actions import die_named
from .state import COLORS, MATERIAL_ROWS, MATERIALS, ROWS, RWData, kind, own, with_item
from .tasks import (
    CHESTNUT_ONES,
    LANTERN_ONES,
    WANT_ORDERS,
    Adjust,
    AskSell,
    AskSwap,
    DieValue,
    MaterialAs,
    SellMaterial,
    SwapMaterial,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW

WORDS = Lexicon()


class DieGained(TypedDict):
    """``gain_die``'s parameters: ``{color: yellow, value: 3}`` (or ``value: choice``)."""

    color: str
    value: int | str


class DieColor(TypedDict):
    """``modify_die``'s parameters: ``{color: brown}``."""

    color: str


# a die an order asks for: {die: {color: yellow, value: 3}}
DIE_COST = (
    "map",
    {
        "color": (("enum", ("yellow", "brown", "any")), True),
        "value": (("enum", (1, 2, 3, 4, 5, 6)), True),
    },
)
# "n dice of a colour whose values total at least / at most ..." (issue 15): a requirement the
# player pays die by die (GiveDie), e.g. {dice: {n: 2, color: yellow, at_least: 9}}
DICE_COST = (
    "map",
    {
        "n": (("enum", (1, 2, 3, 4, 5, 6)), True),
        "color": (("enum", ("yellow", "brown", "any")), True),
        "at_least": ("int", False),
        "at_most": ("int", False),
    },
)


class RWCards(CardRules[RWData]):
    """What the card language's resources, counters and owning mean on this sheet.

    ``CardRules`` types a game's data as ``object``; these hooks narrow it to ``RWData``
    (hence the ``override`` ignores: the runtime only ever hands them this game's data)."""

    phrases: ClassVar[Mapping[str, str]] = svg.WORDS  # describe templates

    words = WORDS
    game: WoodcraftRW

    def gain_resource(self, d: RWData, player: int, res: str, n: int, env: Env) -> None:
        """L105-L109, L301-L303: circles are marked left to right, a full row takes no more
        (digest A20) and a row's chestnut thresholds give chestnuts; lanterns and chestnuts
        are placed one by one (L202-L206, L305-L307); reputation is heard by helper D."""
        if res in ROWS:
            s = own(d, player)
            t = self.game.tables
            m = ROWS.index(res)
            chestnuts = 0
            marked = was = s.marked[m]
            for _ in range(n):
                if marked < t.row_circles[m]:
                    marked += 1
                    if marked in t.row_chestnuts[m]:
                        chestnuts += 1
            if marked != was:  # a row shared by fork(): replaced, never changed in place
                s.marked = with_item(s.marked, m, marked)
            d.tasks.extend([CHESTNUT_ONES[player]] * chestnuts)
        elif res == "lantern":
            d.tasks.extend([LANTERN_ONES[player]] * n)
        elif res == "chestnut":
            d.tasks.extend([CHESTNUT_ONES[player]] * n)
        elif res == "reputation" and n > 0:
            own(d, player).reputation += n
            fire(self.game, d, player, "reputation_gained", amount=n)

    def pay_resource(self, d: RWData, player: int, res: str, n: int) -> None:
        own(d, player).spend(ROWS.index(res), n)

    def resource_amount(self, d: RWData, player: int, res: str) -> int:
        s = d.sheets[player]
        if res in ROWS:
            return s.owned(ROWS.index(res))
        if res == "reputation":
            return s.reputation
        if res == "lantern":
            return bin(s.lanterns).count("1")
        return 0

    def gain_vp_now(self, d: RWData, player: int, n: int) -> None:
        """L317-L327: lightning VP are marked as nuts; once all are marked, more are lost."""
        s = own(d, player)
        s.nuts = min(self.game.tables.nut_table, s.nuts + n)

    def counter(self, d: RWData, player: int, name: str) -> int:
        s = d.sheets[player]
        if name == "helpers_hired":
            return bin(s.helpers).count("1")
        if name == "fulfilled_orders":
            return len(s.fulfilled)
        if name == "reputation":
            return s.reputation
        if name == "reputation_on_fulfilled_orders":
            return s.order_reputation
        if name == "lanterns_marked":
            return bin(s.lanterns).count("1")
        if name == "order_vp":
            return sum(self.game.tables.order_vp[o] for o in s.fulfilled)
        if name == "materials_owned":  # L166-L167: not blueberries
            return s.materials_owned()
        if name == "yellow_dice":
            return sum(s.dice[:6])
        if name == "brown_dice":
            return sum(s.dice[6:])
        raise KeyError(name)

    def owns(self, d: RWData, player: int, card: str) -> bool:
        """The card runtime's owner: a hired helper's abilities apply (L282-L298)."""
        h = self.game.tables.helper_index.get(card)
        return h is not None and bool(d.sheets[player].helpers >> h & 1)

    def clock(self, d: RWData) -> tuple[int, int]:
        """Usage limits count rounds and the turn number 1..12 (L290-L298: round circles)."""
        return (d.round, d.turn_box() + 1)


# --- the game's own primitives ---------------------------------------------------------------
@WORDS.primitive(
    "gain_die",
    (
        "map",
        {
            "color": (("enum", COLORS), True),
            "value": (("enum", (1, 2, 3, 4, 5, 6, "choice")), True),
        },
    ),
    "L220-L228: a die of that colour from the supply, at that value or one of choice",
)
def gain_die(rules: RWCards, d: RWData, seat: int, params: DieGained, env: Env, here: str) -> None:
    color = COLORS.index(params["color"])
    if d.supply[color] == 0:
        return  # digest A5: a die the supply cannot give is not gained
    value = params["value"]
    if isinstance(value, str):  # "choice"
        d.tasks.append(DieValue(seat=seat, color=color))
    else:
        d.supply[color] -= 1
        own(d, seat).add_dice(kind(color, value))


@WORDS.primitive("take_order", "int", "L220-L228: take that many orders from the pool at once")
def take_order(rules: RWCards, d: RWData, seat: int, n: int, env: Env, here: str) -> None:
    d.tasks.extend([WANT_ORDERS[seat]] * n)


@WORDS.primitive(
    "modify_die",
    ("map", {"color": (("enum", COLORS), True)}),
    "helpers E and H (L488-L491, L509-L512): one held die of that colour +1 or -1",
)
def modify_die(rules: RWCards, d: RWData, seat: int, params: DieColor, env: Env, here: str) -> None:
    color = COLORS.index(params["color"])
    if any(d.sheets[seat].dice[color * 6 : color * 6 + 6]):  # nothing to adjust: nothing happens
        d.tasks.append(Adjust(seat=seat, color=color))


@WORDS.primitive(
    "pay_any_material", "int", "helper B (L470-L474): cross out that many materials of choice"
)
def pay_any_material(rules: RWCards, d: RWData, seat: int, n: int, env: Env, here: str) -> None:
    d.tasks.extend([AskSell(seat=seat)] * n)


@WORDS.primitive(
    "swap_material",
    "int",
    "helper A (L460-L468): cross out that many materials, each used as another this turn",
)
def swap_material(rules: RWCards, d: RWData, seat: int, n: int, env: Env, here: str) -> None:
    d.tasks.extend([AskSwap(seat=seat)] * n)


# --- the decisions those words ask -----------------------------------------------------------
def value_options(game: WoodcraftRW, d: RWData, t: DieValue) -> list[int]:
    return game.ids.value


def value_resolve(game: WoodcraftRW, d: RWData, t: DieValue, a: actions.Value) -> None:
    """``gain_die`` at a value of choice: the die comes from the supply, if it has one."""
    if d.supply[t.color] > 0:
        d.supply[t.color] -= 1
        own(d, t.seat).add_dice(kind(t.color, a.value))


def adjust_options(game: WoodcraftRW, d: RWData, t: Adjust) -> list[int]:
    s = d.sheets[t.seat]
    base = t.color * 6
    adjust_ids = game.ids.adjust
    return [i for k in range(base, base + 6) if s.dice[k] for i in adjust_ids[k] if i >= 0]


def adjust_resolve(game: WoodcraftRW, d: RWData, t: Adjust, a: actions.Adjust) -> None:
    """Helpers E and H (L488-L491, L509-L512): one die +1 or -1, kept within 1..6."""
    s = own(d, t.seat)
    die = die_named(a.color, a.value)
    dice = s.dice.copy()  # a row shared by fork(): replaced, never changed in place
    dice[kind_of(die)] -= 1
    dice[kind_of(adjust(die, 1 if a.way == "up" else -1))] += 1
    s.dice = dice


def ask_sell(game: WoodcraftRW, d: RWData, task: AskSell) -> None:
    """Helper B asks for one owned material (L470-L474; a blueberry is none, L166-L167);
    with none, nothing happens."""
    if d.sheets[task.seat].materials_owned():
        d.tasks.append(SellMaterial(seat=task.seat))


def ask_swap(game: WoodcraftRW, d: RWData, task: AskSwap) -> None:
    """Helper A asks for one owned material to cross out (L460-L463), as helper B."""
    if d.sheets[task.seat].materials_owned():
        d.tasks.append(SwapMaterial(seat=task.seat))


def own_material_options(game: WoodcraftRW, d: RWData, t: SellMaterial | SwapMaterial) -> list[int]:
    s = d.sheets[t.seat]
    return [game.ids.material[m] for m in MATERIAL_ROWS if s.owned(m) > 0]


def sell_resolve(game: WoodcraftRW, d: RWData, t: SellMaterial, a: actions.Material) -> None:
    """Helper B (L470-L474): the material is crossed out (its blueberry and VP follow)."""
    own(d, t.seat).spend(MATERIALS.index(a.material))


def swap_resolve(game: WoodcraftRW, d: RWData, t: SwapMaterial, a: actions.Material) -> None:
    """Helper A (L460-L468): cross it out ..."""
    m = MATERIALS.index(a.material)
    own(d, t.seat).spend(m)
    d.tasks.append(MaterialAs(seat=t.seat, crossed=m))


def material_as_options(game: WoodcraftRW, d: RWData, t: MaterialAs) -> list[int]:
    return [game.ids.material[m] for m in MATERIAL_ROWS if m != t.crossed]


def material_as_resolve(game: WoodcraftRW, d: RWData, t: MaterialAs, a: actions.Material) -> None:
    """... and use it as another material this turn."""
    s, m = own(d, t.seat), MATERIALS.index(a.material)
    s.borrowed = with_item(s.borrowed, m, s.borrowed[m] + 1)


# --- what the card files may say ---------------------------------------------------------------
def vocabulary() -> Vocabulary:
    """The kinds of entries, resources, cost types, words, counters and events of the data."""
    return Vocabulary(
        kinds={
            "parameter": {"value": (("or", "int", "str"), True)},
            "column_bonus": {
                "column": (("enum", (1, 2, 3, 4, 5, 6)), True),
                "color": (("enum", COLORS), True),
            },
            "material_row": {"circles": ("int", True), "chestnut_at": (("list", "int"), True)},
            "lantern_line": {"cells": (("list", ("enum", tuple(range(1, 10)))), True)},
            "helper": {},
            "crate": {},
            "order": {"phase": (("enum", (1, 2)), True)},
        },
        resources=(*ROWS, "lantern", "chestnut", "reputation"),
        # L317-L327: points won at once are nuts marked in the nut table, so a contributor
        # writing `nut` means a chestnut (a resource) or points now (vp_now)
        aliases={
            "nut": ("chestnut", "hazelnut", "nuts", "vp_now"),
            "nuts": ("chestnut", "hazelnut", "vp_now"),
        },
        cost_types={"die": DIE_COST, "dice": DICE_COST},
        primitives=WORDS.specs("primitive"),
        expressions=WORDS.specs("expression"),
        conditions=WORDS.specs("condition"),
        counters=(
            "helpers_hired",
            "fulfilled_orders",
            "reputation",
            "reputation_on_fulfilled_orders",
            "lanterns_marked",
            "order_vp",
            "materials_owned",
            "yellow_dice",
            "brown_dice",
        ),
        events=("order_fulfilled", "reputation_gained"),
        payloads={"reputation_gained": ("amount",)},  # fire(..., amount=n)
        windows=("own_turn",),
        timings=("on_play", "activated", "whenever"),
        # a column bonus, an order, a crate, a lantern line: every ability runs when it is
        # gained, fulfilled, activated or completed; only a hired helper's listen or wait
        kind_timings={k: ("on_play",) for k in ("column_bonus", "order", "crate", "lantern_line")},
        unread_keys={  # what Tables.read and the rules read of each kind: nothing else
            "parameter": ("cost", "if", "do", "abilities", "score"),
            "column_bonus": ("cost", "if", "score"),
            "material_row": ("cost", "if", "do", "abilities", "score"),
            "lantern_line": ("cost", "if"),
            "helper": ("if",),
            "crate": ("if",),
        },
        parameters={
            "dice_per_color": "int",
            "rounds": "int",
            "phase_change_round": "int",
            "pool_size": "int",
            "orders_dealt": "int",
            "nut_table": "int",
        },
    )
