"""The arena (issue 25 item 2): every agent in every seat, one record per game, a table with
intervals and ratings, the same games whatever the number of workers, ``boardrules check``
replaying the records, and an agent's error ending only its own game."""

from __future__ import annotations

import doctest
import json
import random
import zlib
from pathlib import Path
from typing import Any

import pytest

import boardrules
from boardrules import arena_games
from boardrules.arena_games import arena, check_record, seatings
from boardrules.cli import main
from boardrules.engine import State


def lowest(state: State, rng: random.Random) -> int:
    return state.legal_action_ids()[0]


def crashing(state: State, rng: random.Random) -> int:
    """Raises at its third decision of a game."""
    if len(state.history) >= 3:
        raise RuntimeError("out of ideas")
    return state.legal_action_ids()[0]


def illegal(state: State, rng: random.Random) -> int:
    return 10**6


def wrong_type(state: State, rng: random.Random) -> str:
    return "pass"


def by_action(state: State, rng: random.Random) -> boardrules.Action:
    return state.legal_actions()[-1]


class Index:
    """An integer of another library (NumPy's int64): read through ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def by_index(state: State, rng: random.Random) -> Index:
    return Index(state.legal_action_ids()[0])


def same(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records without their timing (the only field that varies between runs)."""
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


def test_every_agent_takes_every_seat_on_the_same_deals() -> None:
    assert seatings(["A", "B", "C"], 3) == [("A", "B", "C"), ("B", "C", "A"), ("C", "A", "B")]
    assert seatings(["A", "B"], 4) == [("A", "B", "A", "B"), ("B", "A", "B", "A")]
    result = arena("kleine_voelker", ["random", f"{__name__}:lowest", "greedy"], games=5)
    # 5 games rounded up to 2 deals of the 3 seatings
    assert [(r["seed"], r["agents"]) for r in result.records] == [
        (s, list(seats)) for s in (0, 1) for seats in seatings(result.agents, 3)
    ]
    assert result.players == 3 and {r.games for r in result.rows} == {6}


def test_a_record_says_who_played_what() -> None:
    result = arena("nusfjord", ["random", "greedy"], games=2, seed=4, options={})
    rec = result.records[1]
    assert rec["agents"] == ["greedy", "random"] and rec["seed"] == 4
    assert rec["version"] == boardrules.__version__ and rec["options"] == {}
    assert rec["error"] is None and len(rec["seconds"]) == 2 and rec["seconds"][0] > 0
    assert set(rec) >= {"game", "players", "history", "scores", "outcome", "returns"}
    assert check_record(rec) is None and check_record({**rec, "scores": [0, 0]}) is not None


def test_the_same_games_whatever_the_number_of_workers() -> None:
    one = arena("woodcraft_rw", ["greedy", "random"], games=4, seed=2, workers=1)
    two = arena("woodcraft_rw", ["greedy", "random"], games=4, seed=2, workers=2)
    assert same(one.records) == same(two.records)
    assert [r.wins for r in one.rows] == [r.wins for r in two.rows]


def test_round_robin_plays_every_pair() -> None:
    agents = ["random", "greedy", f"{__name__}:lowest"]
    result = arena("nusfjord", agents, games=2, round_robin=True)
    pairs = [tuple(sorted(r["agents"])) for r in result.records]
    assert len(result.records) == 6 and len(set(pairs)) == 3
    assert result.players == 2 and all(r.games == 4 for r in result.rows)
    table = result.table()
    assert table.splitlines()[0] == "nusfjord, 2 players, 6 games"
    assert all(a in table for a in agents) and "rating" in table and "±" in table


def test_the_table_counts_wins_scores_and_margins() -> None:
    result = arena("kleine_voelker", ["greedy", "random"], games=4, seed=1)
    rows = {r.agent: r for r in result.rows}
    assert rows["greedy"].wins + rows["random"].wins == pytest.approx(4)
    margins = [
        r["scores"][p] - r["scores"][1 - p]
        for r in result.records
        for p in range(2)
        if r["agents"][p] == "greedy"
    ]
    assert rows["greedy"].margin.mean == pytest.approx(sum(margins) / 4)
    assert rows["greedy"].margin.mean == pytest.approx(-rows["random"].margin.mean)
    assert rows["greedy"].rating.rating > 1500 > rows["random"].rating.rating
    assert rows["greedy"].win_rate.mean == pytest.approx(rows["greedy"].wins / 4)


@pytest.mark.parametrize(
    ("agent", "error"),
    [
        ("crashing", "RuntimeError: out of ideas"),
        ("illegal", "returned 1000000, not a legal action (legal ids: "),
        ("wrong_type", "returned 'pass', not a legal action"),
    ],
)
def test_an_agent_that_fails_forfeits_only_its_own_game(agent: str, error: str) -> None:
    bad = f"{__name__}:{agent}"
    result = arena("kleine_voelker", ["random", bad], games=4, seed=3)
    assert len(result.records) == 4  # the arena went on
    for rec in result.records:
        seat = rec["agents"].index(bad)
        assert rec["error"]["agent"] == bad and rec["error"]["seat"] == seat
        assert error in rec["error"]["error"]
        assert rec["error"]["move"] == len(rec["history"]) and rec["error"]["decision"]
        assert rec["outcome"] == {"winners": [1 - seat], "reason": "forfeit"}
        assert rec["returns"][1 - seat] == 1.0
        assert check_record(rec) is None
        assert "outcome" in str(check_record({**rec, "outcome": {"winners": [], "reason": "x"}}))
        longer = rec["history"] + ["pass"]  # one more action than the error's move
        assert "does not replay" in str(check_record({**rec, "history": longer})) or "move" in str(
            check_record({**rec, "history": longer})
        )
        if rec["history"]:
            assert "move" in str(check_record({**rec, "history": rec["history"][:-1]}))
    row = result.row(bad)
    assert row.forfeits == 4 and row.wins == 0 and row.score.n == 0
    assert result.row("random").wins == 4 and "forfeits" in result.table()


