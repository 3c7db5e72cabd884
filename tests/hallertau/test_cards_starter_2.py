"""The starter deck 2 "Expert" 201-230 (hallertau.de.md L1146-L1213): requirements only (L1012),
effects on play (optional, L699), no VP. Every card is played from a constructed table and
checked against its text, including what its requirement refuses; tiered cards are played in
each tier, and 222's moment (just before the last action) in each branch."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pytest

from boardrules import State
from tests.hallertau.card_helpers import (
    GAME,
    Amounts,
    amounts,
    can_play,
    cards_table,
    data,
    gains,
    give,
    legal,
    on_space,
    open_tiers_for,
    planted,
    play,
    play_card,
    refused,
    run,
    settled_passing,
    space,
    table_given,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import fields
    from games.hallertau.state import GOODS, field
    from games.hallertau.tasks import NextTurn
else:
    from boardrules.games.hallertau import fields
    from boardrules.games.hallertau.state import GOODS, field
    from boardrules.games.hallertau.tasks import NextTurn

# --- plain requirement cards ---------------------------------------------------------------
# card, what meets the requirement exactly, what falls short, the answers, what it gives
PLAIN: list[tuple[str, Amounts, list[Amounts], list[str], Amounts]] = [
    (
        "203",  # L1152: no fields in rows 2 and 3
        {"fields": [field(4), planted(5, "flax")]},
        [{"fields": [field(3), field(4)]}, {"fields": [planted(2, "rye")]}],
        ["take sheep"],
        {"sheep": 1},
    ),
    (
        "216",  # L1180: tools + jewelry >= 7; rye = planted fields
        {"tool": 4, "jewelry": 3, "fields": [planted(2, "flax"), planted(3, "hops"), field(4)]},
        [{"tool": 3, "jewelry": 3}],
        ["take rye"],
        {"rye": 2},
    ),
    (
        "217",  # L1182: jewelry >= 3; barley = sheep on one court card
        {"jewelry": 3, "on": {3: 2, 4: 4}, "sheep": 5},
        [{"jewelry": 2, "on": {3: 2, 4: 4}}],
        ["take barley", "take bonus"],
        {"barley": 4, "bonus": 1},
    ),
    (
        "218",  # L1184: rye >= window (6 at the start)
        {"rye": 6},
        [{"rye": 5}, {"rye": 6, "window": 7}],
        ["take barley", "take hops", "take bonus"],
        {"barley": 2, "hops": 1, "bonus": 1},
    ),
    (
        "219",  # L1186: milk >= 5; flax = 13 - window (the example: window 9 -> 4 flax)
        {"milk": 5, "window": 9},
        [{"milk": 4}],
        ["take flax"],
        {"flax": 4},
    ),
    (
        "225",  # L1202: >= 1 sheep on each of >= 2 court cards and in the stable
        {"on": {3: 1, 5: 1}, "sheep": 1},
        [{"on": {3: 1, 5: 1}}, {"on": {3: 2}, "sheep": 1}],
        ["take meat", "take milk", "take wool", "take bonus"],
        {"meat": 1, "milk": 1, "wool": 1, "bonus": 1},
    ),
    (
        "226",  # L1204: sheep >= 3 and jewelry >= 3
        {"sheep": 3, "jewelry": 3},
        [{"sheep": 2, "jewelry": 3}, {"sheep": 3, "jewelry": 2}],
        ["take flax", "take hide", "take milk", "take wool"],
        {"flax": 1, "hide": 1, "milk": 1, "wool": 1},
    ),
    (
        "228",  # L1208: barley fields + rye fields >= 4
        {
            "fields": [
                planted(2, "barley"),
                planted(3, "rye"),
                planted(4, "rye"),
                planted(5, "barley"),
            ]
        },
        [
            {
                "fields": [
                    planted(2, "barley"),
                    planted(3, "rye"),
                    planted(4, "rye"),
                    planted(5, "flax"),
                ]
            }
        ],
        ["take hide", "take bonus"],
        {"hide": 2, "bonus": 1},
    ),
]


@pytest.mark.parametrize(("card", "need", "short", "answers", "gets"), PLAIN)
def test_requirement_cards(
    card: str, need: Amounts, short: list[Amounts], answers: list[str], gets: Amounts
) -> None:
    for have in short:
        assert refused(card, have), have
    assert gains(card, need, answers) == gets


def test_219_gives_nothing_at_window_13_or_more() -> None:
    """L1187: 13 - window, never negative: at window 12 one flax."""
    assert gains("219", {"milk": 5, "window": 12}, ["take flax"]) == {"flax": 1}


def test_217_counts_one_card_not_the_stable() -> None:
    """L1183: the sheep on one court card (the stable is no court card)."""
    assert gains("217", {"jewelry": 3, "sheep": 9, "on": {4: 1}}, ["take barley", "skip"]) == {
        "barley": 1
    }


# --- tiered cards: threshold for each tier, the tier picked, the answers, what it gives ---
TIERS: list[tuple[str, list[tuple[Amounts, list[str], Amounts]], Amounts]] = [
    (
        "204",  # L1154: sheep >= 2/3/4/5 -> a field in row 2/3/4/5
        [
            ({"sheep": 2}, ["take field"], {"fields": [field(2)]}),
            ({"sheep": 3}, ["take field"], {"fields": [field(3)]}),
            ({"sheep": 4}, ["take field"], {"fields": [field(4)]}),
            ({"sheep": 5}, ["take field"], {"fields": [field(5)]}),
        ],
        {"sheep": 1},
    ),
    (
        "206",  # L1158: jewelry >= 2/3/5 -> 1 meat / instead 1 tool / instead 1 sheep
        [
            ({"jewelry": 2}, ["take meat"], {"meat": 1}),
            ({"jewelry": 3}, ["take tool"], {"tool": 1}),
            ({"jewelry": 5}, ["take sheep"], {"sheep": 1}),
        ],
        {"jewelry": 1},
    ),
    (
        "207",  # L1160: fields >= 5 and hops >= 0/2/4 -> 0/1/2 tools; +1 bonus
        [
            ({"fields": [field(2)] * 5}, ["take bonus"], {"bonus": 1}),
            (
                {"fields": [field(2)] * 5, "hops": 2},
                ["take tool", "take bonus"],
                {"tool": 1, "bonus": 1},
            ),
            (
                {"fields": [field(2)] * 5, "hops": 4},
                ["take tool", "take bonus"],
                {"tool": 2, "bonus": 1},
            ),
        ],
        {"fields": [field(2)] * 4, "hops": 4},
    ),
    (
        "209",  # L1165: >= 3/5/6 sheep on one court card -> 1/2/3 jewelry
        [
            ({"on": {4: 3}}, ["take jewelry"], {"jewelry": 1}),
            ({"on": {4: 5}}, ["take jewelry"], {"jewelry": 2}),
            ({"on": {4: 6}}, ["take jewelry"], {"jewelry": 3}),
        ],
        {"on": {3: 2, 4: 2}, "sheep": 5},
    ),
    (
        "211",  # L1169: clay >= 3 -> 2 hops; hops >= 3 -> 2 clay; always +1 bonus
        [
            ({"clay": 3}, ["take hops", "take bonus"], {"hops": 2, "bonus": 1}),
            ({"clay": 3, "hops": 3}, ["take clay", "take bonus"], {"clay": 2, "bonus": 1}),
        ],
        {"clay": 2, "hops": 2},
    ),
    (
        "212",  # L1171: tools >= 5/6/7 -> clay 12/13/14 - window (example: 7 tools, window 11)
        [
            ({"tool": 5, "window": 11}, ["take clay"], {"clay": 1}),
            ({"tool": 6, "window": 11}, ["take clay"], {"clay": 2}),
            ({"tool": 7, "window": 11}, ["take clay"], {"clay": 3}),
        ],
        {"tool": 4},
    ),
    (
        "215",  # L1178: >= 3/4/5/6 non-starter hand cards -> 1/2/3/4 crops of different types
        [
            ({"hand": ["801", "802", "901"]}, ["take rye", "take bonus"], {"rye": 1, "bonus": 1}),
            (
                {"hand": ["801", "802", "901", "401"]},
                ["take rye", "take flax", "take bonus"],
                {"rye": 1, "flax": 1, "bonus": 1},
            ),
            (
                {"hand": ["801", "802", "901", "401", "803"]},
                ["take rye", "take flax", "take hops", "take bonus"],
                {"rye": 1, "flax": 1, "hops": 1, "bonus": 1},
            ),
            (
                {"hand": ["801", "802", "901", "401", "803", "804"]},
                ["take rye", "take flax", "take hops", "take barley", "take bonus"],
                {"rye": 1, "flax": 1, "hops": 1, "barley": 1, "bonus": 1},
            ),
        ],
        {"hand": ["801", "802", "001", "002", "003"]},
    ),
    (
        "220",  # L1189: planted fields >= 3/4/6 -> 0/1/2 bonus; +1 hops, +1 meat
        [
            (
                {"fields": [planted(2, "flax")] * 3},
                ["take hops", "take meat"],
                {"hops": 1, "meat": 1},
            ),
            (
                {"fields": [planted(2, "flax")] * 4},
                ["take bonus", "take hops", "take meat"],
                {"bonus": 1, "hops": 1, "meat": 1},
            ),
            (
                {"fields": [planted(2, "flax")] * 6},
                ["take bonus", "take hops", "take meat"],
                {"bonus": 2, "hops": 1, "meat": 1},
            ),
        ],
        {"fields": [planted(2, "flax")] * 2 + [field(3)] * 4},
    ),
    (
        "223",  # L1196: min(sheep, jewelry) >= 1/2/3 -> 1/2/3 milk
        [
            ({"sheep": 1, "jewelry": 1}, ["take milk"], {"milk": 1}),
            ({"sheep": 4, "jewelry": 2}, ["take milk"], {"milk": 2}),  # the example L1198
            ({"sheep": 3, "jewelry": 3}, ["take milk"], {"milk": 3}),
        ],
        {"sheep": 5, "jewelry": 0},
    ),
    (
        "224",  # L1199: min(hide, meat, milk, wool) >= 1/2/3 -> 0/1/2 bonus; +3 milk
        [
            ({"hide": 1, "meat": 1, "milk": 1, "wool": 1}, ["take milk"], {"milk": 3}),
            (  # the example L1201
                {"hide": 2, "meat": 3, "milk": 6, "wool": 2},
                ["take bonus", "take milk"],
                {"bonus": 1, "milk": 3},
            ),
            (
                {"hide": 3, "meat": 3, "milk": 3, "wool": 3},
                ["take bonus", "take milk"],
                {"bonus": 2, "milk": 3},
            ),
        ],
        {"hide": 5, "meat": 5, "milk": 5},
    ),
    (
        "227",  # L1206: >= 3/5/6 non-starter hand cards -> 0/1/2 wool; +1 bonus
        [
            ({"hand": ["801", "802", "401"]}, ["take bonus"], {"bonus": 1}),
            (
                {"hand": ["801", "802", "401", "901", "902"]},
                ["take wool", "take bonus"],
                {"wool": 1, "bonus": 1},
            ),
            (
                {"hand": ["801", "802", "401", "901", "902", "803"]},
                ["take wool", "take bonus"],
                {"wool": 2, "bonus": 1},
            ),
        ],
        {"hand": ["801", "802", "001"]},
    ),
    (
        "230",  # L1212: sheep >= 1/2/3/4 -> 0/1/2/3 hops; +1 court card
        [
            ({"sheep": 1}, ["take court"], {"court": 1}),
            ({"sheep": 2}, ["take hops", "take court"], {"hops": 1, "court": 1}),
            ({"sheep": 3}, ["take hops", "take court"], {"hops": 2, "court": 1}),
            ({"sheep": 4}, ["take hops", "take court"], {"hops": 3, "court": 1}),
        ],
        {"sheep": 0},
    ),
]
TIER_CASES = [(card, k, *row) for card, rows, _ in TIERS for k, row in enumerate(rows)]


@pytest.mark.parametrize(("card", "k", "have", "answers", "gets"), TIER_CASES)
def test_each_tier(card: str, k: int, have: Amounts, answers: list[str], gets: Amounts) -> None:
    """At a tier's threshold that tier is open (with the lower ones, L705) and gives its part."""
    assert k in open_tiers_for(card, have)
    choice = [f"choose {k}"] if len(open_tiers_for(card, have)) > 1 else []
    assert gains(card, have, [*choice, *answers]) == gets


