"""state.resample(p, rng) draws the hidden parts from their conditional distribution given
what p has seen: frequencies over many resamples against the exact ones."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

import boardrules
from boardrules.testing import deal_top
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.game import KleineVoelker
    from games.woodcraft import hidden
    from games.woodcraft.game import Woodcraft
else:
    from boardrules.games.kleine_voelker.game import KleineVoelker
    from boardrules.games.woodcraft import hidden
    from boardrules.games.woodcraft.game import Woodcraft


def close(seen: Counter[str], expected: dict[str, float], draws: int) -> None:
    """Every frequency within 5 standard deviations of its expectation (binomial)."""
    for card, mean in expected.items():
        p = mean / draws
        sd = (draws * p * (1 - p)) ** 0.5
        assert abs(seen[card] - mean) <= 5 * sd + 1, (card, seen[card], mean)
    assert set(seen) <= set(expected)


def test_kleine_voelker_other_hands_are_dealt_from_the_unseen_copies() -> None:
    # L237-L241: each seat is dealt 4 secret projects. Seat 0 sees its own 4; seat 1's 4
    # are a draw without replacement from the other copies.
    game = as_game(boardrules.load_game("kleine_voelker"), KleineVoelker)
    state = game.new_game(2, seed=3)
    own = state.data.peoples[0].dealt
    pool = Counter({c.id: c.copies for c in game.secrets.values()})
    pool.subtract(own)
    left = sum(pool.values())
    rng, runs, seen = random.Random(1), 1500, Counter[str]()
    for _ in range(runs):
        other = state.resample(0, rng)
        assert other.data.peoples[0].dealt == own
        seen.update(other.data.peoples[1].dealt)
    close(seen, {c: runs * 4 * n / left for c, n in pool.items() if n > 0}, runs * 4)


def test_woodcraft_rw_deck_order_is_uniform() -> None:
    # L40: the order decks are shuffled; the top card of the phase II deck is any of them.
    game = boardrules.load_game("woodcraft_rw")
    state = game.new_game(2, seed=2)
    deck = state.data.deck2
    rng, runs, seen = random.Random(2), 2000, Counter[str]()
    for _ in range(runs):
        other = state.resample(1, rng)
        assert sorted(other.data.deck2) == sorted(deck)
        seen[other.data.deck2[0]] += 1
    close(seen, {c: runs / len(deck) for c in deck}, runs)


def woodcraft_places(d: Any) -> dict[str, str]:
    """Where each order and helper lies: a table pile, or a seat's list."""
    out: dict[str, str] = {}
    for name in ("order_deck", "helper_deck", "order_discard", "helper_discard", "boxed"):
        out |= dict.fromkeys(getattr(d, name), name)
    for seat, w in enumerate(d.workshops):
        for name in ("hand", "dealt", "dealt_helpers", "order_ids", "fulfilled", "rooms"):
            out |= dict.fromkeys(getattr(w, name), f"{seat}.{name}")
    out |= dict.fromkeys(d.order_display, "order_display")
    out |= dict.fromkeys(d.helper_display, "helper_display")
    out.pop("", None)
    return out


def woodcraft_unseen(state: boardrules.State, seat: int, kind: tuple[str, str]) -> list[str]:
    game, d = as_game(state.game, Woodcraft), state.data
    return sorted(
        c
        for c in woodcraft_places(d)
        if hidden.kind_of(game, c) == kind and not d.seen.get(c, 0) >> seat & 1
    )


def test_woodcraft_deck_tops_are_any_card_the_seat_never_saw() -> None:
    # woodcraft.de.txt L223 ("Mischt verdeckt ... jedes der Kartendecks"), L270-L278 (the
    # cards dealt to the other seat are hidden on its hand): for seat 1 the top of the order
    # deck is any simple order it has not seen, those dealt to seat 0 too; of the helper deck,
    # any inexperienced helper it has not seen.
    game = boardrules.load_game("woodcraft")
    state = game.new_game(2, seed=3)
    rng, runs = random.Random(3), 2000
    for name, kind in (
        ("order_deck", ("orders", "simple")),
        ("helper_deck", ("helpers", "inexperienced")),
    ):
        pool, seen = woodcraft_unseen(state, 1, kind), Counter[str]()
        assert set(state.data.workshops[0].dealt + state.data.workshops[0].dealt_helpers) & set(
            pool
        )
        for _ in range(runs):
            other = getattr(state.resample(1, rng).data, name)
            assert len(other) == len(getattr(state.data, name))
            seen[other[-1]] += 1
        close(seen, {c: runs / len(pool) for c in pool}, runs)


