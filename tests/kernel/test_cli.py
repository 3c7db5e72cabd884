"""The ``boardrules`` command line, driven through ``main([...])``."""

from __future__ import annotations

import io
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import boardrules
from boardrules.cards.coverage import page_path, skipped
from boardrules.cards.describe import card_face
from boardrules.cli import main, random_action, winner_line
from boardrules.cli.menu import spoken
from boardrules.cli.play import face_line
from boardrules.datafiles import data_dir
from boardrules.menus import describe_action, menu, of_the_mover, score_word, seat_name
from boardrules.perft import divide, perft

ROOT = Path(__file__).resolve().parents[2]
GAME = "woodcraft_rw"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_list_names_each_game_with_title_and_player_range(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert re.search(r"^woodcraft_rw\s+Woodcraft Roll & Write\s+1-5 players$", out, re.M)


def test_play_runs_to_the_end_and_prints_the_breakdown(
    capsys: pytest.CaptureFixture[str], game: boardrules.Game
) -> None:
    code, out, _ = run(capsys, "play", GAME, "--players", "3", "--seed", "5")
    assert code == 0
    rnd = random.Random(5)
    state = game.new_game(3, seed=5)
    said = []  # each move as the terminal says it: as typed, and what it does in words
    while not state.is_terminal:
        action = rnd.choice(state.legal_actions())
        said.append(f"{spoken(action)} ({of_the_mover(describe_action(state, action))})")
        state = state.apply(action)
    played = re.findall(r"^seat [A-F]: (.+)$", out, re.M)
    assert played == said
    assert "seat A: keep I-" in out and "(keep order I-" in out
    scores = ", ".join(f"{seat_name(p)} {s:g}" for p, s in enumerate(state.scores()))
    assert f"Final scores: {scores}" in out
    table = out.split(f"Final scores: {scores}\n")[1]
    for item in state.score_breakdown()[0]:  # each category in the rulebook's words
        row = [score_word(game, item), *(f"{seat[item]:g}" for seat in state.score_breakdown())]
        assert re.search(r"^" + r"\s+".join(map(re.escape, row)) + r"$", table, re.M), item


def test_play_names_the_winner_after_the_scores(
    capsys: pytest.CaptureFixture[str], game: boardrules.Game
) -> None:
    code, out, _ = run(capsys, "play", GAME, "--players", "3", "--seed", "1", "--quiet")
    assert code == 0
    rnd = random.Random(1)
    state = game.new_game(3, seed=1)
    while not state.is_terminal:
        state = state.apply(rnd.choice(state.legal_actions()))
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is not None
    assert out.endswith(f"Winner: {seat_name(outcome.winner)} (the most points)\n")


@pytest.mark.parametrize(
    ("columns", "line"),
    [
        ([(7, 1), (9, 0), (9, 2)], "Winner: seat C (tie-break: tied on 9, then left 2)"),
        (
            [(9, 2), (9, 2), (3, 5)],
            "Winners: seats A, B (shared, tie-break: tied on 9, then left 2)",
        ),
        ([(9, 2), (4, 2), (3, 5)], "Winner: seat A (the most points)"),
    ],
)
def test_the_winner_line_names_the_tiebreak(
    game: boardrules.Game,
    monkeypatch: pytest.MonkeyPatch,
    columns: list[tuple[int, int]],
    line: str,
) -> None:
    end = boardrules.State(game, game.new_game(3, seed=1).data.clone(), None)
    end.data.tasks.clear()
    sheet = boardrules.ScoreSheet(
        [boardrules.SeatScore({"vp": vp}, (left,)) for vp, left in columns], tiebreaks=("left",)
    )
    monkeypatch.setattr(game, "score_sheet", lambda d: sheet)
    assert winner_line(end) == line


def test_the_winner_line_of_solo_games(game: boardrules.Game) -> None:
    hallertau = boardrules.load_game("hallertau")
    state = hallertau.new_game(1, seed=1)
    assert winner_line(state) == "No winner: the game is not over."
    for g in (game, hallertau):
        rnd = random.Random(2)
        state = g.new_game(1, seed=2)
        while not state.is_terminal:
            state = state.apply(rnd.choice(state.legal_actions()))
        expected = {
            "woodcraft_rw": "No winner: the rulebook sets no solo target; the score is the result.",
            "hallertau": "No winner: seat A is below the solo target of 100",
        }
        assert winner_line(state) == expected[g.id]


def test_play_is_reproducible_and_quiet_prints_only_the_scores(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, first, _ = run(capsys, "play", GAME, "--seed", "2", "--quiet")
    _, second, _ = run(capsys, "play", GAME, "--seed", "2", "--quiet")
    assert first == second
    assert first.startswith("Final scores: seat A ")
    assert "seat A:" not in first


def test_play_human_reads_numbers_and_notation_and_reprompts_on_bad_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: boardrules.Game
) -> None:
    # Replays the CLI: seat 0 moves with random.Random(4); seat 1 (the person) keeps the
    # second order by number, then picks its last legal action by notation.
    rnd = random.Random(4)
    state = game.new_game(2, seed=4)
    state = state.apply(rnd.choice(state.legal_actions()))
    first = state
    by_number = state.legal_actions()[1]
    state = state.apply(by_number)
    while state.current_player != 1:
        state = state.apply(rnd.choice(state.legal_actions()))
    by_notation = state.legal_actions()[-1]
    script = ["banana", "0", "", "2", f"  {by_notation}  "] + ["1"] * 400
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(script) + "\n"))
    code, out, _ = run(capsys, "play", GAME, "--players", "2", "--seed", "4", "--human", "1")
    assert code == 0
    first_prompt = out.split("seat B> ")[0]
    assert f"{first.render(1)}\nCards you see (help ID for any card or space):\n" in first_prompt
    for card in first.data.sheets[1].dealt:  # the orders to choose from, with what they ask
        face = card_face(game, card)  # its face on one line: id, kind, cost, effect, points
        assert f"\n  {face_line(game, card)}\n" in first_prompt
        assert face.cost and f"cost {face.cost}" in first_prompt and face.points
    assert "\n\nSeat B, your move. " in first_prompt
    assert "dealt to you to choose from:" in first_prompt  # the seat's own dealt orders
    for i, (action, words) in enumerate(menu(first), 1):  # each option with what it does
        assert re.search(rf"^  {i:>2}\. {action} +{re.escape(words)}$", first_prompt, re.M)
    assert "'banana' is neither a number 1-2 nor a legal action listed above; try again" in out
    assert "'0' is neither a number 1-2" in out
    assert "Type a number 1-2, an action as listed, view, help ID or quit." in out
    assert f"seat B: {by_number}\n" in out
    assert f"seat B: {by_notation}\n" in out
    assert "Final scores:" in out


