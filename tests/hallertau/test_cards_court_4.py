"""The court deck 4 "Hops" 401-435 (hallertau.de.md L1289-L1363): each card's requirement or
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
    harvested,
    holdings,
    legal,
    play,
    play_card,
    start,
    table_holding,
    table_with,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.state import GOODS, HOPS, STABLE, field
else:
    from boardrules.games.hallertau.state import GOODS, HOPS, STABLE, field

# card, what the seat holds (exactly the cost or requirement), one short of it, the gains
# taken, what the seat holds afterwards (the card text: cost paid, gains received)
PLAIN = [
    ("405", {"flax": 1, "barley": 1, "hops": 1, "rye": 1}, {"hops": 0},
     ["take milk", "take wool", "take sheep", "take bonus"],
     {"milk": 1, "wool": 2, "sheep": 1, "bonus": 1}),
    ("406", {"hops": 4}, {"hops": 3}, ["take hops", "take sheep", "take bonus"],
     {"hops": 2, "sheep": 1, "bonus": 1}),
    ("415", {"tool": 7}, {"tool": 6}, ["take tool", "take jewelry"], {"tool": 3, "jewelry": 2}),
    ("420", {"tool": 2}, {"tool": 1}, ["take clay", "take bonus"], {"clay": 2, "bonus": 2}),
    ("423", {"meat": 5, "wool": 3}, {"wool": 2}, ["take flax", "take bonus"],
     {"meat": 5, "wool": 3, "flax": 3, "bonus": 1}),
    ("424", {"hops": 3}, {"hops": 2}, ["take rye", "take bonus"], {"rye": 5, "bonus": 1}),
    ("425", {"hops": 8}, {"hops": 7}, ["take hops", "take barley", "take bonus"],
     {"hops": 3, "barley": 3, "bonus": 2}),
    ("430", {"tool": 1}, {"tool": 0}, ["take milk", "take bonus"], {"milk": 2, "bonus": 1}),
    ("433", {"jewelry": 1}, {"jewelry": 0}, ["take meat", "take milk", "take bonus"],
     {"meat": 2, "milk": 2, "bonus": 1}),
]  # fmt: skip


@pytest.mark.parametrize(("card", "have", "short", "takes", "after"), PLAIN)
def test_plain_cards(card: str, have: Have, short: Have, takes: list[str], after: Have) -> None:
    """405 L1299, 406 L1301, 415 L1319, 420 L1330, 423 L1336, 424 L1338, 425 L1340,
    430 L1352, 433 L1358: pay the cost (or hold the requirement), get the goods."""
    d = table_holding(card, {**have, **short})
    assert not can_play(d, 0, card)
    d = table_holding(card, have)
    state = play_card(d, 0, card, takes)
    assert holdings(state.data) == after
    assert village(state.data).played == [card]


def test_gains_are_optional() -> None:
    """L699: 433's cost is paid, but each gain may be declined."""
    state = play_card(table_with("433", jewelry=1), 0, "433", ["skip", "take milk", "skip"])
    assert holdings(state.data) == {"milk": 2}


def test_401_pays_barley_or_rye_and_moves_two_different_sheep() -> None:
    """L1291: pay 1 barley or 1 rye; move up to 2 different sheep each to the next court card
    (from round 6's into the stable), no sheep twice; +1 bonus card."""
    d = data(table_with("401", rnd=2))
    village(d).sheep[3] = 1
    assert not can_play(d, 0, "401")  # neither barley nor rye
    give(d, {"rye": 1})
    village(d).sheep[3:6] = [1, 0, 1]  # on the round-4 and round-6 cards
    state = start(d, "401")
    assert legal(state) == ["choose 1"]  # only the rye can be paid
    state = play(state, "choose 1")
    assert legal(state) == ["extend round4", "extend round6", "stop"]
    state = play(state, "extend round4")
    assert legal(state) == ["extend round6", "stop"]  # the moved sheep cannot move again
    state = answer(state, "extend round6", "take bonus")
    v = village(state.data)
    assert v.sheep == [0, 0, 0, 0, 1, 0, 1] and v.goods[GOODS.index("rye")] == 0
    assert holdings(state.data) == {"sheep": 2, "bonus": 1}