def _woodcraft_round_two(players: int, seed: int, chance: str = "auto") -> boardrules.State:
    state = boardrules.load_game("woodcraft").new_game(players, seed=seed, chance=chance)
    rng = random.Random(seed)
    while state.data.round < 2 or state.is_chance_node:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


def test_woodcraft_other_hands_are_dealt_from_the_cards_the_seat_never_saw() -> None:
    # L270-L272: each seat keeps 2 of 5 simple orders and has 2 special orders "verdeckt auf
    # euren Händen"; the other 3 go to the discard pile, unused special orders to the box. Seat
    # 0 cannot tell seat 1's hand from the simple and special orders it never saw.
    state = _woodcraft_round_two(3, seed=1)
    d = state.data
    hand = d.workshops[1].hand
    special = as_game(state.game, Woodcraft).special
    specials = [c for c in hand if c in special]
    simple = [c for c in hand if c not in special]
    assert specials and simple
    pools = {
        "special": woodcraft_unseen(state, 0, ("special", "")),
        "simple": woodcraft_unseen(state, 0, ("orders", "simple")),
    }
    rng, runs = random.Random(5), 1500
    seen: dict[str, Counter[str]] = {"special": Counter(), "simple": Counter()}
    places = woodcraft_places(d)
    for _ in range(runs):
        other = state.resample(0, rng)
        assert other.observation(0) == state.observation(0)
        moved = woodcraft_places(other.data)
        for card, place in places.items():  # what seat 0 saw stays where it is
            if d.seen.get(card, 0) & 1:
                assert moved[card] == place, card
        for card in other.data.workshops[1].hand:
            seen["special" if card in special else "simple"][card] += 1
    assert d.workshops[1].hand == hand  # the state itself is unchanged
    for kind, n in (("special", len(specials)), ("simple", len(simple))):
        close(seen[kind], {c: runs * n / len(pools[kind]) for c in pools[kind]}, runs * n)


def test_woodcraft_a_seat_knows_the_orders_it_put_back() -> None:
    # L271: the 3 simple orders a seat did not keep lie on the discard pile: that seat knows
    # them (they stay there in its resamples), the others do not (they may be anywhere unseen).
    state = _woodcraft_round_two(2, seed=4)
    d = state.data
    mine = [c for c in d.order_discard if d.seen.get(c) == 0b10]  # seat 1's put back
    assert len(mine) == 3
    rng = random.Random(6)
    for _ in range(50):
        assert set(mine) <= set(state.resample(1, rng).data.order_discard)
    left = Counter(
        c for _ in range(300) for c in mine if c not in state.resample(0, rng).data.order_discard
    )
    assert sum(left.values()) > 0


def test_woodcraft_explicit_resample_keeps_what_the_seat_saw() -> None:
    # chance="explicit": every card comes from a CHANCE node (draws.py); the seat's
    # observation and information state are the same in each resample, and play goes on.
    state = _woodcraft_round_two(4, seed=2, chance="explicit")
    rng = random.Random(7)
    for p in range(4):
        for _ in range(5):
            other = state.resample(p, rng)
            assert other.observation_string(p) == state.observation_string(p)
            assert other.information_state_string(p) == state.information_state_string(p)
            for _ in range(40):
                if other.is_terminal:
                    break
                legal = other.legal_actions()
                other = other.apply(legal[rng.randrange(len(legal))])


