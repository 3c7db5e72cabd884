"""Nusfjord (Big Box): the game class, wiring the rules' modules together.

Rulebook: shared/seeds/nusfjord.de.md (German). A game is 7 rounds (L281-L287) of fishing
(L289-L349: each seat's catch is distributed to its elders, its shares and its reserves), work
(L351-L378: three passes, one worker per turn on an action space or an own elder) and
homecoming (L380-L406: workers return, the start ship moves, round spaces add buildings), then
the final scoring (L631-L659). Elders are card entries whose effect lists run through the
kernel's card runtime (data/nusfjord/elders.yaml); an elder's "perform an action" runs the
action board's code without a worker.

Where each rule lives (one module a topic; each a small object holding the game):

- ``setup.py`` the setup and its variants; ``rounds.py`` the round and its phases;
- ``fishing.py`` distributing a catch; ``turns.py`` placing workers (``places.py`` where a
  worker stands); ``action_board.py`` what each action needs and does;
- ``banquet.py`` serving fish; ``construction.py`` buildings; ``harbor.py`` building spaces and
  forests; ``ships.py`` ships and the fishing track; ``guests.py`` guests; ``elders.py`` the
  elder council; ``anytime.py`` anytime effects; ``abilities.py`` whether a seat may use an
  ability of a card it owns (the card runtime's check, from a table made once); ``owned.py``
  which cards of the frequent ownership checks a seat owns, kept per seat;
- ``cards.py`` the card language on this table (``NusfjordCards``) and the game's own words;
  ``vocabulary.py`` the words the card files may use; ``data_checks.py`` the data's checks;
- ``draws.py`` every card drawn; ``scoring.py`` the final scoring; ``views.py`` what a seat
  sees; ``actions.py`` the action kinds; ``tasks.py`` the task records; ``state.py`` the table;
  ``integrity.py`` a loaded table's checks; ``svg.py`` pictures; ``tensors.py`` the tensor.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

import attrs
import cattrs

from boardrules.actions import Action
from boardrules.campaign import Campaign
from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import read_parameters
from boardrules.cards.schema import BASE_SET, Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import Decisions, Game, GameOption, OpFn
from boardrules.menus import Menus
from boardrules.scoring import ScoreSheet

from . import actions, bounds, data_checks, draws, scoring, setup, svg, tensors, views, vocabulary
from . import campaign as solo_campaign
from .abilities import OwnedAbilities
from .action_board import ActionBoard
from .anytime import AnytimeWindows
from .banquet import Banquet
from .cards import NusfjordCards
from .construction import Construction, built
from .elders import Council
from .fishing import Fishing
from .guests import Guests
from .harbor import HarborBoard
from .integrity import check_table
from .menus import MENUS
from .owned import OwnedCards
from .parameters import ActionSpace, NusfjordParams
from .places import WorkerPlace, worker_place
from .position import NusfjordPosition, register
from .rounds import Rounds
from .ships import Fleet
from .state import Harbor, NData
from .tasks import (
    Afforest,
    AfterAction,
    Anytime,
    Catch,
    DrawBuilding,
    ElderAction,
    EndWindow,
    FeedElder,
    FeedHolder,
    GuestDiscount,
    Homecoming,
    Offer,
    PaySchooner,
    PickBuilding,
    PickShip,
    PickSpace,
    Place,
    RemoveBuilding,
    RemoveStrip,
    Round,
    SellShip,
    Serve,
    SwapShip,
    TakeElder,
    TakeRaft,
    Turn,
    UseNow,
    Windows,
    Work,
)
from .turns import Turns

VARIANTS = ("standard", "solo_advanced")


class Nusfjord(Game):
    id = "nusfjord"
    title = "Nusfjord (Big Box)"
    min_players = 1
    max_players = 5
    data_class = NData
    action_kinds = actions.KINDS
    rules_class = NusfjordCards
    campaign: ClassVar[Campaign | None] = solo_campaign  # the solo campaign (L706-L714)
    position_words = NusfjordPosition  # the position document in words (position.py)
    rules: NusfjordCards
    # the rules' objects, one a topic (made by ``prepare``)
    harbor: HarborBoard
    fleet: Fleet
    banquet: Banquet
    guests: Guests
    construction: Construction
    council: Council
    fishing: Fishing
    turns: Turns
    action_board: ActionBoard
    anytime: AnytimeWindows
    abilities: OwnedAbilities
    owned: OwnedCards
    rounds: Rounds
    ids: actions.ActionIds
    max_choose = 2
    options = {
        "variant": GameOption(
            "standard",
            VARIANTS,
            "solo_advanced: the advanced solo game with three worker colours (L700-L704; "
            "one player only)",
        ),
        "deck": GameOption(
            "X",
            ("X",),
            "the building deck (L244): X is the assumed deck of data/nusfjord/deck_x.yaml",
        ),
        "elders": GameOption(
            "base",
            ("base", "variants"),
            "variants: Fremdenführerin 12*, Architektin 13*, Investorin 14* replace 12, 13, 14 "
            "(L780-L784, L852-L854, L878-L880)",
        ),
        "forgotten": GameOption(
            False,
            (False, True),
            "'Die Vergessenen': the four promo elders as a face-up pile (L938-L940)",
        ),
        "home_and_away": GameOption(
            "off",
            setup.HOME_AND_AWAY,
            "two players, two games with one deck (L663-L665): first (seat 0 begins) and "
            "second (seat 1 begins; the A and B buildings the first game of that seed put back "
            "in the box)",
        ),
        "mixed": GameOption(
            "",
            ("",),
            "the mixed game (L667-L669): three decks joined by '+' (for example X+Y+Z) give 3 A "
            "and 2 B buildings each to the display; later buildings come from the deck option's "
            "deck",
        ),
    }

    # --- the data ---------------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return vocabulary.build_vocabulary()

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        return data_checks.check_catalog(catalog)

    def prepare(self) -> None:
        """The tables the rules read, then the rules' objects."""
        cat = self.catalog
        self.params = read_parameters(NusfjordParams, cat)
        self.elder_cards: dict[str, Card] = {c.id: c for c in cat.of_kind("elder")}
        self.buildings: dict[str, Card] = {c.id: c for c in cat.of_kind("building")}
        # a building of a set such as `named` takes the place of a deck's building (its
        # `replaces`) when its set is in play: the decks keep 18 A, 12 B and 14 C (L104-L105)
        self.replacement = {
            c.prop_str("replaces"): c.id for c in self.buildings.values() if c.prop("replaces")
        }
        self.off_space = {c.id for c in self.buildings.values() if c.prop_bool("off_space")}
        # an elder of a set in play that `replaces` a base elder lies in its place (the base
        # variants E12*-E14* replace theirs only with the option elders=variants, L780-L784)
        self.elder_replacement = {
            c.prop_str("replaces"): c.id
            for c in self.elder_cards.values()
            if c.prop("replaces") and c.set != BASE_SET
        }
        self.slots: dict[str, int] = {
            e: c.prop_int("slots", self.params["elder_slots"]) for e, c in self.elder_cards.items()
        }
        self.spaces_info: dict[str, ActionSpace] = self.params["action_spaces"]
        self.wood_limit: int = self.params["wood_limit"]
        self.anytime_cards = [
            c.id for c in self.buildings.values() if any(a.timing == "anytime" for a in c.abilities)
        ]
        # the decks of the data loaded (a player's own deck file, extra_cards) are the choices
        decks = sorted({c.deck or "" for c in self.buildings.values() if not c.prop("replaces")})
        mixes = [""] + ["+".join(m) for m in itertools.combinations(decks, 3)]
        self.sorted_piles = {deck: setup.sorted_piles(self, deck) for deck in decks}
        self.options = {  # type: ignore[misc]  # per loaded game, not per class
            **type(self).options,
            "deck": attrs.evolve(type(self).options["deck"], choices=tuple(decks)),
            "mixed": attrs.evolve(type(self).options["mixed"], choices=tuple(mixes)),
        }
        self.abilities = OwnedAbilities(self)
        self.harbor = HarborBoard(self)
        self.fleet = Fleet(self)
        self.banquet = Banquet(self)
        self.guests = Guests(self)
        self.construction = Construction(self)
        self.owned = OwnedCards(self)
        self.council = Council(self)
        self.fishing = Fishing(self)
        self.turns = Turns(self)
        self.action_board = ActionBoard(self)
        self.anytime = AnytimeWindows(self)
        self.rounds = Rounds(self)

    def all_actions(self) -> Iterable[Action]:
        return actions.all_actions(self)

    def prepare_ids(self) -> None:
        self.ids = actions.ActionIds(self)

    def __init__(
        self, extra_cards: str | None = None, sets: Iterable[str] | str = (BASE_SET,)
    ) -> None:
        super().__init__(extra_cards, sets)
        register(self.doc_converter)  # to_move without the fields its decision leaves out

    def register_hooks(self, conv: cattrs.Converter) -> None:
        """A worker's place is written as text in documents (``places.py``)."""
        conv.register_structure_hook(WorkerPlace, lambda text, _: worker_place(text))
        conv.register_unstructure_hook_func(
            lambda t: isinstance(t, type) and issubclass(t, WorkerPlace), str
        )

    # --- the rules --------------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> NData:
        return setup.setup(self, players, seed, options)

    def build_ops(self) -> dict[Any, OpFn]:
        return {
            Round: self.rounds.start_round,
            Work: self.rounds.work,
            Homecoming: self.rounds.homecoming,
            Catch: self.fishing.catch,
            Offer: self.council.offer,
            AfterAction: self.rules.after_action,
            Place: self.construction.place,
            Windows: self.anytime.windows,
            EndWindow: self.anytime.end_window,
        }

    def build_decisions(self) -> Decisions:
        f, h, s = self.fishing, self.harbor, self.fleet
        c, e = self.construction, self.council
        return {
            Turn: (self.turns.opt_turn, self.turns.do_turn),
            FeedElder: (f.opt_feed_elder, f.do_feed_elder),
            FeedHolder: (f.opt_feed_holder, f.do_feed_holder),
            Serve: (self.banquet.opt_serve, self.banquet.do_serve),
            PickBuilding: (c.opt_pick_building, c.do_pick_building),
            PickSpace: (c.opt_pick_space, c.do_pick_space),
            PickShip: (s.opt_pick_ship, s.do_pick_ship),
            PaySchooner: (s.opt_pay_schooner, s.do_pay_schooner),
            RemoveStrip: (h.opt_remove_strip, h.do_remove_strip),
            Afforest: (h.opt_afforest, h.do_afforest),
            TakeElder: (e.opt_take_elder, e.do_take_elder),
            UseNow: (e.opt_use_now, e.do_use_now),
            ElderAction: (e.opt_elder_action, e.do_elder_action),
            SwapShip: (s.opt_swap_ship, s.do_swap_ship),
            SellShip: (s.opt_sell_ship, s.do_sell_ship),
            TakeRaft: (s.opt_take_raft, s.do_take_raft),
            DrawBuilding: (c.opt_draw_building, c.do_draw_building),
            RemoveBuilding: (c.opt_remove_building, c.do_remove_building),
            Anytime: (self.anytime.opt_anytime, self.anytime.do_anytime),
            GuestDiscount: (self.guests.opt_guest_discount, self.guests.do_guest_discount),
        }

    def score_bound(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest total one seat can score (``state.scores()``; OpenSpiel's
        utilities of the ``score_margin`` rewards): gold, guests and forest strips are
        unlimited (L452-L454, L732), so ``bounds.py`` counts how often each thing that gives
        them can happen (turns, catches, serves, each card's abilities). Loose, proven, the
        same for every option (it counts every card loaded)."""
        return bounds.score_bound(self, players)

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The anytime windows (L947) counted from the rules, the rest a tested allowance
        (docs/research.md, game length bounds):

        - a window asks only a seat that could use an anytime effect or board a guest on one
          of its ships (L758, ``AnytimeWindows.windows``): one that has built an anytime
          building or holds a guest. Each building is a single card (the deck lists each
          once, L244; a card of more copies counts each), a guest comes only from a
          building's guest symbol (L730) and a guest boarded stays aboard (L758), so at most
          ``h`` seats are ever asked, ``h`` the fewer of the seats and the anytime and guest
          buildings in play (deck X: X-A13 and X-B06 anytime, X-A01 and X-B01 a guest each:
          4);
        - a round (7, L281) asks each of them in the window before the fishing and after each
          catch but the last (``players`` windows) and before every turn of another seat (3
          turns a seat, L357), and the window before the final scoring once more:
          ``h (players + 3 (players - 1))`` asks a round and ``h`` at the end. An ask that
          uses nothing is one decision ("done"); each use (2 wood, 3 fish or a guest spent)
          asks again, and is counted below;
        - everything else (the catches, the turns and their follow-ups, the uses, the cards
          dealt): a tested allowance of ``40 + 100 players``. Over 50 seeds in both chance
          modes, random, first- and last-action, adversarial and window-keeping play
          (tests/adapters/long_plays.py) take at most 85, 166, 234, 286 and 348 such actions
          with 1-5 seats: at least 1.45 times fewer.

        With 1-5 seats: 148, 312, 532, 808, 1,020, within 2x of the longest games found
        (docs/research.md)."""
        rounds: int = self.params["rounds"]
        decks = {str(options["deck"]), *str(options.get("mixed", "")).split("+")} - {""}
        cards = {c for deck in decks for c in setup.deck_cards(self, deck)}
        anytime = set(self.anytime_cards)

        def asked(card: str) -> bool:  # an anytime building, or one that gives a guest
            abilities = self.buildings[card].abilities
            gains = [step.get("gain") for a in abilities for step in a.do]
            guest = any(isinstance(gain, dict) and "guest" in gain for gain in gains)
            return card in anytime or guest

        h = min(players, sum(self.buildings[c].copies for c in cards if asked(c)))
        asks = rounds * h * (players + 3 * (players - 1)) + h
        return 40 + 100 * players + asks

    def chance_outcome_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """The most outcomes of a CHANCE node (``game.info.max_chance_outcomes``): the game
        rolls no die; a draw deals from the A, B or C building pile of the deck (L244), which
        only shrinks, from the forgotten promo cards (4), or reveals one of the elders laid
        face down under the stacks (at most one under each of the 6 stacks, L239). The first
        draw of the largest pile has all of its cards: exact."""
        piles = setup.sorted_piles(self, str(options["deck"]))
        return max(len(setup.PROMOS), 6, *(len(set(pile)) for pile in piles))

    # --- the cards drawn (draws.py) --------------------------------------------------------
    def drawable_cards(self) -> Iterable[str]:
        return [*self.buildings, *self.elder_cards]

    # the kernel's hooks are draws.py's functions themselves (no call between: every new
    # game deals its display through them)
    pile = staticmethod(draws.pile)
    top = staticmethod(draws.top)
    draw_result = staticmethod(draws.draw_result)

    # --- the end, what a seat sees, pictures ----------------------------------------------
    def score_sheet(self, d: NData) -> ScoreSheet:
        return scoring.score_sheet(self, d)

    def observation(self, d: NData, player: int) -> dict[str, Any]:
        return views.observation(self, d, player)

    def resample_hidden(self, d: NData, player: int, rng: random.Random) -> None:
        views.resample_hidden(d, player, rng)

    def check_data(self, d: NData) -> list[str]:
        return check_table(self, d)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def render_private(self, d: NData, viewer: int) -> str:
        return views.render_private(self, d, viewer)

    def build_menus(self) -> Menus:
        return MENUS

    def render(self, d: NData) -> str:
        return views.render(self, d)

    # --- asked by the campaign (campaign.py) and the tests ----------------------------------
    def deck_cards(self, deck: str) -> list[str]:
        """The buildings of ``deck`` in play (``setup.deck_cards``)."""
        return setup.deck_cards(self, deck)

    @staticmethod
    def built(h: Harbor) -> list[str]:
        """The buildings on a harbor board (``construction.built``)."""
        return built(h)

    def catch_size(self, h: Harbor) -> int:
        """L299: the catch a harbor's fishing track shows (``Fleet.catch_size``)."""
        return self.fleet.catch_size(h)

    def free_spaces(self, h: Harbor) -> list[int]:
        """L999: a harbor's free building spaces (``HarborBoard.free_spaces``)."""
        return self.harbor.free_spaces(h)
