"""Where play stands while a card is dealt or a die rolled (``chance="explicit"``: a CHANCE
node, no seat's decision), in the game's words: the ``deal`` and ``roll`` forms of
``to_move`` (docs/positions.md, "Woodcraft") and the task stack each stands for; the draws
are ``draws.py``'s, the dice ``purchases.roll_yard``'s.

A ``deal`` names where the card goes (``deal``: a place word, with ``slot`` for a display
space and ``dealt_to`` for a seat's cards) and how many are still to deal there
(``dealing``); a ``roll`` names the lumber yard's spaces still to roll (``spaces``, the
next first). ``after`` is the decision asked once the deals or rolls are done, the form's
``seat`` and other fields being its own: in the setup the first seat's ``keep_order`` (the
deals of L206-L221, L169-L184, L270-L291 and the yard's dice, L137-L138); in a turn the
decision the action goes on with (a display space refilled, L638-L640, L666-L669; the yard
refilled, L578-L580). With no ``after``, an income phase refills the displays (L1170), the
solo player's solo card is turned over (L1402-L1411) or a display space is refilled after a
solo card took its card (``discarding``, with the card's later takes, ``solo_takes``, and the
solo card drawn after it, ``redraw``: L1463-L1466, L1471-L1473). Between the deals and the
decision ``after``, ``before`` lists what is done first, the next first (the helper just
hired paid for, L666-L673: the display slid and refilled before; abilities set off by the
action, waiting). ``remove_public`` is the random unclaimed public order the solo game
removes at the start of rounds 10 and 13 (L1498-L1503).
A form never says which card or value comes: that is the deal or the roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import attrs

from boardrules.document import field
from boardrules.tasks import Draw, draw

from .draws import DISPLAY
from .setup import seat_order
from .state import EMPTY
from .tasks import (
    DIE,
    FinalScoring,
    FromDeck,
    Refill,
    Round,
    RoundEnd,
    SoloCard,
    SoloDiscard,
    SoloPlay,
    SoloRemove,
    SoloTake,
    Turn,
    YardDie,
)
from .turns import income_rounds

if TYPE_CHECKING:
    from .game import Woodcraft
    from .state import WData

SHOWN = 4  # the display spaces of orders and of helpers (L206-L214)
# a draw's pile and ``into`` by the place word of its card (a seat's places end in ``:S``)
PLACES: dict[str, tuple[str, str]] = {
    "order_display": ("orders", DISPLAY),
    "helper_display": ("helpers", DISPLAY),
    "public_orders": ("public", "public"),
    "reputation_tiles": ("tiles", "rep_tiles"),
    "dealt_orders": ("orders", "dealt"),
    "dealt_helpers": ("helpers", "dealt_helpers"),
    "hand": ("special", "hand"),
    "solo_discard": ("solo", "solo_discard"),
}
WORD = {pile_into: word for word, pile_into in PLACES.items()}
SEATED = ("dealt_orders", "dealt_helpers", "hand")
SOLO_TAKE = ("discarding", "solo_takes", "redraw")  # a display space a solo card emptied
CHANCE_FIELDS: tuple[str, ...] = ("deal", "slot", "dealt_to", "dealing", "spaces", "after")
CHANCE_FIELDS += ("attempt", "before", *SOLO_TAKE)
Display = Literal["order_display", "helper_display"]
DISPLAYS: tuple[Display, Display] = ("order_display", "helper_display")


@attrs.frozen
class DisplaySpace:
    """A display space a solo card takes the card of (L1463-L1466)."""

    display: Display = field("order_display or helper_display")
    slot: int = field("the space, 1 (left) .. 4")


def place_of(t: Draw) -> tuple[str, int | None, int | None]:
    """Where the card of ``t`` goes: the place word, the display space (1..4) or None, and
    the seat it is dealt to or None."""
    word = WORD[t.pile, t.into]
    if word in SEATED:
        return word, None, t.seat
    return word, t.slot + 1 if t.into == DISPLAY else None, None


def chance_where(d: WData) -> tuple[dict[str, Any], int] | None:
    """The ``deal`` or ``roll`` fields at ``d.tasks`` (a run of draws or yard dice on top),
    and the length of the run; ``after`` is the caller's (the form of the stack below)."""
    top = d.tasks[-1]
    if isinstance(top, YardDie):
        run = 0
        while run < len(d.tasks) and type(d.tasks[-1 - run]) is YardDie:
            run += 1
        spaces = [t.slot + 1 for t in reversed(d.tasks[-run:])]  # type: ignore[attr-defined]
        return {"decision": "roll", "spaces": spaces}, run
    if not isinstance(top, Draw) or (top.pile, top.into) not in WORD:
        return None
    place = place_of(top)
    run = 0
    while run < len(d.tasks):
        t = d.tasks[-1 - run]
        if not (isinstance(t, Draw) and (t.pile, t.into) in WORD and place_of(t) == place):
            break
        run += 1
    fields = {"decision": "deal", "deal": place[0], "slot": place[1], "dealt_to": place[2]}
    fields["dealing"] = run if run > 1 else None
    if d.round == 0:  # the rest of the setup's deals and rolls below the run
        run = len(d.tasks) - next(i for i, t in enumerate(d.tasks) if isinstance(t, Draw | YardDie))
    return fields, run


