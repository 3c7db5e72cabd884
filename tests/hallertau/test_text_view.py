"""Hallertau's text view speaks the rulebook's words (issue 23): goods, fields, sheep, tools
and the house board in words, no lists of numbers, ``key=value`` or ``craft@column``; a seat
is shown no card its observation hides (L241: the court cards face down, L659: hands)."""

from __future__ import annotations

import pytest

import boardrules
from tests.text_view_helpers import check_text_views, hidden_cards, random_states, raw_codes


@pytest.mark.parametrize("players", [1, 4])
def test_every_text_is_in_words_and_hides_what_the_seat_cannot_see(players: int) -> None:
    assert check_text_views("hallertau", players, seed=players, every=3) > 50


def test_a_village_set_up_in_the_editor_reads_in_words() -> None:
    game = boardrules.load_game("hallertau")
    ed = game.new_game(2, seed=3).edit()
    ed.set("villages[0].goods.barley", 3).set("villages[0].goods.wool", 2)
    ed.set("villages[0].fields", ["2 flax", "3 rye2", "4 empty"])  # 627: two rye on a field
    ed.set("villages[0].sheep.round4", 1).set("villages[0].sheep.stable", 2)
    ed.set("villages[0].tools", 3).set("villages[0].tools_used", 1).set("villages[0].jewelry", 4)
    ed.set("villages[0].crafts.cold_storage", 3).set("villages[0].boulders.cold_storage", [5, 9])
    text = ed.state().render()
    assert not raw_codes(text), raw_codes(text)
    village = text.split("  seat A: ", 1)[1].split("  seat B: ", 1)[0]
    # L303-L309 jewelry, L599-L603 tools used in a progress phase, L371 the worker supply
    assert village.startswith("4 jewelry, 3 tools, 1 used this phase; neutral workers on its court")
    assert "goods: 1 flax, 3 barley, 1 rye, 2 wool\n" in village
    assert "fields: row 2: flax, row 3: 2 rye, row 4: empty\n" in village  # L255-L269, 627
    assert "sheep: 1 on the court card of round 4, 2 in the stable\n" in village  # L287-L299
    # L175-L179, L555-L561: the community center follows the leftmost craft
    assert "house board: community center in column 0 (window 6 workers)" in village
    assert "crafts in columns: carpentry 1, brewery 1, cold storage 3," in village
    assert (
        "boulders in columns: carpentry 3 and 5, brewery 3 and 5, cold storage 5 and 9," in village
    )


def test_the_round_and_phase_are_named_as_the_rulebook_names_them() -> None:
    seen = set()
    for state in random_states("hallertau", 2, seed=5):
        first = state.render().splitlines()[0]
        phase = state.position()["data"]["phase"]
        seen.add(phase)
        if phase == "new_card":  # hallertau.de.md L329-L337: phase 5 of a round, "new card"
            assert first.startswith(f"Round {state.data.round}, phase 5 (new card); ")
        if phase == "fallow":  # phase 6, "fallow fields" (L489-L502)
            assert first.startswith(f"Round {state.data.round}, phase 6 (fallow fields); ")
    assert {"new_card", "fallow"} <= seen
    assert first.startswith("Game over after round 6; ")


def test_the_hidden_cards_checked_are_the_other_hands_and_the_court_cards() -> None:
    state = boardrules.load_game("hallertau").new_game(2, seed=3)
    hidden = hidden_cards(state, 0)
    village = state.data.villages[1]
    assert set(village.hand) <= hidden  # L659: the other seat's hand
    assert set(state.data.villages[0].stable_cards) <= hidden  # L241: not even the owner's
    assert not set(state.data.villages[0].hand) & hidden
    leak = state.render(0) + "\n" + " ".join(village.hand)
    assert set(village.hand) <= set(leak.split())  # what check_text_views would find


def test_the_picture_says_the_phase_the_worker_supply_and_the_tools_used() -> None:
    ed = boardrules.load_game("hallertau").new_game(2, seed=3).edit()
    svg = ed.set("villages[0].tools", 3).set("villages[0].tools_used", 1).state().svg(0)
    assert "worker supply 6 · tools 3, 1 used · jewelry 0 · window 6" in svg  # L371, L599
    assert "/3" not in svg and "phase new_workers" not in svg


