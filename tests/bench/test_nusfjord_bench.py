"""Random-playout speed of Nusfjord at every player count (docs/performance.md, "Nusfjord's
turns"): compare with ``test_python_chess_random_playout_steps`` in the same run.

``pytest --benchmark-enable tests/bench/test_nusfjord_bench.py`` times them; by default
(``--benchmark-disable``) each runs once as a test.
"""

from __future__ import annotations

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from tests.bench.test_playout_bench import random_playouts

PLAYOUTS = 10


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_nusfjord_random_playout_steps(benchmark: BenchmarkFixture, players: int) -> None:
    steps = benchmark(random_playouts, "nusfjord", players, PLAYOUTS)
    benchmark.extra_info["steps"] = steps
    assert steps >= 21 * players * PLAYOUTS  # 7 rounds of 3 turns a seat (L281, L357)
