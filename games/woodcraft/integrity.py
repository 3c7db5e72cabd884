"""What Woodcraft's rules assume of a loaded table (``Game.check_data``): the wheel's tiles, the
lumber yard's dice, every card in one place, each workshop's tiles, trees, tracks and supplies
within the boards, and the tasks' fields. Each problem names its field
(``workshops[0].pots[1]: 9, expected -1 or 1..6``). Lines are those of
shared/seeds/woodcraft.de.txt."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from boardrules.cards.costs import can_pay
from boardrules.cards.refs import cost_ref
from boardrules.invariants import KERNEL_MOST, Checks
from boardrules.tasks import Draw

from . import wheel as wh
from .state import ACTIONS, COLORS, EMPTY, KINDS, MATERIALS, ROWS, WData, Workshop, color_of
from .turns import income_rounds, market_step

if TYPE_CHECKING:
    from .game import Woodcraft

from .tasks import (
    AtticSpace,
    BuyMaterials,
    BuySix,
    BuyWood,
    Deliver,
    FinalScoring,
    FromDeck,
    HelperDone,
    Income,
    IncomeGains,
    KeepOrder,
    Market,
    PlaceOrder,
    Plant,
    Produce,
    Produced,
    Room,
    Round,
    RoundEnd,
    SawCut,
    SeatHelper,
    SoloCard,
    SoloDiscard,
    SoloPlay,
    StartHelper,
    TakeOrder,
    Turn,
    YardDie,
)

DISPLAY = 4  # order and helper display spaces (L206-L214)
INCOME_PHASES = 4  # L1150-L1170


def check_table(game: Woodcraft, d: WData) -> list[str]:
    c = Checks()
    c.length("workshops", d.workshops, d.players)
    c.length("wheel", d.wheel, wh.QUARTERS * wh.SPACES)  # 7 spaces a quarter (L130)
    c.length("yard", d.yard, len(game.yard_colors))  # 6 spaces, 2 a colour (L137-L138)
    c.length("order_display", d.order_display, DISPLAY)
    c.length("helper_display", d.helper_display, DISPLAY)
    # the public orders and reputation tiles still to be drawn (draws.py)
    public = len(d.public) + pending(d, "public")
    c.length("public_open", d.public_open, public)
    c.length("claimed_round", d.claimed_round, public)
    c.length("tools_left", d.tools_left, len(game.tools))
    c.length("rep_tiles", d.rep_tiles, 2 - pending(d, "tiles"))  # two tiles (L169-L184)
    c.length("rep_arrivals", d.rep_arrivals, 2)
    c.length("rep_gone", d.rep_gone, 2)
    if c.problems:
        return c.problems
    rounds = int(game.params["rounds"][d.players - 1])
    c.within("rounds", d.rounds, rounds, rounds)
    c.within("round", d.round, 0, d.rounds)
    c.within("turn", d.turn, 0, game.game_length_bound(d.players, d.options))
    c.seats("start", [d.start], d.players)
    c.holds(  # each of the 7 action tiles once (L297-L313)
        sorted(a for a in d.wheel if a != EMPTY) == list(range(len(ACTIONS))),
        "wheel",
        f"each of the {len(ACTIONS)} action tiles once, the other spaces {EMPTY}",
    )
    c.within("arrow", d.arrow, 0, wh.QUARTERS - 1)
    # the seats that have seen each order and helper (hidden.py): known cards, seats that play
    cards, full = card_kinds(game)[3], 1 << d.players
    for card, seats in d.seen.items():
        if card in cards and 0 <= seats < full:
            continue  # the common case, without wording it
        if c.holds(card in cards, f"seen[{card!r:.40}]", "no order or helper of the game"):
            c.bits(f"seen[{card!r}]", seats, d.players)
    c.within("start_quarter", d.start_quarter, 0, wh.QUARTERS - 1)
    for i, (k, colour) in enumerate(zip(d.yard, game.yard_colors, strict=True)):
        if k != EMPTY and c.within(f"yard[{i}]", k, 0, KINDS - 1):
            c.holds(color_of(k) == colour, f"yard[{i}]", f"a die of the space's colour, not {k}")
    c.within("stage", d.stage, 1, 2)  # the deck switch (L1175-L1181)
    for i, r in enumerate(d.claimed_round):
        c.within(f"claimed_round[{i}]", r, 0, d.round)
    copies = int(game.params["tool_copies"])
    for i, (tool, left) in enumerate(zip(game.tools, d.tools_left, strict=True)):
        c.within(f"tools_left[{i}] ({tool})", left, 0, copies)  # the supply's tiles (digest A19)
    for i, row in enumerate(d.rep_arrivals):
        if c.length(f"rep_arrivals[{i}]", row, d.players):
            c.each_within(f"rep_arrivals[{i}]", row, 0, d.round)
    c.within("neutral", d.neutral, 0, game.rep_end)  # solo: on the reputation track (L1395)
    c.holds(d.players == 1 or not d.solo_deck, "solo_deck", "only in the solo game (L1395)")
    for p, w in enumerate(d.workshops):
        check_workshop(game, c, d, w, f"workshops[{p}]")
    check_cards(game, c, d)
    check_hands(game, c, d)
    check_stage(game, c, d)
    check_tasks(game, c, d)
    return c.problems


def pending(d: WData, pile: str) -> int:
    """The cards still to be drawn from ``pile`` (CHANCE nodes with ``chance="explicit"``)."""
    return sum(1 for t in d.tasks if isinstance(t, Draw) and t.pile == pile)


def check_workshop(game: Woodcraft, c: Checks, d: WData, w: Workshop, at: str) -> None:
    if c.length(f"{at}.dice", w.dice, KINDS):
        c.counts(f"{at}.dice", w.dice)  # unlimited dice (L154-L155): PLENTY
    c.within(f"{at}.pots_built", w.pots_built, 1, 3)  # the printed pot and two more (L813-L818)
    if c.length(f"{at}.pots", w.pots, 3):
        for colour, value in enumerate(w.pots):
            where = f"{at}.pots[{colour}] ({COLORS[colour]})"
            if colour >= w.pots_built:  # a pot not built holds no tree
                c.holds(value == EMPTY, where, f"{value}: the pot is not built")
            elif value != EMPTY:  # a tree of 6 goes to the lumber stack at once (L781-L790)
                c.within(where, value, 1, 6)
    # the printed tile and the spaces of workshop.yaml (saws L850-L852, upgrades L867-L874)
    most = card_kinds(game)[4]
    for name, tiles in (("saws", w.saws), ("upgrades", w.upgrades)):
        c.within(f"{at}.{name} (tiles)", len(tiles), 1, most[name[:-1]])
        c.each_within(f"{at}.{name}", tiles, 0, 1)  # 0 usable, 1 used
    c.within(f"{at}.glue", w.glue, -1, 1)  # not placed, usable, used (L909-L912)
    # the supply is unlimited (L154-L155): each count at most PLENTY; points never below 0 (L1053)
    for name in ("blueberries", "lanterns", "glue_discs", "saw_blades", "scrap", "reuse", "vp"):
        c.count(f"{at}.{name}", getattr(w, name))
    c.count(f"{at}.hazelnut", w.hazelnut)  # beyond 10: the overflow marker
    c.count(f"{at}.income", w.income)
    c.within(f"{at}.reputation", w.reputation, 0, game.rep_end)  # L1236-L1312
    c.within(f"{at}.marketing", w.marketing, 0, len(game.marketing))  # L1197-L1217
    c.length(f"{at}.rooms", w.rooms, len(game.room_neighbours))
    c.known(f"{at}.rooms", [h for h in w.rooms if h], game.helper_ids)
    if c.length(f"{at}.order_rows", w.order_rows, len(w.order_ids)):
        c.each_within(f"{at}.order_rows", w.order_rows, 0, ROWS - 1)  # rows 1-5 (L1150)
    if c.length(f"{at}.attic", w.attic, len(game.attic_ids)):
        c.known(f"{at}.attic", [t for t in w.attic if t], game.tools)
    c.known(f"{at}.claims", w.claims, game.public_ids)  # claimed public orders (L1119-L1121)
    c.holds(len(set(w.claims)) == len(w.claims), f"{at}.claims", "a public order claimed twice")
    c.within(f"{at}.tile", w.tile, -1, len(ACTIONS) - 1)
    c.count(f"{at}.tile_lanterns", w.tile_lanterns)


# the places each kind of card may lie in (a field of the table or of a workshop)
KIND_PLACES = {
    "order": ("order_deck", "order_display", "order_discard", "hand", "order_ids", "dealt"),
    "helper": ("helper_deck", "helper_display", "helper_discard", "dealt_helpers", "rooms"),
    "public order": ("public",),
    "reputation tile": ("rep_tiles",),
    "solo card": ("solo_deck", "solo_discard"),
}


@functools.lru_cache(maxsize=8)
def card_kinds(
    game: Woodcraft,
) -> tuple[
    dict[str, int], dict[str, frozenset[str]], dict[str, str], frozenset[str], dict[str, int]
]:
    """The game's cards (one copy each), the ids of each kind, the kind each place holds, the
    orders and helpers (``WData.seen``), and the most saw and upgrade tiles a workshop holds
    (the printed tile and the spaces of workshop.yaml)."""
    kinds = {
        "order": frozenset(game.order_ids),
        "helper": frozenset(game.helper_ids),
        "public order": frozenset(game.public_ids),
        "reputation tile": frozenset(game.rep_tile_ids),
        "solo card": frozenset(game.solo_ids),
    }
    known = [*game.order_ids, *game.helper_ids, *game.public_ids]
    known += [*game.solo_ids, *game.rep_tile_ids]
    kind_of = {place: what for what, names in KIND_PLACES.items() for place in names}
    seen = frozenset([*game.order_ids, *game.helper_ids])
    most = {tile: max(p for (t, p) in game.spaces if t == tile) for tile in ("saw", "upgrade")}
    return dict.fromkeys(known, 1), kinds, kind_of, seen, most


def check_cards(game: Woodcraft, c: Checks, d: WData) -> None:
    """Every order, helper, public order, reputation tile and solo card in one place."""
    places: dict[str, list[str]] = {
        name: [x for x in getattr(d, name) if x]
        for name in (
            "order_deck",
            "order_display",
            "order_discard",
            "helper_deck",
            "helper_display",
            "helper_discard",
            "boxed",
            "public",
            "rep_tiles",
            "solo_deck",
            "solo_discard",
        )
    }
    for p, w in enumerate(d.workshops):
        for name in ("hand", "order_ids", "fulfilled", "dealt", "dealt_helpers", "rooms"):
            places[f"workshops[{p}].{name}"] = [x for x in getattr(w, name) if x]
    for i, t in enumerate(d.tasks):  # a helper hired, to be placed in a room (L675-L676)
        if isinstance(t, Room):
            places[f"tasks[{i}].helper"] = [t.helper]
        elif isinstance(t, SoloDiscard):  # taken by a solo card, to its discard (L1463-L1466)
            places[f"tasks[{i}].card"] = [t.card]
    copies, kinds, kind_of, _, _ = card_kinds(game)
    if c.in_one_place(places, copies):
        every_card_placed(game, c, d, places)
    for place, cards in places.items():
        what = kind_of.get(place.rsplit(".", 1)[-1])
        if what is not None and not kinds[what].issuperset(cards):
            c.known(f"{place} ({what}s)", cards, kinds[what])
    c.known("fulfilled orders", [o for w in d.workshops for o in w.fulfilled], kinds["order"])


# where each kind of card may lie, for the message naming a card that lies nowhere
PUT = {
    "order": "order_deck, order_display, order_discard, boxed or a workshop's hand, order rows,"
    " dealt or fulfilled",
    "helper": "helper_deck, helper_display, helper_discard, boxed or a workshop's rooms or"
    " dealt_helpers",
    "public order": "boxed or public",
    "reputation tile": "boxed or rep_tiles",
    "solo card": "solo_deck or solo_discard",
}


@functools.lru_cache(maxsize=16)
def cards_in_play(
    game: Woodcraft, stage: int, solo: bool
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The cards of each kind that lie on the table, each once: the simple and special orders,
    the inexperienced helpers, the public orders and reputation tiles (L206-L214, L270-L291);
    the demanding orders and experienced helpers from the deck switch on (before it they wait
    beside the table, on no place of the document, L1175-L1181); the solo cards in a solo
    game (L1402-L1411). A first-deck card after the switch lies in ``boxed``."""
    orders = [o for o in game.order_ids if stage == 2 or game.order_deck.get(o) != "demanding"]
    helpers = [h for h in game.helper_ids if stage == 2 or game.helper_deck.get(h) != "experienced"]
    kinds = [
        ("order", tuple(orders)),
        ("helper", tuple(helpers)),
        ("public order", tuple(game.public_ids)),
        ("reputation tile", tuple(game.rep_tile_ids)),
    ]
    if solo:
        kinds.append(("solo card", tuple(game.solo_ids)))
    return tuple(kinds)


