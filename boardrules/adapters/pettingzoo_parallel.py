"""Every installed boardrules game as a PettingZoo parallel environment (the optional extra
``pettingzoo``): ``boardrules.adapters.pettingzoo.parallel_env(game_id, players=N)``.

>>> from boardrules.adapters.pettingzoo import parallel_env
>>> e = parallel_env("woodcraft_rw", players=3)
>>> obs, infos = e.reset(seed=1)
>>> def acting(obs):
...     return sorted(a for a in e.agents if obs[a]["action_mask"].any())
>>> while len(acting(obs)) < 3:  # up to the first secret picks (L77-L85)
...     obs, *_ = e.step({a: e.action_space(a).sample(obs[a]["action_mask"]) for a in e.agents})
>>> acting(obs), e.game_state.decision
(['player_0', 'player_1', 'player_2'], 'commit')

Which decisions are simultaneous: the rulebooks have every seat choose at once, in secret,
only in the decisions a game declares secret (``game.secret_decisions``): Woodcraft Roll &
Write's ``commit`` (L77-L85, every turn), Kleine Völker's ``keep`` (its secret projects,
L237-L241) and Woodcraft's ``keep_order`` (setup). The kernel takes them one seat after the
other, each hidden from the others until all are in. A parallel step is one of them for
every seat whose turn in it comes next (each seat once: a seat that keeps two projects keeps
the second in the next step), or else the one decision of the seat to move: the agents to act
are those whose ``action_mask`` has a legal action; the others' actions are ignored (send any,
e.g. ``action_space.sample(mask)``, which gives 0 for an empty mask). Each acting seat sees
its own observation at the start of the step, as it would in the sequential game (the others'
picks are hidden from it). Everything else is as in the AEC environment
(``boardrules.adapters.pettingzoo``): observations, action ids, rewards at the end
(``rewards``), ``render_mode``, ``game_state``; chance is the kernel's, drawn from the seed.

A parallel step never lets a seat learn what the sequential game hides: a secret decision's
legal actions do not depend on the hidden picks before it (the kernel hides them from the seat,
so its options cannot tell them), which is what lets every seat be asked at once; a step
checks it, and an illegal action raises ``boardrules.IllegalAction`` and changes nothing.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from boardrules.engine import Game, State
from boardrules.errors import IllegalAction

from .zoo import RENDER_MODES, render, set_up

__all__ = ["BoardrulesParallelEnv", "acting_seats"]


def acting_seats(state: State) -> list[int]:
    """The seats that choose at once now: the seat to move, and if its decision is secret,
    each next seat asked the same secret decision (each seat once), found by answering the
    earlier ones with their first legal action (the options cannot depend on them)."""
    if state.current_player < 0:
        return []
    seats, kind = [state.current_player], state.decision
    if kind not in state.game.secret_decisions:
        return seats
    probe = state
    while True:
        probe = probe.apply_id(probe.legal_action_ids()[0])
        seat = probe.current_player
        if probe.decision != kind or seat < 0 or seat in seats:
            return seats
        seats.append(seat)


class BoardrulesParallelEnv(ParallelEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """A boardrules game as a PettingZoo parallel environment (see the module's docstring)."""

    metadata = {"render_modes": RENDER_MODES, "name": "boardrules_parallel"}

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
        set_up(self, game_id, players, render_mode, rewards, options, "boardrules_{id}_parallel")
        self.agents: list[str] = []
        self.np_random: np.random.Generator | None = None
        self.game_state: State | None = None
        self.masks: dict[int, tuple[int, ...]] = {}  # each acting seat's legal action ids

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        if seed is not None or self.np_random is None:
            self.np_random, _ = gymnasium.utils.seeding.np_random(seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**31))
        self.game_state = self.game.new_game(self.players, game_seed, **self.options)
        self.agents = list(self.possible_agents)
        self._ask()
        return self._observe(), self._infos()

    def _ask(self) -> None:
        """The acting seats and their legal actions, each as it would be asked in turn."""
        state = self.game_state
        assert state is not None
        self.masks = {}
        for seat in acting_seats(state):
            while state.current_player != seat:  # earlier picks: any legal one (hidden)
                state = state.apply_id(state.legal_action_ids()[0])
            self.masks[seat] = state.legal_action_ids()

    def _observe(self) -> dict[str, Any]:
        state = self.game_state
        assert state is not None
        out = {}
        for agent in self.agents:
            seat = self.agent_name_mapping[agent]
            mask = np.zeros(self.game.num_distinct_actions, np.int8)
            mask[list(self.masks.get(seat, ()))] = 1
            tensor = state.observation_array(seat)
            out[agent] = {"observation": tensor, "action_mask": mask}
        return out

    def _infos(self) -> dict[str, Any]:
        state = self.game_state
        assert state is not None
        return {
            a: {
                "decision": state.decision,
                "legal_action_ids": self.masks.get(self.agent_name_mapping[a], ()),
            }
            for a in self.agents
        }

    def step(
        self, actions: dict[str, Any]
    ) -> tuple[dict[str, Any], dict[str, float], dict[str, bool], dict[str, bool], dict[str, Any]]:
        state = self.game_state
        if state is None or not self.agents:
            raise RuntimeError("step() after the end of a game: call reset()")
        for seat in self.masks:  # in the order the game asks them
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise IllegalAction(f"{agent} must act in this step (its action_mask)")
            if state.current_player != seat:
                raise IllegalAction(f"{agent}'s turn did not come: an earlier pick ended it")
            state = state.apply_id(int(actions[agent]))
        self.game_state = state
        agents = list(self.agents)
        rewards = dict.fromkeys(agents, 0.0)
        if state.is_terminal:
            returns = state.returns(self.reward_kind)
            rewards = {a: float(returns[self.agent_name_mapping[a]]) for a in agents}
            self.masks = {}
        else:
            self._ask()
        obs, infos = self._observe(), self._infos()
        terminations = dict.fromkeys(agents, state.is_terminal)
        truncations = dict.fromkeys(agents, False)
        if state.is_terminal:
            self.agents = []
        return obs, rewards, terminations, truncations, infos

    def render(self) -> str | np.ndarray | None:
        return render(self.game_state, self.render_mode)

    def close(self) -> None:
        pass
