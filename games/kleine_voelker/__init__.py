"""Kleine Völker großer Garten (Garden Nation) as a boardrules plugin."""

from .game import KleineVoelker

__all__ = ["KleineVoelker"]
