"""Shared builders for the Woodcraft rules tests.

Every test position is built through the public position document
(``game.state_from_position``): :func:`position` writes the data that differs from the setup
of seed 0 and puts the pending decision on top of the task stack; the test goes on with public
``apply`` calls in the game's notation.
"""

from __future__ import annotations

from typing import Any

from boardrules.games.woodcraft.game import Woodcraft
from boardrules.games.woodcraft.state import COLORS, KINDS, kind

import boardrules
from boardrules import State

_game = boardrules.load_game("woodcraft")
assert isinstance(_game, Woodcraft)
GAME: Woodcraft = _game


def stack(**dice: int) -> list[int]:
    """A lumber stack from counts named like ``green_3=2``."""
    out = [0] * KINDS
    for name, n in dice.items():
        color, value = name.split("_")
        out[kind(COLORS.index(color), int(value))] += n
    return out


def position(
    players: int = 2,
    seat: int = 0,
    decision: dict[str, Any] | None = None,
    round: int = 2,
    me: dict[str, Any] | None = None,
    seed: int = 0,
    chance: str = "auto",
    alone: bool = False,
    **data: Any,
) -> State:
    """Seat ``seat``'s turn in ``round`` at ``decision`` (default: the actions step), with
    ``me`` merged into that seat's workshop and ``data`` into the table; ``alone``: the
    decision is the only task (the game ends after it)."""
    workshops: list[dict[str, Any]] = [{} for _ in range(players)]
    base = {"tile": -1, "acted": False, "bonus_used": False, "tile_lanterns": 0}
    workshops[seat] = {**base, **(me or {})}
    top = decision or {"task": "main", "seat": seat}
    tasks = [
        {"task": "round_end", "number": round},
        *([{"task": "solo_card", "attempt": 1}] if players == 1 else []),
        {"task": "trim", "seat": seat},
        {"task": "end_turn", "seat": seat},
        top,
    ]
    if alone:
        tasks = [top]
    doc = {
        "game": "woodcraft",
        "players": players,
        "seed": seed,
        "chance": chance,
        "data": {"round": round, "workshops": workshops, "tasks": tasks, **data},
    }
    return GAME.state_from_position(doc)


def act(state: State, *moves: str) -> State:
    """Apply moves given in notation, each checked legal by ``parse_action``."""
    for move in moves:
        state = state.apply(GAME.parse_action(state, move))
    return state


def legal(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def ws(state: State, seat: int = 0) -> Any:
    """A seat's workshop (the data, read only)."""
    return state.data.workshops[seat]


def held(state: State, seat: int = 0) -> dict[str, int]:
    """The lumber stack as ``{"green 3": 1}``."""
    obs: dict[str, int] = state.observation(seat)["workshops"][seat]["dice"]
    return obs
