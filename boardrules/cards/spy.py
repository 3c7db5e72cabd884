"""The spy a card's check reads the data through (``PlayableMemo`` in ``runtime``): it stands
for a data record and logs every value read, with its path, so an answer can be kept under the
values it read; and the readers that read the same paths of a record again."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import FunctionType, MethodType
from typing import NoReturn

import attrs

from boardrules.copying import _is_frozen_record, freeze


class _Opaque(Exception):
    """A check called a method of the data: what it read cannot be told, nothing is kept."""


_SCALARS = frozenset((int, float, bool, str, bytes, type(None)))
_RECORD: dict[type, bool] = {}


def _record(tp: type) -> bool:
    """Whether values of ``tp`` are mutable attrs records (read through a ``_Spy``)."""
    out = _RECORD.get(tp)
    if out is None:
        out = _RECORD[tp] = attrs.has(tp) and not _is_frozen_record(tp)
    return out


def _snap(value: object) -> object:
    """A hashable copy of a value read (lists as tuples; see ``copying.freeze``)."""
    tp = type(value)
    if tp in _SCALARS:
        return value
    if tp is list and isinstance(value, list) and (not value or type(value[0]) in _SCALARS):
        return tuple(value)  # a list of records or lists would fail loudly here, unhashable
    return freeze(value)


# How a value was reached from the data: attribute names, list indexes, ("get", key) for a
# dict's entry, "#" for a list's length; a path ending at a list or dict read whole holds it whole.
Step = str | int | tuple[str, object]  # an attribute, an index or "#", ("get", key)
Path = tuple[Step, ...]
Reader = Callable[[object], object]  # a data record -> the values of some paths
_MISSING = object()  # no such index or key (a check may ask; so may a later lookup)


def _reader(paths: tuple[Path, ...], whole: tuple[bool, ...]) -> Reader:
    """One function reading every path of ``paths`` of a data record now, as a tuple (a path
    read whole, per ``whole``, as ``_snap`` keeps it): compiled once per set of paths."""
    consts: dict[str, object] = {"_snap": _snap, "_MISSING": _MISSING, "_SCALARS": _SCALARS}
    parts: list[str] = []
    lines: list[str] = []  # each path's value; one read whole, ``_snap``'s list case written out
    for path, snap in zip(paths, whole, strict=True):
        expr = "d"
        for step in path:
            if step == "#":
                expr = f"len({expr})"
            elif isinstance(step, int):
                expr = f"{expr}[{step}]"
            elif isinstance(step, tuple):
                name = f"_k{len(consts)}"
                consts[name] = step[1]
                expr = f"{expr}.get({name}, _MISSING)"
            else:
                expr = f"{expr}.{step}"
        v = f"v{len(parts)}"  # the paths read in their order
        lines.append(f"    {v} = {expr}\n")
        if snap:  # ``_snap(value)``, a list of scalars (the common case) without the call
            lines.append(
                f"    {v} = tuple({v}) if type({v}) is list and (not {v} or type({v}[0]) in "
                f"_SCALARS) else _snap({v})\n"
            )
        parts.append(v)
    # one path is read as its value, not a 1-tuple (``PlayableMemo.check`` keeps it so)
    tup = parts[0] if len(parts) == 1 else f"({', '.join(parts)},)" if parts else "()"
    source = f"def read(d):\n{''.join(lines)}    return {tup}\n"
    exec(compile(source, "<PlayableMemo reader>", "exec"), consts)  # noqa: S102
    read = consts["read"]
    if not callable(read):  # pragma: no cover - the source above defines it
        raise TypeError(f"no reader compiled from {source!r}")
    return read


class _Spy:
    """Stands for a data record during a check and logs every value read, with its path
    (see ``_spied``). A method of the record's class runs with the spy as ``self``; any other
    callable is opaque."""

    __slots__ = ("_obj", "_path", "_log")

    def __init__(self, obj: object, path: Path, log: list[tuple[Path, object]]) -> None:
        self._obj, self._path, self._log = obj, path, log

    def __getattr__(self, name: str) -> object:
        value = getattr(self._obj, name)
        if callable(value):
            method = getattr(type(self._obj), name, None)
            if isinstance(method, FunctionType):  # the record's own method reads through us
                return MethodType(method, self)
            raise _Opaque(name)
        return _spied(value, (*self._path, name), self._log)


def _spied(value: object, path: Path, log: list[tuple[Path, object]]) -> object:
    """What a check gets for ``value`` read at ``path``: a mutable record is spied on in turn,
    a list of records or of plain values or a dict of plain values is a spy logging each item
    read; any other value is logged whole."""
    tp = type(value)
    if (
        tp is list
        and isinstance(value, list)
        and value
        and (_record(type(value[0])) or type(value[0]) in _SCALARS)
    ):
        return _ListSpy(value, path, log)
    if tp is dict and isinstance(value, dict) and all(type(v) in _SCALARS for v in value.values()):
        return _DictSpy(value, path, log)
    if _record(tp):
        return _Spy(value, path, log)
    log.append((path, _snap(value)))
    return value


class _ListSpy:
    """A list of records or of plain values. An item read by index is spied on (a record)
    or logged alone: what the check does next depends on that item only, wherever it is now;
    its length, iteration, a slice or ``in`` log the length and every item or the whole."""

    __slots__ = ("_obj", "_path", "_log", "_records")

    def __init__(self, obj: list[object], path: Path, log: list[tuple[Path, object]]) -> None:
        self._obj, self._path, self._log = obj, path, log
        self._records = _record(type(obj[0]))

    def _whole(self) -> list[object]:
        if self._records:
            self._log.append(((*self._path, "#"), len(self._obj)))
            return [self[i] for i in range(len(self._obj))]
        self._log.append((self._path, tuple(self._obj)))
        return self._obj

    def __getitem__(self, i: int | slice) -> object:
        obj = self._obj
        if type(i) is not int:
            return self._whole()[i]
        if self._records:
            return _Spy(obj[i], (*self._path, i), self._log)
        ok = -len(obj) <= i < len(obj)
        self._log.append(((*self._path, i), obj[i] if ok else _MISSING))
        return obj[i]

    def __len__(self) -> int:
        self._log.append(((*self._path, "#"), len(self._obj)))
        return len(self._obj)

    def __iter__(self) -> Iterator[object]:
        return iter(self._whole())

    def __contains__(self, x: object) -> bool:
        return x in self._whole()

    def __getattr__(self, name: str) -> NoReturn:
        raise _Opaque(name)


class _DictSpy:
    """A dict of plain values: ``get``, ``[key]`` and ``in`` log that entry, iteration the
    whole dict."""

    __slots__ = ("_obj", "_path", "_log")

    def __init__(
        self, obj: dict[object, object], path: Path, log: list[tuple[Path, object]]
    ) -> None:
        self._obj, self._path, self._log = obj, path, log

    def get(self, key: object, default: object = None) -> object:
        value = self._obj.get(key, _MISSING)
        self._log.append(((*self._path, ("get", key)), value))
        return default if value is _MISSING else value

    def __getitem__(self, key: object) -> object:
        if key in self:
            return self._obj[key]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return self.get(key, _MISSING) is not _MISSING

    def __iter__(self) -> Iterator[object]:
        self._log.append((self._path, _snap(self._obj)))
        return iter(self._obj)

    def __len__(self) -> int:
        self._log.append((self._path, _snap(self._obj)))
        return len(self._obj)

    def __getattr__(self, name: str) -> NoReturn:
        raise _Opaque(name)
