"""Woodcraft Roll & Write (Vladimír Suchý, Ross Arnold): the game, wired from its topics.

Rulebook: shared/seeds/woodcraft_rw.pl.txt (Polish). A round (L43-L49) is: roll and sort 6 dice
(L51-L73); turn 1; [solo opponent] and the shift (L328-L346); turn 2; end of round (L347-L361).
A turn is: every seat commits in secret to a die or an order (L77-L85), the choices are revealed
and resolved (dice and bonuses in seat order, then orders by priority, L87-L138), then each seat
in seat order takes its free actions (L140-L148) and ends its turn.

This class only wires the topics together; each lives in its own module:

- ``setup``: the decks, the orders dealt and kept, the pool laid out (L26-L40);
- ``rounds``: the dice rolled and sorted, the shift, the end of a round (L43-L73, L328-L361);
- ``turn``: the secret choice, the reveal, the dice taken and their bonuses (L75-L109);
- ``orders``: the decks and the pool, the orders picked by priority (L120-L138, L357-L361);
- ``free``: the free actions (L140-L148, L169-L246, L282-L313); ``fulfil``: an order
  fulfilled (L150-L164); ``sheet``: lanterns, chestnuts, crates (L202-L218, L301-L315);
- ``solo``: the virtual opponent (L391-L417); ``scoring``: the end (L363-L390);
- ``cards``: the card language on the sheet (``RWCards``, the words table ``WORDS``);
- ``actions``: the action kinds and the codec; ``tables``: what the rules read of the data;
- ``views``, ``checks``, ``hidden``, ``tensors``, ``svg``: what a seat sees, a loaded
  table's checks, resampling, the observation tensor, the picture.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import Any

from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Decisions, Game, GameOption, OpFn
from boardrules.menus import Menus
from boardrules.scoring import ScoreSheet
from boardrules.tasks import Draw
from boardrules.tensors import FromData

from . import (
    bounds,
    cards,
    checks,
    free,
    fulfil,
    hidden,
    orders,
    rounds,
    scoring,
    setup,
    sheet,
    solo,
    svg,
    tensors,
    turn,
    views,
)
from .actions import KINDS, Ids, all_actions
from .cards import RWCards
from .menus import MENUS
from .position import RWPosition
from .state import RWData
from .tables import Tables, check_catalog, number
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


class WoodcraftRW(Game):
    id = "woodcraft_rw"
    title = "Woodcraft Roll & Write"
    min_players = 1
    max_players = 5
    data_class = RWData
    chance_tasks = (BoardDie, ExtraDie, RolloffDie, OpponentDie, SoloDiscard)
    secret_decisions = ("commit",)  # L77-L85: every seat picks in secret, then all reveal
    action_kinds = KINDS
    rules_class = RWCards
    position_words = RWPosition
    options = {
        "shift_direction": GameOption(
            "right",
            ("right", "left"),
            "which way the dice left on the board after turn 1 close up, one per column "
            "(L330-L334: along the arrow, which the rulebook only draws): right, toward "
            "column 6 (assumed, A1), or left, toward column 1",
        ),
    }
    rules: RWCards
    tables: Tables  # what the rules read of the data (prepare)
    ids: Ids  # the action ids handed out (prepare_ids)

    # --- the data --------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return cards.vocabulary()

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        return check_catalog(catalog)

    def prepare(self) -> None:
        self.tables = Tables.read(self.catalog, self.runtime)
        self.chance_results: dict[type, Callable[[RWData, Any, int], None]] = {
            BoardDie: partial(rounds.rolled, self),
            RolloffDie: partial(orders.rolled_off, self),
            OpponentDie: partial(solo.opponent_rolled, self),
            ExtraDie: partial(rounds.extra_die, self),
            SoloDiscard: partial(solo.discard_rolled, self),
        }

    def all_actions(self) -> Iterable[Action]:
        return all_actions(self.tables)

    def prepare_ids(self) -> None:
        self.ids = Ids(self._ids, self.tables)

    # --- the rules, by topic ---------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> RWData:
        return setup.new_table(self, players, seed, options)

    def build_ops(self) -> Mapping[Any, OpFn]:
        ops: dict[type, Callable[..., None]] = {
            LayPool: setup.lay_pool,
            Round: rounds.round_begins,
            Roll: rounds.roll,
            Place: rounds.place,
            AfterTurn1: rounds.after_turn1,
            Shift: rounds.shift,
            RoundEnd: rounds.round_end,
            PhaseChange: rounds.phase_change,
            Turn: turn.turn,
            Reveal: turn.reveal,
            TakeDie: turn.take_die,
            Orders: orders.orders_phase,
            Rolloff: orders.rolloff,
            WantOrder: orders.want_order,
            OrderFulfilled: fulfil.fulfilled,
            LanternOne: sheet.lantern_one,
            ChestnutOne: sheet.chestnut_one,
            AskSell: cards.ask_sell,
            AskSwap: cards.ask_swap,
        }
        return {task: partial(op, self) for task, op in ops.items()}

    def build_decisions(self) -> Decisions:
        table: dict[type, tuple[Callable[..., list[int]], Callable[..., None]]] = {
            Keep: (setup.keep_options, setup.keep_resolve),
            Commit: (turn.commit_options, turn.commit_resolve),
            Column: (turn.column_options, turn.column_resolve),
            PickOrder: (orders.pick_options, orders.pick_resolve),
            Free: (free.options, free.resolve),
            Deliver: (fulfil.deliver_options, fulfil.deliver_resolve),
            GiveDie: (fulfil.give_die_options, fulfil.give_die_resolve),
            Lantern: (sheet.lantern_options, sheet.lantern_resolve),
            Chestnut: (sheet.chestnut_options, sheet.chestnut_resolve),
            DieValue: (cards.value_options, cards.value_resolve),
            Adjust: (cards.adjust_options, cards.adjust_resolve),
            SellMaterial: (cards.own_material_options, cards.sell_resolve),
            SwapMaterial: (cards.own_material_options, cards.swap_resolve),
            MaterialAs: (cards.material_as_options, cards.material_as_resolve),
        }
        return {
            task: (partial(opt, self), partial(res, self)) for task, (opt, res) in table.items()
        }

    def chance_result(self, d: RWData, task: Any, value: int) -> None:
        self.chance_results[type(task)](d, task, value)

    def drawable_cards(self) -> Iterable[str]:
        return self.tables.orders

    def pile(self, d: RWData, task: Draw) -> list[str]:
        return orders.pile(self, d, task)

    def draw_result(self, d: RWData, task: Draw, card: str) -> None:
        orders.draw_result(self, d, task, card)

    def score_sheet(self, d: RWData) -> ScoreSheet:
        return scoring.score_sheet(self, d)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """Counted from the rules (``bounds.py``, docs/research.md): each seat's decisions by
        kind, each a thing the sheet or the turn has a fixed number of (a turn's choice and
        end, a circle crossed, a lantern cell, a crate icon, an order held, a helper's
        ability once a round), for the turns it takes a die in, and the game's dice rolled
        and orders drawn. Only a priority roll-off repeated by equal dice (L132-L136) is
        unbounded by the rules: one such repeat a turn is allowed for. With 1-5 seats: 259,
        476, 711, 954 and 1,213, 1.44-1.98x the longest games found (the hoarder of
        tests/adapters/long_plays.py)."""
        return bounds.length_bound(self, players)

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes of a CHANCE node (``game.info.max_chance_outcomes``): a die of
        6 faces (L51-L53, L132-L136, L340-L346, L397-L417), or a draw from one of the two
        order decks (L32-L34), which only shrink: at most their distinct orders (20 each).
        The first deal has them all: exact."""
        d = self.new_game(players, 0, "explicit", **options).data
        return max(DIE, len(set(d.deck1)), len(set(d.deck2)))

    def score_bound(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest total one seat can score (``state.scores()``; OpenSpiel's
        utilities of the ``score_margin`` rewards), category by category (L363-L390):

        - a seat holds at most ``k`` orders: the one it keeps of those dealt (L32-L34), one
          a turn taken instead of a die (12 turns, L120-L122) and one for the third lantern
          row (L224-L228); so it fulfils at most ``k`` (14), and its orders' VP (category 4)
          and printed reputation are at most those of the ``k`` best orders;
        - 1 lightning VP marked per nut: at most the nuts of the table (L317-L327: once they
          are all marked, more are lost);
        - helpers (category 2) each hired once: at most all their end VP;
        - reputation times fulfilled orders (L377-L381): reputation comes only from order
          rewards and helper D (L482-L486), so at most (the ``k`` best reputations + D's) x k;
        - each active crate (L515-L533) at most its score with the counts above (the helpers
          all hired, the 9 lantern cells marked);
        - the lantern lines (category 6): at most all of them.

        No category is ever negative. With these cards: 0 to 616."""
        t = self.tables

        def gained(card: Any, key: str) -> int:  # what a card's effects give of ``key``
            steps = [s for a in card.abilities for s in a.do if isinstance(s, dict)]
            plain = [s.get(key) for s in steps] + [s.get("gain", {}).get(key) for s in steps]
            return sum(v for v in plain if isinstance(v, int))

        held = 1 + t.turns + sum(gained(c, "take_order") for c in t.lines)
        held = min(held, len(t.orders))
        reputation = sorted(t.order_rep.values(), reverse=True)[:held]
        order_vp = sum(sorted(t.order_vp.values(), reverse=True)[:held])
        cells = max(cell for c in t.lines for cell in c.prop_ints("cells"))
        counts = {
            "helpers_hired": len(t.helpers),
            "fulfilled_orders": held,
            "reputation_on_fulfilled_orders": sum(reputation),
            "lanterns_marked": cells,
            "order_vp": order_vp,
        }

        def most(expr: Any) -> int:
            if isinstance(expr, int):
                return expr
            ((kind, arg),) = expr.items()
            if kind == "count":
                return int(counts[arg])
            if kind == "mul":
                return int(arg[0]) * most(arg[1])
            if kind == "div":
                return most(arg[0]) // int(arg[1])
            if kind == "table":
                return max(int(points) for _, points in arg["at_least"])
            raise ValueError(f"no bound argued for the score {expr!r}")

        rep = sum(reputation) + sum(gained(h, "reputation") for h in t.helpers)
        helpers = sum(max(0, most(h.score or 0)) for h in t.helpers)
        crates = sum(most(c.score) for c in t.crates)
        lines = sum(number(c.score) for c in t.lines)
        return 0.0, float(t.nut_table + helpers + rep * held + order_vp + crates + lines)

    # --- what a seat sees ------------------------------------------------------------------
    def observation(self, d: RWData, player: int) -> dict[str, Any]:
        return views.observation(self, d, player)

    def build_menus(self) -> Menus:
        return MENUS

    def render(self, d: RWData) -> str:
        return views.render(self, d)

    def render_private(self, d: RWData, viewer: int) -> str:
        return views.render_private(self, d, viewer)

    def check_data(self, d: RWData) -> list[str]:
        return checks.check_data(self, d)

    def tensor_schema(self) -> FromData:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: RWData, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``)."""
        hidden.resample(self, d, player, rng)

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)
