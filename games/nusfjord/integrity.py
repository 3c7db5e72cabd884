"""What Nusfjord's rules assume of a loaded table (``Game.check_data``): every building and elder
in one place, the pieces and goods within what the rules allow, the workers on the spaces they
can stand on, and the task stack consistent with the phase. Each problem names its field
(``harbors[1].wood: 13, expected 0..12``). Lines are those of shared/seeds/nusfjord.de.md."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from boardrules.invariants import KERNEL_MOST, Checks
from boardrules.tasks import Draw

from .actions import ACTIONS
from .places import OnElder, OnImitation, OnSpace, WorkerPlace
from .setup import colours, setup, sorted_piles
from .state import EMPTY, EVENT_PAYLOAD, IN_THE_BOX, SHIPS, SPACES, Harbor, NData

if TYPE_CHECKING:
    from .game import Nusfjord

from .tasks import (
    Afforest,
    AfterAction,
    Anytime,
    Catch,
    DrawBuilding,
    ElderAction,
    EndWindow,
    FeedElder,
    FeedHolder,
    GuestDiscount,
    Homecoming,
    Offer,
    PaySchooner,
    PickBuilding,
    PickShip,
    PickSpace,
    Place,
    RemoveBuilding,
    RemoveStrip,
    Round,
    SellShip,
    Serve,
    SwapShip,
    TakeElder,
    TakeRaft,
    Turn,
    UseNow,
    Windows,
    Work,
)

PHASES = ("fishing", "work", "homecoming", "over")
RAFTS = 4  # L172
WORKERS = 3  # per colour (L183)
SHARE_TOKENS = 5  # per colour (L195)
ITEMS = ("fish", "gold")  # what a catch distributes (gold after the Old Man, L810)
# tasks of a round (L281-L287): a round's fishing and work, and the end window (L947)
OF_A_ROUND = (Turn, Work, Homecoming, Windows)
AT_THE_END = (EndWindow, Anytime)  # also in a round's anytime windows (Windows, L947)


def check_table(game: Nusfjord, d: NData) -> list[str]:
    c = Checks()
    c.length("harbors", d.harbors, d.players)
    c.length("plates", d.plates, len(game.banquet.plates))
    c.length("new_shares", d.new_shares, d.players)
    c.length("ships", d.ships, len(SHIPS))
    c.length("stacks", d.stacks, 6)  # six elder stacks (L231)
    c.length("placed", d.placed, colours(d.players, d.options))
    if c.problems:
        return c.problems
    c.within("round", d.round, 1, game.params["rounds"])  # 7 rounds (L281)
    c.known("phase", [d.phase], PHASES)
    c.seats("first", [d.first], d.players)
    c.within("colour", d.colour, 0, len(d.placed) - 1)
    c.within("turn", d.turn, 0, game.game_length_bound(d.players, d.options))
    for p, h in enumerate(d.harbors):
        check_harbor(game, c, d, h, f"harbors[{p}]")
    check_pieces(game, c, d)
    check_cards(game, c, d)
    check_workers(game, c, d)
    for i, (seat, event, values) in enumerate(d.events):
        c.seats(f"events[{i}]", [seat], d.players)
        c.known(f"events[{i}].event", [event], game.vocabulary.events)
        c.length(f"events[{i}] (values)", values, len(EVENT_PAYLOAD.get(event, ())))
    check_tasks(game, c, d)
    return c.problems


def check_harbor(game: Nusfjord, c: Checks, d: NData, h: Harbor, at: str) -> None:
    c.within(f"{at}.wood", h.wood, 0, game.wood_limit)  # at most 12 wood (L261)
    c.count(f"{at}.fish", h.fish)  # fish and gold unlimited (L261, L452-L454): PLENTY
    c.count(f"{at}.gold", h.gold)
    if c.length(f"{at}.reserves", h.reserves, 3):  # over 8 is possible (L333)
        c.counts(f"{at}.reserves", h.reserves)
    c.within(f"{at}.unrealized", h.unrealized, 0, game.params["start_shares"]["unrealized"])
    if c.length(f"{at}.shares", h.shares, d.players):
        c.each_within(f"{at}.shares", h.shares, 0, SHARE_TOKENS)
    if c.length(f"{at}.forests", h.forests, len(game.harbor.doubles)):
        # any number of strips on a double space (L836); 27 strips in the game (L168), an
        # unlimited supply (L452-L454): PLENTY
        c.counts(f"{at}.forests", h.forests)
        for k, n in enumerate(h.forests):
            a, b = game.harbor.doubles[k]  # a space is built on or forested, never both (L999)
            if n and len(h.spaces) == game.harbor.n_spaces and (h.spaces[a] or h.spaces[b]):
                c.fail(f"{at}.forests[{k}]", "a forest strip on a building")
    c.length(f"{at}.spaces", h.spaces, game.harbor.n_spaces)
    c.known(f"{at}.track", h.track, (*SHIPS, "raft"))
    fleet = game.fleet
    c.within(f"{at}.track (spaces used)", fleet.track_used(h), 0, len(fleet.track))  # L558
    c.holds(
        len(h.boarded) == len(set(h.boarded))
        and all(0 <= i < len(h.track) and h.track[i] in SHIPS for i in h.boarded),
        f"{at}.boarded",
        "at most one guest on each ship of the track, none on a raft (L758)",
    )
    council = game.params["council_size"]
    c.within(f"{at}.elders", len(h.elders), 0, council)  # at most 5 elders (L577)
    if c.length(f"{at}.elder_fish", h.elder_fish, len(h.elders)):
        for i, (e, n) in enumerate(zip(h.elders, h.elder_fish, strict=True)):
            # cleared as soon as it holds as many as it has slots (L309; Willy 4, L934)
            c.within(f"{at}.elder_fish[{i}] ({e})", n, 0, game.slots.get(e, 1) - 1)
    c.within(f"{at}.workers", h.workers, 0, WORKERS)
    c.count(f"{at}.guests", h.guests)  # guests are unlimited (L732): PLENTY
    if c.length(f"{at}.credit", h.credit, 2):
        c.counts(f"{at}.credit", h.credit)
    c.within(f"{at}.old_man", h.old_man, 0, d.round)


def check_pieces(game: Nusfjord, c: Checks, d: NData) -> None:
    """Ships, rafts and share tokens: what lies on the boards and in the harbors is at most what
    the box holds; each raft and each colour's five share tokens are somewhere."""
    for k, kind in enumerate(SHIPS):
        on_tracks = sum(h.track.count(kind) for h in d.harbors)
        c.within(f"ships[{k}] ({kind}s)", d.ships[k], 0, IN_THE_BOX[k])
        c.within(f"{kind}s on tracks", on_tracks, 0, IN_THE_BOX[k])
    c.within("rafts", d.rafts, 0, RAFTS)  # four rafts (L172)
    on_tracks = sum(h.track.count("raft") for h in d.harbors)
    if c.within("rafts on tracks", on_tracks, 0, RAFTS):  # each raft in the supply or on a track
        c.holds(
            d.rafts + on_tracks == RAFTS,
            "rafts",
            f"{d.rafts} and {on_tracks} on the tracks, the game has {RAFTS} (L172)",
        )
    c.each_within("new_shares", d.new_shares, 0, SHARE_TOKENS)
    for q in range(d.players):
        # each colour's tokens: unrealized, newly realized, or held by a seat (L269, L482, L495)
        held = d.harbors[q].unrealized + d.new_shares[q] + sum(h.shares[q] for h in d.harbors)
        c.holds(
            held == SHARE_TOKENS,
            f"share tokens of seat {q}",
            f"{held} (unrealized, new and held), a colour has {SHARE_TOKENS} (L195)",
        )


