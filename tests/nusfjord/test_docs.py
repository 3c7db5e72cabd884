"""docs/games/nusfjord.md stays in step with data/nusfjord: every elder and building has a
row, every assumed or external entry is listed under its file; the position example of
docs/positions.md runs (tests/kernel/test_docs.py)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.nusfjord.helpers import GAME

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "nusfjord.md"
NOT_RULEBOOK = "\n## Entries not from the rulebook\n"


def rows(text: str) -> set[str]:
    cells = re.findall(r"^\| ([^|]*) \|", text, re.MULTILINE)
    return {i for cell in cells for i in re.findall(r"`([^`]+)`", cell)}


def test_every_elder_and_building_has_a_row() -> None:
    text = PAGE.read_text(encoding="utf-8")
    ids = {c.id for c in GAME.catalog.cards.values() if c.kind in ("elder", "building")}
    assert ids - rows(text[: text.index(NOT_RULEBOOK)]) == set()


def test_every_entry_not_from_the_rulebook_is_listed_under_its_file() -> None:
    text = PAGE.read_text(encoding="utf-8")
    listed = text[text.index(NOT_RULEBOOK) :]
    parts = dict(re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", listed, re.M | re.S))
    missing = []
    for card in GAME.catalog.cards.values():
        if not (card.source.external or card.source.assumed):
            continue
        part = parts.get(f"data/nusfjord/{Path(card.file).name}", "")
        if f"`{card.id}`" not in part and "Every entry" not in part:
            missing.append(f"{card.file}: {card.id}")
    assert missing == []


def test_every_building_entry_is_assumed() -> None:
    # nusfjord-cards.md section 4: no building text is printed; an assumed entry never
    # borrows a real card's name.
    for card in GAME.catalog.of_kind("building"):
        assert card.source.assumed and card.id.startswith("X-")


def test_the_card_words_are_documented_with_examples_that_validate() -> None:
    """docs/cards.md, "Nusfjord cards": every game word has a row, and every ``yaml
    nusfjord`` block is valid against the game's vocabulary."""
    from boardrules.cards.validate import check_text

    text = (PAGE.parents[1] / "cards.md").read_text(encoding="utf-8")
    section = text[text.index("\n## Nusfjord cards\n") :]
    blocks = re.findall(r"^```yaml nusfjord\n(.*?)^```$", section, re.M | re.S)
    assert len(blocks) == 2
    for block in blocks:
        _, problems = check_text(block, "docs/cards.md", GAME.vocabulary)
        assert not problems, "\n".join(map(str, problems))
    vocab = GAME.vocabulary
    words = [*vocab.primitives, *vocab.conditions, *vocab.expressions, *vocab.modifiers]
    assert [w for w in words if f"`{w}`" not in section] == []
