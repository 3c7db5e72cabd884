"""The action of Kleine Völker großer Garten (L292-L298, L429-L546): what a seat may do in the
territory of the action, and what each choice does.

Every action takes place in the crane's territory (L292-L298); the very first action of the
game in any territory (L320-L323). A seat builds or demolishes (``building.py``), or uses a
ploy first (``ploys.py``); a seat that cannot build here acts in the next higher territory
(L533-L546), and after all seven loses the action (digest A14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action

from . import building, ploys
from .actions import Build, Change, Demolish, Forfeit, Invade, Skip, Start, Transfer, on
from .state import SPACES_OF, KVData
from .tasks import Act

if TYPE_CHECKING:
    from .game import KleineVoelker


def options(game: KleineVoelker, d: KVData, t: Act) -> list[int]:
    p = t.seat
    ids = game.action_ids
    if d.acting == 0:  # L320-L323: the very first action may be in any territory
        return ids.start
    terr = d.acting
    builds = building.builds(d, p, terr)
    build, demolish, owner = ids.build, ids.demolish, d.owner
    out = [build[s] for s in builds]
    out += [demolish[s] for s in SPACES_OF[terr] if owner[s] == p]
    if d.peoples[p].ploys and not d.ploy_used:  # L660-L664
        out += ploys.options(game, d, p, terr)
    # L533-L546: cannot build here: the next territory, 7 then 1; digest A14: after all
    # seven, the action is lost (never a forced ploy). L693-L696: after a roof transfer
    # the action stays in the roofed building's territory (its demolish is always left).
    if not builds and not d.roof_moved:
        out.append(ids.skip if d.skips < 6 else ids.forfeit)
    return out


def resolve(game: KleineVoelker, d: KVData, t: Act, a: Action) -> None:
    p = t.seat
    match a:
        case Build():
            building.build_on(game, d, p, on(a))
        case Demolish():
            building.demolish(d, p, on(a))
        case Invade():  # L706-L744: the ploy is the action
            ploys.invade(game, d, p, on(a))
        case Start(territory=terr):  # L320-L323: then the action, there
            d.acting = terr
            d.tasks.append(t)
        case Change(territory=terr):  # L669-L684: then the action, there
            ploys.change(d, p, terr)
            d.tasks.append(t)
        case Transfer():  # L686-L704: then the action follows
            d.tasks.append(t)
            ploys.transfer(d, p, on(a))
        case Skip():  # L533-L546: the next higher territory, 7 then 1
            d.acting = d.acting % 7 + 1
            d.skips += 1
            d.tasks.append(t)
        case Forfeit():  # digest A14: no action is possible anywhere; the crane stays
            pass
        case _:
            raise AssertionError(f"{a} is no action of the decision act")
