"""The distribution installs nothing at top level but ``boardrules``: the repository's games/
and data/ folders become ``boardrules.games`` and ``boardrules.data``, so a user project with
its own ``games`` or ``data`` package still finds every game."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_every_package_folder_is_listed_under_the_boardrules_namespace() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    listed = set(config["setuptools"]["packages"])
    mapping = config["setuptools"]["package-dir"]
    assert mapping == {
        "boardrules": "boardrules",
        "boardrules.games": "games",
        "boardrules.data": "data",
    }
    found = set()
    for package, folder in mapping.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            found.add(".".join([package, *rel.parts]))
    assert found == listed
    assert all(name.split(".")[0] == "boardrules" for name in listed)


def test_a_project_with_its_own_games_and_data_packages_plays(tmp_path: Path) -> None:
    for name in ("games", "data"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text("MINE = True\n")
    script = (
        "import games, data, boardrules\n"
        "assert games.MINE and data.MINE\n"
        "for gid in boardrules.list_games():\n"
        "    g = boardrules.load_game(gid)\n"
        "    s = g.new_game(players=g.min_players, seed=1)\n"
        "    for _ in range(30):\n"
        "        s = s.apply(s.legal_actions()[0])\n"
        "    print(gid, len(g.catalog.cards))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout
    assert "hallertau 372" in out.splitlines()
