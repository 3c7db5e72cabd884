"""What Nusfjord's card language means on its table (``NusfjordCards``, ``game.rules``) and the
game's own words (``WORDS``: each primitive, expression and condition form beside the code that
runs it, with its parameter spec and its docs line; docs/cards.md, "Nusfjord cards").

Elders (L772-L940) and buildings (L942-L1007) are card entries run by the kernel's card
runtime; the resources are a seat's wood, fish, gold and guests (L261, L730), the counters
what a card may count (``COUNTERS``). The events a seat causes (``worker_placed``,
``fish_served``, ``ship_built``, ``building_built``) are noted during its action and heard
after it (L946), then the ``once_when`` effects now due (L949).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar, TypedDict

from boardrules.cards import runtime as rt
from boardrules.cards.lexicon import Lexicon
from boardrules.cards.rules import CardRules
from boardrules.effects import evaluate
from boardrules.tasks import Env, Task

from . import svg
from .actions import ACTIONS
from .state import EMPTY, EVENT_PAYLOAD, SHIPS, Harbor, NData, own, plus
from .tasks import (
    Afforest,
    AfterAction,
    Catch,
    DrawBuilding,
    Offer,
    RemoveBuilding,
    RemoveStrip,
    SellShip,
    SwapShip,
    TakeRaft,
)

if TYPE_CHECKING:
    from .game import Nusfjord

Expr = object  # an expression as a card file writes it (boardrules.effects.evaluate)
FIELD = {"guest": "guests"}  # the Harbor field of a resource named otherwise
# what an elder's "perform an action" may name: the action board's, and the Hafenmeister's swap
ACTION_SPEC = ("list", ("enum", (*ACTIONS, "swap_ship")))
GOODS_SPEC = ("map", {g: ("expr", False) for g in ("wood", "fish", "gold")})

WORDS = Lexicon()


class NusfjordCards(CardRules[NData]):
    """The card language on Nusfjord's table (see the module's docstring)."""

    phrases: ClassVar[Mapping[str, str]] = svg.WORDS  # describe templates
    topics: ClassVar[Mapping[str, str]] = svg.SPACE_HELP  # help topics

    words: ClassVar[Lexicon] = WORDS
    game: Nusfjord

    # --- resources (L261, L730) ----------------------------------------------------------
    def gain_resource(self, d: NData, player: int, res: str, n: int, env: Env) -> None:
        if not n:  # nothing changes: a shared harbor stays shared
            return
        h = own(d, player)
        if res == "wood":  # L261: above 12 wood goes back at once
            h.wood = max(h.wood, min(self.game.wood_limit, h.wood + n))
        elif res == "fish":
            h.fish += n
        elif res == "guest":  # L730: guests are not limited (L732)
            h.guests += n
        else:
            h.gold += n

    def pay_resource(self, d: NData, player: int, res: str, n: int) -> None:
        h = own(d, player)
        field = FIELD.get(res, res)
        setattr(h, field, getattr(h, field) - n)

    def resource_amount(self, d: NData, player: int, res: str) -> int:
        value: int = getattr(d.harbors[player], FIELD.get(res, res))
        return value

    def pay_item(self, d: NData, player: int, key: str, arg: object, here: str) -> list[Task]:
        """A cost item: the part guests paid (L738) is taken off wood and fish first."""
        h = d.harbors[player]
        if key in ("wood", "fish") and any(h.credit) and isinstance(arg, int):
            h = own(d, player)
            k = 0 if key == "wood" else 1
            off = min(arg, h.credit[k])
            h.credit = plus(h.credit, k, -off)
            arg -= off
        return super().pay_item(d, player, key, arg, here)

    # --- counters, owning, the clock -----------------------------------------------------
    def counter(self, d: NData, player: int, name: str) -> int:
        return COUNTERS[name](self.game, d, d.harbors[player])

    def owns(self, d: NData, player: int, card: str) -> bool:
        h = d.harbors[player]
        return card in h.spaces or card in h.elders or card in h.beside

    def clock(self, d: NData) -> tuple[int, int]:
        return (d.round, d.turn)

    # --- events (L944-L954) --------------------------------------------------------------
    def note(self, d: NData, p: int, event: str, *values: int) -> None:
        """An event ``p`` caused, with the values of its ``EVENT_PAYLOAD``; its ``whenever``
        effects come after the action (L946)."""
        d.events.append((p, event, values))

    def may_hear(self, d: NData, seat: int, event: str) -> bool:
        """Whether an ability may hear ``event`` of ``seat`` (``rt.fire`` schedules them): a
        card ``seat`` owns listens to it, or one of any seat's does (``by: anyone``)."""
        table, unheard = self.hearers
        cards = table.get(event, unheard)
        if cards is None:
            return True
        h = d.harbors[seat]  # ``owns`` one of them
        return not (
            cards.isdisjoint(h.spaces) and cards.isdisjoint(h.elders) and cards.isdisjoint(h.beside)
        )

    def after_action(self, d: NData, t: AfterAction) -> None:
        """L946: the whenever effects of the events of the finished action (the owner orders
        simultaneous ones, L954), then (L949) the once-when effects now due."""
        p = t.seat
        owned = self.game.owned.of
        mine = None  # the watched cards ``p`` owns, once read (``OwnedCards.of``)
        if d.events:
            events, d.events = d.events, []
            tasks = d.tasks
            tasks.append(t)  # events caused by these effects come next
            (hearers, unheard), harbors = self.hearers, d.harbors
            fired = False
            for seat, event, values in reversed(events):
                cards = hearers.get(event, unheard)  # ``may_hear``, written out
                if cards is None:
                    hears = True
                elif seat == p and not fired:  # ``p``'s harbor as yet unchanged
                    if mine is None:
                        mine = owned(harbors[p], p)
                    hears = not cards.isdisjoint(mine)
                else:
                    hears = not cards.isdisjoint(owned(harbors[seat], seat))
                if hears:
                    payload = dict(zip(EVENT_PAYLOAD.get(event, ()), values, strict=True))
                    rt.fire(self.game, d, seat, event, **payload)
                    fired = True
            if tasks[-1] is not t or d.events:
                return
            tasks.pop()  # nothing was triggered: this task would run again at once
            if fired:  # an effect may have changed ``p``'s cards
                mine = None
        if mine is None:
            mine = owned(d.harbors[p], p)
        if self.once_cards.isdisjoint(mine):
            return  # the seat owns no card with a once_when ability (``owns``)
        rt.check_once(self.game, d, p)  # the task OnceWhen(seat), run at once

    @functools.cached_property
    def hearers(self) -> tuple[dict[str, frozenset[str] | None], frozenset[str] | None]:
        """``may_hear`` as a table: per event, the cards whose abilities hear it when their
        owner causes it, or None when any seat's may (``by: anyone``: always asked); and what
        an event missing from the table gets: nobody hears it (no card), or with a game's own
        listeners (``CardRuntime.custom_listeners``) None, always asked."""
        runtime = self.game.runtime
        table: dict[str, frozenset[str] | None] = {
            event: frozenset(x.card for x in heard) for event, heard in runtime.hear.items()
        }
        for event in runtime.hear_all:
            table[event] = None
        if runtime.custom_listeners:
            return dict.fromkeys(table), None
        return table, frozenset()

    @functools.cached_property
    def once_cards(self) -> frozenset[str]:
        """The cards with a ``once_when`` ability (L949)."""
        return frozenset(x.card for x in self.game.runtime.once_when)


