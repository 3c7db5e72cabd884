"""Hallertau's tasks: one typed record per step of the rules (ops), per choice (decisions,
each with the ``seat`` that chooses) and the one chance task (boardrules/tasks.py).

Goods, crafts and seats are indexes (``GOODS``, ``CRAFTS`` in state.py); cards are their ids;
an effect or cost is named by its reference in the card tables (``"812/cost"``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar

import attrs

from boardrules.engine import GameData
from boardrules.tasks import Chance, Decision, Env, Task

# --- the course of the game (L171, L329-L339) -------------------------------------------------


@attrs.frozen
class SetupBoard(Task):
    """L219-L227: workers on the action board before round 1 (phase 1 of round 1)."""


@attrs.frozen
class Round(Task):
    """Round ``number``: its phases in order, then the round's end."""

    number: int


@attrs.frozen
class Phase(Task):
    """Phase ``number`` (1-10, ``PHASES``): its own work, then a card window."""

    number: int


@attrs.frozen
class RoundEnd(Task):
    """L635-L639: the next round, or the end of the game after round 6."""


@attrs.frozen
class Finish(Task):
    """The game is over (L749)."""


@attrs.frozen
class Quarters(Task):
    """L341-L354: clear the ``chosen`` quarters once ``unknown`` "?" quarters are rolled."""

    chosen: tuple[int, ...]
    unknown: int


@attrs.frozen
class QuarterRoll(Chance):
    """A "?" of a quarter card (digest A2): one of the ``sides`` quarters not ``chosen``."""

    chosen: tuple[int, ...]
    unknown: int


@attrs.frozen
class Offer(Task):
    """The decision just below it is asked only if it offers more than declining."""


OFFER = Offer()  # records are immutable: one is enough


def offered(task: Decision) -> tuple[Offer, Decision]:
    """An optional decision, for ``later``: asked only if it offers more than declining."""
    return OFFER, task


def ask(d: GameData, task: Decision) -> None:
    """Schedules an optional decision next, asked only if it offers more than declining."""
    d.tasks.append(task)
    d.tasks.append(OFFER)


# --- phase 4: actions (L389-L483) -------------------------------------------------------------


@attrs.frozen
class NextTurn(Task):
    """The next seat with workers, clockwise from ``first``, takes a turn (L391, L477)."""

    first: int


@attrs.frozen
class Turn(Decision):
    """Place workers on a space or trade them for tools (L393-L475)."""


@attrs.frozen
class GainOffer(Decision):
    """Take one of the ``gains`` (an item and its amount) or skip (L421-L431, L699). (Saved
    as ``gain``; the kernel's ``boardrules.tasks.Gain`` is another task: a resource gained.)"""

    name = "gain"
    gains: tuple[tuple[str, int], ...]


@attrs.frozen
class Crop(Decision):
    """One crop of the seat's choice, ``left`` more to take; the first may be ``clay`` clay
    instead (the nursery, L922) when ``clay`` is not 0."""

    left: int
    clay: int


@attrs.frozen
class Sow(Decision):
    """Sow one of ``goods`` on an empty field, ``left`` sowings at most (L433-L441)."""

    left: int
    goods: tuple[int, ...]


@attrs.frozen
class Farming(Decision):
    """L936-L940: a field in row 5, or the first of up to 4 sowings."""


@attrs.frozen
class Fertilize(Decision):
    """L984-L986: an empty field to row 5, ``left`` at most."""

    left: int


@attrs.frozen
class Breed(Decision):
    """L904-L908: 2 milk for 1 sheep or 4 milk for 2."""


@attrs.frozen
class PaySheep(Decision):
    """Give up 1 sheep (L301); ``optional``: it may be skipped; ``butcher``: the butcher's
    payment, rewarded with 4 meat and 2 hides (L910-L912); ``jewelry``: 1 jewelry may pay
    instead (328)."""

    optional: bool
    butcher: bool
    jewelry: bool


