"""Woodcraft Roll & Write as a boardrules plugin."""

from games.woodcraft_rw.game import WoodcraftRW

__all__ = ["WoodcraftRW"]
