"""Villages copied on write (``HData.fork``, ``state.own``): no step changes an earlier state.

``apply`` shares each village with the table it came from until a rule changes it, and a
rule takes a village to change by ``own``. A change made without it would reach every
earlier state sharing that village: here each state's table is frozen (``copying.freeze``)
as it is made and again when its game is over, for seeded random games at 1-4 seats, with
cards and without, explicit chance in some; and a copy on write equals a full copy.
"""

from __future__ import annotations

import random

import pytest

import boardrules
from boardrules import Game
from boardrules.copying import freeze
from games.hallertau.state import own, take_villages
from tests.play import check_own_once


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_step_changes_an_earlier_state(game: Game, players: int) -> None:
    shared = steps = 0
    for seed in range(6 if players > 2 else 10):
        variant = "cardless" if seed % 5 == 4 else "cards"
        chance = "explicit" if seed % 3 == 2 else "auto"
        state = game.new_game(players, seed=seed, chance=chance, variant=variant)
        rng = random.Random(seed)
        kept = []
        while not state.is_terminal:
            kept.append((state, freeze(state.data)))
            state = state.apply(rng.choice(state.legal_actions()))
        kept.append((state, freeze(state.data)))
        for (before, frozen), (after, _) in zip(kept, kept[1:], strict=False):
            assert freeze(before.data) == frozen, (seed, before.history[-3:])
            villages = zip(before.data.villages, after.data.villages, strict=True)
            shared += sum(a is b for a, b in villages)
        steps += len(kept) - 1
    assert shared * 4 > steps * players  # a step shares most villages (solo: a quarter)


def test_own_copies_a_shared_village_once(game: Game) -> None:
    state = game.new_game(3, seed=1)
    v, old = check_own_once(state.data, "villages", own, take_villages)
    v.goods[0] += 1
    assert old.goods[0] == v.goods[0] - 1  # the earlier table keeps its village
