"""The sheets a Roll & Write step shares with the table it copies (``RWData.fork``).

``apply`` steps on ``fork()``: each sheet is the same record as the earlier table's until a
rule takes it by ``state.own``, which copies it first (its ``SHEET_ROWS``, every list of it,
shared: a rule replaces such a row, ``Sheet.add_dice``, ``Sheet.spend``, ``with_item``), so a
rule that changed a sheet without ``own``, or one of its rows in place, would change an earlier
state. These
games check that none does (both chance modes, every seat count's shape, every legal action of
sampled states, the resample), and that ``clone()`` still copies every sheet. The table writer
keys a sheet's floats on the record (games/woodcraft_rw/tensors.py;
tests/tensors/test_array_records.py). ``test_shared_rows.py`` checks the rows inside."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import attrs
import pytest

import boardrules
from tests.play import check_own_once, check_resample, check_siblings, shared_records

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import SHEET_ROWS, own, take_sheets
else:
    from boardrules.games.woodcraft_rw.state import SHEET_ROWS, own, take_sheets

GAME = boardrules.load_game("woodcraft_rw")


@pytest.mark.parametrize("players", [1, 2, 5])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes(players: int, chance: str) -> None:
    share = shared_records(GAME, players, 4 if players == 1 else 2, chance, "sheets")
    if players > 1:  # a step changes one sheet or none, but the last commit of a turn
        # changes every sheet that committed (the reveal) and the turn's start every commit
        assert share > 0.3, share


@pytest.mark.parametrize("players", [1, 3, 5])
def test_no_sibling_changes_its_parent(players: int) -> None:
    check_siblings(GAME, players, every=5)


def test_resample_leaves_the_state() -> None:
    check_resample(GAME, 3, steps=50)


def test_own_copies_a_shared_sheet_once() -> None:
    state = GAME.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    s, old = check_own_once(state.data, "sheets", own, take_sheets)
    assert all(getattr(s, n) is getattr(old, n) for n in SHEET_ROWS)
    # every list of a sheet is a shared row, replaced when it changes (the rest are numbers)
    lists = {f.name for f in attrs.fields(type(s)) if isinstance(getattr(s, f.name), list)}
    assert lists == set(SHEET_ROWS)
    s.add_dice(0)
    s.spend(1, 0)  # nothing crossed out: the row is kept
    assert s.spent is old.spent
    s.nuts += 2
    assert old.dice[0] == s.dice[0] - 1 and old.nuts == s.nuts - 2
