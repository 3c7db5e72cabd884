"""Woodcraft (Ross Arnold, Vladimír Suchý) as a boardrules plugin."""

from .game import Woodcraft

__all__ = ["Woodcraft"]
