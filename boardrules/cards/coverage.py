"""A game's coverage page (``docs/games/<game>.md``) names every entry of its data.

``boardrules validate`` reports an entry the page does not mention as ``NOT-IN-COVERAGE``, so a
contributor learns it at once (issue 22, item 6); tests/kernel/test_game_pages.py holds every
installed game's page to the same rule. How a page mentions an entry (read off the pages):

- **a row**: the entry's id in backticks in the first cell of a table row, or at the head of a
  bullet (``- `N-werft`, `N-fischstand`: ...``), above the section of entries not from the
  rulebook. A deck listed per file counts too, but only for the numbers its row states: the
  row ``| `bonus.yaml` | the bonus deck 801-845 | ... |`` mentions the entries of
  ``bonus.yaml`` numbered 801 to 845, not an 846;
- **not from the rulebook**: an entry whose ``source`` has an ``assumed`` or ``external`` part
  is also listed in the section "Entries not from the rulebook" (or "Assumed entries"), under
  the heading ``### data/<game>/<file>`` of its file, by id as above or in a range of ids
  written ```X-A01` to `X-A18```.

The page is looked for beside the data folder: ``docs/games/<game>.md`` in the folder's parent
or the parent's parent (``data/<game>`` of a checkout, or ``mycards/<game>`` with
``mycards/docs/games/<game>.md``). Where there is none (an installed wheel, a copy of the data
alone) the check is skipped with a note, never reported as a problem.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

import attrs

from boardrules.cards.schema import Card
from boardrules.cards.validate import Problem

CODE = "NOT-IN-COVERAGE"
NOT_FROM_RULEBOOK = ("Entries not from the rulebook", "Assumed entries")

_CELL = re.compile(r"^\| ([^|]*) \|(.*)$", re.MULTILINE)
_BULLET = re.compile(r"^- ((?:`[^`]+`(?:, | and | to )?)+)", re.MULTILINE)
_TICKED = re.compile(r"`([^`]+)`")
_NUMBERS = re.compile(r"(?<![\w.-])(\d+)-(\d+)(?![\w-])")  # 801-845, not L1607-L1749
_ID_RANGE = re.compile(r"`([^`]*?)(\d+)` to `([^`]*?)(\d+)`")
_PART = re.compile(r"^### (.+?)\n(.*?)(?=^### |\Z)", re.MULTILINE | re.DOTALL)


def page_path(folder: Path, game_id: str) -> Path | None:
    """The coverage page beside a game's data folder, or None."""
    here = folder.absolute()
    for base in (here.parent, here.parent.parent):
        path = base / "docs" / "games" / f"{game_id}.md"
        if path.is_file():
            return path
    return None


def named(text: str) -> set[str]:
    """The ids in backticks in the first cell of table rows and at the head of bullets."""
    cells = [first for first, _ in _CELL.findall(text)]
    cells += _BULLET.findall(text)
    return {i for cell in cells for i in _TICKED.findall(cell)}


def file_ranges(text: str) -> dict[str, list[tuple[int, int]]]:
    """For each file named in the first cell of a table row, the ranges of numbers its row
    states (``bonus.yaml`` -> [(801, 845)])."""
    out: dict[str, list[tuple[int, int]]] = {}
    for first, rest in _CELL.findall(text):
        files = [f for f in _TICKED.findall(first) if f.endswith((".yaml", ".yml"))]
        spans = [(int(a), int(b)) for a, b in _NUMBERS.findall(rest)]
        for f in files:
            out.setdefault(Path(f).name, []).extend(spans)
    return out


def id_ranges(text: str) -> list[tuple[str, int, int, int]]:
    """The ranges of ids written ```X-A01` to `X-A18```: (prefix, digits, first, last)."""
    return [
        (p, len(a), int(a), int(b))
        for p, a, q, b in _ID_RANGE.findall(text)
        if p == q and len(a) == len(b)
    ]


