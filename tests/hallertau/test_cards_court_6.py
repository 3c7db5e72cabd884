"""The court deck 6 "Field" 601-635 (hallertau.de.md L1447-L1501, L1526-L1547): each card's
requirement or cost (L667-L689), what it refuses, and its effects (L691-L707)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.card_helpers import (
    GAME,
    Have,
    answer,
    can_play,
    data,
    holdings,
    legal,
    play,
    play_card,
    random_game,
    run,
    start,
    table_holding,
    table_with,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts, fields
    from games.hallertau.state import BARLEY, FLAX, HOPS, RYE, STABLE, field
    from games.hallertau.tasks import Offer, Phase, Sell
else:
    from boardrules.games.hallertau import crafts, fields
    from boardrules.games.hallertau.state import BARLEY, FLAX, HOPS, RYE, STABLE, field
    from boardrules.games.hallertau.tasks import Offer, Phase, Sell

F, B, H, R = (g + 1 for g in (FLAX, BARLEY, HOPS, RYE))  # field contents

# card, what the seat holds (exactly the cost or requirement), one short of it, the decisions
# (payments, gains taken), what the seat holds afterwards
PLAIN = [
    ("602", {"wool": 2, "tool": 4}, {"tool": 3}, ["take sheep"],
     {"wool": 2, "tool": 4, "sheep": 1}),
    ("602", {"wool": 2, "tool": 4}, {"wool": 1}, ["take sheep"],
     {"wool": 2, "tool": 4, "sheep": 1}),
    ("617", {"jewelry": 1}, {"jewelry": 0}, ["take hide", "take tool", "take bonus"],
     {"hide": 3, "tool": 1, "bonus": 1}),
    ("618", {"sheep": 1}, {"sheep": 0},
     ["pay sheep stable", "take milk", "take tool", "take bonus"],
     {"milk": 2, "tool": 2, "bonus": 1}),
    ("622", {"hops": 4}, {"hops": 3}, ["take clay"], {"clay": 7}),
    ("633", {"sheep": 1}, {"sheep": 0}, ["pay sheep stable", "take hide", "take meat", "take wool"],
     {"hide": 2, "meat": 2, "wool": 2}),
]  # fmt: skip


@pytest.mark.parametrize(("card", "have", "short", "moves", "after"), PLAIN)
def test_plain_cards(card: str, have: Have, short: Have, moves: list[str], after: Have) -> None:
    """602 L1451 (2 wool and 4 tools, only checked), 617 L1484, 618 L1486, 622 L1494,
    633 L1542."""
    assert not can_play(table_holding(card, {**have, **short}), 0, card)
    state = play_card(table_holding(card, have), 0, card, moves)
    assert holdings(state.data) == after
    assert village(state.data).played == [card]


def test_601_six_fields_for_a_sheep() -> None:
    """L1449: at least 6 fields (only checked); 1 sheep."""
    assert not can_play(table_with("601", fields=[field(2)] * 5), 0, "601")
    state = play_card(table_with("601", fields=[field(2)] * 6), 0, "601", ["take sheep"])
    assert village(state.data).sheep[STABLE] == 1 and len(village(state.data).fields) == 6


def test_603_pays_a_row_5_field_for_two_sheep() -> None:
    """L1453: give up 1 field of row 5; 2 sheep."""
    assert not can_play(table_with("603", fields=[field(2), field(4, F)]), 0, "603")
    state = start(table_with("603", fields=[field(2), field(5, F)]), "603")
    assert legal(state) == ["give 5 flax"]  # only the row-5 field
    state = answer(state, "give 5 flax", "take sheep")
    assert village(state.data).fields == [field(2)]
    assert holdings(state.data) == {"sheep": 2}


def test_604_pays_flax_for_the_fields_short_of_8() -> None:
    """L1455: pay 8 - fields flax (free with 8 fields); 2 sheep."""
    assert not can_play(table_with("604", fields=[field(2)] * 5, flax=2), 0, "604")
    state = play_card(table_with("604", fields=[field(2)] * 5, flax=4), 0, "604", ["take sheep"])
    assert holdings(state.data) == {"flax": 1, "sheep": 2}
    state = play_card(table_with("604", fields=[field(2)] * 8), 0, "604", ["take sheep"])
    assert holdings(state.data) == {"sheep": 2}


@pytest.mark.parametrize(("phase", "playable"), [(7, True), (8, False), (9, True)])
def test_605_any_time_but_phase_8(phase: int, playable: bool) -> None:
    """L1457-L1459: any time except phase 8; pay 3 milk; 1 sheep and 1 bonus card."""
    assert can_play(table_with("605", phase=phase, milk=3), 0, "605") == playable
    assert not can_play(table_with("605", phase=phase, milk=2), 0, "605")
    if playable:
        state = play_card(
            table_with("605", phase=phase, milk=3), 0, "605", ["take sheep", "take bonus"]
        )
        assert holdings(state.data) == {"sheep": 1, "bonus": 1}


def test_606_three_fields_with_the_same_crop() -> None:
    """L1460: at least 3 fields planted with the same crop; a field in row 3, 1 bonus card."""
    mixed = [field(2, F), field(3, F), field(4, B), field(5, B)]
    assert not can_play(table_with("606", fields=mixed), 0, "606")
    same = [field(2, H), field(3, H), field(4, B), field(5, H)]
    state = play_card(table_with("606", fields=same), 0, "606", ["take field", "take bonus"])
    assert village(state.data).fields == sorted([*same, field(3)])
    assert holdings(state.data) == {"bonus": 1}


def test_607_refuses_without_six_tools_and_four_jewelry() -> None:
    """L1462: at least 6 tools and at least 4 jewelry (only checked)."""
    assert not can_play(table_with("607", tool=5, jewelry=6), 0, "607")
    assert not can_play(table_with("607", tool=6, jewelry=3), 0, "607")
    assert can_play(table_with("607", tool=6, jewelry=4), 0, "607")


@pytest.mark.parametrize(
    ("jewelry", "options"),
    [
        (6, [[2, 4], [3, 3]]),  # the rulebook example, L1464
        (7, [[2, 5], [3, 4]]),
        (8, [[3, 5], [4, 4]]),
    ],
)
def test_607_two_fields_whose_rows_add_up_to_the_jewelry(
    jewelry: int, options: list[list[int]]
) -> None:
    """L1463-L1464: 2 fields whose rows add up to the jewelry; from 6 jewelry exactly 2 or
    none (one yes / no, never just one of them)."""
    for k, rows in enumerate(options):
        state = start(table_with("607", tool=6, jewelry=jewelry), "607")
        assert legal(state) == ["choose 0", "choose 1"]
        state = play(state, f"choose {k}")
        assert legal(state) == ["yes", "no"]
        state = answer(state, "yes")
        assert village(state.data).fields == [field(r) for r in rows]
    state = answer(start(table_with("607", tool=6, jewelry=jewelry), "607"), "choose 0", "no")
    assert village(state.data).fields == []


@pytest.mark.parametrize(("jewelry", "rows"), [(9, [4, 5]), (10, [5, 5])])
def test_607_nine_or_ten_jewelry_leave_one_pair(jewelry: int, rows: list[int]) -> None:
    state = start(table_with("607", tool=6, jewelry=jewelry), "607")
    assert legal(state) == ["yes", "no"]
    state = answer(state, "yes")
    assert village(state.data).fields == [field(r) for r in rows]


@pytest.mark.parametrize(("jewelry", "pair", "single"), [(4, [2, 2], 4), (5, [2, 3], 5)])
def test_607_four_or_five_jewelry_may_take_one_field(
    jewelry: int, pair: list[int], single: int
) -> None:
    """L1463: with 4 or 5 jewelry also just 1 field, in that row."""
    state = answer(start(table_with("607", tool=6, jewelry=jewelry), "607"), "choose 0", "yes")
    assert village(state.data).fields == [field(r) for r in pair]
    state = start(table_with("607", tool=6, jewelry=jewelry), "607")
    state = answer(state, "choose 1", "take field")
    assert village(state.data).fields == [field(single)]


def test_607_seven_fields_keep_only_the_first_of_the_pair() -> None:
    """L854: with room for one field, the second is lost."""
    state = start(table_with("607", fields=[field(2)] * 7, tool=6, jewelry=9), "607")
    state = answer(state, "yes")
    assert village(state.data).fields == [field(2)] * 7 + [field(4)]


@pytest.mark.parametrize(("tier", "wool"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_608_meat_for_wool_and_a_field(tier: int, wool: int) -> None:
    """L1465: at least 1, 2, 5 or 7 meat (only checked); 0-3 wool and a field in row 4."""
    assert not can_play(table_with("608"), 0, "608")
    state = start(table_with("608", meat=7), "608")
    assert legal(state) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    state = answer(state, f"choose {tier}", *(["take wool"] if wool else []), "take field")
    assert holdings(state.data) == {"meat": 7, **({"wool": wool} if wool else {})}
    assert village(state.data).fields == [field(4)]


def test_608_one_meat_gives_only_the_field() -> None:
    state = play_card(table_with("608", meat=1), 0, "608", ["take field"])
    assert village(state.data).fields == [field(4)] and holdings(state.data) == {"meat": 1}


@pytest.mark.parametrize(("card", "gains"), [("609", ["take tool"]), ("624", ["take flax"])])
def test_609_624_sheep_plus_jewelry_or_fields_reach_the_window(card: str, gains: list[str]) -> None:
    """609 L1467: sheep + jewelry >= the window; 1 tool and a field in row 5. 624 L1498:
    sheep + fields >= the window; 2 flax and 1 bonus card."""
    window = crafts.workers_shown(GAME, village(data(table_with(card))))
    assert window == 6
    if card == "609":
        assert not can_play(data(table_with(card, sheep=3, jewelry=2)), 0, card)
        state = play_card(
            data(table_with(card, sheep=3, jewelry=3)), 0, card, [*gains, "take field"]
        )
        assert holdings(state.data) == {"sheep": 3, "jewelry": 3, "tool": 1}
        assert village(state.data).fields == [field(5)]
    else:
        assert not can_play(data(table_with(card, fields=[field(2)] * 2, sheep=3)), 0, card)
        state = play_card(
            data(table_with(card, fields=[field(2)] * 3, sheep=3)), 0, card, [*gains, "take bonus"]
        )
        assert holdings(state.data) == {"sheep": 3, "flax": 2, "bonus": 1}


@pytest.mark.parametrize(
    ("card", "have", "short", "row"),
    [("610", {"hops": 3}, {"hops": 2}, 5), ("612", {"flax": 2}, {"flax": 1}, 3)],
)
def test_610_612_pay_crops_for_a_field_and_a_bonus_card(
    card: str, have: Have, short: Have, row: int
) -> None:
    """610 L1469: pay 3 hops, a field in row 5; 612 L1474: pay 2 flax, a field in row 3;
    each also 1 bonus card."""
    assert not can_play(table_holding(card, short), 0, card)
    state = play_card(table_holding(card, have), 0, card, ["take field", "take bonus"])
    assert village(state.data).fields == [field(row)] and holdings(state.data) == {"bonus": 1}


@pytest.mark.parametrize(("tier", "hops", "bonus"), [(0, 1, 0), (1, 3, 1), (2, 5, 2)])
def test_611_hops_for_bonus_cards_and_a_field(tier: int, hops: int, bonus: int) -> None:
    """L1472: pay 1, 3 or 5 hops; 0, 1 or 2 bonus cards and a field in row 4."""
    assert not can_play(table_with("611"), 0, "611")
    state = start(table_with("611", hops=3), "611")
    assert legal(state) == ["choose 0", "choose 1"]  # 5 hops cannot be paid
    state = start(table_with("611", hops=5), "611")
    state = answer(state, f"choose {tier}", *(["take bonus"] if bonus else []), "take field")
    assert holdings(state.data) == {
        k: n for k, n in {"hops": 5 - hops, "bonus": bonus}.items() if n
    }
    assert village(state.data).fields == [field(4)]


def test_613_pays_two_tools_for_a_field() -> None:
    """L1476: pay 2 tools (one of them used for pushing counts too, L605); a field in row 4
    and 1 bonus card."""
    assert not can_play(data(table_with("613", tool=1)), 0, "613")
    d = data(table_with("613", tool=2, phase=9))
    village(d).tools_used = 1
    state = play_card(d, 0, "613", ["take field", "take bonus"])
    assert village(state.data).fields == [field(4)] and holdings(state.data) == {"bonus": 1}


def test_614_pays_two_sheep_for_up_to_two_fields_in_row_4() -> None:
    """L1478: pay 2 sheep; up to 2 fields, both in row 4, and 1 bonus card."""
    assert not can_play(table_with("614", sheep=1), 0, "614")
    moves = ["pay sheep stable"] * 2 + ["take field", "skip", "take bonus"]
    state = play_card(table_with("614", sheep=2), 0, "614", moves)
    assert village(state.data).fields == [field(4)] and holdings(state.data) == {"bonus": 1}
    moves = ["pay sheep stable"] * 2 + ["take field", "take field", "take bonus"]
    state = play_card(table_with("614", sheep=2), 0, "614", moves)
    assert village(state.data).fields == [field(4), field(4)]


def test_615_jewelry_for_tools_or_fields_or_sheep() -> None:
    """L1480-L1481: at least 5 jewelry: 2 tools; instead with 6 up to 2 fields in row 2, with
    7 up to 2 fields in row 5, with 8 3 sheep (one option only)."""
    assert not can_play(table_with("615", jewelry=4), 0, "615")
    assert legal(start(table_with("615", jewelry=6), "615")) == ["choose 0", "choose 1"]
    state = answer(start(table_with("615", jewelry=8), "615"), "choose 0", "take tool")
    assert holdings(state.data) == {"jewelry": 8, "tool": 2}
    state = answer(
        start(table_with("615", jewelry=8), "615"), "choose 1", "take field", "take field"
    )
    assert village(state.data).fields == [field(2), field(2)]
    state = answer(
        start(table_with("615", jewelry=8), "615"), "choose 2", "take field", "take field"
    )
    assert village(state.data).fields == [field(5), field(5)]
    state = answer(start(table_with("615", jewelry=8), "615"), "choose 3", "take sheep")
    assert holdings(state.data) == {"jewelry": 8, "sheep": 3} and village(state.data).fields == []


@pytest.mark.parametrize(("tier", "meat"), [(0, 1), (1, 2), (2, 3), (3, 4)])
def test_616_hides_for_meat_and_a_tool(tier: int, meat: int) -> None:
    """L1482: at least 1, 2, 5 or 7 hides (only checked); 1-4 meat and 1 tool."""
    assert not can_play(table_with("616"), 0, "616")
    state = answer(
        start(table_with("616", hide=7), "616"), f"choose {tier}", "take meat", "take tool"
    )
    assert holdings(state.data) == {"hide": 7, "meat": meat, "tool": 1}


@pytest.mark.parametrize(("tier", "jewelry"), [(0, 1), (1, 2), (2, 3)])
def test_619_wool_for_jewelry(tier: int, jewelry: int) -> None:
    """L1488: at least 4, 9 or 16 wool (only checked); 1, 2 or 3 jewelry."""
    assert not can_play(table_with("619", wool=3), 0, "619")
    assert legal(start(table_with("619", wool=15), "619")) == ["choose 0", "choose 1"]
    state = answer(start(table_with("619", wool=16), "619"), f"choose {tier}", "take jewelry")
    assert holdings(state.data) == {"wool": 16, "jewelry": jewelry}


@pytest.mark.parametrize(("tier", "paid", "back"), [(0, 3, 0), (1, 8, 6), (2, 13, 12)])
def test_620_milk_for_milk_back_a_jewelry_and_a_bonus_card(tier: int, paid: int, back: int) -> None:
    """L1490: pay 3, 8 or 13 milk; 0, 6 or 12 milk back, 1 jewelry and 1 bonus card."""
    assert not can_play(table_with("620", milk=2), 0, "620")
    moves = [f"choose {tier}", *(["take milk"] if back else []), "take jewelry", "take bonus"]
    state = answer(start(table_with("620", milk=13), "620"), *moves)
    assert holdings(state.data) == {
        k: n for k, n in {"milk": 13 - paid + back, "jewelry": 1, "bonus": 1}.items() if n
    }


@pytest.mark.parametrize(("tier", "paid", "jewelry"), [(0, 1, 1), (1, 5, 2), (2, 10, 3)])
def test_621_hops_for_jewelry(tier: int, paid: int, jewelry: int) -> None:
    """L1492: pay 1, 5 or 10 hops; 1, 2 or 3 jewelry."""
    assert not can_play(table_with("621"), 0, "621")
    state = answer(start(table_with("621", hops=10), "621"), f"choose {tier}", "take jewelry")
    assert holdings(state.data) == {
        k: n for k, n in {"hops": 10 - paid, "jewelry": jewelry}.items() if n
    }


@pytest.mark.parametrize(("card", "n", "gains", "after"), [
    ("623", 2, ["take clay"], {"clay": 5}),
    ("626", 1, ["take barley", "take hops", "take rye"], {"barley": 3, "hops": 1, "rye": 3}),
])  # fmt: skip
def test_623_626_pay_fields(card: str, n: int, gains: list[str], after: Have) -> None:
    """623 L1496: give up 2 fields, 5 clay; 626 L1526: give up 1 field, 3 barley, 1 hops,
    3 rye. Any field, planted or not."""
    assert not can_play(table_with(card, fields=[field(3)] * (n - 1)), 0, card)
    fields = [field(3), field(4, R)]
    state = play_card(
        table_with(card, fields=fields), 0, card, [*["give 4 rye", "give 3 empty"][:n], *gains]
    )
    assert village(state.data).fields == fields[: 2 - n]
    assert holdings(state.data) == after


def test_625_more_jewelry_than_fields() -> None:
    """L1500: more jewelry than fields; 1 barley, 1 hops, 1 rye and 1 bonus card."""
    assert not can_play(table_with("625", fields=[field(2)] * 2, jewelry=2), 0, "625")
    moves = ["take barley", "take hops", "take rye", "take bonus"]
    state = play_card(table_with("625", fields=[field(2)] * 2, jewelry=3), 0, "625", moves)
    assert holdings(state.data) == {"jewelry": 3, "barley": 1, "hops": 1, "rye": 1, "bonus": 1}


def test_627_needs_seven_tools() -> None:
    """L1528: at least 7 tools (only checked)."""
    assert not can_play(table_with("627", fields=[field(3)], tool=6, flax=2), 0, "627")
    assert can_play(table_with("627", fields=[field(3)], tool=7, flax=2), 0, "627")


def test_627_sows_two_crops_of_one_type_on_one_field() -> None:
    """L1528-L1529: up to 2 crops of one type on the same field (one crop is an ordinary
    sowing); 2 need 2 of that crop in the supply."""
    d = table_with("627", fields=[field(3), field(5)], tool=7, flax=2, rye=1)
    state = start(d, "627")
    assert legal(state) == [
        "sow flax 3", "sow flax 5", "sow rye 3", "sow rye 5", "sow flax2 3", "sow flax2 5", "stop"
    ]  # fmt: skip
    state = answer(state, "sow flax2 5")
    v = village(state.data)
    assert v.fields == sorted([field(3), field(5, F, double=True)])
    assert holdings(state.data) == {"tool": 7, "rye": 1}
    state = answer(start(table_with("627", fields=[field(3)], tool=7, rye=1), "627"), "sow rye 3")
    assert village(state.data).fields == [field(3, R)]


def test_627_the_field_yields_twice_in_phase_7() -> None:
    """L1529, L504-L515: the harvest gives 2 x the row of the crop; the field moves down a row
    and is empty again."""
    d = data(table_with("627", phase=7))
    village(d).fields = sorted([field(5, F, double=True), field(3, F)])
    fields.phase_harvest(GAME, d)
    v = village(d)
    assert v.goods[FLAX] == 13 and v.fields == [field(2), field(4)]
    assert v.tally.harvest[FLAX] == 13


def test_627_double_field_with_other_harvests_and_land_sale() -> None:
    """A double field harvested at once by 628 gives 2 x its row; land sale takes it whole."""
    planted = [field(2, B), field(3, H), field(4, R), field(5, F, double=True)]
    state = start(data(table_with("628", fields=planted)), "628")
    assert "harvest 5 flax2" in legal(state)
    state = answer(state, "harvest 5 flax2", "stop", "take bonus")
    assert village(state.data).goods[FLAX] == 10
    d = data(table_with("627", fields=[field(4, B, double=True)]))
    state = play(run(d, Offer(), Sell(0)), "sell 4 barley2")
    assert village(state.data).fields == [] and village(state.data).jewelry == 1


def test_627_double_field_with_426_and_516() -> None:
    """426 (L1344): a field just harvested yields once more, for a double field 2 x its row
    again; 516 (L1405): one planted good goes back to the supply, the other stays."""
    d = data(table_with("426", phase=6, tool=6))  # phase 7 to come
    village(d).fields = [field(5, F, double=True)]
    d.tasks = []
    state = run(d, Phase(7))
    assert village(state.data).goods[FLAX] == 10
    state = answer(state, "play 426", "harvest 5 flax2")
    assert village(state.data).goods[FLAX] == 20
    d = data(table_with("516", fields=[field(3, R, double=True)]))
    state = play_card(d, 0, "516", ["give 3 rye2", "take tool", "take bonus"])
    assert village(state.data).fields == [field(3, R)]


def test_628_harvests_up_to_three_fields_now() -> None:
    """L1530-L1531: all four crops planted; harvest up to 3 fields now (outside phase 7),
    each moving down a row unless in row 2; 1 bonus card."""
    three = [field(2, B), field(3, H), field(5, F), field(5, F)]
    assert not can_play(table_with("628", fields=three), 0, "628")
    planted = [field(2, B), field(3, H), field(4, R), field(5, F)]
    moves = ["harvest 2 barley", "harvest 3 hops", "harvest 5 flax", "take bonus"]
    state = play_card(table_with("628", phase=4, fields=planted), 0, "628", moves)
    v = village(state.data)
    assert v.fields == [field(2), field(2), field(4), field(4, R)]
    assert holdings(state.data) == {"flax": 5, "barley": 2, "hops": 3, "bonus": 1}


@pytest.mark.parametrize(("sheep", "jewelry", "tiers"), [(6, 4, 1), (5, 9, 2), (7, 7, 4)])
def test_629_the_smaller_of_sheep_and_jewelry(sheep: int, jewelry: int, tiers: int) -> None:
    """L1532-L1534: at least 3, 5, 6 or 7 sheep and as much jewelry; 1-4 hides and 1-4 meat
    (the highest tier taken here). Example: 6 sheep and 4 jewelry give 1 hide and 1 meat."""
    assert not can_play(table_with("629", sheep=2, jewelry=9), 0, "629")
    state = start(table_with("629", sheep=sheep, jewelry=jewelry), "629")
    if tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(tiers)]
        state = play(state, f"choose {tiers - 1}")
    state = answer(state, "take hide", "take meat")
    n = tiers  # tier k gives k + 1 hides and k + 1 meat
    assert holdings(state.data) == {"sheep": sheep, "jewelry": jewelry, "hide": n, "meat": n}


def test_630_six_planted_fields() -> None:
    """L1535: at least 6 planted fields; 1 hide, 1 meat, 1 wool and 1 bonus card."""
    assert not can_play(table_with("630", fields=[field(2, F)] * 5 + [field(3)]), 0, "630")
    moves = ["take hide", "take meat", "take wool", "take bonus"]
    state = play_card(table_with("630", fields=[field(2, F)] * 6), 0, "630", moves)
    assert holdings(state.data) == {"hide": 1, "meat": 1, "wool": 1, "bonus": 1}


def test_631_hides_up_to_the_tools_after_paying() -> None:
    """L1537-L1538 (A18): pay 2 tools; then as many hides as tools (never fewer); 1 bonus."""
    assert not can_play(table_with("631", tool=1), 0, "631")
    state = play_card(table_with("631", tool=6, hide=1), 0, "631", ["take hide", "take bonus"])
    assert holdings(state.data) == {"tool": 4, "hide": 4, "bonus": 1}
    state = play_card(table_with("631", tool=4, hide=3), 0, "631", ["take bonus"])
    assert holdings(state.data) == {"tool": 2, "hide": 3, "bonus": 1}  # keeps its hides


def test_632_two_fields_for_meat_by_the_window() -> None:
    """L1539-L1541: give up 2 fields; 14 - window meat and 2 bonus cards (window 6: 8)."""
    assert not can_play(table_with("632", fields=[field(2)]), 0, "632")
    moves = ["give 2 empty", "give 2 empty", "take meat", "take bonus"]
    state = play_card(table_with("632", fields=[field(2)] * 2), 0, "632", moves)
    assert holdings(state.data) == {"meat": 8, "bonus": 2}


def test_634_removes_two_hand_cards() -> None:
    """L1544: remove any 2 hand cards from the game; 1 wool and 2 bonus cards."""
    d = data(table_with("634"))
    village(d).hand.append("901")
    assert not can_play(d, 0, "634")
    village(d).hand.append("701")
    state = play_card(d, 0, "634", ["remove 901", "remove 701", "take wool", "take bonus"])
    v = village(state.data)
    assert v.played == ["634"] and "901" not in v.hand and "701" not in v.hand
    assert holdings(state.data) == {"wool": 1, "bonus": 2}


def test_635_removes_two_point_cards_for_a_starter_card() -> None:
    """L1546-L1547: remove 2 point cards in hand from the game; 1 starter card and 2 bonus."""
    d = data(table_with("635"))
    village(d).hand += ["901", "801"]
    assert not can_play(d, 0, "635")  # a bonus card is not a point card
    village(d).hand.append("902")
    state = start(d, "635")
    assert legal(state) == ["remove 901", "remove 902"]
    state = answer(state, "remove 901", "remove 902", "take starter", "take bonus")
    assert holdings(state.data) == {"starter": 1, "bonus": 3}


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_this_court_deck_end(seed: int) -> None:
    """The cards variant with court deck 6 plays to the end: random legal moves, 1-4 players,
    every starter deck; the final state is consistent and survives a JSON round trip."""
    state = random_game(seed, court_deck=6)
    assert state.is_terminal and not GAME.check_data(state.data)
    assert GAME.state_from_json(state.to_json()).data == state.data
