"""Helpers: hiring with blueberries, lightning abilities, once-per-round abilities, triggers.

Costs and end-game VP of the helpers are only drawn on the sheet; helpers.yaml assumes them
(A 2, B 2, C 3, D 1, E 2, F 2, G 4, H 2 blueberries).
"""

from boardrules import State
from tests.woodcraft_rw.helpers import (
    act,
    advance,
    decision,
    end_free,
    free_turn,
    legal,
    sheet,
)


def _hires(state: State) -> list[str]:
    return [a for a in legal(state) if a.startswith("hire")]


def test_a_helper_is_hired_by_crossing_out_blueberries() -> None:
    # woodcraft_rw.pl.txt L230-L238, L282-L286: cross out the required blueberries and mark the
    # helper; from then on its ability can be used.
    state = free_turn(materials={"blueberry": 2})
    assert _hires(state) == ["hire A", "hire B", "hire D", "hire E", "hire F", "hire H"]
    state = act(state, "hire A")
    assert sheet(state, 0)["helpers"] == ["A"]
    assert sheet(state, 0)["blueberries"] == 0
    assert state.data.sheets[0].spent[3] == 2
    assert _hires(state) == []


def test_a_helper_is_hired_only_once() -> None:
    # woodcraft_rw.pl.txt L282-L288: a helper is marked on the sheet once.
    state = act(free_turn(materials={"blueberry": 4}), "hire A")
    assert "hire A" not in _hires(state) and "hire B" in _hires(state)


def test_a_lightning_ability_works_once_at_once_when_hired() -> None:
    # woodcraft_rw.pl.txt L290-L292, L482-L486: helper D gives 1 reputation at once, counted at
    # the final scoring.
    state = act(free_turn(materials={"blueberry": 1}), "hire D")
    assert sheet(state, 0)["reputation"] == 1
    assert "use D" not in legal(state)


def test_helper_f_gives_one_of_two_things_from_the_supply_at_once() -> None:
    # woodcraft_rw.pl.txt L492-L495: lightning: either of two icons from the supply (helpers.yaml
    # assumes a yellow or a brown die of a chosen value).
    state = act(free_turn(materials={"blueberry": 2}, dice={}), "hire F")
    assert decision(state) == "choose" and legal(state) == ["choose 0", "choose 1"]
    state = act(state, "choose 1", "value 3")
    assert sheet(state, 0)["dice"] == {"brown 3": 1}


def test_a_once_per_round_ability_is_used_at_most_once_in_a_round() -> None:
    # woodcraft_rw.pl.txt L292-L298: a "once per round" ability is used at most once in each
    # round (6 times a game), marked in the round's circle above the helper.
    state = free_turn(dice={"yellow 3": 1}, helpers=["E"])
    state = act(state, "use E", "adjust yellow 3 up")
    assert sheet(state, 0)["dice"] == {"yellow 4": 1}
    assert "use E" not in legal(state)
    turn_2 = advance(end_free(state), lambda s: decision(s) == "free" and s.current_player == 0)
    assert turn_2.data.turn == 2 and "use E" not in legal(turn_2)
    round_2 = advance(end_free(turn_2), lambda s: decision(s) == "free" and s.current_player == 0)
    assert round_2.data.round == 2 and "use E" in legal(round_2)


def test_a_once_per_round_ability_can_be_used_in_the_round_of_hiring() -> None:
    # woodcraft_rw.pl.txt L286-L288 with digest A24: from the moment of hiring the ability can be
    # used.
    state = act(free_turn(dice={"brown 3": 1}, materials={"blueberry": 2}), "hire H")
    assert "use H" in legal(state)


def test_helper_a_uses_a_crossed_material_as_another() -> None:
    # woodcraft_rw.pl.txt L460-L468: once per round cross out an owned material and use it as a
    # different one; the example crosses out a saw blade and uses it as shavings (+1 to a die).
    state = free_turn(dice={"yellow 3": 1}, materials={"saw_blade": 1}, helpers=["A"])
    assert not any(a.startswith("shave") for a in legal(state))
    state = act(state, "use A")
    assert legal(state) == ["material saw_blade"]
    state = act(state, "material saw_blade")
    assert legal(state) == ["material glue", "material shavings"]  # L166-L167: no blueberry
    state = act(state, "material shavings", "shave yellow 3")
    assert sheet(state, 0)["dice"] == {"yellow 4": 1}
    assert sheet(state, 0)["materials"] == {"saw_blade": 0, "glue": 0, "shavings": 0}


def test_helper_b_sells_a_material_for_a_blueberry_and_2_vp() -> None:
    # woodcraft_rw.pl.txt L470-L474: once per round sell one owned material for 1 blueberry and
    # 2 VP.
    state = free_turn(materials={"glue": 1, "shavings": 1}, helpers=["B"])
    state = act(state, "use B")
    assert legal(state) == ["material glue", "material shavings"]
    state = act(state, "material glue")
    assert sheet(state, 0)["materials"] == {"saw_blade": 0, "glue": 0, "shavings": 1}
    assert sheet(state, 0)["blueberries"] == 1
    assert sheet(state, 0)["nuts"] == 2
    assert "use B" not in legal(state)


