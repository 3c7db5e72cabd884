"""Every installed boardrules game as a PettingZoo AEC environment (the optional extra
``pettingzoo``).

>>> from boardrules.adapters.pettingzoo import env
>>> e = env("kleine_voelker", players=2)
>>> e.reset(seed=1)
>>> obs, reward, terminated, truncated, info = e.last()
>>> obs["observation"].shape, bool(obs["action_mask"].sum() > 0)
((965,), True)

Agents are ``player_0`` ... ``player_<N-1>``, the seats. Each agent's observation is a dict:
``observation``, the seat's ``observation_tensor`` (``float32``,
``game.info.observation_tensor_shape``) and ``action_mask``, 1 at each legal action id
(``int8``, ``game.num_distinct_actions``), so
``env.action_space(agent).sample(obs["action_mask"])`` is a legal action. Actions are the game's
action ids (``Discrete(num_distinct_actions)``). Rewards are ``returns(rewards)`` at the end
(``env(..., rewards=...)``: ``win_share``, 1.0 split among the winners, by default; ``zero_sum``
or ``score_margin``, ``boardrules.scoring.rewards``), 0 before; a game always ends (its
``max_game_length``), so no agent is truncated. ``reset(seed=s)`` starts a game of seed s
(chance is the kernel's, drawn from the game's seeded generator), so the same seed and actions
give the same game; without a seed, the next game's seed is drawn from the generator of the last
seeded reset. ``info`` holds the ``decision`` pending and, for the agent to act, its
``legal_action_ids``.
``env.game_state`` is the boardrules state: its whole API (scores, ``render``, ``svg``,
``resample``).
An illegal action raises ``boardrules.IllegalAction`` and changes nothing. ``render_mode``:
``ansi`` (the public table as text), ``human`` (printed), ``svg`` (the public picture) or, with
the extra ``render`` (cairosvg and the system's libcairo), ``rgb_array`` (that picture as an
image array; see ``boardrules.adapters.zoo``).

``parallel_env(game_id, players=N)`` is the same game through PettingZoo's parallel API: the
seats asked a secret decision at once (Woodcraft Roll & Write's picks) act in one step
(``boardrules.adapters.pettingzoo_parallel``).
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from boardrules.engine import Game, State

from .pettingzoo_parallel import BoardrulesParallelEnv
from .zoo import RENDER_MODES, render, set_up

__all__ = ["BoardrulesEnv", "env", "parallel_env"]


def env(
    game_id: str,
    players: int = 2,
    render_mode: str | None = None,
    rewards: str = "win_share",
    **options: Any,
) -> Any:
    """The AEC environment of ``game_id`` for ``players`` seats, with the game's ``options``;
    the final rewards are ``state.returns(rewards)``."""
    return BoardrulesEnv(game_id, players, render_mode=render_mode, rewards=rewards, **options)


def parallel_env(
    game_id: str,
    players: int = 2,
    render_mode: str | None = None,
    rewards: str = "win_share",
    **options: Any,
) -> Any:
    """The parallel environment of ``game_id``: every seat asked a secret decision at the
    same time acts in one step (``boardrules.adapters.pettingzoo_parallel``)."""
    return BoardrulesParallelEnv(
        game_id, players, render_mode=render_mode, rewards=rewards, **options
    )


class BoardrulesEnv(AECEnv):  # type: ignore[misc]
    """A boardrules game as a PettingZoo AEC environment (see the module's docstring)."""

    metadata = {"render_modes": RENDER_MODES, "name": "boardrules", "is_parallelizable": False}

    # set by ``zoo.set_up``
    game: Game
    players: int
    options: dict[str, Any]
    render_mode: str | None
    reward_kind: str
    possible_agents: list[str]
    agent_name_mapping: dict[str, int]
    observation_spaces: dict[str, spaces.Space[Any]]
    action_spaces: dict[str, spaces.Space[Any]]

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        render_mode: str | None = None,
        rewards: str = "win_share",
        **options: Any,
    ) -> None:
        super().__init__()
        set_up(self, game_id, players, render_mode, rewards, options, "boardrules_{id}")
        self.np_random: np.random.Generator | None = None
        self.game_state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self.np_random is None:
            self.np_random, _ = gymnasium.utils.seeding.np_random(seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**31))
        self.game_state = self.game.new_game(self.players, game_seed, **self.options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._moved()

    def _moved(self) -> None:
        """Agent selection, infos, terminations and rewards after a move."""
        state = self.game_state
        assert state is not None
        if state.is_terminal:
            returns = state.returns(self.reward_kind)
            for agent, value in zip(self.possible_agents, returns, strict=True):
                if agent in self.agents:
                    self.rewards[agent] = float(value)
                    self.terminations[agent] = True
                    self.infos[agent] = {"decision": None, "legal_action_ids": ()}
            return
        mover = state.current_player
        self.agent_selection = self.possible_agents[mover]
        for agent in self.agents:
            self.infos[agent] = {"decision": state.decision}
        self.infos[self.agent_selection]["legal_action_ids"] = state.legal_action_ids()

    def observe(self, agent: str) -> dict[str, Any]:
        state = self.game_state
        assert state is not None
        seat = self.agent_name_mapping[agent]
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if state.current_player == seat:
            mask[list(state.legal_action_ids())] = 1
        tensor = state.observation_array(seat)
        return {"observation": tensor, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game_state is not None
        self.game_state = self.game_state.apply_id(int(action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._moved()
        self._accumulate_rewards()

    def render(self) -> str | np.ndarray | None:
        return render(self.game_state, self.render_mode)

    def close(self) -> None:
        pass
