"""The court deck 7 "Jewelry" 701-735 (hallertau.de.md L1503-L1605 without L1526-L1547): each
card's requirement or cost (L667-L689), what it refuses, and its effects (L691-L707)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from boardrules import State
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
    window,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.state import (
        BARLEY,
        FLAX,
        GOODS,
        HOPS,
        NO_TALLY,
        STABLE,
        HData,
        Tally,
        field,
        plus,
    )
    from games.hallertau.tasks import CardWindow, Phase, Turn
else:
    from boardrules.games.hallertau.state import (
        BARLEY,
        FLAX,
        GOODS,
        HOPS,
        NO_TALLY,
        STABLE,
        HData,
        Tally,
        field,
        plus,
    )
    from boardrules.games.hallertau.tasks import CardWindow, Phase, Turn

F, B, H = FLAX + 1, BARLEY + 1, HOPS + 1  # field contents


def nonzero(**have: int) -> Have:
    return {k: n for k, n in have.items() if n}


# card, what the seat holds (exactly the cost or requirement), one short of it, the decisions
# (payments, gains taken), what the seat holds afterwards
PLAIN = [
    ("701", {"barley": 11}, {"barley": 10}, ["take sheep"], {"barley": 11, "sheep": 1}),
    ("720", {"sheep": 1}, {"sheep": 0},
     ["pay sheep stable", "take clay", "take tool", "take bonus"],
     {"clay": 2, "tool": 2, "bonus": 1}),
    ("722", {"hops": 3}, {"hops": 2}, ["take tool", "take jewelry", "take bonus"],
     {"tool": 1, "jewelry": 1, "bonus": 1}),
    ("735", {"jewelry": 1}, {"jewelry": 0}, ["take court", "take bonus"], {"court": 2, "bonus": 2}),
]  # fmt: skip


@pytest.mark.parametrize(("card", "have", "short", "moves", "after"), PLAIN)
def test_plain_cards(card: str, have: Have, short: Have, moves: list[str], after: Have) -> None:
    """701 L1505 (11 barley, only checked), 720 L1570, 722 L1574, 735 L1604 (2 court cards)."""
    assert not can_play(table_holding(card, {**have, **short}), 0, card)
    state = play_card(table_holding(card, have), 0, card, moves)
    assert holdings(state.data) == after
    assert village(state.data).played == [card]


def turn_table(card: str, workers: int, **have: int) -> HData:
    """Phase 4 with an empty action board; seat 0 holds ``card`` and ``workers``."""
    d = data(table_holding(card, have, phase=4))
    d.workers_on = [0] * len(d.workers_on)
    village(d).workers = workers
    return d


def turn(d: HData, move: str) -> State:
    """Seat 0's turn (``move``), then the window after it (L663)."""
    return play(run(d, Turn(0), CardWindow("actions", (0,))), move)


def test_702_after_trading_three_workers_in_the_turn() -> None:
    """L1507-L1509: only in phase 4; you just traded at least 3 workers for tools in your turn;
    1 sheep."""
    state = turn(turn_table("702", workers=3), "trade 3")
    assert legal(state) == ["play 702", "pass"]
    state = answer(state, "play 702", "take sheep")
    assert holdings(state.data) == {"tool": 3, "sheep": 1}


def test_702_refuses_two_workers_a_later_turn_and_other_phases() -> None:
    state = turn(turn_table("702", workers=4), "trade 2")
    assert not can_play(state.data, 0, "702")
    state = turn(turn_table("702", workers=4), "trade 3")
    d = state.data.clone()
    d.tasks = []
    d.phase = 5  # the window of phase 5: not phase 4
    assert not can_play(d, 0, "702")
    d = state.data.clone()
    d.tasks = []
    state = turn(d, "place clay_pit")  # the next turn: the trade is no longer "just"
    assert not can_play(state.data, 0, "702")


def test_703_a_full_action_space() -> None:
    """L1510 (dark book, L681): some action space has workers in all its rows, anyone's;
    1 sheep and a field in row 2."""
    d = data(table_with("703"))
    d.workers_on = [0] * len(d.workers_on)
    s = GAME.space_index["starter_card"]  # 2 rows
    d.workers_on[3 * s] = 1
    assert not can_play(d, 0, "703")
    d.workers_on[3 * s + 1] = 2
    state = play_card(d, 0, "703", ["take sheep", "take field"])
    assert holdings(state.data) == {"sheep": 1} and village(state.data).fields == [field(2)]


