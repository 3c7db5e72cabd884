"""The point deck 901-925 (hallertau.de.md L1751-L1771): a requirement or a cost, then only
VP at the end (L789)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.card_helpers import (
    GAME,
    can_play,
    cards_table,
    data,
    legal,
    play,
    play_card,
    run,
    village,
    window,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import scores
    from games.hallertau.state import GOODS, STABLE, field
else:
    from boardrules.games.hallertau import scores
    from boardrules.games.hallertau.state import GOODS, STABLE, field


def goods(**n: int) -> list[int]:
    return [n.get(g, 0) for g in GOODS]


# card, goods held (one short of the cost makes it unplayable), cost paid, VP
PLAIN = [
    ("909", {"hide": 2}, 3, 10),
    ("910", {"meat": 5}, 0, 10),
    ("911", {"barley": 6}, 2, 10),
    ("912", {"hops": 10}, 0, 10),
    ("914", {"flax": 6, "hops": 6}, 0, 10),
    ("915", {"hops": 6, "rye": 6}, 0, 10),
    ("916", {"clay": 12}, 0, 10),
    ("917", {"wool": 12}, 0, 10),
    ("920", {"milk": 14}, 0, 10),
]


@pytest.mark.parametrize(("card", "held", "jewelry", "vp"), PLAIN)
def test_cards_paying_goods_and_jewelry(
    card: str, held: dict[str, int], jewelry: int, vp: int
) -> None:
    d = data(cards_table(rnd=5, hand=[card]))
    v = village(d)
    v.jewelry = jewelry
    short = dict(held)
    short[next(iter(held))] -= 1
    v.goods = goods(**short)
    assert not can_play(d, 0, card)
    v.goods = goods(**{**held, "rye": held.get("rye", 0) + 1})
    state = play_card(d, 0, card)
    after = village(state.data)
    assert after.goods == goods(rye=1) and after.jewelry == 0  # exactly the cost is paid
    assert scores.played_vp(GAME, state.data, 0) == vp


@pytest.mark.parametrize(("card", "tools", "vp"), [("903", 3, 4), ("905", 4, 6)])
def test_903_905_pay_tools(card: str, tools: int, vp: int) -> None:
    """L1761, L1763: pay 3 / 4 tools (used ones for pushing too, L605); 4 / 6 VP."""
    d = data(cards_table(rnd=5, phase=9, hand=[card]))
    village(d).tools = tools - 1
    assert not can_play(d, 0, card)
    village(d).tools = tools
    village(d).tools_used = tools
    state = play_card(d, 0, card)
    assert (village(state.data).tools, village(state.data).tools_used) == (0, 0)
    assert scores.played_vp(GAME, state.data, 0) == vp


def test_921_pays_four_jewelry() -> None:
    """L1759: pay 4 jewelry; 12 VP."""
    d = data(cards_table(rnd=5, hand=["921"]))
    village(d).jewelry = 3
    assert not can_play(d, 0, "921")
    village(d).jewelry = 5
    state = play_card(d, 0, "921")
    assert village(state.data).jewelry == 1 and scores.played_vp(GAME, state.data, 0) == 12


def test_901_other_point_card_or_seven_bonus_cards() -> None:
    """L1759: already played another point card, or 7 bonus cards in all; 2 VP."""
    d = data(cards_table(rnd=5, hand=["901"]))
    village(d).played = [str(n) for n in range(801, 807)]
    assert not can_play(d, 0, "901")  # 6 bonus cards, and itself does not count (A14)
    village(d).played.append("807")
    assert can_play(d, 0, "901")
    village(d).played = ["921"]
    state = play_card(d, 0, "901")
    assert scores.played_vp(GAME, state.data, 0) == 2 + 12


def test_902_other_point_card() -> None:
    """L1760: already played another point card; 3 VP."""
    d = data(cards_table(rnd=5, hand=["902"]))
    village(d).played = [str(n) for n in range(801, 810)]
    assert not can_play(d, 0, "902")
    village(d).played = ["903"]
    assert scores.played_vp(GAME, play_card(d, 0, "902").data, 0) == 3 + 4


@pytest.mark.parametrize(("card", "deck", "vp"), [("904", "starter", 5), ("906", "court", 6)])
def test_904_906_six_starter_or_court_cards_played(card: str, deck: str, vp: int) -> None:
    """L1762, L1764: already played at least 6 starter / court cards."""
    d = data(cards_table(rnd=5, hand=[card]))
    ids = [c for c in GAME.cards if GAME.deck_of[c] == deck][:6]
    village(d).played = ids[:5]
    assert not can_play(d, 0, card)
    village(d).played = ids
    state = play_card(d, 0, card)
    assert village(state.data).played == [*ids, card]
    assert GAME.cards[card].score == vp


def test_907_five_each_of_two_types() -> None:
    """L1765: 5 each of two goods of your choice; 7 VP."""
    d = data(cards_table(rnd=5, hand=["907"]))
    village(d).goods = goods(barley=5, wool=4, clay=9)
    state = play(run(d, window(d)), "play 907")
    assert legal(state) == ["pay barley", "pay clay"]
    state = play(state, "pay clay")
    assert legal(state) == ["pay barley"]
    state = play(state, "pay barley")
    assert village(state.data).goods == goods(wool=4, clay=4)
    assert scores.played_vp(GAME, state.data, 0) == 7


def test_908_four_each_of_three_types() -> None:
    """L1766: 4 each of three goods of your choice; 8 VP."""
    d = data(cards_table(rnd=5, hand=["908"]))
    village(d).goods = goods(rye=4, milk=4, clay=3)
    assert not can_play(d, 0, "908")
    village(d).goods = goods(rye=4, milk=4, clay=5)
    state = play_card(d, 0, "908", ["pay rye", "pay milk", "pay clay"])
    assert village(state.data).goods == goods(clay=1)
    assert scores.played_vp(GAME, state.data, 0) == 8


def test_913_eleven_of_one_crop() -> None:
    """L1759 (right column): 11 flax, barley, hops or rye; 10 VP."""
    d = data(cards_table(rnd=5, hand=["913"]))
    village(d).goods = goods(flax=10, barley=10, clay=11)
    assert not can_play(d, 0, "913")
    village(d).goods = goods(flax=10, barley=11)
    state = play_card(d, 0, "913", ["pay barley"])
    assert village(state.data).goods == goods(flax=10)


def test_918_thirteen_wool_or_sixteen_milk() -> None:
    """L1764 (right column): 13 wool or 16 milk; 10 VP."""
    d = data(cards_table(rnd=5, hand=["918"]))
    village(d).goods = goods(wool=12, milk=15)
    assert not can_play(d, 0, "918")
    village(d).goods = goods(wool=13, milk=16)
    state = play(run(d, window(d)), "play 918")
    assert legal(state) == ["choose 0", "choose 1"]
    state = play(state, "choose 1")
    assert village(state.data).goods == goods(wool=13)


def test_919_fourteen_of_one_good() -> None:
    """L1765 (right column): 14 goods of one type (any of the 9); 10 VP."""
    d = data(cards_table(rnd=5, hand=["919"]))
    village(d).goods = goods(clay=13, milk=13)
    assert not can_play(d, 0, "919")
    village(d).goods = goods(clay=14)
    state = play_card(d, 0, "919", ["pay clay"])
    assert village(state.data).goods == goods()
    assert scores.played_vp(GAME, state.data, 0) == 10


def test_922_seven_fields_not_from_row_2() -> None:
    """L1768 (right column): 7 fields from any rows but row 2; 12 VP."""
    d = data(cards_table(rnd=5, hand=["922"]))
    village(d).fields = [field(2)] + [field(3)] * 6
    assert not can_play(d, 0, "922")
    village(d).fields = [field(2)] + [field(3)] * 6 + [field(5, 1)]
    state = play_card(d, 0, "922", ["give 3 empty"] * 6 + ["give 5 flax"])
    assert village(state.data).fields == [field(2)]
    assert scores.played_vp(GAME, state.data, 0) == 12


def test_923_eight_sheep() -> None:
    """L1769 (right column): 8 sheep; 12 VP."""
    d = data(cards_table(rnd=5, hand=["923"]))
    village(d).sheep[STABLE] = 7
    assert not can_play(d, 0, "923")
    village(d).sheep[STABLE] = 8
    state = play_card(d, 0, "923", ["pay sheep stable"] * 8)
    assert sum(village(state.data).sheep) == 0


def test_924_eight_fields() -> None:
    """L1770 (right column): 8 fields; 13 VP."""
    d = data(cards_table(rnd=5, hand=["924"]))
    village(d).fields = [field(4)] * 7
    assert not can_play(d, 0, "924")
    village(d).fields = [field(4)] * 8
    state = play_card(d, 0, "924", ["give 4 empty"] * 8)
    assert village(state.data).fields == []
    assert scores.played_vp(GAME, state.data, 0) == 13


def test_925_five_jewelry_or_ten_sheep() -> None:
    """L1771: 5 jewelry or 10 sheep; 14 VP. Only the bundle you can pay is offered."""
    d = data(cards_table(rnd=5, hand=["925"]))
    village(d).jewelry = 4
    village(d).sheep[STABLE] = 9
    assert not can_play(d, 0, "925")
    village(d).sheep[STABLE] = 10
    state = play_card(d, 0, "925", ["choose 1", *["pay sheep stable"] * 10])
    assert sum(village(state.data).sheep) == 0 and village(state.data).jewelry == 4
    assert scores.played_vp(GAME, state.data, 0) == 14
