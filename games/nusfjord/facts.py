"""What the frequent checks ask of a seat's harbor board and council, kept per seat.

Several checks run at nearly every step read only the building spaces, the forest strips,
the buildings beside the spaces (L856) and the elder council of a seat: whether it has a free
building space (L999) or a free double space (L544), and whether it owns a card of a small
group: an anytime building (a turn's options, L947), a building that changes building costs
(a plain payer, L473, L738), a card with a ``once_when`` ability (after an action, L949) or
one listening to an event (L946); a card is owned when it lies on the building spaces, beside
them or in the council (``NusfjordCards.owns``). Those four rows are tuples shared by the
states that follow until a building, a strip or an elder is added or removed
(``state.Harbor``), so the answers are kept with the rows they were read from, one entry per
seat, and read again only when a row is another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .state import Harbor

if TYPE_CHECKING:
    from .game import Nusfjord


@attrs.frozen
class Facts:
    """The answers for one harbor board and council."""

    free_space: bool  # ``HarborBoard.has_free_space``
    free_double: bool  # ``HarborBoard.has_free_double``
    owned: frozenset[str]  # the cards of the watched groups owned


NO_FACTS = Facts(False, False, frozenset())


class BoardFacts:
    """``of(h, p)``: the ``Facts`` of harbor ``h`` (of seat ``p``)."""

    def __init__(self, game: Nusfjord) -> None:
        runtime = game.runtime
        self.harbor = game.harbor
        self.anytime = frozenset(game.anytime_cards)  # L947
        self.discount = game.construction.discount_set  # L473: they change building costs
        self.once = frozenset(x.card for x in runtime.once_when)  # L949
        heard = [x.card for listeners in runtime.hear.values() for x in listeners]  # L946
        self.watched = self.anytime | self.discount | self.once | frozenset(heard)
        # per seat: the rows (spaces, forests, elders, beside) last read and their facts
        self.seen: list[tuple[object, object, object, object, Facts]] = [
            (None, None, None, None, NO_FACTS)
        ] * game.max_players

    def of(self, h: Harbor, p: int) -> Facts:
        """The facts of ``h``; ``p``, its seat, says which entry keeps them."""
        spaces, forests, elders, beside = h.spaces, h.forests, h.elders, h.beside
        seen = self.seen[p]
        if seen[0] is spaces and seen[1] is forests and seen[2] is elders and seen[3] is beside:
            return seen[4]
        watched = self.watched
        owned = watched.intersection(spaces)
        if elders:
            owned |= watched.intersection(elders)
        if beside:
            owned |= watched.intersection(beside)
        board = self.harbor
        facts = Facts(board.has_free_space(h), board.has_free_double(h), owned)
        self.seen[p] = (spaces, forests, elders, beside, facts)
        return facts
