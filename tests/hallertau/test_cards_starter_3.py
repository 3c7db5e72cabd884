"""The starter deck 3 "Pro" 301-330 (hallertau.de.md L1215-L1281, 330 at L1367): requirements
only (L1012), effects on play (optional, L699), no VP. Every card is played from a constructed
table and checked against its text, including what its requirement or phase bar refuses; tiered
cards are played in each tier; "just happened" cards after the real event; board changes
(302, 313, 314, 315) and 328's butcher in each branch."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from boardrules import State
from boardrules.cards import runtime
from tests.hallertau.card_helpers import (
    GAME,
    Amounts,
    amounts,
    can_play,
    cards_table,
    data,
    gained,
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
    from games.hallertau import crafts, rounds
    from games.hallertau.state import CRAFTS, GOODS, NO_TALLY, HData, Recent, Tally, field, plus
    from games.hallertau.tasks import CardWindow, Turn
else:
    from boardrules.games.hallertau import crafts, rounds
    from boardrules.games.hallertau.state import (
        CRAFTS,
        GOODS,
        NO_TALLY,
        HData,
        Recent,
        Tally,
        field,
        plus,
    )
    from boardrules.games.hallertau.tasks import CardWindow, Turn


def good(state: State, name: str) -> int:
    return village(state.data).goods[GOODS.index(name)]


# --- plain requirement cards ---------------------------------------------------------------
PLAIN: list[tuple[str, Amounts, list[Amounts], list[str], Amounts]] = [
    (
        "306",  # L1229: jewelry > fields or sheep > fields; field row 2, then sow once
        {"jewelry": 3, "fields": [field(3), field(4)], "rye": 1},
        [{"jewelry": 2, "sheep": 2, "fields": [field(3), field(4)]}],
        ["take field", "sow rye 2"],
        {"fields": [planted(2, "rye")], "rye": -1},
    ),
    (
        "306",  # the sheep alone
        {"sheep": 3, "fields": [field(3), field(4)]},
        [],
        ["take field"],
        {"fields": [field(2)]},
    ),
    (
        "317",  # L1255: >= 1 planted field; clay = empty fields
        {"fields": [planted(2, "flax"), field(3), field(4)]},
        [{"fields": [field(3), field(4)]}],
        ["take clay"],
        {"clay": 2},
    ),
    (
        "321",  # L1263: barley >= 10 - jewelry
        {"barley": 6, "jewelry": 4},
        [{"barley": 5, "jewelry": 4}],
        ["take flax", "take hops", "take bonus"],
        {"flax": 2, "hops": 1, "bonus": 1},
    ),
    (
        "321",  # at 10 jewelry no barley needed
        {"jewelry": 10},
        [{"jewelry": 9}],
        ["take flax", "skip", "skip"],
        {"flax": 2},
    ),
]


@pytest.mark.parametrize(("card", "need", "short", "answers", "gets"), PLAIN)
def test_requirement_cards(
    card: str, need: Amounts, short: list[Amounts], answers: list[str], gets: Amounts
) -> None:
    for have in short:
        assert refused(card, have), have
    assert gains(card, need, answers) == gets


# --- tiered cards ----------------------------------------------------------------------------
STARTERS = [f"{i:03d}" for i in range(1, 13)]  # 12 different cards of starter deck 0
TIERS: list[tuple[str, list[tuple[Amounts, list[str], Amounts]], Amounts | None]] = [
    (
        "304",  # L1224: tools >= 3/7/10 -> 0/1/2 sheep; +1 field row 2
        [
            ({"tool": 3}, ["take field"], {"fields": [field(2)]}),
            ({"tool": 7}, ["take sheep", "take field"], {"sheep": 1, "fields": [field(2)]}),
            ({"tool": 10}, ["take sheep", "take field"], {"sheep": 2, "fields": [field(2)]}),
        ],
        {"tool": 2},
    ),
    (
        "307",  # L1231: jewelry >= 1/3/6 -> 0/1/2 bonus; +2 clay, +1 tool
        [
            ({"jewelry": 1}, ["take clay", "take tool"], {"clay": 2, "tool": 1}),
            (
                {"jewelry": 3},
                ["take bonus", "take clay", "take tool"],
                {"bonus": 1, "clay": 2, "tool": 1},
            ),
            (
                {"jewelry": 6},
                ["take bonus", "take clay", "take tool"],
                {"bonus": 2, "clay": 2, "tool": 1},
            ),
        ],
        {"jewelry": 0},
    ),
    (
        "308",  # L1233: already played >= 1/3/7/12 cards -> 1/2/3/4 tools (A14)
        [
            ({"played": STARTERS[:1]}, ["take tool"], {"tool": 1}),
            ({"played": STARTERS[:3]}, ["take tool"], {"tool": 2}),
            ({"played": STARTERS[:7]}, ["take tool"], {"tool": 3}),
            ({"played": STARTERS[:12]}, ["take tool"], {"tool": 4}),
        ],
        {"played": []},
    ),
    (
        "311",  # L1239: >= 7/14/21 crops of one type -> 0/1/2 bonus; +1 jewelry
        [
            ({"hops": 7}, ["take jewelry"], {"jewelry": 1}),
            ({"hops": 14}, ["take bonus", "take jewelry"], {"bonus": 1, "jewelry": 1}),
            ({"rye": 21}, ["take bonus", "take jewelry"], {"bonus": 2, "jewelry": 1}),
        ],
        {"flax": 6, "barley": 6, "hops": 6, "rye": 6},
    ),
    (
        "318",  # L1257: one craft >= 3/4/5 spaces ahead of another -> 3/4/5 clay; +1 bonus
        [
            ({"crafts": [1, 4, 2, 2, 2]}, ["take clay", "take bonus"], {"clay": 3, "bonus": 1}),
            ({"crafts": [1, 5, 2, 2, 2]}, ["take clay", "take bonus"], {"clay": 4, "bonus": 1}),
            ({"crafts": [2, 2, 2, 2, 7]}, ["take clay", "take bonus"], {"clay": 5, "bonus": 1}),
        ],
        {"crafts": [2, 4, 2, 2, 2]},
    ),
    (
        "319",  # L1259: hops >= 1/3/6 -> 1/2/3 clay; +1 rye, +1 bonus
        [
            (
                {"hops": 1},
                ["take clay", "take rye", "take bonus"],
                {"clay": 1, "rye": 1, "bonus": 1},
            ),
            (
                {"hops": 3},
                ["take clay", "take rye", "take bonus"],
                {"clay": 2, "rye": 1, "bonus": 1},
            ),
            (
                {"hops": 6},
                ["take clay", "take rye", "take bonus"],
                {"clay": 3, "rye": 1, "bonus": 1},
            ),
        ],
        {"hops": 0},
    ),
    (
        "320",  # L1261: tools >= 2/4/6/7 -> 0/1/2/3 barley; +2 flax, +1 bonus
        [
            ({"tool": 2}, ["take flax", "take bonus"], {"flax": 2, "bonus": 1}),
            (
                {"tool": 4},
                ["take barley", "take flax", "take bonus"],
                {"barley": 1, "flax": 2, "bonus": 1},
            ),
            (
                {"tool": 6},
                ["take barley", "take flax", "take bonus"],
                {"barley": 2, "flax": 2, "bonus": 1},
            ),
            (
                {"tool": 7},
                ["take barley", "take flax", "take bonus"],
                {"barley": 3, "flax": 2, "bonus": 1},
            ),
        ],
        {"tool": 1},
    ),
    (
        "324",  # L1269: window > round + 5/6/7 -> 1/2/3 milk (round 2)
        [
            ({"window": 8}, ["take milk"], {"milk": 1}),
            ({"window": 9}, ["take milk"], {"milk": 2}),
            ({"window": 10}, ["take milk"], {"milk": 3}),
        ],
        {"window": 7},
    ),
    (
        "325",  # L1271: crops (all types) >= 0/10/16/23 -> 0/1/2/3 milk; +1 bonus
        [
            ({}, ["take bonus"], {"bonus": 1}),
            ({"flax": 5, "rye": 5}, ["take milk", "take bonus"], {"milk": 1, "bonus": 1}),
            ({"hops": 16}, ["take milk", "take bonus"], {"milk": 2, "bonus": 1}),
            ({"barley": 23}, ["take milk", "take bonus"], {"milk": 3, "bonus": 1}),
        ],
        None,  # nothing refuses it
    ),
    (
        "326",  # L1273, A17: sheep on the round-4 card / a later card / the stable -> 1/2/3 wool
        [
            ({"on": {3: 1}}, ["take wool", "take bonus"], {"wool": 1, "bonus": 1}),
            ({"on": {5: 1}}, ["take wool", "take bonus"], {"wool": 2, "bonus": 1}),
            ({"sheep": 1}, ["take wool", "take bonus"], {"wool": 3, "bonus": 1}),
        ],
        {"on": {2: 1}},
    ),
    (
        "327",  # L1275: sheep >= 2/3/7 -> 0/1/2 bonus; hides = court cards without sheep
        [
            ({"on": {4: 2}}, ["take hide"], {"hide": 3}),  # round 2: cards 3, 4, 6 are empty
            ({"on": {4: 3}}, ["take bonus", "take hide"], {"bonus": 1, "hide": 3}),
            (
                {"on": {3: 3, 4: 3}, "sheep": 1},
                ["take bonus", "take hide"],
                {"bonus": 2, "hide": 2},
            ),
        ],
        {"on": {4: 1}},
    ),
    (
        "329",  # L1280: the nursery holds >= 1/3/6 workers (anyone's) -> 0/2/7 meat; +1 bonus
        [
            ({"nursery": [1]}, ["take bonus"], {"bonus": 1}),
            ({"nursery": [1, 2]}, ["take meat", "take bonus"], {"meat": 2, "bonus": 1}),
            ({"nursery": [1, 2, 3]}, ["take meat", "take bonus"], {"meat": 7, "bonus": 1}),
        ],
        {"nursery": []},
    ),
]
TIER_CASES = [(card, k, *row) for card, rows, _ in TIERS for k, row in enumerate(rows)]


def arrange(have: Amounts) -> Amounts:
    """Splits off what ``give`` does not set: crafts and the nursery's workers."""
    return {k: v for k, v in have.items() if k not in ("crafts", "nursery")}


