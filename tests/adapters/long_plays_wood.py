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
from tests.adapters.long_plays import DIGITS, Player, encode

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
        241,
        349,
        2.43,
        "12520kg41qhb63ajbh4mi125555552221970040190100255587b2207404920058977404705431150"
        "0107fj9240b645013210050a0c3b714320766a5100101003787e6gc45003122002555888aa401814"
        "4542110008gjfeb290327501511000830je4tfl668875f980080200028b142a77776010640131100"
        "45877655304b000110bo9h6cdji913241200012101111000110101653125525217777d5e80151508"
        "51101017565550d1112011550001a",
    ),
    2: (
        106,
        477,
        2.97,
        "704214gj1bh26129oo39f45i81fkga231555555411103029a58006160100700402701007871404c0"
        "1007404b21200766462503221001198843c341220066646403223210006531203e2b0011782c7776"
        "50035471100a96005304b45006544000105004402000075412032044000005333004200321003110"
        "010ju4m66ed6652011110200011100110fe7010d9770401111009676101107653004100554203q00"
        "333052c110000a52j454201111031120220111100011201101007765320020198405471705255433"
        "21121200877304i1b0b972042854615331100876400251000a03152563ba51522011110110000",
    ),
    3: (
        396,
        614,
        3.43,
        "0252204gb1i6pg3ajpbh4k149acm58jd108d22874d025555552010413021226a800961c010070078"
        "00402b01008004804611008740400100641626110060053311006764226163006400210055300263"
        "30665304448005303246100021320002101424977401040000054000020500773011040102000877"
        "40333122210006401111005530220005440000030185431003300210533002000200011100221000"
        "0110hmjti64d9874880003f0124184461100870201110100200685110300322111000264544203c3"
        "p0305210003210010204322200020087402c06523211004003210000a52h67675304i23006654004"
        "20c470012332191006f50100c00001450223001101111000000243a9646040a12612412110411000"
        "05890111100650232301061076776b04530374a00560d131220000",
    ),
    4: (
        81,
        786,
        3.40,
        "72443104gr1b6ig3aji4am3339g2759e24197ce35a21069077438105555550210112100214001970"
        "0a40190100800728005231100b3718004043114008004031100664064310062b5431006940031004"
        "62310055305300005302736005831000054104200540000040020503600031002120210100011004"
        "31caa90040270333210150130a72071c600660401311008a60111105304221110004200000003301"
        "020100305120100340012011131160008eec01351006640151003041004003051000021011ju4ef6"
        "6k76608010851122573111185023020021002101000034201111001100000107007004ca02c01000"
        "4eed3fd02003q005300140046000003053a001023200d01300021002730079501311006380450000"
        "008b2hbggga014500600000420401352211312100000463083001110120014a615020a2019800852"
        "30a1351611111000010523970421000077432000441a15621100069400220075530394d011129630"
        "40531704000300225510111100010000025010303131010988d161201021010010",
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


def played(state: boardrules.State, ids: list[int], noise: float, rng: random.Random) -> list[int]:
    """The decisions ``ids`` from ``state``, then the steward's (``noise``) dealt by
    ``dealer`` to the game's end: the whole game's ids."""
    ids, who = list(ids), steward(noise)
    for action in ids:
        state = state.apply_id(action)
    while not state.is_terminal:
        ids.append(dealer(state, rng) if state.current_player < 0 else who(state, rng))
        state = state.apply_id(ids[-1])
    return ids


def climb(players: int, seed: int, trials: int, noise: float) -> tuple[int, int, str]:
    """A longer game from the steward's game of ``seed`` (chance ``explicit``, dealt by
    ``dealer``): each trial keeps a random prefix of the longest game so far and plays on
    from it with the steward at ``noise`` (and a fresh random stream), keeping the result if
    it is longer (a hill climb on the game's length); its length, seed and record."""
    game = boardrules.load_game("woodcraft")
    start = game.new_game(players, seed, "explicit")
    best = played(start, [], noise, random.Random(seed))
    pick = random.Random(-seed - 1)
    for trial in range(trials):
        keep = pick.randrange(len(best))
        ids = played(start, best[:keep], noise, random.Random(seed * 100_003 + trial))
        if len(ids) > len(best):
            best = ids
    return len(best), seed, encode(start, best)


def decode(state: boardrules.State, code: str) -> list[int]:
    """The ids of the decisions ``code`` records (``encode``) from ``state``."""
    ids = []
    for digit in code:
        ids.append(sorted(state.legal_action_ids())[DIGITS.index(digit)])
        state = state.apply_id(ids[-1])
    return ids


def rollout(state: boardrules.State, noise: float, rng: random.Random) -> list[int]:
    """The steward's decisions (``noise``) dealt by ``dealer`` from ``state`` to the end."""
    ids, who = [], steward(noise)
    while not state.is_terminal:
        ids.append(dealer(state, rng) if state.current_player < 0 else who(state, rng))
        state = state.apply_id(ids[-1])
    return ids


def deepen(
    players: int, seed: int, width: int, noise: float, code: str = ""
) -> tuple[int, int, str]:
    """A nested Monte Carlo search (level 1) for the longest game of ``seed`` (chance
    ``explicit``: a chance outcome is chosen like a decision, every one the rules allow): at
    each step up to ``width`` of the legal actions (the one the longest game so far takes
    among them) are each followed by the steward's rollout (``noise``, dealt by ``dealer``);
    the longest game seen is kept and its action taken (the first: the steward's game, or the
    record ``code``, to search on from a game found). Its length, seed and record."""
    game = boardrules.load_game("woodcraft")
    state = start = game.new_game(players, seed, "explicit")
    best = decode(start, code) if code else rollout(start, noise, random.Random(seed))
    pick = random.Random(-seed - 1 - len(code))
    step = 0
    while not state.is_terminal:
        ids = sorted(state.legal_action_ids())
        tried = ids if len(ids) <= width else pick.sample(ids, width)
        for action in tried:
            if action == best[step]:
                continue
            rng = random.Random(f"{seed} {len(code)} {step} {action}")
            ids_after = rollout(state.apply_id(action), noise, rng)
            if step + 1 + len(ids_after) > len(best):
                best = best[:step] + [action] + ids_after
        state, step = state.apply_id(best[step]), step + 1
    return len(best), seed, encode(start, best)


if __name__ == "__main__" and sys.argv[1] == "deepen":
    players, seed, width = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    noise = float(sys.argv[5]) if len(sys.argv) > 5 else 0.05
    rounds = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    code = ""
    for _ in range(rounds):  # each round searches on from the longest game so far
        n, seed, code = deepen(players, seed, width, noise, code)
        print(f"{n}", flush=True)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed} deepened: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
elif __name__ == "__main__" and sys.argv[1] == "climb":
    players, seed, trials = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    noise = float(sys.argv[5]) if len(sys.argv) > 5 else 0.05
    n, seed, code = climb(players, seed, trials, noise)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed} climbed: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
elif __name__ == "__main__":
    players, seeds = int(sys.argv[1]), int(sys.argv[2])
    noise = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    n, seed, code = longest(players, range(first, seeds), noise)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed}: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