def check_cards(game: Nusfjord, c: Checks, d: NData) -> None:
    """Each building in one place of its letter, each elder in one place (L231-L245)."""
    piles: dict[str, tuple[Sequence[str], str]] = {
        "display_a": (d.display_a, "A"),
        "pile_a": (d.pile_a, "A"),
        "display_b": (d.display_b, "B"),
        "pile_b": (d.pile_b, "B"),
        "display_c": (d.display_c, "C"),
        "pile_c": (d.pile_c, "C"),
    }
    deal = game.params["round_spaces"]["deal_c"].get(d.players, 0)
    for p, h in enumerate(d.harbors):
        piles[f"harbors[{p}].hand"] = (h.hand, "C")  # C buildings in hand (L400)
        # dealt as round 4 begins (4/3/2/2 a seat, none solo: L400, L675), laid face up next
        # to the boards as round 6 begins (L404): a hand holds C buildings in rounds 4-5 only
        if d.round in (4, 5):
            c.within(f"harbors[{p}].hand (C buildings)", len(h.hand), 0, deal)
        elif h.hand:
            c.fail(
                f"harbors[{p}].hand",
                f"C buildings in hand in round {d.round}: they are dealt as round 4 begins"
                " (L400) and laid face up as round 6 begins (L404)",
            )
    if d.round < 6 and d.display_c:  # L404, L712 (solo): the C buildings face up from round 6
        c.fail(
            "display_c", f"C buildings face up in round {d.round}: they come out in round 6 (L404)"
        )
    places: dict[str, Sequence[str]] = {}
    for where, (cards, letter) in piles.items():
        places[where] = cards
        for i, card in enumerate(cards):  # a display shows its letter too (the tensor's rows)
            b = game.buildings.get(card)
            if b is not None and b.prop_str("letter") != letter:
                c.fail(f"{where}[{i}]", f"{card} is no {letter} building")
    for p, h in enumerate(d.harbors):
        places[f"harbors[{p}].spaces"] = [x for x in h.spaces if x != EMPTY]
        places[f"harbors[{p}].beside"] = h.beside
        for i, card in enumerate(h.beside):  # only a building that lies so (L856)
            if card not in game.off_space:
                c.fail(f"harbors[{p}].beside[{i}]", f"{card} belongs on a building space")
    shown = game.params["display"]  # no more than fit on the boards (L245, L396, L402, L410),
    # but an elder that draws a building (the Architektin) lays it beside a full board (L784)
    beside = drawing(game) & {*d.face_down, *d.forgotten, *(e for s in d.stacks for e in s)}
    beside |= drawing(game) & {e for h in d.harbors for e in h.elders}
    for name, cards, board in (("a", d.display_a, "a_board"), ("b", d.display_b, "b_board")):
        most = len(game.buildings) if beside else int(shown[board])
        c.within(f"display_{name} (buildings)", len(cards), 0, most)
    # a C building is built from the hand from round 4 (L458) or from beside the boards from
    # round 6 (L404; solo: no hand, L675, L712)
    first = 4 if d.players > 1 else 6
    for p, h in enumerate(d.harbors):
        for where, cards in (("spaces", h.spaces), ("beside", h.beside)):
            for i, card in enumerate(cards):
                b = game.buildings.get(card) if card != EMPTY else None
                if b is not None and b.prop("letter") == "C" and d.round < first:
                    c.fail(
                        f"harbors[{p}].{where}[{i}]",
                        f"{card} built in round {d.round}:"
                        f" C buildings are built from round {first} (L400, L404, L458)",
                    )
    in_play = buildings_in_play(game, d)
    for i, t in enumerate(d.tasks):  # a building paid for, on its way to its space (L458)
        if isinstance(t, Place | GuestDiscount) and t.card:
            places[f"tasks[{i}].card"] = [t.card]
    places["box"], places["removed"] = d.box, d.removed
    check_box(game, c, d)
    if c.in_one_place(places, dict.fromkeys(in_play, 1), "building"):
        c.every_placed("buildings", places, in_play, "building", BUILT)
    elders: dict[str, Sequence[str]] = {f"stacks[{k}]": s for k, s in enumerate(d.stacks)}
    elders["forgotten"] = d.forgotten
    for p, h in enumerate(d.harbors):
        elders[f"harbors[{p}].elders"] = h.elders
    if c.in_one_place(elders, dict.fromkeys(game.elder_cards, 1), "elder"):
        c.every_placed("elders", elders, elders_in_play(game, d), "elder", ELDERS_LIE)
    # face down until uncovered (L239, L570); with chance="explicit" a stack's top stays face
    # down until the CHANCE node saying which elder it is (draws.py)
    turning = {t.slot for t in d.tasks if isinstance(t, Draw) and t.pile == "elder"}
    in_stacks = {e for k, s in enumerate(d.stacks) for e in (s if k in turning else s[:-1])}
    c.known("face_down", d.face_down, in_stacks)


