"""Whether one answer is legal, without listing the options: what ``TaskLoop.allows`` asks
of a turn, a card window and an offered decision while a saved history replays
(``state.applied``; docs/architecture.md, "Replaying a saved history").

Each check says exactly whether the action is among the decision's options
(``board.opt_turn``, ``cardplay.opt_respond``, the ``opt_`` function of each offered
decision): ``tests/hallertau/test_answer_checks.py`` holds them to the options at every
decision they check in seeded games, every action id asked. A turn lists twenty-odd spaces
and trades where the check reads one space; a window whose cards were left unlisted
(``tasks.UNLISTED``) lists the playable cards of the whole hand where the check asks of the
one card played. An offered decision (``tasks.ask``) is asked only if it offers more than
declining: while a history replays, ``rounds.op_offer`` asks the check of the history's
next answer, and lists the options only when that answer is a decline or not legal there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .board import spends_all
from .crafts import goods_payable, pay_units, step_tools
from .state import (
    CROP_IDS,
    CROPS,
    EMPTY,
    MILK,
    ROWS,
    STABLE,
    HData,
    content_of,
    row_of,
    with_cards,
)
from .tasks import (
    UNLISTED,
    Breed,
    Crop,
    Extend,
    Farming,
    Fertilize,
    GainOffer,
    Pay,
    PaySheep,
    Progress,
    Respond,
    Sell,
    Sow,
    TownHall,
    Turn,
)
from .words import MOMENTS

if TYPE_CHECKING:
    from .game import Hallertau

Check = Callable[[Any, Any, int], bool]  # (data, decision, action id) -> legal


def answer_checks(g: Hallertau) -> dict[type, Check]:
    """The checks of one answer by decision class (``TaskLoop.checks``)."""
    ids = g.ids
    places = {aid: s for s, aid in enumerate(ids.place)}
    trades = {aid: n for n, aid in enumerate(ids.trade) if n > 0}
    most_traded = len(ids.trade) - 1
    cards = {aid: card for card, aid in ids.play.items()}
    pass_ = ids.pass_

    def turn(d: HData, t: Turn, aid: int) -> bool:
        """``aid in board.opt_turn(g, d, t)``."""
        v = d.villages[t.seat]
        workers = v.workers
        moments = g.moments
        last = any(
            e.event == "card_played" and moments[e.name] == "before_last_action" for e in v.recent
        )
        s = places.get(aid)
        if s is not None:
            if g.space_deck[s] and not with_cards(d):  # L800: no card spaces without cards
                return False
            a, b = g.space_spans[s]
            on = d.workers_on
            r = -1  # the lowest empty row (board.next_row)
            for i in range(a, b):
                if not on[i]:
                    r = i - a
                    break
            return 0 <= r < workers and (not last or r + 1 == workers)
        n = trades.get(aid)
        if n is None:
            return False
        # L469-L475: 1..workers tools (at most the most traded); 222: every worker
        return n <= min(workers, most_traded) and (not last or n >= workers)

    def respond(d: HData, t: Respond, aid: int) -> bool:
        """``aid in cardplay.opt_respond(g, d, t)``."""
        if aid == pass_:
            return True
        if t.cards != UNLISTED:
            return aid in t.cards
        card = cards.get(aid)
        p = t.seat
        if card is None or card not in d.villages[p].hand:
            return False
        moment = t.window if t.window in MOMENTS else ""
        if card not in g.allowed[d.phase, moment]:
            return False
        if moment == "before_last_action" and not spends_all(g, d, p):
            return False
        return g.playable_memo.one(d, p, card)

    payments = g.payments
    pay_goods = frozenset(ids.pay_good)
    pay_jewelry, confirm = ids.pay_jewelry, ids.confirm

    def pay(d: HData, t: Pay, aid: int) -> bool:
        """``aid in crafts.opt_pay(g, d, t)``: a good (``pay_units``), 1 jewelry before any
        good (L613), "confirm" once the goods paid are a complete step (L569-L576)."""
        if aid in pay_goods:
            return aid in pay_units(g, d, t)
        if aid == pay_jewelry:
            return not any(t.paid) and bool(d.villages[t.seat].jewelry)
        if aid == confirm:
            return any(t.paid) and t.paid in payments[t.craft][d.round]
        return False

    return {Turn: turn, Respond: respond, Pay: pay, **offer_checks(g)}


def offer_checks(g: Hallertau) -> dict[type, Check]:
    """The checks of the decisions asked through an ``Offer`` (``tasks.ask``), each exactly
    ``aid in`` the decision's ``opt_`` function (board.py, fields.py, sheep.py, crafts.py)."""
    ids = g.ids
    skip, stop = ids.skip, ids.stop
    take = {aid: item for item, aid in ids.take.items()}
    crops = frozenset(ids.take[c] for c in CROPS)
    clay = ids.take["clay"]
    field_ = ids.take["field"]
    sow = {aid: (good, r) for good, rows in enumerate(ids.sow) for r, aid in rows.items()}
    fertilize = {aid: r for r, aid in ids.fertilize.items()}
    sells: dict[int, set[int]] = {}
    for f, aid in ids.sell.items():
        sells.setdefault(aid, set()).add(f)
    breed = {aid: n for n, aid in ids.breed.items()}
    pay_sheep = {aid: i for i, aid in enumerate(ids.pay_sheep)}
    pay_jewelry = ids.pay_jewelry
    extend = {aid: i for i, aid in enumerate(ids.extend)}
    left = {aid: k for k, aid in enumerate(ids.left)}
    advance = {aid: k for k, aid in enumerate(ids.advance)}
    columns, edge = g.columns, g.edge

    def empty_in(d: HData, p: int, r: int) -> bool:
        """An empty field in row ``r`` (``fields.sow_options``' rows)."""
        for f in d.villages[p].fields:
            if row_of(f) == r and content_of(f) == EMPTY:
                return True
        return False

    def sows(d: HData, p: int, goods: tuple[int, ...], aid: int) -> bool:
        """``aid in fields.sow_options(g, d, p, goods)``."""
        hit = sow.get(aid)
        if hit is None:
            return False
        good, r = hit
        return good in goods and bool(d.villages[p].goods[good]) and empty_in(d, p, r)

    def gain(d: HData, t: GainOffer, aid: int) -> bool:
        """``aid in board.opt_gain(g, d, t)``."""
        if aid == skip:
            return True
        item = take.get(aid)
        if item is None:
            return False
        for name, n in t.gains:  # L854: no room, no field
            if name == item and n > 0:
                return item != "field" or len(d.villages[t.seat].fields) < columns
        return False

    def crop(d: HData, t: Crop, aid: int) -> bool:
        """``aid in board.opt_crop(g, d, t)``."""
        return aid == stop or aid in crops or (aid == clay and bool(t.clay))

    def town_hall(d: HData, t: TownHall, aid: int) -> bool:
        """``aid in board.opt_town_hall(g, d, t)``."""
        if aid == skip:
            return True
        k = left.get(aid)
        if k is None:
            return False
        crafts = d.villages[t.seat].crafts
        return crafts[k] > min(crafts)

    def sow_(d: HData, t: Sow, aid: int) -> bool:
        """``aid in fields.opt_sow(g, d, t)``."""
        return aid == stop or sows(d, t.seat, t.goods, aid)

    def farming(d: HData, t: Farming, aid: int) -> bool:
        """``aid in fields.opt_farming(g, d, t)``."""
        if aid == skip:
            return True
        if aid == field_:
            return len(d.villages[t.seat].fields) < columns
        return sows(d, t.seat, CROP_IDS, aid)

    def fertilize_(d: HData, t: Fertilize, aid: int) -> bool:
        """``aid in fields.opt_fertilize(g, d, t)``."""
        if aid == stop:
            return True
        r = fertilize.get(aid)
        return r is not None and r < ROWS[-1] and empty_in(d, t.seat, r)

    def sell(d: HData, t: Sell, aid: int) -> bool:
        """``aid in fields.opt_sell(g, d, t)``."""
        if aid == skip:
            return True
        codes = sells.get(aid)
        return codes is not None and any(f in codes for f in d.villages[t.seat].fields)

    def breed_(d: HData, t: Breed, aid: int) -> bool:
        """``aid in sheep.opt_breed(g, d, t)``."""
        if aid == skip:
            return True
        n = breed.get(aid)
        return n is not None and d.villages[t.seat].goods[MILK] >= 2 * n

    def pay_sheep_(d: HData, t: PaySheep, aid: int) -> bool:
        """``aid in sheep.opt_pay_sheep(g, d, t)``."""
        if aid == skip:
            return t.optional
        v = d.villages[t.seat]
        if aid == pay_jewelry:
            return bool(t.jewelry and v.jewelry)
        i = pay_sheep.get(aid)
        return i is not None and bool(v.sheep[i])

    def extend_(d: HData, t: Extend, aid: int) -> bool:
        """``aid in sheep.opt_extend(g, d, t)``."""
        if aid == skip:
            return True
        i = extend.get(aid)
        return i is not None and i < STABLE and bool(d.villages[t.seat].sheep[i])

    def progress(d: HData, t: Progress, aid: int) -> bool:
        """``aid in crafts.opt_progress(g, d, t)``."""
        if aid == stop:
            return True
        k = advance.get(aid)
        if k is None:
            return False
        v = d.villages[t.seat]
        if v.crafts[k] >= edge or step_tools(g, v, k) > v.tools - v.tools_used:
            return False
        return bool(v.jewelry) or goods_payable(g, v, d.round)[k]

    return {
        GainOffer: gain,
        Crop: crop,
        TownHall: town_hall,
        Sow: sow_,
        Farming: farming,
        Fertilize: fertilize_,
        Sell: sell,
        Breed: breed_,
        PaySheep: pay_sheep_,
        Extend: extend_,
        Progress: progress,
    }
