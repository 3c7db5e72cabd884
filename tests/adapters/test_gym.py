"""boardrules.adapters.gym: Gymnasium's check_env on one environment of every game, the vector
environment against the library's own games, opponents, rewards and illegal actions."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

import boardrules
from tests.adapters.conftest import extra

gymnasium = extra("gymnasium", "gym")
np = extra("numpy", "gym")
adapter = extra("boardrules.adapters.gym", "gym")
env_checker = extra("gymnasium.utils.env_checker", "gym")


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_gymnasium_check_env(game_id: str) -> None:
    """check_env: spaces, reset and its seeding, step determinism, the step's return types
    (its random actions ignore the mask: an illegal one ends the episode)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any other of check_env's warnings fails the test
        # the tensors' values have no declared bound (PettingZoo's classic games observe
        # unbounded Boxes too): check_env's advice about infinite Box bounds
        warnings.filterwarnings("ignore", ".*Box observation space m.* value is .*infinity")
        e = gymnasium.make(f"boardrules/{game_id}-v0", players=2, disable_env_checker=True)
        env_checker.check_env(e.unwrapped, skip_render_check=False)
        assert isinstance(e.unwrapped, adapter.BoardrulesGymEnv)


def masked(rng: random.Random, mask: Any) -> int:
    return int(rng.choice(np.flatnonzero(mask).tolist()))


def test_an_episode_is_the_library_game_against_the_opponents() -> None:
    """Stepping the environment is the learner's move then the opponents' up to its next turn;
    the observation is its seat's tensor, the mask its legal ids, the reward its return."""
    seen: list[tuple[int, int]] = []

    def first(state: boardrules.State, rng: random.Random) -> int:
        seen.append((state.current_player, len(state.history)))
        return state.legal_action_ids()[0]

    e = adapter.env("woodcraft_rw", players=3, opponents=first, seat=1, rewards="zero_sum")
    obs, info = e.reset(seed=5)
    state = e.game_state
    assert state is not None and state.current_player == 1
    rng, reward, terminated = random.Random(0), 0.0, False
    while not terminated:
        assert obs.tolist() == pytest.approx(state.observation_tensor(1))
        assert np.flatnonzero(info["action_mask"]).tolist() == list(state.legal_action_ids())
        action = masked(rng, info["action_mask"])
        obs, reward, terminated, truncated, info = e.step(action)
        assert not truncated
        state = state.apply_id(action)
        while not state.is_terminal and state.current_player != 1:
            state = state.apply_id(state.legal_action_ids()[0])
        assert e.game_state == state
    assert state.is_terminal and reward == state.returns("zero_sum")[1]
    assert seen and {p for p, _ in seen} == {0, 2}


def test_the_vector_env_steps_many_games_and_resets_them() -> None:
    """make(..., num_envs=K): stacked observations and masks, each sub-environment a game of
    its own; a finished game's environment starts the next game at its next step; the same
    seed gives the same run."""

    def run(seed: int) -> list[float]:
        envs = adapter.make("kleine_voelker", players=2, num_envs=3, round_limit=10)
        obs, info = envs.reset(seed=seed)
        n = boardrules.load_game("kleine_voelker").num_distinct_actions
        assert obs.shape == (3, 965) and obs.dtype == np.float32
        assert info["action_mask"].shape == (3, n)
        rng, ended, rewards, restarted = random.Random(seed), [0, 0, 0], [], False
        for _ in range(400):
            actions = [masked(rng, m) if m.any() else 0 for m in info["action_mask"]]
            previous = [e.game_state for e in envs.envs]
            obs, reward, terminated, truncated, info = envs.step(np.array(actions))
            assert not truncated.any()
            for k in range(3):
                if terminated[k]:
                    ended[k] += 1
                    rewards.append(float(reward[k]))
                if previous[k] is not None and previous[k].is_terminal:  # autoreset step
                    restarted = True
                    fresh = envs.envs[k].game_state
                    assert len(fresh.history) < len(previous[k].history) and not fresh.is_terminal
                    assert reward[k] == 0.0
            if min(ended) >= 1 and restarted:
                break
        assert min(ended) >= 1 and restarted
        assert set(rewards) <= {0.0, 0.5, 1.0}
        envs.close()
        return rewards

    assert run(3) == run(3)


def test_opponents_by_seat_and_rewards_kinds() -> None:
    calls: list[str] = []

    def named(name: str) -> Any:
        def play(state: boardrules.State, rng: random.Random) -> int:
            calls.append(name)
            return rng.choice(state.legal_action_ids())

        return play

    e = adapter.env(
        "kleine_voelker", players=3, opponents=[named("a"), "random"], seat=0,
        rewards="score_margin", round_limit=10,
    )  # fmt: skip
    obs, info = e.reset(seed=2)
    rng, terminated, reward = random.Random(1), False, 0.0
    while not terminated:
        obs, reward, terminated, _, info = e.step(masked(rng, info["action_mask"]))
    state = e.game_state
    assert state is not None
    scores = state.scores()
    assert reward == scores[0] - max(scores[1:])
    assert calls and set(calls) == {"a"}


def test_a_random_seat_each_reset_and_bad_arguments() -> None:
    e = adapter.env("kleine_voelker", players=4, seat=None)
    seats = set()
    for seed in range(12):
        _, info = e.reset(seed=seed)
        seats.add(info["seat"])
        assert e.game_state is not None and e.game_state.current_player == info["seat"]
    assert len(seats) > 1
    with pytest.raises(ValueError, match="a policy is 'random' or 'module:function'"):
        adapter.env("kleine_voelker", opponents="grandmaster")
    e = adapter.env("kleine_voelker", opponents="boardrules.simulate:random_policy")
    assert e.reset(seed=1)[0].shape == (965,)
    with pytest.raises(ValueError, match="2 opponents for 3 seats"):
        adapter.env("kleine_voelker", players=3, opponents=["random"])
    with pytest.raises(ValueError, match="rewards is one of"):
        adapter.env("kleine_voelker", rewards="elo")
    with pytest.raises(ValueError, match="seat is None or one of"):
        adapter.env("kleine_voelker", seat=2)
    with pytest.raises(ValueError, match="num_envs"):
        adapter.make("kleine_voelker", num_envs=0)


def test_an_illegal_action_ends_the_episode_with_the_illegal_reward() -> None:
    e = adapter.env("kleine_voelker", players=2, illegal_reward=-5.0)
    _, info = e.reset(seed=1)
    before = e.game_state
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = e.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-5.0, True, False, illegal)
    assert e.game_state is before
    with pytest.raises(RuntimeError, match="call reset"):
        e.step(0)
