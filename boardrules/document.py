"""Documents in the game's own words: typed attrs classes read strictly and described by a
JSON Schema.

A game writes its position document (docs/positions.md) as attrs classes whose fields are
named and valued as the rulebook names them: a die is a ``Notated`` value, written
``"green 4"`` (or ``{"colour": "green", "value": 4}``), a set of cards is a list of their ids,
a choice among words is a ``Literal``. Each field carries a one-line description
(``field("the dice on the board's six columns, left to right")``). From these classes:

- ``reader()`` is the strict cattrs converter: an integer is not ``1.0``, ``true`` or ``"1"``,
  no unknown key (the error lists the close words), every ``Literal`` one of its words;
- ``read_doc`` structures a plain value, raising ``InvalidState`` naming every problem with
  its path (``position: data: sheets[1].dice[0]: 'green 9': ...``);
- ``json_schema`` is the JSON Schema (draft 2020-12) of the class, with the descriptions.

>>> import attrs
>>> @attrs.frozen
... class Sheet:
...     nuts: int = field("lightning points marked on the nut table")
...     colour: Literal["yellow", "brown"] = field("the sheet's colour")
>>> read_doc(reader(), Sheet, {"nuts": 2, "colour": "brown"}, "sheet")
Sheet(nuts=2, colour='brown')
>>> read_doc(reader(), Sheet, {"nuts": 2, "nutz": 2, "colour": "brown"}, "sheet")
Traceback (most recent call last):
  ...
boardrules.errors.InvalidState: sheet: nutz: unknown field (close: nuts); fields: colour, nuts
>>> json_schema(Sheet)["properties"]["colour"]
{'enum': ['yellow', 'brown'], 'description': "the sheet's colour"}
"""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, Literal, Protocol, Self, TypeVar, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import list_structure_factory, mapping_structure_factory
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError
from cattrs.gen import make_dict_structure_fn

from boardrules.errors import InvalidState, clip, shown

T = TypeVar("T")
SCHEMA_DRAFT = "https://json-schema.org/draft/2020-12/schema"
MAX_PROBLEMS = 8  # problems named in one error; the rest are counted


def field(doc: str, **kwargs: Any) -> Any:
    """An attrs field with its one-line description (shown in the schema and the docs)."""
    return attrs.field(metadata={"doc": doc}, **kwargs)


def describe(cls: type, name: str) -> str:
    """The description of field ``name`` of the document class ``cls``."""
    for a in attrs.fields(cls):
        if a.name == name:
            return str(a.metadata.get("doc", ""))
    return ""


class Notated(Protocol):
    """A value written in the game's notation (``"green 4"``); its fields are the long form."""

    notation: ClassVar[str]  # how the short form reads, for the schema and the errors

    @classmethod
    def from_text(cls, text: str) -> Self: ...

    def __str__(self) -> str: ...


def is_notated(cls: Any) -> bool:
    return isinstance(cls, type) and hasattr(cls, "from_text") and hasattr(cls, "notation")


class DocError(ValueError):
    """A value that is not what its field holds."""


def _strict(kind: type, word: str) -> Any:
    def structure(value: Any, _: Any) -> Any:
        if type(value) is not kind:
            raise DocError(f"{shown(value)}, expected {word}{_hint(kind, value)}")
        return value

    return structure


def _hint(kind: type, value: Any) -> str:
    """How to write a text that YAML read as a number (a card id of digits: '025', not 025,
    which YAML reads as the octal 21)."""
    if kind is str and type(value) in (int, float):
        return " (quote it in YAML: an id of digits such as '025' unquoted is a number)"
    return ""


