"""A turn of Woodcraft Roll & Write: the secret choice, the reveal and the dice taken (L75-L109).

Every seat commits in secret to a die of the board or an order (L77-L85); the choices are
revealed and written in the turn boxes; each die chosen is taken, from the board or, when
another seat took it, from the supply set to its value (L87-L95); its column's bonus is
circled (L95-L105). Then the orders are picked (orders.py) and each seat takes its free
actions (free.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.effects import push_effects
from boardrules.loop import later

from . import actions
from .actions import kind_named
from .state import NO_COMMIT, ORDER, PASS, RWData, color_of, own, value_of, with_item
from .tasks import TURN_STEPS, Column, Commit, Reveal, TakeDie, Turn

if TYPE_CHECKING:
    from .game import WoodcraftRW


def turn(game: WoodcraftRW, d: RWData, task: Turn) -> None:
    d.turn = task.number
    for p, s in enumerate(d.sheets):
        if s.commit != NO_COMMIT:  # a sheet unchanged stays shared (``own``)
            own(d, p).commit = NO_COMMIT
    d.tasks += TURN_STEPS[d.players]  # each seat commits, Reveal, Orders, each seat's Free


def commit_options(game: WoodcraftRW, d: RWData, t: Commit) -> list[int]:
    ids = game.ids
    out = [ids.pick[k] for k in sorted({k for k in d.board if k >= 0})]
    if any(d.pool):
        out.append(ids.pick_order)
    return out or [ids.passing]


def commit_resolve(game: WoodcraftRW, d: RWData, t: Commit, a: actions.Pick | actions.Pass) -> None:
    """L77-L85: the choice is kept secret until every seat has made one."""
    s = own(d, t.seat)
    if isinstance(a, actions.Pass):
        s.commit = PASS
        return
    value = a.value
    s.commit = ORDER if value is None else kind_named(a.what, value)


def reveal(game: WoodcraftRW, d: RWData, task: Reveal) -> None:
    """L85-L109: reveal; each die choice takes the die (or a copy from the supply)."""
    d.seen_board = d.board.copy()
    b = d.turn_box()
    takes: list[TakeDie] = []
    for p, s in enumerate(d.sheets):  # the turn boxes are rows fork() shares: replaced
        if s.commit == ORDER:
            s = own(d, p)
            s.box_value = with_item(s.box_value, b, 0)
        elif 0 <= s.commit < 12:
            s = own(d, p)
            s.box_value = with_item(s.box_value, b, value_of(s.commit))
            s.box_color = with_item(s.box_color, b, color_of(s.commit))
            takes.append(TakeDie(seat=p, kind=s.commit))
    later(d, *takes)


def take_die(game: WoodcraftRW, d: RWData, task: TakeDie) -> None:
    cols = [c for c in range(6) if d.seen_board[c] == task.kind]
    if len(cols) > 1:  # L99-L105: the player picks which column's bonus
        d.tasks.append(Column(seat=task.seat, kind=task.kind))
    else:
        collect(game, d, task.seat, task.kind, cols[0])


def column_options(game: WoodcraftRW, d: RWData, t: Column) -> list[int]:
    return [game.ids.column[c] for c in range(6) if d.seen_board[c] == t.kind]


def column_resolve(game: WoodcraftRW, d: RWData, t: Column, a: actions.Column) -> None:
    collect(game, d, t.seat, t.kind, a.column - 1)


def collect(game: WoodcraftRW, d: RWData, p: int, k: int, col: int) -> None:
    """L87-L99: take the die from the board, or a die of that colour from the supply set
    to the value when another player took it; then circle the column's bonus."""
    if d.board[col] == k:
        d.board = with_item(d.board, col, -1)
        own(d, p).add_dice(k)
    elif k in d.board:
        d.board = with_item(d.board, d.board.index(k), -1)
        own(d, p).add_dice(k)
    elif d.supply[color_of(k)] > 0:
        d.supply[color_of(k)] -= 1
        own(d, p).add_dice(k)
    push_effects(d, p, game.tables.bonus_ref[col][color_of(k)])
