"""A third party adds a game without touching the kernel (issue 8, item 4).

tests/toy_plugin/ is such a game in a package of its own: Toy Harvest registers ``toy`` in
the ``boardrules.games`` entry-point group, ships its card files in its own data package
(``Game.data_package``), uses a kernel primitive and one of its own that takes an effect list,
and has a check hook for a cross-reference. The test really installs it (pip builds its wheel
and installs it into a folder of its own) and then, in fresh interpreters: the game is listed
and plays to its end, the conformance suite passes on it, and ``boardrules validate`` checks
its card files, installed or copied, reporting mistakes with file and line and never a
traceback, even for the installed files the game itself fails to load.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from boardrules.cards.coverage import skipped

PLUGIN = Path(__file__).parents[1] / "toy_plugin"

PLAY = """
import json, random, boardrules
game = boardrules.load_game("toy")
state = game.new_game(players=2, seed=5)
pick = random.Random(5)
while not state.is_terminal:
    state = state.apply(pick.choice(state.legal_actions()))
again = game.state_from_json(state.to_json())
print(json.dumps({
    "games": boardrules.list_games(),
    "entries": sorted(game.catalog.cards),
    "history": [str(a) for a in state.history],
    "scores": list(state.scores()),
    "replayed": again.to_json() == state.to_json(),
}))
"""


def run(site: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=180
    )


def install(tmp_path: Path) -> Path:
    """Build and install the plugin into ``tmp_path/site``, as pip installs any package."""
    source, site = tmp_path / "src", tmp_path / "site"
    shutil.copytree(PLUGIN, source)  # pip builds in the source tree: keep the repository clean
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation"]
        + ["--target", str(site), str(source)],
        check=True,
        capture_output=True,
        timeout=180,
    )
    assert (site / "toy_game_data" / "toy" / "crops.yaml").is_file()
    assert any(site.glob("boardrules_toy-*.dist-info/entry_points.txt"))
    return site


def test_an_installed_plugin_is_listed_plays_passes_the_suite_and_is_validated(
    tmp_path: Path,
) -> None:
    site = install(tmp_path)

    played = run(site, "-c", PLAY, cwd=tmp_path)
    assert played.returncode == 0, played.stderr
    out = json.loads(played.stdout)
    assert out["games"] == [
        "hallertau",
        "kleine_voelker",
        "nusfjord",
        "toy",
        "woodcraft",
        "woodcraft_rw",
    ]
    assert out["entries"] == ["barley", "golden_wheat", "market", "oats", "rounds", "rye", "wheat"]
    assert out["history"][0].startswith(("take ", "pass")) and len(out["scores"]) == 2
    assert out["replayed"]

    suite_args = ("-m", "pytest", "-q", "-p", "no:cacheprovider", "src/check_conformance.py")
    suite = run(site, *suite_args, cwd=tmp_path)
    assert suite.returncode == 0, suite.stdout + suite.stderr
    assert " passed" in suite.stdout and "failed" not in suite.stdout

    installed = site / "toy_game_data" / "toy"
    clean = run(site, "-m", "boardrules", "validate", str(installed), cwd=tmp_path)
    note = f"note: {skipped(installed, 'toy')}"  # a plugin's data has no coverage page beside it
    assert (clean.returncode, clean.stdout) == (0, f"{note}\nno problems in {installed}\n")

    # a cross-reference to a crop that does not exist: the game's check hook reports it
    copy = tmp_path / "copy" / "toy"
    shutil.copytree(installed, copy)
    crops = copy / "crops.yaml"
    crops.write_text(crops.read_text().replace("needs: wheat", "needs: whaet"))
    bad_ref = run(site, "-m", "boardrules", "validate", str(copy), cwd=tmp_path)
    assert bad_ref.returncode == 1 and bad_ref.stderr == ""
    line = crops.read_text().splitlines().index("  needs: whaet") + 1
    assert bad_ref.stdout.splitlines() == [
        f"{crops}:{line}: golden_wheat: UNKNOWN-REF 'whaet' is no crop entry "
        "(did you mean 'wheat'?)",
        f"note: {skipped(copy, 'toy')}",
        "1 problem in 1 file",
    ]

    # a misspelt kind in the installed files: loading the game fails with CardError, while
    # validate (which never loads the game) reports it
    target = installed / "crops.yaml"
    target.write_text(target.read_text().replace("kind: crop", "kind: corp", 1))
    broken = run(site, "-m", "boardrules", "validate", str(installed), cwd=tmp_path)
    assert broken.returncode == 1 and broken.stderr == ""
    assert broken.stdout.startswith(
        f"{target}:4: wheat: UNKNOWN-KIND 'corp' (did you mean 'crop'?)\n"
    )
    load = run(site, "-c", "import boardrules; boardrules.load_game('toy')", cwd=tmp_path)
    assert "boardrules.errors.CardError" in load.stderr and "UNKNOWN-KIND 'corp'" in load.stderr