def tiered_table(card: str, have: Amounts) -> HData:
    d = data(table_given(card, arrange(have)))
    if "crafts" in have:
        village(d).crafts = list(have["crafts"])
    if "nursery" in have:
        space(d, "nursery", have["nursery"])
    return d


@pytest.mark.parametrize(("card", "k", "have", "answers", "gets"), TIER_CASES)
def test_each_tier(card: str, k: int, have: Amounts, answers: list[str], gets: Amounts) -> None:
    d = tiered_table(card, have)
    open_ = runtime.open_tiers(GAME, d, 0, card)
    assert k in open_
    choice = [f"choose {k}"] if len(open_) > 1 else []
    before = amounts(d, starters=True)
    state = settled_passing(play_card(d, 0, card, [*choice, *answers]))
    assert gained(before, amounts(state.data, starters=True)) == gets


@pytest.mark.parametrize(
    ("card", "short"), [(card, short) for card, _, short in TIERS if short is not None]
)
def test_tiered_card_refused_below_its_first_tier(card: str, short: Amounts) -> None:
    assert not can_play(tiered_table(card, short), 0, card)


def test_326_tiers_follow_where_the_sheep_stands() -> None:
    """A17: a sheep in the stable only opens the 3-wool tier."""
    assert open_tiers_for("326", {"sheep": 1}) == [2]
    assert open_tiers_for("326", {"on": {3: 1, 4: 1}, "sheep": 1}) == [0, 1, 2]


