"""The build: pure Python by default; ``BOARDRULES_COMPILE=1`` compiles the hot modules with mypyc.

``pip install .`` and ``pip install -e '.[test]'`` build the pure-Python package (pyproject.toml
holds the whole configuration; this file adds nothing then and needs no compiler).
``BOARDRULES_COMPILE=1 pip install .`` also compiles the modules listed in ``COMPILED`` into C
extensions (mypyc, a C compiler and the Python headers needed; pip fetches mypy for the build).
The ``.py`` files are installed too: an extension module is imported before a source file of
the same name, and the sources stay beside them for tracebacks, docs and the comparison test
(tests/kernel/test_compiled.py, run by tools/compiled-check: the same games, bit for bit, with
and without the compiled modules). docs/performance.md, "The optional compiled build", says
what it gives. ``BOARDRULES_COMPILE_OPT``, ``BOARDRULES_COMPILE_SPLIT`` and
``BOARDRULES_COMPILE_JOBS`` (below) choose how gcc compiles: .ci/run builds at ``-O0`` with a C
file a module, in a third of the full build's CPU time, and compares that build's games with the
pure modules'.

A module is listed only when mypyc compiles it without changing what it does:

- it defines no attrs class, no action kind (a ``tuple`` subclass) and no class inside a
  function: mypyc rewrites class annotations (``ClassVar`` and the parameters of ``list[...]``
  are lost), and attrs, ``copying.compile_clone`` and the saved games' converter read them;
- no other module subclasses or monkeypatches its plain classes (compiled, they are closed);
- its annotations hold at run time: compiled code checks every argument's declared type (the
  card language hands the words the card files' tuples, so its modules are left out).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any

from setuptools import setup

# Repository paths (games/ and data/ are installed as boardrules.games and boardrules.data).
COMPILED = [
    # the kernel's loop: running the task stack, listing and applying answers; expressions
    "boardrules/loop.py",
    "boardrules/rng.py",
    "boardrules/effects.py",
    # the games' rule modules (not their records, views, pictures, tensors or checks). Left
    # out: Hallertau's cardlang, cardcosts and supply (a card's check reads the table through
    # the memo's spy, which stands for its lists), Hallertau's rounds (its quarter-card lines are
    # tuples where the game's annotation says list), Woodcraft's draws (its ``pile`` is a method
    # of the game by assignment, which a compiled function does not bind as)
    "games/hallertau/board.py",
    "games/hallertau/cardeffects.py",
    "games/hallertau/cardplay.py",
    "games/hallertau/crafts.py",
    "games/hallertau/draws.py",
    "games/hallertau/events.py",
    "games/hallertau/fields.py",
    "games/hallertau/progress.py",
    "games/hallertau/scores.py",
    "games/hallertau/setup.py",
    "games/hallertau/sheep.py",
    "games/kleine_voelker/act.py",
    "games/kleine_voelker/building.py",
    "games/kleine_voelker/cards.py",
    "games/kleine_voelker/geometry.py",
    "games/kleine_voelker/patterns.py",
    "games/kleine_voelker/ploys.py",
    "games/kleine_voelker/rounds.py",
    "games/kleine_voelker/scoring.py",
    "games/nusfjord/action_board.py",
    "games/nusfjord/anytime.py",
    "games/nusfjord/banquet.py",
    "games/nusfjord/construction.py",
    "games/nusfjord/draws.py",
    "games/nusfjord/elders.py",
    "games/nusfjord/fishing.py",
    "games/nusfjord/guests.py",
    "games/nusfjord/harbor.py",
    "games/nusfjord/rounds.py",
    "games/nusfjord/scoring.py",
    "games/nusfjord/setup.py",
    "games/nusfjord/ships.py",
    "games/nusfjord/turns.py",
    "games/woodcraft/action_step.py",
    "games/woodcraft/cards.py",
    "games/woodcraft/hiring.py",
    "games/woodcraft/income.py",
    "games/woodcraft/orders.py",
    "games/woodcraft/production.py",
    "games/woodcraft/purchases.py",
    "games/woodcraft/scoring.py",
    "games/woodcraft/setup.py",
    "games/woodcraft/tools.py",
    "games/woodcraft/tracks.py",
    "games/woodcraft/turns.py",
    "games/woodcraft/wheel.py",
    "games/woodcraft/workshop.py",
    "games/woodcraft_rw/cards.py",
    "games/woodcraft_rw/free.py",
    "games/woodcraft_rw/fulfil.py",
    "games/woodcraft_rw/orders.py",
    "games/woodcraft_rw/rounds.py",
    "games/woodcraft_rw/scoring.py",
    "games/woodcraft_rw/setup.py",
    "games/woodcraft_rw/sheet.py",
    "games/woodcraft_rw/solo.py",
    "games/woodcraft_rw/turn.py",
]

SWITCH = "BOARDRULES_COMPILE"
# How (defaults: the build for speed, tools/compiled-check's). gcc's -O level of the C code
# (mypyc writes the same C at every level): .ci/run builds at 0, since its comparison checks the
# games and not the speed (docs/performance.md, "In CI", has the build's CPU time at each).
OPT_LEVEL = os.environ.get("BOARDRULES_COMPILE_OPT", "3")
# 1: a C file per module (mypyc's multi_file), compiled side by side, against one file of all
# of them (gcc then inlines across modules: the faster code, the longer build)
SPLIT = os.environ.get("BOARDRULES_COMPILE_SPLIT", "0") == "1"
# how many C files gcc compiles at once (default: the machine's cores)
JOBS = int(os.environ.get("BOARDRULES_COMPILE_JOBS", "0") or 0) or os.cpu_count() or 1
# The folders as installed: mypyc names a module by its path, so it compiles a copy laid out
# as the installed package (boardrules/games/nusfjord/turns.py is boardrules.games.nusfjord.turns).
STAGE = Path("build") / "mypyc-src"
LAYOUT = {"boardrules": "boardrules", "games": "boardrules/games", "data": "boardrules/data"}
BUILD_NEEDS = ["mypy>=1.10", "attrs>=23.1", "cattrs>=23.2", "pyyaml>=6.0", "types-PyYAML"]


def staged(path: str) -> str:
    top, _, rest = path.partition("/")
    return str(STAGE / LAYOUT[top] / rest)


def stage() -> None:
    """Copy the sources into ``STAGE`` as they are installed (Python files only), and drop the
    extensions of an earlier compiled build (a module no longer listed would be installed)."""
    shutil.rmtree(STAGE, ignore_errors=True)
    for earlier in Path("build").glob("lib.*"):
        shutil.rmtree(earlier)
    for top, target in LAYOUT.items():
        shutil.copytree(
            top,
            STAGE / target,
            ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.yaml", "*.lock"),
            dirs_exist_ok=True,
        )


def compiled_extensions() -> list[object]:
    if os.environ.get(SWITCH, "") != "1":
        return []
    if "editable_wheel" in sys.argv:
        raise SystemExit(f"{SWITCH}=1 builds an installed package: pip install . (not -e)")
    if {"egg_info", "dist_info"} & set(sys.argv):
        return []  # pip asks for the requirements (mypy comes then) and the metadata first
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(f"{SWITCH}=1 needs mypy (with mypyc) where the package is built") from None
    stage()
    # mypyc type-checks the staged copy: its cache apart from the checkout's .mypy_cache, which
    # a mypy run beside the build (.ci/run) writes at the same time
    os.environ["MYPY_CACHE_DIR"] = str(Path("build") / "mypyc-cache")
    target = Path("build") / "mypyc-c"
    extensions = list(
        mypycify(
            [staged(p) for p in COMPILED],
            opt_level=OPT_LEVEL,
            multi_file=SPLIT,
            group_name="boardrules._compiled",  # one library, inside the package
            target_dir=str(target),
        )
    )
    for extension in extensions:
        # mypyc writes the group's headers into the group's package folder, which only the
        # one-file build's C file (written there too) finds by itself
        extension.include_dirs.append(str(target / "boardrules"))
    return extensions


def parallel_build_ext() -> type:
    """setuptools' build_ext compiling the C files of an extension side by side on ``JOBS``
    cores (it compiles them one after the other, and ``--parallel`` runs only whole extensions
    side by side: the split build is one library of many files)."""
    from concurrent.futures import ThreadPoolExecutor

    from setuptools.command.build_ext import build_ext

    gcc = ThreadPoolExecutor(JOBS)  # at most JOBS compilers at once, whichever extension asks

    class ParallelBuildExt(build_ext):
        def build_extensions(self) -> None:
            compile_files = self.compiler.compile

            def compile_side_by_side(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
                runs = [gcc.submit(compile_files, [source], *args, **kwargs) for source in sources]
                return [obj for run in runs for obj in run.result()]

            self.compiler.compile = compile_side_by_side
            self.parallel = JOBS  # the 60 small extensions (a module each) side by side too
            super().build_extensions()

    return ParallelBuildExt


setup(
    setup_requires=BUILD_NEEDS if os.environ.get(SWITCH, "") == "1" else [],
    ext_modules=compiled_extensions(),
    cmdclass={"build_ext": parallel_build_ext()} if os.environ.get(SWITCH, "") == "1" else {},
)