def reader() -> cattrs.Converter:
    """The strict converter of documents (see the module's docstring)."""
    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook(int, _strict(int, "an integer"))
    conv.register_structure_hook(str, _strict(str, "a text"))
    conv.register_structure_hook(bool, _strict(bool, "true or false"))

    def structure_notated(value: Any, cls: Any) -> Any:
        if isinstance(value, str):
            try:
                return cls.from_text(value)
            except (ValueError, KeyError, IndexError) as exc:
                raise DocError(f"{shown(value)}: {exc} (written {cls.notation})") from None
        if isinstance(value, Mapping):
            if cls not in long_forms:
                long_forms[cls] = make_dict_structure_fn(cls, conv, _cattrs_forbid_extra_keys=True)
            return long_forms[cls](value, cls)
        raise DocError(f"{shown(value)}, expected {cls.notation} or its fields")

    long_forms: dict[type, Any] = {}
    conv.register_structure_hook_func(is_notated, structure_notated)
    conv.register_unstructure_hook_func(is_notated, str)

    def literal(tp: Any, conv: cattrs.Converter) -> Any:  # a word of its list, of its type
        words = get_args(tp)
        allowed = frozenset(words)
        kind = type(words[0])

        def structure_literal(value: Any, _: Any) -> Any:
            if type(value) is not kind or value not in allowed:
                raise DocError(f"{shown(value)}, expected one of {_words(words, value)}")
            return value

        return structure_literal

    conv.register_structure_hook_factory(_is_literal, literal)

    def optional(tp: Any, conv: cattrs.Converter) -> Any:
        # ``X | None``: the hook of X found once, not dispatched on the union at every value
        # (cattrs' own hashes the union type each time); the same values and errors
        other = next(a for a in get_args(tp) if a is not types.NoneType)
        inner = conv.get_structure_hook(other)

        def structure_optional(value: Any, _: Any) -> Any:
            return None if value is None else inner(value, other)

        return structure_optional

    conv.register_structure_hook_factory(_is_optional, optional)

    def checked(kind: type, word: str, factory: Any) -> Any:
        def make(tp: Any, conv: cattrs.Converter) -> Any:
            inner = factory(tp, conv)

            def structure(value: Any, tp: Any) -> Any:
                if not isinstance(value, kind) or isinstance(value, str):
                    raise DocError(f"{shown(value)}, expected {word}")
                return inner(value, tp)

            return structure

        return make

    conv.register_structure_hook_factory(
        _origin_is(dict), checked(Mapping, "an object", mapping_structure_factory)
    )
    conv.register_structure_hook_factory(
        _origin_is(list), checked(list, "a list", list_structure_factory)
    )
    return conv


def _origin_is(kind: Any) -> Any:
    def test(tp: Any) -> bool:
        origin: Any = get_origin(tp)
        return bool(origin is kind)

    return test


def _is_optional(tp: Any) -> bool:
    """``X | None`` (or ``Optional[X]``) of one type ``X``."""
    args = get_args(tp)
    return (
        get_origin(tp) in (typing.Union, types.UnionType)
        and len(args) == 2
        and types.NoneType in args
    )


def _is_literal(tp: Any) -> bool:
    return bool(get_origin(tp) is Literal)


def _words(words: tuple[Any, ...], value: Any) -> str:
    names = [str(w) for w in words]
    close = difflib.get_close_matches(str(value), names, n=3, cutoff=0.5)
    listed = ", ".join(names) if len(names) <= 12 else ", ".join(names[:12]) + ", ..."
    return f"{listed}" + (f" (close: {', '.join(close)})" if close else "")


def _problems(exc: BaseException, cls: Any, path: str) -> list[str]:
    """The problems of a cattrs error tree, each with its path."""
    if isinstance(exc, ForbiddenExtraKeysError):
        names = sorted(a.name for a in attrs.fields(exc.cl))
        out = []
        for key in sorted(exc.extra_fields):
            close = difflib.get_close_matches(key, names, n=3, cutoff=0.6)
            hint = f" (close: {', '.join(close)})" if close else ""
            out.append(f"{_join(path, key)}: unknown field{hint}; fields: {', '.join(names)}")
        return out
    if isinstance(exc, ClassValidationError | IterableValidationError):
        out = []
        noted, others = exc.group_exceptions()
        for sub in others:
            out.extend(_problems(sub, None, path))
        missing = [
            str(getattr(note, "name", "")) for sub, note in noted if isinstance(sub, KeyError)
        ]
        if missing and isinstance(exc, ClassValidationError):
            out.append(_missing(exc.cl, path, missing))
        for sub, note in noted:
            name = getattr(note, "name", None)
            index = getattr(note, "index", None)
            sub_path = _join(path, name) if name is not None else f"{path}[{index}]"
            if not isinstance(sub, KeyError):
                out.extend(_problems(sub, None, sub_path))
        return out
    if isinstance(exc, ExceptionGroup):
        return [p for sub in exc.exceptions for p in _problems(sub, cls, path)]
    if isinstance(exc, DocError):
        return [f"{path}: {exc}"]
    if isinstance(exc, (TypeError, ValueError, AttributeError)):
        return [f"{path}: {clip(str(exc))}"]
    raise exc