def test_325_is_playable_from_the_start() -> None:
    """L1271: the first tier needs 0 crops."""
    assert can_play(table_given("325", {}), 0, "325")


# --- 301: the sheep on the card removed next -------------------------------------------------
def test_301_saves_sheep_from_the_next_card() -> None:
    """L1217: >= 1 sheep on the card removed next; up to 3 different sheep one card forward
    (round 6's into the stable); +1 bonus."""
    assert refused("301", {"on": {4: 1}}, rnd=2)  # phase 4 of round 2: round 3's card is next
    d = table_given("301", {"on": {2: 1, 5: 1}}, rnd=2)
    state = play_card(d, 0, "301", ["extend round3", "extend round6", "take bonus"])
    assert village(settled_passing(state).data).sheep == [0, 0, 0, 1, 0, 0, 1]


def test_301_just_before_phase_2() -> None:
    """L1217: also just before phase 2 takes the card: the window after phase 1 sees this
    round's card as the next one."""
    d = table_given("301", {"on": {2: 1}}, rnd=3, phase=1)
    assert can_play(d, 0, "301")
    d = table_given("301", {"on": {2: 1}}, rnd=3, phase=2)
    assert not can_play(d, 0, "301")  # phase 2 removed it already


# --- phase-bar cards -------------------------------------------------------------------------
def test_302_removes_the_top_rows_of_three_spaces_all_or_none() -> None:
    """L1218: only phase 4; 1-2 workers left; the top row of sheep market, sheep breeding and
    weekly market to the general supply, all or none."""
    d = data(data(table_given("302", {"workers": 2})))
    space(d, "sheep_market", [1, 2])
    space(d, "sheep_breeding", [1])
    space(d, "weekly_market", [1, 2, 3])
    space(d, "sowing", [1, 2])
    kept = play_card(d.clone(), 0, "302", ["no"]).data
    assert on_space(kept, "sheep_market") == [1, 2, 0]
    state = settled_passing(play_card(d, 0, "302", ["yes"]))
    assert on_space(state.data, "sheep_market") == [1, 0, 0]
    assert on_space(state.data, "sheep_breeding") == [0, 0, 0]
    assert on_space(state.data, "weekly_market") == [1, 2, 0]
    assert on_space(state.data, "sowing") == [1, 2, 0]
    assert village(state.data).workers == 2  # to the general supply, not the pool
    assert refused("302", {"workers": 3})
    assert refused("302", {"workers": 0})
    assert refused("302", {"workers": 1}, phase=5)


