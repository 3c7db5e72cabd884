"""Finding game plugins: the ``boardrules.games`` entry-point group."""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

from boardrules.suggest import suggest

if TYPE_CHECKING:
    from boardrules.engine import Game

GROUP = "boardrules.games"


def _entry_points() -> dict[str, object]:
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def list_games() -> list[str]:
    """The ids of every installed game, sorted."""
    return sorted(_entry_points())


@cache
def game_class(game_id: str) -> type[Game]:
    """The plugin class of a game: its vocabulary and checks, without loading its cards."""
    eps = _entry_points()
    if game_id not in eps:
        raise ValueError(f"no game {game_id!r}{suggest(game_id, eps)}; installed: {sorted(eps)}")
    cls: type[Game] = eps[game_id].load()  # type: ignore[attr-defined]
    return cls


@cache
def load_game(game_id: str) -> Game:
    """The game with this id (loaded once, with all its cards)."""
    return game_class(game_id)()
