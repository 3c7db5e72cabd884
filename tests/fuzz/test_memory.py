"""Memory stays flat over many games in one process (issue 24 item 14, issue 26 item 4).

Per game, random games of every player count are played after a warm-up that fills the
game's bounded caches (Hallertau's playable-card memo keeps at most two generations of 5,000
answers, its payment memos 5,000 each, Kleine Völker's layouts 64 and deals 256); then the
Python memory still held (``tracemalloc``, after a collection) is sampled every few games
and must stay within ``FLAT_KB`` of what it was after the warm-up. A cache that grows with
every game (about 10 KB a game before, issue 24 item 14) fails within the CI size.

Sizes: ``BOARDRULES_FUZZ_SCALE`` times ``GAMES`` games a game id (CI: 1), or
``BOARDRULES_MEMORY_GAMES`` by hand (10,000 for the figure of docs/performance.md).
"""

from __future__ import annotations

import gc
import os
import random
import tracemalloc

import pytest

import boardrules
from tests.fuzz.conftest import SCALE, STATS
from tests.fuzz.test_fuzz_api import GAMES as GAME_IDS

GAMES = 150  # measured games a game id at CI size
WARM = 300  # games of the warm-up (Hallertau's caches turn over in about 100)
FLAT_KB = 1_500  # the most the memory may differ from the warm-up's (a cache's turnover)
SAMPLE = 25  # games between two samples


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
    counts = range(max(2, game.min_players), game.max_players + 1)
    tracemalloc.start()
    try:
        for seed in range(WARM):
            play(game, counts[seed % len(counts)], 10**6 + seed)
        base = held()
        samples = []
        for seed in range(count()):
            play(game, counts[seed % len(counts)], seed)
            if seed % SAMPLE == SAMPLE - 1:
                samples.append(held() - base)
    finally:
        tracemalloc.stop()
    stats = STATS[f"memory: {game_id}"]
    stats["games"] += count()
    stats["largest growth (KB)"] = max(stats["largest growth (KB)"], max(samples) // 1024)
    stats["growth at the end (KB)"] = samples[-1] // 1024
    assert max(samples) < FLAT_KB * 1024, f"{[s // 1024 for s in samples]} KB after the warm-up"
