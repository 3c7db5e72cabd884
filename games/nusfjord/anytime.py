"""Anytime effects (L947) and boarding a guest (L758): a seat may use them in its own turn (among
its turn's options, ``turns.py``) and, once a running action is complete, when it is not its
turn: before each turn the other seats, before the fishing and between two seats' catches every
seat, each in turn order (a window, ``Windows``/``EndWindow``); and once more before the final
scoring (L947).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards import runtime as rt
from boardrules.cards.refs import ability_ref
from boardrules.engine import later

from .actions import BoardGuest, Done, Use
from .state import Harbor, NData
from .tasks import Anytime, EndWindow, Windows, per_seat

if TYPE_CHECKING:
    from .game import Nusfjord


class AnytimeWindows:
    """When a seat may use an anytime effect, and using it."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        self.refs = {c: ability_ref(c, 0) for c in game.anytime_cards}  # the anytime ability
        self.cards = frozenset(game.anytime_cards)
        # ``windows``: per seat, the rows (building spaces, beside them) last found without
        # an anytime building (tuples: shared by the states that follow until one is built)
        self.quiet: list[tuple[object, object]] = [(None, None)] * game.max_players
        # ``windows``: per seat count, start seat and seat whose turn it is (-1: none, the
        # last entry), the other seats in turn order (``Rounds.order``)
        self.others: list[list[list[tuple[int, ...]]]] = [
            [
                [tuple(q for q in seats if q != turn_of) for turn_of in (*range(n), -1)]
                for seats in ([(first + k) % n for k in range(n)] for first in range(n))
            ]
            for n in range(game.max_players + 1)
        ]

    def options(self, d: NData, p: int) -> list[int]:
        """L947 anytime effects; L758 a guest onto a ship without one (at any time)."""
        game = self.game
        h = d.harbors[p]
        out = []
        usable = game.abilities.usable  # ``rt.usable`` for an owned card
        for c in game.anytime_cards:
            if (c in h.spaces or c in h.beside) and usable(d, p, self.refs[c]):
                out.append(game.ids.use[c])
        if h.guests:
            out += game.guests.boardable(h)
        return out

    def any_option(self, d: NData, p: int) -> bool:
        """Whether :meth:`options` has one (without listing them)."""
        game = self.game
        h = d.harbors[p]
        if h.guests and game.guests.boardable(h):
            return True
        usable = game.abilities.usable
        for c in game.anytime_cards:
            if (c in h.spaces or c in h.beside) and usable(d, p, self.refs[c]):
                return True
        return False

    def may_use(self, h: Harbor) -> bool:
        """Whether ``h`` has a guest or an anytime building (a quick test before
        :meth:`options`; ``Turns.opt_turn`` and :meth:`windows` ask it of ``OwnedCards``)."""
        cards = self.cards
        return bool(h.guests) or not (cards.isdisjoint(h.spaces) and cards.isdisjoint(h.beside))

    def windows(self, d: NData, t: Windows) -> None:
        """L947: anytime effects may be used when it is not the owner's turn too, once a
        running action is complete: before each turn, the seats other than the one whose turn
        it is (that one has them among its turn's options), and before the fishing, every
        seat; each in turn order. A seat with nothing usable is not asked."""
        harbors = d.harbors
        cards, quiet = self.cards, self.quiet
        seats = []
        for q in self.others[d.players][d.first][t.turn_of]:
            h = harbors[q]
            if not h.guests:  # ``may_use``
                rows = quiet[q]
                if rows[0] is h.spaces and rows[1] is h.beside:
                    continue
                if cards.isdisjoint(h.spaces) and cards.isdisjoint(h.beside):
                    quiet[q] = (h.spaces, h.beside)
                    continue
            if self.any_option(d, q):
                seats.append(per_seat(EndWindow, q))
        if seats:
            later(d, *seats)

    def end_window(self, d: NData, t: EndWindow) -> None:
        if self.any_option(d, t.seat):
            d.tasks.append(per_seat(Anytime, t.seat))

    def opt_anytime(self, d: NData, t: Anytime) -> list[int]:
        return [*self.options(d, t.seat), self.game.ids.done]

    def do_anytime(self, d: NData, t: Anytime, a: Use | BoardGuest | Done) -> None:
        if not isinstance(a, Done):
            d.tasks.append(per_seat(EndWindow, t.seat))
            self.use(d, t.seat, a)

    def use(self, d: NData, p: int, a: Use | BoardGuest) -> None:
        if isinstance(a, BoardGuest):  # L758: the guest stays on the ship to the end
            self.game.guests.board(d, p, a)
        else:
            rt.use(self.game, d, p, ability_ref(a.card, 0))
