"""The two actions, build and demolish (kleine_voelker.de.txt L429-L531), and what happens
when no action is possible in the crane's territory (L533-L546)."""

from __future__ import annotations

import pytest

from boardrules import InvalidState
from tests.kleine_voelker.helpers import A, B, decision, people, position, space_of, table
from tests.play import act, legal

FULL_T7 = {(7, i): (B, 1) for i in range(7)}  # territory 7 full of seat B's buildings


def builds(moves: list[str]) -> set[str]:
    return {m for m in moves if m.startswith("build")}


def test_build_on_an_empty_space_pays_its_number() -> None:
    # L450-L460: one floor from the supply on a free space; pay the number on the space
    # (a 3 costs 3).
    state = position(crane=3, inhabitants={A: 30})
    state = act(state, "build 3 6")  # T3 W: straw 3
    assert people(state, A)["inhabitants"] == 27
    assert people(state, A)["floors"] == 19
    assert space_of(state, 3, 6)["owner"] == A and space_of(state, 3, 6)["floors"] == 1


def test_build_on_your_own_building_pays_number_plus_floors() -> None:
    # L484-L497: space number + 1 per floor already there: the 2nd floor on a 3 costs 3+1,
    # the 3rd 3+2.
    state = position(crane=3, buildings={(3, 6): (A, 1)}, inhabitants={A: 30})
    state = act(state, "build 3 6")
    assert people(state, A)["inhabitants"] == 30 - (3 + 1)
    state = position(crane=3, buildings={(3, 6): (A, 2)}, inhabitants={A: 30})
    state = act(state, "build 3 6")
    assert people(state, A)["inhabitants"] == 30 - (3 + 2)
    assert space_of(state, 3, 6)["floors"] == 3


def test_a_building_may_grow_without_limit() -> None:
    # L437: a building may have any number of floors.
    state = position(crane=3, buildings={(3, 6): (A, 9)}, inhabitants={A: 30})
    assert "build 3 6" in legal(state)


def test_never_on_another_players_building() -> None:
    # L438-L440: you can never build on a space with another player's building.
    state = position(crane=3, buildings={(3, 6): (B, 1)})
    assert "build 3 6" not in legal(state)
    assert "build 3 5" in legal(state)


def test_never_on_a_roofed_building() -> None:
    # L645-L648: a completed (roofed) building takes no more floors.
    state = position(crane=3, buildings={(3, 6): (A, 1, True)})
    assert "build 3 6" not in legal(state)
    assert "demolish 3 6" in legal(state)  # L652: it may be demolished


def test_inhabitants_never_drop_below_1() -> None:
    # L398-L402 (and L441-L443): never fewer than 1 inhabitant; with 4 a 4 cannot be paid,
    # a 3 can (leaving 1); at 1 nothing can be paid.
    state = position(crane=1, inhabitants={A: 4})
    assert builds(legal(state)) == {"build 1 4", "build 1 6"}  # s3 and l1; m4 s4 l5 and 5
    state = position(crane=1, inhabitants={A: 1})
    assert builds(legal(state)) == set()
    assert act(position(crane=1, inhabitants={A: 4}), "build 1 4").data.peoples[A].inhabitants == 1


def test_no_floors_left_no_build() -> None:
    # L536-L538: without floors in the supply you cannot build.
    state = position(crane=1, buildings={(2, 0): (A, 20)})  # all 20 floors on the board
    assert builds(legal(state)) == set()


def test_bramble_first_builder_pays_5_and_chooses_the_land() -> None:
    # L462-L470: the first builder on a bramble pays 5, takes a land tile of the chosen
    # land type and lays it there; L474-L475: the tile stays for the rest of the game.
    state = position(crane=1, inhabitants={A: 30}, actions=2)
    state = act(state, "build 1 0")
    assert decision(state) == "land" and state.current_player == A
    assert legal(state) == ["land meadow", "land straw", "land leaves"]
    state = act(state, "land straw")
    assert people(state, A)["inhabitants"] == 25
    assert space_of(state, 1, 0)["land"] == "straw" and space_of(state, 1, 0)["cost"] == 5
    assert state.observation(A)["land_tiles"] == {"meadow": 3, "straw": 2, "leaves": 3}
    again = position(
        crane=1,
        lands={(1, 0): "straw"},
        buildings={(1, 0): (A, 1)},
        inhabitants={A: 30},
    )
    again = act(again, "demolish 1 0")
    assert space_of(again, 1, 0)["land"] == "straw"  # the tile stays
    rebuilt = act(position(crane=1, lands={(1, 0): "straw"}), "build 1 0")
    assert decision(rebuilt) != "land"
    assert rebuilt.data.peoples[A].inhabitants == position(crane=1).data.peoples[A].inhabitants - 5


