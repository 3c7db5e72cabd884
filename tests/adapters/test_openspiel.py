"""boardrules.adapters.openspiel: OpenSpiel's own checks on every game and player count, the
observers against the library's own tensors and strings, serialization, and a game played by
OpenSpiel's MCTS bot."""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardrules
from tests.adapters.conftest import CONFIGS, extra

pyspiel = extra("pyspiel", "openspiel")
adapter = extra("boardrules.adapters.openspiel", "openspiel")
np = extra("numpy", "openspiel")


def load(game_id: str, players: int, **params: Any) -> Any:
    return pyspiel.load_game(f"boardrules_{game_id}", {"players": players, **params})


def test_every_installed_game_is_registered() -> None:
    names = set(pyspiel.registered_names())
    assert {f"boardrules_{g}" for g in boardrules.list_games()} <= names
    assert adapter.GAMES == [f"boardrules_{g}" for g in boardrules.list_games()]


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_openspiel_random_sim_test_with_serialization_and_observers(
    game_id: str, players: int
) -> None:
    """OpenSpiel's RandomSimTest: clones, legal-action masks (chance nodes too), sorted and
    unique actions, serialization round trips, every seat's observation and information
    state tensors (finite, of the declared sizes) and strings, through both observers,
    returns within the utility bounds, the game length bound."""
    game = load(game_id, players, seed=players)
    observer = game.make_observer(pyspiel.IIGObservationType(perfect_recall=True), {})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, observer=observer)


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_observers_show_what_the_library_shows(game_id: str, players: int) -> None:
    """Along a random game, the observers' tensors and strings are the state's own
    (observation_tensor/string, information_state_tensor/string, the latter computed as the
    game goes instead of by replay), and the game's metadata is OpenSpiel's."""
    game = load(game_id, players, seed=11)
    inner = boardrules.load_game(game_id)
    info, gtype = game.get_type(), game.get_type()
    assert (game.num_players(), game.num_distinct_actions()) == (
        players,
        inner.num_distinct_actions,
    )
    assert (game.min_utility(), game.max_utility()) == (inner.min_utility, inner.max_utility)
    assert game.observation_tensor_shape() == list(inner.info.observation_tensor_shape)
    assert game.information_state_tensor_shape() == list(inner.info.information_state_tensor_shape)
    assert (info.min_num_players, gtype.max_num_players) == (
        inner.min_players,
        inner.max_players,
    )
    state, rng = game.new_initial_state(), random.Random(players)
    observation = adapter.Observer(game.boardrules_game, perfect_recall=False)
    information = adapter.Observer(game.boardrules_game, perfect_recall=True)
    step, checks = 0, 0

    def check(recall: bool) -> None:
        inner_state = state.boardrules_state
        for p in range(players):
            observation.set_from(state, p)
            assert observation.tensor.tolist() == pytest.approx(inner_state.observation_tensor(p))
            assert state.observation_string(p) == inner_state.observation_string(p)
            if recall:  # the library replays the whole game for these: a few times a game
                information.set_from(state, p)
                assert information.tensor.tolist() == pytest.approx(
                    inner_state.information_state_tensor(p)
                )
                assert state.information_state_string(p) == (
                    inner_state.information_state_string(p)
                )

    while not state.is_terminal():
        if step % 25 == 0 or state.is_chance_node():
            check(recall=step in (0, 50, 150))
            checks += 1
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert [a for a, _ in outcomes] == state.legal_actions()
        state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    check(recall=True)
    assert checks > 1
    assert state.returns() == list(state.boardrules_state.returns())


def test_a_state_serializes_and_comes_back_the_same() -> None:
    game = load("kleine_voelker", 3, seed=5)
    state, rng = game.new_initial_state(), random.Random(0)
    for _ in range(60):
        state.apply_action(rng.choice(state.legal_actions()))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert state2.history() == state.history()
    assert state2.boardrules_state == state.boardrules_state
    assert state2.information_state_string(1) == state.information_state_string(1)


def test_parameters_set_seats_seed_and_options() -> None:
    game = load("kleine_voelker", 4, seed=9, layout="fixed", round_limit=10)
    inner = game.new_initial_state().boardrules_state
    assert (inner.players, inner.data.seed, inner.data.options["layout"]) == (4, 9, "fixed")
    assert game.max_game_length() == boardrules.load_game("kleine_voelker").game_length_bound(
        4, {"layout": "fixed", "round_limit": 10}
    )
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'colour'"):
        load("kleine_voelker", 4, colour="red")
    with pytest.raises(ValueError, match="takes 2-4 players, not 7"):
        load("kleine_voelker", 7)


def test_chance_outcomes_are_the_cards_that_could_come() -> None:
    """Kleine Völker deals cards at chance nodes: the outcomes are the pile's cards, each as
    likely as its copies."""
    game = load("kleine_voelker", 2, seed=1)
    state = game.new_initial_state()
    rng = random.Random(2)
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    inner = state.boardrules_state
    expected = sorted((inner.game.action_id(a), p) for a, p in inner.chance_outcomes())
    assert state.chance_outcomes() == expected
    assert all(state.action_to_string(-1, a).startswith("deal ") for a, _ in expected)


def test_openspiel_mcts_bot_plays_a_game() -> None:
    """OpenSpiel's MCTS bot (its Python one: the C++ MCTSBot crashes on every Python game,
    OpenSpiel's own python_tic_tac_toe too) plays both seats of a short Kleine Völker game
    through the adapter to the end."""
    from open_spiel.python.algorithms import mcts

    game = load("kleine_voelker", 2, seed=3, round_limit=10)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, 2.0, 4, evaluator, random_state=rng, solve=False)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    assert sum(state.returns()) == pytest.approx(1.0)
