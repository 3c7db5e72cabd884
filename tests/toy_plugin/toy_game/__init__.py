"""Toy Harvest: a complete game in a package of its own, the worked example of a plugin.

Each round every seat in turn takes one crop from the market (refilled from the shuffled
deck: a ``boardrules.tasks.Draw``, so the kernel deals it in both chance modes) or passes; a
crop's ``do`` runs at once. After the last round a seat scores its victory points, its coins
and each crop's ``score``. A crop may ``need`` another one the seat holds.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from boardrules import ScoreSheet, SeatScore, rng
from boardrules.actions import Action, Kind
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.loader import Catalog
from boardrules.cards.rules import CardRules
from boardrules.cards.validate import Problem
from boardrules.cards.vocabulary import Vocabulary
from boardrules.effects import evaluate, push_effects
from boardrules.engine import Decisions, Game, GameData, OpFn, later
from boardrules.svg import Svg, seat_letter
from boardrules.tasks import Decision, Draw, Env, Task, draw


@attrs.frozen
class Turn(Decision):
    """Seat ``seat`` takes a crop from the market, or passes."""


@attrs.frozen
class NextTurn(Task):
    """After the turn of ``seat``: the next seat's turn, the next round, or the end."""

    seat: int


@attrs.define(eq=True)
class ToyData(GameData):
    round: int
    deck: list[str]
    market: list[str]
    coins: list[int]
    vp: list[int]
    crops: list[list[str]]

    def clone(self) -> ToyData:
        return ToyData(
            self.players,
            self.seed,
            self.rng,
            dict(self.options),
            list(self.tasks),
            self.round,
            list(self.deck),
            list(self.market),
            list(self.coins),
            list(self.vp),
            [list(c) for c in self.crops],
            explicit_chance=self.explicit_chance,
        )


DECK = "deck"  # the one pile: the crops not yet in the market, in the seed's shuffle


class Take(Kind, word="take"):
    """`take <crop>`: the crop taken from the market."""

    crop: str


class Pass(Kind, word="pass"):
    """`pass`: no crop this turn."""


# --- what the card words mean here: the game's own word, and its CardRules -------------------
WORDS = Lexicon()


@WORDS.primitive("twice", "effects", "runs its effect list twice")
def twice(rules: ToyCards, d: ToyData, seat: int, params: Any, env: Env, here: str) -> None:
    for _ in range(2):
        push_effects(d, seat, here + "/twice", env)


class ToyCards(CardRules[ToyData]):
    words = WORDS

    def gain_resource(self, d: ToyData, player: int, res: str, n: int, env: Env) -> None:
        d.coins[player] += n

    def pay_resource(self, d: ToyData, player: int, res: str, n: int) -> None:
        d.coins[player] = max(0, d.coins[player] - n)

    def resource_amount(self, d: ToyData, player: int, res: str) -> int:
        return d.coins[player]

    def gain_vp_now(self, d: ToyData, player: int, n: int) -> None:
        d.vp[player] += n

    def counter(self, d: ToyData, player: int, name: str) -> int:
        return len(d.crops[player])


