"""Agents against agents: ``boardrules.arena(game, agents, games=N)`` and ``boardrules arena``.

A match is a set of agents at one table size. Every agent takes every seat in rotation: with
agents ``A B`` at 2 seats the seatings are ``A B`` and ``B A``; with ``A B C`` at 3 seats, the
three rotations; with fewer agents than seats the list repeats (``A B A``, ``B A B``), each
agent in each seat once over the seatings. A deal (seed ``S + j``) is played once in every
seating, so every seating sees the same deals: ``games`` is rounded up to a whole number of
deals. With ``round_robin`` every pair of agents plays such a match.

Each game is a record (one JSON line): the game, players, options, seed, the agents per seat,
the library version, its actions in notation, scores, outcome, returns and the CPU seconds each
seat's agent thought. Each seat's agent gets its own ``random.Random`` from the seed and the
seat, so the records are the same whatever the number of workers or the backend (the local
processes and Dask runners of ``boardrules.simulate``).

An agent that raises, or returns what is not a legal action, forfeits that game: the record's
``error`` names the agent, its seat, the move number and decision, and the error; the game
stops there, its outcome is ``forfeit``, won by the seats of the other agents, and the arena
goes on. A game the library itself fails (an error not of an agent) is recorded with outcome
``error`` and counts for no one.
"""

from __future__ import annotations

import itertools
import json
import math
import operator
import random
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from importlib import metadata
from typing import Any, TextIO

from boardrules.actions import Action
from boardrules.agents import Agent, AgentError, resolve_agent
from boardrules.arena_table import ArenaResult, summarize
from boardrules.engine import Game, State
from boardrules.errors import BoardrulesError, clip
from boardrules.registry import load_game
from boardrules.simulate import (
    BACKENDS,
    MAX_GAMES,
    Progress,
    check_line,
    max_workers,
    run_dask,
    run_local,
)

Job = tuple[str, int, dict[str, Any], list[tuple[int, tuple[str, ...]]]]


def version() -> str:
    """The version of the installed library (``boardrules.__version__``)."""
    try:
        return metadata.version("boardrules")
    except metadata.PackageNotFoundError:  # run from a source tree never installed
        return "unknown"


