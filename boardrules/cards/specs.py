"""The shape of a card word's parameters (a *spec*), as a game writes it and as it is checked.

A game writes a spec as a name or a tuple (``SpecText``): ``"expr"``, ``("list", "int")``,
``("map", {"times": ("expr", True)})``, ``("enum", (1, 2))``, ``("or", "int", "str")``
(docs/cards.md, "Vocabulary"). ``spec`` reads one into a ``Spec``, the same tuples with a
type the validator, ``boardrules vocab`` and the loader can rely on, and refuses a malformed
one at once (``ValueError`` naming what is wrong), when the game declares it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, TypeAlias

from boardrules.cards.schema import Scalar

SpecText = str | tuple[object, ...]  # a spec as a game writes it: a name or a tuple

# the names of the shapes without parameters (docs/cards.md, the table of specs)
SPEC_NAMES: tuple[str, ...] = ("any", "int", "str", "bool", "expr", "cond", "pair")
SPEC_NAMES += ("effects", "costs", "counter", "resources")

Spec: TypeAlias = (
    "str"  # one of SPEC_NAMES
    " | tuple[Literal['enum'], tuple[Scalar, ...]]"
    " | tuple[Literal['list', 'dict'], Spec]"
    " | tuple[Literal['map'], dict[str, tuple[Spec, bool]]]"
    " | tuple[Literal['or'], Spec, Spec]"
)
Field: TypeAlias = "tuple[Spec, bool]"  # a key's spec, and whether the key is required


def spec(text: object) -> Spec:
    """``text`` as a checked spec (equal to it: the same tuples); ``ValueError`` if it is
    none."""
    if isinstance(text, str):
        if text in SPEC_NAMES:
            return text
        raise ValueError(f"unknown spec {text!r}: a tuple or one of {list(SPEC_NAMES)}")
    if not isinstance(text, tuple) or not text:
        raise ValueError(f"unknown spec {text!r}: a name or a tuple (tag, ...)")
    tag, args = text[0], text[1:]
    if tag == "enum" and len(args) == 1 and isinstance(args[0], tuple | list):
        values = tuple(v for v in args[0] if v is None or isinstance(v, bool | int | float | str))
        if len(values) == len(args[0]):
            return ("enum", values)
        raise ValueError(f"enum spec {text!r}: each value is a number, a text, true or false")
    if tag in ("list", "dict") and len(args) == 1:
        return ("list" if tag == "list" else "dict", spec(args[0]))
    if tag == "map" and len(args) == 1 and isinstance(args[0], Mapping):
        return ("map", fields(args[0]))
    if tag == "or" and len(args) == 2:
        return ("or", spec(args[0]), spec(args[1]))
    raise ValueError(
        f"unknown spec {text!r}: ('enum', values), ('list', spec), ('dict', spec), "
        "('map', {key: (spec, required)}) or ('or', spec, spec)"
    )


def specs(texts: Mapping[str, object]) -> dict[str, Spec]:
    """``{name: spec}``, each checked (``Vocabulary``'s words, cost types, modifiers...)."""
    return {name: spec(text) for name, text in texts.items()}


def fields(texts: Mapping[str, object]) -> dict[str, Field]:
    """``{key: (spec, required)}``, each checked (a ``map`` spec, a kind's keys)."""
    out: dict[str, Field] = {}
    for key, field in texts.items():
        if not isinstance(field, tuple) or len(field) != 2 or not isinstance(field[1], bool):
            raise ValueError(f"the key {key!r}: (spec, required), not {field!r}")
        out[str(key)] = (spec(field[0]), field[1])
    return out


def kinds(texts: Mapping[str, Mapping[str, object]]) -> dict[str, dict[str, Field]]:
    """``{kind: {key: (spec, required)}}``, each checked (``Vocabulary.kinds``)."""
    return {kind: fields(keys) for kind, keys in texts.items()}
