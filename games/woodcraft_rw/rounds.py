"""A round of Woodcraft Roll & Write: the dice rolled and sorted, the shift, the round's end.

A round (L43-L49) is: roll 3 yellow and 3 brown dice and sort them onto the board (L51-L73);
turn 1 (turn.py); [the solo opponent's dice, solo.py] and the shift of the leftover dice
(L328-L346); turn 2; the end of the round (L347-L361): the dice go back, the phase changes
after round 3, the game ends after round 6.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from boardrules.loop import later
from boardrules.tasks import roll_now

from . import orders, solo
from .state import BROWN, YELLOW, RWData, color_of, kind, value_of
from .tasks import (
    DIE,
    AfterTurn1,
    BoardDie,
    ExtraDie,
    OpponentDie,
    PhaseChange,
    Place,
    Roll,
    Round,
    RoundEnd,
    Shift,
    SoloDiscard,
    Turn,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW


def round_begins(game: WoodcraftRW, d: RWData, task: Round) -> None:
    d.round = task.number
    later(d, Roll(), Turn(number=1), AfterTurn1(), Turn(number=2), RoundEnd())


def roll(game: WoodcraftRW, d: RWData, task: Roll) -> None:
    """L51-L53, L351-L355: roll 3 yellow and 3 brown dice from the supply."""
    rolls: list[BoardDie] = []
    for color in (YELLOW, BROWN):
        n = min(3, d.supply[color])
        d.supply[color] -= n
        rolls += [BoardDie(sides=DIE, color=color)] * n
    later(d, *roll_now(d, rolls, partial(rolled, game, d)), Place())


def rolled(game: WoodcraftRW, d: RWData, task: BoardDie, value: int) -> None:
    d.rolled.append(kind(task.color, value))


def place(game: WoodcraftRW, d: RWData, task: Place) -> None:
    """L53-L73: descending value left to right; on equal values brown left of yellow."""
    dice = sorted(d.rolled, key=lambda k: (-value_of(k), -color_of(k)))
    d.board = dice + [-1] * (6 - len(dice))
    d.rolled = []


def after_turn1(game: WoodcraftRW, d: RWData, task: AfterTurn1) -> None:
    if d.players == 1:  # L397-L405: the virtual opponent removes a yellow and a brown die
        dice = (OpponentDie(sides=DIE, color=YELLOW), OpponentDie(sides=DIE, color=BROWN))
        later(d, *roll_now(d, dice, partial(solo.opponent_rolled, game, d)), Shift())
    else:
        d.tasks.append(Shift())


def shift(game: WoodcraftRW, d: RWData, task: Shift) -> None:
    """L328-L338: leftover dice move along the arrow and close up, one per column."""
    left = [k for k in d.board if k >= 0]
    d.board = packed(d, left)
    if d.players == 5 and len(left) == 1:  # L340-L346: the 5-player extra die
        other = 1 - color_of(left[0])
        if d.supply[other] > 0:
            d.supply[other] -= 1
            d.tasks.append(ExtraDie(sides=DIE, color=other))


def packed(d: RWData, dice: list[int]) -> list[int]:
    """The dice closed up at the arrow's end of the board (option ``shift_direction``)."""
    empty = [-1] * (6 - len(dice))
    return empty + dice if d.options["shift_direction"] == "right" else dice + empty


def extra_die(game: WoodcraftRW, d: RWData, task: ExtraDie, value: int) -> None:
    """L340-L346 with digest A3: both dice at the arrow end, descending, brown left on ties."""
    left = [x for x in d.board if x >= 0] + [kind(task.color, value)]
    d.board = packed(d, sorted(left, key=lambda x: (-value_of(x), -color_of(x))))


def round_end(game: WoodcraftRW, d: RWData, task: RoundEnd) -> None:
    """L349-L361: dice left on the board go back; phase II after round 3; end after 6."""
    for k in d.board:
        if k >= 0:
            d.supply[color_of(k)] += 1
    d.board = [-1] * 6
    steps: list[PhaseChange | Round] = []
    if d.round == game.tables.phase_change_round:
        steps.append(PhaseChange())
    if d.round < game.tables.rounds:
        steps.append(Round(number=d.round + 1))
    later(d, *steps)
    if d.players == 1:  # L411-L417: first (its refill's draw too), so scheduled last
        discard = (SoloDiscard(sides=DIE),)
        later(d, *roll_now(d, discard, partial(solo.discard_rolled, game, d)))


def phase_change(game: WoodcraftRW, d: RWData, task: PhaseChange) -> None:
    """L357-L361: after round 3 the pool is replaced by phase II orders (unless the phase I
    deck already ran out and the switch happened then, digest A9)."""
    if d.phase == 1:
        orders.switch_phase(game, d)
