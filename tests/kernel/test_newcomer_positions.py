"""A newcomer's first positions (issue 23, "Check:"): the five documents of docs/positions.md,
section "A first position of each game", each with a card in a hand, seat 1 to move and, where
the game has dice, a die on the board, load in Python and on the command line; the mistakes a
first document makes are refused with a message that says how to fix them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

import boardrules
from boardrules.cli import main

POSITIONS = Path(__file__).resolve().parents[2] / "docs" / "positions.md"
FENCE = re.compile(r"^```yaml\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def first_positions() -> dict[str, str]:
    """The YAML documents of the section, by the game each names."""
    text = POSITIONS.read_text(encoding="utf-8")
    start = text.index("## A first position of each game")
    section = text[start : text.index("\n## ", start + 1)]
    docs = {}
    for block in FENCE.findall(section):
        docs[yaml.safe_load(block)["game"]] = block
    return docs


DOCS = first_positions()


def test_the_section_has_a_document_for_each_game() -> None:
    assert sorted(DOCS) == sorted(boardrules.list_games())


@pytest.mark.parametrize("game_id", sorted(DOCS))
def test_each_document_loads_with_seat_1_to_move(game_id: str) -> None:
    state = boardrules.load_game(game_id).state_from_position(DOCS[game_id])
    assert state.current_player == 1
    assert state.legal_actions()


def test_the_cards_in_hand_and_the_dice_on_the_boards() -> None:
    load = {g: boardrules.load_game(g).state_from_position(t) for g, t in DOCS.items()}
    rw = load["woodcraft_rw"].position()["data"]
    assert rw["sheets"][1]["held_orders"] == ["I-06"] and rw["board"][0] == "yellow 3"
    assert [str(a) for a in load["woodcraft_rw"].legal_actions()] == ["pick yellow 3"]
    wood = load["woodcraft"].position()["data"]
    assert wood["workshops"][1]["hand"] == ["SP-4", "SP-2"]
    assert wood["lumber_yard"][0] == "green 5"
    assert load["kleine_voelker"].position()["data"]["peoples"][1]["secret"] == ["SEC-C2", "SEC-T2"]
    assert load["nusfjord"].position()["data"]["harbors"][1]["hand"] == ["X-C01"]
    assert "903" in load["hallertau"].position()["data"]["villages"][1]["hand"]


@pytest.mark.parametrize("game_id", sorted(DOCS))
def test_the_command_line_reads_each_document(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"{game_id}.yaml"
    path.write_text(DOCS[game_id], encoding="utf-8")
    assert main(["position", game_id, "--from", str(path)]) == 0
    out = yaml.safe_load(capsys.readouterr().out)
    assert out["to_move"]["seat"] == 1 and out["game"] == game_id
    assert main(["play", game_id, "--from", str(path), "--quiet"]) == 0
    assert "Winner" in capsys.readouterr().out


def test_play_from_a_position_names_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "k.yaml"
    path.write_text(DOCS["kleine_voelker"], encoding="utf-8")
    assert main(["play", "kleine_voelker", "--from", str(path)]) == 0
    assert capsys.readouterr().out.startswith(
        f"Kleine Völker großer Garten: 2 players, from {path}"
    )


def test_a_bad_document_on_the_command_line_is_one_line_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(DOCS["hallertau"].replace('"903"]', '"903", "9O4"]'), encoding="utf-8")
    assert main(["position", "hallertau", "--from", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "villages[1].hand" in err and "9O4" in err


def test_a_saved_game_still_reads_with_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(2, seed=1)
    for _ in range(5):
        state = state.apply(state.legal_actions()[0])
    path = tmp_path / "saved.json"
    path.write_text(state.to_json(), encoding="utf-8")
    assert main(["position", "woodcraft_rw", "--from", str(path), "--json"]) == 0
    assert '"history"' not in capsys.readouterr().out


def refused(game_id: str, text: str) -> str:
    with pytest.raises(boardrules.InvalidState) as info:
        boardrules.load_game(game_id).state_from_position(text)
    return str(info.value)


def test_a_turn_decision_at_the_setup_says_to_set_round_and_turn() -> None:
    doc = DOCS["woodcraft_rw"].replace("  round: 1", "  round: 0").replace("  turn: 1", "  turn: 0")
    message = refused("woodcraft_rw", doc)
    assert "set data.turn" in message and "round 0, turn 0" in message


def test_a_die_not_taken_from_the_supply_names_where_dice_are_counted() -> None:
    doc = DOCS["woodcraft_rw"].replace("yellow: 13", "yellow: 14")
    message = refused("woodcraft_rw", doc)
    assert "supply + board + rolled + sheets[].dice: 15 yellow dice in play" in message


def test_a_card_in_two_places_names_both_in_the_documents_words() -> None:
    doc = DOCS["woodcraft_rw"].replace(
        "{held_orders: [I-07], dealt: [], commit: yellow 3}", "{commit: yellow 3}"
    )
    message = refused("woodcraft_rw", doc.replace("discard: [I-02, I-10]", "discard: []"))
    assert "sheets[1].held_orders" in message and "sheets[1].held:" not in message


def test_a_lumber_yard_die_of_the_wrong_colour_is_named_as_a_die() -> None:
    message = refused("woodcraft", DOCS["woodcraft"].replace("[green 5,", "[brown 5,"))
    assert "lumber_yard[0]: a die of the space's colour, not brown 5 (2 spaces a colour" in message


def test_card_ids_yaml_reads_as_numbers_say_to_quote_them() -> None:
    message = refused("hallertau", DOCS["hallertau"].replace('"025"', "025"))
    assert "villages[1].hand[1]: 21, expected a text (quote it in YAML" in message


def test_an_order_left_nowhere_is_named_with_the_places_it_may_go() -> None:
    # a newcomer who drops the dealt orders from `dealt` without putting them anywhere was told
    # only "an order card is missing": which one, and where may it go?
    message = refused("woodcraft_rw", DOCS["woodcraft_rw"].replace("[I-02, I-10]", "[I-02]"))
    assert "order card lies nowhere: I-10 (put it in a deck, the pool" in message, message