def test_303_counts_the_workers_just_removed_from_one_quarter() -> None:
    """L1221: only phase 1; >= 6/7/8/9/10 workers just removed from one quarter -> 0/1/2/3/5
    rye; +1 sheep."""
    d = data(data(table_given("303", {}, rnd=3, phase=1)))
    for name in ("sheep_shearer", "clay_pit"):
        space(d, name, [1, 2, 3])  # top rows: 3 + 3
    space(d, "farming", [1])  # + 1
    rounds.clear_quarter(GAME, d, 1)
    assert runtime.open_tiers(GAME, d, 0, "303") == [0, 1]
    state = settled_passing(play_card(d, 0, "303", ["choose 1", "take rye", "take sheep"]))
    assert good(state, "rye") == 1 and sum(village(state.data).sheep) == 1
    for removed, rye in ((8, 2), (9, 3), (10, 5)):
        d = data(data(table_given("303", {}, rnd=3, phase=1)))
        village(d).tally = Tally(quarter=(0, removed, 0, 0))
        k = len(runtime.open_tiers(GAME, d, 0, "303")) - 1
        state = settled_passing(play_card(d, 0, "303", [f"choose {k}", "take rye", "skip"]))
        assert good(state, "rye") == rye
    d = data(data(table_given("303", {}, rnd=3, phase=1)))
    village(d).tally = Tally(quarter=(0, 5, 0, 0))
    assert not can_play(d, 0, "303")
    village(d).tally = Tally(quarter=(0, 6, 0, 0))
    d.phase = 2
    assert not can_play(d, 0, "303")


