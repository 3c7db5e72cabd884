"""Copy on write of a table's seat records: ``Owned``, the mark, and ``owner``, a game's ``own``.

A game whose table (``GameData``) holds one mutable record per seat (Woodcraft's workshops,
Hallertau's villages, Roll & Write's sheets) may let its ``fork`` (the copy ``apply`` steps
on) copy the list of records, not the records: most steps change one record or none. The
records are then shared with the table they came from, and a rule changing one first takes it
by the game's ``own(d, p)``, which copies the record unless ``d`` already owns it.

Which table owns a record is the mark in its slot ``_of`` (``Owned``, a class without fields:
no part of equality, copies, hashes or saved games): the task stack of the table, ``d.tasks``,
a list of each table's own (``clone`` and ``fork`` copy it) that a record holding it keeps
alive, so no other list can take its id. A mark is cheaper to read than a weak reference to
the table. A table whose stack is replaced by a new list (a position's scratch table) merely
copies a record again on its next ``own``: a copy too many, never one too few.

``own`` is written out for the table's field (``owner``: the same lines as this module's
``OWN``, compiled once, as ``boardrules.copying.compile_clone`` does): a rule site calls it
at every change, and a call more per ``own`` was measurable in the solo games.
``take_all`` marks every record of a table its own (a new table, a full copy).

Not in the optional compiled build (setup.py): the games' records subclass ``Owned``, and a
compiled class is closed to subclasses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from boardrules.engine import GameData

D = TypeVar("D", bound="GameData")
R = TypeVar("R", bound="Owned")


class Owned:
    """The slot ``own`` marks a seat record with: the task stack of the table that may change
    it in place (see the module). A record never marked (a new table's before ``take_all``,
    a position's) has no ``_of``, and ``own`` copies it."""

    __slots__ = ("_of",)
    _of: object


# ``own(d, p)`` for the field FIELD of the table: seat p's record, d's own to change
# (COPY: ``record.clone()``, or ``copy(record)`` for the ``copy`` given to ``owner``).
OWN = """\
def own(d, p):
    records = d.FIELD
    record = records[p]
    mark = d.tasks
    try:
        if record._of is mark:
            return record
    except AttributeError:  # never marked: copied too
        pass
    record = COPY
    record._of = mark
    records[p] = record
    return record
"""


def owner(
    table: type[D], field: str, copy: Callable[[R], R] | None = None
) -> Callable[[D, int], R]:
    """The game's ``own(d, p)``: seat ``p``'s record in the list ``d.<field>``, ``d``'s own
    to change, copied first if it may be shared with another table (the fork ``d`` came
    from, or one forked from ``d``), so a change never reaches an earlier state. Every rule
    that changes a record (or calls one that does, and reads it after) takes it by ``own``:
    a record read before an ``own`` of its seat may be the shared one. The copy is
    ``copy(record)``, else the record's ``clone()``, looked up at each copy (a
    ``boardrules.copying.Clonable`` compiles its ``clone`` at the first call)."""
    if not field.isidentifier() or field not in {f.name for f in table.__attrs_attrs__}:
        raise TypeError(f"{table.__qualname__} has no field {field!r} of seat records")
    made = "record.clone()" if copy is None else "copy(record)"
    source = OWN.replace("FIELD", field).replace("COPY", made)
    namespace: dict[str, Any] = {"copy": copy}
    exec(compile(source, f"<own of {table.__qualname__}.{field}>", "exec"), namespace)  # noqa: S102
    fn: Callable[[D, int], R] = namespace["own"]
    fn.__qualname__ = fn.__name__ = "own"
    fn.__doc__ = (
        f"Seat ``p``'s record of ``d.{field}``, ``d``'s own to change: copied first if it may "
        f"be shared with another table (``boardrules.owned``).\n\n{source}"
    )
    return fn


def take_all(d: GameData, records: Iterable[Owned]) -> None:
    """Marks every record of ``records`` (a list of ``d``'s) ``d``'s own: for a table holding
    the only reference to each (a new table, a full copy), so a record taken before a rule
    runs is the one the rule changes."""
    mark = d.tasks
    for r in records:
        r._of = mark
