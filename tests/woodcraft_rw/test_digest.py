"""The same Woodcraft Roll & Write games bit for bit: a digest of many seeded random games.

The expected digests were written on main before the solo speed work of issue 26 (session 11);
a change to the hot paths (cheaper copies, caches) must keep every game equal. A change to
what a position or an observation writes (names, forms) resets them, checked equal on main.
Retaken after the observation's turn boxes became words (session 11, helper obsvalues): with
``observation`` left out, the digests of main before that merge and after it are equal.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import boardrules

GAME = boardrules.load_game("woodcraft_rw")

EXPECTED = {
    1: "1b90682ad2b63346042e0bc9d67d1edd1b617b43d72b81efc603b014994138b2",
    2: "6a46d8a7416598ff1e098280e32726ebb0c23a5ec50e553b00864b07f28cb698",
    3: "88e6fb5331be28567514176fb7ae09381f8843f22eafea8f3285f6a4c3818fe6",
    4: "a186f9b82b2d6efdf096c3a7aeebe3a39ee409f91fc24abd021fb75dee51d96d",
    5: "a6c7ece0c55a9905890b62d0d88db5b68a5fb2a90c34f48bfa18db7ebb290b84",
}


def digest(players: int, games: int = 30) -> str:
    h = hashlib.sha256()
    for seed in range(games):
        rng = random.Random(1000 * players + seed)
        state = GAME.new_game(players=players, seed=seed)
        steps = 0
        while not state.is_terminal:
            legal = state.legal_actions()
            h.update(repr(legal).encode())
            if steps % 37 == 0:
                h.update(json.dumps(state.position(), sort_keys=True).encode())
                h.update(repr(state.observation(steps % players)).encode())
            state = state.apply(rng.choice(legal))
            steps += 1
        h.update(state.to_json().encode())
        h.update(repr(state.returns()).encode())
    return h.hexdigest()


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_seeded_random_games_are_the_same_bit_for_bit(players: int) -> None:
    # the solo game is short (about 60 steps) and its opponent rolls dice: more games of it
    assert digest(players, 150 if players == 1 else 30) == EXPECTED[players]
