"""The court deck 5 "Sheep" 501-535 (hallertau.de.md L1371-L1445): each card's requirement or
cost (L667-L689), what it refuses, and its effects (L691-L707)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.card_helpers import (
    GAME,
    Have,
    answer,
    can_play,
    data,
    give,
    holdings,
    legal,
    play_card,
    start,
    table_holding,
    table_with,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import fields, scores
    from games.hallertau.state import GOODS, HOPS, field
else:
    from boardrules.games.hallertau import fields, scores
    from boardrules.games.hallertau.state import GOODS, HOPS, field

# card, what the seat holds (exactly the cost or requirement), one short of it, the decisions
# (payments, gains taken), what the seat holds afterwards
PLAIN = [
    ("505", {"jewelry": 1}, {"jewelry": 0}, ["take sheep", "take bonus"],
     {"sheep": 1, "bonus": 1}),
    ("517", {"sheep": 3}, {"sheep": 2},
     [*["pay sheep stable"] * 3, "take tool", "take jewelry", "take bonus"],
     {"tool": 2, "jewelry": 2, "bonus": 2}),
    ("520", {"hops": 3}, {"hops": 2}, ["take jewelry", "take bonus"], {"jewelry": 1, "bonus": 1}),
    ("527", {"milk": 6}, {"milk": 5}, ["take rye", "take hide", "take meat", "take bonus"],
     {"milk": 6, "rye": 1, "hide": 1, "meat": 1, "bonus": 1}),
    ("530", {"hops": 1}, {"hops": 0}, ["take milk"], {"milk": 3}),
    ("532", {"sheep": 2}, {"sheep": 1},
     [*["pay sheep stable"] * 2, "take hide", "take meat", "take bonus"],
     {"hide": 3, "meat": 6, "bonus": 1}),
    ("533", {"sheep": 1}, {"sheep": 0}, ["pay sheep stable", "take hide", "take bonus"],
     {"hide": 4, "bonus": 1}),
]  # fmt: skip


@pytest.mark.parametrize(("card", "have", "short", "moves", "after"), PLAIN)
def test_plain_cards(card: str, have: Have, short: Have, moves: list[str], after: Have) -> None:
    """505 L1383, 517 L1407, 520 L1413, 527 L1428 (milk >= the window, 6; only checked),
    530 L1434, 532 L1438, 533 L1440."""
    assert not can_play(table_holding(card, {**have, **short}), 0, card)
    state = play_card(table_holding(card, have), 0, card, moves)
    assert holdings(state.data) == after
    assert village(state.data).played == [card]


@pytest.mark.parametrize(("tier", "hides"), [(0, 0), (1, 1), (2, 2)])
def test_501_wool_for_hides_and_a_sheep(tier: int, hides: int) -> None:
    """L1373: at least 5, 7 or 10 wool (only checked); 0, 1 or 2 hides and 1 sheep."""
    assert not can_play(table_with("501", wool=4), 0, "501")
    state = start(table_with("501", wool=10), "501")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    takes = ["take hide"] if hides else []
    state = answer(state, f"choose {tier}", *takes, "take sheep")
    assert holdings(state.data) == {"wool": 10, "sheep": 1, **({"hide": hides} if hides else {})}


def test_501_five_wool_gives_only_the_sheep() -> None:
    state = play_card(table_with("501", rnd=1, wool=6), 0, "501", ["take sheep"])
    assert village(state.data).sheep[3] == 1  # round 1: on the round-4 card (L289)


@pytest.mark.parametrize(("tier", "rye"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_502_jewelry_for_rye_and_a_sheep(tier: int, rye: int) -> None:
    """L1375: at least 4, 5, 6 or 8 jewelry (only checked); 0-3 rye and 1 sheep."""
    assert not can_play(table_with("502", jewelry=3), 0, "502")
    state = start(table_with("502", jewelry=8), "502")
    assert legal(state) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    takes = ["take rye"] if rye else []
    state = answer(state, f"choose {tier}", *takes, "take sheep")
    assert holdings(state.data) == {"jewelry": 8, "sheep": 1, **({"rye": rye} if rye else {})}


def test_503_the_rulebook_example() -> None:
    """L1377-L1380: 3, 5 or 7 fields and at least as much jewelry (the smaller counts); 0, 1
    or 2 sheep and 2 meat. Example: 6 fields and 4 jewelry give 2 meat, no sheep."""
    assert not can_play(table_with("503", fields=[field(2)] * 2, jewelry=9), 0, "503")
    d = table_with("503", fields=[field(2)] * 6, jewelry=4)
    state = play_card(d, 0, "503", ["take meat"])
    assert holdings(state.data) == {"jewelry": 4, "meat": 2}


@pytest.mark.parametrize(("tier", "sheep"), [(1, 1), (2, 2)])
def test_503_more_fields_and_jewelry_give_sheep(tier: int, sheep: int) -> None:
    d = table_with("503", fields=[field(2)] * 7, jewelry=7)
    state = start(d, "503")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", "take sheep", "take meat")
    assert holdings(state.data) == {"jewelry": 7, "sheep": sheep, "meat": 2}


def test_504_pays_a_field_for_a_hide_and_a_sheep() -> None:
    """L1381: give up 1 field; +1 hide, +1 sheep."""
    assert not can_play(table_with("504"), 0, "504")
    d = table_with("504", fields=[field(3), field(4)])
    state = play_card(d, 0, "504", ["give 4 empty", "take hide", "take sheep"])
    assert village(state.data).fields == [field(3)]
    assert holdings(state.data) == {"hide": 1, "sheep": 1}


def test_506_pays_eight_minus_fields_in_clay() -> None:
    """L1385: pay clay = 8 minus your fields (free with 8); +1 milk, sheep, bonus card."""
    five = [field(3)] * 5
    assert not can_play(table_with("506", fields=five, clay=2), 0, "506")
    takes = ["take milk", "take sheep", "take bonus"]
    state = play_card(table_with("506", fields=five, clay=3), 0, "506", takes)
    assert holdings(state.data) == {"milk": 1, "sheep": 1, "bonus": 1}
    state = play_card(table_with("506", fields=[field(3)] * 8), 0, "506", takes)
    assert holdings(state.data) == {"milk": 1, "sheep": 1, "bonus": 1}


def test_507_pays_ten_minus_jewelry_in_rye() -> None:
    """L1387: pay rye = 10 minus your jewelry (free with 10); +2 sheep, +1 bonus card."""
    assert not can_play(table_with("507", jewelry=7, rye=2), 0, "507")
    state = play_card(table_with("507", jewelry=7, rye=4), 0, "507", ["take sheep", "take bonus"])
    assert holdings(state.data) == {"jewelry": 7, "rye": 1, "sheep": 2, "bonus": 1}
    state = play_card(table_with("507", jewelry=10), 0, "507", ["take sheep", "skip"])
    assert holdings(state.data) == {"jewelry": 10, "sheep": 2}


def test_508_pays_flax_for_the_sheep_on_court_cards() -> None:
    """L1389: pay as much flax as sheep on the court cards of your stable board (stable sheep do
    not count; free without any); +1 sheep."""
    d = data(table_with("508", rnd=2, sheep=3, flax=1))
    village(d).sheep[3:5] = [1, 1]
    assert not can_play(d, 0, "508")
    give(d, {"flax": 3})
    state = play_card(d, 0, "508", ["take sheep"])
    assert village(state.data).sheep == [0, 0, 0, 1, 2, 0, 3]  # round 2: on the round-5 card
    assert holdings(state.data) == {"flax": 1, "sheep": 6}
    state = play_card(data(table_with("508", sheep=3)), 0, "508", ["take sheep"])
    assert holdings(state.data) == {"sheep": 4}


@pytest.mark.parametrize(("tier", "row", "bonus"), [(0, 2, 0), (1, 3, 1), (2, 4, 2), (3, 5, 2)])
def test_509_few_fields_give_a_field_and_bonus_cards(tier: int, row: int, bonus: int) -> None:
    """L1391-L1392: at most 4, 2, 1 or no fields; 1 field in row 2, 3, 4 or 5 and 0, 1, 2 or
    2 bonus cards."""
    state = start(table_with("509"), "509")
    assert legal(state) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    takes = ["take bonus"] if bonus else []
    state = answer(state, f"choose {tier}", "take field", *takes)
    assert village(state.data).fields == [field(row)]
    assert holdings(state.data) == ({"bonus": bonus} if bonus else {})


def test_509_at_most_four_fields() -> None:
    assert not can_play(table_with("509", fields=[field(2)] * 5), 0, "509")
    d = table_with("509", fields=[field(5)] * 3)  # only the first tier is open
    state = play_card(d, 0, "509", ["take field"])
    assert village(state.data).fields == [field(2)] + [field(5)] * 3


# card, what it costs, one short, the payment decisions, the row of the field, bonus cards
FIELDS = [
    ("510", {"hops": 2}, {"hops": 1}, [], 4, 1),
    ("511", {"barley": 4, "clay": 9}, {"barley": 3}, ["pay barley"], 2, 2),
    ("513", {"jewelry": 1}, {"jewelry": 0}, [], 5, 1),
]


@pytest.mark.parametrize(("card", "have", "short", "pays", "row", "bonus"), FIELDS)
def test_cards_paying_for_a_field(
    card: str, have: Have, short: Have, pays: list[str], row: int, bonus: int
) -> None:
    """510 L1393 (2 hops), 511 L1395 (4 of one crop; clay is no crop), 513 L1399 (1 jewelry):
    +1 field in the printed row and bonus cards."""
    assert not can_play(table_holding(card, {**have, **short}), 0, card)
    state = play_card(table_holding(card, have), 0, card, [*pays, "take field", "take bonus"])
    assert village(state.data).fields == [field(row)]
    rest = {k: n for k, n in have.items() if k == "clay"}
    assert holdings(state.data) == {**rest, "bonus": bonus}


def test_511_offers_only_crops_held_four_times() -> None:
    state = start(table_with("511", flax=4, hops=3, rye=5, clay=8), "511")
    assert legal(state) == ["pay flax", "pay rye"]


def test_512_pays_a_row_5_field_for_up_to_two_fields_in_row_3() -> None:
    """L1397: give up 1 field from row 5; up to 2 fields, both in row 3."""
    assert not can_play(table_with("512", fields=[field(4)]), 0, "512")
    d = table_with("512", fields=[field(4), field(5)])
    state = play_card(d, 0, "512", ["give 5 empty", "take field", "take field"])
    assert village(state.data).fields == [field(3), field(3), field(4)]


def test_514_pays_two_goods_of_one_type_for_a_tool_and_a_field() -> None:
    """L1401: pay 2 goods of one type of your choice (any of the 9); +1 tool, +1 field in
    row 2."""
    assert not can_play(table_with("514", flax=1, clay=1, wool=1), 0, "514")
    state = start(table_with("514", flax=1, clay=2, wool=3), "514")
    assert legal(state) == ["pay clay", "pay wool"]
    state = answer(state, "pay wool", "take tool", "take field")
    assert village(state.data).fields == [field(2)]
    assert holdings(state.data) == {"flax": 1, "clay": 2, "wool": 1, "tool": 1}


def test_515_pays_eight_minus_fields_in_barley() -> None:
    """L1403: pay barley = 8 minus your fields (free with 8); +2 tools, +1 bonus card."""
    six = [field(3)] * 6
    assert not can_play(table_with("515", fields=six, barley=1), 0, "515")
    state = play_card(
        table_with("515", fields=six, barley=2), 0, "515", ["take tool", "take bonus"]
    )
    assert holdings(state.data) == {"tool": 2, "bonus": 1}
    state = play_card(table_with("515", fields=[field(3)] * 8), 0, "515", ["take tool", "skip"])
    assert holdings(state.data) == {"tool": 2}


def test_516_removes_a_planted_good_and_keeps_the_field() -> None:
    """L1405: a planted good goes back to the general supply, the field stays; +2 tools, +1
    bonus card."""
    assert not can_play(table_with("516", fields=[field(3)], hops=2), 0, "516")
    d = table_with("516", fields=[field(3), field(4, HOPS + 1)], hops=2)
    state = play_card(d, 0, "516", ["give 4 hops", "take tool", "take bonus"])
    assert village(state.data).fields == [field(3), field(4)]
    assert holdings(state.data) == {"hops": 2, "tool": 2, "bonus": 1}


@pytest.mark.parametrize(("tier", "fields", "jewelry"), [(0, 1, 1), (1, 2, 2), (2, 4, 3)])
def test_518_fields_for_jewelry(tier: int, fields: int, jewelry: int) -> None:
    """L1409: give up 1, 2 or 4 fields; 1, 2 or 3 jewelry."""
    assert not can_play(table_with("518"), 0, "518")
    state = start(table_with("518", fields=[field(4)] * 4), "518")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", *["give 4 empty"] * fields, "take jewelry")
    assert village(state.data).fields == [field(4)] * (4 - fields)
    assert holdings(state.data) == {"jewelry": jewelry}


def test_518_three_fields_open_two_tiers() -> None:
    state = start(table_with("518", fields=[field(4)] * 3), "518")
    assert legal(state) == ["choose 0", "choose 1"]


def test_519_pays_a_clay_per_field() -> None:
    """L1411: pay as much clay as you have fields (free with none); +2 jewelry."""
    assert not can_play(table_with("519", fields=[field(2)] * 3, clay=2), 0, "519")
    state = play_card(table_with("519", fields=[field(2)] * 3, clay=4), 0, "519", ["take jewelry"])
    assert holdings(state.data) == {"clay": 1, "jewelry": 2}
    state = play_card(table_with("519"), 0, "519", ["take jewelry"])
    assert holdings(state.data) == {"jewelry": 2}


@pytest.mark.parametrize(("tier", "hops", "clay"), [(0, 1, 1), (1, 2, 3), (2, 3, 5)])
def test_521_hops_for_clay(tier: int, hops: int, clay: int) -> None:
    """L1415: pay 1, 2 or 3 hops; 1, 3 or 5 clay."""
    assert not can_play(table_with("521"), 0, "521")
    state = start(table_with("521", hops=3), "521")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", "take clay")
    assert holdings(state.data) == {"clay": clay, **({"hops": 3 - hops} if hops < 3 else {})}


def test_522_pays_a_tool_to_sow_clay_harvested_in_phase_7() -> None:
    """L1417-L1418: pay 1 tool; sow 1 clay from the supply on a field as if it were a crop; it is
    harvested normally in phase 7."""
    assert not can_play(table_with("522", fields=[field(3)], clay=1), 0, "522")
    d = table_with("522", fields=[field(3), field(2, 1)], tool=1, clay=2, rye=1)
    state = start(d, "522")
    assert legal(state) == ["sow clay 3", "stop"]  # clay only, on the empty field
    state = answer(state, "sow clay 3")
    assert village(state.data).fields == [field(2, 1), field(3, GOODS.index("clay") + 1)]
    assert holdings(state.data) == {"clay": 1, "rye": 1}
    d = state.data.clone()
    d.phase = 7
    fields.phase_harvest(GAME, d)
    assert holdings(d) == {"clay": 4, "rye": 1, "flax": 2}


def test_522_is_playable_without_an_empty_field() -> None:
    """L1417: the sowing is optional (L699); nothing but the tool is required."""
    state = play_card(table_with("522", fields=[field(3, 1)], tool=1, clay=1), 0, "522")
    assert holdings(state.data) == {"clay": 1}


def test_523_tools_and_fields_for_four_of_one_crop() -> None:
    """L1419-L1420: at least 4 tools and 5 fields (only checked); 4 flax, barley, hops or rye."""
    assert not can_play(table_with("523", fields=[field(2)] * 5, tool=3), 0, "523")
    assert not can_play(table_with("523", fields=[field(2)] * 4, tool=4), 0, "523")
    state = start(table_with("523", fields=[field(2)] * 5, tool=4), "523")
    assert legal(state) == ["take flax", "take barley", "take hops", "take rye", "skip"]
    state = answer(state, "take hops")
    assert holdings(state.data) == {"tool": 4, "hops": 4}


@pytest.mark.parametrize(("tier", "barley", "bonus"), [(0, 2, 0), (1, 3, 1), (2, 4, 2)])
def test_524_hops_fields_for_barley_and_bonus_cards(tier: int, barley: int, bonus: int) -> None:
    """L1421-L1422: at least 1, 2 or 3 fields planted with hops; 2, 3 or 4 barley and 0, 1 or
    2 bonus cards."""
    assert not can_play(table_with("524", fields=[field(3, 1)], hops=3), 0, "524")
    state = start(table_with("524", fields=[field(3, HOPS + 1)] * 3), "524")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    takes = ["take bonus"] if bonus else []
    state = answer(state, f"choose {tier}", "take barley", *takes)
    assert holdings(state.data) == {"barley": barley, **({"bonus": bonus} if bonus else {})}


@pytest.mark.parametrize(("tools", "open_tiers"), [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_525_fields_and_tools_in_total(tools: int, open_tiers: int) -> None:
    """L1423-L1424: fields plus tools at least 9, 10, 11 or 12; 2, 3, 4 or 5 flax."""
    assert not can_play(table_with("525", fields=[field(2)] * 6, tool=2), 0, "525")
    state = start(table_with("525", fields=[field(2)] * 6, tool=tools), "525")
    tier = open_tiers - 1
    if open_tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(open_tiers)]
        state = answer(state, f"choose {tier}")
    state = answer(state, "take flax")
    assert holdings(state.data) == {"tool": tools, "flax": 2 + tier}


def test_526_not_in_phase_7() -> None:
    """L1425: any time except phase 7."""
    assert not can_play(table_with("526", phase=7, milk=2, fields=[field(2)]), 0, "526")


def test_526_pays_two_milk_to_sow_up_to_three_times() -> None:
    """L1426-L1427: pay 2 milk; sow up to three times."""
    assert not can_play(table_with("526", milk=1), 0, "526")
    d = table_with("526", phase=8, milk=3, barley=4, fields=[field(3)] * 4)
    state = play_card(d, 0, "526", ["sow barley 3"] * 3)
    assert village(state.data).fields == [field(3)] + [field(3, 2)] * 3
    assert holdings(state.data) == {"milk": 1, "barley": 1}


@pytest.mark.parametrize(("tier", "bonus"), [(0, 1), (1, 2), (2, 3)])
def test_528_planted_fields_for_bonus_cards_and_wool(tier: int, bonus: int) -> None:
    """L1430-L1431: at least 4, 5 or 7 planted fields; 1, 2 or 3 bonus cards and 1 wool."""
    planted = [field(2, 1)] * 3 + [field(3)]
    assert not can_play(table_with("528", fields=planted), 0, "528")
    state = start(table_with("528", fields=[field(2, 1)] * 7), "528")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", "take bonus", "take wool")
    assert holdings(state.data) == {"bonus": bonus, "wool": 1}


def test_529_ten_crops_of_one_type() -> None:
    """L1432: at least 10 crops of one type in the supply (only checked); +2 meat, +1 bonus."""
    assert not can_play(table_with("529", flax=9, barley=9, hops=9, rye=9, clay=10), 0, "529")
    state = play_card(table_with("529", hops=10), 0, "529", ["take meat", "take bonus"])
    assert holdings(state.data) == {"hops": 10, "meat": 2, "bonus": 1}


def test_531_needs_two_sheep() -> None:
    """L1436: with fewer than 2 sheep the card cannot be played."""
    d = data(table_with("531", rnd=2))
    village(d).sheep[4] = 1
    assert not can_play(d, 0, "531")


def test_531_moves_two_different_sheep_back() -> None:
    """L1436-L1437: 2 different sheep each to the previous court card (the round-3 card is
    possible in round 2); +1 bonus card and 4 wool or 1 jewelry."""
    d = data(table_with("531", rnd=2, sheep=1))
    village(d).sheep[3] = 1  # the round-4 card
    state = start(d, "531")
    assert legal(state) == ["pay sheep round4", "pay sheep stable"]
    state = answer(state, "pay sheep round4")
    assert legal(state) == ["pay sheep stable"]  # the moved sheep cannot move again
    state = answer(state, "pay sheep stable", "take bonus")
    assert legal(state) == ["take wool", "take jewelry", "skip"]
    state = answer(state, "take jewelry")
    assert village(state.data).sheep == [0, 0, 1, 0, 0, 1, 0]
    assert holdings(state.data) == {"sheep": 2, "bonus": 1, "jewelry": 1}


def test_531_the_current_rounds_card_is_gone_so_the_sheep_returns_to_the_supply() -> None:
    """L1436 (digest A16): a sheep whose previous card is the current round's (no longer on the
    stable board) goes back to the general supply."""
    d = data(table_with("531", rnd=4))
    village(d).sheep[4:6] = [1, 1]  # the round-5 and round-6 cards
    state = answer(start(d, "531"), "pay sheep round6", "pay sheep round5", "skip", "take wool")
    assert village(state.data).sheep == [0, 0, 0, 0, 1, 0, 0]
    assert holdings(state.data) == {"sheep": 1, "wool": 4}


@pytest.mark.parametrize(("rnd", "after"), [(5, [0, 0, 0, 0, 0, 2, 0]), (6, [0] * 7)])
def test_531_stable_sheep_go_to_the_round_6_card_but_not_in_round_6(
    rnd: int, after: list[int]
) -> None:
    """L1436: sheep from the stable go to the round-6 card; in round 6 back to the supply."""
    d = table_with("531", rnd=rnd, sheep=2)
    state = answer(start(d, "531"), "pay sheep stable", "pay sheep stable", "skip", "skip")
    assert village(state.data).sheep == after


def test_534_pays_a_jewelry_for_five_of_one_animal_product() -> None:
    """L1442-L1443: pay 1 jewelry; 5 hides, 5 meat, 5 milk or 5 wool."""
    assert not can_play(table_with("534"), 0, "534")
    state = start(table_with("534", jewelry=1), "534")
    assert legal(state) == ["take hide", "take meat", "take milk", "take wool", "skip"]
    state = answer(state, "take milk")
    assert holdings(state.data) == {"milk": 5}


@pytest.mark.parametrize(("tier", "clay", "points"), [(0, 1, 1), (1, 2, 2), (2, 4, 3)])
def test_535_clay_for_point_cards(tier: int, clay: int, points: int) -> None:
    """L1444-L1445: pay 1, 2 or 4 clay; 1, 2 or 3 point cards and 1 bonus card."""
    assert not can_play(table_with("535"), 0, "535")
    state = start(table_with("535", clay=4), "535")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", "take point", "take bonus")
    left = {"clay": 4 - clay} if clay < 4 else {}
    assert holdings(state.data) == {**left, "point": points, "bonus": 1}


def test_court_cards_score_nothing() -> None:
    """L1287 (with L789): court cards give no VP."""
    d = data(table_with("530"))
    village(d).played = [str(n) for n in range(501, 536)] + [str(n) for n in range(401, 436)]
    assert scores.played_vp(GAME, d, 0) == 0
    assert all(GAME.cards[c].score is None for c in village(d).played)
