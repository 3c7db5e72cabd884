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


class _Refused(Exception):
    """A bound passed deep inside a document: the message, and the path segments gathered
    as it rises (innermost first), so that no path is built for a value that passes."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.segments: list[str] = []


def plain_json(value: Any, limits: Limits = LIMITS, what: str = "position") -> Any:
    """``value`` copied as plain JSON values (dicts with text keys, lists, texts, numbers,
    booleans, None; a tuple becomes a list, anything else its ``str``, as ``json.dumps(value,
    default=str)`` writes it), or InvalidState naming the first bound it passes.

    It recurses at most ``limits.depth`` levels (64 by default, far below Python's limit):
    deeper is refused before the next level is entered."""
    copier = _Copier(limits)
    try:
        return copier.copy(value, 0)
    except _Refused as exc:
        where = "$" + "".join(reversed(exc.segments))
        raise InvalidState(exc.message.format(what=what, where=where)) from None


class _Copier:
    """One document's copy: the bounds, the values counted so far and the containers open
    above the value being copied (a value that contains itself is refused). A container's
    values are counted when it is entered; texts and integers, the bulk of a position, are
    copied in its loop without a call each."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.left = limits.items
        self.bits = limits.digits * 3.33  # 3.33 bits a digit
        self.open: set[int] = set()

    def copy(self, item: Any, depth: int) -> Any:
        if depth == 0:
            self._count(1)
        if depth > self.limits.depth:
            raise _Refused(f"{{what}}: at {{where}}: nested deeper than {self.limits.depth} levels")
        kind = type(item)
        if kind is str:
            if len(item) > self.limits.text:
                raise _Refused(self._long_text(item))
            return item
        if kind is int:
            if item.bit_length() > self.bits:
                raise _Refused(self._big())
            return item
        if item is None or kind is bool or kind is float:
            return item
        if kind is dict or kind is list or isinstance(item, (Mapping, list, tuple)):
            return self._container(item, depth)
        if isinstance(item, bool):
            return bool(item)
        if isinstance(item, int):
            if item.bit_length() > self.bits:
                raise _Refused(self._big())
            return int(item)
        if isinstance(item, float):
            return float(item)
        text = str(item)
        if isinstance(item, str):
            if len(text) > self.limits.text:
                raise _Refused(self._long_text(text))
            return text
        if len(text) > self.limits.text:
            raise _Refused(f"{{what}}: at {{where}}: a value of {len(text):,} characters")
        return text

    def _count(self, n: int) -> None:
        self.left -= n
        if self.left < 0:
            raise _Refused(f"{{what}}: more than {self.limits.items:,} values")

    def _container(self, item: Any, depth: int) -> Any:
        ident = id(item)
        if ident in self.open:
            raise _Refused("{what}: at {where}: a value that contains itself")
        self.open.add(ident)
        self.left -= len(item)
        if self.left < 0:
            self._count(0)  # refused: more values than the bound
        copy, container = self.copy, self._container
        inner = depth + 1
        # a text, an integer, a float, a boolean or null one level down is copied here (a
        # text or an integer within its bounds), as ``copy`` copies it
        plain = inner <= self.limits.depth
        text_max = self.limits.text
        bits = self.bits
        kind = type(item)
        if kind is dict or (kind is not list and isinstance(item, Mapping)):
            out: dict[str, Any] = {}  # one pass: text keys, values copied in order
            # a list of texts, integers, booleans and nulls one level further down too
            flat = inner + 1 <= self.limits.depth
            for k, value in item.items():
                text = k if type(k) is str and len(k) <= text_max else self._key(k)
                kind = type(value)
                if plain and (
                    (kind is str and len(value) <= text_max)
                    or (kind is int and value.bit_length() <= bits)
                    or value is None
                    or kind is bool
                    or kind is float
                ):
                    out[text] = value
                    continue
                if kind is list and flat and len(value) <= self.left:
                    for v in value:
                        vk = type(v)
                        if not (
                            (vk is str and len(v) <= text_max)
                            or (vk is int and v.bit_length() <= bits)
                            or v is None
                            or vk is bool
                        ):
                            break
                    else:  # as ``_container`` copies it: its values counted, a new list
                        self.left -= len(value)
                        out[text] = value.copy()
                        continue
                try:  # a nested mapping or list is entered without ``copy``'s tests
                    out[text] = (
                        container(value, inner)
                        if plain and (kind is dict or kind is list)
                        else copy(value, inner)
                    )
                except _Refused as exc:
                    exc.segments.append(f".{text[:40]}")
                    raise
            self.open.discard(ident)
            return out
        items: list[Any] = []
        keep = items.append
        for i, value in enumerate(item):
            kind = type(value)
            if plain and (
                (kind is str and len(value) <= text_max)
                or (kind is int and value.bit_length() <= bits)
                or value is None
                or kind is bool
                or kind is float
            ):
                keep(value)
                continue
            try:
                keep(
                    container(value, inner)
                    if plain and (kind is dict or kind is list)
                    else copy(value, inner)
                )
            except _Refused as exc:
                exc.segments.append(f"[{i}]")
                raise
        self.open.discard(ident)
        return items

    def _key(self, key: Any) -> str:
        """A mapping key as JSON writes it (``1`` -> ``"1"``, ``True`` -> ``"true"``)."""
        if isinstance(key, str):
            if len(key) > self.limits.text:
                raise _Refused(
                    f"{{what}}: at {{where}}: a key of {len(key):,} characters: "
                    + _braced(shown(key))
                )
            return str(key)
        if key is None or isinstance(key, (bool, int, float)):
            if isinstance(key, int) and not isinstance(key, bool) and key.bit_length() > self.bits:
                raise _Refused(self._big())
            return str(json.dumps(key))
        raise _Refused(
            "{what}: at {where}: a key is a text or a number, not " + _braced(shown(key))
        )

    def _big(self) -> str:
        return f"{{what}}: at {{where}}: an integer of more than {self.limits.digits:,} digits"

    def _long_text(self, text: str) -> str:
        return (
            f"{{what}}: at {{where}}: a text of {len(text):,} characters (at most "
            f"{self.limits.text:,}): " + _braced(shown(text))
        )


def _braced(text: str) -> str:
    """``text`` safe inside a message that is ``str.format``-ed later."""
    return text.replace("{", "{{").replace("}", "}}")


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