@pytest.mark.parametrize(("fields", "tiers"), [(7, 1), (5, 2), (4, 3), (3, 4)])
def test_704_few_fields_give_a_field_in_a_higher_row(fields: int, tiers: int) -> None:
    """L1512-L1513: at least 4 sheep and at most 7, 5, 4 or 3 fields; a field in row 2, 3, 4
    or 5 (any open tier)."""
    assert not can_play(table_with("704", fields=[field(2)] * 3, sheep=3), 0, "704")
    assert not can_play(table_with("704", fields=[field(2)] * 8, sheep=4), 0, "704")
    state = start(table_with("704", fields=[field(3)] * fields, sheep=4), "704")
    if tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(tiers)]
        state = play(state, f"choose {tiers - 1}")
    state = answer(state, "take field")
    assert village(state.data).fields == sorted([field(3)] * fields + [field(tiers + 1)])


@pytest.mark.parametrize(("tools", "tiers"), [(7, 1), (4, 2), (1, 3)])
def test_705_few_tools_give_tools(tools: int, tiers: int) -> None:
    """L1514: at least 4 sheep and at most 7, 4 or 1 tools; 1, 2 or 3 tools and 1 bonus."""
    assert not can_play(table_with("705", sheep=4, tool=8), 0, "705")
    assert not can_play(table_with("705", sheep=3, tool=1), 0, "705")
    state = start(table_with("705", sheep=4, tool=tools), "705")
    if tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(tiers)]
        state = play(state, f"choose {tiers - 1}")
    state = answer(state, "take tool", "take bonus")
    assert holdings(state.data) == {"sheep": 4, "tool": tools + tiers, "bonus": 1}


def harvest(card: str, fields: list[int], phase: int = 7) -> State:
    """Phase ``phase`` of round 4 run from its start (phase 7: the harvest, L504-L515)."""
    d = data(table_with(card, phase=phase - 1, fields=fields))  # the phase before
    d.tasks = []
    return run(d, Phase(phase))


def test_706_eleven_crops_of_one_type_just_harvested() -> None:
    """L1516-L1518: only in phase 7; you just received at least 11 crops of one type from
    your fields; 1 tool and 1 jewelry."""
    state = harvest("706", [field(2, F), field(4, F), field(5, F)])  # 2 + 4 + 5 flax
    assert legal(state) == ["play 706", "pass"]
    state = answer(state, "play 706", "take tool", "take jewelry")
    assert holdings(state.data) == {"flax": 11, "tool": 1, "jewelry": 1}


def test_706_counts_one_type_only_and_a_double_field_twice() -> None:
    """L1517: what else was harvested does not matter; a 627 field gives 2 x its row."""
    state = harvest("706", [field(2, F), field(3, F), field(5, F), field(5, B), field(5, B)])
    assert village(state.data).goods[FLAX] == 10 and not can_play(state.data, 0, "706")
    state = harvest("706", [field(3, H), field(4, H, double=True)])  # 3 + 2 x 4 hops
    assert village(state.data).goods[HOPS] == 11 and can_play(state.data, 0, "706")


def test_706_refuses_outside_phase_7() -> None:
    d = data(table_with("706", phase=8))
    village(d).tally = Tally(harvest=plus(NO_TALLY.harvest, FLAX, 11))
    assert not can_play(d, 0, "706")
    d.phase = 7
    assert can_play(d, 0, "706")


@pytest.mark.parametrize(("tier", "jewelry"), [(0, 0), (1, 1), (2, 2)])
def test_707_tools_for_jewelry_a_hide_and_a_bonus_card(tier: int, jewelry: int) -> None:
    """L1519: at least 2, 6 or 10 tools (only checked); 0, 1 or 2 jewelry, 1 hide, 1 bonus."""
    assert not can_play(table_with("707", tool=1), 0, "707")
    state = start(table_with("707", tool=10), "707")
    takes = ["take jewelry"] if jewelry else []
    state = answer(state, f"choose {tier}", *takes, "take hide", "take bonus")
    assert holdings(state.data) == nonzero(tool=10, jewelry=jewelry, hide=1, bonus=1)


