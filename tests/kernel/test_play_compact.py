"""``boardrules play --compact`` (issue 23 item 6): at each decision only the lines of the
table that changed since the seat's last decision, each line of a seat's block marked with
its seat so that a line shown alone says whose it is; ``view`` prints the whole table."""

from __future__ import annotations

import pytest

from boardrules.cli.menu import Compact
from boardrules.cli.play import with_owner

TABLE = """Round 1 of 6, turn 1
  seat A: dice: yellow 3
     crates: 1 needs 2 chestnuts
  seat B: dice: brown 6
     crates: 1 needs 1 chestnut
  your choice this turn: -"""


def test_each_line_of_a_seat_block_names_its_seat() -> None:
    assert with_owner(TABLE).splitlines() == [
        "Round 1 of 6, turn 1",
        "  seat A: dice: yellow 3",
        "     [seat A] crates: 1 needs 2 chestnuts",
        "  seat B: dice: brown 6",
        "     [seat B] crates: 1 needs 1 chestnut",
        "  your choice this turn: -",  # back at the seats' depth: nobody's block
    ]


def test_a_seat_line_equal_to_another_seats_is_still_shown_as_changed() -> None:
    compact = Compact()
    compact.show(with_owner(TABLE), 0)
    later = TABLE.replace("1 needs 1 chestnut", "1 needs 2 chestnuts")  # seat B's, as A's
    assert compact.show(later, 1) == later  # a seat's first decision: the whole table
    shown = compact.show(with_owner(later), 0)
    assert shown.splitlines()[1:] == ["     [seat B] crates: 1 needs 2 chestnuts"]


def terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> str:
    from boardrules.cli import main

    answers = iter(["1"] * 6)

    def read(prompt: str = "") -> str:
        print(prompt, end="")
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    assert main(argv) == 0
    return capsys.readouterr().out


def test_play_compact_marks_a_changed_sheet_line_with_its_seat(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "woodcraft_rw", "--players", "2", "--seed", "1", "--human", "A"]
    out = terminal(monkeypatch, capsys, [*argv, "--compact"])
    first, *later = out.split("(changed since you last saw the table: ")
    assert "[seat " not in first  # the table at the start, as it is
    changed = "".join(part.split("seat A> ")[0] for part in later)
    # L202-L211: a lantern marked changes a line under the seat's own line
    assert "     [seat A] lantern table (x marked): row 1 [x| | ]" in changed
    assert "     lantern table" not in changed


@pytest.mark.parametrize("game_id", ["woodcraft", "kleine_voelker"])
def test_play_compact_prints_the_table_once_before_the_first_decision(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], game_id: str
) -> None:
    argv = ["play", game_id, "--players", "2", "--seed", "3", "--human", "A", "--compact"]
    out = terminal(monkeypatch, capsys, argv)
    title, table = out.split("\n", 2)[:2]  # "Woodcraft: 2 players, seed 3", the table
    before = out.split("seat A> ")[0]
    assert title.endswith(": 2 players, seed 3")
    assert before.count(f"{table}\n") == 1, table  # the table's first line, once
    # the first decision says what changed since, with the seat's own cards
    assert "(changed since you last saw the table: " in before
    assert "\nSeat A, your move. " in before


@pytest.mark.parametrize("game_id", ["nusfjord", "hallertau", "woodcraft_rw"])
def test_the_viewers_own_lines_are_marked_with_the_viewer_not_the_last_seat(
    game_id: str,
) -> None:
    """What only the viewer sees (a hand, a secret choice) follows the last seat's block:
    it has a head line of its own, so ``--compact`` marks it with the viewer's seat."""
    import boardrules

    state = boardrules.load_game(game_id).new_game(2, seed=4)
    private = state.game.render_private(state.data, 0)
    lines = with_owner(state.render(0)).splitlines()
    head = lines.index("seat A, only you see:")
    assert len(lines) - head - 1 == len(private.splitlines()) > 0
    assert all("[seat A]" in line for line in lines[head + 1 :])
    assert not any("[seat B]" in line for line in lines[head:])
