"""Kleine Völker großer Garten (Garden Nation) as a boardrules plugin."""

from games.kleine_voelker.game import KleineVoelker

__all__ = ["KleineVoelker"]
