"""Finding game plugins: the ``boardrules.games`` entry-point group."""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

from boardrules.errors import shown
from boardrules.suggest import suggest

if TYPE_CHECKING:
    from boardrules.engine import Game

GROUP = "boardrules.games"


def _entry_points() -> dict[str, object]:
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def list_games() -> list[str]:
    """The ids of every installed game, sorted."""
    return sorted(_entry_points())


def game_class(game_id: str) -> type[Game]:
    """The plugin class of a game: its vocabulary and checks, without loading its cards;
    ValueError naming the installed games for no game."""
    if not isinstance(game_id, str):
        raise ValueError(f"no game {shown(game_id)}; installed: {list_games()}")
    return _game_class(game_id)


@cache
def _game_class(game_id: str) -> type[Game]:
    eps = _entry_points()
    if game_id not in eps:
        raise ValueError(f"no game {game_id!r}{suggest(game_id, eps)}; installed: {sorted(eps)}")
    cls: type[Game] = eps[game_id].load()  # type: ignore[attr-defined]
    return cls


def load_game(game_id: str) -> Game:
    """The game with this id (loaded once, with all its cards); ValueError for no game."""
    game_class(game_id)  # a ValueError for no game (a list or a dict is no id)
    return _load_game(game_id)


@cache
def _load_game(game_id: str) -> Game:
    return game_class(game_id)()