def test_401_barley_when_both_can_be_paid() -> None:
    d = table_with("401", rnd=2, barley=1, rye=1)
    state = start(d, "401")
    assert legal(state) == ["choose 0", "choose 1"]
    state = answer(state, "choose 0", "take bonus")
    assert holdings(state.data) == {"rye": 1, "bonus": 1}


def test_402_needs_no_fields_in_rows_2_to_4() -> None:
    """L1293: no fields in rows 2, 3 and 4 (none at all, or all in row 5); +1 milk, +1 sheep."""
    assert not can_play(table_with("402", fields=[field(5), field(4)]), 0, "402")
    state = play_card(table_with("402", rnd=2), 0, "402", ["take milk", "take sheep"])
    assert village(state.data).sheep[4] == 1  # round 2: on the round-5 card (L289)
    state = play_card(
        table_with("402", fields=[field(5), field(5, HOPS + 1)]),
        0,
        "402",
        ["take milk", "take sheep"],
    )
    assert holdings(state.data) == {"milk": 1, "sheep": 1}


def test_403_needs_five_starter_cards_played() -> None:
    """L1295: already played at least 5 starter cards in all; +1 sheep."""
    ids = ["001", "002", "003", "004", "005"]  # starter cards (deck 0)
    d = data(table_with("403"))
    village(d).played = [*ids[:4], "801", "901"]
    assert not can_play(d, 0, "403")
    village(d).played = ids
    state = play_card(d, 0, "403", ["take sheep"])
    assert village(state.data).sheep[STABLE] == 1  # round 4: into the stable


def test_404_pays_eight_minus_fields_in_rye() -> None:
    """L1297: pay as much rye as 8 minus your fields (free with 8); +1 sheep, +1 bonus."""
    five = [field(3)] * 5
    assert not can_play(table_with("404", fields=five, rye=2), 0, "404")
    state = play_card(table_with("404", fields=five, rye=4), 0, "404", ["take sheep", "take bonus"])
    assert holdings(state.data) == {"rye": 1, "sheep": 1, "bonus": 1}
    state = play_card(table_with("404", fields=[field(2)] * 8), 0, "404", ["take sheep", "skip"])
    assert holdings(state.data) == {"sheep": 1}


def test_407_needs_seven_fields_for_a_field_in_row_3() -> None:
    """L1303: at least 7 fields; +1 field in row 3, +1 bonus card."""
    assert not can_play(table_with("407", fields=[field(2)] * 6), 0, "407")
    state = play_card(
        table_with("407", fields=[field(2)] * 7), 0, "407", ["take field", "take bonus"]
    )
    assert village(state.data).fields == [field(2)] * 7 + [field(3)]
    assert holdings(state.data) == {"bonus": 1}


def test_408_pays_a_sheep_for_a_field_in_row_5() -> None:
    """L1305: pay 1 sheep (from a court card or the stable, L301); +1 field in row 5, +1 bonus."""
    assert not can_play(data(table_with("408")), 0, "408")
    d = data(table_with("408", rnd=2))
    village(d).sheep[4] = 1
    state = play_card(d, 0, "408", ["pay sheep round5", "take field", "take bonus"])
    assert village(state.data).fields == [field(5)]
    assert holdings(state.data) == {"bonus": 1}


def test_409_pays_clay_and_a_row_5_field_for_up_to_three_fields_in_row_2() -> None:
    """L1307: pay 2 clay and 1 field from row 5; up to 3 fields, all in row 2."""
    assert not can_play(table_with("409", fields=[field(4)], clay=2), 0, "409")  # no row-5 field
    assert not can_play(table_with("409", fields=[field(5)], clay=1), 0, "409")
    d = table_with("409", fields=[field(4), field(5, HOPS + 1)], clay=3)
    state = start(d, "409")
    assert legal(state) == ["give 5 hops"]  # only the row-5 field
    state = answer(state, "give 5 hops", "take field", "take field", "skip")
    assert village(state.data).fields == [field(2), field(2), field(4)]
    assert holdings(state.data) == {"clay": 1}