def sheep_payment(seat: int) -> PaySheep:
    """A sheep to give up, as a cost (L301)."""
    return PaySheep(seat, optional=False, butcher=False, jewelry=False)


@attrs.frozen
class Butcher(Task):
    """L910-L912: the butcher's payment, after the moment a card may change it (328)."""

    seat: int


@attrs.frozen
class Extend(Decision):
    """L453-L455: life extension of 1 sheep."""


@attrs.frozen
class Sell(Decision):
    """L970-L974: give up a field for 1 jewelry and 3 clay."""


@attrs.frozen
class TownHall(Decision):
    """L994-L998: a craft one space left for 2 jewelry."""


@attrs.frozen
class SpaceUsed(Task):
    """Announces that the seat used ``space`` (after its parts, digest A13)."""

    seat: int
    space: str


@attrs.frozen
class QuarterWorkers(Task):
    """Announces the ``workers`` on the quarter of the space just used (309)."""

    seat: int
    workers: int


# --- phases 6 and 9 ---------------------------------------------------------------------------


@attrs.frozen
class Fallow(Decision):
    """L489-L502: the empty field that moves up once more."""


@attrs.frozen
class Progress(Decision):
    """L527-L553: advance a craft, or stop."""


@attrs.frozen
class Pay(Decision):
    """One unit of a step of ``craft``: a good, or 1 jewelry as the whole payment (L533,
    L613); ``paid`` counts the craft's goods paid so far (``crafts.yaml`` order)."""

    craft: int
    paid: tuple[int, ...]


# --- playing hand cards (L659-L707) -----------------------------------------------------------


@attrs.frozen
class CardWindow(Task):
    """The ``seats``, in order, may play hand cards ``when``: after a phase (its name), at a
    moment of ``MOMENTS``, at the ``end``, or a test's name."""

    when: str
    seats: tuple[int, ...]


@lru_cache(maxsize=4096)
def card_window(when: str, seats: tuple[int, ...]) -> CardWindow:
    """The window ``when`` for ``seats`` (shared: a window is opened very often)."""
    return CardWindow(when, seats)


@attrs.frozen
class Respond(Decision):
    """Play one of ``cards`` (action ids) or pass; the ``rest`` of the window's seats come
    next. ``cards`` is ``UNLISTED`` only while a saved history replays (``TaskLoop.replaying``,
    ``cardplay.op_window``): the options list them then."""

    always_legal: ClassVar[tuple[str, ...]] = ("pass",)  # TaskLoop.allows

    window: str
    rest: tuple[int, ...]
    cards: tuple[int, ...]


UNLISTED: tuple[int, ...] = (-1,)  # a Respond's cards, not listed while a history replays


@lru_cache(maxsize=1024)  # ~30 new keys a 4-seat game; 4,096 held ~1.3 MB (test_array_memory)
def respond(seat: int, window: str, rest: tuple[int, ...], cards: tuple[int, ...]) -> Respond:
    """``Respond(seat, window, rest, cards)``, shared: asked at almost every step."""
    return Respond(seat, window, rest, cards)


@attrs.frozen
class CardPlayed(Task):
    """Announces that the seat played ``card`` (after its effects)."""

    seat: int
    card: str


@attrs.frozen
class PayField(Decision):
    """Give up a field of ``rows`` (any row if empty) that is ``planted`` (True), empty
    (False) or either (None); ``left`` fields in all."""

    rows: tuple[int, ...]
    planted: bool | None
    left: int


@attrs.frozen
class PayType(Decision):
    """Pay ``n`` goods of one type of ``of``, for ``left`` types in all, each once
    (``chosen`` are paid already)."""

    n: int
    of: tuple[int, ...]
    left: int
    chosen: tuple[int, ...]


@attrs.frozen
class PayCard(Decision):
    """Remove a hand card (of ``deck``, any if empty) from the game."""

    deck: str


