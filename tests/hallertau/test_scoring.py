"""End of the game and scoring (hallertau.de.md L749-L793)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from tests.hallertau.helpers import GAME, goods, position, table, village

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import scores
    from games.hallertau.crafts import workers_shown
    from games.hallertau.state import HData
else:
    from boardrules.games.hallertau import scores
    from boardrules.games.hallertau.crafts import workers_shown
    from boardrules.games.hallertau.state import HData


def example_village() -> HData:
    """The scoring pad example L753-L791: the house tile shows 34 VP (8 moves) and 3 "3 VP"
    symbols lie left of crafts (L765); 5 sheep in the stable (L771); 2 jewelry (L779); 1 clay,
    1 flax, 2 milk, fields in rows 4 and 3, 2 tools (L787)."""
    ed = position(1, round=6, phase="game_end")
    # symbols uncovered: column 9 in rows 0-2 (assumed board)
    crafts = {"carpentry": 10, "brewery": 10, "cold_storage": 10, "bakehouse": 9}
    ed.set("villages[0].crafts", crafts | {"manufactory": 9})
    ed.set("villages[0].sheep", {"round6": 1, "stable": 5}).set("villages[0].jewelry", 2)
    goods(ed, clay=1, flax=1, milk=2).set("villages[0].fields", ["3 empty", "4 empty"])
    d: HData = ed.set("villages[0].tools", 2).state().data
    return d


def test_scoring_pad_example() -> None:
    """L753-L765: 34 + 9 = 43 for the house board; 5, 2 and 2; the cards' 31 makes 83."""
    d = example_village()
    (row,) = GAME.score_sheet(d).breakdown()
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
    assert scores.resources_total(village(d)) == 13


def test_symbols_right_of_a_craft_do_not_count() -> None:
    """L761: only the symbols left of a craft count."""
    d = table(1)
    v = village(d)
    v.crafts = [9, 9, 9, 9, 9]  # the house tile in column 8: 34 VP, no symbol uncovered
    assert scores.house_vp(GAME, v) == 34
    v.crafts = [11, 10, 9, 9, 9]
    assert scores.house_vp(GAME, v) == 34 + 3 * 3
    v.crafts = [11] * 5  # the house tile's last position covers every symbol
    assert scores.house_vp(GAME, v) == 70


def test_the_house_tile_moves_exactly_ten_times() -> None:
    """L555-L559: the house tile sticks to the leftmost craft; its first 6 moves raise the
    window from 6 to 12 workers, the next 4 show 18, 34, 50 and 70 VP, and then it stops:
    the crafts cannot pass the column the tenth move makes room for (L553)."""
    d = table(1)
    v = village(d)
    shown = []
    while v.crafts[0] < GAME.edge:
        for k in range(len(v.crafts)):
            v.crafts[k] += 1
        shown.append((v.house, workers_shown(GAME, v), scores.house_vp(GAME, v)))
    assert [house for house, _, _ in shown] == list(range(1, 11))
    assert [w for _, w, _ in shown] == [7, 8, 9, 10, 11, 12, 12, 12, 12, 12]
    assert [vp for _, _, vp in shown[6:]] == [18, 34, 50, 70]
    assert [vp for _, _, vp in shown[:6]] == [0] * 6
    assert len(GAME.center_vp) == GAME.edge  # 11 positions of the house tile: columns 0-10


def test_advancing_a_craft_never_lowers_the_score() -> None:
    """L557-L559 with L761 and the tip L775 (each step may uncover a symbol): on every
    position of the house board, moving any craft one column right (the house tile following
    it) never lowers the house board's VP."""
    v = village(table(1))
    columns = range(1, GAME.edge + 1)
    vp = {}
    for crafts in itertools.product(columns, repeat=len(v.crafts)):
        v.crafts = list(crafts)
        vp[crafts] = scores.house_vp(GAME, v)
    for crafts, before in vp.items():
        for k, c in enumerate(crafts):
            if c < GAME.edge:
                after = vp[(*crafts[:k], c + 1, *crafts[k + 1 :])]
                assert after >= before, (crafts, k)


def test_tie_is_broken_by_the_remainder() -> None:
    """L793, digest A9: the breakdown carries the category-4 remainder; it is not added to
    the total."""
    ed = position(2, round=6, phase="game_end")
    for seat, clay in enumerate((4, 3)):
        goods(ed, seat, clay=clay).set(f"villages[{seat}].fields", [])
    rows = GAME.score_sheet(ed.state().data).breakdown()
    assert [r["total"] for r in rows] == [0, 0]
    assert [r["tiebreak_remainder"] for r in rows] == [4, 3]


def test_only_the_stable_sheep_score() -> None:
    """L767-L771."""
    ed = position(1).set("villages[0].sheep.round4", 3)
    assert GAME.score_sheet(ed.state().data).breakdown()[0]["2_sheep_in_stable"] == 0
    ed.set("villages[0].sheep.stable", 2)
    assert GAME.score_sheet(ed.state().data).breakdown()[0]["2_sheep_in_stable"] == 2


def test_solo_targets() -> None:
    """L806: solo targets 100 / 110 VP, cardless 80 / 85 (kept as data for the CLI/docs)."""
    assert GAME.params["solo_targets"] == {"cards": (100, 110), "cardless": (80, 85)}
