"""The generic clone(): copies what can change, shares the rest, as fast as one by hand."""

import enum
import random
from typing import Any

import attrs
import pytest

import boardrules
from boardrules import copying
from boardrules.copying import SHARE, Clonable
from boardrules.tasks import Decision, Task


class Colour(enum.Enum):
    RED = 1


@attrs.frozen
class Ask(Decision):
    left: int


@attrs.define
class Seat(Clonable):
    coins: int
    hand: list[str]
    tally: dict[str, int]


@attrs.define
class Table(Clonable):
    seats: list[Seat]
    decks: dict[str, list[str]]
    grid: list[list[int]]
    marks: set[int]
    spare: Seat | None
    colour: Colour
    tasks: list[Ask | tuple[Any, ...]]
    layout: list[int] = attrs.field(metadata=SHARE)


def table() -> Table:
    return Table(
        seats=[Seat(3, ["a"], {"x": 1})],
        decks={"draw": ["b", "c"]},
        grid=[[1, 2], [3]],
        marks={4},
        spare=Seat(0, [], {}),
        colour=Colour.RED,
        tasks=[Ask(0, 2), ("op", 1)],
        layout=[7, 8],
    )


def test_a_shallow_field_is_a_new_list_of_the_same_records() -> None:
    # the copy on write of a game (Hallertau's HData.fork): the list is new, its records shared
    fork = copying.compile_clone(Table, shallow=("seats",))
    t = table()
    u = fork(t)
    assert u == t and u.seats is not t.seats and u.seats[0] is t.seats[0]
    assert u.decks["draw"] is not t.decks["draw"]  # the other fields as clone() copies them
    u.seats.append(Seat(1, [], {}))
    assert len(t.seats) == 1


def test_a_shared_field_is_the_same_object_and_an_unknown_one_is_refused() -> None:
    # a game's rows that its rules replace (Roll & Write's RWData.fork): the same list
    fork = copying.compile_clone(Table, share=("grid", "marks"))
    t = table()
    u = fork(t)
    assert u == t and u.grid is t.grid and u.marks is t.marks
    assert u.decks["draw"] is not t.decks["draw"] and u.seats[0] is not t.seats[0]
    assert t.clone().grid is not t.grid  # clone() still copies it
    with pytest.raises(TypeError, match="no field 'gird'"):
        copying.compile_clone(Table, share=("gird",))


def test_a_clone_is_equal_and_changing_it_leaves_the_original_alone() -> None:
    t = table()
    u = t.clone()
    assert u == t and type(u) is Table
    u.seats[0].hand.append("z")
    u.seats[0].tally["x"] = 9
    u.decks["draw"].pop()
    u.grid[0].append(5)
    u.marks.add(6)
    assert u.spare is not None
    u.spare.coins = 5
    u.tasks.pop()
    assert t == table()


def test_immutable_values_and_shared_fields_are_shared() -> None:
    t = table()
    u = t.clone()
    assert u.layout is t.layout
    assert u.tasks[0] is t.tasks[0] and u.colour is t.colour
    assert t.clone().spare is not t.spare
    t.spare = None
    assert t.clone().spare is None


def test_a_field_of_unknown_type_is_refused_naming_it() -> None:
    @attrs.define
    class Loose(Clonable):
        stuff: dict[str, Any]

    with pytest.raises(TypeError, match=r"Loose\.stuff: cannot tell how to copy"):
        Loose({}).clone()


def test_a_subclass_compiles_its_own_clone_and_a_written_one_is_kept() -> None:
    @attrs.define
    class Base(Clonable):
        a: list[int]

    @attrs.define
    class Child(Base):
        b: list[int]

    @attrs.define
    class Own(Base):
        def clone(self) -> "Own":
            return Own([-1])

    assert Base([1]).clone() == Base([1])  # Base compiled first...
    child = Child([1], [2]).clone()
    assert type(child) is Child and child.b == [2]  # ...Child does not reuse it
    assert Own([1]).clone() == Own([-1])


@pytest.mark.parametrize("name", ["woodcraft_rw", "kleine_voelker", "hallertau", "nusfjord"])
def test_every_game_clone_copies_each_mutable_field(name: str) -> None:
    game = boardrules.load_game(name)
    state = game.new_game(3, seed=2)
    rnd = random.Random(2)
    for _ in range(60):
        state = state.apply(rnd.choice(state.legal_actions()))
    d = state.data
    c = d.clone()
    assert c == d and type(c) is type(d)
    for f in attrs.fields(type(d)):
        value = getattr(d, f.name)
        if isinstance(value, list | dict | set) and not f.metadata.get(copying.SHARED):
            assert getattr(c, f.name) is not value, f.name
        if isinstance(value, list) and value and attrs.has(type(value[0])):
            if not isinstance(value[0], Task):  # task records are immutable: shared
                assert getattr(c, f.name)[0] is not value[0], f.name
