"""The task records of Kleine Völker großer Garten: the round, the turns, the choices.

A round (L275-L304) is ``Round``, then one ``Turn`` per turn-order slot (each a number of
``BeginAction`` + ``Act``, then ``AfterTurn``), ``Population`` and ``Cleanup``. See
boardrules/tasks.py for the kinds of task.
"""

from __future__ import annotations

import functools

import attrs

from boardrules.tasks import Decision, Task


# --- ops: steps of the rules -------------------------------------------------------------------
@attrs.frozen
class Round(Task):
    """L275-L304: a round begins with the seat in turn-order slot 1."""


@attrs.frozen
class Turn(Task):
    """L292-L301: ``seat`` takes its turn in turn-order ``slot`` (0-based)."""

    seat: int
    slot: int


@attrs.frozen
class BeginAction(Task):
    """L292-L298: an action of ``seat`` begins, in the crane's territory."""

    seat: int


@attrs.frozen
class AfterTurn(Task):
    """L313-L377: after the turn of ``seat`` in ``slot``: who goes next, or the population."""

    seat: int
    slot: int


@attrs.frozen
class MoveCrane(Task):
    """L256-L259, L296-L298: the crane moves by the ``space`` the action used."""

    space: int


@attrs.frozen
class Population(Task):
    """L377-L382: the population phase."""


@attrs.frozen
class Cleanup(Task):
    """L412-L419: the cleanup; ``last``, the seat that acted last, starts the next round."""

    last: int


# --- decisions ---------------------------------------------------------------------------------
@attrs.frozen
class Keep(Decision):
    """L237-L241: a secret project to keep."""


@attrs.frozen
class Act(Decision):
    """L429-L546, L660-L744: the action (build, demolish, a ploy, skip ...)."""


@attrs.frozen
class Land(Decision):
    """L462-L475: the land type of the bramble on ``space`` just built on."""

    space: int


@attrs.frozen
class Onto(Decision):
    """L686-L704: the building the roof taken off ``source`` goes onto."""

    source: int


@attrs.frozen
class Claim(Decision):
    """L577-L597: which of ``cards`` the floor just placed on ``space`` fulfils, or none."""

    space: int
    cards: tuple[str, ...]


@attrs.frozen
class Next(Decision):
    """L325-L341: who takes the turn after ``slot``."""

    slot: int


# --- the records that recur: made once (a record is immutable, so one serves every table) ---
SEATS = 4  # KleineVoelker.max_players
MOVE_CRANE = tuple(MoveCrane(space=s) for s in range(49))
BEGIN_ACTION = tuple(BeginAction(seat=p) for p in range(SEATS))
ACT = tuple(Act(seat=p) for p in range(SEATS))


@functools.cache
def turn_of(seat: int, slot: int) -> Turn:
    return Turn(seat=seat, slot=slot)


@functools.cache
def after_turn_of(seat: int, slot: int) -> AfterTurn:
    return AfterTurn(seat=seat, slot=slot)