def test_play_hides_a_random_seats_secret_pick_until_it_is_revealed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    _, out, _ = run(capsys, "play", GAME, "--players", "2", "--seed", "4", "--human", "1")
    # woodcraft_rw.pl.txt L77-L85: the pick is made in secret, revealed when all have chosen;
    # the turn is public: printed (issue 23)
    secret = "seat A: (a secret choice: Turn 1 (L77-L85): choose in secret a die of the board"
    after = out.split(f"{secret} or an order of the pool)\n", 1)[1]
    until_prompt = after.split("seat B> ")[0]
    assert "seat A: pick" not in until_prompt
    revealed = after.split("seat A: (a secret")[0]
    assert re.search(r"revealed: seat A: pick \w+ \w+ \(the \w+ \d die from column", revealed)


def test_play_ends_cleanly_at_end_of_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("wrong\n"))
    code, out, err = run(capsys, "play", GAME, "--human", "0")
    assert code == 0
    assert out.rstrip().endswith("Input ended; the game is abandoned.")
    assert err == ""


def test_play_ends_cleanly_at_quit(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n1\n"))  # the 1 is never read
    code, out, err = run(capsys, "play", GAME, "--human", "0")
    assert code == 0 and err == ""
    assert out.rstrip().endswith("\nThe game is abandoned.")
    assert out.count("seat A> ") == 1


def test_perft_prints_the_count_of_the_same_state(
    capsys: pytest.CaptureFixture[str], game: boardrules.Game
) -> None:
    code, out, _ = run(capsys, "perft", GAME, "--depth", "4", "--players", "2", "--seed", "1")
    assert code == 0
    assert f"perft(4) = {perft(game.new_game(2, seed=1), 4)}\n" in out
    assert re.search(r"^time \d+\.\d{3} s", out, re.M)


def test_perft_divide_with_explicit_chance(
    capsys: pytest.CaptureFixture[str], game: boardrules.Game
) -> None:
    argv = ("perft", GAME, "--depth", "3", "--players", "2", "--explicit-chance", "--divide")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    counts = divide(game.new_game(2, seed=0, chance="explicit"), 3)
    for action, count in counts.items():
        assert f"{action}: {count}\n" in out
    assert f"perft(3) = {sum(counts.values())}\n" in out


def test_bench_prints_rates_and_draws_a_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "bench", GAME, "--seconds", "0.5", "--players", "3")
    assert code == 0
    rate = re.search(r"woodcraft_rw \(3 players\): ([\d,]+) steps/s, ([\d.,]+) games/s", out)
    assert rate and int(rate[1].replace(",", "")) > 0
    assert "\r" in err and "[" + "#" * 30 + "]" in err and "0.5/0.5 s" in err


