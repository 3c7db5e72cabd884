"""Woodcraft's parameter table (``data/woodcraft/rules.yaml`` and ``board.yaml``, ``kind:
parameter``; each entry cites its rulebook lines), typed: what the rules read of each,
checked at load (``boardrules.cards.parameters``)."""

from __future__ import annotations

from typing import TypedDict


class WoodcraftParams(TypedDict):
    """The rule constants, by their entry ids."""

    yard: tuple[str, ...]  # board.yaml
    rounds: tuple[int, ...]  # by player count
    income_rounds: tuple[tuple[int, ...], ...]
    start_blueberries: int
    start_lanterns: tuple[int, ...]
    start_dice: tuple[str, ...]  # dice as notated: "brown 1"
    public_orders: tuple[int, ...]  # by player count
    dealt: tuple[int, int, int, int]
    display: tuple[int, ...]
    second_order_cost: int
    alternative: tuple[int, ...]
    die_surcharge: tuple[int, ...]  # per colour
    saw_discount: tuple[str, int]  # a colour, the discount
    tree: tuple[int, int, int, int]
    stack_limit: int
    glue_mixed_vp: int
    special_reward: tuple[int, int]  # VP, blueberries
    order_penalty: int
    income_track_end: int
    reputation_vp: tuple[int, ...]
    reputation_end_vp: int
    reputation_tile_spaces: tuple[int, ...]
    marketing: tuple[tuple[int, int], ...]
    leftovers_divisor: int
    solo_public_rounds: tuple[int, ...]
    solo_rating: dict[str, int]
    tool_copies: int
