"""Where a worker stands (L357): an action space, an imitation space (L615-L625) or an elder of
its own council (L585-L600). ``NData.placed`` holds one list of these per worker colour.

The three are typed records; a saved game's data (``to_json``) writes them as text (``"gold"``,
``"imitate:0"``, ``"elder:E04"``, as before), printed by ``str`` and read back by
``worker_place``, one the inverse of the other (a position document and the observation write
them in the notation's words, ``"elder E04"``, ``"imitation left"``: ``position.worker_doc``):

>>> [str(p) for p in (OnSpace("gold"), OnImitation(0), OnElder("E04"))]
['gold', 'imitate:0', 'elder:E04']
>>> worker_place("imitate:1"), worker_place("elder:E12"), worker_place("thin")
(OnImitation(index=1), OnElder(elder='E12'), OnSpace(space='thin'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

import attrs


@attrs.frozen
class WorkerPlace:
    """Where one worker stands (one of the three records below)."""


@attrs.frozen
class OnSpace(WorkerPlace):
    """An action space of the action board (``state.SPACES``), L357."""

    space: str

    def __str__(self) -> str:
        return self.space


@attrs.frozen
class OnImitation(WorkerPlace):
    """Imitation space ``index`` (its position in the ``imitation`` parameter), L615-L619."""

    index: int

    def __str__(self) -> str:
        return f"imitate:{self.index}"


@attrs.frozen
class OnElder(WorkerPlace):
    """An elder of the worker's own council, L585."""

    elder: str

    def __str__(self) -> str:
        return f"elder:{self.elder}"


def worker_place(text: object) -> WorkerPlace:
    """The place a position document writes as ``text`` (see the module's docstring)."""
    if not isinstance(text, str) or not text:
        raise ValueError(f"a worker's place is a text, not {text!r:.40}")
    kind, colon, arg = text.partition(":")
    if not colon:
        return OnSpace(text)
    if kind == "imitate" and arg.isdigit():
        return OnImitation(int(arg))
    if kind == "elder" and arg:
        return OnElder(arg)
    raise ValueError(
        f"{text!r:.40} is no worker's place: an action space, imitate:K or elder:E (L357)"
    )


NONE: frozenset[Any] = frozenset()


@attrs.define
class Occupancy:
    """The workers of all colours on the table (L357: a full space takes no more)."""

    spaces: dict[str, int]  # workers on each action space
    imitations: AbstractSet[int]  # imitation spaces taken (one worker each)
    elders: AbstractSet[str]  # elders a worker stands on

    @classmethod
    def of(cls, placed: Iterable[Sequence[WorkerPlace]]) -> Occupancy:
        spaces: dict[str, int] = {}
        imitations: AbstractSet[int] = NONE  # (most tables have none: one empty set shared)
        elders: AbstractSet[str] = NONE
        for colour in placed:
            for where in colour:
                if type(where) is OnSpace:
                    s = where.space
                    spaces[s] = spaces.get(s, 0) + 1
                elif type(where) is OnImitation:
                    imitations = imitations | {where.index}
                elif type(where) is OnElder:
                    elders = elders | {where.elder}
        return cls(spaces, imitations, elders)

    def with_worker(self, where: WorkerPlace) -> Occupancy:
        """This occupancy with one more worker at ``where`` (a new record: one may be shared,
        ``Turns.occupancy``)."""
        if type(where) is OnSpace:
            spaces = self.spaces.copy()
            spaces[where.space] = spaces.get(where.space, 0) + 1
            return Occupancy(spaces, self.imitations, self.elders)
        if type(where) is OnImitation:
            return Occupancy(self.spaces, self.imitations | {where.index}, self.elders)
        assert type(where) is OnElder
        return Occupancy(self.spaces, self.imitations, self.elders | {where.elder})
