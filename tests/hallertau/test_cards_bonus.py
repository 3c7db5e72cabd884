"""The bonus deck 801-845 (hallertau.de.md L1607-L1749): each card's requirement or cost, its
income in phase 3 (L693) and its VP (L789)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.card_helpers import (
    GAME,
    Have,
    can_play,
    cards_table,
    data,
    give,
    income,
    legal,
    play,
    play_card,
    run,
    stock,
    village,
    window,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import scores
    from games.hallertau.state import GOODS, NO_TALLY, STABLE, Tally, field, plus
else:
    from boardrules.games.hallertau import scores
    from boardrules.games.hallertau.state import GOODS, NO_TALLY, STABLE, Tally, field, plus

# card, what the seat holds, what playing it costs, the income taken, what it gives, VP
PLAIN = [
    ("801", {"wool": 1}, {"wool": 1}, ["take meat"], {"meat": 1}, 1),
    ("802", {"hops": 1}, {"hops": 1}, ["take barley"], {"barley": 1}, 2),
    ("803", {"meat": 2}, {"meat": 2}, ["take sheep"], {"sheep": 1}, 2),
    ("804", {"meat": 1}, {"meat": 1}, ["take wool"], {"wool": 1}, 3),
    ("808", {"hide": 2}, {"hide": 2}, ["take wool"], {"wool": 2}, 3),
    ("809", {"tool": 2}, {"tool": 2}, ["take barley", "take hops"], {"barley": 1, "hops": 1}, 3),
    ("810", {"hops": 2}, {"hops": 2}, ["take rye"], {"rye": 1}, 3),
    ("813", {"hops": 3}, {"hops": 3}, ["take tool"], {"tool": 1}, 3),
    ("814", {"clay": 3}, {"clay": 3}, ["take rye", "take clay"], {"rye": 1, "clay": 1}, 3),
    ("817", {"jewelry": 1}, {"jewelry": 1}, ["take tool"], {"tool": 1}, 4),
    (
        "818",
        {"jewelry": 1, "tool": 1},
        {"jewelry": 1, "tool": 1},
        ["take flax", "take wool"],
        {"flax": 1, "wool": 1},
        4,
    ),
    ("820", {"tool": 2}, {"tool": 2}, ["take meat"], {"meat": 1}, 4),
    ("821", {"clay": 4}, {"clay": 4}, ["take clay"], {"clay": 2}, 4),
    ("826", {"jewelry": 2}, {"jewelry": 2}, ["take barley"], {"barley": 2}, 7),
    ("827", {"jewelry": 3}, {"jewelry": 3}, ["take jewelry"], {"jewelry": 1}, 8),
    ("829", {"sheep": 5}, {}, ["take wool"], {"wool": 1}, 2),
    ("830", {"clay": 7}, {}, ["take clay"], {"clay": 1}, 2),
    ("834", {"hide": 3}, {}, ["take hide"], {"hide": 1}, 3),
    ("835", {"jewelry": 5}, {}, ["take meat"], {"meat": 1}, 3),
    ("836", {"hops": 6}, {}, ["take rye"], {"rye": 1}, 3),
    ("837", {"wool": 6}, {}, ["take wool"], {"wool": 1}, 3),
    ("838", {"flax": 7}, {}, ["take flax"], {"flax": 1}, 3),
    ("841", {"barley": 10}, {}, ["take barley"], {"barley": 1}, 3),
    ("842", {"barley": 7, "hops": 5}, {}, ["take barley"], {"barley": 1}, 3),
    ("843", {"milk": 7, "sheep": 6}, {}, ["take sheep"], {"sheep": 1}, 3),
    ("844", {"rye": 6, "meat": 5}, {}, ["take rye", "take meat"], {"rye": 1, "meat": 1}, 4),
    ("845", {"meat": 6}, {}, ["take meat"], {"meat": 1}, 6),
]


@pytest.mark.parametrize(("card", "have", "cost", "takes", "gets", "vp"), PLAIN)
def test_plain_bonus_cards(
    card: str, have: Have, cost: Have, takes: list[str], gets: Have, vp: int
) -> None:
    d = cards_table(rnd=4, hand=[card])
    short = dict(have)
    key = next(iter(have))
    short[key] -= 1
    give(d, short)
    assert not can_play(d, 0, card)  # one short of the requirement or the cost
    give(d, have)
    before = stock(d)
    state = play_card(d, 0, card)
    after = stock(state.data)
    assert after == {k: n - cost.get(k, 0) for k, n in before.items()}
    state = income(state, *takes)
    final = stock(state.data)
    assert final == {k: n + gets.get(k, 0) for k, n in after.items()}
    assert scores.played_vp(GAME, state.data, 0) == vp


@pytest.mark.parametrize(("card", "gets"), [("805", "hide"), ("806", "milk")])
def test_805_806_pay_a_sheep_for_two_goods(card: str, gets: str) -> None:
    """L1625, L1628: pay 1 sheep (from a card or the stable); income 2 hides / 2 milk; 3 VP."""
    d = data(cards_table(rnd=2, hand=[card]))
    assert not can_play(d, 0, card)
    village(d).sheep[4] = 1  # on the round-5 card
    state = play_card(d, 0, card, ["pay sheep round5"])
    assert sum(village(state.data).sheep) == 0
    state = income(state, f"take {gets}")
    assert village(state.data).goods[GOODS.index(gets)] == 2
    assert scores.played_vp(GAME, state.data, 0) == 3


def test_807_pays_two_fields_for_a_sheep_each_round() -> None:
    """L1631: pay 2 fields; income 1 sheep; 3 VP."""
    d = data(cards_table(rnd=4, hand=["807"]))
    village(d).fields = [field(2)]
    assert not can_play(d, 0, "807")
    village(d).fields = [field(2), field(4, 1)]
    state = play_card(d, 0, "807", ["give 2 empty", "give 4 flax"])
    assert village(state.data).fields == []
    state = income(state, "take sheep")
    assert village(state.data).sheep[STABLE] == 1


@pytest.mark.parametrize(("card", "crop"), [("811", "flax"), ("812", "barley"), ("816", "rye")])
def test_811_812_816_pay_just_harvested_crops_and_sow_one(card: str, crop: str) -> None:
    """L1643-L1658 (A20): pay 3 of the crop just harvested; income: sow 1 of it; 3 VP."""
    g = GOODS.index(crop)
    d = data(cards_table(rnd=3, phase=7, hand=[card]))
    village(d).goods[g] = 3
    assert not can_play(d, 0, card)  # 3 in the supply, but not harvested now
    village(d).tally = Tally(harvest=plus(NO_TALLY.harvest, g, 3))
    state = play_card(d, 0, card)
    assert village(state.data).goods[g] == 0
    d = state.data.clone()
    village(d).goods[g] = 1
    village(d).fields = [field(3)]
    state = income(run(d), f"sow {crop} 3")
    assert village(state.data).fields == [field(3, g + 1)]
    assert scores.played_vp(GAME, state.data, 0) == 3


def test_815_removes_three_hand_cards_for_a_starter_card_each_round() -> None:
    """L1655: remove any 3 hand cards from the game; income 1 starter card; 3 VP."""
    d = cards_table(rnd=2, hand=["815", "901", "902"])
    assert not can_play(d, 0, "815")
    give(d, {"hand": ["903"]})
    state = play_card(d, 0, "815", ["remove 901", "remove 902", "remove 903"])
    v = village(state.data)
    assert v.hand == [] and v.played == ["815"]
    top = state.data.decks["starter"][0]  # the starter deck's top card
    state = income(state, "take starter")
    assert village(state.data).hand == [top]


def test_819_825_pay_fields_for_a_field_each_round() -> None:
    """L1668: pay 2 fields, income a field in row 4; L1686: pay 3, income a field in row 5."""
    for card, n, row in (("819", 2, 4), ("825", 3, 5)):
        d = data(cards_table(rnd=2, hand=[card]))
        village(d).fields = [field(2)] * n
        state = play_card(d, 0, card, ["give 2 empty"] * n)
        state = income(state, "take field")
        assert village(state.data).fields == [field(row)]


def test_822_pays_three_of_one_crop_for_hops() -> None:
    """L1677: pay 3 flax, 3 barley, 3 hops or 3 rye; income 1 hops; 5 VP."""
    d = data(cards_table(rnd=2, hand=["822"]))
    village(d).goods[:4] = [2, 3, 2, 3]
    state = run(d, window(d))
    state = play(state, "play 822")
    assert legal(state) == ["pay barley", "pay rye"]
    state = play(state, "pay rye")
    assert village(state.data).goods[:4] == [2, 3, 2, 0]
    state = income(state, "take hops")
    assert village(state.data).goods[2] == 3
    assert scores.played_vp(GAME, state.data, 0) == 5


def test_823_pays_two_sheep_for_a_sheep_each_round() -> None:
    """L1680: pay 2 sheep; income 1 sheep; 5 VP."""
    d = data(cards_table(rnd=4, hand=["823"]))
    village(d).sheep[STABLE] = 2
    state = play_card(d, 0, "823", ["pay sheep stable", "pay sheep stable"])
    assert sum(village(state.data).sheep) == 0
    state = income(state, "take sheep")
    assert village(state.data).sheep[STABLE] == 1


def test_824_pays_a_planted_field_with_its_good() -> None:
    """L1683: pay 1 planted field (its good is lost); income a field in row 3; 6 VP."""
    d = data(cards_table(rnd=2, hand=["824"]))
    village(d).fields = [field(2), field(4)]
    assert not can_play(d, 0, "824")
    village(d).fields = [field(2), field(4, 2)]
    state = play_card(d, 0, "824", ["give 4 barley"])
    assert village(state.data).fields == [field(2)]
    state = income(state, "take field")
    assert village(state.data).fields == [field(2), field(3)]
    assert scores.played_vp(GAME, state.data, 0) == 6


def test_828_needs_no_empty_field() -> None:
    """L1695: no empty fields (none at all, or all planted); income 1 hops; 2 VP."""
    d = data(cards_table(rnd=2, hand=["828"]))
    village(d).fields = [field(2, 1), field(3)]
    assert not can_play(d, 0, "828")
    village(d).fields = [field(2, 1)]
    state = income(play_card(d, 0, "828"), "take hops")
    assert village(state.data).goods[2] == 1


@pytest.mark.parametrize("card", ["831", "832"])
def test_831_832_need_no_fields_in_rows_2_to_4(card: str) -> None:
    """L1704, L1707: no fields in rows 2-4; income: sow once (831) / 1 milk (832); 3 VP."""
    d = data(cards_table(rnd=2, hand=[card]))
    village(d).fields = [field(4), field(5)]
    assert not can_play(d, 0, card)
    village(d).fields = [field(5)]
    state = play_card(d, 0, card)
    if card == "831":
        village(state.data).goods[3] = 1
        state = income(state, "sow rye 5")
        assert village(state.data).fields == [field(5, 4)]
    else:
        state = income(state, "take milk")
        assert village(state.data).goods[GOODS.index("milk")] == 1
    assert scores.played_vp(GAME, state.data, 0) == 3


def test_833_needs_twice_the_round_in_milk() -> None:
    """L1710: at least twice the round's number in milk (round 3: 6); income 1 hide."""
    d = data(cards_table(rnd=3, hand=["833"]))
    village(d).goods[GOODS.index("milk")] = 5
    assert not can_play(d, 0, "833")
    village(d).goods[GOODS.index("milk")] = 6
    state = income(play_card(d, 0, "833"), "take hide")
    assert village(state.data).goods[GOODS.index("hide")] == 1


