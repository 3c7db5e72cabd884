"""Player ids as OpenSpiel's, the integer fast path, and states as values (pickle, copy, ==,
hash)."""

from __future__ import annotations

import copy
import importlib.util
import pickle

import pytest

import boardrules
from boardrules import CHANCE, INVALID_PLAYER, SIMULTANEOUS, TERMINAL, IllegalAction


def test_player_ids_are_openspiels() -> None:
    # open_spiel/spiel.h, enum PlayerId: kChancePlayerId = -1, kSimultaneousPlayerId = -2,
    # kInvalidPlayer = -3, kTerminalPlayerId = -4.
    assert (CHANCE, SIMULTANEOUS, INVALID_PLAYER, TERMINAL) == (-1, -2, -3, -4)


@pytest.fixture(scope="module", params=["woodcraft_rw", "hallertau", "kleine_voelker"])
def midgame(request: pytest.FixtureRequest) -> boardrules.State:
    game = boardrules.load_game(request.param)
    state = game.new_game(3, seed=5)
    for _ in range(30):
        state = state.apply(state.legal_actions()[-1])
    return state


def test_the_ids_are_the_sorted_ids_of_the_legal_actions(midgame: boardrules.State) -> None:
    game = midgame.game
    ids = midgame.legal_action_ids()
    assert ids == tuple(sorted(game.action_id(a) for a in midgame.legal_actions()))
    if importlib.util.find_spec("numpy"):  # the mask is a NumPy array (the extra numpy)
        assert [i for i, bit in enumerate(midgame.legal_action_mask()) if bit] == list(ids)


def test_apply_id_is_apply(midgame: boardrules.State) -> None:
    for i in midgame.legal_action_ids():
        by_id = midgame.apply_id(i)
        assert by_id == midgame.apply(midgame.game.action_from_id(i))
        assert by_id.history == (*midgame.history, midgame.game.action_from_id(i))


def test_an_illegal_id_is_refused_and_changes_nothing(midgame: boardrules.State) -> None:
    before = midgame.to_json()
    illegal = next(
        i for i in range(midgame.game.num_distinct_actions) if i not in midgame.legal_action_ids()
    )
    for bad in (illegal, -1, midgame.game.num_distinct_actions, "3", 1.0, True):
        with pytest.raises(IllegalAction, match="not legal now"):
            midgame.apply_id(bad)  # type: ignore[arg-type]  # deliberately "3", 1.0, True too
    assert midgame.to_json() == before


def test_a_numpy_like_integer_id_applies(midgame: boardrules.State) -> None:
    class Index:  # what numpy's integers offer: __index__
        def __init__(self, i: int) -> None:
            self.i = i

        def __index__(self) -> int:
            return self.i

        def __hash__(self) -> int:
            return hash(self.i)

    i = midgame.legal_action_ids()[0]
    # deliberately not an int (apply_id takes an int): an object with __index__, as numpy's
    assert midgame.apply_id(Index(i)) == midgame.apply_id(i)  # type: ignore[arg-type]


def test_a_state_pickles_by_its_data_and_its_game_by_id(midgame: boardrules.State) -> None:
    again = pickle.loads(pickle.dumps(midgame))
    assert again == midgame and hash(again) == hash(midgame)
    assert again.game is midgame.game  # the installed game, not a copy of it
    assert again.to_json() == midgame.to_json() and again.history == midgame.history
    assert pickle.loads(pickle.dumps(midgame.game)) is midgame.game


def test_copies_are_cheap_and_equal(midgame: boardrules.State) -> None:
    assert copy.copy(midgame) is midgame  # immutable
    twin = copy.deepcopy(midgame)
    assert twin == midgame and twin.data is not midgame.data and twin.game is midgame.game
    assert copy.deepcopy(midgame.game) is midgame.game


def test_equal_tables_are_equal_states_whatever_the_path(midgame: boardrules.State) -> None:
    game = midgame.game
    start = game.new_game(3, seed=5)
    assert start == game.new_game(3, seed=5)
    assert hash(start) == hash(game.new_game(3, seed=5))
    assert start != midgame and start != game.new_game(3, seed=6)
    assert len({start, game.new_game(3, seed=5), midgame}) == 2
    replayed = game.state_from_position(midgame.position())
    assert replayed == midgame and replayed.history == ()


def test_states_of_two_games_differ() -> None:
    a = boardrules.load_game("woodcraft_rw").new_game(2, seed=1)
    b = boardrules.load_game("kleine_voelker").new_game(2, seed=1)
    assert a != b and (a == "text") is False
