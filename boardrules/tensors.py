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
- ``Vec(n, scale)``: a list of at most ``n`` numbers, zero-padded; ``None`` (a number that
  is not there, such as a Hallertau boulder pushed off the board) is 0 too: ``n`` floats;
- ``Rec({key: part})``: the parts of a mapping's keys, in order (a missing key gives zeros);
- ``Each(n, part)``: a list of at most ``n`` items, each encoded by ``part``;
- ``Tup(parts)``: a list of fixed length (a pair...), item i encoded by ``parts[i]``;
- ``Seats(part)``: a list with one item per seat, ``max_players`` slots, rotated so that the
  viewer's own seat comes first (then the next seat clockwise...); absent seats are zeros;
- ``Seat()``: a seat number (or -1 / None for nobody) as a one-hot relative to the viewer,
  ``max_players`` floats;
- ``Read(read, part)``: ``part`` of ``read(value)``: a value the observation writes in the
  game's words (a die ``"yellow 3"``, a tile ``"used"``) read into the numbers the part
  encodes; the same floats as ``part``;
- ``FromData(part, write)``: ``part``, which ``write(game, data, viewer, buf)`` also writes
  straight from the game's data, without the observation, into the zeroed ``buf`` (its first
  float at index 0): the fast path of the NumPy arrays (``boardrules.arrays``), used when the
  game's whole table is one; a test compares the two for random states of every game.

>>> enc = Encoder(Rec({"round": Num(6), "hand": Bag(("a", "b")), "who": Seat()}), 3)
>>> enc.size, enc.layout["hand"]
(7, slice(1, 4, None))
>>> enc.encode({"round": 3, "hand": ["b", "b"], "who": 2}, viewer=1, players=3)
[0.5, 0.0, 2.0, 2.0, 0.0, 1.0, 0.0]
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
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
class Tup:
    parts: tuple[Any, ...]


@attrs.frozen
class Seats:
    part: Any


@attrs.frozen
class Seat:
    pass


@attrs.frozen
class Read:
    read: Callable[[Any], Any]
    part: Any


@attrs.frozen
class FromData:
    part: Any
    write: Callable[[Any, Any, int, Any], None]


def width_of(part: Any, max_players: int) -> int:
    """How many floats ``part`` takes in a tensor of a game of up to ``max_players`` seats."""
    if isinstance(part, Num):
        return 1
    if isinstance(part, OneHot):
        return len(part.values)
    if isinstance(part, Bag):
        return len(part.values) + 1
    if isinstance(part, Vec):
        return part.n
    if isinstance(part, Seat):
        return max_players
    if isinstance(part, Rec):
        return sum(width_of(p, max_players) for p in part.parts.values())
    if isinstance(part, Each):
        return part.n * width_of(part.part, max_players)
    if isinstance(part, Tup):
        return sum(width_of(p, max_players) for p in part.parts)
    if isinstance(part, Seats):
        return max_players * width_of(part.part, max_players)
    if isinstance(part, FromData | Read):
        return width_of(part.part, max_players)
    raise TypeError(f"not a tensor part: {part!r}")


Put = Callable[[Any, int, int, list[float]], None]


class Encoder:
    """Encodes observations by a tree of parts for games of up to ``max_players`` seats.

    ``size`` is the number of floats; ``layout`` maps each part's path (``"sheets/dice"``,
    ``"spaces"``) to its slice: every part of a ``Rec`` is named, the parts below a ``Seats``
    or ``Each`` are one slice covering every seat or item (reshape it to ``(n, -1)``)."""

    def __init__(self, schema: Any, max_players: int) -> None:
        self.schema = schema
        self.max_players = max_players
        self.layout: dict[str, slice] = {}
        self.size = self._measure(schema, "", 0)

    def _width(self, part: Any) -> int:
        return width_of(part, self.max_players)

    def _measure(self, part: Any, path: str, start: int) -> int:
        if isinstance(part, FromData | Read):
            return self._measure(part.part, path, start)
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
        self._fn(observation, viewer, players, out)
        return out

    @functools.cached_property
    def _fn(self) -> Put:
        return self._compile(self.schema)

    def _compile(self, part: Any) -> Put:
        """A function writing ``part``'s floats for a value (compiled once per part)."""
        if isinstance(part, FromData):
            return self._compile(part.part)
        if isinstance(part, Read):
            read, inner_fn = part.read, self._compile(part.part)

            def reader(value: Any, viewer: int, players: int, out: list[float]) -> None:
                inner_fn(read(value), viewer, players, out)

            return reader
        width = self._width(part)
        if isinstance(part, Num):
            scale = part.scale

            def num(value: Any, viewer: int, players: int, out: list[float]) -> None:
                out.append(float(value or 0) / scale)

            return num
        if isinstance(part, OneHot | Bag):
            index = {v: i for i, v in enumerate(part.values)}
            bag = isinstance(part, Bag)

            def hot(value: Any, viewer: int, players: int, out: list[float]) -> None:
                row = [0.0] * width
                if not bag:
                    try:
                        i = index.get(value)
                    except TypeError:  # an unhashable value is none of the values
                        i = None
                    if i is not None:
                        row[i] = 1.0
                elif isinstance(value, int):
                    row[-1] = float(value)
                else:
                    for v in value or ():
                        row[index[v]] += 1.0
                    row[-1] = float(len(value or ()))
                out += row

            return hot
        if isinstance(part, Vec):
            n, scale = part.n, part.scale

            def vec(value: Any, viewer: int, players: int, out: list[float]) -> None:
                values = list(value or ())[:n]
                out += [0.0 if v is None else float(v) / scale for v in values]
                out += [0.0] * (n - len(values))

            return vec
        if isinstance(part, Seat):

            def seat(value: Any, viewer: int, players: int, out: list[float]) -> None:
                row = [0.0] * width
                if isinstance(value, int) and 0 <= value < players:
                    row[(value - viewer) % players] = 1.0
                out += row

            return seat
        if isinstance(part, Rec):
            # a number is written in place (most parts are), anything else by its function
            subs = [
                (key, sub.scale if isinstance(sub, Num) else 0.0, self._compile(sub))
                for key, sub in part.parts.items()
            ]

            def rec(value: Any, viewer: int, players: int, out: list[float]) -> None:
                get = (value or {}).get
                for key, scale, fn in subs:
                    if scale:
                        out.append(float(get(key) or 0) / scale)
                    else:
                        fn(get(key), viewer, players, out)

            return rec
        if isinstance(part, Tup):
            fns = [self._compile(sub) for sub in part.parts]

            def tup(value: Any, viewer: int, players: int, out: list[float]) -> None:
                items = list(value or ())
                items += [None] * (len(fns) - len(items))
                for fn, item in zip(fns, items, strict=False):
                    fn(item, viewer, players, out)

            return tup
        if isinstance(part, Each | Seats):
            inner, inner_width = self._compile(part.part), self._width(part.part)
            n = part.n if isinstance(part, Each) else self.max_players
            rotate = isinstance(part, Seats)

            def each(value: Any, viewer: int, players: int, out: list[float]) -> None:
                rows: Sequence[Any] = list(value or ())[:n]
                k = len(rows)
                for j in range(k):
                    inner(rows[(viewer + j) % k] if rotate else rows[j], viewer, players, out)
                out += [0.0] * (inner_width * (n - k))

            return each
        raise TypeError(f"not a tensor part: {part!r}")
