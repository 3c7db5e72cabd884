"""The lantern table, the chestnuts and the crates of a Woodcraft Roll & Write sheet.

A lantern marks any empty cell of the 3x3 table; a completed row or column gives its bonus at
once (L202-L211); with the table full each further lantern is 1 VP (L212-L218). A chestnut is
crossed out at once on a crate (L301-L307); a crate whose icons are all crossed out is active
(L309-L315) and runs its effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.refs import effects_ref
from boardrules.effects import push_effects

from . import actions
from .state import RWData, Sheet, own, with_item
from .tasks import Chestnut, ChestnutOne, Lantern, LanternOne

if TYPE_CHECKING:
    from .game import WoodcraftRW

LINES_FULL = 0b111111111  # every cell of the lantern table marked


def lantern_one(game: WoodcraftRW, d: RWData, task: LanternOne) -> None:
    s = d.sheets[task.seat]
    if s.lanterns == LINES_FULL:  # L212-L218: a full table turns each lantern into 1 VP
        game.rules.gain_vp_now(d, task.seat, 1)
    else:
        d.tasks.append(Lantern(seat=task.seat))


def lantern_options(game: WoodcraftRW, d: RWData, t: Lantern) -> list[int]:
    marked = d.sheets[t.seat].lanterns
    return [game.ids.lantern[c] for c in range(9) if not marked >> c & 1]


def lantern_resolve(game: WoodcraftRW, d: RWData, t: Lantern, a: actions.Lantern) -> None:
    """L202-L211: any empty cell; a completed row or column gives its bonus at once."""
    p = t.seat
    s = own(d, p)
    s.lanterns |= 1 << (a.cell - 1)
    lines = game.tables.lines
    for i, mask in enumerate(game.tables.line_masks):
        if s.lanterns & mask == mask and not s.lines >> i & 1:
            s.lines |= 1 << i
            for k in reversed(range(len(lines[i].abilities))):
                push_effects(d, p, effects_ref(lines[i].id, k))


def chestnut_one(game: WoodcraftRW, d: RWData, task: ChestnutOne) -> None:
    masks, crates = game.tables.icon_masks["chestnut"], d.sheets[task.seat].crates
    if any(mask & ~crossed for mask, crossed in zip(masks, crates, strict=True)):
        d.tasks.append(Chestnut(seat=task.seat))  # L305-L307: crossed on a crate at once
    # else: no chestnut icon is left anywhere, the chestnut is lost (digest A19)


def chestnut_options(game: WoodcraftRW, d: RWData, t: Chestnut) -> list[int]:
    crates = d.sheets[t.seat].crates
    masks = game.tables.icon_masks["chestnut"]
    ids = game.ids.chestnut
    return [i for i, mask, crossed in zip(ids, masks, crates, strict=True) if mask & ~crossed]


def chestnut_resolve(game: WoodcraftRW, d: RWData, t: Chestnut, a: actions.Chestnut) -> None:
    cross_icon(game, d, t.seat, game.tables.crate_ids.index(a.crate), "chestnut")


def free_icon(game: WoodcraftRW, s: Sheet, c: int, icon: str) -> int:
    """The first icon ``icon`` of crate ``c`` not yet crossed out, or -1 (whether there is one:
    ``game.tables.icon_masks[icon][c] & ~s.crates[c]``)."""
    crossed = s.crates[c]
    for i in game.tables.icon_places[c].get(icon, ()):
        if not crossed >> i & 1:
            return i
    return -1


def cross_icon(game: WoodcraftRW, d: RWData, p: int, c: int, icon: str) -> None:
    """L309-L315: a crate is active once all its requirement icons are crossed out."""
    s = own(d, p)
    s.crates = with_item(s.crates, c, s.crates[c] | 1 << free_icon(game, s, c, icon))
    if s.crates[c] == (1 << len(game.tables.crate_icons[c])) - 1 and not s.active >> c & 1:
        s.active |= 1 << c
        crate = game.tables.crates[c]
        for k in range(len(crate.abilities)):
            push_effects(d, p, effects_ref(crate.id, k))