def test_708_tools_and_fields_make_twelve() -> None:
    """L1521: tools + fields >= 12; 1 jewelry."""
    assert not can_play(table_with("708", fields=[field(2)] * 4, tool=7), 0, "708")
    state = play_card(table_with("708", fields=[field(2)] * 4, tool=8), 0, "708", ["take jewelry"])
    assert holdings(state.data) == {"tool": 8, "jewelry": 1}


def test_709_a_craft_four_spaces_ahead_of_another() -> None:
    """L1523-L1524: a craft at least 4 spaces ahead of another; 1 jewelry (only one even if
    several crafts qualify)."""
    d = data(table_with("709"))
    village(d).crafts = [4, 1, 2, 1, 1]
    assert not can_play(d, 0, "709")
    village(d).crafts = [5, 6, 2, 1, 1]
    state = play_card(d, 0, "709", ["take jewelry"])
    assert holdings(state.data) == {"jewelry": 1}


@pytest.mark.parametrize(("tier", "bonus"), [(0, 0), (1, 1), (2, 2)])
def test_710_tools_and_sheep_for_bonus_cards_and_goods(tier: int, bonus: int) -> None:
    """L1549-L1550: tools + sheep >= 8, 11 or 16; 0, 1 or 2 bonus cards, 2 barley, 1 hops,
    2 clay."""
    assert not can_play(table_with("710", tool=4, sheep=3), 0, "710")
    assert legal(start(table_with("710", tool=4, sheep=7), "710")) == ["choose 0", "choose 1"]
    state = start(table_with("710", tool=10, sheep=6), "710")
    takes = ["take bonus"] if bonus else []
    state = answer(state, f"choose {tier}", *takes, "take barley", "take hops", "take clay")
    assert holdings(state.data) == nonzero(tool=10, sheep=6, bonus=bonus, barley=2, hops=1, clay=2)


def test_711_tools_and_jewelry_reach_the_window() -> None:
    """L1551: tools + jewelry >= the window (6 here); 3 rye and 1 bonus card."""
    assert not can_play(table_with("711", tool=3, jewelry=2), 0, "711")
    state = play_card(table_with("711", tool=3, jewelry=3), 0, "711", ["take rye", "take bonus"])
    assert holdings(state.data) == {"tool": 3, "jewelry": 3, "rye": 3, "bonus": 1}


@pytest.mark.parametrize(
    ("have", "tiers"),
    [({"jewelry": 3}, 1), ({"jewelry": 5, "tool": 6}, 2), ({"tool": 10}, 3), ({"jewelry": 7}, 3)],
)
def test_712_jewelry_or_tools_whichever_is_better(have: Have, tiers: int) -> None:
    """L1553-L1554: at least 3, 5 or 7 jewelry or at least 6, 8 or 10 tools (the better one
    counts); 2, 3 or 4 flax and 1 bonus card."""
    assert not can_play(table_with("712", jewelry=2, tool=5), 0, "712")
    state = start(table_holding("712", have), "712")
    if tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(tiers)]
        state = play(state, f"choose {tiers - 1}")
    state = answer(state, "take flax", "take bonus")
    assert holdings(state.data) == {**have, "flax": tiers + 1, "bonus": 1}


def drawn_table(*hand: str, **have: int) -> HData:
    """Phase 4: seat 0 holds 713 (and ``hand``), 1 worker; the bonus deck's top card is 801
    (cost 1 wool)."""
    d = turn_table("713", workers=1, **have)
    village(d).hand += list(hand)
    d.decks["bonus"].remove("801")
    d.decks["bonus"].insert(0, "801")
    return d


def test_713_a_card_just_drawn_and_played_at_once() -> None:
    """L1555-L1556: you just received another card and played it at once; play 713 at that
    moment, after the other card's effects; 1 milk, 1 bonus card, 1 crop of your choice."""
    state = turn(drawn_table(wool=1), "place bonus_card")  # 801 drawn (L445)
    assert legal(state) == ["play 801", "pass"]  # 713 not yet
    state = play(state, "play 801")
    assert legal(state) == ["play 713", "pass"]
    state = play(state, "play 713", "take milk", "take bonus")
    assert legal(state) == ["take flax", "take barley", "take hops", "take rye", "skip"]
    state = answer(state, "take hops")
    assert holdings(state.data) == {"milk": 1, "bonus": 1, "hops": 1}
    assert village(state.data).played == ["801", "713"]


