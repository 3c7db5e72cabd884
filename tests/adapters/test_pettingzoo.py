"""boardrules.adapters.pettingzoo: PettingZoo's api_test and seed_test on every game and player
count, and the environment against the library's own game."""

from __future__ import annotations

import warnings

import pytest

import boardrules
from tests.adapters.conftest import CONFIGS, extra

pz_test = extra("pettingzoo.test", "pettingzoo")
adapter = extra("boardrules.adapters.pettingzoo", "pettingzoo")
np = extra("numpy", "pettingzoo")


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_pettingzoo_api_test_and_seed_test(game_id: str, players: int) -> None:
    """api_test plays a whole game (1000 cycles: every game ends sooner) with masked random
    actions; seed_test plays two environments of one seed side by side for 50 cycles."""
    with warnings.catch_warnings():
        # PettingZoo's advice for observation dicts and Box spaces (its own classic games,
        # chess and go, observe the same dicts of observation and action mask)
        warnings.simplefilter("ignore", UserWarning)
        pz_test.api_test(adapter.env(game_id, players=players), num_cycles=1000)
        pz_test.seed_test(lambda: adapter.env(game_id, players=players), num_cycles=50)


def test_an_episode_is_the_library_game_of_that_seed() -> None:
    """Stepping the environment is stepping the game: same seed, same actions, same state;
    the final rewards are the returns; observations are the seats' tensors and masks."""
    e = adapter.env("woodcraft_rw", players=3)
    e.reset(seed=4)
    state = boardrules.load_game("woodcraft_rw").new_game(3, seed=4)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        totals[agent] += reward
        assert not truncated
        if terminated:
            e.step(None)
            continue
        seat = e.agent_name_mapping[agent]
        assert seat == state.current_player
        assert obs["observation"].tolist() == pytest.approx(state.observation_tensor(seat))
        assert np.flatnonzero(obs["action_mask"]).tolist() == list(state.legal_action_ids())
        assert info["legal_action_ids"] == state.legal_action_ids()
        action = int(e.action_space(agent).sample(obs["action_mask"]))
        e.step(action)
        state = state.apply_id(action)
        assert e.game_state == state
    assert state.is_terminal and not e.agents
    assert list(totals.values()) == list(state.returns())


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    e = adapter.env("kleine_voelker", players=2)
    e.reset(seed=1)
    before = e.game_state
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(boardrules.IllegalAction):
        e.step(illegal)
    assert e.game_state is before


def test_bad_player_counts_and_options_fail_at_once() -> None:
    with pytest.raises(ValueError, match="takes 2-4 players"):
        adapter.env("kleine_voelker", players=1)
    with pytest.raises(ValueError, match="no option"):
        adapter.env("kleine_voelker", players=2, colour="red")
