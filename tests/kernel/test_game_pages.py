"""Each game's coverage page (docs/games/<id>.md) and its part of docs/cards.md cannot fall
behind its data, for every installed game:

- every entry (of every card set) has a row: its id in backticks in the first cell of a table
  row above the section of entries not from the rulebook, or, for a deck listed per file, the
  name of its file there with a range of numbers holding the entry's (``801-845``);
- every entry with an ``assumed`` or ``external`` part is listed in that section ("Entries not
  from the rulebook", or "Assumed entries" where a game has no external entries) under a
  ``### data/<id>/<file>`` heading, as a row or a bullet, or in a range ```X-A01` to `X-A18```
  (these two rules are ``boardrules.cards.coverage``; ``boardrules validate`` reports an entry
  breaking one as ``NOT-IN-COVERAGE``, so a contributor learns it in a second);
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
from boardrules.cards.coverage import NOT_FROM_RULEBOOK as HEADINGS
from boardrules.cards.coverage import CoveragePage, named
from boardrules.cards.validate import check_text

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAMES = sorted(boardrules.list_games())


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


def coverage(game_id: str) -> CoveragePage:
    return CoveragePage.read(DOCS / "games" / f"{game_id}.md")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_has_a_row(game_id: str) -> None:
    page = coverage(game_id)
    missing = [c.id for c in catalog(game_id).values() if not page.has_row(c)]
    assert not missing, f"entries without a row on docs/games/{game_id}.md: {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_not_from_the_rulebook_is_listed_under_its_file(game_id: str) -> None:
    page = coverage(game_id)
    missing = [
        f"data/{game_id}/{Path(card.file).name}: {card.id}"
        for card in catalog(game_id).values()
        if (card.source.assumed or card.source.external)
        and not page.lists_as_not_from_the_rulebook(card, game_id)
    ]
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
