"""The tables Roll & Write reads instead of working a rule out on every call (issue 26's
speed): each gives what the rule read literally gives, on the sheets of many random games."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tests.woodcraft_rw.helpers import GAME

if TYPE_CHECKING:
    from games.woodcraft_rw import sheet
    from games.woodcraft_rw.state import Sheet
else:
    from boardrules.games.woodcraft_rw import sheet
    from boardrules.games.woodcraft_rw.state import Sheet


def literal_free_icon(s: Sheet, c: int, icon: str) -> int:
    """L309-L315: the first icon ``icon`` of crate ``c`` not yet crossed out, or -1."""
    for i, name in enumerate(GAME.tables.crate_icons[c]):
        if name == icon and not s.crates[c] >> i & 1:
            return i
    return -1


def test_a_crates_free_icon_is_the_first_not_crossed_out() -> None:
    icons = sorted({i for names in GAME.tables.crate_icons for i in names} | {"none"})
    found = 0
    for seed in range(10):
        pick = random.Random(seed)
        state = GAME.new_game(1 + seed % 5, seed)
        while not state.is_terminal:
            for s in state.data.sheets:
                for c in range(len(GAME.tables.crates)):
                    for icon in icons:
                        free = sheet.free_icon(GAME, s, c, icon)
                        assert free == literal_free_icon(s, c, icon)
                        found += free >= 0
            state = state.apply(pick.choice(state.legal_actions()))
    assert found > 1000
