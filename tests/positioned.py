"""Tests set positions up through the public position document: a test may write a table
as data, but the state it plays from is read back by ``Game.state_from_position``, so every
position a test builds passes the game's invariants (docs/positions.md).

The tests set positions up with the position editor (``state.edit()``); what is left here is
for the Hallertau card tests that change the table through the game's own functions (``run``
in tests/hallertau/helpers.py, tests/hallertau/test_card_hooks.py, test_card_kinds.py: a
card's effect, a sheep gained or an income phase fired on the data, its events then heard by
the cards), issue 23."""

from __future__ import annotations

from boardrules import Game, State
from boardrules.engine import GameData
from boardrules.positions import position_doc


def positioned(game: Game, data: GameData) -> State:
    """The state of the position document written from ``data``, run to its first decision."""
    return game.state_from_position(position_doc(State(game, data, None)))
