"""A generic ``clone()`` for the game's data records, written from their field types.

``apply()`` copies the game data before every step, so the copy must be exact and cheap:
everything that can change is copied, everything that cannot is shared. ``Clonable`` gives an
attrs class a ``clone()`` that does exactly that, compiled once per class from the annotations
(the same code one would write by hand, so it is as fast):

- numbers, text, booleans, enums, tuples, frozensets and frozen attrs records (task records)
  are shared: they cannot change;
- a list, dict or set of such values is copied (``x.copy()``); a list or dict of records is
  copied record by record (``[r.clone() for r in x]``), and nested lists and dicts likewise;
- a record with its own ``clone()`` is cloned; ``X | None`` is cloned when it is not None;
- a field marked ``attrs.field(metadata=SHARE)`` is shared as it is (a table fixed at
  setup that no rule changes);
- anything else (``Any``, an unknown class) is an error when the class is first cloned, naming
  the field: give it a precise type or mark it shared.

For example (tests/kernel/test_copying.py has it in full)::

    @attrs.define
    class Table(Clonable):
        seats: list[Seat]  # Seat is Clonable too: each seat is cloned
        decks: dict[str, list[str]]  # a new dict of new lists
        layout: list[int] = attrs.field(metadata=SHARE)  # the same list
"""

from __future__ import annotations

import enum
import itertools
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

SHARED = "boardrules.shared"
# The metadata of a field that clone() shares instead of copying, for a value fixed at setup
# that no rule changes: ``layout: list[int] = attrs.field(metadata=SHARE)``.
SHARE = {SHARED: True}
T = TypeVar("T")


