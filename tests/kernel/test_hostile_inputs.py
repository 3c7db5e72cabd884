"""Every example of issue 24 items 10-12, one test each: raw exceptions become the documented
errors (a usage error and exit 2 on the command line), card text cannot steer a terminal or
break a picture, and card folders are read only as regular files, capped while read."""

from __future__ import annotations

import os
import random
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

import boardrules
from boardrules import Action, IllegalAction, InvalidState
from boardrules.cards import validate_paths
from boardrules.cli import main
from boardrules.datafiles import DATA_ENV, data_dir
from boardrules.safety import TerminalWriter, plain_json, terminal_text
from boardrules.svg import Svg

GAME = "woodcraft_rw"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def nested(levels: int) -> list[Any]:
    root: list[Any] = []
    node = root
    for _ in range(levels):
        node.append([])
        node = node[0]
    return root


# --- item 10: positions ----------------------------------------------------------------------
def cyclic() -> dict[str, Any]:
    doc: dict[str, Any] = {}
    doc["loop"] = doc
    return doc


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"round": nested(2000)}, "nested deeper than"),
        (cyclic(), "contains itself"),
        ({"round": 10**5000}, "more than 4,000 digits"),
        ({"round": "x" * 10_000_000}, "a text of 10,000,000 characters"),
        ({"x" * 10_000_000: 1}, "a key of 10,000,000 characters"),
        ({(1, 2): 1}, "a key is a text or a number"),
        (
            {"round": "x" * 90_000},
            r"round: 'x+\.\.\.x+', expected an integer",
        ),
    ],
    ids=["deep", "cyclic", "huge-number", "10MB-text", "10MB-key", "tuple-key", "90KB-text"],
)
def test_a_hostile_position_value_is_invalid_state_with_a_short_message(
    data: dict[str, Any], says: str
) -> None:
    game = boardrules.load_game(GAME)
    with pytest.raises(InvalidState, match=says) as caught:
        game.state_from_position({"players": 2, "data": data})
    assert len(str(caught.value)) < 500


def test_a_hostile_position_text_is_invalid_state() -> None:
    game = boardrules.load_game(GAME)
    for text in ["[" * 2000 + "]" * 2000, '{"players": 2, "seed": 1' + "0" * 5000 + "}"]:
        with pytest.raises(InvalidState) as caught:
            game.state_from_position(text)
        assert len(str(caught.value)) < 500
    with pytest.raises(InvalidState, match="duplicate key"):
        game.state_from_position('{"players": 2, "players": 3}')


def test_a_position_with_a_long_seed_reads_back_from_its_json() -> None:
    game = boardrules.load_game(GAME)
    state = game.new_game(2, seed=10**150)
    import json

    again = game.state_from_position(json.dumps(state.position()))
    assert again == state


def test_plain_json_copies_what_json_dumps_copies() -> None:
    value = {"a": (1, [2.5, None, True]), 3: "x", None: {"b": b"y"}}
    assert plain_json(value) == {"a": [1, [2.5, None, True]], "3": "x", "null": {"b": "b'y'"}}
    shared = [1]
    assert plain_json({"a": shared, "b": shared}) == {"a": [1], "b": [1]}  # shared, not a cycle


# --- item 10: the API ----------------------------------------------------------------------
def test_an_action_of_a_bytes_kind_is_an_illegal_action() -> None:
    state = boardrules.load_game(GAME).new_game(2)
    for action in [Action(b"pick", ("x",)), Action("pick", 5), Action(["x"])]:  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            state.apply(action)


