"""The table writers' helpers (``boardrules.writers``): a ``Block`` is written again as soon as
one of its lists differs by value from those of its last build, even when the data changed a
list in place; ``relative_seats`` is the ``Seat`` part's slot; ``fields_of`` reads a record's
fields as ``operator.attrgetter`` does."""

from __future__ import annotations

from array import array
from operator import attrgetter
from typing import Any

import attrs
import pytest

from boardrules.tensors import Encoder, Seat
from boardrules.writers import Block, Buffer, fields_of, relative_seats


def counting_block() -> tuple[Block, list[int]]:
    builds: list[int] = []

    def build(out: Buffer, values: list[int]) -> None:
        builds.append(1)
        for i, v in enumerate(values):
            out[i] = v / 4.0

    return Block(3, build), builds


def test_a_block_is_copied_while_its_lists_are_equal_and_built_again_when_one_changes() -> None:
    block, builds = counting_block()
    values = [1, 0, 2]
    out = [0.0] * 5
    block.put(out, 1, values)
    block.put(out, 1, list(values))  # another list, equal: copied, not built
    assert out == [0.0, 0.25, 0.0, 0.5, 0.0] and len(builds) == 1
    values[1] = 3  # the same list changed in place: the kept copy tells
    block.put(out, 1, values)
    assert out == [0.0, 0.25, 0.75, 0.5, 0.0] and len(builds) == 2


def test_a_block_writes_float32_into_a_memoryview() -> None:
    block, builds = counting_block()
    floats = array("f", bytes(4 * 4))
    view: Any = memoryview(floats)
    block.put(view, 0, [1, 2, 3])
    block.put(view, 1, [1, 2, 3])
    assert floats.tolist() == [0.25, 0.25, 0.5, 0.75] and len(builds) == 1


def test_relative_seats_are_the_seat_parts_slots() -> None:
    seats = relative_seats(4)
    encoder = Encoder(Seat(), 4)
    for players in range(1, 5):
        for viewer in range(players):
            for seat in (-1, *range(players)):
                row = encoder.encode(seat, viewer, players)
                slot = seats[players][viewer][seat]
                assert row == [1.0 if i == slot else 0.0 for i in range(4)]


def test_fields_of_reads_the_fields_of_a_record_in_order() -> None:
    @attrs.define
    class Record:
        a: int
        b: list[int]
        c: str

    record = Record(1, [2], "x")
    assert fields_of("c", "a", "b")(record) == ("x", 1, [2])
    assert fields_of("b")(record)[0] is record.b  # the objects themselves, one a tuple
    assert fields_of("a", "c")(Record(5, [], "y")) == attrgetter("a", "c")(Record(5, [], "y"))
    with pytest.raises(AttributeError):
        fields_of("d")(record)
    for bad in ((), ("a b",), ("a)", "b")):
        with pytest.raises(ValueError, match="not field names"):
            fields_of(*bad)