# --- counters: {count: name} (docs/cards.md) -----------------------------------------------------
CountFn = Callable[["Nusfjord", NData, Harbor], int]
COUNTERS: Mapping[str, CountFn] = {
    # L856, L914: those beside the building spaces count too
    "buildings": lambda g, d, h: sum(1 for c in h.spaces if c != EMPTY) + len(h.beside),
    "built_spaces": lambda g, d, h: sum(1 for c in h.spaces if c != EMPTY),
    "free_spaces": lambda g, d, h: len(g.harbor.free_spaces(h)),
    "ships": lambda g, d, h: sum(1 for k in h.track if k in SHIPS),  # digest A11: no raft
    "sloops": lambda g, d, h: h.track.count("sloop"),
    "cutters": lambda g, d, h: h.track.count("cutter"),
    "schooners": lambda g, d, h: h.track.count("schooner"),
    "forest_strips": lambda g, d, h: sum(h.forests),
    "elders": lambda g, d, h: len(h.elders),
    "wood": lambda g, d, h: h.wood,
    "fish": lambda g, d, h: h.fish,
    "gold": lambda g, d, h: h.gold,
    "realized_shares": lambda g, d, h: sum(h.shares),
    "catch_size": lambda g, d, h: g.fleet.catch_size(h),
    "building_piles": lambda g, d, h: len(d.pile_a) + len(d.pile_b),
    "round": lambda g, d, h: d.round,
}


# --- primitives ------------------------------------------------------------------------------
class StripRange(TypedDict):
    min: int
    max: int


class ActionOffer(TypedDict, total=False):
    of: list[str]
    optional: bool
    then: list[str]
    wood_discount: int
    wood_per_plate: int


class Exchange(TypedDict):
    give: dict[str, Expr]
    get: dict[str, Expr]


class ShipKind(TypedDict):
    kind: str


class CanArg(TypedDict, total=False):
    of: list[str]
    wood_discount: int


class NthArg(TypedDict):
    of: Expr
    values: list[int]


Nothing = Mapping[str, object]  # the parameters of a word that takes none: {}


@WORDS.primitive(
    "remove_strips",
    ("map", {"min": ("int", True), "max": ("int", True)}),
    "give up forest strips (at least min, at most max), not a clear-cut action (L1005-L1007)",
)
def remove_strips(
    rules: NusfjordCards, d: NData, seat: int, params: StripRange, env: Env, here: str
) -> None:
    """L790, L796, L842, L848: any strips, not clear-cutting."""
    if sum(d.harbors[seat].forests) and params["max"]:
        d.tasks.append(RemoveStrip(seat=seat, need=params["min"], left=params["max"]))