BREWERY = CRAFTS.index("brewery")


def test_305_counts_the_steps_of_one_craft_in_phase_9() -> None:
    """L1226: only phase 9; one craft moved >= 3/4/5 spaces this phase -> 0/1/2 bonus; +1
    field in row 5."""
    d = data(table_given("305", {"tool": 10}, phase=9))
    for _ in range(4):
        crafts.advance(GAME, d, 0, CRAFTS.index("brewery"))
    crafts.advance(GAME, d, 0, CRAFTS.index("bakehouse"))
    assert runtime.open_tiers(GAME, d, 0, "305") == [0, 1]
    state = settled_passing(play_card(d, 0, "305", ["choose 1", "take bonus", "take field"]))
    assert field(5) in village(state.data).fields and amounts(state.data)["bonus"] == 1
    d = data(table_given("305", {}, phase=9))
    village(d).tally = Tally(steps=plus(NO_TALLY.steps, BREWERY, 5))
    assert runtime.open_tiers(GAME, d, 0, "305") == [0, 1, 2]
    village(d).tally = Tally(steps=plus(NO_TALLY.steps, BREWERY, 2))
    assert not can_play(d, 0, "305")
    village(d).tally = Tally(steps=plus(NO_TALLY.steps, BREWERY, 3))
    d.phase = 4
    assert not can_play(d, 0, "305")


def test_312_moves_a_craft_without_paying() -> None:
    """L1241: only phase 4; 6/7/8 fields -> 0/1/2 bonus; one craft one space right without
    its cost."""
    assert refused("312", {"fields": [field(2)] * 5})
    assert refused("312", {"fields": [field(2)] * 6}, phase=9)
    d = table_given("312", {"fields": [field(2)] * 7})
    state = settled_passing(play_card(d, 0, "312", ["take bonus", "advance brewery"]))
    v = village(state.data)
    assert v.crafts[CRAFTS.index("brewery")] == 2 and sum(v.goods) == 0
    assert amounts(state.data)["bonus"] == 1
    d = table_given("312", {"fields": [field(2)] * 8})
    state = settled_passing(play_card(d, 0, "312", ["take bonus", "advance bakehouse"]))
    assert amounts(state.data)["bonus"] == 2


def test_313_last_worker_into_an_empty_row_2() -> None:
    """L1244-L1247: only phase 4; exactly 1 worker left; it goes into an empty row 2 (row 1
    free or not), counts as 1 and the space is used at once; +1 bonus."""
    assert refused("313", {"workers": 2})
    assert refused("313", {"workers": 1}, phase=5)
    d = table_given("313", {"workers": 1})
    space(d, "clay_pit", [1])
    space(d, "sowing", [1, 2])
    state = play_card(d, 0, "313", [])
    assert "target clay_pit" in legal(state) and "target sowing" not in legal(state)
    state = settled_passing(play(state, "target clay_pit", "take clay", "take bonus"))
    assert on_space(state.data, "clay_pit") == [1, 1, 0]
    assert village(state.data).workers == 0 and good(state, "clay") == 2  # round 2


def test_314_moves_three_workers_into_row_3_of_another_space() -> None:
    """L1248-L1249: >= 2 spaces with exactly 3 workers; all of one into row 3 of another with
    exactly 3 (it is full, the first empty), without using either; +1 bonus."""
    d = table_given("314", {})
    space(d, "sowing", [1, 2])
    space(d, "clay_pit", [1, 2, 3])
    assert not can_play(d, 0, "314")
    space(d, "bonus_card", [1, 2])  # a 2-row space: a source, never a target
    state = play_card(d, 0, "314", [])
    assert legal(state) == ["target bonus_card", "skip"]
    state = play(state, "target bonus_card")
    assert legal(state) == ["target sowing"]  # once removed, they must be moved
    state = settled_passing(play(state, "target sowing", "take bonus"))
    assert on_space(state.data, "bonus_card") == [0, 0]
    assert on_space(state.data, "sowing") == [1, 2, 3]
    assert sum(village(state.data).goods) == 0  # no space was used


