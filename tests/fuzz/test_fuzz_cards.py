"""Hostile card files, for every installed game: through the reader and validator
(``check_text``), ``boardrules validate`` and the catalogue loader. Each gives problems as
``file:line: card: CODE message`` lines, quickly, and never a traceback."""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import boardrules
from boardrules.cards.loader import load_catalog
from boardrules.cards.validate import check_text
from boardrules.cli import main
from boardrules.errors import CardError
from tests.fuzz.conftest import attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES

DATA = Path(__file__).resolve().parents[2] / "data"
LINE = re.compile(r"^.+:\d+: [^\n]*: [A-Z][A-Z-]+ [^\n]*$")

yaml_bits = st.sampled_from(
    [
        "&a [x, x]\n",
        "*a\n",
        "- ",
        ": ",
        "{",
        "}",
        "[",
        "]",
        "<<: *a\n",
        "!!python/object:os.system",
        "!!binary AAAA",
        "'",
        '"',
        "\\",
        "\t",
        "\n",
        "  ",
        "#",
        "---\n",
        "...\n",
        "? ",
        "|\n",
        "score: ",
        "choose: ",
        "modifier: ",
        "kind: ",
        "source: {assumed: x}\n",
        "~",
        "1e999",
        "9" * 5000,
        "\ny: " + "9" * 5000 + "\n",  # Python reads no integer of 4,301 digits
        "\ny: 1" + ":59" * 200 + "\n",  # YAML 1.1 base 60
        "1:59:59.5",
        "2001-13-45",
        "!!int ",
        "!!bool ",
        "!!set ",
        "!!map ",
        "!!seq ",
        "!card ",
        "\x00",
        "\x1b",
        "\u2028",
        "\ud800",
        "\ufeff",
        "é",
    ]
)


def data_files(game_id: str) -> list[Path]:
    return sorted((DATA / game_id).glob("*.yaml"))


@st.composite
def hostile_file(draw: st.DrawFn, game_id: str) -> bytes:
    """A real card file of the game, bent: bytes flipped or inserted, YAML pieces spliced in,
    cut short, re-encoded; or a file of YAML pieces alone."""
    files = data_files(game_id)
    base = draw(st.sampled_from(files)).read_bytes() if files else b""
    if draw(st.integers(0, 4)) == 0:
        base = b""
    text = bytearray(base)
    for _ in range(draw(st.integers(1, 6))):
        how = draw(st.integers(0, 4))
        at = draw(st.integers(0, len(text)))
        if how == 0:
            text[at:at] = "".join(draw(st.lists(yaml_bits, max_size=8))).encode(
                "utf-8", "surrogatepass"
            )
        elif how == 1:
            text[at:at] = draw(st.binary(max_size=8))
        elif how == 2 and text:
            text[min(at, len(text) - 1)] = draw(st.integers(0, 255))
        elif how == 3:
            del text[at : at + draw(st.integers(0, 200))]
        else:
            depth = draw(st.integers(1, 400))
            text[at:at] = b"\nx: " + b"{sum: [" * depth + b"1" + b"]}" * depth + b"\n"
    if draw(st.integers(0, 9)) == 0:
        return (
            bytes(text)
            .decode("utf-8", "replace")
            .encode(draw(st.sampled_from(["utf-16", "latin-1", "utf-32"])), "replace")
        )
    return bytes(text)


def problem_lines(text: str) -> None:
    for line in text.splitlines():
        summary = re.match(r"^\d+ problems? in \d+ files?$", line)
        assert LINE.match(line) or summary or line.startswith("note: "), line


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(60)
@given(data=st.data())
def test_hostile_card_files_through_the_validator(game_id: str, data: st.DataObject) -> None:
    content = data.draw(hostile_file(game_id))
    vocab = boardrules.load_game(game_id).vocabulary
    with attempt("card files: check_text", ()) as stats:
        _, problems = check_text(content, "f.yaml", vocab)
        stats["with problems" if problems else "no problem"] += 1
        for p in problems:
            assert LINE.match(str(p)), str(p)
            assert len(str(p)) < 1000


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(8)
@given(data=st.data())
def test_hostile_card_files_through_validate_and_the_loader(
    game_id: str, data: st.DataObject
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / game_id
        folder.mkdir()
        for path in data_files(game_id):  # the game's files, one of them bent
            (folder / path.name).write_bytes(path.read_bytes())
        name = data.draw(st.sampled_from([p.name for p in data_files(game_id)] + ["new.yaml"]))
        (folder / name).write_bytes(data.draw(hostile_file(game_id)))
        with attempt("card files: boardrules validate", ()):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                code = main(["validate", str(folder)])
            assert code in (0, 1)
            if code == 1:
                problem_lines(out.getvalue())
        vocab = boardrules.load_game(game_id).vocabulary
        with attempt("card files: load_catalog", (CardError,)):
            load_catalog(game_id, vocab, folder=folder)