def test_713_refuses_a_card_that_was_not_just_drawn() -> None:
    d = data(table_with("713", phase=4, hops=1))
    village(d).hand.append("802")  # in the hand since before this turn
    state = play(run(d, window(d)), "play 802")
    assert "play 713" not in legal(state)


def test_713_the_drawn_card_must_be_the_last_played() -> None:
    """Another card played after the drawn one ends the moment; played before it, the drawn
    card is still played at once (several cards played together, L661)."""
    state = turn(drawn_table("802", wool=1, hops=1), "place bonus_card")
    state = play(state, "play 801", "play 802")
    assert "play 713" not in legal(state)
    state = turn(drawn_table("802", wool=1, hops=1), "place bonus_card")
    state = play(state, "play 802", "play 801")
    assert "play 713" in legal(state)


def test_713_the_moment_passes_with_the_phase() -> None:
    state = turn(drawn_table(wool=1), "place bonus_card")
    state = play(state, "play 801", "pass")
    d = state.data.clone()
    d.tasks = []
    state = run(d, Phase(6))
    assert not can_play(state.data, 0, "713")


def test_713_after_the_court_card_of_phase_5() -> None:
    """L485-L487: the court card taken into the hand in phase 5 is received just then; played
    at once, 713 may follow."""
    d = data(table_with("713", phase=4, hops=4))
    village(d).stable_cards[3] = "622"  # round 4's court card held the workers
    state = run(d, Phase(5))
    assert legal(state) == ["play 622", "pass"]
    state = play(state, "play 622", "take clay")
    assert legal(state) == ["play 713", "pass"]


@pytest.mark.parametrize(("tier", "wool"), [(0, 1), (1, 3), (2, 4)])
def test_714_fields_with_flax_for_wool(tier: int, wool: int) -> None:
    """L1557: at least 1, 2 or 3 fields planted with flax; 1, 3 or 4 wool and 1 bonus card."""
    assert not can_play(table_with("714", fields=[field(2, B), field(3)]), 0, "714")
    fields = [field(2, F), field(3, F), field(4, F, double=True), field(5, B)]
    state = start(table_with("714", fields=fields), "714")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = answer(state, f"choose {tier}", "take wool", "take bonus")
    assert holdings(state.data) == {"wool": wool, "bonus": 1}


def test_715_more_sheep_than_fields() -> None:
    """L1559: more sheep than fields; 2 meat and 1 bonus card."""
    assert not can_play(table_with("715", fields=[field(2)] * 2, sheep=2), 0, "715")
    state = play_card(
        table_with("715", fields=[field(2)] * 2, sheep=3), 0, "715", ["take meat", "take bonus"]
    )
    assert holdings(state.data) == {"sheep": 3, "meat": 2, "bonus": 1}


@pytest.mark.parametrize(("tier", "paid", "sheep"), [(0, 1, 1), (1, 2, 2), (2, 4, 3), (3, 5, 4)])
def test_716_jewelry_for_sheep(tier: int, paid: int, sheep: int) -> None:
    """L1561: pay 1, 2, 4 or 5 jewelry; 1-4 sheep and 1 bonus card."""
    assert not can_play(table_with("716"), 0, "716")
    state = answer(
        start(table_with("716", jewelry=5), "716"), f"choose {tier}", "take sheep", "take bonus"
    )
    assert holdings(state.data) == nonzero(jewelry=5 - paid, sheep=sheep, bonus=1)


@pytest.mark.parametrize(("tier", "paid", "bonus"), [(0, 2, 0), (1, 3, 1), (2, 5, 2)])
def test_717_hops_for_bonus_cards_and_a_sheep(tier: int, paid: int, bonus: int) -> None:
    """L1563: pay 2, 3 or 5 hops; 0, 1 or 2 bonus cards and 1 sheep."""
    assert not can_play(table_with("717", hops=1), 0, "717")
    takes = ["take bonus"] if bonus else []
    state = answer(start(table_with("717", hops=5), "717"), f"choose {tier}", *takes, "take sheep")
    assert holdings(state.data) == nonzero(hops=5 - paid, bonus=bonus, sheep=1)


