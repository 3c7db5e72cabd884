"""docs/games/hallertau.md cannot fall behind the data: every entry has a row, and every
assumed entry a row under its file in "Assumed entries" (and nothing else is listed there)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.hallertau.helpers import GAME

PAGE = Path(__file__).resolve().parents[2] / "docs" / "games" / "hallertau.md"


def has_row(text: str, key: str) -> bool:
    return re.search(rf"^\| `{re.escape(key)}` \|", text, re.MULTILINE) is not None


def assumed_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("\n## Assumed entries\n")
    end = text.find("\n## ", start + 1)
    return text[start:end]


def test_every_entry_has_a_row() -> None:
    """Board entries have a row each; cards have a row per deck file (``boardrules cards
    hallertau`` lists every card with its source)."""
    text = PAGE.read_text(encoding="utf-8")
    entries = text[: text.index("\n## Assumed entries\n")]
    missing = [
        cid
        for cid, card in GAME.catalog.cards.items()
        if not has_row(entries, cid if cid not in GAME.cards else Path(card.file).name)
    ]
    assert not missing


def test_every_assumed_entry_is_listed_under_its_file() -> None:
    parts = dict(re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", assumed_section(), re.M | re.S))
    missing = [
        card.id
        for card in GAME.catalog.cards.values()
        if card.source.assumed
        and not has_row(parts.get(f"data/hallertau/{Path(card.file).name}", ""), card.id)
    ]
    assert not missing


def test_only_assumed_entries_are_listed_as_assumed() -> None:
    listed = re.findall(r"^\| `([^`]+)` \|", assumed_section(), re.MULTILINE)
    assert all(GAME.catalog.cards[cid].source.assumed for cid in listed)


CARDS = PAGE.parents[1] / "cards.md"


def test_hallertau_examples_in_cards_md_validate() -> None:
    """Every ``yaml hallertau`` block of docs/cards.md is valid Hallertau card YAML, and every
    Hallertau word has its section or row there."""
    from boardrules.cards.validate import check_text

    text = CARDS.read_text(encoding="utf-8")
    section = text[text.index("\n## Hallertau cards\n") :]
    blocks = re.findall(r"^```yaml hallertau\n(.*?)^```$", section, re.M | re.S)
    assert len(blocks) >= 15
    for block in blocks:
        _, problems = check_text(block, "docs/cards.md", GAME.vocabulary)
        assert not problems, "\n".join(map(str, problems))
    vocab = GAME.vocabulary
    missing = [n for n in vocab.primitives if f"#### `{n}`" not in section]
    missing += [f for f in [*vocab.expressions, *vocab.conditions] if not has_row(section, f)]
    missing += [c for c in vocab.cost_types if not has_row(section, c)]
    assert not missing
