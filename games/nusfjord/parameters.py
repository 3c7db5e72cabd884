"""Nusfjord's parameter table (``data/nusfjord/rules.yaml``, ``kind: parameter``), typed: what
the rules read of each, checked at load (``boardrules.cards.parameters``); the vocabulary's
``parameters`` (vocabulary.py) say the same in the card language's words."""

from __future__ import annotations

from typing import TypedDict


class Shares(TypedDict):
    """The share tokens a player starts with: realized, unrealized (L269)."""

    realized: int
    unrealized: int


class Harbor(TypedDict):
    """The harbor board: its spaces, the pairs of double spaces, the forests (rules.yaml)."""

    spaces: int
    doubles: tuple[tuple[int, ...], ...]
    forests: tuple[int, ...]


class ActionSpace(TypedDict):
    """An action space: its column on the action board and its capacity with 2 players, then
    with 3-5 (L420-L576, rules.yaml)."""

    column: str
    capacity: tuple[int, ...]


class MixedDisplay(TypedDict):
    """The mixed game: the A and B buildings taken from each of three decks (L669)."""

    a: int
    b: int


class NusfjordParams(TypedDict):
    """The rule constants of ``rules.yaml``, by their entry ids (each entry cites its line)."""

    rounds: int
    wood_limit: int
    reserves_limit: int
    council_size: int
    elder_slots: int
    start_shares: Shares
    realize_gold: int
    clear_cut_wood: int
    buy_discount: tuple[int, ...]  # per round
    banquet_start: dict[int, int]  # by player count
    plates: tuple[int, ...]  # the fish each plate costs
    ships_laid_out: dict[int, int]  # by player count
    ship_width: dict[str, int]  # by ship kind
    ship_vp: dict[str, int]
    ship_cost: dict[str, tuple[dict[str, int], ...]]  # by ship kind: the ways to pay
    fishing_track: tuple[int, ...]
    harbor: Harbor
    action_spaces: dict[str, ActionSpace]
    imitation: dict[str, tuple[str, ...]]  # by player count (or solo): the columns imitated
    display: dict[str, int]
    mixed_display: MixedDisplay
    round_spaces: dict[str, dict[int, int]]  # by round event: by player count
    elder_layout: dict[int, tuple[tuple[str, ...], ...]]  # by player count: the elders per slot