@pytest.mark.parametrize(("card", "short"), [(card, short) for card, _, short in TIERS])
def test_tiered_card_refused_below_its_first_tier(card: str, short: Amounts) -> None:
    assert refused(card, short)


def test_205_six_or_seven_fields_and_playable_with_eight() -> None:
    """L1156: 6 fields -> a field in row 2, 7 -> in row 5; with 8 playable, no effect."""
    assert refused("205", {"fields": [field(3)] * 5})
    assert gains("205", {"fields": [field(3)] * 6}, ["take field"]) == {"fields": [field(2)]}
    assert gains("205", {"fields": [field(3)] * 7}, ["take field"]) == {"fields": [field(5)]}
    assert open_tiers_for("205", {"fields": [field(3)] * 8}) == [2]
    assert gains("205", {"fields": [field(3)] * 8}, []) == {}


def test_206_lower_tier_may_be_chosen() -> None:
    """L1159: with 5 jewelry the meat or the tool may be taken instead of the sheep."""
    assert open_tiers_for("206", {"jewelry": 5}) == [0, 1, 2]
    assert gains("206", {"jewelry": 5}, ["choose 0", "take meat"]) == {"meat": 1}


def test_211_needs_a_choice_when_both_hold() -> None:
    """L1170: with 3 clay and 3 hops: hops or clay, not both."""
    assert open_tiers_for("211", {"clay": 3, "hops": 3}) == [0, 1]
    assert gains("211", {"clay": 3, "hops": 3}, ["choose 0", "take hops", "take bonus"]) == {
        "hops": 2,
        "bonus": 1,
    }
    assert open_tiers_for("211", {"hops": 3}) == [1]


