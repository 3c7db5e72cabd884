"""How woodcraft_rw reads shapes of its data that the validator alone cannot pin down."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

import boardrules
from boardrules.cards import Card, Catalog
from boardrules.cards.runtime import usable
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
    from games.woodcraft_rw.tables import icons, number
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW
    from boardrules.games.woodcraft_rw.tables import icons, number

GAME = as_game(boardrules.load_game("woodcraft_rw"), WoodcraftRW)


def test_a_crate_icon_amount_counts_that_many_icons() -> None:
    # woodcraft_rw.pl.txt L311-L313: "one or two chestnuts or blueberries" per crate
    crate = attrs.evolve(GAME.tables.crates[0], cost=({"chestnut": 2}, {"blueberry": 1}))
    assert icons(crate) == ("chestnut", "chestnut", "blueberry")


def problems_with(card: Card) -> list[str]:
    """The game-level problems of the real catalog with ``card`` in place of its entry."""
    catalog = Catalog({**GAME.catalog.cards, card.id: card}, GAME.catalog.folder)
    return [f"{p.card}: {p.code} {p.message}" for p in WoodcraftRW.check_catalog(catalog)]


def test_a_crate_icon_amount_must_be_a_whole_number() -> None:
    crate = attrs.evolve(GAME.tables.crates[0], cost=({"chestnut": {"count": "reputation"}},))
    assert problems_with(crate) == [
        f"{crate.id}: BAD-COST a crate's cost lists chestnut or blueberry with whole numbers, "
        "not {chestnut: {'count': 'reputation'}}"
    ]


def test_printed_vp_of_orders_and_lines_must_be_whole_numbers() -> None:
    order = GAME.tables.orders["I-01"]
    assert number(order.score) == 3  # woodcraft_rw.pl.txt L270: 3 VP
    assert problems_with(attrs.evolve(order, score={"count": "reputation"})) == [
        "I-01: BAD-SCORE a order's score is the printed VP, a whole number, not "
        "{'count': 'reputation'}"
    ]
    line = GAME.tables.lines[0]
    assert problems_with(attrs.evolve(line, score="2")) == [
        f"{line.id}: BAD-SCORE a lantern_line's score is the printed VP, a whole number, not '2'"
    ]


def test_the_real_catalog_has_no_game_level_problem() -> None:
    assert list(WoodcraftRW.check_catalog(GAME.catalog)) == []


@pytest.mark.parametrize(
    ("round_", "turn", "clock"), [(1, 1, (1, 1)), (2, 1, (2, 3)), (6, 2, (6, 12))]
)
def test_usage_limits_count_rounds_and_turns_1_to_12(
    round_: int, turn: int, clock: tuple[int, int]
) -> None:
    # woodcraft_rw.pl.txt L290-L298: "once per round" abilities are marked on the round
    # circles; the card runtime keeps the (round, turn) of each use in card_uses
    d = GAME.new_game(2, seed=1).data.clone()
    d.round, d.turn = round_, turn
    assert GAME.rules.clock(d) == clock


def test_a_helper_used_this_round_is_not_offered_again() -> None:
    # woodcraft_rw.pl.txt L290-L298: once per round
    d = GAME.new_game(2, seed=1).data.clone()
    d.round, d.turn = 2, 2
    sheet = d.sheets[0]
    sheet.helpers |= 1 << GAME.tables.helper_index["B"]
    sheet.marked[0] = 1  # a saw blade: B's condition holds
    assert usable(GAME, d, 0, "B/abilities/0")
    d.card_uses = [{"B/abilities/0": (2, 3)}]  # seat 0 used it in round 2, turn 1
    assert not usable(GAME, d, 0, "B/abilities/0")
    d.card_uses = [{"B/abilities/0": (1, 2)}]  # used in round 1
    assert usable(GAME, d, 0, "B/abilities/0")