def test_718_hides_or_hops_for_two_fields_in_row_3() -> None:
    """L1565: pay 3 hides or 4 hops (not both); up to 2 fields in row 3 and 1 bonus card."""
    assert not can_play(table_with("718", hide=2, hops=3), 0, "718")
    state = start(table_with("718", hide=3, hops=4), "718")
    assert legal(state) == ["choose 0", "choose 1"]
    state = answer(state, "choose 1", "take field", "take field", "take bonus")
    assert holdings(state.data) == {"hide": 3, "bonus": 1}
    assert village(state.data).fields == [field(3), field(3)]


@pytest.mark.parametrize(("tier", "paid", "back"), [(0, 2, 0), (1, 7, 6), (2, 9, 9)])
def test_719_jewelry_with_some_back_for_two_fields(tier: int, paid: int, back: int) -> None:
    """L1568-L1569: pay 2, 7 or 9 jewelry; 0, 6 or 9 back, up to 2 fields in row 3, 1 bonus."""
    assert not can_play(table_with("719", jewelry=1), 0, "719")
    takes = ["take jewelry"] if back else []
    moves = [f"choose {tier}", *takes, "take field", "skip", "take bonus"]
    state = answer(start(table_with("719", jewelry=9), "719"), *moves)
    assert holdings(state.data) == nonzero(jewelry=9 - paid + back, bonus=1)
    assert village(state.data).fields == [field(3)]


def test_721_jewelry_for_tools_and_a_crop_of_choice() -> None:
    """L1572: pay 1 jewelry; 3 tools, 1 bonus card and 1 flax, barley, hops or rye."""
    assert not can_play(table_with("721"), 0, "721")
    state = start(table_with("721", jewelry=1), "721")
    state = play(state, "take tool", "take bonus")
    assert legal(state) == ["take flax", "take barley", "take hops", "take rye", "skip"]
    state = answer(state, "take rye")
    assert holdings(state.data) == {"tool": 3, "bonus": 1, "rye": 1}


@pytest.mark.parametrize(
    ("k", "flax", "hide"), [(0, 7, 0), (1, 5, 1), (2, 3, 2), (3, 1, 3), (4, 0, 4)]
)
def test_723_five_ways_to_pay_flax_and_hides(k: int, flax: int, hide: int) -> None:
    """L1576: pay 7 flax, 5 flax + 1 hide, 3 flax + 2 hides, 1 flax + 3 hides or 4 hides;
    2 jewelry and 1 bonus card."""
    assert not can_play(table_with("723", flax=6, hide=0), 0, "723")
    state = start(table_with("723", flax=7, hide=4), "723")
    assert legal(state) == [f"choose {i}" for i in range(5)]
    state = answer(state, f"choose {k}", "take jewelry", "take bonus")
    assert holdings(state.data) == nonzero(flax=7 - flax, hide=4 - hide, jewelry=2, bonus=1)


@pytest.mark.parametrize(("phase", "playable"), [(6, True), (7, False), (8, True)])
def test_724_barley_for_each_empty_field_not_in_phase_7(phase: int, playable: bool) -> None:
    """L1578-L1580: any time except phase 7; pay as much barley as you have empty fields
    (free without empty fields); 1 jewelry."""
    fields = [field(2), field(3), field(4, F)]
    assert can_play(table_with("724", phase=phase, fields=fields, barley=2), 0, "724") == playable
    assert not can_play(table_with("724", phase=phase, fields=fields, barley=1), 0, "724")
    if playable:
        state = play_card(
            table_with("724", phase=phase, fields=fields, barley=3), 0, "724", ["take jewelry"]
        )
        assert holdings(state.data) == {"barley": 1, "jewelry": 1}
        state = play_card(
            table_with("724", phase=phase, fields=[field(4, F)]), 0, "724", ["take jewelry"]
        )
        assert holdings(state.data) == {"jewelry": 1}


def board_725() -> HData:
    d = data(table_with("725", tool=1))
    d.workers_on = [0] * len(d.workers_on)
    sale, hall = GAME.space_index["land_sale"], GAME.space_index["town_hall"]
    d.workers_on[3 * sale : 3 * sale + 3] = [1, 2, 0]
    d.workers_on[3 * hall : 3 * hall + 3] = [1, 0, 0]
    return d


