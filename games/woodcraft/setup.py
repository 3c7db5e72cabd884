"""The setup of a Woodcraft game (woodcraft.de.txt L128-L291) and its choices.

The action tiles go on the start quarter, the option ``start_quarter`` (L130-L135); the decks
are shuffled, the start player drawn (L254-L255); the displays, the public orders, the
reputation tiles and each seat's cards to choose from are drawn (``draws.py``); the lumber yard
is rolled (L137-L138); then each seat keeps 2 of its 5 simple orders (L270-L271), places 1
order of its hand (L272-L274) and keeps and pays 1 of its 3 helpers (L276-L278).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

from boardrules import rng
from boardrules.cards.costs import PayCost, can_pay
from boardrules.cards.refs import cost_ref
from boardrules.engine import later
from boardrules.tasks import Task, roll_now

from . import actions, draws
from . import wheel as wh
from .purchases import roll_yard
from .state import ACTIONS, COLORS, EMPTY, KINDS, WData, Workshop, kind, own, without
from .tasks import (
    DIE,
    KeepOrder,
    PlaceOrder,
    SeatHelper,
    SetupDraws,
    StartHelper,
    YardDie,
    round_task,
)

if TYPE_CHECKING:
    from .game import Woodcraft


def seat_order(d: WData) -> list[int]:
    """From the start player, clockwise (L254-L255, L333-L334)."""
    return [(d.start + i) % d.players for i in range(d.players)]


def start_wheel(quarter: int) -> list[int]:
    """L130-L131: the 7 action tiles on the spaces of the start quarter, in any order (here
    the order of ``ACTIONS``).

    >>> start_wheel(2)[14:21], start_wheel(2).count(EMPTY)
    ([0, 1, 2, 3, 4, 5, 6], 21)
    """
    wheel = [EMPTY] * (wh.QUARTERS * wh.SPACES)
    for i in range(len(ACTIONS)):
        wheel[quarter * wh.SPACES + i] = i
    return wheel


class Decks:
    """What every new game starts from, read once (``Woodcraft.prepare``): the cards of each
    deck the setup shuffles, in the order it shuffles them from, and a workshop's start dice.
    A plain class, not attrs: this module is compiled in the optional build
    (tests/kernel/test_compiled.py)."""

    __slots__ = ("inexperienced", "public", "simple", "solo", "special", "start_dice", "tiles")

    def __init__(
        self,
        *,
        simple: tuple[str, ...],  # the simple orders (L270-L271)
        special: tuple[str, ...],  # the special orders, sorted (L288-L291)
        public: tuple[str, ...],  # the public orders (L206-L214)
        tiles: tuple[str, ...],  # the reputation tiles
        inexperienced: tuple[str, ...],  # the first helper deck (L276-L278)
        solo: tuple[str, ...],  # the solo cards (L1402-L1411)
        start_dice: tuple[int, ...],  # per die kind, L248-L249 (values: digest A1, external)
    ) -> None:
        self.simple = simple
        self.special = special
        self.public = public
        self.tiles = tiles
        self.inexperienced = inexperienced
        self.solo = solo
        self.start_dice = start_dice


def decks_of(game: Woodcraft) -> Decks:
    dice = [0] * KINDS
    for text in game.params["start_dice"]:
        color, value = str(text).split()
        dice[kind(COLORS.index(color), int(value))] += 1
    return Decks(
        simple=tuple(o for o in game.order_deck if game.order_deck[o] == "simple"),
        special=tuple(sorted(game.special)),
        public=tuple(game.public_ids),
        tiles=tuple(game.rep_tile_ids),
        inexperienced=tuple(h for h in game.helper_ids if game.helper_deck[h] == "inexperienced"),
        solo=tuple(game.solo_ids),
        start_dice=tuple(dice),
    )


def setup(game: Woodcraft, players: int, seed: int, options: dict[str, Any]) -> WData:
    p = game.params
    quarter = int(options["start_quarter"])  # L130-L131: the group's choice, an option
    state = rng.seed_state(seed)
    state, start = rng.randbelow(state, players)  # L254-L255

    def deck(ids: Iterable[str]) -> tuple[str, ...]:
        nonlocal state
        cards = list(ids)
        state = rng.shuffle(state, cards)
        return tuple(cards)

    decks = game.decks
    simple = deck(decks.simple)
    special = deck(decks.special)
    public = deck(decks.public)
    tiles = deck(decks.tiles)
    inexperienced = deck(decks.inexperienced)
    solo = deck(decks.solo) if players == 1 else ()
    n_public = int(p["public_orders"][players - 1])
    d = WData(
        players,  # the kernel's fields (GameData): players, seed, generator, chance mode,
        seed,  # options, the task stack
        state,
        options,
        [],
        round=0,
        rounds=int(p["rounds"][players - 1]),
        turn=0,
        start=start,
        wheel=tuple(start_wheel(quarter)),
        arrow=(quarter + 1) % wh.QUARTERS,  # L135: to the end of the next quarter
        start_quarter=quarter,
        arc=True,  # L133
        yard=(EMPTY,) * len(game.yard_colors),
        stage=1,
        order_deck=simple,
        order_display=("",) * 4,
        order_discard=(),
        helper_deck=inexperienced,
        helper_display=("",) * 4,
        helper_discard=(),
        boxed=public + tiles + special,  # drawn from: the first public orders and tiles
        public=(),
        public_open=(True,) * n_public,
        claimed_round=(0,) * n_public,
        tools_left=(int(p["tool_copies"]),) * len(game.tools),
        rep_tiles=(),
        rep_arrivals=((0,) * players,) * 2,
        rep_gone=(False, False),
        neutral=0,
        solo_deck=solo,
        solo_discard=(),
        workshops=[new_workshop(game, players) for _ in range(players)],
        seen={},
    )
    keep = p["dealt"][3]
    choices: list[Task] = []
    for seat in seat_order(d):
        choices += [KeepOrder(seat=seat, left=int(keep)), PlaceOrder(seat=seat)]
        choices.append(StartHelper(seat=seat))
    later(d, SETUP_DRAWS, *choices, round_task(1))
    return d


SETUP_DRAWS = SetupDraws()


def setup_draws(game: Woodcraft, d: WData, t: SetupDraws) -> None:
    """The op ``SetupDraws``, the first of a game: the setup's cards drawn
    (``draws.setup_draws``), then the lumber yard rolled (L137-L138). With ``chance="auto"``
    each card is dealt and each die rolled here, as the task loop would deal and roll them in
    turn (nothing comes between); with ``chance="explicit"`` each is a CHANCE node."""
    key = (d.players, d.start)  # the draws depend on these alone (the decks' sizes are fixed)
    made = game.setup_deals.get(key)
    if made is None:  # made once: the records are frozen
        n_helpers, n_simple, n_special, _keep = game.params["dealt"]
        made = game.setup_deals[key] = (
            tuple(draws.setup_draws(game, d, n_helpers, n_simple, n_special)),
            tuple(YardDie(sides=DIE, slot=s) for s in range(len(d.yard))),
        )
    deals, yard = made
    later(d, *draws.deal_now(game, d, deals), *roll_now(d, yard, partial(roll_yard, game, d)))


def new_workshop(game: Woodcraft, players: int) -> Workshop:
    p = game.params
    return Workshop(
        dice=game.decks.start_dice,  # L248-L249
        pots=(EMPTY,) * 3,
        pots_built=1,
        saws=(0,),  # L261
        upgrades=(0,),  # L263-L264
        glue=-1,
        blueberries=int(p["start_blueberries"]),
        lanterns=int(p["start_lanterns"][players - 1]),
        glue_discs=0,
        saw_blades=0,
        scrap=0,
        reuse=0,
        vp=0,
        hazelnut=0,
        income=0,
        reputation=0,
        marketing=0,
        rooms=("",) * len(game.room_neighbours),
        hand=(),
        order_ids=(),
        order_rows=(),
        fulfilled=(),
        attic=("",) * len(game.attic_ids),
        claims=(),
        dealt=(),
        dealt_helpers=(),
        tile=-1,
        acted=False,
        bonus_used=False,
        tile_lanterns=0,
    )


# --- the setup's choices (L270-L278) ---------------------------------------------------------
def keep_options(game: Woodcraft, d: WData, t: KeepOrder) -> list[int]:
    return [game.ids.keep[o] for o in dict.fromkeys(d.workshops[t.seat].dealt)]


def keep(game: Woodcraft, d: WData, t: KeepOrder, a: actions.Keep) -> None:
    """L270-L271: keep 2 of the 5 simple orders dealt, discard the rest."""
    w = own(d, t.seat)
    order = a.order
    w.dealt = without(w.dealt, order)
    w.hand += (order,)
    if t.left > 1:
        d.tasks.append(KeepOrder(seat=t.seat, left=t.left - 1))
    else:
        d.order_discard += w.dealt
        w.dealt = ()


def place_options(game: Woodcraft, d: WData, t: PlaceOrder) -> list[int]:
    return [game.ids.place[o] for o in dict.fromkeys(d.workshops[t.seat].hand)]


def place(game: Woodcraft, d: WData, t: PlaceOrder, a: actions.Place) -> None:
    """L272-L274, L1154-L1155: an order from the hand goes into the row of its symbol."""
    w = own(d, t.seat)
    order = a.order
    w.hand = without(w.hand, order)
    w.order_ids += (draws.shown(d, order),)
    w.order_rows += (game.order_row[order],)


def start_options(game: Woodcraft, d: WData, t: StartHelper) -> list[int]:
    w = d.workshops[t.seat]
    return [
        game.ids.start[h]
        for h in dict.fromkeys(w.dealt_helpers)
        if can_pay(game, d, t.seat, cost_ref(h))
    ]


def start(game: Woodcraft, d: WData, t: StartHelper, a: actions.Start) -> None:
    """L276-L278: keep 1 helper, pay its cost, top-left room; discard the other 2."""
    w = own(d, t.seat)
    helper = a.helper
    w.dealt_helpers = without(w.dealt_helpers, helper)
    d.helper_discard += w.dealt_helpers
    w.dealt_helpers = ()
    later(d, PayCost(t.seat, cost_ref(helper)), SeatHelper(seat=t.seat, helper=helper, room=0))
