"""Rounds and turns (woodcraft.de.txt L326-L355, L781-L790, L1183-L1217).

A round is one turn per seat from the start player (L333-L334), in solo then a solo card
(L1402-L1411), then the round disc moves on, to an income phase on an income space
(L1183-L1188). A turn is tree growth (L781-L790), the actions step (``action_step.py``), the
marketing track (L1197-L1217) and the lumber-stack limit (L1203-L1208).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.engine import later
from boardrules.tasks import Task

from . import actions
from .setup import seat_order
from .state import EMPTY, KINDS, WData, Workshop, kind, own, plus, put
from .tasks import (
    FIRST_SOLO_CARD,
    TURN_STEPS,
    TURNS,
    Discard,
    EndTurn,
    Income,
    Market,
    Round,
    RoundEnd,
    SoloRemove,
    Trim,
    Turn,
    round_end_task,
    round_task,
)

if TYPE_CHECKING:
    from .game import Woodcraft


def start_round(game: Woodcraft, d: WData, t: Round) -> None:
    d.round = t.number
    steps: list[Task] = []
    if d.players == 1 and t.number in game.params["solo_public_rounds"]:
        unclaimed = sum(1 for i, r in enumerate(d.claimed_round) if r == 0 and d.public_open[i])
        if unclaimed:  # L1498-L1503
            steps.append(SoloRemove(sides=unclaimed))
    steps += [TURNS[s] for s in seat_order(d)]
    if d.players == 1:
        steps.append(FIRST_SOLO_CARD)
    steps.append(round_end_task(t.number))
    later(d, *steps)


def start_turn(game: Woodcraft, d: WData, t: Turn) -> None:
    """L347-L348, L781-L790: the trees grow 2 pips, never above 6; a 6 is moved to the
    lumber stack at once."""
    w = own(d, t.seat)
    d.turn += 1
    w.tile, w.acted, w.bonus_used, w.tile_lanterns = -1, False, False, 0
    for c in range(3):
        if w.pots[c] != EMPTY:
            w.pots = put(w.pots, c, min(6, w.pots[c] + game.growth))
            if w.pots[c] == 6:
                w.dice = plus(w.dice, kind(c, 6), 1)
                w.pots = put(w.pots, c, EMPTY)
    d.tasks += TURN_STEPS[t.seat]  # Main, EndTurn, Trim


def end_turn(game: Woodcraft, d: WData, t: EndTurn) -> None:
    w = d.workshops[t.seat]
    if w.blueberries >= market_step(game, w)[0]:
        d.tasks.append(Market(seat=t.seat))


def market_step(game: Woodcraft, w: Workshop) -> tuple[int, int]:
    """L1197-L1217: the next column's price and points; at the end, 12 for 11."""
    return game.marketing[min(w.marketing, len(game.marketing) - 1)]


def market_options(game: Woodcraft, d: WData, t: Market) -> list[int]:
    return [game.ids.market, game.ids.done]


def market(game: Woodcraft, d: WData, t: Market, a: actions.Market | actions.Done) -> None:
    if isinstance(a, actions.Market):
        w = own(d, t.seat)
        cost, vp = market_step(game, w)
        w.blueberries -= cost
        w.marketing = min(w.marketing + 1, len(game.marketing))
        game.rules.gain_vp_now(d, t.seat, vp)


def trim(game: Woodcraft, d: WData, t: Trim) -> None:
    """L1203-L1208: at the end of the turn keep at most 6 dice in the lumber stack."""
    if sum(d.workshops[t.seat].dice) > int(game.params["stack_limit"]):
        later(d, Discard(seat=t.seat), Trim(seat=t.seat))


def discard_options(game: Woodcraft, d: WData, t: Discard) -> list[int]:
    dice = d.workshops[t.seat].dice
    return [game.ids.discard[k] for k in range(KINDS) if dice[k]]


def discard(game: Woodcraft, d: WData, t: Discard, a: actions.Discard) -> None:
    w = own(d, t.seat)
    w.dice = plus(w.dice, actions.die(a.colour, a.value), -1)


def end_round(game: Woodcraft, d: WData, t: RoundEnd) -> None:
    """L1073-L1080: a public order claimed this round can no longer be claimed; L1183-L1188:
    the round disc moves on, to an income phase on an income space."""
    for i, r in enumerate(d.claimed_round):
        if r and d.public_open[i]:
            d.public_open = put(d.public_open, i, False)
    incomes = income_rounds(game, d)
    if t.number in incomes:
        d.tasks.append(Income(phase=incomes.index(t.number) + 1))
    else:
        d.tasks.append(round_task(t.number + 1))


def income_rounds(game: Woodcraft, d: WData) -> list[int]:
    return list(game.params["income_rounds"][1 if d.players == 4 else 0])
