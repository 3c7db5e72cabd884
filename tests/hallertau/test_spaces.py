"""The action spaces (hallertau.de.md L884-L1004) and the resources they give (L251-L325)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules import State
from tests.hallertau.helpers import (
    GAME,
    Editor,
    board,
    good,
    goods,
    legal,
    one_turn,
    play,
    position,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import crafts
    from games.hallertau.state import BARLEY, STABLE, field
else:
    from boardrules.games.hallertau import crafts
    from boardrules.games.hallertau.state import BARLEY, STABLE, field


def empty_board(rnd: int = 1) -> Editor:
    """One seat in round ``rnd``, phase 4, no worker on any action space."""
    return board(position(1, round=rnd))


def use(space: str, rnd: int = 1, **have: int) -> State:
    """Seat 0 (holding exactly the goods ``have``, if given) places workers on ``space``."""
    ed = empty_board(rnd)
    if have:
        goods(ed, **have)
    return play(one_turn(ed), f"place {space}")


def test_sheep_breeding_either_side_of_the_slash() -> None:
    """L904-L908, L459: 2 milk for 1 sheep or 4 milk for 2 sheep; the choice covers the cost
    and the gain together."""
    state = use("sheep_breeding", milk=4)
    assert legal(state) == ["breed 1", "breed 2", "skip"]
    state = play(state, "breed 2")
    v = state.data.villages[0]
    assert good(v, "milk") == 0 and sum(v.sheep) == 2
    state = use("sheep_breeding", milk=3)
    assert legal(state) == ["breed 1", "skip"]


def test_gained_sheep_go_three_rounds_ahead_then_to_the_stable() -> None:
    """L289-L291, examples L295 and L299: a sheep of round 1 on the round-4 card; from round
    4 in the stable."""
    state = use("weekly_market", rnd=1)
    state = play(state, "take sheep", "take meat")
    assert state.data.villages[0].sheep == [0, 0, 0, 1, 0, 0, 0]
    state = use("weekly_market", rnd=4)
    state = play(state, "take sheep")
    assert state.data.villages[0].sheep[STABLE] == 1


def test_butcher_pays_one_sheep_from_anywhere() -> None:
    """L910-L912, L301: a sheep from a court card or the stable, for 4 meat and 2 hide;
    sheep on one card are alike."""
    ed = empty_board(rnd=4).set("villages[0].sheep", {"round5": 2, "stable": 1})
    state = play(one_turn(ed), "place butcher")
    assert legal(state) == ["pay sheep round5", "pay sheep stable", "skip"]
    state = play(state, "pay sheep stable")
    v = state.data.villages[0]
    assert v.sheep == [0, 0, 0, 0, 2, 0, 0] and (good(v, "meat"), good(v, "hide")) == (4, 2)


def test_sheep_shearer_wool_for_all_sheep_and_life_extension() -> None:
    """L914-L918, L453-L455: wool for every sheep (none lost), then one sheep moves to the
    next court card, or from the round-6 card into the stable."""
    ed = empty_board(rnd=2).set("villages[0].sheep", {"round4": 1, "round6": 2, "stable": 1})
    state = play(one_turn(ed), "place sheep_shearer", "take wool")
    assert good(state.data.villages[0], "wool") == 4
    assert legal(state) == ["extend round4", "extend round6", "skip"]
    state = play(state, "extend round6")
    assert state.data.villages[0].sheep == [0, 0, 0, 1, 0, 1, 2]


def test_nursery_three_clay_or_three_crops_not_mixed() -> None:
    """L920-L924: 3 clay, or 3 crops of any mix chosen one by one; not both."""
    state = use("nursery")
    assert legal(state) == [
        "take flax", "take barley", "take hops", "take rye", "take clay", "stop",
    ]  # fmt: skip
    clay = play(state, "take clay")
    assert good(clay.data.villages[0], "clay") == 3 and clay.is_terminal
    crops = play(state, "take hops", "take hops")
    assert "take clay" not in legal(crops)
    crops = play(crops, "take rye")
    v = crops.data.villages[0]
    assert (good(v, "hops"), good(v, "rye"), good(v, "clay")) == (2, 1 + 1, 0)  # 1 rye at start
    assert crops.is_terminal


def test_clay_pit_gives_the_round_number() -> None:
    """L926-L930: 1 clay in round 1, 2 in round 2 ..."""
    for rnd in (1, 5):
        state = use("clay_pit", rnd=rnd)
        assert good(play(state, "take clay").data.villages[0], "clay") == rnd


def test_weekend_work_milk_or_wool_then_sow_two() -> None:
    """L932-L934, L433-L439: 1 milk or 1 wool; then up to 2 sowings from the supply onto
    empty fields, one after the other."""
    state = use("weekend_work", barley=2, flax=1)
    assert legal(state) == ["take milk", "take wool", "skip"]
    state = play(state, "take wool")
    assert legal(state) == [
        "sow flax 2", "sow flax 3", "sow flax 4",
        "sow barley 2", "sow barley 3", "sow barley 4", "stop",
    ]  # fmt: skip
    state = play(state, "sow barley 4", "sow barley 3")
    v = state.data.villages[0]
    assert v.fields == sorted([field(2), field(3, BARLEY + 1), field(4, BARLEY + 1)])
    assert good(v, "barley") == 0 and state.is_terminal


def test_farming_a_field_in_row_five_or_four_sowings() -> None:
    """L936-L940: a new field in row 5, or sow up to 4 fields."""
    state = use("farming", rye=4)
    assert legal(state)[0] == "take field" and legal(state)[-1] == "skip"
    assert play(state, "take field").data.villages[0].fields[-1] == field(5)
    state = play(state, "sow rye 2", "sow rye 3", "sow rye 4")
    assert state.is_terminal  # no empty field is left: the fourth sowing is not asked
    assert "take field" not in legal(play(use("farming", rye=4), "sow rye 2"))


def test_land_reclamation_field_in_row_two_and_clay() -> None:
    """L942-L946, example L265: a new field in row 2 joins the fields in rows 2, 3, 4."""
    state = use("land_reclamation")
    state = play(state, "take field", "take clay")
    v = state.data.villages[0]
    assert v.fields == [field(2), field(2), field(3), field(4)] and good(v, "clay") == 1


def test_at_most_eight_fields() -> None:
    """L261, L854: at most 8 fields; a field without room is not gained."""
    ed = empty_board().set("villages[0].fields", ["2 empty"] * 8)
    state = play(one_turn(ed), "place land_reclamation")
    assert legal(state) == ["take clay", "skip"]


def test_small_business_two_crops_milk_or_wool_and_life_extension() -> None:
    """L956-L958."""
    ed = empty_board(rnd=2).set("villages[0].sheep.round5", 1)
    state = play(one_turn(ed), "place small_business", "take flax", "take flax")
    state = play(state, "take milk", "extend round5")
    v = state.data.villages[0]
    assert (good(v, "flax"), good(v, "milk")) == (3, 1) and v.sheep[5] == 1


def test_sowing_space_up_to_three() -> None:
    """L960-L964: up to 3 sowings; fewer is allowed (L439)."""
    state = use("sowing", flax=3)
    state = play(state, "sow flax 2", "stop")
    assert state.is_terminal and good(state.data.villages[0], "flax") == 2


def test_land_sale_any_field_planted_seed_lost() -> None:
    """L970-L974, L269: give up a field, the seed on it is lost; 1 jewelry and 3 clay."""
    ed = empty_board().set("villages[0].fields", ["2 empty", "3 barley"])
    state = play(one_turn(ed), "place land_sale")
    assert legal(state) == ["sell 2 empty", "sell 3 barley", "skip"]
    v = play(state, "sell 3 barley").data.villages[0]
    assert v.fields == [field(2)] and (v.jewelry, good(v, "clay")) == (1, 3)


def test_fertilizing_two_fields_to_row_five_then_sow_one() -> None:
    """L984-L986: up to 2 empty fields move to row 5, then 1 sowing on any field."""
    state = use("fertilizing", rye=1)
    state = play(state, "fertilize 2", "fertilize 3")
    assert state.data.villages[0].fields == [field(4), field(5), field(5)]
    state = play(state, "sow rye 5")
    assert state.is_terminal
    state = use("fertilizing", rye=1)
    assert "sow rye 2" in legal(play(state, "stop"))  # sowing without moving any field


def test_tool_shed_clay_or_field() -> None:
    """L988-L992: 4 clay or a field in row 4, not both."""
    state = use("tool_shed")
    assert legal(state) == ["take clay", "take field", "skip"]
    state = play(state, "take field")
    assert state.is_terminal and state.data.villages[0].fields[-1] == field(4)


def test_town_hall_moves_a_craft_left_for_two_jewelry() -> None:
    """L994-L998: only a craft not next to the house tile; the boulders stay where they
    are, so the craft advances twice next phase without tools."""
    state = use("town_hall")
    assert state.is_terminal  # every craft is next to the house tile: nothing to do
    ed = empty_board().set("villages[0].crafts.carpentry", 2)
    ed.set("villages[0].boulders.carpentry", [4, 6])
    state = play(one_turn(ed), "place town_hall")
    assert legal(state) == ["left carpentry", "skip"]
    v = play(state, "left carpentry").data.villages[0]
    assert v.crafts[0] == 1 and v.jewelry == 2 and v.boulders[:2] == [4, 6]
    assert crafts.step_tools(GAME, v, 0) == 0 and v.house == 0


def test_sheep_market() -> None:
    """L1000-L1004: 1 sheep and 1 hide."""
    state = use("sheep_market")
    v = play(state, "take sheep", "take hide").data.villages[0]
    assert sum(v.sheep) == 1 and good(v, "hide") == 1


def test_everything_is_optional() -> None:
    """L463: placing workers and using none of the actions is allowed."""
    state = use("weekly_market")
    state = play(state, "skip", "skip")
    assert state.is_terminal and sum(state.data.villages[0].sheep) == 0


def test_jewelry_is_capped_at_ten() -> None:
    """L305, L856: at most 10 jewelry (digest A22: the rest is lost)."""
    ed = empty_board().set("villages[0].jewelry", 9).set("villages[0].crafts.carpentry", 2)
    state = play(one_turn(ed), "place town_hall", "left carpentry")
    assert state.data.villages[0].jewelry == 10