@pytest.mark.parametrize("agent", ["by_action", "by_index"])
def test_an_agent_may_answer_with_an_action_or_an_integer_of_another_kind(agent: str) -> None:
    result = arena("nusfjord", ["random", f"{__name__}:{agent}"], games=2)
    assert all(r["error"] is None and check_record(r) is None for r in result.records)


def test_a_failure_of_the_library_voids_only_that_game(monkeypatch: pytest.MonkeyPatch) -> None:
    original = State.apply_id

    def failing(self: State, i: int) -> State:
        if len(self.history) == 5 and zlib.crc32(" ".join(map(str, self.history)).encode()) % 2:
            raise KeyError("a bug of the library")
        return original(self, i)

    monkeypatch.setattr(State, "apply_id", failing)
    result = arena("nusfjord", ["random", f"{__name__}:lowest"], games=8)
    voided = [r for r in result.records if r["error"] is not None]
    assert len(result.records) == 8 and result.void == len(voided) and 0 < len(voided) < 8
    for rec in voided:
        assert rec["error"]["agent"] is None and "KeyError" in rec["error"]["error"]
        assert rec["outcome"] == {"winners": [], "reason": "error"}
    assert sum(r.games for r in result.rows) == 2 * (8 - len(voided))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"agents": ["random", "mcts"]}, "no agent 'mcts' (did you mean 'ismcts'?)"),
        ({"agents": ["random"]}, "two agents or more"),
        ({"agents": ["random", "random"]}, "given twice"),
        ({"agents": ["random", "greedy", "mc"], "players": 2}, "use --round-robin"),
        ({"agents": ["random", "greedy"], "round_robin": True}, "three agents or more"),
        ({"agents": ["random", "greedy"], "players": 9}, "players"),
        ({"agents": ["random", "greedy"], "games": 0}, "games must be 1"),
        ({"agents": ["random", "greedy"], "backend": "ray"}, "backend is one of"),
    ],
)
def test_bad_arguments_fail_before_any_game(
    kwargs: dict[str, Any], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(arena_games, "play_batch", lambda job: pytest.fail("a game was played"))
    with pytest.raises(ValueError) as caught:
        arena("kleine_voelker", **kwargs)
    assert message in str(caught.value)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_arena_agents_and_check_commands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "arena.jsonl"
    crash = f"{__name__}:crashing"
    code, text, err = run(
        capsys, "arena", "nusfjord", "--agents", "greedy", "random", crash, "--round-robin",
        "--games", "2", "--seed", "5", "--out", str(out), "--quiet",
    )  # fmt: skip
    assert code == 0, err
    assert text.splitlines()[0] == "nusfjord, 2 players, 6 games"
    assert "RuntimeError: out of ideas" in err and "seed 5, seat" in err
    records = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 6 and sum(r["error"] is not None for r in records) == 4
    code, text, _ = run(capsys, "check", str(out))
    assert code == 0 and "6 of 6 game(s) replay" in text
    bad = {**records[-1], "outcome": {"winners": [0, 1], "reason": "forfeit"}}
    out.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    code, text, _ = run(capsys, "check", str(out))
    assert code == 1 and "outcome" in text
    code, text, _ = run(capsys, "agents")
    assert code == 0 and "mc:playouts=40,depth=60" in text and "module:function" in text
    code, text, _ = run(capsys, "arena", "--help")
    assert code == 0 and "ismcts:simulations=200" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--agents", "random", "grredy"], "no agent 'grredy' (did you mean 'greedy'?)"),
        (["--agents", "random", "greedy:depth=x"], "is not a number"),
        (["--agents", "random", "greedy", "--option", "nothing=1"], "has no option"),
        (["--agents", "random", "greedy", "--workers", "0"], "workers 1 or more"),
    ],
)
def test_arena_usage_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    out = tmp_path / "x.jsonl"
    code, _, err = run(capsys, "arena", "kleine_voelker", "--out", str(out), *args)
    assert code == 2 and message in err and "Traceback" not in err
    assert not out.exists() or out.read_text(encoding="utf-8") == ""


def test_the_module_example_runs() -> None:
    assert doctest.testmod(arena_games).failed == 0


def test_arena_to_a_full_disk_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys, "arena", "nusfjord", "--agents", "random", "greedy", "--games", "2", "--quiet",
        "--out", "/dev/full",
    )  # fmt: skip
    assert code == 2 and "cannot write /dev/full" in err and "Traceback" not in err


def test_arena_records_to_stdout_and_the_table_to_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(
        capsys, "arena", "nusfjord", "--agents", "random", "greedy", "--games", "2", "--quiet",
        "--out", "-",
    )  # fmt: skip
    assert code == 0 and [json.loads(x)["seed"] for x in out.splitlines()] == [0, 0]
    assert err.startswith("nusfjord, 2 players, 2 games")


def test_solo_agents_are_rated_on_the_same_deals() -> None:
    result = arena("nusfjord", ["greedy", "random"], players=1, games=2, seed=2)
    assert [r["agents"] for r in result.records] == [["greedy"], ["random"]]
    assert [r["seed"] for r in result.records] == [2, 2]
    greedy, rand = result.row("greedy"), result.row("random")
    assert greedy.score.mean > rand.score.mean and greedy.rating.rating > rand.rating.rating
    assert greedy.margin.text() == "-"
