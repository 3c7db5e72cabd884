"""Whether a seat may use an ability of a card it owns: the kernel's ``rt.usable``, read from a
table made once per game (issue 26: a turn asks it of every own elder, a window between turns
of every anytime building).

``rt.usable`` checks the ability's window and usage limit, that the seat owns the card, its
``if`` and whether its cost can be paid. Nusfjord's elders (L585-L604) have no window, no usage
limit and no cost, only their ``if`` (digest A7: the function must have an effect); its anytime
buildings (L947) a cost of goods only. For such an ability of a card the seat is known to own,
what is left is its ``if`` and a comparison of goods: an ability's cost takes no discount
(``boardrules.cards.costs.discounts``), so paying it is having the goods. The two commonest
forms of ``if`` are read without the compiled condition: ``{can: {of: [...]}}`` asks the
action board (``cards.can``), ``{ge: [{count: name}, n]}`` the counter (``cards.COUNTERS``);
any other goes to ``boardrules.effects.holds``. Any other ability is asked of ``rt.usable``
itself. ``tests/nusfjord/test_sharing.py`` compares the two on the
states of random games.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from boardrules.cards import runtime as rt
from boardrules.effects import holds

from .cards import COUNTERS, FIELD, CountFn
from .state import NData

if TYPE_CHECKING:
    from .game import Nusfjord


class OwnedAbilities:
    """``usable(d, p, ref)``: ``rt.usable`` for an ability of a card ``p`` owns."""

    def __init__(self, game: Nusfjord) -> None:
        self.game = game
        runtime = game.runtime
        # ref -> (its ``if`` or None, the goods its cost takes as (Harbor field, amount), and
        # for an ``if`` of the form ``{can: {of: [...], wood_discount: n}}`` (``cards.can``)
        # the actions it names and the discount: asked of ``ActionBoard.can`` directly;
        # and for an ``if`` of the form ``{ge: [{count: name}, n]}`` the counter and n
        self.plain: dict[
            str,
            tuple[
                Any, tuple[tuple[str, int], ...], tuple[str, ...], int, tuple[CountFn, int] | None
            ],
        ] = {}
        for ref, ab in runtime.ability.items():
            if ab.window is not None or ab.usage not in (None, "unlimited"):
                continue
            goods: tuple[tuple[str, int], ...] = ()
            if ab.cost:
                fast = runtime.plain_costs.get(runtime.cost_of[ref])
                if fast is None or runtime.refs[runtime.cost_of[ref]].ability is None:
                    continue
                goods = tuple((FIELD.get(res, res), n) for res, n in fast)
            can_of: tuple[str, ...] = ()
            discount = 0
            cond: Any = ab.if_  # as the card file writes it (the validator checked its form)
            if isinstance(cond, Mapping) and list(cond) == ["can"]:
                can_of, discount = (
                    tuple(cond["can"]["of"]),
                    int(cond["can"].get("wood_discount", 0)),
                )
            at_least: tuple[CountFn, int] | None = None
            if isinstance(cond, Mapping) and list(cond) == ["ge"]:
                counted, n = cond["ge"]
                if isinstance(counted, Mapping) and list(counted) == ["count"] and type(n) is int:
                    at_least = (COUNTERS[counted["count"]], n)
            self.plain[ref] = (ab.if_, goods, can_of, discount, at_least)

    def usable(self, d: NData, p: int, ref: str) -> bool:
        """``rt.usable(game, d, p, ref)`` (no window) for a card ``p`` owns."""
        plain = self.plain.get(ref)
        if plain is None:
            return rt.usable(self.game, d, p, ref)
        cond, goods, can_of, discount, at_least = plain
        if can_of:  # ``cards.can``: one of the actions can have an effect (L363, digest A7)
            can = self.game.action_board.can
            for action in can_of:
                if can(d, p, action, discount):
                    break
            else:
                return False
        elif at_least is not None:  # ``NusfjordCards.counter``
            count, n = at_least
            if count(self.game, d, d.harbors[p]) < n:
                return False
        elif cond is not None and not holds(self.game.rules, d, p, cond):
            return False
        if goods:
            h = d.harbors[p]
            for field, n in goods:
                if getattr(h, field) < n:
                    return False
        return True
