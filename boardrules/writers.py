"""A tensor schema compiled to one flat Python function that writes straight into a buffer.

``Encoder.encode`` (``boardrules.tensors``) appends every float of a tensor to a list, zeros
included, through one closure per part. ``compile_writer`` turns the same tree of parts into
the source of a single function, its offsets written in as constants and its ``Rec`` parts
unrolled, which writes only the floats that are not zero into a buffer that starts zeroed: a
``memoryview`` of a NumPy float32 array (``boardrules.arrays``), or a list of floats. The values
are the encoder's, part by part (tests/tensors/test_arrays.py compares them for random states
of every game).

The rest are the games' table writers' helpers: ``fields_of`` (a record's fields read at
once), ``groups_of`` (the same, in groups), ``bag``, ``Block``, ``Table`` (blocks kept by a
key of their values), ``ByKind``, ``relative_seats``, and for the floats a writer keeps with
the values they were written from the last time (copied at once when the values are the
same, mostly the same objects): ``kept`` (a copy of a part of the buffer), ``blank`` (zeros
to copy over a part written again) and ``NOT_SEEN`` (the values of a part not written yet).

>>> from boardrules.tensors import Bag, Num, Rec, Seat
>>> write = compile_writer(Rec({"round": Num(6), "hand": Bag(("a", "b")), "who": Seat()}), 3)
>>> out = [0.0] * 7
>>> write({"round": 3, "hand": ["b", "b"], "who": 2}, 1, 3, out, 0)
>>> out
[0.5, 0.0, 2.0, 2.0, 0.0, 1.0, 0.0]
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Mapping, Sequence
from operator import methodcaller
from typing import Any, Protocol

from boardrules.tensors import (
    Bag,
    Each,
    FromData,
    Num,
    OneHot,
    Read,
    Rec,
    Seat,
    Seats,
    Tup,
    Vec,
    width_of,
)


class Buffer(Protocol):
    """Where a writer writes: a list of floats, or a ``memoryview`` of a float32 array (an
    array's ``.data``)."""

    def __getitem__(self, index: int, /) -> float: ...

    def __setitem__(self, index: int, value: float, /) -> None: ...


Writer = Callable[[Any, int, int, Buffer, int], None]
"""``write(value, viewer, players, buf, at)``: the floats of ``value`` as seen by seat
``viewer`` of ``players``, into ``buf[at:at + width]``, which must hold zeros."""


class _Source:
    """The lines of the generated function, with fresh local names."""

    def __init__(self, max_players: int) -> None:
        self.max_players = max_players
        self.lines: list[str] = []
        self.names: dict[str, Any] = {}  # the constants the function reads (index tables)
        self.count = 0

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"{stem}{self.count}"

    def constant(self, value: Any) -> str:
        name = self.fresh("K")
        self.names[name] = value
        return name

    def line(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)


def _at(base: str, offset: int) -> str:
    return f"{base} + {offset}" if offset else base


def _emit(src: _Source, part: Any, value: str, base: str, offset: int, ind: int) -> None:
    """The lines writing ``part`` for the expression ``value`` at ``base + offset``."""
    at = _at(base, offset)
    if isinstance(part, FromData):  # the observation's path: the data's is part.write
        _emit(src, part.part, value, base, offset, ind)
    elif isinstance(part, Read):  # a value in the game's words, read into numbers
        _emit(src, part.part, f"{src.constant(part.read)}({value})", base, offset, ind)
    elif isinstance(part, Num):
        x = src.fresh("x")
        src.line(ind, f"{x} = {value}")
        src.line(ind, f"if {x}:")
        src.line(ind + 1, f"buf[{at}] = {x} / {float(part.scale)!r}")
    elif isinstance(part, OneHot):
        table = src.constant({v: i for i, v in enumerate(part.values)})
        i = src.fresh("i")
        src.line(ind, "try:")
        src.line(ind + 1, f"{i} = {table}.get({value})")
        src.line(ind, "except TypeError:  # an unhashable value is none of the values")
        src.line(ind + 1, f"{i} = None")
        src.line(ind, f"if {i} is not None:")
        src.line(ind + 1, f"buf[{at} + {i}] = 1.0")
    elif isinstance(part, Bag):
        table = src.constant({v: i for i, v in enumerate(part.values)})
        x, y, k = src.fresh("x"), src.fresh("y"), src.fresh("k")
        last = _at(base, offset + len(part.values))
        src.line(ind, f"{x} = {value}")
        src.line(ind, f"if isinstance({x}, int):  # a hidden list, shown as its length")
        src.line(ind + 1, f"if {x}:")
        src.line(ind + 2, f"buf[{last}] = float({x})")
        src.line(ind, f"elif {x}:")
        src.line(ind + 1, f"for {y} in {x}:")
        src.line(ind + 2, f"{k} = {at} + {table}[{y}]")
        src.line(ind + 2, f"buf[{k}] += 1.0")
        src.line(ind + 1, f"buf[{last}] = float(len({x}))")
    elif isinstance(part, Vec):
        x, j, y = src.fresh("x"), src.fresh("j"), src.fresh("y")
        src.line(ind, f"{x} = {value}")
        src.line(ind, f"if {x}:")
        src.line(ind + 1, f"for {j}, {y} in enumerate({x}):")
        src.line(ind + 2, f"if {j} == {part.n}:")
        src.line(ind + 3, "break")
        src.line(ind + 2, f"if {y}:")
        src.line(ind + 3, f"buf[{at} + {j}] = {y} / {float(part.scale)!r}")
    elif isinstance(part, Seat):
        x = src.fresh("x")
        src.line(ind, f"{x} = {value}")
        src.line(ind, f"if isinstance({x}, int) and 0 <= {x} < players:")
        src.line(ind + 1, f"buf[{at} + ({x} - viewer) % players] = 1.0")
    elif isinstance(part, Rec):
        get = src.fresh("get")
        src.line(ind, f"{get} = ({value} or {{}}).get")
        for key, sub in part.parts.items():
            _emit(src, sub, f"{get}({key!r})", base, offset, ind)
            offset += width_of(sub, src.max_players)
    elif isinstance(part, Tup):
        items, nones = src.fresh("t"), src.constant((None,) * len(part.parts))
        src.line(ind, f"{items} = [*({value} or ()), *{nones}]")
        for n, sub in enumerate(part.parts):
            _emit(src, sub, f"{items}[{n}]", base, offset, ind)
            offset += width_of(sub, src.max_players)
    elif isinstance(part, Each | Seats):
        n = part.n if isinstance(part, Each) else src.max_players
        width = width_of(part.part, src.max_players)
        rows, k, j, row, o = (src.fresh(s) for s in ("rows", "k", "j", "row", "o"))
        src.line(ind, f"{rows} = {value}")
        src.line(ind, f"if {rows}:")
        src.line(ind + 1, f"{rows} = list({rows})[:{n}]")
        src.line(ind + 1, f"{k} = len({rows})")
        src.line(ind + 1, f"for {j} in range({k}):")
        if isinstance(part, Seats):  # the viewer's own seat first, then clockwise
            src.line(ind + 2, f"{row} = {rows}[(viewer + {j}) % {k}]")
        else:
            src.line(ind + 2, f"{row} = {rows}[{j}]")
        src.line(ind + 2, f"{o} = {at} + {j} * {width}")
        _emit(src, part.part, row, o, 0, ind + 2)
    else:
        raise TypeError(f"not a tensor part: {part!r}")


def writer_source(schema: Any, max_players: int) -> tuple[str, dict[str, Any]]:
    """The source of the flat writer of ``schema`` and the constants it reads."""
    src = _Source(max_players)
    src.line(0, "def write(value, viewer, players, buf, at):")
    _emit(src, schema, "value", "at", 0, 1)
    src.line(1, "return None")
    return "\n".join(src.lines) + "\n", src.names


def compile_writer(schema: Any, max_players: int) -> Writer:
    """``schema`` as one function ``write(value, viewer, players, buf, at)`` (see ``Writer``)."""
    text, names = writer_source(schema, max_players)
    space: dict[str, Any] = dict(names)
    exec(compile(text, f"<tensor writer of {type(schema).__name__}>", "exec"), space)
    fn: Writer = space["write"]
    return fn


def fields_of(*names: str) -> Callable[[Any], tuple[Any, ...]]:
    """``fields_of("a", "b")(record)``: ``(record.a, record.b)``, by a function made once
    with the names written in (``operator.attrgetter`` reads the same, but Python's own
    attribute reads in a function are specialized for a class's slots: 2-3 times faster for
    the attrs records of the games' data, where a writer reads tens of fields an array)."""
    if not names or not all(name.isidentifier() for name in names):
        raise ValueError(f"not field names: {names!r}")
    text = f"def read(record):\n    return ({', '.join(f'record.{n}' for n in names)},)\n"
    space: dict[str, Any] = {}
    exec(compile(text, f"<fields {', '.join(names)}>", "exec"), space)
    read: Callable[[Any], tuple[Any, ...]] = space["read"]
    return read


def groups_of(*groups: str | tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """``groups_of("a", ("b", "c"))(record)``: ``(record.a, (record.b, record.c))``, by a
    function made once (as ``fields_of``): a writer compares and keys each group as one
    value (``values[1] != before[1]``) with no slice of a flat tuple built an array."""
    names = [n for g in groups for n in ((g,) if isinstance(g, str) else g)]
    if not groups or not names or not all(name.isidentifier() for name in names):
        raise ValueError(f"not groups of field names: {groups!r}")
    if any(not isinstance(g, str) and not g for g in groups):
        raise ValueError(f"an empty group: {groups!r}")

    def text_of(g: str | tuple[str, ...]) -> str:
        if isinstance(g, str):
            return f"record.{g}"
        return f"({', '.join(f'record.{n}' for n in g)},)"

    text = f"def read(record):\n    return ({', '.join(map(text_of, groups))},)\n"
    space: dict[str, Any] = {}
    exec(compile(text, f"<groups {', '.join(names)}>", "exec"), space)
    read: Callable[[Any], tuple[Any, ...]] = space["read"]
    return read


def bag(buf: Buffer, at: int, index: Mapping[Any, int], cards: Sequence[Any], n: int) -> None:
    """A ``Bag`` of ``n`` values written from a list of them (``index``: value to slot): a
    count per value, then how many (for a table writer, ``boardrules.tensors.FromData``)."""
    if cards:
        for card in cards:
            buf[at + index[card]] += 1.0
        buf[at + n] = float(len(cards))


class Block:
    """``n`` floats in a row that depend on a few lists of the data only (the board's layout,
    the land on each space...), for a table writer: ``put(buf, at, *sources)`` copies at once
    the floats ``build(block, *sources)`` wrote into a zeroed block of its own, built again
    only when a source differs, by value, from those of the last build (a copy of them is
    kept: a later change of the data's lists cannot go unseen). A float32 block for a
    ``memoryview``, a list for a list. Safe across threads: a build and its sources are one
    tuple, replaced at once."""

    def __init__(self, n: int, build: Callable[..., None]) -> None:
        self.n = n
        self.build = build
        self.last: tuple[tuple[list[Any], ...], Any] | None = None  # float32 (an array)
        self.last_list: tuple[tuple[list[Any], ...], Any] | None = None  # float (a list)

    def put(self, buf: Buffer, at: int, *sources: list[Any]) -> None:
        block: Any = buf
        if isinstance(buf, list):
            last = self.last_list
            if last is None or last[0] != sources:
                floats = [0.0] * self.n
                self.build(floats, *sources)
                last = self.last_list = (tuple(list(s) for s in sources), floats)
        else:
            last = self.last
            if last is None or last[0] != sources:
                floats32 = memoryview(array("f", bytes(4 * self.n)))
                self.build(floats32, *sources)
                last = self.last = (tuple(list(s) for s in sources), floats32)
        block[at : at + self.n] = last[1]


FLOAT32 = "f"
"""A table writer's buffer kind: a ``memoryview`` of float32 (a NumPy array's memory)."""
FLOATS = "list"
"""A table writer's buffer kind: a list of Python floats (``observation_tensor``)."""


BUDGET = 1 << 17
"""The bytes of blocks a ``Table`` keeps by default (128 KiB: 1,024 blocks of up to 32 floats,
64 of the largest, Woodcraft's 1,168 floats of order rows)."""


class Table:
    """Blocks of ``n`` floats by a hashable key (a bit mask, a tuple of counts...): a block is
    written once by ``build(buf, at, key)`` into a buffer that holds zeros there, kept (as
    its bytes for a float32 buffer, ``kind`` ``FLOAT32``; as a list of floats for ``FLOATS``)
    and then copied at once wherever the key comes again. The floats must depend on the key
    alone. A writer, with ``raw`` its buffer's bytes (``buf.cast("B")``; for a list, the list)
    and ``unit`` the size of a float in ``raw`` (4 or 1: ``table.unit``)::

        block = table.get(key)
        if block is None:
            table.make(buf, at, key)
        else:
            raw[at * unit : at * unit + table.size] = block

    At most ``limit`` blocks are kept, by default as many as fit in ``BUDGET`` bytes (64 to
    1,024): then all are forgotten (cheap to build again). The key is a tuple of numbers and
    text (not the data's lists): a later change of the data cannot change a kept key."""

    def __init__(
        self, n: int, build: Callable[[Any, int, Any], None], kind: str, limit: int = 0
    ) -> None:
        self.n = n
        self.build = build
        self.kind = kind
        self.unit = 4 if kind == FLOAT32 else 1
        self.size = n * self.unit  # a block's length in ``raw``
        self.limit = limit or max(64, min(1024, BUDGET // (4 if kind == FLOAT32 else 8) // n))
        self.blocks: dict[Any, Any] = {}
        self.get = self.blocks.get

    def make(self, buf: Any, at: int, key: Any) -> Any:
        """The block of ``key`` written into ``buf[at:at + n]`` (zeros there) and kept;
        returns it as kept."""
        self.build(buf, at, key)
        block = buf[at : at + self.n]
        if len(self.blocks) >= self.limit:
            self.blocks.clear()
        block = self.blocks[key] = block if self.unit == 1 else block.tobytes()
        return block


as_bytes: Callable[[Any], Any] = methodcaller("cast", "B")
"""A float32 ``memoryview``'s bytes (``buf.cast("B")``), where a table writer copies kept
blocks in (``raw``)."""


def kept(kind: str) -> Callable[[Any], Any]:
    """How a writer of the buffer kind ``kind`` keeps a copy of a part of its raw buffer
    (``raw[a:b]``: a ``memoryview`` of bytes, or a list) to copy back later at once: as
    ``bytes``, or as a list."""
    return bytes if kind == FLOAT32 else list


def blank(kind: str) -> Callable[[int], Any]:
    """``blank(kind)(size)``: zeros to copy over ``size`` items of a raw buffer of the kind
    ``kind`` (``raw[a:a + size]``, ``size`` a table's ``size``: bytes, or list items)."""
    if kind == FLOAT32:
        return bytes
    return lambda size: [0.0] * size


class _NotSeen:
    """The value no part of the data equals (``NOT_SEEN``)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return False

    def __ne__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "NOT_SEEN"


NOT_SEEN: Any = _NotSeen()
"""What a writer compares a part's values with the first time it writes a part: equal to
nothing (not even itself), so the part is written."""


TableWrite = Callable[[Any, Any, int, Any], None]


class ByKind:
    """A table writer made twice, once a buffer kind (``make(FLOAT32)``, ``make(FLOATS)``):
    called with a list it calls the list's, else the float32 one (``float32``, which
    ``boardrules.arrays`` calls directly).

    ``fills=True`` says the float32 writer writes every float of the table part, its zeros
    too, whatever the buffer held: ``observation_array`` then starts from ``numpy.empty``
    instead of ``numpy.zeros`` (a zeroed array of thousands of floats costs as much as a
    writer that copies its kept blocks) and zeroes only the pending part itself."""

    def __init__(self, make: Callable[[str], TableWrite], fills: bool = False) -> None:
        self.float32 = make(FLOAT32)
        self.floats = make(FLOATS)
        self.fills = fills

    def __call__(self, game: Any, data: Any, viewer: int, buf: Any) -> None:
        (self.floats if type(buf) is list else self.float32)(game, data, viewer, buf)


def relative_seats(most: int) -> list[list[tuple[int, ...]]]:
    """``relative_seats(most)[players][viewer][seat]``: the one-hot slot of ``seat`` as
    ``viewer`` of ``players`` sees it (``Seat``: ``(seat - viewer) % players``), or -1 for a
    number that is no seat (-1 and -2 index the end of the tuple, which holds two -1s)."""
    out: list[list[tuple[int, ...]]] = [[]]
    for players in range(1, most + 1):
        out.append(
            [
                (*((seat - viewer) % players for seat in range(players)), -1, -1)
                for viewer in range(players)
            ]
        )
    return out
