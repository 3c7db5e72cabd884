"""A campaign: a game's series of games in a row, each set up from the earlier ones.

A game that has one names it in ``Game.campaign`` (Nusfjord's solo campaign, L706-L714:
``games/nusfjord/campaign.py``); ``boardrules campaign GAME`` plays it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from boardrules.state import State


class Campaign(Protocol):
    """What a campaign offers (a module with these names satisfies it)."""

    GAMES: int  # how many games it has

    def campaign_game(
        self, number: int, previous: Sequence[State], seed: int = 0, **options: Any
    ) -> State:
        """Game ``number`` (from 1), set up from the final states of the ``previous`` ones."""
        ...

    def campaign_rank(self, total: float, rank: int) -> int:
        """The rank a campaign's ``total`` earns a player who held ``rank`` before."""
        ...
