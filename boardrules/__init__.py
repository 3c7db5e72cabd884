"""boardrules: complete rules of modern board games behind one kernel.

>>> import boardrules
>>> game = boardrules.load_game("woodcraft_rw")
>>> s = game.new_game(players=3, seed=1)
>>> while not s.is_terminal:
...     s = s.apply(s.legal_actions()[0])
>>> len(s.scores())
3
"""

from boardrules.actions import Action
from boardrules.arena_games import arena
from boardrules.engine import (
    CHANCE,
    INVALID_PLAYER,
    SIMULTANEOUS,
    TERMINAL,
    Game,
    GameOption,
    State,
)
from boardrules.errors import BoardrulesError, CardError, IllegalAction, InvalidState
from boardrules.registry import list_games, load_game
from boardrules.scoring import Outcome, Reason, ScoreSheet, SeatScore

__all__ = [
    "CHANCE",
    "INVALID_PLAYER",
    "SIMULTANEOUS",
    "TERMINAL",
    "Action",
    "BoardrulesError",
    "CardError",
    "Game",
    "GameOption",
    "IllegalAction",
    "InvalidState",
    "Outcome",
    "Reason",
    "ScoreSheet",
    "SeatScore",
    "State",
    "arena",
    "list_games",
    "load_game",
]
__version__ = "0.1.0"
