"""Tests set positions up through the public position document: a test may write a table
as data, but the state it plays from is read back by ``Game.state_from_position``, so every
position a test builds passes the game's invariants (docs/positions.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardrules import Game, State
from boardrules.engine import GameData
from boardrules.positions import position_doc


def positioned(game: Game, data: GameData) -> State:
    """The state of the position document written from ``data``, run to its first decision."""
    return game.state_from_position(position_doc(State(game, data, None)))


def edited(state: State, change: Callable[[Any], None]) -> State:
    """A copy of the position with ``change`` applied to a clone of its data, read back
    through its position document (so the game's invariants check it) and run to a
    decision."""
    d = state.data.clone()
    change(d)
    return positioned(state.game, d)
