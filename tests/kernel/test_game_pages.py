"""Each game's coverage page (docs/games/<id>.md) and its part of docs/cards.md cannot fall
behind its data, for every installed game:

- every entry (of every card set) has a row: its id, or the name of its file for a deck listed
  per file, in backticks in the first cell of a table row above the section of entries not from
  the rulebook;
- every entry with an ``assumed`` or ``external`` part is listed in that section ("Entries not
  from the rulebook", or "Assumed entries" where a game has no external entries) under a
  ``### data/<id>/<file>`` heading, as a row or a bullet, or the part says "Every entry";
- nothing printed in the rulebook is listed there;
- every word the game declares (primitives, expressions, conditions, modifiers, cost types) is
  written in docs/cards.md, and every ``yaml <id>`` block there validates against the game.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import boardrules
from boardrules.cards.validate import check_text

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAMES = sorted(boardrules.list_games())
HEADINGS = ("Entries not from the rulebook", "Assumed entries")


def catalog(game_id: str) -> dict[str, Any]:
    """Every entry of the game's data, of all its card sets."""
    game = boardrules.load_game(game_id)
    return dict(game.with_sets(game.all_sets).catalog.cards)


def page(game_id: str) -> tuple[str, str]:
    """The page's text above the section of entries not from the rulebook, and that section."""
    text = (DOCS / "games" / f"{game_id}.md").read_text(encoding="utf-8")
    for heading in HEADINGS:
        start = text.find(f"\n## {heading}\n")
        if start >= 0:
            end = text.find("\n## ", start + 1)
            return text[:start], text[start : end if end >= 0 else len(text)]
    raise AssertionError(f"docs/games/{game_id}.md has no section {' or '.join(HEADINGS)!r}")


def named(text: str) -> set[str]:
    """The ids in backticks in the first cell of table rows and at the head of bullets."""
    cells = re.findall(r"^\| ([^|]*) \|", text, re.MULTILINE)
    cells += re.findall(r"^- ((?:`[^`]+`(?:, | and | to )?)+)", text, re.MULTILINE)
    return {i for cell in cells for i in re.findall(r"`([^`]+)`", cell)}


def parts(section: str) -> dict[str, str]:
    """The section's parts under '### data/<id>/<file>' headings."""
    found = re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", section, re.M | re.S)
    return {head.strip(): body for head, body in found}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_has_a_row(game_id: str) -> None:
    rows = named(page(game_id)[0])
    cards = catalog(game_id).values()
    missing = [c.id for c in cards if c.id not in rows and Path(c.file).name not in rows]
    assert not missing, f"entries without a row on docs/games/{game_id}.md: {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_not_from_the_rulebook_is_listed_under_its_file(game_id: str) -> None:
    listed = parts(page(game_id)[1])
    missing = []
    for card in catalog(game_id).values():
        if card.source.assumed or card.source.external:
            where = f"data/{game_id}/{Path(card.file).name}"
            part = listed.get(where, "")
            if card.id not in named(part) and "Every entry" not in part:
                missing.append(f"{where}: {card.id}")
    assert not missing, f"not listed as not from the rulebook on docs/games/{game_id}.md: {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_no_printed_entry_is_listed_as_not_from_the_rulebook(game_id: str) -> None:
    cards = catalog(game_id)
    listed = named(page(game_id)[1]) & set(cards)
    wrong = [i for i in listed if not (cards[i].source.assumed or cards[i].source.external)]
    assert not wrong, f"listed as not from the rulebook, but the data says rulebook: {wrong}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_word_is_in_cards_md_with_examples_that_validate(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    text = (DOCS / "cards.md").read_text(encoding="utf-8")
    blocks = re.findall(rf"^```yaml {game_id}\n(.*?)^```$", text, re.M | re.S)
    if game_id != "woodcraft_rw":  # the general sections' plain `yaml` blocks are woodcraft_rw's
        assert blocks, f"docs/cards.md has no `yaml {game_id}` example"
    for block in blocks:
        _, problems = check_text(block, "docs/cards.md", game.vocabulary)
        assert not problems, "\n".join(map(str, problems))
    vocab = game.vocabulary
    words = [
        *vocab.primitives,
        *vocab.expressions,
        *vocab.conditions,
        *vocab.modifiers,
        *vocab.cost_types,
    ]
    missing = [w for w in words if f"`{w}`" not in text]
    assert not missing, f"{game_id} words not written in docs/cards.md: {missing}"