def test_resample_takes_a_random_generator() -> None:
    state = boardrules.load_game(GAME).new_game(2)
    with pytest.raises(ValueError, match=r"rng is a random\.Random, not 42"):
        state.resample(0, 42)  # type: ignore[arg-type]
    assert state.resample(0, random.Random(1)).players == 2


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_game_length_bound_checks_its_arguments(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    players = max(2, game.min_players)
    assert game.game_length_bound(players, {}) == game.game_length_bound(
        players, game.info.defaults()
    )  # kleine_voelker raised KeyError 'round_limit' for {}
    for bad in [(players, []), ("2", {}), (99, {}), (players, {"nope": 1})]:
        with pytest.raises(ValueError):
            game.game_length_bound(*bad)  # type: ignore[arg-type]


# --- item 10: the command line -------------------------------------------------------------
@pytest.fixture()
def files(tmp_path: Path) -> dict[str, Path]:
    out = {
        "nested": tmp_path / "nested.json",
        "utf16": tmp_path / "utf16.json",
        "latin1": tmp_path / "latin1.json",
        "binary": tmp_path / "binary.json",
        "fifo": tmp_path / "fifo.json",
    }
    out["nested"].write_text("[" * 1000 + "]" * 1000)  # 2 KB
    out["utf16"].write_bytes('{"a": 1}'.encode("utf-16"))
    out["latin1"].write_bytes('{"a": "é"}'.encode("latin-1"))
    out["binary"].write_bytes(bytes(range(256)) * 12)
    os.mkfifo(out["fifo"])
    return out


@pytest.mark.parametrize("command", ["render", "replay", "check"])
@pytest.mark.parametrize("kind", ["nested", "utf16", "latin1", "binary", "fifo", "folder"])
def test_a_hostile_file_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], files: dict[str, Path], command: str, kind: str
) -> None:
    path = str(files["nested"].parent if kind == "folder" else files[kind])
    argv = [command, path] if command == "check" else [command, GAME, "--from", path]
    code, out, err = run(capsys, *argv)
    assert "Traceback" not in out + err
    if command == "check" and kind == "nested":  # a line that is no simulate line
        assert code == 1
        assert "nested too deep" in out
        return
    assert code == 2
    assert err.startswith(f"boardrules {command}: error: ")
    assert len(err) < 600


def test_simulate_to_a_full_disk_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    code, _, err = run(capsys, "simulate", GAME, "--games", "2", "--quiet", "--out", "/dev/full")
    assert code == 2
    assert err == "boardrules simulate: error: cannot write /dev/full: No space left on device\n"


POLICIES = """
def one_argument(state):
    return 0

def raises(state, rng):
    raise RuntimeError("boom")
"""


@pytest.mark.parametrize(
    ("policy", "says"),
    [
        ("module_that_is_missing:f", "cannot import"),
        ("hostile_policies:nope", "has no 'nope'"),
        ("hostile_policies:one_argument", "must take two arguments (state, rng)"),
        ("hostile_policies:raises", "raised RuntimeError: boom"),
    ],
)
def test_a_broken_policy_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    policy: str,
    says: str,
) -> None:
    (tmp_path / "hostile_policies.py").write_text(POLICIES)
    monkeypatch.syspath_prepend(str(tmp_path))
    code, _, err = run(capsys, "simulate", GAME, "--games", "1", "--quiet", "--policy", policy)
    assert code == 2
    assert says in err
    assert "Traceback" not in err
    sys.modules.pop("hostile_policies", None)


# --- item 11: card text is data ------------------------------------------------------------
def contributor_folder(tmp_path: Path, game_id: str = "hallertau") -> Path:
    folder = tmp_path / "data" / game_id
    shutil.copytree(data_dir(game_id), folder)
    return folder


def test_a_control_character_in_card_text_is_a_problem(tmp_path: Path) -> None:
    folder = contributor_folder(tmp_path)
    path = folder / "action_board.yaml"
    text = path.read_text(encoding="utf-8")
    assert "en: Starter card" in text
    path.write_text(text.replace("en: Starter card", 'en: "Starter\\e]0;pwned\\acard"', 1))
    problems = [str(p) for p in validate_paths([folder])]
    assert any(
        p.startswith(f"{path}:8: starter_card: CONTROL-CHAR control character \\x1b in 'en'")
        for p in problems
    ), problems