def test_410_pays_a_jewelry_for_up_to_two_fields_in_row_2() -> None:
    """L1309: pay 1 jewelry; up to 2 fields in row 2 (with 7 fields only one fits, L854)."""
    assert not can_play(table_with("410"), 0, "410")
    state = play_card(table_with("410", jewelry=1), 0, "410", ["take field", "take field"])
    assert village(state.data).fields == [field(2), field(2)] and holdings(state.data) == {}
    state = play_card(table_with("410", fields=[field(5)] * 7, jewelry=1), 0, "410", ["take field"])
    assert village(state.data).fields == [field(2)] + [field(5)] * 7
    assert state.is_terminal  # no second field offered


def test_411_pays_four_hops_for_up_to_two_fields_in_row_3() -> None:
    """L1311: pay 4 hops; up to 2 fields, both in row 3."""
    assert not can_play(table_with("411", hops=3), 0, "411")
    state = play_card(table_with("411", hops=4), 0, "411", ["take field", "skip"])
    assert village(state.data).fields == [field(3)] and holdings(state.data) == {}


@pytest.mark.parametrize(
    ("hops", "tier", "left"), [(3, 0, 0), (5, 0, 2), (5, 1, 3), (7, 1, 5), (7, 2, 6)]
)
def test_412_three_five_or_seven_hops(hops: int, tier: int, left: int) -> None:
    """L1313: pay 3, 5 or 7 hops; get 0, 3 or 6 hops back, +1 field in row 4, +1 bonus card.
    Any tier the seat can pay may be picked (L705)."""
    assert not can_play(table_with("412", hops=2), 0, "412")
    d = table_with("412", hops=hops)
    state = start(d, "412")
    open_tiers = [f"choose {k}" for k, cost in enumerate((3, 5, 7)) if cost <= hops]
    if len(open_tiers) > 1:
        assert legal(state) == open_tiers
        state = play(state, f"choose {tier}")
    gains = ["take hops"] if tier else []
    state = answer(state, *gains, "take field", "take bonus")
    assert holdings(state.data) == {"hops": left, "bonus": 1} if left else {"bonus": 1}
    assert village(state.data).fields == [field(4)]


@pytest.mark.parametrize("tier", [0, 1, 2])
def test_413_one_two_or_three_sheep_for_tools_and_bonus_cards(tier: int) -> None:
    """L1315: pay 1, 2 or 3 sheep; +1/2/3 tools and +1/2/3 bonus cards."""
    assert not can_play(table_with("413"), 0, "413")
    d = table_with("413", sheep=3)
    state = start(d, "413")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    n = tier + 1
    state = play(state, f"choose {tier}", *["pay sheep stable"] * n, "take tool", "take bonus")
    assert holdings(state.data) == {"tool": n, "bonus": n, **({"sheep": 3 - n} if n < 3 else {})}


def test_414_removes_two_hand_cards_for_a_tool_and_a_bonus_card() -> None:
    """L1317: remove any 2 cards of your hand from the game; +1 tool, +1 bonus card."""
    d = data(table_with("414"))
    village(d).hand.append("901")
    assert not can_play(d, 0, "414")  # 414 itself does not count
    village(d).hand.append("505")
    state = play_card(d, 0, "414", ["remove 901", "remove 505", "take tool", "take bonus"])
    v = village(state.data)
    assert v.played == ["414"] and "901" not in v.hand and "505" not in v.hand
    assert holdings(state.data) == {"tool": 1, "bonus": 1}
    # reading H1 (docs/games/hallertau.md): the cards removed are shown as they leave, so
    # the choice is no secret decision (the other seats' history names the cards) and the
    # observation lists them (issue 24, item 8)
    assert "pay_card" not in state.game.secret_decisions
    # (of this game's decks: 505 comes from a court deck the table's options do not use)
    removed = state.observation(0)["removed_cards"]
    assert "901" in removed and not {"901", "505"} & set(v.hand)


def test_415_pays_tools_used_for_pushing_too() -> None:
    """L1319 with L599-L605: a tool set aside for pushing in this progress phase is still the
    seat's and may be given up to the card; 6 tools are not enough."""
    assert not can_play(data(table_with("415", tool=6)), 0, "415")
    d = data(table_with("415", tool=7, phase=9))
    village(d).tools_used = 1
    state = play_card(d, 0, "415", ["take tool", "take jewelry"])
    v = village(state.data)
    assert (v.tools, v.tools_used, v.jewelry) == (3, 0, 2)