def test_bench_versus_chess_prints_the_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("chess")
    code, out, _ = run(capsys, "bench", GAME, "--seconds", "0.3", "--versus-chess")
    assert code == 0
    assert re.search(r"^python-chess [\d.]+: [\d,]+ steps/s", out, re.M)
    assert re.search(r"^ratio woodcraft_rw / python-chess: \d+\.\d\d$", out, re.M)


def test_validate_the_games_data(capsys: pytest.CaptureFixture[str]) -> None:
    folder = ROOT / "data" / GAME
    code, out, _ = run(capsys, "validate", str(folder))
    assert code == 0
    assert out == f"no problems in {folder}\n"


def test_validate_checks_the_data_folder_by_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shutil.copytree(ROOT / "data" / GAME, tmp_path / "data" / GAME)
    (tmp_path / "data" / GAME / "extra.yaml").write_text("oops:\n  kind: nothing\n")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "validate")
    assert code == 1
    assert out.startswith(f"{Path('data', GAME, 'extra.yaml')}:2: oops: UNKNOWN-KIND")


def test_validate_outside_a_checkout_checks_every_installed_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)  # no data/ folder here
    code, out, _ = run(capsys, "validate")
    games = boardrules.list_games()
    folders = ", ".join(str(data_dir(g)) for g in games)
    # a copy of the data (BOARDRULES_DATA) has no coverage page beside it: a note says so
    notes = [f"note: {skipped(data_dir(g), g)}\n" for g in games if not page_path(data_dir(g), g)]
    assert (code, out) == (0, "".join(notes) + f"no problems in {folders}\n")


