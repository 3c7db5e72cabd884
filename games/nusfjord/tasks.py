"""The task records of Nusfjord: rounds, phases, turns and every choice inside an action.

A round (L281-L287) is ``Fishing`` (one ``Catch`` per seat, L289-L343), three passes of
``Turn`` decisions (L355-L372), then ``Homecoming`` (L380-L406). See boardrules/tasks.py for the
kinds of task.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import attrs

from boardrules.tasks import Decision, Task

T = TypeVar("T", bound=Task)


# --- ops: steps of the rules -------------------------------------------------------------------
@attrs.frozen
class Round(Task):
    """L281-L287: a round: fishing, work, homecoming."""


@attrs.frozen
class Catch(Task):
    """L295: ``seat`` takes ``fish`` from the general supply into its hand and distributes them
    (``item`` gold instead of fish after the Old Man, L810); ``step`` is the next step 1..5."""

    seat: int
    fish: int
    step: int = 1
    item: str = "fish"


@attrs.frozen
class Homecoming(Task):
    """L380-L406: workers return, the start ship moves, round-space instructions."""


@attrs.frozen
class AfterAction(Task):
    """L946, L949: the action of ``seat`` is complete: the ``whenever`` effects of the events
    it caused, then the ``once_when`` effects whose condition now holds."""

    seat: int


@attrs.frozen
class Place(Task):
    """L458: the building just paid goes onto building space ``space`` of ``seat``."""

    seat: int
    card: str
    space: int


@attrs.frozen
class EndWindow(Task):
    """L947: ``seat`` may use its anytime effects now: immediately before the scoring, or
    (from ``Windows``) when it is not its turn."""

    seat: int


@attrs.frozen
class Windows(Task):
    """L947: before the turn of seat ``turn_of`` (-1: before the fishing or between two
    seats' catches, every seat), the other seats that can use an anytime effect get a window
    (``EndWindow``), in turn order."""

    turn_of: int


@attrs.frozen
class Work(Task):
    """L355-L357: the work phase begins: three passes of turns."""


@attrs.frozen
class Offer(Task):
    """An elder's "perform an action" (L774-L928): offered if one of ``of`` can have an
    effect (L363); ``then`` may follow the first ("und/oder", L1003)."""

    seat: int
    of: tuple[str, ...]
    optional: bool
    then: tuple[str, ...] = ()
    wood_discount: int = 0
    wood_per_plate: int = 0


# --- decisions ---------------------------------------------------------------------------------
@attrs.frozen
class Turn(Decision):
    """L357-L370: place a worker on an action space or an own elder, or skip."""


@attrs.frozen
class FeedElder(Decision):
    """L347: the catch runs short in step 1: which elder gets the next fish (``left`` in
    hand, elders already served this catch in ``fed``)."""

    left: int
    fed: tuple[str, ...]
    item: str = "fish"


@attrs.frozen
class FeedHolder(Decision):
    """L347: the catch runs short in step 2: which other seat's share of yours is served."""

    left: int
    owed: tuple[int, ...]  # per seat: own tokens that seat holds not served yet
    item: str = "fish"


@attrs.frozen
class Serve(Decision):
    """L438-L450: fill the next empty plate, or stop (after at least one plate)."""

    served: int
    wood_per_plate: int = 0
    fish: int = 0  # the fish the plates so far cost: paid, or saved by a guest (L754)
    with_fish: int = 0  # the plates so far filled with fish, not by a guest (L754)


@attrs.frozen
class PickBuilding(Decision):
    """L456-L478: the building to build (or decline, where the action is optional)."""

    optional: bool = False


@attrs.frozen
class PickSpace(Decision):
    """L458, L473: the free building space ``card`` goes on."""

    card: str


@attrs.frozen
class PickShip(Decision):
    """L549-L558: the ship to build, ``wood_discount`` off its wood cost (Ingenieur, L874)."""

    wood_discount: int = 0


@attrs.frozen
class PaySchooner(Decision):
    """L557: a schooner costs 8 wood and 8 fish, or 4 gold."""

    wood_discount: int = 0


@attrs.frozen
class RemoveStrip(Decision):
    """L514, L1005-L1007: which forest strip to give up; ``need`` more must go, up to ``left``
    more may (Bauherr: 0, 1 or 2)."""

    need: int
    left: int
    wood: int = 0  # clear-cut: wood gained for the strip (L508)


@attrs.frozen
class Afforest(Decision):
    """L539: the free double space that gets two stacked strips (``strips`` 1 for Förster on
    a free or forested double space, L836, where declining is allowed)."""

    strips: int = 2


@attrs.frozen
class TakeElder(Decision):
    """L568: the stack (or the promo pile) whose top elder to take."""


@attrs.frozen
class UseNow(Decision):
    """L572, L578: use the elder just taken at once (``yes``) or not."""

    elder: str


@attrs.frozen
class ElderAction(Decision):
    """An elder's "perform an action" (L774-L928): one of ``of`` (or decline if
    ``optional``); ``then`` is the list still allowed after it ("und/oder", L1003)."""

    of: tuple[str, ...]
    optional: bool
    then: tuple[str, ...] = ()
    wood_discount: int = 0
    wood_per_plate: int = 0


@attrs.frozen
class SwapShip(Decision):
    """L866-L870 (Hafenmeister): the ship on the track to exchange for the next larger one."""


@attrs.frozen
class SellShip(Decision):
    """L900-L904 (Schiffseigner): the ship on the track to sell."""


@attrs.frozen
class TakeRaft(Decision):
    """L896 (Schiffbrüchiger): take a raft onto the fishing track (yes) or not."""


@attrs.frozen
class DrawBuilding(Decision):
    """L784 (Architektin): draw an A or a B building into the display."""


@attrs.frozen
class RemoveBuilding(Decision):
    """L882 (Investorin): the own building to take out of the game."""


@attrs.frozen
class GuestDiscount(Decision):
    """L738-L742: return guests, each for 2 wood or 3 fish of what building ``card`` (on
    ``space``) or ship ``ship`` (payment ``way``) still costs, then pay."""

    card: str
    space: int
    ship: str
    way: int
    wood: int  # still to pay
    fish: int
    credit_wood: int = 0  # paid by guests so far
    credit_fish: int = 0
    wood_discount: int = 0


@attrs.frozen
class Anytime(Decision):
    """L947: use an anytime effect (outside the seat's own turn, or before the scoring), or be
    done."""


# --- the records a round pushes again and again, made once per seat -----------------------------
# (records are immutable: one record may lie on many stacks, as a copied stack shares them all)
# (by class, then by seat: no key tuple to make and hash on every call)
_SHARED: dict[Callable[[int], Task], dict[int, Task]] = {}


def per_seat(cls: Callable[[int], T], seat: int) -> T:
    """``cls(seat)`` (a record of one field, a seat), made once and shared."""
    made = _SHARED.get(cls)
    if made is None:
        made = _SHARED[cls] = {}
    task = made.get(seat)
    if task is None:
        task = made[seat] = cls(seat)
    return task  # type: ignore[return-value]


# the records pushed at every turn, by seat (``per_seat``'s own, read without a call)
AFTER_ACTION: dict[int, AfterAction] = {q: per_seat(AfterAction, q) for q in range(-1, 6)}
# a round's turns, by seat: the window before the turn (``Rounds.start_round``) and the turn
TURN_OF: dict[int, tuple[Windows, Turn]] = {
    q: (per_seat(Windows, q), per_seat(Turn, q)) for q in range(6)
}
