"""Elders (L566-L611, L772-L940): taking the top elder of a stack or of the promo pile into the
council (L568-L578, L940), using an elder (a worker on it, or at once when taken: the fish of
the highest filled plate goes onto it, then its function runs, L585-L604) and an elder's
"perform an action" (L774-L928, ``action`` in ``cards.py``): offered if one of its actions can
have an effect (L363), the ``then`` list after the first ("und/oder", L1003).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import No, Yes
from boardrules.cards import runtime as rt
from boardrules.cards.refs import ability_ref

from . import draws
from .actions import FORGOTTEN, Decline, Do, Take
from .state import NData, own, put
from .tasks import ElderAction, Offer, TakeElder, UseNow

if TYPE_CHECKING:
    from .game import Nusfjord


class Council:
    """Each seat's elder council and the elders' functions."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        self.council_size: int = game.params["council_size"]  # L577

    @staticmethod
    def elder_sources(d: NData) -> list[int | str]:
        """L568: the top elder of a stack (1-6); L940: or the top of the promo pile."""
        out: list[int | str] = [k + 1 for k, s in enumerate(d.stacks) if s]
        if d.forgotten:
            out.append(FORGOTTEN)
        return out

    def usable(self, d: NData, p: int, e: str) -> bool:
        """L604: only while a fish lies on the banquet table; digest A7: the function must
        have an effect (the card's condition)."""
        return any(d.plates) and self.game.abilities.usable(d, p, ability_ref(e, 0))

    def use_elder(self, d: NData, p: int, e: str) -> None:
        """L589-L600: the fish of the highest filled plate goes onto the elder, then its
        function runs."""
        top = max(k for k, full in enumerate(d.plates) if full)
        d.plates = put(d.plates, top, False)
        self.game.fishing.put_on_elder(d, p, e)
        rt.use(self.game, d, p, ability_ref(e, 0))

    # --- taking an elder (L568-L578, L940) ------------------------------------------------
    def opt_take_elder(self, d: NData, t: TakeElder) -> list[int]:
        ids = self.game.ids.take
        return [ids[k] for k in self.elder_sources(d)]

    def do_take_elder(self, d: NData, t: TakeElder, a: Take) -> None:
        """L568-L572: the top elder into the council; a face-down elder uncovered is turned
        (L570, digest A24: a draw); then it may be used at once without a worker."""
        if isinstance(a.stack, int):
            k = a.stack - 1
            *stack, top = d.stacks[k]
            d.stacks = put(d.stacks, k, tuple(stack))
            self.to_council(d, t.seat, top)
            if stack and stack[-1] in d.face_down:  # which face-down elder it is
                d.tasks.append(draws.uncover(a.stack - 1))
            return
        *beneath, top = d.forgotten
        d.forgotten = tuple(beneath)
        self.to_council(d, t.seat, top)  # L940: the top of the face-up pile
        if len(d.forgotten) > 1:  # which promo lay beneath it (nobody saw the order)
            d.tasks.append(draws.promo_top())

    def to_council(self, d: NData, seat: int, e: str) -> None:
        h = own(d, seat)
        h.elders = (*h.elders, e)
        h.elder_fish = (*h.elder_fish, 0)
        if self.usable(d, seat, e):
            d.tasks.append(UseNow(seat=seat, elder=e))

    def opt_use_now(self, d: NData, t: UseNow) -> list[int]:
        return self.game.ids.yes_no

    def do_use_now(self, d: NData, t: UseNow, a: Yes | No) -> None:
        if isinstance(a, Yes):
            self.use_elder(d, t.seat, t.elder)

    # --- an elder's "perform an action" (L774-L928, L1003) ---------------------------------
    def offer(self, d: NData, t: Offer) -> None:
        """Offered if one of the actions can have an effect (L363)."""
        board = self.game.action_board
        legal = [x for x in t.of if board.can(d, t.seat, x, t.wood_discount)]
        if legal:
            d.tasks.append(
                ElderAction(
                    seat=t.seat,
                    of=tuple(legal),
                    optional=t.optional,
                    then=t.then,
                    wood_discount=t.wood_discount,
                    wood_per_plate=t.wood_per_plate,
                )
            )

    def opt_elder_action(self, d: NData, t: ElderAction) -> list[int]:
        ids = self.game.ids
        board = self.game.action_board
        out = [ids.do[x] for x in t.of if board.can(d, t.seat, x, t.wood_discount)]
        return [*out, ids.decline] if t.optional or not out else out

    def do_elder_action(self, d: NData, t: ElderAction, a: Do | Decline) -> None:
        """L824, L1003: after the first action, the ``then`` list may follow ("und/oder")."""
        if not isinstance(a, Do):
            return
        rest = tuple(y for y in t.then if y != a.action)
        if rest:
            d.tasks.append(Offer(seat=t.seat, of=rest, optional=True))
        self.game.action_board.start(d, t.seat, a.action, t.wood_discount, t.wood_per_plate)
