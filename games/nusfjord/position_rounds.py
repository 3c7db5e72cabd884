"""The task stacks of a Nusfjord round beneath a decision (rounds.py: ``start_round``,
``homecoming``): the turns of the work phase still to come, the catches of the fishing, an
anytime window (L947). The ``to_move`` forms (``position_moves.py``) lay a decision on them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards import runtime as rt

from .state import NData
from .tasks import Anytime, Catch, EndWindow, Homecoming, Turn, Windows, Work

if TYPE_CHECKING:
    from boardrules.tasks import Task

    from .game import Nusfjord
    from .position_moves import ToMove


class RoundStacks:
    """The stacks of a round a ``to_move`` form stands on."""

    game: Nusfjord

    def _turn_of(self, d: NData, p: int, done: bool = False) -> int:
        """The turn 1..3 of seat ``p`` now (``done``: the turn whose action runs), from the
        turns of ``p`` still on the stack."""
        left = sum(1 for t in d.tasks if type(t) is Turn and t.seat == p)
        return (3 if done else 4) - left

    def _sequence(self, d: NData) -> list[tuple[int, int]]:
        """The work phase's turns in order: (seat, its turn 1..3), L357."""
        seats = self.game.rounds.order(d)
        return [(q, k) for k in (1, 2, 3) for q in seats]

    def _turns_after(self, d: NData, p: int, turn: int) -> list[Task]:
        """The stack beneath seat ``p``'s turn ``turn``: the later turns, then homecoming."""
        seq = self._sequence(d)
        i = seq.index((p, turn))
        later = [t for q, _ in seq[i + 1 :] for t in (Windows(turn_of=q), Turn(seat=q))]
        return [Homecoming(), *reversed(later)]

    def _after_fishing(self, d: NData) -> list[Task]:
        """The stack beneath the fishing: every turn of the work phase, then homecoming."""
        later = [t for q, _ in self._sequence(d) for t in (Windows(turn_of=q), Turn(seat=q))]
        return [Homecoming(), *reversed(later), Work()]

    def _catch(self, d: NData, q: int) -> list[Task]:
        """Seat ``q``'s catch (L295; gold after the Old Man, L810) and its "whenever fishing"
        effects, as the round's start lays them out."""
        h = d.harbors[q]
        if h.old_man and h.old_man == d.round - 1:
            out: list[Task] = [Catch(seat=q, fish=sum(h.shares), item="gold")]
        else:
            out = [Catch(seat=q, fish=self.game.fleet.catch_size(h))]
        fishing = rt.phase_triggers(self.game, d, q, "fishing")
        return [*out, fishing] if fishing is not None else out

    def _catches_after(self, d: NData, p: int) -> list[Task]:
        """The stack beneath seat ``p``'s catch: its "whenever fishing" effects, then the
        later seats' catches, each after a window (L947)."""
        seats = self.game.rounds.order(d)
        fishing = rt.phase_triggers(self.game, d, p, "fishing")
        later: list[Task] = [fishing] if fishing is not None else []
        for q in seats[seats.index(p) + 1 :]:
            later += [Windows(turn_of=-1), *self._catch(d, q)]
        return list(reversed(later))

    def _window(self, d: NData, w: ToMove) -> list[Task]:
        """An anytime window (L947): the seats after ``w.seat`` still to be asked, above what
        follows the window."""
        game = self.game
        order = game.rounds.order(d)
        p = w.mover
        if d.phase == "over":
            if w.turn is not None or w.before is not None:
                raise ValueError("anytime at the end: no turn, no before")
            rest = order[order.index(p) + 1 :]
            return [*reversed([EndWindow(seat=q) for q in rest]), Anytime(seat=p)]
        if w.before is None:
            raise ValueError("anytime: before (the seat whose turn or catch follows)")
        q = w.before
        if q not in order:
            raise ValueError(f"before {q}: no seat of {d.players} players")
        if d.phase == "work":
            if w.turn is None:
                raise ValueError("anytime in the work phase: turn (of the seat 'before')")
            below = [*self._turns_after(d, q, w.turn), Turn(seat=q)]
            turn_of = q
        elif d.phase == "fishing":
            if w.turn is not None:
                raise ValueError("anytime in the fishing phase: no turn")
            below = [*self._after_fishing(d), *self._catches_from(d, q)]
            turn_of = -1
        else:
            raise ValueError(f"anytime: no window in the phase {d.phase}")
        if p == turn_of:
            raise ValueError(f"anytime: seat {p} has its anytime effects in its own turn")
        rest = [
            x
            for x in order[order.index(p) + 1 :]
            if x != turn_of and game.anytime.may_use(d.harbors[x]) and game.anytime.options(d, x)
        ]
        return [*below, *reversed([EndWindow(seat=x) for x in rest]), Anytime(seat=p)]

    def _catches_from(self, d: NData, q: int) -> list[Task]:
        """The stack of the catches from seat ``q``'s on (the window before it popped)."""
        seats = self.game.rounds.order(d)
        later: list[Task] = []
        for k, x in enumerate(seats[seats.index(q) :]):
            if k:
                later.append(Windows(turn_of=-1))
            later += self._catch(d, x)
        return list(reversed(later))