def setup_run(game: Woodcraft, d: WData) -> list[Draw | YardDie]:
    """The setup's deals and rolls in the order they come (``draws.setup_draws``, the yard's
    dice after them, ``setup.new_data``)."""
    helpers, simple, special, _ = (int(n) for n in game.params["dealt"])
    out: list[Draw | YardDie] = [draw("public", -1, "public") for _ in d.public_open]
    out += [draw("tiles", -1, "rep_tiles") for _ in d.rep_arrivals]
    for slot in range(SHOWN):
        out += [draw("orders", -1, DISPLAY, slot), draw("helpers", -1, DISPLAY, slot)]
    for seat in seat_order(d):
        out += [draw("helpers", seat, "dealt_helpers")] * helpers
        out += [draw("orders", seat, "dealt")] * simple
        out += [draw("special", seat, "hand")] * special
    return out + [YardDie(sides=DIE, slot=s) for s in range(len(d.yard))]


def target(d: WData, where: Any) -> Draw:
    """The draw of the ``deal`` form ``where``, refused naming the field where no card can
    go there."""
    word, seat = where.deal or "", where.dealt_to
    if word not in PLACES:
        raise ValueError(f"deal {where.deal!r}: where the card goes, one of {', '.join(PLACES)}")
    pile, into = PLACES[word]
    if (word in SEATED) != (seat is not None):
        raise ValueError(f"dealt_to: the seat of a deal into {', '.join(SEATED)}, and only there")
    if word in SEATED:
        if not 0 <= seat < d.players:
            raise ValueError(f"dealt_to {seat}: no seat of {d.players}")
        return draw(pile, seat, into)
    if into != DISPLAY:
        if where.slot is not None:
            raise ValueError(f"slot: a deal into {word} has no display space")
        return draw(pile, -1, into)
    if where.slot is None or not 1 <= where.slot <= SHOWN:
        raise ValueError(f"slot {where.slot}: the display space 1..{SHOWN} of a deal into {word}")
    shown = d.order_display if pile == "orders" else d.helper_display
    if shown[where.slot - 1]:
        raise ValueError(
            f"slot {where.slot}: {word}[{where.slot - 1}] holds {shown[where.slot - 1]}; a card"
            " is dealt into an empty space"
        )
    return draw(pile, -1, into, where.slot - 1)


def chance_run(game: Woodcraft, d: WData, where: Any) -> list[Draw | YardDie]:
    """The deals or rolls of ``where``, in the order they come."""
    if where.decision == "roll":
        if where.deal is not None or where.slot is not None or where.dealing is not None:
            raise ValueError("deal, slot, dealing: a deal's (roll takes spaces)")
        if where.dealt_to is not None:
            raise ValueError("dealt_to: a deal's (roll takes spaces)")
        spaces = where.spaces or []
        if not spaces or len(set(spaces)) < len(spaces):
            raise ValueError(f"spaces {spaces}: the lumber yard's spaces still to roll, each once")
        for s in spaces:
            if not 1 <= s <= len(d.yard) or d.yard[s - 1] >= 0:
                raise ValueError(
                    f"spaces: {s} is no empty space of the lumber yard (1..{len(d.yard)}, empty:"
                    f" {[i + 1 for i, k in enumerate(d.yard) if k < 0]})"
                )
        return [YardDie(sides=DIE, slot=s - 1) for s in spaces]
    if where.spaces is not None:
        raise ValueError("spaces: a roll's (deal takes deal, slot, dealing)")
    dealing = 1 if where.dealing is None else where.dealing
    if dealing < 1:
        raise ValueError(f"dealing {dealing}: 1 or more (the card being dealt is one)")
    t = target(d, where)
    if d.round == 0:
        return setup_rest(game, d, t, dealing)
    if t.into == DISPLAY and dealing > 1:
        raise ValueError(f"dealing {dealing}: a display space takes one card")
    if t.pile != "orders" and t.pile != "helpers" and t.pile != "solo":
        raise ValueError(
            f"deal {where.deal}: dealt at the setup (round 0) only (L169-L184, L217-L221,"
            " L270-L291)"
        )
    return [t] * dealing


