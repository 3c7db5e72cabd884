"""Hallertau's action board: phase 4's turns (hallertau.de.md L389-L483), the 16 action
spaces (L884-L1004) and the parts they offer (gains, crops, the town hall). A mixin of
``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.actions import Action
from boardrules.engine import later
from boardrules.tasks import Task

from .cardlang import CROP_IDS
from .state import CRAFTS, CROPS, HData
from .tasks import (
    Breed,
    Butcher,
    Crop,
    Extend,
    Farming,
    Fertilize,
    Gain,
    QuarterWorkers,
    Sell,
    Sow,
    SpaceUsed,
    TownHall,
    Turn,
    card_window,
    offered,
)


class ActionBoard:
    """Phase 4 on the action board (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game / the other mixins
        params: dict[str, Any]
        spaces: list[Any]
        space_index: dict[str, int]
        space_rows: list[int]
        space_deck: list[str | None]
        quarter_spaces: dict[int, list[int]]
        moments: dict[str, str]
        id_place: list[int]
        id_trade: list[int]
        id_take: dict[str, int]
        id_skip: int
        id_stop: int
        id_left: list[int]

        def with_cards(self, d: HData) -> bool: ...
        def gain(self, d: HData, p: int, item: str, n: int) -> None: ...
        def draw(self, d: HData, p: int, deck: str, n: int) -> None: ...
        def announce(self, d: HData, p: int, event: str, **payload: Any) -> None: ...

    # phase 4: the turn (L389-L483)
    def next_row(self, d: HData, s: int) -> int:
        """L399-L411 with digest A8: the lowest empty row (0-based), -1 when full."""
        for r in range(self.space_rows[s]):
            if not d.workers_on[3 * s + r]:
                return r
        return -1

    def opt_turn(self, d: HData, t: Turn) -> list[int]:
        """The spaces whose next row the seat's workers can fill and the trades; after a card
        played just before the last action (222, L1194) only actions spending every worker."""
        v = d.villages[t.seat]
        workers = v.workers
        last = any(
            e.event == "card_played" and self.moments[e.value] == "before_last_action"
            for e in v.recent
        )
        cards = self.with_cards(d)
        out = []
        for s, aid in enumerate(self.id_place):
            if self.space_deck[s] and not cards:  # L800: no card spaces without cards
                continue
            r = self.next_row(d, s)
            if 0 <= r < workers and (not last or r + 1 == workers):
                out.append(aid)
        # L469-L475: any number of workers, at least one, for as many tools
        trades = self.id_trade[1 : min(workers, len(self.id_trade) - 1) + 1]
        out += trades[workers - 1 :] if last else trades
        return out

    def spends_all(self, d: HData, p: int) -> bool:
        """Whether one action can spend every worker the seat has left (222, L1194)."""
        workers = d.villages[p].workers
        if 1 <= workers < len(self.id_trade):
            return True
        cards = self.with_cards(d)
        return any(
            self.next_row(d, s) + 1 == workers
            for s in range(len(self.spaces))
            if cards or not self.space_deck[s]
        )

    def do_turn(self, d: HData, t: Turn, a: Action) -> None:
        p = t.seat
        v = d.villages[p]
        for other in d.villages:  # "just" means this turn (A13)
            other.recent.clear()
        if a.kind == "trade":
            n = int(a.args[0])
            v.workers -= n
            self.gain(d, p, "tool", n)
            self.announce(d, p, "tools_traded", n=n)
            return
        name = str(a.args[0])
        s = self.space_index[name]
        r = self.next_row(d, s)
        d.workers_on[3 * s + r] = r + 1
        v.workers -= r + 1
        later(d, *self.parts_of_space(d, p, name))

    def parts_of_space(self, d: HData, p: int, name: str) -> list[Task]:
        """L419: the space's actions once each, top to bottom; then its events (A13): the
        space used and the workers its quarter holds now (309)."""
        s = self.space_index[name]
        quarter = self.spaces[s].prop("quarter")
        held = sum(sum(d.workers_on[3 * i : 3 * i + 3]) for i in self.quarter_spaces[quarter])
        return [*getattr(self, "space_" + name)(d, p), SpaceUsed(p, name), QuarterWorkers(p, held)]

    # the action spaces (L884-L1004); each returns the parts to offer, in order
    def card_space(self, d: HData, p: int, deck: str) -> list[Task]:
        """L445-L451: a card of that deck and the start player marker at once."""
        self.draw(d, p, deck, 1)
        d.start = p
        return []

    def space_starter_card(self, d: HData, p: int) -> list[Task]:
        return self.card_space(d, p, "starter")

    def space_court_card(self, d: HData, p: int) -> list[Task]:
        return self.card_space(d, p, "court")

    def space_bonus_card(self, d: HData, p: int) -> list[Task]:
        return self.card_space(d, p, "bonus")

    def space_point_card(self, d: HData, p: int) -> list[Task]:
        return self.card_space(d, p, "point")

    def space_sheep_breeding(self, d: HData, p: int) -> list[Task]:
        return [*offered(Breed(p))]  # L904-L908, L459

    def space_butcher(self, d: HData, p: int) -> list[Task]:
        """L910-L912; a card may change the payment while the butcher is used (328)."""
        return [card_window("using_butcher", (p,)), Butcher(p)]

    def space_sheep_shearer(self, d: HData, p: int) -> list[Task]:
        """L914-L918: wool for every sheep, then life extension for one sheep."""
        wool = sum(d.villages[p].sheep)
        return [*offered(Gain(p, (("wool", wool),))), *offered(Extend(p))]

    def space_nursery(self, d: HData, p: int) -> list[Task]:
        return [*offered(Crop(p, left=3, clay=3))]  # L920-L924: 3 clay or 3 crops, not mixed

    def space_clay_pit(self, d: HData, p: int) -> list[Task]:
        return [*offered(Gain(p, (("clay", d.round),)))]  # L926-L930

    def space_weekend_work(self, d: HData, p: int) -> list[Task]:
        """L932-L934: 1 milk or 1 wool, and sow up to 2 fields."""
        return [
            *offered(Gain(p, (("milk", 1), ("wool", 1)))),
            *offered(Sow(p, left=2, goods=CROP_IDS)),
        ]

    def space_farming(self, d: HData, p: int) -> list[Task]:
        return [*offered(Farming(p))]  # L936-L940: a field in row 5, or sow up to 4

    def space_land_reclamation(self, d: HData, p: int) -> list[Task]:
        """L942-L946: a field in row 2 and 1 clay."""
        return [*offered(Gain(p, (("field", 2),))), *offered(Gain(p, (("clay", 1),)))]

    def space_small_business(self, d: HData, p: int) -> list[Task]:
        """L956-L958: 2 crops of your choice, 1 milk or 1 wool, life extension."""
        return [
            *offered(Crop(p, left=2, clay=0)),
            *offered(Gain(p, (("milk", 1), ("wool", 1)))),
            *offered(Extend(p)),
        ]

    def space_sowing(self, d: HData, p: int) -> list[Task]:
        return [*offered(Sow(p, left=3, goods=CROP_IDS))]  # L960-L964

    def space_weekly_market(self, d: HData, p: int) -> list[Task]:
        """L966-L968: 1 sheep and 1 meat."""
        return [*offered(Gain(p, (("sheep", 1),))), *offered(Gain(p, (("meat", 1),)))]

    def space_land_sale(self, d: HData, p: int) -> list[Task]:
        return [*offered(Sell(p))]  # L970-L974

    def space_fertilizing(self, d: HData, p: int) -> list[Task]:
        """L984-L986: up to 2 empty fields to row 5, then sow 1 field."""
        return [*offered(Fertilize(p, left=2)), *offered(Sow(p, left=1, goods=CROP_IDS))]

    def space_tool_shed(self, d: HData, p: int) -> list[Task]:
        return [*offered(Gain(p, (("clay", 4), ("field", 4))))]  # L988-L992

    def space_town_hall(self, d: HData, p: int) -> list[Task]:
        return [*offered(TownHall(p))]  # L994-L998

    def space_sheep_market(self, d: HData, p: int) -> list[Task]:
        """L1000-L1004: 1 sheep and 1 hide."""
        return [*offered(Gain(p, (("sheep", 1),))), *offered(Gain(p, (("hide", 1),)))]

    # the parts of the spaces
    def opt_gain(self, d: HData, t: Gain) -> list[int]:
        """A gain (or a choice between gains, "/" L459); declining is allowed (L463)."""
        room = len(d.villages[t.seat].fields) < self.params["field_rows"]["columns"]
        out = [
            self.id_take[item]
            for item, n in t.gains
            if n > 0 and (item != "field" or room)  # L854: no room, no field
        ]
        return [*out, self.id_skip]

    def do_gain(self, d: HData, t: Gain, a: Action) -> None:
        if a.kind == "take":
            item = str(a.args[0])
            self.gain(d, t.seat, item, dict(t.gains)[item])

    def opt_crop(self, d: HData, t: Crop) -> list[int]:
        """One crop of your choice at a time (L922, L958); the nursery's first pick may be
        its 3 clay instead (L922); stopping early takes fewer (L463)."""
        out = [self.id_take[c] for c in CROPS]
        if t.clay:
            out.append(self.id_take["clay"])
        return [*out, self.id_stop]

    def do_crop(self, d: HData, t: Crop, a: Action) -> None:
        if a.kind == "stop":
            return
        item = str(a.args[0])
        if item == "clay":
            self.gain(d, t.seat, "clay", t.clay)
            return
        self.gain(d, t.seat, item, 1)
        if t.left > 1:
            d.tasks.append(Crop(t.seat, left=t.left - 1, clay=0))

    def opt_town_hall(self, d: HData, t: TownHall) -> list[int]:
        """L994-L996: a craft not next to the house tile moves one space left."""
        crafts = d.villages[t.seat].crafts
        low = min(crafts)
        return [self.id_left[i] for i, c in enumerate(crafts) if c > low] + [self.id_skip]

    def do_town_hall(self, d: HData, t: TownHall, a: Action) -> None:
        if a.kind == "left":
            v = d.villages[t.seat]
            v.crafts[CRAFTS.index(str(a.args[0]))] -= 1  # L998: the boulders stay
            self.gain(d, t.seat, "jewelry", 2)