def test_725_top_rows_of_land_sale_and_town_hall_both_or_neither() -> None:
    """L1581-L1582 (A30): pay 1 tool; the topmost row of workers of land sale and of town hall
    goes to the general supply, from both or neither; 1 bonus card."""
    assert not can_play(data(data(table_with("725"))), 0, "725")
    sale, hall = GAME.space_index["land_sale"], GAME.space_index["town_hall"]
    state = start(board_725(), "725")
    assert legal(state) == ["yes", "no"]
    state = answer(state, "yes", "take bonus")
    assert state.data.workers_on[3 * sale : 3 * sale + 3] == [1, 0, 0]
    assert state.data.workers_on[3 * hall : 3 * hall + 3] == [0, 0, 0]
    assert holdings(state.data) == {"bonus": 1}
    state = answer(start(board_725(), "725"), "no", "take bonus")
    assert state.data.workers_on == board_725().workers_on


def test_725_with_both_spaces_empty_only_the_bonus_card() -> None:
    d = data(table_with("725", tool=1))
    d.workers_on = [0] * len(d.workers_on)
    state = start(d, "725")
    assert legal(state) == ["take bonus", "skip"]


@pytest.mark.parametrize(("phase", "playable"), [(3, True), (4, False), (5, True)])
def test_726_use_a_space_with_workers_from_the_supply(phase: int, playable: bool) -> None:
    """L1583-L1585 (A30): any time except phase 4; pay 1 jewelry; use a space holding at most
    1 worker at once, with 1 or 2 workers from the general supply (row 1 or row 2)."""
    d = data(table_with("726", phase=phase, jewelry=1))
    assert can_play(d, 0, "726") == playable
    if not playable:
        return
    assert not can_play(data(table_with("726", phase=phase)), 0, "726")
    d.workers_on = [0] * len(d.workers_on)
    pit, shed = GAME.space_index["clay_pit"], GAME.space_index["sheep_breeding"]
    d.workers_on[3 * pit] = 1
    d.workers_on[3 * shed : 3 * shed + 2] = [1, 2]  # 3 workers: not offered
    state = start(d, "726")
    assert f"target {GAME.spaces[shed].id}" not in legal(state)
    state = answer(state, "target clay_pit", "take clay")
    assert state.data.workers_on[3 * pit : 3 * pit + 3] == [1, 2, 0]
    assert holdings(state.data) == {"clay": 4}  # round 4
    assert village(state.data).workers == 0  # not from the pool


def test_727_jewelry_or_three_tools_for_clay() -> None:
    """L1586: pay 1 jewelry or 3 tools; 7 clay."""
    assert not can_play(table_with("727", tool=2), 0, "727")
    state = play_card(table_with("727", tool=3), 0, "727", ["choose 1", "take clay"])
    assert holdings(state.data) == {"clay": 7}
    state = play_card(table_with("727", tool=3, jewelry=1), 0, "727", ["choose 0", "take clay"])
    assert holdings(state.data) == {"tool": 3, "clay": 7}


def test_728_crops_down_to_three_then_three_sowings() -> None:
    """L1589-L1590: with more than 3 crops, give up all but 3 (other goods stay); sow up to
    3 times; 1 bonus card."""
    d = table_with("728", fields=[field(2), field(3)], flax=3, barley=2, clay=5)
    state = start(d, "728")
    assert legal(state) == ["pay flax", "pay barley"]
    state = play(state, "pay barley", "pay flax")
    assert holdings(state.data) == {"flax": 2, "barley": 1, "clay": 5}
    state = answer(state, "sow flax 2", "sow barley 3", "take bonus")
    assert village(state.data).fields == [field(2, F), field(3, B)]
    assert holdings(state.data) == {"flax": 1, "clay": 5, "bonus": 1}


def test_728_free_with_three_crops() -> None:
    d = table_with("728", fields=[field(2)], hops=3)
    state = play_card(d, 0, "728", ["sow hops 2", "take bonus"])
    assert holdings(state.data) == {"hops": 2, "bonus": 1}


