"""The lowest and highest total a seat of Hallertau can score (``Hallertau.score_bound``, the
utilities OpenSpiel is given for ``score_margin`` rewards), argued from the rules and the card
data. Goods and tools are unlimited (L313-L325) and sheep are gained without limit, so the
bound counts how often each thing that gives them can happen in one game and what it gives
at most; it is loose (hundreds of points against the ~50-100 of a real game) but finite and
proven. The argument, part by part (``Most.total`` computes each total):

- **Workers.** Phase 2 gives a seat as many workers as its window shows (L356-L375), at most
  12 (L559), in each of the 6 rounds (L171, L329); only a card that takes a row of workers
  into the pool (315) adds more, at most 3 (row ``r`` holds ``r`` workers, L399-L410). So a
  seat receives at most ``W = 6 x 12 + 3 a pool card`` workers in a game.
- **Uses of action spaces.** Each placement costs 1-3 workers of the pool (L399-L410), each
  tool traded 1 (L469-L475); a card that uses a space (419, 726, 313) adds one use. So a seat
  makes ``U = W + 1 a use card`` uses and trades at most ``W`` tools. One space is used at
  most ``placements`` times in a game by all seats: a use fills an empty row, and rows empty
  only in phase 1 of rounds 2-6 (the top row, L343-L352) or by a card (210, 302, 314, 315,
  725): 3 + 5 + the cards' rows.
- **Tools** ``T``: the trades and each card's tool gains (``Most.gains``).
- **Sheep** ``S`` (all a seat ever gains): 2 a use of sheep breeding (L904-L908), 1 of either
  market (L966-L968, L1000-L1004), each space at most its ``placements`` and ``U`` in all;
  and each card's sheep. A seat holds at most ``S`` sheep at any time, so the stable scores
  at most ``S`` (L767-L771).
- **Harvests.** Phase 7 harvests each planted field once (L504-L515), at most 8 fields (8
  columns, L259-L261), in 6 rounds; a harvest card (022, 221, 628) harvests its ``n`` fields
  once more and 426 one field. A field yields its row (at most 5) per good on it: 1 good, or 2
  with a card that sows 2 crops on a field (627, L1527-L1529). Only a good that can be sown
  is harvested (the crops, L433-L439, and the goods a card sows "as if a crop").
- **Goods**, per good and in all: the 3 of the start (L240); the most the spaces give
  (``SPACES``: 4 meat and 2 hide at the butcher, L910-L912, as many wool as the sheep held at
  the shearer, L914-L918, the round's clay at the clay pit, L926-L930, ...), the spaces that
  give most first, each at most its ``placements``, ``U`` uses in all; 1 milk a sheep in each
  milking (L519-L523); the harvests; and each card's goods.
- **Cards.** A card is played once (L691); its on-play effects (every tier, L701-L707, and
  every branch of a choice counted at its most) give their most once; a bonus card's income
  comes in phase 3 of rounds 2-6 (L377-L387: none in round 1), at most once a phase (a card
  played in phase 3 pays it at once instead, L693-L695). A gain scaled by a count (212, 216,
  217, 317, 327, 631, 632, 731) is bounded by that count's most (``Most.value``): the round,
  the window (6-12), fields (8), court cards (6), or a total above; a total may only depend on
  totals argued before it (731's barley and wool on the hides), and a count, form or timing
  this module cannot bound raises ``ValueError``: a new card must be argued here.
- **The score sheet** (L749-L793): the house board's window VP and 3 per "3 VP" symbol left of
  a craft (L757-L765), at most as the crafts reach the right edge (L553); the sheep in the
  stable ``S``; jewelry at most 10 (L305); a fifth of the goods, tools and field rows left
  (L781-L787: at most all goods and tools gained, and 8 fields in row 5); the played cards'
  VP, at most every card's of the decks in play (L789-L791). Nothing scores below 0 (unless a
  card's VP were).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .setup import cards_in_game
from .state import CROPS, GOODS, STABLE

if TYPE_CHECKING:
    from boardrules.cards.schema import Ability, Card

    from .game import Hallertau

ROWS = 3  # the most rows of an action space (L399-L410: card spaces 2)
ROW_WORKERS = 3  # the most workers a row holds (row r holds r, L399-L410)
SPACE_WORKERS = ROWS * ROW_WORKERS  # the most on one space
SYMBOL_VP = 3  # L761-L765: 3 VP a "3 VP" symbol left of its craft
SHEEP, ROUND = "sheep", "round"  # a space's gain "as many as the sheep held" / "the round"
SPACES: dict[str, dict[str, int | str]] = {
    # the most one use of each action space gives (L884-L1004); "goods" is their sum
    "starter_card": {},  # a card and the start player marker (L890-L894)
    "court_card": {},  # L898-L902
    "bonus_card": {},  # L950-L954
    "point_card": {},  # L978-L982
    "sheep_breeding": {"sheep": 2},  # 4 milk for 2 sheep (L904-L908)
    "butcher": {"meat": 4, "hide": 2, "goods": 6},  # L910-L912
    "sheep_shearer": {"wool": SHEEP, "goods": SHEEP},  # a wool per sheep (L914-L918)
    "nursery": {"clay": 3, **dict.fromkeys(CROPS, 3), "goods": 3},  # L920-L924
    "clay_pit": {"clay": ROUND, "goods": ROUND},  # the round's clay (L926-L930)
    "weekend_work": {"milk": 1, "wool": 1, "goods": 1},  # and sowing (L932-L934)
    "farming": {},  # a field or sowing (L936-L940)
    "land_reclamation": {"clay": 1, "goods": 1},  # and a field (L942-L946)
    "small_business": {**dict.fromkeys(CROPS, 2), "milk": 1, "wool": 1, "goods": 3},  # L956
    "sowing": {},  # L960-L964
    "weekly_market": {"sheep": 1, "meat": 1, "goods": 1},  # L966-L968
    "land_sale": {"clay": 3, "goods": 3},  # and 1 jewelry (L970-L974)
    "fertilizing": {},  # fields moved, one sown (L984-L986)
    "tool_shed": {"clay": 4, "goods": 4},  # or a field (L988-L992)
    "town_hall": {},  # 2 jewelry (L994-L998)
    "sheep_market": {"sheep": 1, "hide": 1, "goods": 1},  # L1000-L1004
}
NOTHING = frozenset(
    {"draw", "gain_field", "gain_fields", "sow", "move_fields", "move_sheep", "pay_instead"}
    | {"advance_craft", "push_boulders"}
)
"""Primitives that give nothing a total counts: cards (bounded by the decks), fields (at most
8, L259), sowing, moving fields or sheep, a craft step (bounded by the house board)."""
RESOURCES = frozenset({*GOODS, "tool", "jewelry", "sheep"})


class Most:
    """The most of each total one seat of Hallertau can gain in a game with ``cards``, and
    the most one run of the cards' effects gives (``gains``)."""

    def __init__(self, game: Hallertau, cards: Iterable[Card]) -> None:
        self.game = game
        self.cards = list(cards)
        p = game.params
        self.rounds = int(p["rounds"])
        self.columns = int(p["field_rows"]["columns"])
        self.top_row = int(p["field_rows"]["highest"])
        self.windows = (min(game.center_workers), max(game.center_workers))
        sowing = [sown(c) for c in self.cards]
        self.sowable = set(CROPS).union(*(goods for goods, _ in sowing))
        # a field holds 1 good (L433-L439), 2 if a card sows 2 crops on one (627, L1527-L1529)
        self.on_field = 2 if any(double for _, double in sowing) else 1
        self.known: dict[str, int] = {}
        self.working: list[str] = []
        self.freed: int | None = None  # the rows of a space phase 1 and the cards empty

    # --- the totals of a game -----------------------------------------------------------
    def total(self, key: str) -> int:
        """The most a seat gains of ``key`` in a game: ``workers``, ``uses`` (of action
        spaces), ``harvests`` (of one field), ``tool``, ``sheep``, a good, or ``goods``."""
        if key in self.known:
            return self.known[key]
        if key in self.working:
            raise ValueError(f"no bound argued: the total of {key} depends on itself")
        self.working.append(key)
        n = self.base(key) + sum(self.card_most(card, key) for card in self.cards)
        self.working.pop()
        self.known[key] = n
        return n

    def base(self, key: str) -> int:
        """What the rules give of ``key`` outside the cards (the module's argument)."""
        rounds = self.rounds
        if key == "workers":
            return rounds * self.windows[1]
        if key in ("uses", "tool"):
            return self.total("workers")
        if key == "harvests":
            return rounds * self.columns
        if key == "sheep":
            return self.on_spaces(key)
        if key not in GOODS and key != "goods":
            raise ValueError(f"no bound argued for a total of {key!r}")
        start = self.game.params["start_goods"]
        n = sum(start.values()) if key == "goods" else int(start.get(key, 0))
        n += self.on_spaces(key)
        if key in ("goods", "milk"):
            n += rounds * self.total("sheep")  # milking, L519-L523
        if key == "goods" or key in self.sowable:
            n += self.total("harvests") * self.top_row * self.on_field
        return n

    def placements(self, rows: int) -> int:
        """The most uses of one action space of ``rows`` rows in a game, by all seats: a
        use fills an empty row (the lowest, L399-L410; a card's use, 419, 726, 313, row 1 or
        2), and a row empties only in phase 1 of rounds 2-6 (the top row of each space of a
        quarter named, L343-L352; round 1's took place in the setup, L219-L227) or by a card
        (``freed``: 210 a space's rows, 302, 315 and 725 a top row, 314 a space's workers)."""
        if self.freed is None:
            lines = [line for c in self.game.quarter_cards.values() for line in c.values()]
            named = max((line.count(q) for line in lines for q in (1, 2, 3, 4)), default=1)
            self.freed = (self.rounds - 1) * max(1, named)
            self.freed += sum(self.card_most(c, "freed") for c in self.cards)
        return rows + self.freed

    def on_spaces(self, key: str) -> int:
        """The most of ``key`` the action spaces give a seat in a game: at most ``uses``
        uses, each space at most its ``placements``, the spaces giving most first."""
        most = []
        for space, rows in zip(self.game.spaces, self.game.space_rows, strict=True):
            if space.id not in SPACES:
                raise ValueError(f"no bound argued for the action space {space.id!r}")
            most.append((self.space_gives(SPACES[space.id], key), self.placements(rows)))
        n, left = 0, self.total("uses")
        for gives, uses in sorted(most, reverse=True):
            n += gives * min(uses, left)
            left -= min(uses, left)
        return n

    def space_gives(self, space: Mapping[str, int | str], key: str) -> int:
        """The most of ``key`` one use of a space gives (``SPACES``)."""
        amount = space.get(key, 0)
        if amount == SHEEP:
            return self.total("sheep")
        if amount == ROUND:
            return self.rounds
        return int(amount)

    def card_most(self, card: Card, key: str) -> int:
        """The most of ``key`` a card gives in a game: its on-play effects once, its income
        once in each of rounds 2-6."""
        n = 0
        for ab in card.abilities:
            if ab.timing == "on_play":
                n += self.ability_most(ab, key)
            elif ab.timing == "phase" and ab.when == {"phase": "income"}:
                n += (self.rounds - 1) * self.gains(ab.do, key)  # L377-L387, L693-L695
            else:
                raise ValueError(f"no bound argued for {card.id}'s timing {ab.when!r}")
        return n

    def ability_most(self, ab: Ability, key: str) -> int:
        """One tier's effects, then the ability's (L701-L707): the most over the tiers."""
        tiers = [self.gains(t.get("do", ()), key) for t in ab.tiers] or [0]
        return max(tiers) + self.gains(ab.do, key)

    # --- one run of effects ---------------------------------------------------------------
    def gains(self, effects: Iterable[Mapping[str, Any]], key: str) -> int:
        """The most of ``key`` one run of ``effects`` gives (every gain is optional, L699)."""
        n = 0
        for step in effects:
            ((kind, arg),) = step.items()
            if kind in ("gain", "exchange"):
                items = arg["get"] if kind == "exchange" else arg
                n += sum(self.amount(res, k, key) for res, k in items.items())
            elif kind == "one_of":  # one of them (L868-L872)
                n += max(self.amount(res, k, key) for res, k in arg.items())
            elif kind == "pick_goods":
                of = arg.get("of", CROPS)
                n += self.value(arg["n"])[1] if key == "goods" or key in of else 0
            elif kind == "raise_to":
                n += max(0, self.value(arg["to"])[1]) if key in ("goods", arg["good"]) else 0
            elif kind in ("harvest", "reharvest"):  # 022, 221, 628; 426: one field
                n += max(1, int(arg)) if key == "harvests" else 0
            elif kind == "clear_space":  # 210: a space's rows; 302, 315: its top row
                if key == "freed":
                    n += ROWS if arg == "all" else 1
                n += ROW_WORKERS if key == "workers" and arg == "pool" else 0
            elif kind in ("remove_rows", "move_workers"):  # 725: a top row; 314: a space
                n += (1 if kind == "remove_rows" else ROWS) if key == "freed" else 0
            elif kind == "use_space":  # 419, 726, 313
                n += 1 if key == "uses" else 0
            elif kind == "choose":
                n += max(self.gains(branch, key) for branch in arg)
            elif kind == "check":
                n += max(self.gains(arg.get("then", ()), key), self.gains(arg.get("else", ()), key))
            elif kind == "optional":
                n += self.gains(arg, key)
            elif kind not in NOTHING:
                raise ValueError(f"no bound argued for the effect {step!r}")
        return n

    def amount(self, res: str, amount: Any, key: str) -> int:
        if res not in RESOURCES:
            raise ValueError(f"no bound argued for a gain of {res!r}")
        if res != key and not (key == "goods" and res in GOODS):
            return 0
        return max(0, self.value(amount)[1])

    # --- expressions --------------------------------------------------------------------
    def value(self, expr: Any) -> tuple[int, int]:
        """The lowest and highest value of an expression in a game (interval arithmetic)."""
        if isinstance(expr, int):
            return expr, expr
        ((form, arg),) = expr.items()
        if form == "count":
            return self.counter(str(arg))
        if form == "sheep_on":  # occupied or empty court cards: 6 (L287-L301)
            cards = arg in ("occupied_cards", "empty_cards")
            return 0, STABLE if cards else self.total("sheep")
        if form == "fields":
            return 0, self.columns
        if form in ("played", "hand"):
            return 0, len(self.cards)
        if form == "space_workers":
            return 0, SPACE_WORKERS
        if form == "spaces":
            return 0, len(SPACES)
        if form == "this_phase" and arg == "tools":
            return 0, self.total("tool")
        if form == "this_phase" and str(arg).startswith("harvest"):
            return 0, self.total("harvests") * self.top_row * self.on_field
        if form == "max_good":
            return 0, max(self.total(str(good)) for good in arg)
        if form == "at_least_zero":
            low, high = self.value(arg)
            return max(0, low), max(0, high)
        if form in ("add", "sub", "mul", "min", "max", "div"):
            return self.arithmetic(form, [self.value(a) for a in arg], expr)
        raise ValueError(f"no bound argued for {expr!r}")

    def arithmetic(self, form: str, values: list[tuple[int, int]], expr: Any) -> tuple[int, int]:
        lows, highs = [v[0] for v in values], [v[1] for v in values]
        if form == "add":
            return sum(lows), sum(highs)
        if form == "sub":
            return lows[0] - sum(highs[1:]), highs[0] - sum(lows[1:])
        if form == "min":
            return min(lows), min(highs)
        if form == "max":
            return max(lows), max(highs)
        if min(lows) < 0 or (form == "div" and lows[1] < 1):
            raise ValueError(f"no bound argued for {expr!r}")
        if form == "div":
            return lows[0] // highs[1], highs[0] // lows[1]
        low, high = 1, 1
        for a, b in values:
            low, high = low * a, high * b
        return low, high

    def counter(self, name: str) -> tuple[int, int]:
        """A counter's (``{count: name}``, cardlang.COUNTERS) lowest and highest value."""
        if name in GOODS:
            return 0, self.total(name)
        if name == "round":
            return 1, self.rounds
        if name == "window_number":  # 6 to 12 (L559, digest A4)
            return self.windows
        if name in ("sheep", "sheep_in_stable"):
            return 0, self.total("sheep")
        if name in ("fields", "empty_fields", "planted_fields"):
            return 0, self.columns  # L259-L261
        if name == "tools":
            return 0, self.total("tool")
        if name == "jewelry":
            return 0, self.game.jewelry_max  # L305
        if name == "workers":
            return 0, self.total("workers")
        if name == "crops":
            return 0, sum(self.total(crop) for crop in CROPS)
        if name == "played_cards":
            return 0, len(self.cards)
        if name == "craft_gap":  # crafts between column 1 and the right edge (L553)
            return 0, self.game.edge - 1
        raise ValueError(f"no bound argued for the count {name!r}")


