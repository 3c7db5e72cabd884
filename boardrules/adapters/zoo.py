"""What the two PettingZoo environments (``boardrules.adapters.pettingzoo`` and
``.pettingzoo_parallel``) share: their setup (seats, spaces, options) and ``render()``."""

from __future__ import annotations

import io
from importlib.util import find_spec
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from boardrules.engine import Game, State
from boardrules.registry import load_game
from boardrules.scoring import check_rewards


def rasterizer() -> Any:
    """cairosvg's ``svg2png``: the optional extra ``render`` (``pip install
    'boardrules[render]'``) over the system's cairo library; an ImportError naming what to
    install where either is missing."""
    try:
        import cairosvg  # noqa: PLC0415 (optional: only the rgb_array mode needs it)
    except ImportError as error:
        raise ImportError(
            "render_mode='rgb_array' needs pip install 'boardrules[render]'"
        ) from error
    except OSError as error:  # cairocffi found no libcairo
        raise ImportError(
            "render_mode='rgb_array' needs the system's cairo library "
            f"(Debian: apt-get install libcairo2): {error}"
        ) from error
    return cairosvg.svg2png


RENDER_MODES = ["ansi", "human", "svg", *(["rgb_array"] if find_spec("cairosvg") else [])]
"""``render()``: ``ansi`` the public table as text (``str(state)``), ``human`` the same printed,
``svg`` the public picture (``state.svg()``), and where the extra ``render`` is installed
(cairosvg, over the system's libcairo) ``rgb_array``: that picture rasterized, an ``(height,
width, 3)`` uint8 array 800 pixels wide. Without the extra the mode is not listed, so
PettingZoo's ``render_test`` checks what the environment offers; cairosvg is imported only when
a picture is rasterized."""


def check_render_mode(mode: str | None) -> None:
    if mode is not None and mode not in RENDER_MODES:
        extra = " (rgb_array needs pip install 'boardrules[render]')" if mode == "rgb_array" else ""
        raise ValueError(f"render_mode is one of {RENDER_MODES} or None, not {mode!r}{extra}")


def rgb_array(svg: str) -> np.ndarray:
    """The SVG picture as an ``(height, width, 3)`` uint8 array (cairosvg, then Pillow, which
    cairosvg installs)."""
    from PIL import Image  # noqa: PLC0415 (a dependency of cairosvg, the extra ``render``)

    png = rasterizer()(bytestring=svg.encode("utf-8"))
    with Image.open(io.BytesIO(png)) as picture:
        return np.asarray(picture.convert("RGB"), dtype=np.uint8)


def render(state: State | None, mode: str | None) -> str | np.ndarray | None:
    """What ``render()`` gives in ``mode`` (see ``RENDER_MODES``)."""
    if mode is None:
        gymnasium.logger.warn("render() without a render_mode: env(..., render_mode='ansi')")
        return None
    if mode == "svg":
        return "" if state is None else state.svg()
    if mode == "rgb_array":
        return np.zeros((1, 1, 3), np.uint8) if state is None else rgb_array(state.svg())
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
