"""The probe families of issue 24 items 10-12 as fuzz tests, for every installed game: hostile
values in positions, hostile API arguments, hostile files on the command line, control
characters in card text and special files in card folders. Each input gets the documented
error (or is accepted), with a short message; nothing hangs."""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import boardrules
from boardrules import Action, IllegalAction, InvalidState
from boardrules.cards import validate_paths
from boardrules.cli import main
from boardrules.datafiles import data_dir
from tests.fuzz.conftest import attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES, values

MESSAGE = 1_000  # the longest message a hostile input may get


def deep(levels: int, leaf: Any, as_dict: bool) -> Any:
    for _ in range(levels):
        leaf = {"k": leaf} if as_dict else [leaf]
    return leaf


@st.composite
def hostile_value(draw: st.DrawFn) -> Any:
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return deep(draw(st.integers(50, 3000)), draw(values), draw(st.booleans()))
    if kind == 1:
        loop: list[Any] = [draw(values)]
        loop.append(deep(draw(st.integers(0, 5)), loop, False))
        return loop
    if kind == 2:
        return draw(st.sampled_from([1, -1])) * 10 ** draw(st.integers(3990, 6000))
    if kind == 3:
        return draw(st.sampled_from(["x", "é", "\x1b"])) * draw(st.integers(90_000, 2_000_000))
    if kind == 4:
        key = draw(st.one_of(st.tuples(st.integers()), st.frozensets(st.integers()), st.binary()))
        return {key: draw(values)}
    return draw(values)


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(10)
@given(data=st.data())
def test_hostile_values_in_a_position(game_id: str, data: st.DataObject) -> None:
    game = boardrules.load_game(game_id)
    players = min(max(2, game.min_players), game.max_players)
    value = data.draw(hostile_value())
    field = data.draw(st.sampled_from(["seed", "options", "data", "round", "extra"]))
    doc: dict[str, Any] = {"players": players}
    if field in ("seed", "options", "data"):
        doc[field] = value
    else:
        doc["data"] = {field: value}
    with attempt("positions: hostile values", (InvalidState,)):
        try:
            game.state_from_position(doc)
        except InvalidState as exc:
            assert len(str(exc)) < MESSAGE
            raise


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(10)
@given(kind=values, args=values, rng=values, players=values, options=values)
def test_hostile_api_arguments(
    game_id: str, kind: Any, args: Any, rng: Any, players: Any, options: Any
) -> None:
    game = boardrules.load_game(game_id)
    state = game.new_game(min(max(2, game.min_players), game.max_players), 0)
    with attempt("api: Action of any kind and arguments", (IllegalAction,)):
        state.apply(Action(kind, args))
    with attempt("api: resample", (ValueError,)):
        state.resample(0, rng)
    with attempt("api: game_length_bound", (ValueError,)):
        game.game_length_bound(players, options)


@st.composite
def hostile_file(draw: st.DrawFn) -> bytes:
    kind = draw(st.integers(0, 4))
    text = draw(st.sampled_from(['{"format": 1}', '{"history": []}', "[1, 2]", "x"]))
    if kind == 0:  # nested JSON
        n = draw(st.integers(100, 5000))
        return ("[" * n + "]" * n).encode()
    if kind == 1:
        return text.encode(draw(st.sampled_from(["utf-16", "utf-32", "latin-1"]))) + b"\xe9"
    if kind == 2:
        return draw(st.binary(min_size=1, max_size=3000))
    if kind == 3:
        return b"\n".join(text.encode() for _ in range(draw(st.integers(1, 50))))
    return ('{"game": "x", "seed": 1' + "0" * draw(st.integers(4000, 6000)) + "}").encode()


