"""Whether one answer is legal, without listing the options: what ``TaskLoop.allows`` asks
of a turn and of a card window while a saved history replays (``state.applied``;
docs/architecture.md, "Replaying a saved history").

Each check says exactly whether the action is among the decision's options
(``board.opt_turn``, ``cardplay.opt_respond``): ``tests/hallertau/test_answer_checks.py``
holds them to the options at every turn and window of seeded games, every action id asked.
A turn lists twenty-odd spaces and trades where the check reads one space; a window whose
cards were left unlisted (``tasks.UNLISTED``) lists the playable cards of the whole hand
where the check asks of the one card played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .board import spends_all
from .state import HData, with_cards
from .tasks import UNLISTED, Respond, Turn
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

    return {Turn: turn, Respond: respond}
