"""Every example of issue 9 ("Hostile input and secrets"), one test each."""

from __future__ import annotations

import io

import pytest
from boardrules.games.kleine_voelker import geometry as kv_geometry

import boardrules
from boardrules.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- the command line (issue item 8) -------------------------------------------------------
@pytest.mark.parametrize("answer", ["9" * 4301, "²", "٣", "-1", "1e9", " 0 "])
def test_a_huge_or_odd_number_at_the_prompt_asks_again(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{answer}\n"))
    code, out, err = run(capsys, "play", "woodcraft_rw", "--human", "0")
    assert code == 0, err
    assert "is neither a number 1-" in out
    assert out.rstrip().endswith("Input ended; the game is abandoned.")
    assert "9" * 100 not in out  # a 4,301-digit answer is not echoed back whole


@pytest.mark.parametrize("seconds", ["nan", "inf", "-inf", "-1", "0"])
def test_bench_refuses_seconds_that_are_not_a_positive_number(
    capsys: pytest.CaptureFixture[str], seconds: str
) -> None:
    code, out, err = run(capsys, "bench", "woodcraft_rw", f"--seconds={seconds}")
    assert code == 2
    assert out == ""
    assert err.startswith("boardrules bench: error: --seconds must be a positive number")


# --- no per-game state kept without bound (issue item 5) -----------------------------------
def test_kleine_voelker_keeps_the_geometry_of_a_bounded_number_of_layouts() -> None:
    game = boardrules.load_game("kleine_voelker")
    kv_geometry.geometry.cache_clear()
    for seed in range(kv_geometry.GEOMETRY_CACHE * 2):
        state = game.new_game(2, seed=seed)  # a random layout (L199-L201)
        state = state.apply(state.legal_actions()[0])
        game.geo(state.data)  # type: ignore[attr-defined]
    info = kv_geometry.geometry.cache_info()
    assert info.misses > kv_geometry.GEOMETRY_CACHE  # the seeds gave many layouts
    assert info.currsize <= kv_geometry.GEOMETRY_CACHE
