"""The public API of design.md: finding games, starting them, and walking a game to its end."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

import boardrules
from boardrules import CHANCE, TERMINAL, Action, Game
from boardrules.cards.describe import card_words
from boardrules.engine import Decisions, OpFn
from boardrules.testing import deal_top

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
    from games.woodcraft_rw.tasks import Keep
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW
    from boardrules.games.woodcraft_rw.tasks import Keep

README = Path(__file__).parents[2] / "README.md"


def test_list_games_includes_woodcraft_rw() -> None:
    games = boardrules.list_games()
    assert "woodcraft_rw" in games
    assert games == sorted(games)


def test_load_game_gives_metadata(game: Game) -> None:
    assert game.id == "woodcraft_rw"
    assert game.title == "Woodcraft Roll & Write"
    assert (game.min_players, game.max_players) == (1, 5)
    assert boardrules.load_game("woodcraft_rw") is game


def test_load_game_unknown_id_suggests_the_close_one() -> None:
    with pytest.raises(ValueError, match=r"no game 'woodcraft_r'.*did you mean 'woodcraft_rw'"):
        boardrules.load_game("woodcraft_r")


def test_load_game_unknown_id_lists_installed_games() -> None:
    with pytest.raises(ValueError, match=r"installed: \[.*'woodcraft_rw'.*\]"):
        boardrules.load_game("chess")


@pytest.mark.parametrize("players", [0, 6, -1, "3", 2.0, None, True])
def test_new_game_rejects_bad_player_counts(game: Game, players: object) -> None:
    with pytest.raises(ValueError, match=r"woodcraft_rw takes 1-5 players, not "):
        game.new_game(players)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_new_game_accepts_every_player_count(game: Game, players: int) -> None:
    state = game.new_game(players, seed=0)
    assert state.players == players
    assert len(state.scores()) == players


def test_new_game_rejects_unknown_option(game: Game) -> None:
    with pytest.raises(ValueError, match=r"woodcraft_rw has no option 'solo_mode'; options: "):
        game.new_game(1, seed=0, solo_mode=True)


@pytest.mark.parametrize("chance", ["manual", "", "EXPLICIT", None])
def test_new_game_rejects_bad_chance(game: Game, chance: object) -> None:
    with pytest.raises(ValueError, match=r"chance must be 'auto' or 'explicit', not "):
        game.new_game(2, seed=0, chance=chance)  # type: ignore[arg-type]


def test_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """The first python block of README.md runs as printed."""
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert block is not None
    exec(compile(block.group(1), str(README), "exec"), {})  # noqa: S102 - our own README
    assert "1_lightning_vp" in capsys.readouterr().out


def test_readme_loop_plays_to_the_end_with_a_breakdown(game: Game) -> None:
    s = game.new_game(players=3, seed=1)
    while not s.is_terminal:
        s = s.apply(s.legal_actions()[0])
    scores = s.scores()
    breakdown = s.score_breakdown()
    assert len(scores) == len(breakdown) == 3
    assert s.current_player == TERMINAL
    assert s.legal_actions() == ()
    for score, row in zip(scores, breakdown, strict=True):
        assert row["total"] == score
        parts = [v for k, v in row.items() if k not in ("total", "tiebreak_unused_materials")]
        assert sum(parts) == score


def test_history_grows_by_one_per_apply(game: Game) -> None:
    s = game.new_game(2, seed=5)
    assert s.history == ()
    for n in range(1, 31):
        action = s.legal_actions()[-1]
        s = s.apply(action)
        assert len(s.history) == n
        assert s.history[-1] == action


def test_apply_leaves_the_old_state_unchanged(game: Game) -> None:
    s = game.new_game(2, seed=5)
    before = s.to_json()
    after = s.apply(s.legal_actions()[0])
    assert s.to_json() == before
    assert s.history == ()
    assert after.to_json() != before


def test_current_player_is_a_seat_until_the_end_in_auto_mode(game: Game) -> None:
    s = game.new_game(3, seed=2)
    while not s.is_terminal:
        assert s.current_player in (0, 1, 2)
        s = s.apply(s.legal_actions()[0])
    assert s.current_player == TERMINAL


def test_explicit_chance_exposes_each_die_roll(game: Game) -> None:
    s = game.new_game(2, seed=1, chance="explicit")
    seen_chance = 0
    while not s.is_terminal and seen_chance < 12:
        s = deal_top(s)  # the orders drawn are CHANCE nodes too (tests/search)
        if s.current_player == CHANCE:
            seen_chance += 1
            assert s.is_chance_node
            rolls = tuple(Action("roll", (v,)) for v in range(1, 7))
            assert s.legal_actions() == rolls
            outcomes = s.chance_outcomes()
            assert [a for a, _ in outcomes] == list(rolls)
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
        else:
            assert s.current_player in (0, 1)
            assert s.chance_outcomes() == []
        s = s.apply(s.legal_actions()[-1])
    assert seen_chance == 12  # two rounds of 6 dice each


def test_explicit_chance_first_roll_comes_after_keeping_orders(game: Game) -> None:
    s = game.new_game(2, seed=1, chance="explicit")
    assert s.chance_outcomes()[0][0].kind == "deal"  # the orders are dealt first (L32-L34)
    s = deal_top(s)
    assert s.current_player == 0
    s = s.apply(s.legal_actions()[0])
    assert s.current_player == 1
    s = deal_top(s.apply(s.legal_actions()[0]))  # the pool is laid out (L40)
    assert s.current_player == CHANCE and s.legal_actions()[0] == Action("roll", (1,))


def test_chosen_roll_lands_on_the_board(game: Game) -> None:
    s = deal_top(game.new_game(1, seed=1, chance="explicit"))
    s = deal_top(s.apply(s.legal_actions()[0]))
    for value in (6, 5, 4, 3, 2, 1):
        assert s.current_player == CHANCE
        s = s.apply(Action("roll", (value,)))
    board = s.observation(0)["board"]
    assert board == ["yellow 6", "yellow 5", "yellow 4", "brown 3", "brown 2", "brown 1"]


def test_legal_actions_for_another_player_is_empty(game: Game) -> None:
    s = game.new_game(2, seed=1)
    assert s.legal_actions(s.current_player) == s.legal_actions()
    assert s.legal_actions(1 - s.current_player) == ()


@pytest.mark.parametrize("seat", [-1, 2, 7])
def test_observation_of_a_missing_seat_raises(game: Game, seat: int) -> None:
    s = game.new_game(2, seed=1)
    with pytest.raises(ValueError, match=rf"no seat {seat}; seats are 0\.\.1"):
        s.observation(seat)


def test_observation_hides_other_seats_dealt_orders(game: Game) -> None:
    s = game.new_game(2, seed=1)
    mine = s.observation(0)["sheets"]
    theirs = s.observation(1)["sheets"]
    assert isinstance(mine[0]["dealt"], list) and len(mine[0]["dealt"]) == 2
    assert mine[1]["dealt"] == 2
    assert theirs[0]["dealt"] == 2


def test_a_games_task_named_like_the_kernels_does_not_clash() -> None:
    import attrs

    from boardrules.tasks import Gain as KernelGain
    from boardrules.tasks import Task

    @attrs.frozen
    class Gain(Task):
        seat: int

    class WithGain(WoodcraftRW):
        def build_ops(self) -> dict[Any, OpFn]:
            return {**super().build_ops(), Gain: lambda d, t: None}

    game = WithGain()
    assert game.task_records["gain"] is Gain and game.task_records["kernel:gain"] is KernelGain


def test_a_handler_must_be_keyed_by_a_task_record() -> None:
    class ByName(WoodcraftRW):
        def build_decisions(self) -> Decisions:  # keyed by a name: the mistake it checks
            return {**super().build_decisions(), "keep": super().build_decisions()[Keep]}

    with pytest.raises(TypeError, match="'keep' is not a task record class"):
        ByName()


def test_render_for_a_seat_adds_only_that_seats_private_view() -> None:
    kv = boardrules.load_game("kleine_voelker")
    state = kv.new_game(2, seed=2)
    while state.decision == "keep":
        state = state.apply(state.legal_actions()[0])
    mine, theirs = state.data.peoples[0].secret, state.data.peoples[1].secret
    text = state.render(0)
    assert text.startswith(str(state))
    assert "your secret projects (seat A):" in text
    assert all(f"\n    {card_words(state.game, c)}" in text for c in mine)  # faces, in words
    assert not any(c in text for c in set(theirs) - set(mine))  # the other seat's stay hidden
    assert state.render() == str(state)
