"""Hallertau (Uwe Rosenberg) as a boardrules plugin."""

from games.hallertau.game import Hallertau

__all__ = ["Hallertau"]
