"""Scaling figures of ``simulate`` (issue 26 item 3; docs/performance.md, "Scaling on the
machine's cores"): for each game, the number of games a run of about SECS seconds plays on one
worker, then the same seeds on 1 and K local workers and on Dask (a local cluster started by
the run, or a running cluster given by its address).

    python -m tests.bench.scaling_figures [GAME,GAME...] [--workers K] [--secs S]
                                          [--scheduler ADDRESS]

Prints one line per run (games, wall seconds, games a second, CPU seconds) and the speed-ups.
Measure on a quiet machine: other work on the cores is counted as the workers' time.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import time
from typing import Any

from boardrules.simulate import simulate

GAMES = "kleine_voelker,woodcraft_rw,woodcraft,nusfjord,hallertau"


def run(game: str, games: int, **kw: Any) -> dict[str, float]:
    start = time.perf_counter()
    fig = simulate(game, games, io.StringIO(), seed=0, progress=None, **kw)
    wall = time.perf_counter() - start
    return {"games": games, "wall": round(wall, 2), "gps": round(games / wall, 2), **fig}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", default=GAMES)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--secs", type=float, default=30.0)
    parser.add_argument("--scheduler", default=None, help="a running Dask cluster's address")
    args = parser.parse_args()
    k = args.workers
    for game in args.games.split(","):
        simulate(game, 20, io.StringIO(), seed=10_000, progress=None)  # warm: cards, caches
        start = time.perf_counter()
        simulate(game, 60, io.StringIO(), seed=20_000, progress=None)
        n = max(40, int(args.secs * 60 / (time.perf_counter() - start)))
        if args.scheduler:  # the cluster's workers load the game before the run
            simulate(game, 8, io.StringIO(), workers=k, backend="dask", scheduler=args.scheduler)
        runs = {
            "local 1": run(game, n, workers=1),
            f"local {k}": run(game, n, workers=k),
            f"dask {k}": run(game, n, workers=k, backend="dask", scheduler=args.scheduler),
        }
        load = os.getloadavg()[0]
        for label, fig in runs.items():
            print(game, label, json.dumps(fig), f"load {load:.2f}", flush=True)
        one = runs["local 1"]["gps"]
        ups = ", ".join(f"{label} {fig['gps'] / one:.2f}" for label, fig in runs.items())
        print(game, "speed-up:", ups, flush=True)


if __name__ == "__main__":
    main()
