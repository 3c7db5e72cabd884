"""``boardrules render``, ``replay``, and playing at the terminal without the printed cards."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import boardrules
from boardrules import State
from boardrules.cards.describe import card_face
from boardrules.cli import main, random_action
from boardrules.cli.play import face_line
from tests.kernel.test_replay import page_data, pictures
from tests.picture_helpers import parse


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def seeded(game_id: str, players: int, seed: int, moves: int) -> list[State]:
    """The game ``play --seed`` plays: seeded random seats."""
    game = boardrules.load_game(game_id)
    state = game.new_game(players, seed=seed)
    rnd = random.Random(seed)
    states = [state]
    while not state.is_terminal and len(states) <= moves:
        state = state.apply(random_action(state, rnd))
        states.append(state)
    return states


def test_render_draws_the_position_after_ply_moves(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "state.svg"
    code, _, err = run(
        capsys,
        "render",
        "kleine_voelker",
        "--seed",
        "3",
        "--at",
        "25",
        "--seat",
        "1",
        "-o",
        str(out_file),
    )
    assert code == 0 and "seat B's view after 25 moves" in err
    expected = seeded("kleine_voelker", 2, 3, 25)[-1]
    assert out_file.read_text(encoding="utf-8") == expected.svg(1)
    code, out, _ = run(capsys, "render", "hallertau", "--seed", "1", "--at", "0")
    assert code == 0 and out == boardrules.load_game("hallertau").new_game(2, seed=1).svg()
    parse(out)


def test_replay_writes_one_page_with_every_view(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "game.html"
    code, _, err = run(capsys, "replay", "woodcraft_rw", "--seed", "2", "-o", str(page))
    states = seeded("woodcraft_rw", 2, 2, 10_000)
    assert code == 0 and f"{len(states) - 1} moves, 3 view(s)" in err
    data = page_data(page.read_text(encoding="utf-8"))
    assert data["order"] == ["public", "0", "1"]
    assert pictures(data, "1") == [s.svg(1) for s in states]


def test_replay_of_one_seat_holds_that_seats_view_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "mine.html"
    code, _, _ = run(
        capsys, "replay", "woodcraft_rw", "--seed", "2", "--seat", "0", "-o", str(page)
    )
    data = page_data(page.read_text(encoding="utf-8"))
    assert code == 0 and list(data["views"]) == ["0"]


def test_replay_reads_a_saved_game_and_a_simulate_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    states = seeded("hallertau", 2, 4, 30)
    saved = tmp_path / "saved.json"
    saved.write_text(states[-1].to_json(), encoding="utf-8")
    page = tmp_path / "a.html"
    assert run(capsys, "replay", "hallertau", "--from", str(saved), "-o", str(page))[0] == 0
    assert pictures(page_data(page.read_text(encoding="utf-8")), "0") == [s.svg(0) for s in states]
    line = {
        "game": "hallertau",
        "options": {},
        "seed": 4,
        "history": [str(a) for a in states[-1].history],
        "scores": [0, 0],
    }
    lines = tmp_path / "games.jsonl"
    lines.write_text(json.dumps({**line, "history": []}) + "\n" + json.dumps(line) + "\n")
    code, out, _ = run(capsys, "render", "hallertau", "--from", str(lines), "--line", "2")
    assert code == 0 and out == states[-1].svg()
    code, _, err = run(capsys, "render", "hallertau", "--from", str(lines), "--line", "3")
    assert code == 2 and "has 2 game line(s), not a line 3" in err
    code, _, err = run(capsys, "render", "woodcraft_rw", "--from", str(lines))
    assert code == 2 and "is a game of 'hallertau'" in err
    code, _, err = run(capsys, "render", "hallertau", "--from", str(tmp_path / "none.json"))
    assert code == 2 and "cannot read" in err
    code, _, err = run(capsys, "render", "hallertau", "--seat", "3")
    assert code == 2 and "no seat 3: seats are A-B (or 0-1)" in err
    code, out, _ = run(capsys, "render", "hallertau", "--seat", "B", "--at", "0")  # as --human
    assert code == 0 and out == boardrules.load_game("hallertau").new_game(2, 0).svg(1)


def test_the_terminal_shows_each_card_with_what_it_does_and_answers_help(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hallertau's cards carry only numbers (L1006-L1771); the prompt describes them."""
    game = boardrules.load_game("hallertau")
    hand = game.new_game(2, seed=1).data.villages[0].hand
    answers = iter(["help", f"help {hand[0]} clay_pit", "help 9999", "1"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    with pytest.raises(StopIteration):
        main(["play", "hallertau", "--seed", "1", "--human", "0"])
    out = capsys.readouterr().out
    assert "Cards you see (help ID for any card or space):" in out
    for card in hand:  # each card the seat sees as its face on one line
        assert f"  {face_line(game, card)}\n" in out
    assert "help ID: what a card, space, word of the table, action word, decision, seat" in out
    # help answers with the face in labelled lines, then every other meaning of the word
    assert f"{card_face(game, hand[0]).block()}\nclay_pit means several things here:" in out
    assert "  - clay_pit: action space: clay equal to the round number (L926-L930)" in out
    assert "no entry '9999' in hallertau" in out
    assert "Clay pit         [●  |   |   ]" in out  # L399-L413: the rows of the action board
