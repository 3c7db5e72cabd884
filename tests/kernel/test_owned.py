"""``boardrules.owned``: the copy-on-write mark of a table's seat records and ``own``."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest

import boardrules
from boardrules import copying
from boardrules.copying import Clonable, compile_clone
from boardrules.engine import GameData
from boardrules.owned import Owned, owner, take_all


@attrs.define(eq=True)
class Seat(Clonable, Owned):
    coins: int
    cards: list[str]


@attrs.define(eq=True)
class Table(GameData):
    seats: list[Seat]


_fork = compile_clone(Table, shallow=("seats",))
own: Callable[[Table, int], Seat] = owner(Table, "seats")


@attrs.define(eq=True)
class Late(Clonable, Owned):
    coins: int


@attrs.define(eq=True)
class LateTable(GameData):
    seats: list[Late]


_late_fork = compile_clone(LateTable, shallow=("seats",))
own_late: Callable[[LateTable, int], Late] = owner(LateTable, "seats")


def table() -> Table:
    t = Table(players=2, seed=0, rng=0, options={}, tasks=[], seats=[Seat(1, ["a"]), Seat(2, [])])
    take_all(t, t.seats)
    return t


def test_a_table_owns_what_it_marked_and_copies_what_it_shares() -> None:
    t = table()
    first = t.seats[0]
    assert own(t, 0) is first  # marked: no copy
    child = _fork(t)
    assert child.seats[0] is first  # shared by the fork
    mine = own(child, 0)
    assert mine is not first and mine == first and child.seats[0] is mine
    mine.coins += 5
    mine.cards.append("b")
    assert (first.coins, first.cards) == (1, ["a"])  # the earlier table is unchanged
    assert own(child, 0) is mine  # copied once
    assert child.seats[1] is t.seats[1]  # the other seat still shared


def test_an_unmarked_record_is_copied_and_a_new_stack_copies_again() -> None:
    t = Table(players=1, seed=0, rng=0, options={}, tasks=[], seats=[Seat(0, [])])
    read = t.seats[0]
    assert own(t, 0) is not read  # never marked (a table read from a position)
    kept = t.seats[0]
    t.tasks = []  # a scratch table's new stack: one copy too many, never too few
    assert own(t, 0) is not kept


def test_the_copy_is_compiled_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """``own`` looks ``clone`` up at each copy: a ``Clonable``'s first ``clone()`` compiles
    it, and a ``clone`` taken before that (``Late.clone`` at import) compiles at each call."""
    compiled: list[type] = []
    real = copying.compile_clone

    def counted(cls: type, *args: object, **kwargs: object) -> object:
        compiled.append(cls)
        return real(cls, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(copying, "compile_clone", counted)
    t = LateTable(players=1, seed=0, rng=0, options={}, tasks=[], seats=[Late(1)])
    for _ in range(3):
        t = _late_fork(t)
        own_late(t, 0).coins += 1
    assert compiled == [Late] and t.seats[0].coins == 4


def test_a_copy_given_to_owner_is_used() -> None:
    copied: list[Seat] = []

    def copy(s: Seat) -> Seat:
        copied.append(s)
        return Seat(s.coins, s.cards)  # shares the list: a game's choice (R&W's rows)

    own_shared = owner(Table, "seats", copy)
    t = table()
    child = _fork(t)
    s = own_shared(child, 1)
    assert copied == [t.seats[1]] and s.cards is t.seats[1].cards


def test_owner_refuses_a_field_the_table_lacks() -> None:
    with pytest.raises(TypeError, match="no field 'sheets'"):
        owner(Table, "sheets")
    with pytest.raises(TypeError, match="no field"):
        owner(Table, "seats[0]")


@pytest.mark.parametrize(
    ("game_id", "field"),
    [("woodcraft", "workshops"), ("hallertau", "villages"), ("woodcraft_rw", "sheets")],
)
def test_the_games_own_is_the_kernels(game_id: str, field: str) -> None:
    """Woodcraft, Hallertau and Roll & Write take their seat records by ``owner``'s
    ``own``, and a step shares the records it does not change."""
    game = boardrules.load_game(game_id)
    module = __import__(f"boardrules.games.{game_id}.state", fromlist=["own"])
    assert module.own.__code__.co_filename.startswith("<own of ")
    records = type(getattr(game.new_game(2, 1)._data, field)[0])
    assert issubclass(records, Owned)
    state = game.new_game(2, 3)
    for _ in range(30):
        before = list(getattr(state._data, field))
        state = state.apply(state.legal_actions()[0])
        after = getattr(state._data, field)
        if any(a is b for a, b in zip(after, before, strict=True)):
            return
    pytest.fail("no step left a seat record shared")
