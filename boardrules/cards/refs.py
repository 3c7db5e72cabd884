"""References into a game's card data, as typed records: ``Ref``.

A reference names a part of an entry: its own cost (``C/cost``), an ability
(``C/abilities/0``), the ability's effect list (``C/abilities/0/do``), its cost
(``C/abilities/0/cost``), a tier's (``C/abilities/0/tiers/1/do``), one effect of a list
(``C/abilities/0/do/2``) and the lists nested below it (``C/abilities/0/do/2/choose/1``), a cost
item (``C/cost/0``) and an ``any_of`` bundle (``C/cost/0/any_of/1``).

Its text is what task records, saved games and the data's ``card_uses`` keys hold, so the text
never changes. The runtime builds every reference from a ``Ref`` when a game loads, and keeps
the record of each text (``CardRuntime.refs``): what a text names is one lookup there, never a
split of the string.
"""

from __future__ import annotations

import functools

import attrs

Step = str | int  # a key (``do``, ``cost``, ``tiers``, ``choose``...) or an index


@attrs.frozen
class Ref:
    """A part of entry ``card``: ``ability`` (its index; None: the entry itself) and the
    steps below it (``part``). ``text`` is its saved form."""

    card: str
    ability: int | None = None
    part: tuple[Step, ...] = ()
    text: str = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        head = self.card if self.ability is None else f"{self.card}/abilities/{self.ability}"
        object.__setattr__(self, "text", "/".join([head, *map(str, self.part)]))

    def __str__(self) -> str:
        return self.text

    def to(self, *steps: Step) -> Ref:
        """The part ``steps`` below this one (``ab.to("do")``, ``cost.to(0, "any_of", 1)``)."""
        return Ref(self.card, self.ability, (*self.part, *steps))

    @property
    def parent(self) -> Ref:
        """The part this one is a step of (an effect's list, a cost item's cost)."""
        if not self.part:
            raise ValueError(f"{self.text}: an entry or ability is a part of nothing")
        return Ref(self.card, self.ability, self.part[:-1])

    @property
    def index(self) -> int:
        """The position of this part in its parent (an effect in its list, an item in its
        cost)."""
        last = self.part[-1] if self.part else None
        if not isinstance(last, int):
            raise ValueError(f"{self.text}: not an item of a list")
        return last


@functools.cache
def ability_ref(card: str, index: int) -> str:
    """The text of ability ``index`` of ``card`` (``C/abilities/0``)."""
    return Ref(card, index).text


@functools.cache
def cost_ref(card: str) -> str:
    """The text of ``card``'s own cost (``C/cost``)."""
    return Ref(card).to("cost").text


@functools.cache
def effects_ref(card: str, index: int) -> str:
    """The text of the effect list of ability ``index`` of ``card`` (``C/abilities/0/do``)."""
    return Ref(card, index).to("do").text
