"""Nusfjord (Big Box): the rules, as tasks and decisions.

Rulebook: shared/seeds/nusfjord.de.md (German). A game is 7 rounds (L281-L287) of fishing
(L289-L349: each seat's catch is distributed to its elders, its shares and its reserves), work
(L351-L378: three passes, one worker per turn on an action space or an own elder) and
homecoming (L380-L406: workers return, the start ship moves, round spaces add buildings), then
the final scoring (L631-L659). Elders are card entries whose effect lists run through the
kernel's interpreter (data/nusfjord/elders.yaml); the action spaces are the rules of this file,
and an elder's "perform an action" runs the same code without a worker.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from boardrules import rng
from boardrules.actions import Action
from boardrules.cards import runtime as rt
from boardrules.cards.costs import PayCost, can_pay, discounts
from boardrules.cards.loader import Catalog
from boardrules.cards.schema import BASE_SET, Card
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.effects import evaluate
from boardrules.engine import Decisions, Game, GameOption, OpFn, later
from boardrules.scoring import ScoreSheet, SeatScore
from boardrules.tasks import Draw, Env, draw

from . import draws, svg, tensors
from .integrity import check_table
from .state import EMPTY, EVENT_PAYLOAD, GOODS, IN_THE_BOX, SHIPS, SPACES, Harbor, NData
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

ACTIONS: tuple[str, ...] = (
    "gold",
    "reserves",
    "serve",
    "build",
    "realize",
    "buy",
    "clear_cut",
    "thin",
)
ACTIONS += ("afforest", "ship", "elder")
COLUMNS = ("left", "middle", "right")
CATEGORIES = ("whenever", "anytime", "points", "once_when", "immediate", "special")
LETTERS = ("A", "B", "C")
PROMOS = ("L1", "L2", "L3", "L4")
RAFTS = 4  # L172
WILLY = "L4"
OLD_MAN = "L1"
COUNTERS = (
    "buildings",
    "built_spaces",
    "free_spaces",
    "ships",
    "sloops",
    "cutters",
    "schooners",
    "forest_strips",
    "elders",
    "wood",
    "fish",
    "gold",
    "realized_shares",
    "catch_size",
    "building_piles",
    "round",
)
ACTION_SPEC = ("list", ("enum", ACTIONS + ("swap_ship",)))
VARIANTS = ("standard", "solo_advanced")
HOME_AND_AWAY = ("off", "first", "second")
FIELD = {"guest": "guests"}  # the Harbor field of a resource named otherwise
EVENTS = ("worker_placed", "fish_served", "ship_built", "building_built")


def space_action(space: str) -> str:
    """The action of an action space (the two build spaces of the 2-player side, L472)."""
    return "build" if space == "build2" else space


def replacement_problems(catalog: Catalog, card: Card, taken: dict[str, str]) -> list[Problem]:
    """An entry of a set that ``replaces`` another takes its place, one entry each: a building
    that of a deck's building of its letter (the deck keeps 18 A, 12 B and 14 C, L104-L105),
    an elder not of the base set that of a base elder of the layout (L231-L241)."""
    kind = card.kind
    target = str(card.prop("replaces"))
    out = catalog.reference(card, "replaces", target, kind)
    if out:
        return out
    other = catalog[target]
    code = "BAD-DECK" if kind == "building" else "BAD-ELDER"
    if kind == "building":
        wrong = other.prop("letter") != card.prop("letter")
        what = f"no {card.prop('letter')} building of a deck"
    else:
        wrong, what = other.set != BASE_SET, "no elder of the base layout"
    if wrong or other.prop("replaces") is not None:
        return [catalog.problem(card, code, f"replaces {target}, {what}", "replaces")]
    if target in taken:
        message = f"{target} is replaced by {taken[target]} already"
        return [catalog.problem(card, code, message, "replaces")]
    taken[target] = card.id
    return []


class Nusfjord(Game):
    id = "nusfjord"
    title = "Nusfjord (Big Box)"
    min_players = 1
    max_players = 5
    data_class = NData

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md): random, first- and last-action playouts of
        1-5 seats take 43-218 actions, under half of it (7 rounds, L281); plus one anytime
        window (L947) for each seat before the fishing and after each catch but the last, and
        for each other seat before each turn, in each round."""
        rounds: int = self.params["rounds"]
        windows = rounds * (players * players + 3 * players * (players - 1))
        return 150 + 100 * players + windows

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_hidden(self, d: NData, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see: the order of the face-down A and B piles, the
        other seats' C hands (L400) dealt again, each the same size, from those hands and the
        C pile together, and the face-down elders (L239, L782, L880), which trade places among
        themselves (nobody saw which lies where), and the promo pile beneath its top (shuffled,
        face up, L940: only the top is seen). The face-up elders stay."""
        for pile in (d.pile_a, d.pile_b):
            rng.shuffle(pile)
        down = set(d.face_down)
        spots = [(s, i) for s in d.stacks for i, e in enumerate(s) if e in down]
        faces = [s[i] for s, i in spots]
        rng.shuffle(faces)
        for (s, i), e in zip(spots, faces, strict=True):
            s[i] = e
        beneath = d.forgotten[:-1]
        rng.shuffle(beneath)
        d.forgotten[:-1] = beneath
        others = [h for i, h in enumerate(d.harbors) if i != player]
        unseen = list(d.pile_c) + [c for h in others for c in h.hand]
        rng.shuffle(unseen)
        for h in others:
            h.hand[:] = [unseen.pop() for _ in h.hand]
        d.pile_c[:] = unseen

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
            HOME_AND_AWAY,
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

    # --- the card language ---------------------------------------------------------------------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        goods = ("map", {g: ("expr", False) for g in ("wood", "fish", "gold")})
        return Vocabulary(
            kinds={
                "parameter": {"value": ("any", True)},
                "elder": {
                    "slots": ("int", False),
                    "promo": ("bool", False),
                    "replaces": ("str", False),
                },
                "building": {
                    "letter": (("enum", LETTERS), True),
                    "category": (("enum", CATEGORIES), True),
                    "replaces": ("str", False),
                    "printed_deck": ("str", False),
                    "off_space": ("bool", False),
                },
            },
            resources=("wood", "fish", "gold", "guest"),
            not_run=("vp_now",),  # every point is counted at the end (L631-L635)
            # an elder is never played (on_play), nor offered at anytime windows, nor counted
            # where a building's discount is (plain_payer)
            kind_timings={"elder": ("activated", "whenever", "once_when", "phase")},
            unread_keys={  # an elder is only used (its abilities); a building is built, not played
                "parameter": ("cost", "if", "do", "abilities", "score"),
                "elder": ("cost", "if", "do", "score"),
                "building": ("if",),
            },
            counters=COUNTERS,
            primitives={
                "remove_strips": ("map", {"min": ("int", True), "max": ("int", True)}),
                "action": (
                    "map",
                    {
                        "of": (ACTION_SPEC, True),
                        "optional": ("bool", False),
                        "then": (ACTION_SPEC, False),
                        "wood_discount": ("int", False),
                        "wood_per_plate": ("int", False),
                    },
                ),
                "catch": "expr",
                "exchange": ("map", {"give": (goods, True), "get": (goods, True)}),
                "place_strip": ("map", {}),
                "swap_ship": ("map", {}),
                "sell_ship": ("map", {}),
                "draw_building": ("map", {}),
                "remove_building": ("map", {}),
                "clear_elder_fish": ("map", {}),
                "raft": ("map", {}),
                "old_man": ("map", {}),
                "take_ship": ("map", {"kind": (("enum", SHIPS), True)}),
            },
            conditions={
                "can": ("map", {"of": (ACTION_SPEC, True), "wood_discount": ("int", False)})
            },
            expressions={"nth": ("map", {"of": ("expr", True), "values": (("list", "int"), True)})},
            events=EVENTS,
            phases=("fishing",),
            timings=(
                "on_play",
                "activated",
                "anytime",
                "modifier",
                "phase",
                "whenever",
                "once_when",
            ),
            payloads=EVENT_PAYLOAD,  # op_after_action
            modifiers={"reserves_limit": "int"},
            parameters={
                "rounds": "int",
                "wood_limit": "int",
                "reserves_limit": "int",
                "council_size": "int",
                "elder_slots": "int",
                "start_shares": ("map", {"realized": ("int", True), "unrealized": ("int", True)}),
                "realize_gold": "int",
                "clear_cut_wood": "int",
                "buy_discount": ("list", "int"),
                "banquet_start": ("dict", "int"),
                "plates": ("list", "int"),
                "ships_laid_out": ("dict", "int"),
                "ship_width": ("dict", "int"),
                "ship_vp": ("dict", "int"),
                "ship_cost": ("dict", ("list", ("dict", "int"))),
                "fishing_track": ("list", "int"),
                "harbor": (
                    "map",
                    {
                        "spaces": ("int", True),
                        "doubles": (("list", ("list", "int")), True),
                        "forests": (("list", "int"), True),
                    },
                ),
                "action_spaces": (
                    "dict",
                    (
                        "map",
                        {
                            "column": (("enum", COLUMNS), True),
                            "capacity": (("list", "int"), True),
                        },
                    ),
                ),
                "imitation": ("dict", ("list", "str")),
                "display": ("dict", "int"),
                "mixed_display": ("map", {"a": ("int", True), "b": ("int", True)}),
                "round_spaces": ("dict", ("dict", "int")),
                "elder_layout": ("dict", ("list", ("list", "str"))),
            },
        )

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        """What ``prepare`` reads beyond the file checks: every action space, the elders the
        layout names, and for each deck 18 A, 12 B and 14 C buildings (L104-L105)."""
        out: list[Problem] = []
        spaces = catalog["action_spaces"]
        for s in SPACES:
            if s not in spaces.prop("value"):
                message = f"action space {s!r} is missing"
                out.append(catalog.problem(spaces, "MISSING-KEY", message, "value"))
        layout = catalog["elder_layout"]
        for n in range(1, 6):
            stacks = layout.prop("value").get(n)
            if not stacks or len(stacks) != 6:
                message = f"no layout of the six elder stacks for {n} players"
                out.append(catalog.problem(layout, "MISSING-KEY", message, "value"))
                continue
            for stack in stacks:
                for e in stack:
                    out += catalog.reference(layout, "value", e, "elder")
        out += catalog.require("elder", [f"E{n:02d}" for n in range(1, 19)], "L772-L936")
        elders_taken: dict[str, str] = {}
        for c in catalog.of_kind("elder"):
            if c.prop("replaces") is not None and c.set != BASE_SET:
                out += replacement_problems(catalog, c, elders_taken)
        decks: dict[str, list[str]] = {}
        taken: dict[str, str] = {}
        for c in catalog.of_kind("building"):
            if c.prop("replaces") is None:
                decks.setdefault(c.deck or "", []).append(c.prop("letter"))
                continue
            out += replacement_problems(catalog, c, taken)
        for deck, letters in decks.items():
            counts = tuple(letters.count(x) for x in LETTERS)
            if counts != (18, 12, 14):
                first = next(
                    c
                    for c in catalog.of_kind("building")
                    if (c.deck or "") == deck and c.prop("replaces") is None
                )
                message = f"deck {deck!r} has {counts} A/B/C buildings, not (18, 12, 14) (L105)"
                out.append(catalog.problem(first, "BAD-DECK", message, "deck"))
        return out

    def prepare(self) -> None:
        cat = self.catalog
        self.params: dict[str, Any] = {c.id: c.prop("value") for c in cat.of_kind("parameter")}
        self.elder_cards = {c.id: c for c in cat.of_kind("elder")}
        self.buildings = {c.id: c for c in cat.of_kind("building")}
        # a building of a set such as `named` takes the place of a deck's building (its
        # `replaces`) when its set is in play: the decks keep 18 A, 12 B and 14 C (L104-L105)
        self.replacement = {
            c.prop("replaces"): c.id for c in self.buildings.values() if c.prop("replaces")
        }
        self.off_space = {c.id for c in self.buildings.values() if c.prop("off_space")}
        # an elder of a set in play that `replaces` a base elder lies in its place (the base
        # variants E12*-E14* replace theirs only with the option elders=variants, L780-L784)
        self.elder_replacement = {
            c.prop("replaces"): c.id
            for c in self.elder_cards.values()
            if c.prop("replaces") and c.set != BASE_SET
        }
        self.slots = {
            e: c.prop("slots", self.params["elder_slots"]) for e, c in self.elder_cards.items()
        }
        self.spaces_info = self.params["action_spaces"]
        harbor = self.params["harbor"]
        self.n_spaces: int = harbor["spaces"]
        self.doubles: list[tuple[int, int]] = [(a, b) for a, b in harbor["doubles"]]
        self.double_of = {s: k for k, pair in enumerate(self.doubles) for s in pair}
        self.space_double = [(s, self.double_of.get(s, -1)) for s in range(self.n_spaces)]
        self._ship_ways: dict[tuple[str, int], list[dict[str, int]]] = {}
        self.plain_goods: dict[str, tuple[int, int, int]] = {}  # a plain cost, as goods
        for c in self.buildings:
            fast = self.runtime.plain_costs.get(c + "/cost")
            if fast is not None and all(res in GOODS for res, _ in fast):
                need = dict(fast)
                self.plain_goods[c] = (
                    need.get("wood", 0),
                    need.get("fish", 0),
                    need.get("gold", 0),
                )
        self.track: list[int] = list(self.params["fishing_track"])
        self.plates: list[int] = list(self.params["plates"])
        self.width: dict[str, int] = dict(self.params["ship_width"])
        self.ship_vp: dict[str, int] = dict(self.params["ship_vp"])
        self.ship_cost: dict[str, list[dict[str, int]]] = {
            k: [dict(v) for v in ways] for k, ways in self.params["ship_cost"].items()
        }
        self.wood_limit: int = self.params["wood_limit"]
        self.caps: list[dict[str, int]] = [
            {s: info["capacity"][k] for s, info in self.spaces_info.items()} for k in (0, 1)
        ]
        self.discount_cards = sorted(
            {c.id for c in self.buildings.values() for a in c.abilities if a.timing == "modifier"}
        )
        # the decks of the data loaded (a player's own deck file, extra_cards) are the choices
        decks = sorted({c.deck or "" for c in self.buildings.values() if not c.prop("replaces")})
        mixes = [""] + ["+".join(m) for m in itertools.combinations(decks, 3)]
        self.options = {  # type: ignore[misc]  # per loaded game, not per class
            **type(self).options,
            "deck": attrs.evolve(type(self).options["deck"], choices=tuple(decks)),
            "mixed": attrs.evolve(type(self).options["mixed"], choices=tuple(mixes)),
        }
        self.anytime_cards = [
            c.id for c in self.buildings.values() if any(a.timing == "anytime" for a in c.abilities)
        ]

    def all_actions(self) -> Iterable[Action]:
        yield from (Action("place", (s,)) for s in SPACES)
        yield from (Action("imitate", (s,)) for s in SPACES)
        yield from (Action("elder", (e,)) for e in self.elder_cards)
        yield Action("skip")
        yield from (Action("feed", (e,)) for e in self.elder_cards)
        yield from (Action("holder", (q,)) for q in range(5))
        yield Action("plate")
        yield Action("plate", ("guest",))
        yield from (Action("guest", (r,)) for r in ("wood", "fish"))
        yield Action("paid")
        yield from (Action("board", (i,)) for i in range(7))
        yield Action("stop")
        yield from (Action("build", (c,)) for c in self.buildings)
        yield from (Action("on", (s,)) for s in range(self.n_spaces))
        yield Action("decline")
        yield from (Action("ship", (k,)) for k in SHIPS)
        yield Action("pay", ("goods",))
        yield Action("pay", ("gold",))
        yield from (Action("strip", (k,)) for k in range(len(self.doubles)))
        yield from (Action("forest", (k,)) for k in range(len(self.doubles)))
        yield from (Action("take", (k,)) for k in range(1, 7))
        yield Action("take", ("forgotten",))
        yield from (Action("do", (a,)) for a in ACTIONS)
        yield from (Action("swap", (k,)) for k in SHIPS[:2])
        yield from (Action("sell", (k,)) for k in SHIPS)
        yield from (Action("draw", (x,)) for x in LETTERS[:2])
        yield from (Action("remove", (c,)) for c in self.buildings)
        yield from (Action("use", (c,)) for c in self.anytime_cards)
        yield Action("done")

    def prepare_ids(self) -> None:
        ids = self._ids
        self.id_place = {s: ids[Action("place", (s,))] for s in SPACES}
        self.id_imitate = {s: ids[Action("imitate", (s,))] for s in SPACES}
        self.id_elder = {e: ids[Action("elder", (e,))] for e in self.elder_cards}
        self.id_skip = ids[Action("skip")]
        self.id_feed = {e: ids[Action("feed", (e,))] for e in self.elder_cards}
        self.id_holder = [ids[Action("holder", (q,))] for q in range(5)]
        self.id_plate, self.id_stop = ids[Action("plate")], ids[Action("stop")]
        self.id_plate_guest = ids[Action("plate", ("guest",))]
        self.id_guest = {r: ids[Action("guest", (r,))] for r in ("wood", "fish")}
        self.id_paid = ids[Action("paid")]
        self.id_board = [ids[Action("board", (i,))] for i in range(7)]
        self.id_build = {c: ids[Action("build", (c,))] for c in self.buildings}
        self.id_on = [ids[Action("on", (s,))] for s in range(self.n_spaces)]
        self.id_decline = ids[Action("decline")]
        self.id_ship = {k: ids[Action("ship", (k,))] for k in SHIPS}
        self.id_pay = {w: ids[Action("pay", (w,))] for w in ("goods", "gold")}
        self.id_strip = [ids[Action("strip", (k,))] for k in range(len(self.doubles))]
        self.id_forest = [ids[Action("forest", (k,))] for k in range(len(self.doubles))]
        self.id_take = {k: ids[Action("take", (k,))] for k in (*range(1, 7), "forgotten")}
        self.id_do = {a: ids[Action("do", (a,))] for a in ACTIONS}
        self.id_swap = {k: ids[Action("swap", (k,))] for k in SHIPS[:2]}
        self.id_sell = {k: ids[Action("sell", (k,))] for k in SHIPS}
        self.id_draw = {x: ids[Action("draw", (x,))] for x in LETTERS[:2]}
        self.id_remove = {c: ids[Action("remove", (c,))] for c in self.buildings}
        self.id_yes_no = [ids[Action("yes")], ids[Action("no")]]
        self.id_use = {c: ids[Action("use", (c,))] for c in self.anytime_cards}
        self.id_done = ids[Action("done")]

    # --- setup (L199-L277, L671-L704) --------------------------------------------------------
    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> NData:
        if options["variant"] == "solo_advanced" and players != 1:
            raise ValueError("variant solo_advanced is a solo game: players=1 (L700)")
        if options["home_and_away"] != "off" and players != 2:
            raise ValueError("home_and_away is for two players (L665)")
        if options["home_and_away"] != "off" and options["mixed"]:
            raise ValueError("home_and_away plays one deck (L665), not the mixed game")
        state = rng.seed_state(seed)

        def shuffle(items: list[Any]) -> list[Any]:
            nonlocal state
            state = rng.shuffle(state, items)
            return items

        p = self.params
        stacks = [list(s) for s in p["elder_layout"][players]]
        face_down: list[str] = []
        if options["elders"] == "variants":  # L780-L784, L852-L854, L878-L880
            swap = {"E12": "E12*", "E13": "E13*", "E14": "E14*"}
            stacks = [[swap.get(e, e) for e in s] for s in stacks]
        if players == 5:  # L239: one of 13-18 face down under each stack
            extra = [f"E{n}" for n in range(13, 19)]
            if options["elders"] == "variants":
                extra = [{"E13": "E13*", "E14": "E14*"}.get(e, e) for e in extra]
            extra = shuffle(extra)
            for stack, e in zip(stacks, extra, strict=True):
                stack.insert(0, e)
                face_down.append(e)
        elif players >= 3 and options["elders"] == "variants":  # L782, L880; digest A14
            for e in ("E13*", "E14*"):
                state, k = rng.randbelow(state, 6)
                stacks[k].insert(0, e)
                face_down.append(e)
        if self.elder_replacement:  # a set's own elders in the places of those they replace
            swap = self.elder_replacement
            stacks = [[swap.get(e, e) for e in s] for s in stacks]
            face_down = [swap.get(e, e) for e in face_down]
        forgotten = shuffle(list(PROMOS)) if options["forgotten"] else []
        piles = self.piles(options["deck"], shuffle)
        shown = p["display"]
        if options["home_and_away"] == "second":  # L665: those the first game did not lay out
            for pile, n in ((piles[0], shown["a_setup"]), (piles[1], shown["b_setup"])):
                del pile[max(0, len(pile) - n) :]
        counts = [min(shown["a_setup"], len(piles[0])), min(shown["b_setup"], len(piles[1]))]
        setup: list[Draw] = []
        if options["mixed"]:  # L669: 3 A and 2 B of each of three decks (laid by the seed)
            display_a, display_b = [], []
            for name in options["mixed"].split("+"):
                a, b, _ = self.piles(name, shuffle)
                display_a += a[len(a) - p["mixed_display"]["a"] :]
                display_b += b[len(b) - p["mixed_display"]["b"] :]
            laid = set(display_a) | set(display_b)  # later ones from the deck option's deck
            piles[:2] = [[c for c in pile if c not in laid] for pile in piles[:2]]
        elif explicit_chance:  # the displays come from CHANCE nodes (draws.py)
            display_a, display_b = [], []
            setup = draws.setup_draws(counts, box=players <= 2)
        else:
            display_a = [piles[0].pop() for _ in range(counts[0])]
            display_b = [piles[1].pop() for _ in range(counts[1])]
        if players <= 2 and not setup:  # L249, L675: the other A and B go back to the box
            piles[0], piles[1] = [], []
        state, first = rng.randbelow(state, players)  # L273: a random start player
        if options["home_and_away"] != "off":  # L665: each of the two begins one game
            first = HOME_AND_AWAY.index(options["home_and_away"]) - 1
        shares = p["start_shares"]
        harbors = []
        for seat in range(players):
            held = [0] * players
            held[seat] = shares["realized"]
            harbors.append(
                Harbor(
                    wood=0,
                    fish=0,
                    gold=0,
                    reserves=[0, 0, 0],
                    unrealized=shares["unrealized"],
                    shares=held,
                    forests=list(p["harbor"]["forests"]),
                    spaces=[EMPTY] * self.n_spaces,
                    track=[],
                    elders=[],
                    elder_fish=[],
                    hand=[],
                    workers=0,
                    old_man=0,
                    guests=0,
                    boarded=[],
                    credit=[0, 0],
                )
            )
        filled = p["banquet_start"][players]
        colours = self.colours(players, options)
        d = NData(
            players=players,
            seed=seed,
            rng=state,
            explicit_chance=explicit_chance,
            options=options,
            tasks=[],
            round=1,
            phase="fishing",
            first=first,
            harbors=harbors,
            plates=[k < filled for k in range(len(self.plates))],
            new_shares=[0] * players,
            ships=[p["ships_laid_out"][players]] * 3,
            rafts=RAFTS,
            stacks=stacks,
            face_down=face_down,
            forgotten=forgotten,
            display_a=display_a,
            display_b=display_b,
            display_c=[],
            pile_a=piles[0],
            pile_b=piles[1],
            pile_c=piles[2],
            placed=[[] for _ in range(colours)],
            colour=0,
            turn=0,
            card_uses={},
            events=[],
        )
        d.tasks.append(Round())
        later(d, *setup)
        return d

    def piles(self, deck: str, shuffle: Callable[[list[str]], list[str]]) -> list[list[str]]:
        """L244: the A, B and C buildings of ``deck``, each pile shuffled, its top last."""
        cards = self.deck_cards(deck)
        return [
            shuffle(sorted(c for c in cards if self.buildings[c].prop("letter") == x))
            for x in LETTERS
        ]

    def deck_cards(self, deck: str) -> list[str]:
        """The buildings of ``deck`` in play: a building of a chosen card set that
        ``replaces`` one of them takes its place (docs/games/nusfjord.md, the named
        buildings)."""
        return [
            self.replacement.get(c.id, c.id)
            for c in self.buildings.values()
            if c.deck == deck and not c.prop("replaces")
        ]

    @staticmethod
    def colours(players: int, options: dict[str, Any]) -> int:
        """Worker colours: one per seat; solo 2 (red, blue; L675), advanced 3 (L702)."""
        if players > 1:
            return players
        return 3 if options["variant"] == "solo_advanced" else 2

    # --- the round ---------------------------------------------------------------------------
    def order(self, d: NData) -> list[int]:
        """L357: clockwise from the holder of the start ship."""
        return [(d.first + k) % d.players for k in range(d.players)]

    def build_ops(self) -> dict[Any, OpFn]:
        return {
            Round: self.op_round,
            Catch: self.op_catch,
            Work: self.op_work,
            Homecoming: self.op_homecoming,
            Offer: self.op_offer,
            AfterAction: self.op_after_action,
            Place: self.op_place,
            EndWindow: self.op_end_window,
            Windows: self.op_windows,
        }

    def op_round(self, d: NData, t: Round) -> None:
        """L281-L295: fishing for every seat (processed in turn order, digest A25), then three
        passes of turns (L357), then homecoming. Anytime effects (L947) get a window before
        the fishing and after each seat's catch but the last (the window before the first
        turn follows that one)."""
        d.phase = "fishing"
        seats = self.order(d)
        catches: list[Any] = []
        for q in seats:
            if catches:
                catches.append(Windows(turn_of=-1))
            h = d.harbors[q]
            if h.old_man and h.old_man == d.round - 1:  # L810: gold instead of fish
                catches.append(Catch(seat=q, fish=sum(h.shares), item="gold"))
            else:
                catches.append(Catch(seat=q, fish=self.catch_size(h)))
            fishing = rt.phase_triggers(self, d, q, "fishing")  # L946: "whenever fishing"
            if fishing is not None:
                catches.append(fishing)
        turns = [
            task for _ in range(3) for q in seats for task in (Windows(turn_of=q), Turn(seat=q))
        ]
        later(d, Windows(turn_of=-1), *catches, Work(), *turns, Homecoming())

    def op_work(self, d: NData, t: Work) -> None:
        d.phase = "work"
        for h in d.harbors:
            h.workers = 0

    def op_homecoming(self, d: NData, t: Homecoming) -> None:
        """L386: workers return, the start ship moves to the next round space (the last seat
        of this round starts the next, L392); L394-L404: its instructions are carried out.
        Solo (L685): only the colour playing next round returns."""
        d.phase = "homecoming"
        if d.round == self.params["rounds"]:  # L406, digest A26: scoring after round 7
            d.phase = "over"
            d.placed = [[] for _ in d.placed]
            later(d, *[EndWindow(seat=q) for q in self.order(d)])  # L947
            return
        d.round += 1
        if d.players == 1:
            d.colour = (d.round - 1) % len(d.placed)
            d.placed[d.colour] = []
        else:
            d.placed = [[] for _ in d.placed]
            d.first = (d.first - 1) % d.players
        d.tasks.append(Round())
        self.round_space(d, d.round)  # its cards drawn (explicit chance) before the round

    def round_space(self, d: NData, k: int) -> None:
        """L394-L404: the instruction of round space ``k``."""
        rs, shown, n = self.params["round_spaces"], self.params["display"], d.players
        if k == 3 and n in rs["add_a"]:  # L396, L410: no more than fit on the board
            room = shown["a_board"] - len(d.display_a)
            for _ in range(min(rs["add_a"][n], room, len(d.pile_a))):
                self.draw_building(d, "A")
        elif k == 4:  # L400: C buildings into every hand, secret
            dealt: list[Draw] = []
            for q in self.order(d):
                for _ in range(min(rs["deal_c"][n], len(d.pile_c) - len(dealt))):
                    if d.explicit_chance:
                        dealt.append(draw("C", q, "hand"))
                    else:
                        d.harbors[q].hand.append(d.pile_c.pop())
            later(d, *dealt)
        elif k == 5 and n in rs["add_b"]:  # L402
            room = shown["b_board"] - len(d.display_b)
            for _ in range(min(rs["add_b"][n], room, len(d.pile_b))):
                self.draw_building(d, "B")
        elif k == 6:  # L404: the C buildings still in hand go face up next to the boards
            for h in d.harbors:
                d.display_c.extend(h.hand)
                h.hand = []

    # --- fishing (L289-L349) -----------------------------------------------------------------
    def catch_size(self, h: Harbor) -> int:
        """L299: the smallest number still visible on the fishing track."""
        used = self.track_used(h)
        return self.track[used] if used < len(self.track) else self.track[-1]

    def track_used(self, h: Harbor) -> int:
        return sum(self.width[k] for k in h.track)

    def op_catch(self, d: NData, t: Catch) -> None:
        """L295-L339: the catch in hand goes, in this order, to 1. the elders, 2. own shares
        on the action board, then held by others, 3. own shares held by self, 4. the reserves
        (up to 8), 5. back to the general supply."""
        p, h, n = t.seat, d.harbors[t.seat], t.fish
        if n <= 0:
            return
        if t.step == 1:
            fishing = d.phase == "fishing"  # L934: Willy's rule is one of the fishing phase
            if fishing:
                n = self.feed_willy(d, p, n, t.item)
            skip = WILLY if fishing and self.willy_owner(d) == p else None
            elders = [e for e in h.elders if e != skip]
            if n >= len(elders):
                for e in elders:
                    self.put_on_elder(d, p, e, t.item)
                d.tasks.append(Catch(seat=p, fish=n - len(elders), step=2, item=t.item))
            else:  # L347: the seat chooses which elders get the fish
                d.tasks.append(Catch(seat=p, fish=0, step=2, item=t.item))
                fed = (skip,) if skip else ()
                d.tasks.append(FeedElder(seat=p, left=n, fed=fed, item=t.item))
        elif t.step == 2:
            n -= min(n, d.new_shares[p])  # L319: first those on the action board (lost)
            owed = tuple(0 if q == p else d.harbors[q].shares[p] for q in range(d.players))
            if n >= sum(owed):
                for q, k in enumerate(owed):
                    self.give(d, q, t.item, k)
                d.tasks.append(Catch(seat=p, fish=n - sum(owed), step=3, item=t.item))
            else:  # L347: the seat chooses whose shares are served
                d.tasks.append(FeedHolder(seat=p, left=n, owed=owed, item=t.item))
        elif t.step == 3:
            own = min(n, h.shares[p])  # L323-L325: own realized shares held by self
            own += min(n - own, len(h.boarded))  # L760: then 1 per guest on a ship
            self.give(d, p, t.item, own)
            d.tasks.append(Catch(seat=p, fish=n - own, step=4, item=t.item))
        else:  # L329-L337: the reserves up to 8 items (digest A18), the rest is bycatch
            k = 2 if t.item == "gold" else 1
            held = h.reserves[1] + (h.reserves[2] if t.item == "gold" else 0)
            h.reserves[k] += min(n, max(0, self.reserves_limit(d, p) - held))

    def reserves_limit(self, d: NData, p: int) -> int:
        """L331; L333: some buildings allow more than 8 (the modifier ``reserves_limit``)."""
        limits: list[int] = [
            self.params["reserves_limit"],
            *rt.modifiers(self, d, p, "reserves_limit"),
        ]
        return max(limits)

    def give(self, d: NData, q: int, item: str, n: int) -> None:
        """L343: the fish on shares held next to a supply board go to that seat's supply."""
        if item == "gold":
            d.harbors[q].gold += n
        else:
            d.harbors[q].fish += n

    def willy_owner(self, d: NData) -> int | None:
        for q, h in enumerate(d.harbors):
            if WILLY in h.elders:
                return q
        return None

    def feed_willy(self, d: NData, p: int, n: int, item: str) -> int:
        """L934: while anyone has Willy, everyone's first fish goes onto Willy (digest A8)."""
        owner = self.willy_owner(d)
        if owner is None or n == 0:
            return n
        self.put_on_elder(d, owner, WILLY, item)
        return n - 1

    def put_on_elder(self, d: NData, p: int, elder: str, item: str = "fish") -> None:
        """L309-L313: whenever exactly as many items as the elder has slots lie on it (3; Willy
        4, L934), one goes to the owner's supply and the rest back. The Old Man has one slot:
        what would go on him goes back to the general supply (L810)."""
        h = d.harbors[p]
        i = h.elders.index(elder)
        if elder == OLD_MAN:
            return
        h.elder_fish[i] += 1
        if h.elder_fish[i] >= self.slots[elder]:
            h.elder_fish[i] = 0
            self.give(d, p, item, 1)

    # --- the work phase: turns and action spaces (L351-L378, L412-L629) --------------------
    def side(self, d: NData) -> int:
        """L205: the 2-player side (solo too, L675) or the 3-5-player side."""
        return 0 if d.players <= 2 else 1

    def capacity(self, d: NData, space: str) -> int:
        return self.caps[self.side(d)][space]

    def workers_on(self, d: NData, where: str) -> int:
        return sum(c.count(where) for c in d.placed)

    def colour_of(self, d: NData, seat: int) -> int:
        return d.colour if d.players == 1 else seat

    def imitation_spaces(self, d: NData) -> list[str]:
        """L615-L619: 4 players one space (any column), 5 players one per column; solo the
        4-player side, advanced solo the 5-player side (L675, L702)."""
        table = self.params["imitation"]
        if d.players == 1:
            key = "solo_advanced" if d.options["variant"] == "solo_advanced" else "solo"
            return list(table[key])
        return list(table[str(d.players)])

    def occupancy(self, d: NData) -> dict[str, int]:
        """Workers on each action space, imitation space and elder (``elder:E04``), all
        colours together (L357: a full space takes no further worker)."""
        occ: dict[str, int] = {}
        for placed in d.placed:
            for where in placed:
                occ[where] = occ.get(where, 0) + 1
        return occ

    def opt_turn(self, d: NData, t: Turn) -> list[int]:
        p = t.seat
        out = []
        occ = self.occupancy(d)
        caps = self.caps[self.side(d)]
        memo: dict[str, bool] = {}
        for s in SPACES:
            if occ.get(s, 0) < caps[s]:
                a = space_action(s)
                ok = memo[a] = memo[a] if a in memo else self.can(d, p, a)
                if ok:
                    out.append(self.id_place[s])
        for s in self.imitable(d, p, occ, memo):
            out.append(self.id_imitate[s])
        h = d.harbors[p]
        for e in h.elders:
            if "elder:" + e not in occ and self.usable(d, p, e):
                out.append(self.id_elder[e])
        out += self.anytime_ids(d, p)  # L947: anytime effects, not inside an action
        out.append(self.id_skip)  # L368: a seat may always skip
        return out

    def anytime_ids(self, d: NData, p: int) -> list[int]:
        """L947 anytime effects; L758 a guest onto a ship without one (at any time)."""
        h = d.harbors[p]
        out = [
            self.id_use[c]
            for c in self.anytime_cards
            if self.has_built(h, c) and rt.usable(self, d, p, c + "/abilities/0")
        ]
        if h.guests:
            out += [
                self.id_board[i]
                for i, k in enumerate(h.track)
                if k in SHIPS and i not in h.boarded and i < len(self.id_board)
            ]
        return out

    def imitable(
        self,
        d: NData,
        p: int,
        occ: dict[str, int] | None = None,
        memo: dict[str, bool] | None = None,
    ) -> list[str]:
        """L617-L625: a blocked action space (one that takes no further worker), by column at
        5 players; the imitation space itself must be free. ``occ`` is :meth:`occupancy`,
        ``memo`` the actions already checked with :meth:`can`."""
        occ = self.occupancy(d) if occ is None else occ
        memo = {} if memo is None else memo
        caps = self.caps[self.side(d)]
        out: list[str] = []
        for k, column in enumerate(self.imitation_spaces(d)):
            if occ.get(f"imitate:{k}"):
                continue
            for s in SPACES:
                cap = caps[s]
                if not cap or occ.get(s, 0) < cap or s in out:
                    continue
                if column != "any" and self.spaces_info[s]["column"] != column:
                    continue
                a = space_action(s)
                ok = memo[a] = memo[a] if a in memo else self.can(d, p, a)
                if ok:
                    out.append(s)
        return out

    def do_turn(self, d: NData, t: Turn, a: Action) -> None:
        p = t.seat
        if a.kind in ("use", "board"):  # L947, L758: at any time; the turn goes on
            d.tasks.append(t)
            self.anytime(d, p, a)
            return
        d.turn += 1
        if a.kind == "skip":
            return
        placed = d.placed[self.colour_of(d, p)]
        h = d.harbors[p]
        h.workers += 1
        d.tasks.append(AfterAction(seat=p))
        self.note(d, p, "worker_placed", h.workers)  # L978-L981: 1st/2nd/3rd worker
        if a.kind == "place":
            s = str(a.args[0])
            placed.append(s)
            self.start(d, p, space_action(s))
        elif a.kind == "imitate":
            s = str(a.args[0])
            column = self.spaces_info[s]["column"]
            for k, col in enumerate(self.imitation_spaces(d)):
                if col in ("any", column) and not self.workers_on(d, f"imitate:{k}"):
                    placed.append(f"imitate:{k}")
                    break
            self.start(d, p, space_action(s))
        else:  # L585-L600: a worker on an own elder
            e = str(a.args[0])
            placed.append("elder:" + e)
            self.use_elder(d, p, e)

    def note(self, d: NData, p: int, event: str, *values: int) -> None:
        """An event ``p`` caused, with the values of its ``EVENT_PAYLOAD``; its ``whenever``
        effects come after the action (L946)."""
        d.events.append((p, event, values))

    def op_after_action(self, d: NData, t: AfterAction) -> None:
        """L946: the whenever effects of the events of the finished action (the owner orders
        simultaneous ones, L954), then (L949) the once-when effects now due."""
        if not d.events:
            d.tasks.append(rt.OnceWhen(t.seat))
            return
        events, d.events = d.events, []
        d.tasks.append(t)  # events caused by these effects come next
        for seat, event, values in reversed(events):
            payload = dict(zip(EVENT_PAYLOAD.get(event, ()), values, strict=True))
            rt.fire(self, d, seat, event, **payload)

    def op_windows(self, d: NData, t: Windows) -> None:
        """L947: anytime effects may be used when it is not the owner's turn too, once a
        running action is complete: before each turn, the seats other than the one whose turn
        it is (that one has them among its turn's options), and before the fishing, every
        seat; each in turn order. A seat with nothing usable is not asked."""
        seats = [
            q
            for q in self.order(d)
            if q != t.turn_of and self.may_use_anytime(d.harbors[q]) and self.anytime_ids(d, q)
        ]
        later(d, *[EndWindow(seat=q) for q in seats])

    def may_use_anytime(self, h: Harbor) -> bool:
        """Whether ``h`` has a guest or an anytime building (a quick test before
        :meth:`anytime_ids`)."""
        return bool(h.guests) or any(self.has_built(h, c) for c in self.anytime_cards)

    def op_end_window(self, d: NData, t: EndWindow) -> None:
        if self.anytime_ids(d, t.seat):
            d.tasks.append(Anytime(seat=t.seat))

    def opt_anytime(self, d: NData, t: Anytime) -> list[int]:
        return [*self.anytime_ids(d, t.seat), self.id_done]

    def do_anytime(self, d: NData, t: Anytime, a: Action) -> None:
        if a.kind != "done":
            d.tasks.append(EndWindow(seat=t.seat))
            self.anytime(d, t.seat, a)

    def anytime(self, d: NData, p: int, a: Action) -> None:
        if a.kind == "board":  # L758: the guest stays on the ship to the end
            h = d.harbors[p]
            h.guests -= 1
            h.boarded = sorted([*h.boarded, int(a.args[0])])
        else:
            rt.use(self, d, p, str(a.args[0]) + "/abilities/0")

    # --- what an action needs to have an effect (L363) ---------------------------------------
    def can(self, d: NData, p: int, action: str, wood_discount: int = 0) -> bool:
        h = d.harbors[p]
        if action == "gold":
            return True
        if action == "reserves":  # L431
            return any(h.reserves)
        if action == "serve":  # L445
            k = self.next_plate(d)  # L746: a guest pays a whole plate
            return k is not None and (h.fish >= self.plates[k] or h.guests > 0)
        if action == "build":  # L473, L856
            free = self.has_free_space(h)
            if not free and not self.off_space:
                return False
            plain = self.plain_payer(h)
            return any(
                (free or c in self.off_space) and self.can_build(d, p, h, c, plain)
                for c in self.offered(d, p)
            )
        if action == "realize":  # L487
            return h.unrealized > 0
        if action == "buy":  # L500, digest A20
            return sum(d.new_shares) > 0 and h.gold >= self.share_price(d)
        if action == "clear_cut":  # L513
            return sum(h.forests) > 0
        if action == "thin":  # L528, L531
            return sum(h.forests) > 0 and h.wood < self.wood_limit
        if action == "afforest":  # L544
            return bool(self.free_doubles(h))
        if action == "ship":  # L556
            return self.any_ship(d, p, wood_discount)
        if action == "elder":  # L577, L940
            return len(h.elders) < self.params["council_size"] and bool(self.elder_sources(d))
        if action == "swap_ship":  # L868
            return self.track_used(h) < len(self.track) and bool(self.swaps(d, p))
        raise KeyError(action)

    def start(
        self, d: NData, p: int, action: str, wood_discount: int = 0, per_plate: int = 0
    ) -> None:
        """Carry out an action (from a worker, an imitation or an elder's function)."""
        h = d.harbors[p]
        if action == "gold":  # L418
            h.gold += 1
        elif action == "reserves":  # L426-L434: all goods, the wood limit applies
            wood, fish, gold = h.reserves
            h.reserves = [0, 0, 0]
            self.gain_resource(d, p, "wood", wood, ())
            h.fish += fish
            h.gold += gold
        elif action == "serve":
            d.tasks.append(Serve(seat=p, served=0, wood_per_plate=per_plate))
        elif action == "build":
            d.tasks.append(PickBuilding(seat=p))
        elif action == "realize":  # L482
            h.unrealized -= 1
            d.new_shares[p] += 1
            h.gold += self.params["realize_gold"]
        elif action == "buy":  # L495
            h.gold -= self.share_price(d)
            for q, k in enumerate(d.new_shares):
                h.shares[q] += k
            d.new_shares = [0] * d.players
        elif action == "clear_cut":  # L508
            d.tasks.append(RemoveStrip(seat=p, need=1, left=1, wood=self.params["clear_cut_wood"]))
        elif action == "thin":  # L523
            self.gain_resource(d, p, "wood", sum(h.forests), ())
        elif action == "afforest":
            d.tasks.append(Afforest(seat=p))
        elif action == "ship":
            d.tasks.append(PickShip(seat=p, wood_discount=wood_discount))
        elif action == "elder":
            d.tasks.append(TakeElder(seat=p))
        elif action == "swap_ship":
            d.tasks.append(SwapShip(seat=p))
        else:
            raise KeyError(action)

    # --- serve fish (L438-L450) ----------------------------------------------------------------
    def next_plate(self, d: NData) -> int | None:
        """L440: plates are filled from small to large; the next empty one."""
        for k, full in enumerate(d.plates):
            if not full:
                return k
        return None

    def opt_serve(self, d: NData, t: Serve) -> list[int]:
        out = []
        k = self.next_plate(d)
        h = d.harbors[t.seat]
        if k is not None and h.fish >= self.plates[k]:
            out.append(self.id_plate)
        if k is not None and h.guests:
            out.append(self.id_plate_guest)
        if t.served:
            out.append(self.id_stop)
        return out

    def do_serve(self, d: NData, t: Serve, a: Action) -> None:
        """L440: the plate's fish are paid, one stays on the plate; 1 gold per plate (and the
        Seemann's 1 wood, L908)."""
        if a.kind == "stop":
            self.note(d, t.seat, "fish_served", t.served, t.fish, t.with_fish)
            return
        k = self.next_plate(d)
        assert k is not None
        h = d.harbors[t.seat]
        if a.args:  # L746-L748: the guest goes back, a fish of the supply onto the plate
            h.guests -= 1
        else:
            h.fish -= self.plates[k]
        d.plates[k] = True
        h.gold += 1
        self.gain_resource(d, t.seat, "wood", t.wood_per_plate, ())
        # L754: a guest counts as the fish it saved; the plates of fish alone counted apart
        t = attrs.evolve(
            t,
            served=t.served + 1,
            fish=t.fish + self.plates[k],
            with_fish=t.with_fish + (not a.args),
        )
        if self.next_plate(d) is not None:
            d.tasks.append(t)
        else:
            self.note(d, t.seat, "fish_served", t.served, t.fish, t.with_fish)

    # --- buildings (L456-L478) -----------------------------------------------------------------
    def has_free_space(self, h: Harbor) -> bool:
        """Whether ``h`` has a free building space (:meth:`free_spaces`, L999)."""
        spaces, forests = h.spaces, h.forests
        for s, k in self.space_double:
            if spaces[s] == EMPTY and (k < 0 or not forests[k]):
                return True
        return False

    def free_spaces(self, h: Harbor) -> list[int]:
        """L999: a building space is free if neither a building nor a forest strip is on it."""
        return [
            s
            for s in range(self.n_spaces)
            if h.spaces[s] == EMPTY and not (s in self.double_of and h.forests[self.double_of[s]])
        ]

    def free_doubles(self, h: Harbor) -> list[int]:
        """L544: double spaces whose two building spaces are both free."""
        free = set(self.free_spaces(h))
        return [k for k, (a, b) in enumerate(self.doubles) if a in free and b in free]

    def offered(self, d: NData, p: int) -> list[str]:
        """L458: the display (on and next to the storage boards), or from round 4 the hand."""
        hand = d.harbors[p].hand if d.round >= 4 else []
        return [*d.display_a, *d.display_b, *d.display_c, *hand]

    def buildable(self, d: NData, p: int) -> list[str]:
        """L473: the offered buildings ``p`` can pay and lay: on a free building space, or
        one that lies beside the spaces (the Pfahlhaus, L856) without one."""
        h = d.harbors[p]
        free = self.has_free_space(h)
        if not free and not self.off_space:
            return []
        plain = self.plain_payer(h)
        return [
            c
            for c in self.offered(d, p)
            if (free or c in self.off_space) and self.can_build(d, p, h, c, plain)
        ]

    def plain_payer(self, h: Harbor) -> bool:
        """Whether ``h`` pays building costs as printed: no guests, no discount building."""
        return not h.guests and not any(self.has_built(h, c) for c in self.discount_cards)

    @staticmethod
    def has_built(h: Harbor, card: str) -> bool:
        """Whether ``card`` lies on ``h``'s harbor board (on a space or beside them, L856)."""
        return card in h.spaces or card in h.beside

    @staticmethod
    def built(h: Harbor) -> list[str]:
        """The buildings on ``h``'s harbor board: on building spaces, then beside them (L856:
        all of them count as buildings)."""
        return [c for c in h.spaces if c != EMPTY] + h.beside

    def can_build(self, d: NData, p: int, h: Harbor, card: str, plain: bool | None = None) -> bool:
        """Whether ``p`` can pay ``card``: a plain cost without a discount owned is compared
        at once; otherwise the card runtime's check, or the guests' (L738). ``plain`` is
        :meth:`plain_payer`, if known."""
        if h.guests:
            return self.affordable(h, self.building_need(d, p, card))
        goods = self.plain_goods.get(card)
        if goods is not None and (self.plain_payer(h) if plain is None else plain):
            wood, fish, gold = goods
            return h.wood >= wood and h.fish >= fish and h.gold >= gold
        return can_pay(self, d, p, card + "/cost")

    def building_need(self, d: NData, p: int, card: str) -> dict[str, int]:
        """What ``card`` costs ``p`` now: its items, less the discounts of owned buildings."""
        need = {"wood": 0, "fish": 0, "gold": 0}
        for item in self.buildings[card].cost:
            ((res, n),) = item.items()
            need[res] += max(0, evaluate(self, d, p, n))
        for res, n in (discounts(self, d, p, card + "/cost") or {}).items():
            need[res] = max(0, need[res] - n)
        return need

    def opt_pick_building(self, d: NData, t: PickBuilding) -> list[int]:
        out = [self.id_build[c] for c in self.buildable(d, t.seat)]
        return [*out, self.id_decline] if t.optional else out

    def do_pick_building(self, d: NData, t: PickBuilding, a: Action) -> None:
        if a.kind != "build":
            return
        card = str(a.args[0])
        if card in self.off_space:  # L856: it lies on the harbor board, on no building space
            self.lay(d, t.seat, card, -1)
        else:
            d.tasks.append(PickSpace(seat=t.seat, card=card))

    def opt_pick_space(self, d: NData, t: PickSpace) -> list[int]:
        return [self.id_on[s] for s in self.free_spaces(d.harbors[t.seat])]

    def do_pick_space(self, d: NData, t: PickSpace, a: Action) -> None:
        self.lay(d, t.seat, t.card, int(a.args[0]))

    def lay(self, d: NData, p: int, card: str, space: int) -> None:
        """L458: the building goes onto the free space (-1: beside the spaces, L856), its cost
        is paid (the card runtime: discounts of owned buildings apply), then an immediate
        effect is offered, declinable but never later (L951)."""
        h = d.harbors[p]
        for where in (d.display_a, d.display_b, d.display_c, h.hand):
            if card in where:
                where.remove(card)
                break
        need = self.building_need(d, p, card) if h.guests else {}
        if need and (need["wood"] or need["fish"]):  # L738: guests may pay part of it
            d.tasks.append(
                GuestDiscount(
                    seat=p,
                    card=card,
                    space=space,
                    ship="",
                    way=0,
                    wood=need["wood"],
                    fish=need["fish"],
                )
            )
            return
        self.build_tasks(d, p, card, space)

    def build_tasks(self, d: NData, p: int, card: str, space: int) -> None:
        tasks = rt.play_tasks(self, p, card)  # the cost first, then the on_play abilities
        paid = 1 if tasks and isinstance(tasks[0], PayCost) else 0
        tasks.insert(paid, Place(seat=p, card=card, space=space))
        d.tasks.extend(reversed(tasks))

    def pay_item(self, d: NData, player: int, key: str, arg: Any, here: str) -> list[Any]:
        """A cost item: the part guests paid (L738) is taken off wood and fish first."""
        h = d.harbors[player]
        if key in ("wood", "fish") and any(h.credit):
            k = 0 if key == "wood" else 1
            off = min(int(arg), h.credit[k])
            h.credit[k] -= off
            arg = int(arg) - off
        return super().pay_item(d, player, key, arg, here)

    def opt_guest_discount(self, d: NData, t: GuestDiscount) -> list[int]:
        h = d.harbors[t.seat]
        out = []
        if h.guests and t.wood and self.coverable(h, max(0, t.wood - 2), t.fish, h.guests - 1):
            out.append(self.id_guest["wood"])
        if h.guests and t.fish and self.coverable(h, t.wood, max(0, t.fish - 3), h.guests - 1):
            out.append(self.id_guest["fish"])
        if h.wood >= t.wood and h.fish >= t.fish:
            out.append(self.id_paid)
        return out

    def do_guest_discount(self, d: NData, t: GuestDiscount, a: Action) -> None:
        """L738-L742: each guest back to the supply takes 2 wood or 3 fish off (overpaying
        allowed, never below 0; never gold)."""
        h = d.harbors[t.seat]
        if a.kind == "guest":
            h.guests -= 1
            if a.args[0] == "wood":
                off = min(2, t.wood)
                t2 = attrs.evolve(t, wood=t.wood - off, credit_wood=t.credit_wood + off)
            else:
                off = min(3, t.fish)
                t2 = attrs.evolve(t, fish=t.fish - off, credit_fish=t.credit_fish + off)
            d.tasks.append(t2)
            return
        if t.ship:
            cost = dict(self.ship_ways(t.ship, t.wood_discount)[t.way])
            cost["wood"] -= t.credit_wood
            cost["fish"] -= t.credit_fish
            self.finish_ship(d, t.seat, t.ship, cost)
        else:
            h.credit = [t.credit_wood, t.credit_fish]
            self.build_tasks(d, t.seat, t.card, t.space)

    def op_place(self, d: NData, t: Place) -> None:
        h = d.harbors[t.seat]
        h.credit = [0, 0]
        if t.space < 0:  # L856: on the harbor board, beside the building spaces
            h.beside.append(t.card)
        else:
            h.spaces[t.space] = t.card
        self.note(d, t.seat, "building_built")

    # --- ships (L549-L564) ---------------------------------------------------------------------
    def ship_ways(self, kind: str, wood_discount: int) -> list[dict[str, int]]:
        """L557, L874: the payment ways of a ship; the Ingenieur takes 1 wood off where the
        price has wood. Computed once per ship and discount (the caller must not change
        them)."""
        key = (kind, wood_discount)
        ways = self._ship_ways.get(key)
        if ways is None:
            ways = self._ship_ways[key] = self.compute_ship_ways(kind, wood_discount)
        return ways

    def compute_ship_ways(self, kind: str, wood_discount: int) -> list[dict[str, int]]:
        ways = []
        for way in self.ship_cost[kind]:
            cost = {"wood": 0, "fish": 0, "gold": 0, **way}
            if cost["wood"]:
                cost["wood"] = max(0, cost["wood"] - wood_discount)
            ways.append(cost)
        return ways

    def ship_options(self, d: NData, p: int, wood_discount: int) -> list[str]:
        """L556: a ship on the storage board that fits on the track and can be paid."""
        h = d.harbors[p]
        room = len(self.track) - self.track_used(h)
        return [
            k
            for i, k in enumerate(SHIPS)
            if d.ships[i]
            and self.width[k] <= room
            and any(self.affordable(h, w) for w in self.ship_ways(k, wood_discount))
        ]

    def any_ship(self, d: NData, p: int, wood_discount: int) -> bool:
        """Whether :meth:`ship_options` has a ship (without listing them)."""
        h = d.harbors[p]
        room = len(self.track) - self.track_used(h)
        for i, k in enumerate(SHIPS):
            if d.ships[i] and self.width[k] <= room:
                for w in self.ship_ways(k, wood_discount):
                    if self.affordable(h, w):
                        return True
        return False

    def opt_pick_ship(self, d: NData, t: PickShip) -> list[int]:
        return [self.id_ship[k] for k in self.ship_options(d, t.seat, t.wood_discount)]

    def do_pick_ship(self, d: NData, t: PickShip, a: Action) -> None:
        kind = str(a.args[0])
        h = d.harbors[t.seat]
        ways = self.ship_ways(kind, t.wood_discount)
        payable = [i for i, w in enumerate(ways) if self.affordable(h, w)]
        if len(payable) > 1:
            d.tasks.append(PaySchooner(seat=t.seat, wood_discount=t.wood_discount))
            return
        self.pay_ship(d, t.seat, kind, payable[0], t.wood_discount)

    def pay_ship(self, d: NData, p: int, kind: str, way: int, wood_discount: int) -> None:
        """L551, L738: pay the ship (guests may pay wood and fish), lay it on the track."""
        cost = self.ship_ways(kind, wood_discount)[way]
        if d.harbors[p].guests and (cost["wood"] or cost["fish"]):
            d.tasks.append(
                GuestDiscount(
                    seat=p,
                    card="",
                    space=0,
                    ship=kind,
                    way=way,
                    wood=cost["wood"],
                    fish=cost["fish"],
                    wood_discount=wood_discount,
                )
            )
            return
        self.finish_ship(d, p, kind, cost)

    def finish_ship(self, d: NData, p: int, kind: str, cost: dict[str, int]) -> None:
        self.pay(d.harbors[p], cost)
        self.add_ship(d, p, kind)
        self.note(d, p, "ship_built")

    def affordable(self, h: Harbor, cost: dict[str, int]) -> bool:
        """Whether ``cost`` can be paid, guests paying 2 wood or 3 fish each (L738)."""
        return h.gold >= cost["gold"] and self.coverable(h, cost["wood"], cost["fish"], h.guests)

    @staticmethod
    def coverable(h: Harbor, wood: int, fish: int, guests: int) -> bool:
        """Whether ``guests`` can pay what the supply lacks of ``wood`` and ``fish``."""
        wood, fish = max(0, wood - h.wood), max(0, fish - h.fish)
        return (wood + 1) // 2 + (fish + 2) // 3 <= guests

    def pay(self, h: Harbor, cost: dict[str, int]) -> None:
        h.wood -= cost["wood"]
        h.fish -= cost["fish"]
        h.gold -= cost["gold"]

    def add_ship(self, d: NData, p: int, kind: str) -> None:
        """L551: the ship goes as far left as possible on the track."""
        d.ships[SHIPS.index(kind)] -= 1
        d.harbors[p].track.append(kind)

    def aside(self, d: NData, kind: str) -> int:
        """The ships of ``kind`` neither on the storage board nor on a track: those not laid
        out (L227: seven schooners, six laid out at 5 players, the 7th kept for the Werft)."""
        k = SHIPS.index(kind)
        return max(0, IN_THE_BOX[k] - d.ships[k] - sum(h.track.count(kind) for h in d.harbors))

    def take_ship(self, d: NData, p: int, kind: str) -> None:
        """A ship of ``kind`` without paying (the Werft, assumed): from the storage board, or
        if none is left there one kept aside (L227); onto the track if it fits (L564)."""
        h = d.harbors[p]
        if self.width[kind] > len(self.track) - self.track_used(h):
            return
        if d.ships[SHIPS.index(kind)]:
            self.add_ship(d, p, kind)
        elif self.aside(d, kind):
            h.track.append(kind)

    def opt_pay_schooner(self, d: NData, t: PaySchooner) -> list[int]:
        return [self.id_pay["goods"], self.id_pay["gold"]]

    def do_pay_schooner(self, d: NData, t: PaySchooner, a: Action) -> None:
        way = 0 if a.args[0] == "goods" else 1
        self.pay_ship(d, t.seat, "schooner", way, t.wood_discount)

    # --- forests (L506-L547) -------------------------------------------------------------------
    def opt_remove_strip(self, d: NData, t: RemoveStrip) -> list[int]:
        h = d.harbors[t.seat]
        out = [self.id_strip[k] for k, n in enumerate(h.forests) if n]
        if not t.need or not out:
            out.append(self.id_stop)
        return out

    def do_remove_strip(self, d: NData, t: RemoveStrip, a: Action) -> None:
        """L514, L1005-L1007: any one strip, a single one or one of a stack; clear-cutting
        gives 5 wood, capped by the wood limit (L516-L517)."""
        if a.kind == "stop":
            return
        h = d.harbors[t.seat]
        h.forests[int(a.args[0])] -= 1
        self.gain_resource(d, t.seat, "wood", t.wood, ())
        if t.left > 1 and sum(h.forests) > 0:
            d.tasks.append(RemoveStrip(seat=t.seat, need=max(0, t.need - 1), left=t.left - 1))

    def opt_afforest(self, d: NData, t: Afforest) -> list[int]:
        h = d.harbors[t.seat]
        if t.strips == 2:
            return [self.id_forest[k] for k in self.free_doubles(h)]
        # L836: Förster: a free or already forested double space, or decline
        free = set(self.free_spaces(h))
        out = [
            self.id_forest[k]
            for k, (x, y) in enumerate(self.doubles)
            if h.forests[k] or (x in free and y in free)
        ]
        return [*out, self.id_decline]

    def do_afforest(self, d: NData, t: Afforest, a: Action) -> None:
        """L539: two strips stacked on a free double space (Förster: one, L836)."""
        if a.kind == "forest":
            d.harbors[t.seat].forests[int(a.args[0])] += t.strips

    # --- shares (L480-L504) --------------------------------------------------------------------
    def share_price(self, d: NData) -> int:
        """L495, L501: 1 gold per token, less 1 in rounds 4-5 and 2 in rounds 6-7, never below 0."""
        discount: int = self.params["buy_discount"][d.round - 1]
        return max(0, sum(d.new_shares) - discount)

    # --- elders (L566-L611, L772-L940) ---------------------------------------------------------
    def elder_sources(self, d: NData) -> list[int | str]:
        """L568: the top elder of a stack; L940: or the top of the promo pile."""
        out: list[int | str] = [k + 1 for k, s in enumerate(d.stacks) if s]
        if d.forgotten:
            out.append("forgotten")
        return out

    def usable(self, d: NData, p: int, e: str) -> bool:
        """L604: only while a fish lies on the banquet table; digest A7: the function must
        have an effect (the card's condition)."""
        return any(d.plates) and rt.usable(self, d, p, e + "/abilities/0")

    def use_elder(self, d: NData, p: int, e: str) -> None:
        """L589-L600: the fish of the highest filled plate goes onto the elder, then its
        function runs."""
        top = max(k for k, full in enumerate(d.plates) if full)
        d.plates[top] = False
        self.put_on_elder(d, p, e)
        rt.use(self, d, p, e + "/abilities/0")

    def opt_take_elder(self, d: NData, t: TakeElder) -> list[int]:
        return [self.id_take[k] for k in self.elder_sources(d)]

    def do_take_elder(self, d: NData, t: TakeElder, a: Action) -> None:
        """L568-L572: the top elder into the council; a face-down elder uncovered is turned
        (L570, digest A24); then it may be used at once without a worker."""
        where = a.args[0]
        if where == "forgotten":  # L940: the top of the face-up pile, as seen
            e = d.forgotten.pop()
        else:
            stack = d.stacks[int(where) - 1]
            e = stack.pop()
            if stack and stack[-1] in d.face_down and not d.explicit_chance:
                d.face_down.remove(stack[-1])
        self.to_council(d, t.seat, e)
        if where == "forgotten":
            if d.explicit_chance and len(d.forgotten) > 1:  # which promo lay beneath it
                d.tasks.append(draw("forgotten", -1, "top"))
        elif stack and stack[-1] in d.face_down:
            d.tasks.append(draw("elder", -1, str(where)))  # which face-down elder it is

    def to_council(self, d: NData, seat: int, e: str) -> None:
        h = d.harbors[seat]
        h.elders.append(e)
        h.elder_fish.append(0)
        if self.usable(d, seat, e):
            d.tasks.append(UseNow(seat=seat, elder=e))

    def opt_use_now(self, d: NData, t: UseNow) -> list[int]:
        return self.id_yes_no

    def do_use_now(self, d: NData, t: UseNow, a: Action) -> None:
        if a.kind == "yes":
            self.use_elder(d, t.seat, t.elder)

    # --- elder function primitives ----------------------------------------------------------------
    def primitive(self, d: NData, p: int, name: str, params: Any, env: Env, here: str) -> None:
        h = d.harbors[p]
        if name == "remove_strips":  # L790, L796, L842, L848: any strips, not clear-cutting
            if sum(h.forests) and params["max"]:
                d.tasks.append(RemoveStrip(seat=p, need=params["min"], left=params["max"]))
        elif name == "action":
            d.tasks.append(
                Offer(
                    seat=p,
                    of=tuple(params["of"]),
                    optional=bool(params.get("optional", False)),
                    then=tuple(params.get("then", ())),
                    wood_discount=params.get("wood_discount", 0),
                    wood_per_plate=params.get("wood_per_plate", 0),
                )
            )
        elif name == "catch":  # L914: distributed as in fishing
            d.tasks.append(Catch(seat=p, fish=evaluate(self, d, p, params, env)))
        elif name == "exchange":  # L970: once, if the left side can be given
            give = {r: evaluate(self, d, p, n, env) for r, n in params["give"].items()}
            if all(self.resource_amount(d, p, r) >= n for r, n in give.items()):
                for r, n in give.items():
                    self.pay_resource(d, p, r, n)
                for r, n in params["get"].items():
                    self.gain_resource(d, p, r, evaluate(self, d, p, n, env), env)
        elif name == "place_strip":  # L836
            d.tasks.append(Afforest(seat=p, strips=1))
        elif name == "swap_ship":
            if self.can(d, p, "swap_ship"):
                d.tasks.append(SwapShip(seat=p))
        elif name == "sell_ship":
            if any(k in SHIPS for k in h.track):
                d.tasks.append(SellShip(seat=p))
        elif name == "draw_building":
            if d.pile_a or d.pile_b:
                d.tasks.append(DrawBuilding(seat=p))
        elif name == "remove_building":
            d.tasks.append(RemoveBuilding(seat=p))
        elif name == "clear_elder_fish":  # L818
            for q in d.harbors:
                q.elder_fish = [0] * len(q.elders)
            d.plates = [False] * len(d.plates)
        elif name == "raft":  # L896
            if self.raft_fits(d, p):
                d.tasks.append(TakeRaft(seat=p))
        elif name == "old_man":  # L810: next fishing gold instead of fish
            h.old_man = d.round
        elif name == "take_ship":
            self.take_ship(d, p, params["kind"])
        else:
            raise KeyError(name)

    def op_offer(self, d: NData, t: Offer) -> None:
        """An elder's "perform an action": offered if one of them can have an effect."""
        legal = [x for x in t.of if self.can(d, t.seat, x, t.wood_discount)]
        if legal:
            d.tasks.append(
                ElderAction(
                    seat=t.seat,
                    of=tuple(legal),
                    optional=t.optional,
                    then=t.then,
                    wood_discount=t.wood_discount,
                    wood_per_plate=t.wood_per_plate,
                )
            )

    def opt_elder_action(self, d: NData, t: ElderAction) -> list[int]:
        out = [self.id_do[x] for x in t.of if self.can(d, t.seat, x, t.wood_discount)]
        return [*out, self.id_decline] if t.optional or not out else out

    def do_elder_action(self, d: NData, t: ElderAction, a: Action) -> None:
        """L824, L1003: after the first action, the ``then`` list may follow ("und/oder")."""
        if a.kind == "decline":
            return
        x = str(a.args[0])
        rest = tuple(y for y in t.then if y != x)
        if rest:
            d.tasks.append(Offer(seat=t.seat, of=rest, optional=True))
        self.start(d, t.seat, x, t.wood_discount, t.wood_per_plate)

    def swaps(self, d: NData, p: int) -> list[str]:
        """L868: a sloop for a cutter or a cutter for a schooner from the storage board; the
        new ship must fit once the others moved left (digest A13)."""
        h = d.harbors[p]
        room = len(self.track) - self.track_used(h)
        out = []
        for k in SHIPS[:2]:
            bigger = SHIPS[SHIPS.index(k) + 1]
            if k in h.track and d.ships[SHIPS.index(bigger)]:
                if self.width[bigger] - self.width[k] <= room:
                    out.append(k)
        return out

    def opt_swap_ship(self, d: NData, t: SwapShip) -> list[int]:
        return [self.id_swap[k] for k in self.swaps(d, t.seat)]

    def do_swap_ship(self, d: NData, t: SwapShip, a: Action) -> None:
        kind = str(a.args[0])
        bigger = SHIPS[SHIPS.index(kind) + 1]
        self.take_off(d, t.seat, kind)
        self.add_ship(d, t.seat, bigger)

    def take_off(self, d: NData, p: int, kind: str) -> None:
        """L758, L868, L902: a ship leaves the track (one without a guest if there is one);
        its guest goes back to the general supply; the others move left."""
        h = d.harbors[p]
        at = [i for i, k in enumerate(h.track) if k == kind]
        i = next((i for i in at if i not in h.boarded), at[0])
        del h.track[i]
        h.boarded = [j - (j > i) for j in h.boarded if j != i]
        d.ships[SHIPS.index(kind)] += 1

    def opt_sell_ship(self, d: NData, t: SellShip) -> list[int]:
        track = d.harbors[t.seat].track
        return [self.id_sell[k] for k in SHIPS if k in track]

    def do_sell_ship(self, d: NData, t: SellShip, a: Action) -> None:
        """L902: a sloop for 2 gold, a cutter for 4, a schooner for 7; the ship goes back."""
        kind = str(a.args[0])
        self.take_off(d, t.seat, kind)
        d.harbors[t.seat].gold += {"sloop": 2, "cutter": 4, "schooner": 7}[kind]

    def raft_fits(self, d: NData, p: int) -> bool:
        """L896: no raft while the first track space is empty or the track is full."""
        h = d.harbors[p]
        return bool(d.rafts and h.track and self.track_used(h) < len(self.track))

    def opt_take_raft(self, d: NData, t: TakeRaft) -> list[int]:
        return self.id_yes_no

    def do_take_raft(self, d: NData, t: TakeRaft, a: Action) -> None:
        if a.kind == "yes":
            d.rafts -= 1
            d.harbors[t.seat].track.append("raft")

    def opt_draw_building(self, d: NData, t: DrawBuilding) -> list[int]:
        return [self.id_draw[x] for x, pile in zip("AB", (d.pile_a, d.pile_b), strict=True) if pile]

    def do_draw_building(self, d: NData, t: DrawBuilding, a: Action) -> None:
        """L784: drawn face up into the display (beside the board if it is full)."""
        self.draw_building(d, str(a.args[0]))

    def draw_building(self, d: NData, pile: str) -> None:
        """The top building of the A or B pile face up into its display (a CHANCE node with
        ``chance="explicit"``)."""
        if d.explicit_chance:
            d.tasks.append(draw(pile, -1, "display"))
        elif pile == "A":
            d.display_a.append(d.pile_a.pop())
        else:
            d.display_b.append(d.pile_b.pop())

    # --- chance="explicit": the cards drawn (draws.py) ---------------------------------------
    def drawable_cards(self) -> Iterable[str]:
        return [*self.buildings, *self.elder_cards]

    def pile(self, d: NData, task: Draw) -> list[str]:
        return draws.pile(d, task)

    def draw_result(self, d: NData, task: Draw, card: str) -> None:
        draws.draw_result(self, d, task, card)

    def opt_remove_building(self, d: NData, t: RemoveBuilding) -> list[int]:
        return [self.id_remove[c] for c in self.built(d.harbors[t.seat])]

    def do_remove_building(self, d: NData, t: RemoveBuilding, a: Action) -> None:
        """L882: out of the game; its space becomes free again (a building on no building
        space, such as the Pfahlhaus, may be removed too)."""
        h = d.harbors[t.seat]
        card = str(a.args[0])
        if card in h.beside:
            h.beside.remove(card)
        else:
            h.spaces[h.spaces.index(card)] = EMPTY

    # --- fishing choices -----------------------------------------------------------------------
    def opt_feed_elder(self, d: NData, t: FeedElder) -> list[int]:
        h = d.harbors[t.seat]
        return [self.id_feed[e] for e in h.elders if e not in t.fed]

    def do_feed_elder(self, d: NData, t: FeedElder, a: Action) -> None:
        e = str(a.args[0])
        self.put_on_elder(d, t.seat, e, t.item)
        if t.left > 1 and len(t.fed) + 1 < len(d.harbors[t.seat].elders):
            d.tasks.append(FeedElder(seat=t.seat, left=t.left - 1, fed=(*t.fed, e), item=t.item))

    def opt_feed_holder(self, d: NData, t: FeedHolder) -> list[int]:
        return [self.id_holder[q] for q, k in enumerate(t.owed) if k]

    def do_feed_holder(self, d: NData, t: FeedHolder, a: Action) -> None:
        q = int(a.args[0])
        self.give(d, q, t.item, 1)
        if t.left > 1:
            owed = tuple(k - (i == q) for i, k in enumerate(t.owed))
            d.tasks.append(FeedHolder(seat=t.seat, left=t.left - 1, owed=owed, item=t.item))

    def build_decisions(self) -> Decisions:
        return {
            Turn: (self.opt_turn, self.do_turn),
            FeedElder: (self.opt_feed_elder, self.do_feed_elder),
            FeedHolder: (self.opt_feed_holder, self.do_feed_holder),
            Serve: (self.opt_serve, self.do_serve),
            PickBuilding: (self.opt_pick_building, self.do_pick_building),
            PickSpace: (self.opt_pick_space, self.do_pick_space),
            PickShip: (self.opt_pick_ship, self.do_pick_ship),
            PaySchooner: (self.opt_pay_schooner, self.do_pay_schooner),
            RemoveStrip: (self.opt_remove_strip, self.do_remove_strip),
            Afforest: (self.opt_afforest, self.do_afforest),
            TakeElder: (self.opt_take_elder, self.do_take_elder),
            UseNow: (self.opt_use_now, self.do_use_now),
            ElderAction: (self.opt_elder_action, self.do_elder_action),
            SwapShip: (self.opt_swap_ship, self.do_swap_ship),
            SellShip: (self.opt_sell_ship, self.do_sell_ship),
            TakeRaft: (self.opt_take_raft, self.do_take_raft),
            DrawBuilding: (self.opt_draw_building, self.do_draw_building),
            RemoveBuilding: (self.opt_remove_building, self.do_remove_building),
            Anytime: (self.opt_anytime, self.do_anytime),
            GuestDiscount: (self.opt_guest_discount, self.do_guest_discount),
        }

    def chance_result(self, d: NData, task: Any, value: int) -> None:  # pragma: no cover
        raise AssertionError("Nusfjord has no dice")

    # --- resources and counters for the card language ------------------------------------------
    def gain_resource(self, d: NData, p: int, res: str, n: int, env: Any) -> None:
        h = d.harbors[p]
        if res == "wood":  # L261: above 12 wood goes back at once
            h.wood = max(h.wood, min(self.wood_limit, h.wood + n))
        elif res == "fish":
            h.fish += n
        elif res == "guest":  # L730: guests are not limited (L732)
            h.guests += n
        else:
            h.gold += n

    def pay_resource(self, d: NData, p: int, res: str, n: int) -> None:
        h = d.harbors[p]
        field = "guests" if res == "guest" else res
        setattr(h, field, getattr(h, field) - n)

    def resource_amount(self, d: NData, p: int, res: str) -> int:
        value: int = getattr(d.harbors[p], FIELD.get(res, res))
        return value

    def counter(self, d: NData, p: int, name: str) -> int:
        h = d.harbors[p]
        if name == "buildings":  # L856, L914: those beside the building spaces count too
            return sum(1 for c in h.spaces if c != EMPTY) + len(h.beside)
        if name == "built_spaces":
            return sum(1 for c in h.spaces if c != EMPTY)
        if name == "free_spaces":
            return len(self.free_spaces(h))
        if name == "ships":  # digest A11: a raft is no ship
            return sum(1 for k in h.track if k in SHIPS)
        if name in ("sloops", "cutters", "schooners"):
            return h.track.count(name[:-1])
        if name == "forest_strips":
            return sum(h.forests)
        if name == "elders":
            return len(h.elders)
        if name in ("wood", "fish", "gold"):
            return self.resource_amount(d, p, name)
        if name == "realized_shares":
            return sum(h.shares)
        if name == "catch_size":
            return self.catch_size(h)
        if name == "building_piles":
            return len(d.pile_a) + len(d.pile_b)
        if name == "round":
            return d.round
        raise KeyError(name)

    def owns(self, d: NData, player: int, card: str) -> bool:
        h = d.harbors[player]
        return card in h.spaces or card in h.elders or card in h.beside

    def clock(self, d: NData) -> tuple[int, int]:
        return (d.round, d.turn)

    def expression(self, d: NData, p: int, form: str, arg: Any, env: Any) -> int:
        if form == "nth":  # L978-L981: slashes pair positions: the value at position `of`
            values: list[int] = list(arg["values"])
            k = evaluate(self, d, p, arg["of"], env)
            return values[k - 1] if 1 <= k <= len(values) else 0
        raise KeyError(form)

    def condition(self, d: NData, p: int, form: str, arg: Any, env: Any) -> bool:
        if form == "can":
            discount = arg.get("wood_discount", 0)
            return any(self.can(d, p, x, discount) for x in arg["of"])
        raise KeyError(form)

    # --- scoring (L631-L659) ---------------------------------------------------------------
    def score_sheet(self, d: NData) -> ScoreSheet:
        """L635-L657: buildings (printed or * points), ships, realized shares held, gold, less
        1 per free building space and 1 per unrealized share; L659: a tie shares the win."""
        out = []
        for p, h in enumerate(d.harbors):
            buildings = sum(evaluate(self, d, p, self.buildings[c].score) for c in self.built(h))
            out.append(
                SeatScore(
                    {
                        "buildings": buildings,
                        "ships": sum(self.ship_vp[k] for k in h.track),
                        "shares": sum(h.shares),
                        "gold": h.gold,
                        "free_spaces": -len(self.free_spaces(h)),
                        "unrealized_shares": -h.unrealized,
                        "guests": 0.5 * h.guests + len(h.boarded),  # L768, not rounded
                    }
                )
            )
        return ScoreSheet(out)

    # --- what a seat may see -----------------------------------------------------------------
    def observation(self, d: NData, player: int) -> dict[str, Any]:
        hidden = set(d.face_down)
        return {
            "game": self.id,
            "round": d.round,
            "phase": d.phase,
            "start_player": d.first,
            "to_move": self.current_player(d),
            "decision": self.decision_name(d),
            "banquet_table": [
                {"plate": k + 1, "cost": c, "fish": full}
                for k, (c, full) in enumerate(zip(self.plates, d.plates, strict=True))
            ],
            "new_shares": list(d.new_shares),
            "ships": dict(zip(SHIPS, d.ships, strict=True)),
            "rafts": d.rafts,
            "elder_stacks": [[e if e not in hidden else "?" for e in s] for s in d.stacks],
            # L940: a shuffled pile lying face up: its top is seen, not the order beneath
            "forgotten": ["?"] * (len(d.forgotten) - 1) + d.forgotten[-1:],
            "display": {"A": list(d.display_a), "B": list(d.display_b), "C": list(d.display_c)},
            "piles": {"A": len(d.pile_a), "B": len(d.pile_b), "C": len(d.pile_c)},
            "placed": [list(c) for c in d.placed],
            "harbors": [
                {
                    "wood": h.wood,
                    "fish": h.fish,
                    "gold": h.gold,
                    "reserves": dict(zip(("wood", "fish", "gold"), h.reserves, strict=True)),
                    "unrealized": h.unrealized,
                    "shares": list(h.shares),
                    "forests": list(h.forests),
                    "spaces": list(h.spaces),
                    "beside": list(h.beside),
                    "track": list(h.track),
                    "guests": h.guests,
                    "boarded": list(h.boarded),
                    "catch": self.catch_size(h),
                    "elders": dict(zip(h.elders, h.elder_fish, strict=True)),
                    "hand": list(h.hand) if q == player else len(h.hand),
                }
                for q, h in enumerate(d.harbors)
            ],
        }

    def check_data(self, d: NData) -> list[str]:
        return check_table(self, d)

    # --- pictures (games/nusfjord/svg.py) ---------------------------------------------------
    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def card_words(self) -> Mapping[str, str]:
        return svg.WORDS

    def help_topics(self) -> Mapping[str, str]:
        return svg.SPACE_HELP

    def render_private(self, d: NData, viewer: int) -> str:
        return f"  your C buildings in hand: {d.harbors[viewer].hand or '-'}"

    def render(self, d: NData) -> str:
        plates = " ".join(
            f"[{c}{'*' if full else ' '}]" for c, full in zip(self.plates, d.plates, strict=True)
        )
        lines = [
            f"round {d.round}, {d.phase}; start ship at seat {d.first}",
            f"banquet table (cost, * = fish): {plates}",
            f"new shares: {d.new_shares}; ships: "
            + ", ".join(f"{k} {n}" for k, n in zip(SHIPS, d.ships, strict=True)),
            "elders: "
            + " | ".join(
                (s[-1] if s[-1] not in d.face_down else "?") if s else "-" for s in d.stacks
            ),
            f"display A {d.display_a}  B {d.display_b}  C {d.display_c}",
            f"workers: {[list(c) for c in d.placed]}",
        ]
        if d.forgotten:  # L940: a face-up pile, only its top seen
            lines.append(f"promo pile: {d.forgotten[-1]} (+{len(d.forgotten) - 1} beneath)")
        for p, h in enumerate(d.harbors):
            harbor = " ".join(
                c
                if c
                else ("#" * h.forests[self.double_of[s]] if s in self.double_of else "")
                if s in self.double_of and h.forests[self.double_of[s]]
                else "."
                for s, c in enumerate(h.spaces)
            )
            lines.append(
                f"seat {p}: wood {h.wood} fish {h.fish} gold {h.gold} reserves {h.reserves} "
                f"catch {self.catch_size(h)} track {h.track} shares {h.shares} "
                f"unrealized {h.unrealized}"
            )
            if h.beside:  # L856
                harbor += f" | beside: {' '.join(h.beside)}"
            lines.append(
                f"   harbor [{harbor}]  elders "
                + (
                    ", ".join(f"{e}:{n}" for e, n in zip(h.elders, h.elder_fish, strict=True))
                    or "-"
                )
            )
        return "\n".join(lines)
