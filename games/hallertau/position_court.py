"""A village's court cards in the position document (L241, L358-L360, L485-L487).

Six court cards lie face down on the round spaces of the stable board (L241). In phase 2 of
round r the card on space r slides off the board, still face down, and holds the round's
worker supply beside it (L358-L371) until phase 5 takes it into the hand (L485-L487). The
game's data keeps that card in its slot (``Village.stable_cards[r - 1]``); the document writes
each card where it lies: ``court_cards_on_stable_board`` the six spaces (null: no card on the
space), ``court_card_slid_off`` the card beside the board (null: none). The view counts the
cards on the board (they are face down), so the one name holds one value in both.
"""

from __future__ import annotations

from collections.abc import Mapping

from .state import PHASE_NAMES

NEW_WORKERS, NEW_CARD = PHASE_NAMES.index("new_workers"), PHASE_NAMES.index("new_card")
SPACES = 6  # the round spaces of the stable board (L241)


def slid_off_slot(round_: int, phase: int) -> int | None:
    """The slot (round - 1) of the card lying beside the board: the round's card, from phase 2,
    which slides it off (L358), until phase 5, which takes it into the hand (L485-L487)."""
    return round_ - 1 if 1 <= round_ <= SPACES and NEW_WORKERS <= phase < NEW_CARD else None


def write(cards: list[str], round_: int, phase: int) -> tuple[list[str | None], str | None]:
    """The cards on the board (null: none) and the card beside it, of the data's six slots."""
    board: list[str | None] = [c or None for c in cards]
    slot = slid_off_slot(round_, phase)
    if slot is None:
        return board, None
    beside, board[slot] = board[slot], None
    return board, beside


def read(
    board: list[str | None],
    beside: str | None,
    round_: int,
    phase: str,
    deck_of: Mapping[str, str],
) -> list[str]:
    """The data's six slots (``""``: none) of the document's two fields; ValueError naming the
    field (without the village's path) if a card lies where the round and phase put none."""
    if len(board) != SPACES:
        raise ValueError(f"court_cards_on_stable_board: {board}, expected 6 (null: none)")
    slot = slid_off_slot(round_, PHASE_NAMES.index(phase))
    if slot is not None and board[slot]:
        raise ValueError(
            f"court_cards_on_stable_board[{slot}]: {board[slot]!r} on the space of round "
            f"{round_}, whose card slides off the board in phase 2 (L358-L360) and lies beside "
            f"it until phase 5: write it as court_card_slid_off (a document of the older shape "
            f"kept it on its space: docs/api.md)"
        )
    cards = [c or "" for c in board]
    if beside is not None:
        if slot is None:
            raise ValueError(
                f"court_card_slid_off: {beside!r}, but no card lies beside the board in phase "
                f"{phase} of round {round_}: the round's card slides off in phase 2 (L358) and "
                f"goes to the hand in phase 5 (L485-L487)"
            )
        if deck_of.get(beside, "court") != "court":
            raise ValueError(f"court_card_slid_off: {beside} is no court card")
        cards[slot] = beside
    return cards
