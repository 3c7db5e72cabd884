"""docs/games/kleine_voelker.md stays in step with data/kleine_voelker: every entry has a row,
and every entry with an external or assumed part is listed under its file in "Entries not
from the rulebook"."""

from __future__ import annotations

import re
from pathlib import Path

from tests.kleine_voelker.helpers import GAME

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "kleine_voelker.md"
NOT_RULEBOOK = "\n## Entries not from the rulebook\n"


def named(text: str) -> set[str]:
    """The ids written in backticks in the first cell of the table rows of ``text``."""
    cells = re.findall(r"^\| ([^|]*) \|", text, re.MULTILINE)
    return {i for cell in cells for i in re.findall(r"`([^`]+)`", cell)}


def test_every_entry_has_a_row() -> None:
    text = PAGE.read_text(encoding="utf-8")
    catalogue = text[: text.index(NOT_RULEBOOK)]
    missing = set(GAME.catalog.cards) - named(catalogue)
    assert not missing, f"entries without a row on {PAGE.name}: {sorted(missing)}"


def test_every_entry_not_from_the_rulebook_is_listed_under_its_file() -> None:
    text = PAGE.read_text(encoding="utf-8")
    listed = text[text.index(NOT_RULEBOOK) :]
    parts = dict(re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", listed, re.M | re.S))
    missing = [
        f"{card.file}: {card.id}"
        for card in GAME.catalog.cards.values()
        if (card.source.external or card.source.assumed)
        and card.id not in named(parts.get(f"data/kleine_voelker/{Path(card.file).name}", ""))
    ]
    assert not missing, f"not listed under 'Entries not from the rulebook': {missing}"


def test_no_rulebook_only_entry_is_listed_as_external() -> None:
    text = PAGE.read_text(encoding="utf-8")
    listed = named(text[text.index(NOT_RULEBOOK) :])
    cards = GAME.catalog.cards
    wrong = [
        i for i in listed & set(cards) if not (cards[i].source.external or cards[i].source.assumed)
    ]
    assert not wrong, f"listed as not from the rulebook, but the data says rulebook: {wrong}"


def test_the_card_words_are_documented_with_examples_that_validate() -> None:
    """docs/cards.md, "Kleine Völker cards": every game word has a row, and every
    ``yaml kleine_voelker`` block is valid against the game's vocabulary."""
    from boardrules.cards.validate import check_text

    text = (PAGE.parents[1] / "cards.md").read_text(encoding="utf-8")
    section = text[text.index("\n## Kleine Völker cards\n") : text.index("\n## Hallertau cards\n")]
    blocks = re.findall(r"^```yaml kleine_voelker\n(.*?)^```$", section, re.M | re.S)
    assert len(blocks) == 3
    for block in blocks:
        _, problems = check_text(block, "docs/cards.md", GAME.vocabulary)
        assert not problems, "\n".join(map(str, problems))
    vocab = GAME.vocabulary
    words = [*vocab.primitives, *vocab.expressions, *vocab.conditions]
    assert [w for w in words if f"| `{w}` |" not in section] == []
