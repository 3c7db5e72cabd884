"""The ``to_move`` form of Hallertau's position document: where play stands, in the game's
words (docs/positions.md; ``position.py`` builds the task stack of each form, ``position_cards``
those of a card's decisions and windows, ``position_deals`` the deals and rolls)."""

from __future__ import annotations

from typing import Any, Literal

import attrs

from boardrules.document import field

from .position_cards import PARTS
from .state import Craft, Good, PhaseWord

Decision = Literal[
    "turn",
    "gain",
    "crop",
    "sow",
    "farming",
    "fertilize",
    "sell",
    "town_hall",
    "breed",
    "extend",
    "fallow",
    "progress",
    "pay",
    "respond",
    "pay_sheep",
    "trigger_order",
    # the decisions a card asks (written with `card`, `at` and `ask`)
    "pick_tier",
    "pay_one_of",
    "may_use",
    "choose",
    "optional",
    "pay_field",
    "pay_type",
    "pay_card",
    "unplant",
    "pay_down",
    "sheep_back",
    "pick",
    "harvest_now",
    "sow_two",
    "fields_together",
    "reharvest",
    "move_fields",
    "move_all",
    "move_sheep",
    "exchange",
    "clear",
    "rows_off",
    "use_space",
    "free_step",
    "push",
    "move_workers",
    # with chance="explicit", no seat's decision (position_deals.py)
    "deal",
    "roll",
]
Deal = Literal["stable_board", "hand", "drawn", "quarter_card"]
Deck = Literal["starter", "court", "bonus", "point"]
Before = Literal["first_turn", "progress", "activate", "turn", "butcher"]
LEFT = ("crop", "sow", "fertilize")  # the parts done one at a time
OWN_FORMS = ("turn", "fallow", "progress", "pay", "pay_sheep", *PARTS)  # with no card
NO_PARTS = ("butcher",)  # its part: the butcher's payment after a window (328), pay_sheep


