"""The table writers' helpers (``boardrules.writers``): a ``Block`` is written again as soon as
one of its lists differs by value from those of its last build, even when the data changed a
list in place; ``relative_seats`` is the ``Seat`` part's slot."""

from __future__ import annotations

from array import array
from typing import Any

from boardrules.tensors import Encoder, Seat
from boardrules.writers import Block, Buffer, relative_seats


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
