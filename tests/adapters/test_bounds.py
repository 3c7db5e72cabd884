"""The bounds OpenSpiel is given (``max_game_length``, ``max_chance_outcomes``, the utilities
of ``score_margin`` rewards): a bound too small breaks OpenSpiel (a longer game or a larger
outcome fails its checks), one too loose wastes what is sized by it. Each is checked against
random games and the long-play players of tests/adapters/long_plays.py; the figures are in
docs/research.md (game length bounds). Needs no extra."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import boardrules
from boardrules.tasks import Draw
from tests.adapters.conftest import CONFIGS
from tests.adapters.kv_games import KV_LONGEST
from tests.adapters.long_plays import (
    ACTS,
    DIGITS,
    GAME_PLAYERS,
    PLAYERS,
    Player,
    encode,
    kv_landlord,
    kv_search,
    length,
    replay,
    replay_dealt,
)


def pile_or_die(state: boardrules.State) -> str:
    top = state.data.tasks[-1]
    return f"draw {top.pile}" if isinstance(top, Draw) else f"die {type(top).__name__}"


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_max_chance_outcomes_holds_and_is_reached(game_id: str) -> None:
    """Every CHANCE node of random explicit games of the smallest and largest player count
    has at most ``game.info.max_chance_outcomes`` outcomes, and some node has that many (the
    first draw of the largest pile): the bound is exact, so within 2x."""
    game = boardrules.load_game(game_id)
    rng = random.Random(1)
    for players in sorted({game.min_players, 2, game.max_players}):
        options = game.info.defaults()
        bound = game.info.max_chance_outcomes(players, options)
        seen: dict[str, int] = {}
        for seed in range(2):
            state = game.new_game(players, seed, "explicit")
            while not state.is_terminal:
                if state.is_chance_node:
                    n = len(state.chance_outcomes())
                    assert n <= bound, f"{pile_or_die(state)}: {n} outcomes > {bound}"
                    seen[pile_or_die(state)] = max(seen.get(pile_or_die(state), 0), n)
                state = state.apply_id(rng.choice(state.legal_action_ids()))
        assert max(seen.values()) == bound, (players, seen)


def test_max_chance_outcomes_follows_the_options() -> None:
    """Hallertau's mixed decks (L818-L820) are one pile: the bound is their distinct cards."""
    game = boardrules.load_game("hallertau")
    options = {**game.info.defaults(), "starter_deck": "0123", "court_deck": "4567"}
    assert game.info.max_chance_outcomes(2, options) == 140
    state = game.new_game(2, 0, "explicit", starter_deck="0123", court_deck="4567")
    assert len(state.chance_outcomes()) == 140  # the first draw: a court card of the mix
    cardless = {**game.info.defaults(), "variant": "cardless"}  # L799: the quarter cards only
    quarters = game.new_game(2, 0, "explicit", variant="cardless").data.quarter_deck
    assert game.info.max_chance_outcomes(2, cardless) == len(quarters) == 6


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_long_plays_stay_within_the_game_length_bound(game_id: str, players: int) -> None:
    """Random, adversarial, lingering and each game's own long-play players
    (tests/adapters/long_plays.py: Nusfjord's window keeper, Hallertau's card keeper), in
    both chance modes, stay under the bound (docs/research.md has the longest over 50
    seeds)."""
    game = boardrules.load_game(game_id)
    bound = game.game_length_bound(players, game.info.defaults())
    who = [PLAYERS[name] for name in ("random", "adversary", "lingerer")]
    for player in [*who, *GAME_PLAYERS.get(game_id, {}).values()]:
        for seed, chance in ((0, "auto"), (1, "explicit")):
            assert length(game, players, seed, chance, player) <= bound