def test_blueberries_are_not_a_material_for_helpers_a_and_b() -> None:
    # woodcraft_rw.pl.txt L166-L167: the materials are shavings, glue and saw blade; a
    # blueberry (L230-L238) is not one, so helper B cannot sell it (L470-L474: for a blueberry
    # and 2 VP every round) and helper A cannot cross it out (L460-L463).
    for helper in ("A", "B"):
        state = free_turn(materials={"blueberry": 3}, helpers=[helper])
        assert f"use {helper}" not in legal(state)
    state = act(free_turn(materials={"blueberry": 3, "glue": 1}, helpers=["B"]), "use B")
    assert legal(state) == ["material glue"]


def test_helper_c_gives_a_glue_or_a_shavings_for_each_fulfilled_order_once_hired() -> None:
    # woodcraft_rw.pl.txt L477-L480: every time you fulfil an order you get 1 glue or 1
    # shavings; it works only once the helper is hired (L286-L288).
    without = act(free_turn(dice={"yellow 5": 2}, held=["I-14"]), "fulfil I-14")
    assert decision(without) == "free"  # I-14 gives no reward; no helper C, no choice
    state = free_turn(dice={"yellow 5": 2}, materials={"blueberry": 3}, held=["I-14"])
    state = act(state, "hire C", "fulfil I-14")
    assert decision(state) == "choose" and legal(state) == ["choose 0", "choose 1"]
    state = act(state, "choose 1")
    assert sheet(state, 0)["materials"]["shavings"] == 1
    assert sheet(state, 0)["materials"]["glue"] == 0


def test_helper_e_raises_or_lowers_a_yellow_die_by_1() -> None:
    # woodcraft_rw.pl.txt L488-L491: once per round one of your yellow dice +1 or -1 (within
    # 1..6, digest A11).
    state = act(
        free_turn(dice={"yellow 1": 1, "yellow 6": 1, "brown 3": 1}, helpers=["E"]), "use E"
    )
    assert legal(state) == ["adjust yellow 1 up", "adjust yellow 6 down"]
    state = act(state, "adjust yellow 6 down")
    assert sheet(state, 0)["dice"] == {"yellow 1": 1, "yellow 5": 1, "brown 3": 1}


def test_helper_h_raises_or_lowers_a_brown_die_by_1() -> None:
    # woodcraft_rw.pl.txt L509-L512: once per round one of your brown dice +1 or -1.
    state = free_turn(dice={"yellow 2": 1, "brown 3": 1}, helpers=["H"])
    state = act(state, "use H")
    assert sorted(legal(state)) == ["adjust brown 3 down", "adjust brown 3 up"]
    state = act(state, "adjust brown 3 up")
    assert sheet(state, 0)["dice"] == {"yellow 2": 1, "brown 4": 1}
    assert "use E" not in legal(free_turn(dice={"brown 3": 1}, helpers=["E"]))


def test_helper_g_gives_blueberries_and_vp_for_every_reputation_gained_after_hiring() -> None:
    # woodcraft_rw.pl.txt L505-L508: every time you gain reputation you also gain as many
    # blueberries and VP; it does not act on reputation gained before hiring (L286-L288).
    state = free_turn(materials={"blueberry": 5})
    before = act(state, "hire D", "hire G")
    assert sheet(before, 0)["reputation"] == 1
    assert sheet(before, 0)["nuts"] == 0
    after = act(state, "hire G", "hire D")
    assert decision(after) == "chestnut"  # the 6th blueberry circle gives a chestnut (L301)
    after = act(after, "chestnut 2")
    assert sheet(after, 0)["reputation"] == 1
    assert sheet(after, 0)["nuts"] == 1
    assert sheet(after, 0)["blueberries"] == 1


def test_helper_g_fires_on_reputation_from_an_order() -> None:
    # woodcraft_rw.pl.txt L505-L508, L270: the reputation of a fulfilled order triggers G.
    state = free_turn(
        dice={"yellow 1": 2, "yellow 5": 1}, materials={}, held=["I-01"], helpers=["G"]
    )
    state = act(state, "fulfil I-01")
    assert sheet(state, 0)["reputation"] == 1
    assert sheet(state, 0)["nuts"] == 1
    assert sheet(state, 0)["blueberries"] == 1


def test_helpers_give_their_vp_at_the_end() -> None:
    # woodcraft_rw.pl.txt L300, L375: some helpers give VP at the final scoring (category 2;
    # helpers.yaml assumes A 1, C 2, D 0).
    state = free_turn(helpers=["A", "C", "D"])
    assert state.score_breakdown()[0]["2_helpers"] == 3
