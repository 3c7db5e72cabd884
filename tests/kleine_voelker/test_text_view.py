"""Kleine Völker's text view says what its map's codes mean (issue 23): a legend names the
land letters, the number (the build cost), the building's seat and floors and the roof; the
peoples' supplies read in words; a seat is shown no card its observation hides (L207-L210:
the deck's order, L237-L241: the other seats' secret projects)."""

from __future__ import annotations

import re

import pytest

import boardrules
from tests.text_view_helpers import check_text_views, hidden_cards, raw_codes


@pytest.mark.parametrize("players", [2, 4])
def test_every_text_is_in_words_and_hides_what_the_seat_cannot_see(players: int) -> None:
    assert check_text_views("kleine_voelker", players, seed=players) > 40


def test_a_building_set_up_in_the_editor_reads_as_the_legend_says() -> None:
    game = boardrules.load_game("kleine_voelker")
    start = game.new_game(2, seed=3)
    ed = start.edit()
    space = ed.get("territories.1.spaces[1]")
    ed.set("territories.1.spaces[1].building", {"owner": 0, "floors": 2, "roof": True})
    ed.set("peoples[0].floors", ed.get("peoples[0].floors") - 2).set("roofs", ed.get("roofs") - 1)
    text = ed.state().render()
    assert not raw_codes(text), raw_codes(text)
    # L253-L255: the lands; L463-L470: the number printed is the cost; a bramble's is 5
    assert "m meadow, s straw, l leaves, ? a bramble no land tile covers yet" in text
    assert "the seat's letter and its floors, ^ under a roof" in text
    cell = f"[{space['land'][0]}{space['cost']} A2^]"
    assert cell in text.split("Example:", 1)[1]
    assert "seat A: 38 inhabitants, 18 floors in its supply, 4 ploy tokens unused, 0 VP" in text


def test_the_territories_are_drawn_where_the_layout_puts_them() -> None:
    state = boardrules.load_game("kleine_voelker").new_game(2, seed=3)
    lines = state.render().splitlines()
    order = [
        int(n) for line in lines if "[" not in line for n in re.findall(r"territory (\d+)", line)
    ]
    # the flower of territories: top row, middle row (centre in the middle), bottom row
    p = state.data.positions
    assert order[:7] == [p[1], p[2], p[6], p[0], p[3], p[5], p[4]]


def test_the_hidden_cards_checked_are_the_other_seats_secret_projects() -> None:
    state = boardrules.load_game("kleine_voelker").new_game(2, seed=3)
    mine, other = (set(q.dealt) for q in state.data.peoples)
    assert other - mine and other - mine <= hidden_cards(state, 0)  # L237-L241
    assert not set(state.data.peoples[0].dealt) & hidden_cards(state, 0)


def test_a_build_option_names_the_space_as_drawn_and_where_the_crane_goes() -> None:
    # a newcomer read "build 3 1: space NW" while the garden draws that space at W (territory 3
    # of seed 5 is turned 5 steps), and could not tell where the action sends the crane
    # (L256-L273: to the territory at the board position of the space used)
    from boardrules.cli.menu import menu_lines

    game = boardrules.load_game("kleine_voelker")
    ed = game.new_game(2, seed=5).edit()
    for seat, kept in enumerate((["SEC-F1", "SEC-C5"], ["SEC-C6", "SEC-C2"])):
        ed.set(f"peoples[{seat}].secret", kept).set(f"peoples[{seat}].dealt", [])
    ed.set("turn_order", [0, 1]).set("crane", 3).set("acting", 3)
    state = ed.to_move(decision="act", seat=1, slot=1, actions_left=2).state()
    assert state.position()["data"]["territories"]["3"]["rotation"] == 5
    lines = menu_lines(state)
    assert any(
        "build 3 1  build a floor on territory 3, space W (meadow, cost 3) for 3 inhabitants"
        " (L445-L497); then the crane goes to territory 1" in line
        for line in lines
    ), lines
    # the picture: territory 3's W space (index 1) is the middle row's first, territory 1 the
    # garden's W territory
    assert state.position()["data"]["territories"]["1"]["position"] == "W"
    drawn = state.render()
    assert "[m3    ][l3    ][?5    ]" in drawn  # W, centre, E of territory 3