def _missing(cls: type, path: str, names: list[str]) -> str:
    """The fields ``names`` of ``cls`` left out at ``path``: which they are and what the
    object holds (``sheets[0]: missing 15 of the 16 fields of a SheetDoc (one player's
    sheet ...): dice, marked, ...``)."""
    fields = attrs.fields(cls) if attrs.has(cls) else ()
    what = " ".join((cls.__doc__ or "").split()).split(". ")[0].rstrip(".")
    kind = f"{cls.__name__} ({what[:1].lower()}{what[1:]})" if what else cls.__name__
    if len(names) == 1:
        doc = describe(cls, names[0]) if fields else ""
        said = f": {doc}" if doc else ""
        return f"{_join(path, names[0])}: missing ({'the ' + names[0] + said} of a {kind})"
    listed = ", ".join(names[:10]) + (f" and {len(names) - 10} more" if len(names) > 10 else "")
    where = path or "the document"
    return f"{where}: missing {len(names)} of the {len(fields)} fields of a {kind}: {listed}"


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def read_doc(conv: cattrs.Converter, cls: type[T], raw: Any, where: str) -> T:
    """``raw`` structured as ``cls``; raises ``InvalidState`` naming each problem."""
    if attrs.has(cls) and not isinstance(raw, Mapping):
        raise InvalidState(f"{where}: {shown(raw)}, expected an object")
    try:
        return conv.structure(raw, cls)
    except (ClassValidationError, IterableValidationError, DocError, TypeError, ValueError) as exc:
        problems = _problems(exc, cls, "")
    more = len(problems) - MAX_PROBLEMS
    text = "; ".join(problems[:MAX_PROBLEMS]) + (f"; and {more} more" if more > 0 else "")
    raise InvalidState(f"{where}: {text}")


def json_schema(cls: type, title: str | None = None) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the document class ``cls``, with ``$defs`` for each
    class it uses."""
    defs: dict[str, Any] = {}
    root = _schema(cls, defs)
    out: dict[str, Any] = {"$schema": SCHEMA_DRAFT}
    if title:
        out["title"] = title
    out.update(root if not attrs.has(cls) else defs.pop(cls.__name__))
    if defs:
        out["$defs"] = dict(sorted(defs.items()))
    return out


def _schema(tp: Any, defs: dict[str, Any]) -> dict[str, Any]:
    origin = get_origin(tp)
    args = get_args(tp)
    if tp is int:
        return {"type": "integer"}
    if tp is str:
        return {"type": "string"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is float:
        return {"type": "number"}
    if tp is type(None) or tp is None:
        return {"type": "null"}
    if tp is Any:
        return {}
    if origin is Literal:
        return {"enum": list(args)}
    if origin in (typing.Union, types.UnionType):
        return {"anyOf": [_schema(a, defs) for a in args]}
    if origin in (list, tuple) and (origin is list or (len(args) == 2 and args[1] is ...)):
        return {"type": "array", "items": _schema(args[0], defs)}
    if origin is tuple:
        return {
            "type": "array",
            "prefixItems": [_schema(a, defs) for a in args],
            "minItems": len(args),
            "maxItems": len(args),
        }
    if origin is dict:
        return {"type": "object", "additionalProperties": _schema(args[1], defs)}
    if attrs.has(tp):
        name = tp.__name__
        if name not in defs:
            defs[name] = {}  # a placeholder against recursion
            hints = typing.get_type_hints(tp)
            props: dict[str, Any] = {}
            required = []
            for a in attrs.fields(tp):
                prop = dict(_schema(hints[a.name], defs))
                if a.metadata.get("doc"):
                    prop["description"] = a.metadata["doc"]
                props[a.name] = prop
                if a.default is attrs.NOTHING:
                    required.append(a.name)
            body: dict[str, Any] = {
                "type": "object",
                "properties": props,
                "required": required,
                "additionalProperties": False,
            }
            if tp.__doc__:
                body["description"] = " ".join(tp.__doc__.split())
            if is_notated(tp):
                body = {
                    "anyOf": [{"type": "string", "description": f"written {tp.notation}"}, body]  # type: ignore[attr-defined]
                }
            defs[name] = body
        return {"$ref": f"#/$defs/{name}"}
    raise TypeError(f"no JSON Schema for the type {tp!r}")
