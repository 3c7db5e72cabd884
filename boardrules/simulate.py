"""Self-play at scale: ``boardrules simulate GAME --games N --workers K --seed S --out FILE``.

Game ``i`` of a run is fixed by its index alone: it is set up with seed ``S + i`` and its seats
choose with ``policy(state, random.Random(S + i))``, so the file is the same whatever K and
whichever backend plays it (lines are written in game order). Each line is one JSON object::

    {"game": ..., "players": 2, "options": {...}, "seed": S + i, "policy": "random",
     "history": ["notation", ...], "scores": [...], "outcome": {"winners": [...],
     "reason": "score"}, "returns": [...]}

``new_game(players, seed, **options)`` then the history replays the game exactly; ``boardrules
check FILE`` does that for every line and compares scores and outcome, and ``boardrules replay
GAME --from FILE --line N`` draws one. A policy is ``random`` (a legal action id drawn
uniformly), an agent's name with its parameters (``greedy``, ``mc:playouts=20``:
``boardrules.agents``) or ``module:function``, a function ``(state, rng) -> action id`` (or
``Action``) importable on every worker (``boardrules.players:random_player`` is the random one;
``boardrules.players`` has search players to wrap).

Backends: ``local`` (a pool of K processes on this machine) and ``dask``, an existing Dask
distributed cluster (``--scheduler tcp://host:8786``) or, without one, a local Dask cluster of
K worker processes (the optional extra ``dask``: ``pip install 'boardrules[dask]'``).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from multiprocessing.pool import AsyncResult
from typing import Any, TextIO

from boardrules.actions import Action
from boardrules.agents import imported_policy, list_agents, resolve_agent
from boardrules.engine import State
from boardrules.errors import BoardrulesError, clip
from boardrules.registry import load_game

Policy = Callable[[State, random.Random], Any]

BACKENDS = ("local", "dask")
Lines = list[tuple[str, int, float]]  # per game: its JSON line, actions, CPU seconds


def random_policy(state: State, rng: random.Random) -> int:
    """A legal action id drawn uniformly."""
    ids = state.legal_action_ids()
    return ids[rng.randrange(len(ids))]


def resolve_policy(spec: str) -> Policy:
    """``"random"``, an agent's name (``greedy``, ``mc:playouts=20``: ``boardrules.agents``)
    or ``"module:function"`` to the function; ValueError if it is not one."""
    if spec == "random":
        return random_policy
    module, sep, name = spec.partition(":")
    if module in list_agents() and (not sep or "=" in name):
        return resolve_agent(spec).policy
    if not sep or not module or not name:
        raise ValueError(
            f"a policy is 'random' or 'module:function' or an agent ({', '.join(list_agents())}"
            f" with its parameters), not {spec!r}"
        )
    found = imported_policy(spec, module, name, "policy")
    policy: Policy = found
    return policy


def play_game(
    game_id: str, players: int, options: Mapping[str, Any], seed: int, policy: str
) -> dict[str, Any]:
    """One self-play game as its JSON line's object."""
    choose = resolve_policy(policy)
    state = load_game(game_id).new_game(players, seed, **options)
    rng = random.Random(seed)
    while not state.is_terminal:
        try:
            choice = choose(state, rng)
        except Exception as exc:  # the policy's own bug: said in one line, not a traceback
            raise ValueError(
                f"policy {policy!r} raised {type(exc).__name__}: {clip(str(exc), 300)}"
            ) from None
        state = state.apply(choice) if isinstance(choice, Action) else state.apply_id(choice)
    outcome = state.outcome()
    assert outcome is not None
    return {
        "game": game_id,
        "players": players,
        "options": dict(options),
        "seed": seed,
        "policy": policy,
        "history": [str(a) for a in state.history],
        "scores": list(state.scores()),
        "outcome": {"winners": list(outcome.winners), "reason": outcome.reason.value},
        "returns": list(state.returns()),
    }


MAX_GAMES = 10**9  # games of one run (a year of the fastest game on one core)


def max_workers() -> int:
    """The most worker processes a run starts on this machine: 8 per core (100,000 asked
    for would take minutes to start and more memory than the machine has)."""
    return 8 * max(1, os.cpu_count() or 1)


def play_batch(job: tuple[str, int, dict[str, Any], list[int], str]) -> Lines:
    """The JSON line, the number of actions and the CPU seconds of each game of these seeds
    (a worker's unit of work)."""
    game_id, players, options, seeds, policy = job
    out = []
    for s in seeds:
        start = time.thread_time()
        doc = play_game(game_id, players, options, s, policy)
        line = json.dumps(doc)
        out.append((line, len(doc["history"]), time.thread_time() - start))
    return out


def batches(
    game_id: str,
    players: int,
    options: Mapping[str, Any],
    seeds: Sequence[int],
    policy: str,
    size: int,
) -> Iterator[tuple[str, int, dict[str, Any], list[int], str]]:
    """The jobs, made as they are taken (a run of 10^9 games holds no list of its seeds)."""
    for i in range(0, len(seeds), size):
        yield (game_id, players, dict(options), list(seeds[i : i + size]), policy)


