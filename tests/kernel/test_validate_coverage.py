"""`boardrules validate` reports an entry its game's coverage page does not mention (issue 22,
item 6): `NOT-IN-COVERAGE`, in the usual `file:line: card: CODE message` form, so a contributor
learns it in a second, not from the test suite (docs/cards.md#coverage-pages).

Each game's data and its page are copied as a checkout holds them (`data/<game>` beside
`docs/games/<game>.md`); a contributor's cards (the next free id of every kind,
tests/contributor_cards.py) are reported until the page lists them, and not after.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import boardrules
from boardrules.cards.coverage import CODE, CoveragePage, id_ranges, in_id_ranges, skipped
from boardrules.cards.folders import validate_paths
from boardrules.cards.loader import read_catalog
from boardrules.cards.schema import Card
from boardrules.cli import main
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests.contributor_cards import add_contributor_cards

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(boardrules.list_games())


def checkout(tmp: Path, game_id: str) -> tuple[Path, Path]:
    """(the data folder, the coverage page) of a copy laid out as a checkout."""
    folder = tmp / "data" / game_id
    shutil.copytree(data_dir(game_id), folder)
    page = tmp / "docs" / "games" / f"{game_id}.md"
    page.parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "docs" / "games" / f"{game_id}.md", page)
    return folder, page


def list_on_page(page: Path, game_id: str, rows: dict[str, str], assumed: dict[str, str]) -> None:
    """Write the rows a contributor adds: ``rows`` (id -> file) in a table above the section of
    entries not from the rulebook, ``assumed`` (id -> file) under their files' headings in it."""
    text = page.read_text(encoding="utf-8")
    page_ = CoveragePage.read(page)
    start = text.index(f"\n## {page_.section}\n")
    end = text.find("\n## ", start + 1)
    end = len(text) if end < 0 else end
    table = "\n| Entry | File | Source | Status |\n|---|---|---|---|\n"
    table += "".join(
        f"| `{i}` | `{f}` | a contributor's card | implemented |\n" for i, f in rows.items()
    )
    parts = "".join(
        f"\n### data/{game_id}/{f}\n\n- `{i}`: a contributor's card, assumed\n"
        for i, f in assumed.items()
    )
    page.write_text(text[:start] + table + text[start:end] + parts + text[end:], encoding="utf-8")


def test_the_data_of_the_checkout_is_on_its_coverage_pages() -> None:
    notes: list[str] = []
    folders = [ROOT / "data" / g for g in GAMES]
    assert validate_paths(folders, notes) == [] and notes == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_contributors_card_is_reported_until_its_page_lists_it(
    game_id: str, tmp_path: Path
) -> None:
    folder, page = checkout(tmp_path, game_id)
    added = add_contributor_cards(folder, game_id)
    cards = {c.id: c for c in entries(folder, game_id) if c.id in added}
    assert sorted(cards) == sorted(added)
    found = [str(p) for p in validate_paths([folder])]
    expected = []
    for card in cards.values():
        row = f"{card.file}:{card.line}: {card.id}: {CODE} docs/games/{game_id}.md has no row"
        expected.append(row)
        if card.source.assumed or card.source.external:
            expected.append(f"{card.file}:{card.line}: {card.id}: {CODE} its source is")
    assert len(found) == len(expected), found
    for line, start in zip(found, expected, strict=True):
        assert line.startswith(start.replace("docs/", f"{tmp_path}/docs/", 1)), (line, start)
    files = {i: Path(c.file).name for i, c in cards.items()}
    not_printed = {i: f for i, f in files.items() if cards[i].source.kind != "rulebook"}
    list_on_page(page, game_id, files, {})
    assert [p.code for p in validate_paths([folder])] == [CODE] * len(not_printed)
    list_on_page(page, game_id, {}, not_printed)
    assert validate_paths([folder]) == []
    assert validate_paths([folder / next(iter(files.values()))]) == []  # a file by its path


def entries(folder: Path, game_id: str) -> list[Card]:
    """Every entry of a game's data folder, of every set."""
    vocab = game_class(game_id).build_vocabulary()
    catalog, problems = read_catalog(sorted(folder.glob("*.yaml")), vocab, folder)
    assert problems == []
    return list(catalog.cards.values())


def test_a_hallertau_deck_row_covers_the_numbers_it_states(tmp_path: Path) -> None:
    # docs/games/hallertau.md lists each deck by its file and numbers: bonus.yaml 801-845
    folder, page = checkout(tmp_path, "hallertau")
    assert add_contributor_cards(folder, "hallertau")[-2:] == ["846", "926"]
    problems = [p for p in validate_paths([folder]) if p.card in ("846", "926")]
    assert [(p.card, p.code) for p in problems] == [("846", CODE), ("926", CODE)]
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("the bonus deck 801-845", "the bonus deck 801-846"), "utf-8")
    assert [p.card for p in validate_paths([folder]) if p.card in ("846", "926")] == ["926"]


def test_a_range_of_ids_lists_the_ids_it_spans() -> None:
    ranges = id_ranges("Every entry (`X-A01` to `X-A18`, `X-B01` to `X-B12`) is assumed")
    assert ranges == [("X-A", 2, 1, 18), ("X-B", 2, 1, 12)]
    assert in_id_ranges("X-A07", ranges) and in_id_ranges("X-B12", ranges)
    assert not in_id_ranges("X-A19", ranges) and not in_id_ranges("X-A7", ranges)
    assert not in_id_ranges("X-C01", ranges) and not in_id_ranges("E03", ranges)


def test_without_a_page_beside_the_folder_the_check_is_skipped_with_a_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "mycards" / "woodcraft_rw"  # a contributor's copy of the data alone
    shutil.copytree(data_dir("woodcraft_rw"), folder)
    add_contributor_cards(folder, "woodcraft_rw")
    notes: list[str] = []
    assert validate_paths([folder], notes) == []
    assert notes == [skipped(folder, "woodcraft_rw")]
    assert main(["validate", str(folder)]) == 0
    assert capsys.readouterr().out == f"note: {notes[0]}\nno problems in {folder}\n"
    page = tmp_path / "mycards" / "docs" / "games" / "woodcraft_rw.md"  # the page beside it
    page.parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "docs" / "games" / "woodcraft_rw.md", page)
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out
    assert f": I-21: {CODE} " in out and "note:" not in out