def setup_rest(game: Woodcraft, d: WData, t: Draw, dealing: int) -> list[Draw | YardDie]:
    """The setup's deals from ``t`` (``dealing`` of them still to go there) and its rolls."""
    run = setup_run(game, d)
    starts = [i for i, x in enumerate(run) if x == t]
    if not starts or len(starts) < dealing:
        said = "" if not starts else f" ({len(starts)} go there at the setup)"
        raise ValueError(f"dealing {dealing}: the setup deals no such card{said} (L206-L291)")
    return run[starts[-dealing] :]


def stack_below(game: Woodcraft, d: WData, where: Any) -> list[Any] | None:
    """The stack below the deals of a form without ``after`` (an income phase's refill,
    L1170, or the solo card, L1402-L1411), or None if it has ``after``."""
    if where.after is not None:
        unused = [name for name in ("attempt", *SOLO_TAKE) if getattr(where, name) is not None]
        if unused:
            raise ValueError(f"{unused[0]}: a solo card's (a form without after)")
        first, keep = seat_order(d)[0], int(game.params["dealt"][3])
        if d.round == 0 and (where.after, where.seat, where.left) != ("keep_order", first, keep):
            raise ValueError(
                f"after {where.after}: the setup's deals and rolls come before the first seat's"
                f" keep_order (seat {first}, left {keep}; L270)"
            )
        return None
    if d.round == 0:
        raise ValueError("after: the setup's deals come before keep_order (L270)")
    if where.before is not None:
        raise ValueError("before: what is done before the decision after (a form with after)")
    if where.discarding is not None:
        return solo_take_below(game, d, where)
    unused = [name for name in SOLO_TAKE if getattr(where, name) is not None]
    if unused:
        raise ValueError(
            f"{unused[0]}: a display space refilled after a solo card's take (with discarding)"
        )
    if where.decision == "deal" and where.deal == "solo_discard":
        if d.players != 1:
            raise ValueError("deal solo_discard: the solo game's (L1395)")
        attempt = 1 if where.attempt is None else where.attempt
        if not 1 <= attempt <= len(game.solo_ids):
            raise ValueError(f"attempt {attempt}: 1..{len(game.solo_ids)} (L1402-L1411)")
        return [*solo_base(d), SoloPlay(attempt=attempt)]
    if where.attempt is not None:
        raise ValueError("attempt: a solo card's (deal solo_discard)")
    if where.decision == "roll" and d.players == 1:  # a solo card's spaces rerolled (L1419-L1475)
        return [RoundEnd(number=d.round)]
    incomes = income_rounds(game, d)
    if d.round not in incomes or where.decision != "deal" or where.slot is None:
        raise ValueError(
            "after: the decision after the deal or roll (without it: a display space refilled "
            f"in the income phase after rounds {incomes}, L1170, or a solo card, L1402-L1411)"
        )
    phase = incomes.index(d.round) + 1
    slot, pile = where.slot - 1, PLACES[where.deal or ""][0]
    order = [(p, s) for s in range(SHOWN) for p in ("helpers", "orders")]  # income.py
    rest = order[order.index((pile, slot)) + 1 :]
    later = [
        FromDeck(p, -1, DISPLAY, s)
        for p, s in rest
        if not (d.helper_display if p == "helpers" else d.order_display)[s]
    ]
    return [FinalScoring() if phase >= 4 else Round(number=d.round + 1), *reversed(later)]


def solo_base(d: WData) -> list[Any]:
    """Below a solo card's play (L1402-L1475): the round's end, and the lumber yard's spaces
    a solo card emptied still to reroll (``Refill``, the yard's empty spaces)."""
    return [RoundEnd(number=d.round), *([Refill()] if EMPTY in d.yard else [])]