@attrs.frozen
class Unplant(Decision):
    """516: one good planted on a field goes back to the general supply."""


@attrs.frozen
class PayDown(Decision):
    """728: give up goods of ``of`` until ``n`` are left."""

    of: tuple[int, ...]
    n: int


@attrs.frozen
class SheepBack(Decision):
    """A16: a sheep to the previous court card, ``left`` in all; ``moved`` counts the sheep
    moved onto each place."""

    left: int
    moved: tuple[int, ...]


# --- the primitives' choices (cardeffects.py) ----------------------------------------------------


@attrs.frozen
class Pick(Decision):
    """``pick_goods``: one good of ``of`` at a time, ``left`` more; ``mode`` distinct (each
    type once), same (one type, ``left`` of it) or any; ``then_sow`` sowings of the good."""

    left: int
    of: tuple[int, ...]
    mode: str
    picked: tuple[int, ...]
    then_sow: int


@attrs.frozen
class HarvestNow(Decision):
    """022, 221, 628: harvest a planted field now, ``left`` at most."""

    left: int


@attrs.frozen
class SowTwo(Decision):
    """627: sow one or 2 crops of one type of ``goods`` on a field, ``left`` times."""

    left: int
    goods: tuple[int, ...]


@attrs.frozen
class FieldsTogether(Decision):
    """607: fields in all of ``rows``, or none."""

    rows: tuple[int, ...]


@attrs.frozen
class Reharvest(Decision):
    """426: a field harvested this phase yields once more."""


@attrs.frozen
class MoveFields(Decision):
    """Move a ``which`` (empty, planted, any) field up a row or to row ``to`` (0: up a row),
    ``left`` at most; ``moved`` are the fields moved already."""

    which: str
    left: int
    to: int
    moved: tuple[int, ...]


@attrs.frozen
class MoveAll(Decision):
    """Every ``which`` field up a row, or none."""

    which: str


@attrs.frozen
class MoveSheep(Decision):
    """Move a sheep to the next court card, ``left`` at most; ``same``: all the same sheep;
    ``marks`` count the sheep moved onto each place."""

    left: int
    same: bool
    marks: tuple[int, ...]


@attrs.frozen
class Exchange(Decision):
    """839: the exchange effect ``index`` of the effect list ``effects``, all or none;
    ``env``: the payload of the event that triggered the list (its amounts may read it)."""

    effects: str
    index: int
    env: Env = ()


@attrs.frozen
class Clear(Decision):
    """210, 302, 315: workers off a space (``mode`` all, top or pool)."""

    mode: str


@attrs.frozen
class RowsOff(Decision):
    """The top row of each of ``spaces``, all or none."""

    spaces: tuple[int, ...]


@attrs.frozen
class UseSpace(Decision):
    """419, 726, 313: use a space with a worker from the ``mode`` (supply, row2)."""

    mode: str


@attrs.frozen
class FreeStep(Decision):
    """312: a craft step without goods, ``left`` at most."""

    left: int


@attrs.frozen
class Push(Decision):
    """316: a boulder one space right, ``left`` at most; ``pushed`` are boulders moved."""

    left: int
    pushed: tuple[int, ...]


@attrs.frozen
class MoveWorkers(Decision):
    """314: the ``n`` workers of a space holding exactly ``n``: first the ``source`` space
    (None until chosen), then where they go."""

    n: int
    source: int | None


# The records the rounds' steps build at every phase and turn, shared: one per value (they
# are immutable, and a constructor call costs several times a look-up), as ``card_window``.
phase = lru_cache(maxsize=16)(Phase)
turn = lru_cache(maxsize=16)(Turn)
next_turn = lru_cache(maxsize=16)(NextTurn)
space_used = lru_cache(maxsize=1024)(SpaceUsed)
quarter_workers = lru_cache(maxsize=1024)(QuarterWorkers)
