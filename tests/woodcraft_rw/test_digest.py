"""The same Woodcraft Roll & Write games bit for bit: a digest of many seeded random games.

The expected digests were written on main before the solo speed work of issue 26 (session 11);
a change to the hot paths (cheaper copies, caches) must keep every game equal. A change to
what a position or an observation writes (names, forms) resets them, checked equal on main.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import boardrules

GAME = boardrules.load_game("woodcraft_rw")

EXPECTED = {
    1: "6853fa7994c1ea2cc4fc9ce0a40193a1e472b4a7ee49fd52cf04fa601a3161c1",
    2: "e75ec6cad0cd2e22630415dfdc818ed806e63fad4aaf4b66a3ef82e8b17b99bc",
    3: "b7d623034fe7ed70df04f29222bdc3fe6f245f6f26073b2abfd991dc005632f1",
    4: "c9778b8bd4c30f53808c598cb6e759404cebf45b5fe10c0823b889d867e72f82",
    5: "ff6676f94d1797c13ee9e5c167802735f25aa71f95fd5fc74d26c6dbe44dcc67",
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