@pytest.mark.parametrize(("players", "seed"), [(1, 40), (2, 4), (3, 10), (4, 47), (5, 45)])
def test_nusfjords_bound_is_within_twice_a_game_that_happens(players: int, seed: int) -> None:
    """Nusfjord's bound counts the anytime windows as the rules allow (L947, L758: only a
    seat that has built an anytime building or holds a guest is asked); a game in which the
    seats build those buildings and keep them usable without using them (the window
    keeper, dealing them first) is asked in them, and is at least half as long as the bound:
    the longest of 50 seeds (88, 180, 315, 439 and 574 actions with 1-5 seats)."""
    game = boardrules.load_game("nusfjord")
    bound = game.game_length_bound(players, game.info.defaults())
    keeper = GAME_PLAYERS["nusfjord"]["window_keeper"]
    assert bound <= 2 * length(game, players, seed, "explicit", keeper) <= 2 * bound


@pytest.mark.parametrize(
    ("players", "name", "seed"),
    [(1, "adversary30", 13), (2, "random", 1), (3, "random", 14), (4, "random", 42)],
)
def test_hallertaus_bound_is_within_twice_a_game_that_happens(
    players: int, name: str, seed: int
) -> None:
    """Hallertau's tested bound is at least the longest game found (1,430 actions with 4
    seats, by the lingerer) and at most twice a game of these seeds (317, 580, 870 and 1,277
    actions with 1-4 seats)."""
    game = boardrules.load_game("hallertau")
    bound = game.game_length_bound(players, game.info.defaults())
    assert bound <= 2 * length(game, players, seed, "explicit", PLAYERS[name]) <= 2 * bound


def test_kleine_voelker_actions_of_eight_decisions_happen() -> None:
    """The per-action count of Kleine Völker's bound is reached: a seat that spends its
    inhabitants on the dearest builds (and never claims, demolishes or uses a ploy) soon
    cannot build anywhere, and then skips six territories (L533-L546) and forfeits (digest
    A14) every action: 7 decisions (8 with a claim after a build), against 1-3 in a random
    game. The game stays within its bound."""
    game = boardrules.load_game("kleine_voelker")
    rng = random.Random(0)
    state, run, longest, steps = game.new_game(2, 1), 0, 0, 0

    def poor(a: boardrules.Action) -> tuple[bool, bool, bool, int, float]:
        word, child = str(a), state.apply(a)  # noqa: B023 (the state of this turn)
        quiet = not word.startswith(("demolish", "change", "invade", "transfer", "claim"))
        people = child.data.peoples[0]
        return (not child.data.end_triggered, word.startswith(("skip", "forfeit")),
                quiet, -people.inhabitants, rng.random())  # fmt: skip

    while not state.is_terminal:
        acts = state.legal_actions()
        if state.current_player == 0:
            action = max(acts, key=poor)
        else:
            action = rng.choice(acts)
        word = str(action)
        if word.startswith("forfeit"):  # the action's end: its skips and the forfeit
            longest, run = max(longest, run + 1), 0
        run = run + 1 if word.startswith("skip") else 0
        state, steps = state.apply(action), steps + 1
    assert longest == 7
    assert steps <= game.game_length_bound(2, {})


def kv_cut(players: int, round_limit: int) -> int:
    """The longest recorded Kleine Völker game (tests/adapters/kv_games.py) of ``players``
    seats played at ``round_limit``, its CHANCE nodes counted as the bound counts them: each
    record of as many rounds or more replayed, legal, to where that game ends (the rules read
    the limit only at a round's cleanup, L412-L419; a record of its own limit ends where
    recorded) with chance ``"explicit"``, each CHANCE node dealing the card chance ``"auto"``
    deals (``replay_dealt``): the same decisions, and the projects dealt (4 a seat, L237-L241)
    and the public display and its refills (L207-L210, L597) as nodes of the game."""
    game = boardrules.load_game("kleine_voelker")
    longest = 0
    for (seats, limit), (seed, _, steps, code) in KV_LONGEST.items():
        if seats != players or limit < round_limit:
            continue
        state, step = game.new_game(players, seed, "auto", round_limit=round_limit), 0
        while not state.is_terminal:
            state = state.apply_id(sorted(state.legal_action_ids())[DIGITS.index(code[step])])
            step += 1
        assert limit > round_limit or step == steps == len(code)
        start = game.new_game(players, seed, "explicit", round_limit=round_limit)
        dealt, decided = replay_dealt(start, code[:step])
        same = [game.action_from_id(i) for i in decided] == list(state.history)
        assert dealt.is_terminal and same  # the same decisions: the same game
        longest = max(longest, len(dealt.history))
    return longest