def test_bramble_land_tiles_run_out() -> None:
    # L466-L470 (9 tiles, 3 of each type, L185-L186): only types with a tile left may be
    # chosen. The other six brambles (one a territory, L463) hold every meadow and leaves tile.
    others = {(2, 4): "meadow", (3, 4): "meadow", (4, 3): "meadow"}
    others |= {(5, 5): "leaves", (6, 6): "leaves", (7, 5): "leaves"}
    state = position(crane=1, lands=others)
    assert state.observation(A)["land_tiles"] == {"meadow": 0, "straw": 3, "leaves": 0}
    assert legal(act(state, "build 1 0")) == ["land straw"]
    # 9 tiles for 7 brambles: the tiles never all run out, and a table without one left
    # while a bramble is bare is refused.
    with pytest.raises(InvalidState, match="land_tiles"):
        table(crane=1).set("land_tiles", {"meadow": 0, "straw": 0, "leaves": 0}).state()


def test_demolish_gives_twice_the_build_cost() -> None:
    # L509-L531: all floors back to the supply; 2 floors on a 3 paid 3 + 4 = 7, so
    # demolishing gives 14.
    state = position(crane=3, buildings={(3, 6): (A, 2)}, inhabitants={A: 10})
    state = act(state, "demolish 3 6")
    assert people(state, A)["inhabitants"] == 24
    assert people(state, A)["floors"] == 20
    assert space_of(state, 3, 6)["owner"] == -1 and space_of(state, 3, 6)["floors"] == 0
    assert state.observation(A)["crane"] == 3  # the W space: the W territory (3)


def test_demolish_a_roofed_building_returns_the_roof() -> None:
    # L519-L520, L652-L654: a roofed building may be demolished; its roof goes back.
    state = position(crane=3, buildings={(3, 6): (A, 2, True)}, inhabitants={A: 10})
    assert state.observation(A)["roofs"] == 18
    state = act(state, "demolish 3 6")
    assert state.observation(A)["roofs"] == 19
    assert people(state, A)["inhabitants"] == 24
    assert space_of(state, 3, 6)["roof"] is False


def test_only_your_own_buildings_are_demolished() -> None:
    # L509-L510: 1 of your buildings in the crane's territory.
    state = position(crane=3, buildings={(3, 6): (B, 2), (1, 1): (A, 1)})
    assert not [m for m in legal(state) if m.startswith("demolish")]


def test_cannot_build_go_to_the_next_higher_territory_7_wraps_to_1() -> None:
    # L533-L546: no build possible in the crane's territory (and no demolish wanted): act in
    # the next higher-numbered territory; from 7 go to 1.
    state = position(crane=7, buildings=FULL_T7, inhabitants={A: 30})
    assert builds(legal(state)) == set() and "skip" in legal(state)
    state = act(state, "skip")
    assert decision(state) == "act" and state.current_player == A
    assert builds(legal(state)) == {f"build 1 {i}" for i in range(7)}


def test_skip_only_when_no_build_is_possible() -> None:
    # L533-L541: the rule applies only when you cannot build there.
    state = position(crane=6)
    assert "skip" not in legal(state)


def test_skip_even_if_a_demolish_is_possible() -> None:
    # L539-L541: "kein Gebäude abreißen kannst oder möchtest": not wanting to demolish is
    # enough.
    tiles = {**FULL_T7, (7, 3): (A, 1, True)}
    state = position(crane=7, buildings=tiles, inhabitants={A: 30})
    assert {"demolish 7 3", "skip"} <= set(legal(state))


def test_skip_again_and_again() -> None:
    # L541-L543: if you cannot act there either, go on to the next higher number.
    full = {(t, i): (B, 1) for t in (7, 1) for i in range(7)}
    state = act(position(crane=7, buildings=full, inhabitants={A: 30}), "skip")
    assert builds(legal(state)) == set()
    state = act(state, "skip")
    assert builds(legal(state)) == {f"build 2 {i}" for i in range(7)}


def test_no_action_anywhere_forfeits_the_action_without_a_ploy() -> None:
    # L533-L546 with digest A14: if no action is possible in any territory the action is
    # lost; a seat is never forced to spend a ploy token (L660-L664: ploys are optional).
    state = position(crane=1, inhabitants={A: 1}, actions=2)
    for _ in range(6):
        state = act(state, "skip")
    assert "forfeit" in legal(state)
    state = act(state, "forfeit")
    assert people(state, A)["ploys"] == 4
    assert decision(state) == "act" and state.current_player == A  # the second action
    assert state.observation(A)["crane"] == 1  # the crane did not move
