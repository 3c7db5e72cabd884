"""Tasks: the typed records on a game's task stack.

A task is a frozen attrs record, one class per shape, named in the game's own words
(``Crop(seat=0, left=3)``). There are three kinds:

- an **op**, a plain ``Task`` subclass: a step of the rules that runs without asking anyone.
  The game maps the class to a handler ``handler(data, task)`` in ``build_ops``;
- a **decision**, a ``Decision`` subclass: a player must choose. Its ``seat`` field names who
  chooses; the game maps the class to ``(options(data, task), resolve(data, task, action))``
  in ``build_decisions``;
- a **chance** task, a ``Chance`` subclass: one random outcome ``1..sides``, all equally likely;
  the game's ``chance_result(data, task, value)`` applies it.

Handlers are found by the task's class, never by a name, so a game's tasks cannot clash with
the kernel's. Each class has a ``name`` (by default its class name in snake_case:
``PickOrder`` -> ``"pick_order"``): ``state.decision`` reports it, and saved games and
positions write a task as ``{"task": name, **fields}`` (the kernel's own tasks as
``kernel:<name>``, so a game may name a task ``gain`` too). Records are immutable, so copying a
stack is copying a list.

>>> import attrs
>>> @attrs.frozen
... class Crop(Decision):
...     left: int
>>> t = Crop(seat=0, left=3)
>>> t.name, t.seat, t.left
('crop', 0, 3)
>>> task_to_doc(t)
{'task': 'crop', 'seat': 0, 'left': 3}
>>> task_to_doc(Gain(seat=0, resource="hops", amount=2))
{'task': 'kernel:gain', 'seat': 0, 'resource': 'hops', 'amount': 2, 'env': []}
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, TypeVar

import attrs

from boardrules import rng

_WORD = re.compile(r"(?<!^)(?=[A-Z])")
_NAME = re.compile(r"[a-z][a-z0-9_]*")


def snake_case(class_name: str) -> str:
    """``PickOrder`` -> ``pick_order``."""
    return _WORD.sub("_", class_name).lower()


@attrs.frozen
class Task:
    """Base of every task record (see the module's docstring)."""

    name: ClassVar[str] = "task"
    tag: ClassVar[str] = "task"  # the name in saved games: ``name``, or ``kernel:name``

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "name" not in cls.__dict__:
            cls.name = snake_case(cls.__name__)
        if not _NAME.fullmatch(cls.name):
            raise TypeError(
                f"task name {cls.name!r} of {cls.__qualname__}: lowercase letters, digits and _"
            )
        if "tag" not in cls.__dict__:
            module = cls.__module__
            kernel = module == __name__ or module.startswith("boardrules.cards.")
            cls.tag = f"kernel:{cls.name}" if kernel else cls.name


@attrs.frozen
class Decision(Task):
    """A task at which seat ``seat`` must choose one of the legal actions."""

    seat: int


@attrs.frozen
class Chance(Task):
    """One random outcome in ``1..sides``, all equally likely (a die, a draw by position)."""

    sides: int


def task_to_doc(task: Task) -> dict[str, Any]:
    """The plain form of a task in saved games and positions: ``{"task": name, **fields}``."""
    doc: dict[str, Any] = {"task": task.tag}
    for field in attrs.fields(type(task)):
        doc[field.name] = _plain(getattr(task, field.name))
    return doc


def asked(tasks: list[Any], hidden: Mapping[type, tuple[str, ...]] = {}) -> Any:
    """The decision on top of ``tasks`` as the whole table hears it asked (for an observation):
    its record as in a saved game, less the fields ``hidden`` names for its class (what only
    the deciding seat knows; its legal actions tell it); None when no decision is asked."""
    if not tasks or not isinstance(tasks[-1], Decision):
        return None
    doc = task_to_doc(tasks[-1])
    for name in hidden.get(type(tasks[-1]), ()):
        del doc[name]
    return doc


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def task_types(classes: Any) -> dict[str, type[Task]]:
    """``{tag: class}`` for task classes, refusing two classes with one name."""
    table: dict[str, type[Task]] = {}
    for cls in classes:
        if not (isinstance(cls, type) and issubclass(cls, Task)) or cls in (
            Task,
            Decision,
            Chance,
        ):
            raise TypeError(f"{cls!r} is not a task record class (a subclass of Task)")
        other = table.get(cls.tag)
        if other is not None and other is not cls:
            raise TypeError(
                f"two task classes are named {cls.name!r}: {other.__qualname__} and "
                f"{cls.__qualname__}; give one of them another `name`"
            )
        table[cls.tag] = cls
    return table


# --- the kernel's own tasks (saved as ``kernel:<name>``, so a game's names never clash) -----
Env = tuple[tuple[str, Any], ...]  # an event's payload: (key, value) pairs, "event" first


@attrs.frozen
class RunEffects(Task):
    """Runs effect ``index`` of the effect list ``ref`` for ``seat``, then the next one."""

    name = "effects"
    seat: int
    ref: str
    index: int = 0
    env: Env = ()


@attrs.frozen
class Gain(Task):
    """``seat`` gains ``amount`` of ``resource`` (what that means is the game's)."""

    seat: int
    resource: str
    amount: int
    env: Env = ()


@attrs.frozen
class Choose(Decision):
    """The ``choose`` primitive at ``here``: one of ``branches`` effect lists."""

    here: str
    branches: int
    env: Env = ()


@attrs.frozen
class MayRun(Decision):
    """The ``optional`` primitive at ``here``: run its effect list (yes) or not (no)."""

    name = "optional"
    here: str
    env: Env = ()


@attrs.frozen
class Draw(Chance):
    """A card drawn from the game's pile ``pile`` (with ``chance="explicit"``): the outcomes
    are ``deal <card>`` for the cards that could come, each as likely as its copies in the
    pile. ``seat`` is the one seat that sees the card (-1: everybody, ``FACE_DOWN``:
    nobody); ``into`` says where it goes, in the game's words, and ``slot`` which space
    there (-1: none). ``sides`` is unused (0).

    One draw path in both chance modes: a game always pushes its ``Draw`` and the kernel
    answers it. With ``chance="auto"`` the card is the first of ``Game.pile`` (the pile's top
    in the seed's shuffle, so a game shuffles its decks at setup in both modes); with
    ``chance="explicit"`` it is a CHANCE node whose outcomes are ``deal <card>``."""

    pile: str
    seat: int = -1
    into: str = ""
    slot: int = -1


FACE_DOWN = -2  # the seat of a Draw whose card nobody sees (dealt face down)


def draw(pile: str, seat: int = -1, into: str = "", slot: int = -1) -> Draw:
    """The ``Draw`` of one card from ``pile`` (see ``Draw``)."""
    return Draw(0, pile, seat, into, slot)


class Table(Protocol):
    """What ``shuffle_pile`` reads of a game's data (``GameData``)."""

    rng: int
    explicit_chance: bool


T = TypeVar("T")


def shuffle_pile(d: Table, cards: list[T]) -> None:
    """Shuffles a pile in the middle of a game (a discard pile turned over into a deck, a new
    deck brought in) with the table's generator. One path in both chance modes: with
    ``chance="explicit"`` every card of it is drawn at a CHANCE node, so its order is never
    read; it stays as it is and the generator is untouched (no random event off a CHANCE
    node)."""
    if not d.explicit_chance:
        d.rng = rng.shuffle(d.rng, cards)


C = TypeVar("C", bound=Chance)


def roll_now(d: Table, dice: Sequence[C], result: Callable[[C, int], None]) -> Sequence[C]:
    """Rolls the ``Chance`` tasks ``dice`` at once, in their order, as the task loop would roll
    them were they scheduled next (``later(d, *dice)``): the same draws of the table's
    generator, each value handed to ``result(task, value)``; returns none left to schedule.
    With ``chance="explicit"`` each die is a CHANCE node: nothing is rolled and ``dice`` is
    returned, to be scheduled (``later(d, *roll_now(...), next_task)``). One path in both
    modes, that saves a scheduled task per die in the hot loop of a game with many dice.
    Only the last die's ``result`` may schedule tasks (they then run first, as they would):
    the loop would run an earlier die's before rolling the next."""
    if d.explicit_chance:
        return dice
    for task in dice:
        d.rng, r = rng.randbelow(d.rng, task.sides)
        result(task, r + 1)
    return ()


D = TypeVar("D", bound=Draw)


def deal_now(
    d: Table, draws: Sequence[D], top: Callable[[D], str], result: Callable[[D, str], None]
) -> Sequence[D]:
    """Deals the ``Draw`` tasks ``draws`` at once, in their order, as the task loop would deal
    them were they scheduled next: ``top(task)`` is the card the loop deals (``Game.pile(d,
    task)[0]``, which a game may find without listing the pile), ``result(task, card)`` the
    game's ``draw_result``; returns none left to schedule. With ``chance="explicit"`` each draw
    is a CHANCE node: nothing is dealt and ``draws`` is returned, to be scheduled (as
    ``roll_now``). Only the last draw's ``result`` may schedule tasks."""
    if d.explicit_chance:
        return draws
    for task in draws:
        result(task, top(task))
    return ()


KERNEL_TASKS: tuple[type[Task], ...] = (RunEffects, Gain, Choose, MayRun, Draw)
