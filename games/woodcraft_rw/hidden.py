"""What a seat cannot see in Woodcraft Roll & Write, redrawn for ``state.resample``.

Hidden from seat p: the order of both order decks (L40), the orders dealt to another seat to
choose from (L32-L34), and, while the seats commit, the other seats' secret choices (L77-L85).
A resample deals the phase I deck and the other seats' dealt orders afresh (the orders put
back under the deck at setup, L32-L34, stay where they lie: p saw its own go there), shuffles
the phase II deck, and gives every other seat that has committed a choice drawn uniformly from
the choices it had. Fulfilled orders lie face down (L162-L164), but p saw each of them among
the seat's held orders, so they stay.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from boardrules.loop import decision_name

from .state import NO_COMMIT, RWData, own
from .tasks import Commit

if TYPE_CHECKING:
    from .game import WoodcraftRW


def resample(game: WoodcraftRW, d: RWData, player: int, rng: random.Random) -> None:
    rng.shuffle(d.deck2)
    returned = sum(1 for s in d.sheets if not s.dealt and (s.held or s.fulfilled))
    returned = min(returned, len(d.deck1)) if d.phase == 1 else 0
    top = len(d.deck1) - returned
    slots: list[tuple[list[str], int]] = [(d.deck1, i) for i in range(top)]
    for seat in range(len(d.sheets)):
        if seat != player:  # a sheet of d's own, its dealt orders a list of its own
            sheet = own(d, seat)
            sheet.dealt = sheet.dealt.copy()
            slots += [(sheet.dealt, i) for i in range(len(sheet.dealt))]
    cards = [where[i] for where, i in slots]
    rng.shuffle(cards)
    for (where, i), card in zip(slots, cards, strict=True):
        where[i] = card
    if decision_name(d) == "commit":
        options, resolve = game.decisions[Commit]
        for seat, sheet in enumerate(d.sheets):
            if seat != player and sheet.commit != NO_COMMIT:
                choice = game.action_from_id(rng.choice(options(d, Commit(seat=seat))))
                resolve(d, Commit(seat=seat), choice)
