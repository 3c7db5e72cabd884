"""A small seeded generator whose whole state is one integer (SplitMix64).

The state lives inside the game state, so a state plus its history is a complete, replayable
record, and ``to_json`` can store it exactly.
"""

from __future__ import annotations

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
    """Shuffles ``items`` in place (Fisher-Yates) and returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
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
