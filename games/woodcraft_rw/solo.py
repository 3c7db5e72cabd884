"""The solo game's virtual opponent (L391-L417).

After turn 1 it rolls a yellow and a brown die and removes, per colour, the board die of that
value, else the nearest lower, else the nearest higher (L397-L405, digest A33); at the end of
a round it rolls a die naming the pool order it discards: 1-2 left, 3-4 middle, 5-6 right
(L411-L417); the slot is refilled at once (digest A10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import orders
from .state import RWData, color_of, value_of, with_added, with_item
from .tasks import OpponentDie, SoloDiscard

if TYPE_CHECKING:
    from .game import WoodcraftRW


def opponent_rolled(game: WoodcraftRW, d: RWData, task: OpponentDie, value: int) -> None:
    """L399-L405: remove the die of that colour and value; else the nearest lower value;
    else the nearest higher value; within that colour only."""
    color = task.color
    board = d.board
    lower = higher = -1  # the column of the highest die <= value, of the lowest die above it
    for col, k in enumerate(board):  # as sorted by (value, column): the last lower one wins
        if k >= 0 and color_of(k) == color:
            v = value_of(k)
            if v <= value:
                if lower < 0 or v >= value_of(board[lower]):
                    lower = col
            elif higher < 0 or v < value_of(board[higher]):
                higher = col
    col = lower if lower >= 0 else higher
    if col < 0:
        return
    d.board = with_item(board, col, -1)
    d.supply[color] += 1


def discard_rolled(game: WoodcraftRW, d: RWData, task: SoloDiscard, value: int) -> None:
    """L411-L417: the die names the pool order the solo opponent discards."""
    slot = (value - 1) // 2  # 1-2 left, 3-4 middle, 5-6 right
    if d.pool[slot]:
        d.discard = with_added(d.discard, d.pool[slot])
        d.pool = with_item(d.pool, slot, "")
        orders.refill(game, d, slot)
