"""The optional compiled build plays the same games as the pure one, bit for bit (issue 26).

``BOARDRULES_COMPILE=1 pip install .`` compiles the modules setup.py lists in ``COMPILED``
with mypyc and installs their sources beside them. With such a build installed, the first test
plays every game at every player count (and a few options, explicit chance) twice: here, with
the compiled modules, and in a fresh interpreter importing every ``boardrules`` module from
its source; every legal action id, every choice, the saved games, the observations, a perft
and the scores must be the same. Without a compiled build it is skipped (CI's main test run,
on the pure install); ``.ci/run`` then builds one (gcc ``-O0``) and ``tools/compiled-check``
one in a temporary environment (``-O3``), and both run it against theirs with
``BOARDRULES_EXPECT_COMPILED=1``, which turns the skip into a failure.

The other tests hold in every install: the listed modules are ones mypyc can compile without
changing what they do (setup.py's docstring says why each rule matters).
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import random
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import pytest

import boardrules
from boardrules.perft import perft

ROOT = Path(__file__).resolve().parents[2]
SETUP = ROOT / "setup.py"
LAYOUT = {"boardrules": "boardrules", "games": "boardrules.games", "data": "boardrules.data"}

Case = tuple[str, int, int, str, dict[str, Any]]  # game, players, seed, chance, options
EXTRA_CASES: list[Case] = [
    ("hallertau", 3, 3, "auto", {"variant": "cardless"}),
    ("hallertau", 2, 4, "explicit", {}),
    ("kleine_voelker", 3, 3, "auto", {"layout": "fixed"}),
    ("kleine_voelker", 2, 4, "explicit", {}),
    ("nusfjord", 1, 3, "auto", {"variant": "solo_advanced"}),
    ("nusfjord", 3, 3, "auto", {"elders": "variants", "forgotten": True}),
    ("nusfjord", 2, 4, "explicit", {}),
    ("woodcraft", 2, 3, "explicit", {}),
    ("woodcraft_rw", 2, 3, "explicit", {"shift_direction": "left"}),
]


def cases() -> list[Case]:
    """Every game at every player count with two seeds, then the options and explicit chance."""
    out: list[Case] = []
    for game_id in sorted(boardrules.list_games()):
        game = boardrules.load_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            out += [(game_id, players, seed, "auto", {}) for seed in (1, 2)]
    return out + EXTRA_CASES


def fingerprint(game_id: str, players: int, seed: int, chance: str, options: dict[str, Any]) -> str:
    """A digest of one random game: at every step the seat, the decision, the legal ids and the
    choice (applied by id and by action in turn); at every 25th step and at the end the saved
    game and each seat's observation; a perft of depth 2 at step 30; the scores and returns."""
    game = boardrules.load_game(game_id)
    rnd = random.Random(seed * 1000 + players)
    state = game.new_game(players, seed, chance, **options)
    digest = hashlib.sha256()

    def add(value: object) -> None:
        digest.update(json.dumps(value, sort_keys=True, default=repr).encode())

    def snapshot() -> None:
        add(state.to_json())
        for seat in range(state.players):
            add(state.observation_string(seat))

    step = 0
    while not state.is_terminal:
        ids = state.legal_action_ids()
        add([step, state.current_player, state.decision, ids])
        if step % 25 == 0:
            snapshot()
        if step == 30:
            add(perft(state, 2))
        choice = rnd.choice(ids)
        add(choice)
        state = state.apply_id(choice) if step % 2 else state.apply(game.action_from_id(choice))
        step += 1
    snapshot()
    add([state.scores(), state.returns(), str(state.outcome()), step])
    assert game.state_from_json(state.to_json()) == state
    return digest.hexdigest()


def fingerprints() -> list[str]:
    return [fingerprint(*case) for case in cases()]


def compiled_modules() -> list[str]:
    """The ``boardrules`` modules imported now from a compiled extension (less the library
    holding their code, ``boardrules._compiled__mypyc``)."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("boardrules")
        and not name.endswith("__mypyc")
        and str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))
    )


# A fresh interpreter that imports every boardrules module from its .py source, though the
# compiled extension sits beside it (an extension is found first otherwise).
PURE = """
import importlib.machinery, importlib.util, json, pathlib, sys

class Sources:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] != "boardrules":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return spec
        origin = pathlib.Path(spec.origin)
        source = origin.with_name(origin.name.split(".")[0] + ".py")
        return importlib.util.spec_from_file_location(name, source)

