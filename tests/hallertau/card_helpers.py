"""Helpers for card tests: a table with cards, and playing one card from it.

    d = cards_table(rnd=3, phase=4, hand=["810"])
    set_goods(village(d), hops=2)
    state = play_card(d, 0, "810", choices=["take rye"])

``play_card`` opens a response window for the seat, plays the card (it must be playable),
then answers each decision with the next of ``choices`` (action notations) and finally passes
the window. Write the assertions yourself, against the card text.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardrules import State
from games.hallertau.state import GOODS, HData
from tests.hallertau.helpers import GAME, legal, play, run, set_goods, village

__all__ = ["GAME", "can_play", "cards_table", "legal", "play_card", "set_goods", "village"]


def cards_table(
    players: int = 1, rnd: int = 2, phase: int = 4, hand: Sequence[str] = (), seed: int = 0
) -> HData:
    """A "cards" game's data in round ``rnd`` and ``phase`` with nothing scheduled: seat 0
    holds exactly ``hand``, every other hand is empty, no goods, no workers."""
    d = GAME.new_game(players, seed, variant="cards").data.clone()
    d.round, d.phase, d.tasks = rnd, phase, []
    for v in d.villages:
        v.hand, v.played, v.workers = [], [], 0
        v.goods = [0] * len(GOODS)
    d.villages[0].hand = list(hand)
    return d


def can_play(d: HData, seat: int, card: str) -> bool:
    return GAME.id_play[card] in GAME.playable(d, seat)


def play_card(d: HData, seat: int, card: str, choices: Sequence[str] = ()) -> State:
    """Plays ``card`` from ``seat``'s hand and answers the decisions it asks with ``choices``
    (``choose 1`` for a tier, ``pay sheep stable``, ``take rye``...); then passes."""
    if card not in d.villages[seat].hand:
        d.villages[seat].hand.append(card)
    state = run(d, ("window", "test", (seat,)))
    assert f"play {card}" in legal(state), f"{card} is not playable: {legal(state)}"
    state = play(state, f"play {card}", *choices)
    if not state.is_terminal and state.data.tasks[-1][0] == "respond":
        state = play(state, "pass")
    return state
