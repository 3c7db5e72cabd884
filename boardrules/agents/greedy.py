"""The greedy baseline: the action that most raises the acting seat's score on the game's own score
sheet (``state.scores()``), looking a short way ahead. For each legal action, ``completions``
times: draw a world from what the seat may see (``state.resample(seat, rng)``, so the lookahead
never reads a hidden card or the deck order), play the action there, then play on at random
while the rest of the seat's own move is unresolved: its own follow-up decisions, chance, and
the other seats' secret commitments taken at the same time as its own
(``game.secret_decisions``), up to ``depth`` actions. After a secret commitment, resolved in
seat order (Woodcraft Roll & Write's die pick), the walk goes on through the other seats'
decisions until the seat decides again and its own resolution is over. The action's value is the
seat's mean score there; ties, most often between actions that change no score at once, are
broken by ``rng``. Deterministic given ``rng``: each seat of an arena game has its own.
"""

from __future__ import annotations

import random

from boardrules.engine import State
from boardrules.players import random_player


def settle(state: State, seat: int, rng: random.Random, depth: int, committed: bool) -> State:
    """Plays on at random from just after the seat's action until the seat's move is over: the
    first decision of another seat that is not a secret commitment, the end, or ``depth``
    actions. After a secret commitment (``committed``) the walk goes on through the other
    seats' decisions until the seat decides again, where its commitment is resolved."""
    secret = state.game.secret
    for _ in range(depth):
        if state.is_terminal:
            break
        mover = state.current_player
        if mover == seat:
            committed = False  # the seat decides again: its commitment is being resolved
        elif mover >= 0 and not committed and state.decision not in secret:
            break
        state = state.apply_id(random_player(state, rng))
    return state


def greedy_choice(state: State, rng: random.Random, completions: int = 3, depth: int = 40) -> int:
    """The legal action id with the best mean score for the seat to move after ``settle``."""
    seat, ids = state.current_player, state.legal_action_ids()
    if len(ids) == 1 or seat < 0:
        return ids[0] if len(ids) == 1 else random_player(state, rng)
    committed = state.decision in state.game.secret
    best: list[int] = []
    top = float("-inf")
    for a in ids:
        total = 0.0
        for _ in range(completions):
            world = state.resample(seat, rng).apply_id(a)
            total += settle(world, seat, rng, depth, committed).scores()[seat]
        mean = total / completions
        if mean > top + 1e-9:
            best, top = [a], mean
        elif mean >= top - 1e-9:
            best.append(a)
    return best[rng.randrange(len(best))]
