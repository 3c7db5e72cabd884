"""Woodcraft's text view speaks the rulebook's words (issue 23): the wheel's quarters with
their age, tiles and rim bonuses, the arc tile, the pots with their trees, the lumber stack
and the attic in words; no ``Q0``, ``{}``, ``arc on`` or ``2xyellow``; a seat is shown no card
its observation hides (L270-L278: the hands, L990-L993: fulfilled orders face down)."""

from __future__ import annotations

import random

import pytest

import boardrules
from tests.text_view_helpers import check_text_views, hidden_cards, raw_codes


@pytest.mark.parametrize("players", [1, 4])
def test_every_text_is_in_words_and_hides_what_the_seat_cannot_see(players: int) -> None:
    assert check_text_views("woodcraft", players, seed=players) > 50


def test_a_workshop_set_up_in_the_editor_reads_in_words() -> None:
    game = boardrules.load_game("woodcraft")
    ed = game.new_game(2, seed=3).edit()
    ed.set("workshops[0].dice", ["green 3", "yellow 2", "yellow 2"])
    ed.set("workshops[0].pots", 2).set("workshops[0].trees", {"yellow": 4})
    attic: list[str | None] = [None] * 11
    attic[0], attic[2] = "mallet", "tool-04"
    ed.set("workshops[0].attic", attic)
    text = ed.state().render()
    assert not raw_codes(text), raw_codes(text)
    workshop = text.split("  seat A: ", 1)[1].split("  seat B: ", 1)[0]
    # L813-L835: the green pot is printed, the yellow one built; a planted die is a tree
    assert (
        "lumber stack: green 3, yellow 2, yellow 2; pots: green empty, yellow with a tree of 4;"
        in (workshop)
    )
    # L1071-L1073: only the mallet and the wrench are named; L1095-L1097: the attic
    assert "attic: a0 mallet, a2 tool kind 4" in workshop  # the notation's space names


def test_the_wheel_reads_by_quarter_with_ages_rim_bonuses_and_the_arc_tile() -> None:
    state = boardrules.load_game("woodcraft").new_game(2, seed=3)
    lines = state.render().splitlines()
    start = state.data.start_quarter
    # L133: the arc tile covers the start quarter's rim bonuses (L384-L389)
    assert lines[0].endswith(f"the arc tile covers quarter {start}'s rim bonuses")
    quarter = next(line for line in lines if line.startswith(f"  quarter {start}, "))
    # L130: the 7 tiles on the start quarter; L135: the start quarter has age 1 (digest 4.2)
    assert quarter.startswith(
        f"  quarter {start}, age 1: space 1 buy wood, space 2 exchange dice, space 3 buy "
        "materials, space 4 take orders, space 5 hire 1 helper, space 6 produce and plant "
        "tree, space 7 improve workshop; rim bonuses at space 4 ("
    ), quarter
    assert quarter.count("under the arc tile") == quarter.count("space", quarter.index("rim"))
    edited = state.edit().set("arc", False).state().render()
    assert edited.splitlines()[0].endswith("the arc tile is off the wheel")
    assert "under the arc tile" not in edited


def test_the_hidden_cards_checked_are_the_other_hands() -> None:
    state = boardrules.load_game("woodcraft").new_game(2, seed=3)
    other = state.data.workshops[1]
    assert set(other.hand) | set(other.dealt) <= hidden_cards(state, 0)  # L270-L278
    assert not set(state.data.workshops[0].hand) & hidden_cards(state, 0)


def test_the_picture_names_the_tool_kinds_as_the_text_does() -> None:
    svg = boardrules.load_game("woodcraft").new_game(2, seed=3).svg(0)
    # L1071-L1073: the mallet and the wrench are named, the other kinds by their number
    assert ">mallet ×5<" in svg and ">kind 4 ×5<" in svg and ">tool-04" not in svg


def test_an_attic_space_of_the_menu_says_its_row_and_the_rewards_beside_it() -> None:
    # L1087-L1090: different tools side by side pay the reward printed between them; a newcomer
    # choosing `attic a1` must read what it brings (once only "attic space a1")
    from boardrules.cli.menu import menu_lines

    game = boardrules.load_game("woodcraft")
    state, rnd = game.new_game(2, 1), random.Random(1)
    while not str(state.legal_actions()[0]).startswith("attic "):
        state = state.apply(rnd.choice(state.legal_actions()))
    seat, tool = state.current_player, state.data.tasks[-1].tool
    other = "wrench" if tool == "mallet" else "mallet"
    ed = state.edit()
    attic: list[str | None] = [None] * 11
    attic[0] = other
    ed.set(f"workshops[{seat}].attic", attic)
    lines = menu_lines(ed.state())
    a1 = next(line for line in lines if "attic a1 " in line)
    assert "(bottom row); brings now: gain 2 blueberry income" in a1, a1
    assert f"(beside the {other} on a0)" in a1, a1
    assert "later, with another kind of tool: gain 2 blueberry (beside a2, empty)" in a1, a1
    assert not any("attic a0 " in line for line in lines)  # a0 is taken
