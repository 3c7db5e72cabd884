"""The ``pycon numpy`` examples of docs/research.md and docs/api.md run and print what the pages
say; each page's plain ``pycon`` blocks run before them, in order, as the examples build on
them (tests/kernel/test_docs.py runs the plain blocks alone, which need no NumPy)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from tests.kernel.test_docs import DOCS, blocks


@pytest.mark.parametrize("page", ["research.md", "api.md"])
def test_the_numpy_examples_run(np: ModuleType, page: str) -> None:
    path = DOCS / page
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs: dict[str, object] = {}
    found = 0
    for info, text, line in blocks(path):
        if info not in ("pycon", "pycon numpy"):
            continue
        found += info == "pycon numpy"
        test = parser.get_doctest(text, globs, f"{page}:{line}", str(path), line - 1)
        runner.run(test, clear_globs=False)
        globs = test.globs
    assert found, f"{page} has no 'pycon numpy' example"
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) of {page} fail (output above)"