class ToyHarvest(Game):
    id = "toy"
    title = "Toy Harvest"
    min_players = 1
    max_players = 3
    data_class = ToyData
    data_package = "toy_game_data"  # the YAML is toy_game_data/toy/*.yaml
    action_kinds = (Take, Pass)
    rules_class = ToyCards

    # --- the card files: their words, and what the game needs of them as a whole -----------
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return Vocabulary(
            kinds={"parameter": {"value": ("int", True)}, "crop": {"needs": ("str", False)}},
            resources=("coin",),
            primitives=WORDS.specs("primitive"),  # twice: its effect list runs twice
            counters=("crops",),
            parameters={"rounds": "int", "market": "int"},
        )

    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        out = []
        for crop in catalog.of_kind("crop"):
            needs = crop.prop_str("needs", None)  # a crop's key, typed (CardError if not)
            if needs is not None:
                out += catalog.reference(crop, "needs", needs, "crop")
        return out

    def prepare(self) -> None:
        self.rounds = self.catalog["rounds"].prop_int("value")
        self.market_size = self.catalog["market"].prop_int("value")
        self.crops = {c.id: c for c in self.catalog.of_kind("crop")}

    def all_actions(self) -> Iterable[Action]:
        yield from (Take(crop) for crop in self.crops)
        yield Pass()

    def resample_hidden(self, d: ToyData, player: int, rng: random.Random) -> None:
        rng.shuffle(d.deck)  # the deck's order is all that is hidden

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        return 10 * self.rounds * players  # a turn, then the few choices of its crop

    # --- the rules ---------------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, Any]) -> ToyData:
        deck = list(self.crops)
        state = rng.shuffle(rng.seed_state(seed), deck)  # the pile's order is the seed's
        d = ToyData(
            players,
            seed,
            state,
            options,
            [],
            1,
            deck,
            [],
            [0] * players,
            [0] * players,
            [[] for _ in range(players)],
        )
        later(d, *(draw(DECK) for _ in deck[: self.market_size]), Turn(seat=0))  # the market
        return d

    # --- its draws: one path, the kernel deals (auto) or asks `deal <crop>` (explicit) ------
    def drawable_cards(self) -> Iterable[str]:
        return self.crops

    def pile(self, d: ToyData, task: Draw) -> list[str]:
        return d.deck

    def draw_result(self, d: ToyData, task: Draw, card: str) -> None:
        d.deck.remove(card)
        d.market.append(card)

    def build_decisions(self) -> Decisions:
        ids = self._ids

        def options(d: ToyData, task: Turn) -> list[int]:
            seat = task.seat
            takes = [
                ids[Take(c)]
                for c in d.market
                if self.crops[c].prop_str("needs", None) in (None, *d.crops[seat])
            ]
            return [*takes, ids[Pass()]]

        def resolve(d: ToyData, task: Turn, action: Take | Pass) -> None:
            seat = task.seat
            later(d, NextTurn(seat))
            if isinstance(action, Take):
                crop = action.crop
                d.market.remove(crop)
                d.crops[seat].append(crop)
                for ability in self.crops[crop].abilities:
                    push_effects(d, seat, ability.ref + "/do")
                if d.deck:
                    d.tasks.append(draw(DECK))  # the market is refilled first

        return {Turn: (options, resolve)}

    def build_ops(self) -> dict[type[Task], OpFn]:
        def next_turn(d: ToyData, task: NextTurn) -> None:
            seat = (task.seat + 1) % d.players
            if seat == 0:
                d.round += 1
            if d.round <= self.rounds:
                d.tasks.append(Turn(seat=seat))

        return {NextTurn: next_turn}

    def chance_result(self, d: Any, task: Any, value: int) -> None:
        raise AssertionError("Toy Harvest has no dice")

    # --- scores and what a seat sees -----------------------------------------------------
    def score_sheet(self, d: ToyData) -> ScoreSheet:
        seats = []
        for p in range(d.players):
            crops = sum(evaluate(self.rules, d, p, self.crops[c].score or 0) for c in d.crops[p])
            seats.append(SeatScore({"vp": d.vp[p], "coins": d.coins[p], "crops": crops}))
        return ScoreSheet(seats)

    def observation(self, d: ToyData, player: int) -> dict[str, Any]:
        return {
            "round": d.round,
            "market": list(d.market),
            "deck": len(d.deck),  # how many, not which: the order is secret
            "coins": list(d.coins),
            "vp": list(d.vp),
            "crops": [list(c) for c in d.crops],
        }

    def draw_svg(self, view: Mapping[str, Any], seat: int | None) -> str:
        """The table as a picture, from the viewer's observation only: the deck as backs."""
        pic = Svg(800, 80 + 40 * len(view["coins"]), title="Toy Harvest")
        pic.text(12, 24, f"Toy Harvest, round {view['round']}", size=18)
        for i, crop in enumerate(view["market"]):
            pic.card(12 + i * 60, 36, 54, 30, crop, tip=f"{crop}: {self.describe_card(crop)}")
        pic.backs(400, 36, view["deck"], what="crop")
        for p, coins in enumerate(view["coins"]):
            y = 100 + 40 * p
            pic.seat_label(12, y, p, f"Seat {seat_letter(p)}: {coins} coins, {view['vp'][p]} VP")
            pic.text(300, y, " ".join(view["crops"][p]) or "no crops", size=13)
        return pic.render()
