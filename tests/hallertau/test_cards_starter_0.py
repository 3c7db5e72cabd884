"""The starter deck 0 "Beginner" 001-030 (hallertau.de.md L1014-L1078): requirements only
(L1012), effects on play (optional, L699), no VP. Every card is played from a constructed table
and checked against its text, including what its requirement refuses; tiered cards are played
in each tier."""

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
    from games.hallertau.state import GOODS, STABLE, field
    from games.hallertau.tasks import Phase
else:
    from boardrules.games.hallertau import crafts, fields
    from boardrules.games.hallertau.state import GOODS, STABLE, field
    from boardrules.games.hallertau.tasks import Phase

# card, what meets the requirement exactly, the answers, what it gives
PLAIN: list[tuple[str, Amounts, list[str], Amounts]] = [
    ("003", {"wool": 1, "sheep": 3}, ["take sheep"], {"sheep": 1}),
    ("005", {"sheep": 4}, ["take wool", "take field"], {"wool": 1, "fields": [field(2)]}),
    ("006", {"barley": 4, "hops": 4}, ["take tool", "take bonus"], {"tool": 1, "bonus": 1}),
    ("008", {"flax": 3, "wool": 2}, ["take tool", "take bonus"], {"tool": 1, "bonus": 1}),
    ("011", {"milk": 1, "wool": 1}, ["take clay", "take bonus"], {"clay": 1, "bonus": 1}),
    (
        "012",
        {"tool": 4},
        ["take clay", "take milk", "take wool"],
        {"clay": 1, "milk": 1, "wool": 1},
    ),
    (
        "026",
        {"tool": 3, "sheep": 2},
        ["take milk", "take wool", "take bonus"],
        {"milk": 1, "wool": 1, "bonus": 1},
    ),
]


@pytest.mark.parametrize(("card", "need", "answers", "gets"), PLAIN)
def test_requirement_cards(card: str, need: Amounts, answers: list[str], gets: Amounts) -> None:
    """L1020 (003), L1024 (005), L1026 (006), L1030 (008), L1036 (011), L1041 (012), L1069
    (026): every item of the requirement is needed (one short refuses); nothing is paid."""
    for item in need:
        d = cards_table(rnd=4, hand=[card])
        give(d, {**need, item: need[item] - 1})
        assert not can_play(d, 0, card), item
    d = cards_table(rnd=4, hand=[card])
    give(d, need)
    before = amounts(d)
    after = amounts(settled(play_card(d, 0, card, answers)).data)
    assert gained(before, after) == gets


def test_gains_are_optional() -> None:
    """L699: each gain may be declined (012: skip the milk)."""
    d = cards_table(rnd=4, hand=["012"])
    give(d, {"tool": 4})
    state = settled(play_card(d, 0, "012", ["take clay", "skip", "take wool"]))
    assert gained(amounts(d), amounts(state.data)) == {"clay": 1, "wool": 1}


def test_001_moves_one_sheep_up_to_three_times() -> None:
    """L1016: 2, 3 or 4 sheep: move 1 sheep once, twice or three times in a row to the next
    court card (not split between sheep); from round 6's card into the stable; +1 bonus."""
    d = data(cards_table(rnd=2, hand=["001"]))
    village(d).sheep[2] = 1  # round 3's card
    assert not can_play(d, 0, "001")
    village(d).sheep[STABLE] = 1
    # 2 sheep: only the first tier, one move
    state = settled(play_card(d, 0, "001", ["extend round3", "take bonus"]))
    assert village(state.data).sheep == [0, 0, 0, 1, 0, 0, 1]
    assert amounts(state.data)["bonus"] == 1
    # 4 sheep, third tier: the same sheep three times; the others stay
    d = data(cards_table(rnd=2, hand=["001"]))
    village(d).sheep[2] = 3
    village(d).sheep[STABLE] = 1
    state = run(d, window(d))
    state = play(state, "play 001")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = play(state, "choose 2", "extend round3")
    assert legal(state) == ["extend round4", "stop"]  # only the sheep just moved
    state = answer(state, "extend round4", "extend round5", "take bonus")
    assert village(settled(state).data).sheep == [0, 0, 2, 0, 0, 1, 1]
    # 3 sheep, second tier: from round 6's card into the stable, then no further move
    d = data(cards_table(rnd=2, hand=["001"]))
    village(d).sheep[5] = 1
    village(d).sheep[STABLE] = 2
    state = settled(play_card(d, 0, "001", ["choose 1", "extend round6", "take bonus"]))
    assert village(state.data).sheep == [0, 0, 0, 0, 0, 0, 3]


