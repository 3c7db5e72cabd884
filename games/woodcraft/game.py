"""Woodcraft (Ross Arnold, Vladimír Suchý): the game, wired from its modules.

Rulebook: shared/seeds/woodcraft.de.txt (German), read with the digest shared/rules/woodcraft.md.
A game is a setup (L128-L291, ``setup.py``), 14 rounds (13 with 4 players, L332) of one turn per
seat from the start player (``turns.py``), four income phases (L1150-L1188, ``income.py``) and
the final scoring (L1315-L1360, ``scoring.py``). A turn is tree growth, then the actions step
(``action_step.py``: a tile and its action, ``purchases.py``, ``orders.py``, ``hiring.py``,
``production.py``, ``workshop.py``, ``tools.py``), then the marketing track and the lumber-stack
limit (L1190-L1208). ``Woodcraft`` reads the catalogue into its tables (``prepare``) and maps
each task record to the function that runs it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from types import MethodType
from typing import Any

from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import read_parameters
from boardrules.cards.schema import Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Game, GameOption, OpFn, ResolveFn
from boardrules.menus import Menus
from boardrules.scoring import ScoreSheet
from boardrules.tasks import Draw, Task

from . import (
    action_step,
    actions,
    bounds,
    draws,
    hidden,
    hiring,
    income,
    length,
    observation,
    orders,
    production,
    purchases,
    scoring,
    setup,
    solo,
    svg,
    tensors,
    tools,
    turns,
    vocabulary,
    workshop,
)
from . import tasks as t
from . import wheel as wh
from .cards import TRACKS, WoodcraftCards
from .integrity import check_table
from .menus import MENUS
from .orders import Req
from .parameters import WoodcraftParams
from .position import WoodcraftPosition
from .state import COLORS, MATERIALS, WData


def blueberries(cost: Iterable[Mapping[str, object]]) -> int:
    """A helper's or workshop space's cost in blueberries."""
    return sum(int(str(item.get("blueberry", 0))) for item in cost)


class Woodcraft(Game):
    id = "woodcraft"
    title = "Woodcraft"
    min_players = 1
    max_players = 4
    data_class = WData
    chance_tasks = (t.YardDie, t.SoloRemove)
    action_kinds = actions.KINDS_OF_ACTIONS
    rules_class = WoodcraftCards
    position_words = WoodcraftPosition
    rules: WoodcraftCards
    # L270-L271: the 2 simple orders kept are held "verdeckt auf euren Händen": another seat's
    # history shows the choice as "<seat>: keep_order"
    secret_decisions = ("keep_order",)
    options = {
        "start_quarter": GameOption(
            0,
            tuple(range(wh.QUARTERS)),
            "the quarter of the action wheel the 7 tiles start on, 0-3 clockwise (L130-L131: any "
            "quarter; 0, the default, is the one pictured for the first game); the arrowhead "
            "points to the end of the next quarter (L135)",
        ),
    }

    # the tables ``prepare`` reads from the catalogue (rule constants, boards, cards)
    params: WoodcraftParams
    surcharge: list[int]  # per colour (L572-L576)
    discount_color: int
    discount: int  # saw space 2's discount (L747-L755)
    growth: int  # tree growth per turn (L781-L790)
    plant_min: int
    plant_max: int
    alternative: list[int]  # blueberries instead; lanterns for another action; the bonus
    second_order_cost: int
    yard_colors: list[int]
    rep_vp: list[int]
    rep_end: int
    marketing: list[tuple[int, int]]  # per column: price, points
    # board entries, gained as they are reached (their on_play ability, ``on_play_tasks``)
    rim_bonus: list[str]  # per wheel space: its rim bonus ("" none)
    saw_bonus: dict[int, str]  # per quarter age: its saw-wheel bonus
    offers: list[tuple[int, int, int]]  # material, amount, price
    spaces: dict[tuple[str, int], Card]  # (tile, place): the workshop space
    space_cost: dict[str, int]  # per workshop space: its blueberries
    upgrade_most: dict[int, int]
    row_reward: dict[int, str]  # per order row: its reward or penalty
    room_neighbours: list[tuple[int, ...]]
    room_income: list[str]
    room_produce: list[int]
    attic_ids: list[str]
    attic_needs: list[tuple[int, ...]]
    attic_links: dict[int, list[tuple[int, str]]]  # per space: (other space, the link)
    lines: dict[str, list[tuple[int, str]]]  # per income track: (space, the line)
    tools: list[str]
    rep_tile_ids: list[str]
    rep_reward: dict[tuple[str, str, str], str]  # (tile, side, rank): the reward
    helper_ids: list[str]
    helper_cost: dict[str, int]
    helper_deck: dict[str, str]
    activated: dict[str, list[str]]  # helper: the refs of its activated abilities
    order_ids: list[str]
    special: set[str]
    order_deck: dict[str, str]
    order_row: dict[str, int]
    order_reqs: dict[str, tuple[Req, ...]]
    order_kinds: dict[str, tuple[tuple[int, ...], ...]]  # per requirement: the kinds meeting it
    order_mats: dict[str, tuple[int, int, int]]
    public_ids: list[str]
    publics: frozenset[str]
    rep_tiles: frozenset[str]
    public_score: dict[str, Any]
    solo_ids: list[str]
    solo_specs: dict[str, solo.SoloSpec]  # per solo card: what it shows
    die_discounts: bool
    decks: setup.Decks  # the setup's decks and start dice, read once
    # the setup's draws and yard dice (setup.setup_draws) per number of seats and start seat
    setup_deals: dict[tuple[int, int], tuple[tuple[Draw, ...], tuple[t.YardDie, ...]]]
    ids: actions.Ids
    free_choices: workshop.FreeChoices  # a turn's free actions, kept for the workshop's parts
    helper_uses: dict[str, tuple[action_step.HelperUse, ...]] | None  # ``main_options``' checks

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """Counted from the rules (``length.py``, the argument kind by kind in its
        docstring): every decision of a seat is once a turn (the tile, its action, the bonus
        action, ``end``, the marketing track; 14 rounds, 13 with 4 seats, L332), once a turn a
        helper owned (L697-L701), what one of the at most 2 actions a turn asks and brings
        (the dice bought later spent, the orders taken fulfilled, the trees felled, a tile
        built used; with explicit chance the cards and dice it takes refilled, L578-L580,
        L638-L643, L666-L669; a hire asks 2 and 1 refill, counted with the uses it brings,
        L666-L676), a tile used once between income phases or a reuse token (L1162-L1163,
        L1007-L1013) with a saw's cuts, or once a game (a room, a space, an attic space, a
        line); the cards all seats draw from (one of each, L113-L127: the helpers with a
        once-per-turn ability, the cards' reuse tokens, dice and tools) are counted for one
        seat of the game, not for each. With explicit chance also: the setup's cards and
        dice, the displays refilled each income phase, the solo cards. The one part the
        rules do not bound, a solo card that moved no tile followed by another
        (L1471-L1473), is allowed for once a round. No option changes the count (the start
        quarter moves the wheel, the die discounts lower costs).

        A contributor's card whose decisions the count has no argument for (an optional
        ability, a choice of payment, a die or production from a new place: ``length.py``
        names it) leaves the bound unproven: it is then the allowance ``4 (100 + 200 p)``,
        above the printed game's counted bound at every seat count (1,200 / 2,000 / 2,800 /
        3,600 against 823 / 1,234 / 1,735 / 2,136), stated, not proven (docs/research.md)."""
        try:
            return length.length_bound(self, players)
        except length.Unargued:  # an effect of a contributor's card no argument covers
            return 4 * (100 + 200 * players)

    def score_bound(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest total one seat can score (``state.scores()``; OpenSpiel's
        utilities of the ``score_margin`` rewards): blueberries, blocks and discs are unlimited
        (L154-L155, L1554-L1556), so ``bounds.py`` counts how often each thing that gives
        them or points can happen (two actions a turn, 14 or 13 rounds, L332; each room,
        space, attic link and line once; each order). Loose, proven; no option changes it
        (the start quarter moves the wheel, not what a turn gives)."""
        return bounds.score_bound(self, players)

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes of a CHANCE node (``game.info.max_chance_outcomes``): a die of
        6 faces (L137-L138), a solo removal of one of the unclaimed public orders (at most 8,
        L1498-L1503), or a draw from one deck: its deck and discard pile hold one kind at a
        time (simple then demanding orders, inexperienced then experienced helpers,
        L1175-L1181; solo cards), the boxed public orders, tiles or special orders. So the
        most distinct cards of one kind (32 simple or demanding orders); the first order
        draw has all of them: exact."""
        kinds = [
            *(Counter(self.order_deck.values()).values()),
            *(Counter(self.helper_deck[h] for h in self.helper_ids).values()),
            len(self.publics), len(self.rep_tiles), len(self.special),
            len(set(self.new_game(1, 0, "explicit").data.solo_deck)),
        ]  # fmt: skip
        return max(t.DIE, *kinds)

    # --- data ------------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return vocabulary.build_vocabulary()

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        return vocabulary.check_catalog(catalog)

    def prepare(self) -> None:
        cat = self.catalog
        self.params = read_parameters(WoodcraftParams, cat)
        p = self.params
        self.surcharge = list(p["die_surcharge"])
        self.discount_color = COLORS.index(p["saw_discount"][0])
        self.discount = int(p["saw_discount"][1])
        self.growth, self.plant_min, self.plant_max, _pot_die = p["tree"]
        self.alternative = [int(x) for x in p["alternative"]]
        self.second_order_cost = int(p["second_order_cost"])
        self.yard_colors = [COLORS.index(c) for c in p["yard"]]
        self.rep_vp = list(p["reputation_vp"])
        self.rep_end = len(self.rep_vp) - 1
        self.marketing = [(int(x[0]), int(x[1])) for x in p["marketing"]]
        self.rim_bonus = [""] * (wh.QUARTERS * wh.SPACES)
        for c in cat.of_kind("rim_bonus"):
            self.rim_bonus[c.prop_int("quarter") * wh.SPACES + c.prop_int("space")] = c.id
        self.saw_bonus = {c.prop_int("age"): c.id for c in cat.of_kind("saw_bonus")}
        self.offers = [
            (MATERIALS.index(c.prop_str("material")), c.prop_int("amount"), c.prop_int("price"))
            for c in cat.of_kind("material_offer")
        ]
        spaces = cat.of_kind("workshop_space")
        self.spaces = {(c.prop_str("tile"), c.prop_int("place")): c for c in spaces}
        self.space_cost = {c.id: blueberries(c.cost) for c in spaces}
        self.upgrade_most = {
            c.prop_int("place"): c.prop_int("most") for c in spaces if c.prop("tile") == "upgrade"
        }
        self.row_reward = {c.prop_int("row") - 1: c.id for c in cat.of_kind("order_row")}
        rooms = sorted(cat.of_kind("room"), key=lambda c: c.prop_int("room"))
        self.room_neighbours = [c.prop_ints("neighbours") for c in rooms]
        self.room_income = [c.prop_str("income") for c in rooms]
        self.room_produce = [c.prop_int("produce") for c in rooms]
        self.prepare_attic(cat)
        self.lines = {track: [] for track in TRACKS}
        for c in cat.of_kind("track_line"):
            self.lines[c.prop_str("track")].append((c.prop_int("at"), c.id))
        self.tools = [c.id for c in cat.of_kind("tool")]
        self.rep_tile_ids = [c.id for c in cat.of_kind("reputation_tile")]
        self.rep_reward = {
            (c.prop_str("tile"), c.prop_str("side"), c.prop_str("rank")): c.id
            for c in cat.of_kind("reputation_reward")
        }
        helpers = cat.of_kind("helper")
        self.helper_ids = [c.id for c in helpers]
        self.helper_cost = {c.id: blueberries(c.cost) for c in helpers}
        self.helper_deck = {c.id: str(c.deck) for c in helpers}
        self.activated = {
            c.id: [ab.ref for ab in self.runtime.activated[c.id]]
            for c in helpers
            if self.runtime.activated[c.id]
        }
        all_orders = cat.of_kind("order") + cat.of_kind("special_order")
        self.order_ids = [c.id for c in all_orders]
        self.special = {c.id for c in cat.of_kind("special_order")}
        self.order_deck = {c.id: str(c.deck) for c in cat.of_kind("order")}
        self.order_row = {c.id: c.prop_int("row") - 1 for c in all_orders}
        self.order_reqs, self.order_mats = {}, {}
        for c in all_orders:
            self.order_reqs[c.id], self.order_mats[c.id] = orders.needs(c.cost)
        self.order_kinds = {
            o: tuple(orders.kinds_meeting(r) for r in reqs) for o, reqs in self.order_reqs.items()
        }
        self.public_ids = [c.id for c in cat.of_kind("public_order")]
        self.publics, self.rep_tiles = frozenset(self.public_ids), frozenset(self.rep_tile_ids)
        self.public_score = {c.id: c.score for c in cat.of_kind("public_order")}
        self.solo_ids = [c.id for c in cat.of_kind("solo_card")]
        self.solo_specs = {c.id: solo.spec_of(c) for c in cat.of_kind("solo_card")}
        self.die_discounts = any(
            "die_discount" in (ab.modifier or {}) for c in helpers for ab in c.abilities
        )
        self.decks = setup.decks_of(self)  # what every new game starts from
        self.setup_deals = {}

    def prepare_attic(self, cat: Catalog) -> None:
        """The attic pyramid: each space's supports and the links between spaces
        (L1082-L1104)."""
        attic = cat.of_kind("attic_space")
        self.attic_ids = [c.id for c in attic]
        index = {s: i for i, s in enumerate(self.attic_ids)}
        self.attic_needs = [tuple(index[n] for n in c.prop_strs("needs")) for c in attic]
        self.attic_links = {i: [] for i in range(len(attic))}
        for c in cat.of_kind("attic_link"):
            a, b = (index[s] for s in c.prop_strs("between"))
            self.attic_links[a].append((b, c.id))
            self.attic_links[b].append((a, c.id))

    def all_actions(self) -> Iterable[Action]:
        return actions.all_actions(self)

    def prepare_ids(self) -> None:
        self.ids = actions.ids_of(self, self._ids)
        self.free_choices = workshop.FreeChoices()
        self.helper_uses = action_step.helper_uses(self)

    # --- setup and the task handlers --------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> WData:
        return setup.setup(self, players, seed, options)

    @staticmethod
    def seat_order(d: WData) -> list[int]:
        return setup.seat_order(d)

    def build_ops(self) -> dict[Any, OpFn]:
        table: dict[type[Task], Any] = {
            t.SetupDraws: setup.setup_draws,
            t.Round: turns.start_round,
            t.Turn: turns.start_turn,
            t.EndTurn: turns.end_turn,
            t.Trim: turns.trim,
            t.RoundEnd: turns.end_round,
            t.Income: income.income,
            t.IncomeGains: income.income_gains,
            t.FinalScoring: scoring.final_scoring,
            t.SoloCard: solo.solo_card,
            t.SoloPlay: solo.play,
            t.SoloTake: solo.take,
            t.SoloDiscard: solo.discard,
            t.FromDeck: draws.from_deck,
            t.Refill: purchases.refill,
            t.SeatHelper: hiring.seat_helper,
            t.HelperDone: hiring.helper_done,
            t.Produced: production.produced,
        }
        return {task: MethodType(fn, self) for task, fn in table.items()}  # fn(game, d, t)

    def build_decisions(self) -> dict[Any, tuple[Any, ResolveFn]]:
        table: dict[type[Task], tuple[Any, Any]] = {
            t.KeepOrder: (setup.keep_options, setup.keep),
            t.PlaceOrder: (setup.place_options, setup.place),
            t.StartHelper: (setup.start_options, setup.start),
            t.Main: (action_step.main_options, action_step.main),
            t.BuyWood: (purchases.buy_options, purchases.buy),
            t.Sell: (purchases.sell_options, purchases.sell),
            t.BuySix: (purchases.six_options, purchases.six),
            t.BuyMaterials: (purchases.materials_options, purchases.materials),
            t.TakeOrder: (orders.take_options, orders.take),
            t.Hire: (hiring.hire_options, hiring.hire),
            t.Room: (hiring.room_options, hiring.room),
            t.ProduceMode: (production.mode_options, production.mode),
            t.Produce: (production.produce_options, production.produce),
            t.Plant: (production.plant_step_options, production.plant),
            t.Improve: (workshop.improve_options, workshop.improve),
            t.SawCut: (workshop.cut_options, workshop.cut),
            t.Deliver: (orders.deliver_options, orders.deliver),
            t.SpecialReward: (orders.special_options, orders.special_reward),
            t.PickTool: (tools.tool_options, tools.pick_tool),
            t.AtticSpace: (tools.attic_options, tools.place_tool),
            t.Market: (turns.market_options, turns.market),
            t.Discard: (turns.discard_options, turns.discard),
        }
        return {
            task: (MethodType(options, self), MethodType(resolve, self))
            for task, (options, resolve) in table.items()
        }

    def chance_result(self, d: WData, task: Any, value: int) -> None:
        if isinstance(task, t.YardDie):
            purchases.roll_yard(self, d, task, value)
        else:
            solo.remove_public(self, d, task, value)

    def score_sheet(self, d: WData) -> ScoreSheet:
        return scoring.score_sheet(self, d)

    # --- the cards drawn (draws.py) ---------------------------------------------------------
    def drawable_cards(self) -> Iterable[str]:
        return [
            *self.order_ids,
            *self.helper_ids,
            *self.public_ids,
            *self.rep_tile_ids,
            *self.solo_ids,
        ]

    pile = draws.pile  # the cards a Draw may deal, the one chance="auto" deals first
    draw_result = draws.draw_result  # where the card dealt goes

    # --- what a seat may see ----------------------------------------------------------------
    def observation(self, d: WData, player: int) -> dict[str, Any]:
        return observation.observation(self, d, player)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: WData, player: int, rng: random.Random) -> None:
        """The cards ``player`` never saw dealt afresh among the places they lie in, the decks
        shuffled (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    def build_menus(self) -> Menus:
        return MENUS

    def render(self, d: WData) -> str:
        return observation.render(self, d)

    def render_private(self, d: WData, viewer: int) -> str:
        return observation.render_private(self, d, viewer)

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def check_data(self, d: WData) -> list[str]:
        return check_table(self, d)