@WORDS.primitive(
    "action",
    (
        "map",
        {
            "of": (ACTION_SPEC, True),
            "optional": ("bool", False),
            "then": (ACTION_SPEC, False),
            "wood_discount": ("int", False),
            "wood_per_plate": ("int", False),
        },
    ),
    "perform one of the named actions without a worker; `then` may follow (L1003)",
)
def action(
    rules: NusfjordCards, d: NData, seat: int, params: ActionOffer, env: Env, here: str
) -> None:
    d.tasks.append(
        Offer(
            seat=seat,
            of=tuple(params["of"]),
            optional=bool(params.get("optional", False)),
            then=tuple(params.get("then", ())),
            wood_discount=params.get("wood_discount", 0),
            wood_per_plate=params.get("wood_per_plate", 0),
        )
    )


@WORDS.primitive("catch", "expr", "so many fish distributed as in fishing (L914)")
def catch(rules: NusfjordCards, d: NData, seat: int, fish: Expr, env: Env, here: str) -> None:
    d.tasks.append(Catch(seat=seat, fish=evaluate(rules, d, seat, fish, env)))


@WORDS.primitive(
    "exchange",
    ("map", {"give": (GOODS_SPEC, True), "get": (GOODS_SPEC, True)}),
    "the arrow, once, if the left side can be given (L970)",
)
def exchange(
    rules: NusfjordCards, d: NData, seat: int, params: Exchange, env: Env, here: str
) -> None:
    give = {r: evaluate(rules, d, seat, n, env) for r, n in params["give"].items()}
    if all(rules.resource_amount(d, seat, r) >= n for r, n in give.items()):
        for r, n in give.items():
            rules.pay_resource(d, seat, r, n)
        for r, expr in params["get"].items():
            rules.gain_resource(d, seat, r, evaluate(rules, d, seat, expr, env), env)


@WORDS.primitive("place_strip", ("map", {}), "one strip on a free or forested double (L836)")
def place_strip(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    d.tasks.append(Afforest(seat=seat, strips=1))


@WORDS.primitive("swap_ship", ("map", {}), "a ship for the next larger one (L866-L870)")
def swap_ship(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    if rules.game.action_board.can(d, seat, "swap_ship"):
        d.tasks.append(SwapShip(seat=seat))


@WORDS.primitive("sell_ship", ("map", {}), "a ship back for gold (L900-L904)")
def sell_ship(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    if any(k in SHIPS for k in d.harbors[seat].track):
        d.tasks.append(SellShip(seat=seat))


@WORDS.primitive("draw_building", ("map", {}), "an A or B building into the display (L784)")
def draw_building(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    if d.pile_a or d.pile_b:
        d.tasks.append(DrawBuilding(seat=seat))


@WORDS.primitive("remove_building", ("map", {}), "an own building out of the game (L882)")
def remove_building(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    d.tasks.append(RemoveBuilding(seat=seat))


@WORDS.primitive("clear_elder_fish", ("map", {}), "every elder's fish and the plates (L818)")
def clear_elder_fish(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    for q, h in enumerate(d.harbors):
        cleared = (0,) * len(h.elders)
        if h.elder_fish != cleared:  # a harbor left as it is stays shared
            own(d, q).elder_fish = cleared
    d.plates = (False,) * len(d.plates)


@WORDS.primitive("raft", ("map", {}), "a raft onto the fishing track (L896)")
def raft(rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str) -> None:
    if rules.game.fleet.raft_fits(d, seat):
        d.tasks.append(TakeRaft(seat=seat))


@WORDS.primitive("old_man", ("map", {}), "the next fishing brings gold, not fish (L810)")
def old_man(
    rules: NusfjordCards, d: NData, seat: int, params: Nothing, env: Env, here: str
) -> None:
    own(d, seat).old_man = d.round


@WORDS.primitive(
    "take_ship",
    ("map", {"kind": (("enum", SHIPS), True)}),
    "a ship of that kind without paying, onto the track if it fits (L227, L564)",
)
def take_ship(
    rules: NusfjordCards, d: NData, seat: int, params: ShipKind, env: Env, here: str
) -> None:
    rules.game.fleet.take_ship(d, seat, params["kind"])


# --- expressions and conditions ------------------------------------------------------------------
@WORDS.expression(
    "nth",
    ("map", {"of": ("expr", True), "values": (("list", "int"), True)}),
    "the value at position `of` of the slashed values (L978-L981)",
)
def nth(rules: NusfjordCards, d: NData, seat: int, arg: NthArg, env: Env) -> int:
    values = arg["values"]
    k = evaluate(rules, d, seat, arg["of"], env)
    return values[k - 1] if 1 <= k <= len(values) else 0


@WORDS.condition(
    "can",
    ("map", {"of": (ACTION_SPEC, True), "wood_discount": ("int", False)}),
    "one of the actions can have an effect now (L363, digest A7)",
)
def can(rules: NusfjordCards, d: NData, seat: int, arg: CanArg, env: Env) -> bool:
    discount = arg.get("wood_discount", 0)
    board = rules.game.action_board
    return any(board.can(d, seat, x, discount) for x in arg["of"])
