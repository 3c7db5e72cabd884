"""The round of Kleine Völker großer Garten (L275-L427): the turns in turn order, who goes
next, the population phase and the cleanup.

A round is ``Round``, then one ``Turn`` per turn-order slot (each that many ``BeginAction``
+ ``Act``, then ``AfterTurn``), ``Population`` and ``Cleanup``. After each action the crane
moves by the space used (``MoveCrane``, L256-L259, L296-L298).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.engine import later

from .actions import SEATS, NextSeat
from .geometry import crane_target
from .state import NOBODY, SPACES_OF, KVData
from .tasks import (
    ACT,
    BEGIN_ACTION,
    AfterTurn,
    BeginAction,
    Cleanup,
    MoveCrane,
    Next,
    Population,
    Round,
    Turn,
    after_turn_of,
    turn_of,
)

if TYPE_CHECKING:
    from .game import KleineVoelker


def begin_round(game: KleineVoelker, d: KVData, t: Round) -> None:
    """L230-L232, L275-L290: the seat in turn-order slot 1 takes the first turn."""
    d.order = []
    d.tasks.append(turn_of(d.first, 0))


def turn(game: KleineVoelker, d: KVData, t: Turn) -> None:
    """L292-L301: as many actions as the turn-order slot shows."""
    d.order.append(t.seat)
    n = game.params["actions_per_slot"][d.players][t.slot]
    d.tasks.append(after_turn_of(t.seat, t.slot))  # later(d, n x BeginAction, AfterTurn)
    d.tasks.extend([BEGIN_ACTION[t.seat]] * n)


def begin_action(game: KleineVoelker, d: KVData, t: BeginAction) -> None:
    """L292-L298: an action takes place in the crane's territory."""
    d.acting, d.skips, d.ploy_used, d.roof_moved = d.crane, 0, False, False
    d.tasks.append(ACT[t.seat])


def after_turn(game: KleineVoelker, d: KVData, t: AfterTurn) -> None:
    """L303-L375: the next turn, or after the last slot the population phase."""
    p, slot = t.seat, t.slot
    slots = len(game.params["actions_per_slot"][d.players])
    if slot + 1 == slots:  # L377: after the last turn, the population phase
        later(d, Population(), Cleanup(last=p))
    elif d.players == 2:  # L358-L375: the two players alternate, no choice
        d.tasks.append(turn_of(1 - p, slot + 1))
    else:  # L325-L341: the acting player picks who goes next
        waiting = [q for q in range(d.players) if q not in d.order]
        if len(waiting) == 1:
            d.tasks.append(turn_of(waiting[0], slot + 1))
        else:
            d.tasks.append(Next(seat=p, slot=slot))


def next_options(game: KleineVoelker, d: KVData, t: Next) -> list[int]:
    """L325-L341: a seat that has not taken its turn this round."""
    ids = game.action_ids.next
    return [ids[q] for q in range(d.players) if q not in d.order]


def next_seat(game: KleineVoelker, d: KVData, t: Next, a: NextSeat) -> None:
    d.tasks.append(turn_of(SEATS.index(a.seat), t.slot + 1))


def move_crane(game: KleineVoelker, d: KVData, t: MoveCrane) -> None:
    """L256-L273: the crane moves to the territory the space used points at."""
    d.crane = crane_target(d.positions, d.rotations, t.space)


def population(game: KleineVoelker, d: KVData, t: Population) -> None:
    """L377-L382: in each territory, ascending, the most floors gain 2 inhabitants; if
    tied, each tied player gains 1 (digest A17: an empty territory gives nothing)."""
    gain = game.params["population_gain"]
    owner, floors = d.owner, d.floors
    for terr in range(1, 8):
        counts = [0] * d.players
        for s in SPACES_OF[terr]:
            if owner[s] != NOBODY:
                counts[owner[s]] += floors[s]
        best = max(counts)
        if best == 0:
            continue
        leaders = [p for p in range(d.players) if counts[p] == best]
        for p in leaders:
            d.peoples[p].inhabitants += gain["sole"] if len(leaders) == 1 else gain["tied"]


def cleanup(game: KleineVoelker, d: KVData, t: Cleanup) -> None:
    """L412-L419: the last player of the round starts the next; L757-L761: once the end
    is triggered, the round is played out and the game ends (cleanup skipped)."""
    if d.end_triggered or d.round >= d.options["round_limit"]:
        return
    d.first = t.last
    d.round += 1
    d.tasks.append(Round())