@pytest.mark.parametrize("have", [{"barley": 7}, {"hops": 2}])
def test_002_barley_or_hops_gives_a_sheep(have: Amounts) -> None:
    """L1018: at least 7 barley or at least 2 hops; +1 sheep (round 2: on round 5's card,
    L289)."""
    d = cards_table(rnd=2, hand=["002"])
    give(d, {"barley": 6, "hops": 1})
    assert not can_play(d, 0, "002")
    give(d, have)
    state = settled(play_card(d, 0, "002", ["take sheep"]))
    assert village(state.data).sheep[4] == 1
    assert amounts(state.data)["barley"] == have.get("barley", 6)  # nothing paid


@pytest.mark.parametrize(("card", "good"), [("004", "clay"), ("018", "barley")])
def test_004_018_need_the_window_in_a_good(card: str, good: str) -> None:
    """L1022: clay >= the window -> 1 field in row 4; L1053: barley >= the window -> 2 flax,
    1 bonus. The window follows the house (7 once every craft moved a space)."""
    d = data(cards_table(rnd=3, hand=[card]))
    give(d, {good: 6, "fields": [field(2)]})
    village(d).crafts = [2] * 5
    assert crafts.workers_shown(GAME, village(d)) == 7
    assert not can_play(d, 0, card)
    give(d, {good: 7})
    answers = ["take field"] if card == "004" else ["take flax", "take bonus"]
    state = settled(play_card(d, 0, card, answers))
    gets = {"fields": [field(4)]} if card == "004" else {"flax": 2, "bonus": 1}
    assert gained(amounts(d), amounts(state.data)) == gets


def test_004_with_eight_fields_gives_none() -> None:
    """L854: a ninth field is lost (nothing to take)."""
    d = cards_table(rnd=3, hand=["004"])
    give(d, {"clay": 6, "fields": [field(2)] * 8})
    state = settled(play_card(d, 0, "004"))
    assert len(village(state.data).fields) == 8 and village(state.data).goods[4] == 6


@pytest.mark.parametrize(("meat", "tiers", "pick", "tools"), [(1, [0], 0, 0), (2, [0, 1], 1, 1)])
def test_007_meat_tiers_give_tools(meat: int, tiers: list[int], pick: int, tools: int) -> None:
    """L1028: at least 1, 2 or 5 meat -> 0, 1 or 2 tools; +1 bonus."""
    d = cards_table(rnd=3, hand=["007"])
    assert not can_play(d, 0, "007")
    give(d, {"meat": meat})
    answers = [f"choose {pick}"] if len(tiers) > 1 else []
    answers += ["take tool"] * (tools > 0) + ["take bonus"]
    state = settled(play_card(d, 0, "007", answers))
    assert gained(amounts(d), amounts(state.data)) == {
        "bonus": 1,
        **({"tool": tools} if tools else {}),
    }


def test_007_top_tier_and_any_lower_tier() -> None:
    """L1028 with L705: 5 meat opens all three tiers; the top one gives 2 tools."""
    d = data(cards_table(rnd=3, hand=["007"]))
    give(d, {"meat": 5})
    state = play(run(d, window(d)), "play 007")
    assert legal(state) == ["choose 0", "choose 1", "choose 2"]
    state = settled(answer(state, "choose 2", "take tool", "take bonus"))
    assert amounts(state.data)["tool"] == 2 and amounts(state.data)["meat"] == 5


