"""Hallertau (Uwe Rosenberg) as a boardrules plugin."""

from .game import Hallertau

__all__ = ["Hallertau"]
