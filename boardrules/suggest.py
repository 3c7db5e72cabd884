"""Did-you-mean: the close word of a misspelt one, for error messages and card problems."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def suggest(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``choices``, or ``""`` if none is close.

    >>> suggest("helpr", ["helper", "crate"])
    " (did you mean 'helper'?)"
    """
    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""
