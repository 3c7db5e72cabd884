"""Scaling figures of ``simulate`` and ``arena`` (issue 26 item 3; docs/performance.md,
"Scaling on the machine's cores"): for each game, the number of games a run of about SECS
seconds plays on one worker, then the same seeds on 1 and K local workers and on Dask (a local
cluster started by the run, or a running cluster given by its address). With ``--arena A,B``
the runs are arenas of those agents (every seating, the same seeds) instead of ``simulate``.

    python -m tests.bench.scaling_figures [GAME,GAME...] [--workers K] [--secs S]
                                          [--scheduler ADDRESS] [--arena A,B] [--no-dask]

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

from boardrules.arena_games import arena
from boardrules.simulate import simulate

GAMES = "kleine_voelker,woodcraft_rw,woodcraft,nusfjord,hallertau"


def run(game: str, games: int, agents: list[str] | None = None, **kw: Any) -> dict[str, Any]:
    """One run of ``games`` games from seed 0: ``simulate``'s, or an arena of ``agents``."""
    start = time.perf_counter()
    cpu = time.process_time()
    if agents:
        res = arena(game, agents, games=games, seed=0, keep_history=False, **kw)
        games = len(res.records)  # every seating the same number of times: rounded up
        fig: dict[str, Any] = {"void": res.void, "client_cpu": round(time.process_time() - cpu, 2)}
    else:
        fig = simulate(game, games, io.StringIO(), seed=0, progress=None, **kw)
    wall = time.perf_counter() - start
    return {"games": games, "wall": round(wall, 2), "gps": round(games / wall, 2), **fig}


def sample(game: str, games: int, seed: int, agents: list[str] | None, **kw: Any) -> None:
    if agents:
        arena(game, agents, games=games, seed=seed, keep_history=False, **kw)
    else:
        simulate(game, games, io.StringIO(), seed=seed, progress=None, **kw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", default=GAMES)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--secs", type=float, default=30.0)
    parser.add_argument("--scheduler", default=None, help="a running Dask cluster's address")
    parser.add_argument("--arena", default=None, help="agents of an arena, e.g. random,greedy")
    parser.add_argument("--no-dask", action="store_true", help="local workers only")
    args = parser.parse_args()
    k = args.workers
    agents = args.arena.split(",") if args.arena else None
    for game in args.games.split(","):
        sample(game, 20, 10_000, agents)  # warm: cards, caches
        start = time.perf_counter()
        sample(game, 60, 20_000, agents)
        n = max(40, int(args.secs * 60 / (time.perf_counter() - start)))
        if args.scheduler and not args.no_dask:  # the cluster's workers load the game first
            sample(game, 8, 0, agents, workers=k, backend="dask", scheduler=args.scheduler)
        runs = {
            "local 1": run(game, n, agents, workers=1),
            f"local {k}": run(game, n, agents, workers=k),
        }
        if not args.no_dask:
            runs[f"dask {k}"] = run(
                game, n, agents, workers=k, backend="dask", scheduler=args.scheduler
            )
        load = os.getloadavg()[0]
        for label, fig in runs.items():
            print(game, label, json.dumps(fig), f"load {load:.2f}", flush=True)
        one = runs["local 1"]["gps"]
        ups = ", ".join(f"{label} {fig['gps'] / one:.2f}" for label, fig in runs.items())
        print(game, "speed-up:", ups, flush=True)


if __name__ == "__main__":
    main()
