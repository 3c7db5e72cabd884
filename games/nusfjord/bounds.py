"""The lowest and highest total a seat of Nusfjord can score (``Nusfjord.score_bound``, the
utilities OpenSpiel is given for ``score_margin`` rewards), argued from the rules and the card
data. Gold, guests and forest strips are unlimited (L452-L454, L732), so the bound counts how
often each thing that gives them can happen in one game; it is loose (thousands of points
against the ~100 of a real game) but finite and proven. The argument, part by part:

- **Turns.** 7 rounds (L281) of 3 turns a seat, one worker each (L183, L357): ``N = 21``. A
  turn carries out one action of the board (a worker or an imitation, L615-L619) and uses one
  elder at most (a worker on an own elder, or one just taken, used at once, L568-L572), whose
  effects start at most 2 actions (E15: reserves or serve, then serve); a use also puts a
  plate's fish on the elder, which hands 1 of 3 back (L589-L600). A building's on-play effect
  may start one more action (a ship or a build, X-A11, X-B03, X-B12), once per card: a card is
  built once (a removed building leaves the game, L882). So a seat carries out at most ``A = 3
  N + K`` actions, ``K`` the on-play actions of all cards; each serve action is one of them
  (``S <= A``), and each ship built comes from a ship action or a card's free ship
  (``take_ship``).
- **Catches.** Every item of a catch goes to one seat at most (the elders, the shares, the
  reserves or back, L319-L347, ``fishing.py``; an elder hands 1 of 3 items back, L309-L313),
  and a catch is at most 12 fish (L556) or, after the Old Man, as many gold as shares held
  (L810: at most all ``5 P`` tokens, L269). Each seat catches once a fishing phase, and an
  elder's catch (E03) once an activation. So a seat receives at most ``I = 7 P max(12, 5 P) +
  P N c`` items, ``c`` the largest catch an elder's activation makes.
- **Actions.** The gold space gives 1 (L418), realizing 2 and only 3 shares are unrealized
  (L269, L482), a serve fills at most the 7 plates and each gives 1 gold (L438-L450,
  ``banquet.py``) and its ``wood_per_plate``; clearing, thinning and the reserves give wood,
  never more than 12 at once (L261); the rest gives nothing that scores by itself.
- **Abilities.** Each effect's most is read from the data (``most``): a count is at most what
  the rules allow (``COUNTS``), the fish one serve serves at most the sum of the plates; a
  wood gain at most 12 (L261). On-play and once-when abilities fire once a card, worker-placed
  ones once a turn, ship-built ones once a ship built, fish-served ones once a serve, fishing
  ones once a round, an elder's once a turn; an anytime ability at most once per its cost
  (X-A13: 2 wood, X-B06: 3 fish) paid from all the wood or fish the seat gained. A form or
  timing this module cannot bound raises ``ValueError``: a new card must be argued here.
- **The score sheet** (L631-L659): each card at most its most (X-C04: half the gold; X-C08:
  the strips: 4 at the start, L271, 2 an afforest action, L539, 1 a Förster strip, L836),
  the ships at most all laid out and the one kept aside (L222-L229, L227), shares at most all
  ``5 P`` tokens, the gold gained, and a guest at most 1 (L768; only cards give guests, L730).
  The low end: every free space (11) and unrealized share (3), and the cards of negative
  points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardrules.cards.schema import Card

    from .game import Nusfjord

WORKERS = 3  # per seat and round (L183, L357)
WOOD_AT_ONCE = 12  # L261: above 12 wood goes back at once
SALE = 7  # L902: the most gold a ship sold gives (a schooner)
NOTHING = frozenset(
    {"pay", "remove_strips", "remove_building", "draw_building", "clear_elder_fish", "raft"}
    | {"old_man", "swap_ship"}
)
"""Primitives that give nothing the score counts (the Old Man's gold catch is in ``I``)."""


class Most:
    """The most each effect of the data can give, for ``players`` seats."""

    def __init__(self, game: Nusfjord, players: int, gold: int = 0, strips: int = 0) -> None:
        p = game.params
        buildings = sum(c.copies for c in game.buildings.values())
        ships = 3 * int(p["ships_laid_out"][players]) + 1  # and the schooner aside, L227
        self.counts: dict[str, int] = {
            "ships": ships,
            "schooners": ships,
            "cutters": ships,
            "realized_shares": 5 * players,
            "elders": int(p["council_size"]),
            "buildings": buildings,
            "building_piles": buildings,
            "built_spaces": game.harbor.n_spaces,
            "catch_size": max(p["fishing_track"]),
            "wood": WOOD_AT_ONCE,
            "gold": gold,
            "forest_strips": strips,
        }
        self.vars: dict[str, int] = {
            "worker": WORKERS,
            "fish": sum(p["plates"]),
            "fish_plates": len(p["plates"]),
        }

    def value(self, expr: Any) -> int:
        if isinstance(expr, int):
            return expr
        ((kind, arg),) = expr.items()
        if kind == "count":
            return self.counts[arg]
        if kind == "var":
            return self.vars[arg]
        if kind == "nth":
            return max(int(v) for v in arg["values"])
        if kind in ("add", "mul", "min", "max"):
            values = [self.value(a) for a in arg]
            if kind == "add":
                return sum(values)
            if kind == "mul":
                assert all(v >= 0 for v in values), expr
                out = 1
                for v in values:
                    out *= v
                return out
            return min(values) if kind == "min" else max(values)
        if kind == "div":
            return self.value(arg[0]) // int(arg[1])
        if kind == "table":
            return max(0, *(int(points) for _, points in arg["at_least"]))
        raise ValueError(f"no bound argued for {expr!r}")

    def effects(self, effects: Iterable[Mapping[str, Any]]) -> Counter[str]:
        """What one run of ``effects`` gives at most, by ``KEYS``."""
        out: Counter[str] = Counter()
        for step in effects:
            ((kind, arg),) = step.items()
            if kind == "gain":
                for res, amount in arg.items():
                    n = self.value(amount)
                    out["strip" if res == "forest_strips" else res] += (
                        min(n, WOOD_AT_ONCE) if res == "wood" else n
                    )
            elif kind == "exchange":
                if arg.get("repeat", "once") != "once":
                    raise ValueError(f"no bound argued for a repeated exchange {step!r}")
                out.update({k: self.value(v) for k, v in arg["get"].items()})
            elif kind in ("choose", "check"):
                branches = arg if kind == "choose" else [arg["then"], arg.get("else", [])]
                for branch in branches:
                    for k, n in self.effects(branch).items():
                        out[k] = max(out[k], n)
            elif kind == "action":
                out["action"] += 1 + len(arg.get("then", ()))
                per_plate = int(arg.get("wood_per_plate", 0))
                out["wood_per_plate"] = max(out["wood_per_plate"], per_plate)
            elif kind == "catch":
                out["catch"] += self.value(arg)
            elif kind == "place_strip":
                out["strip"] += 1
            elif kind == "take_ship":
                out["ship"] += 1
            elif kind == "sell_ship":
                out["gold"] += SALE
            elif kind not in NOTHING:
                raise ValueError(f"no bound argued for the effect {step!r}")
        return out


def score_bound(game: Nusfjord, players: int) -> tuple[float, float]:
    """The lowest and highest total of one seat (the module's argument)."""
    p = game.params
    most = Most(game, players)
    turns = int(p["rounds"]) * WORKERS
    cards: list[Card] = [c for c in game.buildings.values() for _ in range(c.copies)]
    once: Counter[str] = Counter()  # the on-play and once-when abilities of every card
    per_event: dict[str, Counter[str]] = {}  # whenever and phase abilities, summed by event
    anytime: list[tuple[str, int, Counter[str]]] = []
    for card in cards:
        for ab in card.abilities:
            gives = most.effects(ab.do)
            if ab.timing in ("on_play", "once_when"):
                once.update(gives)
            elif ab.timing in ("whenever", "phase"):
                event = ab.event if ab.timing == "whenever" else f"phase {ab.phase}"
                if ab.heard_by != "you" or event not in EVENTS or gives["action"]:
                    raise ValueError(f"no bound argued for {card.id}'s timing {ab.when!r}")
                per_event.setdefault(str(event), Counter()).update(gives)
            elif ab.timing == "anytime":
                ((res, cost),) = ab.cost[0].items() if len(ab.cost) == 1 else ((None, 0),)
                if res not in ("wood", "fish") or set(gives) - {"gold"} or not cost:
                    raise ValueError(f"no bound argued for {card.id}'s anytime use")
                if not isinstance(cost, int):
                    raise ValueError(f"no bound argued for {card.id}'s anytime cost {cost!r}")
                anytime.append((str(res), cost, gives))
            elif ab.timing != "modifier":
                raise ValueError(f"no bound argued for {card.id}'s timing {ab.when!r}")
    elder = Counter[str]()  # the most one activation of any elder gives, key by key
    for card in game.elder_cards.values():
        for ab in card.abilities:
            if ab.timing != "activated":
                raise ValueError(f"no bound argued for {card.id}'s timing {ab.when!r}")
            for k, n in most.effects(ab.do).items():
                elder[k] = max(elder[k], n)
    actions = turns * (1 + elder["action"]) + once["action"]  # A
    serves = actions  # S
    ships = actions + once["ship"] + turns * elder["ship"]
    times = {"worker_placed": turns, "ship_built": ships, "fish_served": serves}
    times["phase fishing"] = int(p["rounds"])
    fired = Counter[str]()
    fired.update(once)
    for event, gives in per_event.items():
        fired.update({k: n * times[event] for k, n in gives.items()})
    fired.update({k: n * turns for k, n in elder.items()})
    catch = max(max(p["fishing_track"]), 5 * players)  # L556; the Old Man's gold, L810
    items = int(p["rounds"]) * players * catch + players * fired["catch"]  # I
    per_plate = max(elder["wood_per_plate"], once["wood_per_plate"])
    plates = len(p["plates"])
    wood = WOOD_AT_ONCE * actions + per_plate * plates * serves + fired["wood"]
    fish = items + fired["fish"] + turns  # + 1 a use of an elder (L589-L600)
    realize = int(p["realize_gold"]) * int(p["start_shares"]["unrealized"])  # L269, L482
    gold = actions + realize + plates * serves + items
    gold += fired["gold"]
    for res, cost, gives in anytime:
        gold += gives["gold"] * (wood if res == "wood" else fish) // cost
    strips = sum(p["harbor"]["forests"]) + 2 * actions + fired["strip"]
    scored = Most(game, players, gold=gold, strips=strips)
    points = [scored.value(c.score) if c.score is not None else 0 for c in cards]
    vp = p["ship_vp"]
    ship_vp = int(p["ships_laid_out"][players]) * sum(
        vp[k] for k in ("sloop", "cutter", "schooner")
    )
    ship_vp += vp["schooner"]
    high = sum(max(0, n) for n in points) + ship_vp + 5 * players + gold + fired["guest"]
    low = -game.harbor.n_spaces - int(p["start_shares"]["unrealized"])
    low -= sum(-c.score for c in cards if isinstance(c.score, int) and c.score < 0)
    return float(low), float(high)


EVENTS = frozenset({"worker_placed", "ship_built", "fish_served", "phase fishing"})
