"""Tools and the attic (woodcraft.de.txt L1082-L1104, L1123-L1147, L1557-L1559).

A tool gained is placed at once on a free attic space whose supports are filled (L1095-L1097);
an exhausted kind is replaced by a kind of choice (digest A19); with no free space it is not
gained (digest A20). Each adjacent space holding a different kind gives the reward printed
between the two (L1087-L1090); the same kind gives nothing (L1146-L1147).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.cards.runtime import on_play_tasks

from . import actions
from .state import WData, Workshop, own, plus, put
from .tasks import AtticSpace, PickTool

if TYPE_CHECKING:
    from .game import Woodcraft


def attic_free(game: Woodcraft, w: Workshop) -> list[int]:
    return [
        i
        for i, tool in enumerate(w.attic)
        if not tool and all(w.attic[n] for n in game.attic_needs[i])
    ]


def gain_tool(game: Woodcraft, d: WData, p: int, tool: str) -> None:
    """L1095-L1097: a tool is placed at once; L1557-L1559: an exhausted kind is replaced by
    a kind of choice (digest A19); digest A20: with no free space it is not gained."""
    if not attic_free(game, d.workshops[p]):
        return
    if tool == "any" or not d.tools_left[game.tools.index(tool)]:
        if any(d.tools_left):
            d.tasks.append(PickTool(seat=p))
        return
    d.tasks.append(AtticSpace(seat=p, tool=tool))


def tool_options(game: Woodcraft, d: WData, t: PickTool) -> list[int]:
    return [game.ids.tool[x] for i, x in enumerate(game.tools) if d.tools_left[i]]


def pick_tool(game: Woodcraft, d: WData, t: PickTool, a: actions.Tool) -> None:
    d.tasks.append(AtticSpace(seat=t.seat, tool=a.tool))


def attic_options(game: Woodcraft, d: WData, t: AtticSpace) -> list[int]:
    return [game.ids.attic[i] for i in attic_free(game, d.workshops[t.seat])]


def place_tool(game: Woodcraft, d: WData, t: AtticSpace, a: actions.Attic) -> None:
    """L1087-L1090: each adjacent space holding a different kind gives the reward printed
    between the two; the same kind gives nothing (L1146-L1147)."""
    w = own(d, t.seat)
    space = game.attic_ids.index(a.space)
    w.attic = put(w.attic, space, t.tool)
    d.tools_left = plus(d.tools_left, game.tools.index(t.tool), -1)
    for other, link in reversed(game.attic_links[space]):
        if w.attic[other] and w.attic[other] != t.tool:
            d.tasks.extend(reversed(on_play_tasks(game, t.seat, link)))
