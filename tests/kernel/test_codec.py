"""The fixed integer action codec and the action notation (design.md, "Public API")."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import boardrules
from boardrules import Action, Game, IllegalAction, State
from boardrules.datafiles import locked_actions

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW

Play = Callable[[int, int, int], State]


def sample_states(game: Game, play: Play) -> list[State]:
    return [
        game.new_game(1, seed=0),
        game.new_game(4, seed=2, chance="explicit"),
        play(2, 3, 40),
        play(3, 8, 150),
        play(5, 1, 150),
        play(1, 4, 30),
    ]


def test_num_distinct_actions_is_the_codec_length(game: Game) -> None:
    assert game.num_distinct_actions == len(game.codec) == len(game.codec.actions)
    assert game.num_distinct_actions > 0


def test_every_action_round_trips_through_its_id(game: Game) -> None:
    for i in range(game.num_distinct_actions):
        action = game.action_from_id(i)
        assert isinstance(action, Action)
        assert game.action_id(action) == i


def test_every_action_has_its_own_notation(game: Game) -> None:
    texts = [str(game.action_from_id(i)) for i in range(game.num_distinct_actions)]
    assert len(set(texts)) == len(texts)
    assert all(t == " ".join(t.split()) and t for t in texts)


def test_kernel_actions_come_first(game: Game) -> None:
    rolls = [f"roll {v}" for v in range(1, game.max_die + 1)]
    chooses = [f"choose {k}" for k in range(game.max_choose)]
    kernel = [*rolls, *chooses, "yes", "no"]
    assert [str(game.action_from_id(i)) for i in range(len(kernel))] == kernel


def test_parse_action_reads_str_of_every_legal_action(game: Game, play: Play) -> None:
    for state in sample_states(game, play):
        assert state.legal_actions()
        for action in state.legal_actions():
            assert game.parse_action(state, str(action)) == action


@pytest.mark.parametrize(
    "action",
    [Action("fly", ("moon",)), Action("roll", (7,)), Action("pick", ("yellow", "3")), Action("")],
)
def test_action_id_of_an_unknown_action_raises(game: Game, action: Action) -> None:
    with pytest.raises(IllegalAction, match=r"is not an action of woodcraft_rw"):
        game.action_id(action)


@pytest.mark.parametrize("offset", [0, 1, 1000])
def test_action_from_id_out_of_range_raises(game: Game, offset: int) -> None:
    n = game.num_distinct_actions
    with pytest.raises(IllegalAction, match=rf"action id {n + offset} is outside 0\.\.{n - 1}"):
        game.action_from_id(n + offset)


@pytest.mark.parametrize("i", [-1, -5])
def test_action_from_id_rejects_negative_ids(game: Game, i: int) -> None:
    with pytest.raises(IllegalAction, match=rf"action id {i} is outside"):
        game.action_from_id(i)


def test_codec_is_the_same_for_a_fresh_load(game: Game) -> None:
    texts = [str(a) for a in game.codec.actions]
    for fresh in (type(game)(), type(game)()):
        assert [str(a) for a in fresh.codec.actions] == texts
        assert fresh.num_distinct_actions == game.num_distinct_actions


def test_legal_action_mask_matches_the_legal_ids(game: Game, play: Play) -> None:
    pytest.importorskip("numpy")  # the mask is a NumPy array (the extra numpy)
    for state in sample_states(game, play):
        mask = state.legal_action_mask()
        assert mask.shape == (game.num_distinct_actions,) and mask.dtype == bool
        legal_ids = {game.action_id(a) for a in state.legal_actions()}
        assert {i for i, bit in enumerate(mask) if bit} == legal_ids


def test_legal_actions_have_no_repeats(game: Game, play: Play) -> None:
    for state in sample_states(game, play):
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)


def test_a_terminal_state_has_an_empty_mask(game: Game) -> None:
    s = game.new_game(1, seed=6)
    while not s.is_terminal:
        s = s.apply(s.legal_actions()[-1])
    assert s.legal_action_ids() == ()
    if importlib.util.find_spec("numpy"):
        assert not s.legal_action_mask().any()


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_every_action_id_is_fixed_by_the_lock_file(game_id: str) -> None:
    # design.md: the codec is stable across versions of the data; actions.lock fixes the ids
    g = boardrules.load_game(game_id)
    assert g.codec.new == (), f"run `boardrules codec {game_id} --update`"
    # a retired action (one the data no longer has) keeps its line: its notation is its arg
    notations = [str(a.args[0]) if a.kind == "retired" else str(a) for a in g.codec.actions]
    assert notations == locked_actions(g.id, g.data_package)


def test_the_lock_keeps_ids_when_the_data_changes() -> None:
    from boardrules.actions import ActionCodec

    old = [Action("pick", ("a",)), Action("pick", ("b",)), Action("end")]
    codec = ActionCodec(old, [str(a) for a in old])
    assert codec.id(Action("end")) == 2
    # "pick b" left the data, "pick c" came: ids 0 and 2 stay, 1 is retired, c is appended
    changed = ActionCodec(
        [Action("pick", ("c",)), Action("end"), Action("pick", ("a",))],
        [str(a) for a in old],
    )
    assert [str(a) for a in changed.actions] == ["pick a", "retired pick b", "end", "pick c"]
    assert changed.id(Action("end")) == 2 and changed.id(Action("pick", ("c",))) == 3
    assert [str(a) for a in changed.retired] == ["retired pick b"]
    assert [str(a) for a in changed.new] == ["pick c"]
    with pytest.raises(ValueError, match="listed twice"):
        ActionCodec([Action("end"), Action("end")])


def test_the_codec_command_reports_new_actions_and_appends_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import shutil

    from boardrules import cli, datafiles, engine

    folder = tmp_path / "woodcraft_rw"
    shutil.copytree(Path(__file__).parents[2] / "data" / "woodcraft_rw", folder)
    lock = folder / engine.LOCK_FILE
    lines = lock.read_text(encoding="utf-8").splitlines()
    lock.write_text("\n".join(lines[:-2]) + "\n", encoding="utf-8")  # the last two not locked
    monkeypatch.setattr(datafiles, "data_dir", lambda game_id, package="boardrules.data": folder)
    monkeypatch.setattr(
        "boardrules.cards.loader.data_dir", lambda game_id, package="boardrules.data": folder
    )
    monkeypatch.setattr(cli.cardfiles, "get_game", lambda game_id: WoodcraftRW())
    assert cli.main(["codec", "woodcraft_rw"]) == 1
    assert f"new: {lines[-1]}" in capsys.readouterr().out
    assert cli.main(["codec", "woodcraft_rw", "--update"]) == 0
    assert lock.read_text(encoding="utf-8").splitlines() == lines
