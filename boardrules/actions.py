"""Actions and the fixed integer action codec of a game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, NamedTuple

from boardrules.errors import IllegalAction

Arg = int | str


class Action(NamedTuple):
    """One atomic move: a kind and a few arguments, e.g. ``Action("pick", ("yellow", 3))``.

    ``str(action)`` is its notation (``"pick yellow 3"``); ``Game.parse_action`` reads it back.
    A game declares each kind once as a subclass of ``Kind`` (below), which names the
    arguments; the actions the kernel hands a game (legal actions, the action a decision
    resolves) are of those classes, so code reads ``action.colour``, never ``args[0]``.
    """

    kind: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        args = self.args if isinstance(self.args, (tuple, list)) else (self.args,)
        return " ".join([str(self.kind), *(str(a) for a in args)])

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


_TAKEN = frozenset(("kind", "args", "fields", "word", "index", "count"))


def _getter(i: int) -> property:
    def get(self: Action) -> Arg | None:
        args = self[1]
        return args[i] if i < len(args) else None

    return property(get)


class Kind(Action):
    """Base of a typed action kind: the word of its notation and its named arguments.

    >>> class Pick(Kind, word="pick"):
    ...     colour: str
    ...     value: int | None  # absent in "pick order"
    >>> a = Pick("yellow", 3)
    >>> a, a.colour, a.value, a == Action("pick", ("yellow", 3))
    (Action('pick yellow 3'), 'yellow', 3, True)
    >>> Pick("order").value is None
    True

    An instance is an ``Action`` (equal to, and hashed as, the plain action of the same
    notation), so ids, the codec and saved games do not change; ``match`` reads the names
    (``case Pick(colour=c, value=v)``). An argument the notation leaves out reads None.
    """

    __slots__ = ()
    word: ClassVar[str] = ""
    fields: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, word: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not word or not word.replace("_", "").isalnum() or word != word.lower():
            raise TypeError(f"{cls.__qualname__}: a kind needs its word (lowercase): word=...")
        cls.word = word
        names = tuple(n for n in cls.__dict__.get("__annotations__", {}) if n not in ("word",))
        cls.fields = names
        cls.__match_args__ = names  # type: ignore[misc]
        for i, name in enumerate(names):
            if name in _TAKEN or name.startswith("_"):  # a tuple's or an Action's own names
                raise TypeError(f"{cls.__qualname__}: {name!r} cannot name an argument")
            setattr(cls, name, _getter(i))

    def __new__(cls, *args: Arg) -> Kind:  # noqa: D102
        if len(args) > len(cls.fields):
            raise TypeError(f"{cls.word} takes at most {len(cls.fields)} arguments: {cls.fields}")
        return tuple.__new__(cls, (cls.word, args))

    def __getnewargs__(self) -> tuple[Arg, ...]:
        return self[1]

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def typed(action: Action, kinds: Mapping[str, type[Kind]]) -> Action:
    """``action`` as an instance of its declared kind (itself if the kind is undeclared)."""
    cls = kinds.get(action[0])
    if cls is None or type(action) is cls:
        return action
    return tuple.__new__(cls, (action[0], tuple(action[1])))


def kinds_table(classes: Iterable[type[Kind]]) -> dict[str, type[Kind]]:
    """``{word: class}``, refusing two classes with one word."""
    table: dict[str, type[Kind]] = {}
    for cls in classes:
        if not (isinstance(cls, type) and issubclass(cls, Kind)) or cls is Kind:
            raise TypeError(f"{cls!r} is not an action kind (a subclass of Kind)")
        other = table.get(cls.word)
        if other is not None and other is not cls:
            raise TypeError(f"two action kinds have the word {cls.word!r}: {other} and {cls}")
        table[cls.word] = cls
    return table


class Roll(Kind, word="roll"):
    """A chance outcome: the value rolled (1..sides)."""

    value: int


class Deal(Kind, word="deal"):
    """A chance outcome: the card a ``Draw`` deals."""

    card: str


class ChooseBranch(Kind, word="choose"):
    """The ``choose`` primitive's answer: the branch, from 0."""

    branch: int


class Yes(Kind, word="yes"):
    """``optional``: run it."""


class No(Kind, word="no"):
    """``optional``: do not run it."""


class Retired(Kind, word="retired"):
    """A locked id whose action the data no longer has: never legal."""

    notation: str


KERNEL_KINDS: tuple[type[Kind], ...] = (Roll, Deal, ChooseBranch, Yes, No, Retired)


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
        table = [by_text.pop(text, Retired(text)) for text in locked]
        self.retired = tuple(a for a in table if isinstance(a, Retired))
        self.new = tuple(a for a in current if str(a) in by_text)
        self.actions: tuple[Action, ...] = (*table, *self.new)
        self.ids: dict[Action, int] = {a: i for i, a in enumerate(self.actions)}
        self.by_text: dict[str, Action] = {str(a): a for a in self.actions}
        self.text: dict[Action, str] = {a: t for t, a in self.by_text.items()}
        self.notations: tuple[str, ...] = tuple(str(a) for a in self.actions)  # by id
        # each notation's id: ``exact_id(from_text(text))`` in one look-up (a replay's)
        self.text_ids: dict[str, int] = {t: self.ids[a] for t, a in self.by_text.items()}

    def __len__(self) -> int:
        return len(self.actions)

    def id(self, action: Action) -> int:
        return self.ids[action]

    def exact_id(self, action: object) -> int | None:
        """The id of ``action`` if it is one of the game's actions by value and type (an
        ``Action`` whose arguments have the types of the codec's: ``pick yellow 1.0`` or a bare
        tuple is no action), else None."""
        if not isinstance(action, Action):
            return None
        try:
            aid = self.ids.get(action)
        except TypeError:  # an unhashable argument (a list...)
            return None
        if aid is None:
            return None
        known = self.actions[aid]
        if action is not known and (
            type(action.kind) is not str
            or type(action.args) is not tuple
            or any(type(a) is not type(b) for a, b in zip(action.args, known.args, strict=True))
        ):
            return None
        return aid

    def from_text(self, text: str, game: str = "this game") -> Action:
        """The action whose notation is ``text`` exactly; IllegalAction if none is."""
        action = self.by_text.get(text)
        if action is None:
            raise IllegalAction(f"{text!r} is not the notation of any {game} action")
        return action