def run_local(
    jobs: Iterable[Any], workers: int, work: Callable[[Any], Any] = play_batch
) -> Iterator[Any]:
    """``work(job)`` for each batch, in order, on ``workers`` processes (1: in this process):
    the batches' lines (``boardrules.arena`` passes its own ``work``, a module-level function)."""
    if workers == 1:
        yield from map(work, jobs)
        return
    # forkserver: workers fork from a clean server process that has imported boardrules, so
    # they start fast and never inherit the caller's threads (a fork of a threaded process
    # can deadlock)
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["boardrules.simulate"])
    # a sliding window of batches in flight, a few per worker: results come back in order,
    # memory stays bounded however many games a run has, and no worker waits for the slowest
    # batch of a window before it gets the next one
    window = 4 * workers
    pending: deque[AsyncResult[Any]] = deque()
    with context.Pool(workers) as pool:
        for job in jobs:
            pending.append(pool.apply_async(work, (job,)))
            if len(pending) >= window:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()


def run_dask(
    jobs: Iterable[Any],
    workers: int,
    scheduler: str | None,
    work: Callable[[Any], Any] = play_batch,
) -> Iterator[Any]:
    """``work(job)`` for each batch, in order, on Dask distributed
    (``boardrules.adapters.dask``)."""
    try:
        from boardrules.adapters.dask import run_batches
    except ImportError as exc:
        raise ValueError(
            f"the dask backend needs the extra: pip install 'boardrules[dask]' ({exc})"
        ) from None
    return run_batches(work, jobs, workers, scheduler)


class Progress:
    """Games done out of the total, as a bar redrawn in place on a stream."""

    def __init__(self, label: str, total: int, stream: TextIO, width: int = 30) -> None:
        self.label, self.total, self.stream, self.width = label, total, stream, width
        self.start = time.perf_counter()

    def update(self, done: int) -> None:
        elapsed = time.perf_counter() - self.start
        bar = "#" * round(self.width * done / max(self.total, 1))
        rate = done / elapsed if elapsed > 0 else 0.0
        self.stream.write(
            f"\r{self.label} [{bar.ljust(self.width, '.')}] {done}/{self.total} games "
            f"{elapsed:6.1f} s {rate:8.1f} games/s"
        )
        self.stream.flush()

    def close(self, done: int) -> None:
        self.update(done)
        self.stream.write("\n")
        self.stream.flush()


def simulate(
    game_id: str,
    games: int,
    out: TextIO,
    players: int | None = None,
    seed: int = 0,
    workers: int = 1,
    policy: str = "random",
    options: Mapping[str, Any] | None = None,
    backend: str = "local",
    scheduler: str | None = None,
    batch: int | None = None,
    progress: TextIO | None = sys.stderr,
) -> dict[str, float]:
    """Plays ``games`` games and writes their lines to ``out`` in game order; returns the
    figures of the run: games, actions, seconds (wall clock, workers' start included), bytes
    written, cpu (the CPU seconds of the threads that played and wrote the games)."""
    game = load_game(game_id)
    if players is None:
        players = min(max(2, game.min_players), game.max_players)
    game.new_game(players, seed, **dict(options or {}))  # a bad count or option fails here
    resolve_policy(policy)
    if not 0 <= games <= MAX_GAMES or workers < 1:
        raise ValueError(
            f"games must be 0 to {MAX_GAMES:,} and workers 1 or more, not {games}, {workers}"
        )
    if backend not in BACKENDS:
        raise ValueError(f"backend is one of {', '.join(BACKENDS)}, not {backend!r}")
    most = max_workers()
    if (backend == "local" or scheduler is None) and workers > most:
        raise ValueError(
            f"at most {most} worker processes on this machine ({os.cpu_count()} cores), not "
            f"{workers}; a Dask cluster (--scheduler) may have more"
        )
    size = batch or max(1, min(64, games // (workers * 8)))  # a few batches per worker
    jobs = batches(game_id, players, options or {}, range(seed, seed + games), policy, size)
    results: Iterable[Lines] = (
        run_local(jobs, workers) if backend == "local" else run_dask(jobs, workers, scheduler)
    )
    bar = Progress(f"simulate {game_id}", games, progress) if progress is not None else None
    start = time.perf_counter()
    done = actions = written = 0
    cpu = 0.0
    for lines in results:
        for line, length, seconds in lines:
            out.write(line + "\n")
            written += len(line) + 1
            actions += length
            cpu += seconds
        done += len(lines)
        if bar is not None:
            bar.update(done)
    if bar is not None:
        bar.close(done)
    seconds = time.perf_counter() - start
    return {"games": done, "actions": actions, "seconds": seconds, "bytes": written, "cpu": cpu}


def check_line(doc: Any) -> str | None:
    """Replays one simulate line: None if the history replays and gives its scores and
    outcome, else what is wrong (an arena record: ``boardrules.arena_games.check_record``)."""
    if not isinstance(doc, dict):
        return "not a JSON object"
    try:
        game = load_game(doc["game"])
        state = game.new_game(doc["players"], doc["seed"], **doc["options"])
        for text in doc["history"]:
            state = state.apply(game.parse_action(state, text))
    except KeyError as exc:
        return f"no key {exc}"
    except (BoardrulesError, ValueError, TypeError) as exc:
        return f"does not replay: {exc}"
    if not state.is_terminal:
        return f"the game is not over after its {len(doc['history'])} actions"
    outcome = state.outcome()
    assert outcome is not None
    if list(state.scores()) != doc.get("scores"):
        return f"scores {list(state.scores())} on replay, not {doc.get('scores')}"
    shown = {"winners": list(outcome.winners), "reason": outcome.reason.value}
    if shown != doc.get("outcome"):
        return f"outcome {shown} on replay, not {doc.get('outcome')}"
    return None
