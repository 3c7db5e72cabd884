"""The shape issue 22 asks of the code, checked statically so it cannot drift back.

- no file in ``boardrules/`` or ``games/`` over 800 lines, no class over 40 methods;
- a game's ``Game`` subclass derives from the kernel's ``Game`` alone (no mixins);
- one draw path: no ``explicit_chance`` in ``games/`` (the chance mode is the kernel's);
- typed actions: no ``args[i]`` read and no ``.kind ==`` comparison of an action in
  ``boardrules/`` or ``games/`` (a game declares its kinds, ``boardrules.actions.Kind``);
- no ``Any`` in a signature, a class field or a type alias of the card language
  (``boardrules/cards/``), but the exemptions named with their reason (none today);
- no string encoding of a structured value: no action space found by ``dir(cls)``, no
  ``yield_`` tally key, no ``"seat:ref"`` key built from a seat, no prefix-tagged key
  (``"free:"``) parsed back by ``startswith`` and slicing, but the exemptions named with
  their reason;
- the ``Game`` contract a plugin must write is at most 12 hooks, each in docs/architecture.md;
- the shared test helpers (``act``, ``legal``) are defined once, in ``tests/play.py``;
- the map is true: docs/architecture.md names every module of ``boardrules/``, each game's
  coverage page (docs/games/<id>.md) every module of ``games/<id>/``.

The rest of issue 22's audit is tested elsewhere: no import of ``boardrules.cards`` by the kernel,
deferred imports included (tests/kernel/test_imports.py); a contributor's card with the next
free id of its kind leaves the suite green (tests/contributor_cards.py,
tests/kernel/test_card_set_guards.py); ``boardrules validate`` reports an entry missing from
its game's coverage page (tests/kernel/test_validate_coverage.py); the typed parameter tables
(tests/kernel/test_parameters.py).
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


# A type under boardrules/cards/ that may still say Any, with the reason it must: none. (A
# card file's values are ``schema.Value``, a word's parameter shape ``specs.Spec``, a kernel
# word's rules ``CardRules[D]`` over the game's data ``D``.) An exemption is written here as
# "file: name" with the reason beside it, and a stale one fails the test.
ANY_ALLOWED: dict[str, str] = {}


def names_any(node: ast.expr | None) -> bool:
    """Whether a type expression names ``typing.Any`` (also inside a string annotation or a
    subscript, or as ``typing.Any``)."""
    if node is None:
        return False
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            return names_any(ast.parse(node.value, mode="eval").body)
        except (SyntaxError, ValueError, UnicodeError):  # a text that is no type (a message)
            return False
    return any(
        (isinstance(n, ast.Name) and n.id == "Any")
        or (isinstance(n, ast.Attribute) and n.attr == "Any")
        or (n is not node and isinstance(n, ast.Constant) and names_any(n))
        for n in ast.walk(node)
    )


def any_in_types(path: Path, root: Path = ROOT) -> list[str]:
    """``file: name`` for each function of ``path`` whose parameters or return annotation
    name ``typing.Any``, each class field annotated with it (``Class.field``) and each
    module-level name whose annotation or value names it (a type alias such as ``Spec = Any``
    hides it from the signatures that use the alias)."""
    hits = []
    here = path.relative_to(root)

    def visit(node: ast.AST, owner: str, scope: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{owner}{child.name}.", "class")
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                args = child.args
                every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
                notes = [a.annotation for a in every if a is not None]
                if any(names_any(n) for n in [*notes, child.returns]):
                    hits.append(f"{here}: {owner}{child.name}")
                visit(child, f"{owner}{child.name}.", "function")
            elif scope != "function" and isinstance(child, ast.AnnAssign | ast.Assign):
                targets = child.targets if isinstance(child, ast.Assign) else [child.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                note = child.annotation if isinstance(child, ast.AnnAssign) else None
                # a module name bound to a type expression (an alias); a field's default and a
                # table of data (a dict, a call) are values, not types
                value = child.value if scope == "module" else None
                if not isinstance(value, ast.Name | ast.Attribute | ast.Subscript | ast.BinOp):
                    value = value if isinstance(value, ast.Constant) else None
                if names and (names_any(note) or names_any(value)):
                    hits.extend(f"{here}: {owner}{n}" for n in names)
            else:
                visit(child, owner, scope)

    visit(ast.parse(path.read_text(encoding="utf-8")), "", "module")
    return hits


def test_no_type_of_the_card_language_says_any() -> None:
    # issue 22 item 3: "No `Any` in `boardrules/cards/` signatures": nor in a class field, nor
    # in a type alias a signature reads
    hits = [h for p in sources("boardrules/cards") for h in any_in_types(p)]
    assert [h for h in hits if h not in ANY_ALLOWED] == []
    assert sorted(ANY_ALLOWED) == sorted(set(hits) & set(ANY_ALLOWED))  # no stale exemption


def test_the_any_check_finds_any_where_a_type_hides_it(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "from typing import Any, TypeAlias\nimport typing\n"
        "Spec = Any\n"
        "Rules: TypeAlias = 'CardRules[Any]'\n"
        "TABLE: dict[str, Any] = {}\n"
        "WORDS = ('Any time', 'at any time')\n"
        "def plain(x: int) -> int: ...\n"
        "def param(x: Any) -> None: ...\n"
        "def nested(x: dict[str, Any]) -> None: ...\n"
        "def text(x: 'list[Any]') -> None: ...\n"
        "def dotted() -> typing.Any: ...\n"
        "class Spy:\n    def __getattr__(self, name: str) -> 'Any': ...\n"
        "class Ability:\n    when: Any\n    cost: 'tuple[Any, ...]' = ()\n    ref: str = 'Any'\n"
        "def star(*a: Any, **k: int) -> None:\n    local: Any = 1\n",
        encoding="utf-8",
    )
    hits = any_in_types(source, tmp_path)
    names = ["Spec", "Rules", "TABLE", "param", "nested", "text", "dotted", "Spy.__getattr__"]
    assert hits == [f"sample.py: {n}" for n in [*names, "Ability.when", "Ability.cost", "star"]]


# A string encoding of a structured value, found by its usual shapes; an exemption is written
# "file: the pattern's name" with the reason beside it, and a stale one fails the test.
ENCODINGS = {
    "dir() lookup": re.compile(r"\bdir\("),
    "yield_ key": re.compile(r"""["']yield_"""),
    "seat:ref key": re.compile(r"""f["'][^"']*\{(seat|p|player|s)\}:\{"""),
    "prefix-tagged key": re.compile(
        r"""(startswith|partition|split)\(["']([a-z][a-z_]*[:_]|:)["']"""
    ),
}
ENCODINGS_ALLOWED = {
    "games/nusfjord/places.py: prefix-tagged key": "a worker's place as a position document and"
    " a save write it (imitate:0, elder:E04), read back into its typed record; the state"
    " holds the record",
    "boardrules/invariants.py: prefix-tagged key": "a kernel task's saved name (kernel:<name>),"
    " the save format's own namespace (docs/architecture.md)",
    "boardrules/agents/__init__.py: prefix-tagged key": "an agent named on the command line"
    " (name:key=value), parsed once",
    "boardrules/simulate.py: prefix-tagged key": "a policy named as module:function on the"
    " command line, parsed once",
    "boardrules/menus.py: prefix-tagged key": "a score sheet's category key (the public"
    " ``scores`` breakdown, e.g. tiebreak_wood) turned into words for printing; the sheet's"
    " keys are the API, not state",
}


