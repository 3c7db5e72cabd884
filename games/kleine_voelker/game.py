"""Kleine Völker großer Garten (Garden Nation): the game, wired from its topics.

Rulebook: shared/seeds/kleine_voelker.de.txt (German). A round (L275-L304) is: the action
phase (each seat takes a turn of 1 or 2 actions by its turn-order slot; the acting seat picks
who goes next, L313-L375), the population phase (L377-L382) and the cleanup (L412-L427). Every
action takes place in the crane's territory (L292-L298) and moves the crane by the space used.

Each topic is a module of functions taking ``(game, d, ...)``; this class holds the game's
tables and maps the task records to them:

- ``catalog.py``: the data (vocabulary, checks, the tables read from YAML);
- ``setup.py``: the setup and the cards it deals (L199-L241);
- ``rounds.py``: the round, turn order, population and cleanup (L275-L427);
- ``act.py``: the action in the crane's territory (L292-L298, L429-L546);
- ``building.py``: build, demolish, a bramble's land tile (L429-L531);
- ``ploys.py``: change territory, transfer a roof, invade (L660-L744);
- ``projects.py``: secret projects kept, public projects claimed (L237-L241, L548-L658);
- ``cards.py``: the card words (``pattern``, ``floors_on`` ...) and ``KVCards``;
- ``scoring.py``: the final scoring (L757-L806);
- ``view.py``, ``svg.py``, ``tensors.py``: what a seat sees, as data, text, picture, tensor;
- ``checks.py``: the invariants of a loaded table; ``hidden.py``: the resample.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any

from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.schema import Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Decisions, Game, GameOption, OpFn, State
from boardrules.menus import Menus
from boardrules.scoring import ScoreSheet
from boardrules.tasks import Draw

from . import (
    act,
    actions,
    building,
    catalog,
    checks,
    hidden,
    ploys,
    projects,
    rounds,
    scoring,
    setup,
    svg,
    tensors,
    view,
)
from .cards import KVCards
from .geometry import Geometry, layout_geometry
from .menus import MENUS
from .parameters import KleineVoelkerParams
from .position import KVPosition
from .state import UNSET, KVData
from .tasks import (
    Act,
    AfterTurn,
    BeginAction,
    Claim,
    Cleanup,
    Keep,
    Land,
    MoveCrane,
    Next,
    Onto,
    Population,
    Round,
    Turn,
)


class KleineVoelker(Game):
    id = "kleine_voelker"
    title = "Kleine Völker großer Garten"
    min_players = 2
    max_players = 4
    data_class = KVData
    max_choose = 1
    action_kinds = actions.KINDS
    rules_class = KVCards
    position_words = KVPosition
    # L237-L241: the 2 secret projects kept are laid face down and kept secret from the others:
    # another seat's history shows the choice as "<seat>: keep"
    secret_decisions = ("keep",)
    options = {
        "layout": GameOption(
            "random",
            ("random", "fixed"),
            "random: territories and rotations shuffled (L199-L201); fixed: "
            "the default layout of data/kleine_voelker/rules.yaml",
        ),
        "round_limit": GameOption(
            30,
            (30, 10, 20, 50, 100),
            "the game ends after this round as if its end had been triggered (assumed: the "
            "rulebook ends it only at a last floor, L757-L761, so seats that never place it "
            "could play for ever; no real game comes near 30 rounds)",
        ),
    }

    # the tables read from the data (catalog.read) and the ids of the actions offered
    params: KleineVoelkerParams
    tiles: dict[int, list[tuple[int, int]]]
    publics: dict[str, Card]
    claim_tests: dict[str, projects.ClaimTest]  # a public project's ``if``, compiled
    secrets: dict[str, Card]
    vp_table: list[tuple[int, ...]]
    action_ids: actions.ActionIds

    # --- the data ------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return catalog.vocabulary()

    @classmethod
    def check_catalog(cls, cat: Catalog) -> list[Problem]:
        return catalog.problems(cat, cls.min_players, cls.max_players)

    def prepare(self) -> None:
        catalog.read(self)

    def all_actions(self) -> Iterable[Action]:
        return actions.all_actions(self.publics, self.secrets)

    def prepare_ids(self) -> None:
        self.action_ids = actions.ActionIds(self._ids, self.publics, self.secrets)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A bound proven from the rules (docs/research.md, game length bounds), counting the
        chance nodes of ``chance="explicit"``:

        - setup: 4 secret projects dealt and 2 kept a seat (L237-L241), the start player's
          territory (L320-L323);
        - ``round_limit`` rounds at most (the rulebook's end, L757-L761, only comes sooner),
          each of ``actions_per_slot`` actions (L313-L375: 7 with 2 and 4 seats, 5 with 3)
          and, with 3 or 4 seats, the choice of who goes next after every turn but the last
          two (L325-L341);
        - an action is at most 8 decisions: 6 skips to the next territory while the seat
          cannot build (L533-L546; then it must build or forfeit, digest A14), the build,
          demolition, invasion or forfeit, and the claim offered after a floor is placed
          (L577-L597: one floor an action);
        - no skip in round 1's actions but the last with 2 or 4 seats: a seat skips only
          where it cannot build, that is where no space is empty or with at most 5
          inhabitants (an empty space costs 5 at most, L445-L470, and a cost must be below
          the inhabitants, L398-L402). Each action fills at most one empty space, so the
          first 7 of a game all find one in each territory of 7 spaces (L253-L255). A seat
          begins with 35 or 38 (L225-L228) and only gains until the population phase;
          before its second action of round 1 it has paid for one floor (5 at most) or one
          invasion of a building of at most 2 floors (one turn's building, 22 at most,
          L707-L744), so 13 are left; with 2 seats the start player's actions 1, 4, 5
          (after 5 and 22 at most) and the other's 2, 3, 6 (after 10 and 6 at most) leave
          11 (L358-L375); only the 7th action of round 1 may follow an invasion of a
          3-floor building;
        - with 3 seats, no skip in round 2's first two actions either. A seat of 6 or more
          inhabitants (and floors left) can build on every empty space (a bramble's tile is
          always left: 9 for 7 brambles), so skips only a
          territory whose 7 spaces all hold a building, each filled by one action: not
          before the game's 8th action. The first action of round 2 is the third-slot seat
          of round 1's (L412-L419), which began with 35 and took 2 actions of round 1: a
          build costs 5 + its height at most (L445-L510), and before it no building has
          more than 2 floors (the first two slots took 3 actions), so two builds cost 11,
          a build and an invasion 5 + 22 or 22 + 7 (L707-L744). Only two invasions, of a
          2-floor and a 1-floor building (22 + 8 or 10), leave it below 6, with 3 to 5; then it
          holds every floor on the board (the first two slots placed 3 at most) and gains 2
          in the population phase (L377-L382): 5, and a seat of 5 skips only a territory
          whose 4 or more spaces of cost at most 4 (every tile has 4 to 6) hold a building,
          with 3 buildings on the board. The second is the first action of a seat that took
          1 action (38, a build of 5 at most) or 2 (35, at most 10 + 6: an invasion of a
          1-floor building and a floor on it) in round 1: 19 or more;
        - over the whole game: a change of territory (L669-L684) starts the skips again, 7
          decisions more, once per ploy token (4 a seat, L660-L664; a roof transfer adds only
          2, L686-L704); a land type chosen per bramble covered (a tile stays, so once a
          bramble: 7, one a territory, L253-L255, L462-L475); each public project dealt once
          at most (the display and each refill, L207-L210, L597).

        With 2, 3 and 4 seats and 30 rounds: 1,741, 1,319 and 1,869. Both large factors
        happen in one game: a seat at 1-2 inhabitants that has fewer floors than another
        seat in every territory where it has any gains nothing in the population phase
        (L377-L382), never builds again, and skips six territories and forfeits every action
        to the round limit, while one seat (the landlord) takes the income and builds and
        demolishes without placing its last floor. The longest games found so (the beam search of
        tests/adapters/long_plays.py, recorded in tests/adapters/kv_games.py, each replayed
        with chance ``"explicit"`` and the same deals, so with the CHANCE nodes counted here)
        are 950, 727 and 974 actions with 2, 3 and 4 seats at 30 rounds (the bound 1.83x,
        1.81x and 1.92x them): within 2x at every ``round_limit`` and seat count, the
        closest 1.97x (4 seats, 20 rounds: the seats need 4-5 rounds to become stuck,
        docs/research.md). No sharper count of the stuck actions, nor of the first
        rounds with 4 seats, is argued: the rules stop no seat being stuck all game."""
        p = self.params
        slots = p["actions_per_slot"][players]
        nexts = len(slots) - 2 if players > 2 else 0
        per_round = 8 * sum(slots) + nexts
        deal = p["secret_dealt"]
        setup = players * (deal["dealt"] + deal["kept"]) + 1
        tokens, tiles = int(p["ploys"]), int(p["land_tiles"])
        brambles = sum(land == UNSET for tile in self.tiles.values() for land, _ in tile)
        lands = min(3 * tiles, brambles)
        whole_game = 7 * tokens * players + lands + len(self.publics)
        # round 1's actions that never skip, and with 3 seats round 2's first two
        unskipped = sum(slots) - (players != 3) + 2 * (players == 3)
        return setup + whole_game + int(options["round_limit"]) * per_round - 6 * unskipped

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes of a CHANCE node (``game.info.max_chance_outcomes``): the game
        rolls no die; a draw deals from the public deck (L207-L210) or from the secret
        projects no seat holds (L237-L241), so its outcomes are at most the distinct cards of
        that kind (21 public, 15 secret). The first public draw has all 21: exact."""
        return max(len(set(self.publics)), len(set(self.secrets)))

    def score_bound(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest total one seat can score (``state.scores()``; OpenSpiel's
        utilities of the ``score_margin`` rewards), from the score sheet (L757-L772):

        - public projects (L577-L611): each card scores once, for the seat that claims it, so
          a seat scores at most the VP of all 21 (111), and at least 0;
        - the 2 secret projects kept (L237-L241: not two copies of one card, digest A12) score
          at most the two largest maxima of different cards, each counted on the seat's F
          floors (L216-L223: 20, 17 or 14; an invasion places the invader's own floors,
          L707-L744): floors on a land type at most F; buildings of at least m floors at most
          F // m, and with one a territory at most 7 (L199-L201); a majority table (L618-L620)
          its top row; a secret project scores nothing less than 0;
        - the inhabitants (L763-L769): the table's lowest row (-30: never below 1
          inhabitant, L384-L402) to its highest (10, more than 40).

        Nothing else scores. With 2 seats: -30 to 111 + 55 + 42 + 10 = 218."""
        floors = int(self.params["floors"][players])

        def most(expr: Any) -> int:
            ((kind, arg),) = expr.items()
            if kind == "floors_on":
                return floors
            if kind == "mul":
                return int(arg[0]) * most(arg[1])
            if kind == "buildings":
                count = floors // int(arg.get("min_floors", 1))
                return (
                    min(count, 7 * int(arg["per_territory"])) if "per_territory" in arg else count
                )
            if kind == "table":
                return max(int(points) for _, points in arg["at_least"])
            raise ValueError(f"no bound argued for the secret project score {expr!r}")

        secrets = sorted((most(c.score) for c in self.secrets.values()), reverse=True)
        publics = sum(c.int_in("score", c.score) * c.copies for c in self.publics.values())
        table = [int(points) for _, points in self.vp_table]
        return float(min(table)), float(publics + sum(secrets[:2]) + max(table))

    # --- setup and the cards dealt (setup.py) --------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> KVData:
        return setup.setup(self, players, seed, options)

    def drawable_cards(self) -> Iterable[str]:
        return setup.drawable_cards(self)

    def pile(self, d: KVData, task: Draw) -> list[str]:
        return setup.pile(self, d, task)

    def draw_result(self, d: KVData, task: Draw, card: str) -> None:
        setup.draw_result(self, d, task, card)

    def geo(self, d: KVData) -> Geometry:
        """The garden's adjacency and crane targets for the table's layout (geometry.py)."""
        return layout_geometry(d.positions, d.rotations)

    # --- the rules: each task record to the function that runs it ------------------------
    def build_ops(self) -> dict[Any, OpFn]:
        ops: dict[Any, Any] = {
            Round: rounds.begin_round,
            Turn: rounds.turn,
            BeginAction: rounds.begin_action,
            AfterTurn: rounds.after_turn,
            MoveCrane: rounds.move_crane,
            Population: rounds.population,
            Cleanup: rounds.cleanup,
        }
        return {task: partial(fn, self) for task, fn in ops.items()}

    def build_decisions(self) -> Decisions:
        decisions: dict[Any, tuple[Any, Any]] = {
            Keep: (projects.keep_options, projects.keep),
            Act: (act.options, act.resolve),
            Land: (building.land_options, building.lay_land),
            Onto: (ploys.onto_options, ploys.put_roof),
            Claim: (projects.claim_options, projects.claim),
            Next: (rounds.next_options, rounds.next_seat),
        }
        return {
            task: (partial(options, self), partial(resolve, self))
            for task, (options, resolve) in decisions.items()
        }

    # --- the end -------------------------------------------------------------------------
    def score_sheet(self, d: KVData) -> ScoreSheet:
        return scoring.score_sheet(self, d)

    # --- what a seat may see, and what a loaded table must be ----------------------------
    def observation(self, d: KVData, player: int) -> dict[str, Any]:
        return view.observation(self, d, player)

    def build_menus(self) -> Menus:
        return MENUS

    def render(self, d: KVData) -> str:
        return view.render(self, d)

    def render_private(self, d: KVData, viewer: int) -> str:
        return view.render_private(self, d, viewer)

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def check_data(self, d: KVData) -> list[str]:
        return checks.check_data(self, d)

    def resample_from(self, state: State, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``), keeping the secret projects it
        saw dealt (and put back) out of the others' hands."""
        hidden.resample(self, d, player, rng, hidden.dealt_to(self, state, player))

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see, for a table ``d`` alone (``resample_from``
        knows more: what the seat saw dealt)."""
        hidden.resample(self, d, player, rng, [*d.peoples[player].secret, *d.peoples[player].dealt])
