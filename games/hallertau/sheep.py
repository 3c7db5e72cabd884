"""Hallertau's sheep: gaining them (hallertau.de.md L289-L291), paying one (L301), breeding,
the butcher and life extension (L453-L455, L904-L918), phase 8's milking (L519-L523). A mixin
of ``Hallertau``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardrules.actions import Action
from boardrules.tasks import Decision

from .state import MILK, SHEEP_PLACES, STABLE, HData
from .tasks import Breed, Butcher, Extend, PaySheep


class Sheep:
    """The stable board (a mixin of ``Hallertau``)."""

    if TYPE_CHECKING:  # provided by Hallertau / Game / the other mixins
        id_skip: int
        id_breed: dict[int, int]
        id_pay_sheep: list[int]
        id_pay_jewelry: int
        id_extend: list[int]

        def ask(self, d: HData, task: Decision) -> None: ...
        def gain(self, d: HData, p: int, item: str, n: int) -> None: ...
        def announce(self, d: HData, p: int, event: str, **payload: Any) -> None: ...
        def pay_plain(self, d: HData, p: int, res: str, n: int) -> None: ...

    def gain_sheep(self, d: HData, p: int, n: int) -> None:
        """L289-L291: in rounds 1-3 on the court card 3 rounds later, from round 4 in the
        stable."""
        if n <= 0:
            return
        v = d.villages[p]
        v.sheep[d.round + 2 if d.round <= 3 else STABLE] += n
        self.announce(d, p, "sheep_gained", n=n)

    def phase_milking(self, d: HData) -> None:
        """L519-L523: 1 milk per sheep on the stable board."""
        for v in d.villages:
            v.goods[MILK] += sum(v.sheep)

    def op_butcher(self, d: HData, t: Butcher) -> None:
        """The butcher's payment: 1 sheep, or what a card played just now allows instead
        (328, L1279: 1 jewelry, even without sheep)."""
        recent = d.villages[t.seat].recent
        instead = [e for e in recent if e.event == "pay_instead"]
        for e in instead:
            recent.remove(e)
        jewelry = bool(instead) and instead[-1].value == "jewelry"
        self.ask(d, PaySheep(t.seat, optional=True, butcher=True, jewelry=jewelry))

    def opt_breed(self, d: HData, t: Breed) -> list[int]:
        """L904-L908, L459: 2 milk for 1 sheep or 4 milk for 2 sheep."""
        milk = d.villages[t.seat].goods[MILK]
        return [self.id_breed[n] for n in (1, 2) if milk >= 2 * n] + [self.id_skip]

    def do_breed(self, d: HData, t: Breed, a: Action) -> None:
        if a.kind == "breed":
            n = int(a.args[0])
            d.villages[t.seat].goods[MILK] -= 2 * n
            self.gain_sheep(d, t.seat, n)

    def opt_pay_sheep(self, d: HData, t: PaySheep) -> list[int]:
        """L301: a sheep from any court card or the stable (sheep on one card are alike);
        the butcher may take 1 jewelry instead (328)."""
        v = d.villages[t.seat]
        sheep = v.sheep
        out = [self.id_pay_sheep[i] for i in range(len(sheep)) if sheep[i]]
        if t.jewelry and v.jewelry:
            out.append(self.id_pay_jewelry)
        return out + [self.id_skip] if t.optional else out

    def do_pay_sheep(self, d: HData, t: PaySheep, a: Action) -> None:
        p = t.seat
        if a.kind == "skip":
            return
        if a.args[0] == "sheep":
            d.villages[p].sheep[SHEEP_PLACES.index(str(a.args[1]))] -= 1
        else:
            self.pay_plain(d, p, str(a.args[0]), 1)
        if t.butcher:  # L910-L912: 4 meat and 2 hide
            self.gain(d, p, "meat", 4)
            self.gain(d, p, "hide", 2)

    def opt_extend(self, d: HData, t: Extend) -> list[int]:
        """L453-L455: exactly 1 sheep to the next court card, or from round 6 to the stable."""
        sheep = d.villages[t.seat].sheep
        return [self.id_extend[i] for i in range(STABLE) if sheep[i]] + [self.id_skip]

    def do_extend(self, d: HData, t: Extend, a: Action) -> None:
        if a.kind == "extend":
            sheep = d.villages[t.seat].sheep
            i = SHEEP_PLACES.index(str(a.args[0]))
            sheep[i] -= 1
            sheep[i + 1] += 1
