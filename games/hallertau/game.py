"""Hallertau (Uwe Rosenberg): the game class, which wires the topic modules together.

Rulebook: shared/seeds/hallertau.de.md (German); digest shared/rules/hallertau.md. The game lasts
6 rounds of 10 phases (L329-L339): quarters, new workers, income, actions, new card, fallow
fields, harvest, milking, progress, boulders. Phase 4 is played turn by turn from the start
player (L391); every other phase is bookkeeping done seat by seat from the start player, and
the progress phase gives each seat one turn in that order (L529, digest A23).

Every sub-choice is its own decision: which space, then each optional part of it (``skip`` or
``stop`` declines), one crop, one sowing, one sheep, one unit of a progress payment at a time.
A part with nothing to choose but "skip" is not asked (``Offer``).

The rules live in modules by topic, each a set of functions taking ``(game, data, ...)``:
``setup.py`` (L211-L249), ``rounds.py`` (the rounds and phases, L329-L639), ``board.py`` (phase
4 and the action spaces), ``fields.py``, ``sheep.py``, ``crafts.py`` (the house board, phases 9
and 10, with ``progress.py``'s arithmetic), ``supply.py`` (gaining and paying), ``events.py``,
``cardplay.py`` (hand cards, windows, income), the card words (``words.py``, ``cardwords.py``,
``cardlang.py``, ``cardeffects.py``, ``cardcosts.py``), ``draws.py``, ``scores.py``,
``views.py``; the records are ``state.py``, ``tasks.py`` and ``actions.py``. ``Hallertau``
reads the data into its tables (``prepare``) and maps each task to its function.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from operator import itemgetter
from typing import Any

from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems, read_parameters
from boardrules.cards.schema import Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Game, GameOption, later
from boardrules.menus import Menus
from boardrules.scoring import ScoreSheet
from boardrules.tasks import Decision, Draw, Task

from . import (
    actions,
    answers,
    board,
    bounds,
    cardcosts,
    cardeffects,
    cardplay,
    crafts,
    draws,
    events,
    fields,
    hidden,
    rounds,
    scores,
    setup,
    sheep,
    svg,
    tensors,
    views,
)
from .cardwords import HallertauCards, card_vocabulary
from .integrity import check_table
from .menus import MENUS
from .parameters import HallertauParams
from .position import HallertauPosition
from .progress import Payment, valid_payments
from .setup import CARD_KINDS, DECK_DIGITS, deck_choices
from .state import CRAFTS, DECKS, GOODS, HData
from .tasks import (
    Breed,
    Butcher,
    CardPlayed,
    CardWindow,
    Clear,
    Crop,
    Exchange,
    Extend,
    Fallow,
    Farming,
    Fertilize,
    FieldsTogether,
    Finish,
    FreeStep,
    GainOffer,
    HarvestNow,
    MoveAll,
    MoveFields,
    MoveSheep,
    MoveWorkers,
    NextTurn,
    Offer,
    Pay,
    PayCard,
    PayDown,
    PayField,
    PaySheep,
    PayType,
    Phase,
    Pick,
    Progress,
    Push,
    QuarterRoll,
    Quarters,
    QuarterWorkers,
    Reharvest,
    Respond,
    Round,
    RoundEnd,
    RowsOff,
    Sell,
    SetupBoard,
    SheepBack,
    Sow,
    SowTwo,
    SpaceUsed,
    TownHall,
    Turn,
    Unplant,
    UseSpace,
)
from .words import MOMENTS, PAYLOADS, RECENT_EVENTS, WINDOWS, check_card, phase_bar

__all__ = ["CARD_KINDS", "Hallertau", "later"]

Op = Callable[[Any, Any], None]
Handlers = tuple[Callable[[Any, Any], list[int]], Callable[[Any, Any, Action], None]]
COUNTERS = (  # the vocabulary's counters (``{count: name}``, cardlang.COUNTERS) and the goods
    "round",
    "window_number",
    "sheep",
    "sheep_in_stable",
    "fields",
    "empty_fields",
    "planted_fields",
    "tools",
    "jewelry",
    "workers",
    "crops",
    "played_cards",
    "craft_gap",
    *GOODS,
)


class Hallertau(Game):
    trigger_action = "activate"  # L381: `activate <bonus card>`, the next one of the seat's choice
    id = "hallertau"
    title = "Hallertau"
    min_players = 1
    max_players = 4
    data_class = HData
    max_choose = 6  # tiers and alternative costs: `choose k`
    max_die = 4
    chance_tasks = (QuarterRoll,)
    action_kinds = actions.KINDS
    rules_class = HallertauCards
    running_score_public = True  # L749-L793: every category counts what lies on the table
    position_words = HallertauPosition

    options = {
        "variant": GameOption(
            "cards",
            ("cards", "cardless"),
            "cards: the full game with one starter deck, one court deck and the bonus and "
            "point decks (L211-L249); cardless: the rulebook's variant without cards "
            "(L795-L802).",
        ),
        "starter_deck": GameOption(
            0,
            deck_choices("0123"),
            "starter deck 0-3 (L215-L216: 0 Beginner, 1 Connoisseur, 2 Expert, 3 Pro), or a "
            "mix of several written as their digits, e.g. '01' (L818-L820, at your own risk); "
            "ignored without cards",
        ),
        "court_deck": GameOption(
            4,
            deck_choices("4567"),
            "court deck 4-7 (L215-L216: 4 Hops, 5 Sheep, 6 Field, 7 Jewelry), or a mix such "
            "as '45' (L818-L820); the cardless variant still lays 6 face-down court cards, "
            "which only hold sheep and workers",
        ),
    }

    # --- the data ------------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        card_fields = {"number": ("int", True)}
        words = card_vocabulary()
        return Vocabulary(
            kinds={
                "parameter": {"value": ("any", True)},
                "action_space": {
                    "quarter": (("enum", (1, 2, 3, 4)), True),
                    "rows": (("enum", (2, 3)), True),
                },
                "craft": {
                    "goods": (("list", ("enum", GOODS)), True),
                    "restriction": (
                        (
                            "map",
                            {
                                "more": (("list", ("enum", GOODS)), False),
                                "at_most": (("dict", "int"), False),
                            },
                        ),
                        False,
                    ),
                },
                "community_center": {
                    "windows": (("list", "int"), True),
                    "vp": (("list", "int"), True),
                },
                "house_geometry": {
                    "right_edge": ("int", True),
                    "vp3_symbols": (("list", ("list", "int")), True),
                },
                "quarter_card": {"lines": (("dict", ("list", ("or", "int", "str"))), True)},
                **{kind: card_fields for kind in CARD_KINDS},
            },
            resources=words["resources"],
            not_run=("vp_now",),  # points are counted only in the final scoring
            cost_types=words["cost_types"],
            primitives=words["primitives"],
            expressions=words["expressions"],
            conditions=words["conditions"],
            counters=COUNTERS,
            events=RECENT_EVENTS,
            payloads=PAYLOADS,
            phases=("income",),  # the one phase whose card abilities run (L377-L387)
            timings=("on_play", "phase", "whenever"),
            windows=WINDOWS,
            unread_keys={  # prepare reads these kinds' own keys only; cards read all five
                kind: ("cost", "if", "do", "abilities", "score")
                for kind in (
                    "parameter",
                    "action_space",
                    "craft",
                    "community_center",
                    "house_geometry",
                    "quarter_card",
                )
            },
            parameters={
                "rounds": "int",
                "start_goods": "resources",
                "start_fields": ("list", "int"),
                "field_rows": (
                    "map",
                    {key: ("int", True) for key in ("lowest", "highest", "columns")},
                ),
                "jewelry_max": "int",
                "boulder_offsets": ("list", "int"),
                "resources_per_vp": "int",
                "max_trade": "int",
                "solo_targets": (
                    "map",
                    {key: (("list", "int"), True) for key in ("cards", "cardless")},
                ),
            },
        )

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        """What ``prepare`` reads beyond the file checks: the five crafts (L536-L549) and their
        restrictions (L541-L545), the community center and house geometry, a rule for each
        action space (``board.SPACES``), quarter cards for 1-3 players (L218), and tiers only
        on the one on-play ability of a card."""
        out = parameter_problems(HallertauParams, catalog)
        out += catalog.require("craft", CRAFTS, "the house board has five craft rows")
        for c in catalog.of_kind("craft"):  # L541-L545: what a step's goods must satisfy
            restriction = c.prop_map("restriction", {})
            more = c.strs_in("restriction", restriction.get("more", ()))
            at_most = c.map_in("restriction", restriction.get("at_most", {}))
            goods = c.prop_strs("goods")
            if any(g not in goods for g in (*more, *at_most)) or (
                "more" in restriction and len(more) != 2
            ):
                message = f"a restriction names the craft's own goods {list(goods)}"
                message += ", `more` two of them"
                out.append(catalog.problem(c, "BAD-RESTRICTION", message, "restriction"))
        out += catalog.require("community_center", ["community_center"])
        out += catalog.require("house_geometry", ["house_geometry"])
        for c in catalog.of_kind("action_space"):
            if c.id not in board.SPACES:
                message = f"'{c.id}': {cls.__name__} has no rule for it (board.SPACES)"
                out.append(catalog.problem(c, "UNKNOWN-SPACE", message))
        for c in catalog.of_kind("quarter_card"):
            lines = c.prop("lines")
            if (
                not isinstance(lines, dict)
                or set(lines) != {1, 2, 3}
                or any(
                    not isinstance(line, tuple) or any(q not in (1, 2, 3, 4, "?") for q in line)
                    for line in lines.values()
                )
            ):
                message = "lines for 1, 2 and 3 players, each listing quarters 1-4 or '?'"
                out.append(catalog.problem(c, "BAD-QUARTERS", message, "lines"))
        for kind, first in zip(CARD_KINDS, DECK_DIGITS, strict=True):
            for c in catalog.of_kind(kind):
                out += [catalog.problem(c, "BAD-TIERS", m, "abilities") for m in check_card(c)]
                number = c.prop_int("number")  # L215-L216: the first digit is the card's deck
                if number // 100 not in first:  # dealt by that digit: else never dealt
                    digits = "/".join(map(str, first))
                    message = f"a {kind} is numbered {digits}xx, not {number}"
                    out.append(catalog.problem(c, "BAD-NUMBER", message, "number"))
        return out

    def prepare(self) -> None:
        """The game's tables, read from the data once."""
        cat = self.catalog
        # a parameter's value has the shape its vocabulary declares (game.py, `parameters`)
        self.params = read_parameters(HallertauParams, cat)
        self.rounds = self.params["rounds"]
        self.columns = self.params["field_rows"]["columns"]  # at most one field a column
        self.jewelry_max = self.params["jewelry_max"]
        self.max_trade = self.params["max_trade"]
        self.offsets = self.params["boulder_offsets"]
        # the action board (L389-L413)
        self.spaces = cat.of_kind("action_space")
        self.space_index = {c.id: i for i, c in enumerate(self.spaces)}
        self.space_rows = [c.prop_int("rows") for c in self.spaces]
        # each space's rows in ``workers_on``: its slice (start, stop)
        self.space_spans = [(3 * s, 3 * s + r) for s, r in enumerate(self.space_rows)]
        self.space_deck = [c.deck for c in self.spaces]
        # per variant (with cards or not), the turn's place actions (``board.compile_places``)
        self.turn_places: dict[bool, Callable[[list[int], int], list[int]]] = {}
        self.space_quarter = [c.prop_int("quarter") for c in self.spaces]
        self.quarter_spaces = {
            q: [i for i, c in enumerate(self.spaces) if c.prop_int("quarter") == q]
            for q in (1, 2, 3, 4)
        }
        # per quarter, the cells of ``workers_on`` of its spaces, read at once (309)
        self.quarter_cells: dict[int, Callable[[list[int]], tuple[int, ...]]] = {
            q: cells_reader([3 * i + r for i in spaces for r in range(3)])
            for q, spaces in self.quarter_spaces.items()
        }
        self.quarter_cards: dict[str, dict[int, tuple[int | str, ...]]] = {
            c.id: quarter_lines(c) for c in cat.of_kind("quarter_card")
        }
        # the house board (L527-L567)
        goods = {c.id: c.prop_strs("goods") for c in cat.of_kind("craft")}
        restriction = {c.id: c.prop_map("restriction", {}) for c in cat.of_kind("craft")}
        self.craft_goods = [tuple(GOODS.index(x) for x in goods[k]) for k in CRAFTS]
        self.unpaid = [(0,) * len(x) for x in self.craft_goods]  # a step's start
        self.payments: list[list[list[Payment]]] = [
            [[]] + [valid_payments(goods[k], restriction[k], r) for r in range(1, self.rounds + 1)]
            for k in CRAFTS
        ]
        # per craft and round, the most of each good a payment holds: more in the supply
        # changes no answer of ``crafts.can_pay_goods`` or ``pay_units`` (their memos' keys)
        self.pay_caps = [
            [tuple(max((pay[j] for pay in pays), default=0) for j in range(len(g))) for pays in r]
            for g, r in zip(self.craft_goods, self.payments, strict=True)
        ]
        center = cat["community_center"]  # L559: the number in its window, then VP
        self.center_workers = list(center.prop_ints("windows"))
        self.center_vp = [0] * len(self.center_workers) + list(center.prop_ints("vp"))
        geometry = cat["house_geometry"]
        self.edge = geometry.prop_int("right_edge")
        symbols = geometry.prop_list("vp3_symbols")
        self.symbols = [(r, c) for r, c in (geometry.ints_in("vp3_symbols", s) for s in symbols)]
        # the cards (L211-L249, L659-L723)
        self.cards: dict[str, Card] = {c.id: c for kind in CARD_KINDS for c in cat.of_kind(kind)}
        self.deck_of = {c.id: DECKS[CARD_KINDS.index(c.kind)] for c in self.cards.values()}
        windows = {c.id: [a.window for a in c.abilities if a.window] for c in self.cards.values()}
        self.bars = {card: phase_bar(ws) for card, ws in windows.items()}  # L709-L717
        self.moments = {
            card: next((w for w in ws if w in MOMENTS), "") for card, ws in windows.items()
        }
        self.allowed = cardplay.allowed_cards(self.bars, self.moments)
        self.goods_memo: dict[tuple[int, int, tuple[int, ...]], bool] = {}
        self.payable_memo: dict[tuple[int, ...], tuple[bool, ...]] = {}  # crafts.goods_payable
        # per choice of decks (variant, starter and court deck), the cards of each deck
        self.deck_lists: dict[tuple[str, ...], dict[str, tuple[str, ...]]] = {}
        self.units_memo: dict[
            tuple[int, int, tuple[int, ...], tuple[int, ...]], tuple[int, ...]
        ] = {}
        self.playable_memo = cardplay.WindowMemo(self, cardplay.direct_cards(self.cards.values()))
        # per choice of the game's cards (deck options), the card last found playable per
        # phase, moment and seat: the first tried next time (cardplay.may_hold_playable); and
        # the cards a window may see played, per phase and moment (window_cards)
        self.pools: dict[tuple[str, ...], cardplay.Pool] = {}
        self.pool_last: tuple[dict[str, Any], cardplay.Pool] | None = None  # pool_of's
        # the data, decision and options an Offer computed last (rounds.kept_options)
        self.offered: tuple[HData, Task, list[int]] | None = None

    # --- the action codec --------------------------------------------------------------------
    def all_actions(self) -> Iterable[Action]:
        return actions.all_actions(self)

    def prepare_ids(self) -> None:
        self.ids = actions.ActionIds(self, self._ids)
        # a turn's and a card window's answer checked alone while a history replays
        self.answer_checks = answers.answer_checks(self)

    # --- setup and chance --------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> HData:
        return setup.setup(self, players, seed, options)

    def chance_result(self, d: HData, task: QuarterRoll, value: int) -> None:
        rounds.quarter_rolled(d, task, value)

    def drawable_cards(self) -> Iterable[str]:
        return [*self.cards, *self.quarter_cards]

    def pile(self, d: HData, task: Draw) -> list[str]:
        return draws.pile(d, task)

    def draw_result(self, d: HData, task: Draw, card: str) -> None:
        draws.draw_result(self, d, task, card)

    def card_deck(self, card_id: str) -> str:
        """The deck a card belongs to (``DECKS``)."""
        return self.deck_of[card_id]

    # --- the tasks ---------------------------------------------------------------------------
    def build_ops(self) -> dict[type[Task], Op]:
        ops: dict[type[Task], Callable[..., None]] = {
            SetupBoard: rounds.op_setup_board,
            Round: rounds.op_round,
            Phase: rounds.op_phase,
            Quarters: rounds.op_quarters,
            NextTurn: rounds.op_next_turn,
            Offer: rounds.op_offer,
            RoundEnd: rounds.op_round_end,
            Finish: rounds.op_finish,
            SpaceUsed: events.space_used,
            QuarterWorkers: events.quarter_workers,
            CardPlayed: events.card_played,
            CardWindow: cardplay.op_window,
            Butcher: sheep.op_butcher,
        }
        return {task: partial(op, self) for task, op in ops.items()}

    def build_decisions(self) -> dict[type[Decision], Handlers]:
        yes_no = cardeffects.opt_yes_no
        decisions: dict[type[Decision], tuple[Callable[..., list[int]], Callable[..., None]]] = {
            # phase 4 and the action spaces
            Turn: (board.opt_turn, board.do_turn),
            GainOffer: (board.opt_gain, board.do_gain),
            Crop: (board.opt_crop, board.do_crop),
            TownHall: (board.opt_town_hall, board.do_town_hall),
            Sow: (fields.opt_sow, fields.do_sow),
            Farming: (fields.opt_farming, fields.do_farming),
            Fertilize: (fields.opt_fertilize, fields.do_fertilize),
            Sell: (fields.opt_sell, fields.do_sell),
            Breed: (sheep.opt_breed, sheep.do_breed),
            PaySheep: (sheep.opt_pay_sheep, sheep.do_pay_sheep),
            Extend: (sheep.opt_extend, sheep.do_extend),
            # phases 6 and 9
            Fallow: (fields.opt_fallow, fields.do_fallow),
            Progress: (crafts.opt_progress, crafts.do_progress),
            Pay: (crafts.opt_pay, crafts.do_pay),
            # hand cards: playing one, paying its cost, the choices of its words
            Respond: (cardplay.opt_respond, cardplay.do_respond),
            PayField: (cardcosts.opt_pay_field, cardcosts.do_pay_field),
            PayType: (cardcosts.opt_pay_type, cardcosts.do_pay_type),
            PayCard: (cardcosts.opt_pay_card, cardcosts.do_pay_card),
            Unplant: (cardcosts.opt_unplant, cardcosts.do_unplant),
            PayDown: (cardcosts.opt_pay_down, cardcosts.do_pay_down),
            SheepBack: (cardcosts.opt_sheep_back, cardcosts.do_sheep_back),
            Pick: (cardeffects.opt_pick, cardeffects.do_pick),
            HarvestNow: (cardeffects.opt_harvest_now, cardeffects.do_harvest_now),
            SowTwo: (cardeffects.opt_sow_two, cardeffects.do_sow_two),
            FieldsTogether: (yes_no, cardeffects.do_fields_together),
            Reharvest: (cardeffects.opt_reharvest, cardeffects.do_reharvest),
            MoveFields: (cardeffects.opt_move_fields, cardeffects.do_move_fields),
            MoveAll: (yes_no, cardeffects.do_move_all),
            MoveSheep: (cardeffects.opt_move_sheep, cardeffects.do_move_sheep),
            Exchange: (yes_no, cardeffects.do_exchange),
            Clear: (cardeffects.opt_clear, cardeffects.do_clear),
            RowsOff: (yes_no, cardeffects.do_rows_off),
            UseSpace: (cardeffects.opt_use_space, cardeffects.do_use_space),
            FreeStep: (cardeffects.opt_free_step, cardeffects.do_free_step),
            Push: (cardeffects.opt_push, cardeffects.do_push),
            MoveWorkers: (cardeffects.opt_move_workers, cardeffects.do_move_workers),
        }
        # a decision an Offer may ask (``tasks.ask``) gives the options the Offer kept;
        # those never offered (a card window's answer, a turn, a payment: most steps) are
        # asked for their options directly (``rounds.op_offer`` refuses to offer them)
        return {
            task: (
                partial(options, self)
                if task in rounds.NEVER_OFFERED
                else partial(rounds.kept_options, self, options),
                partial(resolve, self),
            )
            for task, (options, resolve) in decisions.items()
        }

    # --- what a seat may see, the score, the checks, the pictures ----------------------------
    def observation(self, d: HData, player: int) -> dict[str, Any]:
        return views.observation(self, d, player)

    def score_sheet(self, d: HData) -> ScoreSheet:
        return scores.score_sheet(self, d)

    def check_data(self, d: HData) -> list[str]:
        """Each card in one place, the pieces within the boards, the tasks of the phase
        (``integrity.py``)."""
        return check_table(self, d)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    def score_bound(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest total one seat can score (``state.scores()``; OpenSpiel's
        utilities of the ``score_margin`` rewards): goods, tools and sheep are unlimited
        (L313-L325), so ``bounds.py`` counts how often each thing that gives them can happen
        (workers, space uses, harvests, milkings, each card of the decks ``options`` choose).
        Loose, proven, the same for every player count (a seat gains nothing from another's
        turn). Options left out take their defaults."""
        return bounds.score_bound(self, {**self.info.defaults(), **options})

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md, game length bounds): six rounds (L327-L339) of
        ten phases; a card window asks every seat that may hold a playable card after each
        turn and phase (L659-L663, ``cardplay.may_hold_playable``): seats times turns, so
        the square. Over 50 seeds in both chance modes, random, first- and last-action,
        adversarial, card-keeping and chain-lingering play (tests/adapters/long_plays.py),
        with the default decks and the mixed ones (L818-L820), take at most 321, 644, 976
        and 1,430 actions with 1-4 seats: 1.55-1.75 times fewer than 550, 1,000, 1,650 and
        2,500, so the bound is within 2x of a game that happens."""
        return 300 + 150 * players + 100 * players * players

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes of a CHANCE node (``game.info.max_chance_outcomes``): a "?" of a
        quarter card rolls one of 4 quarters (``max_die``); a draw deals from one deck, which
        only shrinks (L325: a deck gives what it has), so its outcomes are at most the
        distinct cards of that deck in this game (``setup.cards_in_game``: the starter or
        court decks chosen, mixed ones together, L214-L217, L818-L820) or the quarter cards.
        The first draw of the largest deck has them all: exact."""
        decks = setup.cards_in_game(self, dict(options)).values()
        quarters = len(self.new_game(players, 0, "explicit", **options).data.quarter_deck)
        return max(self.max_die, quarters, *(len(set(cards)) for cards in decks))

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def render_private(self, d: HData, viewer: int) -> str:
        return views.render_private(self, d, viewer)

    def build_menus(self) -> Menus:
        return MENUS

    def render(self, d: HData) -> str:
        return views.render(self, d)


def quarter_lines(card: Card) -> dict[int, tuple[int | str, ...]]:
    """A quarter card's lines by player count, each the quarters (1-4, or '?') it clears in
    order (L218)."""
    out: dict[int, tuple[int | str, ...]] = {}
    for players, line in card.by_number_in("lines", card.prop("lines")).items():
        quarters = card.list_in("lines", line)
        out[players] = tuple(q for q in quarters if isinstance(q, int | str))
        if len(out[players]) != len(quarters):
            card.wrong("lines", line, "a list of quarters (1-4 or '?')")
    return out


def cells_reader(cells: list[int]) -> Callable[[list[int]], tuple[int, ...]]:
    """A function of a list giving its items at ``cells`` as a tuple (``itemgetter``, but a
    tuple for one cell or none too)."""
    if len(cells) > 1:
        return itemgetter(*cells)
    return lambda values: tuple(values[i] for i in cells)
