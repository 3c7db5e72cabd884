"""Kleine Völker großer Garten (Garden Nation): the rules, as tasks and decisions.

Rulebook: shared/seeds/kleine_voelker.de.txt (German). A round (L275-L304) is: the action
phase (each seat takes a turn of 1 or 2 actions by its turn-order slot; the acting seat picks
who goes next, L313-L375), the population phase (L377-L382) and the cleanup (L412-L427). Every
action takes place in the crane's territory (L292-L298) and moves the crane by the space used.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from boardrules import rng
from boardrules.actions import Action
from boardrules.cards.loader import Catalog
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.effects import evaluate, holds
from boardrules.engine import TABLE_INT, Decisions, Game, GameOption, OpFn, State, later
from boardrules.invariants import Checks
from boardrules.scoring import ScoreSheet, SeatScore
from boardrules.tasks import Draw, asked, draw

from . import hidden, svg, tensors
from .geometry import DIRECTIONS, Geometry, geometry
from .state import (
    LANDS,
    NOBODY,
    UNSET,
    KVData,
    People,
    index_of,
    space,
    territory_of,
)
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

LAND_SPEC = ("enum", LANDS)
SLOT = (
    "map",
    {
        "land": (("enum", (*LANDS, "any")), True),  # any: a building on any land type
        "min_floors": ("int", False),
        "where": (("enum", ("central", "outer")), False),  # the central or an outer territory
        "space": (("enum", ("centre", "ring")), False),  # the space within its territory
    },
)
PATTERN = (
    "map",
    {
        "slots": (("dict", SLOT), True),
        "adjacent": (("list", ("list", "str")), False),
        "same_territory": (("list", ("list", "str")), False),
        "free_adjacent": (("dict", LAND_SPEC), False),
    },
)
# the pattern keys that name slots (checked against `slots` by check_catalog)
SLOT_LISTS = ("adjacent", "same_territory")
SEATS = "ABCD"


def slot_problems(cond: Any) -> list[str]:
    """The slot names a pattern's `adjacent`, `same_territory` and `free_adjacent` use but
    its `slots` do not define (in any pattern of the condition tree), and pairs that are not
    pairs."""
    out: list[str] = []
    if isinstance(cond, dict):
        for form, arg in cond.items():
            if form == "pattern" and isinstance(arg, dict):
                names = set(arg.get("slots") or {})
                for key in SLOT_LISTS:
                    for group in arg.get(key) or ():
                        out += [f"{key}: no slot '{n}' in slots" for n in group if n not in names]
                        if key == "adjacent" and len(group) != 2:
                            out.append(f"adjacent: {list(group)} is not a pair of slots")
                        if key == "same_territory" and len(group) < 2:
                            out.append(f"same_territory: {list(group)} names fewer than 2 slots")
                free = arg.get("free_adjacent") or {}
                out += [f"free_adjacent: no slot '{n}' in slots" for n in free if n not in names]
            else:
                out += slot_problems(arg)
    elif isinstance(cond, (list, tuple)):
        for item in cond:
            out += slot_problems(item)
    return out


def value(v: int, n: int) -> int:
    """L509-L531: twice what a building of n floors on a space of value v cost to build
    (v + (v+1) + ... + (v+n-1)); the table on the player board."""
    return 2 * (n * v + n * (n - 1) // 2)


class KleineVoelker(Game):
    id = "kleine_voelker"
    title = "Kleine Völker großer Garten"
    min_players = 2
    max_players = 4
    data_class = KVData
    max_choose = 1
    # L237-L241: the 2 secret projects kept are laid face down and kept secret from the others:
    # another seat's history shows the choice as "<seat>: keep"
    secret_decisions = ("keep",)

    def tensor_schema(self) -> Any:
        """The observation tensor's layout (``tensors.py``)."""
        return tensors.schema(self)

    def resample_from(self, state: State, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see (``hidden.py``), keeping the secret projects it
        saw dealt (and put back) out of the others' hands."""
        hidden.resample(self, d, player, rng, hidden.dealt_to(self, state, player))

    def resample_hidden(self, d: Any, player: int, rng: random.Random) -> None:
        """Redraws what ``player`` cannot see, for a table ``d`` alone (``resample_from``
        knows more: what the seat saw dealt)."""
        hidden.resample(self, d, player, rng, [*d.peoples[player].secret, *d.peoples[player].dealt])

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        """A tested bound (docs/research.md): two secret projects kept per seat, then at most
        ``round_limit`` rounds of at most 7 actions; playouts take at most 16 steps a round
        (with ``chance="explicit"``, the cards of the setup are drawn one by one first)."""
        return 6 * players + 10 + 40 * int(options["round_limit"])

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

    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return Vocabulary(
            kinds={
                "parameter": {"value": ("any", True)},
                "territory": {"spaces": (("list", ("list", ("or", "int", "str"))), True)},
                "public_project": {},
                "secret_project": {},
            },
            resources=("inhabitants",),
            not_run=("gain", "pay", "vp_now"),  # no entry gives, takes or scores at once
            counters=("floors_left",),
            expressions={
                "floors_on": ("map", {"land": (LAND_SPEC, True)}),
                "buildings": (
                    "map",
                    {
                        "land": (LAND_SPEC, False),
                        "min_floors": ("int", False),
                        "per_territory": ("int", False),
                    },
                ),
                "majorities": ("list", "int"),
            },
            conditions={"pattern": PATTERN},
            events=("floor_placed",),
            payloads={"floor_placed": ("space",)},  # the space placed on (claimable)
            entry_events={"public_project": {"if": "floor_placed"}},  # claimable, L577-L602
            timings=(),  # goals only: a project's `if` and `score`, no ability
            unread_keys={
                "parameter": ("cost", "if", "score"),
                "territory": ("cost", "if", "score"),
                "public_project": ("cost",),
                "secret_project": ("cost", "if"),
            },
            parameters={
                "floors": ("dict", "int"),
                "start_inhabitants": ("map", {"first": ("int", True), "others": ("int", True)}),
                "actions_per_slot": ("dict", ("list", "int")),
                "land_tiles": "int",
                "bramble_cost": "int",
                "roofs": "int",
                "ploys": "int",
                "display": "int",
                "secret_dealt": ("map", {"dealt": ("int", True), "kept": ("int", True)}),
                "population_gain": ("map", {"sole": ("int", True), "tied": ("int", True)}),
                "default_layout": (
                    "map",
                    {"positions": (("list", "int"), True), "rotations": (("list", "int"), True)},
                ),
                "inhabitants_vp": ("list", ("list", "int")),
            },
        )

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        """What ``prepare`` and ``setup`` read beyond the file checks: the 7 territories of 7
        spaces (L253-L255), the default layout naming each of them once, floors and actions
        for every player count."""
        out = catalog.require("territory", [str(t) for t in range(1, 8)], "L253: 7 territories")
        for c in catalog.of_kind("territory"):
            spaces = c.prop("spaces")
            good = len(spaces) == 7 and all(
                tuple(s) == ("bramble",)
                or len(s) == 2
                and s[0] in LANDS
                and isinstance(s[1], int)
                and not isinstance(s[1], bool)
                for s in spaces
            )
            if not good:
                message = "7 spaces, each [bramble] or [land, cost] with a land of " + str(LANDS)
                out.append(catalog.problem(c, "BAD-TERRITORY", message, "spaces"))
        for c in catalog.of_kind("public_project"):  # L577-L602: claimed by its pattern
            if c.if_ is None:
                message = "a public project needs 'if', the pattern that claims it"
                out.append(catalog.problem(c, "MISSING-KEY", message))
            if isinstance(c.score, bool) or not isinstance(c.score, int):
                message = f"a public project's score is its printed VP, not {c.score!r}"
                out.append(catalog.problem(c, "BAD-SCORE", message, "score"))
            for message in slot_problems(c.if_):
                out.append(catalog.problem(c, "UNKNOWN-SLOT", message, "if"))
        for c in catalog.of_kind("secret_project"):  # L613-L620: scored at the end
            if c.score is None:
                message = "a secret project needs 'score', what it is worth at the end"
                out.append(catalog.problem(c, "MISSING-KEY", message))
        for name in ("floors", "actions_per_slot"):  # what each player count is given
            param = catalog[name]
            for n in range(cls.min_players, cls.max_players + 1):
                if n not in param.prop("value"):
                    message = f"{name} has no value for {n} players"
                    out.append(catalog.problem(param, "MISSING-KEY", message, "value"))
        layout = catalog["default_layout"]
        for t in layout.prop("value")["positions"]:
            out += catalog.reference(layout, "value", str(t), "territory")
        positions, rotations = layout.prop("value")["positions"], layout.prop("value")["rotations"]
        if sorted(positions) != list(range(1, 8)) or len(rotations) != 7:
            message = "positions name each territory 1..7 once; rotations are 7 numbers"
            out.append(catalog.problem(layout, "BAD-LAYOUT", message, "value"))
        return out

    def prepare(self) -> None:
        cat = self.catalog
        self.params = {c.id: c.prop("value") for c in cat.of_kind("parameter")}
        self.tiles: dict[int, list[tuple[int, int]]] = {}
        for c in cat.of_kind("territory"):  # L462-L467: a bramble costs its land tile's 5
            self.tiles[int(c.id)] = [
                (UNSET, self.params["bramble_cost"])
                if entry[0] == "bramble"
                else (LANDS.index(entry[0]), entry[1])
                for entry in c.prop("spaces")
            ]
        self.publics = {c.id: c for c in cat.of_kind("public_project")}
        self.secrets = {c.id: c for c in cat.of_kind("secret_project")}
        self.vp_table = [tuple(row) for row in self.params["inhabitants_vp"]]

    def all_actions(self) -> Iterable[Action]:
        spaces = [(t, i) for t in range(1, 8) for i in range(7)]
        yield from (Action("start", (t,)) for t in range(1, 8))
        yield from (Action("change", (t,)) for t in range(1, 8))
        for verb in ("build", "demolish", "invade", "transfer", "onto"):
            yield from (Action(verb, s) for s in spaces)
        yield from (Action("land", (x,)) for x in LANDS)
        yield from (Action("claim", (c,)) for c in self.publics)
        yield Action("no_claim")
        yield Action("skip")
        yield Action("forfeit")
        yield from (Action("next", (SEATS[q],)) for q in range(4))
        yield from (Action("keep", (c,)) for c in self.secrets)

    def prepare_ids(self) -> None:
        ids = self._ids
        sp = [(territory_of(s), index_of(s)) for s in range(49)]
        self.id_start = [ids[Action("start", (t,))] for t in range(1, 8)]
        self.id_change = [ids[Action("change", (t,))] for t in range(1, 8)]
        self.id_verb = {
            v: [ids[Action(v, sp[s])] for s in range(49)]
            for v in ("build", "demolish", "invade", "transfer", "onto")
        }
        self.id_land = [ids[Action("land", (x,))] for x in LANDS]
        self.id_claim = {c: ids[Action("claim", (c,))] for c in self.publics}
        self.id_no_claim = ids[Action("no_claim")]
        self.id_skip = ids[Action("skip")]
        self.id_forfeit = ids[Action("forfeit")]
        self.id_next = [ids[Action("next", (SEATS[q],))] for q in range(4)]
        self.id_keep = {c: ids[Action("keep", (c,))] for c in self.secrets}

    # --- setup (L199-L241) -----------------------------------------------------------------
    def setup(
        self, players: int, seed: int, explicit_chance: bool, options: dict[str, Any]
    ) -> KVData:
        state = rng.seed_state(seed)

        def shuffle(items: list[Any]) -> list[Any]:
            nonlocal state
            state = rng.shuffle(state, items)
            return items

        layout = self.params["default_layout"]
        if options["layout"] == "fixed":
            positions, rotations = list(layout["positions"]), list(layout["rotations"])
        else:  # L199-L201 and digest A2: a random place and rotation for each territory
            positions = shuffle(list(range(1, 8)))
            rotations = []
            for _ in range(7):
                state, r = rng.randbelow(state, 6)
                rotations.append(r)
        land, cost = [0] * 49, [0] * 49
        for t in range(1, 8):
            for i, (lnd, c) in enumerate(self.tiles[t]):
                land[space(t, i)], cost[space(t, i)] = lnd, c
        state, first = rng.randbelow(state, players)  # L225: the start player is drawn
        secrets = shuffle(self.catalog.deck("secret_project", players))  # copies: L613-L620
        deck = shuffle(list(self.publics))
        start = self.params["start_inhabitants"]
        dealt, kept = self.params["secret_dealt"]["dealt"], self.params["secret_dealt"]["kept"]
        peoples = []
        for p in range(players):
            hand, secrets = secrets[:dealt], secrets[dealt:]
            peoples.append(
                People(
                    inhabitants=start["first"] if p == first else start["others"],
                    supply=self.params["floors"][players],
                    ploys=self.params["ploys"],
                    vp=0,
                    secret=[],
                    dealt=hand,
                    claimed=[],
                )
            )
        n_display = self.params["display"]
        d = KVData(
            players=players,
            seed=seed,
            rng=state,
            explicit_chance=explicit_chance,
            options=options,
            tasks=[],
            round=1,
            positions=positions,
            rotations=rotations,
            land=land,
            cost=cost,
            owner=[NOBODY] * 49,
            floors=[0] * 49,
            roofed=[False] * 49,
            crane=0,
            land_tiles=[self.params["land_tiles"]] * 3,
            roofs=self.params["roofs"],
            deck=deck[n_display:],
            display=deck[:n_display],
            peoples=peoples,
            first=first,
            order=[],
            end_triggered=False,
            acting=0,
            skips=0,
            ploy_used=False,
            roof_moved=False,
        )
        draws: list[Draw] = []
        if explicit_chance:  # the display and the hands come from CHANCE nodes, one card each
            draws = [draw("deck", -1, "display") for _ in d.display]
            draws += [draw("secrets", p, "dealt") for p in range(players) for _ in range(dealt)]
            d.deck, d.display = sorted(self.publics), []
            for people in d.peoples:
                people.dealt = []
        later(d, *draws, *[Keep(seat=p) for p in range(players) for _ in range(kept)], Round())
        return d

    # --- explicit chance: the draws ----------------------------------------------------------
    def drawable_cards(self) -> Iterable[str]:
        return [*self.publics, *self.secrets]

    def pile(self, d: KVData, task: Draw) -> list[str]:
        """The public deck (L207-L210), or the secret projects no seat holds (L237-L241)."""
        if task.pile == "deck":
            return d.deck
        held = Counter(c for q in d.peoples for c in q.dealt + q.secret)
        pool = Counter({c.id: c.copies for c in self.secrets.values()}) - held
        return sorted(pool.elements())

    def draw_result(self, d: KVData, task: Draw, card: str) -> None:
        if task.pile == "deck":
            d.deck.remove(card)
            d.display.append(card)
        else:
            d.peoples[task.seat].dealt.append(card)

    def geo(self, d: KVData) -> Geometry:
        return geometry(tuple(d.positions), tuple(d.rotations))

    # --- the round -------------------------------------------------------------------------
    def build_ops(self) -> dict[Any, OpFn]:
        return {
            Round: self.op_round,
            Turn: self.op_turn,
            BeginAction: self.op_begin_action,
            AfterTurn: self.op_after_turn,
            MoveCrane: self.op_move_crane,
            Population: self.op_population,
            Cleanup: self.op_cleanup,
        }

    def op_round(self, d: KVData, t: Round) -> None:
        d.order = []
        d.tasks.append(Turn(seat=d.first, slot=0))

    def op_turn(self, d: KVData, t: Turn) -> None:
        d.order.append(t.seat)
        n = self.params["actions_per_slot"][d.players][t.slot]
        later(d, *[BeginAction(seat=t.seat)] * n, AfterTurn(seat=t.seat, slot=t.slot))

    def op_begin_action(self, d: KVData, t: BeginAction) -> None:
        d.acting, d.skips, d.ploy_used, d.roof_moved = d.crane, 0, False, False
        d.tasks.append(Act(seat=t.seat))

    def op_after_turn(self, d: KVData, t: AfterTurn) -> None:
        p, slot = t.seat, t.slot
        slots = len(self.params["actions_per_slot"][d.players])
        if slot + 1 == slots:  # L377: after the last turn, the population phase
            later(d, Population(), Cleanup(last=p))
        elif d.players == 2:  # L358-L375: the two players alternate, no choice
            d.tasks.append(Turn(seat=1 - p, slot=slot + 1))
        else:  # L325-L341: the acting player picks who goes next
            waiting = [q for q in range(d.players) if q not in d.order]
            if len(waiting) == 1:
                d.tasks.append(Turn(seat=waiting[0], slot=slot + 1))
            else:
                d.tasks.append(Next(seat=p, slot=slot))

    def op_population(self, d: KVData, t: Population) -> None:
        """L377-L382: in each territory, ascending, the most floors gain 2 inhabitants; if
        tied, each tied player gains 1 (digest A17: an empty territory gives nothing)."""
        gain = self.params["population_gain"]
        for terr in range(1, 8):
            counts = [0] * d.players
            for s in range(space(terr, 0), space(terr, 0) + 7):
                if d.owner[s] != NOBODY:
                    counts[d.owner[s]] += d.floors[s]
            best = max(counts)
            if best == 0:
                continue
            leaders = [p for p in range(d.players) if counts[p] == best]
            for p in leaders:
                d.peoples[p].inhabitants += gain["sole"] if len(leaders) == 1 else gain["tied"]

    def op_cleanup(self, d: KVData, t: Cleanup) -> None:
        """L412-L419: the last player of the round starts the next; L757-L761: once the end
        is triggered, the round is played out and the game ends (cleanup skipped)."""
        if d.end_triggered or d.round >= d.options["round_limit"]:
            return
        d.first = t.last
        d.round += 1
        d.tasks.append(Round())

    def op_move_crane(self, d: KVData, t: MoveCrane) -> None:
        d.crane = self.geo(d).crane_target(t.space)

    # --- what may be done in a territory ---------------------------------------------------
    def build_cost(self, d: KVData, s: int) -> int:
        return d.cost[s] + d.floors[s]

    def can_pay(self, people: People, cost: int) -> bool:
        """L398-L402: inhabitants never drop below 1."""
        return cost < people.inhabitants

    def builds(self, d: KVData, p: int, terr: int) -> list[int]:
        """L433-L510: on a free space, or on your own unroofed building; never on another
        player's; a bramble needs a land tile left; you must be able to pay."""
        people = d.peoples[p]
        if people.supply == 0:
            return []
        out = []
        for s in range(space(terr, 0), space(terr, 0) + 7):
            owner = d.owner[s]
            if owner == NOBODY:
                if d.land[s] == UNSET and not any(d.land_tiles):
                    continue
            elif owner != p or d.roofed[s]:
                continue
            if self.can_pay(people, self.build_cost(d, s)):
                out.append(s)
        return out

    def invadable(self, d: KVData, p: int, terr: int) -> list[int]:
        """L707-L744 with digest A19: another player's building, paid 2x its build value,
        with as many floors in your supply."""
        people = d.peoples[p]
        return [
            s
            for s in range(space(terr, 0), space(terr, 0) + 7)
            if d.owner[s] not in (NOBODY, p)
            and people.supply >= d.floors[s]
            and self.can_pay(people, value(d.cost[s], d.floors[s]))
        ]

    def roof_targets(self, d: KVData, p: int, src: int) -> list[int]:
        """L686-L699: your unroofed building on a space of the same land type, anywhere."""
        return [
            s
            for s in range(49)
            if s != src and d.owner[s] == p and not d.roofed[s] and d.land[s] == d.land[src]
        ]

    # --- decisions ---------------------------------------------------------------------------
    def build_decisions(self) -> Decisions:
        return {
            Keep: (self.opt_keep, self.do_keep),
            Act: (self.opt_act, self.do_act),
            Land: (self.opt_land, self.do_land),
            Onto: (self.opt_onto, self.do_onto),
            Claim: (self.opt_claim, self.do_claim),
            Next: (self.opt_next, self.do_next),
        }

    def opt_keep(self, d: KVData, t: Keep) -> list[int]:
        people = d.peoples[t.seat]
        # L237-L241, digest A12: the kept cards must differ
        return [self.id_keep[c] for c in sorted(set(people.dealt)) if c not in people.secret]

    def do_keep(self, d: KVData, t: Keep, a: Action) -> None:
        people = d.peoples[t.seat]
        card = str(a.args[0])
        people.secret.append(card)
        people.dealt.remove(card)
        if len(people.secret) == self.params["secret_dealt"]["kept"]:
            people.dealt = []  # the rest go back to the box

    def opt_act(self, d: KVData, t: Act) -> list[int]:
        p = t.seat
        if d.acting == 0:  # L320-L323: the very first action may be in any territory
            return self.id_start
        terr = d.acting
        people = d.peoples[p]
        verb = self.id_verb
        builds = self.builds(d, p, terr)
        out = [verb["build"][s] for s in builds]
        out += [
            verb["demolish"][s]
            for s in range(space(terr, 0), space(terr, 0) + 7)
            if d.owner[s] == p
        ]
        if people.ploys and not d.ploy_used:  # L660-L664: at most 1 ploy per action
            here = self.crane_territory(d)  # L669-L675: one number up or down from the crane
            out += [self.id_change[x - 1] for x in sorted({here % 7 + 1, (here - 2) % 7 + 1})]
            out += [
                verb["transfer"][s]
                for s in range(space(terr, 0), space(terr, 0) + 7)
                if d.owner[s] == p and d.roofed[s] and self.roof_targets(d, p, s)
            ]
            out += [verb["invade"][s] for s in self.invadable(d, p, terr)]
        # L533-L546: cannot build here: the next territory, 7 then 1; digest A14: after all
        # seven, the action is lost (never a forced ploy). L693-L696: after a roof transfer
        # the action stays in the roofed building's territory (its demolish is always left).
        if not builds and not d.roof_moved:
            out.append(self.id_skip if d.skips < 6 else self.id_forfeit)
        return out

    def crane_territory(self, d: KVData) -> int:
        """The crane's territory for this action: a "cannot act" skip moves the action, not
        the crane (L540-L543). In the game's first action (L320-L323) the crane is not on
        the board yet: the territory the start player chose, before any skip."""
        if d.crane:
            return d.crane
        return (d.acting - 1 - d.skips) % 7 + 1

    def do_act(self, d: KVData, t: Act, a: Action) -> None:
        p = t.seat
        people = d.peoples[p]
        kind = a.kind
        if kind == "start":
            d.acting = int(a.args[0])
            d.tasks.append(t)
        elif kind == "change":  # L669-L681: the territory one number up or down
            people.ploys -= 1
            d.ploy_used = True
            d.acting = d.crane = int(a.args[0])
            d.skips = 0
            d.tasks.append(t)
        elif kind == "transfer":  # L686-L704: then the action follows
            people.ploys -= 1
            d.ploy_used = True
            d.roof_moved = True
            d.tasks.append(t)
            d.tasks.append(Onto(seat=p, source=space(int(a.args[0]), int(a.args[1]))))
        elif kind == "skip":
            d.acting = d.acting % 7 + 1
            d.skips += 1
            d.tasks.append(t)
        elif kind == "forfeit":
            return  # digest A14: no action is possible anywhere; the crane stays
        else:
            s = space(int(a.args[0]), int(a.args[1]))
            if kind == "build":
                if d.land[s] == UNSET:
                    d.tasks.append(Land(seat=p, space=s))
                else:
                    self.build(d, p, s)
            elif kind == "demolish":
                self.demolish(d, p, s)
            else:
                self.invade(d, p, s)

    def build(self, d: KVData, p: int, s: int) -> None:
        people = d.peoples[p]
        people.inhabitants -= self.build_cost(d, s)
        d.owner[s] = p
        d.floors[s] += 1
        self.take_floors(d, p, 1)
        self.after_placing(d, p, s)

    def take_floors(self, d: KVData, p: int, n: int) -> None:
        """L757-L761: placing your last floor triggers the end of the game."""
        d.peoples[p].supply -= n
        if d.peoples[p].supply == 0:
            d.end_triggered = True

    def after_placing(self, d: KVData, p: int, s: int) -> None:
        """L577-L597: one public project whose pattern this floor completes may be claimed;
        then the crane moves by the space used."""
        d.tasks.append(MoveCrane(space=s))
        cards = tuple(c for c in d.display if self.claimable(d, p, s, c)) if d.roofs else ()
        if cards:
            d.tasks.append(Claim(seat=p, space=s, cards=cards))

    def claimable(self, d: KVData, p: int, s: int, card: str) -> bool:
        cond = self.publics[card].if_
        return holds(self, d, p, cond, (("event", "floor_placed"), ("space", s)))

    def demolish(self, d: KVData, p: int, s: int) -> None:
        """L509-L531: all floors back to the supply, twice the build cost in inhabitants;
        a roof goes back to the supply (L519-L520)."""
        people = d.peoples[p]
        people.inhabitants += value(d.cost[s], d.floors[s])
        people.supply += d.floors[s]
        self.clear(d, s)
        d.tasks.append(MoveCrane(space=s))

    def clear(self, d: KVData, s: int) -> None:
        if d.roofed[s]:
            d.roofs += 1
        d.owner[s], d.floors[s], d.roofed[s] = NOBODY, 0, False

    def invade(self, d: KVData, p: int, s: int) -> None:
        """L707-L744: pay 2x the build value to the owner, who takes the floors back; the
        roof goes to the supply; place as many of your floors."""
        people = d.peoples[p]
        people.ploys -= 1
        d.ploy_used = True
        price = value(d.cost[s], d.floors[s])
        owner = d.peoples[d.owner[s]]
        people.inhabitants -= price
        owner.inhabitants += price
        owner.supply += d.floors[s]
        n = d.floors[s]
        self.clear(d, s)
        d.owner[s], d.floors[s] = p, n
        self.take_floors(d, p, n)
        self.after_placing(d, p, s)

    def opt_land(self, d: KVData, t: Land) -> list[int]:
        return [self.id_land[x] for x in range(3) if d.land_tiles[x]]

    def do_land(self, d: KVData, t: Land, a: Action) -> None:
        """L462-L475: the first builder on a bramble picks its land type with a tile (5)."""
        x = LANDS.index(str(a.args[0]))
        d.land_tiles[x] -= 1
        d.land[t.space] = x
        self.build(d, t.seat, t.space)

    def opt_onto(self, d: KVData, t: Onto) -> list[int]:
        return [self.id_verb["onto"][s] for s in self.roof_targets(d, t.seat, t.source)]

    def do_onto(self, d: KVData, t: Onto, a: Action) -> None:
        d.roofed[t.source] = False
        d.roofed[space(int(a.args[0]), int(a.args[1]))] = True

    def opt_claim(self, d: KVData, t: Claim) -> list[int]:
        return [self.id_claim[c] for c in t.cards] + [self.id_no_claim]

    def do_claim(self, d: KVData, t: Claim, a: Action) -> None:
        """L583-L597: roof the floor just placed, take the card, score it, reveal a new one."""
        if a.kind == "no_claim":
            return
        p, s = t.seat, t.space
        card = str(a.args[0])
        d.roofed[s] = True
        d.roofs -= 1
        d.display.remove(card)
        d.peoples[p].claimed.append(card)
        d.peoples[p].vp += int(self.publics[card].score)
        if d.deck and d.explicit_chance:
            d.tasks.append(draw("deck", -1, "display"))
        elif d.deck:  # digest A11: an empty deck leaves the display smaller
            d.display.append(d.deck.pop(0))

    def opt_next(self, d: KVData, t: Next) -> list[int]:
        return [self.id_next[q] for q in range(d.players) if q not in d.order]

    def do_next(self, d: KVData, t: Next, a: Action) -> None:
        d.tasks.append(Turn(seat=SEATS.index(str(a.args[0])), slot=t.slot + 1))

    def chance_result(self, d: KVData, task: Any, value: int) -> None:  # pragma: no cover
        raise AssertionError("Kleine Völker has no dice")

    # --- the card language on this board ---------------------------------------------------
    def buildings(self, d: KVData, p: int, roofed_too: bool = False) -> list[int]:
        return [s for s in range(49) if d.owner[s] == p and (roofed_too or not d.roofed[s])]

    def expression(self, d: KVData, p: int, form: str, arg: Any, env: Any) -> int:
        if form == "floors_on":  # L918-L933
            on = LANDS.index(arg["land"])
            return sum(d.floors[s] for s in self.buildings(d, p) if d.land[s] == on)
        if form == "buildings":  # L935-L962
            land = LANDS.index(arg["land"]) if "land" in arg else None
            per: dict[int, int] = {}
            for s in self.buildings(d, p):
                if d.floors[s] >= arg.get("min_floors", 1) and land in (None, d.land[s]):
                    per[territory_of(s)] = per.get(territory_of(s), 0) + 1
            cap = arg.get("per_territory")
            return sum(min(n, cap) if cap else n for n in per.values())
        if form == "majorities":  # L964-L972: sole majority, roofed buildings count
            return sum(1 for terr in arg if self.sole_majority(d, p, terr))
        raise KeyError(form)

    def sole_majority(self, d: KVData, p: int, terr: int) -> bool:
        counts = [0] * d.players
        for s in range(space(terr, 0), space(terr, 0) + 7):
            if d.owner[s] != NOBODY:
                counts[d.owner[s]] += d.floors[s]
        return counts[p] > 0 and all(counts[p] > c for q, c in enumerate(counts) if q != p)

    def condition(self, d: KVData, p: int, form: str, arg: Any, env: Any) -> bool:
        if form == "pattern":
            return self.pattern(d, p, arg, dict(env)["space"])
        raise KeyError(form)

    def pattern(self, d: KVData, p: int, spec: Any, anchor: int) -> bool:
        """L563-L575, L599-L602 with digest A9: distinct own unroofed buildings fill the slots
        (land or any land, at least min_floors, central/outer territory, centre/ring space of
        its territory), the pairs in `adjacent` touch, the slots of each `same_territory` group
        lie in one territory, each `free_adjacent` slot touches an empty space of that land,
        and the building just placed on is one of them."""
        geo = self.geo(d)
        own = self.buildings(d, p)
        slots = list(spec["slots"].items())
        edges = [tuple(e) for e in spec.get("adjacent", ())]
        groups = [tuple(g) for g in spec.get("same_territory", ())]
        free = spec.get("free_adjacent", {})

        def fits(s: int, name: str, slot: Any) -> bool:
            land = slot["land"]
            if land != "any" and d.land[s] != LANDS.index(land):
                return False
            if d.floors[s] < slot.get("min_floors", 1):
                return False
            where = slot.get("where")
            central = territory_of(s) == geo.central
            if where == "central" and not central or where == "outer" and central:
                return False
            at = slot.get("space")  # L261: the space in the middle of a territory, or its ring
            if at == "centre" and index_of(s) != 0 or at == "ring" and index_of(s) == 0:
                return False
            if name in free:
                land = LANDS.index(free[name])
                if not any(d.owner[x] == NOBODY and d.land[x] == land for x in geo.adjacent[s]):
                    return False
            return True

        def linked(name: str, chosen: dict[str, int]) -> list[int]:
            """Buildings the slot may take: neighbours of an already chosen slot it touches."""
            for a, b in edges:
                other = b if a == name else a if b == name else None
                if other in chosen:
                    return [x for x in geo.adjacent[chosen[other]] if d.owner[x] == p]
            return own

        def search(rest: list[tuple[str, Any]], chosen: dict[str, int]) -> bool:
            if not rest:
                return True
            name, slot = rest[0]
            for s in linked(name, chosen):
                if s in chosen.values() or d.roofed[s] or not fits(s, name, slot):
                    continue
                if all(
                    chosen[b if a == name else a] in geo.adjacent[s]
                    for a, b in edges
                    if name in (a, b) and (b if a == name else a) in chosen
                ) and all(
                    territory_of(chosen[other]) == territory_of(s)
                    for group in groups
                    if name in group
                    for other in group
                    if other in chosen
                ):
                    chosen[name] = s
                    if search(rest[1:], chosen):
                        return True
                    del chosen[name]
            return False

        if d.owner[anchor] != p or d.roofed[anchor]:
            return False
        for i, (name, slot) in enumerate(slots):  # the anchor is one of the slots
            if fits(anchor, name, slot) and search(slots[:i] + slots[i + 1 :], {name: anchor}):
                return True
        return False

    def counter(self, d: KVData, p: int, name: str) -> int:
        if name == "floors_left":
            return d.peoples[p].supply
        raise KeyError(name)

    def resource_amount(self, d: KVData, p: int, res: str) -> int:
        return d.peoples[p].inhabitants

    # --- scoring (L757-L806) ---------------------------------------------------------------
    def inhabitants_vp(self, n: int) -> int:
        """L763-L769: the VP printed under the inhabitants track; above 40, 10 VP."""
        vp = 0
        for minimum, points in self.vp_table:
            if n >= minimum:
                vp = points
        return 10 if n > 40 else vp

    def score_sheet(self, d: KVData) -> ScoreSheet:
        """L757-L772: "Wer die meisten Siegpunkte hat, gewinnt!" (L772); the rulebook gives
        no tie-breaker, so equal totals share the win (digest A13)."""
        out = []
        for p, people in enumerate(d.peoples):
            row: dict[str, float] = {"public_projects": float(people.vp)}
            for i, card in enumerate(people.secret):
                row[f"secret_{i + 1}_{card}"] = float(
                    evaluate(self, d, p, self.secrets[card].score)
                )
            row["inhabitants"] = float(self.inhabitants_vp(people.inhabitants))
            out.append(SeatScore(row))
        return ScoreSheet(out)

    # --- what a seat may see ---------------------------------------------------------------
    def observation(self, d: KVData, player: int) -> dict[str, Any]:
        over = not d.tasks
        return {
            "game": self.id,
            "round": d.round,
            "crane": d.crane,
            # where the current action takes place and what it has used (public, L540-L543,
            # L669-L704), and the decision as the table hears it
            "acting": d.acting,
            "skips": d.skips,
            "ploy_used": d.ploy_used,
            "roof_moved": d.roof_moved,
            "asked": asked(d.tasks),
            "layout": {"positions": list(d.positions), "rotations": list(d.rotations)},
            "spaces": [
                {
                    "territory": territory_of(s),
                    "index": index_of(s),
                    "land": LANDS[d.land[s]] if d.land[s] != UNSET else "bramble",
                    "cost": d.cost[s],
                    "owner": d.owner[s],
                    "floors": d.floors[s],
                    "roof": d.roofed[s],
                }
                for s in range(49)
            ],
            "land_tiles": dict(zip(LANDS, d.land_tiles, strict=True)),
            "roofs": d.roofs,
            "display": list(d.display),
            "deck_size": len(d.deck),
            "turn_order": list(d.order),
            "end_triggered": d.end_triggered,
            "to_move": self.current_player(d),
            "decision": self.decision_name(d),
            "peoples": [
                {
                    "inhabitants": q.inhabitants,
                    "floors": q.supply,
                    "ploys": q.ploys,
                    "vp": q.vp,
                    "claimed": list(q.claimed),
                    "secret": list(q.secret) if i == player or over else len(q.secret),
                    "dealt": list(q.dealt) if i == player else len(q.dealt),
                }
                for i, q in enumerate(d.peoples)
            ],
        }

    def check_data(self, d: KVData) -> list[str]:
        """What the rules assume of a loaded table: the printed garden, every building on
        land with its floors and roof counted from its owner's supply and the roof supply,
        the crane on a territory, each project card in one place."""
        c = Checks()
        c.holds(sorted(d.positions) == list(range(1, 8)), "positions", "not 1..7 once each")
        if c.length("rotations", d.rotations, 7):
            c.each_within("rotations", d.rotations, 0, 5)
        for name in ("land", "cost", "owner", "floors", "roofed"):
            c.length(name, getattr(d, name), 49)
        c.length("peoples", d.peoples, d.players)
        c.length("land_tiles", d.land_tiles, len(LANDS))
        if c.problems:
            return c.problems
        c.within("round", d.round, 1, TABLE_INT)
        c.within("crane", d.crane, 0, 7)
        c.within("acting", d.acting, 0, 7)
        c.within("skips", d.skips, 0, 6)
        c.seats("first", [d.first], d.players)
        c.seats("order", d.order, d.players)
        for t in range(1, 8):  # the printed garden (L462-L467): lands and numbers
            for i, (land, cost) in enumerate(self.tiles[t]):
                s = space(t, i)
                if land != UNSET:
                    c.holds(d.land[s] == land, f"land[{s}]", f"territory {t} prints {LANDS[land]}")
                else:
                    c.within(f"land[{s}]", d.land[s], UNSET, len(LANDS) - 1)
                c.holds(d.cost[s] == cost, f"cost[{s}]", f"territory {t} prints {cost}")
        placed = [0] * len(LANDS)  # land tiles on brambles (L462) and still in the supply
        for t in range(1, 8):
            for i, (land, _) in enumerate(self.tiles[t]):
                if land == UNSET and d.land[space(t, i)] != UNSET:
                    placed[d.land[space(t, i)]] += 1
        for x, name in enumerate(LANDS):
            left = self.params["land_tiles"] - placed[x]
            c.holds(d.land_tiles[x] == left, f"land_tiles[{x}]", f"{left} {name} tiles left")
        c.each_within("owner", d.owner, NOBODY, d.players - 1)
        on_board = [0] * d.players
        for s in range(49):
            where = f"floors[{s}]"
            if d.owner[s] == NOBODY:
                c.holds(d.floors[s] == 0 and not d.roofed[s], where, "floors or a roof, no owner")
            elif c.within(where, d.floors[s], 1, TABLE_INT) and d.owner[s] < d.players:
                on_board[d.owner[s]] += d.floors[s]
                c.holds(d.land[s] != UNSET, f"owner[{s}]", "a building on a bramble")
        roofs = self.params["roofs"] - sum(d.roofed)
        on = sum(d.roofed)
        message = (
            f"{d.roofs}, expected {roofs} (the game has {self.params['roofs']}, {on} on buildings)"
        )
        c.holds(d.roofs == roofs, "roofs", message)
        floors = self.params["floors"][d.players]
        for p, q in enumerate(d.peoples):
            at = f"peoples[{p}]"
            left = floors - on_board[p]
            c.holds(
                q.supply == left, f"{at}.supply", f"{left} floors left, the people has {floors}"
            )
            c.within(f"{at}.inhabitants", q.inhabitants, 1, TABLE_INT)  # L398-L402
            c.within(f"{at}.ploys", q.ploys, 0, self.params["ploys"])
            c.within(f"{at}.vp", q.vp, 0, TABLE_INT)
        c.within("display", len(d.display), 0, self.params["display"])
        publics = {"deck": d.deck, "display": d.display}
        secrets = {}
        for p, q in enumerate(d.peoples):
            publics[f"peoples[{p}].claimed"] = q.claimed
            secrets[f"peoples[{p}].secret"] = q.secret
            secrets[f"peoples[{p}].dealt"] = q.dealt
        c.in_one_place(publics, dict.fromkeys(self.publics, 1), "public project")
        copies = {k: v.copies for k, v in self.secrets.items()}
        c.in_one_place(secrets, copies, "secret project")
        for i, task in enumerate(d.tasks):
            for name in ("space", "source"):
                if hasattr(task, name):
                    c.within(f"tasks[{i}].{name}", getattr(task, name), 0, 48)
            if isinstance(task, (Turn, AfterTurn, Next)):
                slots = len(self.params["actions_per_slot"][d.players])
                c.within(f"tasks[{i}].slot", task.slot, 0, slots - 1)
            if isinstance(task, Cleanup):
                c.seats(f"tasks[{i}].last", [task.last], d.players)
            if isinstance(task, Claim):
                c.known(f"tasks[{i}].cards", task.cards, d.display)
        return c.problems

    # --- pictures (games/kleine_voelker/svg.py) ---------------------------------------------
    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        return svg.draw(self, view, seat)

    def card_words(self) -> Mapping[str, str]:
        return svg.WORDS

    def render_private(self, d: KVData, viewer: int) -> str:
        people = d.peoples[viewer]
        text = f"  your secret projects (seat {SEATS[viewer]}): {people.secret or '-'}"
        return text + (f"; dealt to choose from: {people.dealt}" if people.dealt else "")

    def render(self, d: KVData) -> str:
        """The garden as a map: each territory drawn as a flower of 7 spaces in board
        directions. A space reads land+cost, then owner seat and floors, ^ for a roof:
        `m4 A2^` is a meadow 4 with seat A's 2 floors and a roof; `?5` an uncovered bramble."""
        geo = self.geo(d)

        def cell(s: int) -> str:
            land = "?" if d.land[s] == UNSET else LANDS[d.land[s]][0]
            who = f"{SEATS[d.owner[s]]}{d.floors[s]}" if d.owner[s] != NOBODY else "  "
            return f"{land}{d.cost[s]} {who}{'^' if d.roofed[s] else ' '}"

        def flower(terr: int) -> list[str]:
            c = [cell(geo.at(terr, x)) for x in range(7)]
            mark = "*crane*" if d.crane == terr else ""
            return [
                f"    territory {terr} {mark}".ljust(26),
                f"    [{c[1]}][{c[2]}]".ljust(26),
                f"[{c[6]}][{c[0]}][{c[3]}]".ljust(26),
                f"    [{c[5]}][{c[4]}]".ljust(26),
            ]

        pos = d.positions
        rows = [[pos[1], pos[2]], [pos[6], pos[0], pos[3]], [pos[5], pos[4]]]
        lines = []
        for row in rows:
            pad = " " * 13 if len(row) == 2 else ""
            drawn = [flower(terr) for terr in row]
            for i in range(4):
                lines.append((pad + "".join(f[i] for f in drawn)).rstrip())
        lines.append(
            f"round {d.round}; display {d.display}; roofs {d.roofs}; land tiles "
            + ", ".join(f"{x} {n}" for x, n in zip(LANDS, d.land_tiles, strict=True))
        )
        for p, q in enumerate(d.peoples):
            lines.append(
                f"  seat {SEATS[p]}: inhabitants {q.inhabitants}, floors {q.supply}, "
                f"ploys {q.ploys}, VP {q.vp}, claimed {q.claimed}"
            )
        lines.append("  (directions: " + " ".join(DIRECTIONS) + ")")
        return "\n".join(lines)
