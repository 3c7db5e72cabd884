"""Woodcraft Roll & Write as a boardrules plugin."""

from .game import WoodcraftRW

__all__ = ["WoodcraftRW"]