def test_a_place_option_says_how_many_workers_it_takes() -> None:
    # L399-L411: workers fill a space's lowest empty row, row N taking N workers; the menu said
    # only "workers onto Sheep breeding", and a newcomer could not tell the price
    import random

    from boardrules.cli.menu import menu_lines

    game = boardrules.load_game("hallertau")
    state, rnd = game.new_game(2, 1), random.Random(1)
    prices: set[str] = set()
    while not state.is_terminal and len(prices) < 2:
        for line in menu_lines(state):
            if " place " in line:
                said = line.split("  ")[-1].strip()
                assert said.startswith(("1 worker onto ", "2 workers onto ", "3 workers onto "))
                prices.add(said.split(" ", 1)[0])
        state = state.apply(rnd.choice(state.legal_actions()))
    assert {"1", "2"} <= prices


def test_a_cards_question_names_the_card_once() -> None:
    """Card 426's effect asks to harvest a field once more (the general words "A card's effect
    (426): ..."); with the card known the question reads "Card 426: ...", not "Card 426 (426)"."""
    import random

    from boardrules.menus import question

    state, rnd = boardrules.load_game("hallertau").new_game(2, 4), random.Random(4)
    while state.decision != "reharvest":
        state = state.apply(rnd.choice(state.legal_actions()))
    assert question(state) == "Card 426: a field harvested this phase yields once more"


def test_a_gain_says_what_the_space_brings() -> None:
    """A space's gain read "take field (x2)" for a field in row 2 (Land reclamation, L942-L946:
    a field in row 2 and 1 clay; Tool shed, L988-L992: 4 clay or a field in row 4): each option
    of a gain now says what the rule then gives, checked against the position after it."""
    import random
    import re
    from collections import Counter

    from boardrules.menus import menu

    game = boardrules.load_game("hallertau")
    checked: Counter[str] = Counter()
    for seed in range(4):
        state, rnd = game.new_game(2, seed), random.Random(seed)
        while not state.is_terminal:
            if state.decision == "gain":
                seat = state.current_player
                for action, said in menu(state):
                    if action.kind != "take":
                        continue
                    before = state.position()["data"]["villages"][seat]
                    after = state.apply(action).position()["data"]["villages"][seat]
                    row = re.fullmatch(r"take a field in row (\d)", said)
                    if row:
                        new = Counter(after["fields"]) - Counter(before["fields"])
                        assert list(new) == [f"{row[1]} empty"], (said, new)
                        checked["field"] += 1
                    good = re.fullmatch(r"take (\d+) (clay|milk|wool|meat|hops)", said)
                    if good:
                        n, item = int(good[1]), good[2]
                        assert after["goods"][item] - before["goods"][item] == n, said
                        checked["good"] += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert checked["field"] > 2 and checked["good"] > 10, checked


def test_the_cards_seen_name_the_action_spaces_in_words() -> None:
    """The action spaces among the cards a seat sees (L389-L483) read by their names, not their
    ids beside them ("Sheep breeding", never "sheep_breeding Sheep breeding"), and ``help`` reads
    the name as shown."""
    from boardrules.cli.menu import help_text
    from boardrules.cli.play import card_lines

    game = boardrules.load_game("hallertau")
    spaces = game.space_index  # type: ignore[attr-defined]
    lines: list[str] = []
    # a space named in the view (a recent event) brings the board's spaces into the cards seen
    for state in random_states("hallertau", 2, seed=2):
        lines = card_lines(state, max(state.current_player, 0))
        if any("· action space:" in line for line in lines):
            break
    shown = [line.strip() for line in lines if "· action space:" in line]
    assert shown, "no action space among the cards seen"
    assert not [line for line in shown if line.split()[0] in spaces], shown
    # what the space does, not "Action space (quarter 1, rows 3)." (the eighteenth session)
    assert any(line.startswith("Sheep breeding · action space: pay 2 milk") for line in shown)
    assert "sheep_breeding: Sheep breeding (action space)" in help_text(game, "Sheep breeding")
    assert "Farming (farming)" in help_text(game, "Farming")
