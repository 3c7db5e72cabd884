"""``boardrules validate``: every problem of card files and folders of installed games.

A file's game is the folder it sits in (``data/woodcraft_rw/helpers.yaml``). The game's
vocabulary comes from its class, so no card file is loaded to check the card files. Each file
is checked on its own; once every file of a game's folder is clean, the folder is checked as a
whole (``check_catalog``: the parameters the game declares, then its ``check_catalog`` hook).
Every entry read is also looked up on the game's coverage page beside the folder
(``coverage.py``: ``NOT-IN-COVERAGE``; without a page, a note says the check was skipped).
Nothing here raises on a card file: every problem is a ``Problem``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from boardrules.cards.coverage import coverage_problems
from boardrules.cards.loader import check_catalog, read_catalog
from boardrules.cards.schema import BASE_SET
from boardrules.cards.validate import Problem
from boardrules.datafiles import LOCK_FILE, read_lock
from boardrules.registry import game_class, list_games
from boardrules.suggest import suggest


def validate_paths(paths: Iterable[str | Path], notes: list[str] | None = None) -> list[Problem]:
    """Validate card files or folders (``data/`` or ``data/<game>/``) against their games.

    A check that could not run (a coverage page not found) is not a problem: it is said in
    ``notes``, when given."""
    problems: list[Problem] = []
    known = set(list_games())
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found = sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml"))
            if not found:
                problems.append(Problem(str(p), 0, "-", "NO-FILE", "no card file (*.yaml) in it"))
            files.extend(found)
        elif p.exists():
            files.append(p)
        else:
            problems.append(Problem(str(p), 0, "-", "NO-FILE", "no such file or folder"))
    folders: dict[Path, list[Path]] = {}
    unique = {f.resolve(): f for f in reversed(files)}  # a file named twice is checked once
    for f in [f for f in files if unique.get(f.resolve()) is f]:
        game_id = f.absolute().parent.name  # also for a file named from inside its folder
        if game_id in known:
            folders.setdefault(f.parent, []).append(f)
        else:
            problems.append(
                Problem(
                    str(f),
                    1,
                    "-",
                    "UNKNOWN-GAME",
                    f"folder '{game_id}' is not a game{suggest(game_id, known)}",
                )
            )
    for folder, group in folders.items():
        problems.extend(validate_folder(folder, group, notes))
    return problems


def validate_folder(
    folder: Path, files: list[Path], notes: list[str] | None = None
) -> list[Problem]:
    """The problems of some files of one game's folder (all of them: also the folder's), and
    of their entries that the game's coverage page does not mention."""
    try:
        game = game_class(folder.absolute().name)
        vocab = game.build_vocabulary()
    except Exception as exc:  # a broken plugin, not a card file: still no traceback
        return [_failed(folder, f"the game {folder.absolute().name!r} could not be loaded", exc)]
    catalog, problems = read_catalog(files, vocab, folder)
    problems += lock_problems(folder)
    game_id = folder.absolute().name
    problems += coverage_problems(folder, game_id, catalog.cards.values(), notes)
    if problems or not set(folder.glob("*.yaml")) <= set(files):
        return problems
    try:
        found = check_catalog(catalog, vocab, game.check_catalog)
        base = catalog.select([BASE_SET])
        if not found and base is not catalog:  # the base game alone must load too
            found = check_catalog(base, vocab, game.check_catalog)
        return found
    except Exception as exc:  # a bug of the game's check, not of the files: still report it
        return [_failed(folder, f"{game.__name__}.check_catalog raised", exc)]


def lock_problems(folder: Path) -> list[Problem]:
    """The problems of the folder's ``actions.lock`` (``LOCK-FILE``), if it has one: the
    game reads it as it loads, so it is checked with the card files."""
    path = folder / LOCK_FILE
    if not os.path.lexists(path):
        return []
    return [Problem(str(path), line, "-", "LOCK-FILE", why) for line, why in read_lock(path)[1]]


def _failed(folder: Path, what: str, exc: Exception) -> Problem:
    return Problem(str(folder), 0, "-", "CHECK-FAILED", f"{what}: {type(exc).__name__}: {exc}")