BUILT = "a pile, a display, a hand, a harbor's spaces or beside, box or removed"
ELDERS_LIE = "an elder stack, forgotten or a harbor's elders"


def buildings_in_play(game: Nusfjord, d: NData) -> tuple[str, ...]:
    """The buildings the game takes out of the box, each lying in one place of the table, the
    box or out of the game: every building of the deck (L244), and in the mixed game the A
    and B buildings of its three decks (L669). Those not in play go back to the box (L249,
    L665, L669, L675, L710-L712: ``NData.box``), those the Investorin (L882) or the
    campaign's earlier games (L710) take out of the game lie in ``NData.removed``."""
    o = d.options
    key = (game, d.players, *(str(o.get(k)) for k in ("deck", "elders", "forgotten", "mixed")))
    key += (str(o.get("home_and_away")),)
    found = _IN_PLAY.get(key)
    if found is None:
        cards = list(deck_piles(game, str(o["deck"])))
        for name in filter(None, str(o.get("mixed") or "").split("+")):
            cards += deck_piles(game, name)[:2]
        found = (tuple(dict.fromkeys(c for pile in cards for c in pile)), setup_elders(game, d))
        _IN_PLAY[key] = found
    return found[0]


def deck_piles(game: Nusfjord, deck: str) -> list[list[str]]:
    """The A, B and C buildings of ``deck`` (``setup.sorted_piles``)."""
    return game.sorted_piles.get(deck) or sorted_piles(game, deck)


