"""Every example of issue 9 ("Hostile input and secrets"), one test each."""

from __future__ import annotations

import copy
import io
import json
from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from boardrules import Action, IllegalAction, InvalidState
from boardrules.cli import main
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker import geometry as kv_geometry
    from games.kleine_voelker.game import KleineVoelker
else:
    from boardrules.games.kleine_voelker import geometry as kv_geometry
    from boardrules.games.kleine_voelker.game import KleineVoelker


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
    game = as_game(boardrules.load_game("kleine_voelker"), KleineVoelker)
    kv_geometry.geometry.cache_clear()
    for seed in range(kv_geometry.GEOMETRY_CACHE * 2):
        state = game.new_game(2, seed=seed)  # a random layout (L199-L201)
        state = state.apply(state.legal_actions()[0])
        game.geo(state.data)
    info = kv_geometry.geometry.cache_info()
    assert info.misses > kv_geometry.GEOMETRY_CACHE  # the seeds gave many layouts
    assert info.currsize <= kv_geometry.GEOMETRY_CACHE


# --- apply() checks actions by value and type (issue item 4) -------------------------------
def woodcraft_at_pick() -> boardrules.State:
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(2, seed=1)
    while not any(a.kind == "pick" for a in state.legal_actions()):
        state = state.apply(state.legal_actions()[0])
    return state


def test_an_action_equal_to_a_legal_one_but_of_other_types_is_refused() -> None:
    state = woodcraft_at_pick()
    legal = next(a for a in state.legal_actions() if a.kind == "pick" and a.args[1] != "order")
    colour, value = legal.args
    before = state.to_json()
    for bad in (
        # deliberately of a wrong type: the Action("pick", ("yellow", 1.0))
        Action("pick", (colour, float(value))),  # type: ignore[arg-type]
        ("pick", (colour, value)),  # a bare tuple
        Action("pick", [colour, value]),  # type: ignore[arg-type]  # a list argument
        f"pick {colour} {value}",  # a notation, not an Action
        3,
        None,
    ):
        with pytest.raises(IllegalAction):
            state.apply(bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            state.game.action_id(bad)  # type: ignore[arg-type]
    assert state.to_json() == before
    after = state.apply(Action("pick", (colour, value)))
    assert after.history[-1] is legal  # the codec's own object is recorded
    state.game.state_from_json(after.to_json())


def test_choose_zero_point_zero_is_refused() -> None:
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, seed=0)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(Action("choose", (0.0,)))  # type: ignore[arg-type]
    assert state.to_json() == before


# --- loose argument checks (issue item 7) --------------------------------------------------
@pytest.mark.parametrize("seed", [None, "x", True, 1.0, "3"])
def test_new_game_takes_an_integer_seed(seed: object) -> None:
    game = boardrules.load_game("woodcraft_rw")
    with pytest.raises(ValueError, match="seed must be an integer"):
        game.new_game(2, seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("i", ["3", 3.0, True, None, [3]])
def test_action_from_id_takes_an_integer(i: object) -> None:
    game = boardrules.load_game("woodcraft_rw")
    with pytest.raises(IllegalAction, match="an action id is an integer"):
        game.action_from_id(i)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", ["0", 1.5, True, None, 2, -1])
def test_observation_and_render_take_a_seat_of_the_game(seat: object) -> None:
    state = boardrules.load_game("kleine_voelker").new_game(2, seed=0)
    with pytest.raises(ValueError, match="no seat"):
        state.observation(seat)  # type: ignore[arg-type]
    if seat is not None:
        with pytest.raises(ValueError, match="no seat"):
            state.render(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [True, False, 0.0, 1.0, "0"])
def test_options_match_by_type_too(value: object) -> None:
    game = boardrules.load_game("hallertau")
    with pytest.raises(ValueError, match="option starter_deck="):
        game.new_game(2, starter_deck=value)
    assert game.new_game(2, starter_deck=1).data.options["starter_deck"] == 1


# --- saved games with the wrong types (issue items 3 and 6) --------------------------------
def saved(game_id: str = "woodcraft_rw", moves: int = 20) -> tuple[boardrules.Game, dict[str, Any]]:
    game = boardrules.load_game(game_id)
    state = game.new_game(2, seed=2)
    for _ in range(moves):
        state = state.apply(state.legal_actions()[-1])
    return game, json.loads(state.to_json())


def small_int_in_a_task(tasks: list[Any]) -> tuple[int, int | str]:
    """Where a task holds a 0 or 1: a tuple task's last element, or a record's field."""
    for i, t in enumerate(tasks):
        if isinstance(t, list) and type(t[-1]) is int and t[-1] in (0, 1):
            return i, len(t) - 1
        if isinstance(t, dict):
            for key, v in t.items():
                if key != "task" and type(v) is int and v in (0, 1):
                    return i, key
    raise AssertionError("no task holds a 0 or 1")


def test_a_float_or_a_bool_for_an_integer_in_a_task_is_refused() -> None:
    for game_id in boardrules.list_games():
        game, doc = saved(game_id)
        task, where = small_int_in_a_task(doc["data"]["tasks"])
        value = doc["data"]["tasks"][task][where]
        for bad in (float(value), bool(value)):
            tampered = copy.deepcopy(doc)
            tampered["data"]["tasks"][task][where] = bad
            with pytest.raises(InvalidState, match=r"\$\.tasks\[\d+\](\[\d+\]|\.\w+)"):
                game.state_from_json(json.dumps(tampered))


@pytest.mark.parametrize("where", ["options", "data"])
def test_a_hallertau_option_of_the_wrong_type_is_refused(where: str) -> None:
    game, doc = saved("hallertau")
    for bad in (False, 0.0):
        tampered = copy.deepcopy(doc)
        if where == "options":
            tampered["options"]["starter_deck"] = bad
        else:
            tampered["data"]["options"]["starter_deck"] = bad
        with pytest.raises(InvalidState):
            game.state_from_json(json.dumps(tampered))


def test_deeply_nested_json_and_huge_numbers_are_invalid_states() -> None:
    game, doc = saved()
    for text in ("[" * 100_000 + "]" * 100_000, '{"seed": ' + "9" * 4301 + "}"):
        with pytest.raises(InvalidState, match="not JSON"):
            game.state_from_json(text)
    tampered = copy.deepcopy(doc)
    tampered["data"]["round"] = [[[[[]]]]] * 3
    with pytest.raises(InvalidState):
        game.state_from_json(json.dumps(tampered))


def test_a_woodcraft_save_with_an_empty_supply_is_an_invalid_state() -> None:
    game, doc = saved()
    doc["data"]["supply"] = []
    with pytest.raises(InvalidState, match="data: "):
        game.state_from_json(json.dumps(doc))


def test_a_control_character_in_an_argument_does_not_split_the_error_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run(capsys, "codec", "hallertau", "--bogus", "\r0")
    assert code == 2
    assert err.splitlines()[-1] == r"boardrules: error: unrecognized arguments: --bogus \r0"
    code, _, err = run(capsys, "cards", "no\rgame")
    assert code == 2
    assert len(err.splitlines()) == 1
    assert err.startswith(r"boardrules cards: error: ") and r"'no\rgame'" in err
