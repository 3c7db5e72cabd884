"""The free actions of Woodcraft Roll & Write (L140-L148): any number, in any order, until
``end``.

Fulfil an order (fulfil.py); glue two dice (L169-L181), saw one in two (L186-L200) or raise
one by 1 with shavings (L240-L246), each for a material crossed out; hire a helper for
blueberries (L230-L238) or use a hired one's once-per-round ability (L290-L298); pay a
crate's blueberry icon (L309-L313, digest A18).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import TYPE_CHECKING, Any

from boardrules.actions import Kind
from boardrules.cards.runtime import play_tasks, usable, use
from boardrules.loop import later

from ..woodcraft_dice import glue, kind_of, saw, upgrade
from . import actions, fulfil, sheet
from .actions import die_named
from .state import BLUEBERRY, COLORS, GLUE, ROWS, SAW, SHAVINGS, RWData, color_of, own
from .tasks import Free

if TYPE_CHECKING:
    from .game import WoodcraftRW

FreeAction = (
    actions.End
    | actions.Fulfil
    | actions.Glue
    | actions.Saw
    | actions.Shave
    | actions.Hire
    | actions.Use
    | actions.Fill
)


def options(game: WoodcraftRW, d: RWData, t: Free) -> list[int]:
    p = t.seat
    s = d.sheets[p]
    ids = game.ids
    out = [
        ids.fulfil[o]
        for o in s.held
        if fulfil.can_fulfil(game, s, o) and fulfil.order_met(game, d, p, o)
    ]
    dice = s.dice
    held = list(compress(ALL_KINDS, dice))  # the kinds held, ascending
    if s.owned(GLUE):
        glue_ids = ids.glue
        for i, k1 in enumerate(held):
            for k2 in held[i:]:
                if (k1 != k2 or dice[k1] > 1) and (k1, k2) in glue_ids:
                    out += glue_ids[(k1, k2)]
    if s.owned(SAW):
        supply, saw_ids = d.supply, ids.saw
        for k in held:
            if supply[color_of(k)]:
                out += saw_ids[k]
    if s.owned(SHAVINGS):
        shave = ids.shave
        out += [shave[k] for k in held if shave[k] >= 0]
    berries = s.owned(BLUEBERRY)
    tables = game.tables
    for h in range(len(tables.helpers)):
        if not s.helpers >> h & 1:
            if berries >= tables.helper_cost[h]:
                out.append(ids.hire[h])
        else:
            for ref in tables.helper_activated[h]:
                if usable(game, d, p, ref):
                    out.append(ids.use[h])
                    break
    if berries:  # a crate with a blueberry icon not crossed out
        masks = tables.icon_masks["blueberry"]
        crates = s.crates
        out += [i for i, m, crossed in zip(ids.fill, masks, crates, strict=True) if m & ~crossed]
    out.append(ids.end)
    return out


ALL_KINDS = range(12)  # the die kinds of the sheet (state.kind_of)


def resolve(game: WoodcraftRW, d: RWData, t: Free, a: FreeAction) -> None:
    p = t.seat
    if type(a) is actions.End:
        own(d, p).borrowed = [0] * len(ROWS)  # helper A's substitute lasts this turn only
        return
    d.tasks.append(t)  # the player keeps acting until 'end'
    FREE_ACTIONS[type(a)](game, d, p, a)


def fulfil_order(game: WoodcraftRW, d: RWData, p: int, a: actions.Fulfil) -> None:
    """L150-L164 (fulfil.py)."""
    fulfil.fulfil(game, d, p, a.order)


def glue_dice(game: WoodcraftRW, d: RWData, p: int, a: actions.Glue) -> None:
    """L169-L181: two dice, sum at most 6, one die kept (colour of choice), +2 VP."""
    s = own(d, p)
    first = die_named(a.first_color, a.first_value)
    second = die_named(a.second_color, a.second_value)
    glued = glue(first, second, COLORS.index(a.color))
    dice = s.dice.copy()  # a row shared by fork(): replaced, never changed in place
    dice[kind_of(first)] -= 1
    dice[kind_of(second)] -= 1
    dice[kind_of(glued.die)] += 1
    s.dice = dice
    d.supply[glued.returned.color] += 1
    s.spend(GLUE)
    game.rules.gain_vp_now(d, p, 2)


def saw_die(game: WoodcraftRW, d: RWData, p: int, a: actions.Saw) -> None:
    """L186-L200: one die becomes two of its colour whose values add up to it."""
    s = own(d, p)
    die = die_named(a.color, a.value)
    pieces = saw(die, (a.part, die.value - a.part))
    dice = s.dice.copy()  # a row shared by fork(): replaced, never changed in place
    dice[kind_of(die)] -= 1
    for piece in pieces:
        dice[kind_of(piece)] += 1
    s.dice = dice
    d.supply[die.color] -= len(pieces) - 1  # the new dice come from the supply
    s.spend(SAW)


def shave(game: WoodcraftRW, d: RWData, p: int, a: actions.Shave) -> None:
    """L240-L246: each shavings raises a die by 1."""
    s = own(d, p)
    die = die_named(a.color, a.value)
    dice = s.dice.copy()  # a row shared by fork(): replaced, never changed in place
    dice[kind_of(die)] -= 1
    dice[kind_of(upgrade(die, 1))] += 1
    s.dice = dice
    s.spend(SHAVINGS)


def hire(game: WoodcraftRW, d: RWData, p: int, a: actions.Hire) -> None:
    """L230-L238, L282-L298: cross out blueberries, mark the helper; lightning at once."""
    helper = a.helper
    own(d, p).helpers |= 1 << game.tables.helper_index[helper]
    later(d, *play_tasks(game, p, helper))  # the hire cost, then its on_play abilities


def use_helper(game: WoodcraftRW, d: RWData, p: int, a: actions.Use) -> None:
    """L290-L298: a once-per-round ability, marked in that round's circle."""
    h = game.tables.helper_index[a.helper]
    ref = next(r for r in game.tables.helper_activated[h] if usable(game, d, p, r))
    use(game, d, p, ref)  # recorded in card_uses with the clock: the round's circle


def fill(game: WoodcraftRW, d: RWData, p: int, a: actions.Fill) -> None:
    """L309-L313 with digest A18: a crate's blueberry icon paid as a free action."""
    own(d, p).spend(BLUEBERRY)
    sheet.cross_icon(game, d, p, game.tables.crate_ids.index(a.crate), "blueberry")


# each free action but ``end``, by its kind
FREE_ACTIONS: dict[type[Kind], Callable[[WoodcraftRW, RWData, int, Any], None]] = {
    actions.Fulfil: fulfil_order,
    actions.Glue: glue_dice,
    actions.Saw: saw_die,
    actions.Shave: shave,
    actions.Hire: hire,
    actions.Use: use_helper,
    actions.Fill: fill,
}
