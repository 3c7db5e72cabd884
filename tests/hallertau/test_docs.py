"""docs/cards.md, "Hallertau cards": every Hallertau primitive has a section of its own and
every other word a row, with at least fifteen examples (the coverage page and the examples'
validity are checked for every game by tests/kernel/test_game_pages.py)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.hallertau.helpers import GAME

CARDS = Path(__file__).resolve().parents[2] / "docs" / "cards.md"


def has_row(text: str, key: str) -> bool:
    return re.search(rf"^\| `{re.escape(key)}` \|", text, re.MULTILINE) is not None


def test_every_hallertau_word_has_its_section_or_row_in_cards_md() -> None:
    text = CARDS.read_text(encoding="utf-8")
    section = text[text.index("\n## Hallertau cards\n") :]
    assert len(re.findall(r"^```yaml hallertau\n", section, re.M)) >= 15
    vocab = GAME.vocabulary
    missing = [n for n in vocab.primitives if f"#### `{n}`" not in section]
    missing += [f for f in [*vocab.expressions, *vocab.conditions] if not has_row(section, f)]
    missing += [c for c in vocab.cost_types if not has_row(section, c)]
    assert not missing
