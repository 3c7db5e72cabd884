"""A game's parameter table is a typed record (issue 22 item 2): each game declares a
``TypedDict`` of its ``kind: parameter`` entries (games/<id>/parameters.py), and
``boardrules.cards.parameters`` reports (``boardrules validate``, the game's ``check_catalog``)
and refuses at load a value of another shape, an entry the rules do not read and a parameter
missing, each as ``file:line: id: CODE problem``."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path
from typing import Any, TypedDict

import pytest

from boardrules import Game
from boardrules.cards.folders import validate_paths
from boardrules.cards.loader import Catalog
from boardrules.cards.parameters import parameter_problems, read_parameters
from boardrules.cards.schema import Card, Source, Value
from boardrules.datafiles import data_dir
from boardrules.errors import CardError
from boardrules.registry import game_class, load_game


class Rows(TypedDict):
    lowest: int
    highest: int


class Table(TypedDict):
    rounds: int
    start: tuple[int, ...]
    rows: Rows
    cost: dict[str, tuple[dict[str, int], ...]]
    pair: tuple[str, int]
    by_count: dict[int, int]


GOOD: dict[str, Value] = {
    "rounds": 6,
    "start": (2, 3),
    "rows": {"lowest": 2, "highest": 5},
    "cost": {"sloop": ({"wood": 2},)},
    "pair": ("brown", 2),
    "by_count": {2: 4, 3: 3},
}


def entries(**changed: Value) -> Catalog:
    values = {**GOOD, **changed}
    cards = [
        Card(k, "parameter", Source(assumed="a test"), "data/t/rules.yaml", 10 * i + 1,
             props={"value": v}, key_lines={"value": 10 * i + 2})
        for i, (k, v) in enumerate(values.items())
    ]  # fmt: skip
    return Catalog({c.id: c for c in cards}, "data/t")


def refusal(catalog: Catalog) -> str:
    with pytest.raises(CardError) as refused:
        read_parameters(Table, catalog)
    return str(refused.value)


def test_the_table_is_the_values_the_entries_give() -> None:
    table = read_parameters(Table, entries())
    assert dict(table) == GOOD
    assert table["rows"]["highest"] == 5 and table["pair"] == ("brown", 2)


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("rounds", "6", "value is '6', not an integer"),
        ("rounds", True, "value is True, not an integer"),  # true is no number
        ("start", (2, "x"), "value[1] is 'x', not an integer"),
        (
            "rows",
            {"lowest": 2},
            "value is {'lowest': 2}, not a mapping with the keys ['lowest', 'highest']",
        ),
        ("rows", {"lowest": 2, "highest": "5"}, "value.highest is '5', not an integer"),
        ("cost", {"sloop": ({"wood": 2.5},)}, "value.sloop[0].wood is 2.5, not an integer"),
        ("pair", ("brown",), "value is ('brown',), not a list of 2: a text, an integer"),
        ("by_count", {"2": 4}, "value key '2' is '2', not an integer"),
        ("start", 3, "value is 3, not a list of integers"),
    ],
)
def test_a_value_of_another_shape_is_refused_at_its_line(
    key: str, value: Value, problem: str
) -> None:
    line = 10 * list(GOOD).index(key) + 2  # the `value:` key's line
    message = refusal(entries(**{key: value}))
    assert message == f"data/t/rules.yaml:{line}: {key}: PARAM-TYPE {problem}"


def test_an_entry_the_rules_do_not_read_and_a_missing_one_are_refused() -> None:
    catalog = entries(extra=1)
    del catalog.cards["rounds"]
    assert [str(p) for p in parameter_problems(Table, catalog, "a rule constant")] == [
        "data/t/rules.yaml:61: extra: PARAM-UNKNOWN the rules read no parameter 'extra' (they "
        "read: by_count, cost, pair, rounds, rows, start)",
        "data/t:0: rounds: MISSING-ENTRY no parameter entry 'rounds' (a rule constant) (did you"
        " mean 'rows'?)",
    ]
    assert (
        refusal(catalog)
        .splitlines()[1]
        .endswith("no parameter entry 'rounds' (did you mean 'rows'?)")
    )


# per game: a parameter of its rules.yaml and a value of another shape for it
WRONG = {
    "hallertau": ("jewelry_max", '"10"'),
    "nusfjord": ("ships_laid_out", '{"1": 3, "2": 3, "3": 4, "4": 5, "5": 6}'),
    "woodcraft": ("dealt", "[3, 5, 2]"),
    "woodcraft_rw": ("nut_table", "thirty"),
    "kleine_voelker": ("inhabitants_vp", "[[1, -30], [2]]"),
}


def with_wrong_parameter(game_id: str, package: Path) -> tuple[Path, int]:
    """A copy of the game's data in ``package`` with ``WRONG[game_id]``; the folder and the
    line of the value changed."""
    folder = package / game_id
    shutil.copytree(data_dir(game_id), folder)
    (package / "__init__.py").write_text("")
    key, wrong = WRONG[game_id]
    rules = folder / "rules.yaml"
    lines = rules.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line in (f"{key}:", f'"{key}":'))
    at = next(i for i in range(start, len(lines)) if lines[i].startswith("  value:"))
    lines[at] = f"  value: {wrong}"
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder, at + 1


@pytest.mark.parametrize("game_id", sorted(WRONG))
def test_each_game_refuses_a_wrong_parameter_at_load(game_id: str, tmp_path: Path) -> None:
    name = f"params_{game_id}"
    _, line = with_wrong_parameter(game_id, tmp_path / name)
    sys.path.insert(0, str(tmp_path))
    try:
        cls: type[Game] = type(f"Params{game_id}", (game_class(game_id),), {"data_package": name})
        with pytest.raises(CardError) as refused:
            cls()
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(name, None)
    key = WRONG[game_id][0]
    assert re.search(rf"rules\.yaml:{line}: {key}: ", str(refused.value)), refused.value


@pytest.mark.parametrize("game_id", ["woodcraft", "nusfjord", "kleine_voelker"])
def test_validate_reports_a_value_only_the_typed_table_refuses(
    game_id: str, tmp_path: Path
) -> None:
    # Woodcraft declares no spec for its parameters (`any`); Nusfjord's spec ("dict", "int")
    # takes any key; Kleine Völker's ("list", ("list", "int")) a row of any length
    folder, line = with_wrong_parameter(game_id, tmp_path / "params")
    problems = [str(p) for p in validate_paths([folder])]
    key = WRONG[game_id][0]
    assert problems == [p for p in problems if f"rules.yaml:{line}: {key}: PARAM-TYPE " in p]
    assert len(problems) == 1


@pytest.mark.parametrize("game_id", sorted(WRONG))
def test_each_game_reads_every_parameter_of_its_data(game_id: str) -> None:
    game = load_game(game_id)
    params = {c.id: c.prop("value") for c in game.catalog.of_kind("parameter")}
    holder: Any = getattr(game, "tables", game)  # Roll & Write keeps it in its tables
    assert holder.params == params
