"""Where a game's data lives: its folder of YAML files and its locked action ids."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from boardrules.files import read_text
from boardrules.registry import game_class, list_games
from boardrules.safety import CONTROL, control_name

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


LOCK_BYTES = 1_000_000  # the largest landed lock file has 12 KB


def locked_actions(game_id: str, package: str = "boardrules.data") -> list[str]:
    """The notations of ``data/<game>/actions.lock`` (ids fixed across data versions); a lock
    file with a problem (``lock_problems``) is a CardError naming it."""
    path = data_dir(game_id, package) / LOCK_FILE
    if not os.path.lexists(path):
        return []
    lines, problems = read_lock(path)
    if problems:
        from boardrules.errors import CardError

        raise CardError([f"{path}:{line}: -: LOCK-FILE {message}" for line, message in problems])
    return lines


def read_lock(path: Path) -> tuple[list[str], list[tuple[int, str]]]:
    """The notations of a lock file and its problems, (line, message) each: only a regular
    file of at most LOCK_BYTES of UTF-8 text is read (a FIFO or a link to ``/dev/zero`` is
    refused, not read), one notation a line, no control character, no notation twice."""
    try:
        text = read_text(path, LOCK_BYTES)
    except OSError as exc:  # NotARegularFile, FileTooLarge, no permission
        return [], [(0, f"not readable: {exc.strerror or exc}")]
    except ValueError as exc:  # NotText
        return [], [(1, str(exc))]
    found: list[tuple[int, str]] = []
    lines: list[str] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        bad = CONTROL.search(line)
        if bad:
            found.append((number, f"control character {control_name(bad.group())}"))
        elif line != " ".join(line.split()):
            found.append((number, f"{line[:60]!r}: a notation has single spaces, none at its ends"))
        elif line in seen:
            found.append((number, f"{line[:60]!r} is also on line {seen[line]}: each action once"))
        seen.setdefault(line, number)
        lines.append(line)
    return lines, found
