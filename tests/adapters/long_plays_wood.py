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
    """The busy player that keeps its money for helpers: it hires the helper worth most
    (``helper_worth``), takes the order worth most, hires before it plants, takes orders and
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
            elif parts[0] == "hire":
                sub = -helper_worth(game, d.helper_display[int(parts[1]) - 1])
            elif parts[0] == "take" and d.order_display[int(parts[1]) - 1]:
                sub = -order_worth(game, d.order_display[int(parts[1]) - 1])
            return (rank.get(parts[0], len(STEWARD)), sub, rng.random())

        return min(((str(game.action_from_id(i)), i) for i in ids), key=key)[1]

    return play


WOOD_LONGEST: dict[int, tuple[int, int, float, str]] = {
    1: (
        16,
        315,
        2.85,
        "53311kg41bhp6b3jio4a81455555513109980040191100555587402811010l877404f01003d27866"
        "46480100062bi0beaaaa970040052005950a9854a055230024799774043000055558665253703357"
        "52328512110010jm4tfe66ec6676508000105000009b8977501825057113000895750fd084000065"
        "01pcia9a58730111103104b1j00002330833333172100015024125555559534422011a2200a",
    ),
    2: (
        5,
        420,
        3.61,
        "45220kg41bhp63ajibn4c559a82kd4900555555001130209700401e0100700402201017eb3c07940"
        "3620064164400086664014110064011110011a998040005310144g0021a98d9a7e50500330464807"
        "50030291500133202210401030504418021100300000534374013000012000223100100je4l66er4"
        "33342011110110100000a700770140111100676694d034015110055302j250145101044300430000"
        "00cban3bhg628042433201011622020542100000332000101220b89a874016027151007640011006"
        "66663018003088640110",
    ),
    3: (
        21,
        553,
        4.07,
        "235321sgk146bg3aj4oag971989b9h5a242dc3b28912555555301242014121800401601007007700"
        "40241101800404801400641864020064648100118b54700064002100520021105841011053004b42"
        "10155304742003028011002034166400100870040431007d60104013110530431100421530110470"
        "10003122040044001050443b00040010510111101002143010220050011140111j64t6dek6401101"
        "0075005302c2p0015e40100d0320000430130111010001043010039051c103210211000120120121"
        "0050111388310000a52h776006004ec04708353220001aa601206304e3j001305ee4005000013aa7"
        "40192300221011110010121122101100234100011101c0303210074035192004004124120",
    ),
    4: (
        75,
        668,
        4.26,
        "7433021cg41i6pgb3ji4am615989f5jch44e267g68400b4a65732105555553312121032223100700"
        "40181100480002001007004047114007004164500001885310003185421006464310046420005354"
        "01005354015201405400000105030120120011110000401000040001200274454000740110043000"
        "03110082010301100800500100076401301121005304441004002051000042142002220521032301"
        "00100100710100030231121001100je4lf66rcaba9111214321a6011106362c03100802003213203"
        "0500630103104c4500200100001a9988ec05550023006403a0105304h4n0000000ecc21gffd03703"
        "040075004215051006303l000000000000802beedbcb401106500120011061151320100008400520"
        "40111000000301005252000432297032001210020854511001010005013009886763d05604914007"
        "5530331407354120040000001000",
    ),
}
"""The longest Woodcraft games found, by seats: the seed (chance ``explicit``), the length, the
bound over it, and the decisions (``encode``). The steward's, dealt by ``dealer``: found with
``python -m tests.adapters.long_plays_wood PLAYERS 100 0.1`` (seeds 0-99 at noise 0.1; the
busy player's were 230, 320, 439 and 531 over 150 seeds at noise 0.2)."""


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
