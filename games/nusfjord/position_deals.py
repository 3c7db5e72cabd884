"""Where play stands while the deck deals (``chance="explicit"``: a CHANCE node, no seat's
decision), in the game's words: the ``deal`` form of ``to_move`` (docs/positions.md,
"Nusfjord (Big Box)") and the task stack it stands for; the draws are ``draws.py``'s.

A deal names where the card goes (``deal``: ``display_a``, ``display_b``, ``display_c``,
``hand``, ``elder_stack``, ``forgotten``) and how many are still to deal there (``left``);
when it happens is the table's round and phase: the setup's A and B buildings (round 1, phase
fishing, L245-L249: the B buildings follow the A buildings), a round space's cards
(phase homecoming, the round begun: L396, L400, L402, L712; the C buildings in turn order
from the start player, each seat's ``left`` for the first, the later seats' as the space
deals them) or a draw inside a seat's action (phase work, its ``seat`` and ``turn``: the
elder uncovered on an elder stack, L570, or the promo pile's new top, L940, ``card`` the
elder just taken that may be used at once, L572; the Architektin's building, L784, ``card``
the card whose effect goes on after it). It never says which card comes: that is the deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from boardrules.position_steps import effect_steps, effects_after
from boardrules.tasks import Draw

from . import draws
from .position_rounds import RoundStacks
from .state import NData
from .tasks import AfterAction, Round, UseNow

if TYPE_CHECKING:
    from boardrules.tasks import Task

    from .game import Nusfjord
    from .position_moves import ToMove

DealPlace = Literal["display_a", "display_b", "display_c", "hand", "elder_stack", "forgotten"]
DEAL_PLACES: tuple[str, ...] = DealPlace.__args__  # type: ignore[attr-defined]
# a round space's deal (L394-L404): the round, where its cards go, its count in the rules'
# parameters (by player count) and its rulebook line
ROUND_SPACES: dict[int, tuple[str, str, str]] = {
    3: ("display_a", "add_a", "L396"),
    4: ("hand", "deal_c", "L400"),
    5: ("display_b", "add_b", "L402"),
    6: ("display_c", "reveal_c", "L712"),
}


def place_of(task: Draw) -> str:
    """Where the card of ``task`` goes, in the form's words."""
    if task.pile == "elder":
        return "elder_stack"
    if task.pile == "forgotten":
        return "forgotten"
    return "hand" if task.into == draws.HAND else f"display_{task.pile.lower()}"