def sown(card: Card) -> tuple[set[str], bool]:
    """The goods a card's effects sow "as if a crop" (027, 112, 229...) or pick to sow, and
    whether it sows 2 crops on one field (627)."""
    out: set[str] = set()
    double = False

    def walk(effects: Iterable[Mapping[str, Any]]) -> None:
        for step in effects:
            ((kind, arg),) = step.items()
            if kind == "sow" and isinstance(arg, Mapping):
                nonlocal double
                out.update(arg.get("goods", ()))
                double = double or bool(arg.get("double"))
            elif kind == "pick_goods" and arg.get("then_sow"):
                out.update(arg.get("of", ()))
            elif kind == "choose":
                for branch in arg:
                    walk(branch)
            elif kind == "check":
                walk(arg.get("then", ()))
                walk(arg.get("else", ()))

    for ab in card.abilities:
        walk(ab.do)
        for tier in ab.tiers:
            walk(tier.get("do", ()))
    return out, double


def house_most(game: Hallertau) -> int:
    """The most the house board scores (L757-L765): the window's VP with the house tile in
    column ``h`` (it follows the leftmost craft, L557-L559) and 3 VP a symbol between it and
    its craft, at most every symbol right of ``h`` left of the right edge (L553)."""
    vp = game.center_vp
    return max(
        vp[min(h, len(vp) - 1)]
        + SYMBOL_VP * sum(1 for _, col in game.symbols if h < col < game.edge)
        for h in range(game.edge)
    )


def score_bound(game: Hallertau, options: Mapping[str, Any]) -> tuple[float, float]:
    """The lowest and highest total of one seat with ``options`` (the module's argument)."""
    cards = [game.cards[c] for deck in cards_in_game(game, dict(options)).values() for c in deck]
    most = Most(game, cards)
    scores = [most.value(c.score) for c in cards if c.score is not None]
    p = game.params
    rows = most.columns * most.top_row  # 8 fields in row 5 (L259-L261)
    left = most.total("goods") + most.total("tool") + rows  # L781-L787
    high = house_most(game) + most.total("sheep") + game.jewelry_max
    high += left // int(p["resources_per_vp"]) + sum(max(0, s[1]) for s in scores)
    low = sum(min(0, s[0]) for s in scores)
    return float(low), float(high)
