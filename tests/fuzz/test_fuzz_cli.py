"""The command line under hostile arguments and answers, and the ``--human`` leak test over
random games, for every installed game."""

from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

import boardrules
from boardrules.cli import main
from tests.fuzz.conftest import STATS, attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES
from tests.kernel.test_cli_secrets import play, secret_swaps, shown_until_told_apart

numbers = st.sampled_from(
    ["0", "1", "2", "-1", "3", "5", "99", "nan", "inf", "-inf", "1e9", "0.01", "9" * 4301, "x", ""]
)
tokens = st.one_of(
    numbers,
    st.sampled_from([*GAMES, "nusfjord", "", "-", "--", "data", "/nonexistent", "x=y"]),
    st.sampled_from(["variant=cardless", "layout=fixed", "starter_deck=True", "starter_deck=01"]),
    st.text(max_size=10),
)


@st.composite
def argv(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(["list", "play", "perft", "bench", "cards", "codec", "x"]))
    args = [command, draw(st.sampled_from([*GAMES, "nope", ""]))]
    flags = {
        "play": ["--players", "--seed", "--option", "--variant", "--human"],
        "perft": ["--players", "--seed", "--option", "--depth"],
        "bench": ["--players", "--seed", "--option", "--seconds"],
        "cards": ["--kind", "--provenance"],
        "codec": [],
    }.get(command, ["--help-me"])
    for _ in range(draw(st.integers(0, 4))):
        flag = draw(st.sampled_from([*flags, "--bogus"]))
        value = draw(tokens)
        if flag == "--depth":
            value = draw(st.sampled_from(["-1", "0", "1", "x", "nan", "9" * 4301]))
        if flag == "--seconds":
            value = draw(st.sampled_from(["nan", "inf", "-1", "0", "0.02", "x", "1e-9"]))
        args += [flag, value]
    if command == "play":
        args.append("--quiet")
    if command == "bench" and "--seconds" not in args:
        args += ["--seconds", "0.02"]  # not the default 10 s
    return args


@fuzz_settings(50)
@given(args=argv(), answers=st.lists(st.text(max_size=12), max_size=4))
def test_hostile_command_lines(args: list[str], answers: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    with (
        attempt("cli: commands", ()) as stats,
        pytest.MonkeyPatch.context() as mp,
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        mp.setattr("sys.stdin", io.StringIO("".join(a.replace("\n", " ") + "\n" for a in answers)))
        code = main(args)
        assert isinstance(code, int)
        stats["exit 0" if code == 0 else "refused (exit 1 or 2)"] += 1
        assert "Traceback" not in out.getvalue() + err.getvalue()
        if code == 2:  # one clear line, after argparse's usage lines
            assert err.getvalue().splitlines()[-1].startswith("boardrules")


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(5)
@given(data=st.data(), seed=st.integers(0, 10**6))
def test_hostile_answers_at_the_prompt(game_id: str, data: st.DataObject, seed: int) -> None:
    answers = data.draw(
        st.lists(st.one_of(st.text(max_size=20), numbers, st.sampled_from(["1", "2"])), max_size=30)
    )
    text = "".join(a.replace("\n", " ").replace("\r", " ") + "\n" for a in answers)
    out = io.StringIO()
    with (
        attempt("cli: answers at the --human prompt", ()),
        pytest.MonkeyPatch.context() as mp,
        contextlib.redirect_stdout(out),
    ):
        mp.setattr("sys.stdin", io.StringIO(text))
        assert main(["play", game_id, "--seed", str(seed), "--human", "0"]) == 0


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(3)
@given(seed=st.integers(0, 10**6), data=st.data())
def test_the_terminal_shows_no_secret_in_random_games(
    game_id: str, seed: int, data: st.DataObject
) -> None:
    game = boardrules.load_game(game_id)
    players = data.draw(st.integers(max(2, game.min_players), game.max_players))
    human = data.draw(st.integers(0, players - 1))
    stats = STATS["cli: --human leak test"]
    base = play(game_id, players, human, seed=seed, moves=120)
    stats["games"] += 1
    for k, other in secret_swaps(base, human, most=2):
        swapped = play(game_id, players, human, (k, other), seed=seed, moves=120)
        mine, theirs = shown_until_told_apart(base, swapped, human)
        stats["secret choices swapped"] += 1
        stats["characters compared"] += len(mine)
        if mine != theirs:
            stats["leaks"] += 1
        assert mine == theirs, f"seed {seed}: move {k} ({other} instead) shows for seat {human}"
    stats.setdefault("leaks", 0)
