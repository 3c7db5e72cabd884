"""The example search players of boardrules.players beat a random player (issue 12: at
Hallertau and Kleine Völker), each seeing only what its seat may see (``resample``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pytest

import boardrules
from boardrules.players import flat_monte_carlo, ismcts, play, random_player

Player = Callable[[boardrules.State, random.Random], int]  # an action id for its seat

MC = partial(flat_monte_carlo, simulations=16, depth=30)
IS = partial(ismcts, iterations=24, depth=30)


def mean_return(game_id: str, player: Player, games: int) -> float:
    """The search player's mean return over ``games`` 2-seat games against a random seat,
    taking seat 0 and seat 1 in turn (seed i for game i)."""
    game = boardrules.load_game(game_id)
    total = 0.0
    for seed in range(games):
        seat = seed % 2
        seats: list[Player] = [random_player, random_player]
        seats[seat] = player
        end = play(game.new_game(2, seed=seed), seats, random.Random(seed))
        total += end.returns()[seat]
    return total / games


@pytest.mark.parametrize("player", [MC, IS], ids=["flat_monte_carlo", "ismcts"])
def test_kleine_voelker(player: Player) -> None:
    assert mean_return("kleine_voelker", player, 4) >= 0.75


@pytest.mark.parametrize("player", [MC, IS], ids=["flat_monte_carlo", "ismcts"])
def test_hallertau(player: Player) -> None:
    assert mean_return("hallertau", player, 2) >= 0.75


def test_a_search_player_never_reads_the_true_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    # every simulation starts from a resample: the true state is only resampled, never played
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=5)
    calls: list[int] = []
    original = boardrules.State.resample

    def counting(
        self: boardrules.State, p: int, rng: random.Random | None = None
    ) -> boardrules.State:
        calls.append(p)
        return original(self, p, rng)

    monkeypatch.setattr(boardrules.State, "resample", counting)
    flat_monte_carlo(state, random.Random(0), simulations=6, depth=5)
    ismcts(state, random.Random(0), iterations=6, depth=5)
    assert calls == [state.current_player] * 12
