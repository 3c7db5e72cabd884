"""A boardrules game as a Gymnasium environment for one learning seat against fixed opponents
(the optional extra ``gym``), and many of them as a vector environment.

>>> from boardrules.adapters import gym
>>> envs = gym.make("kleine_voelker", players=2, opponents="random", num_envs=4)
>>> obs, info = envs.reset(seed=1)
>>> obs.shape, info["action_mask"].shape
((4, 965), (4, 350))

``env(game_id, players=N, opponents="random", seat=0, rewards="win_share", **options)`` is one
environment: the learner plays seat ``seat`` (None: a seat drawn at each reset), every other
seat is played by ``opponents``, and chance is the kernel's (drawn from the game's seed). The
observation is the learner's ``observation_tensor`` (``float32``,
``game.info.observation_tensor_shape``); actions are the game's action ids
(``Discrete(game.num_distinct_actions)``); ``info["action_mask"]`` (``int8``, 1 at each legal
action id) says which are legal, so ``env.action_space.sample(info["action_mask"])`` is a legal
action. The reward is 0 until the end, then the learner's ``state.returns(rewards)``
(``win_share``, ``zero_sum`` or ``score_margin``: ``boardrules.scoring.rewards``). A game
always ends (its ``max_game_length``), so an episode is never truncated.

An illegal action ends the episode at once (``terminated``) with the reward
``illegal_reward`` (default -1.0, below every win-share and zero-sum utility) and
``info["illegal_action"]``: Gymnasium's ``check_env`` steps with unmasked random actions, and
a learner that ignores the mask learns that it loses.

``opponents`` is a name as ``boardrules simulate --policy`` reads it (``"random"``, a uniformly
random legal action, or ``"module:function"``) or a callable ``(state, rng) -> action id`` given
the boardrules state and a ``random.Random`` seeded from the reset's seed, or one such per
other seat (a list, in seat order, the learner's skipped).
``reset(seed=s)`` starts the game of seed s with opponents seeded from s: the same seed and
actions give the same episode.

``make(..., num_envs=K)`` is a ``gymnasium.vector.SyncVectorEnv`` of K such environments:
observations ``(K, n)``, ``info["action_mask"]`` ``(K, num_distinct_actions)``; an environment
whose game ended starts the next one at the next step (Gymnasium's next-step autoreset).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from boardrules.engine import State
from boardrules.errors import IllegalAction
from boardrules.registry import list_games, load_game
from boardrules.scoring import check_rewards
from boardrules.simulate import random_policy, resolve_policy

__all__ = ["IDS", "BoardrulesGymEnv", "Opponent", "env", "make", "random_policy"]

Opponent = Callable[[State, random.Random], int]
"""An opponent: the action id it plays in ``state`` (its seat is ``state.current_player``)."""


def opponent(spec: str | Opponent) -> Opponent:
    """The opponent ``spec`` names, as ``boardrules simulate --policy`` reads it (``"random"``
    or ``"module:function"``), or ``spec`` itself if it is a callable."""
    if callable(spec):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"an opponent is a name or a callable, not {spec!r}")
    policy = resolve_policy(spec)
    return lambda state, rng: int(policy(state, rng))


def env(
    game_id: str,
    players: int = 2,
    opponents: str | Opponent | Sequence[str | Opponent] = "random",
    seat: int | None = 0,
    rewards: str = "win_share",
    illegal_reward: float = -1.0,
    render_mode: str | None = None,
    **options: Any,
) -> BoardrulesGymEnv:
    """One environment of ``game_id`` (see the module's docstring)."""
    return BoardrulesGymEnv(
        game_id, players, opponents, seat, rewards, illegal_reward, render_mode, **options
    )


def make(
    game_id: str,
    players: int = 2,
    opponents: str | Opponent | Sequence[str | Opponent] = "random",
    num_envs: int = 1,
    **kwargs: Any,
) -> gymnasium.vector.SyncVectorEnv:
    """``num_envs`` environments of ``env(game_id, players, opponents, **kwargs)`` stepped
    together (a ``gymnasium.vector.SyncVectorEnv``)."""
    if not isinstance(num_envs, int) or num_envs < 1:
        raise ValueError(f"num_envs is a positive integer, not {num_envs!r}")
    env(game_id, players, opponents, **kwargs)  # bad arguments fail here, not in a worker

    def one() -> gymnasium.Env[Any, Any]:
        return env(game_id, players, opponents, **kwargs)

    return gymnasium.vector.SyncVectorEnv([one] * num_envs)


class BoardrulesGymEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One learning seat against fixed opponents (see the module's docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        opponents: str | Opponent | Sequence[str | Opponent] = "random",
        seat: int | None = 0,
        rewards: str = "win_share",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        game = load_game(game_id)
        game.new_game(players, 0, **options)  # checks the player count and options now
        check_rewards(rewards)
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < players):
            raise ValueError(f"seat is None or one of 0..{players - 1}, not {seat!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode is 'ansi', 'human' or None, not {render_mode!r}")
        if isinstance(opponents, str) or callable(opponents):
            self.opponents = [opponent(opponents)] * players
        else:
            given = [opponent(o) for o in opponents]
            if len(given) != players - 1:
                raise ValueError(f"{players - 1} opponents for {players} seats, not {len(given)}")
            self.opponents = given
        self.game, self.players, self.options = game, players, dict(options)
        self.fixed_seat, self.seat = seat, seat or 0
        self.rewards, self.illegal_reward = rewards, float(illegal_reward)
        self.render_mode = render_mode
        size, n = game.info.observation_tensor_shape[0], game.num_distinct_actions
        self.observation_space = spaces.Box(-np.inf, np.inf, (size,), np.float32)
        self.action_space = spaces.Discrete(n)
        self.game_state: State | None = None  # the boardrules state: its whole API
        self.over = True  # the episode ended (or none started)
        self.rng = random.Random(0)

    def _opponent(self, who: int) -> Opponent:
        if len(self.opponents) == self.players:  # one opponent for every seat
            return self.opponents[who]
        return self.opponents[who if who < self.seat else who - 1]

    def _play_opponents(self) -> None:
        state = self.game_state
        assert state is not None
        while not state.is_terminal and state.current_player != self.seat:
            state = state.apply_id(int(self._opponent(state.current_player)(state, self.rng)))
        self.game_state = state

    def _observe(self) -> tuple[np.ndarray, dict[str, Any]]:
        state = self.game_state
        assert state is not None
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if state.current_player == self.seat:
            mask[list(state.legal_action_ids())] = 1
        obs = state.observation_array(self.seat)
        return obs, {"action_mask": mask, "seat": self.seat}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31))
        self.rng = random.Random(int(self.np_random.integers(2**63)))
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(self.players))
        self.game_state = self.game.new_game(self.players, game_seed, **self.options)
        self._play_opponents()
        if self.game_state.is_terminal:
            raise RuntimeError(f"the game of seed {game_seed} ended before seat {self.seat} moved")
        self.over = False
        return self._observe()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state is None or self.over:
            raise RuntimeError("step() after the end of an episode: call reset()")
        try:
            self.game_state = state.apply_id(int(action))
        except IllegalAction:
            self.over = True
            obs, info = self._observe()
            info["illegal_action"] = int(action)
            return obs, self.illegal_reward, True, False, info
        self._play_opponents()
        obs, info = self._observe()
        if not self.game_state.is_terminal:
            return obs, 0.0, False, False, info
        self.over = True
        reward = float(self.game_state.returns(self.rewards)[self.seat])
        return obs, reward, True, False, info

    def render(self) -> str | None:
        text = "" if self.game_state is None else str(self.game_state)
        if self.render_mode == "human":
            print(text)
            return None
        if self.render_mode == "ansi":
            return text
        gymnasium.logger.warn("render() without a render_mode: env(..., render_mode='ansi')")
        return None


def register(game_id: str) -> str:
    """Registers ``boardrules/<game_id>-v0`` with Gymnasium (once); returns that id."""
    name = f"boardrules/{game_id}-v0"
    if name not in gymnasium.registry:
        gymnasium.register(
            name,
            entry_point="boardrules.adapters.gym:BoardrulesGymEnv",
            kwargs={"game_id": game_id},
        )
    return name


IDS = [register(game_id) for game_id in list_games()]
"""The Gymnasium ids this module registered, one per installed game:
``gymnasium.make("boardrules/kleine_voelker-v0", players=3)`` is ``env("kleine_voelker",
players=3)`` in Gymnasium's usual wrappers."""
