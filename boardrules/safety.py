"""Bounds on documents a user hands the library: positions given as values or text.

A position may come from anywhere (a program's dict, a file, a web form), so it is copied into
plain JSON values by a loop, not by recursion, and refused with ``InvalidState`` when it is
deeper, larger or stranger than any position of a real game: nested more than
``Limits.depth`` levels (2,000 levels of lists made ``json.dumps`` raise RecursionError), a
value that contains itself, an integer of more than ``Limits.digits`` digits (Python refuses to
print one of 4,301), a text of more than ``Limits.text`` characters, more than ``Limits.items``
values in all, or a key that is not a text or a number. An error message shows a short prefix
of the value, never all of it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import attrs

from boardrules.errors import InvalidState, shown


@attrs.frozen
class Limits:
    """The most a document may hold. The defaults are far above every real position (the
    deepest nests 8 levels, the largest holds a few thousand values and texts of 30
    characters) and far below what costs a second."""

    depth: int = 64
    items: int = 1_000_000
    text: int = 100_000
    digits: int = 4_000
    bytes: int = 10_000_000  # a document given as text


LIMITS = Limits()


def _key(key: Any, where: str, what: str, limits: Limits) -> str:
    """A mapping key as JSON writes it (``1`` -> ``"1"``, ``True`` -> ``"true"``)."""
    if isinstance(key, str):
        if len(key) > limits.text:
            raise InvalidState(
                f"{what}: at {where}: a key of {len(key):,} characters: {shown(key)}"
            )
        return str(key)
    if key is None or isinstance(key, (bool, int, float)):
        if isinstance(key, int) and not isinstance(key, bool):
            _number(key, where, what, limits)
        return str(json.dumps(key))
    raise InvalidState(f"{what}: at {where}: a key is a text or a number, not {shown(key)}")


def _number(value: int, where: str, what: str, limits: Limits) -> None:
    # 3.33 bits a digit: a number of more bits than that has more than `digits` digits
    if value.bit_length() > limits.digits * 3.33:
        raise InvalidState(f"{what}: at {where}: an integer of more than {limits.digits:,} digits")


def plain_json(value: Any, limits: Limits = LIMITS, what: str = "position") -> Any:
    """``value`` copied as plain JSON values (dicts with text keys, lists, texts, numbers,
    booleans, None; a tuple becomes a list, anything else its ``str``, as ``json.dumps(value,
    default=str)`` writes it), or InvalidState naming the first bound it passes."""
    count = 0
    root: list[Any] = [None]
    # (the value, the container and index to put its copy at, its depth, where it is)
    stack: list[tuple[Any, Any, Any, int, str]] = [(value, root, 0, 0, "$")]
    open_ids: set[int] = set()  # the containers being copied above the current value
    leave: list[tuple[int, int]] = []  # (depth, id) of each open container, innermost last
    while stack:
        item, into, at, depth, where = stack.pop()
        while leave and leave[-1][0] >= depth:
            open_ids.discard(leave.pop()[1])
        count += 1
        if count > limits.items:
            raise InvalidState(f"{what}: more than {limits.items:,} values")
        if depth > limits.depth:
            raise InvalidState(f"{what}: at {where}: nested deeper than {limits.depth} levels")
        if item is None or isinstance(item, bool):
            into[at] = item
        elif isinstance(item, int):
            _number(item, where, what, limits)
            into[at] = int(item)
        elif isinstance(item, float):
            into[at] = float(item)
        elif isinstance(item, str):
            if len(item) > limits.text:
                raise InvalidState(
                    f"{what}: at {where}: a text of {len(item):,} characters (at most "
                    f"{limits.text:,}): {shown(item)}"
                )
            into[at] = str(item)
        elif isinstance(item, (Mapping, list, tuple)):
            if id(item) in open_ids:
                raise InvalidState(f"{what}: at {where}: a value that contains itself")
            open_ids.add(id(item))
            leave.append((depth, id(item)))
            if isinstance(item, Mapping):
                copy: dict[str, Any] = {}
                keys = [(k, _key(k, where, what, limits)) for k in item]
                for _, text in keys:
                    copy[text] = None
                into[at] = copy
                for k, text in reversed(keys):
                    stack.append((item[k], copy, text, depth + 1, f"{where}.{text[:40]}"))
            else:
                items: list[Any] = [None] * len(item)
                into[at] = items
                for i in reversed(range(len(item))):
                    stack.append((item[i], items, i, depth + 1, f"{where}[{i}]"))
        else:
            text = str(item)
            if len(text) > limits.text:
                raise InvalidState(f"{what}: at {where}: a value of {len(text):,} characters")
            into[at] = text
    return root[0]


def parse_text(text: str, limits: Limits = LIMITS, what: str = "position") -> Any:
    """A document given as text: JSON when it is JSON (any number of digits up to the bound),
    else YAML read with the card files' bounds; InvalidState when it is neither."""
    if len(text) > limits.bytes:
        raise InvalidState(f"{what}: a text of {len(text):,} characters (at most {limits.bytes:,})")
    try:
        return json.loads(text, object_pairs_hook=_unique)
    except RecursionError:
        raise InvalidState(f"{what}: nested deeper than {limits.depth} levels") from None
    except InvalidState as exc:
        raise InvalidState(f"{what}: {exc}") from None
    except ValueError:
        pass  # not JSON (or a number of 4,301 digits): YAML says which
    import yaml

    from boardrules.yamlload import POSITION_NUMBER, load_yaml

    try:
        return load_yaml(text, max_number=POSITION_NUMBER)
    except yaml.YAMLError as exc:
        raise InvalidState(f"{what}: not YAML or JSON: {shown_error(exc)}") from None


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InvalidState(f"duplicate key {shown(key)}")
        out[key] = value
    return out


