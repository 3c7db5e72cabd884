"""The task records of Woodcraft Roll & Write: the steps of a round, the choices, the dice rolled.

A round (L43-L49) is ``Roll``, ``Place``, ``Turn(1)``, ``AfterTurn1``, ``Turn(2)``,
``RoundEnd``; a turn is one ``Commit`` per seat, ``Reveal``, ``Orders``, then one ``Free`` per
seat. See boardrules/tasks.py for the three kinds (ops, decisions, chance).
"""

from __future__ import annotations

import attrs

from boardrules.tasks import Chance, Decision, Task

DIE = 6  # every roll of the game is one six-sided die


# --- ops: steps of the rules -----------------------------------------------------------------
@attrs.frozen
class LayPool(Task):
    """L40: the three orders of the pool are laid out."""


@attrs.frozen
class Round(Task):
    """L43-L49: round ``number`` (1..6) begins."""

    number: int


@attrs.frozen
class Roll(Task):
    """L51-L53: 3 yellow and 3 brown dice are taken from the supply to be rolled."""


@attrs.frozen
class Place(Task):
    """L53-L73: the rolled dice are sorted onto the board."""


@attrs.frozen
class Turn(Task):
    """Turn ``number`` (1 or 2) of the round begins: commitments, reveal, orders, free actions."""

    number: int


@attrs.frozen
class Reveal(Task):
    """L85-L109: the commitments are revealed and the turn boxes written."""


@attrs.frozen
class TakeDie(Task):
    """L87-L105: ``seat`` takes a die of ``kind`` and circles a column's bonus."""

    seat: int
    kind: int


@attrs.frozen
class Orders(Task):
    """L124-L136: the seats that chose an order pick one, by priority."""


@attrs.frozen
class Rolloff(Task):
    """L132-L136: the seats of ``group``, tied for priority, roll until one is highest;
    ``rolls`` are the rolls so far, in seat order of the group."""

    group: tuple[int, ...]
    rolls: tuple[int, ...]


@attrs.frozen
class WantOrder(Task):
    """``seat`` picks an order from the pool, if it holds any."""

    seat: int


@attrs.frozen
class AfterTurn1(Task):
    """L328-L338, L397-L405: the solo opponent's dice, then the shift."""


@attrs.frozen
class Shift(Task):
    """L328-L346: the leftover dice move along the arrow (and the 5-player extra die)."""


@attrs.frozen
class RoundEnd(Task):
    """L347-L361: the board is cleared; the phase change after round 3; the end after 6."""


@attrs.frozen
class PhaseChange(Task):
    """L357-L361: the pool is replaced by phase II orders."""


@attrs.frozen
class LanternOne(Task):
    """L202-L218: ``seat`` gains one lantern (a cell to mark, or 1 VP on a full table)."""

    seat: int


@attrs.frozen
class ChestnutOne(Task):
    """L305-L307: ``seat`` gains one chestnut, crossed out at once on a crate."""

    seat: int


@attrs.frozen
class OrderFulfilled(Task):
    """After an order's reward: the helpers listening to ``order_fulfilled`` act (L477-L480)."""

    seat: int


@attrs.frozen
class AskSell(Task):
    """Helper B (L470-L474): ``seat`` sells a material, if it owns one."""

    seat: int


@attrs.frozen
class AskSwap(Task):
    """Helper A (L460-L468): ``seat`` crosses out a material to use as another, if it owns one."""

    seat: int


# --- decisions ---------------------------------------------------------------------------------
@attrs.frozen
class Keep(Decision):
    """L32-L34: which of the two dealt phase I orders to keep."""


@attrs.frozen
class Commit(Decision):
    """L77-L85: the secret choice of a die or an order (``pick yellow 3``, ``pick order``)."""


@attrs.frozen
class Column(Decision):
    """L99-L105: which column's bonus a die of ``kind`` found in several columns gives."""

    kind: int


@attrs.frozen
class PickOrder(Decision):
    """L124-L138: which order of the pool to take."""


@attrs.frozen
class Free(Decision):
    """L140-L148: a free action, or ``end``."""


@attrs.frozen
class Lantern(Decision):
    """L202-L206: the lantern table cell to mark."""


