"""What the PettingZoo environments' ``render()`` gives (``boardrules.adapters.pettingzoo``
and ``.pettingzoo_parallel``)."""

from __future__ import annotations

import gymnasium

from boardrules.engine import State

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
