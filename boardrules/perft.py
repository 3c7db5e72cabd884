"""Perft: the number of leaves of the legal-move tree to a depth, as chess engines count it.

Chance nodes count every outcome as a branch (use ``chance="explicit"`` states to include die
rolls in the tree). A checked-in perft count from a seeded state is a regression test of
legal-move generation.
"""

from __future__ import annotations

from boardrules.engine import State


def perft(state: State, depth: int) -> int:
    """Leaves of the legal-move tree of ``state`` at ``depth`` plies (terminal states count 1)."""
    if depth == 0 or state.is_terminal:
        return 1
    return sum(perft(state.apply(a), depth - 1) for a in state.legal_actions())


def divide(state: State, depth: int) -> dict[str, int]:
    """Perft per first action (``str(action) -> count``), to locate a difference."""
    return {str(a): perft(state.apply(a), depth - 1) for a in state.legal_actions()}
