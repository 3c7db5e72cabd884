"""YAML reading with the safe loader, keeping the line number of every mapping and key."""

from __future__ import annotations

from typing import Any

import yaml


class LineDict(dict[Any, Any]):
    """A mapping read from YAML that remembers its line and each key's line (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class LineList(list[Any]):
    line: int = 0


class _LineLoader(yaml.SafeLoader):
    """SafeLoader (no tags that build objects, nothing evaluated) that records line numbers."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> LineDict:
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


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(n, deep=True) for n in node.value)
    result.line = node.start_mark.line + 1
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def load_yaml(text: str) -> Any:
    """Parse YAML text safely; mappings become LineDict, sequences LineList."""
    return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - a SafeLoader subclass


def line_of(obj: Any, key: Any = None, default: int = 0) -> int:
    """The line of a mapping key, or of the mapping/list itself."""
    if key is not None and isinstance(obj, LineDict) and key in obj.key_lines:
        return obj.key_lines[key]
    return getattr(obj, "line", default) or default
