"""Tests set positions up through the public position document: a test may write a table
as data, but the state it plays from is read back by ``Game.state_from_position``, so every
position a test builds passes the game's invariants (docs/positions.md)."""

from __future__ import annotations

from boardrules import Game, State
from boardrules.engine import GameData
from boardrules.positions import position_doc


def positioned(game: Game, data: GameData) -> State:
    """The state of the position document written from ``data``, run to its first decision."""
    return game.state_from_position(position_doc(State(game, data, None)))