def check_box(game: Nusfjord, c: Checks, d: NData) -> None:
    """The box holds A and B buildings only: the C buildings are set aside (L249), the
    campaign's unbuilt ones shuffled back into their pile (L710); with 3-5 seats the deck's
    A and B buildings all stay in play (L249: only with 2 seats do they go back)."""
    deck = set(game.deck_cards(str(d.options["deck"])))
    for i, card in enumerate(d.box):
        b = game.buildings.get(card)
        if b is not None and b.prop_str("letter") == "C":
            c.fail(f"box[{i}]", f"{card} is a C building: those are set aside, never boxed (L249)")
        elif d.players >= 3 and card in deck:
            c.fail(f"box[{i}]", f"{card}: with 3-5 seats the deck's buildings stay in play (L249)")


def elders_in_play(game: Nusfjord, d: NData) -> tuple[str, ...]:
    """The elders of the setup (L231-L241, L780-L784, L880, L938-L940): the stacks of the
    seat count and the forgotten elders, whatever the seed (their order only is shuffled)."""
    buildings_in_play(game, d)
    o = d.options
    key = (game, d.players, *(str(o.get(k)) for k in ("deck", "elders", "forgotten", "mixed")))
    key += (str(o.get("home_and_away")),)
    return _IN_PLAY[key][1]