def test_416_eleven_sheep_or_eight_fields() -> None:
    """L1321: at least 11 sheep or 8 fields; +1 jewelry."""
    assert not can_play(table_with("416", fields=[field(2)] * 7, sheep=10), 0, "416")
    state = play_card(table_with("416", sheep=11), 0, "416", ["take jewelry"])
    assert holdings(state.data) == {"sheep": 11, "jewelry": 1}
    state = play_card(table_with("416", fields=[field(2)] * 8), 0, "416", ["take jewelry"])
    assert holdings(state.data) == {"jewelry": 1}


def test_417_wool_at_least_the_window() -> None:
    """L1323: at least as much wool as the window shows (6 at the start; 7 after one move);
    +1 jewelry. The wool is only checked."""
    assert not can_play(data(table_with("417", wool=5)), 0, "417")
    d = data(table_with("417", wool=6))
    village(d).crafts = [2] * 5  # the community center moved once: window 7
    assert not can_play(d, 0, "417")
    state = play_card(data(table_with("417", wool=6)), 0, "417", ["take jewelry"])
    assert holdings(state.data) == {"wool": 6, "jewelry": 1}


@pytest.mark.parametrize(("tier", "cost", "bonus"), [(0, 5, 0), (1, 6, 1), (2, 8, 2)])
def test_418_five_six_or_eight_hops(tier: int, cost: int, bonus: int) -> None:
    """L1325: pay 5, 6 or 8 hops; 0, 1 or 2 bonus cards and 2 jewelry."""
    assert not can_play(table_with("418", hops=4), 0, "418")
    state = start(table_with("418", hops=8), "418")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    takes = ["take bonus"] if bonus else []
    state = play(state, f"choose {tier}", *takes, "take jewelry")
    left = {"hops": 8 - cost} if cost < 8 else {}
    assert holdings(state.data) == {**left, "jewelry": 2, **({"bonus": bonus} if bonus else {})}


def test_419_not_in_phase_4() -> None:
    """L1327: any time except phase 4; pay 1 jewelry."""
    assert not can_play(table_with("419", phase=4, jewelry=1), 0, "419")
    assert not can_play(table_with("419", phase=5), 0, "419")  # no jewelry
    assert can_play(table_with("419", phase=5, jewelry=1), 0, "419")


def test_419_uses_an_empty_space_with_a_worker_from_the_supply() -> None:
    """L1327-L1329: a space holding at most 1 worker is used at once, filled with 1 worker from
    the general supply in row 1; the seat's own workers are not touched."""
    d = data(table_with("419", rnd=3, phase=9, jewelry=1))
    d.workers_on = [0] * len(d.workers_on)
    village(d).workers = 2
    clay_pit = GAME.space_index["clay_pit"]
    shearer = GAME.space_index["sheep_shearer"]
    d.workers_on[3 * shearer : 3 * shearer + 2] = [1, 2]  # 3 workers: not offered
    state = start(d, "419")
    assert "target clay_pit" in legal(state) and "target sheep_shearer" not in legal(state)
    state = answer(state, "target clay_pit", "take clay")
    assert state.data.workers_on[3 * clay_pit : 3 * clay_pit + 3] == [1, 0, 0]
    assert village(state.data).workers == 2
    assert holdings(state.data) == {"clay": 3}  # the clay pit gives the round's number


def test_419_fills_row_2_with_two_workers_when_row_1_is_taken() -> None:
    """L1329: with 1 worker in row 1, 2 workers from the supply go in row 2."""
    d = data(table_with("419", rnd=3, phase=1, jewelry=1))
    d.workers_on = [0] * len(d.workers_on)
    market = GAME.space_index["weekly_market"]
    d.workers_on[3 * market] = 1
    state = play_card(d, 0, "419", ["target weekly_market", "take sheep", "take meat"])
    assert state.data.workers_on[3 * market : 3 * market + 3] == [1, 2, 0]
    assert holdings(state.data) == {"sheep": 1, "meat": 1}
    assert village(state.data).sheep[5] == 1  # round 3: on the round-6 card


