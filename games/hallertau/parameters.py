"""Hallertau's parameter table (``data/hallertau/rules.yaml``, ``kind: parameter``), typed:
what the rules read of each, checked at load (``boardrules.cards.parameters``)."""

from __future__ import annotations

from typing import TypedDict


class FieldRows(TypedDict):
    """The field board: rows ``lowest``-``highest``, ``columns`` fields at most (L259-L261)."""

    lowest: int
    highest: int
    columns: int


class SoloTargets(TypedDict):
    """The solo game's two targets, with cards and cardless (L806)."""

    cards: tuple[int, ...]
    cardless: tuple[int, ...]


class HallertauParams(TypedDict):
    """The rule constants of ``rules.yaml``, by their entry ids."""

    rounds: int  # L171, L329
    start_goods: dict[str, int]  # L240
    start_fields: tuple[int, ...]  # the rows of the start fields (L238, L265)
    field_rows: FieldRows
    jewelry_max: int  # L305, L856
    boulder_offsets: tuple[int, ...]  # L237, L625
    resources_per_vp: int  # L781-L787
    max_trade: int  # L471-L473
    solo_targets: SoloTargets
