"""``help 3`` at the terminal says what territory 3 holds now and what it scores (issue 23: it
answered "Territory."): its spaces by the direction the garden draws them, with land, cost and
building; each seat's floors and the majority (L377-L382: the most floors gain 2 inhabitants in
the population phase, tied seats 1 each, roofs counting); and the Territory Control secret
projects that name it (L964-L972)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import boardrules
from boardrules import State
from boardrules.cli.menu import help_text

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.geometry import DIRECTIONS, FACING
else:
    from boardrules.games.kleine_voelker.geometry import DIRECTIONS, FACING


def garden(buildings: dict[int, dict[str, object]]) -> State:
    """Seed 3 with the buildings of territory 1 set in the editor: space index -> building."""
    ed = boardrules.load_game("kleine_voelker").new_game(2, seed=3).edit()
    used = [0, 0]
    for index, building in buildings.items():
        ed.set(f"territories.1.spaces[{index}].building", building)
        seat, floors = building["owner"], building["floors"]
        assert isinstance(seat, int) and isinstance(floors, int)
        used[seat] += floors
    for seat, floors in enumerate(used):
        ed.set(f"peoples[{seat}].floors", ed.get(f"peoples[{seat}].floors") - floors)
    roofs = sum(1 for b in buildings.values() if b.get("roof"))
    return ed.set("roofs", ed.get("roofs") - roofs).state()


def test_help_territory_says_its_spaces_floors_majority_and_what_it_scores() -> None:
    state = garden(
        {1: {"owner": 0, "floors": 2, "roof": True}, 2: {"owner": 1, "floors": 1, "roof": False}}
    )
    said = help_text(state.game, "1", state)
    assert "Territory." not in said
    drawn = DIRECTIONS[FACING[state.data.rotations[0]][1]]  # where the garden draws index 1
    space = state.view()["territories"]["1"]["spaces"][1]
    assert (
        f"{drawn} {space['land']}, cost {space['cost']}; seat A's building of 2 floor(s)," in said
    )
    assert " roofed" in said  # L377-L382: roofed floors count for the majority
    assert "floors: seat A 2, seat B 1; majority: seat A (sole; +2 inhabitants" in said
    # L964-L972: the two Territory Control cards naming territory 1, with their points
    assert "SEC-C1 (sole majority in 1 and 3: 4 VP for 1 majority, 12 VP for 2 majorities)" in said
    assert "SEC-C6 (sole majority in 6 and 1:" in said


def test_help_territory_says_a_tie_gives_each_one_inhabitant() -> None:
    # kleine_voelker.de.txt L381-L382, Beispiel 2 (L408-L411): tied seats gain 1 each
    state = garden(
        {4: {"owner": 0, "floors": 1, "roof": False}, 3: {"owner": 1, "floors": 1, "roof": False}}
    )
    said = help_text(state.game, "1", state)
    assert "majority: tied between seat A, seat B (+1 inhabitant each" in said
    empty = help_text(state.game, "2", state)
    assert "floors: none; majority: no floors here: nobody gains inhabitants" in empty


def test_the_games_first_action_asks_for_its_territory() -> None:
    # kleine_voelker.de.txt L320-L323: the start player acts in any territory, then the crane
    # moves as the space used says; the menu offers "start T", so the question says so
    from boardrules.menus import question

    state = boardrules.load_game("kleine_voelker").new_game(2, seed=2)
    while state.decision != "act":
        state = state.apply(state.legal_actions()[0])
    assert {a.kind for a in state.legal_actions()} == {"start"}
    assert question(state).startswith("Turtle crane (L320-L323): the game's first action takes")
    later = state.apply(state.legal_actions()[0])
    assert question(later).startswith("Turtle crane (L429-L546): your action in territory 1")
