"""The example search players of boardrules.players beat a random player (issue 12: at
Hallertau and Kleine Völker), each seeing only what its seat may see (``resample``)."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest

import boardrules
from boardrules.players import flat_monte_carlo, ismcts, play, random_player

MC = partial(flat_monte_carlo, simulations=16, depth=30)
IS = partial(ismcts, iterations=24, depth=30)


def wins(game_id: str, player: Any, seed: int, seat: int) -> bool:
    game = boardrules.load_game(game_id)
    seats = [random_player, random_player]
    seats[seat] = player
    end = play(game.new_game(2, seed=seed), seats, random.Random(seed))
    scores = end.scores()
    return end.returns()[seat] == 1.0 and scores[seat] > scores[1 - seat]


@pytest.mark.parametrize("seed, seat", [(0, 0), (1, 1)])
@pytest.mark.parametrize("player", [MC, IS], ids=["flat_monte_carlo", "ismcts"])
def test_kleine_voelker(player: Any, seed: int, seat: int) -> None:
    assert wins("kleine_voelker", player, seed, seat)


@pytest.mark.parametrize(
    "player, seed, seat", [(MC, 0, 0), (IS, 1, 1)], ids=["flat_monte_carlo", "ismcts"]
)
def test_hallertau(player: Any, seed: int, seat: int) -> None:
    assert wins("hallertau", player, seed, seat)


def test_a_search_player_never_reads_the_true_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    # every simulation starts from a resample: the true state is only resampled, never played
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=5)
    calls: list[int] = []
    original = boardrules.State.resample

    def counting(self: boardrules.State, p: int, rng: Any = None) -> boardrules.State:
        calls.append(p)
        return original(self, p, rng)

    monkeypatch.setattr(boardrules.State, "resample", counting)
    flat_monte_carlo(state, random.Random(0), simulations=6, depth=5)
    ismcts(state, random.Random(0), iterations=6, depth=5)
    assert calls == [state.current_player] * 12
