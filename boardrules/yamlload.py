"""YAML reading with the safe loader, keeping the line number of every mapping and key.

Card files are read with bounds, so a hostile file costs little: at most ``MAX_BYTES`` of UTF-8
text, nested at most ``MAX_DEPTH`` levels, no alias of a mapping or a list (an alias of a
scalar is fine; one of a collection lets a few hundred bytes stand for gigabytes), no tag but
the plain ones, and numbers of at most ``MAX_NUMBER`` characters (YAML 1.1's base-60 numbers,
``1:59:59...``, cost quadratic time in their length; Python refuses to read or print an integer
of more than 4,300 digits). A value its tag cannot build (``!!int x``, the date ``2001-13-45``)
is a problem at its line, never an exception of another type. The C reader
of libyaml is used when PyYAML has it (``yaml.CSafeLoader``), with the same line numbers as the
pure-Python one.
"""

from __future__ import annotations

import os
import re
from typing import Any

import yaml

from boardrules.files import open_regular

MAX_BYTES = 1_000_000  # the largest landed card file has 10 KB
MAX_DEPTH = 40  # the deepest landed card file nests 14 levels
MAX_NUMBER = 100  # characters of an integer or a float (the landed files have at most 3)
# a position's numbers: its seed is any integer JSON writes (Python reads and writes integers of
# at most 4,300 digits, sys.get_int_max_str_digits); the table's are below 2**63 (saving.py)
POSITION_NUMBER = 4300
TOO_DEEP = f"nested deeper than {MAX_DEPTH} levels"
_TAG = "tag:yaml.org,2002:"
# the tags a node may have: what the resolver gives plain YAML, or the same written out
_MAPPING_TAGS = {_TAG + "map"}
_SEQUENCE_TAGS = {_TAG + "seq"}
_VALUE_TAGS = {_TAG + t for t in ("str", "int", "float", "bool", "null", "timestamp")}
_SCALAR_TAGS = _VALUE_TAGS | {_TAG + "merge", _TAG + "value"}  # `<<` (checked as an alias), `=`
_NUMBER_TAGS = {_TAG + "int", _TAG + "float"}
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


class LineDict(dict[Any, Any]):
    """A mapping read from YAML that remembers its line and each key's line (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class LineList(list[Any]):
    line: int = 0


class CardFileRefused(yaml.YAMLError):
    """A card file the reader refuses before building it: ``code`` and message at ``line``."""

    def __init__(self, code: str, line: int, message: str) -> None:
        super().__init__(message)
        self.code, self.line, self.message = code, line, message


class _LineLoader(yaml.SafeLoader):
    """SafeLoader (no tags that build objects, nothing evaluated) that records line numbers."""


_FAST = getattr(yaml, "CSafeLoader", None)


class _CLineLoader(_FAST or yaml.SafeLoader):  # type: ignore[misc]
    """The same, on libyaml's C parser (10-20 times faster): its nodes carry the same lines."""


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, (list, dict)):
            raise yaml.constructor.ConstructorError(
                None, None, "a mapping key must be a scalar", key_node.start_mark
            )
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(n, deep=True) for n in node.value)
    result.line = node.start_mark.line + 1
    return result


def _checked(construct: Any) -> Any:
    """A scalar constructor whose failure (``!!int x``: ValueError, ``!!bool 7``: KeyError,
    a base-60 float: OverflowError, a date 2001-13-45) is a YAML error at the value's line."""

    def build(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        try:
            return construct(loader, node)
        except (ValueError, KeyError, TypeError, OverflowError) as exc:
            why = "" if isinstance(exc, KeyError) else f": {exc}"
            raise CardFileRefused(
                "YAML-VALUE",
                node.start_mark.line + 1,
                f"{_short(node.value)} is no {node.tag.removeprefix(_TAG)}{why}",
            ) from None

    return build


def _short(value: str) -> str:
    return repr(value if len(value) <= 40 else value[:30] + "...")


for _loader in (_LineLoader, _CLineLoader):
    _loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
    _loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)
    for _tag in _VALUE_TAGS:
        _loader.add_constructor(_tag, _checked(yaml.SafeLoader.yaml_constructors[_tag]))


