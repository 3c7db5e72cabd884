"""What the eighteenth session's terminal trial found (issue 23): one full game of each game at
``boardrules play`` through a pipe, options chosen varied, ``help`` asked for every option's
words. Each test fails on the words the trial met."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

import boardrules
from boardrules.cli.menu import help_text
from boardrules.menus import menu

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")


def test_a_woodcraft_tile_moves_on_the_action_wheel() -> None:
    # woodcraft.de.txt L376-L402: the action tiles lie on the action wheel (Aktionsrad) and
    # move a quarter on; the saw wheel (Sägerad) turns in its middle (L391-L393)
    state = boardrules.load_game("woodcraft").new_game(2, seed=3)
    while state.decision != "main":
        state = state.apply(state.legal_actions()[0])
    tiles = [t for a, t in menu(state) if str(a).startswith("tile ")]
    assert tiles and all(" tile on the action wheel (then act, L376-L402)" in t for t in tiles)
    assert not [t for _, t in menu(state) if "on the saw wheel" in t]
    solo = help_text(state.game, "SOLO-01", state)
    assert "on the action wheel" in solo and "on the saw wheel" not in solo


def test_the_woodcraft_wheel_says_each_saw_bonus_once() -> None:
    # woodcraft.de.txt L463-L470: a tile taken from a quarter of age 2 or 3 brings its bonus
    from games.woodcraft.observation import wheel_words

    state = boardrules.load_game("woodcraft").new_game(2, seed=3)
    game: Any = state.game
    last = wheel_words(game, state.data)[-1]
    assert last.startswith("  Saw wheel bonus of a tile taken from a quarter of age 2: Score 2")
    assert "saw wheel bonus of age" not in last


@pytest.mark.parametrize("game_id", GAMES)
def test_a_card_in_a_menu_says_its_name_once(game_id: str) -> None:
    """``build building X-A16 (catch-priced hall): Cost: ...``, not ``(catch-priced hall):
    catch-priced hall: Cost: ...`` (Nusfjord's buildings and elders, Kleine Völker's projects)."""
    game = boardrules.load_game(game_id)
    face = importlib.import_module(f"games.{game_id}.menus").face  # each game's menus say it
    twice = []
    for card_id, card in game.catalog.cards.items():
        name = card.name.get("en")
        if name and name != card_id and f"({name}): {name}:" in face(game, card_id):
            twice.append(card_id)
    assert not twice, twice


def test_help_reads_a_card_by_its_name_as_the_menu_shows_it() -> None:
    state = boardrules.load_game("nusfjord").new_game(2, seed=7)
    said = help_text(state.game, "catch-priced hall", state)
    assert said.startswith("catch-priced hall:\n  - X-A16: catch-priced hall (building)")
    assert help_text(state.game, "Boathouse", state).startswith("X-A11: boathouse (building)")
    assert "E03: pond builder (elder)" in help_text(state.game, "pond builder", state)
    kv = boardrules.load_game("kleine_voelker").new_game(2, seed=7)
    assert help_text(kv.game, "Forge", kv).startswith("PUB-C2: Forge (public project)")
    # a name that is also an id's words keeps its one answer (Hallertau's spaces)
    hal = boardrules.load_game("hallertau").new_game(2, seed=7)
    assert help_text(hal.game, "Butcher", hal) == (
        "Butcher (butcher): action space: pay 1 sheep for 4 meat and 2 hides (L910-L912)"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_the_card_list_says_what_a_board_entry_does_not_only_its_kind(game_id: str) -> None:
    """The list at the start read ``R1 reputation tile · Reputation tile.`` and Hallertau's
    ``Starter card · Action space (quarter 1, rows 2).``: now the first words its help says."""
    from boardrules.cli.play import face_line

    game = boardrules.load_game(game_id)
    bare = []
    for card_id, card in game.catalog.cards.items():
        kind = str(card.kind).replace("_", " ")
        told = str(card.kind) in game.menus.entries or card_id in game.menus.glossary
        if told and re.search(rf" · {kind}( \([^)]*\))?\.$", face_line(game, card_id), re.I):
            bare.append(face_line(game, card_id))
    assert not bare, bare[:3]


def test_a_bare_face_reads_its_help_words() -> None:
    from boardrules.cli.play import face_line

    wood, hal = boardrules.load_game("woodcraft"), boardrules.load_game("hallertau")
    # woodcraft.de.txt L1269-L1291; hallertau.de.md L888-L894
    assert face_line(wood, "R1") == (
        "R1 reputation tile · lies on a space of the reputation track (help R1)"
    )
    assert face_line(hal, "starter_card") == (
        "Starter card · action space: draw 1 starter card and take the start player marker"
        " (help starter_card)"
    )


@pytest.mark.parametrize(
    ("game_id", "helper", "said"),
    [
        # woodcraft.de.txt L697-L701: a hired helper's ability, once per turn
        ("woodcraft", "HI-23", "Once per turn, pay 1 scrap block, you may: gain 1 saw blade disc."),
        # woodcraft_rw.pl.txt L290-L298: once per round
        ("woodcraft_rw", "E", "Once per round, if the number of yellow dice ≥ 1, you may: raise"),
    ],
)
def test_use_says_the_ability_not_the_helpers_cost(game_id: str, helper: str, said: str) -> None:
    """The trial read ``use HI-23  use helper HI-23: Cost: 4 blueberry. In the produce phase:
    gain 1 lantern. Once per turn, ...``: using it pays no cost and produces nothing."""
    module = importlib.import_module(f"games.{game_id}")
    menus = importlib.import_module(f"games.{game_id}.menus")
    game = boardrules.load_game(game_id)
    text = menus.say_use(game, None, None, module.actions.Use(helper))
    assert text.startswith(f"use helper {helper}: {said}")
    assert "Cost:" not in text and "produce phase" not in text


def test_a_compact_line_says_which_list_it_is_on() -> None:
    """``--compact`` showed ``    D-31 (cost ...)`` alone: an order of the display, a seat's
    hand or the public orders? Each line under a header ending in ``:`` reads its name."""
    from boardrules.cli.play import with_owner

    table = "\n".join(
        [
            "Round 2 of 14",
            "Order display (left, new, to right):",
            "    S-25 (cost a 5 die)",
            "Supply: yellow 11, brown 11 dice. Order pool:",
            "    I-17 (cost a yellow 1 die)",
            "  seat A: VP 0",
            "     order in row 1: SP-8",
            "Lumber yard: green 4",
        ]
    )
    assert with_owner(table).splitlines() == [
        "Round 2 of 14",
        "Order display (left, new, to right):",
        "    [Order display] S-25 (cost a 5 die)",
        "Supply: yellow 11, brown 11 dice. Order pool:",
        "    [Order pool] I-17 (cost a yellow 1 die)",
        "  seat A: VP 0",
        "     [seat A] order in row 1: SP-8",
        "Lumber yard: green 4",
    ]


def test_help_reads_a_hyphenated_word_of_the_screen() -> None:
    """Words the trial's questions and card faces hold: Nusfjord's elder E05 "a serve-fish
    action", E06 "a swap-ship action"; Roll & Write's "the crossed-out glue"."""
    nus = boardrules.load_game("nusfjord").new_game(2, seed=7)
    assert "Serve fish (L438-L450)" in help_text(nus.game, "serve-fish", nus)
    assert help_text(nus.game, "swap-ship", nus).startswith("swap_ship (a decision): Elder E06")
    rw = boardrules.load_game("woodcraft_rw").new_game(2, seed=7)
    # woodcraft_rw.pl.txt L105-L109, L154-L158: a material is circled when gained, crossed
    # out when spent
    said = help_text(rw.game, "crossed-out", rw)
    assert said.startswith("crossed out: spent: a material is gained by circling")
