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


def busy(noise: float, tiles: tuple[str, ...] = TILES) -> Player:
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
            tile = tiles.index(word[5:]) if first == "tile" and word[5:] in tiles else 9
            piece = -int(word.split()[1]) if first == "cut" else 0
            return (rank.get(first, len(FIRST)), tile + piece, rng.random())

        return min(words, key=key)[1]

    return play


WOOD_LONGEST: dict[int, tuple[int, int, float, str]] = {
    1: (
        2,
        195,
        4.95,
        "00010j8j6j1il5dkcpngb742002322121700453k3200114043010107016211012181741052253153"
        "2700010133100210035321010104210111dv9c75fj7321100003174032110787500001f0e8ega977"
        "00402a112210454415500001434521102ba",
    ),
    2: (
        8,
        320,
        5.17,
        "323002247pg6ck0efecfi36c2f708gd33505200210113019c0670100097004432410017712000120"
        "1730321a0171020017303f007403e00740110011b49a972064100110a700130120520463b0012100"
        "2201221042002101300101022101014oesalgm830040000620012021000010007401811120021110"
        "7304q00006p7h674400011c101200087010701040261100011401212106640011051020016383110",
    ),
    3: (
        1,
        405,
        6.06,
        "240201sfkcp63f0cdjoo0m727i3a000h036db0g7c732121513410143002232970015320019800745"
        "0018004960100074044006400111014000016400320121a888600101000004020120500150000005"
        "040001ac647600422010174400204300400620420010021010000400064012001011020120030300"
        "21100001000011infm976j870020210a870060000920a40002740004011110401111050020000700"
        "202g00000ab953020102011006400203400160060611110330700011104000620030531064011003"
        "04g00",
    ),
    4: (
        9,
        513,
        6.08,
        "7422100lgej2ahjm1c5mend217134gi2c5096a7d2c4114503b060101013500010210013200002970"
        "04312018004721000180023200170078004341015082214004054521047310140000150101040045"
        "20121000010104311004000520120020000030403021001021027187203011201400210200023100"
        "19470400201901104324210300220001000000000000120100011014204300401111000009lfdbm2"
        "b9601105100001202000530030001201600100010046111210006430011400000411000770104000"
        "106400110101010000bifm1032010030520014000e7110a400111000004211002100427420000100"
        "310031000211201010020030011000210",
    ),
}
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
            ids.append(
                rng.choice(state.legal_action_ids())
                if state.current_player < 0
                else who(state, rng)
            )
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