def shown_error(exc: BaseException, limit: int = 300) -> str:
    """An exception's message cut to ``limit`` characters."""
    message = str(exc)
    return (
        message
        if len(message) <= limit
        else f"{message[: limit - 30]}... ({len(message):,} characters)"
    )


def plain_document(doc: Any, limits: Limits = LIMITS, what: str = "position") -> Any:
    """A document given as a value or as YAML or JSON text, as bounded plain JSON values."""
    return plain_json(parse_text(doc, limits, what) if isinstance(doc, str) else doc, limits, what)


# --- text shown to a person --------------------------------------------------------------
# Characters that steer a terminal or a text's direction rather than print: C0 controls but
# tab and line feed, DEL, C1 controls (ESC starts the terminal's escape sequences: window
# title, clear screen, colours; a carriage return overwrites a line), the bidirectional
# overrides and isolates (a line read in another order than it is stored), the line and
# paragraph separators, and lone surrogates.
CONTROL = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ud800-\udfff]"
)


def control_name(char: str) -> str:
    """A control character as an escape a person can read: ``\\x1b``, ``\\u202e``."""
    return repr(char)[1:-1] if char.isascii() or ord(char) < 0x100 else f"\\u{ord(char):04x}"


def terminal_text(text: str) -> str:
    """``text`` with every control character written as its escape (``\\x1b``): what it says
    reaches the screen, nothing of it steers the terminal."""
    return CONTROL.sub(lambda m: control_name(m.group()), text)


class TerminalWriter:
    """A text stream that writes ``terminal_text`` of everything to ``stream`` (the command
    line's stdout): card text a contributor wrote cannot reach the terminal as control."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(terminal_text(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, fileno, isatty, encoding...
        return getattr(self.stream, name)


# XML 1.0 allows no C0 control but tab and line ends, and a picture should hold no other
# control either: each is written as U+FFFD, the replacement character.
XML_CONTROLS = {
    c: "\ufffd"
    for c in (*range(0x20), 0x7F, *range(0x80, 0xA0), 0xFFFE, 0xFFFF, *range(0xD800, 0xE000))
    if c not in (0x09, 0x0A, 0x0D)
}
