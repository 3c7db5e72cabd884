"""boardrules simulate --backend dask: on a local Dask cluster of this machine's cores, the same
games, line for line, as the local process pool."""

from __future__ import annotations

import io
import json

from boardrules.simulate import check_line, simulate
from tests.adapters.conftest import extra

extra("dask.distributed", "dask")


def test_a_local_dask_cluster_plays_the_same_games_as_local_processes() -> None:
    local, cluster = io.StringIO(), io.StringIO()
    simulate("kleine_voelker", 8, local, players=2, seed=3, workers=1, progress=None)
    figures = simulate(
        "kleine_voelker", 8, cluster, players=2, seed=3, workers=2, backend="dask",
        batch=3, progress=None,
    )  # fmt: skip
    assert cluster.getvalue() == local.getvalue()
    assert figures["games"] == 8
    assert all(check_line(json.loads(x)) is None for x in cluster.getvalue().splitlines())
