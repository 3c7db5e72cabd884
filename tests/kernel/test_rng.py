"""The seeded generator (SplitMix64) and the determinism it gives whole games."""

from __future__ import annotations

import pytest

from boardrules import Game, rng


def draws(seed: int, n: int, count: int) -> list[int]:
    state = rng.seed_state(seed)
    out = []
    for _ in range(count):
        state, r = rng.randbelow(state, n)
        out.append(r)
    return out


@pytest.mark.parametrize("n", [2, 3, 6, 7])
def test_randbelow_is_uniform(n: int) -> None:
    values = draws(seed=12345, n=n, count=60000)
    expected = 60000 / n
    counts = [values.count(v) for v in range(n)]
    assert sum(counts) == 60000
    for c in counts:
        assert abs(c - expected) <= 0.05 * expected


def test_randbelow_stays_in_range() -> None:
    for n in (1, 2, 5, 6, 1000, 2**63 + 3):
        assert all(0 <= r < n for r in draws(seed=n, n=n, count=200))


def test_randbelow_of_one_is_zero() -> None:
    assert draws(seed=3, n=1, count=50) == [0] * 50


def test_randbelow_is_deterministic_for_a_seed() -> None:
    assert draws(seed=7, n=6, count=1000) == draws(seed=7, n=6, count=1000)


def test_different_seeds_give_different_draws() -> None:
    assert draws(seed=7, n=6, count=100) != draws(seed=8, n=6, count=100)


def test_the_generator_state_is_a_64_bit_integer() -> None:
    state = rng.seed_state(-5)
    for _ in range(100):
        assert 0 <= state < 2**64
        state, out = rng.next_u64(state)
        assert 0 <= out < 2**64


def test_splitmix64_reference_output() -> None:
    """SplitMix64 with internal state 0 first yields 0xE220A8397B1DCDAF (Vigna's reference)."""
    assert rng.next_u64(0) == (0x9E3779B97F4A7C15, 0xE220A8397B1DCDAF)


def reference_shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates with one ``randbelow`` a position, from the last down."""
    for i in range(len(items) - 1, 0, -1):
        state, j = rng.randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5, 18, 64, 65, 66, 129, 300])
def test_shuffle_draws_what_one_randbelow_a_position_draws(n: int) -> None:
    """The packed draws (``rng._lanes``, 64 at most a pack) give the same order and state."""
    for seed in range(40):
        state = rng.seed_state(seed * 7919 + n)
        mine, theirs = list(range(n)), list(range(n))
        assert rng.shuffle(state, mine) == reference_shuffle(state, theirs)
        assert mine == theirs
        assert rng.shuffle_one_by_one(state, mine := list(range(n))) == rng.shuffle(
            state, theirs := list(range(n))
        )
        assert mine == theirs


@pytest.mark.parametrize("pack", [1, 2, 3])
def test_shuffle_falls_back_one_by_one_where_a_draw_might_be_rejected(
    monkeypatch: pytest.MonkeyPatch, pack: int
) -> None:
    """A pack with a value a draw might reject (p < 2**-57: forced here in the ``pack``-th)
    is drawn one by one from its position on: the same order and state."""
    real = rng._lanes
    calls = []

    def lanes(state: int, count: int) -> tuple[int, ...]:
        calls.append(count)
        out = real(state, count)
        return (*out[:-1], (1 << 64) - 1) if len(calls) == pack else out

    monkeypatch.setattr(rng, "_lanes", lanes)
    for seed in range(10):
        state = rng.seed_state(seed)
        mine, theirs = list(range(150)), list(range(150))
        assert rng.shuffle(state, mine) == reference_shuffle(state, theirs)
        assert mine == theirs
    assert len(calls) >= pack


def play_first(game: Game, seed: int, players: int = 3, steps: int = 300) -> str:
    s = game.new_game(players, seed=seed)
    for i in range(steps):
        if s.is_terminal:
            break
        legal = s.legal_actions()
        s = s.apply(legal[i % len(legal)])
    return s.to_json()


def test_same_seed_and_actions_give_the_same_state(game: Game) -> None:
    assert play_first(game, seed=11) == play_first(game, seed=11)


def test_same_seed_gives_the_same_start(game: Game) -> None:
    assert game.new_game(4, seed=2).to_json() == game.new_game(4, seed=2).to_json()


def test_different_seeds_give_different_games(game: Game) -> None:
    assert game.new_game(4, seed=2).to_json() != game.new_game(4, seed=3).to_json()
    assert play_first(game, seed=11) != play_first(game, seed=12)


def test_replay_from_seed_and_history_reproduces_the_state(game: Game) -> None:
    text = play_first(game, seed=21, players=2, steps=500)
    s = game.state_from_json(text)
    again = game.replay(2, 21, s.history)
    assert again.to_json() == text
    assert game.replay(2, 21, [str(a) for a in s.history]).to_json() == text


def test_shuffle_is_a_seeded_permutation() -> None:
    from boardrules.rng import seed_state, shuffle

    a, b = list(range(20)), list(range(20))
    sa, sb = shuffle(seed_state(5), a), shuffle(seed_state(5), b)
    assert a == b and sa == sb and sorted(a) == list(range(20)) and a != list(range(20))
    c = list(range(20))
    shuffle(seed_state(6), c)
    assert c != a


def test_randbelow_and_shuffle_are_splitmix_steps() -> None:
    """randbelow and shuffle write SplitMix64's step out (for speed): they give the numbers of
    ``next_u64`` read by rejection, and Fisher-Yates over them, as defined."""

    def randbelow(state: int, n: int) -> tuple[int, int]:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            state, x = rng.next_u64(state)
            if x < limit:
                return state, x % n

    def shuffle(state: int, items: list[int]) -> int:
        for i in range(len(items) - 1, 0, -1):
            state, j = randbelow(state, i + 1)
            items[i], items[j] = items[j], items[i]
        return state

    state = rng.seed_state(2026)
    for n in (1, 2, 3, 6, 7, 52, 1000, 2**40 + 1, 2**63 + 3, 2**64 - 1):
        for _ in range(50):
            assert rng.randbelow(state, n) == randbelow(state, n)
            state, _ = rng.next_u64(state)
    for size in range(0, 70, 3):
        ours, theirs = list(range(size)), list(range(size))
        assert rng.shuffle(state, ours) == shuffle(state, theirs)
        assert ours == theirs
        state, _ = rng.next_u64(state)
