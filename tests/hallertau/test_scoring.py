"""End of the game and scoring (hallertau.de.md L749-L793)."""

from __future__ import annotations

from boardrules.games.hallertau.state import STABLE, field

from tests.hallertau.helpers import GAME, set_goods, table, village


def example_village() -> object:
    """The scoring pad example L753-L791: the house tile shows 34 VP (8 moves) and 3 "3 VP"
    symbols lie left of crafts (L765); 5 sheep in the stable (L771); 2 jewelry (L779); 1 clay,
    1 flax, 2 milk, fields in rows 4 and 3, 2 tools (L787)."""
    d = table(1, rnd=6, phase=11)
    v = village(d)
    v.crafts = [12, 12, 12, 9, 10]  # columns 11 (symbol) passed in three rows (assumed board)
    v.sheep = [0, 0, 0, 0, 0, 1, 5]
    v.jewelry = 2
    set_goods(v, clay=1, flax=1, milk=2)
    v.fields = [field(3), field(4)]
    v.tools = 2
    return d


def test_scoring_pad_example() -> None:
    """L753-L765: 34 + 9 = 43 for the house board; 5, 2 and 2; the cards' 31 makes 83."""
    d = example_village()
    (row,) = GAME.score_breakdown(d)
    assert row["1_house_board"] == 34 + 9 == 43
    assert row["2_sheep_in_stable"] == 5  # L767: sheep on court cards score nothing
    assert row["3_jewelry"] == 2
    assert row["4_fields_tools_goods"] == 2  # L787: 13 -> 2 VP
    assert row["tiebreak_remainder"] == 3
    assert "5_played_cards" not in row  # L802: no card category without cards
    assert row["total"] == 43 + 5 + 2 + 2
    assert row["total"] + (1 + 3 + 3 + 3 + 5 + 6 + 10) == 83  # L791 with cards


def test_thirteen_resources_give_two_points() -> None:
    """L781-L787: goods + tools + field rows, 1 VP per 5, rounded down."""
    d = example_village()
    assert GAME.resources_total(village(d)) == 13


def test_symbols_right_of_a_craft_do_not_count() -> None:
    """L761: only the symbols left of a craft count."""
    d = table(1)
    v = village(d)
    v.crafts = [11, 11, 11, 11, 11]
    assert GAME.house_vp(v) == 70
    v.crafts = [13, 11, 11, 11, 11]
    assert GAME.house_vp(v) == 70 + 2 * 3


def test_tie_is_broken_by_the_remainder() -> None:
    """L793, digest A9: the breakdown carries the category-4 remainder; it is not added to
    the total."""
    d = table(2, rnd=6, phase=11)
    set_goods(village(d, 0), clay=4)
    set_goods(village(d, 1), clay=3)
    for v in d.villages:
        v.fields = []
    rows = GAME.score_breakdown(d)
    assert [r["total"] for r in rows] == [0, 0]
    assert [r["tiebreak_remainder"] for r in rows] == [4, 3]


def test_only_the_stable_sheep_score() -> None:
    """L767-L771."""
    d = table(1)
    v = village(d)
    v.sheep = [0, 0, 0, 3, 0, 0, 0]
    assert GAME.score_breakdown(d)[0]["2_sheep_in_stable"] == 0
    v.sheep[STABLE] = 2
    assert GAME.score_breakdown(d)[0]["2_sheep_in_stable"] == 2


def test_solo_targets() -> None:
    """L806: solo targets 100 / 110 VP, cardless 80 / 85 (kept as data for the CLI/docs)."""
    assert GAME.params["solo_targets"] == {"cards": (100, 110), "cardless": (80, 85)}