def test_no_structured_value_is_encoded_in_a_string() -> None:
    hits = set()
    for path in sources("boardrules", "games"):
        for line in path.read_text(encoding="utf-8").splitlines():
            code = line.split("#", 1)[0]
            hits |= {f"{where(path)}: {name}" for name, rx in ENCODINGS.items() if rx.search(code)}
    assert sorted(hits - set(ENCODINGS_ALLOWED)) == []
    assert sorted(set(ENCODINGS_ALLOWED) - hits) == []  # no stale exemption


def required_hooks() -> list[str]:
    """The methods of the kernel's ``Game`` whose body only raises NotImplementedError."""
    tree = ast.parse((ROOT / "boardrules" / "engine.py").read_text(encoding="utf-8"))
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    out = []
    for f in game.body:
        if isinstance(f, ast.FunctionDef):
            body = [
                b
                for b in f.body
                if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))
            ]
            if len(body) == 1 and isinstance(body[0], ast.Raise):
                out.append(f.name)
    return out


# hooks that raise only when the game uses what they serve: a die (a Chance task) or a card
# draw (a Draw task); docs/architecture.md lists them with the optional ones
WHEN_USED = {"chance_result", "pile", "draw_result"}


def test_the_game_contract_is_at_most_12_documented_hooks() -> None:
    # issue 22 item 4: "at most ~12 documented methods, everything else optional with defaults"
    hooks = [h for h in required_hooks() if h not in WHEN_USED]
    assert WHEN_USED <= set(required_hooks())
    assert len(hooks) <= 12, hooks
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = doc.split("The contract a plugin implements is these", 1)[1].split("Optional,", 1)
    assert [h for h in hooks if f"`{h}(" not in table[0]] == []
    assert [h for h in WHEN_USED if f"`{h}(" not in table[1]] == []


def test_the_shared_test_helpers_are_defined_once() -> None:
    # issue 22 item 6: act, legal in one module (tests/play.py), not copied per game folder
    defined = re.compile(r"^def (act|legal)\(", re.MULTILINE)
    copies = [
        f"{where(p)}: {m.group(1)}"
        for p in sources("tests")
        for m in defined.finditer(p.read_text(encoding="utf-8"))
    ]
    assert copies == ["tests/play.py: act", "tests/play.py: legal"]


def named(doc: str, module: str) -> bool:
    return f"`{module}`" in doc


def test_the_map_names_every_module() -> None:
    # issue 22 item 7: docs/architecture.md names every kernel module (a module of a folder as
    # `folder/module.py` or, in its folder's line, `module.py`); each game's coverage page
    # every module of its package
    arch = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = []
    for path in sources("boardrules"):
        rel = path.relative_to(ROOT / "boardrules")
        if path.name == "__init__.py" and len(rel.parts) == 1:
            continue
        if not (named(arch, rel.as_posix()) or named(arch, path.name)):
            missing.append(where(path))
    for game in GAMES:
        page = (ROOT / "docs" / "games" / f"{game}.md").read_text(encoding="utf-8")
        for path in sources(f"games/{game}"):
            if path.name != "__init__.py" and not named(page, path.name):
                missing.append(f"{where(path)} (docs/games/{game}.md)")
    assert missing == []
