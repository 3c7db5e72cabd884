"""What a newcomer asked at the terminal and ``help`` did not answer (issue 23, its Check, the
seventeenth session): ``help seat B`` as the screen writes a seat, and the entries whose face
said only their kind (``quarter_D``: "Quarter card.", ``R3``: "Reputation tile.",
``tool-04``: "Tool.") or read a card word as its name (Hallertau's 419: "Use space supply.")."""

from __future__ import annotations

import re
from typing import Any

import pytest

import boardrules
from boardrules.cli.menu import help_text

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")


@pytest.mark.parametrize("game_id", GAMES)
def test_help_seat_b_names_the_seat_as_the_screen_and_the_api_do(game_id: str) -> None:
    state = boardrules.load_game(game_id).new_game(2, seed=1)
    assert help_text(state.game, "seat B", state) == "seat B: seat B, player id 1 in the Python API"
    said = help_text(state.game, "seat", state)
    assert said.startswith("seat: a player's place at the table")
    assert "`seat: 1` is seat B" in said


@pytest.mark.parametrize("game_id", GAMES)
def test_no_entry_is_described_by_its_kind_alone(game_id: str) -> None:
    """Every catalogue entry's help says what it does, not only what it is ("does: Tool.")."""
    state = boardrules.load_game(game_id).new_game(2, seed=1)
    bare = []
    for entry, card in state.game.catalog.cards.items():
        kind = str(card.kind).replace("_", " ").lower()
        for line in help_text(state.game, entry, state).splitlines():
            m = re.fullmatch(r"\s+does: (.*)\.", line)
            if m and m[1].lower() in (kind, entry.replace("_", " ")):
                bare.append(entry)
    assert not bare, bare


def test_a_quarter_card_says_the_quarters_it_clears() -> None:
    # hallertau.de.md L341-L354: with 1-3 players the quarter card revealed in phase 1 names
    # the quarters whose action spaces lose their topmost occupied row (contents: digest A2)
    state = boardrules.load_game("hallertau").new_game(2, seed=5)
    said = help_text(state.game, "quarter_D", state)
    assert "does: Quarter card." not in said
    assert "loses its topmost occupied row of workers" in said and "(L341-L354)" in said
    assert "(1 player: quarter 4; 2 players: quarters 2 and 4; 3 players: quarters 1, 2, 4)" in said
    assert "at 2 players: quarters 2 and 4" in said
    rolled = state.game.describe_card("quarter_E")  # the card list and pictures say it too
    assert "(1 player: 1 quarter at random; 2 players: quarters 1 and 4;" in rolled
    assert "3 players: quarters 2 and 3 and 1 quarter at random of the others)" in rolled


def test_a_reputation_tile_says_its_rewards_by_arrival() -> None:
    # woodcraft.de.txt L1269-L1291: 2 players only the middle reward of the 2/4 side, 3 players
    # top then bottom of the 3 side, 4 players top, middle, bottom; solo L1477-L1482
    state = boardrules.load_game("woodcraft").new_game(2, seed=5)
    said = help_text(state.game, "R3", state)
    assert "Reputation tile." not in said
    assert "2 players: the first: gain 1 hazelnut income; a later seat: nothing" in said
    assert "3 players: the first: gain 2 hazelnut income; the second: gain 2 blueberry" in said
    assert "solo: gain 1 hazelnut income, unless the neutral marker got there first" in said
    game: Any = state.game
    space = game.params["reputation_tile_spaces"][state.data.rep_tiles.index("R3")]
    assert f"now: on space {space} of the reputation track; reached by nobody yet" in said
    boxed = next(t for t in game.rep_tile_ids if t not in state.data.rep_tiles)
    assert "now: not in this game (in the box)" in help_text(state.game, boxed, state)


def test_a_tool_says_where_it_goes_and_what_it_pays() -> None:
    # woodcraft.de.txt L1087-L1090, L1095-L1097: a tool goes onto the attic at once and pays
    # the reward printed between it and a tool of another kind beside it
    state = boardrules.load_game("woodcraft").new_game(2, seed=5)
    said = help_text(state.game, "tool-04", state)
    assert "Tool." not in said
    assert "tool kind 4: one of the 11 tool kinds" in said and "(L1087-L1090)" in said
    assert "now: 5 left in the supply; seat A's attic: none" in said


@pytest.mark.parametrize(
    ("card", "words"),
    [
        ("419", "use at once an action space holding at most 1 worker"),  # L1327
        ("726", "with 1 or 2 workers from the general supply"),  # L1583
        ("313", "put your last worker in row 2 of an action space"),  # L1244
        ("210", "take all workers off an action space of your choice"),
        ("315", "into your worker pool for this round"),  # L1250
        ("302", "off sheep market, sheep breeding and weekly market: all of them or none"),
    ],
)
def test_hallertau_cards_that_use_or_clear_a_space_say_how(card: str, words: str) -> None:
    said = boardrules.load_game("hallertau").describe_card(card)
    assert words in said.lower()
    assert not re.search(r"(Use|Clear) space (supply|row2|all|top|pool)|Remove rows", said)
