"""The workshop's tiles: improving it and the free actions they give (woodcraft.de.txt
L736-L1013).

Improve the workshop (L774-L775): the next pot, saw, upgrade or glue tile, paid in
blueberries, with its space's gains. Free actions with the tiles: saw a die, cut by cut
(L848-L865, L949-L955), upgrade a die (L867-L888), glue two dice (L962-L976), cut a tree
(L787-L789, L995-L997), turn a used tile back with a reuse token (L1007-L1013).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import TYPE_CHECKING

from boardrules.actions import Kind
from boardrules.cards.runtime import on_play_tasks
from boardrules.cards.schema import Card

from ..woodcraft_dice import Die, glue, upgrade
from . import actions, orders
from .state import COLORS, EMPTY, KINDS, WData, Workshop, color_of, kind, own, plus, put, value_of
from .tasks import Improve, SawCut

if TYPE_CHECKING:
    from .game import Woodcraft


# --- improve the workshop (L736-L917) --------------------------------------------------------
def next_space(game: Woodcraft, w: Workshop, tile: str) -> Card | None:
    """The workshop space the next tile of that kind goes on (None: all are placed)."""
    if tile == "pot":
        place = w.pots_built + 1
    elif tile == "saw":
        place = len(w.saws) + 1
    elif tile == "upgrade":
        place = len(w.upgrades) + 1
    else:
        place = 1 if w.glue < 0 else 9
    return game.spaces.get((tile, place))


def improve_options(game: Woodcraft, d: WData, t: Improve) -> list[int]:
    w = d.workshops[t.seat]
    out = []
    for tile in actions.TILES:
        space = next_space(game, w, tile)
        if space is not None and game.space_cost[space.id] <= w.blueberries:
            out.append(game.ids.improve[tile])
    return out + [game.ids.done]


def improve(game: Woodcraft, d: WData, t: Improve, a: actions.Improve | actions.Done) -> None:
    """L774-L775: pay the space's cost, place the tile, take the space's gains."""
    if not isinstance(a, actions.Improve):
        return
    w = own(d, t.seat)
    tile = a.tile
    space = next_space(game, w, tile)
    assert space is not None  # offered only then
    w.blueberries -= game.space_cost[space.id]
    if tile == "pot":
        w.pots_built += 1
    elif tile == "saw":
        w.saws += (0,)
    elif tile == "upgrade":
        w.upgrades += (0,)
    else:
        w.glue = 0
    d.tasks.extend(reversed(on_play_tasks(game, t.seat, space.id)))  # its gains


# --- free actions (L919-L1019) ---------------------------------------------------------------
def tile_options(game: Woodcraft, w: Workshop) -> list[int]:
    """The free actions the workshop's tiles and trees allow now."""
    ids = game.ids
    out: list[int] = []
    dice = w.dice
    held = list(compress(ALL_KINDS, dice))  # the kinds held, ascending
    if 0 in w.saws:  # L848-L865
        saw = ids.saw
        out += [saw[k] for k in held if SAWABLE[k]]
    if w.scrap:  # L867-L888
        for place, used in enumerate(w.upgrades, 1):
            if not used:
                raises = ids.upgrade_of[place]
                for k in held:
                    out += raises[k]
    if w.glue == 0 and w.glue_discs:  # L962-L976
        glue_of = ids.glue_of
        for i, k1 in enumerate(held):
            row = k1 * KINDS
            for k2 in held[i:]:
                glued = glue_of[row + k2]
                if glued and (k1 != k2 or dice[k1] > 1):
                    out += glued
    pots = w.pots
    out += [ids.fell[c] for c in range(3) if pots[c] != EMPTY]  # L995-L997
    if w.reuse:  # L1007-L1013
        if 1 in w.saws:
            out.append(ids.reuse_saw)
        out += [ids.reuse_upgrade[i] for i, used in enumerate(w.upgrades) if used]
        if w.glue == 1:
            out.append(ids.reuse_glue)
    return out