def test_212_never_takes_clay() -> None:
    """L1172: 12 - 12 = 0 clay: nothing is offered."""
    assert gains("212", {"tool": 5, "window": 12}, []) == {}


def test_215_crops_are_of_different_types() -> None:
    """L1179: each crop type at most once."""
    d = table_given("215", {"hand": ["801", "802", "901", "401"]})
    state = play_card(d, 0, "215", ["choose 1", "take rye"])
    assert "take rye" not in legal(state) and "take flax" in legal(state)


# --- one card each -------------------------------------------------------------------------
def test_201_moves_two_different_sheep_and_gives_milk_and_a_bonus() -> None:
    """L1148: sheep >= fields; up to 2 different sheep one card forward; +1 milk, +1 bonus."""
    have = {"fields": [field(2), field(3)], "on": {3: 1, 4: 1}}
    assert refused("201", {**have, "fields": [field(2)] * 3})
    d = table_given("201", have)
    state = play_card(d, 0, "201", ["extend round4", "extend round5", "take milk", "take bonus"])
    v = village(settled_passing(state).data)
    assert v.sheep[3:6] == [0, 1, 1] and v.goods[GOODS.index("milk")] == 1
    assert amounts(state.data)["bonus"] == 1


def test_201_does_not_move_one_sheep_twice() -> None:
    """L1148: "kein Schaf mehr als einmal": with one sheep the second move is not offered."""
    d = table_given("201", {"on": {3: 1}, "fields": []})
    state = play_card(d, 0, "201", ["extend round4"])
    assert legal(state) == ["take milk", "skip"]


