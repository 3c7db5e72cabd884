"""`boardrules validate` on copies of each game's data: every mistake reported as
`file:line: card: CODE message`, a non-zero exit, and never a traceback (issue 8, item 4).

The command runs in a subprocess, as a contributor runs it, so a crash would show as a
traceback on stderr. The game's vocabulary comes from its class: no card file is loaded to
check the card files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parents[2] / "data"

# (file, text, replacement, card, code): the first occurrence of text is replaced
Edit = tuple[str, str, str, str, str]

MISTAKES: dict[str, list[Edit]] = {
    "woodcraft_rw": [
        ("board.yaml", "kind: column_bonus", "kind: colum_bonus", "UNKNOWN-KIND"),
        ("helpers.yaml", "  source:", "  sorce:", "UNKNOWN-KEY"),
        ("board.yaml", "{gain: {blueberry: 1}}", "{gian: {blueberry: 1}}", "UNKNOWN-PRIMITIVE"),
        ("sheet.yaml", "circles: 10", "circles: ten", "BAD-TYPE"),
    ],
    "kleine_voelker": [
        ("board.yaml", "kind: territory", "kind: teritory", "UNKNOWN-KIND"),
        ("public_projects.yaml", "  name:", "  nmae:", "UNKNOWN-KEY"),
        (
            "secret_projects.yaml",
            "kind: secret_project\n",
            "kind: secret_project\n  do: [{vp_nwo: 1}]\n",
            "UNKNOWN-TIMING",  # nothing of Kleine Völker is played: a `do` never runs
        ),
        ("rules.yaml", "value: 5\n", "value: five\n", "BAD-TYPE"),
    ],
    "hallertau": [
        ("action_board.yaml", "kind: action_space", "kind: action_spcae", "UNKNOWN-KIND"),
        ("crafts.yaml", "  goods:", "  godos:", "UNKNOWN-KEY"),
        ("bonus.yaml", "{gain: {meat: 1}}", "{gian: {meat: 1}}", "UNKNOWN-PRIMITIVE"),
        ("rules.yaml", "value: 6\n", "value: six\n", "BAD-TYPE"),
    ],
}

GAME_LEVEL: dict[str, Edit] = {
    # a reference to a territory id that does not exist
    "kleine_voelker": ("rules.yaml", "positions: [4, 1,", "positions: [9, 1,", "UNKNOWN-REF"),
    # an action space the game has no rule for
    "hallertau": ("action_board.yaml", "\nstarter_card:", "\nstarter_cards:", "UNKNOWN-SPACE"),
    # an order's printed VP that is not a number
    "woodcraft_rw": ("orders_phase1.yaml", "score: 3", "score: {count: reputation}", "BAD-SCORE"),
}


def edit(folder: Path, name: str, old: str, new: str) -> tuple[Path, int, str]:
    """Replace the first ``old`` in the file; the file, the line of the change and its entry."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    before = text[: at + len(new) - len(new.lstrip("\n"))]
    line = before.count("\n") + 1 + (new.rstrip("\n").count("\n") if new.endswith("\n") else 0)
    ids = re.findall(r'^"?([^\s#":][^":]*)"?:', text[: at + 1] + new.lstrip("\n"), re.M)
    return path, line, ids[-1]


def validate(*paths: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "boardrules", "validate", *map(str, paths)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game", sorted(MISTAKES))
def test_every_mistake_in_a_copy_of_the_data_is_reported_with_file_and_line(
    game: str, tmp_path: Path
) -> None:
    folder = tmp_path / game
    shutil.copytree(DATA / game, folder)
    expected = []
    for name, old, new, code in MISTAKES[game]:
        path, line, card = edit(folder, name, old, new)
        expected.append(f"{path}:{line}: {card}: {code} ")
    run = validate(folder)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr == ""  # no traceback
    for want in expected:
        assert want in run.stdout, f"{want!r} not in:\n{run.stdout}"


@pytest.mark.parametrize("game", sorted(GAME_LEVEL))
def test_a_game_level_problem_is_reported_with_file_and_line(game: str, tmp_path: Path) -> None:
    folder = tmp_path / game
    shutil.copytree(DATA / game, folder)
    name, old, new, code = GAME_LEVEL[game]
    path, line, card = edit(folder, name, old, new)
    run = validate(folder)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr == ""
    assert run.stdout.startswith(f"{path}:{line}: {card}: {code} "), run.stdout


MORE_GAME_LEVEL: list[tuple[str, Edit, str]] = [
    (
        "hallertau",
        ("crafts.yaml", "restriction: {more: [clay, rye]}", "restriction: {more: [clay, hops]}",
         "BAD-RESTRICTION"),
        "a restriction names the craft's own goods ['clay', 'rye'], `more` two of them",
    ),
    (
        "kleine_voelker",
        ("rules.yaml", "value: {2: 20, 3: 17, 4: 14}", "value: {2: 20, 3: 17}", "MISSING-KEY"),
        "floors has no value for 4 players",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("game", "change", "message"), MORE_GAME_LEVEL)
def test_more_game_level_problems(game: str, change: Edit, message: str, tmp_path: Path) -> None:
    folder = tmp_path / game
    shutil.copytree(DATA / game, folder)
    name, old, new, code = change
    path, line, card = edit(folder, name, old, new)
    out = validate(folder).stdout
    assert out == f"{path}:{line}: {card}: {code} {message}\n1 problem in 1 file\n"


def test_the_messages_say_what_is_wrong(tmp_path: Path) -> None:
    folder = tmp_path / "kleine_voelker"
    shutil.copytree(DATA / "kleine_voelker", folder)
    edit(folder, *GAME_LEVEL["kleine_voelker"][:3])
    out = validate(folder).stdout.splitlines()
    assert out[0].endswith("UNKNOWN-REF '9' is no territory entry")
    assert "BAD-LAYOUT positions name each territory 1..7 once" in out[1]


def test_a_missing_parameter_is_reported_at_the_folder(tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    shutil.copytree(DATA / "woodcraft_rw", folder)
    edit(folder, "rules.yaml", "\nrounds:", "\nrouns:")
    out = validate(folder).stdout.splitlines()
    assert out[0] == (
        f"{folder / 'rules.yaml'}:7: rouns: UNKNOWN-PARAMETER 'rouns' (did you mean 'rounds'?)"
    )
    folder2 = tmp_path / "two" / "woodcraft_rw"
    shutil.copytree(DATA / "woodcraft_rw", folder2)
    text = (folder2 / "rules.yaml").read_text(encoding="utf-8")
    start = text.index("\nrounds:")
    end = text.index("\nphase_change_round:")
    (folder2 / "rules.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    out = validate(folder2).stdout.splitlines()
    assert out[0] == f"{folder2}:0: rounds: MISSING-ENTRY no parameter entry 'rounds'"
