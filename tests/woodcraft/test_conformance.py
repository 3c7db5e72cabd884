"""The boardrules conformance suite on Woodcraft, solo and 2-4 players."""

from __future__ import annotations

from boardrules import State
from boardrules.testing import conformance_tests


def cards_not_shown(state: State, seat: int) -> set[str]:
    """Cards a seat may not see: the decks (L223), the cards out of the game (unused special
    orders, L271-L272), another seat's hand and the cards dealt to it at setup (L270-L278), and
    another seat's fulfilled orders, face down until the end (L990-L993)."""
    d = state.data
    hidden = set(d.order_deck) | set(d.helper_deck) | set(d.solo_deck)
    hidden |= {c for c in d.boxed if c.startswith("SP-")}
    for other, w in enumerate(d.workshops):
        if other != seat:
            hidden |= set(w.hand) | set(w.dealt) | set(w.dealt_helpers)
            if not state.is_terminal:
                hidden |= set(w.fulfilled)
    return hidden


TestConformance = conformance_tests(
    "woodcraft",
    players=[1, 2, 3, 4],
    secrets=cards_not_shown,
    max_examples=5,
)
