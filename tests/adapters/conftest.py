"""The adapters' tests need their optional extras (``pip install '.[openspiel,pettingzoo,dask]'``).

Without an extra, its tests are skipped, unless ``BOARDRULES_EXTRAS=required`` (CI sets it):
then a missing extra fails them, so CI cannot pass without running every adapter check.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

import pytest

import boardrules

CONFIGS = [
    (game_id, players)
    for game_id in boardrules.list_games()
    for players in range(
        boardrules.load_game(game_id).min_players, boardrules.load_game(game_id).max_players + 1
    )
]
"""Every installed game at every player count it takes."""


def extra(module: str, name: str) -> ModuleType:
    """``module`` imported, or the test skipped (failed where CI requires the extras)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        if os.environ.get("BOARDRULES_EXTRAS") == "required":
            pytest.fail(f"the extra {name!r} is required here: {exc}")
        pytest.skip(f"the extra {name!r} is not installed ({exc})", allow_module_level=True)
