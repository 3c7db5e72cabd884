"""boardrules.adapters.openspiel: OpenSpiel's own checks on every game and player count, the
observers against the library's own tensors and strings, serialization, and a game played by
OpenSpiel's MCTS bot."""

from __future__ import annotations

import math
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
    """Kleine Völker deals cards at chance nodes: OpenSpiel's outcomes 0..k-1 are the pile's
    cards in the order of their action ids, each as likely as its copies, and within
    ``max_chance_outcomes``."""
    game = load("kleine_voelker", 2, seed=1)
    state = game.new_initial_state()
    rng = random.Random(2)
    while not state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    inner = state.boardrules_state
    expected = sorted((inner.game.action_id(a), p) for a, p in inner.chance_outcomes())
    assert state.chance_outcomes() == [(k, p) for k, (_, p) in enumerate(expected)]
    assert [state.chance_action_id(k) for k, _ in state.chance_outcomes()] == [
        a for a, _ in expected
    ]
    assert len(expected) <= game.max_chance_outcomes()
    assert all(state.action_to_string(-1, k).startswith("deal ") for k in range(len(expected)))
    k = len(expected) - 1
    child = state.child(k)
    assert child.boardrules_state == inner.apply_id(expected[k][0])


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


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_openspiel_ismcts_runs_with_no_resampler_callback(game_id: str) -> None:
    """OpenSpiel's ISMCTS bot, as it comes (no ``set_resampler``), plays a few moves of every
    game: each search resamples the root through ``resample_from_infostate``, which keeps
    what the seat to move saw (its information state string) and its legal actions."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = load(game_id, 2, seed=4)
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, max_simulations=3, random_state=rng)
    state, moves = game.new_initial_state(), 0
    while moves < 4 and not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        player = state.current_player()
        sample = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0, 1))
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.legal_actions() == state.legal_actions()
        assert sample.history() == state.history()
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves == 4


@pytest.mark.parametrize(
    ("rewards", "players", "utility", "total", "low"),
    [
        ("win_share", 2, "CONSTANT_SUM", 1.0, 0.0),
        ("win_share", 3, "CONSTANT_SUM", 1.0, 0.0),
        ("zero_sum", 2, "ZERO_SUM", 0.0, -1.0),
        ("zero_sum", 4, "ZERO_SUM", 0.0, -1 / 3),
        ("score_margin", 2, "ZERO_SUM", 0.0, -30.0 - 218.0),  # KleineVoelker.score_bound
        ("score_margin", 3, "GENERAL_SUM", None, -30.0 - 200.0),
    ],
)
def test_the_rewards_parameter_sets_returns_and_an_honest_game_type(
    rewards: str, players: int, utility: str, total: float | None, low: float
) -> None:
    """The returns are ``state.returns(rewards)``, and the game type and info say what they
    are: OpenSpiel's random_sim_test checks the sum and the bounds along a game."""
    game = load("kleine_voelker", players, seed=2, rewards=rewards, round_limit=10)
    assert game.get_type().utility == getattr(pyspiel.GameType.Utility, utility)
    assert game.min_utility() == low
    if total is not None:
        assert game.utility_sum() == total
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state, rng = game.new_initial_state(), random.Random(players)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.returns() == list(state.boardrules_state.returns(rewards))
    with pytest.raises(ValueError, match="rewards is one of"):
        load("kleine_voelker", 2, rewards="elo")


def test_score_margins_lie_within_what_the_scores_allow() -> None:
    """A seat's margin is its total less the best other total, so it lies between ``low -
    high`` and ``high - low`` of the totals the game's ``score_bound`` argues from its rules
    (Kleine Völker with 2 seats: -30 to 218; Nusfjord's and Hallertau's from their
    ``bounds.py``, Hallertau's for its variant, which OpenSpiel's parameters choose); a game
    that argues no bound keeps -inf to inf."""
    game = load("kleine_voelker", 2, rewards="score_margin")
    assert (game.min_utility(), game.max_utility()) == (-248.0, 248.0)
    inner = boardrules.load_game("kleine_voelker")
    assert adapter.score_range(inner, 4, inner.info.defaults()) == (-30.0, 182.0)
    for game_id in boardrules.list_games():
        if not hasattr(boardrules.load_game(game_id), "score_bound"):
            unbounded = load(game_id, 2, rewards="score_margin")
            assert (unbounded.min_utility(), unbounded.max_utility()) == (-math.inf, math.inf)
    for game_id, options in [
        ("nusfjord", {}),  # Nusfjord.score_bound (games/nusfjord/bounds.py)
        ("hallertau", {}),  # Hallertau.score_bound (games/hallertau/bounds.py)
        ("hallertau", {"variant": "cardless"}),
    ]:
        scored = boardrules.load_game(game_id)
        chosen = {**scored.info.defaults(), **options}
        low, high = scored.score_bound(2, chosen)  # type: ignore[attr-defined]
        assert low <= 0 < high < math.inf
        bounded = load(game_id, 2, rewards="score_margin", **options)
        assert (bounded.min_utility(), bounded.max_utility()) == (low - high, high - low)


def test_a_solo_game_is_general_sum() -> None:
    game = load("nusfjord", 1, seed=1)
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert load("nusfjord", 2).get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM
