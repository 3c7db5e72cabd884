"""The dice operations of Woodcraft and Woodcraft Roll & Write: saw, glue, upgrade, adjust.

In both games a die is wood: its colour and its value (1..6) are what orders ask for, and the
player works on them with the same operations. Woodcraft Roll & Write (woodcraft_rw.pl.txt)
pays for them with materials crossed out on the sheet; Woodcraft (woodcraft.de.txt) with saw,
upgrade and glue tiles and discs. This module holds what the operations do to the dice, once
for both games; what an operation costs, which tile it flips and what it scores is the game's.

A colour is the game's own colour index (Roll & Write: yellow, brown; Woodcraft: green, yellow,
brown): the operations only compare colours. The functions are pure: they never change their
arguments, and an operation the rules forbid raises ``ValueError``.

>>> saw_splits(6)
((1, 5), (2, 4), (3, 3))
>>> glue(Die(0, 2), Die(1, 3), color=1)
Glued(die=Die(color=1, value=5), returned=Die(color=0, value=2), mixed=True)
>>> upgrade(Die(0, 4), 2), can_upgrade(6, 1)
(Die(color=0, value=6), False)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

import attrs

MIN_VALUE = 1
MAX_VALUE = 6  # woodcraft_rw L177 (glue at most 6); woodcraft L783, L874, L997


@attrs.frozen
class Die:
    """One die: the game's colour index and the value it shows."""

    color: int
    value: int


@attrs.frozen
class Glued:
    """The outcome of gluing: the die kept, the die returned to the supply, and whether the
    two dice had different colours (woodcraft L973-L974 gives 4 points for that)."""

    die: Die
    returned: Die
    mixed: bool


def kind(color: int, value: int) -> int:
    """A die as one integer (colour * 6 + value - 1), as the games' tables hold it."""
    return color * 6 + value - 1


def color_of(k: int) -> int:
    return k // 6


def value_of(k: int) -> int:
    return k % 6 + 1


def die_of(k: int) -> Die:
    return Die(color_of(k), value_of(k))


def kind_of(die: Die) -> int:
    return kind(die.color, die.value)


def _partitions(value: int, pieces: int, least: int) -> list[tuple[int, ...]]:
    """The ways to write ``value`` as ``pieces`` parts of at least ``least``, ascending."""
    if pieces == 1:
        return [(value,)] if value >= least else []
    out = []
    for first in range(least, value // pieces + 1):
        out += [(first, *rest) for rest in _partitions(value - first, pieces - 1, first)]
    return out


def saw_splits(value: int, pieces: int = 2) -> tuple[tuple[int, ...], ...]:
    """The values a die of ``value`` may be sawn into: ``pieces`` dice (2 or more) whose values
    add up to it, each at least 1, every split once in ascending order.

    woodcraft_rw L186-L200: a die is sawn into two of its colour that add up to it (a 6 into
    1 and 5, 2 and 4, or 3 and 3); a 1 cannot be sawn (digest A12). woodcraft L854-L865: a die
    not showing 1, one cut per die taken from the supply (each cut after the first costs a saw
    blade disc), all set to values adding up to the original; L949-L955: a 5 sawn with 1 extra
    cut gives 1+1+3 or 1+2+2.

    >>> saw_splits(5, pieces=3)
    ((1, 1, 3), (1, 2, 2))
    >>> saw_splits(1)
    ()
    """
    if pieces < 2:
        raise ValueError(f"a die is sawn into 2 or more pieces, not {pieces}")
    return tuple(_partitions(value, pieces, MIN_VALUE))


def can_saw(value: int, pieces: int = 2) -> bool:
    """Whether a die of ``value`` can be sawn into ``pieces`` dice (each at least 1)."""
    return pieces >= 2 and value >= pieces * MIN_VALUE


def saw(die: Die, values: Sequence[int]) -> tuple[Die, ...]:
    """The dice a sawn die becomes, all of its colour: the die itself set to ``values[0]``, and
    one die from the supply for each further value (woodcraft_rw L186-L192; woodcraft
    L857-L865). The game takes ``len(values) - 1`` dice of the colour from its supply.

    >>> saw(Die(1, 6), (2, 4))
    (Die(color=1, value=2), Die(color=1, value=4))
    """
    if len(values) < 2 or any(v < MIN_VALUE for v in values) or sum(values) != die.value:
        raise ValueError(f"a {die.value} cannot be sawn into {tuple(values)}")
    return tuple(Die(die.color, v) for v in values)


def can_glue(first: Die, second: Die) -> bool:
    """Whether two dice can be glued: their values add up to 6 at most (woodcraft_rw L177;
    woodcraft L964-L966). Their colours may differ (woodcraft_rw L169-L171)."""
    return first.value + second.value <= MAX_VALUE


def glue_colors(first: Die, second: Die) -> tuple[int, ...]:
    """The colours the glued die may keep: either die's, chosen when they differ
    (woodcraft_rw L175; woodcraft L969-L971); ascending."""
    return tuple(sorted({first.color, second.color}))


def glue(first: Die, second: Die, color: int) -> Glued:
    """Glue two dice: one is set to the sum of both values and keeps ``color``; the other goes
    back to the supply (woodcraft_rw L169-L177; woodcraft L963-L971).

    >>> glue(Die(0, 1), Die(0, 3), color=0).die
    Die(color=0, value=4)
    """
    if not can_glue(first, second):
        raise ValueError(f"{first.value} and {second.value} add up to more than {MAX_VALUE}")
    if color not in (first.color, second.color):
        raise ValueError(f"the glued die keeps the colour of one of the two, not {color}")
    returned = second if first.color == color else first
    return Glued(Die(color, first.value + second.value), returned, first.color != second.color)


def can_upgrade(value: int, steps: int) -> bool:
    """Whether a die of ``value`` can be raised by ``steps`` (1 or more) without passing 6."""
    return steps >= 1 and value + steps <= MAX_VALUE


def upgrade_steps(value: int, most: int) -> tuple[int, ...]:
    """The raises a die of ``value`` may take when an operation allows +1 up to +``most``.

    woodcraft_rw L240-L246: each shavings raises a die by 1 (``most`` 1), and a die may be
    raised again; a 6 cannot be raised (digest A11). woodcraft L872-L883: an upgrade tile
    raises one die by +1, +1 or +2, or +1 to +4, never above 6.

    >>> upgrade_steps(3, 4), upgrade_steps(6, 1)
    ((1, 2, 3), ())
    """
    return tuple(n for n in range(1, most + 1) if can_upgrade(value, n))


def upgrade(die: Die, steps: int) -> Die:
    """The die raised by ``steps`` (shavings in woodcraft_rw L240-L246; an upgrade tile in
    woodcraft L872-L874)."""
    if not can_upgrade(die.value, steps):
        raise ValueError(f"a {die.value} cannot be raised by {steps}")
    return Die(die.color, die.value + steps)


def can_adjust(value: int, delta: int) -> bool:
    """Whether a die of ``value`` can be changed by ``delta`` (not 0) and stay within 1..6."""
    return delta != 0 and MIN_VALUE <= value + delta <= MAX_VALUE


def adjust(die: Die, delta: int) -> Die:
    """The die raised or lowered by ``delta``: woodcraft_rw helpers E and H raise or lower one
    yellow / brown die by 1 (L488-L491, L509-L512), within 1..6 (digest A11); woodcraft's
    abilities that change a die's value (L1015-L1019) apply to dice that are not potted, which
    is the game's to check.

    >>> adjust(Die(1, 3), -1)
    Die(color=1, value=2)
    """
    if not can_adjust(die.value, delta):
        raise ValueError(f"a {die.value} cannot be changed by {delta:+d}")
    return Die(die.color, die.value + delta)


_READ: dict[tuple[type, str], DieWords] = {}  # ``DieWords.from_text``'s dice, by class and text


class DieWords:
    """A die in a position document, written ``"green 4"`` (``boardrules.document.Notated``):
    the notation of both games; a subclass is an attrs class with the fields ``colour`` (a
    ``Literal`` of the game's colours) and ``value``, and sets ``colours``."""

    colours: ClassVar[tuple[str, ...]]
    colour: str
    value: int

    def __init__(self, colour: str, value: int) -> None:  # the attrs subclass writes its own
        raise NotImplementedError

    @classmethod
    def from_text(cls, text: str) -> Self:
        die = _READ.get((cls, text))
        if die is not None:
            return die  # type: ignore[return-value]
        colour, _, value = text.partition(" ")
        if colour not in cls.colours or not value.isdigit() or not 1 <= int(value) <= 6:
            raise ValueError("not a die")
        die = cls(colour, int(value))
        if len(value) == 1:  # a die is frozen: one record a text, a few hundred at most
            _READ[cls, text] = die
        return die

    def __str__(self) -> str:
        return f"{self.colour} {self.value}"

    @classmethod
    def of(cls, k: int) -> Self:
        """The die of kind ``k`` (colour * 6 + value - 1)."""
        return cls(cls.colours[color_of(k)], value_of(k))

    @property
    def kind(self) -> int:
        return kind(self.colours.index(self.colour), self.value)
