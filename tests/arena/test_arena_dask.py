"""boardrules arena --backend dask: on a local Dask cluster, the same games as in this process."""

from __future__ import annotations

from boardrules.arena_games import arena, check_record
from tests.adapters.conftest import extra

extra("dask.distributed", "dask")


def test_a_local_dask_cluster_plays_the_same_arena() -> None:
    here = arena("kleine_voelker", ["greedy", "random"], games=4, seed=8)
    there = arena(
        "kleine_voelker", ["greedy", "random"], games=4, seed=8, workers=2, backend="dask"
    )
    strip = [{k: v for k, v in r.items() if k != "seconds"} for r in here.records]
    assert strip == [{k: v for k, v in r.items() if k != "seconds"} for r in there.records]
    assert all(check_record(r) is None for r in there.records)
