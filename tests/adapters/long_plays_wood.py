"""Woodcraft's long plays: the busy player, which takes every decision the rules offer a turn
(docs/research.md, game length bounds), the steward, which keeps its money for helpers, the
dealer, which deals them the cards worth most, and the longest games found (``WOOD_LONGEST``).

Run as a script (``python -m tests.adapters.long_plays_wood PLAYERS SEEDS [NOISE [FIRST]]``) to
print the steward's longest game over the seeds FIRST..SEEDS - 1 (chance ``explicit``, dealt by
``dealer``) and its record; ``... deepen PLAYERS SEED WIDTH [NOISE [ROUNDS]]`` searches on
from the steward's game of SEED (``deepen``, a nested Monte Carlo search); ``... on PLAYERS
WIDTH ROUNDS [PLAYER [NOISE]]`` searches on from the longest game found (``deepen_on``, the
rollouts by PLAYER of ``ROLLOUT``: ``steward``, ``sawyer``, ``eager``). Long searches
(minutes): a figures script, never a test; the test replays what they found
(``WOOD_LONGEST``).
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


def sawyer(noise: float, eager: bool = False) -> Player:
    """The steward that saws more (session 18): it improves its workshop with saw tiles and
    pots first (3 saws a period, L740-L760; trees grow the pips to saw, L782-L785), takes
    the improve tile when it has fewer than 3 saws, buys saw blade discs (a cut each,
    L857-L861) and saws its largest die; a ``noise`` share at random."""
    base = steward(0.0)
    order = ("saw", "pot", "upgrade", "glue")

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids = state.legal_action_ids()
        if rng.random() < noise:
            return rng.choice(ids)
        game = state.game
        w = state.data.workshops[state.current_player]
        words = {str(game.action_from_id(i)): i for i in ids}
        if eager and (len(w.saws) < 3 or w.pots_built < 3):
            for word in ("tile improve_workshop", "bonus improve_workshop"):
                if word in words and not any(x.startswith(("use", "saw", "cut")) for x in words):
                    return words[word]
        improve = [x for x in words if x.startswith("improve ")]
        if improve:
            return words[min(improve, key=lambda x: (order.index(x.split()[1]), rng.random()))]
        if "material saw_blade_disc" in words:
            return words["material saw_blade_disc"]
        saws = [x for x in words if x.startswith("saw ")]
        if saws:
            return words[max(saws, key=lambda x: (int(x.split()[2]), rng.random()))]
        return base(state, rng)

    return play


def eager(noise: float) -> Player:
    """The sawyer that takes the improve tile before anything but a helper's ability or a
    saw while it has fewer than 3 saws or pots (``sawyer``)."""
    return sawyer(noise, True)


ROLLOUT = {"steward": steward, "sawyer": sawyer, "eager": eager}
"""The players ``deepen`` can roll out with, by name."""


WOOD_LONGEST: dict[int, tuple[int, int, float, str]] = {
    1: (
        201,
        363,
        2.27,
        "755214gr1jh86b3jaa4fl4655555512219800401901006l7707402201001f6764164902211120045"
        "5549a88647211000053d61b843dedd50073548100299774029171542284400a31000cb820a898010"
        "017998fec1217500520010ju4m6ee6hg9cbcbc1215301020087100005551651ca9gfd12120200401"
        "64444018013552011110003300010765h0cbag966cc80363300001051011010000220m0466501ba8"
        "03200155087edda0565011110280343a00200002555",
    ),
    2: (
        114,
        498,
        2.48,
        "44421kgc1t64gb3jpb4ng4498fme8ei03555555402000315a800a100800770040120100740280100"
        "2854c21400874046210175120220000588861401006640131100118a04eed600711202100cb96006"
        "004013110000630220474c0065302d251a3005650010077404821007664004200555304933120011"
        "ju4mf66d8885011110535112100100186654000000005421a9852c01143100654002051011000107"
        "74454053a0100343000120008c2pa988887700404001121133150431000ab8601060111107604004"
        "300000013c0454h31321515110054405452203131101003665430000110111100000000034330545"
        "1a0344171641804000",
    ),
    3: (
        380,
        638,
        2.72,
        (
            "452410kormqg41h63bo4af46ah9f633543f89634e921555555132112311222700663211009800404"
            "601008004a0240007404000066a37040001200462700064001200553185250221120030444417300"
            "53533100448410000000001050220351864000020500653010018532100300435270003100020410"
            "0220000040110221100640022005530260000000305401130201ccd0239000100120200001jm4eh6"
            "fra91104016112212110020dbb600663a211a34212226463c005005006301q2j001540c2a1741424"
            "00003534300200111011304004323243005120721200098fec1117580055004017211230000055b9"
            "7d7501111030242h000027fccc916140040010504005003054501001043240103032110599971322"
            "118021011100000107303c330048aa801315055100541887065285181100530181901165222100"
        ),
    ),
    4: (
        582,
        792,
        2.70,
        "14231104gb1q6ig3a6boh4a23i898hdg35426ccg37c31b504b9241055555530020012400111119b1"
        "91970040270100700403300070071404601200600411100866462010046302005305420010035420"
        "0065530220000185302004022100053100034300041001003001101120220000122005356dc00151"
        "222001007004024014008701074003200500304341005540a5120200360011002005130222100100"
        "310087351502140100693014211131143110053004100000000100je4l6se680bb90111051112652"
        "11211242c0131000444201111021164a043132310001630110300032024ia8000480221113100002"
        "298866400150001321100001210040088235423522210143629120420b89fb3c2502100000a7eeb4"
        "0041750023006303o0006887304h0000005a36866665000030510111000120010b97740040011002"
        "5301110310371121000214c200620001801001344320012202997087211203130175005400673d01"
        "14904600566dc41d0620110041220987601200017402720115312100777c121750141100",
    ),
}
"""The longest Woodcraft games found, by seats: the seed (chance ``explicit``), the length, the
bound over it, and the decisions (``encode``). Session 17's: the steward's game, dealt by
``dealer``, searched on by ``deepen`` (docs/research.md: the seeds, widths and rounds). Session
15's steward alone found 325, 429, 566 and 729 (seeds 0-199 at noise 0.1, 0.05 and 0.02), a
sweep of seeds 200-599 at noise 0.05 and 0.1 331, 441, 573 and 707; the busy player's were 230,
320, 439 and 531 over 150 seeds at noise 0.2."""


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


def decode(state: boardrules.State, code: str) -> list[int]:
    """The ids of the decisions ``code`` records (``encode``) from ``state``."""
    ids = []
    for digit in code:
        ids.append(sorted(state.legal_action_ids())[DIGITS.index(digit)])
        state = state.apply_id(ids[-1])
    return ids


def rollout(
    state: boardrules.State, noise: float, rng: random.Random, player: str = "steward"
) -> list[int]:
    """The decisions of ``player`` (``ROLLOUT``: the steward or the sawyer, ``noise``)
    dealt by ``dealer`` from ``state`` to the end."""
    ids, who = [], ROLLOUT[player](noise)
    while not state.is_terminal:
        ids.append(dealer(state, rng) if state.current_player < 0 else who(state, rng))
        state = state.apply_id(ids[-1])
    return ids


def deepen(
    players: int, seed: int, width: int, noise: float, code: str = "", player: str = "steward"
) -> tuple[int, int, str]:
    """A nested Monte Carlo search (level 1) for the longest game of ``seed`` (chance
    ``explicit``: a chance outcome is chosen like a decision, every one the rules allow): at
    each step up to ``width`` of the legal actions (the one the longest game so far takes
    among them) are each followed by a rollout of ``player`` (``ROLLOUT``, ``noise``,
    dealt by ``dealer``);
    the longest game seen is kept and its action taken (the first: the steward's game, or the
    record ``code``, to search on from a game found). Its length, seed and record."""
    game = boardrules.load_game("woodcraft")
    state = start = game.new_game(players, seed, "explicit")
    best = decode(start, code) if code else rollout(start, noise, random.Random(seed), player)
    pick = random.Random(-seed - 1 - len(code))
    step = 0
    while not state.is_terminal:
        ids = sorted(state.legal_action_ids())
        tried = ids if len(ids) <= width else pick.sample(ids, width)
        for action in tried:
            if action == best[step]:
                continue
            rng = random.Random(f"{seed} {len(code)} {step} {action}")
            ids_after = rollout(state.apply_id(action), noise, rng, player)
            if step + 1 + len(ids_after) > len(best):
                best = best[:step] + [action] + ids_after
        state, step = state.apply_id(best[step]), step + 1
    return len(best), seed, encode(start, best)


def deepen_on(players: int, width: int, rounds: int, player: str, noise: float) -> None:
    """Searches on from the longest game found (``WOOD_LONGEST``) with ``deepen``, ``rounds``
    times, rolling out with ``player``; prints each round's length and each longer record."""
    seed, n, _, code = WOOD_LONGEST[players]
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    for r in range(rounds):
        found, seed, record = deepen(players, seed, width, noise, code, player)
        print(r, found, flush=True)
        if found > n:
            n, code = found, record
            print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),", flush=True)


if __name__ == "__main__" and sys.argv[1] == "on":
    # ``... on PLAYERS WIDTH ROUNDS [PLAYER [NOISE]]``
    deepen_on(
        int(sys.argv[2]),
        int(sys.argv[3]),
        int(sys.argv[4]),
        sys.argv[5] if len(sys.argv) > 5 else "steward",
        float(sys.argv[6]) if len(sys.argv) > 6 else 0.05,
    )
elif __name__ == "__main__" and sys.argv[1] == "deepen":
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
elif __name__ == "__main__":
    players, seeds = int(sys.argv[1]), int(sys.argv[2])
    noise = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    first = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    n, seed, code = longest(players, range(first, seeds), noise)
    game = boardrules.load_game("woodcraft")
    bound = game.game_length_bound(players, game.info.defaults())
    print(f"woodcraft {players} seats, seed {seed}: {n} / {bound}, {bound / n:.2f}x")
    print(f"{players}: ({seed}, {n}, {bound / n:.2f}, {code!r}),")
