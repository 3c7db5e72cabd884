"""The task records of Woodcraft: the steps of the game, the choices, the dice rolled.

A round (L333-L334) is one ``Turn`` per seat from the start player, then in solo a ``SoloCard``
(L1402-L1411), then ``RoundEnd``, which runs the income phase (L1150-L1170) when the round
disc reaches an income space. A turn (L347-L355) is tree growth, the ``Main`` decision (choose
a tile, its action, the bonus action and free actions, in any order), then ``Market`` and the
lumber-stack limit. See boardrules/tasks.py for the three kinds (ops, decisions, chance).
"""

from __future__ import annotations

import attrs

from boardrules.tasks import Chance, Decision, Task

DIE = 6


# --- ops ---------------------------------------------------------------------------------
@attrs.frozen
class SetupDraws(Task):
    """L128-L291, L137-L138: the setup's cards drawn and the lumber yard rolled (``setup.py``)."""


@attrs.frozen
class Round(Task):
    """Round ``number`` begins (L333-L334)."""

    number: int


@attrs.frozen
class Turn(Task):
    """``seat``'s turn: tree growth (L781-L790), then its actions."""

    seat: int


@attrs.frozen
class EndTurn(Task):
    """L1190-L1201: the end of ``seat``'s turn: the marketing track, if it can pay."""

    seat: int


@attrs.frozen
class Trim(Task):
    """L1203-L1208: the end of ``seat``'s turn: keep at most 6 dice in the lumber stack."""

    seat: int


@attrs.frozen
class RoundEnd(Task):
    """L1183-L1195: the round disc moves on; an income space starts the income phase."""

    number: int


@attrs.frozen
class Income(Task):
    """The income phase (L1150-L1170); ``phase`` counts 1..4."""

    phase: int


@attrs.frozen
class IncomeGains(Task):
    """Steps 3-6 of income phase ``phase`` (L1157-L1170) and the deck switch (L1175-L1181)."""

    phase: int


@attrs.frozen
class FinalScoring(Task):
    """L1315-L1349: public orders, leftovers, unfulfilled orders, orders x reputation."""


@attrs.frozen
class SoloCard(Task):
    """L1402-L1411: the solo deck's card for this round."""

    attempt: int  # 1, or more when a card moved no tile (L1471-L1473)


@attrs.frozen
class SoloPlay(Task):
    """L1419-L1475: the solo card just drawn (the top of the solo discard pile) is played."""

    attempt: int


@attrs.frozen
class SoloTake(Task):
    """L1419-L1475: a solo card takes the card on display space ``slot`` (1-4) away (one at a
    time, each space refilled first)."""

    slot: int
    helpers: bool


@attrs.frozen
class SoloDiscard(Task):
    """L1463-L1466: the ``card`` a solo card took off a display goes onto its discard pile,
    once its space is refilled."""

    helpers: bool
    card: str


@attrs.frozen
class FromDeck(Task):
    """A card from the ``pile`` deck (orders or helpers) to ``into`` (``slot``), seen by
    ``viewer`` alone (-1: face up): the deck takes its discard pile, shuffled, if it is out
    (L157-L158), then the kernel's ``Draw`` deals its top card (``draws.py``)."""

    pile: str
    viewer: int
    into: str
    slot: int


@attrs.frozen
class Refill(Task):
    """Refill the empty lumber-yard spaces with rolled dice (L578-L580)."""


@attrs.frozen
class SeatHelper(Task):
    """``helper``, paid for, moves into ``room`` (L276-L278, L675-L676)."""

    seat: int
    helper: str
    room: int


@attrs.frozen
class HelperDone(Task):
    """A helper was placed in ``room``: income advance, production room, immediate ability."""

    seat: int
    room: int


@attrs.frozen
class Produced(Task):
    """Production of ``helper`` for ``seat`` (the helper's production effect, L656-L659)."""

    seat: int
    helper: str


# --- decisions -----------------------------------------------------------------------------
@attrs.frozen
class KeepOrder(Decision):
    """L270-L271: keep ``left`` more of the simple orders dealt."""

    left: int


@attrs.frozen
class PlaceOrder(Decision):
    """L272-L274: place 1 order of the hand in its row."""


@attrs.frozen
class StartHelper(Decision):
    """L276-L278: keep 1 of the 3 helpers dealt, pay its cost, top-left room."""


@attrs.frozen
class Main(Decision):
    """The actions step of a turn (L350-L353, L919-L930): everything until ``end``."""