def read_card_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a card file, at most MAX_BYTES + 1 (``card_text`` refuses more): only a
    regular file is read (a link to one is followed), so a FIFO named ``x.yaml`` is refused at
    once rather than waited on, and a link to ``/dev/zero`` is never read; ``OSError`` (with
    ``NotARegularFile``) when it cannot be read."""
    with open_regular(path) as handle:
        return handle.read(MAX_BYTES + 1)


def card_text(data: str | bytes) -> str:
    """The text of a card file: UTF-8 (a byte-order mark allowed), at most MAX_BYTES, no
    control characters but tab and line ends; else CardFileRefused, one problem for the file."""
    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    if size > MAX_BYTES:
        raise CardFileRefused(
            "FILE-TOO-LARGE", 1, f"more than {MAX_BYTES:,} bytes: a card file has at most that"
        )
    if isinstance(data, bytes):
        if b"\x00" in data:
            line = data[: data.index(b"\x00")].count(b"\n") + 1
            raise CardFileRefused(
                "BINARY", line, "NUL bytes: a binary or UTF-16 file; card files are UTF-8 text"
            )
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise CardFileRefused(
                "ENCODING", line, f"not UTF-8 text (byte 0x{data[exc.start]:02x})"
            ) from None
    else:
        text = data.removeprefix("\ufeff")
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        raise CardFileRefused("BINARY", line, f"control character {bad.group()!r}: not card text")
    return text


def check_nodes(root: yaml.Node, max_number: int = MAX_NUMBER) -> None:
    """Refuses a document nested deeper than MAX_DEPTH, with an alias of a collection, a tag
    other than the plain ones, or a number longer than ``max_number`` characters."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int, int]] = [(root, 1, root.start_mark.line + 1)]
    while stack:
        node, depth, where = stack.pop()
        line = node.start_mark.line + 1
        if isinstance(node, yaml.ScalarNode):
            if node.tag not in _SCALAR_TAGS:
                raise _bad_tag(node, line)
            if node.tag in _NUMBER_TAGS and len(node.value) > max_number:
                raise CardFileRefused(
                    "YAML-VALUE",
                    line,
                    f"a number of {len(node.value)} characters; numbers here have at most"
                    f" {max_number}",
                )
            continue
        if node.tag not in (
            _MAPPING_TAGS if isinstance(node, yaml.MappingNode) else _SEQUENCE_TAGS
        ):
            raise _bad_tag(node, line)
        if id(node) in seen:
            raise CardFileRefused(
                "YAML-ALIAS",
                where,
                f"an alias of the {'mapping' if isinstance(node, yaml.MappingNode) else 'list'}"
                f" of line {line}: aliases of mappings and lists are not allowed (they multiply"
                " the data); repeat it",
            )
        seen.add(id(node))
        if depth > MAX_DEPTH:
            raise CardFileRefused("NESTING", line, TOO_DEEP)
        if isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        else:
            children = list(node.value)
        stack.extend((child, depth + 1, line) for child in reversed(children))


def _bad_tag(node: yaml.Node, line: int) -> CardFileRefused:
    tag = node.tag.removeprefix(_TAG)
    what = (
        "mapping"
        if isinstance(node, yaml.MappingNode)
        else "list"
        if isinstance(node, yaml.SequenceNode)
        else "value"
    )
    return CardFileRefused(
        "YAML-TAG",
        line,
        f"a {what} tagged {_short(tag)}: card files hold only plain values, lists and mappings",
    )


def load_yaml(text: str | bytes, fast: bool = True, max_number: int = MAX_NUMBER) -> Any:
    """Parse a card file safely; mappings become LineDict, sequences LineList.

    Raises ``yaml.YAMLError`` (``CardFileRefused`` for a file over the bounds) on a bad file.
    ``fast=False`` uses the pure-Python reader even where the C one exists; ``max_number``
    is the longest number read (a position's seed may be any integer: ``POSITION_NUMBER``).
    """
    loader = (_CLineLoader if fast else _LineLoader)(card_text(text))
    try:
        try:
            node = loader.get_single_node()
        except RecursionError:  # the Python reader is recursive
            raise CardFileRefused("NESTING", 1, TOO_DEEP) from None
        except yaml.MarkedYAMLError as exc:  # libyaml stops at 1000 levels
            if "maximum nesting depth" not in str(exc.problem):
                raise
            line = exc.problem_mark.line + 1 if exc.problem_mark else 1
            raise CardFileRefused("NESTING", line, TOO_DEEP) from None
        if node is None:
            return None
        check_nodes(node, max_number)
        return loader.construct_document(node)
    finally:
        loader.dispose()


def line_of(obj: Any, key: Any = None, default: int = 0) -> int:
    """The line of a mapping key, or of the mapping/list itself."""
    if key is not None and isinstance(obj, LineDict) and key in obj.key_lines:
        return obj.key_lines[key]
    return getattr(obj, "line", default) or default