def test_314_may_be_declined() -> None:
    d = table_given("314", {})
    space(d, "sowing", [1, 2])
    space(d, "farming", [1, 2])
    state = settled_passing(play_card(d, 0, "314", ["skip", "skip"]))
    assert on_space(state.data, "sowing") == [1, 2, 0] == on_space(state.data, "farming")


def test_315_takes_a_top_row_into_the_pool() -> None:
    """L1250-L1252: only phase 4; jewelry >= 4; the workers of the topmost occupied row of one
    space into your pool."""
    assert refused("315", {"jewelry": 3})
    assert refused("315", {"jewelry": 4}, phase=3)
    d = table_given("315", {"jewelry": 4, "workers": 0})
    space(d, "sowing", [1, 2, 3])
    state = settled_passing(play_card(d, 0, "315", ["target sowing"]))
    assert on_space(state.data, "sowing") == [1, 2, 0] and village(state.data).workers == 3
    assert village(state.data).jewelry == 4


def test_316_pushes_three_different_boulders() -> None:
    """L1253: round 1/2/later -> 0/1/2 bonus; up to 3 different boulders one space right,
    no tools."""
    assert open_tiers_for("316", {}, rnd=1) == [0]
    assert open_tiers_for("316", {}, rnd=4) == [2]
    d = table_given("316", {}, rnd=2)
    state = play_card(d, 0, "316", ["take bonus", "push brewery 0"])
    assert "push brewery 0" not in legal(state)
    state = settled_passing(play(state, "push brewery 1", "push bakehouse 0"))
    v = village(state.data)
    assert v.boulders[2:4] == [4, 6] and v.boulders[6] == 4 and v.tools_used == 0


def test_323_moves_the_empty_field_to_row_4_then_sows() -> None:
    """L1267: exactly 1 empty field; it may move to row 4, then sow once; +1 bonus."""
    assert refused("323", {"fields": [field(2), field(3)]})
    d = table_given("323", {"fields": [field(2), planted(5, "flax")], "barley": 1})
    state = settled_passing(play_card(d, 0, "323", ["move 2 empty", "sow barley 4", "take bonus"]))
    assert village(state.data).fields == [planted(4, "barley"), planted(5, "flax")]
    d = table_given("323", {"fields": [field(2)], "barley": 1})
    state = settled_passing(play_card(d, 0, "323", ["stop", "sow barley 2", "skip"]))
    assert village(state.data).fields == [planted(2, "barley")]


def test_330_counts_the_tools_received_this_phase() -> None:
    """L1367: only phase 4; >= 1/3/5 tools received this phase -> 0/1/2 starter cards; +1
    bonus."""
    d = data(table_given("330", {}))
    assert not can_play(d, 0, "330")
    village(d).tally = Tally(tools=5)
    assert runtime.open_tiers(GAME, d, 0, "330") == [0, 1, 2]
    state = settled_passing(play_card(d, 0, "330", ["choose 2", "take starter", "take bonus"]))
    assert amounts(state.data, starters=True)["starter"] == 2 and amounts(state.data)["bonus"] == 1
    d.phase = 9
    assert not can_play(d, 0, "330")


# --- "you just ..." after the real event -----------------------------------------------------
def after_turn(have: Amounts, hand: list[str], move: str, *answers: str) -> State:
    """Seat 0 takes one phase-4 turn; then the window after it."""
    d = data(cards_table(rnd=2, phase=4, hand=hand))
    d.workers_on = [0] * len(d.workers_on)
    give(d, {k: v for k, v in have.items() if k != "board"})
    for name, rows in have.get("board", {}).items():
        space(d, name, rows)
    return play(run(d, Turn(0), CardWindow("actions", (0,))), move, *answers)


