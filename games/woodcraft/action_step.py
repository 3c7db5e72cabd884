"""The actions step of a turn (woodcraft.de.txt L350-L520, L919-L930): the decision ``Main``.

Until ``end`` the player chooses a tile that is not blocked and moves it (its rim and saw-wheel
bonuses, L376-L402, L463-L520), performs its action or an alternative (3 blueberries, or 1
lantern for another tile's action, L479-L493), may take the bonus action (3 lanterns, L367-L369),
use a helper's once-per-turn ability (L697-L701) and any free actions (L919-L1019: fulfil an
order, saw, upgrade, glue, cut a tree, reuse a tile) in any order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from boardrules.actions import Kind
from boardrules.cards.runtime import fire, on_play_tasks, usable_abilities, use, within_usage

from . import actions, orders, workshop
from . import wheel as wh
from .cards import RESOURCE_FIELDS, TILE_BONUS
from .state import ACTIONS, WData, Workshop, own
from .tasks import BuyMaterials, BuyWood, Hire, Improve, Main, ProduceMode, Sell, TakeOrder

if TYPE_CHECKING:
    from .game import Woodcraft


def main_options(game: Woodcraft, d: WData, t: Main) -> list[int]:
    p = t.seat
    w = d.workshops[p]
    ids = game.ids
    alternative = game.alternative
    out: list[int] = []
    if w.tile < 0:  # L376-L402: choose 1 tile that is not blocked
        wheel = d.wheel
        out += [ids.tile[wheel[pos]] for pos in wh.movable_tiles(wheel, d.arrow)]
    elif not w.acted:  # L479-L493
        out += [ids.perform, ids.berries]
        if w.lanterns - w.tile_lanterns >= alternative[1]:
            out += ids.lantern_but[w.tile]
    if not w.bonus_used and w.lanterns >= alternative[2]:
        out += ids.bonus  # L367-L369
    out += game.free_choices.of(game, w)  # ``orders.fulfil_options``, ``workshop.tile_options``
    if game.activated:  # L697-L701, L890-L892: a helper's once-per-turn ability
        plain = game.helper_uses
        if plain is None:
            owned = [h for h in w.rooms if h in game.activated]
            if owned:
                refs = usable_abilities(game, d, p, owned, "activated")
                out += [ids.use[game.runtime.card_of[r]] for r in refs]
        else:  # ``usable_abilities``, written out for plain abilities (``helper_uses``)
            uses = d.card_uses
            mine = uses[p] if p < len(uses) else None
            for h in w.rooms:
                for ref, aid, usage, cost in plain.get(h, ()):
                    if mine and usage is not None:
                        last = mine.get(ref)
                        if last is not None and not within_usage(usage, last, (d.round, d.turn)):
                            continue
                    if all(getattr(w, field) >= n for field, n in cost):
                        out.append(aid)
    if w.acted:
        out.append(ids.end)
    return out


HelperUse = tuple[str, int, str | None, tuple[tuple[str, int], ...]]


def helper_uses(game: Woodcraft) -> dict[str, tuple[HelperUse, ...]] | None:
    """Per helper card, its activated abilities as ``main_options`` checks them: the ref,
    the ``use`` action's id, the usage limit (None: unlimited) and the cost as the workshop's
    fields and amounts; None (every check by ``usable``) unless every activated ability is
    plain: no window, no ``if``, a cost of resources alone (``plain_costs``; an ability's cost
    takes no discount, ``costs.discounts``). The card owns it while in a room (``owns``),
    the clock is ``(round, turn)`` (``WoodcraftCards.clock``)."""
    rt = game.runtime
    out: dict[str, tuple[HelperUse, ...]] = {}
    for card, refs in game.activated.items():
        plain = []
        for ref in refs:
            ab = rt.ability[ref]
            cost = rt.plain_costs.get(rt.cost_of[ref]) if ab.cost else ()
            if ab.window is not None or ab.if_ is not None or cost is None:
                return None
            usage = None if ab.usage in (None, "unlimited") else ab.usage
            fields = tuple((RESOURCE_FIELDS[res], n) for res, n in cost)
            plain.append((ref, game.ids.use[rt.card_of[ref]], usage, fields))
        out[card] = tuple(plain)
    return out


def main(game: Woodcraft, d: WData, t: Main, a: Kind) -> None:
    """One move of the actions step; the step goes on until ``end``."""
    if type(a) is actions.End:
        return
    d.tasks.append(t)  # the player keeps acting until 'end'
    MOVES.get(type(a), workshop.free_action)(game, d, t.seat, own(d, t.seat), a)


def tile(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Tile) -> None:
    choose_tile(game, d, p, ACTIONS.index(a.action))


def perform_tile(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Perform) -> None:
    """L479-L481: the chosen tile's action."""
    w.acted = True
    perform(game, d, p, w.tile)