@attrs.frozen
class BuyWood(Decision):
    """L561-L580: buy 1 or 2 dice from the lumber yard; ``bought`` so far."""

    bought: int


@attrs.frozen
class Sell(Decision):
    """L587-L593: the first half of Exchange dice: sell 1 die, or not."""


@attrs.frozen
class BuySix(Decision):
    """L566-L570: buy 1 die showing 6 from the supply; not of the ``sold`` colour (-1: none)."""

    sold: int


@attrs.frozen
class BuyMaterials(Decision):
    """L615-L626: up to 2 purchases of different materials; ``first`` bought (-1 none)."""

    first: int


@attrs.frozen
class TakeOrder(Decision):
    """L638-L643: take 1 order; then 1 more for 3 blueberries; ``taken`` so far."""

    taken: int


@attrs.frozen
class Hire(Decision):
    """L666-L673: take 1 of the displayed helpers and pay its cost."""


@attrs.frozen
class Room(Decision):
    """L675-L676: place ``helper`` in a free room adjacent to an occupied one."""

    helper: str


@attrs.frozen
class ProduceMode(Decision):
    """L768-L772: A) up to 2 helpers produce, or B) 1 produces and a tree is planted."""


@attrs.frozen
class Produce(Decision):
    """Let ``left`` more different helpers produce; ``done`` is the bitmask of rooms that did."""

    left: int
    done: int
    plant: int  # trees to plant after the production (option B), 0 for option A


@attrs.frozen
class Plant(Decision):
    """L820-L835: plant ``left`` more trees."""

    left: int


@attrs.frozen
class Improve(Decision):
    """L774-L775: place 1 tile from beside the board onto the workshop."""


@attrs.frozen
class SawCut(Decision):
    """L857-L865: sawing a die of ``color``: ``rest`` is still on the original die, ``last`` the
    value of the last piece cut (pieces are cut in ascending order), ``cuts`` made so far."""

    color: int
    rest: int
    last: int
    cuts: int


@attrs.frozen
class Deliver(Decision):
    """L984-L986: pay the die requirement ``index`` of the order being fulfilled."""

    order: str
    index: int


@attrs.frozen
class SpecialReward(Decision):
    """L1114-L1117: 5 points and 5 blueberries, or claim a public order."""


@attrs.frozen
class PickTool(Decision):
    """L1246-L1249, L1603-L1607: choose the kind of the tool gained."""


@attrs.frozen
class AtticSpace(Decision):
    """L1095-L1097: place the tool ``tool`` on a free available attic space."""

    tool: str


@attrs.frozen
class Market(Decision):
    """L1197-L1217: at the end of the turn, advance 1 space on the marketing track, or not."""


@attrs.frozen
class Discard(Decision):
    """L1203-L1208: return a die to the supply until 6 are left."""


# --- chance --------------------------------------------------------------------------------
@attrs.frozen
class YardDie(Chance):
    """A die of the lumber-yard space ``slot``'s colour is rolled (L137-L138, L578-L580)."""

    slot: int


@attrs.frozen
class SoloRemove(Chance):
    """L1498-L1503: a random unclaimed public order is removed (``sides`` of them)."""


# --- records made once -------------------------------------------------------------------------
# A record is frozen, so one instance serves every stack that holds it: the hot steps schedule
# these instead of making new ones (equal records, the same games).
SEATS = 4  # the most players (``Woodcraft.max_players``)
TURNS = tuple(Turn(seat=p) for p in range(SEATS))
# L347-L355: a turn's steps as ``later`` schedules them (the last one first on the stack)
TURN_STEPS = tuple((Trim(seat=p), EndTurn(seat=p), Main(seat=p)) for p in range(SEATS))
FIRST_SOLO_CARD = SoloCard(attempt=1)
REFILL = Refill()


def round_task(number: int) -> Round:
    """``Round(number=number)``, made once."""
    task = _ROUNDS.get(number)
    if task is None:
        task = _ROUNDS[number] = Round(number=number)
    return task


def round_end_task(number: int) -> RoundEnd:
    """``RoundEnd(number=number)``, made once."""
    task = _ROUND_ENDS.get(number)
    if task is None:
        task = _ROUND_ENDS[number] = RoundEnd(number=number)
    return task


_ROUNDS: dict[int, Round] = {}
_ROUND_ENDS: dict[int, RoundEnd] = {}
