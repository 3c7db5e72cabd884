"""A card's values as a game reads them (issue 22 item 3): typed accessors of an entry's own
keys, each refusing a value of another type with the key's line, and specs checked when a
game declares them (boardrules/cards/schema.py, boardrules/cards/specs.py)."""

from __future__ import annotations

import pytest

from boardrules.cards.lexicon import Lexicon
from boardrules.cards.schema import Card, Source, Value
from boardrules.cards.specs import spec
from boardrules.cards.vocabulary import Vocabulary
from boardrules.errors import CardError
from boardrules.registry import load_game


def entry(**props: Value) -> Card:
    lines = {key: 10 + i for i, key in enumerate(props)}
    return Card("T-1", "tile", Source(assumed="a test"), "data/t/tiles.yaml", 9, props=props,
                key_lines=lines)  # fmt: skip


def test_each_accessor_gives_the_type_the_game_reads() -> None:
    card = entry(n=3, name="oak", open=True, ns=(1, 2), names=("a", "b"), rows=((1, "x"),))
    assert card.prop_int("n") == 3 and card.prop_str("name") == "oak"
    assert card.prop_bool("open") is True and card.prop_bool("shut") is False
    assert card.prop_ints("ns") == (1, 2) and card.prop_strs("names") == ("a", "b")
    assert [card.list_in("rows", r) for r in card.prop_list("rows")] == [(1, "x")]
    assert card.prop_int("absent", 0) == 0 and card.prop_str("absent", None) is None
    assert card.prop_ints("absent", ()) == () and card.prop_map("absent", {}) == {}


def test_a_value_of_another_type_is_an_error_at_its_line() -> None:
    card = entry(n="3", flag=1, ns=(1, True), m=(1,))
    with pytest.raises(CardError) as err:
        card.prop_int("n")
    assert str(err.value) == (
        "data/t/tiles.yaml:10: T-1: PROP-TYPE 'n' of a tile entry is '3', not an integer"
    )
    with pytest.raises(CardError, match="tiles.yaml:11: T-1: PROP-TYPE 'flag' .* true or false"):
        card.prop_bool("flag")
    with pytest.raises(CardError, match="'ns' .* is \\(1, True\\), not a list of integers"):
        card.prop_ints("ns")  # true is no number
    with pytest.raises(CardError, match="'m' of a tile entry is \\(1,\\), not a mapping"):
        card.prop_map("m")


def test_a_missing_key_without_a_default_is_an_error_at_the_entry() -> None:
    with pytest.raises(CardError, match="tiles.yaml:9: T-1: PROP-TYPE 'rows' .* is missing"):
        entry().prop_int("rows")


def test_a_mapping_is_read_by_texts_or_by_numbers() -> None:
    card = entry(layout={2: ("E01",), 3: ("E02",)}, costs={"wood": 1})
    assert card.by_number_in("layout", card.prop("layout")) == {2: ("E01",), 3: ("E02",)}
    assert card.map_in("costs", card.prop("costs")) == {"wood": 1}
    with pytest.raises(CardError, match="not a mapping$"):
        card.map_in("layout", card.prop("layout"))  # numbers are no texts


def test_the_accessors_read_a_loaded_game_as_its_file_says() -> None:
    row = load_game("woodcraft_rw").catalog["saw_blade"]  # data/woodcraft_rw/sheet.yaml
    assert (row.prop_int("circles"), row.prop_ints("chestnut_at")) == (10, (4, 8))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("expression", "unknown spec 'expression'"),
        (("list",), "unknown spec \\('list',\\)"),
        (("map", {"n": "int"}), "the key 'n': \\(spec, required\\)"),
        (("enum", ({"a": 1},)), "enum spec"),
        (("or", "int"), "unknown spec"),
    ],
)
def test_a_malformed_spec_is_refused_when_declared(text: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        spec(text)
    with pytest.raises(ValueError, match=problem):
        Vocabulary(kinds={}, primitives={"word": text})  # the converter checks any object
    with pytest.raises(ValueError, match=problem):
        Lexicon().primitive("word", text)(print)  # type: ignore[arg-type]


def test_a_spec_reads_as_the_tuples_a_game_writes() -> None:
    written = ("map", {"times": ("expr", True), "do": (("list", ("enum", (1, "x"))), False)})
    assert spec(written) == written
    assert spec(("or", "int", ("dict", "str"))) == ("or", "int", ("dict", "str"))