def test_hallertau_another_hand_is_dealt_from_its_decks() -> None:
    # L243: 4 starter cards and 1 point card each; seat 0 cannot tell seat 1's from the cards
    # still in those decks.
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, seed=4)
    d = state.data
    unseen_starters = [*d.decks["starter"], *d.villages[1].hand[:4]]
    rng, runs, seen = random.Random(3), 1200, Counter[str]()
    for _ in range(runs):
        other = state.resample(0, rng)
        assert other.data.villages[0].hand == d.villages[0].hand
        seen.update(other.data.villages[1].hand[:4])
    n = len(unseen_starters)
    expected = {c: runs * 4 * k / n for c, k in Counter(unseen_starters).items()}
    close(seen, expected, runs * 4)


def test_nusfjord_face_down_elders_are_any_of_the_face_down_ones() -> None:
    # L239: with 5 players one of the elders 13-18 lies face down under each stack; a seat
    # cannot tell which, so the one under stack 1 is each of the six as often.
    game = boardrules.load_game("nusfjord")
    state = game.new_game(5, seed=5)
    d = state.data
    stacks = [list(s) for s in d.stacks]
    rng, runs, seen = random.Random(4), 1200, Counter[str]()
    for _ in range(runs):
        other = state.resample(2, rng).data
        assert [list(s[1:]) for s in other.stacks] == [s[1:] for s in stacks]  # face up
        assert sorted(s[0] for s in other.stacks) == sorted(d.face_down)
        seen[other.stacks[0][0]] += 1
    assert [list(s) for s in d.stacks] == stacks  # the state itself is unchanged
    close(seen, {e: runs / len(d.face_down) for e in d.face_down}, runs)


def test_a_resample_keeps_what_the_seat_saw() -> None:
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(3, seed=9)
    for p in range(3):
        other = state.resample(p, random.Random(p))
        assert other.observation_string(p) == state.observation_string(p)
        assert other.information_state_string(p) == state.information_state_string(p)


def _kleine_voelker_put_back(state: boardrules.State) -> tuple[boardrules.State, list[str]]:
    """Plays on until seat 0 has kept its secret projects; returns the state and its deal."""
    dealt: list[str] = []
    while state.data.peoples[0].dealt or not state.data.peoples[0].secret:
        state = deal_top(state)
        dealt = dealt or list(state.data.peoples[0].dealt)
        state = state.apply(state.legal_actions()[0])
    return state, dealt


def _other_hand_is_drawn_without_the_seat_s_deal(state: boardrules.State, dealt: list[str]) -> None:
    game = as_game(state.game, KleineVoelker)
    pool = Counter({c.id: c.copies for c in game.secrets.values()})
    pool.subtract(dealt)  # the 4 it saw, kept or put back (L237-L241)
    left = sum(pool.values())
    n = len(state.data.peoples[1].dealt)
    rng, runs, seen = random.Random(4), 1500, Counter[str]()
    for _ in range(runs):
        other = state.resample(0, rng)
        assert other.observation(0) == state.observation(0)
        seen.update(other.data.peoples[1].dealt)
    assert not set(seen) & {c for c in dealt if pool[c] == 0}
    close(seen, {c: runs * n * k / left for c, k in pool.items() if k > 0}, runs * n)


def test_kleine_voelker_explicit_resample_keeps_the_projects_put_back_out() -> None:
    # with chance="explicit" the seat's deal is in its history (its "deal <card>" entries)
    game = boardrules.load_game("kleine_voelker")
    state, dealt = _kleine_voelker_put_back(game.new_game(2, seed=5, chance="explicit"))
    assert len(dealt) == 4 and len(state.data.peoples[0].secret) < 4
    _other_hand_is_drawn_without_the_seat_s_deal(state, dealt)


def test_kleine_voelker_resample_after_a_position_keeps_the_projects_put_back_out() -> None:
    # set up from a position: the seat's deal is read from that position
    game = boardrules.load_game("kleine_voelker")
    start = game.new_game(2, seed=6, layout="fixed")
    moved = start.edit().set("seed", 12345).state()  # the deal: the position's, not the seed's
    state, dealt = _kleine_voelker_put_back(moved)
    assert dealt == start.data.peoples[0].dealt
    _other_hand_is_drawn_without_the_seat_s_deal(state, dealt)