LIMITS = boardrules.load_game("kleine_voelker").options["round_limit"].choices


@pytest.mark.parametrize("round_limit", sorted(LIMITS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_kleine_voelkers_bound_is_within_twice_its_longest_game_found(
    players: int, round_limit: int
) -> None:
    """At every ``round_limit`` a user may pass: the longest Kleine Völker games found
    (docs/research.md, game length bounds; the beam search of tests/adapters/long_plays.py,
    ``kv_search``: a landlord outnumbers the other seats, which spend down to 1-2
    inhabitants and then skip six territories and forfeit every action, L533-L546, digest
    A14, to the round limit), replayed with their CHANCE nodes (``kv_cut``), are legal and
    more than half the bound."""
    game = boardrules.load_game("kleine_voelker")
    longest = kv_cut(players, round_limit)
    bound = game.game_length_bound(players, {**game.info.defaults(), "round_limit": round_limit})
    assert longest < bound < 2 * longest


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kleine_voelker_round_one_offers_no_skip_but_in_its_last_action(players: int) -> None:
    """The bound's first round (``KleineVoelker.game_length_bound``): no seat can be unable
    to build in round 1 (an empty space in every territory, L253-L255, and more than 5
    inhabitants, L225-L228, L398-L402), but in its 7th action with 2 or 4 seats, nor with 3
    seats in round 2's first two actions (a seat of 5 or more and at most 3 buildings on the
    board), in games of every long-play player, the recorded longest games and invading
    ones."""
    game = boardrules.load_game("kleine_voelker")
    skip = game.action_ids.skip  # type: ignore[attr-defined]

    def invader(state: boardrules.State, rng: random.Random) -> int:  # invades when it may
        ids = state.legal_action_ids()
        words = [str(game.action_from_id(i)).split()[0] for i in ids]
        return ids[words.index("invade")] if "invade" in words else rng.choice(ids)

    players_ = [*PLAYERS.values(), *GAME_PLAYERS["kleine_voelker"].values(), invader]
    starts: list[tuple[boardrules.State, Player | None]] = [
        (game.new_game(players, seed, "auto"), who) for seed in range(3) for who in players_
    ]
    records = [(k, v) for k, v in KV_LONGEST.items() if k[0] == players]
    for (_, limit), (seed, _, _, _) in records:
        start = game.new_game(players, seed, "auto", round_limit=limit)
        starts.append((start, None))
    for state, who in starts:
        rng, acts, step = random.Random(0), 0, 0
        while not state.is_terminal and state.data.round <= 2:
            ids = state.legal_action_ids()
            if skip in ids:  # with 3 seats none in round 2's first two actions either
                assert acts >= (7 if players == 3 else 6), (acts, state.history)
            if who is None:
                code = dict(records)[players, state.data.options["round_limit"]][3]
                action = sorted(ids)[DIGITS.index(code[step])]
            else:
                action = who(state, rng)
            acts += str(game.action_from_id(action)).split()[0] in ACTS
            state, step = state.apply_id(action), step + 1


def test_kleine_voelkers_search_is_deterministic_and_its_record_replays() -> None:
    """``kv_search`` finds the same game from the same arguments; ``encode`` and ``replay``
    write and read it back."""
    game = boardrules.load_game("kleine_voelker")
    ids = kv_search(2, 3, 4, round_limit=10)
    assert kv_search(2, 3, 4, round_limit=10) == ids
    start = game.new_game(2, 3, "auto", round_limit=10)
    state = replay(start, encode(start, ids))
    assert state.is_terminal and len(state.history) == len(ids)


def test_kleine_voelkers_search_goes_on_from_an_opening_and_keeps_its_ploys() -> None:
    """``kv_search(start=...)`` returns a game that begins with the recorded opening (the
    first 120 decisions of the 3-seat record of 10 rounds); a ``thrifty`` search changes
    territory (L669-L684) only where the seat would forfeit, and does so."""
    game = boardrules.load_game("kleine_voelker")
    seed, _, _, code = KV_LONGEST[3, 10]
    start = game.new_game(3, seed, "auto", round_limit=10)
    ids = kv_search(3, seed, 2, start=code[:120], thrifty=True, round_limit=10)
    assert encode(start, ids)[:120] == code[:120]
    state, changes = start, 0
    for action in ids:
        if str(game.action_from_id(action)).startswith("change") and len(state.history) >= 120:
            assert game.action_ids.forfeit in state.legal_action_ids()  # type: ignore[attr-defined]
            changes += 1
        state = state.apply_id(action)
    assert state.is_terminal and changes


def test_kleine_voelkers_search_weighs_each_public_project_claimed() -> None:
    """``kv_landlord``'s twelfth weight (the search of the 4-seat record of 10 rounds) adds
    itself for each public project claimed (L583-L597; with chance ``"explicit"`` its
    refill is one CHANCE node more, L597): at the record's first claim, the state after the
    claim is worth it more than the one after ``no_claim``, and nothing else changes."""
    game = boardrules.load_game("kleine_voelker")
    seed, _, _, code = KV_LONGEST[4, 10]
    state, step = game.new_game(4, seed, "auto", round_limit=10), 0
    no_claim = game.action_ids.no_claim  # type: ignore[attr-defined]
    while no_claim not in state.legal_action_ids():  # a claim offered (with no_claim)
        state = state.apply_id(sorted(state.legal_action_ids())[DIGITS.index(code[step])])
        step += 1
    claims = [i for i in state.legal_action_ids() if i != no_claim]
    took, left = state.apply_id(claims[0]), state.apply_id(no_claim)
    w = (12.0, 30.0, 8.0, 20.0, 1.0, 60.0, 0.0, -1.0, 7.0, 0.0, 0.0)
    claimed = sum(len(q.claimed) for q in took.data.peoples)
    assert claimed == 1 + sum(len(q.claimed) for q in left.data.peoples)
    for child, n in ((took, claimed), (left, claimed - 1)):
        assert kv_landlord(child, 9, (*w, 7.0)) == kv_landlord(child, 9, w) + 7.0 * n


KV_ACTION = frozenset({"start", "change", "transfer", "onto", "skip", "land", "claim", "no_claim"})
"""Kleine Völker's decisions inside an action besides the one that ends it (``ACTS``)."""


def kv_counted(
    state: boardrules.State, who: Player | None, rng: random.Random, code: str = ""
) -> int:
    """Plays a Kleine Völker game to its end (``who`` at every seat, or the recorded
    decisions ``code``), checking each seat's decisions kind by kind against the parts of
    ``KleineVoelker.game_length_bound``; returns its length."""
    game, players = state.game, state.players
    p = game.params  # type: ignore[attr-defined]
    slots, ploys = p["actions_per_slot"][players], int(p["ploys"])
    nexts = len(slots) - 2 if players > 2 else 0
    seats: list[Counter[str]] = [Counter() for _ in range(players)]
    action: Counter[str] = Counter()  # the action under way
    rounds: Counter[int] = Counter()  # the actions of each round
    chance = steps = 0
    while not state.is_terminal:
        seat, ids = state.current_player, sorted(state.legal_action_ids())
        if code:
            choice = ids[DIGITS.index(code[steps])]
        elif seat < 0 or who is None:
            choice = rng.choice(ids)
        else:
            choice = who(state, rng)
        if seat < 0:
            chance += 1
        else:
            word = str(game.action_from_id(choice)).split()[0]
            assert word in ACTS | KV_ACTION | {"keep", "next"}, word  # no kind uncounted
            seats[seat][word] += 1
            if word in ACTS:  # L292-L298: one of the round's actions
                rounds[state.data.round] += 1
                action = Counter()
            action[word] += 1
            # L533-L546: 6 skips, again after a change of territory (L669-L684); one claim
            # after a floor (L577-L597); a roof moved onto one building (L686-L704)
            assert action["skip"] <= 6 * (1 + action["change"]), action
            assert action["claim"] + action["no_claim"] <= 1, action
            assert action["change"] + action["transfer"] <= 1, action  # L660-L664
            assert action["onto"] <= action["transfer"], action
        state, steps = state.apply_id(choice), steps + 1
    limit = int(state.data.options["round_limit"])
    assert max(rounds.values()) <= sum(slots) and len(rounds) <= limit  # L313-L375
    for count in seats:
        assert count["keep"] == p["secret_dealt"]["kept"]  # L237-L241
        assert count["change"] + count["transfer"] + count["invade"] <= ploys  # L660-L664
        assert count["next"] <= limit * nexts  # L325-L341
    total = sum(seats, Counter[str]())
    assert total["start"] == 1 and total["land"] <= 7  # L320-L323; one a bramble, L462-L475
    acts = sum(total[w] for w in ACTS)
    assert total["claim"] + total["no_claim"] <= acts - total["forfeit"]
    unskipped = sum(slots) - (players != 3) + 2 * (players == 3)  # rounds 1-2 (test above)
    assert total["skip"] <= 6 * (acts - unskipped) + 6 * total["change"]
    dealt = players * p["secret_dealt"]["dealt"] + len(game.publics)  # type: ignore[attr-defined]
    assert chance <= dealt
    assert steps <= game.game_length_bound(players, state.data.options)
    return steps


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kleine_voelker_seats_keep_to_the_counts_the_bound_rests_on(players: int) -> None:
    """Random, adversarial, lingering, pauper and keeper seats (tests/adapters/long_plays.py)
    in both chance modes at 10 and 30 rounds, and the longest games recorded: each action at
    most 6 skips (6 more after a change of territory), its action and one claim, each seat
    its 2 kept projects and at most 4 ploys, a land type a bramble, a round's actions and
    next-seat choices (``KleineVoelker.game_length_bound``)."""
    game = boardrules.load_game("kleine_voelker")
    who = [PLAYERS[n] for n in ("random", "adversary30", "lingerer")]
    for seed, player in enumerate([*who, *GAME_PLAYERS["kleine_voelker"].values()]):
        for chance, limit in (("auto", 10), ("explicit", 30)):
            start = game.new_game(players, seed, chance, round_limit=limit)
            kv_counted(start, player, random.Random(seed))
    for (seats, limit), (seed, _, longest, code) in KV_LONGEST.items():
        if seats == players:
            start = game.new_game(players, seed, "auto", round_limit=limit)
            assert kv_counted(start, None, random.Random(0), code) == longest


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kleine_voelker_random_and_greedy_games_stay_within_the_bound(players: int) -> None:
    """Ten random games and one greedy one (boardrules.agents.greedy) of each seat count,
    explicit chance, stay under the game length bound."""
    from boardrules.agents.greedy import greedy_choice

    game = boardrules.load_game("kleine_voelker")
    bound = game.game_length_bound(players, game.info.defaults())
    for seed in range(11):
        rng, state, steps = random.Random(seed), game.new_game(players, seed, "explicit"), 0
        while not state.is_terminal:
            if seed == 10 and state.current_player >= 0:
                action = greedy_choice(state, rng, completions=1, depth=8)
            else:
                action = rng.choice(state.legal_action_ids())
            state, steps = state.apply_id(action), steps + 1
        assert steps <= bound, (seed, steps, bound)


SCORED = [g for g in boardrules.list_games() if hasattr(boardrules.load_game(g), "score_bound")]
"""The games that argue the lowest and highest total a seat can score (``score_bound``)."""


@pytest.mark.parametrize("game_id", SCORED)
def test_totals_stay_within_the_score_bound(game_id: str) -> None:
    """Every seat's total of random and adversarial games of each player count lies within
    ``game.score_bound`` (the utilities OpenSpiel is given for ``score_margin`` rewards)."""
    game = boardrules.load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        low, high = game.score_bound(players, game.info.defaults())  # type: ignore[attr-defined]
        assert low <= 0 < high
        for seed, who in enumerate([PLAYERS["random"], PLAYERS["adversary"], PLAYERS["last"]]):
            rng, state = random.Random(seed), game.new_game(players, seed)
            while not state.is_terminal:
                state = state.apply_id(who(state, rng))
            assert all(low <= total <= high for total in state.scores()), state.scores()


def test_kleine_voelkers_score_bound_counts_each_part_from_the_rules() -> None:
    """-30 at 1 inhabitant (L763-L769); 111 VP of public projects (L577-L611), the two best
    secret projects of different cards (L237-L241, digest A12) on 20 floors (L216-L223): 11
    VP for each of 5 buildings of 4 floors and 7 for each of 6 of 3, and 10 for the
    inhabitants."""
    game = boardrules.load_game("kleine_voelker")
    assert game.score_bound(2, {}) == (-30.0, 111 + 11 * 5 + 7 * 6 + 10)  # type: ignore[attr-defined]
    assert game.score_bound(4, {}) == (-30.0, 111 + 11 * 3 + 7 * 4 + 10)  # type: ignore[attr-defined]


def test_woodcraft_rw_score_bound_counts_each_category_from_the_rules() -> None:
    """At most 14 orders held (one kept, L32-L34; one a turn, L120-L122; the third lantern
    row's, L224-L228): 30 nuts (L317-L327), 8 helper VP, (25 reputation of the 14 best orders
    + 1 of helper D, L482-L486) x 14 fulfilled (L377-L381), 103 order VP, the crates (8, 14,
    2 x 25, 9 cells, 103 // 4; L515-L533) and 5 for the lantern lines: 616."""
    game = boardrules.load_game("woodcraft_rw")
    crates = 8 + 14 + 2 * 25 + 9 + 103 // 4
    high = 30 + 8 + (25 + 1) * 14 + 103 + crates + 5
    for players in (1, 3, 5):
        assert game.score_bound(players, {}) == (0.0, high)  # type: ignore[attr-defined]


def test_nusfjords_score_bound_counts_turns_catches_and_cards() -> None:
    """Nusfjord's gold, guests and strips are unlimited (L452-L454, L732): its bound counts
    how often each source can give them (games/nusfjord/bounds.py). The low end is every free
    space (11) and unrealized share (3, L269) and the two cards of -1 point; the high end
    grows with the seats (more catches and shares, L319-L347), and a card whose effect the
    argument cannot bound is refused, not guessed."""
    from games.nusfjord import bounds

    game = boardrules.load_game("nusfjord")
    highs = []
    for players in range(1, 6):
        low, high = game.score_bound(players, game.info.defaults())  # type: ignore[attr-defined]
        assert low == -11 - 3 - 2
        highs.append(high)
    assert highs == sorted(set(highs))
    most = bounds.Most(game, 2)  # type: ignore[arg-type]
    assert most.effects([{"gain": {"wood": 30, "gold": {"count": "ships"}}}]) == {
        "wood": 12,  # L261: never more than 12 at once
        "gold": 3 * 3 + 1,  # all ships laid out with 2 seats and the one kept aside (L227)
    }
    with pytest.raises(ValueError, match="repeated exchange"):
        most.effects(
            [{"exchange": {"give": {"fish": 1}, "get": {"gold": 1}, "repeat": "unlimited"}}]
        )
    with pytest.raises(ValueError, match="no bound argued"):
        most.effects([{"steal_gold": {}}])


@pytest.mark.parametrize("players", [1, 2, 4])
def test_nusfjord_totals_stay_within_its_score_bound_in_random_and_greedy_games(
    players: int,
) -> None:
    """Twenty random games and one greedy one (the seat improving its score sheet most, with
    a short lookahead: boardrules.agents.greedy) of each seat count end inside the bound."""
    from boardrules.agents.greedy import greedy_choice

    game = boardrules.load_game("nusfjord")
    low, high = game.score_bound(players, game.info.defaults())  # type: ignore[attr-defined]
    for seed in range(21):
        rng, state = random.Random(seed), game.new_game(players, seed)
        while not state.is_terminal:
            if seed == 20:
                state = state.apply_id(greedy_choice(state, rng, completions=1, depth=8))
            else:
                state = state.apply_id(rng.choice(state.legal_action_ids()))
        assert all(low <= total <= high for total in state.scores()), (seed, state.scores())


def test_woodcrafts_score_bound_counts_turns_orders_and_cards() -> None:
    """Woodcraft's blueberries, blocks and discs are unlimited (L154-L155, L1554-L1556): its
    bound counts how often each source can give them (games/woodcraft/bounds.py). 14 turns,
    13 with 4 seats (L332); 2 actions a turn (the tile's and the bonus action, L367-L369) of
    at most 2 orders each (L638-L643) and the 4 orders kept at the start (L270-L274): so at
    most 4 + 4 x 14 orders fulfilled, each worth at most the track's top value, 6
    (L1346-L1349, L1389-L1394). No category is negative, so the low end is 0."""
    from games.woodcraft import bounds

    game = boardrules.load_game("woodcraft")
    for players, turns in ((1, 14), (2, 14), (3, 14), (4, 13)):
        part = bounds.parts(game, players)  # type: ignore[arg-type]
        assert part["turns"] == turns
        assert part["fulfilled"] == 4 + 2 * 2 * turns
        assert part["4_orders"] == 6 * part["fulfilled"]
        assert part["3_leftovers"] >= (6 * 6 + 3 * 6 + part["blueberries"]) // 10
        low, high = game.score_bound(players, game.info.defaults())  # type: ignore[attr-defined]
        assert (low, high) == (0.0, sum(part[c] for c in bounds.CATEGORIES))
    assert game.score_bound(4, {}) < game.score_bound(3, {})  # type: ignore[attr-defined]


def test_woodcrafts_bound_reads_each_effect_at_its_most_and_refuses_the_unargued() -> None:
    """A choice counts its best branch, a lowered point only as 0 (the score track never
    goes below 0, L1053-L1056); an effect, an amount or a score the argument cannot bound is
    refused, not guessed, and so is a track lowered (its lines pay the first crossing only,
    L1246-L1252, so a track that could fall could pay a line again)."""
    from collections import Counter

    from games.woodcraft import bounds

    most = bounds.Most()
    choice = {"choose": [[{"gain": {"blueberry": 2}}], [{"gain": {"blueberry": 5}}]]}
    gives = most.effects([choice, {"vp_now": -1}, {"produce": 2}])
    assert gives == Counter(blueberry=5, produce=2)
    assert bounds.top([Counter(vp=3), Counter(vp=1), Counter(vp=2)], 2) == Counter(vp=5)
    for effect in ({"steal": 1}, {"gain": {"blueberry": {"count": "helpers"}}}):
        with pytest.raises(ValueError, match="no bound argued"):
            most.effects([effect])
    with pytest.raises(ValueError, match="lowering a track"):
        most.effects([{"gain": {"hazelnut_income": -1}}])
    with pytest.raises(ValueError, match="negative score"):
        most.score({"add": [-2, {"count": "helpers"}]}, {"helpers": 8})
    assert most.score({"mul": [2, {"count": "helpers"}]}, {"helpers": 8}) == 16


@pytest.mark.parametrize("players", [1, 2, 4])
def test_woodcraft_sheets_and_counts_stay_within_the_bound_in_random_and_greedy_games(
    players: int,
) -> None:
    """Ten random games and one greedy one (boardrules.agents.greedy) of each seat count end
    with every category of every seat's score sheet within its most (``bounds.parts``), and
    the counts the argument rests on too: orders fulfilled, both income tracks."""
    from boardrules.agents.greedy import greedy_choice
    from games.woodcraft import bounds

    game = boardrules.load_game("woodcraft")
    part = bounds.parts(game, players)  # type: ignore[arg-type]
    for seed in range(11):
        rng, state = random.Random(seed), game.new_game(players, seed)
        while not state.is_terminal:
            if seed == 10:
                state = state.apply_id(greedy_choice(state, rng, completions=1, depth=8))
            else:
                state = state.apply_id(rng.choice(state.legal_action_ids()))
        for seat, w in zip(game.score_sheet(state.data).seats, state.data.workshops, strict=True):
            assert all(seat.categories[c] <= part[c] for c in bounds.CATEGORIES), seat
            assert len(w.fulfilled) <= part["fulfilled"]
            assert (w.hazelnut, w.income) <= (part["hazelnut"], part["income"])


def test_the_openspiel_adapter_reports_woodcrafts_bound() -> None:
    """``score_margin`` rewards: a seat's total less the best other, so between ``low - high``
    and ``high - low`` of Woodcraft's bound; the totals are no longer unbounded."""
    pytest.importorskip("pyspiel")
    import pyspiel

    import boardrules.adapters.openspiel as adapter

    game = boardrules.load_game("woodcraft")
    for players in (2, 4):
        low, high = game.score_bound(players, game.info.defaults())  # type: ignore[attr-defined]
        assert adapter.score_range(game, players, game.info.defaults()) == (low, high)
        spiel = pyspiel.load_game(
            "boardrules_woodcraft", {"players": players, "rewards": "score_margin"}
        )
        assert (spiel.min_utility(), spiel.max_utility()) == (low - high, high - low)
        assert high < float("inf")


def test_woodcraft_turns_keep_to_the_counts_the_bound_rests_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What games/woodcraft/bounds.py counts a turn, watched in eager games (a seat that
    takes the bonus action, uses its helpers, fulfils and markets whenever it may): at most 2
    actions a turn (the tile's or its replacement, L479-L493, and one bonus action,
    L367-L369), each helper's once-per-turn ability at most once (L697-L701), and at most 6
    dice in the stack at the end (L1203-L1208), which the leftovers count."""
    import importlib
    from collections import Counter

    game = boardrules.load_game("woodcraft")
    package = type(game).__module__.rsplit(".", 1)[0]  # the modules the loaded game runs
    action_step = importlib.import_module(f"{package}.action_step")
    actions = importlib.import_module(f"{package}.actions")
    performed: Counter[tuple[int, int, int]] = Counter()
    used: Counter[tuple[int, int, int, str]] = Counter()
    perform, use = action_step.perform, action_step.use_helper

    def counted_perform(g: Any, d: Any, p: int, action: int) -> None:
        performed[(d.players, d.round, p)] += 1
        perform(g, d, p, action)

    def counted_use(g: Any, d: Any, p: int, w: Any, a: Any) -> None:
        used[(d.players, d.round, p, a.helper)] += 1
        use(g, d, p, w, a)

    monkeypatch.setattr(action_step, "perform", counted_perform)
    monkeypatch.setitem(action_step.MOVES, actions.Use, counted_use)
    eager = ("bonus", "use", "fulfil", "market", "claim")  # lanterns kept for the bonus
    for players, seed in ((1, 0), (2, 1), (4, 2)):
        rng, state = random.Random(seed), game.new_game(players, seed)
        while not state.is_terminal:
            acts = [a for a in state.legal_actions() if str(a).split()[0] != "lantern"]
            keen = [a for a in acts if str(a).split()[0] in eager]
            state = state.apply(rng.choice(keen or acts))
        assert all(sum(w.dice) <= 6 for w in state.data.workshops)
    assert max(performed.values()) == 2  # the bonus action happens, never a third
    assert used and max(used.values()) == 1