def every_card_placed(game: Woodcraft, c: Checks, d: WData, places: dict[str, list[str]]) -> None:
    """Each card in play lies in one place (``cards_in_play``): a document that drops one is
    refused naming it. (A demanding order or experienced helper on the table before the
    switch is not refused, as ``check_stage`` says: the rules tests score and hire those
    cards in any round.)"""
    lying = {card for cards in places.values() for card in cards}
    for what, cards in cards_in_play(game, d.stage, d.players == 1):
        if not lying.issuperset(cards):
            c.every_placed(f"{what}s", places, cards, what, PUT[what])


def check_hands(game: Woodcraft, c: Checks, d: WData) -> None:
    """A hand holds what the setup gave it (L270-L272): the 2 special orders dealt and 2 of
    the 5 simple orders dealt, never a demanding order (those come only after the deck switch,
    to the display, L1175-L1181). Orders in hand are only placed, never fulfilled (L651-L653):
    one at setup (L272-L274) and one in each of the first three income phases (L1154-L1155),
    so from round 1 on a hand holds at most 3 orders. (Fewer after each income phase too,
    but the rules tests score orders left in hand at the end, digest A23.)"""
    setup = any(isinstance(t, KeepOrder | StartHelper) for t in d.tasks) or (
        any(isinstance(t, PlaceOrder) for t in d.tasks)
        and not any(isinstance(t, Income | IncomeGains) for t in d.tasks)
    )
    if setup:  # the setup's choices come before the first round (L270-L278)
        c.holds(d.round == 0, "round", f"{d.round}: the setup's choices are made in round 0")
    if d.round == 0:  # a seat whose setup choice is made: its cards went where it chose
        for p, w in enumerate(d.workshops):
            mine = {type(t) for t in d.tasks if getattr(t, "seat", -1) == p}
            if KeepOrder not in mine:
                c.holds(
                    not w.dealt,
                    f"workshops[{p}].dealt",
                    "simple orders dealt, and no choice of them to come (L270-L271)",
                )
            if StartHelper not in mine:
                c.holds(
                    not w.dealt_helpers,
                    f"workshops[{p}].dealt_helpers",
                    "helpers dealt, and no choice of them to come (L276-L278)",
                )
            if PlaceOrder not in mine and KeepOrder not in mine:
                c.holds(
                    len(w.hand) <= 3,
                    f"workshops[{p}].hand",
                    f"{len(w.hand)} orders, and none to place: one is placed at setup (L272-L274)",
                )
    _, _, special, keep = (int(n) for n in game.params["dealt"])
    most = keep + special - (1 if d.round >= 1 else 0)
    to_keep, to_deal = [0] * d.players, [0] * d.players  # the setup's keeps and deals to come
    for t in d.tasks:
        if isinstance(t, KeepOrder) and 0 <= t.seat < d.players:
            to_keep[t.seat] += t.left
        seat = t.seat if isinstance(t, Draw) else t.viewer if isinstance(t, FromDeck) else -1
        if isinstance(t, Draw | FromDeck) and t.into == "hand" and 0 <= seat < d.players:
            to_deal[seat] += 1
    for p, w in enumerate(d.workshops):
        at = f"workshops[{p}].hand"
        simple = [o for o in w.hand if game.order_deck.get(o) == "simple"]
        for i, o in enumerate(w.hand):
            if o not in game.special and o not in simple and o in game.order_ids:
                c.fail(
                    f"{at}[{i}]",
                    f"{o} is a demanding order: a hand holds simple and special"
                    " orders only (L270-L272, L1175-L1181)",
                )
        c.holds(
            len(simple) <= keep - to_keep[p],
            at,
            f"{len(simple)} simple orders, {to_keep[p]} still to keep: a hand keeps {keep} of"
            " those dealt (L270-L271)",
        )
        c.holds(
            len(w.hand) - len(simple) <= special - to_deal[p],
            at,
            f"{len(w.hand) - len(simple)} special orders, {to_deal[p]} still to deal:"
            f" {special} are dealt a seat (L271-L272)",
        )
        c.holds(
            len(w.hand) <= most,
            at,
            f"{len(w.hand)} orders in round {d.round}: at most {most} (2 simple and 2 special"
            " orders, one of them placed at setup, L270-L274)",
        )


