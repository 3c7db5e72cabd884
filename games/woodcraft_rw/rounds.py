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
from .state import BROWN, YELLOW, RWData, color_of, kind, value_of, with_added
from .tasks import (
    BOARD_DICE,
    DIE,
    OPPONENT_DICE,
    PHASE_CHANGE,
    PLACE,
    ROUND_STEPS,
    SHIFT,
    SOLO_DISCARD,
    AfterTurn1,
    BoardDie,
    ExtraDie,
    PhaseChange,
    Place,
    Roll,
    Round,
    RoundEnd,
    Shift,
    round_task,
)

if TYPE_CHECKING:
    from .game import WoodcraftRW


def round_begins(game: WoodcraftRW, d: RWData, task: Round) -> None:
    d.round = task.number
    d.tasks += ROUND_STEPS  # Roll, Turn 1, AfterTurn1, Turn 2, RoundEnd (the stack's order)


def roll(game: WoodcraftRW, d: RWData, task: Roll) -> None:
    """L51-L53, L351-L355: roll 3 yellow and 3 brown dice from the supply, then sort them.

    With ``chance="auto"`` the dice are rolled here, yellow first (``boardrules.tasks.roll_now``:
    the draws the task loop would make for the ``BoardDie`` tasks), and placed at once, without
    the ``Place`` step: nothing comes between."""
    supply = d.supply
    yellow, brown = min(3, supply[YELLOW]), min(3, supply[BROWN])
    supply[YELLOW] -= yellow
    supply[BROWN] -= brown
    dice: list[int] = []
    left = roll_now(
        d,
        (*BOARD_DICE[YELLOW][:yellow], *BOARD_DICE[BROWN][:brown]),
        lambda task, value: dice.append(kind(task.color, value)),
    )
    if left:  # chance="explicit": each die a CHANCE node (BoardDie), then Place
        later(d, *left, PLACE)
    else:
        d.board = sorted_dice(dice, 6)


def rolled(game: WoodcraftRW, d: RWData, task: BoardDie, value: int) -> None:
    d.rolled = with_added(d.rolled, kind(task.color, value))


def place(game: WoodcraftRW, d: RWData, task: Place) -> None:
    """L53-L73: descending value left to right; on equal values brown left of yellow."""
    d.board = sorted_dice(d.rolled, 6)
    d.rolled = []


# a die's place on the board, smaller first: descending value, brown left of yellow (L53-L73)
PLACE_KEY = tuple(-2 * value_of(k) - color_of(k) for k in range(12))


def sorted_dice(dice: list[int], columns: int) -> list[int]:
    """``dice`` sorted as on the board (L53-L73), padded with empty columns (-1)."""
    return sorted(dice, key=PLACE_KEY.__getitem__) + [-1] * (columns - len(dice))


def after_turn1(game: WoodcraftRW, d: RWData, task: AfterTurn1) -> None:
    """L397-L405: the virtual opponent removes a yellow and a brown die; then the shift
    (L328-L338), at once: no decision comes between."""
    if d.players == 1:
        left = roll_now(d, OPPONENT_DICE, partial(solo.opponent_rolled, game, d))
        if left:  # chance="explicit": each die a CHANCE node (OpponentDie), then Shift
            later(d, *left, SHIFT)
            return
    shift(game, d, SHIFT)


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
    d.board = packed(d, sorted(left, key=PLACE_KEY.__getitem__))


def round_end(game: WoodcraftRW, d: RWData, task: RoundEnd) -> None:
    """L349-L361: dice left on the board go back; phase II after round 3; end after 6."""
    for k in d.board:
        if k >= 0:
            d.supply[color_of(k)] += 1
    d.board = [-1] * 6
    steps: list[PhaseChange | Round] = []
    if d.round == game.tables.phase_change_round:
        steps.append(PHASE_CHANGE)
    if d.round < game.tables.rounds:
        steps.append(round_task(d.round + 1))
    later(d, *steps)
    if d.players == 1:  # L411-L417: first (its refill's draw too), so scheduled last
        later(d, *roll_now(d, (SOLO_DISCARD,), partial(solo.discard_rolled, game, d)))


def phase_change(game: WoodcraftRW, d: RWData, task: PhaseChange) -> None:
    """L357-L361: after round 3 the pool is replaced by phase II orders (unless the phase I
    deck already ran out and the switch happened then, digest A9)."""
    if d.phase == 1:
        orders.switch_phase(game, d)
