"""The exceptions the public API raises."""

from __future__ import annotations

import difflib
import operator
import reprlib
from collections.abc import Iterable
from typing import Any


class BoardrulesError(Exception):
    """Base class of every error this library raises on purpose."""


class IllegalAction(BoardrulesError, ValueError):
    """An action that is not legal in this state, or a notation string that names no action.

    The message names what was wrong and lists the legal actions; the state is unchanged.
    """

    def __init__(self, message: str, legal: Iterable[object] = ()) -> None:
        self.legal = tuple(legal)
        shown = ", ".join(str(a) for a in self.legal[:40])
        if len(self.legal) > 40:
            shown += f", ... ({len(self.legal)} in all)"
        super().__init__(f"{message}; legal: [{shown}]" if self.legal else message)


class InvalidState(BoardrulesError, ValueError):
    """A saved state (JSON) that is corrupt, incomplete or inconsistent; nothing is loaded."""


class CardError(BoardrulesError, ValueError):
    """A card file that does not validate; ``problems`` lists every problem found."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


# --- saying what was wrong ----------------------------------------------------------------
_short = reprlib.Repr()
_short.maxstring = _short.maxother = _short.maxlong = 60


def shown(value: Any) -> str:
    """``value`` for an error message: an Action by its notation, anything else by a repr
    cut to a few dozen characters (never the whole of a huge input)."""
    if isinstance(value, int) and value.bit_length() > 14_000:  # repr fails past 4,300 digits
        return f"an integer of about {int(value.bit_length() * 0.30103):,} digits"
    try:
        if isinstance(value, tuple) and hasattr(value, "kind") and len(str(value)) <= 80:
            return str(value)  # an Action
        return _short.repr(value)
    except Exception:  # a repr that fails (a huge number inside a list, a broken __repr__)
        return f"a {type(value).__name__}"


def clip(text: str, limit: int = 2000) -> str:
    """A message cut to ``limit`` characters (an error never prints a whole huge input)."""
    return text if len(text) <= limit else f"{text[: limit - 30]}... ({len(text)} characters)"


def as_int(value: Any) -> int | None:
    """``value`` as an int if it is an integer (int or a numpy integer, never a bool), else
    None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def same_value(value: Any, choice: Any) -> bool:
    """Equal and of the same type (``True`` is not ``1``, ``1.0`` is not ``1``)."""
    return type(value) is type(choice) and bool(value == choice)


def close_words(word: Any, words: Iterable[str]) -> str:
    """`` (close: a, b)`` naming the words of ``words`` close to ``word``, or nothing."""
    found = difflib.get_close_matches(str(word), list(words), n=3, cutoff=0.5)
    return f" (close: {', '.join(found)})" if found else ""
