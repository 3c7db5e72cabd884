"""Woodcraft's long plays: the busy player, which takes every decision the rules offer a turn
(docs/research.md, game length bounds), and the longest games it found (``WOOD_LONGEST``).

Run as a script (``python -m tests.adapters.long_plays_wood PLAYERS SEEDS [NOISE]``) to print
the longest game over the seeds (chance ``explicit``) and its record.
"""

from __future__ import annotations

import random
import sys

import boardrules
from tests.adapters.long_plays import Player, encode

FIRST = (
    "use", "bonus", "reuse", "saw", "cut", "upgrade", "glue", "fell", "fulfil", "deliver",
    "market", "lantern", "perform", "hire", "room", "buy", "six", "sell", "material", "take",
    "mode", "produce", "plant", "improve", "tool", "attic", "reward", "claim", "keep", "place",
    "start", "discard", "tile",
)  # fmt: skip
"""The busy player's order of preference by an action's first word: what asks more first."""
TILES = ("hire_helper", "produce_plant", "buy_wood", "take_orders", "exchange_dice")


def busy(noise: float) -> Player:
    """Every seat does what asks most: uses each helper's ability, takes the bonus action,
    saws into pieces of 1, upgrades, glues, fells and fulfils whenever it can, hires first
    (more helpers, more abilities a turn), never says ``done`` or ``end`` while anything
    else is offered; a ``noise`` share at random."""
    rank = {w: i for i, w in enumerate(FIRST)}

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids = state.legal_action_ids()
        if rng.random() < noise:
            return rng.choice(ids)
        game = state.game
        words = [(str(game.action_from_id(i)), i) for i in ids]

        def key(item: tuple[str, int]) -> tuple[int, int, float]:
            word, _ = item
            first = word.split()[0]
            tile = TILES.index(word[5:]) if first == "tile" and word[5:] in TILES else 9
            piece = -int(word.split()[1]) if first == "cut" else 0
            return (rank.get(first, len(FIRST)), tile + piece, rng.random())

        return min(words, key=key)[1]

    return play


WOOD_LONGEST: dict[int, tuple[int, int, float, str]] = {}
"""The longest Woodcraft games the busy player found, by seats: the seed (chance
``explicit``), the length, the bound over it, and the decisions (``encode``)."""


def longest(players: int, seeds: int, noise: float) -> tuple[int, int, str]:
    game = boardrules.load_game("woodcraft")
    best = (0, 0, "")
    for seed in range(seeds):
        rng = random.Random(seed)
        state = start = game.new_game(players, seed, "explicit")
        who, ids = busy(noise), []
        while not state.is_terminal:
            ids.append(rng.choice(state.legal_action_ids()) if state.current_player < 0 else who(state, rng))
            state = state.apply_id(ids[-1])
        if len(ids) > best[0]:
            best = (len(ids), seed, encode(start, ids))
    return best


if __name__ == "__main__":
    players, seeds = int(sys.argv[1]), int(sys.argv[2])
    noise = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    n, seed, code = longest(players, seeds, noise)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed}: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