def check_stage(game: Woodcraft, c: Checks, d: WData) -> None:
    """L1175-L1181: the decks switch in the second income phase. Stage 2 before it is refused:
    the switch would come again and put the boxed cards in a deck a second time. (Stage 1 after
    it, and a card of the second decks out of the box before it, are not: the rules tests
    score and hire those cards in any round.)"""
    second = income_rounds(game, d)[1]
    switched = d.round > second or (  # the next round pushed after the switch (income.py)
        d.round == second and any(isinstance(t, Round) and t.number > second for t in d.tasks)
    )
    c.holds(
        d.stage == 1 or switched,
        "stage",
        f"{d.stage} in round {d.round}: the decks switch in the income phase after round"
        f" {second} (L1175-L1181)",
    )


def check_setup_choices(game: Woodcraft, c: Checks, d: WData) -> None:
    """The setup's choices still to come can be made: keep orders of those dealt (L270-L271),
    place an order of the hand (L272-L274), keep and pay one of the helpers dealt (L276-L278).
    The stack runs from its top (the end of the list)."""
    orders = [len(w.hand) for w in d.workshops]
    dealt = [len(w.dealt) for w in d.workshops]
    unseen = [0] * len(d.workshops)  # helpers dealt to a seat but not yet drawn
    for i in reversed(range(len(d.tasks))):
        t, at = d.tasks[i], f"tasks[{i}]"
        seat = t.seat if isinstance(t, Draw) else t.viewer if isinstance(t, FromDeck) else -1
        if seat >= 0 and isinstance(t, Draw | FromDeck):  # the setup's cards still to come
            if t.into == "dealt":
                dealt[seat] += 1
            elif t.into == "hand":
                orders[seat] += 1
            elif t.into == "dealt_helpers":
                unseen[seat] += 1
        elif isinstance(t, KeepOrder):
            c.within(f"{at}.left", t.left, 1, dealt[t.seat])
            orders[t.seat] += t.left
        elif isinstance(t, PlaceOrder):
            c.holds(orders[t.seat] > 0, at, f"seat {t.seat} has no order to place")
            orders[t.seat] -= 1
        elif isinstance(t, StartHelper) and not unseen[t.seat]:  # the cards known
            helpers = d.workshops[t.seat].dealt_helpers
            payable = any(
                h in game.helper_cost and can_pay(game, d, t.seat, cost_ref(h)) for h in helpers
            )
            c.holds(payable, at, f"seat {t.seat} can pay none of the helpers dealt {helpers}")