def test_729_a_field_in_row_4_then_one_sowing() -> None:
    """L1591-L1592: pay 1 jewelry; a field in row 4, then sow once (on it or another)."""
    assert not can_play(table_with("729", rye=1), 0, "729")
    state = start(table_with("729", fields=[field(2)], jewelry=1, rye=1), "729")
    state = play(state, "take field")
    assert legal(state) == ["sow rye 2", "sow rye 4", "stop"]
    state = answer(state, "sow rye 4")
    assert village(state.data).fields == [field(2), field(4, GOODS.index("rye") + 1)]


@pytest.mark.parametrize(("rnd", "rye"), [(1, 4), (2, 3), (4, 1), (5, 0), (6, 0)])
def test_730_rye_for_each_court_card_without_sheep(rnd: int, rye: int) -> None:
    """L1593-L1594: pay a rye for each court card on the stable board without a sheep (the
    round-2 and round-3 cards count while there; free in round 6); 3 milk and 1 bonus."""
    d = data(table_with("730", rnd=rnd, rye=rye))
    village(d).sheep[5] = 1  # on round 6's card
    if rye:
        village(d).goods[GOODS.index("rye")] -= 1
        assert not can_play(d, 0, "730")
        village(d).goods[GOODS.index("rye")] += 1
    state = play_card(d, 0, "730", ["take milk", "take bonus"])
    assert holdings(state.data) == {"sheep": 1, "milk": 3, "bonus": 1}


def test_731_half_the_hides_as_barley_and_wool() -> None:
    """L1595-L1597: pay 1 tool; half as much barley and wool as hides (rounded down, the hides
    stay); 1 bonus card. Example: 5 hides give 2 barley and 2 wool."""
    assert not can_play(table_with("731", hide=5), 0, "731")
    moves = ["take barley", "take wool", "take bonus"]
    state = play_card(table_with("731", tool=1, hide=5), 0, "731", moves)
    assert holdings(state.data) == {"hide": 5, "barley": 2, "wool": 2, "bonus": 1}


def test_732_jewelry_for_hides_or_wool() -> None:
    """L1598-L1599: pay 1 jewelry; 1 bonus card and 4 hides or 5 wool."""
    assert not can_play(table_with("732"), 0, "732")
    state = play(start(table_with("732", jewelry=1), "732"), "take bonus")
    assert legal(state) == ["take hide", "take wool", "skip"]
    state = answer(state, "take wool")
    assert holdings(state.data) == {"bonus": 1, "wool": 5}


def test_733_barley_short_of_ten_jewelry() -> None:
    """L1600-L1601: pay 10 - jewelry barley (free with 10); 6 hides, 2 meat, 1 bonus card."""
    assert not can_play(table_with("733", jewelry=7, barley=2), 0, "733")
    moves = ["take hide", "take meat", "take bonus"]
    state = play_card(table_with("733", jewelry=7, barley=4), 0, "733", moves)
    assert holdings(state.data) == {"jewelry": 7, "barley": 1, "hide": 6, "meat": 2, "bonus": 1}
    state = play_card(table_with("733", jewelry=10), 0, "733", moves)
    assert holdings(state.data) == {"jewelry": 10, "hide": 6, "meat": 2, "bonus": 1}


@pytest.mark.parametrize(("tier", "paid", "back"), [(0, 2, 0), (1, 6, 5), (2, 9, 9)])
def test_734_jewelry_with_some_back_for_meat(tier: int, paid: int, back: int) -> None:
    """L1602-L1603: pay 2, 6 or 9 jewelry; 0, 5 or 9 back, 5 meat and 1 bonus card."""
    assert not can_play(table_with("734", jewelry=1), 0, "734")
    takes = ["take jewelry"] if back else []
    moves = [f"choose {tier}", *takes, "take meat", "take bonus"]
    state = answer(start(table_with("734", jewelry=9), "734"), *moves)
    assert holdings(state.data) == nonzero(jewelry=9 - paid + back, meat=5, bonus=1)
    assert village(state.data).sheep[STABLE] == 0


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_this_court_deck_end(seed: int) -> None:
    """The cards variant with court deck 7 plays to the end: random legal moves, 1-4 players,
    every starter deck; the final state is consistent and survives a JSON round trip."""
    state = random_game(seed, court_deck=7)
    assert state.is_terminal and not GAME.check_data(state.data)
    assert GAME.state_from_json(state.to_json()).data == state.data