class DealForms(RoundStacks):
    """The ``deal`` form of ``ToMoveForms`` (position_moves.py), and the lookups of a card's
    effect both share."""

    game: Nusfjord

    # --- the form standing at a stack ------------------------------------------------------
    def _where_deal(self, d: NData) -> dict[str, Any]:
        """The fields of the ``deal`` form at ``d.tasks`` (a ``Draw`` on top); the model
        keeps the form only if it builds the same stack."""
        top = d.tasks[-1]
        assert isinstance(top, Draw)
        place = place_of(top)
        left = 0
        for t in reversed(d.tasks):
            if not (isinstance(t, Draw) and place_of(t) == place and t.seat == top.seat):
                break
            left += 1
        out: dict[str, Any] = {
            "decision": "deal",
            "deal": place,
            "left": left if left > 1 else None,
        }
        if place == "hand":
            out["seat"] = top.seat
        if place == "elder_stack":
            out["stack"] = top.slot + 1
        if d.phase != "work":
            return out
        after = [i for i, t in enumerate(d.tasks) if type(t) is AfterAction]
        if after:
            p = d.tasks[after[-1]].seat  # type: ignore[attr-defined]
            out |= {"seat": p, "turn": self._turn_of(d, p, done=True)}
            middle = d.tasks[after[-1] + 1 : -left]
            if place in ("elder_stack", "forgotten"):
                if middle and type(middle[-1]) is UseNow:
                    out["card"] = middle[-1].elder
            else:
                out["card"] = self._card_of(middle)
        return out

    def _card_of(self, middle: list[Task]) -> str | None:
        """The card whose effect goes on below a decision (the first of the effect lists
        there), or None."""
        for t in middle:
            ref = getattr(t, "ref", None)
            if isinstance(ref, str) and ref in self.game.runtime.refs:
                return self.game.runtime.refs[ref].card
        return None

    # --- the stack standing at a form ------------------------------------------------------
    def _deal_stack(self, d: NData, w: ToMove) -> list[Task]:
        """The stack of a ``deal``: the draws still to come above what follows them."""
        place, left = w.deal, 1 if w.left is None else w.left
        if place is None:
            raise ValueError(f"deal needs deal (where the card goes: {', '.join(DEAL_PLACES)})")
        if left < 1:
            raise ValueError(f"left {left}: 1 or more (the card being dealt is one)")
        if (place == "elder_stack") != (w.stack is not None):
            raise ValueError("stack: the elder stack 1..6 of an elder_stack deal, and only there")
        if d.phase == "work":
            return self._deal_in_action(d, w, place, left)
        if w.turn is not None or w.card is not None:
            raise ValueError(f"deal in the {d.phase} phase: no turn, no card (a work turn's)")
        if place != "hand" and w.seat is not None:
            raise ValueError(f"seat: a deal into {place} in the {d.phase} phase has no seat")
        if d.phase == "fishing" and d.round == 1:
            return [Round(), *reversed(self._setup_deals(d, place, left))]
        if d.phase == "homecoming":
            return [Round(), *reversed(self._round_space(d, w, place, left))]
        raise ValueError(
            f"deal: no card is dealt in round {d.round}, phase {d.phase} (the setup: round 1, "
            "phase fishing; a round space: phase homecoming; a draw in an action: phase work)"
        )

    def _pile(self, d: NData, place: str, left: int) -> tuple[str, ...]:
        """The pile a deal to ``place`` draws from, refused if it holds fewer than ``left``."""
        pile = {
            "display_a": d.pile_a,
            "display_b": d.pile_b,
            "display_c": d.pile_c,
            "hand": d.pile_c,
        }[place]
        if len(pile) < left:
            name = "pile_c" if place == "hand" else f"pile_{place[-1]}"
            raise ValueError(f"left {left}: {name} holds {len(pile)}")
        return pile

    def _setup_deals(self, d: NData, place: str, left: int) -> list[Draw]:
        """L245-L249: the A buildings laid out, then the B buildings; with 1-2 seats the rest
        of each pile goes back to the box after its last (L249, L675)."""
        shown = self.game.params["display"]
        if place not in ("display_a", "display_b"):
            raise ValueError(f"deal {place}: the setup lays out display_a and display_b (L245)")
        letter = place[-1]
        have = len(d.display_a if letter == "a" else d.display_b)
        most = shown[f"{letter}_setup"] - have
        if left > most:
            raise ValueError(f"left {left}: {most} more of the setup's {place} (L245)")
        self._pile(d, place, left)
        counts = [left, min(shown["b_setup"], len(d.pile_b))] if letter == "a" else [0, left]
        piles = [list(d.pile_a), list(d.pile_b)]  # copies: setup_draws empties a pile of 0
        return draws.setup_draws(piles, counts, box=d.players <= 2)

    def _round_space(self, d: NData, w: ToMove, place: str, left: int) -> list[Draw]:
        """L394-L404, L712: the deal of the space of the round begun (``d.round``)."""
        rs, n = self.game.params["round_spaces"], d.players
        where, key, line = ROUND_SPACES.get(d.round, ("", "", ""))
        if where != place or n not in rs[key]:
            deals = [f"round {k}: {p}" for k, (p, x, _) in ROUND_SPACES.items() if n in rs[x]]
            raise ValueError(
                f"deal {place}: the round space of round {d.round} deals no card there with "
                f"{n} players ({', '.join(deals)}; L394-L404, L712)"
            )
        self._pile(d, place, left)
        if place != "hand":
            shown = self.game.params["display"]
            board = shown.get(f"{place[-1]}_board")
            room = None if board is None else board - len(getattr(d, place))
            if room is not None and left > room:
                raise ValueError(f"left {left}: {room} more fit on the board ({line}, L410)")
            return [draws.into_display(place[-1].upper())] * left
        order = self.game.rounds.order(d)
        if w.seat not in order:
            raise ValueError(f"seat {w.seat}: the seat whose hand the card goes into")
        if left > rs[key][n]:
            raise ValueError(f"left {left}: {rs[key][n]} C buildings a hand ({line})")
        dealt = [draws.into_hand(w.seat)] * left
        for q in order[order.index(w.seat) + 1 :]:
            dealt += [draws.into_hand(q)] * min(rs[key][n], len(d.pile_c) - len(dealt))
        return dealt

    def _deal_in_action(self, d: NData, w: ToMove, place: str, left: int) -> list[Task]:
        """A card drawn in seat ``w.seat``'s action: an elder uncovered (L570), the promo
        pile's new top (L940), the Architektin's building (L784)."""
        p, turn = w.seat, w.turn
        if p is None or turn is None:
            raise ValueError("deal in the work phase needs seat and turn (whose action draws)")
        if left != 1:
            raise ValueError(f"left {left}: an action draws one card")
        below = [*self._turns_after(d, p, turn), AfterAction(seat=p)]
        if place in ("elder_stack", "forgotten"):
            if place == "elder_stack":
                draw = draws.uncover(self._face_down(d, w.stack) - 1)
            elif len(d.forgotten) < 2:
                raise ValueError(
                    f"deal forgotten: the promo pile holds {len(d.forgotten)}: a new top is "
                    "drawn from two or more (L940)"
                )
            else:
                draw = draws.promo_top()
            if w.card is not None:  # L572: the elder just taken, to use at once
                if w.card not in d.harbors[p].elders:
                    raise ValueError(f"card: {w.card} is no elder of seat {p}'s council")
                below.append(UseNow(seat=p, elder=w.card))
            return [*below, draw]
        if place not in ("display_a", "display_b"):
            raise ValueError(f"deal {place}: an action draws into display_a or display_b (L784)")
        self._pile(d, place, 1)
        if w.card is not None:
            below += effects_after(self.game, p, self._step(d, w, "draw_building"))
        return [*below, draws.into_display(place[-1].upper())]

    @staticmethod
    def _face_down(d: NData, stack: int | None) -> int:
        """L570: the elder stack 1..6 whose top is a face-down elder being uncovered."""
        if stack is None or not 1 <= stack <= len(d.stacks):
            raise ValueError(f"stack {stack}: an elder stack 1..{len(d.stacks)}")
        top = d.stacks[stack - 1][-1:]
        if not top or top[0] not in d.face_down:
            raise ValueError(f"stack {stack}: its top is no face-down elder (face_down)")
        return stack

    def _step(self, d: NData, w: ToMove, word: str) -> str:
        """The effect of ``w.card`` that asks the decision (its word ``word``)."""
        card, seat = w.card or "", w.seat
        game = self.game
        if card not in game.runtime.cards:
            raise ValueError(f"card: no card {card!r}")
        if seat is None or not game.rules.owns(d, seat, card):
            raise ValueError(f"card: seat {seat} has no {card} (its council or harbor board)")
        steps = effect_steps(game, card, word)
        if len(steps) != 1:
            said = "never asks" if not steps else "asks more than once"
            raise ValueError(f"card: {card} {said} {w.decision} ({word}): write the tasks")
        return steps[0]
