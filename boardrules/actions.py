"""Actions and the fixed integer action codec of a game."""

from __future__ import annotations

from collections.abc import Iterable
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
    """

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions: tuple[Action, ...] = tuple(actions)
        self.ids: dict[Action, int] = {}
        self.by_text: dict[str, Action] = {}
        for i, a in enumerate(self.actions):
            if a in self.ids:
                raise ValueError(f"action {a} listed twice in the codec")
            self.ids[a] = i
            self.by_text[str(a)] = a

    def __len__(self) -> int:
        return len(self.actions)

    def id(self, action: Action) -> int:
        return self.ids[action]