sys.meta_path.insert(0, Sources())
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import test_compiled_pure as test
print(json.dumps({"compiled": test.compiled_modules(), "prints": test.fingerprints()}))
"""


def start_pure(tmp_path: Path) -> subprocess.Popen[str]:
    """The child playing the games from the sources: started first, so that it plays on one
    core while this process plays the compiled games on another."""
    # this file under another name, so the child imports it from its source alone; boardrules
    # from where this process has it (a --target or PYTHONPATH install, which -I would not see)
    (tmp_path / "test_compiled_pure.py").write_text(Path(__file__).read_text(encoding="utf-8"))
    installed = Path(boardrules.__file__).resolve().parents[1]
    return subprocess.Popen(
        [sys.executable, "-I", "-c", PURE, str(tmp_path), str(installed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
    )


def pure_fingerprints(child: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = child.communicate()
    assert child.returncode == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def test_the_compiled_build_plays_the_games_of_the_pure_one(tmp_path: Path) -> None:
    for game_id in boardrules.list_games():
        boardrules.load_game(game_id)
    compiled = compiled_modules()
    if not compiled:
        if os.environ.get("BOARDRULES_EXPECT_COMPILED") == "1":
            pytest.fail(f"no compiled module: boardrules comes from {boardrules.__file__}")
        pytest.skip(
            "no compiled build installed (BOARDRULES_COMPILE=1 pip install .; "
            "tools/compiled-check builds one in a temporary environment and runs this test)"
        )
    assert compiled == sorted(f"{LAYOUT[p.split('/')[0]]}.{module_of(p)}" for p in listed())
    child = start_pure(tmp_path)
    try:
        here = fingerprints()
    finally:
        pure = pure_fingerprints(child)
    assert pure["compiled"] == []  # the child imported no extension
    for case, mine, there in zip(cases(), here, pure["prints"], strict=True):
        assert mine == there, f"the compiled build plays {case} differently"


# --- what setup.py lists, in every install ----------------------------------------------------
def listed() -> list[str]:
    """setup.py's ``COMPILED``: repository paths of the modules the compiled build compiles."""
    tree = ast.parse(SETUP.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "COMPILED":
            paths = ast.literal_eval(node.value)
            assert isinstance(paths, list)
            return [str(p) for p in paths]
    raise AssertionError("setup.py has no COMPILED list")


def module_of(path: str) -> str:
    return path.split("/", 1)[1].removesuffix(".py").replace("/", ".")


needs_sources = pytest.mark.skipif(
    not (ROOT / "boardrules").is_dir() or not SETUP.exists(),
    reason="run from a copy of tests/ (tools/compiled-check): the sources are not beside it",
)


@needs_sources
def test_every_listed_module_exists_once() -> None:
    paths = listed()
    assert paths and len(set(paths)) == len(paths)
    for path in paths:
        assert (ROOT / path).is_file(), path
        assert path.split("/")[0] in LAYOUT, path


def _names(node: ast.expr) -> str:
    return ast.unparse(node).split("(")[0].split("[")[0]


@needs_sources
def test_no_listed_module_defines_a_class_mypyc_would_change() -> None:
    """No attrs class, action kind, task record, tuple or dict subclass, and no class inside a
    function: mypyc rewrites class annotations that attrs, clone and saving read."""
    for path in listed():
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            inner = [n for n in ast.walk(node) if n is not node and isinstance(n, ast.ClassDef)]
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert not inner, f"{path}: class {inner[0].name} inside {node.name}()"
            if not isinstance(node, ast.ClassDef):
                continue
            decorators = {_names(d).split(".")[0] for d in node.decorator_list}
            assert not decorators & {"attrs", "attr", "define", "frozen", "dataclass"}, (
                f"{path}: {node.name} is an attrs class"
            )
            bases = {_names(b).split(".")[-1] for b in node.bases}
            kernel_records = {"Kind", "Action", "Task", "Decision", "Chance", "Clonable"}
            builtins = {"tuple", "dict", "list", "set", "NamedTuple", "Exception"}
            assert not bases & (kernel_records | builtins), f"{path}: {node.name}({bases})"


@needs_sources
def test_no_module_subclasses_a_class_of_a_listed_module() -> None:
    """A compiled class is closed: nothing else (a game, a test, a plugin) may extend it."""
    listed_classes: dict[str, str] = {}
    for path in listed():
        for node in ast.walk(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                listed_classes[node.name] = path
    for folder in ("boardrules", "games", "tests"):
        for file in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    for base in node.bases:
                        name = _names(base).split(".")[-1]
                        assert name not in listed_classes, (
                            f"{file.relative_to(ROOT)}: {node.name} extends {name} "
                            f"({listed_classes[name]} is compiled)"
                        )


@needs_sources
def test_no_class_takes_a_function_of_a_listed_module_as_a_method() -> None:
    """``pile = draws.pile`` in a class body makes a method of a Python function, but a compiled
    function does not bind: the instance would not be passed."""
    functions: dict[str, set[str]] = {}
    for path in listed():
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        functions[path] = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    for folder in ("boardrules", "games"):
        for file in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.ClassDef):
                    continue
                for stmt in node.body:
                    value = stmt.value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None
                    if not (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name)):
                        continue
                    for module in (file.parent, ROOT / "boardrules"):
                        path = str((module / f"{value.value.id}.py").relative_to(ROOT))
                        assert value.attr not in functions.get(path, ()), (
                            f"{file.relative_to(ROOT)}: {node.name} takes {path}'s "
                            f"{value.attr} as a method"
                        )


@needs_sources
def test_ci_builds_the_compiled_package_and_runs_the_comparison_against_it() -> None:
    """.ci/run builds the compiled package, waits for it, and runs the comparison with the skip
    turned into a failure, from a copy of the tests with that build first on the path."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    build = ci.index("BOARDRULES_COMPILE=1 ")
    assert '--target "$COMPILED/site"' in ci[build:]
    wait = ci.index('wait "$BUILD"', build)
    check = ci.index("BOARDRULES_EXPECT_COMPILED=1", wait)
    assert 'PYTHONPATH="$COMPILED/site"' in ci[wait:check]
    assert "tests/kernel/test_compiled.py" in ci[check : ci.index("\n\n", check)]
    assert ci.index("python -m pytest -n auto") < wait  # the main run, on the pure install
