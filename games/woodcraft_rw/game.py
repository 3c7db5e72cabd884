"""Woodcraft Roll & Write (Vladimír Suchý, Ross Arnold): the rules, as tasks and decisions.

Rulebook: shared/seeds/woodcraft_rw.pl.txt (Polish). A round (L43-L49) is: roll and sort 6 dice
(L51-L73); turn 1; [solo opponent] and the shift (L328-L346); turn 2; end of round (L347-L361).
A turn is: every seat commits in secret to a die or an order (L77-L85), the choices are revealed
and resolved (dice and bonuses in seat order, then orders by priority, L87-L138), then each seat
in seat order takes its free actions (L140-L148) and ends its turn.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from boardrules import rng
from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.runtime import fire, play_tasks, usable, use
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.effects import evaluate, holds, push_effects
from boardrules.engine import TABLE_INT, Decisions, Game, GameOption, OpFn, later
from boardrules.invariants import Checks
from boardrules.scoring import ScoreSheet, SeatScore
from boardrules.tasks import Draw, asked, draw

from ..woodcraft_dice import (
    Die,
    adjust,
    can_adjust,
    can_glue,
    can_upgrade,
    glue,
    glue_colors,
    saw,
    saw_splits,
    upgrade,
)
from . import hidden, svg, tensors
from .state import (
    BLUEBERRY,
    BROWN,
    COLORS,
    GLUE,
    MATERIAL_ROWS,
    MATERIALS,
    NO_COMMIT,
    ORDER,
    PASS,
    ROWS,
    SAW,
    SHAVINGS,
    YELLOW,
    RWData,
    color_of,
    die_name,
    die_of,
    kind,
    kind_of,
    new_sheet,
    value_of,
)
from .tasks import (
    DIE,
    Adjust,
    AfterTurn1,
    AskSell,
    AskSwap,
    BoardDie,
    Chestnut,
    ChestnutOne,
    Column,
    Commit,
    Deliver,
    DieValue,
    ExtraDie,
    Free,
    GiveDie,
    Keep,
    Lantern,
    LanternOne,
    LayPool,
    MaterialAs,
    OpponentDie,
    OrderFulfilled,
    Orders,
    PhaseChange,
    PickOrder,
    Place,
    Reveal,
    Roll,
    Rolloff,
    RolloffDie,
    Round,
    RoundEnd,
    SellMaterial,
    Shift,
    SoloDiscard,
    SwapMaterial,
    TakeDie,
    Turn,
    WantOrder,
)

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
ANY = -1  # a group's colour: either
Group = tuple[int, int, int, int]  # (colour or ANY, dice, lowest total, highest total)
LINES_FULL = 0b111111111
ROLLED_DICE = (BoardDie, ExtraDie)  # chance tasks that roll a die taken from the supply
# the integer fields of tasks, with their ranges (None: the number of rounds)
TASK_RANGES: dict[type, tuple[tuple[str, int, int | None], ...]] = {
    Round: (("number", 1, None),),
    Turn: (("number", 1, 2),),
    TakeDie: (("kind", 0, 11),),
    Column: (("kind", 0, 11),),
    DieValue: (("color", 0, 1),),
    Adjust: (("color", 0, 1),),
    MaterialAs: (("crossed", 0, len(MATERIALS) - 1),),
    Deliver: (("value", 1, 6),),
    GiveDie: (("group", 0, 99), ("left", 1, 6), ("total", 0, 36)),
    BoardDie: (("color", 0, 1),),
    ExtraDie: (("color", 0, 1),),
    OpponentDie: (("color", 0, 1),),
}


def payable(held: list[int], groups: Iterable[Group]) -> bool:
    """Whether the dice ``held`` (count per kind) can pay every group, each with its own
    dice: n dice of its colour whose values total between its lowest and highest."""
    todo = list(groups)
    return not todo or payable_from(held, 0, todo[0], todo[1:])


def payable_from(held: list[int], start: int, group: Group, rest: list[Group]) -> bool:
    """``payable`` for a group whose dice are taken from kind ``start`` on (the dice of a
    group in ascending kind order: each multiset is tried once)."""
    color, n, low, high = group
    if n == 0:
        return low <= 0 <= high and payable(held, rest)
    if low > 6 * n or high < n:
        return False
    for k in range(start, 12):
        if held[k] and color in (ANY, color_of(k)):
            held[k] -= 1
            v = value_of(k)
            ok = payable_from(held, k, (color, n - 1, low - v, high - v), rest)
            held[k] += 1
            if ok:
                return True
    return False


class WoodcraftRW(Game):
    id = "woodcraft_rw"
    title = "Woodcraft Roll & Write"
    min_players = 1
    max_players = 5
    data_class = RWData
    chance_tasks = (BoardDie, ExtraDie, RolloffDie, OpponentDie, SoloDiscard)
    secret_decisions = ("commit",)  # L77-L85: every seat picks in secret, then all reveal
    options = {
        "shift_direction": GameOption(
            "right",
            ("right", "left"),
            "which way the dice left on the board after turn 1 close up, one per column "
            "(L330-L334: along the arrow, which the rulebook only draws): right, toward "
            "column 6 (assumed, A1), or left, toward column 1",
        ),
    }

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md): 12 turns of at most a few dozen choices and
        rolls per seat; random, first- and last-action playouts stay under half of it."""
        return 100 + 120 * players

    # --- data ------------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
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
            cost_types={"die": DIE_COST, "dice": DICE_COST},
            primitives={
                "gain_die": (
                    "map",
                    {
                        "color": (("enum", COLORS), True),
                        "value": (("enum", (1, 2, 3, 4, 5, 6, "choice")), True),
                    },
                ),
                "take_order": "int",
                "modify_die": ("map", {"color": (("enum", COLORS), True)}),
                "pay_any_material": "int",
                "swap_material": "int",
            },
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
            kind_timings={
                k: ("on_play",) for k in ("column_bonus", "order", "crate", "lantern_line")
            },
            unread_keys={  # what prepare and the rules read of each kind: nothing else
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

    def prepare(self) -> None:
        self.roll_handlers: dict[type, Callable[[RWData, Any, int], None]] = {
            BoardDie: self.roll_board,
            RolloffDie: self.roll_rolloff,
            OpponentDie: self.roll_opponent,
            ExtraDie: self.roll_extra_die,
            SoloDiscard: self.roll_solo_discard,
        }
        cat = self.catalog
        self.params = {c.id: c.prop("value") for c in cat.of_kind("parameter")}
        self.rounds = int(self.params["rounds"])
        self.turns = self.rounds * 2
        self.bonus_ref: list[list[str]] = [["", ""] for _ in range(6)]
        for c in cat.of_kind("column_bonus"):
            self.bonus_ref[c.prop("column") - 1][COLORS.index(c.prop("color"))] = (
                c.abilities[0].ref + "/do"
            )
        rows = {c.id: c for c in cat.of_kind("material_row")}
        self.row_circles = [int(rows[m].prop("circles")) for m in ROWS]
        self.row_chestnuts = [tuple(rows[m].prop("chestnut_at")) for m in ROWS]
        self.lines = cat.of_kind("lantern_line")
        self.line_masks = [sum(1 << (cell - 1) for cell in c.prop("cells")) for c in self.lines]
        self.crates = cat.of_kind("crate")
        self.crate_icons = [self._icons(c) for c in self.crates]
        self.helpers = cat.of_kind("helper")
        self.helper_index = {c.id: i for i, c in enumerate(self.helpers)}
        # a helper's hire cost is its blueberries (check_catalog: whole numbers), read from
        # the kernel's parse of its cost
        self.helper_cost = [
            dict(self.runtime.plain_costs[f"{c.id}/cost"]).get("blueberry", 0) for c in self.helpers
        ]
        self.helper_activated = [
            [ab.ref for ab in self.runtime.activated[c.id]] for c in self.helpers
        ]
        self.orders = {c.id: c for c in cat.of_kind("order")}
        self.order_needs = {oid: self._needs(c.cost) for oid, c in self.orders.items()}
        # orders with a dice total: every die requirement but the exact ones is paid die by
        # die (GiveDie), an any-colour value as a group of one die of that value
        self.order_groups: dict[str, tuple[Group, ...]] = {}
        for oid, c in self.orders.items():
            groups = self._groups(c.cost)
            if groups:
                dice, anyc, mats = self.order_needs[oid]
                ones = [(ANY, 1, v + 1, v + 1) for v in range(6) for _ in range(anyc[v])]
                self.order_groups[oid] = (*ones, *groups)
                self.order_needs[oid] = (dice, (0,) * 6, mats)
        self.order_if = {oid: c.if_ for oid, c in self.orders.items() if c.if_ is not None}
        self.order_vp = {oid: self._number(c.score) for oid, c in self.orders.items()}
        self.order_rep = {
            oid: self._printed_reputation(c.abilities) for oid, c in self.orders.items()
        }
        self.order_reward = {
            oid: [ab.ref + "/do" for ab in c.abilities] for oid, c in self.orders.items()
        }

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        """What ``prepare`` reads beyond the file checks: a material row for each row of
        circles, a bonus per column bonus, whole numbers for printed VP and for the icons and
        materials of costs."""
        out = catalog.require("material_row", ROWS, "the sheet has a row of circles for each")
        for c in catalog.of_kind("column_bonus"):
            if not c.abilities:
                out.append(catalog.problem(c, "NO-BONUS", "a column bonus needs the 'do' it gives"))
        whole: dict[str, tuple[str, ...]] = {
            "crate": ("chestnut", "blueberry"),
            "helper": ("blueberry",),
            "order": ROWS,
        }
        for kind_, icons in whole.items():
            for c in catalog.of_kind(kind_):
                for item in c.cost:
                    ((name, amount),) = item.items()
                    if name in ("die", "dice") and kind_ == "order":
                        continue
                    if name not in icons or isinstance(amount, bool) or not isinstance(amount, int):
                        out.append(
                            catalog.problem(
                                c,
                                "BAD-COST",
                                f"a {kind_}'s cost lists {' or '.join(icons)} with whole "
                                f"numbers, not {{{name}: {amount!r}}}",
                                "cost",
                            )
                        )
        for c in catalog.of_kind("order"):
            for _, n, low, high in cls._groups(c.cost):
                if low > min(high, 6 * n) or high < n:
                    message = f"no {n} dice total between {low} and {high}"
                    out.append(catalog.problem(c, "BAD-COST", message, "cost"))
        for c in catalog.of_kind("order") + catalog.of_kind("lantern_line"):
            if c.score is not None and (isinstance(c.score, bool) or not isinstance(c.score, int)):
                out.append(
                    catalog.problem(
                        c,
                        "BAD-SCORE",
                        f"a {c.kind}'s score is the printed VP, a whole number, not {c.score!r}",
                        "score",
                    )
                )
        return out

    @staticmethod
    def _number(score: Any) -> int:
        """A printed VP value (orders, lantern lines): a whole number (``check_catalog``)."""
        return 0 if score is None else int(score)

    @staticmethod
    def _icons(crate: Any) -> tuple[str, ...]:
        """A crate's requirement icons, one per unit: [{chestnut: 2}] is two chestnut icons."""
        icons: list[str] = []
        for item in crate.cost:
            ((name, amount),) = item.items()
            icons += [name] * amount
        return tuple(icons)

    @staticmethod
    def _needs(cost: Iterable[Any]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """An order's requirements: per die kind (12), per value in any colour (6), per row."""
        dice = [0] * 12
        anyc = [0] * 6
        mats = [0] * len(ROWS)
        for item in cost:
            ((key, arg),) = item.items()
            if key == "dice":
                continue  # a total over dice: _groups
            if key == "die":
                if arg["color"] == "any":
                    anyc[arg["value"] - 1] += 1
                else:
                    dice[kind(COLORS.index(arg["color"]), arg["value"])] += 1
            else:
                mats[ROWS.index(key)] += int(arg)
        return tuple(dice), tuple(anyc), tuple(mats)

    @staticmethod
    def _groups(cost: Iterable[Any]) -> tuple[Group, ...]:
        """An order's ``dice`` requirements: (colour or ANY, dice, lowest, highest total)."""
        out: list[Group] = []
        for item in cost:
            ((key, arg),) = item.items()
            if key == "dice":
                color = ANY if arg["color"] == "any" else COLORS.index(arg["color"])
                n = int(arg["n"])
                out.append((color, n, int(arg.get("at_least", n)), int(arg.get("at_most", 6 * n))))
        return tuple(out)

    @staticmethod
    def _printed_reputation(abilities: Iterable[Any]) -> int:
        total = 0
        for ab in abilities:
            for eff in ab.do:
                gain = eff.get("gain", {})
                if isinstance(gain.get("reputation"), int):
                    total += gain["reputation"]
        return total

    # --- the action codec ------------------------------------------------------------------
    def all_actions(self) -> Iterable[Action]:
        order_ids = list(self.orders)
        yield from (Action("pick", (COLORS[c], v)) for c in (0, 1) for v in range(1, 7))
        yield Action("pick", ("order",))
        yield Action("pass")
        yield from (Action("keep", (o,)) for o in order_ids)
        yield from (Action("take", (o,)) for o in order_ids)
        yield from (Action("fulfil", (o,)) for o in order_ids)
        yield from (Action("column", (c,)) for c in range(1, 7))
        yield from (Action("lantern", (c,)) for c in range(1, 10))
        yield from (Action("chestnut", (c.id,)) for c in self.crates)
        yield from (Action("fill", (c.id,)) for c in self.crates)
        yield from (Action("value", (v,)) for v in range(1, 7))
        for k1 in range(12):
            for k2 in range(k1, 12):
                for res in self.glue_results(k1, k2):
                    yield Action("glue", (*die_name(k1).split(), *die_name(k2).split(), res))
        for k in range(12):  # a split is named by its smaller part: saw yellow 6 2 is 2 + 4
            for parts in saw_splits(value_of(k)):
                yield Action("saw", (COLORS[color_of(k)], value_of(k), parts[0]))
        yield from (
            Action("shave", (COLORS[color_of(k)], value_of(k)))
            for k in range(12)
            if can_upgrade(value_of(k), 1)
        )
        yield from (Action("hire", (h.id,)) for h in self.helpers)
        yield from (Action("use", (h.id,)) for h in self.helpers)
        for k in range(12):
            for delta, way in ((1, "up"), (-1, "down")):
                if can_adjust(value_of(k), delta):
                    yield Action("adjust", (COLORS[color_of(k)], value_of(k), way))
        yield from (Action("material", (m,)) for m in MATERIALS)
        yield from (Action("deliver", (COLORS[color_of(k)], value_of(k))) for k in range(12))
        yield Action("end")

    def prepare_ids(self) -> None:
        ids = self._ids

        def aid(kind_: str, *args: Any) -> int:
            return ids[Action(kind_, args)]

        self.id_pick = [aid("pick", COLORS[color_of(k)], value_of(k)) for k in range(12)]
        self.id_pick_order = aid("pick", "order")
        self.id_pass = aid("pass")
        self.id_end = aid("end")
        self.id_keep = {o: aid("keep", o) for o in self.orders}
        self.id_take = {o: aid("take", o) for o in self.orders}
        self.id_fulfil = {o: aid("fulfil", o) for o in self.orders}
        self.id_column = [aid("column", c) for c in range(1, 7)]
        self.id_lantern = [aid("lantern", c) for c in range(1, 10)]
        self.id_chestnut = [aid("chestnut", c.id) for c in self.crates]
        self.id_fill = [aid("fill", c.id) for c in self.crates]
        self.id_value = [aid("value", v) for v in range(1, 7)]
        self.id_shave = [
            aid("shave", COLORS[color_of(k)], value_of(k)) if can_upgrade(value_of(k), 1) else -1
            for k in range(12)
        ]
        self.id_saw = [
            [aid("saw", COLORS[color_of(k)], value_of(k), p[0]) for p in saw_splits(value_of(k))]
            for k in range(12)
        ]
        self.id_glue: dict[tuple[int, int], list[int]] = {}
        for k1 in range(12):
            for k2 in range(k1, 12):
                if results := self.glue_results(k1, k2):
                    self.id_glue[(k1, k2)] = [
                        aid("glue", *die_name(k1).split(), *die_name(k2).split(), res)
                        for res in results
                    ]
        self.id_hire = [aid("hire", h.id) for h in self.helpers]
        self.id_use = [aid("use", h.id) for h in self.helpers]
        self.id_adjust = [
            [
                aid("adjust", COLORS[color_of(k)], value_of(k), way)
                if can_adjust(value_of(k), delta)
                else -1
                for delta, way in ((-1, "down"), (1, "up"))
            ]
            for k in range(12)
        ]
        self.id_material = [aid("material", m) for m in MATERIALS]
        self.id_deliver = [aid("deliver", COLORS[color_of(k)], value_of(k)) for k in range(12)]

    @staticmethod
    def glue_results(k1: int, k2: int) -> list[str]:
        """The colours two held dice may be glued into (none when their sum passes 6)."""
        first, second = die_of(k1), die_of(k2)
        if not can_glue(first, second):
            return []
        return [COLORS[c] for c in glue_colors(first, second)]

    # --- setup -----------------------------------------------------------------------------
    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> RWData:
        state = rng.seed_state(seed)
        decks = []
        for phase in (1, 2):
            deck = [o for o, c in self.orders.items() if c.prop("phase") == phase]
            state = rng.shuffle(state, deck)
            decks.append(deck)
        dice = int(self.params["dice_per_color"])
        d = RWData(
            players=players,
            seed=seed,
            rng=state,
            explicit_chance=explicit_chance,
            options=options,
            tasks=[],
            round=0,
            turn=0,
            board=[-1] * 6,
            seen_board=[-1] * 6,
            supply=[dice, dice],
            rolled=[],
            deck1=decks[0],
            deck2=decks[1],
            pool=[""] * int(self.params["pool_size"]),
            discard=[],
            phase=1,
            sheets=[new_sheet(len(self.crates), self.turns) for _ in range(players)],
            card_uses={},
        )
        dealt = int(self.params["orders_dealt"])
        deals: list[Draw] = []
        if explicit_chance:  # the orders come from CHANCE nodes (the decks' order is unused)
            deals = [draw("deck1", p, "dealt") for p in range(players) for _ in range(dealt)]
            deals = deals[: len(d.deck1)]
        else:
            for s in d.sheets:  # L32-L34: deal 2 phase I orders to each player
                for _ in range(dealt):
                    if d.deck1:
                        s.dealt.append(d.deck1.pop(0))
        later(d, *deals, *[Keep(seat=p) for p in range(players)], LayPool(), Round(number=1))
        return d

    # --- task handlers ---------------------------------------------------------------------
    def build_ops(self) -> dict[Any, OpFn]:
        return {
            LayPool: self.op_lay_pool,
            Round: self.op_round,
            Roll: self.op_roll,
            Place: self.op_place,
            Turn: self.op_turn,
            Reveal: self.op_reveal,
            TakeDie: self.op_take_die,
            Orders: self.op_orders,
            Rolloff: self.op_rolloff,
            WantOrder: self.op_want_order,
            AfterTurn1: self.op_after_turn1,
            Shift: self.op_shift,
            RoundEnd: self.op_round_end,
            LanternOne: self.op_lantern_one,
            ChestnutOne: self.op_chestnut_one,
            OrderFulfilled: self.op_order_fulfilled,
            PhaseChange: self.op_phase_change,
            AskSell: self.op_ask_sell,
            AskSwap: self.op_ask_swap,
        }

    def op_lay_pool(self, d: RWData, task: LayPool) -> None:
        slots = range(len(d.pool))  # L40; drawn at CHANCE nodes, the left slot's comes first
        for slot in reversed(slots) if d.explicit_chance else slots:
            self.refill(d, slot)

    def op_round(self, d: RWData, task: Round) -> None:
        d.round = task.number
        later(d, Roll(), Turn(number=1), AfterTurn1(), Turn(number=2), RoundEnd())

    def op_roll(self, d: RWData, task: Roll) -> None:
        """L51-L53, L351-L355: roll 3 yellow and 3 brown dice from the supply."""
        rolls: list[BoardDie] = []
        for color in (YELLOW, BROWN):
            n = min(3, d.supply[color])
            d.supply[color] -= n
            rolls += [BoardDie(sides=DIE, color=color)] * n
        later(d, *rolls, Place())

    def op_place(self, d: RWData, task: Place) -> None:
        """L53-L73: descending value left to right; on equal values brown left of yellow."""
        dice = sorted(d.rolled, key=lambda k: (-value_of(k), -color_of(k)))
        d.board = dice + [-1] * (6 - len(dice))
        d.rolled = []

    def op_turn(self, d: RWData, task: Turn) -> None:
        d.turn = task.number
        for s in d.sheets:
            s.commit = NO_COMMIT
        n = d.players
        later(
            d,
            *[Commit(seat=p) for p in range(n)],
            Reveal(),
            Orders(),
            *[Free(seat=p) for p in range(n)],
        )

    def box(self, d: RWData) -> int:
        return (d.round - 1) * 2 + d.turn - 1

    def op_reveal(self, d: RWData, task: Reveal) -> None:
        """L85-L109: reveal; each die choice takes the die (or a copy from the supply)."""
        d.seen_board = d.board.copy()
        b = self.box(d)
        takes: list[TakeDie] = []
        for p, s in enumerate(d.sheets):
            if s.commit == ORDER:
                s.box_value[b] = 0
            elif 0 <= s.commit < 12:
                s.box_value[b] = value_of(s.commit)
                s.box_color[b] = color_of(s.commit)
                takes.append(TakeDie(seat=p, kind=s.commit))
        later(d, *takes)

    def op_take_die(self, d: RWData, task: TakeDie) -> None:
        cols = [c for c in range(6) if d.seen_board[c] == task.kind]
        if len(cols) > 1:  # L99-L105: the player picks which column's bonus
            d.tasks.append(Column(seat=task.seat, kind=task.kind))
        else:
            self.collect(d, task.seat, task.kind, cols[0])

    def collect(self, d: RWData, p: int, k: int, col: int) -> None:
        """L87-L99: take the die from the board, or a die of that colour from the supply set
        to the value when another player took it; then circle the column's bonus."""
        if d.board[col] == k:
            d.board[col] = -1
            d.sheets[p].dice[k] += 1
        elif k in d.board:
            d.board[d.board.index(k)] = -1
            d.sheets[p].dice[k] += 1
        elif d.supply[color_of(k)] > 0:
            d.supply[color_of(k)] -= 1
            d.sheets[p].dice[k] += 1
        push_effects(d, p, self.bonus_ref[col][color_of(k)])

    def priority_key(self, d: RWData, p: int) -> tuple[int, ...]:
        """L124-L132: the value chosen in the previous turn, then the one before...; a box
        crossed out for an order counts 0 (digest A6)."""
        s = d.sheets[p]
        return tuple(max(s.box_value[i], 0) for i in range(self.box(d) - 1, -1, -1))

    def op_orders(self, d: RWData, task: Orders) -> None:
        takers = [p for p, s in enumerate(d.sheets) if s.commit == ORDER]
        groups: dict[tuple[int, ...], list[int]] = {}
        for p in takers:
            groups.setdefault(self.priority_key(d, p), []).append(p)
        later(d, *[self.pick_in_turn(tuple(groups[key])) for key in sorted(groups, reverse=True)])

    @staticmethod
    def pick_in_turn(group: tuple[int, ...]) -> WantOrder | Rolloff:
        """One seat picks an order; seats tied for priority roll off first (L132-L136)."""
        return WantOrder(seat=group[0]) if len(group) == 1 else Rolloff(group=group, rolls=())

    def op_rolloff(self, d: RWData, task: Rolloff) -> None:
        """L132-L136: tied players roll until one rolls higher; that one picks first."""
        group, rolls = task.group, task.rolls
        if len(rolls) < len(group):
            d.tasks.append(RolloffDie(sides=DIE, group=group, rolls=rolls))
            return
        best = max(rolls)
        winners = tuple(p for p, r in zip(group, rolls, strict=True) if r == best)
        rest = tuple(p for p, r in zip(group, rolls, strict=True) if r != best)
        later(d, self.pick_in_turn(winners), *([self.pick_in_turn(rest)] if rest else []))

    def op_want_order(self, d: RWData, task: WantOrder) -> None:
        if any(d.pool):
            d.tasks.append(PickOrder(seat=task.seat))

    def refill(self, d: RWData, slot: int) -> None:
        """L136-L138: an empty pool slot is refilled at once; L357-L361: when phase I orders
        run out, the pool is replaced by phase II orders (digest A9)."""
        if d.phase == 1 and not d.deck1:
            self.switch_phase(d)
            return
        deck = d.deck1 if d.phase == 1 else d.deck2
        if d.explicit_chance and deck and self.unordered(d, deck):
            d.pool[slot] = ""
            d.tasks.append(draw(f"deck{d.phase}", -1, str(slot)))
            return
        d.pool[slot] = deck.pop(0) if deck else ""

    def switch_phase(self, d: RWData) -> None:
        d.discard += [o for o in d.pool if o]
        d.phase = 2
        if d.explicit_chance:
            d.pool = [""] * len(d.pool)
            slots = range(min(len(d.pool), len(d.deck2)))
            later(d, *[draw("deck2", -1, str(slot)) for slot in slots])
            return
        d.pool = [d.deck2.pop(0) if d.deck2 else "" for _ in d.pool]

    # --- explicit chance: the orders drawn (L32-L34, L40, L136-L138, L357-L361) -------------
    def unordered(self, d: RWData, deck: list[str]) -> int:
        """How many orders on top of ``deck`` lie in no known order (with ``chance=
        "explicit"`` they are drawn at CHANCE nodes): all but the orders put back under the
        phase I deck at setup (L32-L34), which come last, in the order they were put back."""
        if deck is d.deck2:
            return len(deck)
        put_back = int(self.params["orders_dealt"]) - 1
        kept = sum(1 for s in d.sheets if not s.dealt and (s.held or s.fulfilled))
        return max(len(deck) - kept * put_back, 0)

    def drawable_cards(self) -> Iterable[str]:
        return self.orders

    def pile(self, d: RWData, task: Draw) -> list[str]:
        deck = d.deck1 if task.pile == "deck1" else d.deck2
        return deck[: self.unordered(d, deck)]

    def draw_result(self, d: RWData, task: Draw, card: str) -> None:
        (d.deck1 if task.pile == "deck1" else d.deck2).remove(card)
        if task.into == "dealt":
            d.sheets[task.seat].dealt.append(card)
        else:
            d.pool[int(task.into)] = card

    def op_after_turn1(self, d: RWData, task: AfterTurn1) -> None:
        if d.players == 1:  # L397-L405: the virtual opponent removes a yellow and a brown die
            later(
                d,
                OpponentDie(sides=DIE, color=YELLOW),
                OpponentDie(sides=DIE, color=BROWN),
                Shift(),
            )
        else:
            d.tasks.append(Shift())

    def op_shift(self, d: RWData, task: Shift) -> None:
        """L328-L338: leftover dice move along the arrow and close up, one per column."""
        left = [k for k in d.board if k >= 0]
        d.board = self.packed(d, left)
        if d.players == 5 and len(left) == 1:  # L340-L346: the 5-player extra die
            other = 1 - color_of(left[0])
            if d.supply[other] > 0:
                d.supply[other] -= 1
                d.tasks.append(ExtraDie(sides=DIE, color=other))

    def packed(self, d: RWData, dice: list[int]) -> list[int]:
        """The dice closed up at the arrow's end of the board (option ``shift_direction``)."""
        empty = [-1] * (6 - len(dice))
        return empty + dice if d.options["shift_direction"] == "right" else dice + empty

    def op_round_end(self, d: RWData, task: RoundEnd) -> None:
        """L349-L361: dice left on the board go back; phase II after round 3; end after 6."""
        for k in d.board:
            if k >= 0:
                d.supply[color_of(k)] += 1
        d.board = [-1] * 6
        steps: list[SoloDiscard | PhaseChange | Round] = []
        if d.players == 1:  # L411-L417
            steps.append(SoloDiscard(sides=DIE))
        if d.round == int(self.params["phase_change_round"]):
            steps.append(PhaseChange())
        if d.round < self.rounds:
            steps.append(Round(number=d.round + 1))
        later(d, *steps)

    def op_phase_change(self, d: RWData, task: PhaseChange) -> None:
        """L357-L361: after round 3 the pool is replaced by phase II orders (unless the phase I
        deck already ran out and the switch happened then, digest A9)."""
        if d.phase == 1:
            self.switch_phase(d)

    def op_order_fulfilled(self, d: RWData, task: OrderFulfilled) -> None:
        fire(self, d, task.seat, "order_fulfilled")

    def chance_result(self, d: RWData, task: Any, value: int) -> None:
        self.roll_handlers[type(task)](d, task, value)

    def roll_board(self, d: RWData, task: BoardDie, value: int) -> None:
        d.rolled.append(kind(task.color, value))

    def roll_rolloff(self, d: RWData, task: RolloffDie, value: int) -> None:
        d.tasks.append(Rolloff(group=task.group, rolls=(*task.rolls, value)))

    def roll_opponent(self, d: RWData, task: OpponentDie, value: int) -> None:
        self.opponent_removes(d, task.color, value)

    def roll_extra_die(self, d: RWData, task: ExtraDie, value: int) -> None:
        self.place_extra_die(d, kind(task.color, value))

    def roll_solo_discard(self, d: RWData, task: SoloDiscard, value: int) -> None:
        """L411-L417: the die names the pool order the solo opponent discards."""
        slot = (value - 1) // 2  # 1-2 left, 3-4 middle, 5-6 right
        if d.pool[slot]:
            d.discard.append(d.pool[slot])
            d.pool[slot] = ""
            self.refill(d, slot)

    def opponent_removes(self, d: RWData, color: int, value: int) -> None:
        """L399-L405: remove the die of that colour and value; else the nearest lower value;
        else the nearest higher value; within that colour only."""
        mine = sorted(
            (value_of(k), c) for c, k in enumerate(d.board) if k >= 0 and color_of(k) == color
        )
        if not mine:
            return
        lower = [vc for vc in mine if vc[0] <= value]
        v, col = lower[-1] if lower else mine[0]
        d.board[col] = -1
        d.supply[color] += 1

    def place_extra_die(self, d: RWData, k: int) -> None:
        """L340-L346 with digest A3: both dice at the arrow end, descending, brown left on ties."""
        left = [x for x in d.board if x >= 0] + [k]
        d.board = self.packed(d, sorted(left, key=lambda x: (-value_of(x), -color_of(x))))

    # --- sheet effects (the card language's resources on this sheet) -----------------------
    def gain_resource(self, d: RWData, p: int, res: str, n: int, env: Any) -> None:
        s = d.sheets[p]
        if res in ROWS:
            m = ROWS.index(res)
            chestnuts = 0
            for _ in range(n):
                if s.marked[m] < self.row_circles[m]:  # a full row takes no more (digest A20)
                    s.marked[m] += 1
                    if s.marked[m] in self.row_chestnuts[m]:  # L301-L303
                        chestnuts += 1
            d.tasks.extend([ChestnutOne(seat=p)] * chestnuts)
        elif res == "lantern":
            d.tasks.extend([LanternOne(seat=p)] * n)
        elif res == "chestnut":
            d.tasks.extend([ChestnutOne(seat=p)] * n)
        elif res == "reputation" and n > 0:
            s.reputation += n
            fire(self, d, p, "reputation_gained", amount=n)

    def pay_resource(self, d: RWData, p: int, res: str, n: int) -> None:
        self.spend(d.sheets[p], ROWS.index(res), n)

    @staticmethod
    def spend(s: Any, m: int, n: int = 1) -> None:
        for _ in range(n):
            if s.borrowed[m]:
                s.borrowed[m] -= 1
            else:
                s.spent[m] += 1

    def resource_amount(self, d: RWData, p: int, res: str) -> int:
        s = d.sheets[p]
        if res in ROWS:
            return int(s.owned(ROWS.index(res)))
        if res == "reputation":
            return int(s.reputation)
        if res == "lantern":
            return bin(s.lanterns).count("1")
        return 0

    def gain_vp_now(self, d: RWData, p: int, n: int) -> None:
        """L317-L327: lightning VP are marked as nuts; once all are marked, more are lost."""
        s = d.sheets[p]
        s.nuts = min(int(self.params["nut_table"]), s.nuts + n)

    def counter(self, d: RWData, p: int, name: str) -> int:
        s = d.sheets[p]
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
            return sum(self.order_vp[o] for o in s.fulfilled)
        if name == "materials_owned":  # L166-L167: not blueberries
            return s.materials_owned()
        if name == "yellow_dice":
            return sum(s.dice[:6])
        if name == "brown_dice":
            return sum(s.dice[6:])
        raise KeyError(name)

    def owns(self, d: RWData, p: int, card: str) -> bool:
        """The card runtime's owner: a hired helper's abilities apply (L282-L298)."""
        h = self.helper_index.get(card)
        return h is not None and bool(d.sheets[p].helpers >> h & 1)

    def clock(self, d: RWData) -> tuple[int, int]:
        """Usage limits count rounds and the turn number 1..12 (L290-L298: round circles)."""
        return (d.round, self.box(d) + 1)

    def primitive(self, d: RWData, p: int, name: str, params: Any, env: Any, here: str) -> None:
        s = d.sheets[p]
        if name == "gain_die":
            color = COLORS.index(params["color"])
            if d.supply[color] == 0:
                return  # digest A5: a die the supply cannot give is not gained
            if params["value"] == "choice":
                d.tasks.append(DieValue(seat=p, color=color))
            else:
                d.supply[color] -= 1
                s.dice[kind(color, params["value"])] += 1
        elif name == "take_order":
            d.tasks.extend([WantOrder(seat=p)] * int(params))
        elif name == "modify_die":
            color = COLORS.index(params["color"])
            if any(s.dice[color * 6 : color * 6 + 6]):  # nothing to adjust: nothing happens
                d.tasks.append(Adjust(seat=p, color=color))
        elif name == "pay_any_material":
            d.tasks.extend([AskSell(seat=p)] * int(params))
        elif name == "swap_material":
            d.tasks.extend([AskSwap(seat=p)] * int(params))
        else:  # pragma: no cover - the validator rejects unknown primitives
            raise KeyError(name)

    def op_ask_sell(self, d: RWData, task: AskSell) -> None:
        """Helper B asks for one owned material (L470-L474; a blueberry is none, L166-L167);
        with none, nothing happens."""
        if d.sheets[task.seat].materials_owned():
            d.tasks.append(SellMaterial(seat=task.seat))

    def op_ask_swap(self, d: RWData, task: AskSwap) -> None:
        """Helper A asks for one owned material to cross out (L460-L463), as helper B."""
        if d.sheets[task.seat].materials_owned():
            d.tasks.append(SwapMaterial(seat=task.seat))

    def op_lantern_one(self, d: RWData, task: LanternOne) -> None:
        s = d.sheets[task.seat]
        if s.lanterns == LINES_FULL:  # L212-L218: a full table turns each lantern into 1 VP
            self.gain_vp_now(d, task.seat, 1)
        else:
            d.tasks.append(Lantern(seat=task.seat))

    def op_chestnut_one(self, d: RWData, task: ChestnutOne) -> None:
        s = d.sheets[task.seat]
        if any(self.free_icon(s, c, "chestnut") >= 0 for c in range(len(self.crates))):
            d.tasks.append(Chestnut(seat=task.seat))  # L305-L307: crossed on a crate at once
        # else: no chestnut icon is left anywhere, the chestnut is lost (digest A19)

    def free_icon(self, s: Any, c: int, icon: str) -> int:
        for i, name in enumerate(self.crate_icons[c]):
            if name == icon and not s.crates[c] >> i & 1:
                return i
        return -1

    def cross_icon(self, d: RWData, p: int, c: int, icon: str) -> None:
        """L309-L315: a crate is active once all its requirement icons are crossed out."""
        s = d.sheets[p]
        s.crates[c] |= 1 << self.free_icon(s, c, icon)
        if s.crates[c] == (1 << len(self.crate_icons[c])) - 1 and not s.active >> c & 1:
            s.active |= 1 << c
            for ab in self.crates[c].abilities:
                push_effects(d, p, ab.ref + "/do")

    # --- decisions: options and resolution -------------------------------------------------
    def build_decisions(self) -> Decisions:
        return {
            Keep: (self.opt_keep, self.do_keep),
            Commit: (self.opt_commit, self.do_commit),
            Column: (self.opt_column, self.do_column),
            PickOrder: (self.opt_pick_order, self.do_pick_order),
            Free: (self.opt_free, self.do_free),
            Lantern: (self.opt_lantern, self.do_lantern),
            Chestnut: (self.opt_chestnut, self.do_chestnut),
            DieValue: (self.opt_die_value, self.do_die_value),
            Adjust: (self.opt_adjust, self.do_adjust),
            SellMaterial: (self.opt_own_material, self.do_sell_material),
            SwapMaterial: (self.opt_own_material, self.do_swap_material),
            MaterialAs: (self.opt_material_as, self.do_material_as),
            Deliver: (self.opt_deliver, self.do_deliver),
            GiveDie: (self.opt_give_die, self.do_give_die),
        }

    def opt_keep(self, d: RWData, t: Keep) -> list[int]:
        return [self.id_keep[o] for o in d.sheets[t.seat].dealt]

    def do_keep(self, d: RWData, t: Keep, a: Action) -> None:
        """L32-L34: keep one dealt order; the other goes to the bottom of the phase I deck."""
        s = d.sheets[t.seat]
        s.held.append(str(a.args[0]))
        d.deck1 += [o for o in s.dealt if o != a.args[0]]
        s.dealt = []

    def opt_commit(self, d: RWData, t: Commit) -> list[int]:
        kinds = sorted({k for k in d.board if k >= 0})
        out = [self.id_pick[k] for k in kinds]
        if any(d.pool):
            out.append(self.id_pick_order)
        return out or [self.id_pass]

    def do_commit(self, d: RWData, t: Commit, a: Action) -> None:
        s = d.sheets[t.seat]
        if a.kind == "pass":
            s.commit = PASS
        elif a.args[0] == "order":
            s.commit = ORDER
        else:
            s.commit = kind(COLORS.index(str(a.args[0])), int(a.args[1]))

    def opt_column(self, d: RWData, t: Column) -> list[int]:
        return [self.id_column[c] for c in range(6) if d.seen_board[c] == t.kind]

    def do_column(self, d: RWData, t: Column, a: Action) -> None:
        self.collect(d, t.seat, t.kind, int(a.args[0]) - 1)

    def opt_pick_order(self, d: RWData, t: PickOrder) -> list[int]:
        return [self.id_take[o] for o in d.pool if o]

    def do_pick_order(self, d: RWData, t: PickOrder, a: Action) -> None:
        slot = d.pool.index(str(a.args[0]))
        d.sheets[t.seat].held.append(d.pool[slot])
        d.pool[slot] = ""
        self.refill(d, slot)

    def opt_lantern(self, d: RWData, t: Lantern) -> list[int]:
        marked = d.sheets[t.seat].lanterns
        return [self.id_lantern[c] for c in range(9) if not marked >> c & 1]

    def do_lantern(self, d: RWData, t: Lantern, a: Action) -> None:
        """L202-L211: any empty cell; a completed row or column gives its bonus at once."""
        p = t.seat
        s = d.sheets[p]
        s.lanterns |= 1 << (int(a.args[0]) - 1)
        for i, mask in enumerate(self.line_masks):
            if s.lanterns & mask == mask and not s.lines >> i & 1:
                s.lines |= 1 << i
                for ab in reversed(self.lines[i].abilities):
                    push_effects(d, p, ab.ref + "/do")

    def opt_chestnut(self, d: RWData, t: Chestnut) -> list[int]:
        s = d.sheets[t.seat]
        return [
            self.id_chestnut[c]
            for c in range(len(self.crates))
            if self.free_icon(s, c, "chestnut") >= 0
        ]

    def do_chestnut(self, d: RWData, t: Chestnut, a: Action) -> None:
        c = [cr.id for cr in self.crates].index(str(a.args[0]))
        self.cross_icon(d, t.seat, c, "chestnut")

    def opt_die_value(self, d: RWData, t: DieValue) -> list[int]:
        return self.id_value

    def do_die_value(self, d: RWData, t: DieValue, a: Action) -> None:
        if d.supply[t.color] > 0:
            d.supply[t.color] -= 1
            d.sheets[t.seat].dice[kind(t.color, int(a.args[0]))] += 1

    def opt_adjust(self, d: RWData, t: Adjust) -> list[int]:
        s = d.sheets[t.seat]
        base = t.color * 6
        return [i for k in range(base, base + 6) if s.dice[k] for i in self.id_adjust[k] if i >= 0]

    def do_adjust(self, d: RWData, t: Adjust, a: Action) -> None:
        """Helpers E and H (L488-L491, L509-L512): one die +1 or -1, kept within 1..6."""
        s = d.sheets[t.seat]
        die = Die(COLORS.index(str(a.args[0])), int(a.args[1]))
        s.dice[kind_of(die)] -= 1
        s.dice[kind_of(adjust(die, 1 if a.args[2] == "up" else -1))] += 1

    def opt_own_material(self, d: RWData, t: SellMaterial | SwapMaterial) -> list[int]:
        s = d.sheets[t.seat]
        return [self.id_material[m] for m in MATERIAL_ROWS if s.owned(m) > 0]

    def do_sell_material(self, d: RWData, t: SellMaterial, a: Action) -> None:
        """Helper B (L470-L474): the material is crossed out (its blueberry and VP follow)."""
        self.spend(d.sheets[t.seat], MATERIALS.index(str(a.args[0])))

    def do_swap_material(self, d: RWData, t: SwapMaterial, a: Action) -> None:
        """Helper A (L460-L468): cross it out ..."""
        m = MATERIALS.index(str(a.args[0]))
        self.spend(d.sheets[t.seat], m)
        d.tasks.append(MaterialAs(seat=t.seat, crossed=m))

    def opt_material_as(self, d: RWData, t: MaterialAs) -> list[int]:
        return [self.id_material[m] for m in MATERIAL_ROWS if m != t.crossed]

    def do_material_as(self, d: RWData, t: MaterialAs, a: Action) -> None:
        """... and use it as another material this turn."""
        d.sheets[t.seat].borrowed[MATERIALS.index(str(a.args[0]))] += 1

    def opt_deliver(self, d: RWData, t: Deliver) -> list[int]:
        s = d.sheets[t.seat]
        v = t.value
        return [self.id_deliver[k] for k in (kind(YELLOW, v), kind(BROWN, v)) if s.dice[k]]

    def do_deliver(self, d: RWData, t: Deliver, a: Action) -> None:
        k = kind(COLORS.index(str(a.args[0])), int(a.args[1]))
        d.sheets[t.seat].dice[k] -= 1
        d.supply[color_of(k)] += 1

    def opt_give_die(self, d: RWData, t: GiveDie) -> list[int]:
        """The dice that pay the next die of a ``dice`` requirement and leave the rest of the
        order payable with the dice still held."""
        s = d.sheets[t.seat]
        groups = self.order_groups[t.order]
        color, _, low, high = groups[t.group]
        later = groups[t.group + 1 :]
        out = []
        for k in range(12):
            if not s.dice[k] or color not in (ANY, color_of(k)):
                continue
            total = t.total + value_of(k)
            rest = (color, t.left - 1, low - total, high - total)
            held = list(s.dice)
            held[k] -= 1
            if payable(held, (rest, *later)):
                out.append(self.id_deliver[k])
        return out

    def do_give_die(self, d: RWData, t: GiveDie, a: Action) -> None:
        k = kind(COLORS.index(str(a.args[0])), int(a.args[1]))
        d.sheets[t.seat].dice[k] -= 1
        d.supply[color_of(k)] += 1
        if t.left > 1:
            d.tasks.append(attrs.evolve(t, left=t.left - 1, total=t.total + value_of(k)))

    # --- free actions (L140-L148) ----------------------------------------------------------
    def can_fulfil(self, s: Any, oid: str) -> bool:
        dice, anyc, mats = self.order_needs[oid]
        have = s.dice
        for k in range(12):
            if have[k] < dice[k]:
                return False
        for v in range(6):
            if anyc[v] and have[v] - dice[v] + have[v + 6] - dice[v + 6] < anyc[v]:
                return False
        if not all(s.owned(m) >= mats[m] for m in range(len(ROWS))):
            return False
        groups = self.order_groups.get(oid)
        if groups is None:
            return True
        return payable([have[k] - dice[k] for k in range(12)], groups)

    def order_met(self, d: RWData, p: int, oid: str) -> bool:
        """An order's ``if``: while it does not hold, the order cannot be fulfilled (issue 15;
        the cost alone is L150-L158)."""
        cond = self.order_if.get(oid)
        return cond is None or holds(self, d, p, cond)

    def opt_free(self, d: RWData, t: Free) -> list[int]:
        p = t.seat
        s = d.sheets[p]
        out = [
            self.id_fulfil[o] for o in s.held if self.can_fulfil(s, o) and self.order_met(d, p, o)
        ]
        dice = s.dice
        held = [k for k in range(12) if dice[k]]
        if s.owned(GLUE):
            for i, k1 in enumerate(held):
                for k2 in held[i:]:
                    if (k1 != k2 or dice[k1] > 1) and (k1, k2) in self.id_glue:
                        out += self.id_glue[(k1, k2)]
        if s.owned(SAW):
            for k in held:
                if d.supply[color_of(k)]:
                    out += self.id_saw[k]
        if s.owned(SHAVINGS):
            out += [self.id_shave[k] for k in held if self.id_shave[k] >= 0]
        berries = s.owned(BLUEBERRY)
        for h in range(len(self.helpers)):
            if not s.helpers >> h & 1:
                if berries >= self.helper_cost[h]:
                    out.append(self.id_hire[h])
            else:
                for ref in self.helper_activated[h]:
                    if usable(self, d, p, ref):
                        out.append(self.id_use[h])
                        break
        if berries:
            out += [
                self.id_fill[c]
                for c in range(len(self.crates))
                if self.free_icon(s, c, "blueberry") >= 0
            ]
        out.append(self.id_end)
        return out

    def do_free(self, d: RWData, t: Free, a: Action) -> None:
        p = t.seat
        s = d.sheets[p]
        if a.kind == "end":
            s.borrowed = [0] * len(ROWS)  # helper A's substitute lasts this turn only
            return
        d.tasks.append(t)  # the player keeps acting until 'end'
        getattr(self, "free_" + a.kind)(d, p, s, a)

    def free_fulfil(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L150-L164: return the dice, cross out the materials, take the reward."""
        oid = str(a.args[0])
        dice, anyc, mats = self.order_needs[oid]
        for k in range(12):
            if dice[k]:
                s.dice[k] -= dice[k]
                d.supply[color_of(k)] += dice[k]
        for m in range(len(ROWS)):
            self.spend(s, m, mats[m])
        s.held.remove(oid)
        s.fulfilled.append(oid)
        s.order_reputation += self.order_rep[oid]
        d.tasks.append(OrderFulfilled(seat=p))  # after the reward, in its written order
        for ref in reversed(self.order_reward[oid]):
            push_effects(d, p, ref)
        groups = self.order_groups.get(oid, ())
        for g in reversed(range(len(groups))):  # paid die by die, the first group first
            d.tasks.append(GiveDie(seat=p, order=oid, group=g, left=groups[g][1], total=0))
        for v in range(6):  # first, the any-colour requirements are paid
            for _ in range(anyc[v]):
                y, b = s.dice[kind(YELLOW, v + 1)], s.dice[kind(BROWN, v + 1)]
                if y and b:
                    d.tasks.append(Deliver(seat=p, value=v + 1))
                else:
                    k = kind(YELLOW if y else BROWN, v + 1)
                    s.dice[k] -= 1
                    d.supply[color_of(k)] += 1

    def free_glue(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L169-L181: two dice, sum at most 6, one die kept (colour of choice), +2 VP."""
        c1, v1, c2, v2, res = a.args
        first, second = Die(COLORS.index(str(c1)), int(v1)), Die(COLORS.index(str(c2)), int(v2))
        glued = glue(first, second, COLORS.index(str(res)))
        s.dice[kind_of(first)] -= 1
        s.dice[kind_of(second)] -= 1
        s.dice[kind_of(glued.die)] += 1
        d.supply[glued.returned.color] += 1
        self.spend(s, GLUE)
        self.gain_vp_now(d, p, 2)

    def free_saw(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L186-L200: one die becomes two of its colour whose values add up to it."""
        die, part = Die(COLORS.index(str(a.args[0])), int(a.args[1])), int(a.args[2])
        pieces = saw(die, (part, die.value - part))
        s.dice[kind_of(die)] -= 1
        for piece in pieces:
            s.dice[kind_of(piece)] += 1
        d.supply[die.color] -= len(pieces) - 1  # the new dice come from the supply
        self.spend(s, SAW)

    def free_shave(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L240-L246: each shavings raises a die by 1."""
        die = Die(COLORS.index(str(a.args[0])), int(a.args[1]))
        s.dice[kind_of(die)] -= 1
        s.dice[kind_of(upgrade(die, 1))] += 1
        self.spend(s, SHAVINGS)

    def free_hire(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L230-L238, L282-L298: cross out blueberries, mark the helper; lightning at once."""
        card = str(a.args[0])
        s.helpers |= 1 << self.helper_index[card]
        later(d, *play_tasks(self, p, card))  # the hire cost, then its on_play abilities

    def free_use(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L290-L298: a once-per-round ability, marked in that round's circle."""
        h = self.helper_index[str(a.args[0])]
        ref = next(r for r in self.helper_activated[h] if usable(self, d, p, r))
        use(self, d, p, ref)  # recorded in card_uses with the clock: the round's circle

    def free_fill(self, d: RWData, p: int, s: Any, a: Action) -> None:
        """L309-L313 with digest A18: a crate's blueberry icon paid as a free action."""
        c = [cr.id for cr in self.crates].index(str(a.args[0]))
        self.spend(s, BLUEBERRY)
        self.cross_icon(d, p, c, "blueberry")

    # --- scoring (L363-L390) ---------------------------------------------------------------
    def score_sheet(self, d: RWData) -> ScoreSheet:
        """L363-L367: the six categories; L367-L371: on a tie, more unused materials wins (a
        tie after that is shared, digest A27). Solo: L419-L425 give a rating, no target."""
        out = []
        for p, s in enumerate(d.sheets):
            helpers = sum(
                evaluate(self, d, p, self.helpers[h].score or 0)
                for h in range(len(self.helpers))
                if s.helpers >> h & 1
            )
            crates = sum(
                evaluate(self, d, p, self.crates[c].score or 0)
                for c in range(len(self.crates))
                if s.active >> c & 1
            )
            lines = sum(
                self._number(self.lines[i].score)
                for i in range(len(self.lines))
                if s.lines >> i & 1
            )
            row = {
                "1_lightning_vp": s.nuts,
                "2_helpers": helpers,
                "3_reputation": s.reputation * len(s.fulfilled),
                "4_orders": sum(self.order_vp[o] for o in s.fulfilled),
                "5_crates": crates,
                "6_lantern_lines": lines,
            }
            unused = sum(s.marked[m] - s.spent[m] for m in MATERIAL_ROWS)  # L166-L167
            out.append(SeatScore(row, (unused,)))
        return ScoreSheet(out, tiebreaks=("unused_materials",))

    # --- what a seat may see ---------------------------------------------------------------
    def observation(self, d: RWData, player: int) -> dict[str, Any]:
        committing = self.decision_name(d) == "commit"
        sheets = []
        for q, s in enumerate(d.sheets):
            own = q == player
            sheets.append(
                {
                    "dice": {die_name(k): s.dice[k] for k in range(12) if s.dice[k]},
                    "materials": {MATERIALS[m]: s.owned(m) for m in MATERIAL_ROWS},
                    "blueberries": s.owned(BLUEBERRY),
                    "marked": list(s.marked),
                    "spent": list(s.spent),
                    "lanterns": [c + 1 for c in range(9) if s.lanterns >> c & 1],
                    "crates": {
                        cr.id: {
                            "crossed": bin(s.crates[c]).count("1"),
                            "active": bool(s.active >> c & 1),
                        }
                        for c, cr in enumerate(self.crates)
                    },
                    "nuts": s.nuts,
                    "reputation": s.reputation,
                    "helpers": [h.id for i, h in enumerate(self.helpers) if s.helpers >> i & 1],
                    "held_orders": list(s.held),
                    # L162-L164: fulfilled orders lie face down; others see how many until the end
                    "fulfilled_orders": (
                        list(s.fulfilled) if own or not d.tasks else len(s.fulfilled)
                    ),
                    "turn_boxes": list(s.box_value),
                    "commit": (
                        self._commit_text(s.commit)
                        if own or not committing
                        else ("committed" if s.commit != NO_COMMIT else None)
                    ),
                    "dealt": list(s.dealt) if own else len(s.dealt),
                }
            )
        return {
            "game": self.id,
            "round": d.round,
            "turn": d.turn,
            "phase": d.phase,
            "board": [die_name(k) if k >= 0 else None for k in d.board],
            "supply": {"yellow": d.supply[0], "brown": d.supply[1]},
            "pool": list(d.pool),
            "deck_sizes": [len(d.deck1), len(d.deck2)],
            "to_move": self.current_player(d),
            "decision": self.decision_name(d),
            "asked": asked(d.tasks),  # the decision as the table hears it
            "sheets": sheets,
        }

    @staticmethod
    def _commit_text(c: int) -> str | None:
        if c == NO_COMMIT:
            return None
        return {ORDER: "order", PASS: "pass"}.get(c) or die_name(c)

    # --- integrity of a loaded state -------------------------------------------------------
    def check_data(self, d: RWData) -> list[str]:
        """What the rules assume of a loaded table: every die and order once, each sheet's
        entries in the range of its printed boxes, the tasks' dice and seats real."""
        c = Checks()
        c.length("sheets", d.sheets, d.players)
        c.within("round", d.round, 0, self.rounds)
        c.within("turn", d.turn, 0, 2)
        c.within("phase", d.phase, 1, 2)
        for name in ("board", "seen_board"):
            if c.length(name, getattr(d, name), 6):
                c.each_within(name, getattr(d, name), -1, 11)
        c.each_within("rolled", d.rolled, 0, 11)
        if c.length("supply", d.supply, 2):
            c.each_within("supply", d.supply, 0, TABLE_INT)  # the dice are counted below
        c.length("pool", d.pool, int(self.params["pool_size"]))
        places = {"deck1": d.deck1, "deck2": d.deck2, "pool": [o for o in d.pool if o]}
        places["discard"] = d.discard
        for p, s in enumerate(d.sheets):
            at = f"sheets[{p}]"
            if c.length(f"{at}.dice", s.dice, 12):
                c.each_within(f"{at}.dice", s.dice, 0, 2 * int(self.params["dice_per_color"]))
            for row in ("marked", "spent", "borrowed"):
                c.length(f"{at}.{row}", getattr(s, row), len(ROWS))
            if not c.problems:
                for m, row in enumerate(ROWS):
                    c.within(f"{at}.marked[{m}] ({row})", s.marked[m], 0, self.row_circles[m])
                    c.within(f"{at}.spent[{m}] ({row})", s.spent[m], 0, s.marked[m])
                    c.within(f"{at}.borrowed[{m}] ({row})", s.borrowed[m], 0, sum(s.spent))
            c.bits(f"{at}.lanterns", s.lanterns, 9)
            c.bits(f"{at}.lines", s.lines, len(self.lines))
            if c.length(f"{at}.crates", s.crates, len(self.crates)):
                for i, icons in enumerate(self.crate_icons):
                    c.bits(f"{at}.crates[{i}]", s.crates[i], len(icons))
            c.bits(f"{at}.active", s.active, len(self.crates))
            c.bits(f"{at}.helpers", s.helpers, len(self.helpers))
            c.within(f"{at}.nuts", s.nuts, 0, int(self.params["nut_table"]))
            c.within(f"{at}.reputation", s.reputation, 0, TABLE_INT)
            c.within(f"{at}.order_reputation", s.order_reputation, 0, TABLE_INT)
            for row, high in (("box_value", 6), ("box_color", 1)):
                if c.length(f"{at}.{row}", getattr(s, row), self.turns):
                    c.each_within(f"{at}.{row}", getattr(s, row), -1, high)
            c.within(f"{at}.commit", s.commit, NO_COMMIT, PASS)
            places[f"{at}.held"] = s.held
            places[f"{at}.fulfilled"] = s.fulfilled
            places[f"{at}.dealt"] = s.dealt
        if c.problems:
            return c.problems
        if c.in_one_place(places, dict.fromkeys(self.orders, 1), "order"):
            cards = [o for pile in places.values() for o in pile]
            c.holds(len(cards) == len(self.orders), "orders", "an order card is missing")
        dice = int(self.params["dice_per_color"])
        for color in (YELLOW, BROWN):
            total = d.supply[color] + sum(1 for k in d.board if k >= 0 and color_of(k) == color)
            total += sum(1 for k in d.rolled if color_of(k) == color)
            # dice out of the supply, waiting for their roll (L51, L342)
            total += sum(1 for t in d.tasks if isinstance(t, ROLLED_DICE) and t.color == color)
            total += sum(sum(s.dice[color * 6 : color * 6 + 6]) for s in d.sheets)
            c.holds(
                total == dice, "dice", f"{total} {COLORS[color]} dice in play, the game has {dice}"
            )
        for i, t in enumerate(d.tasks):
            for name, low, most in TASK_RANGES.get(type(t), ()):
                top = self.rounds if most is None else most
                c.within(f"tasks[{i}].{name}", getattr(t, name), low, top)
            if isinstance(t, (TakeDie, Column)):  # the die taken lies on the revealed board
                need = 1 if isinstance(t, TakeDie) else 2
                c.holds(d.seen_board.count(t.kind) >= need, f"tasks[{i}].kind", "not revealed")
            if isinstance(t, GiveDie):
                groups = self.order_groups.get(t.order, ())
                c.holds(t.group < len(groups), f"tasks[{i}].order", "no such dice requirement")
            if isinstance(t, (Rolloff, RolloffDie)):
                c.seats(f"tasks[{i}].group", t.group, d.players)
                c.each_within(f"tasks[{i}].rolls", t.rolls, 1, 6)
        for key in d.card_uses:
            seat, _, ref = key.partition(":")
            c.holds(seat.isdigit() and int(seat) < d.players, f"card_uses.{key}", "no seat")
        return c.problems

    # --- pictures (games/woodcraft_rw/svg.py) ------------------------------------------------
    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def card_words(self) -> Mapping[str, str]:
        return svg.WORDS

    def render_private(self, d: RWData, viewer: int) -> str:
        s = d.sheets[viewer]
        parts = [f"  your choice this turn: {self._commit_text(s.commit) or '-'}"]
        if s.dealt:
            parts.append(f"dealt to choose from: {s.dealt}")
        return "; ".join(parts)

    def render(self, d: RWData) -> str:
        board = " | ".join(die_name(k) if k >= 0 else "  --  " for k in d.board)
        lines = [
            f"Round {d.round} turn {d.turn}, phase {d.phase}. Board: [{board}]",
            f"Pool: {[o or '-' for o in d.pool]}  supply: yellow {d.supply[0]}, "
            f"brown {d.supply[1]}",
        ]
        for p, s in enumerate(d.sheets):
            dice = ", ".join(f"{s.dice[k]}x{die_name(k)}" for k in range(12) if s.dice[k])
            mats = " ".join(f"{row}={s.owned(m)}" for m, row in enumerate(ROWS))
            lines.append(
                f"  seat {p}: dice [{dice}] {mats} lanterns={bin(s.lanterns).count('1')}"
                f" nuts={s.nuts} rep={s.reputation} held={s.held} done={s.fulfilled}"
                f" helpers={[h.id for i, h in enumerate(self.helpers) if s.helpers >> i & 1]}"
            )
        return "\n".join(lines)