def stack_bounds(d: WData) -> dict[type, int]:
    """The most records of each kind a game's stack holds (issue 24 item 9; 30 random games of
    1-4 seats reach at most 11 draws a seat and 23 in the solo game, 7 cards from a deck, the
    6 yard dice, one setup choice a seat): a round, its end, the income and the final scoring
    once; any other step at most twice."""
    seats = d.players
    return {
        **KERNEL_MOST,
        Draw: 12 * seats + 12,
        FromDeck: 10,
        YardDie: 6,  # the lumber yard's six spaces (L137-L138)
        KeepOrder: seats,
        PlaceOrder: seats,
        StartHelper: seats,
        Turn: seats,
        Round: 1,
        RoundEnd: 1,
        Income: 1,
        IncomeGains: seats,
        FinalScoring: 1,
    }


# the tasks whose fields ``check_tasks`` checks (the others have none to check)
FIELDS_CHECKED = (
    *(Round, RoundEnd, Income, IncomeGains, SoloCard, SoloPlay, SoloDiscard, SeatHelper),
    *(Produced, Room, HelperDone, Plant, BuyWood, BuySix, BuyMaterials, TakeOrder, Produce),
    *(SawCut, Deliver, AtticSpace, Market, YardDie, Draw, FromDeck),
)


