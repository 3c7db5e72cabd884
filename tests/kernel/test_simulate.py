"""boardrules simulate and check: self-play lines that replay, the same games whatever the
number of workers, policies given as module:function."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

import boardrules
from boardrules.cli import main
from boardrules.engine import State
from boardrules.simulate import check_line, play_game, simulate


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def first_action(state: State, rng: random.Random) -> int:
    """A policy for the tests: always the lowest legal action id."""
    return state.legal_action_ids()[0]


def test_the_same_games_whatever_the_number_of_workers(tmp_path: Path) -> None:
    """Game i is fixed by seed + i alone: 1 and 2 worker processes write the same file, and
    every line replays to its scores and outcome."""
    one, two = io.StringIO(), io.StringIO()
    simulate("woodcraft_rw", 6, one, players=2, seed=10, workers=1, progress=None)
    figures = simulate("woodcraft_rw", 6, two, players=2, seed=10, workers=2, progress=None)
    assert one.getvalue() == two.getvalue()
    lines = [json.loads(x) for x in one.getvalue().splitlines()]
    assert [d["seed"] for d in lines] == list(range(10, 16))
    assert figures["games"] == 6 and figures["actions"] == sum(len(d["history"]) for d in lines)
    assert all(check_line(d) is None for d in lines)
    assert len({tuple(d["history"]) for d in lines}) == 6


def test_a_line_is_the_game_of_its_seed() -> None:
    doc = play_game("kleine_voelker", 3, {"layout": "fixed"}, 5, "random")
    assert set(doc) >= {"game", "options", "seed", "history", "scores", "outcome"}
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(3, 5, layout="fixed")
    rng = random.Random(5)
    while not state.is_terminal:
        ids = state.legal_action_ids()
        state = state.apply_id(ids[rng.randrange(len(ids))])
    assert doc["history"] == [str(a) for a in state.history]
    assert doc["scores"] == list(state.scores()) and doc["returns"] == list(state.returns())
    outcome = state.outcome()
    assert outcome is not None and doc["outcome"]["winners"] == list(outcome.winners)


def test_check_finds_a_line_that_does_not_replay() -> None:
    doc = play_game("hallertau", 2, {}, 1, "random")
    assert check_line(doc) is None
    assert "scores" in str(check_line({**doc, "scores": [0, 0]}))
    assert "outcome" in str(check_line({**doc, "outcome": {"winners": [], "reason": "score"}}))
    assert "not over" in str(check_line({**doc, "history": doc["history"][:-3]}))
    assert "does not replay" in str(check_line({**doc, "history": ["no such action"]}))
    assert "no key" in str(check_line({k: v for k, v in doc.items() if k != "seed"}))


def test_the_simulate_and_check_commands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "games.jsonl"
    policy = f"{__name__}:first_action"
    code, _, err = run(
        capsys, "simulate", "woodcraft_rw", "--games", "3", "--players", "1", "--seed", "2",
        "--policy", policy, "--out", str(out),
    )  # fmt: skip
    assert code == 0, err
    assert "3/3 games" in err and "3 games" in err and "CPU ms per game" in err  # the bar, figures
    lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert [d["policy"] for d in lines] == [policy] * 3
    code, text, _ = run(capsys, "check", str(out))
    assert code == 0 and "3 of 3 game(s) replay" in text
    code, _, _ = run(capsys, "replay", "woodcraft_rw", "--from", str(out), "--line", "2")
    assert code == 0
    bad = {**lines[1], "scores": [-1.0]}
    out.write_text("\n".join(json.dumps(d) for d in [lines[0], bad]) + "\n", encoding="utf-8")
    code, text, _ = run(capsys, "check", str(out))
    assert code == 1 and f"{out}:2: scores" in text and "1 of 2 game(s)" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--policy", "nowhere"], "'random' or 'module:function'"),
        (["--policy", "boardrules.players:nothing"], "has no 'nothing'"),
        (["--policy", "no_such_module_x:f"], "cannot import"),
        (["--workers", "0"], "workers 1 or more"),
        (["--players", "9"], "takes 2-4 players"),
    ],
)
def test_simulate_usage_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    out = tmp_path / "x.jsonl"
    code, _, err = run(capsys, "simulate", "kleine_voelker", "--out", str(out), *args)
    assert code == 2 and message in err
