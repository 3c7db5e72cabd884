"""The kernel's modules import each other without a cycle (issue 8: engine -> cards.loader ->
cards.validate -> registry -> cards.validate was one).

The check is static: every ``import`` of a ``boardrules`` module, at the top of a module or
inside a function (a deferred import only hides a cycle), but not under ``if TYPE_CHECKING:``
(never run), is an edge of the graph, and the graph must have no cycle. The games, installed
as ``boardrules.games``, are checked too.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[2]
FOLDERS = {"boardrules": "boardrules", "boardrules.games": "games", "boardrules.data": "data"}


def modules() -> dict[str, Path]:
    """Every module of the distribution by its installed dotted name."""
    found = {}
    for package, folder in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package, *parts])] = path
    return found


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The boardrules modules ``name`` imports when it runs (its own package's parents aside)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()

    def target(module: str, names: list[str]) -> None:
        for item in names:  # `from pkg import submodule` imports the submodule
            if f"{module}.{item}" in known:
                out.add(f"{module}.{item}")
            elif module in known:
                out.add(module)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            if module.split(".")[0] == "boardrules":
                target(module, [a.name for a in node.names])
        for sub in ast.iter_child_nodes(node):
            visit(sub)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    out.discard(name)
    return {m for m in out if not name.startswith(m + ".")}  # a parent package is no edge


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of the graph as a path of module names, or []."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = dfs(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = dfs(node)
            if found:
                return found
    return []


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_the_kernel_has_no_import_cycle() -> None:
    found = cycle(graph())
    assert not found, "import cycle: " + " -> ".join(found)


def test_the_check_finds_the_cycle_issue_8_reported() -> None:
    edges = graph()
    assert "boardrules.cards.validate" in edges["boardrules.cards.loader"]
    edges["boardrules.cards.validate"].add("boardrules.registry")  # the deferred import of old
    edges["boardrules.registry"].add("boardrules.cards.validate")  # `suggest` came from there
    found = cycle(edges)  # the same cycle, whichever of its modules the search meets first
    assert found[0] == found[-1] and set(found) == {
        "boardrules.cards.validate",
        "boardrules.registry",
    }


def test_deferred_imports_count_and_type_checking_ones_do_not() -> None:
    edges = graph()
    assert "boardrules.datafiles" in edges["boardrules.cli.cardfiles"]  # inside cmd_validate
    assert "boardrules.engine" not in edges["boardrules.registry"]  # under TYPE_CHECKING
    assert "boardrules.games.hallertau.state" in edges["boardrules.games.hallertau.game"]


# the kernel: what a game and the card language build on (docs/architecture.md, "Layers")
KERNEL = (
    "actions",
    "campaign",
    "copying",
    "datafiles",
    "engine",
    "errors",
    "host",
    "ids",
    "info",
    "invariants",
    "loop",
    "positions",
    "rng",
    "saving",
    "scoring",
    "state",
    "tasks",
    "tensors",
    "yamlload",
)


def test_the_kernel_imports_nothing_from_the_card_language() -> None:
    # issue 22 item 4: cards plug in through boardrules.host.CardHost, deferred imports count
    edges = graph()
    for name in KERNEL:
        module = f"boardrules.{name}"
        assert module in edges, module
        cards = sorted(
            m for m in edges[module] if m.startswith(("boardrules.cards", "boardrules.effects"))
        )
        assert not cards, f"{module} imports {cards}"