def check_tasks(game: Woodcraft, c: Checks, d: WData) -> None:
    rooms = len(game.room_neighbours)
    if not c.stack(d.tasks, stack_bounds(d)):
        return
    # the setup's choices above the first round, each seat's in the order of L270-L278 (the
    # stack's top first: keep orders, place one, keep a helper)
    setup = (StartHelper, PlaceOrder, KeepOrder)
    if not c.layered(d.tasks, ((Round,), setup)):
        return
    # the income's orders placed (step 2, L1150-L1155) above its steps 3-6 (``income.income``;
    # the 10x bounds fuzz: a stack with them shuffled loaded and later had no legal action)
    if not c.layered(d.tasks, ((IncomeGains,), (PlaceOrder,))):
        return
    for p in range(d.players):
        mine = [t for t in d.tasks if isinstance(t, setup) and t.seat == p]
        if not (c.stack(mine, {}, 1) and c.layered(mine, tuple((kind,) for kind in setup))):
            return
    check_setup_choices(game, c, d)
    for i, t in enumerate(d.tasks):
        if not isinstance(t, FIELDS_CHECKED):
            continue
        at = f"tasks[{i}]"
        if isinstance(t, Round | RoundEnd):
            c.within(f"{at}.number", t.number, max(1, d.round), d.rounds)
        if isinstance(t, Income | IncomeGains):
            c.within(f"{at}.phase", t.phase, 1, INCOME_PHASES)
        if isinstance(t, SoloCard | SoloPlay):
            c.within(f"{at}.attempt", t.attempt, 1, len(game.solo_ids))  # each card once
        if isinstance(t, SoloPlay):  # the card played is the top of the solo discard pile
            drawn = any(isinstance(x, Draw) and x.pile == "solo" for x in d.tasks[i + 1 :])
            c.holds(bool(d.solo_discard) or drawn, at, "no solo card drawn to play")
        if isinstance(t, SoloDiscard):
            c.known(f"{at}.card", [t.card], game.helper_ids if t.helpers else game.order_ids)
        if isinstance(t, SeatHelper | Produced | Room):
            c.known(f"{at}.helper", [t.helper], game.helper_ids)
        if isinstance(t, SeatHelper | HelperDone):
            c.within(f"{at}.room", t.room, 0, rooms - 1)
        if isinstance(t, Plant):
            c.count(f"{at}.left", t.left)
        if isinstance(t, BuyWood):
            c.within(f"{at}.bought", t.bought, 0, 2)  # 1 or 2 dice (L561)
        if isinstance(t, BuySix):
            c.within(f"{at}.sold", t.sold, -1, len(COLORS) - 1)
        if isinstance(t, BuyMaterials):
            c.within(f"{at}.first", t.first, -1, len(MATERIALS) - 1)
        if isinstance(t, TakeOrder):
            c.within(f"{at}.taken", t.taken, 0, 2)  # 1, then 1 more (L638-L643)
        if isinstance(t, Produce):
            c.within(f"{at}.left", t.left, 0, rooms)
            c.bits(f"{at}.done", t.done, rooms)
            c.within(f"{at}.plant", t.plant, 0, 3)
        if isinstance(t, SawCut):
            c.within(f"{at}.color", t.color, 0, len(COLORS) - 1)
            c.within(f"{at}.rest", t.rest, 0, 6)
            c.within(f"{at}.last", t.last, 0, 6)
            c.within(f"{at}.cuts", t.cuts, 0, 6)
        if isinstance(t, Deliver) and c.known(f"{at}.order", [t.order], game.order_reqs):
            c.within(f"{at}.index", t.index, 0, len(game.order_reqs[t.order]) - 1)
        if isinstance(t, AtticSpace):
            c.known(f"{at}.tool", [t.tool], game.tools)
        if isinstance(t, Market):  # offered only to a seat that can pay (turns.end_turn)
            w, (cost, _) = d.workshops[t.seat], market_step(game, d.workshops[t.seat])
            c.holds(
                w.blueberries >= cost,
                f"{at} (market)",
                f"seat {t.seat} has {w.blueberries} blueberries, the marketing track's next"
                f" step costs {cost} (L1197-L1217)",
            )
        if isinstance(t, YardDie):
            c.within(f"{at}.slot", t.slot, 0, len(d.yard) - 1)
        if isinstance(t, Draw | FromDeck):
            check_draw(c, d, t, at)


# where each pile's cards go (``Draw.into``; a display space is ``slot``, since issue 22: a
# saved game of before, whose ``into`` was "display <slot>", is refused naming the field)
INTO = {
    "orders": ("display", "dealt"),
    "helpers": ("display", "dealt_helpers"),
    "special": ("hand",),
    "public": ("public",),
    "tiles": ("rep_tiles",),
    "solo": ("solo_discard",),
}


def check_draw(c: Checks, d: WData, t: Draw | FromDeck, at: str) -> None:
    seat = t.seat if isinstance(t, Draw) else t.viewer
    if not c.holds(t.pile in INTO, f"{at}.pile", f"{t.pile!r}, expected one of {list(INTO)}"):
        return
    into = INTO[t.pile]
    c.holds(t.into in into, f"{at}.into", f"{t.into!r}, expected one of {list(into)}")
    if t.into == "display":
        c.within(f"{at}.slot", t.slot, 0, DISPLAY - 1)
        c.holds(seat == -1, f"{at}.seat", f"{seat}: a display card is seen by everybody (-1)")
    elif t.into in ("dealt", "dealt_helpers", "hand"):
        c.within(f"{at}.seat", seat, 0, d.players - 1)
