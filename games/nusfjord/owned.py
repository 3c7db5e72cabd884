"""Which of the cards that the frequent checks ask about a seat owns, kept per seat.

Several checks run at nearly every step ask whether a seat owns one card of a small group:
an anytime building (the windows between turns and a turn's options, L947), a building that
changes building costs (a plain payer, L473, L738), a card with a ``once_when`` ability (after
an action, L949) or one listening to an event (L946). A card is owned when it lies on the
seat's building spaces, beside them (L856) or in its council (``NusfjordCards.owns``). Those
three rows are tuples shared by the states that follow until a building or an elder is added
or removed (``state.Harbor``), so the cards of the groups that a seat owns are kept with the
rows they were read from, one entry per seat, and read again only when a row is another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Harbor

if TYPE_CHECKING:
    from .game import Nusfjord

NONE: frozenset[str] = frozenset()


class OwnedCards:
    """``of(h, p)``: the cards of the watched groups that harbor ``h`` (of seat ``p``) owns."""

    def __init__(self, game: Nusfjord) -> None:
        runtime = game.runtime
        self.anytime = frozenset(game.anytime_cards)  # L947
        self.discount = game.construction.discount_set  # L473: they change building costs
        self.once = frozenset(x.card for x in runtime.once_when)  # L949
        heard = [x.card for listeners in runtime.hear.values() for x in listeners]  # L946
        self.watched = self.anytime | self.discount | self.once | frozenset(heard)
        # per seat: the rows (spaces, elders, beside) last read and the watched cards on them
        self.seen: list[tuple[object, object, object, frozenset[str]]] = [
            (None, None, None, NONE)
        ] * game.max_players

    def of(self, h: Harbor, p: int) -> frozenset[str]:
        """The watched cards ``h`` owns; ``p``, its seat, says which entry keeps them."""
        spaces, elders, beside = h.spaces, h.elders, h.beside
        seen = self.seen[p]
        if seen[0] is spaces and seen[1] is elders and seen[2] is beside:
            return seen[3]
        watched = self.watched
        owned = watched.intersection(spaces)
        if elders:
            owned |= watched.intersection(elders)
        if beside:
            owned |= watched.intersection(beside)
        self.seen[p] = (spaces, elders, beside, owned)
        return owned
