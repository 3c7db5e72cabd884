"""The newcomer's trial of the seventeenth session (issue 23, its Check), repeatable: five
positions written from README.md and docs/positions.md alone (tests/positions/GAME.yaml), each
with a chosen card in seat 0's hand (Kleine Völker: its secret projects and a floor on the
board; the Woodcraft games: a die on a board) and seat 1 to move. Each loads in Python and on
the command line, the editor reads it back the same, and the terminal plays on from it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import boardrules
from boardrules.cli import main

HERE = Path(__file__).resolve().parents[1] / "positions"
GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")


def load(game_id: str) -> boardrules.State:
    return boardrules.load_game(game_id).state_from_position((HERE / f"{game_id}.yaml").read_text())


@pytest.mark.parametrize("game_id", GAMES)
def test_each_position_loads_with_seat_1_to_move(game_id: str) -> None:
    state = load(game_id)
    assert state.current_player == 1 and state.legal_actions()
    assert state.position()["to_move"]["seat"] == 1
    again = state.edit().state()  # the editor reads the document back as it stands
    assert again.position() == state.position()


def test_the_chosen_cards_lie_in_seat_0s_hand_and_the_dice_on_the_boards() -> None:
    rw = load("woodcraft_rw").position()["data"]
    assert rw["sheets"][0]["held_orders"] == ["I-20"] and rw["board"][1] == "brown 4"
    assert rw["supply"]["brown"] == 13  # the die on the board came out of the supply
    wood = load("woodcraft")
    assert wood.edit().where("SP-2") == "hand:0"
    assert wood.position()["data"]["lumber_yard"][0] == "green 4"
    kv = load("kleine_voelker").position()["data"]
    assert kv["peoples"][0]["secret"] == ["SEC-C5", "SEC-F1"]
    assert kv["territories"]["2"]["spaces"][1]["building"] == {
        "owner": 0,
        "floors": 1,
        "roof": False,
    }
    assert load("nusfjord").edit().where("X-C01") == "hand:0"
    assert load("hallertau").edit().where("903") == "hand:0"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_command_line_reads_and_plays_each_position(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(HERE / f"{game_id}.yaml")
    assert main(["position", game_id, "--from", path]) == 0
    assert yaml.safe_load(capsys.readouterr().out)["to_move"]["seat"] == 1
    assert main(["play", game_id, "--from", path, "--quiet"]) == 0
    assert "Winner" in capsys.readouterr().out
