"""Long plays: the players that look for the longest game of a title, for the game length
bounds (``game.game_length_bound``) and docs/research.md's table of them.

Each player picks one legal action id; the longest game they find is a lower bound of the
true maximum, so a bound within twice it is within 2x of the truth. Run as a script to
measure (``python -m tests.adapters.long_plays GAME [SEEDS]``): it prints, per player count,
the longest game of every player over the seeds, in both chance modes. Kleine Völker's longest
games come from a beam search (``kv_search``; ``python -m tests.adapters.long_plays search
PLAYERS SEED WIDTH``), recorded in tests/adapters/kv_games.py.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

import boardrules

Player = Callable[[boardrules.State, random.Random], int]


def first(state: boardrules.State, rng: random.Random) -> int:
    return state.legal_action_ids()[0]


def last(state: boardrules.State, rng: random.Random) -> int:
    return state.legal_action_ids()[-1]


def uniform(state: boardrules.State, rng: random.Random) -> int:
    return rng.choice(state.legal_action_ids())


def adversary(noise: float) -> Player:
    """At each decision the action after which the game is not over, its end is not
    triggered, and the most tasks are pending (ties at random); a ``noise`` share of the
    decisions (and those of more than 40 actions) at random."""

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids = state.legal_action_ids()
        if len(ids) > 40 or rng.random() < noise:
            return rng.choice(ids)

        def key(action: int) -> tuple[bool, bool, int, float]:
            child = state.apply_id(action)
            ended = bool(getattr(child.data, "end_triggered", False))
            return (not child.is_terminal, not ended, len(child.data.tasks), rng.random())

        return max(ids, key=key)

    return play


def lingerer(noise: float) -> Player:
    """Never ends a chain when it can go on: of the legal actions, one that is not ``done``,
    ``pass``, ``stop``, ``no``... (``STOPS``; at random), so every window, card play and
    exchange the rules offer is taken; the game's end is put off while it can be. A
    ``noise`` share at random."""

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids = state.legal_action_ids()
        if rng.random() < noise:
            return rng.choice(ids)
        game = state.game
        going = [i for i in ids if str(game.action_from_id(i)).split()[0] not in STOPS]
        if not going:
            return rng.choice(ids)
        rng.shuffle(going)
        for action in going[:8]:
            child = state.apply_id(action)
            if not child.is_terminal and not getattr(child.data, "end_triggered", False):
                return action
        return going[0]

    return play


def window_keeper(noise: float) -> Player:
    """Nusfjord's windows (L947, L758): every seat builds what makes it asked in the anytime
    windows (the anytime buildings X-A13 and X-B06, the guest buildings X-A01 and X-B01, then
    a ship to board a guest on) as soon as it can, and then keeps them usable, never using
    an exchange or boarding its guest ("done" in every window), so it is asked in every
    window to the end; otherwise as ``adversary``."""
    keys = ("build X-A13", "build X-B06", "build X-A01", "build X-B01")
    cards = {k[6:] for k in keys}
    others = adversary(noise)

    def holds(state: boardrules.State, seat: int) -> bool:
        h = state.data.harbors[seat]
        built = [*h.spaces, *h.beside]
        return any(k[6:] in built for k in keys) or bool(h.guests or h.boarded)

    def play(state: boardrules.State, rng: random.Random) -> int:
        game, ids, seat = state.game, state.legal_action_ids(), state.current_player
        words = {str(game.action_from_id(i)): i for i in ids}
        if seat < 0:  # explicit chance: the cards that make a seat asked come out first
            dealt = [i for w, i in words.items() if w.startswith("deal") and w[5:] in cards]
            return dealt[0] if dealt else rng.choice(ids)
        if "done" in words:
            return words["done"]
        h = state.data.harbors[seat]
        wanted = keys if not holds(state, seat) else ("ship",) if h.guests and not h.boarded else ()

        def keeps_guest(action: int) -> bool:  # not paid for with the guest (L738)
            child = state.apply_id(action)
            after = [str(game.action_from_id(i)) for i in child.legal_action_ids()]
            return child.current_player != seat or not all("guest" in w for w in after)

        for word, action in words.items():
            if wanted and word.startswith(wanted) and keeps_guest(action):
                return action
        for word, action in words.items():
            if wanted and word.startswith("place"):
                child = state.apply_id(action)
                if child.current_player == seat and any(
                    str(game.action_from_id(i)).startswith(wanted) for i in child.legal_action_ids()
                ):
                    return action
        keep = [
            i for w, i in words.items() if not w.startswith(("use ", "board ")) and "guest" not in w
        ]
        if len(keep) < len(ids):
            return rng.choice(keep) if keep else ids[0]
        return others(state, rng)

    play.chooses_chance = True  # type: ignore[attr-defined]
    return play


def card_keeper(noise: float) -> Player:
    """Hallertau's card windows (L659-L663): a seat with hand cards that it could play is
    asked after each turn and phase, so no seat ever plays a card from its hand ("pass" in
    every window, no card played in a turn either), and each keeps being asked to the end;
    otherwise as ``adversary``."""
    others = adversary(noise)

    def play(state: boardrules.State, rng: random.Random) -> int:
        game, ids = state.game, state.legal_action_ids()
        words = {str(game.action_from_id(i)): i for i in ids}
        if "pass" in words and any(w.startswith("play ") for w in words):
            return words["pass"]
        keep = [i for w, i in words.items() if not w.startswith("play ")]
        if len(keep) < len(ids):
            return rng.choice(keep) if keep else ids[0]
        return others(state, rng)

    return play


HOARDS = ("use", "hire", "fill", "shave", "saw", "glue", "fulfil")
"""Roll & Write's free actions in the order ``hoarder`` takes them: those that spend one thing
each, then an order fulfilled."""


def hoarder(order_below: int = 0, noise: float = 0.0) -> Player:
    """Woodcraft Roll & Write's long turns (games/woodcraft_rw/bounds.py): every seat takes
    the die whose column bonus gives the most materials (L95-L99; and lanterns while its
    lantern table has an empty cell, L202-L218; the same die for every seat, so their turn
    boxes stay equal) or, when that is fewer than ``order_below``, an order (every seat
    then, tied for priority: they roll off, L124-L136); in its free actions it uses a
    helper, hires one, fills a crate's icon, then shaves, saws or glues, one material a
    decision, and ends only when none is left (L140-L148): helpers A, B, E and H first, whose
    abilities ask again every round; and last fulfils an order (its dice would be left
    over: its reward and helper C ask more, L150-L164, L477-L480). A ``noise`` share at
    random."""
    gains: dict[tuple[int, str], tuple[int, int]] = {}  # materials, lanterns

    def bonus(state: boardrules.State, word: str) -> int:
        from games.woodcraft_rw.bounds import gained
        from games.woodcraft_rw.state import ROWS, die_name

        if not gains:
            for c in state.game.catalog.of_kind("column_bonus"):
                rows = sum(gained(a.do, row) for a in c.abilities for row in ROWS)
                lit = sum(gained(a.do, "lantern") for a in c.abilities)
                gains[c.prop_int("column"), c.prop_str("color")] = (rows, lit)

        _, color, value = word.split()
        d = state.data
        room = d.sheets[state.current_player].lanterns != 0b111111111
        return max(  # type: ignore[no-any-return]
            gains[c + 1, color][0] + room * gains[c + 1, color][1]
            for c in range(6)
            if d.board[c] >= 0 and die_name(d.board[c]) == f"{color} {value}"
        )

    def play(state: boardrules.State, rng: random.Random) -> int:
        game, ids = state.game, state.legal_action_ids()
        if rng.random() < noise:
            return rng.choice(ids)
        words = [str(game.action_from_id(i)) for i in ids]
        first = [w.split()[0] for w in words]
        if "pick" in first:
            dice = [
                (bonus(state, w), -i, i)
                for i, w in zip(ids, words, strict=True)
                if w != "pick order"
            ]
            best = max(dice) if dice else (-1, 0, ids[0])
            if best[0] < order_below and "pick order" in words:
                return ids[words.index("pick order")]
            return best[2]
        if "end" in first:
            for kind in HOARDS:
                some = [
                    (w[-1] not in "ABEH", i)
                    for i, w in zip(ids, words, strict=True)
                    if w.startswith(kind)
                ]
                if some:  # the helpers of once-a-round abilities first (L290-L298)
                    return min(some)[1]
            return ids[first.index("end")]
        return ids[0]

    return play


def kv_spread(state: boardrules.State) -> int:
    """Kleine Völker: the territories holding a floor (each pays a majority, L377-L382)."""
    from games.kleine_voelker.state import NOBODY, territory_of

    owner = state.data.owner
    return len({territory_of(s) for s in range(len(owner)) if owner[s] != NOBODY})


def pauper(keep: int) -> Player:
    """Kleine Völker's stuck seats (L533-L546, digest A14): every seat spends its inhabitants
    on the dearest builds in as few territories as it can (so it gains few majorities,
    L377-L382), never claims, invades or uses a ploy, skips and forfeits whenever it may, and
    never places its last floor (L757-L761): with at most ``keep`` floors left it demolishes.
    A seat at a few inhabitants then skips six territories and forfeits: 7 decisions an
    action."""

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids, seat, game = state.legal_action_ids(), state.current_player, state.game
        if seat < 0:
            return rng.choice(ids)
        low = state.data.peoples[seat].supply <= keep

        def key(action: int) -> tuple[bool, bool, bool, bool, int, int, float]:
            word, child = str(game.action_from_id(action)), state.apply_id(action)
            demolish = word.startswith("demolish")
            quiet = not word.startswith(("change", "invade", "transfer", "claim"))
            return (
                not child.is_terminal,
                not child.data.end_triggered,
                word.startswith(("skip", "forfeit")),
                quiet and (low or not demolish),
                -kv_spread(child),
                -child.data.peoples[seat].inhabitants,
                rng.random(),
            )

        return max(ids, key=key)

    return play


def keeper(keep: int) -> Player:
    """Kleine Völker's longest rounds (L757-L761: the end comes only with a seat's last
    floor): every seat never places its last floor, demolishing with at most ``keep``
    floors left, and skips and forfeits when it may; otherwise at random. Its games run to
    ``round_limit``."""

    def play(state: boardrules.State, rng: random.Random) -> int:
        ids, seat, game = state.legal_action_ids(), state.current_player, state.game
        if seat < 0:
            return rng.choice(ids)
        low = state.data.peoples[seat].supply <= keep

        def key(action: int) -> tuple[bool, bool, bool, bool, float]:
            word, child = str(game.action_from_id(action)), state.apply_id(action)
            return (
                not child.is_terminal,
                not child.data.end_triggered,
                low and word.startswith("demolish"),
                word.startswith(("skip", "forfeit")),
                rng.random(),
            )

        return max(ids, key=key)

    return play


def kv_income(d: Any, seat: int, lead: bool = False) -> int:
    """Kleine Völker: what ``seat`` gains in the next population phase (L377-L382: 2 for
    the most floors of a territory, 1 each if tied); with ``lead``, by how many floors in
    all (its floors less the most of another seat, plus 1, where it has the most)."""
    from games.kleine_voelker.state import NOBODY, SPACES_OF

    gain = 0
    for terr in range(1, 8):
        counts = [0] * d.players
        for s in SPACES_OF[terr]:
            if d.owner[s] != NOBODY:
                counts[d.owner[s]] += d.floors[s]
        best = max(counts)
        if best and counts[seat] == best:
            others = max(c for p, c in enumerate(counts) if p != seat)
            gain += best - others + 1 if lead else 2 if counts.count(best) == 1 else 1
    return gain


def kv_stuck(d: Any, seat: int) -> bool:
    """Kleine Völker: ``seat`` can build in no territory (L533-L546): its actions are six
    skips and a forfeit."""
    return kv_blocked(d, seat) == 7


def kv_blocked(d: Any, seat: int) -> int:
    """Kleine Völker: the territories ``seat`` cannot build in, so skips (L533-L546)."""
    from games.kleine_voelker.building import builds

    return sum(not builds(d, seat, terr) for terr in range(1, 8))


LANDLORD = (3.0, 8.0, 1.5, 20.0, 1.0, 60.0)
"""The weights of ``kv_landlord``: a stuck seat, a seat's income, its inhabitants (counted
up to the sixth weight), a seat at its last floors, its floors in supply; a seventh weighs
the floors by which a seat leads (``kv_income``'s ``lead``), an eighth names the landlord
(else the seat of most income; -1: that seat), a ninth the decisions an action forgone (7
unless given; 0 judges a state by its seats alone, as an opening that spends down), a tenth
each ploy token another seat keeps (a stuck seat's change of territory is 7 decisions more,
L669-L684, one outside a stuck action only 1), an eleventh each territory another seat
cannot build in (``kv_blocked``: on the way to being stuck), a twelfth each public project
claimed (with chance ``"explicit"`` its refill is one CHANCE node more, L597)."""


def kv_landlord(state: boardrules.State, actions: int, w: tuple[float, ...] = LANDLORD) -> float:
    """How promising a Kleine Völker state is for a long game, among states of as many
    decisions: fewer actions played (7 decisions an action forgone), no end triggered
    (L757-L761), and every seat but the one of most income (the landlord) poor, stuck and
    gaining nothing, with floors left: a seat at 1-2 inhabitants that has the fewer floors
    in every territory it builds in never gains, never builds again and skips six
    territories and forfeits every action to the round limit (L533-L546, digest A14)."""
    d = state.data
    value = -(w[8] if len(w) > 8 else 7.0) * actions - (10_000.0 if d.end_triggered else 0.0)
    gains = [kv_income(d, p) for p in range(d.players)]
    if len(w) > 11:
        value += w[11] * sum(len(people.claimed) for people in d.peoples)
    lord = max(range(d.players), key=lambda p: (gains[p], d.peoples[p].inhabitants))
    lord = int(w[7]) if len(w) > 7 and w[7] >= 0 else lord
    for p, people in enumerate(d.peoples):
        value -= w[3] if people.supply <= 1 else 0.0
        if p != lord:
            blocked = kv_blocked(d, p)
            value += w[0] * (blocked == 7) - w[1] * gains[p] - w[2] * min(people.inhabitants, w[5])
            value += w[10] * blocked if len(w) > 10 else 0.0
            value += w[4] * min(people.supply, 12)
            value += w[9] * people.ploys if len(w) > 9 else 0.0
            if len(w) > 6:
                value -= w[6] * kv_income(d, p, lead=True)
    return value


ACTS = frozenset({"build", "demolish", "invade", "forfeit"})
"""The first words of Kleine Völker's decisions that end an action (a claim may follow)."""


def kv_search(
    players: int,
    seed: int,
    width: int,
    w: tuple[float, ...] = LANDLORD,
    start: str = "",
    thrifty: bool = False,
    **options: Any,
) -> list[int]:
    """The longest Kleine Völker game a beam search finds (chance ``auto``, so the game
    is its seed and its decisions): at each depth every child of the ``width`` best states
    (``kv_landlord``; one of equal tables) is kept or dropped; the longest game that ends.
    The search begins after the decisions ``start`` records (``encode``; an opening found
    with other weights, ``kv_opening``), which the game returned begins with.
    Deterministic: the same arguments find the same game. Returns its action ids."""
    game = boardrules.load_game("kleine_voelker")
    words: dict[int, str] = {}
    state = game.new_game(players, seed, "auto", **options)
    path: Any = None
    for digit in start:
        action = sorted(state.legal_action_ids())[DIGITS.index(digit)]
        state, path = state.apply_id(action), (path, action)
    acts = sum(str(a).split()[0] in ACTS for a in state.history)
    beam: list[tuple[float, boardrules.State, int, Any]] = [(0.0, state, acts, path)]
    best: tuple[int, Any] = (0, None)  # depth, (parent path, action)
    depth = len(start)
    forfeit = game.action_ids.forfeit  # type: ignore[attr-defined]
    while beam:
        depth += 1
        found: dict[boardrules.State, tuple[float, boardrules.State, int, Any]] = {}
        for _, state, acts, path in beam:
            legal = sorted(state.legal_action_ids())
            stuck = forfeit in legal
            for action in legal:
                word = words.setdefault(action, str(game.action_from_id(action)).split()[0])
                if thrifty and word == "change" and not stuck:
                    continue
                child, done = state.apply_id(action), acts + (word in ACTS)
                if child.is_terminal:
                    best = max(best, (depth, (path, action)), key=lambda b: b[0])
                elif child not in found:
                    found[child] = (kv_landlord(child, done, w), child, done, (path, action))
        beam = sorted(found.values(), key=lambda n: -n[0])[:width]
    ids, path = [], best[1]
    while path is not None:
        path, action = path
        ids.append(action)
    return ids[::-1]


def kv_opening(
    players: int, seed: int, width: int, w: tuple[float, ...], rounds: int, **options: Any
) -> str:
    """The first ``rounds`` rounds of ``kv_search``'s game (``encode``'s record of its
    decisions up to the last of round ``rounds``): an opening for ``kv_search(start=...)``
    found with other weights (a ninth weight 0: seats spent down, whatever the decisions)."""
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(players, seed, "auto", **options)
    out = []
    for action in kv_search(players, seed, width, w, **options):
        if state.data.round > rounds:
            break
        out.append(DIGITS[sorted(state.legal_action_ids()).index(action)])
        state = state.apply_id(action)
    return "".join(out)


DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""A recorded game writes each decision as its place among the sorted legal ids."""


def encode(state: boardrules.State, ids: list[int]) -> str:
    out = []
    for action in ids:
        out.append(DIGITS[sorted(state.legal_action_ids()).index(action)])
        state = state.apply_id(action)
    return "".join(out)


def replay(state: boardrules.State, code: str) -> boardrules.State:
    """The state after the decisions ``code`` records (``encode``), each checked legal."""
    for digit in code:
        state = state.apply_id(sorted(state.legal_action_ids())[DIGITS.index(digit)])
    return state


def replay_dealt(state: boardrules.State, code: str) -> tuple[boardrules.State, list[int]]:
    """A game of chance ``"explicit"`` replaying the decisions ``code`` records (``encode``
    of the same seed's game of chance ``"auto"``): each CHANCE node deals the card the
    ``"auto"`` game is dealt, the top of the pile the seed shuffled (the kernel's task loop,
    boardrules/loop.py), so the decisions are those recorded, and the game has them and its
    CHANCE nodes: the projects dealt at setup and each public project refilled (L207-L210,
    L237-L241, L597), the actions ``game_length_bound`` counts. Returns the state (at the
    game's end, or where ``code`` ends) and the ids of its decisions, chance outcomes apart."""
    game, decided = state.game, list[int]()
    while not state.is_terminal and (state.current_player < 0 or len(decided) < len(code)):
        ids = sorted(state.legal_action_ids())
        if state.current_player < 0:
            card = game.pile(state.data, state.data.tasks[-1])
            action = next(i for i in ids if str(game.action_from_id(i)) == f"deal {card[0]}")
        else:
            action = ids[DIGITS.index(code[len(decided)])]
            decided.append(action)
        state = state.apply_id(action)
    return state, decided


STOPS = frozenset({"done", "pass", "stop", "decline", "no", "no_claim", "confirm"})
"""The first words of the actions that end a chain or decline an offer."""

PLAYERS: dict[str, Player] = {
    "random": uniform,
    "first": first,
    "last": last,
    "adversary": adversary(0.0),
    "adversary10": adversary(0.1),
    "adversary30": adversary(0.3),
    "lingerer": lingerer(0.0),
    "lingerer20": lingerer(0.2),
}
GAME_PLAYERS: dict[str, dict[str, Player]] = {
    "nusfjord": {"window_keeper": window_keeper(0.0), "window_keeper10": window_keeper(0.1)},
    "hallertau": {"card_keeper": card_keeper(0.0), "card_keeper10": card_keeper(0.1)},
    "kleine_voelker": {"pauper": pauper(2), "keeper": keeper(4)},
    "woodcraft_rw": {"hoarder": hoarder(2), "hoarder5": hoarder(0, 0.05)},
}
"""Players of one game's own long plays."""


def length(
    game: boardrules.Game, players: int, seed: int, chance: str, who: Player, **options: Any
) -> int:
    """The actions (chance outcomes included) of one game: ``who`` plays every seat,
    chance at random (or chosen by ``who``, if it ``chooses_chance``)."""
    rng = random.Random(seed)
    state, steps = game.new_game(players, seed, chance, **options), 0
    while not state.is_terminal:
        if state.current_player < 0 and not getattr(who, "chooses_chance", False):
            action = rng.choice(state.legal_action_ids())
        else:
            action = who(state, rng)
        state = state.apply_id(action)
        steps += 1
    return steps


def survey(
    game_id: str, seeds: int, names: list[str], **options: Any
) -> Iterator[tuple[int, str, int, int]]:
    """(players, player name, longest, bound) for each player count and player."""
    game = boardrules.load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        try:
            game.new_game(players, 0, **options)
        except ValueError:  # an option of other player counts
            continue
        bound = game.game_length_bound(players, {**game.info.defaults(), **options})
        for name in names:
            who = {**PLAYERS, **GAME_PLAYERS.get(game_id, {})}[name]
            longest = max(
                length(game, players, seed, chance, who, **options)
                for seed in range(seeds)
                for chance in ("auto", "explicit")
            )
            yield players, name, longest, bound


def search_main(args: list[str]) -> None:
    """``search PLAYERS SEED WIDTH [WEIGHTS] [key=value...] [thrifty]``: ``kv_search``'s
    game, its length and bound, and its record (tests/adapters/kv_games.py)."""
    players, seed, width = (int(a) for a in args[:3])
    w = tuple(float(x) for x in args[3].split(",")) if len(args) > 3 and args[3] else LANDLORD
    thrifty = "thrifty" in args[4:]
    options: dict[str, Any] = {
        k: int(v) for k, v in (o.split("=", 1) for o in args[4:] if o != "thrifty")
    }
    game = boardrules.load_game("kleine_voelker")
    ids = kv_search(players, seed, width, w, thrifty=thrifty, **options)
    code = encode(game.new_game(players, seed, "auto", **options), ids)
    bound = game.game_length_bound(players, {**game.info.defaults(), **options})
    print(f"kleine_voelker {players} seats, seed {seed}: {len(ids)} / {bound}")
    print(f"({players}, {options.get('round_limit', 30)}): ({seed}, {w}, {width}, {len(ids)},")
    print(f'"{code}"),')


if __name__ == "__main__" and sys.argv[1] == "search":
    search_main(sys.argv[2:])
elif __name__ == "__main__":
    game_id, seeds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 6
    names = [*PLAYERS, *GAME_PLAYERS.get(game_id, {})]
    names = sys.argv[3].split(",") if len(sys.argv) > 3 and sys.argv[3] else names
    options = dict(o.split("=", 1) for o in sys.argv[4:])  # string options: key=value
    for players, name, longest, bound in survey(game_id, seeds, names, **options):
        print(f"{game_id} {players} {name:12} {longest:5} / {bound}", flush=True)