def test_202_needs_a_full_action_space() -> None:
    """L1150: every row of one space occupied (anyone's workers); +1 milk, sheep, bonus."""
    d = table_given("202", {})
    space(d, "sowing", [1, 2])
    assert not can_play(d, 0, "202")
    space(d, "bonus_card", [1, 2])  # a 2-row space is full with its 2 rows
    state = settled_passing(play_card(d, 0, "202", ["take milk", "take sheep", "take bonus"]))
    v = village(state.data)
    assert v.goods[GOODS.index("milk")] == 1 and v.sheep[4] == 1  # round 2: on round 5's card
    assert amounts(state.data)["bonus"] == 1


def test_208_only_in_phase_7_after_16_goods_harvested() -> None:
    """L1162: only phase 7; the goods from all fields this phase >= 16; +1 tool, +1 bonus."""
    d = data(
        table_given(
            "208", {"fields": [planted(4, "flax"), planted(4, "hops"), planted(5, "rye")]}, phase=7
        )
    )
    fields.phase_harvest(GAME, d)  # 4 + 4 + 5 = 13
    assert not can_play(d, 0, "208")
    d = data(table_given("208", {"fields": [planted(4, "flax")] * 4}, phase=7))
    fields.phase_harvest(GAME, d)  # 16
    state = settled_passing(play_card(d.clone(), 0, "208", ["take tool", "take bonus"]))
    assert village(state.data).tools == 1 and amounts(state.data)["bonus"] == 1
    d.phase = 8
    assert not can_play(d, 0, "208")


