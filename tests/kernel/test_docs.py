"""The documentation cannot fall behind the code and the data silently.

- (each game's coverage page: tests/kernel/test_game_pages.py)
- every primitive, expression form, condition form, timing, usage and validator code has its
  place in docs/cards.md, and every word each game declares is named in its game's section;
- every ``pycon`` example in docs/*.md runs and prints what the page says;
- every ``yaml`` example in docs/cards.md validates, and the ``yaml invalid`` example reports
  exactly the problems the page shows.
"""

from __future__ import annotations

import doctest
import re
import textwrap
from pathlib import Path

import pytest

import boardrules
from boardrules.cards import validate
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import (
    CONDITION_FORMS,
    EXPRESSION_FORMS,
    KERNEL_PRIMITIVES,
    TIMINGS,
    USAGES,
)

DOCS = Path(__file__).resolve().parents[2] / "docs"
CARDS = DOCS / "cards.md"
FENCE = re.compile(r"^( *)```([^\n]*)\n(.*?)^\1```$", re.MULTILINE | re.DOTALL)


def blocks(path: Path) -> list[tuple[str, str, int]]:
    """The fenced blocks of a page: (info string, text, line of the first text line)."""
    text = path.read_text(encoding="utf-8")
    return [
        (m.group(2).strip(), textwrap.dedent(m.group(3)), text.count("\n", 0, m.start(3)) + 1)
        for m in FENCE.finditer(text)
    ]


def has_row(text: str, key: str) -> bool:
    """Whether a table row starts with the cell `key` (in backticks)."""
    return re.search(rf"^\| `{re.escape(key)}` \|", text, re.MULTILINE) is not None


@pytest.fixture(scope="module")
def game() -> boardrules.Game:
    return boardrules.load_game("woodcraft_rw")


def test_every_primitive_has_a_section_in_cards_md(game: boardrules.Game) -> None:
    text = CARDS.read_text(encoding="utf-8")
    names = [*KERNEL_PRIMITIVES, *game.vocabulary.primitives]
    missing = [n for n in names if not re.search(rf"^####? `{n}`$", text, re.MULTILINE)]
    assert not missing, f"primitives without a '#### `name`' section in cards.md: {missing}"


@pytest.mark.parametrize("what", ["expressions", "conditions", "timings", "usages"])
def test_every_form_has_a_row_in_cards_md(what: str, game: boardrules.Game) -> None:
    words = {
        "expressions": [*EXPRESSION_FORMS, *game.vocabulary.expressions],
        "conditions": [*CONDITION_FORMS, *game.vocabulary.conditions],
        "timings": list(TIMINGS),
        "usages": list(USAGES),
    }[what]
    text = CARDS.read_text(encoding="utf-8")
    missing = [w for w in words if not has_row(text, w)]
    assert not missing, f"no table row for {missing} in cards.md"


def test_every_validator_code_is_explained_in_cards_md() -> None:
    root = Path(validate.__file__).parents[2]
    modules = [*root.glob("boardrules/cards/*.py"), root / "boardrules/yamlload.py"]
    modules += root.glob("games/*/*.py")
    source = "".join(m.read_text(encoding="utf-8") for m in modules)
    codes = set(re.findall(r'"([A-Z]+(?:-[A-Z]+)+)"', source))
    # the one-word codes of a file refused before it is read as YAML (NESTING, BINARY, ...)
    codes |= set(re.findall(r'CardFileRefused\(\s*"([A-Z]+)"', source))
    assert len(codes) >= 20  # the pattern still finds the codes
    assert {"NESTING", "BINARY", "ENCODING"} <= codes
    text = CARDS.read_text(encoding="utf-8")
    missing = sorted(c for c in codes if not has_row(text, c))
    assert not missing, f"validator codes without a row in cards.md: {missing}"


@pytest.mark.parametrize(
    "page",
    [
        "api.md",
        "architecture.md",
        "cards.md",
        "contributing-cards.md",
        "positions.md",
        "research.md",
    ],
)
def test_pycon_examples_run(page: str) -> None:
    path = DOCS / page
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs: dict[str, object] = {}
    found = 0
    for info, text, line in blocks(path):
        if info != "pycon":
            continue
        found += 1
        test = parser.get_doctest(text, globs, f"{page}:{line}", str(path), line - 1)
        runner.run(test, clear_globs=False)
        globs = test.globs  # DocTest copies its globals: carry them to the next block
    assert found, f"{page} has no pycon example"
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) of {page} fail (output above)"


def test_yaml_examples_in_cards_md_validate(game: boardrules.Game) -> None:
    checked = 0
    for info, text, line in blocks(CARDS):
        if info == "yaml":
            _, problems = check_text(text, f"docs/cards.md block at line {line}", game.vocabulary)
            assert not problems, "\n".join(map(str, problems))
            checked += 1
    assert checked >= 10


def test_the_invalid_yaml_example_reports_what_cards_md_shows(game: boardrules.Game) -> None:
    found = blocks(CARDS)
    pairs = [
        (found[i][1], found[i + 1][1])
        for i in range(len(found) - 1)
        if found[i][0] == "yaml invalid" and found[i + 1][0] == "text"
    ]
    assert pairs, "cards.md has no 'yaml invalid' block followed by its 'text' report"
    for bad, report in pairs:
        _, problems = check_text(bad, "data/woodcraft_rw/new.yaml", game.vocabulary)
        assert "\n".join(map(str, problems)) == report.strip()


# Each game's section of cards.md (woodcraft_rw: the page up to the first game's section).
SECTIONS = {
    "woodcraft_rw": "# The card language",
    "kleine_voelker": "## Kleine Völker cards",
    "hallertau": "## Hallertau cards",
    "nusfjord": "## Nusfjord cards",
    "woodcraft": "## Woodcraft cards",
}
TEMPLATES = ("only_", "except_", "action_")  # `only_<phase>`: a word per phase


def section(text: str, heading: str) -> str:
    start = text.index(f"{heading}\n")
    if heading.startswith("# "):
        return text[: text.index("\n## Kleine Völker cards")]
    end = text.find("\n## ", start + len(heading))
    return text[start : end if end >= 0 else len(text)]


def named(word: str, text: str) -> bool:
    if re.search(rf"(?<![\w<]){re.escape(word)}(?![\w>])", text):
        return True
    return any(
        word.startswith(prefix) and f"{prefix}<" in text and named(word[len(prefix) :], text)
        for prefix in TEMPLATES
    )


@pytest.mark.parametrize("game_id", sorted(SECTIONS))
def test_every_word_of_a_game_is_named_in_its_section_of_cards_md(game_id: str) -> None:
    # issue 15: a reference per game; what the game runs, nothing left to guess
    assert sorted(SECTIONS) == sorted(boardrules.list_games())
    vocab = boardrules.load_game(game_id).vocabulary
    text = section(CARDS.read_text(encoding="utf-8"), SECTIONS[game_id])
    words = {  # (its kinds, board entries mostly, are on its coverage page and in `vocab`)
        "resources": vocab.resources,
        "cost types": vocab.cost_types,
        "primitives": vocab.primitives,
        "counters": vocab.counters,
        "events": vocab.events,
        "phases": vocab.phases,
        "windows": vocab.windows,
        "expressions": vocab.expressions,
        "conditions": vocab.conditions,
        "modifiers": vocab.modifiers,
    }
    missing = {what: [w for w in ws if not named(w, text)] for what, ws in words.items()}
    assert not any(missing.values()), {what: ws for what, ws in missing.items() if ws}
