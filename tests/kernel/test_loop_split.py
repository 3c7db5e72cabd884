"""``State`` reads a decision's options and resolution from ``TaskLoop.options`` and
``TaskLoop.resolvers`` instead of calling ``legal_ids`` and ``answer`` (docs/performance.md,
issue 26 item 1): the two tables are ``decisions`` split, and the states of a seeded random
game list the legal ids ``legal_ids`` lists and step as ``answer`` steps (the kernel's own
game and Nusfjord here; every game's perft and replay goldens play through them too)."""

from __future__ import annotations

import random

import pytest

from boardrules.registry import load_game


@pytest.mark.parametrize("game_id", ["woodcraft_rw", "nusfjord"])
def test_options_and_resolvers_are_the_decisions_split(game_id: str) -> None:
    game = load_game(game_id)
    loop = game.loop
    assert set(loop.options) == set(loop.resolvers) == set(loop.decisions)
    for cls, (options, resolve) in loop.decisions.items():
        assert loop.options[cls] is options
        assert loop.resolvers[cls] is resolve
    rnd = random.Random(5)
    state = game.new_game(game.min_players, seed=5)
    for _ in range(40):  # the legal ids and the step of ``answer``, the same table
        if state.is_terminal:
            break
        d = state.data.clone()
        assert list(state.legal_action_ids()) == sorted(loop.legal_ids(d))
        action = rnd.choice(state.legal_actions())
        loop.answer(d, action)
        state = state.apply(action)
        assert state.data == d