def test_210_clears_a_whole_space_to_the_supply() -> None:
    """L1167: hops >= 2; all workers off one space of your choice; +1 bonus."""
    assert refused("210", {"hops": 1})
    d = table_given("210", {"hops": 2})
    space(d, "sowing", [1, 2, 3])
    space(d, "clay_pit", [1])
    state = play_card(d, 0, "210", [])
    assert sorted(legal(state)) == ["skip", "target clay_pit", "target sowing"]
    state = settled_passing(play(state, "target sowing", "take bonus"))
    assert on_space(state.data, "sowing") == [0, 0, 0] and on_space(state.data, "clay_pit") == [
        1,
        0,
        0,
    ]
    assert village(state.data).goods[GOODS.index("hops")] == 2  # only checked, not paid


def test_213_milk_or_clay_and_one_sowing() -> None:
    """L1174: a field planted with hops; +1 milk or +1 clay; sow once."""
    have = {"fields": [planted(3, "hops"), field(2)], "flax": 1}
    assert refused("213", {**have, "fields": [planted(3, "flax"), field(2)]})
    d = table_given("213", have)
    state = play_card(d, 0, "213", [])
    assert legal(state) == ["take milk", "take clay", "skip"]
    state = settled_passing(play(state, "take clay", "sow flax 2"))
    v = village(state.data)
    assert v.goods[GOODS.index("clay")] == 1 and planted(2, "flax") in v.fields


def test_214_two_of_one_crop_then_sow_that_crop() -> None:
    """L1176: exactly 1 empty field; 2 of one crop, then sow that type once; +1 bonus."""
    assert refused("214", {"fields": [field(2), field(3)]})
    d = table_given("214", {"fields": [field(3), planted(2, "rye")], "flax": 3})
    state = play_card(d, 0, "214", ["take barley"])
    assert legal(state) == ["sow barley 3", "stop"]  # not the flax
    state = settled_passing(play(state, "sow barley 3", "take bonus"))
    v = village(state.data)
    assert v.goods[GOODS.index("barley")] == 1 and planted(3, "barley") in v.fields