def test_the_terminal_gets_control_characters_escaped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = boardrules.load_game(GAME)
    monkeypatch.setattr(type(game), "describe_card", lambda self, card: "\x1b]0;pwned\x07\x1b[2J")
    code, out, _ = run(capsys, "cards", GAME, "A")
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b]0;pwned\\x07\\x1b[2J" in out
    assert terminal_text("a\tb\nc\r\u202e") == "a\tb\nc\\r\\u202e"
    assert TerminalWriter(sys.stdout).write("x") == 1


def test_a_picture_holds_no_control_character() -> None:
    pic = Svg(100, 40, title="t\x01")
    pic.text(5, 20, "name\x1b[2J", tip="tip\x07")
    pic.rect(1, 1, 2, 2, fill="red", tip="r\x00")
    svg = pic.render()
    assert not any(ord(c) < 32 and c not in "\t\n\r" for c in svg)
    import xml.dom.minidom

    xml.dom.minidom.parseString(svg)  # well-formed


# --- item 12: card folders -----------------------------------------------------------------
@pytest.mark.parametrize("target", ["actions.lock", "helpers.yaml", "x.yaml"])
@pytest.mark.parametrize("kind", ["zero", "fifo"])
def test_a_special_file_in_a_card_folder_is_refused_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str, kind: str
) -> None:
    folder = contributor_folder(tmp_path, GAME)
    path = folder / target
    if path.exists():
        path.unlink()
    if kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        os.mkfifo(path)
    problems = [str(p) for p in validate_paths([folder])]
    code = "LOCK-FILE" if target == "actions.lock" else "BAD-FILE"
    assert any(p.startswith(f"{path}:0: -: {code} not readable") for p in problems), problems
    monkeypatch.setenv(DATA_ENV, str(folder.parent))
    cls = boardrules.registry.game_class(GAME)
    with pytest.raises(boardrules.CardError, match="not a regular file"):
        cls()


def test_a_large_card_file_is_read_up_to_the_cap(tmp_path: Path) -> None:
    folder = contributor_folder(tmp_path, GAME)
    with (folder / "big.yaml").open("wb") as out:
        out.truncate(3 * 10**9)  # a sparse file of 3 GB: only the first 1 MB is read
    problems = [str(p) for p in validate_paths([folder])]
    assert any("FILE-TOO-LARGE more than 1,000,000 bytes" in p for p in problems), problems


@pytest.mark.parametrize(
    ("lines", "says"),
    [
        ("pass\npass\n", "also on line 1"),
        ("pass \n", "single spaces"),
        ("pa\x1bss\n", "control character \\x1b"),
    ],
)
def test_validate_reads_the_lock_file(tmp_path: Path, lines: str, says: str) -> None:
    folder = contributor_folder(tmp_path, GAME)
    (folder / "actions.lock").write_text(lines, encoding="utf-8")
    problems = [str(p) for p in validate_paths([folder])]
    assert any("LOCK-FILE" in p and says in p for p in problems), problems


def test_validate_finds_no_problem_in_the_landed_lock_files() -> None:
    root = Path(__file__).parents[2] / "data"
    assert [str(p) for p in validate_paths([root]) if p.code == "LOCK-FILE"] == []


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--games", str(10**12)], "games must be 0 to 1,000,000,000"),
        (["--games", "2", "--workers", "100000"], "worker processes on this machine"),
        (["--games", "2", "--workers", "0"], "workers 1 or more"),
    ],
)
def test_simulate_refuses_runs_the_machine_cannot_hold(
    capsys: pytest.CaptureFixture[str], flags: list[str], says: str
) -> None:
    code, _, err = run(capsys, "simulate", GAME, "--quiet", *flags)  # no MemoryError, no hang
    assert code == 2
    assert says in err


def test_simulate_makes_its_jobs_as_it_takes_them() -> None:
    from boardrules.simulate import batches

    jobs = batches(GAME, 2, {}, range(10**15), "random", 64)
    assert next(jobs)[3] == list(range(64))


@pytest.mark.parametrize(
    "bad", [None, [1], {}, 2**20000, b"woodcraft_rw"], ids=["none", "list", "dict", "huge", "bytes"]
)
def test_load_game_and_describe_card_refuse_what_is_no_id(bad: Any) -> None:
    with pytest.raises(ValueError, match="no game"):
        boardrules.load_game(bad)
    with pytest.raises(ValueError, match="has no entry"):
        boardrules.load_game(GAME).describe_card(bad)
