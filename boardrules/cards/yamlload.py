"""YAML reading with the safe loader, keeping the line number of every mapping and key.

Card files are read with bounds, so a hostile file costs little: at most ``MAX_BYTES`` of UTF-8
text, nested at most ``MAX_DEPTH`` levels, and no alias of a mapping or a list (an alias of a
scalar is fine; one of a collection lets a few hundred bytes stand for gigabytes). The C reader
of libyaml is used when PyYAML has it (``yaml.CSafeLoader``), with the same line numbers as the
pure-Python one.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

MAX_BYTES = 1_000_000  # the largest landed card file has 10 KB
MAX_DEPTH = 40  # the deepest landed card file nests 14 levels
TOO_DEEP = f"nested deeper than {MAX_DEPTH} levels"
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


for _loader in (_LineLoader, _CLineLoader):
    _loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
    _loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def card_text(data: str | bytes) -> str:
    """The text of a card file: UTF-8 (a byte-order mark allowed), at most MAX_BYTES, no
    control characters but tab and line ends; else CardFileRefused, one problem for the file."""
    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    if size > MAX_BYTES:
        raise CardFileRefused(
            "FILE-TOO-LARGE", 1, f"{size} bytes; a card file has at most {MAX_BYTES}"
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


def check_nodes(root: yaml.Node) -> None:
    """Refuses a document nested deeper than MAX_DEPTH or with an alias of a collection."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int, int]] = [(root, 1, root.start_mark.line + 1)]
    while stack:
        node, depth, where = stack.pop()
        if isinstance(node, yaml.ScalarNode):
            continue
        line = node.start_mark.line + 1
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


def load_yaml(text: str | bytes, fast: bool = True) -> Any:
    """Parse a card file safely; mappings become LineDict, sequences LineList.

    Raises ``yaml.YAMLError`` (``CardFileRefused`` for a file over the bounds) on a bad file.
    ``fast=False`` uses the pure-Python reader even where the C one exists.
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
        check_nodes(node)
        return loader.construct_document(node)
    finally:
        loader.dispose()


def line_of(obj: Any, key: Any = None, default: int = 0) -> int:
    """The line of a mapping key, or of the mapping/list itself."""
    if key is not None and isinstance(obj, LineDict) and key in obj.key_lines:
        return obj.key_lines[key]
    return getattr(obj, "line", default) or default