def test_221_harvests_two_fields_now() -> None:
    """L1191: >= 2 planted fields and >= 3 tools; harvest up to 2 fields, each moves down."""
    have = {"fields": [planted(4, "flax"), planted(3, "hops"), planted(2, "rye")], "tool": 3}
    assert refused("221", {**have, "tool": 2})
    assert refused("221", {"fields": [planted(4, "flax"), field(3)], "tool": 3})
    d = table_given("221", have)
    state = play_card(d, 0, "221", ["harvest 4 flax", "harvest 3 hops", "take bonus"])
    state = settled_passing(state)
    v = village(state.data)
    assert v.goods[GOODS.index("flax")] == 4 and v.goods[GOODS.index("hops")] == 3
    assert v.fields == sorted([field(3), field(2), planted(2, "rye")])


def test_229_sows_meat_on_the_one_empty_field() -> None:
    """L1210: exactly 1 empty field: sow 1 meat there as if a crop."""
    assert refused("229", {"fields": [field(2), field(3)], "meat": 1})
    d = table_given("229", {"fields": [field(3), planted(2, "flax")], "meat": 1, "flax": 1})
    state = play_card(d, 0, "229", [])
    assert legal(state) == ["sow meat 3", "stop"]
    v = village(settled_passing(play(state, "sow meat 3")).data)
    assert planted(3, "meat") in v.fields and v.goods[GOODS.index("meat")] == 0


# --- 222: just before the last action of phase 4 ----------------------------------------------
def turn_start(have: Amounts, hand: Sequence[str] = ("222",)) -> State:
    """Seat 0's phase-4 turn comes up (2 players: seat 1 has nothing to do)."""
    d = data(cards_table(players=2, rnd=2, phase=4, hand=list(hand)))
    d.workers_on = [0] * len(d.workers_on)
    give(d, have)
    return run(d, NextTurn(0))


def test_222_is_played_just_before_the_last_action() -> None:
    """L1193-L1195: no planted fields before the action spending the last worker; up to 3
    fields one row up, +1 bonus; then that action must spend every worker."""
    state = turn_start({"workers": 3, "fields": [field(2), field(2), field(5)]})
    assert legal(state) == ["play 222", "pass"]
    # each field moves at most 1 row: the row-5 field cannot, so two moves are all there is
    state = play(state, "play 222", "move 2 empty", "move 2 empty", "take bonus")
    v = village(state.data)
    assert v.fields == [field(3), field(3), field(5)] and amounts(state.data)["bonus"] == 1
    moves = legal(state)
    assert "trade 3" in moves and "trade 2" not in moves
    assert all(m == "trade 3" or m.startswith("place") for m in moves)
    assert "place sowing" not in moves  # row 1 takes 1 worker, not 3
    d = state.data.clone()
    space(d, "clay_pit", [1, 2])
    assert "place clay_pit" in legal(run(d))  # its row 3 takes all 3


def test_222_refused_with_a_planted_field_or_when_passed() -> None:
    """L1194: a planted field refuses the card; passing leaves the turn free."""
    state = turn_start({"workers": 3, "fields": [planted(2, "flax")]})
    assert "play 222" not in legal(state)
    state = turn_start({"workers": 3, "fields": [field(2)]})
    moves = legal(play(state, "pass"))
    assert "trade 1" in moves and "place sowing" in moves


def test_222_only_at_that_moment() -> None:
    """L1193: only then: not in an ordinary window of phase 4 (nor of another phase), and the
    moment offers no other card."""
    d = data(data(table_given("222", {"workers": 3, "fields": [field(2)]})))
    assert not can_play(d, 0, "222")
    state = turn_start({"workers": 3, "fields": [field(4), field(5)]}, hand=["222", "203"])
    assert legal(state) == ["play 222", "pass"]  # 203 is playable, but not at this moment
