"""Kleine Völker's parameter table (``data/kleine_voelker/rules.yaml``, ``kind: parameter``;
each entry cites its rulebook lines), typed: what the rules read of each, checked at load
(``boardrules.cards.parameters``); the vocabulary's ``parameters`` (catalog.py) say the same
in the card language's words."""

from __future__ import annotations

from typing import TypedDict


class StartInhabitants(TypedDict):
    """The inhabitants the start player and the others begin with (L225-L228)."""

    first: int
    others: int


class SecretDealt(TypedDict):
    """The secret projects dealt to each player and kept (L237-L241)."""

    dealt: int
    kept: int


class PopulationGain(TypedDict):
    """Inhabitants for the most floors, alone or tied (L377-L382)."""

    sole: int
    tied: int


class Layout(TypedDict):
    """The map's default layout: the territory at each position and its rotation."""

    positions: tuple[int, ...]
    rotations: tuple[int, ...]


class KleineVoelkerParams(TypedDict):
    """The rule constants of ``rules.yaml``, by their entry ids."""

    floors: dict[int, int]  # per player, by player count (L216-L223)
    start_inhabitants: StartInhabitants
    actions_per_slot: dict[int, tuple[int, ...]]  # by player count: per slot
    land_tiles: int  # of each land type (L181-L198)
    bramble_cost: int  # L462-L470
    roofs: int
    ploys: int  # L660-L664
    display: int  # public projects face up (L207-L210)
    secret_dealt: SecretDealt
    population_gain: PopulationGain
    default_layout: Layout
    inhabitants_vp: tuple[tuple[int, int], ...]  # (inhabitants, VP) rows
