"""Memory stays flat over many games in one process (issue 24 item 14, issue 26 item 4).

Per game, random two-seat games are played after a warm-up that fills the game's bounded
caches (Hallertau's playable-card memo keeps at most two generations of 5,000 answers, its
payment memos 2,000 each, Kleine Völker's layouts 64 and deals 256); then the Python memory
still held (``tracemalloc``, after a collection) is sampled every few games and must stay
within ``FLAT_KB`` above the highest of the warm-up's last 100 games. A cache that grows with
every game (10-20 KB a game before, issue 24 item 14) fails within the CI size.

Sizes: ``BOARDRULES_FUZZ_SCALE`` times ``GAMES`` games a game id (CI: 1), or
``BOARDRULES_MEMORY_GAMES`` by hand (10,000 for the figure of docs/performance.md).
"""

from __future__ import annotations

import gc
import os
import random
import sys
import time
import tracemalloc
import types

import pytest

import boardrules
from tests.fuzz.conftest import SCALE, STATS
from tests.fuzz.test_fuzz_api import GAMES as GAME_IDS

GAMES = 100  # measured games a game id at CI size
WARM = 250  # games of the warm-up (Hallertau's caches turn over in about 100)
SAMPLE = 25  # games between two samples
# the most the memory held may rise above the highest of the warm-up's last 100 games (its
# caches' turnover is in both): Hallertau's swings by about 600 KB as its memo's generations
# turn; with the old limits it rose 1,676 KB in 100 games (17 KB a game)
FLAT_KB = 1_200


def count() -> int:
    return int(os.environ.get("BOARDRULES_MEMORY_GAMES", GAMES * SCALE))


def play(game: boardrules.Game, players: int, seed: int) -> None:
    rnd = random.Random(seed)
    state = game.new_game(players, seed=seed)
    while not state.is_terminal:
        state = state.apply(rnd.choice(state.legal_actions()))


def held() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_memory_stays_flat_over_many_games(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    players = max(2, game.min_players)
    tracemalloc.start()
    try:
        warm = []
        for seed in range(WARM):
            play(game, players, 10**6 + seed)
            if seed >= WARM - 100 and seed % SAMPLE == SAMPLE - 1:
                warm.append(held())
        base = max(warm)
        samples = []
        for seed in range(count()):
            play(game, players, seed)
            if seed % SAMPLE == SAMPLE - 1:
                samples.append(held() - base)
    finally:
        tracemalloc.stop()
    stats = STATS[f"memory: {game_id}"]
    stats["games"] += count()
    stats["largest rise (KB)"] = max(stats["largest rise (KB)"], max(samples) // 1024)
    stats["rise at the end (KB)"] = samples[-1] // 1024
    assert max(samples) < FLAT_KB * 1024, f"{[s // 1024 for s in samples]} KB above the warm-up"


# --- the figures of docs/performance.md ("Memory"), by hand: python -m tests.fuzz.test_memory
def deep_size(obj: object, game: object) -> int:
    """The bytes of ``obj`` and all it reaches, each object once, not counting the game
    (its cards and tables, shared by every state), classes, modules and functions."""
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType)
    seen = {id(game)}
    todo, total = [obj], 0
    while todo:
        x = todo.pop()
        if id(x) in seen or isinstance(x, skip):
            continue
        seen.add(id(x))
        total += sys.getsizeof(x)
        todo.extend(gc.get_referents(x))
    return total


def mid_game(game: boardrules.Game, players: int, seed: int) -> boardrules.State:
    """A state halfway through a random game."""
    rnd = random.Random(seed)
    states = [game.new_game(players, seed=seed)]
    while not states[-1].is_terminal:
        states.append(states[-1].apply(rnd.choice(states[-1].legal_actions())))
    return states[len(states) // 2]


def search_bytes(root: boardrules.State, kept: int, seed: int) -> int:
    """The memory ``kept`` states of a random search from ``root`` hold, all kept at once
    (each a move from one kept before), sharing what they share: per state."""
    rnd = random.Random(seed)
    tracemalloc.start()
    try:
        before = held()
        states = [root]
        while len(states) < kept:
            s = rnd.choice(states)
            if not s.is_terminal:
                states.append(s.apply(rnd.choice(s.legal_actions())))
        after = held()
    finally:
        tracemalloc.stop()
    return (after - before) // (kept - 1)


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def figures(game_id: str, games: int) -> str:
    """One line of the table: a mid-game state's deep size, the memory of 10,000 states of a
    search, and the resident memory (RSS) over ``games`` random games after the warm-up."""
    game = boardrules.load_game(game_id)
    players = max(2, game.min_players)
    for seed in range(WARM):
        play(game, players, 10**6 + seed)
    gc.collect()
    start, cpu = rss_mb(), time.process_time()
    marks = []
    for seed in range(games):
        play(game, players, seed)
        if (seed + 1) % max(1, games // 4) == 0:
            gc.collect()
            marks.append(f"{rss_mb() - start:+.1f}")
    took = time.process_time() - cpu
    state = mid_game(game, players, 1)
    size = deep_size(state, game)
    per_state = search_bytes(state, 10_000, 2)
    return (
        f"| {game_id} | {players} | {size / 1024:.1f} KB | {per_state / 1024:.1f} KB"
        f" | {start:.1f} MB, then {' / '.join(marks)} MB | {took:.0f} s |"
    )


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000
    print(
        f"| game | seats | a mid-game state | per state of 10,000 kept | RSS over {n:,} games"
        " (after 4 quarters) | CPU |"
    )
    for gid in sys.argv[2:] or GAME_IDS:
        print(figures(gid, n), flush=True)