class FreeChoices:
    """The free actions a workshop allows (``orders.fulfil_options``, then ``tile_options``),
    kept for the parts of the workshop they read, as last asked about: its dice, orders,
    tiles and trees, and its materials and tokens. A turn asks them again after each action
    (a tile chosen, its action performed) while most of those parts stay the same rows (the
    workshop's copy shares its tuples). The list returned is shared: nobody changes it."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] = ()
        self.ids: list[int] = []

    def of(self, game: Woodcraft, w: Workshop) -> list[int]:
        key = (
            w.dice,
            w.order_ids,
            w.saws,
            w.upgrades,
            w.pots,
            w.glue,
            w.glue_discs,
            w.saw_blades,
            w.scrap,
            w.reuse,
        )
        if key != self.key:  # equal rows are the same tuple most often: compared by identity
            self.ids = orders.fulfil_options(game, w) + tile_options(game, w)
            self.key = key
        return self.ids


ALL_KINDS = range(KINDS)
SAWABLE = tuple(value_of(k) >= 2 for k in ALL_KINDS)  # L850-L855: a 1 cannot be sawn


def free_action(game: Woodcraft, d: WData, p: int, w: Workshop, a: Kind) -> None:
    """One of the free actions with the tiles and trees (``Main``)."""
    FREE[type(a)](game, d, p, w, a)


def saw(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Saw) -> None:
    """L850-L855: flip a usable saw tile; a die not showing 1 is sawn, cut by cut."""
    w.saws = put(w.saws, w.saws.index(0), 1)
    w.dice = plus(w.dice, actions.die(a.colour, a.value), -1)
    d.tasks.append(SawCut(seat=p, color=COLORS.index(a.colour), rest=a.value, last=1, cuts=0))


def upgrade_die(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Upgrade) -> None:
    """L867-L874: 1 scrap block, flip the upgrade tile, raise one die (never above 6)."""
    w.scrap -= 1
    w.upgrades = put(w.upgrades, a.place - 1, 1)
    w.dice = plus(w.dice, actions.die(a.colour, a.value), -1)
    raised = upgrade(Die(COLORS.index(a.colour), a.value), a.steps)
    w.dice = plus(w.dice, kind(raised.color, raised.value), 1)


def glue_dice(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Glue) -> None:
    """L962-L976: 1 glue disc; two dice adding up to 6 at most become one (colour of
    choice); 4 points if the colours differed; the glue tile is flipped."""
    k1, k2 = actions.die(a.colour, a.value), actions.die(a.colour2, a.value2)
    glued = glue(
        Die(color_of(k1), value_of(k1)), Die(color_of(k2), value_of(k2)), COLORS.index(a.result)
    )
    w.glue_discs -= 1
    w.glue = 1
    w.dice = plus(w.dice, k1, -1)
    w.dice = plus(w.dice, k2, -1)
    w.dice = plus(w.dice, kind(glued.die.color, glued.die.value), 1)
    if glued.mixed:
        game.rules.gain_vp_now(d, p, int(game.params["glue_mixed_vp"]))


def fell(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Fell) -> None:
    """L787-L789, L995-L996: a tree is cut and moved to the lumber stack at any time."""
    pot = COLORS.index(a.colour)
    w.dice = plus(w.dice, kind(pot, w.pots[pot]), 1)
    w.pots = put(w.pots, pot, EMPTY)


def reuse(game: Woodcraft, d: WData, p: int, w: Workshop, a: actions.Reuse) -> None:
    """L1007-L1013: a reuse token turns a used saw, upgrade or glue tile back."""
    w.reuse -= 1
    if a.tile == "saw":
        w.saws = put(w.saws, w.saws.index(1), 0)
    elif a.tile == "glue":
        w.glue = 0
    else:
        w.upgrades = put(w.upgrades, int(a.place or 1) - 1, 0)


FREE: dict[type[Kind], Callable[..., None]] = {
    actions.Saw: saw,
    actions.Upgrade: upgrade_die,
    actions.Glue: glue_dice,
    actions.Fell: fell,
    actions.Reuse: reuse,
}


def cut_options(game: Woodcraft, d: WData, t: SawCut) -> list[int]:
    """L857-L865: each piece is a die from the supply; the first cut is the saw tile's,
    each further one costs a saw blade disc. Pieces are cut in ascending order, so each
    split is reached once (L949-L955: a 5 gives 1+4 or 2+3, with one disc 1+1+3 or 1+2+2)."""
    w = d.workshops[t.seat]
    out = []
    if t.cuts == 0 or w.saw_blades:
        out = [game.ids.cut[v - 1] for v in range(t.last, t.rest // 2 + 1)]
    if t.cuts:
        out.append(game.ids.done)
    return out


def cut(game: Woodcraft, d: WData, t: SawCut, a: actions.Cut | actions.Done) -> None:
    w = own(d, t.seat)
    if not isinstance(a, actions.Cut):
        w.dice = plus(w.dice, kind(t.color, t.rest), 1)
        return
    piece = a.piece
    if t.cuts:
        w.saw_blades -= 1
    w.dice = plus(w.dice, kind(t.color, piece), 1)
    d.tasks.append(
        SawCut(seat=t.seat, color=t.color, rest=t.rest - piece, last=piece, cuts=t.cuts + 1)
    )
