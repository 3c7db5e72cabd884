"""The lowest and highest total a seat of Woodcraft can score (``Woodcraft.score_bound``, the
utilities OpenSpiel is given for ``score_margin`` rewards), argued from the rules and the card
data. Blueberries, scrap blocks, glue and saw blade discs are unlimited (L154-L155,
L1554-L1556), so the bound counts how often each thing that gives them, or points, can happen
in one game and what it gives at most (``Most``: every gain of the data is a constant); costs
are left out, so each resource a seat holds is at most what it gained. Loose (hundreds of
points against the ~100 of a real game) but finite and proven. The argument, part by part:

- **Turns.** 14 rounds, 13 with 4 seats (L332), one turn each (L333-L334): ``T`` turns. A
  turn chooses one tile (L376-L402): its rim bonus (L381-L383) and saw-wheel bonus
  (L463-L466), at most the largest of each. Then one action, the tile's, another tile's for 1
  lantern or 3 blueberries instead (L479-L493), and at most one bonus action (L367-L369,
  ``bonus_used``): at most 2 actions a turn, each at most the largest of the seven actions
  (L561-L835) with the permanent abilities it fires (L703-L709, L1539-L1541) of the at most
  ``R`` helpers owned (one a room, ``R`` rooms, L675-L676; a room is filled once). Each
  once-per-turn ability fires once a turn and helper (L697-L701), and the marketing track
  moves one column a turn (L1197-L1217).
- **What the actions give.** Buy wood and exchange dice give dice (below); a die sold gives
  ``2 x 6 + 2`` at most (L587-L593, a die shows at most 6); buy materials makes 1 or 2
  purchases of different materials (L621-L622): at most one offer of each; take orders at
  most 2 (L638-L643); produce lets at most 2 helpers produce (L732-L734); hiring and
  improving the workshop are counted once a room and once a space (below).
- **Once a game.** Each workshop space is filled once (L736-L917) and each room once
  (L655-L676: its income step and its productions, up to 4 and 6, L655-L659); each hired
  helper's immediate ability fires once (L692-L695); each attic space is filled once, so
  each link between two spaces gives its reward once (L1087-L1090); each income-track line
  pays the first marker once (L1246-L1252, no data lowers an income track); each reputation
  tile rewards a seat once (L1269-L1291).
- **Orders.** A seat keeps 2 simple and 2 special orders at the start (L270-L274) and takes
  at most 2 an action (L638-L643), so it fulfils at most ``F`` (L978-L993): their rewards
  at most those of the ``F`` best orders (a fulfilled order lies face down by the board,
  L990-L993, and never returns to a deck), each at most the largest row reward
  (L1035-L1046) and the permanent abilities it fires; each of the 2 special orders 5 points
  and 5 blueberries (L1114-L1117) or a claim (L1119-L1121).
- **Productions.** Every production (the actions, the rooms, orders and attic rewards that
  let helpers produce) gives at most the largest production of a helper (L656-L659).
- **Points.** The score track (never below 0, L1053-L1056) is at most every point gained:
  the gains above, the 4 income phases' hazelnut income (L1157-L1160; the track is at most
  all its steps), 2 points a reputation step past the end (L1309-L1312: the marker reaches
  the end first, so at most 2 a step gained beyond the track's 15), 4 for each glue
  (L973-L974; the glue tile is turned back each income phase, L1162-L1163, or with a reuse
  token, L1007-L1013).
- **The score sheet** (L1318-L1349): the claimed public orders (at most the 2 special
  orders' claims, each at most the largest public order with every count at its most); the
  leftovers (L1323-L1327): at most 6 dice at the end of the last turn (L1203-L1208; the
  income phase gives none) and a tree a pot, each at most 6, and the blueberries, blocks and
  discs gained, divided by 10; the orders: ``F`` times the track's top value (L1346-L1349).
  The low end is 0: no category is negative.

An effect or timing this module cannot bound raises ``ValueError``: a new card must be
argued here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .cards import RESOURCE_FIELDS, TRACKS
from .state import ACTIONS, KINDS, MATERIALS, value_of

if TYPE_CHECKING:
    from .game import Woodcraft

TAKEN_AT_ONCE = 2  # L638-L643: 1 order, a second for 3 blueberries
PRODUCED_AT_ONCE = 2  # L732-L734: up to 2 different helpers produce
ACTIONS_A_TURN = 2  # the tile's action (or its alternative) and the bonus action (L367-L369)
START_TILES = (("saw", 1), ("upgrade", 1))  # L261-L264: on the first spaces from the start
EVENTS = frozenset({"order_fulfilled", *(f"action_{a}" for a in ACTIONS)})
MODIFIERS = frozenset({"die_discount", "discount"})  # they lower costs only


class Most:
    """The most each effect of Woodcraft's data gives, by key: a resource, ``vp`` (points),
    ``produce`` (productions), ``tool`` (attic placements), ``die``."""

    def effects(self, steps: Iterable[Mapping[str, Any]]) -> Counter[str]:
        out: Counter[str] = Counter()
        for step in steps:
            ((kind, arg),) = step.items()
            if kind == "gain":
                for res, amount in arg.items():
                    n = self.constant(amount, step)
                    if res in TRACKS and n < 0:  # a lowered track could cross a line again
                        raise ValueError(f"no bound argued for lowering a track: {step!r}")
                    out[res] += max(0, n)
            elif kind == "vp_now":
                out["vp"] += max(0, self.constant(arg, step))  # never below 0, L1053-L1056
            elif kind == "produce":
                out["produce"] += self.constant(arg, step)
            elif kind == "gain_tool":
                out["tool"] += 1
            elif kind == "gain_die":
                out["die"] += 1
            elif kind == "choose":
                out = out + most_of([self.effects(branch) for branch in arg])
            else:
                raise ValueError(f"no bound argued for the effect {step!r}")
        return out

    @staticmethod
    def constant(amount: Any, step: Mapping[str, Any]) -> int:
        if not isinstance(amount, int):
            raise ValueError(f"no bound argued for an amount that is not a number: {step!r}")
        return amount

    def score(self, expr: Any, counts: Mapping[str, int]) -> int:
        """The most a public order's score can be, each count at its most; every part at
        least 0, so the score is too."""
        if isinstance(expr, int):
            if expr < 0:
                raise ValueError(f"no bound argued for a negative score {expr!r}")
            return expr
        ((kind, arg),) = expr.items()
        if kind == "count":
            return counts[arg]
        if kind in ("add", "mul"):
            values = [self.score(a, counts) for a in arg]
            if kind == "add":
                return sum(values)
            out = 1
            for v in values:
                out *= v
            return out
        raise ValueError(f"no bound argued for the score {expr!r}")


def most_of(gains: Sequence[Counter[str]]) -> Counter[str]:
    """Key by key, the largest of ``gains`` (one of them happens)."""
    out: Counter[str] = Counter()
    for gain in gains:
        for k, n in gain.items():
            out[k] = max(out[k], n)
    return out


def top(gains: Sequence[Counter[str]], k: int) -> Counter[str]:
    """Key by key, the sum of the ``k`` largest of ``gains`` (at most ``k`` of the cards,
    each once)."""
    keys = {key for gain in gains for key in gain}
    return Counter({key: sum(sorted((g[key] for g in gains), reverse=True)[:k]) for key in keys})


def score_bound(game: Woodcraft, players: int) -> tuple[float, float]:
    """The lowest and highest total of one seat (the module's argument): 0, and the sum of
    the score sheet's four categories' most (``parts``)."""
    return 0.0, float(sum(v for k, v in parts(game, players).items() if k in CATEGORIES))


CATEGORIES = ("1_score_track", "2_public_orders", "3_leftovers", "4_orders")


def parts(game: Woodcraft, players: int) -> dict[str, int]:
    """The most of each category of the score sheet (``scoring.score_sheet``) and of the
    counts they are argued from: ``turns``, ``fulfilled`` orders, the income tracks'
    ``hazelnut`` and ``income``, the ``reputation`` and ``blueberries`` gained, the
    ``glue_uses`` and the helpers' ``productions``."""
    p, cat, most = game.params, game.catalog, Most()
    for card in cat.cards.values():  # no cost lowers an income track (its lines pay once)
        for cost in [card.cost, *(ab.cost for ab in card.abilities)]:
            if any(k in TRACKS for item in cost for k in item):
                raise ValueError(f"no bound argued for {card.id}'s cost {cost!r}")
    turns = int(p["rounds"][players - 1])
    phases = len(p["income_rounds"][1 if players == 4 else 0])
    start = game.new_game(players, 0).data.workshops[0]
    rooms = len(start.rooms)
    helpers = cat.of_kind("helper")
    by_timing: dict[str, list[Counter[str]]] = {"on_play": [], "activated": [], "phase": []}
    by_event: dict[str, list[Counter[str]]] = {e: [] for e in EVENTS}
    for card in helpers:
        for ab in card.abilities:
            if ab.timing == "modifier":
                if not set(ab.modifier or {}) <= MODIFIERS:
                    raise ValueError(f"no bound argued for {card.id}'s modifier {ab.modifier!r}")
                continue
            gives = most.effects(ab.do)
            if ab.timing == "whenever" and ab.event in EVENTS and ab.heard_by == "you":
                by_event[str(ab.event)].append(gives)
            elif ab.timing == "activated" and ab.usage == "once_per_turn":
                by_timing["activated"].append(gives)
            elif ab.timing in ("on_play", "phase"):
                by_timing[ab.timing].append(gives)
            else:
                raise ValueError(f"no bound argued for {card.id}'s timing {ab.when!r}")

    def do(kind: str) -> list[Counter[str]]:
        return [most.effects(ab.do) for c in cat.of_kind(kind) for ab in c.abilities]

    # once a game: workshop spaces, rooms, attic links, track lines, reputation tiles
    once: Counter[str] = Counter()
    for gain in [*do("workshop_space"), *do("attic_link"), *do("track_line")]:
        once.update(gain)
    for income, produce in zip(game.room_income, game.room_produce, strict=True):
        if income != "none":
            once[f"{income}_income"] += 1
        once["produce"] += produce
    tiles = len(p["reputation_tile_spaces"])
    once.update({k: tiles * n for k, n in most_of(do("reputation_reward")).items()})
    once.update(top(by_timing["on_play"], rooms))

    # each action: its own gains and the permanent abilities it fires
    sale = 2 * max(value_of(k) for k in range(KINDS)) + max(game.surcharge)
    base = {a: Counter[str]() for a in ACTIONS}
    base["exchange_dice"]["blueberry"] = sale
    for m, amount, _price in game.offers:
        base["buy_materials"][MATERIALS[m]] = max(base["buy_materials"][MATERIALS[m]], amount)
    base["take_orders"]["order"] = TAKEN_AT_ONCE
    base["produce_plant"]["produce"] = PRODUCED_AT_ONCE
    action = most_of(
        [base[a] + top(by_event[f"action_{a}"], rooms) for a in ACTIONS]
        + [Counter({"blueberry": game.alternative[0]})]  # 3 blueberries instead, L483-L485
    )
    per_turn = most_of(do("rim_bonus")) + most_of(do("saw_bonus"))
    per_turn += top(by_timing["activated"], rooms)
    per_turn["vp"] += max(vp for _cost, vp in game.marketing)
    per_turn.update({k: ACTIONS_A_TURN * n for k, n in action.items()})

    kept = int(p["dealt"][2]) + int(p["dealt"][3])  # 2 special, 2 simple (L270-L274)
    fulfilled = kept + turns * per_turn["order"]  # F
    specials = int(p["dealt"][2])
    orders = do("order") + do("special_order")
    per_order = most_of(do("order_row")) + top(by_event["order_fulfilled"], rooms)

    total: Counter[str] = Counter(blueberry=start.blueberries, reputation=start.reputation)
    total.update(once)
    total.update({k: turns * n for k, n in per_turn.items()})
    total.update({k: fulfilled * n for k, n in per_order.items()})
    total.update(top(orders, fulfilled))  # each order card once: fulfilled ones stay out
    special_vp, special_berries = (int(x) for x in p["special_reward"])
    total.update(vp=specials * special_vp, blueberry=specials * special_berries)
    production = most_of(by_timing["phase"])
    if production["produce"] or production["order"]:
        raise ValueError("no bound argued for a production that lets helpers produce")
    total.update({k: total["produce"] * n for k, n in production.items()})

    hazelnut = start.hazelnut + total["hazelnut_income"]
    income = start.income + total["blueberry_income"]
    berries = total["blueberry"] + phases * income
    glue_tiles = sum(1 for c in cat.of_kind("workshop_space") if c.prop("tile") == "glue")
    glue_uses = glue_tiles * phases + total["reuse_token"]
    vp = start.vp + total["vp"] + phases * hazelnut
    past_end = max(0, start.reputation + total["reputation"] - game.rep_end)
    vp += int(p["reputation_end_vp"]) * past_end  # the marker reaches the end first
    vp += int(p["glue_mixed_vp"]) * glue_uses

    die = max(value_of(k) for k in range(KINDS))
    held = int(p["stack_limit"]) * die + len(start.pots) * die + berries
    held += sum(total[m] + getattr(start, RESOURCE_FIELDS[m]) for m in MATERIALS)
    leftovers = held // int(p["leftovers_divisor"])
    order_vp = fulfilled * max(game.rep_vp)

    spaces = cat.of_kind("workshop_space")
    tiles_placed = len(start.saws) + len(start.upgrades) + (start.glue >= 0)
    tiles_placed += sum(
        1
        for c in spaces
        if c.prop("tile") != "pot" and (c.prop("tile"), c.prop_int("place")) not in START_TILES
    )
    counts = {
        "helpers": rooms,
        "tool_kinds": min(len(start.attic), len(game.tools)),
        "pots": len(start.pots),
        "workshop_tiles": tiles_placed,
        "fulfilled_orders": fulfilled,
        "hazelnut_income": hazelnut,
        "blueberry_income": income,
        "marketing": len(game.marketing),
        "trees": len(start.pots),
    }
    claims = min(specials, int(p["public_orders"][players - 1]))
    public = claims * max(most.score(game.public_score[o], counts) for o in game.public_ids)
    return {
        "turns": turns,
        "fulfilled": fulfilled,
        "hazelnut": hazelnut,
        "income": income,
        "reputation": total["reputation"],
        "blueberries": berries,
        "glue_uses": glue_uses,
        "productions": total["produce"],
        "1_score_track": vp,
        "2_public_orders": public,
        "3_leftovers": leftovers,
        "4_orders": order_vp,
    }
