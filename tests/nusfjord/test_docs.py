"""Nusfjord's buildings are all assumed (the coverage page and docs/cards.md are checked for
every game by tests/kernel/test_game_pages.py; the position example of docs/positions.md runs
in tests/kernel/test_docs.py)."""

from __future__ import annotations

from tests.nusfjord.helpers import GAME


def test_every_building_entry_is_assumed() -> None:
    # nusfjord-cards.md section 4: no building text is printed; an assumed entry never
    # borrows a real card's name.
    for card in GAME.catalog.of_kind("building"):
        assert card.source.assumed and card.id.startswith("X-")
