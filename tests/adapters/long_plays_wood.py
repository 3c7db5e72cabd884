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
        144,
        230,
        4.14,
        "70300p2ldfi7el47d1e37415203504301a07004601001232040420101874017003ba645012110120"
        "ehe2960040131102434610010002i650220002740473021ar1qgohb7202000313100011806473140"
        "01760170421b11048f0073d20854a333220d1100807600420142210350011100212411",
    ),
    2: (
        8,
        320,
        5.08,
        "323002247pg6ck0efecfi36c2f708gd33505200210113019c0670100097004432410017712000120"
        "1730321a0171020017303f007403e00740110011b49a972064100110a700130120520463b0012100"
        "2201221042002101300101022101014oesalgm830040000620012021000010007401811120021110"
        "7304q00006p7h674400011c101200087010701040261100011401212106640011051020016383110",
    ),
    3: (
        132,
        439,
        5.5,
        "613000j3roph07e86pe5li61fhhbcia6501bag245121215053123241302020980043220170104601"
        "00192900415480174018101411015120420644012110210163104039064101000110202510010012"
        "014514a3300040440700100002a71087004040101205201203010610000418221341003011210103"
        "021012031101201500210102011076a96tcr200010108008718741001cb723011010062074000401"
        "12106303o0064100101000402010000b01l420131060020a601001762020321010c3106401311001"
        "433005416000500112510000140005001051501",
    ),
    4: (
        46,
        531,
        5.77,
        "1304120202pakq104h9gam265fb4fe2eh40d75ge8212095762645004145550200130132300001908"
        "00514001d47004012023007004ca3410197004411016417201448012110146140015052500042000"
        "10502102600201000420310013010300100100100100210101212103113120001101210610200300"
        "0101010932004020006302310400043002120143100002001000000018611210163010201111f4ju"
        "7cai51001211000810454000d7108202002007402g10641011110420011021200064004111000500"
        "60110141011020100501015203200000c92076500010151050062041107004010007502200010302"
        "03a4704002105000054442101420164i0253h00300010074200",
    ),
}
"""The longest Woodcraft games the busy player found, by seats: the seed (chance
``explicit``), the length, the bound over it, and the decisions (``encode``). Found with
``python -m tests.adapters.long_plays_wood PLAYERS SEEDS NOISE`` at noise 0.2 over 150 seeds
and 0.25 over 10 (2 seats)."""


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
