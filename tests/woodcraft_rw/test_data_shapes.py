"""How woodcraft_rw reads shapes of its data that the validator alone cannot pin down."""

from __future__ import annotations

import attrs
import pytest
from boardrules.games.woodcraft_rw.game import WoodcraftRW

import boardrules
from boardrules.cards import Card, Catalog

GAME = boardrules.load_game("woodcraft_rw")
assert isinstance(GAME, WoodcraftRW)


def test_a_crate_icon_amount_counts_that_many_icons() -> None:
    # woodcraft_rw.pl.txt L311-L313: "one or two chestnuts or blueberries" per crate
    crate = attrs.evolve(GAME.crates[0], cost=({"chestnut": 2}, {"blueberry": 1}))
    assert GAME._icons(crate) == ("chestnut", "chestnut", "blueberry")


def problems_with(card: Card) -> list[str]:
    """The game-level problems of the real catalog with ``card`` in place of its entry."""
    catalog = Catalog({**GAME.catalog.cards, card.id: card}, GAME.catalog.folder)
    return [f"{p.card}: {p.code} {p.message}" for p in WoodcraftRW.check_catalog(catalog)]


def test_a_crate_icon_amount_must_be_a_whole_number() -> None:
    crate = attrs.evolve(GAME.crates[0], cost=({"chestnut": {"count": "reputation"}},))
    assert problems_with(crate) == [
        f"{crate.id}: BAD-COST a crate's cost lists chestnut or blueberry with whole numbers, "
        "not {chestnut: {'count': 'reputation'}}"
    ]


def test_printed_vp_of_orders_and_lines_must_be_whole_numbers() -> None:
    order = GAME.orders["I-01"]
    assert GAME._number(order.score) == 3  # woodcraft_rw.pl.txt L270: 3 VP
    assert problems_with(attrs.evolve(order, score={"count": "reputation"})) == [
        "I-01: BAD-SCORE a order's score is the printed VP, a whole number, not "
        "{'count': 'reputation'}"
    ]
    line = GAME.lines[0]
    assert problems_with(attrs.evolve(line, score="2")) == [
        f"{line.id}: BAD-SCORE a lantern_line's score is the printed VP, a whole number, not '2'"
    ]


def test_the_real_catalog_has_no_game_level_problem() -> None:
    assert list(WoodcraftRW.check_catalog(GAME.catalog)) == []


@pytest.mark.parametrize(
    ("usage", "last_use", "round_", "turn", "usable"),
    [
        ("once_per_round", 0, 2, 1, True),
        ("once_per_round", 3, 2, 2, False),  # used in round 2 turn 1 (turn number 3)
        ("once_per_round", 2, 2, 1, True),  # used in round 1
        (None, 3, 2, 2, False),  # the default is once per round
        ("once", 1, 6, 2, False),
        ("once", 0, 6, 2, True),
        ("once_per_turn", 3, 2, 1, False),
        ("once_per_turn", 3, 2, 2, True),
        ("unlimited", 4, 2, 2, True),
    ],
)
def test_usage_limits_of_activated_abilities(
    usage: str | None, last_use: int, round_: int, turn: int, usable: bool
) -> None:
    # woodcraft_rw.pl.txt L290-L298: "once per round" abilities, at most 6 times a game
    d = GAME.new_game(2, seed=1).data.clone()
    d.round, d.turn = round_, turn
    sheet = d.sheets[0]
    sheet.used_round[0] = last_use
    assert GAME.usable(d, sheet, 0, usage) is usable