@attrs.frozen
class ToMove:
    """Where play stands: the decision and the seat that makes it (the round and the phase
    are the table's). ``turn``: phase 4, the seat places workers or trades them (L389-L483);
    a part of the action space the seat just used (``space``), ``part`` its number among the
    space's parts top to bottom (L419), ``left`` the crops, sowings or fields still to take
    when it is done one at a time: ``gain`` (a gain or one of two, L421-L431), ``crop``,
    ``sow``, ``farming``, ``fertilize``, ``sell``, ``town_hall``, ``breed``, ``extend``;
    ``fallow``: phase 6, the seat's empty field that moves up once more (L489-L502);
    ``progress``: phase 9, the seat advances a craft or stops (L527-L553); ``pay``: phase 9,
    the seat pays a step of ``craft`` one unit at a time (L533, L613), ``paid`` so far;
    ``respond``: the seat may play a hand card or pass in the card ``window`` (L659-L663)
    that closes the table's phase (``quarters`` ... ``boulders``) or, in phase 4, a turn
    (``actions``, the turn of the first seat the window asks), the ``waiting`` seats asked
    after it; ``before`` a window that opens before phase 4's first turn, a seat's progress
    step or its income activation (``pending``); ``game_end`` the window at the game's end.
    ``pay_sheep``: the butcher's payment (``space: butcher``, L910-L912); ``trigger_order``:
    which of the ``pending`` bonus cards pays its income next (L381). A decision a card asks
    names the ``card``, the effect or cost item asking (``at``), the decision's values
    (``ask``) and what the card was played in (``window``...; in phase 3 without a window: a
    bonus card's income, ``position_cards.py``); a part of a space a card lets the seat
    use, its ``space``, ``part`` and ``left`` with the card's (the window before the
    butcher's payment there: ``respond`` with ``space: butcher``); a card played in that
    window names the card whose use it is in under ``inside``. Inside a ``whenever``
    ability, its decisions and the order of the seat's abilities hearing one event say the
    event (``heard``; a ``may_use``: ``ask.env``) and where it fell: the turn, a window, the
    phase's work, or the decision or deal whose answer announced it (``answered``), after the
    ``earlier`` events of that answer, ``cost_of`` the card whose cost paid with no
    decision announced it, ``caused_by`` the seat whose event another seat's ``by: anyone``
    ability hears (``position_heard.py``). With ``chance="explicit"``:
    ``deal``, a card dealt (``deal``, ``deck``, ``dealing``; in play the card ``space`` used or
    the gain ``answered``), and ``roll``, a "?" of the quarter card (``quarters``, ``rolls``;
    ``position_deals.py``)."""

    decision: Decision = field(
        "turn, a part of a space (gain, sow...), fallow, progress, pay, respond, pay_sheep, "
        "trigger_order, or a decision a card asks (with card)"
    )
    seat: int = field("the seat to move")
    space: str | None = field("a part: the action space used (its id)", default=None)
    part: int | None = field("a part: its number on the space, 1 the top one", default=None)
    left: int | None = field("crop, sow, fertilize: how many more at most", default=None)
    craft: Craft | None = field("pay: the craft advancing", default=None)
    paid: dict[Good, int] | None = field("pay: the goods paid for the step so far", default=None)
    waiting: list[int] | None = field(
        "fallow: the seats choosing after this one (default: the later seats from the start "
        "player with two rows to choose from); respond: the seats the window asks after this "
        "one (default: the later seats from the start player, or in an actions window from "
        "the seat whose turn it closes, the seat to move)",
        default=None,
    )
    window: PhaseWord | None = field(
        "respond, a card's decision: the card window, by the phase it closes (L661; "
        "game_end: the window at the game's end, L749)",
        default=None,
    )
    before: Before | None = field(
        "respond, a card's decision: the window comes before phase 4's first turn "
        "(first_turn, 312), the turn in which the seat places its last workers (turn, 222), "
        "the butcher's payment (butcher, 328), the seat's next progress step (progress, L529) "
        "or its next income activation (activate, L381), not at the end of a phase or a turn",
        default=None,
    )
    pending: list[str] | None = field(
        "trigger_order, a window before an activation, a bonus card's income: the seat's bonus "
        "cards whose income is still to come (L381); a whenever ability's may_use: the seat's "
        "other cards hearing the event, used after it (position_heard.py)",
        default=None,
    )
    card: str | None = field("a card's decision: the card asking it", default=None)
    at: str | None = field(
        "a card's decision: the card's effect or cost item asking, as referenced in the card "
        "(abilities/0/do/1: the second effect of its first ability; cost/0: its cost's first "
        "item)",
        default=None,
    )
    more: int | None = field(
        "a card's decision: the same decisions still to come after this one (a cost of 3 hand "
        "cards asks 3 times)",
        default=None,
    )
    ask: dict[str, Any] | None = field(
        "a card's decision: the decision's own values, in words (goods, spaces, fields, sheep "
        "places by name), e.g. {left: 2, goods: [flax, barley]}",
        default=None,
    )
    inside: dict[str, Any] | None = field(
        "a card's decision or pick_tier in the window before the butcher's payment (before: "
        "butcher) on the space another card lets the seat use (313, 419, 726): that card's "
        "card, at, window, waiting, before, as the window's respond form writes them",
        default=None,
    )
    deal: Deal | None = field(
        "deal (chance=explicit): where the card dealt goes: stable_board (a court card face "
        "down on seat's stable board at the setup, L241), hand (a starter or point card into "
        "seat's hand at the setup, L243), drawn (a card seat draws in play, L279-L285) or "
        "quarter_card (the top quarter card revealed, L344-L346)",
        default=None,
    )
    deck: Deck | None = field("deal hand, drawn: the deck the card comes from", default=None)
    dealing: int | None = field(
        "deal: how many cards are still to deal there, this one included (null: 1)", default=None
    )
    answered: dict[str, Any] | None = field(
        "deal drawn: the decision whose answer drew the cards (a gain of cards), as its own "
        "to_move form writes it",
        default=None,
    )
    quarters: list[int] | None = field(
        "roll (chance=explicit): the quarters the quarter card named, or rolled so far, "
        "cleared once the '?' are rolled (L341-L354, digest A2)",
        default=None,
    )
    rolls: int | None = field(
        "roll: the quarter card's '?' still to roll, this one included (null: 1)", default=None
    )
    heard: dict[str, Any] | None = field(
        "a decision inside a whenever ability (its effects, or the order of the seat's "
        "abilities hearing one event): the event heard and its payload, as the card reads it "
        "({event: sheep_gained, n: 1}; position_heard.py)",
        default=None,
    )
    earlier: list[dict[str, Any]] | None = field(
        "a decision inside a whenever ability: the events announced before the one heard by "
        "the same answer or work, whose abilities still wait below (first announced first; "
        "another seat's with its seat: {event: harvested, good: rye, n: 3, seat: 0})",
        default=None,
    )
    cost_of: str | None = field(
        "a decision inside a whenever ability: the card whose cost announced the event heard "
        "as it was paid with no decision (the last jewelry paid, jewelry_out: 729), played in "
        "the card window named (window...)",
        default=None,
    )
    caused_by: int | None = field(
        "a decision inside a whenever ability hearing another seat's event (by: anyone): the "
        "seat that caused it; the other words (answered, window...) say where it fell for "
        "that seat (null: the seat's own event)",
        default=None,
    )