def solo_take_where(below: list[Any]) -> dict[str, Any] | None:
    """The fields of a display space refilled after a solo card took its card, the stack
    ``below`` the deal (``solo.take``: the card taken, onto its discard pile once the space is
    refilled; the card's later takes; another solo card after it), or None."""
    if not below or type(below[-1]) is not SoloDiscard:
        return None
    out: dict[str, Any] = {"discarding": below[-1].card}
    i, takes = len(below) - 2, []
    while i >= 0 and type(below[i]) is SoloTake:
        takes.append(DisplaySpace(DISPLAYS[below[i].helpers], below[i].slot))
        i -= 1
    out["solo_takes"] = takes or None
    if i >= 0 and type(below[i]) is SoloCard:
        out["redraw"] = below[i].attempt
    return out


def solo_take_below(game: Woodcraft, d: WData, where: Any) -> list[Any]:
    """The stack below the deal refilling a display space a solo card emptied (L1463-L1466),
    refused naming the field where the solo card on top of ``solo_discard`` takes no such
    card."""
    word, card = where.deal, where.discarding
    if d.players != 1:
        raise ValueError("discarding: a solo card's take, the solo game's (L1463-L1466)")
    if where.decision != "deal" or word not in DISPLAYS:
        raise ValueError(f"deal {word}: a solo card takes the cards of {' and '.join(DISPLAYS)}")
    if where.slot != 1:
        raise ValueError(f"slot {where.slot}: the display slides on, its space 1 is refilled")
    helpers = word == DISPLAYS[1]
    if card not in (game.helper_ids if helpers else game.order_ids):
        raise ValueError(f"discarding {card!r}: no {'helper' if helpers else 'order'} of the game")
    if card in placed(d):
        raise ValueError(f"discarding {card}: it lies on the table; the card taken lies nowhere")
    if not d.solo_discard:
        raise ValueError("discarding: no solo card is played (solo_discard is empty)")
    takes = game.solo_specs[d.solo_discard[-1]].takes
    rest = tuple(SoloTake(t.slot, t.display == DISPLAYS[1]) for t in where.solo_takes or ())
    n = len(rest)
    if n >= len(takes) or takes[len(takes) - n :] != rest or takes[-n - 1].helpers != helpers:
        said = ", ".join(f"{DISPLAYS[t.helpers]} {t.slot}" for t in takes) or "none"
        raise ValueError(
            f"solo_takes: the solo card {d.solo_discard[-1]} takes {said}, in this order "
            f"(L1463-L1466): this deal refills a space of {word}, the takes after it are the rest"
        )
    below = solo_base(d)
    if where.redraw is not None:
        if not 2 <= where.redraw <= len(game.solo_ids):
            raise ValueError(f"redraw {where.redraw}: 2..{len(game.solo_ids)} (L1471-L1473)")
        below.append(SoloCard(attempt=where.redraw))
    return [*below, *reversed(rest), SoloDiscard(helpers=helpers, card=card)]


def placed(d: WData) -> set[str]:
    """The orders and helpers lying somewhere on the table."""
    lists = [d.order_deck, d.order_display, d.order_discard, d.helper_deck, d.helper_display]
    lists += [d.helper_discard, d.boxed]
    names = ("hand", "order_ids", "fulfilled", "dealt", "dealt_helpers", "rooms")
    lists += [getattr(w, name) for w in d.workshops for name in names]
    return {c for cards in lists for c in cards}


def public_removed(game: Woodcraft, d: WData) -> list[Any]:
    """L1498-L1503: the stack at the start of solo round 10 or 13, a random unclaimed public
    order removed before the seat's turn."""
    if d.players != 1 or d.round not in game.params["solo_public_rounds"]:
        raise ValueError(
            f"remove_public: the solo game's, at the start of rounds "
            f"{list(game.params['solo_public_rounds'])} (L1498-L1503)"
        )
    unclaimed = sum(1 for i, r in enumerate(d.claimed_round) if r == 0 and d.public_open[i])
    if not unclaimed:
        raise ValueError("remove_public: public_orders: none open and unclaimed (L1498-L1503)")
    return [
        RoundEnd(number=d.round),
        SoloCard(attempt=1),
        Turn(seat=0),
        SoloRemove(sides=unclaimed),
    ]
