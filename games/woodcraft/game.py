"""Woodcraft (Ross Arnold, Vladimír Suchý): the rules, as tasks and decisions.

Rulebook: shared/seeds/woodcraft.de.txt (German), read with the digest shared/rules/woodcraft.md.
A game is a setup (L128-L291), 14 rounds (13 with 4 players, L332) of one turn per seat from the
start player (L333-L334), four income phases (L1150-L1188) and the final scoring (L1315-L1360).
A turn is tree growth, then the actions step (``Main``: choose and move a tile, its action or an
alternative, a bonus action and free actions in any order, L350-L353, L919-L930), then the
marketing track and the lumber-stack limit (L1190-L1208).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from boardrules import rng
from boardrules.actions import Action
from boardrules.cards.costs import PayCost, can_pay
from boardrules.cards.loader import Catalog
from boardrules.cards.runtime import fire, modifiers, usable_abilities, use
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.effects import evaluate, push_effects
from boardrules.engine import Game, OpFn, later
from boardrules.scoring import ScoreSheet, SeatScore
from boardrules.tasks import Draw, Env, draw

from ..woodcraft_dice import (
    Die,
    can_glue,
    glue,
    glue_colors,
    upgrade,
    upgrade_steps,
)
from . import draws, hidden, svg, tensors
from . import wheel as wh
from .integrity import check_table
from .state import (
    ACTIONS,
    COLORS,
    EMPTY,
    KINDS,
    MATERIALS,
    ROWS,
    WData,
    Workshop,
    color_of,
    die_name,
    kind,
    value_of,
)
from .tasks import (
    DIE,
    AtticSpace,
    BuyMaterials,
    BuySix,
    BuyWood,
    Deliver,
    Discard,
    EndTurn,
    FinalScoring,
    HelperDone,
    Hire,
    Improve,
    Income,
    IncomeGains,
    KeepOrder,
    Main,
    Market,
    PickTool,
    PlaceOrder,
    Plant,
    Produce,
    Produced,
    ProduceMode,
    Refill,
    Room,
    Round,
    RoundEnd,
    SawCut,
    SeatHelper,
    Sell,
    SoloCard,
    SoloRemove,
    SoloTake,
    SpecialReward,
    StartHelper,
    TakeOrder,
    Trim,
    Turn,
    YardDie,
)

TRACKS = ("hazelnut_income", "blueberry_income")
RESOURCES = (
    "blueberry",
    "lantern",
    *MATERIALS,
    "reuse_token",
    "reputation",
    *TRACKS,
)
ANY_COLOR = 0b111
TILE_BONUS: Env = (("event", "tile_bonus"),)  # lanterns gained so cannot pay the alternative
Req = tuple[int, int]  # a die requirement: colour mask, value (0: any value)
DIE_REQ = (
    "map",
    {
        "color": (("enum", COLORS), False),
        "colors": (("list", ("enum", COLORS)), False),
        "value": (("enum", (1, 2, 3, 4, 5, 6)), False),
    },
)


def matches(req: Req, k: int) -> bool:
    mask, value = req
    return bool(mask >> color_of(k) & 1) and (value == 0 or value == value_of(k))


def satisfiable(reqs: Sequence[Req], dice: list[int]) -> bool:
    """Whether the dice meet every requirement, each die used once (L984-L986)."""
    if not reqs:
        return True
    first, rest = reqs[0], reqs[1:]
    for k in range(KINDS):
        if dice[k] and matches(first, k):
            dice[k] -= 1
            ok = satisfiable(rest, dice)
            dice[k] += 1
            if ok:
                return True
    return False


# board entries whose first ability's do is pushed when they are gained (``Woodcraft._do``)
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


class Woodcraft(Game):
    id = "woodcraft"
    title = "Woodcraft"
    min_players = 1
    max_players = 4
    data_class = WData
    chance_tasks = (YardDie, SoloRemove)
    # L270-L271: the 2 simple orders kept are held "verdeckt auf euren Händen": another seat's
    # history shows the choice as "<seat>: keep_order"
    secret_decisions = ("keep_order",)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md): random, first- and last-action playouts stay
        under half of it."""
        return 100 + 200 * players

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: WData, player: int, rng: random.Random) -> None:
        """The cards ``player`` never saw dealt afresh among the places they lie in, the decks
        shuffled (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    # --- data ------------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
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
            primitives={
                "gain_tool": "str",
                "produce": "int",
                "gain_die": (
                    "map",
                    {
                        "color": (("enum", COLORS), True),
                        "value": (("enum", (1, 2, 3, 4, 5, 6)), True),
                        "to": (("enum", ("pot", "stack")), True),
                    },
                ),
            },
            counters=(
                "helpers",
                "tool_kinds",
                "pots",
                "workshop_tiles",
                "fulfilled_orders",
                "hazelnut_income",
                "blueberry_income",
                "marketing",
                "trees",
            ),
            phases=("produce",),
            timings=("on_play", "activated", "modifier", "phase", "whenever"),
            # prepare: a board entry's first ability's do is pushed when it is gained (_do),
            # every ability of an order when it is fulfilled, whatever the ability's timing;
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

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        """What ``prepare`` reads beyond the file checks: the parameters, one order row per
        row, attic spaces named by the links, tools named by rewards, each helper's one
        production."""
        out = catalog.require(
            "parameter",
            (
                "rounds",
                "income_rounds",
                "start_blueberries",
                "start_lanterns",
                "start_dice",
                "public_orders",
                "dealt",
                "display",
                "second_order_cost",
                "alternative",
                "die_surcharge",
                "saw_discount",
                "tree",
                "stack_limit",
                "glue_mixed_vp",
                "special_reward",
                "order_penalty",
                "income_track_end",
                "reputation_vp",
                "reputation_end_vp",
                "reputation_tile_spaces",
                "marketing",
                "leftovers_divisor",
                "solo_public_rounds",
                "tool_copies",
                "yard",
            ),
            "a rule constant of Woodcraft",
        )
        out += catalog.require("order_row", [f"row-{r}" for r in range(1, ROWS + 1)])
        spaces = {c.id for c in catalog.of_kind("attic_space")}
        tools = {c.id for c in catalog.of_kind("tool")}
        for c in catalog.of_kind("attic_link"):
            if len(c.prop("between")) != 2 or not set(c.prop("between")) <= spaces:
                out.append(catalog.problem(c, "BAD-LINK", "a link joins two attic spaces"))
        for c in catalog.of_kind("attic_space"):
            if not set(c.prop("needs")) <= spaces:
                out.append(catalog.problem(c, "BAD-SPACE", "needs names attic spaces"))
        for c in catalog.of_kind("helper"):  # L732-L735: "Lasse ... deiner Helfer produzieren"
            produce = [ab for ab in c.abilities if ab.timing == "phase"]
            if len(produce) != 1:
                message = f"a helper has one phase ability, its production, not {len(produce)}"
                out.append(catalog.problem(c, "NO-PRODUCTION", message))
        for c in catalog.cards.values():  # what _needs and _blueberries read of a cost
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
        for c in catalog.cards.values():  # what prepare pushes as a bare do (RunEffects)
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

    def prepare(self) -> None:
        cat = self.catalog
        self.params: dict[str, Any] = {c.id: c.prop("value") for c in cat.of_kind("parameter")}
        p = self.params
        self.surcharge: list[int] = list(p["die_surcharge"])
        self.discount_color = COLORS.index(p["saw_discount"][0])
        self.discount = int(p["saw_discount"][1])
        self.growth, self.plant_min, self.plant_max, self.pot_die = p["tree"]
        self.yard_colors = [COLORS.index(c) for c in p["yard"]]
        self.rep_vp: list[int] = list(p["reputation_vp"])
        self.rep_end = len(self.rep_vp) - 1
        self.marketing: list[tuple[int, int]] = [tuple(x) for x in p["marketing"]]
        self.rim_ref = [""] * (wh.QUARTERS * wh.SPACES)
        for c in cat.of_kind("rim_bonus"):
            self.rim_ref[c.prop("quarter") * wh.SPACES + c.prop("space")] = self._do(c)
        self.saw_ref = {c.prop("age"): self._do(c) for c in cat.of_kind("saw_bonus")}
        self.offers = [
            (MATERIALS.index(c.prop("material")), int(c.prop("amount")), int(c.prop("price")))
            for c in cat.of_kind("material_offer")
        ]
        self.spaces = {(c.prop("tile"), c.prop("place")): c for c in cat.of_kind("workshop_space")}
        self.upgrade_most = {
            c.prop("place"): int(c.prop("most"))
            for c in cat.of_kind("workshop_space")
            if c.prop("tile") == "upgrade"
        }
        self.row_ref = {c.prop("row") - 1: self._do(c) for c in cat.of_kind("order_row")}
        rooms = sorted(cat.of_kind("room"), key=lambda c: c.prop("room"))
        self.room_neighbours = [tuple(c.prop("neighbours")) for c in rooms]
        self.room_income = [c.prop("income") for c in rooms]
        self.room_produce = [int(c.prop("produce")) for c in rooms]
        attic = cat.of_kind("attic_space")
        self.attic_ids = [c.id for c in attic]
        index = {s: i for i, s in enumerate(self.attic_ids)}
        self.attic_needs = [tuple(index[n] for n in c.prop("needs")) for c in attic]
        self.attic_links: dict[int, list[tuple[int, str]]] = {i: [] for i in range(len(attic))}
        for c in cat.of_kind("attic_link"):
            a, b = (index[s] for s in c.prop("between"))
            self.attic_links[a].append((b, self._do(c)))
            self.attic_links[b].append((a, self._do(c)))
        self.lines: dict[str, list[tuple[int, str]]] = {t: [] for t in TRACKS}
        for c in cat.of_kind("track_line"):
            self.lines[c.prop("track")].append((int(c.prop("at")), self._do(c)))
        self.tools = [c.id for c in cat.of_kind("tool")]
        self.rep_tile_ids = [c.id for c in cat.of_kind("reputation_tile")]
        self.rep_reward = {
            (c.prop("tile"), c.prop("side"), c.prop("rank")): self._do(c)
            for c in cat.of_kind("reputation_reward")
        }
        helpers = cat.of_kind("helper")
        self.helper_ids = [c.id for c in helpers]
        self.helper_cost = {c.id: self._blueberries(c.cost) for c in helpers}
        self.helper_deck = {c.id: c.deck for c in helpers}
        self.production = {
            c.id: next(ab.ref + "/do" for ab in c.abilities if ab.timing == "phase")
            for c in helpers
        }
        self.immediate = {
            c.id: [ab.ref + "/do" for ab in c.abilities if ab.timing == "on_play"] for c in helpers
        }
        self.activated = {
            c.id: self.runtime_refs(c, "activated")
            for c in helpers
            if self.runtime_refs(c, "activated")
        }
        orders = cat.of_kind("order") + cat.of_kind("special_order")
        self.order_ids = [c.id for c in orders]
        self.special = {c.id for c in cat.of_kind("special_order")}
        self.order_deck = {c.id: c.deck for c in cat.of_kind("order")}
        self.order_row = {c.id: int(c.prop("row")) - 1 for c in orders}
        self.order_reqs: dict[str, tuple[Req, ...]] = {}
        self.order_mats: dict[str, tuple[int, int, int]] = {}
        for c in orders:
            reqs, mats = self._needs(c.cost)
            self.order_reqs[c.id], self.order_mats[c.id] = reqs, mats
        self.order_reward = {c.id: [ab.ref + "/do" for ab in c.abilities] for c in orders}
        self.public_ids = [c.id for c in cat.of_kind("public_order")]
        self.public_score = {c.id: c.score for c in cat.of_kind("public_order")}
        self.solo_ids = [c.id for c in cat.of_kind("solo_card")]
        self.die_discounts = any(
            "die_discount" in (ab.modifier or {}) for c in helpers for ab in c.abilities
        )

    @staticmethod
    def runtime_refs(card: Any, timing: str) -> list[str]:
        return [ab.ref for ab in card.abilities if ab.timing == timing]

    @staticmethod
    def _do(card: Any) -> str:
        return str(card.abilities[0].ref) + "/do" if card.abilities else ""

    @staticmethod
    def _blueberries(cost: Iterable[Any]) -> int:
        return sum(int(item.get("blueberry", 0)) for item in cost)

    @staticmethod
    def _needs(cost: Iterable[Any]) -> tuple[tuple[Req, ...], tuple[int, int, int]]:
        """An order's die requirements (most specific first) and materials (L1060-L1066,
        legend L1591-L1601)."""
        reqs: list[Req] = []
        mats = [0, 0, 0]
        for item in cost:
            ((key, arg),) = item.items()
            if key == "die":
                if "color" in arg:
                    mask = 1 << COLORS.index(arg["color"])
                elif "colors" in arg:
                    mask = sum(1 << COLORS.index(c) for c in arg["colors"])
                else:
                    mask = ANY_COLOR
                reqs.append((mask, int(arg.get("value", 0))))
            else:
                mats[MATERIALS.index(key)] += int(arg)
        reqs.sort(key=lambda r: (bin(r[0]).count("1"), r[1] == 0))
        return tuple(reqs), (mats[0], mats[1], mats[2])

    # --- the action codec ------------------------------------------------------------------
    def all_actions(self) -> Iterable[Action]:
        dice = [(COLORS[color_of(k)], value_of(k)) for k in range(KINDS)]
        yield from (Action("keep", (o,)) for o in self.order_ids)
        yield from (Action("place", (o,)) for o in self.order_ids)
        yield from (Action("start", (h,)) for h in self.helper_ids)
        yield from (Action("tile", (a,)) for a in ACTIONS)
        yield Action("perform")
        yield Action("berries")
        yield from (Action("lantern", (a,)) for a in ACTIONS)
        yield from (Action("bonus", (a,)) for a in ACTIONS)
        yield Action("end")
        yield Action("done")
        yield from (Action("buy", d) for d in dice)
        yield from (Action("sell", d) for d in dice)
        yield from (Action("six", (c,)) for c in COLORS)
        yield from (Action("material", (m,)) for m in MATERIALS)
        yield from (Action("take", (s,)) for s in range(1, 5))
        yield from (Action("hire", (s,)) for s in range(1, 5))
        yield from (Action("room", (r,)) for r in range(len(self.room_neighbours)))
        yield from (Action("mode", (m,)) for m in ("produce", "plant"))
        yield from (Action("produce", (h,)) for h in self.helper_ids)
        yield from (Action("use", (h,)) for h in self.activated)
        for k in range(KINDS):
            c, v = dice[k]
            for part in range(1, min(v, self.plant_max) + 1):
                if part <= self.plant_max and (part == v or part <= v - 1):
                    yield Action("plant", (c, v, part))
        yield from (Action("improve", (t,)) for t in ("pot", "saw", "upgrade", "glue"))
        yield from (Action("saw", d) for d in dice if d[1] >= 2)
        yield from (Action("cut", (v,)) for v in range(1, 4))
        for place in (1, 2, 3):
            for k in range(KINDS):
                for n in range(1, 5):
                    if value_of(k) + n <= 6:
                        yield Action("upgrade", (place, *dice[k], n))
        for k1 in range(KINDS):
            for k2 in range(k1, KINDS):
                for res in self.glue_results(k1, k2):
                    yield Action("glue", (*dice[k1], *dice[k2], res))
        yield from (Action("fell", (c,)) for c in COLORS)
        yield from (Action("fulfil", (o,)) for o in self.order_ids)
        yield from (Action("deliver", d) for d in dice)
        yield from (Action("reuse", (t,)) for t in ("saw", "upgrade 1", "upgrade 2", "upgrade 3"))
        yield Action("reuse", ("glue",))
        yield from (Action("reward", (r,)) for r in ("points", "claim"))
        yield from (Action("claim", (o,)) for o in self.public_ids)
        yield from (Action("tool", (t,)) for t in self.tools)
        yield from (Action("attic", (s,)) for s in self.attic_ids)
        yield Action("market")
        yield from (Action("discard", d) for d in dice)

    @staticmethod
    def glue_results(k1: int, k2: int) -> list[str]:
        first, second = Die(color_of(k1), value_of(k1)), Die(color_of(k2), value_of(k2))
        if not can_glue(first, second):
            return []
        return [COLORS[c] for c in glue_colors(first, second)]

    def prepare_ids(self) -> None:
        ids = self._ids

        def aid(kind_: str, *args: Any) -> int:
            return ids[Action(kind_, args)]

        def per_die(kind_: str) -> list[int]:
            return [
                ids.get(Action(kind_, (COLORS[color_of(k)], value_of(k))), -1) for k in range(18)
            ]

        self.id_keep = {o: aid("keep", o) for o in self.order_ids}
        self.id_place = {o: aid("place", o) for o in self.order_ids}
        self.id_start = {h: aid("start", h) for h in self.helper_ids}
        self.id_tile = [aid("tile", a) for a in ACTIONS]
        self.id_perform, self.id_berries = aid("perform"), aid("berries")
        self.id_lantern = [aid("lantern", a) for a in ACTIONS]
        self.id_bonus = [aid("bonus", a) for a in ACTIONS]
        self.id_end, self.id_done = aid("end"), aid("done")
        self.id_buy, self.id_sell = per_die("buy"), per_die("sell")
        self.id_six = [aid("six", c) for c in COLORS]
        self.id_material = [aid("material", m) for m in MATERIALS]
        self.id_take = [aid("take", s) for s in range(1, 5)]
        self.id_hire = [aid("hire", s) for s in range(1, 5)]
        self.id_room = [aid("room", r) for r in range(len(self.room_neighbours))]
        self.id_mode = {m: aid("mode", m) for m in ("produce", "plant")}
        self.id_produce = {h: aid("produce", h) for h in self.helper_ids}
        self.id_use = {h: aid("use", h) for h in self.activated}
        self.id_plant = {
            (k, part): ids[Action("plant", (COLORS[color_of(k)], value_of(k), part))]
            for k in range(KINDS)
            for part in (1, 2)
            if Action("plant", (COLORS[color_of(k)], value_of(k), part)) in ids
        }
        self.id_improve = {t: aid("improve", t) for t in ("pot", "saw", "upgrade", "glue")}
        self.id_saw = per_die("saw")
        self.id_cut = [aid("cut", v) for v in range(1, 4)]
        self.id_upgrade = {
            (place, k, n): aid("upgrade", place, COLORS[color_of(k)], value_of(k), n)
            for place in (1, 2, 3)
            for k in range(KINDS)
            for n in range(1, 5)
            if value_of(k) + n <= 6
        }
        self.id_glue: dict[tuple[int, int], list[int]] = {}
        for k1 in range(KINDS):
            for k2 in range(k1, KINDS):
                results = self.glue_results(k1, k2)
                if results:
                    d1 = (COLORS[color_of(k1)], value_of(k1))
                    d2 = (COLORS[color_of(k2)], value_of(k2))
                    self.id_glue[(k1, k2)] = [aid("glue", *d1, *d2, r) for r in results]
        self.id_fell = [aid("fell", c) for c in COLORS]
        self.id_fulfil = {o: aid("fulfil", o) for o in self.order_ids}
        self.id_deliver = per_die("deliver")
        self.id_reuse_saw, self.id_reuse_glue = aid("reuse", "saw"), aid("reuse", "glue")
        self.id_reuse_upgrade = [aid("reuse", f"upgrade {i}") for i in (1, 2, 3)]
        self.id_reward = {r: aid("reward", r) for r in ("points", "claim")}
        self.id_claim = {o: aid("claim", o) for o in self.public_ids}
        self.id_tool = {t: aid("tool", t) for t in self.tools}
        self.id_attic = [aid("attic", s) for s in self.attic_ids]
        self.id_market = aid("market")
        self.id_discard = per_die("discard")

    # --- setup (L128-L291) -----------------------------------------------------------------
    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> WData:
        p = self.params
        state = rng.seed_state(seed)
        state, start = rng.randbelow(state, players)  # L254-L255

        def deck(ids: Iterable[str]) -> list[str]:
            nonlocal state
            cards = list(ids)
            state = rng.shuffle(state, cards)
            return cards

        simple = deck(o for o in self.order_deck if self.order_deck[o] == "simple")
        special = deck(sorted(self.special))
        public = deck(self.public_ids)
        tiles = deck(self.rep_tile_ids)
        inexperienced = deck(h for h in self.helper_ids if self.helper_deck[h] == "inexperienced")
        solo = deck(self.solo_ids) if players == 1 else []
        n_public = int(p["public_orders"][players - 1])
        d = WData(
            players=players,
            seed=seed,
            rng=state,
            explicit_chance=explicit_chance,
            options=options,
            tasks=[],
            round=0,
            rounds=int(p["rounds"][players - 1]),
            turn=0,
            start=start,
            wheel=list(range(len(ACTIONS))) + [EMPTY] * (wh.QUARTERS * wh.SPACES - len(ACTIONS)),
            arrow=1,  # L135: the arrowhead points to the end of the next quarter
            start_quarter=0,
            arc=True,  # L133
            yard=[EMPTY] * len(self.yard_colors),
            stage=1,
            order_deck=simple,
            order_display=[""] * 4,
            order_discard=[],
            helper_deck=inexperienced,
            helper_display=[""] * 4,
            helper_discard=[],
            boxed=public[n_public:] + tiles[2:],
            public=public[:n_public],
            public_open=[True] * n_public,
            claimed_round=[0] * n_public,
            tools_left=[int(p["tool_copies"])] * len(self.tools),
            rep_tiles=tiles[:2],
            rep_arrivals=[[0] * players for _ in range(2)],
            rep_gone=[False, False],
            neutral=0,
            solo_deck=solo,
            solo_discard=[],
            workshops=[self.new_workshop(players) for _ in range(players)],
            seen={},
        )
        n_helpers, n_simple, n_special, _keep = p["dealt"]
        deals: list[Draw] = []
        if explicit_chance:  # every card comes from a CHANCE node (draws.py)
            d.boxed, d.public, d.rep_tiles = public + tiles + special, [], []
            deals = draws.setup_draws(self, d, n_helpers, n_simple, n_special)
        else:
            for slot in range(4):  # L206-L214
                d.order_display[slot] = self.shown(d, self.draw_order(d))
                d.helper_display[slot] = self.shown(d, self.draw_helper(d))
            for seat in self.seat_order(d):  # L288-L291
                w = d.workshops[seat]
                w.dealt_helpers = [self.draw_helper(d) for _ in range(n_helpers)]
                w.dealt = [self.draw_order(d) for _ in range(n_simple)]
                w.hand = [special.pop() for _ in range(n_special)]
                for card in (*w.dealt_helpers, *w.dealt, *w.hand):
                    self.shown(d, card, seat)
            d.boxed += special  # L271-L272: unused special orders go back to the box
        setup_choices: list[Any] = []
        for seat in self.seat_order(d):
            setup_choices += [KeepOrder(seat=seat, left=int(_keep)), PlaceOrder(seat=seat)]
            setup_choices.append(StartHelper(seat=seat))
        yard = [YardDie(sides=DIE, slot=s) for s in range(len(d.yard))]
        later(d, *deals, *yard, *setup_choices, Round(number=1))
        return d

    def new_workshop(self, players: int) -> Workshop:
        p = self.params
        dice = [0] * KINDS
        for text in p["start_dice"]:  # L248-L249 (values: digest A1, external)
            color, value = str(text).split()
            dice[kind(COLORS.index(color), int(value))] += 1
        return Workshop(
            dice=dice,
            pots=[EMPTY] * 3,
            pots_built=1,
            saws=[0],  # L261
            upgrades=[0],  # L263-L264
            glue=-1,
            blueberries=int(p["start_blueberries"]),
            lanterns=int(p["start_lanterns"][players - 1]),
            glue_discs=0,
            saw_blades=0,
            scrap=0,
            reuse=0,
            vp=0,
            hazelnut=0,
            income=0,
            reputation=0,
            marketing=0,
            rooms=[""] * len(self.room_neighbours),
            hand=[],
            order_ids=[],
            order_rows=[],
            fulfilled=[],
            attic=[""] * len(self.attic_ids),
            claims=[],
            dealt=[],
            dealt_helpers=[],
            tile=-1,
            acted=False,
            bonus_used=False,
            tile_lanterns=0,
        )

    @staticmethod
    def seat_order(d: WData) -> list[int]:
        """From the start player, clockwise (L254-L255, L333-L334)."""
        return [(d.start + i) % d.players for i in range(d.players)]

    # --- decks -----------------------------------------------------------------------------
    def _draw(self, d: WData, deck: list[str], discard: list[str]) -> str:
        """L157-L158: an empty deck is refilled by shuffling its discard pile."""
        if not deck and discard:
            deck += discard
            discard.clear()
            d.rng = rng.shuffle(d.rng, deck)
        return deck.pop() if deck else ""

    def draw_order(self, d: WData) -> str:
        return self._draw(d, d.order_deck, d.order_discard)

    def draw_helper(self, d: WData) -> str:
        return self._draw(d, d.helper_deck, d.helper_discard)

    def shown(self, d: WData, card: str, seat: int = -1) -> str:
        """Records that ``seat`` (-1: everybody) has seen ``card`` (``WData.seen``)."""
        if card:
            everybody = (1 << d.players) - 1
            d.seen[card] = d.seen.get(card, 0) | (everybody if seat < 0 else 1 << seat)
        return card

    def take_from_display(self, d: WData, display: list[str], slot: int, helpers: bool) -> str:
        """L638-L640, L666-L669: take the card, slide the cards left of it along the arrows
        (to the right), refill the empty left space."""
        card = display[slot]
        display[1 : slot + 1] = display[:slot]
        if d.explicit_chance:
            display[0] = ""
            later(d, *draws.refills(d, [("helpers" if helpers else "orders", 0)]))
            return card
        display[0] = self.shown(d, self.draw_helper(d) if helpers else self.draw_order(d))
        return card

    # --- task handlers ---------------------------------------------------------------------
    def build_ops(self) -> dict[Any, OpFn]:
        return {
            Round: self.op_round,
            Turn: self.op_turn,
            EndTurn: self.op_end_turn,
            Trim: self.op_trim,
            RoundEnd: self.op_round_end,
            Income: self.op_income,
            IncomeGains: self.op_income_gains,
            FinalScoring: self.op_final,
            SoloCard: self.op_solo_card,
            SoloTake: self.op_solo_take,
            Refill: self.op_refill,
            SeatHelper: self.op_seat_helper,
            HelperDone: self.op_helper_done,
            Produced: self.op_produced,
        }

    def build_decisions(self) -> dict[Any, Any]:
        return {
            KeepOrder: (self.opt_keep, self.do_keep),
            PlaceOrder: (self.opt_place, self.do_place),
            StartHelper: (self.opt_start, self.do_start),
            Main: (self.opt_main, self.do_main),
            BuyWood: (self.opt_buy_wood, self.do_buy_wood),
            Sell: (self.opt_sell, self.do_sell),
            BuySix: (self.opt_six, self.do_six),
            BuyMaterials: (self.opt_materials, self.do_materials),
            TakeOrder: (self.opt_take, self.do_take),
            Hire: (self.opt_hire, self.do_hire),
            Room: (self.opt_room, self.do_room),
            ProduceMode: (self.opt_mode, self.do_mode),
            Produce: (self.opt_produce, self.do_produce),
            Plant: (self.opt_plant, self.do_plant),
            Improve: (self.opt_improve, self.do_improve),
            SawCut: (self.opt_cut, self.do_cut),
            Deliver: (self.opt_deliver, self.do_deliver),
            SpecialReward: (self.opt_special, self.do_special),
            PickTool: (self.opt_tool, self.do_tool),
            AtticSpace: (self.opt_attic, self.do_attic),
            Market: (self.opt_market, self.do_market),
            Discard: (self.opt_discard, self.do_discard),
        }

    def chance_result(self, d: WData, task: Any, value: int) -> None:
        if isinstance(task, YardDie):  # L137-L138, L578-L580
            d.yard[task.slot] = kind(self.yard_colors[task.slot], value)
        else:  # L1498-L1503: the value-th unclaimed public order leaves the game
            unclaimed = [i for i, r in enumerate(d.claimed_round) if r == 0 and d.public_open[i]]
            i = unclaimed[value - 1]
            d.public_open[i] = False

    # --- setup choices ---------------------------------------------------------------------
    def opt_keep(self, d: WData, t: KeepOrder) -> list[int]:
        return [self.id_keep[o] for o in dict.fromkeys(d.workshops[t.seat].dealt)]

    def do_keep(self, d: WData, t: KeepOrder, a: Action) -> None:
        """L270-L271: keep 2 of the 5 simple orders dealt, discard the rest."""
        w = d.workshops[t.seat]
        order = str(a.args[0])
        w.dealt.remove(order)
        w.hand.append(order)
        if t.left > 1:
            d.tasks.append(KeepOrder(seat=t.seat, left=t.left - 1))
        else:
            d.order_discard += w.dealt
            w.dealt = []

    def opt_place(self, d: WData, t: PlaceOrder) -> list[int]:
        return [self.id_place[o] for o in dict.fromkeys(d.workshops[t.seat].hand)]

    def do_place(self, d: WData, t: PlaceOrder, a: Action) -> None:
        """L272-L274, L1154-L1155: an order from the hand goes into the row of its symbol."""
        w = d.workshops[t.seat]
        order = str(a.args[0])
        w.hand.remove(order)
        w.order_ids.append(self.shown(d, order))
        w.order_rows.append(self.order_row[order])

    def opt_start(self, d: WData, t: StartHelper) -> list[int]:
        w = d.workshops[t.seat]
        return [
            self.id_start[h]
            for h in dict.fromkeys(w.dealt_helpers)
            if can_pay(self, d, t.seat, f"{h}/cost")
        ]

    def do_start(self, d: WData, t: StartHelper, a: Action) -> None:
        """L276-L278: keep 1 helper, pay its cost, top-left room; discard the other 2."""
        w = d.workshops[t.seat]
        helper = str(a.args[0])
        w.dealt_helpers.remove(helper)
        d.helper_discard += w.dealt_helpers
        w.dealt_helpers = []
        later(d, PayCost(t.seat, f"{helper}/cost"), SeatHelper(seat=t.seat, helper=helper, room=0))

    # --- rounds and turns ------------------------------------------------------------------
    def op_round(self, d: WData, t: Round) -> None:
        d.round = t.number
        steps: list[Any] = []
        if d.players == 1 and t.number in self.params["solo_public_rounds"]:
            unclaimed = sum(1 for i, r in enumerate(d.claimed_round) if r == 0 and d.public_open[i])
            if unclaimed:  # L1498-L1503
                steps.append(SoloRemove(sides=unclaimed))
        steps += [Turn(seat=s) for s in self.seat_order(d)]
        if d.players == 1:
            steps.append(SoloCard(attempt=1))
        steps.append(RoundEnd(number=t.number))
        later(d, *steps)

    def op_turn(self, d: WData, t: Turn) -> None:
        """L347-L348, L781-L790: the trees grow 2 pips, never above 6; a 6 is moved to the
        lumber stack at once."""
        w = d.workshops[t.seat]
        d.turn += 1
        w.tile, w.acted, w.bonus_used, w.tile_lanterns = -1, False, False, 0
        for c in range(3):
            if w.pots[c] != EMPTY:
                w.pots[c] = min(6, w.pots[c] + self.growth)
                if w.pots[c] == 6:
                    w.dice[kind(c, 6)] += 1
                    w.pots[c] = EMPTY
        later(d, Main(seat=t.seat), EndTurn(seat=t.seat), Trim(seat=t.seat))

    def op_end_turn(self, d: WData, t: EndTurn) -> None:
        w = d.workshops[t.seat]
        if w.blueberries >= self.market_step(w)[0]:
            d.tasks.append(Market(seat=t.seat))

    def op_trim(self, d: WData, t: Trim) -> None:
        """L1203-L1208: at the end of the turn keep at most 6 dice in the lumber stack."""
        if sum(d.workshops[t.seat].dice) > int(self.params["stack_limit"]):
            later(d, Discard(seat=t.seat), Trim(seat=t.seat))

    def opt_discard(self, d: WData, t: Discard) -> list[int]:
        dice = d.workshops[t.seat].dice
        return [self.id_discard[k] for k in range(KINDS) if dice[k]]

    def do_discard(self, d: WData, t: Discard, a: Action) -> None:
        d.workshops[t.seat].dice[self.die_arg(a)] -= 1

    @staticmethod
    def die_arg(a: Action, at: int = 0) -> int:
        return kind(COLORS.index(str(a.args[at])), int(a.args[at + 1]))

    def market_step(self, w: Workshop) -> tuple[int, int]:
        """L1197-L1217: the next column's price and points; at the end, 12 for 11."""
        return self.marketing[min(w.marketing, len(self.marketing) - 1)]

    def opt_market(self, d: WData, t: Market) -> list[int]:
        return [self.id_market, self.id_done]

    def do_market(self, d: WData, t: Market, a: Action) -> None:
        if a.kind == "market":
            w = d.workshops[t.seat]
            cost, vp = self.market_step(w)
            w.blueberries -= cost
            w.marketing = min(w.marketing + 1, len(self.marketing))
            self.gain_vp_now(d, t.seat, vp)

    def op_round_end(self, d: WData, t: RoundEnd) -> None:
        """L1073-L1080: a public order claimed this round can no longer be claimed; L1183-L1188:
        the round disc moves on, to an income phase on an income space."""
        for i, r in enumerate(d.claimed_round):
            if r:
                d.public_open[i] = False
        incomes = self.income_rounds(d)
        if t.number in incomes:
            d.tasks.append(Income(phase=incomes.index(t.number) + 1))
        else:
            d.tasks.append(Round(number=t.number + 1))

    def income_rounds(self, d: WData) -> list[int]:
        return list(self.params["income_rounds"][1 if d.players == 4 else 0])

    # --- the income phase (L1150-L1188) ----------------------------------------------------
    def op_income(self, d: WData, t: Income) -> None:
        """Step 1: every order moves down a row; past the bottom row it is discarded and its
        owner goes back 2 on the reputation track (L1150-L1152). Step 2: 1 order from the hand
        (not in the 4th phase, L1154-L1155)."""
        steps: list[Any] = []
        for seat in self.seat_order(d):
            w = d.workshops[seat]
            rows = [r + 1 for r in w.order_rows]
            for i in reversed(range(len(rows))):
                if rows[i] >= ROWS:
                    d.order_discard.append(w.order_ids.pop(i))
                    rows.pop(i)
                    self.reputation(d, seat, -int(self.params["order_penalty"]))
            w.order_rows = rows
            if t.phase < 4 and w.hand:
                steps.append(PlaceOrder(seat=seat))
        later(d, *steps, IncomeGains(phase=t.phase))

    def op_income_gains(self, d: WData, t: IncomeGains) -> None:
        """Steps 3-6 (L1157-L1170), the deck switch (L1175-L1181), then the next round or the
        final scoring (L1172-L1173)."""
        for seat in self.seat_order(d):
            w = d.workshops[seat]
            w.blueberries += w.income  # L1157-L1160
            self.gain_vp_now(d, seat, w.hazelnut)
            w.saws = [0] * len(w.saws)  # L1162-L1163
            w.upgrades = [0] * len(w.upgrades)
            if w.glue == 1:
                w.glue = 0
        spaces, dropped = self.params["display"]
        if t.phase in (1, 3):  # L1165-L1168: the X spaces are emptied, the rest slide on
            for display, discard in (
                (d.helper_display, d.helper_discard),
                (d.order_display, d.order_discard),
            ):
                discard += [c for c in display[spaces - dropped :] if c]
                display[dropped:] = display[: spaces - dropped]
                display[:dropped] = [""] * dropped
        if t.phase == 2:  # L1175-L1181: the deck switch
            d.boxed += [c for c in d.helper_display + d.order_display if c]
            d.boxed += d.helper_deck + d.helper_discard + d.order_deck + d.order_discard
            d.helper_deck = [h for h in self.helper_ids if self.helper_deck[h] == "experienced"]
            d.order_deck = [o for o in self.order_deck if self.order_deck[o] == "demanding"]
            if not d.explicit_chance:  # explicit: drawn at CHANCE nodes, in no order
                d.rng = rng.shuffle(d.rng, d.helper_deck)
                d.rng = rng.shuffle(d.rng, d.order_deck)
            d.helper_discard, d.order_discard = [], []
            d.helper_display, d.order_display = [""] * spaces, [""] * spaces
            d.stage = 2
        if t.phase >= 4:
            d.tasks.append(FinalScoring())
        else:
            d.tasks.append(Round(number=d.round + 1))
        empty: list[tuple[str, int]] = []
        for slot in range(spaces):  # L1170
            if not d.helper_display[slot]:
                empty.append(("helpers", slot))
            if not d.order_display[slot]:
                empty.append(("orders", slot))
        if d.explicit_chance:
            later(d, *draws.refills(d, empty))
            return
        for name, slot in empty:
            if name == "helpers":
                d.helper_display[slot] = self.shown(d, self.draw_helper(d))
            else:
                d.order_display[slot] = self.shown(d, self.draw_order(d))

    # --- the final scoring (L1315-L1360) ---------------------------------------------------
    def op_final(self, d: WData, t: FinalScoring) -> None:
        """Step 3 (L1340-L1341): back 2 reputation per unfulfilled order, which is discarded.
        Steps 1, 2 and 4 are the score sheet's categories."""
        for w in d.workshops:
            unfulfilled = w.order_ids + w.hand
            for _ in unfulfilled:
                w.reputation = max(0, w.reputation - int(self.params["order_penalty"]))
            d.order_discard += unfulfilled
            w.order_ids, w.order_rows, w.hand = [], [], []

    def leftovers(self, w: Workshop) -> int:
        """L1323-L1327: dice values (stack and pots, L1379-L1383) + blueberries + scrap blocks
        + glue discs + saw blade discs, divided by 10, rounded down."""
        dice = sum(w.dice[k] * value_of(k) for k in range(KINDS))
        trees = sum(v for v in w.pots if v != EMPTY)
        total = dice + trees + w.blueberries + w.scrap + w.glue_discs + w.saw_blades
        return total // int(self.params["leftovers_divisor"])

    def order_value(self, reputation: int) -> int:
        """L1346-L1349: the highest VP value of the reputation track at or below the marker."""
        return max(self.rep_vp[: min(reputation, self.rep_end) + 1])

    def score_sheet(self, d: WData) -> ScoreSheet:
        """L1318-L1349: the score track, claimed public orders, leftovers, orders times the
        reputation value; L1356-L1360: a tie goes to the seat later in turn order."""
        out = []
        for seat, w in enumerate(d.workshops):
            unfulfilled = len(w.order_ids) + len(w.hand)
            rep = max(0, w.reputation - unfulfilled * int(self.params["order_penalty"]))
            public = sum(evaluate(self, d, seat, self.public_score[o]) for o in w.claims)
            row = {
                "1_score_track": w.vp,
                "2_public_orders": public,
                "3_leftovers": self.leftovers(w),
                "4_orders": len(w.fulfilled) * self.order_value(rep),
            }
            out.append(SeatScore(row, ((seat - d.start) % d.players,)))
        target = 110.0 if d.players == 1 else None  # L1490-L1491: 110 good, 140 excellent
        return ScoreSheet(out, tiebreaks=("later_in_turn_order",), target=target)

    # --- the actions step ------------------------------------------------------------------
    def tile_space(self, d: WData, action: int) -> int:
        return d.wheel.index(action)

    def opt_main(self, d: WData, t: Main) -> list[int]:
        p = t.seat
        w = d.workshops[p]
        out: list[int] = []
        if w.tile < 0:  # L376-L402: choose 1 tile that is not blocked
            for pos, a in enumerate(d.wheel):
                if a != EMPTY and wh.movable(d.wheel, d.arrow, pos):
                    out.append(self.id_tile[a])
        elif not w.acted:  # L479-L493
            out += [self.id_perform, self.id_berries]
            if w.lanterns - w.tile_lanterns >= int(self.params["alternative"][1]):
                out += [self.id_lantern[a] for a in range(len(ACTIONS)) if a != w.tile]
        if not w.bonus_used and w.lanterns >= int(self.params["alternative"][2]):
            out += self.id_bonus  # L367-L369
        out += self.free_options(d, p, w)
        if self.activated:  # L697-L701, L890-L892: a helper's once-per-turn ability
            owned = [h for h in w.rooms if h in self.activated]
            if owned:
                refs = usable_abilities(self, d, p, owned, "activated")
                out += [self.id_use[self.runtime.card_of[r]] for r in refs]
        if w.acted:
            out.append(self.id_end)
        return out

    def do_main(self, d: WData, t: Main, a: Action) -> None:
        p = t.seat
        w = d.workshops[p]
        if a.kind == "end":
            return
        d.tasks.append(t)  # the player keeps acting until 'end'
        if a.kind == "tile":
            self.choose_tile(d, p, ACTIONS.index(str(a.args[0])))
        elif a.kind == "perform":
            w.acted = True
            self.perform(d, p, w.tile)
        elif a.kind == "berries":  # L483-L485
            w.acted = True
            w.blueberries += int(self.params["alternative"][0])
        elif a.kind == "lantern":  # L487-L493
            w.acted = True
            w.lanterns -= int(self.params["alternative"][1])
            self.perform(d, p, ACTIONS.index(str(a.args[0])))
        elif a.kind == "use":  # the card runtime records the use and pays the cost
            use(self, d, p, self.activated[str(a.args[0])][0])
        elif a.kind == "bonus":  # L367-L369: no move, no bonus
            w.bonus_used = True
            w.lanterns -= int(self.params["alternative"][2])
            self.perform(d, p, ACTIONS.index(str(a.args[0])))
        else:
            getattr(self, "free_" + a.kind)(d, p, w, a)

    def choose_tile(self, d: WData, p: int, action: int) -> None:
        """L381-L399, L463-L470, L507-L520: the rim bonus of the space left (not under the
        arc tile), the saw-wheel bonus of the quarter's age, the move, the saw wheel turned
        when the tile crosses the arrowhead; the arc leaves with the start quarter's last
        tile (digest A4: that tile gets no rim bonus)."""
        w = d.workshops[p]
        w.tile = action
        pos = self.tile_space(d, action)
        q = pos // wh.SPACES
        refs = []
        if self.rim_ref[pos] and not (d.arc and q == d.start_quarter):
            refs.append(self.rim_ref[pos])
        saw = self.saw_ref.get(wh.age(q, d.arrow), "")
        if saw:
            refs.append(saw)
        _dest, d.arrow = wh.move(d.wheel, d.arrow, pos)
        if d.arc and wh.quarter_empty(d.wheel, d.start_quarter):
            d.arc = False
        for ref in reversed(refs):
            push_effects(d, p, ref, TILE_BONUS)

    def perform(self, d: WData, p: int, action: int) -> None:
        """L1539-L1541: a helper's permanent ability applies whenever its action is performed
        (chosen tile, lantern or bonus action): ``action_<name>`` is fired, its abilities run
        after the action (the event's triggers wait below the action's first decision)."""
        name = ACTIONS[action]
        fire(self, d, p, "action_" + name)
        if name == "buy_wood":
            d.tasks.append(BuyWood(seat=p, bought=0))
        elif name == "exchange_dice":
            d.tasks.append(Sell(seat=p))
        elif name == "buy_materials":
            d.tasks.append(BuyMaterials(seat=p, first=-1))
        elif name == "take_orders":
            d.tasks.append(TakeOrder(seat=p, taken=0))
        elif name == "hire_helper":
            d.tasks.append(Hire(seat=p))
        elif name == "produce_plant":
            d.tasks.append(ProduceMode(seat=p))
        else:
            d.tasks.append(Improve(seat=p))

    # --- buy wood, exchange dice (L561-L593) -----------------------------------------------
    def die_cost(self, d: WData, p: int, k: int) -> int:
        """L572-L576: value + colour surcharge; L747-L755: saw space 2 takes 2 off a brown die
        (digest A7); a helper's ``die_discount`` (L703-L709) takes its amount off; not below 0."""
        w = d.workshops[p]
        cost = value_of(k) + self.surcharge[color_of(k)]
        if len(w.saws) >= 2 and color_of(k) == self.discount_color:
            cost -= self.discount
        if self.die_discounts:
            cost -= sum(int(x) for x in modifiers(self, d, p, "die_discount"))
        return max(0, cost)

    def opt_buy_wood(self, d: WData, t: BuyWood) -> list[int]:
        w = d.workshops[t.seat]
        kinds = {k for k in d.yard if k != EMPTY and self.die_cost(d, t.seat, k) <= w.blueberries}
        return [self.id_buy[k] for k in sorted(kinds)] + [self.id_done]

    def do_buy_wood(self, d: WData, t: BuyWood, a: Action) -> None:
        """L561-L580: 1 or 2 dice from the lumber yard; refilled after the purchase (A17)."""
        if a.kind == "buy":
            w = d.workshops[t.seat]
            k = self.die_arg(a)
            d.yard[d.yard.index(k)] = EMPTY
            w.blueberries -= self.die_cost(d, t.seat, k)
            w.dice[k] += 1
            if t.bought + 1 < 2:
                d.tasks.append(BuyWood(seat=t.seat, bought=t.bought + 1))
                return
        d.tasks.append(Refill())

    def op_refill(self, d: WData, t: Refill) -> None:
        later(d, *[YardDie(sides=DIE, slot=s) for s in range(len(d.yard)) if d.yard[s] == EMPTY])

    def opt_sell(self, d: WData, t: Sell) -> list[int]:
        dice = d.workshops[t.seat].dice
        return [self.id_sell[k] for k in range(KINDS) if dice[k]] + [self.id_done]

    def do_sell(self, d: WData, t: Sell, a: Action) -> None:
        """L587-L593: a die sells for 2 x value + colour bonus."""
        sold = -1
        if a.kind == "sell":
            w = d.workshops[t.seat]
            k = self.die_arg(a)
            w.dice[k] -= 1
            w.blueberries += 2 * value_of(k) + self.surcharge[color_of(k)]
            sold = color_of(k)
        d.tasks.append(BuySix(seat=t.seat, sold=sold))

    def opt_six(self, d: WData, t: BuySix) -> list[int]:
        w = d.workshops[t.seat]
        out = [
            self.id_six[c]
            for c in range(3)
            if c != t.sold and self.die_cost(d, t.seat, kind(c, 6)) <= w.blueberries
        ]
        return out + [self.id_done]

    def do_six(self, d: WData, t: BuySix, a: Action) -> None:
        """L566-L570, L1531-L1534: a 6 from the supply, of another colour than the die sold
        (the face is lost: digest A11)."""
        if a.kind == "six":
            w = d.workshops[t.seat]
            k = kind(COLORS.index(str(a.args[0])), 6)
            w.blueberries -= self.die_cost(d, t.seat, k)
            w.dice[k] += 1

    # --- buy materials (L615-L626) ---------------------------------------------------------
    def opt_materials(self, d: WData, t: BuyMaterials) -> list[int]:
        w = d.workshops[t.seat]
        out = [
            self.id_material[m]
            for i, (m, _n, price) in enumerate(self.offers)
            if i != t.first and price <= w.blueberries
        ]
        return out + [self.id_done]

    def do_materials(self, d: WData, t: BuyMaterials, a: Action) -> None:
        """L621-L622: 1 or 2 purchases; with 2, of different materials."""
        if a.kind != "material":
            return
        m = MATERIALS.index(str(a.args[0]))
        i = next(i for i, o in enumerate(self.offers) if o[0] == m)
        _m, amount, price = self.offers[i]
        w = d.workshops[t.seat]
        w.blueberries -= price
        self.add_material(w, m, amount)
        if t.first < 0:
            d.tasks.append(BuyMaterials(seat=t.seat, first=i))

    @staticmethod
    def add_material(w: Workshop, m: int, n: int) -> None:
        if m == 0:
            w.glue_discs += n
        elif m == 1:
            w.saw_blades += n
        else:
            w.scrap += n

    # --- take orders (L628-L653) -----------------------------------------------------------
    def opt_take(self, d: WData, t: TakeOrder) -> list[int]:
        w = d.workshops[t.seat]
        out = []
        if t.taken == 0 or w.blueberries >= int(self.params["second_order_cost"]):
            out = [self.id_take[s] for s in range(4) if d.order_display[s]]
        return out + [self.id_done]

    def do_take(self, d: WData, t: TakeOrder, a: Action) -> None:
        """L638-L647: take 1 order into its row; then 1 more for 3 blueberries."""
        if a.kind != "take":
            return
        w = d.workshops[t.seat]
        if t.taken:
            w.blueberries -= int(self.params["second_order_cost"])
        order = self.take_from_display(d, d.order_display, int(a.args[0]) - 1, helpers=False)
        w.order_ids.append(order)
        w.order_rows.append(self.order_row[order])
        if t.taken == 0:
            d.tasks.append(TakeOrder(seat=t.seat, taken=1))

    # --- hire a helper (L655-L712) ---------------------------------------------------------
    def free_rooms(self, w: Workshop) -> list[int]:
        """L675-L676: free rooms adjacent to a room that holds a helper."""
        return [
            r
            for r, h in enumerate(w.rooms)
            if not h and any(w.rooms[n] for n in self.room_neighbours[r])
        ]

    def opt_hire(self, d: WData, t: Hire) -> list[int]:
        w = d.workshops[t.seat]
        out = []
        if self.free_rooms(w):
            out = [
                self.id_hire[s]
                for s in range(4)
                if d.helper_display[s] and can_pay(self, d, t.seat, f"{d.helper_display[s]}/cost")
            ]
        return out + [self.id_done]

    def do_hire(self, d: WData, t: Hire, a: Action) -> None:
        """L666-L673: take a helper, pay its cost (the card runtime pays it, with the
        discounts of the helpers owned)."""
        if a.kind != "hire":
            return
        helper = self.take_from_display(d, d.helper_display, int(a.args[0]) - 1, helpers=True)
        later(d, PayCost(t.seat, f"{helper}/cost"), Room(seat=t.seat, helper=helper))

    def opt_room(self, d: WData, t: Room) -> list[int]:
        return [self.id_room[r] for r in self.free_rooms(d.workshops[t.seat])]

    def do_room(self, d: WData, t: Room, a: Action) -> None:
        self.op_seat_helper(d, SeatHelper(seat=t.seat, helper=t.helper, room=int(a.args[0])))

    def op_seat_helper(self, d: WData, t: SeatHelper) -> None:
        d.workshops[t.seat].rooms[t.room] = t.helper
        d.tasks.append(HelperDone(seat=t.seat, room=t.room))

    def op_helper_done(self, d: WData, t: HelperDone) -> None:
        """L661-L664: the room's income symbol; L655-L659: a production room lets up to 4 / 6
        different helpers produce; L692-L695: an immediate ability is used now."""
        w = d.workshops[t.seat]
        helper = w.rooms[t.room]
        income = self.room_income[t.room]
        if self.room_produce[t.room]:
            d.tasks.append(Produce(seat=t.seat, left=self.room_produce[t.room], done=0, plant=0))
        for ref in reversed(self.immediate[helper]):
            push_effects(d, t.seat, ref)
        if income != "none":
            self.advance(d, t.seat, income + "_income", 1)

    # --- produce and plant (L732-L835) -----------------------------------------------------
    def can_plant(self, w: Workshop) -> bool:
        return bool(self.plant_options(w))

    def plant_options(self, w: Workshop) -> list[int]:
        out = []
        for c in range(w.pots_built):
            if w.pots[c] != EMPTY:
                continue
            for v in range(1, 7):
                k = kind(c, v)
                if not w.dice[k]:
                    continue
                for part in range(self.plant_min, self.plant_max + 1):
                    if (k, part) in self.id_plant and (part == v or part < v):
                        out.append(self.id_plant[(k, part)])
        return out

    def opt_mode(self, d: WData, t: ProduceMode) -> list[int]:
        out = [self.id_mode["produce"]]
        if self.can_plant(d.workshops[t.seat]):
            out.append(self.id_mode["plant"])
        return out

    def do_mode(self, d: WData, t: ProduceMode, a: Action) -> None:
        """L768-L772: A) up to 2 different helpers produce; B) 1 produces and 1 tree is
        planted (2 trees in 2 pots once the brown pot is built)."""
        if a.args[0] == "produce":
            d.tasks.append(Produce(seat=t.seat, left=2, done=0, plant=0))
        else:
            trees = 2 if d.workshops[t.seat].pots_built >= 3 else 1
            d.tasks.append(Produce(seat=t.seat, left=1, done=0, plant=trees))

    def opt_produce(self, d: WData, t: Produce) -> list[int]:
        w = d.workshops[t.seat]
        out = [self.id_produce[h] for r, h in enumerate(w.rooms) if h and not t.done >> r & 1]
        return out + [self.id_done]

    def do_produce(self, d: WData, t: Produce, a: Action) -> None:
        w = d.workshops[t.seat]
        if a.kind == "produce":
            helper = str(a.args[0])
            room = w.rooms.index(helper)
            if t.left > 1:
                d.tasks.append(
                    Produce(seat=t.seat, left=t.left - 1, done=t.done | 1 << room, plant=t.plant)
                )
            elif t.plant:
                d.tasks.append(Plant(seat=t.seat, left=t.plant))
            d.tasks.append(Produced(seat=t.seat, helper=helper))
        elif t.plant:
            d.tasks.append(Plant(seat=t.seat, left=t.plant))

    def op_produced(self, d: WData, t: Produced) -> None:
        """L656-L659, L687-L690: the helper's production."""
        push_effects(d, t.seat, self.production[t.helper])

    def opt_plant(self, d: WData, t: Plant) -> list[int]:
        return self.plant_options(d.workshops[t.seat]) + [self.id_done]

    def do_plant(self, d: WData, t: Plant, a: Action) -> None:
        """L820-L835: a die of the empty pot's colour showing 1 or 2 is planted; a higher die
        may be split into 2 dice of its colour first (no saw tile needed)."""
        if a.kind != "plant":
            return
        w = d.workshops[t.seat]
        k, part = self.die_arg(a), int(a.args[2])
        w.dice[k] -= 1
        if part < value_of(k):
            w.dice[kind(color_of(k), value_of(k) - part)] += 1
        w.pots[color_of(k)] = part
        if t.left > 1 and self.can_plant(w):
            d.tasks.append(Plant(seat=t.seat, left=t.left - 1))

    # --- improve the workshop (L736-L917) --------------------------------------------------
    def next_space(self, w: Workshop, tile: str) -> Any:
        if tile == "pot":
            place = w.pots_built + 1
        elif tile == "saw":
            place = len(w.saws) + 1
        elif tile == "upgrade":
            place = len(w.upgrades) + 1
        else:
            place = 1 if w.glue < 0 else 9
        return self.spaces.get((tile, place))

    def opt_improve(self, d: WData, t: Improve) -> list[int]:
        w = d.workshops[t.seat]
        out = []
        for tile in ("pot", "saw", "upgrade", "glue"):
            space = self.next_space(w, tile)
            if space is not None and self._blueberries(space.cost) <= w.blueberries:
                out.append(self.id_improve[tile])
        return out + [self.id_done]

    def do_improve(self, d: WData, t: Improve, a: Action) -> None:
        """L774-L775: pay the space's cost, place the tile, take the space's gains."""
        if a.kind != "improve":
            return
        w = d.workshops[t.seat]
        tile = str(a.args[0])
        space = self.next_space(w, tile)
        w.blueberries -= self._blueberries(space.cost)
        if tile == "pot":
            w.pots_built += 1
        elif tile == "saw":
            w.saws.append(0)
        elif tile == "upgrade":
            w.upgrades.append(0)
        else:
            w.glue = 0
        ref = self._do(space)
        if ref:
            push_effects(d, t.seat, ref)

    # --- free actions (L919-L1019) ---------------------------------------------------------
    def free_options(self, d: WData, p: int, w: Workshop) -> list[int]:
        out = [self.id_fulfil[o] for o in w.order_ids if self.can_fulfil(w, o)]
        dice = w.dice
        held = [k for k in range(KINDS) if dice[k]]
        if 0 in w.saws:  # L848-L865
            out += [self.id_saw[k] for k in held if value_of(k) >= 2]
        if w.scrap:  # L867-L888
            for place, used in enumerate(w.upgrades, 1):
                if not used:
                    for k in held:
                        for n in upgrade_steps(value_of(k), self.upgrade_most[place]):
                            out.append(self.id_upgrade[(place, k, n)])
        if w.glue == 0 and w.glue_discs:  # L962-L976
            for i, k1 in enumerate(held):
                for k2 in held[i:]:
                    if (k1 != k2 or dice[k1] > 1) and (k1, k2) in self.id_glue:
                        out += self.id_glue[(k1, k2)]
        out += [self.id_fell[c] for c in range(3) if w.pots[c] != EMPTY]  # L995-L997
        if w.reuse:  # L1007-L1013
            if 1 in w.saws:
                out.append(self.id_reuse_saw)
            out += [self.id_reuse_upgrade[i] for i, used in enumerate(w.upgrades) if used]
            if w.glue == 1:
                out.append(self.id_reuse_glue)
        return out

    def free_saw(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L850-L855: flip a usable saw tile; a die not showing 1 is sawn, cut by cut."""
        k = self.die_arg(a)
        w.saws[w.saws.index(0)] = 1
        w.dice[k] -= 1
        d.tasks.append(SawCut(seat=p, color=color_of(k), rest=value_of(k), last=1, cuts=0))

    def opt_cut(self, d: WData, t: SawCut) -> list[int]:
        """L857-L865: each piece is a die from the supply; the first cut is the saw tile's,
        each further one costs a saw blade disc. Pieces are cut in ascending order, so each
        split is reached once (L949-L955: a 5 gives 1+4 or 2+3, with one disc 1+1+3 or 1+2+2)."""
        w = d.workshops[t.seat]
        out = []
        if t.cuts == 0 or w.saw_blades:
            out = [self.id_cut[v - 1] for v in range(t.last, t.rest // 2 + 1)]
        if t.cuts:
            out.append(self.id_done)
        return out

    def do_cut(self, d: WData, t: SawCut, a: Action) -> None:
        w = d.workshops[t.seat]
        if a.kind == "done":
            w.dice[kind(t.color, t.rest)] += 1
            return
        piece = int(a.args[0])
        if t.cuts:
            w.saw_blades -= 1
        w.dice[kind(t.color, piece)] += 1
        d.tasks.append(
            SawCut(seat=t.seat, color=t.color, rest=t.rest - piece, last=piece, cuts=t.cuts + 1)
        )

    def free_upgrade(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L867-L874: 1 scrap block, flip the upgrade tile, raise one die (never above 6)."""
        place = int(a.args[0])
        k = self.die_arg(a, 1)
        w.scrap -= 1
        w.upgrades[place - 1] = 1
        w.dice[k] -= 1
        raised = upgrade(Die(color_of(k), value_of(k)), int(a.args[3]))
        w.dice[kind(raised.color, raised.value)] += 1

    def free_glue(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L962-L976: 1 glue disc; two dice adding up to 6 at most become one (colour of
        choice); 4 points if the colours differed; the glue tile is flipped."""
        k1, k2 = self.die_arg(a), self.die_arg(a, 2)
        glued = glue(
            Die(color_of(k1), value_of(k1)),
            Die(color_of(k2), value_of(k2)),
            COLORS.index(str(a.args[4])),
        )
        w.glue_discs -= 1
        w.glue = 1
        w.dice[k1] -= 1
        w.dice[k2] -= 1
        w.dice[kind(glued.die.color, glued.die.value)] += 1
        if glued.mixed:
            self.gain_vp_now(d, p, int(self.params["glue_mixed_vp"]))

    def free_fell(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L787-L789, L995-L996: a tree is cut and moved to the lumber stack at any time."""
        c = COLORS.index(str(a.args[0]))
        w.dice[kind(c, w.pots[c])] += 1
        w.pots[c] = EMPTY

    def free_reuse(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L1007-L1013: a reuse token turns a used saw, upgrade or glue tile back."""
        w.reuse -= 1
        what = str(a.args[0])
        if what == "saw":
            w.saws[w.saws.index(1)] = 0
        elif what == "glue":
            w.glue = 0
        else:
            w.upgrades[int(what.split()[1]) - 1] = 0

    # --- fulfilling orders (L978-L1057) ----------------------------------------------------
    def can_fulfil(self, w: Workshop, order: str) -> bool:
        g, s, sc = self.order_mats[order]
        if w.glue_discs < g or w.saw_blades < s or w.scrap < sc:
            return False
        return satisfiable(self.order_reqs[order], w.dice)

    def free_fulfil(self, d: WData, p: int, w: Workshop, a: Action) -> None:
        """L978-L993: return the materials, gain the order's reward, then its row's reward or
        penalty; the order lies face down by the board."""
        order = str(a.args[0])
        i = w.order_ids.index(order)
        row = w.order_rows[i]
        del w.order_ids[i], w.order_rows[i]
        w.fulfilled.append(order)
        g, s, sc = self.order_mats[order]
        w.glue_discs, w.saw_blades, w.scrap = w.glue_discs - g, w.saw_blades - s, w.scrap - sc
        fire(self, d, p, "order_fulfilled")  # after the rewards below
        push_effects(d, p, self.row_ref[row])
        if order in self.special:
            d.tasks.append(SpecialReward(seat=p))
        for ref in reversed(self.order_reward[order]):
            push_effects(d, p, ref)
        self.deliver_from(d, p, order, 0)

    def delivery_options(self, w: Workshop, order: str, index: int) -> list[int]:
        reqs = self.order_reqs[order]
        out = []
        for k in range(KINDS):
            if w.dice[k] and matches(reqs[index], k):
                w.dice[k] -= 1
                if satisfiable(reqs[index + 1 :], w.dice):
                    out.append(k)
                w.dice[k] += 1
        return out

    def deliver_from(self, d: WData, p: int, order: str, index: int) -> None:
        """L984-L986: the dice go back to the supply; a requirement met by one kind of die
        only is paid at once, otherwise the player chooses the die."""
        w = d.workshops[p]
        reqs = self.order_reqs[order]
        while index < len(reqs):
            kinds = self.delivery_options(w, order, index)
            if len(kinds) > 1:
                d.tasks.append(Deliver(seat=p, order=order, index=index))
                return
            w.dice[kinds[0]] -= 1
            index += 1

    def opt_deliver(self, d: WData, t: Deliver) -> list[int]:
        w = d.workshops[t.seat]
        return [self.id_deliver[k] for k in self.delivery_options(w, t.order, t.index)]

    def do_deliver(self, d: WData, t: Deliver, a: Action) -> None:
        d.workshops[t.seat].dice[self.die_arg(a)] -= 1
        self.deliver_from(d, t.seat, t.order, t.index + 1)

    def claimable(self, d: WData, p: int) -> list[str]:
        """L1073-L1080, L1119-L1121: a public order still open, not yet claimed by this seat."""
        w = d.workshops[p]
        return [o for i, o in enumerate(d.public) if d.public_open[i] and o not in w.claims]

    def opt_special(self, d: WData, t: SpecialReward) -> list[int]:
        out = [self.id_reward["points"]]
        out += [self.id_claim[o] for o in self.claimable(d, t.seat)]
        return out

    def do_special(self, d: WData, t: SpecialReward, a: Action) -> None:
        """L1114-L1121: 5 points and 5 blueberries, or a marker on a public order."""
        w = d.workshops[t.seat]
        if a.kind == "reward":
            vp, berries = self.params["special_reward"]
            self.gain_vp_now(d, t.seat, int(vp))
            w.blueberries += int(berries)
            return
        order = str(a.args[0])
        w.claims.append(order)
        i = d.public.index(order)
        if not d.claimed_round[i]:
            d.claimed_round[i] = d.round

    # --- tools and the attic (L1082-L1104, L1123-L1147) ------------------------------------
    def attic_free(self, w: Workshop) -> list[int]:
        return [
            i
            for i, tool in enumerate(w.attic)
            if not tool and all(w.attic[n] for n in self.attic_needs[i])
        ]

    def gain_tool(self, d: WData, p: int, tool: str) -> None:
        """L1095-L1097: a tool is placed at once; L1557-L1559: an exhausted kind is replaced by
        a kind of choice (digest A19); digest A20: with no free space it is not gained."""
        if not self.attic_free(d.workshops[p]):
            return
        if tool == "any" or not d.tools_left[self.tools.index(tool)]:
            if any(d.tools_left):
                d.tasks.append(PickTool(seat=p))
            return
        d.tasks.append(AtticSpace(seat=p, tool=tool))

    def opt_tool(self, d: WData, t: PickTool) -> list[int]:
        return [self.id_tool[x] for i, x in enumerate(self.tools) if d.tools_left[i]]

    def do_tool(self, d: WData, t: PickTool, a: Action) -> None:
        d.tasks.append(AtticSpace(seat=t.seat, tool=str(a.args[0])))

    def opt_attic(self, d: WData, t: AtticSpace) -> list[int]:
        return [self.id_attic[i] for i in self.attic_free(d.workshops[t.seat])]

    def do_attic(self, d: WData, t: AtticSpace, a: Action) -> None:
        """L1087-L1090: each adjacent space holding a different kind gives the reward printed
        between the two; the same kind gives nothing (L1146-L1147)."""
        w = d.workshops[t.seat]
        space = self.attic_ids.index(str(a.args[0]))
        w.attic[space] = t.tool
        d.tools_left[self.tools.index(t.tool)] -= 1
        for other, ref in reversed(self.attic_links[space]):
            if w.attic[other] and w.attic[other] != t.tool:
                push_effects(d, t.seat, ref)

    # --- tracks (L1236-L1312) --------------------------------------------------------------
    def advance(self, d: WData, p: int, track: str, n: int) -> None:
        """L1536-L1537: advance an income track; crossing a line gives its reward, only to the
        first marker (L1246-L1252, L1293-L1298)."""
        w = d.workshops[p]
        old = w.hazelnut if track == "hazelnut_income" else w.income
        new = max(0, old + n)
        if track == "hazelnut_income":
            w.hazelnut = new
        else:
            w.income = new
        end = int(self.params["income_track_end"])
        for at, ref in reversed(self.lines[track]):
            if old < at <= new and at <= end:
                push_effects(d, p, ref)

    def reputation(self, d: WData, p: int, n: int) -> None:
        """L1236-L1312: never below the start (L1053-L1056); past the end 2 points a step
        (L1309-L1312); reaching a tile's space gives its reward by arrival (L1269-L1291)."""
        w = d.workshops[p]
        old = w.reputation
        new = max(0, old + n)
        if new > self.rep_end:
            self.gain_vp_now(
                d, p, (new - max(old, self.rep_end)) * int(self.params["reputation_end_vp"])
            )
            new = self.rep_end
        w.reputation = new
        for i, space in enumerate(self.params["reputation_tile_spaces"]):
            if old < space <= new and not d.rep_arrivals[i][p]:
                self.arrive(d, p, i)

    def arrive(self, d: WData, p: int, i: int) -> None:
        """L1269-L1291: 4 players: top, middle, bottom reward by arrival; 3 players: top,
        bottom; 2 players: the middle reward to the first; seats arriving in the same round
        share a rank (digest A12). Solo (L1477-L1482): the 2-player reward, unless the
        neutral marker got there first."""
        arrivals = d.rep_arrivals[i]
        rank = sum(1 for r in arrivals if 0 < r < d.round)
        arrivals[p] = d.round
        tile = d.rep_tiles[i]
        if d.players == 1:
            ranks: tuple[tuple[str, str], ...] = () if d.rep_gone[i] else (("24", "middle"),)
        elif d.players == 2:
            ranks = (("24", "middle"),)
        elif d.players == 3:
            ranks = (("3", "top"), ("3", "bottom"))
        else:
            ranks = (("24", "top"), ("24", "middle"), ("24", "bottom"))
        if rank < len(ranks):
            side, name = ranks[rank]
            push_effects(d, p, self.rep_reward[(tile, side, name)])

    # --- the solo deck (L1399-L1475) -------------------------------------------------------
    def op_solo_card(self, d: WData, t: SoloCard) -> None:
        """L1419-L1475: move the shown tiles (no bonuses, the saw wheel still turns and blocks),
        then the card's effect; a card that moved no tile is followed by another."""
        if d.explicit_chance:
            if d.solo_deck or d.solo_discard:
                d.tasks.append(draw("solo", -1, str(t.attempt)))
            return
        if not d.solo_deck and d.solo_discard:  # L1410-L1411
            d.solo_deck, d.solo_discard = d.solo_discard, []
            d.rng = rng.shuffle(d.rng, d.solo_deck)
        if not d.solo_deck:
            return
        cid = d.solo_deck.pop()
        d.solo_discard.append(cid)
        self.solo_card(d, t.attempt, cid)

    def solo_card(self, d: WData, attempt: int, cid: str) -> None:
        """The solo card ``cid`` drawn (L1419-L1475)."""
        card = self.catalog[cid]
        moved = 0
        positions: list[int | None] = []
        if card.prop("farthest"):
            positions.append(wh.farthest_back(d.wheel, d.arrow))
        else:
            positions = [d.wheel.index(ACTIONS.index(a)) for a in card.prop("tiles") or ()]
        for pos in positions:
            if pos is not None and wh.movable(d.wheel, d.arrow, pos):
                _dest, d.arrow = wh.move(d.wheel, d.arrow, pos)
                moved += 1
        if d.arc and wh.quarter_empty(d.wheel, d.start_quarter):
            d.arc = False
        removals = [
            *[
                SoloTake(slot, False)
                for slot in sorted(card.prop("remove_orders") or (), reverse=True)
            ],
            *[
                SoloTake(slot, True)
                for slot in sorted(card.prop("remove_helpers") or (), reverse=True)
            ],
        ]
        if not d.explicit_chance:
            for removal in removals:
                self.op_solo_take(d, removal)
        if card.prop("reroll"):
            for slot in card.prop("reroll"):
                d.yard[slot - 1] = EMPTY
            d.tasks.append(Refill())
        if card.prop("neutral"):
            old = d.neutral
            d.neutral = min(self.rep_end, d.neutral + int(card.prop("neutral")))
            for i, space in enumerate(self.params["reputation_tile_spaces"]):
                if old < space <= d.neutral and not d.rep_arrivals[i][0]:
                    d.rep_gone[i] = True
        if not moved and attempt < len(self.solo_ids):
            d.tasks.append(SoloCard(attempt=attempt + 1))
        if d.explicit_chance:  # one at a time: the card refilling a space comes first
            later(d, *removals)

    def op_solo_take(self, d: WData, t: SoloTake) -> None:
        """L1463-L1466: the card on that display space leaves; the display slides on."""
        display, discard = (
            (d.helper_display, d.helper_discard)
            if t.helpers
            else (d.order_display, d.order_discard)
        )
        if display[t.slot - 1]:
            discard.append(self.take_from_display(d, display, t.slot - 1, helpers=t.helpers))

    # --- chance="explicit": the cards drawn (draws.py) ------------------------------------
    def drawable_cards(self) -> Iterable[str]:
        return [
            *self.order_ids,
            *self.helper_ids,
            *self.public_ids,
            *self.rep_tile_ids,
            *self.solo_ids,
        ]

    def pile(self, d: WData, task: Draw) -> list[str]:
        return draws.pile(self, d, task)

    def draw_result(self, d: WData, task: Draw, card: str) -> None:
        draws.draw_result(self, d, task, card)

    # --- the card runtime's hooks ---------------------------------------------------------
    def owns(self, d: WData, player: int, card: str) -> bool:
        """A hired helper's abilities apply (L697-L709): it is in one of the seat's rooms."""
        return card in d.workshops[player].rooms

    def clock(self, d: WData) -> tuple[int, int]:
        """Usage limits count rounds and the turns of the game."""
        return (d.round, d.turn)

    # --- what the card language's words mean here ------------------------------------------
    def gain_resource(self, d: WData, player: int, res: str, n: int, env: Any) -> None:
        w = d.workshops[player]
        if res == "blueberry":
            w.blueberries += n
        elif res == "lantern":
            w.lanterns += n
            if env == TILE_BONUS:
                w.tile_lanterns += n
        elif res in MATERIALS:
            self.add_material(w, MATERIALS.index(res), n)
        elif res == "reuse_token":
            w.reuse += n
        elif res == "reputation":
            self.reputation(d, player, n)
        else:
            self.advance(d, player, res, n)

    def pay_resource(self, d: WData, player: int, res: str, n: int) -> None:
        self.gain_resource(d, player, res, -n, ())

    def resource_amount(self, d: WData, player: int, res: str) -> int:
        w = d.workshops[player]
        return {
            "blueberry": w.blueberries,
            "lantern": w.lanterns,
            "glue_disc": w.glue_discs,
            "saw_blade_disc": w.saw_blades,
            "scrap_block": w.scrap,
            "reuse_token": w.reuse,
            "reputation": w.reputation,
            "hazelnut_income": w.hazelnut,
            "blueberry_income": w.income,
        }[res]

    def gain_vp_now(self, d: WData, player: int, n: int) -> None:
        w = d.workshops[player]
        w.vp = max(0, w.vp + n)  # L1053-L1056: never below 0

    def counter(self, d: WData, player: int, name: str) -> int:
        w = d.workshops[player]
        if name == "helpers":
            return sum(1 for h in w.rooms if h)
        if name == "tool_kinds":
            return len({t for t in w.attic if t})
        if name == "pots":
            return w.pots_built
        if name == "workshop_tiles":
            return len(w.saws) + len(w.upgrades) + (w.glue >= 0)
        if name == "fulfilled_orders":
            return len(w.fulfilled)
        if name == "hazelnut_income":
            return w.hazelnut
        if name == "blueberry_income":
            return w.income
        if name == "marketing":
            return w.marketing
        return w.tree_count()

    def primitive(self, d: WData, player: int, name: str, params: Any, env: Any, here: str) -> None:
        if name == "gain_tool":
            self.gain_tool(d, player, str(params))
        elif name == "produce":
            d.tasks.append(Produce(seat=player, left=int(params), done=0, plant=0))
        elif name == "gain_die":
            w = d.workshops[player]
            c = COLORS.index(params["color"])
            if params["to"] == "pot" and w.pots[c] == EMPTY:
                w.pots[c] = int(params["value"])
            else:
                w.dice[kind(c, int(params["value"]))] += 1
        else:
            raise NotImplementedError(name)

    # --- what a seat may see ---------------------------------------------------------------
    def observation(self, d: WData, player: int) -> dict[str, Any]:
        seats = []
        for q, w in enumerate(d.workshops):
            own = q == player
            seats.append(
                {
                    "dice": {die_name(k): w.dice[k] for k in range(KINDS) if w.dice[k]},
                    "trees": {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY},
                    "pots": w.pots_built,
                    "saw_tiles": list(w.saws),
                    "upgrade_tiles": list(w.upgrades),
                    "glue_tile": w.glue,
                    "blueberries": w.blueberries,
                    "lanterns": w.lanterns,
                    "glue_discs": w.glue_discs,
                    "saw_blade_discs": w.saw_blades,
                    "scrap_blocks": w.scrap,
                    "reuse_tokens": w.reuse,
                    "points": w.vp,
                    "hazelnut_income": w.hazelnut,
                    "blueberry_income": w.income,
                    "reputation": w.reputation,
                    "marketing": w.marketing,
                    "helpers": list(w.rooms),
                    "orders": [[o, r + 1] for o, r in zip(w.order_ids, w.order_rows, strict=True)],
                    "hand": list(w.hand) if own else len(w.hand),
                    # L990-L993: fulfilled orders lie face down; others see how many
                    "fulfilled": list(w.fulfilled) if own or not d.tasks else len(w.fulfilled),
                    "attic": list(w.attic),
                    "claims": list(w.claims),
                    "dealt_orders": list(w.dealt) if own else len(w.dealt),
                    "dealt_helpers": list(w.dealt_helpers) if own else len(w.dealt_helpers),
                    "tile": ACTIONS[w.tile] if w.tile >= 0 else None,
                }
            )
        return {
            "game": self.id,
            "round": d.round,
            "rounds": d.rounds,
            "start_player": d.start,
            "wheel": [ACTIONS[a] if a >= 0 else None for a in d.wheel],
            "arrow": d.arrow,
            "arc": d.arc,
            "lumber_yard": [die_name(k) if k >= 0 else None for k in d.yard],
            "order_display": list(d.order_display),
            "helper_display": list(d.helper_display),
            "deck_sizes": {
                "orders": len(d.order_deck),
                "helpers": len(d.helper_deck),
                "solo": len(d.solo_deck),
            },
            "public_orders": [[o, d.public_open[i]] for i, o in enumerate(d.public)],
            "start_quarter": d.start_quarter,
            "tools_supply": dict(zip(self.tools, d.tools_left, strict=True)),
            "reputation_tiles": list(d.rep_tiles),
            "neutral_marker": d.neutral,
            "to_move": self.current_player(d),
            "decision": self.decision_name(d),
            "workshops": seats,
        }

    # --- pictures (games/woodcraft/svg.py) --------------------------------------------------
    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def card_words(self) -> Mapping[str, str]:
        return svg.WORDS

    def help_topics(self) -> Mapping[str, str]:
        return svg.TILE_HELP

    # --- integrity of a loaded state -------------------------------------------------------
    def check_data(self, d: WData) -> list[str]:
        return check_table(self, d)

    def render(self, d: WData) -> str:
        wheel = []
        for q in range(wh.QUARTERS):
            tiles = [ACTIONS[a][:8] if a >= 0 else "." for a in d.wheel[q * 7 : q * 7 + 7]]
            wheel.append(f"Q{q} (age {wh.age(q, d.arrow)}): " + " ".join(tiles))
        lines = [
            f"Round {d.round}/{d.rounds}, start player {d.start}; arc {'on' if d.arc else 'off'}",
            *wheel,
            "Lumber yard: " + ", ".join(die_name(k) if k >= 0 else "-" for k in d.yard),
            f"Orders: {d.order_display}  Helpers: {d.helper_display}",
            f"Public orders: {d.public} open {d.public_open}",
        ]
        for p, w in enumerate(d.workshops):
            dice = ", ".join(f"{w.dice[k]}x{die_name(k)}" for k in range(KINDS) if w.dice[k])
            trees = {COLORS[c]: w.pots[c] for c in range(3) if w.pots[c] != EMPTY}
            lines.append(
                f"  seat {p}: VP {w.vp} berries {w.blueberries} lanterns {w.lanterns} "
                f"glue {w.glue_discs} blades {w.saw_blades} scrap {w.scrap} reuse {w.reuse} "
                f"income {w.hazelnut}/{w.income} rep {w.reputation} marketing {w.marketing}"
            )
            lines.append(
                f"     dice [{dice}] trees {trees} pots {w.pots_built} saws {w.saws} "
                f"upgrades {w.upgrades} glue {w.glue}"
            )
            lines.append(
                f"     helpers {[h for h in w.rooms if h]} orders "
                f"{list(zip(w.order_ids, [r + 1 for r in w.order_rows], strict=True))} "
                f"fulfilled {len(w.fulfilled)} attic {[t for t in w.attic if t]}"
            )
        return "\n".join(lines)

    def render_private(self, d: WData, viewer: int) -> str:
        w = d.workshops[viewer]
        parts = [f"  your hand: {w.hand}"]
        if w.dealt:
            parts.append(f"orders dealt: {w.dealt}")
        if w.dealt_helpers:
            parts.append(f"helpers dealt: {w.dealt_helpers}")
        return "; ".join(parts)