# the buildings and elders in play by (game, seats, the options they depend on)
_IN_PLAY: dict[tuple[Any, ...], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def setup_elders(game: Nusfjord, d: NData) -> tuple[str, ...]:
    """The elders of the setup of seed 0 of ``d``'s seats and options (any seed's)."""
    start = setup(game, d.players, 0, dict(d.options))
    return tuple(sorted({*(e for s in start.stacks for e in s), *start.forgotten}))


@functools.cache
def drawing(game: Nusfjord) -> frozenset[str]:
    """The cards of ``game`` whose effect draws a building into the display (L784)."""
    refs = game.runtime.refs
    return frozenset(
        refs[ref].card
        for ref, effects in game.effects.items()
        if any("draw_building" in e for e in effects)
    )


def check_workers(game: Nusfjord, c: Checks, d: NData) -> None:
    """Each colour's 3 workers (L183) on action spaces, imitation spaces or own elders; a space
    holds what its capacity allows (L357), an elder or an imitation space one worker."""
    imitation = len(game.turns.imitation_spaces(d))
    standing: dict[WorkerPlace, int] = {}
    for k, spaces in enumerate(d.placed):
        at = f"placed[{k}]"
        c.within(f"{at} (workers)", len(spaces), 0, WORKERS)
        seat = 0 if d.players == 1 else k
        for i, where in enumerate(spaces):
            standing[where] = standing.get(where, 0) + 1
            if isinstance(where, OnSpace) and where.space in SPACES:
                continue
            if isinstance(where, OnImitation) and 0 <= where.index < imitation:
                continue
            if isinstance(where, OnElder) and where.elder in d.harbors[seat].elders:
                continue
            text = str(where)
            c.fail(f"{at}[{i}]", f"{text!r:.40} is no space a worker of seat {seat} can use")
    for where, n in standing.items():
        text = str(where)
        on_space = isinstance(where, OnSpace) and where.space in SPACES
        most = game.turns.capacity(d, str(where)) if on_space else 1
        c.within(f"placed ({text!r:.40})", n, 0, most)


def stack_bounds(d: NData) -> dict[type, int]:
    """The most records of each kind a game's stack holds (issue 24 item 9): a round's
    catches (one a seat, L295), three passes of turns (L357), an anytime window before each
    turn and catch (L947), the elders uncovered (30 random games of 1-5 seats reach 15 draws);
    the round, its work and homecoming once; any other step at most twice."""
    seats = d.players
    return {
        **KERNEL_MOST,
        Draw: 20,
        Catch: seats,
        Turn: WORKERS * seats,
        Windows: 4 * seats,
        EndWindow: seats,
        Round: 1,
        Work: 1,
        Homecoming: 1,
    }


# The order of the steps on the stack (issue 24 item 9), bottom first: what may lie at the
# bottom, and what may lie directly on each step; a step not named has nothing on it. The
# round's draws on ``Round``; the homecoming below the work phase's turns (L281-L287), each
# seat's turn on the anytime windows before it (L947) and those on the turn below; the work
# phase and the catches of the fishing (L295-L347) on a window, the fish fed to elders and
# share holders on the catch; the end windows (L947) after the last round; and the steps of
# an action (``STEPS``, L363-L928) on the ``AfterAction`` that follows it and on one another
# (an elder's action asks another's steps).
STEPS = (
    Afforest,
    Catch,
    DrawBuilding,
    ElderAction,
    FeedHolder,
    GuestDiscount,
    Offer,
    PaySchooner,
    PickBuilding,
    PickShip,
    PickSpace,
    Place,
    RemoveBuilding,
    RemoveStrip,
    SellShip,
    Serve,
    SwapShip,
    TakeElder,
    TakeRaft,
    UseNow,
)
BOTTOM = (Round, Homecoming, Anytime, EndWindow)
ABOVE: dict[type, tuple[type, ...]] = {
    Homecoming: (AfterAction, Turn),
    Turn: (Windows, Anytime, EndWindow),
    Windows: (Turn, AfterAction, Catch, FeedHolder, Work),
    Work: (Catch, FeedHolder),
    EndWindow: (Anytime, EndWindow),
    AfterAction: STEPS,
    **dict.fromkeys(STEPS, STEPS),
    Catch: (Anytime, EndWindow, FeedElder, Windows, *STEPS),  # a catch is a step too
}


def check_tasks(game: Nusfjord, c: Checks, d: NData) -> None:
    actions = (*ACTIONS, "swap_ship")  # what an elder's "perform an action" may offer
    # bottom to top (L281-L287): the next round or this one's homecoming, the turns of the
    # work phase (pushed with it), the work phase, the catches of the fishing
    layers = ((Round, Homecoming), (Turn,), (Work,), (Catch,))
    if not (c.stack(d.tasks, stack_bounds(d)) and c.layered(d.tasks, layers)):
        return
    turns = [0] * d.players
    for i, t in enumerate(d.tasks):
        at = f"tasks[{i}]"
        if isinstance(t, Turn) and 0 <= t.seat < d.players:
            turns[t.seat] += 1
        if isinstance(t, OF_A_ROUND) and d.phase not in ("fishing", "work"):
            c.fail(at, f"{t.name} belongs to a round's fishing or work, not to {d.phase!r}")
        if isinstance(t, AT_THE_END) and d.phase == "homecoming":
            c.fail(at, f"{t.name} is an anytime window (L947): not in the homecoming")
        for name in ("fish", "left", "need", "served", "wood", "wood_discount", "wood_per_plate"):
            value = getattr(t, name, None)
            if isinstance(value, int):
                c.count(f"{at}.{name}", value)
        if isinstance(t, Catch | FeedElder | FeedHolder):
            c.known(f"{at}.item", [t.item], ITEMS)
        if isinstance(t, Catch):
            c.within(f"{at}.step", t.step, 1, 4)
        if isinstance(t, FeedElder):
            c.known(f"{at}.fed", t.fed, d.harbors[t.seat].elders)
        if isinstance(t, FeedHolder) and c.length(f"{at}.owed", t.owed, d.players):
            c.each_within(f"{at}.owed", t.owed, 0, SHARE_TOKENS)
        if isinstance(t, Place | PickSpace):
            c.known(f"{at}.card", [t.card], game.buildings)
        if isinstance(t, Place):
            check_space(game, c, t.card, t.space, at)
        if isinstance(t, Offer | ElderAction):
            c.known(f"{at}.of", t.of, actions)
            c.known(f"{at}.then", t.then, actions)
        if isinstance(t, Afforest):
            c.within(f"{at}.strips", t.strips, 1, 2)  # two strips (L539), Förster one (L836)
        if isinstance(t, UseNow):
            c.known(f"{at}.elder", [t.elder], d.harbors[t.seat].elders)
        if isinstance(t, RemoveStrip):
            c.holds(t.need <= t.left, f"{at}.need", f"{t.need} strips, more than {t.left}")
        if isinstance(t, GuestDiscount):
            check_guest_discount(game, c, t, at)
        if isinstance(t, Draw) and t.pile == "elder" and not 0 <= t.slot < len(d.stacks):
            # draws.uncover names the stack in slot; an older save wrote its number in into
            message = f"{t.slot}, expected the stack 0..5 (an older save: replay its history)"
            c.fail(f"{at}.slot", message)
        if isinstance(t, Serve):
            c.within(f"{at}.served", t.served, 0, len(game.banquet.plates))
            c.within(f"{at}.with_fish", t.with_fish, 0, t.served)
    for p, n in enumerate(turns):  # three passes of turns, one worker each (L357)
        placed = d.harbors[p].workers if d.phase == "work" else 0
        c.within(f"tasks (turns of seat {p}, {placed} workers placed)", n + placed, 0, WORKERS)
    c.ordered(d.tasks, ABOVE, BOTTOM)  # after the fields: their problems are named first


def check_guest_discount(game: Nusfjord, c: Checks, t: GuestDiscount, at: str) -> None:
    """L738: a building (``card`` onto ``space``) or a ship (``ship``, payment ``way``)."""
    for name in ("credit_wood", "credit_fish"):
        c.count(f"{at}.{name}", getattr(t, name))
    if t.ship:
        if c.known(f"{at}.ship", [t.ship], SHIPS):
            c.within(f"{at}.way", t.way, 0, len(game.fleet.cost[t.ship]) - 1)
    elif c.known(f"{at}.card", [t.card], game.buildings):
        check_space(game, c, t.card, t.space, at)


def check_space(game: Nusfjord, c: Checks, card: str, space: int, at: str) -> None:
    """A building goes onto a building space; one that lies beside them (L856) onto -1."""
    if card in game.off_space:
        c.within(f"{at}.space", space, -1, -1)
    else:
        c.within(f"{at}.space", space, 0, game.harbor.n_spaces - 1)
