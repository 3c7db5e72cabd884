"""Woodcraft Roll & Write's parameter table (``data/woodcraft_rw/rules.yaml``, ``kind:
parameter``; each entry cites its rulebook lines), typed: what the rules read of each,
checked at load (``boardrules.cards.parameters``)."""

from __future__ import annotations

from typing import TypedDict


class RWParams(TypedDict):
    """The rule constants of ``rules.yaml``, by their entry ids."""

    dice_per_color: int  # L1-L5, L38
    rounds: int  # L43, L361
    phase_change_round: int  # L357-L361
    pool_size: int  # L40
    orders_dealt: int  # L32-L34
    nut_table: int  # L317-L327
