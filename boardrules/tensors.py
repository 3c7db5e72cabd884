"""Observation tensors: a game's ``observation(p)`` as flat floats with a fixed, named layout.

A game declares the shape of its observation once, as a small tree of parts (its module
``games/<id>/tensors.py``); ``Encoder`` then turns any observation of any player count into
the same number of floats, each part at a fixed slice. Since the tensor is computed from the
observation alone, it can show nothing the observation hides.

- ``Num(scale)``: a number or a bool, divided by ``scale``: 1 float;
- ``OneHot(values)``: one of ``values``: 1.0 at its index (all zeros for a value not listed,
  such as ``None``): ``len(values)`` floats;
- ``Bag(values)``: a list of values as counts per value, then the list's length; a hidden
  list, shown as its length (an int), gives zeros then that length: ``len(values) + 1`` floats;
- ``Vec(n, scale)``: a list of at most ``n`` numbers, zero-padded: ``n`` floats;
- ``Rec({key: part})``: the parts of a mapping's keys, in order (a missing key gives zeros);
- ``Each(n, part)``: a list of at most ``n`` items, each encoded by ``part``;
- ``Seats(part)``: a list with one item per seat, ``max_players`` slots, rotated so that the
  viewer's own seat comes first (then the next seat clockwise...); absent seats are zeros;
- ``Seat()``: a seat number (or -1 / None for nobody) as a one-hot relative to the viewer,
  ``max_players`` floats.

>>> enc = Encoder(Rec({"round": Num(6), "hand": Bag(("a", "b")), "who": Seat()}), 3)
>>> enc.size, enc.layout["hand"]
(7, slice(1, 4, None))
>>> enc.encode({"round": 3, "hand": ["b", "b"], "who": 2}, viewer=1, players=3)
[0.5, 0.0, 2.0, 2.0, 0.0, 1.0, 0.0]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs


@attrs.frozen
class Num:
    scale: float = 1.0


@attrs.frozen
class OneHot:
    values: tuple[Any, ...]


@attrs.frozen
class Bag:
    values: tuple[Any, ...]


@attrs.frozen
class Vec:
    n: int
    scale: float = 1.0


@attrs.frozen
class Rec:
    parts: Mapping[str, Any]


@attrs.frozen
class Each:
    n: int
    part: Any


@attrs.frozen
class Seats:
    part: Any


@attrs.frozen
class Seat:
    pass


class Encoder:
    """Encodes observations by a tree of parts for games of up to ``max_players`` seats.

    ``size`` is the number of floats; ``layout`` maps each part's path (``"sheets/dice"``,
    ``"spaces"``) to its slice: every part of a ``Rec`` is named, the parts below a ``Seats``
    or ``Each`` are one slice covering every seat or item (reshape it to ``(n, -1)``)."""

    def __init__(self, schema: Any, max_players: int) -> None:
        self.schema = schema
        self.max_players = max_players
        self.layout: dict[str, slice] = {}
        self._players = max_players
        self.size = self._measure(schema, "", 0)

    def _width(self, part: Any) -> int:
        if isinstance(part, Num):
            return 1
        if isinstance(part, OneHot):
            return len(part.values)
        if isinstance(part, Bag):
            return len(part.values) + 1
        if isinstance(part, Vec):
            return part.n
        if isinstance(part, Seat):
            return self.max_players
        if isinstance(part, Rec):
            return sum(self._width(p) for p in part.parts.values())
        if isinstance(part, Each):
            return part.n * self._width(part.part)
        if isinstance(part, Seats):
            return self.max_players * self._width(part.part)
        raise TypeError(f"not a tensor part: {part!r}")

    def _measure(self, part: Any, path: str, start: int) -> int:
        if isinstance(part, Rec):
            at = start
            for key, sub in part.parts.items():
                name = f"{path}/{key}" if path else key
                width = self._measure(sub, name, at)
                at += width
            return at - start
        width = self._width(part)
        if path:
            self.layout[path] = slice(start, start + width)
        return width

    def encode(self, observation: Any, viewer: int, players: int) -> list[float]:
        """The floats of ``observation``, as seen by seat ``viewer`` of ``players``."""
        out: list[float] = []
        self._players = players
        self._put(self.schema, observation, viewer, out)
        return out

    def _put(self, part: Any, value: Any, viewer: int, out: list[float]) -> None:
        if isinstance(part, Num):
            out.append(float(value or 0) / part.scale)
        elif isinstance(part, OneHot):
            row = [0.0] * len(part.values)
            if value in part.values:
                row[part.values.index(value)] = 1.0
            out += row
        elif isinstance(part, Bag):
            row = [0.0] * (len(part.values) + 1)
            if isinstance(value, int):
                row[-1] = float(value)
            else:
                index = _index(part.values)
                for v in value or ():
                    row[index[v]] += 1.0
                row[-1] = float(len(value or ()))
            out += row
        elif isinstance(part, Vec):
            values = list(value or ())[: part.n]
            out += [float(v) / part.scale for v in values] + [0.0] * (part.n - len(values))
        elif isinstance(part, Seat):
            row = [0.0] * self.max_players
            if isinstance(value, int) and 0 <= value < self._players:
                row[(value - viewer) % self._players] = 1.0
            out += row
        elif isinstance(part, Rec):
            value = value or {}
            for key, sub in part.parts.items():
                self._put(sub, value.get(key), viewer, out)
        elif isinstance(part, Each):
            items = list(value or ())[: part.n]
            for item in items:
                self._put(part.part, item, viewer, out)
            out += [0.0] * (self._width(part.part) * (part.n - len(items)))
        elif isinstance(part, Seats):
            rows: Sequence[Any] = value or ()
            seats = len(rows)
            width = self._width(part.part)
            for k in range(self.max_players):
                if k < seats:
                    self._put(part.part, rows[(viewer + k) % seats], viewer, out)
                else:
                    out += [0.0] * width
        else:
            raise TypeError(f"not a tensor part: {part!r}")


_INDEXES: dict[int, tuple[tuple[Any, ...], dict[Any, int]]] = {}


def _index(values: tuple[Any, ...]) -> dict[Any, int]:
    hit = _INDEXES.get(id(values))
    if hit is None or hit[0] is not values:
        hit = _INDEXES[id(values)] = (values, {v: i for i, v in enumerate(values)})
    return hit[1]