class Clonable:
    """Mixin for an attrs class: ``clone()`` copies what can change and shares the rest (see
    the module's docstring). A subclass may still write its own ``clone()``."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "clone" not in cls.__dict__:
            # never inherit a parent's compiled clone: each class compiles its own
            cls.clone = _compile_and_clone  # type: ignore[method-assign]

    def clone(self: T) -> T:
        return _compile_and_clone(self)


def _compile_and_clone(self: T) -> T:
    cls = type(self)
    fn = compile_clone(cls)
    cls.clone = fn  # type: ignore[attr-defined]
    return fn(self)


def _is_frozen_record(tp: type) -> bool:
    return attrs.has(tp) and getattr(tp.__setattr__, "__name__", "") == "_frozen_setattrs"


def _immutable(tp: Any) -> bool:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in typing.get_args(tp))
    if origin in (tuple, frozenset) or tp in (tuple, frozenset):
        return True
    if origin is typing.Literal:
        return True
    if not isinstance(tp, type):
        return False
    if tp in (int, float, bool, str, bytes, complex, type(None)) or issubclass(tp, enum.Enum):
        return True
    return issubclass(tp, tuple) or _is_frozen_record(tp)


def _copy_expr(tp: Any, x: str, names: itertools.count[int], where: str) -> str:
    """Python source copying the value of expression ``x`` of type ``tp``."""
    if _immutable(tp):
        return x
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return f"(None if {x} is None else {_copy_expr(rest[0], x, names, where)})"
    if origin in (list, set) and len(args) == 1:
        if _immutable(args[0]):
            return f"{x}.copy()"
        v = f"_v{next(names)}"
        inner = _copy_expr(args[0], v, names, where)
        # an empty one is made without a comprehension (most per-seat records are empty)
        if origin is list:
            return f"([{inner} for {v} in {x}] if {x} else [])"
        return f"({{{inner} for {v} in {x}}} if {x} else set())"
    if origin is dict and len(args) == 2:
        if _immutable(args[1]):
            return f"{x}.copy()"
        k, v = f"_k{next(names)}", f"_v{next(names)}"
        inner = _copy_expr(args[1], v, names, where)
        return f"({{{k}: {inner} for {k}, {v} in {x}.items()}} if {x} else {{}})"
    if isinstance(tp, type) and callable(getattr(tp, "clone", None)):
        return f"{x}.clone()"
    raise TypeError(
        f"{where}: cannot tell how to copy a {tp!r}; give the field a precise type "
        "(int, list[str], dict[str, list[int]], a record with clone(), ...) or mark it SHARE"
    )


def compile_clone(
    cls: type[T], shallow: tuple[str, ...] = (), share: tuple[str, ...] = ()
) -> Callable[[T], T]:
    """The ``clone`` function of the attrs class ``cls``, compiled from its field types; the
    lists named in ``shallow`` are copied as lists of the same items (a game's copy on write:
    Hallertau's ``HData.fork``), the fields named in ``share`` are the same objects (rows a
    game's rules replace and never change in place: Roll & Write's ``RWData.fork``)."""
    if _is_frozen_record(cls):
        raise TypeError(f"{cls.__qualname__} is frozen: share it, there is nothing to clone")
    fields = attrs.fields(cls)  # type: ignore[arg-type]
    unknown = sorted({*shallow, *share} - {f.name for f in fields})
    if unknown:
        raise TypeError(f"{cls.__qualname__} has no field {unknown[0]!r} to fork")
    hints = typing.get_type_hints(cls)
    names = itertools.count()
    # The fields are set on a new instance directly, as __init__ would set them (a copy of a
    # valid record needs no converter or validator), which saves the call of __init__.
    lines = ["def clone(self):", "    new = _new(_cls)"]
    for f in fields:
        where = f"{cls.__qualname__}.{f.name}"
        expr = "self." + f.name
        if f.name in shallow:
            expr = f"{expr}.copy()"
        elif f.name in share:
            pass
        elif not f.metadata.get(SHARED):
            expr = _copy_expr(hints[f.name], expr, names, where)
        lines.append(f"    new.{f.name} = {expr}")
    source = "\n".join([*lines, "    return new", ""])
    namespace: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    forked = bool(shallow or share)
    label = f"{'fork' if forked else 'clone'} of {cls.__qualname__}"
    exec(compile(source, f"<{label}>", "exec"), namespace)  # noqa: S102
    fn: Callable[[T], T] = namespace["clone"]
    fn.__qualname__ = f"{cls.__qualname__}.{'fork' if forked else 'clone'}"
    fn.__doc__ = f"A copy: what can change is copied, the rest shared.\n\n{source}"
    return fn


def freeze(value: Any) -> Any:
    """A hashable value equal exactly when ``value`` is (lists and tuples as tuples, a dict or
    set as a frozenset, an attrs record as its class and frozen fields), for ``hash(state)``.
    Attrs classes get a ``freeze`` compiled from their field types, as ``clone`` is."""
    if type(value) in _SCALARS:
        return value
    if isinstance(value, list | tuple):
        return tuple([freeze(v) for v in value])
    if isinstance(value, dict):
        return frozenset([(k, freeze(v)) for k, v in value.items()])
    if isinstance(value, set | frozenset):
        return frozenset([freeze(v) for v in value])
    if attrs.has(type(value)) and not _is_frozen_record(type(value)):
        fn = _FREEZERS.get(type(value))
        if fn is None:
            fn = _FREEZERS[type(value)] = compile_freeze(type(value))
        return fn(value)
    return value


_SCALARS = frozenset((int, float, bool, str, bytes, type(None)))
_FREEZERS: dict[type, Callable[[Any], Any]] = {}


def _freeze_expr(tp: Any, x: str, names: itertools.count[int]) -> str:
    """Python source freezing the value of expression ``x`` of type ``tp`` (see ``freeze``)."""
    if _immutable(tp):
        return x
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is list and len(args) == 1:
        if _immutable(args[0]):
            return f"tuple({x})"
        v = f"_v{next(names)}"
        return f"tuple([{_freeze_expr(args[0], v, names)} for {v} in {x}])"
    if origin is dict and len(args) == 2 and _immutable(args[1]):
        return f"frozenset({x}.items())"
    return f"_freeze({x})"


def compile_freeze(cls: type) -> Callable[[Any], Any]:
    """The ``freeze`` of the attrs class ``cls`` (see ``freeze``), compiled from its fields."""
    hints = typing.get_type_hints(cls)
    names = itertools.count()
    parts = [_freeze_expr(hints[f.name], "self." + f.name, names) for f in attrs.fields(cls)]
    source = f"def freeze(self):\n    return (_cls, {', '.join(parts)},)\n"
    namespace: dict[str, Any] = {"_cls": cls, "_freeze": freeze}
    exec(compile(source, f"<freeze of {cls.__qualname__}>", "exec"), namespace)  # noqa: S102
    fn: Callable[[Any], Any] = namespace["freeze"]
    return fn
