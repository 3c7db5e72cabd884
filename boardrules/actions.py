"""Actions and the fixed integer action codec of a game."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

Arg = int | str


class Action(NamedTuple):
    """One atomic move: a kind and a few arguments, e.g. ``Action("pick", ("yellow", 3))``.

    ``str(action)`` is its notation (``"pick yellow 3"``); ``Game.parse_action`` reads it back.
    """

    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


class ActionCodec:
    """Numbers every distinct action of a game once, in a fixed order.

    The table is built from the game's data when the game loads, so ids do not depend on any
    state: an RL policy can use ``legal_action_mask()`` vectors of length ``len(codec)``.

    ``locked`` (the game's ``actions.lock``, one notation per line) fixes the ids across
    versions of the data: a locked action keeps its line number as its id; an action the data
    no longer has keeps its id as a ``retired`` action that is never legal; actions the lock
    does not list yet (``new``) follow, in the game's order.
    """

    def __init__(self, actions: Iterable[Action], locked: Sequence[str] = ()) -> None:
        current = list(actions)
        by_text = {str(a): a for a in current}
        if len(by_text) != len(current):
            texts = [str(a) for a in current]
            twice = next(t for t in texts if texts.count(t) > 1)
            raise ValueError(f"action {twice} listed twice in the codec")
        if len(set(locked)) != len(locked):
            raise ValueError("actions.lock lists an action twice")
        table = [by_text.pop(text, Action("retired", (text,))) for text in locked]
        self.retired = tuple(a for a in table if a.kind == "retired")
        self.new = tuple(a for a in current if str(a) in by_text)
        self.actions: tuple[Action, ...] = (*table, *self.new)
        self.ids: dict[Action, int] = {a: i for i, a in enumerate(self.actions)}
        self.by_text: dict[str, Action] = {str(a): a for a in self.actions}
        self.text: dict[Action, str] = {a: t for t, a in self.by_text.items()}

    def __len__(self) -> int:
        return len(self.actions)

    def id(self, action: Action) -> int:
        return self.ids[action]
