"""The starter deck 1 "Connoisseur" 101-130 (hallertau.de.md L1080-L1144): requirements only
(L1012), effects on play (optional, L699), no VP. Every card is played from a constructed table
and checked against its text, including what its requirement refuses; tiered cards are played
in each tier, 121 inside and outside its phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.hallertau.card_helpers import (
    GAME,
    Amounts,
    amounts,
    answer,
    can_play,
    cards_table,
    data,
    full_space,
    gained,
    give,
    legal,
    open_tiers,
    planted,
    play,
    play_card,
    run,
    settled,
    village,
    window,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts, fields
    from games.hallertau.state import GOODS, STABLE, HData, field
else:
    from boardrules.games.hallertau import crafts, fields
    from boardrules.games.hallertau.state import GOODS, STABLE, HData, field

# card, what meets the requirement exactly, the answers, what it gives
PLAIN: list[tuple[str, Amounts, list[str], Amounts]] = [
    (
        "103",
        {"hide": 3, "meat": 3, "wool": 3},
        ["take sheep", "take bonus"],
        {"sheep": 1, "bonus": 1},
    ),
    (
        "119",
        {"barley": 6, "rye": 6},
        ["take flax", "take hops", "take bonus"],
        {"flax": 1, "hops": 1, "bonus": 1},
    ),
    ("125", {"wool": 2}, ["take milk", "take bonus"], {"milk": 1, "bonus": 1}),
    ("128", {"tool": 4}, ["take flax", "take hide"], {"flax": 1, "hide": 2}),
]


@pytest.mark.parametrize(("card", "need", "answers", "gets"), PLAIN)
def test_requirement_cards(card: str, need: Amounts, answers: list[str], gets: Amounts) -> None:
    """L1086 (103), L1119 (119), L1132 (125), L1139 (128): every item of the requirement is
    needed (one short refuses); nothing is paid."""
    for item in need:
        d = cards_table(rnd=4, hand=[card])
        give(d, {**need, item: need[item] - 1})
        assert not can_play(d, 0, card), item
    d = cards_table(rnd=4, hand=[card])
    give(d, need)
    state = settled(play_card(d, 0, card, answers))
    assert gained(amounts(d), amounts(state.data)) == gets


# card, the item counted, its thresholds, per tier: the answers and what it gives
TIERS: list[tuple[str, str, tuple[int, ...], list[tuple[list[str], Amounts]]]] = [
    (
        "104",
        "hops",
        (2, 3, 4, 5),
        [(["take field"], {"fields": [field(r)]}) for r in (2, 3, 4, 5)],
    ),
    ("107", "hide", (1, 2, 4), [(["take tool"], {"tool": n}) for n in (1, 2, 3)]),
    (
        "108",
        "barley",
        (6, 11, 16),
        [(["take tool", "take bonus"], {"tool": n, "bonus": 1}) for n in (1, 2, 3)],
    ),
    (
        "111",
        "tool",
        (3, 4, 6),
        [
            (["take rye", "take clay"], {"rye": 1, "clay": 1}),
            (["take bonus", "take rye", "take clay"], {"bonus": 1, "rye": 1, "clay": 1}),
            (["take bonus", "take rye", "take clay"], {"bonus": 2, "rye": 1, "clay": 1}),
        ],
    ),
    (
        "117",
        "hops",
        (2, 4, 6),
        [(["take barley", "take bonus"], {"barley": n, "bonus": 1}) for n in (1, 2, 3)],
    ),
    (
        "123",
        "tool",
        (1, 3, 4, 6),
        [(["take bonus"], {"bonus": 1})]
        + [(["take milk", "take bonus"], {"milk": n, "bonus": 1}) for n in (1, 2, 3)],
    ),
    ("124", "meat", (1, 2, 3), [(["take milk"], {"milk": n}) for n in (1, 2, 3)]),
]
TIER_CASES = [
    (card, item, at, k, *per[k]) for card, item, at, per in TIERS for k in range(len(per))
]


@pytest.mark.parametrize(("card", "item", "at", "tier", "answers", "gets"), TIER_CASES)
def test_tiers_of_one_amount(
    card: str, item: str, at: tuple[int, ...], tier: int, answers: list[str], gets: Amounts
) -> None:
    """L1088 (104: hops 2/3/4/5 -> a field in row 2/3/4/5), L1094 (107: hides 1/2/4 -> 1/2/3
    tools), L1096 (108: barley 6/11/16 -> 1/2/3 tools, +1 bonus), L1103 (111: tools 3/4/6 ->
    0/1/2 bonus, +1 rye, +1 clay), L1115 (117: hops 2/4/6 -> 1/2/3 barley, +1 bonus), L1128
    (123: tools 1/3/4/6 -> 0/1/2/3 milk, +1 bonus), L1130 (124: meat 1/2/3 -> 1/2/3 milk).
    One short of a tier leaves only the lower ones; any open tier may be picked (L705)."""
    d = cards_table(rnd=4, hand=[card])
    give(d, {item: at[tier] - 1, "fields": [field(3)]})
    assert open_tiers(d, card) == list(range(tier))
    if tier == 0:
        assert not can_play(d, 0, card)
    give(d, {item: at[tier]})
    assert open_tiers(d, card) == list(range(tier + 1))
    choose = [f"choose {tier}"] if tier else []
    state = settled(play_card(d, 0, card, [*choose, *answers]))
    assert gained(amounts(d), amounts(state.data)) == gets


def test_101_moves_different_sheep_once_each() -> None:
    """L1082: 4, 6 or 8 flax -> move 1, 2 or 3 different sheep to the next court card, none
    more than once (from round 6's card into the stable); +1 bonus."""
    d = data(cards_table(rnd=2, hand=["101"]))
    give(d, {"flax": 3})
    village(d).sheep[2] = 2
    assert not can_play(d, 0, "101")
    give(d, {"flax": 8})
    village(d).sheep[5] = 1
    state = play(run(d, window(d)), "play 101")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = play(state, "choose 2", "extend round3")
    assert legal(state) == ["extend round3", "extend round6", "stop"]  # not the moved one
    state = play(state, "extend round3")
    assert legal(state) == ["extend round6", "stop"]
    state = settled(answer(state, "extend round6", "take bonus"))
    assert village(state.data).sheep == [0, 0, 0, 2, 0, 0, 1]
    assert gained(amounts(d), amounts(state.data)) == {"bonus": 1}
    # 6 flax: the second tier, two different sheep at most
    d = data(cards_table(rnd=2, hand=["101"]))
    give(d, {"flax": 6})
    village(d).sheep[2] = 2
    village(d).sheep[5] = 1
    state = play(run(d, window(d)), "play 101", "choose 1", "extend round3")
    state = settled(answer(state, "extend round6", "skip"))
    assert village(state.data).sheep == [0, 0, 1, 1, 0, 0, 1]
    # 4 flax: one sheep
    d = data(cards_table(rnd=2, hand=["101"]))
    give(d, {"flax": 4})
    village(d).sheep[2] = 2
    state = settled(play_card(d, 0, "101", ["extend round3", "skip"]))
    assert village(state.data).sheep == [0, 0, 1, 1, 0, 0, 0]


def test_102_needs_eight_of_one_crop() -> None:
    """L1084: at least 8 crops of one type in the supply; +1 sheep (round 4: the stable)."""
    d = cards_table(rnd=4, hand=["102"])
    give(d, {"flax": 7, "barley": 7, "hops": 7, "rye": 7, "clay": 8})
    assert not can_play(d, 0, "102")  # 28 crops, but no type 8; clay is no crop
    give(d, {"rye": 8})
    state = settled(play_card(d, 0, "102", ["take sheep"]))
    assert village(state.data).sheep[STABLE] == 1
    assert village(state.data).goods[GOODS.index("rye")] == 8


def test_105_needs_as_many_sheep_as_fields() -> None:
    """L1090: at least as many sheep as fields; +1 field in row 3."""
    d = cards_table(rnd=4, hand=["105"])
    give(d, {"sheep": 2, "fields": [field(2), field(4), planted(5, "hops")]})
    assert not can_play(d, 0, "105")
    give(d, {"sheep": 3})
    state = settled(play_card(d, 0, "105", ["take field"]))
    assert gained(amounts(d), amounts(state.data)) == {"fields": [field(3)]}


@pytest.mark.parametrize(
    ("card", "answers", "gets"),
    [
        ("106", ["take tool", "take hops", "take bonus"], {"tool": 2, "hops": 1, "bonus": 1}),
        ("118", ["take barley", "take hops", "take bonus"], {"barley": 2, "hops": 1, "bonus": 1}),
    ],
)
@pytest.mark.parametrize("rows", [2, 3])
def test_106_118_need_an_action_space_completely_full(
    card: str, answers: list[str], gets: Amounts, rows: int
) -> None:
    """L1092: some action space completely occupied (by anyone) -> 2 tools, 1 hops, 1 bonus;
    L1117: the same -> 2 barley, 1 hops, 1 bonus."""
    d = data(data(cards_table(players=2, rnd=3, hand=[card])))
    assert not can_play(d, 0, card)  # the board is empty
    s = GAME.space_index[full_space(d, rows)]
    top = d.workers_on[3 * s + rows - 1]
    d.workers_on[3 * s + rows - 1] = 0
    assert not can_play(d, 0, card)  # its top row is still free
    d.workers_on[3 * s + rows - 1] = top
    state = settled(play_card(d, 0, card, answers))
    assert gained(amounts(d), amounts(state.data)) == gets


@pytest.mark.parametrize(("tier", "played"), [(0, 3), (1, 7), (2, 11)])
def test_109_cards_of_one_deck_give_jewelry(tier: int, played: int) -> None:
    """L1098: already played at least 3, 7 or 11 cards of one and the same deck -> 1, 2 or 3
    jewelry (the card itself does not count, A14)."""
    bonus = [str(n) for n in range(801, 801 + played)]
    d = data(cards_table(rnd=5, hand=["109"]))
    village(d).played = ["001", "002", "401", "402", "901", "902", *bonus[:-1]]
    assert open_tiers(d, "109") == list(range(tier))  # 2 starter + 2 court do not add up
    village(d).played.append(bonus[-1])
    choose = [f"choose {tier}"] if tier else []
    state = settled(play_card(d, 0, "109", [*choose, "take jewelry"]))
    assert gained(amounts(d), amounts(state.data)) == {"jewelry": tier + 1}


def test_109_counts_starter_cards_played_before() -> None:
    """L1098, A14: 2 starter cards played before plus 109 itself are not 3."""
    d = data(cards_table(rnd=5, hand=["109"]))
    village(d).played = ["001", "002"]
    assert not can_play(d, 0, "109")
    village(d).played.append("003")
    state = settled(play_card(d, 0, "109", ["take jewelry"]))
    assert village(state.data).jewelry == 1


def test_110_the_rulebook_example() -> None:
    """L1100-L1102: 6 flax, 3 barley, 7 rye: the least is 3, so 1 hops and 1 clay but no bonus
    card; min 1 refuses."""
    d = cards_table(rnd=4, hand=["110"])
    give(d, {"flax": 6, "barley": 1, "rye": 7})
    assert not can_play(d, 0, "110")
    give(d, {"barley": 3})
    assert open_tiers(d, "110") == [0]
    state = settled(play_card(d, 0, "110", ["take hops", "take clay"]))
    assert gained(amounts(d), amounts(state.data)) == {"hops": 1, "clay": 1}


@pytest.mark.parametrize(("least", "tier", "cards"), [(5, 1, 1), (7, 2, 2)])
def test_110_higher_tiers_give_bonus_cards(least: int, tier: int, cards: int) -> None:
    """L1100: min(flax, barley, rye) at least 5 / 7 -> 1 / 2 bonus cards, then 1 hops, 1 clay."""
    d = cards_table(rnd=4, hand=["110"])
    give(d, {"flax": 9, "barley": least - 1, "rye": 9})
    assert open_tiers(d, "110") == list(range(tier))
    give(d, {"barley": least})
    answers = [f"choose {tier}", "take bonus", "take hops", "take clay"]
    state = settled(play_card(d, 0, "110", answers))
    assert gained(amounts(d), amounts(state.data)) == {"bonus": cards, "hops": 1, "clay": 1}


def test_112_sows_clay_on_the_one_empty_field() -> None:
    """L1105: exactly 1 empty field; sow 1 clay from the supply on it as if a crop (harvested
    in phase 7 as usual); +1 bonus."""
    d = data(cards_table(rnd=3, hand=["112"]))
    give(d, {"clay": 2, "rye": 1, "fields": [field(2), field(4)]})
    assert not can_play(d, 0, "112")  # two empty fields
    give(d, {"fields": [planted(3, "flax")]})
    assert not can_play(d, 0, "112")  # none
    give(d, {"fields": [field(4), planted(3, "flax")]})
    state = play(run(d, window(d)), "play 112")
    assert legal(state) == ["sow clay 4", "stop"]  # clay only
    state = settled(answer(state, "sow clay 4", "take bonus"))
    v = village(state.data)
    assert v.fields == sorted([planted(4, "clay"), planted(3, "flax")])
    assert v.goods[GOODS.index("clay")] == 1
    d = state.data.clone()
    d.phase, d.tasks = 7, []
    fields.phase_harvest(GAME, d)
    assert village(d).goods[GOODS.index("clay")] == 5


def test_113_hops_then_one_sowing() -> None:
    """L1107: exactly 1 empty field; +1 hops, then sow once (the new hops or another crop)."""
    d = data(cards_table(rnd=3, hand=["113"]))
    give(d, {"barley": 1, "fields": [field(2), field(3)]})
    assert not can_play(d, 0, "113")
    give(d, {"fields": [field(3), planted(2, "rye")]})
    state = play(run(d, window(d)), "play 113", "take hops")
    assert legal(state) == ["sow barley 3", "sow hops 3", "stop"]
    state = settled(answer(state, "sow hops 3"))
    v = village(state.data)
    assert v.fields == sorted([planted(3, "hops"), planted(2, "rye")])
    assert v.goods[GOODS.index("hops")] == 0 and v.goods[GOODS.index("barley")] == 1


@pytest.mark.parametrize(("fields", "tier", "sowings"), [(5, 0, 0), (6, 1, 1), (7, 2, 2)])
def test_114_a_crop_then_sowings(fields: int, tier: int, sowings: int) -> None:
    """L1109: at least 5, 6 or 7 fields -> 1 crop of choice, then sow 0, 1 or up to 2 times;
    +1 bonus."""
    d = data(cards_table(rnd=3, hand=["114"]))
    give(d, {"flax": 1, "fields": [field(2)] * (fields - 1)})
    assert open_tiers(d, "114") == list(range(tier))
    give(d, {"fields": [field(2)] * fields})
    state = play(run(d, window(d)), "play 114")
    if tier:
        state = play(state, f"choose {tier}")
    assert legal(state) == ["take flax", "take barley", "take hops", "take rye", "skip"]
    state = play(state, "take hops")
    sown = ["sow hops 2", "sow flax 2"][:sowings]
    state = settled(answer(state, *sown, "take bonus"))
    v = village(state.data)
    expected = [planted(2, "hops"), planted(2, "flax")][:sowings]
    assert v.fields == sorted([field(2)] * (fields - sowings) + expected)
    assert v.goods[:4] == [1 - (sowings == 2), 0, 1 - (sowings > 0), 0]
    assert amounts(state.data)["bonus"] == 1


def test_115_three_of_one_crop() -> None:
    """L1111: at least 4 fields and at least 3 tools -> 3 flax, 3 barley, 3 hops or 3 rye."""
    for have in ({"tool": 2, "fields": [field(2)] * 4}, {"tool": 3, "fields": [field(2)] * 3}):
        d = data(cards_table(rnd=3, hand=["115"]))
        give(d, have)
        assert not can_play(d, 0, "115")
    d = data(cards_table(rnd=3, hand=["115"]))
    give(d, {"tool": 3, "fields": [field(2)] * 4})
    state = play(run(d, window(d)), "play 115")
    assert legal(state) == ["take flax", "take barley", "take hops", "take rye", "stop"]
    state = settled(answer(state, "take barley"))
    assert gained(amounts(d), amounts(state.data)) == {"barley": 3}


WINDOW_CARDS: list[tuple[str, Amounts, Amounts, list[str], Amounts]] = [
    ("116", {"flax": 6}, {"flax": 7}, ["take rye", "take bonus"], {"rye": 3, "bonus": 1}),
    ("129", {"hide": 3, "wool": 3}, {"hide": 3, "wool": 4}, ["take meat"], {"meat": 3}),
    ("129", {"hide": 6, "wool": 0}, {"hide": 7, "wool": 0}, ["take meat"], {"meat": 3}),
]


@pytest.mark.parametrize(("card", "short", "enough", "answers", "gets"), WINDOW_CARDS)
def test_116_129_need_the_window(
    card: str, short: Amounts, enough: Amounts, answers: list[str], gets: Amounts
) -> None:
    """L1113: flax >= the window -> 3 rye, 1 bonus; L1141: hides and wool added up >= the
    window -> 3 meat. The window follows the house (7 once every craft moved a space)."""
    d = data(cards_table(rnd=3, hand=[card]))
    village(d).crafts = [2] * 5
    assert crafts.workers_shown(GAME, village(d)) == 7
    give(d, short)
    assert not can_play(d, 0, card)
    give(d, enough)
    state = settled(play_card(d, 0, card, answers))
    assert gained(amounts(d), amounts(state.data)) == gets


def test_120_needs_three_planted_fields_in_row_5() -> None:
    """L1121: at least 3 planted fields in row 5; +1 hops, +1 wool, +1 bonus."""
    d = cards_table(rnd=3, hand=["120"])
    fields = [planted(5, "flax"), planted(5, "rye"), field(5), planted(4, "hops")]
    give(d, {"fields": fields})
    assert not can_play(d, 0, "120")  # an empty one and one in row 4 do not count
    give(d, {"fields": [*fields, planted(5, "barley")]})
    state = settled(play_card(d, 0, "120", ["take hops", "take wool", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"hops": 1, "wool": 1, "bonus": 1}


def pool(d: HData, workers: int) -> HData:
    village(d).workers = workers
    return d


def test_121_only_in_phase_4_with_one_to_three_workers_left() -> None:
    """L1123-L1125: ONLY phase 4; the court card holding your worker pool has only 1-3
    workers left; every empty field moves up a row (row 5 stays); +1 bonus."""
    fields = [field(2), field(5), planted(3, "hops"), field(4)]
    for workers in (0, 4):
        d = pool(data(cards_table(rnd=3, phase=4, hand=["121"])), workers)
        give(d, {"fields": fields})
        assert not can_play(d, 0, "121")
    for phase in (1, 3, 5, 7, 9):
        d = pool(data(cards_table(rnd=3, phase=phase, hand=["121"])), 2)
        give(d, {"fields": fields})
        assert not can_play(d, 0, "121"), phase
    d = pool(data(cards_table(rnd=3, phase=4, hand=["121"])), 3)
    give(d, {"fields": fields})
    state = settled(play_card(d, 0, "121", ["yes", "take bonus"]))
    v = village(state.data)
    assert v.fields == sorted([field(3), field(5), planted(3, "hops"), field(5)])
    assert v.workers == 3 and amounts(state.data)["bonus"] == 1


def test_122_moves_both_planted_fields_up() -> None:
    """L1126: exactly 2 planted fields; each of them moves up a row (row 5 stays; empty fields
    do not move); +1 bonus."""
    d = cards_table(rnd=3, hand=["122"])
    give(d, {"fields": [planted(2, "flax"), field(3)]})
    assert not can_play(d, 0, "122")  # 1 planted field
    give(d, {"fields": [planted(2, "flax"), planted(4, "rye"), planted(5, "hops"), field(3)]})
    assert not can_play(d, 0, "122")  # 3
    give(d, {"fields": [planted(2, "flax"), planted(4, "rye"), field(3)]})
    state = settled(play_card(d, 0, "122", ["yes", "take bonus"]))
    v = village(state.data)
    assert v.fields == sorted([planted(3, "flax"), planted(5, "rye"), field(3)])
    d = cards_table(rnd=3, hand=["122"])
    give(d, {"fields": [planted(5, "flax"), planted(3, "rye")]})
    state = settled(play_card(d, 0, "122", ["yes", "skip"]))
    assert village(state.data).fields == sorted([planted(5, "flax"), planted(4, "rye")])


@pytest.mark.parametrize(("court", "tier", "meat"), [(1, 0, 0), (3, 1, 2), (4, 2, 3)])
def test_126_court_cards_played_give_meat_and_milk(court: int, tier: int, meat: int) -> None:
    """L1134: already played at least 1, 3 or 4 court cards -> 0, 2 or 3 meat; +2 milk."""
    courts = ["401", "402", "501", "502"][:court]
    d = data(cards_table(rnd=4, hand=["126"]))
    village(d).played = ["801", "802", "803", "001", *courts[:-1]]
    assert open_tiers(d, "126") == list(range(tier))  # other decks do not count
    village(d).played.append(courts[-1])
    answers = [f"choose {tier}", "take meat"] if tier else []
    state = settled(play_card(d, 0, "126", [*answers, "take milk"]))
    assert gained(amounts(d), amounts(state.data)) == {
        "milk": 2,
        **({"meat": meat} if meat else {}),
    }


@pytest.mark.parametrize("tier", [0, 1, 2, 3, 4])
def test_127_planted_fields_give_wool(tier: int) -> None:
    """L1137: at least 3, 4, 5, 6 or 7 planted fields -> 0, 1, 2, 3 or 4 wool; +1 bonus."""
    n = 3 + tier
    d = cards_table(rnd=4, hand=["127"])
    give(d, {"fields": [planted(3, "flax")] * (n - 1) + [field(2)]})
    assert open_tiers(d, "127") == list(range(tier))  # the empty field does not count
    give(d, {"fields": [planted(3, "flax")] * n + [field(2)]})
    answers = [f"choose {tier}", "take wool"] if tier else []
    state = settled(play_card(d, 0, "127", [*answers, "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {
        "bonus": 1,
        **({"wool": tier} if tier else {}),
    }


@pytest.mark.parametrize("good", ["hops", "clay"])
def test_130_a_court_card_and_hops_or_clay(good: str) -> None:
    """L1143: at least 1 hide and 1 meat; +1 court card and either 1 hops or 1 clay."""
    for have in ({"hide": 1}, {"meat": 1}):
        d = data(cards_table(rnd=4, hand=["130"]))
        give(d, have)
        assert not can_play(d, 0, "130")
    d = data(cards_table(rnd=4, hand=["130"]))
    give(d, {"hide": 1, "meat": 1})
    top = d.decks["court"][0]
    state = play(run(d, window(d)), "play 130", "take court")
    assert legal(state) == ["take hops", "take clay", "skip"]
    state = settled(answer(state, f"take {good}"))
    assert gained(amounts(d), amounts(state.data)) == {"court": 1, good: 1}
    assert top in village(state.data).hand
