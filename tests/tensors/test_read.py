"""A ``Read`` part (``boardrules.tensors``): an observation's value in the game's words is
encoded as the numbers its reader gives, by the list encoder and the compiled writer alike, at
the part's own place in the layout."""

from __future__ import annotations

from boardrules.tensors import Encoder, Num, Read, Rec, Vec
from boardrules.writers import compile_writer


def box_numbers(words: list[str | None]) -> list[int]:
    """Roll & Write's turn boxes as numbers: the value written in, 0 an order, -1 blank."""
    return [-1 if w is None else 0 if w == "order" else int(w.split()[-1]) for w in words]


SCHEMA = Rec({"round": Num(6), "turn_boxes": Read(box_numbers, Vec(4, 6)), "nuts": Num(10)})
VIEW = {"round": 3, "turn_boxes": ["yellow 3", "order", None, "brown 6"], "nuts": 5}


def test_a_read_part_encodes_the_numbers_of_its_words() -> None:
    enc = Encoder(SCHEMA, 2)
    assert enc.layout["turn_boxes"] == slice(1, 5)
    want = [0.5, 0.5, 0.0, -1 / 6, 1.0, 0.5]
    assert enc.encode(VIEW, 0, 2) == want
    assert enc.encode(VIEW, 0, 2) == Encoder(
        Rec({"round": Num(6), "turn_boxes": Vec(4, 6), "nuts": Num(10)}), 2
    ).encode({**VIEW, "turn_boxes": [3, 0, -1, 6]}, 0, 2)


def test_the_compiled_writer_reads_alike() -> None:
    buf = [0.0] * 6
    compile_writer(SCHEMA, 2)(VIEW, 0, 2, buf, 0)
    assert buf == Encoder(SCHEMA, 2).encode(VIEW, 0, 2)
