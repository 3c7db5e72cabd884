"""Did-you-mean: the close word of a misspelt one, for error messages and card problems."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

# Words contributors reach for, and the word the card language uses instead, in every game. A
# hint names the word only where the vocabulary at hand has it. A game's own synonyms are its
# vocabulary's ``aliases`` (woodcraft_rw: ``nut`` is ``chestnut`` or ``vp_now``).
ALIASES: dict[str, tuple[str, ...]] = {
    "vp": ("vp_now",),
    "gain_vp": ("vp_now",),
    "points": ("vp_now",),
    "score_now": ("vp_now",),
    "sum": ("add",),
    "plus": ("add",),
    "total": ("add",),
    "minus": ("sub",),
    "times": ("mul",),
    "divide": ("div",),
    "if": ("check",),
    "when": ("check",),
    "may": ("optional",),
    "maybe": ("optional",),
    "either": ("choose",),
    "one_of": ("choose",),
    "loop": ("repeat",),
    "spend": ("pay",),
    "get": ("gain",),
    "take": ("gain",),
    "at_least": ("ge",),
    "atleast": ("ge",),
    "at_most": ("le",),
    "equals": ("eq",),
    "and": ("all",),
    "or": ("any",),
    "anyof": ("any_of",),
    "once_per_game": ("once",),
    "immediate": ("on_play",),
    "immediately": ("on_play",),
    "when_played": ("on_play",),
    "end": ("end_game",),
    "always": ("whenever",),
}
LISTED = 24  # at most this many words are listed when none is close


def suggest(
    word: str,
    choices: Iterable[str],
    listing: bool = False,
    aliases: Mapping[str, tuple[str, ...]] | None = None,
) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``choices`` (or the word the language uses
    for a common synonym: a game's own ``aliases``, then ``ALIASES``); if none is close, ``""``,
    or with ``listing`` the valid words (`` (one of: a, b, c)``).

    >>> suggest("helpr", ["helper", "crate"])
    " (did you mean 'helper'?)"
    >>> suggest("gain_vp", ["gain", "pay", "vp_now"])
    " (did you mean 'vp_now'?)"
    >>> suggest("zzz", ["gain", "pay"], listing=True)
    ' (one of: gain, pay)'
    """
    options = [str(c) for c in choices]
    text = str(word)
    own = (aliases or {}).get(text.lower(), ())  # a game's own synonyms (its vocabulary's)
    for target in (*own, *ALIASES.get(text.lower(), ())):
        if target in options and target != text:
            return f" (did you mean '{target}'?)"
    close = difflib.get_close_matches(text, options, n=1, cutoff=0.6)
    if close:
        return f" (did you mean '{close[0]}'?)"
    if listing and options:
        shown = sorted(set(options))
        more = f", ... ({len(shown) - LISTED} more)" if len(shown) > LISTED else ""
        return f" (one of: {', '.join(shown[:LISTED])}{more})"
    return ""
