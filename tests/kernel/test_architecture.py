"""The shape issue 22 asks of the code, checked statically so it cannot drift back.

- no file in ``boardrules/`` or ``games/`` over 800 lines, no class over 40 methods;
- a game's ``Game`` subclass derives from the kernel's ``Game`` alone (no mixins);
- one draw path: no ``explicit_chance`` in ``games/`` (the chance mode is the kernel's);
- typed actions: no ``args[i]`` read and no ``.kind ==`` comparison of an action in
  ``boardrules/`` or ``games/`` (a game declares its kinds, ``boardrules.actions.Kind``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
MAX_LINES = 800
MAX_METHODS = 40
GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists())


def sources(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (ROOT / f).rglob("*.py"))


def where(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("folder", ["boardrules", "games", *(f"games/{g}" for g in GAMES)])
def test_no_file_is_over_800_lines_and_no_class_over_40_methods(folder: str) -> None:
    # "games": the modules beside the game folders (woodcraft_dice.py)
    files = (ROOT / folder).glob("*.py") if folder == "games" else (ROOT / folder).rglob("*.py")
    long, big = [], []
    for path in sorted(files):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > MAX_LINES:
            long.append(f"{where(path)}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                n = sum(isinstance(b, ast.FunctionDef | ast.AsyncFunctionDef) for b in node.body)
                if n > MAX_METHODS:
                    big.append(f"{where(path)}: class {node.name} has {n} methods")
    assert not long + big, "\n".join(long + big)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_class_derives_from_the_kernel_game_alone(game: str) -> None:
    for path in sources(f"games/{game}"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(b, ast.Name) and b.id == "Game" for b in node.bases
            ):
                assert len(node.bases) == 1, f"{where(path)}: {node.name} has mixins"


@pytest.mark.parametrize("game", GAMES)
def test_one_draw_path_no_chance_mode_in_a_game(game: str) -> None:
    hits = [
        f"{where(p)}:{i}"
        for p in sources(f"games/{game}")
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if "explicit_chance" in line
    ]
    assert not hits, f"the chance mode is read in {hits}"


ARGS = re.compile(r"\.args\[\d")
KIND_EQ = re.compile(r"\b[a-z_]+\.kind\s*(==|!=|in\b)")


@pytest.mark.parametrize("folder", ["boardrules", *(f"games/{g}" for g in GAMES)])
def test_actions_are_read_by_name(folder: str) -> None:
    hits = []
    for path in sources(folder):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if ARGS.search(code):
                hits.append(f"{where(path)}:{i}: {line.strip()}")
            elif KIND_EQ.search(code) and re.search(r"\b(a|action|act|move)\.kind\b", code):
                hits.append(f"{where(path)}:{i}: {line.strip()}")
    assert not hits, "actions read by position or kind text:\n" + "\n".join(hits)
