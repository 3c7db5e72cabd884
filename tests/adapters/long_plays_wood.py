"""Woodcraft's long plays: the busy player, which takes every decision the rules offer a turn
(docs/research.md, game length bounds), the steward, which keeps its money for helpers, the
dealer, which deals them the cards worth most, and the longest games found (``WOOD_LONGEST``).

Run as a script (``python -m tests.adapters.long_plays_wood PLAYERS SEEDS [NOISE [FIRST]]``) to
print the steward's longest game over the seeds FIRST..SEEDS - 1 (chance ``explicit``, dealt by
``dealer``) and its record.
"""

from __future__ import annotations

import random
import sys
from typing import Any

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
            piece = int(word.split()[1]) if first == "cut" else 0  # the smallest piece
            return (rank.get(first, len(FIRST)), tile + piece, rng.random())

        return min(words, key=key)[1]

    return play


def helper_worth(game: Any, card: str) -> float:
    """How much a helper lengthens its owner's game: an ability used once a turn (L697-L701),
    more if it asks nothing and gives blueberries (the money of the game, L154-L155) or a
    lantern (a bonus action's, L367-L369), an immediate reuse token, blades or a die; less
    the dearer it is (L671-L673)."""
    c = game.catalog.cards[card]
    worth = 0.0
    for ab in c.abilities:
        said = str(ab.do)
        if ab.timing == "activated":
            worth += 10 - 2 * len(ab.cost) + 3 * ("lantern" in said)
            worth += 8 * (not ab.cost and "blueberry" in said)
        elif ab.timing == "on_play":
            worth += (
                4 if "reuse" in said else 2 if ("saw_blade" in said or "gain_die" in said) else 0
            )
    return worth - 3 * price(game, card)


def price(game: Any, card: str) -> int:
    """A helper's price in blueberries (L671-L673)."""
    return sum(int(item.get("blueberry", 0)) for item in game.catalog.cards[card].cost)


def order_worth(game: Any, card: str) -> float:
    """An order's reward that asks more (a reuse token, a production, lanterns), less what
    it asks to be fulfilled."""
    c = game.catalog.cards[card]
    said = str([list(ab.do) for ab in c.abilities])
    return (
        5 * ("reuse" in said) + 3 * ("produce" in said) + 2 * ("lantern" in said) - len(c.cost) / 2
    )


def dealer(state: boardrules.State, rng: random.Random) -> int:
    """Chance as a long game would have it (explicit chance; every outcome is one the rules
    allow): the helpers and orders dealt those worth most (``helper_worth``,
    ``order_worth``), the lumber yard's dice rolled 6 (the most to saw, L857-L865), the rest
    at random."""
    top, game = state.data.tasks[-1], state.game
    words = [(str(game.action_from_id(i)), i) for i in state.legal_action_ids()]
    name = type(top).__name__
    if name == "YardDie":
        return max(words, key=lambda w: (int(w[0].split()[1]), rng.random()))[1]
    pile = getattr(top, "pile", "")
    if name == "Draw" and pile in ("helpers", "orders"):
        worth = helper_worth if pile == "helpers" else order_worth
        return max(words, key=lambda w: (worth(game, w[0].split()[1]), rng.random()))[1]
    return rng.choice(words)[1]


STEWARD = tuple(w for w in FIRST if w not in ("lantern", "market"))
STEWARD = (
    *STEWARD[: STEWARD.index("perform") + 1],
    "lantern",
    *STEWARD[STEWARD.index("perform") + 1 :],
)
"""The steward's order: the busy player's, but a lantern is kept for the bonus action
(L367-L369) rather than paid for another tile's action (L487-L491), and blueberries rather
than paid to the marketing track (L1197-L1217)."""


def steward(noise: float) -> Player:
    """The busy player that keeps its money for helpers: it starts with and hires the helper
    worth most (``helper_worth``), pays a lantern for the hire action when it can pay a
    helper and the hire tile is not its (L487-L491), never pays for the marketing track
    (L1197-L1217), takes the order worth most, hires before it plants, takes orders and
    buys wood (``STEWARD``); a ``noise`` share at random. With ``dealer`` dealing, its
    games are the longest found."""
    rank = {w: i for i, w in enumerate(STEWARD)}
    tiles = ("hire_helper", "produce_plant", "take_orders", "buy_wood", "exchange_dice")

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids = state.legal_action_ids()
        if rng.random() < noise:
            return rng.choice(ids)
        game, d = state.game, state.data
        w = d.workshops[state.current_player]
        hires = "" in w.rooms and any(
            price(game, h) <= w.blueberries for h in d.helper_display if h
        )

        def key(item: tuple[str, int]) -> tuple[float, float, float]:
            parts = item[0].split()
            sub = 0.0
            if item[0] == "lantern hire_helper" and hires:  # a helper rather than the tile's
                return (rank["perform"] - 0.5, 0.0, rng.random())
            if parts[0] == "market":  # the blueberries kept for helpers
                return (len(STEWARD) + 1, 0.0, rng.random())
            if parts[0] in ("tile", "bonus", "lantern"):
                sub = tiles.index(parts[1]) if parts[1] in tiles else 9
                sub = 9 if parts[1] == "hire_helper" and not hires else sub
            elif parts[0] == "cut":
                sub = int(parts[1])  # the smallest piece: the most cuts
            elif parts[0] == "start":
                sub = -helper_worth(game, parts[1])
            elif parts[0] == "hire":
                sub = -helper_worth(game, d.helper_display[int(parts[1]) - 1])
            elif parts[0] == "take" and d.order_display[int(parts[1]) - 1]:
                sub = -order_worth(game, d.order_display[int(parts[1]) - 1])
            return (rank.get(parts[0], len(STEWARD)), sub, rng.random())

        return min(((str(game.action_from_id(i)), i) for i in ids), key=key)[1]

    return play


