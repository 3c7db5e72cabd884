"""Shared builders for the Woodcraft rules tests.

Every test position is built through the public position document
(``game.state_from_position``): :func:`position` writes the data that differs from the setup
of seed 0 and puts the pending decision on top of the task stack; the test goes on with public
``apply`` calls in the game's notation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import boardrules
from boardrules import State
from tests.play import act, as_game, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.game import Woodcraft
    from games.woodcraft.state import COLORS, KINDS, Workshop, kind
else:
    from boardrules.games.woodcraft.game import Woodcraft
    from boardrules.games.woodcraft.state import COLORS, KINDS, Workshop, kind

__all__ = ["GAME", "act", "held", "legal", "position", "stack", "ws"]

GAME = as_game(boardrules.load_game("woodcraft"), Woodcraft)


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
    data = {**unique(players, seed, workshops, data, every=chance == "explicit"), **data}
    doc = {
        "format": "boardrules-position/1",  # the data as stored (docs/positions.md)
        "game": "woodcraft",
        "players": players,
        "seed": seed,
        "chance": chance,
        "data": {"round": round, "workshops": workshops, "tasks": tasks, **data},
    }
    return GAME.state_from_position(doc)


TABLE_LISTS = (
    "order_deck", "order_display", "order_discard", "helper_deck", "helper_display",
    "helper_discard", "boxed", "solo_deck", "solo_discard",
)  # fmt: skip
SEAT_LISTS = ("rooms", "hand", "order_ids", "fulfilled", "dealt", "dealt_helpers")


def unique(
    players: int,
    seed: int,
    workshops: list[dict[str, Any]],
    data: dict[str, Any],
    every: bool = False,
) -> dict[str, Any]:
    """The setup's card lists without the cards the test puts somewhere, so that no card is
    in two places (``Game.check_data``): a display space is left empty, a seat's card list
    and its order rows shrink. ``every``: all of them, the public orders and reputation tiles
    too (a ``chance="explicit"`` setup leaves its cards to CHANCE nodes, which a position's
    tasks replace: the table gets the cards the seed deals, as ``chance="auto"``)."""
    used = {c for key in (*TABLE_LISTS, "public", "rep_tiles") for c in data.get(key, ()) if c}
    for w in workshops:
        used |= {c for key in SEAT_LISTS for c in w.get(key, ()) if c}
    base = GAME.new_game(players, seed=seed).data
    out: dict[str, Any] = {}
    for key in TABLE_LISTS:
        if key not in data:
            cards = getattr(base, key)
            kept = (
                [("" if c in used else c) for c in cards]
                if "display" in key
                else [c for c in cards if c not in used]
            )
            if kept != cards or every:
                out[key] = kept
    if every:
        out |= {key: getattr(base, key) for key in ("public", "rep_tiles") if key not in data}
    for i, w in enumerate(workshops):
        setup = base.workshops[i]
        for key in SEAT_LISTS:
            if key not in w:
                cards = getattr(setup, key)
                if key == "rooms":
                    kept = [("" if c in used else c) for c in cards]
                else:
                    kept = [c for c in cards if c not in used]
                if kept != cards or every:
                    w[key] = kept
                    if key == "order_ids":
                        w["order_rows"] = [
                            r for c, r in zip(cards, setup.order_rows, strict=True) if c not in used
                        ]
    return out


def ws(state: State, seat: int = 0) -> Workshop:
    """A seat's workshop (the data, read only)."""
    w = state.data.workshops[seat]
    assert isinstance(w, Workshop)
    return w


def held(state: State, seat: int = 0) -> dict[str, int]:
    """The lumber stack as ``{"green 3": 1}``."""
    obs: dict[str, int] = state.observation(seat)["workshops"][seat]["dice"]
    return obs
