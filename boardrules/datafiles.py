"""Where a game's data lives: its folder of YAML files and its locked action ids."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from boardrules.registry import game_class, list_games

LOCK_FILE = "actions.lock"  # data/<game>/actions.lock: one notation per line, its id the line
DATA_ENV = "BOARDRULES_DATA"


def data_dir(game_id: str, package: str = "boardrules.data") -> Path:
    """The folder of a game's YAML: ``data/<game>`` in a checkout or a wheel.

    A third-party plugin ships its YAML in a package of its own and names it in
    ``Game.data_package``. When the environment variable ``BOARDRULES_DATA`` names a folder
    holding a ``<game>`` folder, the game reads that one instead of its installed data (a
    contributor's copy of the data, to play or run the tests against without touching the
    installed files; see docs/contributing-cards.md). A class naming a package other than its
    installed game's (a test's subclass reading a copy of the data with cards of its own)
    reads that package: the variable stands in for the installed data, not for every package.
    """
    override = os.environ.get(DATA_ENV)
    if override and (Path(override) / game_id).is_dir() and package == installed(game_id, package):
        return Path(override) / game_id
    return Path(str(resources.files(package) / game_id))


def installed(game_id: str, package: str) -> str:
    """The data package of the installed game ``game_id`` (``package`` if none is installed)."""
    return game_class(game_id).data_package if game_id in list_games() else package


def locked_actions(game_id: str, package: str = "boardrules.data") -> list[str]:
    """The notations of ``data/<game>/actions.lock`` (ids fixed across data versions)."""
    path = data_dir(game_id, package) / LOCK_FILE
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]
