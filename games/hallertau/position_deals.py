"""Where play stands while a card is dealt or a quarter rolled in Hallertau (``chance=
"explicit"``: a CHANCE node, no seat's decision), in the game's words: the ``deal`` and
``roll`` forms of ``to_move`` (docs/positions.md, "Hallertau") and the task stack each stands
for; the draws are ``draws.py``'s, the quarter's "?" ``rounds.op_quarters``'s.

A ``deal`` names where the card goes (``deal``), the deck it comes from (``deck``) and how
many are still to deal there (``dealing``), ``seat`` the seat it goes to:

- at the setup (round 0), each seat's village in seat order: ``stable_board``, the six court
  cards face down (L241), then ``hand``, 4 starter cards and 1 point card (L243; a deck gives
  what it has, L325);
- ``quarter_card``: the top quarter card revealed (1-3 players, L218, L344-L346), at the setup
  (L222-L227) or in phase 1, ``seat`` the start player;
- ``drawn``: a card drawn into the seat's hand in play (L279-L285), on the card space it just
  used in its turn (``space``, L445-L451) or by a gain of cards it answered (``answered``: that
  decision's own ``to_move`` form, a space's part or a card's ``gain``).

A ``roll`` is a "?" of the quarter card revealed: a random quarter among those it does not
name (digest A2), ``quarters`` those named or rolled so far, ``rolls`` the "?" still to roll.
A form never says which card or quarter comes: that is the deal or the roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from boardrules.document import read_doc
from boardrules.errors import InvalidState
from boardrules.tasks import FACE_DOWN, Draw, draw

from .state import DECKS, HData
from .tasks import (
    GainOffer,
    QuarterRoll,
    QuarterWorkers,
    Round,
    SetupBoard,
    SpaceUsed,
    UseSpace,
)

if TYPE_CHECKING:
    from .position import HallertauPosition

INTO = {"stable_board": "stable", "hand": "hand", "drawn": "draw", "quarter_card": "quarter"}
WORD = {into: word for word, into in INTO.items()}
# each seat's setup deals, in order (setup.deal_village): the deck, how many, where
SETUP = (("court", 6, "stable_board"), ("starter", 4, "hand"), ("point", 1, "hand"))
FIELDS = {
    "deal": ("deal", "deck", "dealing", "space", "answered"),
    "roll": ("quarters", "rolls"),
}
QUARTERS = (1, 2, 3, 4)
ACTIONS = 4  # the phase of the turns (L389)


def chance_where(m: HallertauPosition, d: HData) -> Any:
    """The ``deal`` or ``roll`` form of the draw or quarter roll on top of ``d.tasks`` (the
    caller checks it against the stack it builds), or None."""
    top = d.tasks[-1]
    kind: Any = m.to_move_type
    if isinstance(top, QuarterRoll):
        rolls = top.unknown if top.unknown > 1 else None
        return kind("roll", d.start, quarters=list(top.chosen), rolls=rolls)
    if not isinstance(top, Draw) or top.into not in WORD:
        return None
    run = 0
    while run < len(d.tasks) and d.tasks[-1 - run] == top:
        run += 1
    word = WORD[top.into]
    seat = {"stable": top.slot, "hand": top.slot, "draw": top.seat}.get(top.into, d.start)
    deck = top.pile if word in ("hand", "drawn") else None
    form = kind("deal", seat, deal=word, deck=deck, dealing=run if run > 1 else None)
    if word != "drawn":
        return form
    below = d.tasks[: len(d.tasks) - run]
    tried: list[tuple[Any, list[Any], Any]] = []  # (form, stack below the answer, its task)
    if len(below) > 1 and isinstance(below[-1], SpaceUsed) and below[-1].seat == seat:
        space = attrs.evolve(form, space=below[-1].space)  # a card space used (L445-L451)
        tried += [(space, [], None)]
        tried += [(space, below[:-2], UseSpace(seat, mode)) for mode in ("supply", "row2")]
    else:  # the cards gained (fewer drawn where the deck ran out)
        tried += [(form, below, GainOffer(seat, ((top.pile, n),))) for n in range(run, run + 6)]
    for found, under, task in tried:
        if task is not None:
            e = d.clone()
            e.tasks = [*under, task]
            answered = m.where(e)
            if answered is None:
                continue
            plain = m.game.doc_converter.unstructure(answered)
            found = attrs.evolve(found, answered={k: v for k, v in plain.items() if v is not None})
        try:
            if m.stack(d, found) == d.tasks:
                return found
        except (ValueError, KeyError, IndexError, TypeError):
            continue
    return None


def chance_stack(m: HallertauPosition, d: HData, where: Any) -> list[Any]:
    """The stack of the ``deal`` or ``roll`` form ``where``; raises ValueError naming the field
    the table cannot stand at."""
    word = where.decision
    allowed = {"decision", "seat", *FIELDS[word]}
    for a in attrs.fields(type(where)):
        if a.name not in allowed and getattr(where, a.name) is not None:
            raise ValueError(f"{a.name}: {word} takes {', '.join(FIELDS[word])}")
    if word == "roll":
        return roll_stack(m, d, where)
    dealing = 1 if where.dealing is None else where.dealing
    if dealing < 1:
        raise ValueError(f"dealing {dealing}: 1 or more (the card being dealt is one)")
    p, place = where.seat, where.deal
    if place is None:
        raise ValueError(f"deal: where the card goes, one of {', '.join(INTO)}")
    if place != "drawn" and (where.space is not None or where.answered is not None):
        raise ValueError(f"space, answered: a card drawn in play's (deal drawn), not {place}'s")
    if place == "quarter_card":
        if where.deck is not None:
            raise ValueError("deck: a quarter card comes from quarter_cards")
        if dealing > 1:
            raise ValueError(f"dealing {dealing}: one quarter card is revealed (L344)")
        return [*quarter_below(m, d, p), draw("quarter", -1, "quarter")]
    if place in ("stable_board", "hand"):
        return [Round(1), SetupBoard(), *reversed(setup_run(d, p, place, where.deck, dealing))]
    if where.deck not in DECKS:
        raise ValueError(f"deck {where.deck!r}: the deck drawn from, one of {', '.join(DECKS)}")
    if len(d.decks[where.deck]) < dealing:
        raise ValueError(
            f"dealing {dealing}: the {where.deck} deck holds {len(d.decks[where.deck])} cards "
            "(an empty deck gives nothing, L325)"
        )
    run = [draw(where.deck, p, "draw")] * dealing
    return [*drawn_below(m, d, where), *run]


def quarter_below(m: HallertauPosition, d: HData, p: int) -> list[Any]:
    """Below a quarter card revealed or its "?" rolled: the setup's round 1 (L222-L227) or
    phase 1's window and the round's later phases (L341-L348)."""
    if d.players == 4:
        raise ValueError("deal quarter_card: 4 players play without quarter cards (L218)")
    if p != d.start:
        raise ValueError(f"seat {p}: a quarter card is revealed for the table: the start player")
    if d.round == 0:
        return [Round(1)]
    if d.phase != 1:
        raise ValueError(
            f"a quarter card is revealed at the setup (round 0) or in phase quarters (L341); "
            f"the table is in round {d.round}, phase {d.phase}"
        )
    return [*m._phases_after(d), *m._phase_window(d)]


def roll_stack(m: HallertauPosition, d: HData, where: Any) -> list[Any]:
    """A "?" of the quarter card: a quarter among those not named (digest A2)."""
    chosen = list(where.quarters or [])
    rolls = 1 if where.rolls is None else where.rolls
    if len(set(chosen)) < len(chosen) or any(q not in QUARTERS for q in chosen):
        raise ValueError(f"quarters {chosen}: each a quarter 1-4, once")
    if not 1 <= rolls <= len(QUARTERS) - len(chosen):
        raise ValueError(
            f"rolls {rolls}: 1..{len(QUARTERS) - len(chosen)} (a '?' is a quarter the card "
            "does not name)"
        )
    left = len(QUARTERS) - len(chosen)
    return [*quarter_below(m, d, where.seat), QuarterRoll(left, tuple(chosen), rolls)]


def setup_run(d: HData, p: int, place: str, deck: str | None, dealing: int) -> list[Draw]:
    """The setup's deals from seat ``p``'s deal of ``dealing`` cards of ``deck`` to ``place``
    on, in the order they come (``setup.deal_village``)."""
    if d.round != 0:
        raise ValueError(
            f"deal {place}: dealt at the setup (round 0, L241-L243); in play a card is drawn"
        )
    if not 0 <= p < d.players:
        raise ValueError(f"seat {p}: no seat of {d.players} players")
    deck = "court" if place == "stable_board" and deck is None else deck
    groups = [(k, n) for k, n, word in SETUP if word == place]
    if deck not in [k for k, _ in groups]:
        decks = " or ".join(k for k, _ in groups)
        raise ValueError(f"deck {deck!r}: the setup deals {decks} cards to {place}")
    i = next(j for j, (k, _, _) in enumerate(SETUP) if k == deck)
    if dealing > SETUP[i][1]:
        raise ValueError(f"dealing {dealing}: the setup deals {SETUP[i][1]} {deck} cards")
    left = {k: len(pile) for k, pile in d.decks.items()}
    if left[deck] < dealing:
        raise ValueError(f"dealing {dealing}: the {deck} deck holds {left[deck]} cards")

    def one(k: str, q: int) -> Draw:
        into = INTO[next(word for j, _, word in SETUP if j == k)]
        return draw(k, FACE_DOWN if into == "stable" else q, into, q)

    out = [one(deck, p)] * dealing
    left[deck] -= dealing
    for q, groups_of in [(p, SETUP[i + 1 :]), *((q, SETUP) for q in range(p + 1, d.players))]:
        for k, n, _ in groups_of:
            given = min(n, left[k])
            left[k] -= given
            out += [one(k, q)] * given
    return out


def drawn_below(m: HallertauPosition, d: HData, where: Any) -> list[Any]:
    """Below cards drawn in play: the card space the seat used (``space``, L445-L451) in its
    turn or through a card's ``use_space`` it answered (``answered``, 419, 726), or the stack
    of the gain of cards it answered (``answered``), without that decision."""
    p, g = where.seat, m.game
    if where.space is None and where.answered is None:
        raise ValueError(
            "space, answered: a card drawn in play comes from the card space used (space) or "
            "a gain of cards answered (answered)"
        )
    used: list[Any] = []
    if where.space is not None:
        s = g.space_index.get(where.space)
        if s is None or g.space_deck[s] != where.deck:
            spaces = [c.id for c in g.spaces if c.deck == where.deck]
            raise ValueError(f"space {where.space!r}: the {where.deck} deck's space is {spaces}")
        used = [QuarterWorkers(p, m._held(d, where.space)), SpaceUsed(p, where.space)]
        if where.answered is None:  # in the seat's turn
            if d.phase != ACTIONS:
                raise ValueError("space: a card space is used in a turn of phase actions (L445)")
            return [*m._phases_after(d), *m._turn_rest(d, p), *used]
    try:
        answered: Any = read_doc(g.doc_converter, m.to_move_type, where.answered, "answered")
    except InvalidState as exc:
        raise ValueError(str(exc)) from None
    wanted = "use_space" if used else "gain"
    if answered.seat != p or answered.decision != wanted:
        what = "use_space (a card lets it use the space)" if used else f"gain of {where.deck} cards"
        raise ValueError(f"answered: seat {p}'s {what}, whose answer draws the cards")
    try:
        stack = m.stack(d, answered)
    except ValueError as exc:
        raise ValueError(f"answered: {exc}") from None
    top = stack[-1]
    if not used and (not isinstance(top, GainOffer) or where.deck not in dict(top.gains)):
        raise ValueError(f"answered: a gain of {where.deck} cards (its answer draws them)")
    return [*stack[:-1], *used]