def berries(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Berries) -> None:
    """L483-L485: 3 blueberries instead of the action."""
    w.acted = True
    w.blueberries += game.alternative[0]


def lantern(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Lantern) -> None:
    """L487-L493: 1 lantern, another tile's action instead."""
    w.acted = True
    w.lanterns -= game.alternative[1]
    perform(game, d, p, ACTIONS.index(a.action))


def bonus(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Bonus) -> None:
    """L367-L369: 3 lanterns, any action; no move, no bonus."""
    w.bonus_used = True
    w.lanterns -= game.alternative[2]
    perform(game, d, p, ACTIONS.index(a.action))


def use_helper(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Use) -> None:
    """L697-L701: the card runtime records the use and pays the cost."""
    use(game, d, p, game.activated[a.helper][0])


def fulfil(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Fulfil) -> None:
    orders.fulfil(game, d, p, w, a.order)


MOVES: dict[type[Kind], Callable[..., None]] = {
    actions.Tile: tile,
    actions.Perform: perform_tile,
    actions.Berries: berries,
    actions.Lantern: lantern,
    actions.Bonus: bonus,
    actions.Use: use_helper,
    actions.Fulfil: fulfil,
}  # the rest: the free actions with the workshop's tiles (workshop.free_action)


def choose_tile(game: Woodcraft, d: WData, p: int, action: int) -> None:
    """L381-L399, L463-L470, L507-L520: the rim bonus of the space left (not under the
    arc tile), the saw-wheel bonus of the quarter's age, the move, the saw wheel turned
    when the tile crosses the arrowhead; the arc leaves with the start quarter's last
    tile (digest A4: that tile gets no rim bonus)."""
    own(d, p).tile = action
    pos = d.wheel.index(action)
    q = pos // wh.SPACES
    bonuses = []
    if game.rim_bonus[pos] and not (d.arc and q == d.start_quarter):
        bonuses.append(game.rim_bonus[pos])
    saw = game.saw_bonus.get(wh.age(q, d.arrow), "")
    if saw:
        bonuses.append(saw)
    d.wheel, _dest, d.arrow = wh.move(d.wheel, d.arrow, pos)
    if d.arc and wh.quarter_empty(d.wheel, d.start_quarter):
        d.arc = False
    tasks = [x for card in bonuses for x in on_play_tasks(game, p, card, TILE_BONUS)]
    d.tasks.extend(reversed(tasks))


ACTION_STEPS = (
    lambda p: BuyWood(seat=p, bought=0),  # L561-L580
    lambda p: Sell(seat=p),  # L582-L593
    lambda p: BuyMaterials(seat=p, first=-1),  # L615-L626
    lambda p: TakeOrder(seat=p, taken=0),  # L628-L653
    lambda p: Hire(seat=p),  # L655-L712
    lambda p: ProduceMode(seat=p),  # L732-L835
    lambda p: Improve(seat=p),  # L736-L917
)


def perform(game: Woodcraft, d: WData, p: int, action: int) -> None:
    """L1539-L1541: a helper's permanent ability applies whenever its action is performed
    (chosen tile, lantern or bonus action): ``action_<name>`` is fired, its abilities run
    after the action (the event's triggers wait below the action's first decision)."""
    fire(game, d, p, "action_" + ACTIONS[action])
    d.tasks.append(ACTION_STEPS[action](p))
