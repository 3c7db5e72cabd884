"""Hallertau (Uwe Rosenberg): the rules, as tasks and decisions.

Rulebook: shared/seeds/hallertau.de.md (German); digest shared/rules/hallertau.md. The game lasts
6 rounds of 10 phases (L329-L339): quarters, new workers, income, actions, new card, fallow
fields, harvest, milking, progress, boulders. Phase 4 is played turn by turn from the start
player (L391); every other phase is bookkeeping done seat by seat from the start player, and
the progress phase gives each seat one turn in that order (L529, digest A23).

Every sub-choice is its own decision: which space, then each optional part of it (``skip`` or
``stop`` declines), one crop, one sowing, one sheep, one unit of a progress payment at a time.
A part with nothing to choose but "skip" is not asked (``offer``).

Cards (the "cards" variant, the default) plug in through: the hand and the played cards of
each village; ``respond`` windows where every seat with a playable hand card may ``play`` it
(after each phase's own work, before the first and after each phase-4 turn, before each income
activation of phase 3 and each progress decision of phase 9, at the end of the game); events
(``announce``: fired with ``boardrules.effects.fire`` and remembered as the seat's ``recent``
events); ``income`` abilities run in phase 3 in the order each seat chooses; card scores in
category 5. The card words are in ``cardwords.py`` / ``cardlang.py``; the topics of the rules
in ``board.py``, ``fields.py``, ``sheep.py``, ``crafts.py``, ``scores.py`` and ``cardplay.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from itertools import combinations, zip_longest
from typing import Any

from boardrules import rng
from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.runtime import (
    PlayableMemo,
    fire,
)
from boardrules.cards.schema import Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Game, GameOption, later
from boardrules.tasks import Decision, Draw, Task, asked, draw

from . import draws, hidden, svg, tensors
from .board import ActionBoard
from .cardlang import (
    DECKS,
    MOMENTS,
    CardLanguage,
    card_vocabulary,
    check_card,
)
from .cardplay import CardPlay, seats_from
from .cardwords import PAYLOADS
from .crafts import Crafts
from .fields import Fields
from .integrity import check_table
from .progress import Payment, valid_payments
from .scores import Scores
from .sheep import Sheep
from .state import (
    CRAFTS,
    CROPS,
    EMPTY,
    GAME_END,
    GOODS,
    NOT_STARTED,
    PHASES,
    SHEEP_PLACES,
    STABLE,
    HData,
    Recent,
    Village,
    content_name,
    content_of,
    field,
    row_of,
)
from .tasks import (
    OFFER,
    Breed,
    Butcher,
    CardPlayed,
    CardWindow,
    Crop,
    Extend,
    Fallow,
    Farming,
    Fertilize,
    Finish,
    Gain,
    NextTurn,
    Offer,
    Pay,
    PaySheep,
    Phase,
    Progress,
    QuarterRoll,
    Quarters,
    QuarterWorkers,
    Respond,
    Round,
    RoundEnd,
    Sell,
    SetupBoard,
    Sow,
    SpaceUsed,
    TownHall,
    Turn,
    card_window,
    sheep_payment,
)

CARD_KINDS = ("starter_card", "court_card", "bonus_card", "point_card")
DECK_DIGITS = ((0, 1, 2, 3), (4, 5, 6, 7), (8,), (9,))  # the first digit of each kind's numbers
ITEMS = (*GOODS, "sheep", "field", "jewelry", "tool", *DECKS)  # what "take <item>" can name
CONTENTS = ("empty", *GOODS)  # what a field holds, as "sell <row> <content>" names it
ROWS = (2, 3, 4, 5)
WINDOWS = tuple(f"only_{p}" for p in PHASES) + tuple(f"except_{p}" for p in PHASES) + MOMENTS
ACTIONS = PHASES.index("actions") + 1
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}
# the counters of the vocabulary (`{count: name}`) beyond the goods: (game, data, village)
COUNTERS: dict[str, Callable[[Any, HData, Village], int]] = {
    "round": lambda g, d, v: d.round,
    "window": lambda g, d, v: g.window(v),
    "sheep": lambda g, d, v: sum(v.sheep),
    "sheep_in_stable": lambda g, d, v: v.sheep[STABLE],
    "fields": lambda g, d, v: len(v.fields),
    "empty_fields": lambda g, d, v: sum(1 for f in v.fields if content_of(f) == EMPTY),
    "planted_fields": lambda g, d, v: sum(1 for f in v.fields if content_of(f) != EMPTY),
    "tools": lambda g, d, v: v.tools,
    "jewelry": lambda g, d, v: v.jewelry,
    "workers": lambda g, d, v: v.workers,
    "crops": lambda g, d, v: sum(v.goods[: len(CROPS)]),  # the crops are the first goods
    "played_cards": lambda g, d, v: len(v.played),
    "craft_gap": lambda g, d, v: max(v.crafts) - min(v.crafts),
}
Handlers = tuple[Callable[[Any, Any], list[int]], Callable[[Any, Any, Action], None]]


def deck_choices(digits: str) -> tuple[int | str, ...]:
    """One deck by its number, or a mix of two or more as a string of their digits."""
    mixes = ["".join(c) for n in range(2, 5) for c in combinations(digits, n)]
    return (*(int(x) for x in digits), *mixes)


def decks_in(choice: int | str) -> set[int]:
    return {int(x) for x in str(choice)}


def take(pile: list[str], n: int) -> list[str]:
    """The top ``n`` cards of a pile (fewer when it runs out, L325), removed from it."""
    out = pile[:n]
    del pile[:n]
    return out


class Hallertau(ActionBoard, Fields, Sheep, Scores, CardPlay, Crafts, CardLanguage, Game):
    trigger_action = "activate"  # L381: `activate <bonus card>`, the next one of the seat's choice
    id = "hallertau"
    title = "Hallertau"
    min_players = 1
    max_players = 4
    data_class = HData
    max_choose = 6  # tiers and alternative costs: `choose k`
    max_die = 4
    chance_tasks = (QuarterRoll,)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md): six rounds; random, first- and last-action
        playouts stay under half of it."""
        return 200 + 200 * players

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

    # --- data ------------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        card_fields = {"number": ("int", True)}
        spaces = [n[6:] for n in dir(cls) if n.startswith("space_")]  # action spaces
        words = card_vocabulary(spaces)
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
            resources=(*GOODS, "tool", "jewelry", "sheep"),
            not_run=("vp_now",),  # points are counted only in the final scoring
            cost_types=words["cost_types"],
            primitives=words["primitives"],
            expressions=words["expressions"],
            conditions=words["conditions"],
            counters=(
                "round",
                "window",
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
            ),
            events=words["events"],
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
        action space, quarter cards for 1-3 players (L218), and tiers only on the one on-play
        ability of a card."""
        out = catalog.require("craft", CRAFTS, "the house board has five craft rows")
        for c in catalog.of_kind("craft"):  # L541-L545: what a step's goods must satisfy
            restriction = c.prop("restriction") or {}
            named = [*restriction.get("more", ()), *restriction.get("at_most", {})]
            more = restriction.get("more")
            if any(g not in c.prop("goods") for g in named) or more is not None and len(more) != 2:
                message = f"a restriction names the craft's own goods {list(c.prop('goods'))}"
                message += ", `more` two of them"
                out.append(catalog.problem(c, "BAD-RESTRICTION", message, "restriction"))
        out += catalog.require("community_center", ["community_center"])
        out += catalog.require("house_geometry", ["house_geometry"])
        for c in catalog.of_kind("action_space"):
            if not hasattr(cls, "space_" + c.id):
                message = f"'{c.id}': {cls.__name__} has no rule for it (no space_{c.id})"
                out.append(catalog.problem(c, "UNKNOWN-SPACE", message))
        for c in catalog.of_kind("quarter_card"):
            lines = c.prop("lines")
            if set(lines) != {1, 2, 3} or any(
                q not in (1, 2, 3, 4, "?") for line in lines.values() for q in line
            ):
                message = "lines for 1, 2 and 3 players, each listing quarters 1-4 or '?'"
                out.append(catalog.problem(c, "BAD-QUARTERS", message, "lines"))
        for kind, first in zip(CARD_KINDS, DECK_DIGITS, strict=True):
            for c in catalog.of_kind(kind):
                out += [catalog.problem(c, "BAD-TIERS", m, "abilities") for m in check_card(c)]
                number = c.prop("number")  # L215-L216: the first digit is the card's deck
                if number // 100 not in first:  # dealt by that digit: else never dealt
                    digits = "/".join(map(str, first))
                    message = f"a {kind} is numbered {digits}xx, not {number}"
                    out.append(catalog.problem(c, "BAD-NUMBER", message, "number"))
        return out

    def prepare(self) -> None:
        cat = self.catalog
        self.params = {c.id: c.prop("value") for c in cat.of_kind("parameter")}
        self.rounds = int(self.params["rounds"])
        self.spaces = cat.of_kind("action_space")
        self.space_index = {c.id: i for i, c in enumerate(self.spaces)}
        self.space_rows = [int(c.prop("rows")) for c in self.spaces]
        self.space_deck = [c.deck for c in self.spaces]
        self.quarter_spaces = {
            q: [i for i, c in enumerate(self.spaces) if c.prop("quarter") == q]
            for q in (1, 2, 3, 4)
        }
        crafts = {c.id: c for c in cat.of_kind("craft")}
        self.craft_goods = [tuple(GOODS.index(g) for g in crafts[k].prop("goods")) for k in CRAFTS]
        self.unpaid = [(0,) * len(goods) for goods in self.craft_goods]  # a step's start
        self.payments: list[list[list[Payment]]] = [
            [[]]
            + [
                valid_payments(crafts[k].prop("goods"), crafts[k].prop("restriction") or {}, r)
                for r in range(1, self.rounds + 1)
            ]
            for k in CRAFTS
        ]
        center = cat["community_center"]
        self.windows = [int(w) for w in center.prop("windows")]
        self.window_vp = [0] * len(self.windows) + [int(x) for x in center.prop("vp")]
        geometry = cat["house_geometry"]
        self.edge = int(geometry.prop("right_edge"))
        self.symbols = [tuple(s) for s in geometry.prop("vp3_symbols")]
        self.offsets = tuple(self.params["boulder_offsets"])
        self.quarter_cards = {c.id: c.prop("lines") for c in cat.of_kind("quarter_card")}
        self.cards: dict[str, Card] = {c.id: c for kind in CARD_KINDS for c in cat.of_kind(kind)}
        self.deck_of = {c.id: DECKS[CARD_KINDS.index(c.kind)] for c in self.cards.values()}
        self.bars: dict[str, tuple[str, tuple[str, ...]]] = {}  # only / except phases
        self.moments: dict[str, str] = {}  # the moment window a card is bound to (MOMENTS)
        for c in self.cards.values():
            windows = [ab.window for ab in c.abilities if ab.window]
            if windows:
                only = [w[5:] for w in windows if w.startswith("only_")]
                self.bars[c.id] = (
                    only[0] if only else "",
                    tuple(w[7:] for w in windows if w.startswith("except_")),
                )
            else:
                self.bars[c.id] = ("", ())
            self.moments[c.id] = next((w for w in windows if w in MOMENTS), "")
        self.allowed = self.allowed_cards()
        self.goods_memo: dict[tuple[int, int, tuple[int, ...]], bool] = {}
        self.units_memo: dict[
            tuple[int, int, tuple[int, ...], tuple[int, ...]], tuple[int, ...]
        ] = {}
        self.playable_memo = PlayableMemo(self)

    # --- the action codec ------------------------------------------------------------------
    def all_actions(self) -> Iterable[Action]:
        yield from (Action("place", (c.id,)) for c in self.spaces)
        yield from (Action("trade", (n,)) for n in range(1, int(self.params["max_trade"]) + 1))
        yield from (Action("take", (item,)) for item in ITEMS)
        yield from (Action(word) for word in ("skip", "stop", "confirm", "pass"))
        yield from (Action("sow", (g, r)) for g in GOODS for r in ROWS)
        yield from (Action("fertilize", (r,)) for r in ROWS[:-1])
        yield from (Action("breed", (n,)) for n in (1, 2))
        yield from (Action("pay", ("sheep", place)) for place in SHEEP_PLACES)
        yield from (Action("extend", (place,)) for place in SHEEP_PLACES[:STABLE])
        yield from (Action("sell", (r, c)) for r in ROWS for c in CONTENTS)
        yield from (Action("left", (k,)) for k in CRAFTS)
        yield from (Action("fallow", (r,)) for r in ROWS[:-1])
        yield from (Action("advance", (k,)) for k in CRAFTS)
        yield from (Action("pay", (g,)) for g in GOODS)
        yield Action("pay", ("jewelry",))
        yield from (Action("play", (c,)) for c in self.cards)
        yield from self.card_actions(list(self.cards))

    def prepare_ids(self) -> None:
        ids = self._ids

        def aid(kind: str, *args: Any) -> int:
            return ids[Action(kind, args)]

        self.id_place = [aid("place", c.id) for c in self.spaces]
        self.id_trade = [-1] + [
            aid("trade", n) for n in range(1, int(self.params["max_trade"]) + 1)
        ]
        self.id_take = {item: aid("take", item) for item in ITEMS}
        self.id_skip, self.id_stop = aid("skip"), aid("stop")
        self.id_confirm, self.id_pass = aid("confirm"), aid("pass")
        self.id_sow = [{r: aid("sow", g, r) for r in ROWS} for g in GOODS]
        self.id_fertilize = {r: aid("fertilize", r) for r in ROWS[:-1]}
        self.id_breed = {n: aid("breed", n) for n in (1, 2)}
        self.id_pay_sheep = [aid("pay", "sheep", place) for place in SHEEP_PLACES]
        self.id_extend = [aid("extend", place) for place in SHEEP_PLACES[:STABLE]]
        self.id_left = [aid("left", k) for k in CRAFTS]
        self.id_fallow = {r: aid("fallow", r) for r in ROWS[:-1]}
        self.id_advance = [aid("advance", k) for k in CRAFTS]
        self.id_pay_good = [aid("pay", g) for g in GOODS]
        self.id_pay_jewelry = aid("pay", "jewelry")
        self.id_play = {c: aid("play", c) for c in self.cards}
        self.declines = frozenset((self.id_skip, self.id_stop))
        self.card_ids_prepare(list(self.cards))

    # --- setup (L211-L249) -----------------------------------------------------------------
    def with_cards(self, d: HData) -> bool:
        return bool(d.options["variant"] != "cardless")

    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> HData:
        state = rng.seed_state(seed)

        def shuffle(items: list[str]) -> list[str]:
            nonlocal state
            state = rng.shuffle(state, items)
            return items

        decks: dict[str, list[str]] = {deck: [] for deck in DECKS}
        if options["variant"] != "cardless":  # L214-L217: one starter and one court deck
            # (or several mixed, L818-L820)
            wanted = {
                "starter": decks_in(options["starter_deck"]),
                "court": decks_in(options["court_deck"]),
            }
            for deck, kind in zip(DECKS, CARD_KINDS, strict=True):
                decks[deck] = shuffle(
                    [
                        c.id
                        for c in self.catalog.of_kind(kind)
                        if deck not in wanted or c.prop("number") // 100 in wanted[deck]
                    ]
                )
        quarter_deck = shuffle(list(self.quarter_cards)) if players < 4 else []  # L218
        start = self.params["start_goods"]
        villages = []
        deals: list[Draw] = []  # chance="explicit": each card dealt is a CHANCE node
        left = {deck: len(pile) for deck, pile in decks.items()}
        for p in range(players):
            crafts = [1] * len(CRAFTS)  # L236: right next to the house tile (column 0)
            if explicit_chance:
                deals += draws.deal_village(left, p)
                court, hand = [""] * 6, []
            else:
                # L241: 6 face-down court cards; without cards they only hold sheep and workers
                court = [decks["court"].pop(0) if decks["court"] else "" for _ in range(6)]
                hand = take(decks["starter"], 4) + take(decks["point"], 1)  # L243
            villages.append(
                Village(
                    goods=[int(start.get(g, 0)) for g in GOODS],  # L240
                    fields=sorted(field(r) for r in self.params["start_fields"]),  # L238, L265
                    sheep=[0] * 7,
                    stable_cards=court,
                    workers=0,
                    tools=0,
                    tools_used=0,
                    jewelry=0,  # L242
                    crafts=crafts,
                    boulders=self.reset_boulders(crafts),  # L237
                    hand=hand,
                    played=[],
                    recent=[],
                    tally={},
                )
            )
        state, first = rng.randbelow(state, players)  # L245: a random start player
        d = HData(
            players=players,
            seed=seed,
            rng=state,
            explicit_chance=explicit_chance,
            options=options,
            tasks=[],
            round=0,
            phase=NOT_STARTED,
            start=first,
            workers_on=[0] * (3 * len(self.spaces)),
            quarter_deck=quarter_deck,
            decks=decks,
            villages=villages,
        )
        later(d, *deals, SetupBoard(), Round(1))
        return d

    def reset_boulders(self, crafts: list[int]) -> list[int]:
        """L237, L625: two boulders 2 and 4 spaces right of each craft."""
        return [c + off for c in crafts for off in self.offsets]

    # --- task handlers ---------------------------------------------------------------------
    def build_ops(self) -> dict[type[Task], Callable[[Any, Any], None]]:
        return {
            SetupBoard: self.op_setup_board,
            Round: self.op_round,
            Phase: self.op_phase,
            Quarters: self.op_quarters,
            NextTurn: self.op_next_turn,
            Offer: self.op_offer,
            SpaceUsed: self.op_space_used,
            QuarterWorkers: self.op_quarter_workers,
            CardPlayed: self.op_card_played,
            CardWindow: self.op_window,
            RoundEnd: self.op_round_end,
            Finish: self.op_finish,
            Butcher: self.op_butcher,
        }

    def op_setup_board(self, d: HData, t: SetupBoard) -> None:
        """L219-L227: with 4 players no workers; with 1-3 players 1 worker in the bottom row of
        every space outside the quarters of one quarter card (phase 1 of round 1 done here)."""
        if d.players < 4:
            for s in range(len(self.spaces)):
                d.workers_on[3 * s] = 1
            self.draw_quarter_card(d)

    def draw_quarter_card(self, d: HData) -> None:
        """L344-L346: reveal the top quarter card, read the line for the player count, remove
        it from the game; "?" is a random quarter (a CHANCE node with chance="explicit")."""
        if d.explicit_chance:
            d.tasks.append(draw("quarter", -1, "quarter"))
            return
        self.quarter_card(d, d.quarter_deck.pop(0))

    def quarter_card(self, d: HData, card: str) -> None:
        line = self.quarter_cards[card][d.players]
        fixed = tuple(q for q in line if q != "?")
        d.tasks.append(Quarters(fixed, len(line) - len(fixed)))

    def op_quarters(self, d: HData, t: Quarters) -> None:
        if t.unknown:  # digest A2 (assumed): among the quarters the line does not name
            left = tuple(q for q in (1, 2, 3, 4) if q not in t.chosen)
            d.tasks.append(QuarterRoll(len(left), t.chosen, t.unknown))
            return
        for q in t.chosen:
            self.clear_quarter(d, q)

    def clear_quarter(self, d: HData, q: int) -> None:
        """L343-L352: only the topmost occupied row of each space goes back to the supply
        (the workers removed per quarter are remembered for card 303, A26)."""
        removed = 0
        for s in self.quarter_spaces[q]:
            r = self.top_row(d, s)
            if r >= 0:
                removed += d.workers_on[3 * s + r]
                d.workers_on[3 * s + r] = 0
        for v in d.villages:
            self.add_tally(v, f"quarter_{q}", removed)

    def chance_result(self, d: HData, task: QuarterRoll, value: int) -> None:
        left = [q for q in (1, 2, 3, 4) if q not in task.chosen]
        d.tasks.append(Quarters((*task.chosen, left[value - 1]), task.unknown - 1))

    def op_round(self, d: HData, t: Round) -> None:
        """L329-L339: the ten phases in order. Round 1's phase 1 took place during setup
        (L222-L227); phase 3 is skipped in round 1 (L379) and without cards (L800); phase 10
        is skipped in round 6 (L623)."""
        d.round = r = t.number
        phases = [k for k in range(1, 11) if not self.skipped(d, k, r)]
        later(d, *[Phase(k) for k in phases], RoundEnd())

    def skipped(self, d: HData, phase: int, r: int) -> bool:
        if phase == 1:
            return r == 1
        if phase == 3:
            return r == 1 or not self.with_cards(d)
        return phase == 10 and r == self.rounds

    def op_phase(self, d: HData, t: Phase) -> None:
        """A phase's own work, then a window for hand cards (scheduled below that work, so a
        card sees the phase done: the harvest of phase 7, the workers removed in phase 1).
        Tools set aside for pushing are "used" in their progress phase only (L601)."""
        d.phase = k = t.number
        for v in d.villages:
            v.tally.clear()
            v.recent.clear()
            v.tools_used = 0
        below = len(d.tasks)
        getattr(self, "phase_" + PHASES[k - 1])(d)
        if any(v.hand for v in d.villages):
            window = card_window(PHASES[k - 1], seats_from(d, d.start))
            if k == ACTIONS:  # L661: before the first turn (312); each turn's window closes it
                d.tasks.append(window)
            else:
                d.tasks.insert(below, window)

    def phase_quarters(self, d: HData) -> None:
        """L341-L348: 4 players clear the top row everywhere; 1-3 players a quarter card."""
        if d.players == 4:
            for q in (1, 2, 3, 4):
                self.clear_quarter(d, q)
        else:
            self.draw_quarter_card(d)

    def phase_new_workers(self, d: HData) -> None:
        """L356-L375: the court card of this round leaves the stable board, its sheep die, and
        it holds as many workers as the window shows."""
        for v in d.villages:
            v.sheep[d.round - 1] = 0
            v.workers = self.window(v)

    def window(self, v: Village) -> int:
        """L559 and digest A4: the workers shown in the window, 6 up to 12."""
        return self.windows[min(v.house, len(self.windows) - 1)]

    def phase_actions(self, d: HData) -> None:
        d.tasks.append(NextTurn(d.start))

    def op_next_turn(self, d: HData, t: NextTurn) -> None:
        """L391, L477-L479: clockwise; seats without workers are skipped; the phase ends
        when nobody has workers left."""
        for p in seats_from(d, t.first):
            if d.villages[p].workers:
                later(
                    d,
                    card_window("before_last_action", (p,)),  # 222
                    Turn(p),
                    card_window("actions", seats_from(d, p)),
                    NextTurn((p + 1) % d.players),
                )
                return

    def phase_new_card(self, d: HData) -> None:
        """L485-L487: the court card that held the workers goes to the hand (it came into the
        hand just now, 713); without cards it is discarded (L800)."""
        for p, v in enumerate(d.villages):
            card = v.stable_cards[d.round - 1]
            if card and self.with_cards(d):
                v.hand.append(card)
                self.announce(d, p, "card_drawn", card=card)
            v.stable_cards[d.round - 1] = ""

    def op_round_end(self, d: HData, t: RoundEnd) -> None:
        """L635-L639: the start player only changes by card spaces; without cards it passes
        clockwise (L801). After round 6 the game ends with a last chance to play cards."""
        if d.round < self.rounds:
            if not self.with_cards(d):
                d.start = (d.start + 1) % d.players
            d.tasks.append(Round(d.round + 1))
        else:
            later(d, card_window("end", seats_from(d, d.start)), Finish())

    def op_finish(self, d: HData, t: Finish) -> None:
        d.phase = GAME_END

    def op_offer(self, d: HData, t: Offer) -> None:
        """The optional decision below is asked only if it offers more than declining."""
        inner = d.tasks[-1]
        if all(i in self.declines for i in self.decisions[type(inner)][0](d, inner)):
            d.tasks.pop()

    def ask(self, d: HData, task: Decision) -> None:
        """Schedules an optional decision next, asked only if it offers more than declining."""
        d.tasks.append(task)
        d.tasks.append(OFFER)

    def op_space_used(self, d: HData, t: SpaceUsed) -> None:
        self.announce(d, t.seat, "space_used", space=t.space)

    def op_quarter_workers(self, d: HData, t: QuarterWorkers) -> None:
        self.announce(d, t.seat, "quarter_workers", n=t.workers)

    def op_card_played(self, d: HData, t: CardPlayed) -> None:
        self.announce(d, t.seat, "card_played", card=t.card)

    def announce(self, d: HData, p: int, event: str, **payload: Any) -> None:
        """An event of seat ``p``: played 'whenever' abilities hear it, and the seat remembers
        it (with its first payload value) as a ``recent`` event until the next turn or phase
        starts ("you just ...")."""
        value = next(iter(payload.values()), "")
        d.villages[p].recent.append(Recent(event, str(value)))
        fire(self, d, p, event, **payload)

    # --- gaining and losing resources (L251-L325, L852-L858) -------------------------------
    def gain(self, d: HData, p: int, item: str, n: int) -> None:
        v = d.villages[p]
        if item == "sheep":
            self.gain_sheep(d, p, n)
        elif item == "field":  # n is the row; no room, no field (L854)
            if len(v.fields) < self.params["field_rows"]["columns"]:
                v.fields.append(field(n))
                v.fields.sort()
                self.announce(d, p, "field_gained", row=n)
        elif item == "jewelry":
            v.jewelry = min(v.jewelry + n, int(self.params["jewelry_max"]))
        elif item == "tool":
            v.tools += n
            self.add_tally(v, "tools", n)
            self.announce(d, p, "tools_gained", n=n)
        elif item in DECKS:
            self.draw(d, p, item, n)
        else:
            v.goods[GOODS.index(item)] += n

    def gain_resource(self, d: HData, p: int, res: str, n: int, env: Any) -> None:
        """A card's gain (L699): taken whole or skipped (``take <item>`` / ``skip``)."""
        if n > 0:
            self.ask(d, Gain(p, ((res, n),)))

    def pay_resource(self, d: HData, p: int, res: str, n: int) -> None:
        if res == "sheep":  # L301: the player picks the card or the stable, one at a time
            d.tasks.extend([sheep_payment(p)] * n)
        else:
            self.pay_plain(d, p, res, n)

    def resource_amount(self, d: HData, p: int, res: str) -> int:
        v = d.villages[p]
        good = GOOD_INDEX.get(res)
        if good is not None:
            return v.goods[good]
        if res == "tool":
            return v.tools
        if res == "jewelry":
            return v.jewelry
        if res == "sheep":
            return sum(v.sheep)
        raise KeyError(res)

    def counter(self, d: HData, p: int, name: str) -> int:
        v = d.villages[p]
        good = GOOD_INDEX.get(name)
        if good is not None:
            return v.goods[good]
        return int(COUNTERS[name](self, d, v))

    def draw(self, d: HData, p: int, deck: str, n: int) -> None:
        """L279-L285, L325: cards go to the hand; an empty deck gives nothing."""
        pile = d.decks[deck]
        if d.explicit_chance:  # a CHANCE node per card, seen by p alone
            d.tasks.extend(draw(deck, p, "hand") for _ in range(min(n, len(pile))))
            return
        for _ in range(min(n, len(pile))):
            self.to_hand(d, p, pile.pop(0))

    def to_hand(self, d: HData, p: int, card: str) -> None:
        d.villages[p].hand.append(card)
        self.announce(d, p, "card_drawn", card=card)  # whenever abilities hear it too

    # chance="explicit": the cards drawn (draws.py)
    def drawable_cards(self) -> Iterable[str]:
        return [*self.cards, *self.quarter_cards]

    def pile(self, d: HData, task: Draw) -> list[str]:
        return draws.pile(d, task)

    def draw_result(self, d: HData, task: Draw, card: str) -> None:
        draws.draw_result(self, d, task, card)

    def card_deck(self, card_id: str) -> str:
        return self.deck_of[card_id]

    # --- decisions -------------------------------------------------------------------------
    def build_decisions(self) -> dict[type[Decision], Handlers]:
        return {
            Turn: (self.opt_turn, self.do_turn),
            Gain: (self.opt_gain, self.do_gain),
            Crop: (self.opt_crop, self.do_crop),
            Sow: (self.opt_sow, self.do_sow),
            Farming: (self.opt_farming, self.do_farming),
            Fertilize: (self.opt_fertilize, self.do_fertilize),
            Breed: (self.opt_breed, self.do_breed),
            PaySheep: (self.opt_pay_sheep, self.do_pay_sheep),
            Extend: (self.opt_extend, self.do_extend),
            Sell: (self.opt_sell, self.do_sell),
            TownHall: (self.opt_town_hall, self.do_town_hall),
            Fallow: (self.opt_fallow, self.do_fallow),
            Progress: (self.opt_progress, self.do_progress),
            Pay: (self.opt_pay, self.do_pay),
            Respond: (self.opt_respond, self.do_respond),
            **self.card_decisions(),
        }

    # --- what a seat may see ---------------------------------------------------------------
    def observation(self, d: HData, player: int) -> dict[str, Any]:
        villages = []
        for q, v in enumerate(d.villages):
            villages.append(
                {
                    "goods": dict(zip(GOODS, v.goods, strict=True)),
                    "fields": [{"row": row_of(f), "planted": content_name(f)} for f in v.fields],
                    "sheep": dict(zip(SHEEP_PLACES, v.sheep, strict=True)),
                    # L241: face down; not even the owner sees them
                    "court_cards_on_stable_board": self.cards_on_stable(d),
                    "workers": v.workers,
                    "tools": v.tools,
                    "tools_used": v.tools_used,
                    "jewelry": v.jewelry,
                    "crafts": dict(zip(CRAFTS, v.crafts, strict=True)),
                    "boulders": {
                        k: [b if b <= self.edge else None for b in v.boulders[2 * i : 2 * i + 2]]
                        for i, k in enumerate(CRAFTS)
                    },
                    "community_center": v.house,
                    "window": self.window(v),
                    "hand": list(v.hand) if q == player else len(v.hand),
                    "played": list(v.played),
                }
            )
        return {
            "game": self.id,
            "round": d.round,
            "phase": PHASES[d.phase - 1] if 1 <= d.phase <= len(PHASES) else None,
            "start_player": d.start,
            "to_move": self.current_player(d),
            "decision": self.decision_name(d),
            # the decision as the table hears it (which craft is paid for...); the hand cards
            # a seat could play stay its own (L659)
            "asked": asked(d.tasks, {Respond: ("cards",)}),
            "action_board": {
                c.id: d.workers_on[3 * s : 3 * s + self.space_rows[s]]
                for s, c in enumerate(self.spaces)
            },
            "quarter_cards_left": len(d.quarter_deck),
            "decks": {k: len(pile) for k, pile in d.decks.items()},
            "villages": villages,
        }

    @staticmethod
    def cards_on_stable(d: HData) -> int:
        """L358-L360: the card of round r leaves the stable board in phase 2 of round r."""
        if d.phase == GAME_END:
            return 0
        return 6 - d.round + (1 if d.phase < 2 else 0) if d.round else 6

    # --- integrity of a loaded state -------------------------------------------------------
    def check_data(self, d: HData) -> list[str]:
        """Each card in one place, the pieces within the boards, the tasks of the phase
        (games/hallertau/integrity.py)."""
        return check_table(self, d)

    # --- pictures (games/hallertau/svg.py) --------------------------------------------------
    running_score_public = True  # L749-L793: every category counts what lies on the table

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def card_words(self) -> Mapping[str, str]:
        return svg.WORDS

    def render_private(self, d: HData, viewer: int) -> str:
        """The viewer's hand (L659: hand cards are one's own; the stable cards stay unseen)."""
        v = d.villages[viewer]
        return f"  your hand (seat {viewer}): {v.hand or '-'}; played: {v.played or '-'}"

    def render(self, d: HData) -> str:
        phase = PHASES[d.phase - 1] if 1 <= d.phase <= len(PHASES) else "-"
        cells = []
        for s, c in enumerate(self.spaces):  # L399-L413: row r holds r workers (no owner, L371)
            rows = d.workers_on[3 * s : 3 * s + self.space_rows[s]]
            shown = "|".join(("●" * n).ljust(3) if n else "   " for n in rows)
            cells.append(f"{c.name.get('en', c.id):<17}[{shown}]")
        half = (len(cells) + 1) // 2
        board = [
            f"    {a:<32}{b}".rstrip()
            for a, b in zip_longest(cells[:half], cells[half:], fillvalue="")
        ]
        lines = [
            f"Round {d.round}, phase {phase}; start player {d.start}.",
            "  action board (workers in rows 1|2|3):",
            *board,
        ]
        for p, v in enumerate(d.villages):
            goods = " ".join(f"{g}={n}" for g, n in zip(GOODS, v.goods, strict=True) if n)
            fields = " ".join(
                f"{row_of(f)}{'' if not content_of(f) else ':' + content_name(f)}" for f in v.fields
            )
            crafts = " ".join(f"{k}@{c}" for k, c in zip(CRAFTS, v.crafts, strict=True))
            lines.append(
                f"  seat {p}: workers {v.workers}, tools {v.tools - v.tools_used}/{v.tools}, "
                f"jewelry {v.jewelry}, sheep {v.sheep}, window {self.window(v)}\n"
                f"    goods [{goods}] fields [{fields}]\n    house {v.house}: {crafts}"
            )
        return "\n".join(lines)
