"""A small seeded generator whose whole state is one integer (SplitMix64).

The state lives inside the game state, so a state plus its history is a complete, replayable
record, and ``to_json`` can store it exactly.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int)."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance: returns (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Returns (new_state, r) with r uniform in range(n), by rejection (no modulo bias)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:  # next_u64, written out (the hot path of every die and shuffle)
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        x = z ^ (z >> 31)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list[T]) -> int:
    """Shuffles ``items`` in place (Fisher-Yates) and returns the new generator state.

    The draws of a longer list are computed together (``_lanes``): the same numbers, the same
    swaps and the same state as :func:`shuffle_one_by_one`, which a draw that might be
    rejected falls back on."""
    top = len(items) - 1
    if top < PACK_FROM:
        return shuffle_one_by_one(state, items)
    i = top  # the draw for position ``i`` is uniform in range(i + 1)
    while i > 0:
        count = min(i, LANES)  # draws in this pack
        xs = _lanes(state, count)
        if max(xs) >= TWO64 - (i + 1):  # one might be rejected (p < 2**-57): one by one
            return shuffle_one_by_one(state, items, i)
        for x in xs:
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        state = (state + count * GOLDEN) & MASK
    return state


def shuffle_one_by_one(state: int, items: list[T], top: int = -1) -> int:
    """:func:`shuffle`, one draw after the other, from position ``top`` down (the last one
    unless given; the positions above it already drawn)."""
    for i in range(len(items) - 1 if top < 0 else top, 0, -1):
        n = i + 1
        limit = (1 << 64) - ((1 << 64) % n)
        while True:  # randbelow(state, n), written out
            state = (state + 0x9E3779B97F4A7C15) & MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        items[i], items[j] = items[j], items[i]
    return state


# ``shuffle``'s packs: the outputs of ``count`` steps of the generator computed at once, each
# in a 128-bit lane of one integer (a lane's product with a 64-bit constant stays in it; the
# bits a right shift brings in from the next lane are masked off before a product)
GOLDEN = 0x9E3779B97F4A7C15
TWO64 = 1 << 64
PACK_FROM = 4  # shorter lists one draw after the other (a pack costs more for them)
LANES = 64  # draws in one pack at most
_PACKS: dict[int, tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]] = {}


def _lanes(state: int, count: int) -> tuple[int, ...]:
    """The outputs of the next ``count`` steps from ``state``, in order (``next_u64``)."""
    pack = _PACKS.get(count)
    if pack is None:
        pack = _PACKS[count] = _pack(count)
    ones, steps, masks, unpack = pack
    s = (state * ones + steps) & masks  # lane k: the state after k + 1 steps
    z = (((s ^ (s >> 30)) & masks) * 0xBF58476D1CE4E5B9) & masks
    z = (((z ^ (z >> 27)) & masks) * 0x94D049BB133111EB) & masks
    z ^= z >> 31  # each lane's low 64 bits are read, the rest left
    return unpack(z.to_bytes(16 * count, "little"))


def _pack(count: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """For ``count`` lanes: 1 in each, k + 1 steps in lane k, the 64-bit masks, and the
    reader of each lane's low 64 bits."""
    ones = sum(1 << (128 * k) for k in range(count))
    steps = sum(((k + 1) * GOLDEN) << (128 * k) for k in range(count))
    return ones, steps, MASK * ones, struct.Struct("<" + "Q8x" * count).unpack