@attrs.frozen
class Chestnut(Decision):
    """L305-L307: the crate to cross a chestnut out on."""


@attrs.frozen
class DieValue(Decision):
    """The value of a die of ``color`` gained from the supply at a value of choice."""

    color: int


@attrs.frozen
class Adjust(Decision):
    """Helpers E and H (L488-L491, L509-L512): which die of ``color`` goes up or down by 1."""

    color: int


@attrs.frozen
class SellMaterial(Decision):
    """Helper B (L470-L474): the material to sell for a blueberry and 2 VP."""


@attrs.frozen
class SwapMaterial(Decision):
    """Helper A (L460-L463): the material to cross out."""


@attrs.frozen
class MaterialAs(Decision):
    """Helper A (L460-L468): the material the ``crossed`` one is used as, this turn."""

    crossed: int


@attrs.frozen
class Deliver(Decision):
    """L150-L158: which colour of die pays an any-colour requirement of ``value``."""

    value: int


@attrs.frozen
class GiveDie(Decision):
    """An order's ``dice`` requirement (issue 15): the next of ``left`` dice that pay group
    ``group`` of ``order`` (n dice of a colour totalling at least / at most a value), the
    values given so far adding up to ``total``."""

    order: str
    group: int
    left: int
    total: int


# --- chance: one die each ----------------------------------------------------------------------
@attrs.frozen
class BoardDie(Chance):
    """L51-L53: a die of ``color`` rolled for the board."""

    color: int


@attrs.frozen
class ExtraDie(Chance):
    """L340-L346: the 5-player extra die, of ``color``."""

    color: int


@attrs.frozen
class RolloffDie(Chance):
    """L132-L136: the next roll of a priority roll-off (see ``Rolloff``)."""

    group: tuple[int, ...]
    rolls: tuple[int, ...]


@attrs.frozen
class OpponentDie(Chance):
    """L397-L405: the solo opponent's die of ``color``, removing a board die."""

    color: int


@attrs.frozen
class SoloDiscard(Chance):
    """L411-L417: the solo die naming the pool order discarded at the end of a round."""


# --- records made once -------------------------------------------------------------------------
# A record is frozen, so one instance serves every stack that holds it: the hot steps schedule
# these instead of making new ones (equal records, the same games).
ROLL, PLACE, AFTER_TURN_1, SHIFT = Roll(), Place(), AfterTurn1(), Shift()
REVEAL, ORDERS, ROUND_END, PHASE_CHANGE = Reveal(), Orders(), RoundEnd(), PhaseChange()
TURNS = {1: Turn(number=1), 2: Turn(number=2)}
# L43-L49: a round's steps as ``later`` schedules them (the last one first on the stack)
ROUND_STEPS = (ROUND_END, TURNS[2], AFTER_TURN_1, TURNS[1], ROLL)
BOARD_DICE = tuple((BoardDie(sides=DIE, color=c),) * 3 for c in (0, 1))  # yellow, brown
OPPONENT_DICE = (OpponentDie(sides=DIE, color=0), OpponentDie(sides=DIE, color=1))
SOLO_DISCARD = SoloDiscard(sides=DIE)


def round_task(number: int) -> Round:
    """``Round(number=number)``, made once."""
    task = _ROUNDS.get(number)
    if task is None:
        task = _ROUNDS[number] = Round(number=number)
    return task


_ROUNDS: dict[int, Round] = {}

SEATS = 5  # the most players (``WoodcraftRW.max_players``): the per-seat records below
COMMITS = tuple(Commit(seat=p) for p in range(SEATS))
FREES = tuple(Free(seat=p) for p in range(SEATS))
LANTERN_ONES = tuple(LanternOne(seat=p) for p in range(SEATS))
CHESTNUT_ONES = tuple(ChestnutOne(seat=p) for p in range(SEATS))
WANT_ORDERS = tuple(WantOrder(seat=p) for p in range(SEATS))
# L75-L148: a turn's steps for n players as ``later`` schedules them (the last one first):
# each seat commits, the reveal, the orders, each seat's free actions
TURN_STEPS = tuple(
    (*reversed(FREES[:n]), ORDERS, REVEAL, *reversed(COMMITS[:n])) for n in range(SEATS + 1)
)