def test_839_may_trade_one_tool_for_a_jewelry() -> None:
    """L1729: at least 8 tools; income: trade exactly 1 tool for 1 jewelry, if you like."""
    d = data(cards_table(rnd=2, hand=["839"]))
    village(d).tools = 7
    assert not can_play(d, 0, "839")
    village(d).tools = 8
    state = play_card(d, 0, "839")
    declined = income(state, "no")
    assert (village(declined.data).tools, village(declined.data).jewelry) == (8, 0)
    traded = income(state, "yes")
    assert (village(traded.data).tools, village(traded.data).jewelry) == (7, 1)


def test_840_needs_three_tools_sheep_and_jewelry_for_a_court_card() -> None:
    """L1732: at least 3 tools, 3 sheep and 3 jewelry; income 1 court card."""
    d = data(cards_table(rnd=4, hand=["840"]))
    give(d, {"tool": 3, "sheep": 3, "jewelry": 2})
    assert not can_play(d, 0, "840")
    village(d).jewelry = 3
    state = play_card(d, 0, "840")
    top = state.data.decks["court"][0]  # the court deck's top card
    state = income(state, "take court")
    assert village(state.data).hand == [top]


def test_a_bonus_card_played_in_phase_3_pays_at_once() -> None:
    """L693: played in phase 3, its income comes at once."""
    d = data(cards_table(rnd=2, phase=3, hand=["802"]))
    village(d).goods[2] = 1
    state = play_card(d, 0, "802", ["take barley"])
    assert village(state.data).goods[1] == 1
