"""Hallertau's action board: phase 4's turns (hallertau.de.md L389-L483), the 16 action
spaces (L884-L1004) as an explicit table (``SPACES``), and the parts they offer (gains, crops,
the town hall).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from boardrules.actions import Action
from boardrules.engine import later
from boardrules.tasks import Task, draw

from . import supply
from .actions import MoveLeft, Place, Stop, Take, Trade
from .events import announce
from .state import CRAFTS, CROP_IDS, CROPS, HData, own, with_cards
from .tasks import (
    Breed,
    Butcher,
    Crop,
    Extend,
    Farming,
    Fertilize,
    GainOffer,
    Sell,
    Sow,
    TownHall,
    Turn,
    card_window,
    offered,
    quarter_workers,
    space_used,
)

if TYPE_CHECKING:
    from .game import Hallertau


# --- phase 4: the turn (L389-L483) ------------------------------------------------------------
def next_row(g: Hallertau, d: HData, s: int) -> int:
    """L399-L411 with digest A8: the lowest empty row (0-based), -1 when full."""
    on = d.workers_on
    for r in range(g.space_rows[s]):
        if not on[3 * s + r]:
            return r
    return -1


def top_row(d: HData, s: int) -> int:
    """The topmost occupied row of space ``s`` (0-based), -1 when empty (L343-L352)."""
    for r in (2, 1, 0):
        if d.workers_on[3 * s + r]:
            return r
    return -1


def opt_turn(g: Hallertau, d: HData, t: Turn) -> list[int]:
    """The spaces whose next row the seat's workers can fill and the trades; after a card
    played just before the last action (222, L1194) only actions spending every worker."""
    v = d.villages[t.seat]
    workers = v.workers
    moments = g.moments
    last = False
    for e in v.recent:
        if e.event == "card_played" and moments[e.name] == "before_last_action":
            last = True
            break
    cards = with_cards(d)
    trade = g.ids.trade
    trades = trade[1 : min(workers, len(trade) - 1) + 1]
    if not last:  # the spaces' next rows, read by a function compiled for the board
        places = g.turn_places.get(cards)
        if places is None:
            places = g.turn_places[cards] = compile_places(g, cards)
        out = places(d.workers_on, workers)
        out += trades
        return out
    space_deck = g.space_deck
    on = d.workers_on
    out = []
    for s, (aid, (a, b)) in enumerate(zip(g.ids.place, g.space_spans, strict=True)):
        if space_deck[s] and not cards:  # L800: no card spaces without cards
            continue
        r = -1  # the lowest empty row (next_row)
        for i in range(a, b):
            if not on[i]:
                r = i - a
                break
        if 0 <= r < workers and r + 1 == workers:
            out.append(aid)
    # L469-L475: any number of workers, at least one, for as many tools
    out += trades[workers - 1 :]
    return out


def compile_places(g: Hallertau, cards: bool) -> Callable[[list[int], int], list[int]]:
    """The place actions a seat with ``workers`` may take on the board ``on`` (the workers
    per space and row, ``HData.workers_on``): each space whose lowest empty row (L399-L411,
    digest A8; ``next_row``) it can fill, in board order; without ``cards`` no card space
    (L800). One function per game and variant, its spaces and rows written out (a turn asks
    every space: the loop over them was a twentieth of a step)."""
    lines = ["def places(on, workers):", "    out = []"]
    for s, (aid, (a, b)) in enumerate(zip(g.ids.place, g.space_spans, strict=True)):
        if g.space_deck[s] and not cards:
            continue
        for i in range(a, b):
            lines.append(f"    {'if' if i == a else 'elif'} not on[{i}]:")
            lines.append(f"        if workers > {i - a}:")
            lines.append(f"            out.append({int(aid)})")
    lines.append("    return out")
    namespace: dict[str, object] = {}
    exec(compile("\n".join(lines) + "\n", "<Hallertau places>", "exec"), namespace)  # noqa: S102
    fn = namespace["places"]
    assert callable(fn)
    return fn


def spends_all(g: Hallertau, d: HData, p: int) -> bool:
    """Whether one action can spend every worker the seat has left (222, L1194)."""
    workers = d.villages[p].workers
    if 1 <= workers < len(g.ids.trade):
        return True
    cards = with_cards(d)
    return any(
        next_row(g, d, s) + 1 == workers
        for s in range(len(g.spaces))
        if cards or not g.space_deck[s]
    )


def do_turn(g: Hallertau, d: HData, t: Turn, a: Action) -> None:
    p = t.seat
    for q, other in enumerate(d.villages):  # "just" means this turn (A13)
        if other.recent:
            own(d, q).recent.clear()
    v = own(d, p)
    if isinstance(a, Trade):
        v.workers -= a.n
        supply.gain(g, d, p, "tool", a.n)
        announce(g, d, p, "tools_traded", n=a.n)
        return
    assert isinstance(a, Place)
    s = g.space_index[a.space]
    r = next_row(g, d, s)
    d.workers_on[3 * s + r] = r + 1
    v.workers -= r + 1
    later(d, *parts_of_space(g, d, p, a.space))


def parts_of_space(g: Hallertau, d: HData, p: int, name: str) -> list[Task]:
    """L419: the space's actions once each, top to bottom; then its events (A13): the
    space used and the workers its quarter holds now (309)."""
    s = g.space_index[name]
    held = sum(g.quarter_cells[g.space_quarter[s]](d.workers_on))
    return [*SPACES[name](g, d, p), space_used(p, name), quarter_workers(p, held)]


# --- the action spaces (L884-L1004): each gives the parts to offer, in order -------------------
def card_space(d: HData, p: int, deck: str) -> list[Task]:
    """L445-L451: a card of that deck (if it has one, L325) and the start player marker."""
    d.start = p
    return [draw(deck, p, "draw")] if d.decks[deck] else []


def starter_card(g: Hallertau, d: HData, p: int) -> list[Task]:
    return card_space(d, p, "starter")


def court_card(g: Hallertau, d: HData, p: int) -> list[Task]:
    return card_space(d, p, "court")


def bonus_card(g: Hallertau, d: HData, p: int) -> list[Task]:
    return card_space(d, p, "bonus")


def point_card(g: Hallertau, d: HData, p: int) -> list[Task]:
    return card_space(d, p, "point")


def sheep_breeding(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(Breed(p))]  # L904-L908, L459


def butcher(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L910-L912; a card may change the payment while the butcher is used (328)."""
    return [card_window("using_butcher", (p,)), Butcher(p)]