@fuzz_settings(15)
@given(content=hostile_file(), command=st.sampled_from(["render", "replay", "check"]))
def test_hostile_files_on_the_command_line(content: bytes, command: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run_file(Path(tmp) / "in.json", content, command)


def run_file(path: Path, content: bytes, command: str) -> None:
    path.write_bytes(content)
    argv = (
        [command, str(path)]
        if command == "check"
        else [command, "woodcraft_rw", "--from", str(path)]
    )
    out, err = io.StringIO(), io.StringIO()
    with (
        attempt("cli: hostile files", ()) as stats,
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        code = main(argv)
        stats[f"exit {code}"] += 1
        assert code in (1, 2), code
        assert "Traceback" not in out.getvalue() + err.getvalue()
        assert len(err.getvalue()) < MESSAGE


@pytest.mark.parametrize("special", ["fifo", "dev-zero", "folder", "sparse-3GB"])
@pytest.mark.parametrize("where", ["actions.lock", "x.yaml", "helpers.yaml"])
def test_special_files_in_a_card_folder(tmp_path: Path, special: str, where: str) -> None:
    folder = tmp_path / "data" / "woodcraft_rw"
    shutil.copytree(data_dir("woodcraft_rw"), folder)
    path = folder / where
    if path.exists():
        path.unlink()
    if special == "fifo":
        os.mkfifo(path)
    elif special == "dev-zero":
        path.symlink_to("/dev/zero")
    elif special == "folder":
        path.mkdir()
    else:
        with path.open("wb") as out:
            out.truncate(3 * 10**9)
    with attempt("card folders: special files", ()) as stats:
        problems = validate_paths([folder])
        codes = {p.code for p in problems if Path(p.file) == path}
        stats["refused"] += bool(codes)
        assert codes & {"BAD-FILE", "LOCK-FILE", "FILE-TOO-LARGE", "BINARY"}, problems


CONTROLS = [chr(c) for c in (*range(1, 9), *range(11, 32), 0x7F, 0x85, 0x9B, 0x202E, 0x2066)]


@fuzz_settings(15)
@given(char=st.sampled_from(CONTROLS), where=st.integers(0, 20), seed=st.integers(0, 10**6))
def test_control_characters_in_card_text(char: str, where: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        control_character_in(Path(tmp) / "data" / "hallertau", char, where, seed)


def control_character_in(folder: Path, char: str, where: int, seed: int) -> None:
    folder.mkdir(parents=True)
    source = data_dir("hallertau") / "action_board.yaml"
    lines = source.read_text(encoding="utf-8").splitlines()
    names = [i for i, line in enumerate(lines) if "en: " in line]
    i = names[where % len(names)]
    head, _, name = lines[i].partition("en: ")
    name = name.rstrip("}").strip("\"'")
    cut = random.Random(seed).randrange(len(name) + 1)
    escaped = f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"
    lines[i] = f'{head}en: "{name[:cut]}{escaped}{name[cut:]}"}}'
    (folder / "action_board.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with attempt("card files: control characters", ()) as stats:
        problems = validate_paths([folder / "action_board.yaml"])
        assert any(p.code == "CONTROL-CHAR" and p.line == i + 1 for p in problems), problems
        assert all(char not in str(p) for p in problems)
        stats["refused"] += 1


@fuzz_settings(15)
@given(
    games=st.sampled_from(["-1", "0", "1", "2", str(10**12), "x"]),
    workers=st.sampled_from(["0", "1", "100000", "-3"]),
    policy=st.one_of(
        st.sampled_from(
            ["random", ":", "os:sep", "builtins:print", "builtins:max", "module_missing:f"]
        ),
        st.text(max_size=12),
    ),
    out=st.sampled_from(["-", "/dev/full", "/nonexistent/x.jsonl", "/dev/null"]),
)
def test_hostile_simulate_runs(games: str, workers: str, policy: str, out: str) -> None:
    argv = ["simulate", "woodcraft_rw", "--quiet", "--games", games, "--workers", workers]
    argv += ["--policy", policy, "--out", out]
    stdout, stderr = io.StringIO(), io.StringIO()
    with (
        attempt("cli: hostile simulate runs", ()) as stats,
        contextlib.redirect_stdout(stdout),
        contextlib.redirect_stderr(stderr),
    ):
        code = main(argv)
        stats[f"exit {code}"] += 1
        assert "Traceback" not in stdout.getvalue() + stderr.getvalue()
        assert len(stderr.getvalue()) < MESSAGE
