"""A game's parameter table as a typed record: the ``kind: parameter`` entries of its data
(``rounds: {kind: parameter, value: 6}``) read into a ``TypedDict`` the game declares, one
key per parameter with the type the rules read (``rounds: int``, ``start_fields:
tuple[int, ...]``, a nested ``TypedDict`` for a mapping of fixed keys).

``parameter_problems(Shape, catalog)``, called by the game's ``check_catalog`` (so
``boardrules validate`` reports them and loading refuses them), checks every entry's
``value`` against its key's type: a value of another shape (``file:line: id: PARAM-TYPE
value.cards[1] is 'x', not an integer``), an entry the rules do not read
(``PARAM-UNKNOWN``) and a parameter missing (``MISSING-ENTRY``).
``read_parameters(Shape, catalog)`` gives the table the game's ``prepare`` keeps; the rules
then read ``game.params["rounds"]`` as an ``int`` that mypy knows. The vocabulary's
``parameters`` (the specs ``boardrules vocab`` shows and the validator checks) say the same
in the card language's words; this record is what the code is typed by.
"""

from __future__ import annotations

import types
from functools import cache
from typing import (
    Literal,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

from boardrules.cards.loader import Catalog
from boardrules.cards.schema import Value
from boardrules.cards.validate import Problem
from boardrules.errors import CardError, shown

P = TypeVar("P")
_WORDS: dict[object, str] = {
    int: "an integer",
    str: "a text",
    bool: "true or false",
    float: "a number",
    type(None): "nothing (null)",
}


def read_parameters(shape: type[P], catalog: Catalog) -> P:
    """The catalogue's parameter entries as ``shape`` (a ``TypedDict``), each value checked
    against its key's type; ``CardError`` lists the ``parameter_problems``."""
    record: type = shape
    problems = parameter_problems(record, catalog)
    if problems:
        raise CardError([str(p) for p in problems])
    return cast(P, {k: catalog[k].prop("value") for k in hints_of(record)})


def parameter_problems(shape: type, catalog: Catalog, why: str = "") -> list[Problem]:
    """Every parameter entry whose value is not of its key's type in ``shape``
    (``PARAM-TYPE``, at the line of its ``value``), every one ``shape`` has no key for
    (``PARAM-UNKNOWN``) and every key no entry gives (``MISSING-ENTRY``, at the folder, with
    ``why``): what a game's ``check_catalog`` reports to ``boardrules validate`` and loading
    the game refuses."""
    hints = hints_of(shape)
    out = []
    for c in catalog.of_kind("parameter"):
        if c.id not in hints:
            known = ", ".join(sorted(hints))
            message = f"the rules read no parameter '{c.id}' (they read: {known})"
            out.append(catalog.problem(c, "PARAM-UNKNOWN", message))
            continue
        wrong = mismatch(c.prop("value"), hints[c.id], "value")
        if wrong:
            out.append(catalog.problem(c, "PARAM-TYPE", wrong, "value"))
    out += catalog.require("parameter", hints, why)
    return out


@cache
def hints_of(record: type) -> dict[str, object]:
    """The keys of a ``TypedDict`` with their types, read once."""
    return dict(get_type_hints(record))


def mismatch(value: Value, hint: object, at: str) -> str | None:
    """What is wrong with ``value`` (found at ``at``) for the type ``hint``, or None."""
    origin, args = get_origin(hint), get_args(hint)
    if hint in _WORDS:
        ok = type(value) is hint or (hint is float and type(value) is int)
        return None if ok else f"{at} is {shown(value)}, not {_WORDS[hint]}"
    if origin is Literal:
        return None if value in args else f"{at} is {shown(value)}, not one of {list(args)}"
    if origin in (Union, types.UnionType):
        if any(mismatch(value, a, at) is None for a in args):
            return None
        return f"{at} is {shown(value)}, not {' or '.join(described(a) for a in args)}"
    if origin is tuple:
        if not isinstance(value, tuple):
            return f"{at} is {shown(value)}, not {described(hint)}"
        if len(args) == 2 and args[1] is Ellipsis:
            items = [args[0]] * len(value)
        elif len(args) != len(value):
            return f"{at} is {shown(value)}, not {described(hint)}"
        else:
            items = list(args)
        for i, (item, kind) in enumerate(zip(value, items, strict=True)):
            wrong = mismatch(item, kind, f"{at}[{i}]")
            if wrong:
                return wrong
        return None
    if origin is dict:
        if not isinstance(value, dict):
            return f"{at} is {shown(value)}, not {described(hint)}"
        for k, v in value.items():
            wrong = mismatch(k, args[0], f"{at} key {k!r}") or mismatch(v, args[1], f"{at}.{k}")
            if wrong:
                return wrong
        return None
    if is_typeddict(hint):
        return mismatch_record(value, cast(type, hint), at)
    raise TypeError(f"a parameter type read_parameters does not know: {hint!r}")


def mismatch_record(value: Value, record: type, at: str) -> str | None:
    """What is wrong with ``value`` for a ``TypedDict`` (a mapping of fixed keys), or None."""
    if not isinstance(value, dict):
        return f"{at} is {shown(value)}, not {described(record)}"
    hints = hints_of(record)
    required: frozenset[str] = getattr(record, "__required_keys__", frozenset(hints))
    if any(k not in value for k in required) or any(k not in hints for k in value):
        return f"{at} is {shown(value)}, not {described(record)}"
    for k, v in value.items():
        wrong = mismatch(v, hints[str(k)], f"{at}.{k}")
        if wrong:
            return wrong
    return None


def described(hint: object) -> str:
    """A type in words, for a message."""
    origin, args = get_origin(hint), get_args(hint)
    if hint in _WORDS:
        return _WORDS[hint]
    if origin is Literal:
        return f"one of {list(args)}"
    if origin in (Union, types.UnionType):
        return " or ".join(described(a) for a in args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list of {plural(described(args[0]))}"
        return f"a list of {len(args)}: {', '.join(described(a) for a in args)}"
    if origin is dict:
        return f"a mapping of {plural(described(args[0]))} to {plural(described(args[1]))}"
    if is_typeddict(hint):
        return f"a mapping with the keys {list(hints_of(cast(type, hint)))}"
    return str(hint)


def plural(words: str) -> str:
    """``an integer`` -> ``integers``, ``a list of texts`` -> ``lists of texts``."""
    head, _, rest = words.partition(" ")
    if head not in ("a", "an"):
        return words
    noun, _, tail = rest.partition(" ")
    return f"{noun}s {tail}".rstrip()