def test_validate_reports_every_problem_with_file_line_card_and_code(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / GAME
    folder.mkdir()
    bad = folder / "bad.yaml"
    bad.write_text(
        "rounds:\n  kind: parameter\n  value: 3\n  source: {assumed: a test entry}\n"
        "pool_size:\n  kind: parameter\n  valeu: 3\n  source: {assumed: a test entry}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "validate", str(tmp_path))
    assert code == 1
    assert f"{bad}:7: pool_size: UNKNOWN-KEY 'valeu'" in out
    assert f"{bad}:5: pool_size: MISSING-KEY" in out
    assert out.endswith("2 problems in 1 file\n")


def test_cards_lists_entries_and_counts_them_by_provenance(
    capsys: pytest.CaptureFixture[str], game: boardrules.Game
) -> None:
    counts = game.catalog.provenance_counts()
    code, out, _ = run(capsys, "cards", GAME)
    assert code == 0
    total = len(game.catalog.cards)
    assert out.endswith(
        f"by provenance ({total} entries): rulebook {counts['rulebook']}, "
        f"external {counts['external']}, assumed {counts['assumed']}\n"
    )
    for card in game.catalog.cards.values():  # each line says the entry's kind in words
        kind = card.kind.replace("_", " ")
        line = rf"^  {re.escape(card.id)} +{re.escape(kind)}\b.*\[{card.source.kind}\]"
        assert re.search(line, out, re.M), card.id

    code, out, _ = run(capsys, "cards", GAME, "--provenance", "rulebook", "--kind", "parameter")
    listed = re.findall(r"^  (\S+) ", out.split("\nby kind")[0], re.M)
    expected = [c.id for c in game.catalog.of_kind("parameter") if c.source.kind == "rulebook"]
    assert code == 0 and listed == expected
    assert f"listed: {len(expected)} of {total} entries" in out


def test_cards_says_what_each_entry_does(capsys: pytest.CaptureFixture[str]) -> None:
    game = boardrules.load_game("hallertau")
    code, out, _ = run(capsys, "cards", "hallertau", "022", "clay_pit")
    assert code == 0
    assert out.splitlines() == [  # each with its kind (and name)
        f"022 (starter card): {game.describe_card('022')}",
        f"clay_pit (action space, Clay pit): {game.describe_card('clay_pit')}",
    ]
    assert "Harvest 1 field(s) now" in out  # hallertau.de.md L1061 (card 022)
    code, out, _ = run(capsys, "cards", "hallertau", "--kind", "court_card")
    assert f"\n    {game.describe_card('401')}\n" in out
    code, _, err = run(capsys, "cards", "hallertau", "clay_pt")
    assert code == 2 and "no entry 'clay_pt' (did you mean 'clay_pit'?)" in err


def test_cards_counts_each_kind_by_provenance(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "cards", "hallertau")
    assert code == 0
    for kind, n in (
        ("starter_card", 120),
        ("court_card", 140),
        ("bonus_card", 45),
        ("point_card", 25),
    ):  # the 330 playable cards, all printed in the rulebook
        assert re.search(rf"^  {kind} +{n}  rulebook {n}, external 0, assumed 0$", out, re.M)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "woodcraft_r"], "no game 'woodcraft_r' (did you mean 'woodcraft_rw'?)"),
        (["play", GAME, "--variant", "solo"], "woodcraft_rw has no option 'variant'"),
        (["play", GAME, "--option", "decks"], "--option takes key=value, not 'decks'"),
        (["bench", GAME, "--players", "6"], "woodcraft_rw takes 1-5 players, not 6"),
        (["play", GAME, "--human", "2"], "no seat 2: seats are A-B (or 0-1)"),
        (["cards", GAME, "--kind", "ordr"], "no entries of kind 'ordr'"),
        (["perft", "chess", "--depth", "1"], "no game 'chess'"),
    ],
)
def test_usage_errors_print_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert out == ""


def test_random_action_samples_a_chance_node(game: boardrules.Game) -> None:
    state = game.new_game(2, seed=1, chance="explicit")
    while state.current_player != boardrules.CHANCE:
        state = state.apply(state.legal_actions()[0])
    rnd = random.Random(0)
    rolls = {random_action(state, rnd) for _ in range(200)}
    assert rolls == set(state.legal_actions())


def test_python_dash_m_boardrules_list() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "boardrules", "list"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT.parent,
    )
    assert result.returncode == 0, result.stderr
    assert re.search(r"^woodcraft_rw\s+Woodcraft Roll & Write\s+1-5 players$", result.stdout, re.M)


def test_bench_and_perft_take_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "bench", "hallertau", "--seconds", "0.3", "--players", "2", "--variant", "cardless"
    )
    assert code == 0 and "hallertau (2 players, variant=cardless):" in out
    code, out, _ = run(capsys, "perft", "hallertau", "--depth", "2", "--variant", "cardless")
    state = boardrules.load_game("hallertau").new_game(2, 0, variant="cardless")
    assert code == 0 and f"perft(2) = {perft(state, 2)}" in out
    code, _, err = run(capsys, "bench", "hallertau", "--seconds", "0.3", "--variant", "nope")
    assert code == 2 and "variant" in err
