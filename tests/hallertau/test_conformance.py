"""The boardrules conformance suite on Hallertau, with cards and cardless, for 1 to 4 players."""

from __future__ import annotations

from boardrules import State
from boardrules.cards.runtime import PickTier
from boardrules.testing import conformance_tests


def hidden(state: State, seat: int) -> set[str]:
    """Values no seat may see: the order of the quarter cards left (L218) and of the decks;
    the face-down court cards of the stable boards (L241, not even their owner); the other
    seats' hands, but for a card being played (shown: its seat picks the tier to resolve)."""
    d = state.data
    out = set(d.quarter_deck) | {c for pile in d.decks.values() for c in pile}
    for other, v in enumerate(d.villages):
        out |= {c for c in v.stable_cards if c}
        if other != seat:
            out |= set(v.hand)
    playing = {t.card for t in d.tasks if isinstance(t, PickTier)}
    return out - playing


TestConformance = conformance_tests(
    "hallertau",
    players=[1, 2, 3, 4],
    secrets=hidden,
    max_examples=4,
)

TestConformanceCardless = conformance_tests(
    "hallertau",
    players=[1, 2, 3, 4],
    secrets=hidden,
    options={"variant": "cardless"},
    max_examples=4,
)