def test_421_pays_a_field_for_five_clay() -> None:
    """L1332: give up 1 field (a planted good on it is lost, L269); +5 clay."""
    assert not can_play(table_with("421"), 0, "421")
    d = table_with("421", fields=[field(3, HOPS + 1)])
    state = play_card(d, 0, "421", ["give 3 hops", "take clay"])
    assert village(state.data).fields == [] and holdings(state.data) == {"clay": 5}


@pytest.mark.parametrize(("tier", "barley"), [(0, 0), (1, 2), (2, 4)])
def test_422_fields_planted_with_hops(tier: int, barley: int) -> None:
    """L1334: at least 1, 2 or 3 fields planted with hops; 0, 2 or 4 barley and 1 bonus card.
    Hops in the supply do not count (L671)."""
    d = table_with("422", fields=[field(2, 1), field(3)], hops=5)
    assert not can_play(d, 0, "422")
    hops_field = field(4, HOPS + 1)
    d = table_with("422", fields=[hops_field] * 3)
    state = answer(start(d, "422"), f"choose {tier}")
    takes = ["take barley"] if barley else []
    state = answer(state, *takes, "take bonus")
    assert holdings(state.data) == {"bonus": 1, **({"barley": barley} if barley else {})}
    assert village(state.data).fields == [hops_field] * 3  # only checked


def test_422_one_hops_field_gives_only_the_bonus_card() -> None:
    d = table_with("422", fields=[field(4, HOPS + 1), field(2)])
    state = play_card(d, 0, "422", ["take bonus"])
    assert holdings(state.data) == {"bonus": 1}


def test_426_only_in_phase_7() -> None:
    """L1342: only in phase 7."""
    d = table_with("426", phase=4, tool=6, fields=[field(4, HOPS + 1)])
    assert not can_play(d, 0, "426")


def test_426_needs_six_tools_and_doubles_a_field_just_harvested() -> None:
    """L1342-L1344: at least 6 tools (only checked); a field you are harvesting yields twice:
    once more the same goods. Only one field, and only one harvested now."""
    fields = [field(4, HOPS + 1), field(3, 2), field(5)]
    d = harvested(table_with("426", phase=7, tool=5, fields=fields))
    assert not can_play(d, 0, "426")
    d = harvested(table_with("426", phase=7, tool=6, fields=fields))
    assert holdings(d) == {"hops": 4, "barley": 3, "tool": 6, "court": 1}  # 426 in hand
    state = start(d, "426")
    assert legal(state) == ["harvest 3 barley", "harvest 4 hops", "stop"]
    state = answer(state, "harvest 4 hops")
    assert holdings(state.data) == {"hops": 8, "barley": 3, "tool": 6}
    assert village(state.data).fields == [field(2), field(3), field(5)]  # moved once only


def test_426_before_any_harvest_doubles_nothing() -> None:
    d = table_with("426", phase=7, tool=6, fields=[field(4, HOPS + 1)])
    state = play_card(d, 0, "426")
    assert holdings(state.data) == {"tool": 6}


def test_427_not_in_phase_7() -> None:
    """L1345: any time except phase 7."""
    d = table_with("427", phase=7, rye=1, fields=[field(3)])
    assert not can_play(d, 0, "427")


def test_427_free_tier_sows_once() -> None:
    """L1346-L1347: pay 0 milk: sow once."""
    d = table_with("427", rye=2, fields=[field(3), field(4)])
    state = start(d, "427")
    assert legal(state) == ["sow rye 3", "sow rye 4", "stop"]
    state = answer(state, "sow rye 4")
    assert village(state.data).fields == [field(3), field(4, 4)]
    assert holdings(state.data) == {"rye": 1}


@pytest.mark.parametrize(("tier", "milk", "sowings"), [(1, 1, 2), (2, 3, 3)])
def test_427_milk_tiers_sow_more(tier: int, milk: int, sowings: int) -> None:
    """L1346-L1347: pay 1 or 3 milk: sow up to twice or three times."""
    d = table_with("427", milk=3, flax=4, fields=[field(2)] * 4)
    state = start(d, "427")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = play(state, f"choose {tier}", *["sow flax 2"] * sowings)
    assert "sow flax 2" not in legal(state)  # no more sowings
    state = answer(state)
    v = village(state.data)
    assert v.fields == [field(2)] * (4 - sowings) + [field(2, 1)] * sowings
    assert holdings(state.data) == {"flax": 4 - sowings, **({"milk": 3 - milk} if milk < 3 else {})}


