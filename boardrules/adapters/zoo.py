"""What the two PettingZoo environments (``boardrules.adapters.pettingzoo`` and
``.pettingzoo_parallel``) share: their setup (seats, spaces, options) and ``render()``."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from boardrules.engine import Game, State
from boardrules.registry import load_game
from boardrules.scoring import check_rewards

RENDER_MODES = ["ansi", "human", "svg"]
"""``render()``: ``ansi`` the public table as text (``str(state)``), ``human`` the same printed,
``svg`` the public picture (``state.svg()``). No ``rgb_array``: rasterizing the SVG needs
cairosvg (the system's libcairo and Pillow) or a young binding of resvg, each heavier than
this extra; ``svg`` gives the picture to rasterize with one of them."""


def check_render_mode(mode: str | None) -> None:
    if mode is not None and mode not in RENDER_MODES:
        raise ValueError(f"render_mode is one of {RENDER_MODES} or None, not {mode!r}")


def render(state: State | None, mode: str | None) -> str | None:
    """What ``render()`` gives in ``mode`` (see ``RENDER_MODES``)."""
    if mode is None:
        gymnasium.logger.warn("render() without a render_mode: env(..., render_mode='ansi')")
        return None
    if mode == "svg":
        return "" if state is None else state.svg()
    text = "" if state is None else str(state)
    if mode == "human":
        print(text)
        return None
    return text


def set_up(
    env: Any,
    game_id: str,
    players: int,
    render_mode: str | None,
    rewards: str,
    options: dict[str, Any],
    name: str,
) -> None:
    """Sets the fields both environments have: the game (its player count and options checked
    now), the render mode and rewards (checked), the metadata's ``name``, the agents
    (``player_0``...) and their observation spaces (the observation tensor and the legal
    action mask) and action spaces (the action ids)."""
    game: Game = load_game(game_id)
    game.new_game(players, 0, **options)  # checks the player count and options now
    check_render_mode(render_mode)
    check_rewards(rewards)
    env.game, env.players, env.options = game, players, dict(options)
    env.render_mode, env.reward_kind = render_mode, rewards
    env.metadata = {**env.metadata, "name": name.format(id=game.id)}
    env.possible_agents = [f"player_{p}" for p in range(players)]
    env.agent_name_mapping = {a: p for p, a in enumerate(env.possible_agents)}
    size, n = game.info.observation_tensor_shape[0], game.num_distinct_actions
    observation = spaces.Dict(
        {
            "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        }
    )
    env.observation_spaces = {a: observation for a in env.possible_agents}
    env.action_spaces = {a: spaces.Discrete(n) for a in env.possible_agents}