def in_id_ranges(card_id: str, ranges: list[tuple[str, int, int, int]]) -> bool:
    """``X-A07`` is in ```X-A01` to `X-A18```; ``X-A19`` and ``X-A7`` are not."""
    m = re.fullmatch(r"(.*?)(\d+)", card_id)
    return m is not None and any(
        m[1] == p and len(m[2]) == n and lo <= int(m[2]) <= hi for p, n, lo, hi in ranges
    )


@attrs.frozen
class CoveragePage:
    """What one coverage page mentions."""

    path: Path
    rows: frozenset[str]
    ranges: dict[str, list[tuple[int, int]]]
    section: str  # the heading of the section of entries not from the rulebook ('' if none)
    parts: dict[str, str]  # '### data/<game>/<file>' heading -> its text

    @classmethod
    def read(cls, path: Path) -> CoveragePage:
        text = path.read_text(encoding="utf-8")
        catalogue, section, heading = text, "", ""
        for title in NOT_FROM_RULEBOOK:
            start = text.find(f"\n## {title}\n")
            if start >= 0:
                end = text.find("\n## ", start + 1)
                catalogue, section = text[:start], text[start : end if end >= 0 else len(text)]
                heading = title
                break
        parts: dict[str, str] = {}
        for head, body in _PART.findall(section):  # a heading written twice: both parts
            parts[head.strip()] = parts.get(head.strip(), "") + body
        return cls(path, frozenset(named(catalogue)), file_ranges(catalogue), heading, parts)

    def has_row(self, card: Card) -> bool:
        """The page names the entry above its section of entries not from the rulebook."""
        if card.id in self.rows:
            return True
        spans = self.ranges.get(Path(card.file).name, [])
        return card.id.isdigit() and any(lo <= int(card.id) <= hi for lo, hi in spans)

    def lists_as_not_from_the_rulebook(self, card: Card, game_id: str) -> bool:
        """The entry is named under its file's heading of that section."""
        part = self.parts.get(f"data/{game_id}/{Path(card.file).name}", "")
        return card.id in named(part) or in_id_ranges(card.id, id_ranges(part))

    def problems(self, cards: Iterable[Card], game_id: str) -> list[Problem]:
        """A ``NOT-IN-COVERAGE`` problem for each entry the page does not mention."""
        page = shown(self.path)
        out: list[Problem] = []
        for card in cards:
            where = f"data/{game_id}/{Path(card.file).name}"
            if not self.has_row(card):
                message = (
                    f"{page} has no row for it: add one, its id in backticks in the first "
                    "cell, with its status and source (docs/contributing-cards.md, step 5)"
                )
                out.append(Problem(card.file, card.line, card.id, CODE, message))
            if (card.source.assumed or card.source.external) and not (
                self.lists_as_not_from_the_rulebook(card, game_id)
            ):
                section = self.section or NOT_FROM_RULEBOOK[0]
                message = (
                    f"its source is {card.source.kind}, but {page} does not list it under "
                    f"'### {where}' in '## {section}'"
                )
                out.append(Problem(card.file, card.line, card.id, CODE, message))
        return out


def shown(path: Path) -> str:
    """A page's path as a contributor reads it: relative to the working folder if inside it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return os.fspath(path)


def skipped(folder: Path, game_id: str) -> str:
    """The note of a folder without a coverage page beside it."""
    return (
        f"{folder}: coverage page not checked: no docs/games/{game_id}.md beside the folder "
        "(docs/contributing-cards.md, step 3)"
    )


def coverage_problems(
    folder: Path, game_id: str, cards: Iterable[Card], notes: list[str] | None = None
) -> list[Problem]:
    """The entries ``cards`` of a game's data folder that its coverage page does not mention;
    without a page beside the folder, none (and a note saying the check was skipped)."""
    path = page_path(folder, game_id)
    if path is None:
        if notes is not None:
            notes.append(skipped(folder, game_id))
        return []
    return CoveragePage.read(path).problems(cards, game_id)
