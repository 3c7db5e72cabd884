"""Nusfjord (Big Box) as a boardrules plugin."""

from .game import Nusfjord

__all__ = ["Nusfjord"]
