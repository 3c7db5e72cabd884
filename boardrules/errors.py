"""The exceptions the public API raises."""

from __future__ import annotations

from collections.abc import Iterable


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
