"""Hallertau's sheep: paying one (hallertau.de.md L301), breeding, the butcher and life
extension (L453-L455, L904-L918), phase 8's milking (L519-L523); gaining them (L289-L291) is
``supply.gain_sheep``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules.actions import Action

from . import supply
from .actions import BreedSheep, ExtendLife, PayWith, Skip
from .state import MILK, SHEEP_PLACES, STABLE, HData, own, own_all
from .tasks import Breed, Butcher, Extend, PaySheep, ask

if TYPE_CHECKING:
    from .game import Hallertau


def phase_milking(g: Hallertau, d: HData) -> None:
    """L519-L523: 1 milk per sheep on the stable board."""
    for v in own_all(d):
        v.goods[MILK] += sum(v.sheep)


def op_butcher(g: Hallertau, d: HData, t: Butcher) -> None:
    """The butcher's payment: 1 sheep, or what a card played just now allows instead
    (328, L1279: 1 jewelry, even without sheep)."""
    instead = [e for e in d.villages[t.seat].recent if e.event == "pay_instead"]
    for e in instead:
        own(d, t.seat).recent.remove(e)
    jewelry = bool(instead) and instead[-1].name == "jewelry"
    ask(d, PaySheep(t.seat, optional=True, butcher=True, jewelry=jewelry))


def opt_breed(g: Hallertau, d: HData, t: Breed) -> list[int]:
    """L904-L908, L459: 2 milk for 1 sheep or 4 milk for 2 sheep."""
    milk = d.villages[t.seat].goods[MILK]
    return [g.ids.breed[n] for n in (1, 2) if milk >= 2 * n] + [g.ids.skip]


def do_breed(g: Hallertau, d: HData, t: Breed, a: Action) -> None:
    if isinstance(a, BreedSheep):
        own(d, t.seat).goods[MILK] -= 2 * a.n
        supply.gain_sheep(g, d, t.seat, a.n)


def opt_pay_sheep(g: Hallertau, d: HData, t: PaySheep) -> list[int]:
    """L301: a sheep from any court card or the stable (sheep on one card are alike);
    the butcher may take 1 jewelry instead (328)."""
    v = d.villages[t.seat]
    sheep = v.sheep
    out = [g.ids.pay_sheep[i] for i in range(len(sheep)) if sheep[i]]
    if t.jewelry and v.jewelry:
        out.append(g.ids.pay_jewelry)
    return out + [g.ids.skip] if t.optional else out


def do_pay_sheep(g: Hallertau, d: HData, t: PaySheep, a: Action) -> None:
    p = t.seat
    if isinstance(a, Skip):
        return
    assert isinstance(a, PayWith)
    if a.place is not None:
        own(d, p).sheep[SHEEP_PLACES.index(a.place)] -= 1
    else:
        supply.pay_plain(g, d, p, a.item, 1)
    if t.butcher:  # L910-L912: 4 meat and 2 hide
        supply.gain(g, d, p, "meat", 4)
        supply.gain(g, d, p, "hide", 2)


def opt_extend(g: Hallertau, d: HData, t: Extend) -> list[int]:
    """L453-L455: exactly 1 sheep to the next court card, or from round 6 to the stable."""
    sheep = d.villages[t.seat].sheep
    return [g.ids.extend[i] for i in range(STABLE) if sheep[i]] + [g.ids.skip]


def do_extend(g: Hallertau, d: HData, t: Extend, a: Action) -> None:
    if isinstance(a, ExtendLife):
        sheep = own(d, t.seat).sheep
        i = SHEEP_PLACES.index(a.place)
        sheep[i] -= 1
        sheep[i + 1] += 1
