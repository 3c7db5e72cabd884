"""The adapter examples of docs/research.md (``pycon openspiel``, ``pycon pettingzoo``,
``pycon gym``, ``pycon dask`` blocks) run and print what the page says;
tests/kernel/test_docs.py runs the plain ``pycon`` blocks, which need no extra."""

from __future__ import annotations

import doctest

import pytest

from tests.adapters.conftest import extra
from tests.kernel.test_docs import DOCS, blocks

NEEDS = {
    "openspiel": "pyspiel",
    "pettingzoo": "pettingzoo",
    "gym": "gymnasium",
    "dask": "dask.distributed",
}


@pytest.mark.parametrize(
    ("module", "name"),
    [
        ("boardrules.adapters.pettingzoo", "pettingzoo"),
        ("boardrules.adapters.pettingzoo_parallel", "pettingzoo"),
        ("boardrules.adapters.gym", "gym"),
    ],
)
def test_the_adapters_docstring_examples_run(module: str, name: str) -> None:
    result = doctest.testmod(extra(module, name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("name", sorted(NEEDS))
def test_the_adapter_examples_of_research_md_run(name: str) -> None:
    extra(NEEDS[name], name)
    path = DOCS / "research.md"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs: dict[str, object] = {}
    found = 0
    for info, text, line in blocks(path):
        if info != f"pycon {name}":
            continue
        found += 1
        test = parser.get_doctest(text, globs, f"research.md:{line}", str(path), line - 1)
        runner.run(test, clear_globs=False)
        globs = test.globs
    assert found, f"research.md has no 'pycon {name}' example"
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) fail (output above)"