def sheep_shearer(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L914-L918: wool for every sheep, then life extension for one sheep."""
    wool = sum(d.villages[p].sheep)
    return [*offered(GainOffer(p, (("wool", wool),))), *offered(Extend(p))]


def nursery(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(Crop(p, left=3, clay=3))]  # L920-L924: 3 clay or 3 crops, not mixed


def clay_pit(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(GainOffer(p, (("clay", d.round),)))]  # L926-L930


def weekend_work(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L932-L934: 1 milk or 1 wool, and sow up to 2 fields."""
    return [
        *offered(GainOffer(p, (("milk", 1), ("wool", 1)))),
        *offered(Sow(p, left=2, goods=CROP_IDS)),
    ]


def farming(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(Farming(p))]  # L936-L940: a field in row 5, or sow up to 4


def land_reclamation(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L942-L946: a field in row 2 and 1 clay."""
    return [*offered(GainOffer(p, (("field", 2),))), *offered(GainOffer(p, (("clay", 1),)))]


def small_business(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L956-L958: 2 crops of your choice, 1 milk or 1 wool, life extension."""
    return [
        *offered(Crop(p, left=2, clay=0)),
        *offered(GainOffer(p, (("milk", 1), ("wool", 1)))),
        *offered(Extend(p)),
    ]


def sowing(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(Sow(p, left=3, goods=CROP_IDS))]  # L960-L964


def weekly_market(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L966-L968: 1 sheep and 1 meat."""
    return [*offered(GainOffer(p, (("sheep", 1),))), *offered(GainOffer(p, (("meat", 1),)))]


def land_sale(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(Sell(p))]  # L970-L974


def fertilizing(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L984-L986: up to 2 empty fields to row 5, then sow 1 field."""
    return [*offered(Fertilize(p, left=2)), *offered(Sow(p, left=1, goods=CROP_IDS))]


def tool_shed(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(GainOffer(p, (("clay", 4), ("field", 4))))]  # L988-L992


def town_hall(g: Hallertau, d: HData, p: int) -> list[Task]:
    return [*offered(TownHall(p))]  # L994-L998


def sheep_market(g: Hallertau, d: HData, p: int) -> list[Task]:
    """L1000-L1004: 1 sheep and 1 hide."""
    return [*offered(GainOffer(p, (("sheep", 1),))), *offered(GainOffer(p, (("hide", 1),)))]


Space = Callable[["Hallertau", HData, int], list[Task]]
# every action space's rule by its id in data/hallertau/action_board.yaml (a space of the data
# with no rule here is refused as the game loads: UNKNOWN-SPACE)
SPACES: dict[str, Space] = {
    "starter_card": starter_card,
    "court_card": court_card,
    "bonus_card": bonus_card,
    "point_card": point_card,
    "sheep_breeding": sheep_breeding,
    "butcher": butcher,
    "sheep_shearer": sheep_shearer,
    "nursery": nursery,
    "clay_pit": clay_pit,
    "weekend_work": weekend_work,
    "farming": farming,
    "land_reclamation": land_reclamation,
    "small_business": small_business,
    "sowing": sowing,
    "weekly_market": weekly_market,
    "land_sale": land_sale,
    "fertilizing": fertilizing,
    "tool_shed": tool_shed,
    "town_hall": town_hall,
    "sheep_market": sheep_market,
}


# --- the parts of the spaces ------------------------------------------------------------------
def opt_gain(g: Hallertau, d: HData, t: GainOffer) -> list[int]:
    """A gain (or a choice between gains, "/" L459); declining is allowed (L463)."""
    room = len(d.villages[t.seat].fields) < g.columns
    take = g.ids.take
    out = [
        take[item]
        for item, n in t.gains
        if n > 0 and (item != "field" or room)  # L854: no room, no field
    ]
    return [*out, g.ids.skip]


def do_gain(g: Hallertau, d: HData, t: GainOffer, a: Action) -> None:
    if isinstance(a, Take):
        supply.gain(g, d, t.seat, a.item, dict(t.gains)[a.item])


def opt_crop(g: Hallertau, d: HData, t: Crop) -> list[int]:
    """One crop of your choice at a time (L922, L958); the nursery's first pick may be
    its 3 clay instead (L922); stopping early takes fewer (L463)."""
    take = g.ids.take
    out = [take[c] for c in CROPS]
    if t.clay:
        out.append(take["clay"])
    return [*out, g.ids.stop]


def do_crop(g: Hallertau, d: HData, t: Crop, a: Action) -> None:
    if isinstance(a, Stop):
        return
    assert isinstance(a, Take)
    if a.item == "clay":
        supply.gain(g, d, t.seat, "clay", t.clay)
        return
    supply.gain(g, d, t.seat, a.item, 1)
    if t.left > 1:
        d.tasks.append(Crop(t.seat, left=t.left - 1, clay=0))


def opt_town_hall(g: Hallertau, d: HData, t: TownHall) -> list[int]:
    """L994-L996: a craft not next to the house tile moves one space left."""
    crafts = d.villages[t.seat].crafts
    low = min(crafts)
    return [g.ids.left[i] for i, c in enumerate(crafts) if c > low] + [g.ids.skip]


def do_town_hall(g: Hallertau, d: HData, t: TownHall, a: Action) -> None:
    if isinstance(a, MoveLeft):
        v = own(d, t.seat)
        v.crafts[CRAFTS.index(a.craft)] -= 1  # L998: the boulders stay
        supply.gain(g, d, t.seat, "jewelry", 2)