def seatings(agents: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The seatings of a match: rotation ``r`` puts ``agents[(seat + r) % k]`` in each seat.

    >>> seatings(["A", "B"], 3)
    [('A', 'B', 'A'), ('B', 'A', 'B')]
    """
    k = len(agents)
    return [tuple(agents[(seat + r) % k] for seat in range(players)) for r in range(k)]


def matches(agents: Sequence[str], round_robin: bool) -> list[tuple[str, ...]]:
    """The agents of each match: all together, or every pair."""
    return list(itertools.combinations(agents, 2)) if round_robin else [tuple(agents)]


def schedule(
    agents: Sequence[str], players: int, games: int, seed: int, round_robin: bool
) -> Iterator[tuple[int, tuple[str, ...]]]:
    """(seed, agents per seat) of every game, in the order of the records: match by match,
    deal by deal, seating by seating."""
    for match in matches(agents, round_robin):
        rotation = seatings(match, players)
        deals = math.ceil(games / len(rotation))
        for j in range(deals):
            for seats in rotation:
                yield seed + j, seats


@cache
def _agent(spec: str) -> Agent:  # resolved once per worker process
    return resolve_agent(spec)


def seat_rng(seed: int, seat: int) -> random.Random:
    """The random generator of one seat's agent in the game of ``seed``."""
    return random.Random(f"arena {seed} {seat}")


class Forfeit(Exception):
    """An agent's error, which ends its game."""


def choose(agent: Agent, state: State, rng: random.Random) -> int:
    """The agent's action id for the seat to move; ``Forfeit`` saying why if it raises or
    returns anything but a legal action id or ``Action``."""
    try:
        choice = agent.policy(state, rng)
    except Exception as exc:  # the agent's own bug: its game is forfeit, the arena goes on
        raise Forfeit(f"{type(exc).__name__}: {clip(str(exc), 300)}") from None
    if isinstance(choice, Action):
        if choice in state.legal_actions():
            return state.game.action_id(choice)
    elif not isinstance(choice, bool) and hasattr(choice, "__index__"):  # NumPy's integers too
        try:
            index = operator.index(choice)
        except Exception:  # a broken __index__ is the agent's error
            index = -1
        if index in state.legal_action_ids():
            return index
    shown = clip(repr(choice), 100)
    raise Forfeit(f"returned {shown}, not a legal action (legal ids: {_few(state)})")


def _few(state: State) -> str:
    ids = state.legal_action_ids()
    return ", ".join(map(str, ids[:8])) + (f", ... ({len(ids)} in all)" if len(ids) > 8 else "")


def play_record(
    game_id: str, players: int, options: Mapping[str, Any], seed: int, seats: Sequence[str]
) -> dict[str, Any]:
    """One arena game as its record."""
    state = load_game(game_id).new_game(players, seed, **options)
    agents = [_agent(spec) for spec in seats]
    rngs = [seat_rng(seed, p) for p in range(players)]
    chance = random.Random(f"arena {seed} chance")
    seconds = [0.0] * players
    error: dict[str, Any] | None = None
    try:
        while not state.is_terminal:
            mover = state.current_player
            if mover < 0:  # a chance node (a game that asks even with chance="auto")
                ids = state.legal_action_ids()
                state = state.apply_id(ids[chance.randrange(len(ids))])
                continue
            start = time.thread_time()
            try:
                choice = choose(agents[mover], state, rngs[mover])
            except Forfeit as exc:
                error = _error(state, seats[mover], mover, str(exc))
                break
            finally:
                seconds[mover] += time.thread_time() - start
            state = state.apply_id(choice)
    except Exception as exc:  # the library's own failure: recorded, counted for no one
        error = _error(state, None, state.current_player, f"{type(exc).__name__}: {exc}")
    return _record(state, game_id, players, options, seed, seats, seconds, error)


def _error(state: State, agent: str | None, seat: int, text: str) -> dict[str, Any]:
    return {
        "agent": agent,
        "seat": seat,
        "move": len(state.history),
        "decision": state.decision,
        "error": clip(text, 500),
    }


def _record(
    state: State,
    game_id: str,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    seats: Sequence[str],
    seconds: list[float],
    error: dict[str, Any] | None,
) -> dict[str, Any]:
    scores = list(state.scores())
    if error is None:
        outcome = state.outcome()
        assert outcome is not None
        shown = {"winners": list(outcome.winners), "reason": outcome.reason.value}
        returns = list(state.returns())
    else:
        shown = forfeit_outcome(seats, error)
        winners = shown["winners"]
        returns = [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
    return {
        "game": game_id,
        "players": players,
        "options": dict(options),
        "seed": seed,
        "agents": list(seats),
        "version": version(),
        "history": [str(a) for a in state.history],
        "scores": scores,
        "outcome": shown,
        "returns": returns,
        "seconds": [round(s, 6) for s in seconds],
        "error": error,
    }


def forfeit_outcome(seats: Sequence[str], error: Mapping[str, Any]) -> dict[str, Any]:
    """The outcome of a game stopped by an error: the other agents' seats win a forfeit; a
    failure of the library (no agent) is won by no one."""
    agent = error.get("agent")
    if agent is None:
        return {"winners": [], "reason": "error"}
    return {"winners": [p for p, a in enumerate(seats) if a != agent], "reason": "forfeit"}


def play_batch(job: Job) -> list[dict[str, Any]]:
    """The records of a batch of games (a worker's unit of work)."""
    game_id, players, options, games = job
    return [play_record(game_id, players, options, seed, seats) for seed, seats in games]


def batches(
    game_id: str,
    players: int,
    options: Mapping[str, Any],
    games: Iterable[tuple[int, tuple[str, ...]]],
    size: int,
) -> Iterator[Job]:
    todo = iter(games)
    while chunk := list(itertools.islice(todo, size)):
        yield (game_id, players, dict(options), chunk)


def arena(
    game: str | Game,
    agents: Sequence[str],
    games: int = 10,
    players: int | None = None,
    seed: int = 0,
    workers: int = 1,
    options: Mapping[str, Any] | None = None,
    round_robin: bool = False,
    backend: str = "local",
    scheduler: str | None = None,
    out: TextIO | None = None,
    progress: TextIO | None = None,
    keep_history: bool = True,
) -> ArenaResult:
    """Plays the agents against each other in every seat (see the module's text) and returns
    the records and the table (``ArenaResult``); ``out`` gets one JSON line per game as it
    comes (``keep_history=False`` keeps the records in memory without their actions). Bad
    arguments (an unknown agent or game, a player count or option the game does not take)
    raise ``ValueError`` before any game is played."""
    game_id = game.id if isinstance(game, Game) else game
    title = load_game(game_id)
    specs = [str(a) for a in agents]
    if len(specs) < 2 and not (len(specs) == 1 and (players or 2) == 1):
        raise ValueError(f"an arena needs two agents or more, not {specs}")
    if len(set(specs)) != len(specs):
        twice = sorted({a for a in specs if specs.count(a) > 1})
        raise ValueError(f"agent {twice[0]!r} is given twice: give each agent once")
    for spec in specs:
        resolve_agent(spec)  # AgentError (a ValueError) for an unknown name, before any game
    at_table = 2 if round_robin else len(specs)  # the agents of one match
    if players is None:
        players = min(max(at_table, title.min_players), title.max_players)
    if round_robin and len(specs) < 3:
        raise ValueError("round robin is for three agents or more")
    if at_table > players and players > 1:
        raise ValueError(
            f"{len(specs)} agents cannot all sit at {players} seats: "
            f"{'use --round-robin, or ' if not round_robin else ''}more players"
        )
    chosen = dict(options or {})
    title.new_game(players, seed, **chosen)  # a bad count or option fails here
    if not 1 <= games <= MAX_GAMES or workers < 1:
        raise ValueError(
            f"games must be 1 to {MAX_GAMES:,} and workers 1 or more, not {games}, {workers}"
        )
    if backend not in BACKENDS:
        raise ValueError(f"backend is one of {', '.join(BACKENDS)}, not {backend!r}")
    if (backend == "local" or scheduler is None) and workers > max_workers():
        raise ValueError(f"at most {max_workers()} worker processes on this machine, not {workers}")
    total = sum(
        math.ceil(games / len(seatings(m, players))) * len(seatings(m, players))
        for m in matches(specs, round_robin)
    )
    size = max(1, min(16, total // (workers * 32)))  # many batches a worker: an even tail
    plan = schedule(specs, players, games, seed, round_robin)  # made as the jobs are taken
    jobs = batches(game_id, players, chosen, plan, size)
    results = (
        run_local(jobs, workers, play_batch)
        if backend == "local"
        else run_dask(jobs, workers, scheduler, play_batch)
    )
    bar = Progress(f"arena {game_id}", total, progress) if progress is not None else None
    records: list[dict[str, Any]] = []
    start = time.perf_counter()
    for batch in results:
        for record in batch:
            if out is not None:
                out.write(json.dumps(record) + "\n")
            records.append(record if keep_history else {**record, "history": None})
        if bar is not None:
            bar.update(len(records))
    if bar is not None:
        bar.close(len(records))
    seconds = time.perf_counter() - start
    return summarize(game_id, players, specs, records, seconds)


def check_record(doc: Any) -> str | None:
    """Replays an arena record or a simulate line: None if its history replays to its scores
    and outcome (for a game stopped by an error: to the move and seat its error names), else
    what is wrong."""
    if not isinstance(doc, dict):
        return "not a JSON object"
    error = doc.get("error")
    if error is None:
        return check_line(doc)
    try:
        game = load_game(doc["game"])
        state = game.new_game(doc["players"], doc["seed"], **doc["options"])
        for text in doc["history"]:
            state = state.apply(game.parse_action(state, text))
        seats, move, seat = doc["agents"], error["move"], error["seat"]
    except KeyError as exc:
        return f"no key {exc}"
    except (BoardrulesError, ValueError, TypeError, AttributeError) as exc:
        return f"does not replay: {exc}"
    if state.is_terminal:
        return "the game is over, yet its record says it stopped on an error"
    if move != len(doc["history"]) or seat != state.current_player:
        return (
            f"the error is at move {move}, seat {seat}; the replay stops at move "
            f"{len(doc['history'])} with seat {state.current_player} to move"
        )
    if list(state.scores()) != doc.get("scores"):
        return f"scores {list(state.scores())} on replay, not {doc.get('scores')}"
    if forfeit_outcome(seats, error) != doc.get("outcome"):
        return f"outcome {forfeit_outcome(seats, error)} for its error, not {doc.get('outcome')}"
    return None


__all__ = ["AgentError", "ArenaResult", "arena", "check_record", "play_record", "seatings"]