@pytest.mark.parametrize("rows", [2, 3])
def test_009_needs_an_action_space_completely_full(rows: int) -> None:
    """L1032: some action space is completely occupied (by anyone); +1 jewelry, +1 bonus."""
    d = data(data(cards_table(players=2, rnd=3, hand=["009"])))
    assert not can_play(d, 0, "009")  # the board is empty
    name = full_space(d, rows)
    s = GAME.space_index[name]
    top = d.workers_on[3 * s + rows - 1]
    d.workers_on[3 * s + rows - 1] = 0
    assert not can_play(d, 0, "009")  # its top row is still free
    d.workers_on[3 * s + rows - 1] = top
    state = settled(play_card(d, 0, "009", ["take jewelry", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"jewelry": 1, "bonus": 1}


@pytest.mark.parametrize("have", [{"hide": 2}, {"meat": 2}])
def test_010_hides_or_meat_give_clay(have: Amounts) -> None:
    """L1034: at least 2 hides or at least 2 meat; +2 clay, +1 bonus."""
    d = cards_table(rnd=3, hand=["010"])
    give(d, {"hide": 1, "meat": 1})
    assert not can_play(d, 0, "010")
    give(d, have)
    state = settled(play_card(d, 0, "010", ["take clay", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"clay": 2, "bonus": 1}


def test_013_clay_and_one_sowing() -> None:
    """L1043: at least 3 sheep; +1 clay, then sow once."""
    d = data(cards_table(rnd=3, hand=["013"]))
    give(d, {"sheep": 2, "rye": 2, "fields": [field(3), field(4)]})
    assert not can_play(d, 0, "013")
    give(d, {"sheep": 3})
    state = play(run(d, window(d)), "play 013", "take clay")
    assert legal(state) == ["sow rye 3", "sow rye 4", "stop"]
    state = settled(answer(state, "sow rye 4"))
    v = village(state.data)
    assert v.fields == [field(3), planted(4, "rye")] and v.goods[3] == 1 and v.goods[4] == 1


@pytest.mark.parametrize(("row5", "tier", "sowings"), [(1, 0, 0), (2, 1, 1), (4, 2, 2), (6, 3, 3)])
def test_014_fields_in_row_5_give_sowings(row5: int, tier: int, sowings: int) -> None:
    """L1045: at least 1, 2, 4 or 6 fields in row 5 -> sow 0, 1, up to 2 or up to 3 times;
    +1 bonus. Fields in other rows do not count."""
    d = cards_table(rnd=3, hand=["014"])
    give(d, {"flax": 5, "fields": [field(4)] + [field(5)] * (row5 - 1)})
    assert open_tiers(d, "014") == list(range(tier))  # one short of this tier
    give(d, {"fields": [field(4)] + [field(5)] * row5})
    answers = [f"choose {tier}"] if tier else []
    answers += ["sow flax 5"] * sowings + ["take bonus"]
    state = settled(play_card(d, 0, "014", answers))
    v = village(state.data)
    assert v.fields.count(planted(5, "flax")) == sowings and v.goods[0] == 5 - sowings
    assert amounts(state.data)["bonus"] == 1


@pytest.mark.parametrize(("fields", "n"), [(4, 1), (5, 2), (6, 3), (7, 4)])
def test_015_fields_give_crops_of_different_types(fields: int, n: int) -> None:
    """L1047: at least 4, 5, 6 or 7 fields -> 1, 2, 3 or 4 crops, each type at most once."""
    d = data(cards_table(rnd=3, hand=["015"]))
    give(d, {"fields": [field(2)] * 3})
    assert not can_play(d, 0, "015")
    give(d, {"fields": [field(2)] * fields})
    state = play(run(d, window(d)), "play 015")
    if n > 1:
        state = play(state, f"choose {n - 1}")
    crops = ["flax", "barley", "hops", "rye"][:n]
    for i, crop in enumerate(crops):
        assert legal(state) == [f"take {c}" for c in ["flax", "barley", "hops", "rye"][i:]] + [
            "stop"
        ]
        state = play(state, f"take {crop}")
    state = settled(answer(state))
    assert village(state.data).goods[:4] == [1] * n + [0] * (4 - n)


@pytest.mark.parametrize("crop", ["barley", "rye"])
def test_016_bonus_and_two_barley_or_two_rye(crop: str) -> None:
    """L1049: at least 3 tools and 3 hops; +1 bonus and either 2 barley or 2 rye."""
    d = data(cards_table(rnd=3, hand=["016"]))
    give(d, {"tool": 3, "hops": 2})
    assert not can_play(d, 0, "016")
    give(d, {"hops": 3})
    state = play(run(d, window(d)), "play 016", "take bonus")
    assert legal(state) == ["take barley", "take rye", "skip"]
    state = settled(answer(state, f"take {crop}"))
    assert gained(amounts(d), amounts(state.data)) == {"bonus": 1, crop: 2}


def test_017_needs_two_fields_planted_with_hops() -> None:
    """L1051: at least 2 fields planted with hops; +2 barley, +1 rye, +1 bonus."""
    d = cards_table(rnd=3, hand=["017"])
    give(d, {"hops": 5, "fields": [planted(3, "hops"), planted(4, "rye"), field(2)]})
    assert not can_play(d, 0, "017")  # hops in the supply do not count
    give(d, {"fields": [planted(3, "hops"), planted(5, "hops")]})
    state = settled(play_card(d, 0, "017", ["take barley", "take rye", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"barley": 2, "rye": 1, "bonus": 1}


def test_019_needs_six_fields() -> None:
    """L1055: at least 6 fields; +1 rye, +1 hide, +1 bonus."""
    d = cards_table(rnd=3, hand=["019"])
    give(d, {"fields": [field(2)] * 5})
    assert not can_play(d, 0, "019")
    give(d, {"fields": [field(2)] * 5 + [planted(3, "flax")]})
    state = settled(play_card(d, 0, "019", ["take rye", "take hide", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"rye": 1, "hide": 1, "bonus": 1}


def test_020_after_paying_the_last_jewelry() -> None:
    """L1057: you just spent your last jewelry (had at least 1, now 0); +1 hops, +1 milk. Bonus
    card 817 costs 1 jewelry (L1661): paid with the only one, 020 may follow at once."""
    d = data(cards_table(rnd=3, hand=["817", "020"]))
    give(d, {"jewelry": 1})
    assert not can_play(d, 0, "020")  # holding a jewelry is not spending it
    state = play(run(d, window(d)), "play 817")
    assert village(state.data).jewelry == 0
    assert "play 020" in legal(state)
    state = settled(answer(state, "play 020", "take hops", "take milk"))
    gets = {"jewelry": -1, "bonus": -1, "hops": 1, "milk": 1}  # 817 was played from the hand
    assert gained(amounts(d), amounts(state.data)) == gets


def test_020_not_while_a_jewelry_is_left_or_none_was_spent() -> None:
    """L1057: paying a jewelry that is not the last does not count, nor having none."""
    d = data(cards_table(rnd=3, hand=["817", "020"]))
    give(d, {"jewelry": 2})
    state = play(run(d, window(d)), "play 817")
    assert village(state.data).jewelry == 1
    assert "play 020" not in legal(state)
    d = data(cards_table(rnd=3, hand=["020"]))
    assert not can_play(d, 0, "020")


def test_020_only_just_after() -> None:
    """L1057 "soeben": the jewelry spent in an earlier phase no longer counts (A13)."""
    d = data(cards_table(rnd=3, phase=4, hand=["817", "020"]))
    give(d, {"jewelry": 1})
    state = play(run(d, window(d)), "play 817", "pass")
    d = state.data.clone()
    assert can_play(d, 0, "020")
    state = run(d, Phase(8))  # milking: a new phase
    assert legal(state) == ["pass"]  # asked, as it holds a card (L659), but 020 is not playable
    assert not can_play(state.data.clone(), 0, "020")


@pytest.mark.parametrize(("sheep", "tiers", "n"), [(1, 1, 1), (2, 2, 2), (4, 3, 3), (7, 4, 4)])
def test_021_sheep_give_hops_or_meat_of_one_type(sheep: int, tiers: int, n: int) -> None:
    """L1059: at least 1, 2, 4 or 7 sheep -> 1, 2, 3 or 4 goods of one type, hops or meat."""
    d = data(cards_table(rnd=3, hand=["021"]))
    assert not can_play(d, 0, "021")
    give(d, {"sheep": sheep})
    state = play(run(d, window(d)), "play 021")
    if tiers > 1:
        assert legal(state) == [f"choose {k}" for k in range(tiers)]
        state = play(state, f"choose {tiers - 1}")
    assert legal(state) == ["take hops", "take meat", "stop"]
    state = settled(answer(state, "take meat"))
    assert gained(amounts(d), amounts(state.data)) == {"meat": n}


@pytest.mark.parametrize("others", [[], [planted(2, "rye")]])
def test_022_harvests_one_of_one_or_two_planted_fields(others: list[int]) -> None:
    """L1061: exactly 1 or 2 planted fields; harvest 1 field now (outside phase 7): its row's
    number of its good, and it moves down a row; +1 bonus."""
    d = cards_table(rnd=3, hand=["022"])
    give(d, {"fields": [field(3)]})
    assert not can_play(d, 0, "022")  # no planted field
    give(d, {"fields": [planted(4, "hops"), planted(2, "rye"), planted(5, "flax")]})
    assert not can_play(d, 0, "022")  # 3 planted fields
    give(d, {"fields": [planted(4, "hops"), field(3), *others]})
    state = settled(play_card(d, 0, "022", ["harvest 4 hops", "take bonus"]))
    v = village(state.data)
    assert v.goods[GOODS.index("hops")] == 4
    assert v.fields == sorted([field(3), field(3), *others])
    assert amounts(state.data)["bonus"] == 1


def test_022_a_field_in_row_2_stays() -> None:
    """L1062: the harvested field moves down unless it is in the bottom row."""
    d = cards_table(rnd=3, hand=["022"])
    give(d, {"fields": [planted(2, "barley")]})
    state = settled(play_card(d, 0, "022", ["harvest 2 barley", "skip"]))
    v = village(state.data)
    assert v.fields == [field(2)] and v.goods[GOODS.index("barley")] == 2


def test_023_moves_every_field_up_when_none_is_empty() -> None:
    """L1063: no empty fields; every field moves up a row (row 5 stays)."""
    d = cards_table(rnd=3, hand=["023"])
    give(d, {"fields": [planted(2, "flax"), field(3)]})
    assert not can_play(d, 0, "023")
    fields = [planted(2, "flax"), planted(4, "rye"), planted(5, "hops")]
    give(d, {"fields": fields})
    state = settled(play_card(d, 0, "023", ["yes"]))
    assert village(state.data).fields == sorted(
        [planted(3, "flax"), planted(5, "rye"), planted(5, "hops")]
    )
    d = cards_table(rnd=3, hand=["023"])
    give(d, {"fields": []})  # no fields at all: playable, nothing to move
    state = settled(play_card(d, 0, "023"))
    assert village(state.data).played == ["023"]


TIER_GOODS = [
    # card, good needed, thresholds, good given, amounts per tier, bonus
    ("024", "rye", (6, 9, 12), "milk", (1, 2, 3), True),
    ("025", "clay", (4, 5, 7), "milk", (1, 2, 3), False),
]


@pytest.mark.parametrize(("card", "need", "at", "gets", "ns", "bonus"), TIER_GOODS)
@pytest.mark.parametrize("tier", [0, 1, 2])
def test_024_025_goods_tiers_give_milk(
    card: str,
    need: str,
    at: tuple[int, ...],
    gets: str,
    ns: tuple[int, ...],
    bonus: bool,
    tier: int,
) -> None:
    """L1065: rye >= 6/9/12 -> 1/2/3 milk, +1 bonus; L1067: clay >= 4/5/7 -> 1/2/3 milk."""
    d = cards_table(rnd=3, hand=[card])
    give(d, {need: at[0] - 1})
    assert not can_play(d, 0, card)
    give(d, {need: at[tier]})
    answers = [f"choose {tier}"] if tier else []
    answers += [f"take {gets}"] + ["take bonus"] * bonus
    state = settled(play_card(d, 0, card, answers))
    assert gained(amounts(d), amounts(state.data)) == {
        gets: ns[tier],
        **({"bonus": 1} if bonus else {}),
    }


def test_027_sows_wool_on_the_one_empty_field() -> None:
    """L1071: exactly 1 empty field; sow 1 wool from the supply on it as if a crop (harvested
    in phase 7 as usual); +1 bonus."""
    d = data(cards_table(rnd=3, hand=["027"]))
    give(d, {"wool": 1, "flax": 1, "fields": [field(2), field(3)]})
    assert not can_play(d, 0, "027")  # two empty fields
    give(d, {"fields": [field(3), planted(4, "hops")]})
    state = play(run(d, window(d)), "play 027")
    assert legal(state) == ["sow wool 3", "stop"]  # wool only, not flax
    state = settled(answer(state, "sow wool 3", "take bonus"))
    v = village(state.data)
    assert (
        v.fields == [planted(3, "wool"), planted(4, "hops")] and v.goods[GOODS.index("wool")] == 0
    )
    d = state.data.clone()
    d.phase, d.tasks = 7, []
    fields.phase_harvest(GAME, d)
    assert village(d).goods[GOODS.index("wool")] == 3


@pytest.mark.parametrize("tier", [0, 1, 2])
def test_028_jewelry_tiers_give_hides(tier: int) -> None:
    """L1073: at least 2, 3 or 4 jewelry -> 1, 2 or 3 hides; +1 bonus; nothing is paid."""
    d = cards_table(rnd=3, hand=["028"])
    give(d, {"jewelry": 1})
    assert not can_play(d, 0, "028")
    give(d, {"jewelry": 2 + tier})
    answers = [f"choose {tier}"] if tier else []
    state = settled(play_card(d, 0, "028", [*answers, "take hide", "take bonus"]))
    assert gained(amounts(d), amounts(state.data)) == {"hide": tier + 1, "bonus": 1}


@pytest.mark.parametrize(("cards", "tier", "meat"), [(2, 0, 1), (4, 1, 2), (6, 2, 3)])
def test_029_non_starter_hand_cards_give_meat(cards: int, tier: int, meat: int) -> None:
    """L1075: at least 2, 4 or 6 hand cards that are not starter cards -> 1, 2 or 3 meat."""
    others = ["401", "801", "802", "901", "902", "903"][:cards]
    d = data(cards_table(rnd=3, hand=["029", "001", "002", "003", *others[:-1]]))
    assert open_tiers(d, "029") == list(range(tier))  # starter cards do not count
    village(d).hand.append(others[-1])
    answers = [f"choose {tier}"] if tier else []
    state = settled(play_card(d, 0, "029", [*answers, "take meat"]))
    assert gained(amounts(d), amounts(state.data)) == {"meat": meat}


@pytest.mark.parametrize(("fields", "tier", "court"), [(2, 0, 0), (4, 1, 1), (6, 2, 2)])
def test_030_jewelry_and_fields_give_court_cards(fields: int, tier: int, court: int) -> None:
    """L1077: at least 1 jewelry and at least 2, 4 or 6 fields -> 0, 1 or 2 court cards; +1
    clay, +1 bonus; the jewelry is kept."""
    d = data(cards_table(rnd=3, hand=["030"]))
    give(d, {"fields": [field(2)] * fields})
    assert not can_play(d, 0, "030")  # no jewelry
    give(d, {"jewelry": 1, "fields": [field(2)]})
    assert not can_play(d, 0, "030")  # 1 field
    give(d, {"fields": [field(2)] * fields})
    top = d.decks["court"][:court]
    answers = [f"choose {tier}"] if tier else []
    answers += ["take court"] * bool(court) + ["take clay", "take bonus"]
    state = settled(play_card(d, 0, "030", answers))
    assert gained(amounts(d), amounts(state.data)) == {
        "clay": 1,
        "bonus": 1,
        **({"court": court} if court else {}),
    }
    assert all(c in village(state.data).hand for c in top)
