"""A position in the game's words is refused in the same words (issue 23): the invariants of
each game (``Game.check_data``) check the data as stored and name its fields (``supply[0]``,
``workshops[0].vp``), and ``PositionModel.say`` words each problem with the document's own
path (``supply.yellow``, ``workshops[0].points``). A document of format 1 (the data as
stored) keeps the stored names (tests/kernel/test_position_checks.py)."""

from __future__ import annotations

from typing import Any

import pytest

import boardrules

CASES = [
    ("woodcraft_rw", "supply.brown", -1, "supply.brown: -1, expected 0..999", "supply[1]"),
    # (game, path in the document, value, the problem as said, the stored name it replaces)
    ("woodcraft", "workshops[0].points", -2, "workshops[0].points: -2, expected 0..999", ".vp"),
    (
        "woodcraft",
        "workshops[0].saw_blade_discs",
        -1,
        "workshops[0].saw_blade_discs: -1",
        "saw_blades:",
    ),
    ("woodcraft", "workshops[0].pots", 5, "workshops[0].pots: 5, expected 1..3", "pots_built"),
    (
        "woodcraft",
        "workshops[0].trees",
        {"yellow": 3},
        "workshops[0].trees.yellow: 3: the pot is not built",
        "pots[1]",
    ),
    ("woodcraft", "tools_supply.mallet", 9, "tools_supply.mallet: 9, expected 0..5", "tools_left"),
    ("woodcraft", "neutral_marker", 99, "neutral_marker: 99, expected 0..15", "neutral:"),
    (
        "woodcraft",
        "lumber_yard",
        ["green 3"] * 6,
        "lumber_yard[2]: a die of the space's colour",
        ": yard[",
    ),
    ("woodcraft_rw", "sheets[0].crossed_out.glue", 9, "sheets[0].crossed_out.glue: 9", "spent[1]"),
    (
        "woodcraft_rw",
        "deck_phase_1",
        ["I-06"],
        "deck_phase_1 and sheets[0].dealt: order 'I-06'",
        "deck1",
    ),
    (
        "kleine_voelker",
        "land_tiles.straw",
        9,
        "land_tiles.straw: 9, expected 3 straw tiles left",
        "land_tiles[1]",
    ),
    (
        "kleine_voelker",
        "peoples[0].floors",
        30,
        "peoples[0].floors: 30, expected 20 (the people has 20, 0 on the board)",
        ".supply",
    ),
    (
        "kleine_voelker",
        "territories.3.rotation",
        9,
        "territories.3.rotation: 9, expected 0..5",
        "rotations",
    ),
    (
        "kleine_voelker",
        "territories.2.spaces[3].cost",
        9,
        "territories.2.spaces[3].cost: territory 2 prints 4",
        "cost[10]",
    ),
    (
        "hallertau",
        "action_board.sowing",
        [9, 0, 0],
        "action_board.sowing[0]: 9, expected 0..1",
        "workers_on",
    ),
    (
        "hallertau",
        "villages[0].court_cards_on_stable_board",
        [None] + ["427"] * 5,  # round 1's card lies beside the board (L358)
        "villages[0].court_cards_on_stable_board: card '427'",
        "stable_cards",
    ),
    ("nusfjord", "start_player", 5, "start_player: 5, expected 0..1", "first"),
    ("nusfjord", "banquet_table", [True], "banquet_table: 1 items, expected 7", "plates"),
    ("nusfjord", "ships.sloop", 99, "ships.sloop: 99, expected 0..6", "ships[0]"),
    ("nusfjord", "display.A", ["X-B01"], "display.A[0]: X-B01 is no A building", "display_a"),
]


@pytest.mark.parametrize(("game_id", "path", "value", "said", "stored"), CASES)
def test_a_problem_names_the_documents_field(
    game_id: str, path: str, value: Any, said: str, stored: str
) -> None:
    game = boardrules.load_game(game_id)
    editor = game.new_game(2, seed=7).edit().set(path, value)
    with pytest.raises(boardrules.InvalidState) as info:
        editor.state()
    message = str(info.value)
    assert message.startswith(f"position: data: {said}"), message
    assert stored not in message


def test_a_path_the_table_does_not_know_stays_as_it_is() -> None:
    """A problem whose path the game's table does not rename (the same name in both) is
    said as the invariants say it."""
    model = boardrules.load_game("woodcraft").position_model
    assert model is not None
    assert model.say("round: 99, expected 0..14") == "round: 99, expected 0..14"
    assert model.say("workshops[1].vp: -1") == "workshops[1].points: -1"
    assert model.say("workshops[1].vpx: -1") == "workshops[1].vpx: -1"  # a whole name only
