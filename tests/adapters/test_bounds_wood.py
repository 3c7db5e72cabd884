"""Woodcraft's game length bound, counted from its rules (games/woodcraft/length.py): each
seat's decisions by kind stay within the count the bound rests on, in the games of every
long-play player and the busy player of tests/adapters/long_plays_wood.py, and the longest
games found replay to their length under the bound (docs/research.md)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product
from typing import Any

import pytest

import boardrules
from games.woodcraft import length as wl
from tests.adapters.long_plays import PLAYERS, Player, replay
from tests.adapters.long_plays_wood import WOOD_LONGEST, busy, dealer, steward

KIND = {
    "KeepOrder": "keep",
    "PlaceOrder": "place",
    "StartHelper": "start",
    "Market": "market",
    "Choose": "choose",
    "PickTool": "tool",
    "AtticSpace": "tool",
    "SpecialReward": "orders",
    "Deliver": "dice",
    "Discard": "dice",
    "SawCut": "cut",
    **dict.fromkeys(
        (
            "BuyWood",
            "Sell",
            "BuySix",
            "BuyMaterials",
            "TakeOrder",
            "Hire",
            "Room",
            "ProduceMode",
            "Plant",
            "Improve",
        ),
        "action",
    ),  # fmt: skip
    "Produce": "production",
}
"""The bound's kind of each decision; ``Main``'s by its word (``MAIN``). A decision of
another kind fails the test: the bound has no argument for it."""
MAIN = {
    **dict.fromkeys(("tile", "perform", "berries", "lantern", "bonus", "end"), "turn"),
    "use": "use",
    "fulfil": "orders",
    "fell": "action",
    "saw": "saw",
    "upgrade": "upgrade",
    "glue": "glue",
    "reuse": "reuse",
}
GROUPS = (
    ("action", "orders", "production", "dice", "chance"),  # an action's, what it brings
    ("keep", "place", "start", "turn", "market", "use", "choose", "tool"),
    ("saw", "cut", "upgrade", "glue", "reuse"),
)
"""What the count of each kind alone bounds, and the groups whose sums it bounds: the
decisions an action brings (an order taken fulfilled, a die bought spent, a tree felled)
and the chance nodes it sets off (``chance``: a display space refilled, a yard die rolled,
``length.ACTION_CHANCE``) are counted with the action, so ``orders``, ``production``,
``dice`` and ``chance`` are checked together with it."""


def counted(
    state: boardrules.State, who: Player, rng: random.Random, deal: Player | None = None
) -> int:
    """Plays ``state`` to its end (chance at random, or dealt by ``deal``), checking every
    seat's decisions by kind against ``length.seat_terms`` (for the helpers it hired) and
    the game's length against the bound; returns the game's length."""
    game, players = state.game, state.players
    start = game.new_game(players, 0).data.workshops[0]
    seats: list[Counter[str]] = [Counter() for _ in range(players)]
    solo_cards: Counter[int] = Counter()
    steps = 0
    while not state.is_terminal:
        top, seat = state.data.tasks[-1], state.current_player
        name = type(top).__name__
        if name == "Draw" and getattr(top, "pile", "") == "solo":
            solo_cards[state.data.round] += 1
        mains = [t.seat for t in state.data.tasks if type(t).__name__ == "Main"]
        if seat < 0 and mains and name in ("Draw", "YardDie"):  # set off by an action
            seats[mains[-1]]["chance"] += 1
        if seat >= 0 or deal is not None:
            action = (deal if seat < 0 and deal is not None else who)(state, rng)
        else:
            action = rng.choice(state.legal_action_ids())
        if seat >= 0:
            said = str(game.action_from_id(action))
            word = said.split()[0]
            seats[seat][MAIN[word] if name == "Main" else KIND[name]] += 1
            seats[seat]["hired"] += word == "hire"
            seats[seat]["built"] += said in ("improve upgrade", "improve glue")
        state, steps = state.apply_id(action), steps + 1
    phases = len(game.params["income_rounds"][1 if players == 4 else 0])  # type: ignore[attr-defined]
    most = wl.seat_terms(game, players)  # type: ignore[arg-type]
    took = [took_of(game, w) for w in state.data.workshops]
    for key, pool in wl.shared(game).items():  # type: ignore[arg-type]
        assert sum(t[key] for t in took) <= pool, (key, took)  # one of each card, L113-L127
    for p, count in enumerate(seats):
        # the count for the helpers this seat hired (L666-L676): a hire action asks 2; and
        # for the cards all seats draw from that it took
        w = state.data.workshops[p]  # the brown pot and the saw tiles it built (L736-L760)
        tiles = (w.pots_built >= 3, len(w.saws) - len(start.saws))
        terms = wl.seat_terms(game, players, count["hired"], took[p], tiles)  # type: ignore[arg-type]
        assert sum(terms.values()) <= sum(most.values()), (p, count)
        for kind in ("keep", "place", "start", "turn", "market", "use", "tool", "saw", "cut"):
            assert count[kind] <= terms[kind], (p, kind, count, terms[kind])
        for kind in ("choose", "reuse"):
            assert count[kind] <= terms[kind], (p, kind, count, terms[kind])
        # a reuse token turns any tile back (L1007-L1013); the count gives them all to the
        # saw; an upgrade or glue tile built (L774-L775) is used once a period after
        # (L1162-L1163), counted with the improve action that built it
        built = phases * count["built"]
        for kind in ("upgrade", "glue"):
            assert count[kind] <= terms[kind] + terms["reuse"] + built, (p, kind, count, terms)
        uses = ("saw", "upgrade", "glue")
        extra = max(0, sum(count[k] for k in uses) - sum(terms[k] for k in uses))
        assert extra <= built, (p, count, terms)
        for group in GROUPS:
            more = extra if group is GROUPS[0] else -extra if group is GROUPS[2] else 0
            assert sum(count[k] for k in group) + more <= sum(terms.get(k, 0) for k in group), (
                p,
                group,
            )
        # L561-L580, L638-L643, L666-L669: 2 chance nodes an action at most (2 actions a turn)
        assert count["chance"] <= 2 * wl.ACTIONS_A_TURN * terms["turn"] // 4, (p, count)
    # L1471-L1473: a solo card that moved no tile is followed by another; the allowance is
    # one more a round
    assert all(n <= 2 for n in solo_cards.values()), solo_cards
    assert steps <= game.game_length_bound(players, game.info.defaults())
    return steps


def took_of(game: boardrules.Game, w: Any) -> dict[str, int]:
    """What a seat took of the cards all seats draw from (``length.shared``): the helpers
    with a once-per-turn ability in its rooms (a helper hired stays, L675-L676), the reuse
    tokens, dice and tools of its helpers' immediate abilities (L692-L695) and of the orders
    it fulfilled (each lies by its board, L989-L993)."""
    cat = game.catalog

    def gained(ids: list[str], key: str) -> int:
        return sum(wl.gains(ab.do, key) for i in ids for ab in cat.cards[i].abilities)

    def late(helper: str) -> bool:  # of the second deck (L1175-L1181)
        return bool(game.helper_deck[helper] == "experienced")  # type: ignore[attr-defined]

    helpers = [h for h in w.rooms if h]
    cards = [*helpers, *w.fulfilled]
    return {
        "helpers": sum(h in game.activated and not late(h) for h in helpers),  # type: ignore[attr-defined]
        "late": sum(h in game.activated and late(h) for h in helpers),  # type: ignore[attr-defined]
        "reuse": gained(cards, "reuse_token"),
        "dice": gained(helpers, "gain_die"),
        "tools": gained(cards, "gain_tool"),
        "produce": sum(wl.produced(ab.do) for i in w.fulfilled for ab in cat.cards[i].abilities),
    }


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_woodcraft_seats_keep_to_the_counts_the_bound_rests_on(players: int) -> None:
    """Random, adversarial, lingering and busy seats, and stewards dealt the helpers and
    orders worth most (``dealer``): each kind of decision a seat takes (the tile, its action,
    the bonus action and ``end`` once a turn, L350-L369, L479-L493; a helper's ability once a
    turn, L697-L701; a tile used once between income phases, L1162-L1163...) stays within
    ``length.seat_terms`` for the helpers it hired, in both chance modes."""
    game = boardrules.load_game("woodcraft")
    who = [PLAYERS[n] for n in ("random", "adversary", "lingerer")] + [busy(0.0), busy(0.1)]
    for k, player in enumerate(who):
        chance = "explicit" if k % 2 == 0 else "auto"
        counted(game.new_game(players, k, chance), player, random.Random(k))
    for k in (5, 6):
        state = game.new_game(players, k, "explicit")
        counted(state, steward(0.05 * (k - 5)), random.Random(k), dealer)


def test_woodcraft_start_quarters_keep_to_the_count() -> None:
    """The start quarter (L130-L131) moves the wheel, not what a turn may hold."""
    game = boardrules.load_game("woodcraft")
    for quarter in (1, 2, 3):
        state = game.new_game(2, quarter, "explicit", start_quarter=quarter)
        counted(state, busy(0.0), random.Random(quarter))


def test_woodcraft_length_refuses_the_unargued() -> None:
    """A choice is one decision and its option's; an effect no argument covers is refused,
    not counted as 0."""
    chosen = [{"choose": [[{"gain": {"glue_disc": 1}}], [{"choose": [[{"vp_now": 1}]]}]]}]
    assert wl.asks(chosen) == 2
    assert wl.gains([{"gain": {"reuse_token": 1}}, {"gain_die": {}}], "reuse_token") == 1
    with pytest.raises(ValueError, match="no decisions argued"):
        wl.asks([{"reroll_all": 1}])


@pytest.mark.parametrize("players", sorted(WOOD_LONGEST))
def test_woodcrafts_longest_games_found_replay_under_the_bound(players: int) -> None:
    """The longest games found (the steward's searched on by ``deepen``,
    tests/adapters/long_plays_wood.py) replay to their length, under the bound and more than
    ``1 / WOOD_SHORT`` of it (no game found is yet half of it: docs/research.md); the ratio
    is the one docs/research.md states."""
    game = boardrules.load_game("woodcraft")
    seed, longest, ratio, code = WOOD_LONGEST[players]
    state = replay(game.new_game(players, seed, "explicit"), code)
    assert state.is_terminal and len(code) == longest
    bound = game.game_length_bound(players, game.info.defaults())
    assert longest < bound < WOOD_SHORT.get(players, 2.0) * longest
    assert bound / longest == pytest.approx(ratio, abs=0.01)


WOOD_SHORT = {1: 2.3, 2: 2.5, 3: 2.75, 4: 2.75}
"""Where no game found is yet more than half the bound (docs/research.md): the allowance
over the longest game found, by seats."""


def test_woodcraft_hires_are_counted_with_the_uses_they_bring() -> None:
    """A hire is an action that asks 2 (the helper and its room, L666-L676) and sets off 1
    chance node (the display refilled, L666-L669), not the 8 an action asks and sets off at
    most (produce and plant, L768-L835; take orders 2 orders, each fulfilled once, and their
    2 refills, L638-L643); the k-th helper hired is used in at most 14 - ceil(k / 2) + 1
    turns (L697-L701; 13 rounds with 4 seats, L332), so each hire adds more than it takes
    and the count is that of 7 hires (8 rooms)."""
    game = boardrules.load_game("woodcraft")
    for players, turns, most in ((1, 14, 648), (4, 13, 618)):
        terms = [wl.seat_terms(game, players, h) for h in range(8)]  # type: ignore[arg-type]
        # the brown pot's 2 improve actions ask 2 each, the 2 saw tiles' 1 each (L736-L760)
        assert [t["action"] for t in terms] == [2 * turns * 8 - 5 * h - 26 for h in range(8)]
        uses = [turns + sum(turns - (k + 1) // 2 + 1 for k in range(1, h + 1)) for h in range(8)]
        assert [t["use"] for t in terms] == uses
        assert wl.seat_terms(game, players) == terms[7]  # type: ignore[arg-type]
        assert sum(terms[7].values()) == most


def test_woodcraft_cards_all_seats_draw_from_are_spread_among_them() -> None:
    """One of each card (L113-L127): the helpers with a once-per-turn ability (L697-L701;
    9 of the first deck, 7 of the second, hired after the deck switch, L1175-L1181), the 6
    reuse tokens of four orders and two helpers' immediate abilities (L1007-L1009,
    L692-L695), the 2 dice and 10 tools of the cards (L1095-L1097) and the 4 productions of
    orders are shared by the seats, not each seat's (``length.shared``): a seat's count is a
    part for each group of kinds of card it takes (``length.JOINT``), and the bound spreads
    each group among the seats as makes the count longest (``length.spread``, checked
    against every spread of 3 seats, of 2 for the helpers)."""
    game: Any = boardrules.load_game("woodcraft")
    pools = wl.shared(game)
    assert pools == {"helpers": 9, "late": 7, "reuse": 6, "dice": 2, "tools": 10, "produce": 4}
    assert sorted(k for keys in wl.JOINT for k in keys) == sorted(pools)
    none = dict.fromkeys(pools, 0)
    base = sum(wl.seat_terms(game, 3, share=none).values())
    parts = {
        keys: {
            share: sum(
                wl.seat_terms(
                    game, 3, share={**none, **dict(zip(keys, share, strict=True))}
                ).values()
            )
            - base
            for share in product(*(range(pools[k] + 1) for k in keys))
        }
        for keys in wl.JOINT
    }
    for share in (
        {"helpers": 3, "late": 2, "reuse": 2, "dice": 1, "tools": 5, "produce": 1},
        dict.fromkeys(pools, 2),
    ):
        together = sum(wl.seat_terms(game, 3, share=share).values())
        assert together == base + sum(
            parts[keys][tuple(share[k] for k in keys)] for keys in wl.JOINT
        )
    # a helper adds its uses less the 5 a hire takes from an action (14, 14, 13, ... turns);
    # one of the second deck at most 6 turns (after round 8's income phase), so 1
    helpers = parts[("helpers", "late")]
    assert [helpers[(n, 0)] for n in range(10)] == [0, 14, 23, 32, 40, 48, 55, 62, 68, 68]
    assert [helpers[(0, n)] for n in range(8)] == list(range(8))
    assert [helpers[(2, n)] for n in range(8)] == [23, 24, 25, 26, 27, 28, 29, 29]
    assert [parts[("reuse",)][(n,)] for n in range(7)] == [13 * n for n in range(7)]
    for keys, values in parts.items():
        seats = 2 if len(keys) > 1 else 3
        pool = tuple(pools[k] for k in keys)
        brute = max(
            sum(values[n] for n in spread)
            for spread in product(values, repeat=seats)
            if all(sum(n[i] for n in spread) <= pool[i] for i in range(len(keys)))
        )
        assert wl.spread(values, seats, pool) == brute
    bounds = [game.game_length_bound(p, game.info.defaults()) for p in (1, 2, 3, 4)]
    assert bounds == [823, 1234, 1735, 2136]