def test_428_fields_and_jewelry_at_least_the_window() -> None:
    """L1348: fields plus jewelry at least the window (6); +1 hide, milk, wool, bonus card."""
    fields = [field(3)] * 3
    assert not can_play(table_with("428", fields=fields, jewelry=2), 0, "428")
    d = table_with("428", fields=fields, jewelry=3)
    state = play_card(d, 0, "428", ["take hide", "take milk", "take wool", "take bonus"])
    assert holdings(state.data) == {"hide": 1, "milk": 1, "wool": 1, "jewelry": 3, "bonus": 1}


def test_429_at_least_as_many_sheep_as_fields() -> None:
    """L1350: at least as many sheep (on cards and in the stable) as fields; +2 hides, +1 wool."""
    fields = [field(3)] * 3
    assert not can_play(data(table_with("429", fields=fields, sheep=2)), 0, "429")
    d = data(table_with("429", fields=fields, sheep=2))
    village(d).sheep[4] = 1
    state = play_card(d, 0, "429", ["take hide", "take wool"])
    assert holdings(state.data) == {"hide": 2, "wool": 1, "sheep": 3}


@pytest.mark.parametrize(("tier", "milk"), [(0, 1), (1, 3), (2, 5)])
def test_431_milk_for_hides(tier: int, milk: int) -> None:
    """L1354: pay 1, 3 or 5 milk; 1, 3 or 5 hides and 1 bonus card."""
    assert not can_play(table_with("431"), 0, "431")
    state = start(table_with("431", milk=5), "431")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = play(state, f"choose {tier}", "take hide", "take bonus")
    assert holdings(state.data) == {
        "hide": milk,
        "bonus": 1,
        **({"milk": 5 - milk} if milk < 5 else {}),
    }


@pytest.mark.parametrize(("tier", "gets"), [(1, 1), (2, 2), (3, 3)])
def test_432_hops_for_hides_or_wool(tier: int, gets: int) -> None:
    """L1356-L1357: pay 1-4 hops; 0-3 goods of one type, hide or wool; +1 bonus card."""
    state = start(table_with("432", hops=4), "432")
    assert legal(state) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    state = play(state, f"choose {tier}")
    assert legal(state) == ["take hide", "take wool", "skip"]  # one type only
    state = play(state, "take wool", "take bonus")
    left = 4 - tier - 1
    assert holdings(state.data) == {"wool": gets, "bonus": 1, **({"hops": left} if left else {})}


def test_432_one_hops_gives_only_the_bonus_card() -> None:
    assert not can_play(table_with("432"), 0, "432")
    state = play_card(table_with("432", hops=1), 0, "432", ["take bonus"])
    assert holdings(state.data) == {"bonus": 1}


def test_434_pays_two_fields_for_six_meat() -> None:
    """L1360: give up 2 fields; +6 meat."""
    assert not can_play(table_with("434", fields=[field(2)]), 0, "434")
    d = table_with("434", fields=[field(2), field(5, 1), field(4)])
    state = play_card(d, 0, "434", ["give 2 empty", "give 5 flax", "take meat"])
    assert village(state.data).fields == [field(4)] and holdings(state.data) == {"meat": 6}


@pytest.mark.parametrize(("tier", "barley", "cards"), [(0, 1, 1), (1, 3, 2), (2, 6, 3)])
def test_435_barley_for_starter_cards(tier: int, barley: int, cards: int) -> None:
    """L1362-L1363: pay 1, 3 or 6 barley; 1, 2 or 3 starter cards (the starter deck's top
    cards)."""
    assert not can_play(data(table_with("435")), 0, "435")
    d = data(table_with("435", barley=6))
    top = d.decks["starter"][:4]
    state = answer(start(d, "435"), f"choose {tier}", "take starter")
    v = village(state.data)
    assert v.hand == top[:cards] and state.data.decks["starter"][0] == top[cards]
    assert v.goods[GOODS.index("barley")] == 6 - barley