WOOD_LONGEST: dict[int, tuple[int, int, float, str]] = {
    1: (
        74,
        325,
        2.76,
        "12010kg41q6bg3aj4hna955555555320098009401901001g77403a21006876406481100155568664"
        "00130061266aac387300404744001a877401b000376876502200001c08298854a0004111000f0j64"
        "lfs6dc999501055003c11020201411002220555078666402c0851112850830006c586555302i3o00"
        "25550a52k56445500115510111101011110000110000000006619798885016110056786550021550"
        "02001",
    ),
    2: (
        106,
        429,
        3.54,
        "704214gj1bhp6b3ji4naa729278j94840555555002123129800401e01007007700402811007eb460"
        "404b0412114006406341006669462a1064648000553103c0251305302b3300220c728e3f02908421"
        "26441212100005400012010500354440000400000433010101501503001000543001010020002110"
        "001ju4mf66d454322000511110043201111000311001100113210100087402c11006676db0454007"
        "500755302j250000ab2n887554080052700221065330000210013332211000774040133132111006"
        "87640034075c93516444530162801",
    ),
    3: (
        8,
        566,
        3.98,
        "323100sgc1j64g3aj4ohaf659294jk7d107dch5c8620555555022110314000970040261100700770"
        "040200100800403a000509a306401010640648212004b64301006400211055300244812200365035"
        "450055a01135371044010000065030500125832ff400800007730043101011003010065042001320"
        "00430022000120324300775d12220011006640410005301214002081144300771022004040052131"
        "1100100je466ker83480003q00077501106301011004204105100543061111044003255000011003"
        "320000077500320402c1100000ac2i88e8453i60103c10030c319301020110002027600054726243"
        "215100444300530130341121425161431002210002971112000304108875014110066304a00650d1"
        "622000",
    ),
    4: (
        81,
        729,
        3.91,
        "72443104gr1b6ig3aji4am3339g2759e24197ce35a21069077438105555550210112100214001970"
        "0a40190100800728005231100b3718004043114008004031100664064310062b5431006940031004"
        "62310055305300005302736005831000054104200540000040020503600031002120210100011004"
        "31caa90040270333210150130a7011070a6006604013110076750111103040211100042000000233"
        "010120305161100340012001132a1044100007750012502307640112441210005630410000000011"
        "1jm4e6se665530111103001000065200211026210000103420111101000111101611131100311000"
        "30077402c2541210068401281110530352i00440000443002100100010002000000ab8ncbhc04170"
        "0756222257122111100000a9962060106404011002216850302j0040000033001015014003430185"
        "350911005011110640430005553040008455400125500230010130201b5441761421437091661326"
        "100410000",
    ),
}
"""The longest Woodcraft games found, by seats: the seed (chance ``explicit``), the length, the
bound over it, and the decisions (``encode``). The steward's, dealt by ``dealer``, found with
``python -m tests.adapters.long_plays_wood PLAYERS SEEDS NOISE [FIRST]``: the longest over
seeds 0-99 at noise 0.1, 0.05 and 0.02 and seeds 100-199 at noise 0.05 (1 and 4 seats: noise
0.05, seeds 0-99; 2: noise 0.05, seeds 100-199; 3: noise 0.1, seeds 0-99). The busy player's
were 230, 320, 439 and 531 over 150 seeds at noise 0.2."""


def longest(players: int, seeds: range, noise: float) -> tuple[int, int, str]:
    """The longest game of the steward dealt by ``dealer`` over the seeds: its length, seed
    and record (``encode``)."""
    game = boardrules.load_game("woodcraft")
    best = (0, 0, "")
    for seed in seeds:
        rng = random.Random(seed)
        state = start = game.new_game(players, seed, "explicit")
        who, ids = steward(noise), []
        while not state.is_terminal:
            ids.append(dealer(state, rng) if state.current_player < 0 else who(state, rng))
            state = state.apply_id(ids[-1])
        if len(ids) > best[0]:
            best = (len(ids), seed, encode(start, ids))
    return best


if __name__ == "__main__":
    players, seeds = int(sys.argv[1]), int(sys.argv[2])
    noise = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    n, seed, code = longest(players, range(first, seeds), noise)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed}: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