def test_309_after_using_a_space_of_a_crowded_quarter() -> None:
    """L1235: just used a space, after which its quarter holds >= 9/11/13 workers -> 1/2/3
    barley; +1 tool."""
    board = {"sheep_shearer": [1, 2, 3], "clay_pit": [1, 2]}  # quarter 1: 9 with the new one
    state = after_turn({"workers": 1, "board": board}, ["309"], "place farming", "skip")
    assert legal(state) == ["play 309", "pass"]
    state = settled_passing(play(state, "play 309", "take barley", "take tool"))
    assert good(state, "barley") == 1 and village(state.data).tools == 1
    state = after_turn(
        {"workers": 1, "board": {"clay_pit": [1, 2]}}, ["309"], "place farming", "skip"
    )
    assert "play 309" not in legal(state)  # only 4 in quarter 1
    d = data(data(table_given("309", {})))
    village(d).recent = [Recent("quarter_workers", number=13)]
    assert runtime.open_tiers(GAME, d, 0, "309") == [0, 1, 2]


def test_310_after_receiving_tools_at_once() -> None:
    """L1237: just received >= 2/3/4 tools at once (trading workers) -> 1/2/3 hops; +1 tool."""
    state = after_turn({"workers": 3}, ["310"], "trade 3")
    assert runtime.open_tiers(GAME, state.data, 0, "310") == [0, 1]
    state = settled_passing(play(state, "play 310", "choose 1", "take hops", "take tool"))
    assert good(state, "hops") == 2 and village(state.data).tools == 4
    state = after_turn({"workers": 3}, ["310"], "trade 1")
    assert "play 310" not in legal(state)


def test_322_after_a_sowing_space() -> None:
    """L1265: just used farming, fertilizing, sowing or weekend work: one crop of your choice,
    then it may be sown at once; kept even if not sown."""
    state = after_turn({"workers": 1, "fields": [field(3)]}, ["322"], "place sowing")
    state = settled_passing(play(state, "play 322", "take hops", "sow hops 3"))
    assert village(state.data).fields == [planted(3, "hops")] and good(state, "hops") == 0
    state = after_turn({"workers": 1, "fields": [field(3)]}, ["322"], "place sowing")
    state = settled_passing(play(state, "play 322", "take rye", "stop"))
    assert good(state, "rye") == 1
    state = after_turn({"workers": 1}, ["322"], "place clay_pit", "take clay")
    assert "play 322" not in legal(state)


# --- 328: while using the butcher ------------------------------------------------------------
def test_328_pays_the_butcher_with_jewelry() -> None:
    """L1278-L1279: only while using the butcher; 1 jewelry instead of the sheep (even with
    no sheep); +2 extra hides, +1 bonus."""
    state = after_turn({"workers": 1, "jewelry": 1}, ["328", "203"], "place butcher")
    assert legal(state) == ["play 328", "pass"]  # 203 is playable, but not at this moment
    state = play(state, "play 328", "take hide", "take bonus")
    assert legal(state) == ["pay jewelry", "skip"]
    state = settled_passing(play(state, "pay jewelry"))
    v = village(state.data)
    assert v.jewelry == 0 and good(state, "meat") == 4 and good(state, "hide") == 4


def test_328_with_sheep_either_payment() -> None:
    state = after_turn({"workers": 1, "jewelry": 1, "sheep": 1}, ["328"], "place butcher")
    state = play(state, "play 328", "skip", "skip")
    assert legal(state) == ["pay sheep stable", "pay jewelry", "skip"]
    state = settled_passing(play(state, "pay sheep stable"))
    assert village(state.data).jewelry == 1 and good(state, "meat") == 4


def test_328_not_played_leaves_the_butcher_as_it_is() -> None:
    """Without the card the butcher takes a sheep only; the card is not playable elsewhere."""
    state = after_turn({"workers": 1, "jewelry": 1, "sheep": 1}, ["328"], "place butcher", "pass")
    assert legal(state) == ["pay sheep stable", "skip"]
    assert not can_play(data(data(table_given("328", {"jewelry": 1}))), 0, "328")
