"""The commands on positions and games: list, position, render, replay, perft, bench,
simulate and check."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import random
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from boardrules.cards.validate import printable
from boardrules.cli.common import (
    UsageError,
    chosen_seat,
    game_states,
    get_game,
    new_state,
    parse_options,
    random_action,
    read_input,
    states_from_file,
    write_output,
)
from boardrules.engine import State
from boardrules.files import describe_os_error
from boardrules.menus import seat_name
from boardrules.perft import divide, perft
from boardrules.positions import to_yaml
from boardrules.registry import list_games, load_game


# --- list ----------------------------------------------------------------------------------
def cmd_list(args: argparse.Namespace) -> int:
    games = [load_game(g) for g in list_games()]
    width = max((len(g.id) for g in games), default=0)
    title_width = max((len(g.title) for g in games), default=0)
    for g in games:
        seats = f"{g.min_players}" + (f"-{g.max_players}" if g.max_players > g.min_players else "")
        print(f"{g.id.ljust(width)}  {g.title.ljust(title_width)}  {seats} players")
    return 0


# --- position ------------------------------------------------------------------------------
def cmd_position(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.schema:
        try:
            print(json.dumps(game.position_schema(), indent=1))
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        return 0
    if args.at < 0:
        raise UsageError(f"--at must be 0 or more, not {args.at}")
    if args.source is not None:
        state = states_from_file(game, args.source, 1)[-1]
    else:
        options = parse_options(game, args.option, args.variant)
        state = new_state(game, args.players, args.seed, options=options)
    rnd = random.Random(args.seed)
    for _ in range(args.at):
        if state.is_terminal:
            break
        state = state.apply(random_action(state, rnd))
    doc = state.position()
    print(json.dumps(doc, indent=1) if args.json else to_yaml(doc), end="\n" if args.json else "")
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    if args.at is not None and args.at < 0:
        raise UsageError(f"--at must be 0 or more, not {args.at}")
    states = game_states(args, args.at)
    state = states[-1]
    seat = chosen_seat(state, args.seat)
    who = "the public view" if seat is None else f"{seat_name(seat)}'s view"
    write_output(state.svg(seat), args.output, f"{who} after {len(states) - 1} moves")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from boardrules.replay import replay_page

    states = game_states(args)
    seat = chosen_seat(states[0], args.seat)
    seats = [seat] if seat is not None else [None, *range(states[0].players)]
    page = replay_page(states, seats)
    write_output(page, args.output, f"{len(states) - 1} moves, {len(seats)} view(s)")
    return 0


# --- perft ---------------------------------------------------------------------------------
def cmd_perft(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.depth < 0:
        raise UsageError(f"--depth must be 0 or more, not {args.depth}")
    chance = "explicit" if args.explicit_chance else "auto"
    options = parse_options(game, args.option, args.variant)
    state = new_state(game, args.players, args.seed, chance, options)
    start = time.perf_counter()
    if args.divide:
        counts = divide(state, args.depth) if args.depth > 0 else {}
        for action, count in counts.items():
            print(f"{action}: {count}")
        total = sum(counts.values()) if counts else 1
    else:
        total = perft(state, args.depth)
    elapsed = time.perf_counter() - start
    print(f"perft({args.depth}) = {total}")
    print(f"time {elapsed:.3f} s ({total / max(elapsed, 1e-9):,.0f} leaves/s)")
    return 0


# --- bench ---------------------------------------------------------------------------------
class Progress:
    """A text progress bar redrawn in place on a stream; ``next_draw`` says when to redraw."""

    def __init__(self, label: str, seconds: float, stream: TextIO, width: int = 30) -> None:
        self.label, self.seconds, self.stream, self.width = label, seconds, stream, width
        self.next_draw = 0.0

    def update(self, elapsed: float, steps: int) -> None:
        self.next_draw = elapsed + 0.1
        done = min(elapsed / self.seconds, 1.0) if self.seconds > 0 else 1.0
        bar = "#" * round(done * self.width)
        shown = min(elapsed, self.seconds)
        self.stream.write(
            f"\r{self.label} [{bar.ljust(self.width, '.')}] "
            f"{shown:5.1f}/{self.seconds:.1f} s {steps:>10,} steps"
        )
        self.stream.flush()

    def close(self, elapsed: float, steps: int) -> None:
        self.update(elapsed, steps)
        self.stream.write("\n")
        self.stream.flush()


def timed_playouts(
    label: str,
    seconds: float,
    new: Callable[[int], Any],
    is_over: Callable[[Any], bool],
    step: Callable[[Any], Any],
) -> tuple[int, int, float]:
    """Plays games ``new(i)`` with ``step`` until ``seconds`` pass; returns steps, games, time."""
    progress = Progress(label, seconds, sys.stderr)
    clock = time.perf_counter
    start = clock()
    steps = games = 0
    elapsed = 0.0
    while elapsed < seconds:
        game = new(games)
        while not is_over(game) and elapsed < seconds:
            game = step(game)
            steps += 1
            elapsed = clock() - start
            if elapsed >= progress.next_draw:
                progress.update(elapsed, steps)
        if is_over(game):
            games += 1
        elapsed = clock() - start
    progress.close(elapsed, steps)
    return steps, games, elapsed


def report(label: str, steps: int, games: int, elapsed: float) -> float:
    rate = steps / elapsed if elapsed > 0 else 0.0
    print(
        f"{label}: {rate:,.0f} steps/s, {games / elapsed if elapsed else 0:,.1f} games/s "
        f"({steps:,} steps, {games:,} complete games in {elapsed:.2f} s)"
    )
    return rate


def cmd_bench(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if not math.isfinite(args.seconds) or args.seconds <= 0:
        raise UsageError(f"--seconds must be a positive number of seconds, not {args.seconds}")
    options = parse_options(game, args.option, args.variant)
    players = new_state(game, args.players, args.seed, options=options).players
    rnd = random.Random(args.seed)

    def step(s: State) -> State:
        return s.apply(rnd.choice(s.legal_actions()))

    shown = "".join(f", {k}={v}" for k, v in options.items())
    label = f"{game.id} ({players} player{'s' * (players != 1)}{shown})"
    result = timed_playouts(
        label,
        args.seconds,
        lambda i: game.new_game(players, args.seed + i, **options),
        lambda s: bool(s.is_terminal),
        step,
    )
    rate = report(label, *result)
    if args.versus_chess:
        try:
            import chess
        except ImportError:
            print(
                "python-chess is not installed (pip install chess): no comparison", file=sys.stderr
            )
            return 0
        crnd = random.Random(args.seed)

        def push(board: Any) -> Any:
            board.push(crnd.choice(list(board.legal_moves)))
            return board

        label = f"python-chess {chess.__version__}"
        chess_result = timed_playouts(
            label, args.seconds, lambda i: chess.Board(), lambda b: bool(b.is_game_over()), push
        )
        chess_rate = report(label, *chess_result)
        if chess_rate:
            print(f"ratio {game.id} / python-chess: {rate / chess_rate:.2f}")
    return 0


# --- validate ------------------------------------------------------------------------------
# --- simulate and check -------------------------------------------------------------------
def cmd_simulate(args: argparse.Namespace) -> int:
    from boardrules.simulate import simulate

    game = get_game(args.game)
    options = parse_options(game, args.option, args.variant)
    players = new_state(game, args.players, args.seed, options=options).players
    if args.out is None or args.out == "-":
        out: TextIO = sys.stdout
    else:
        try:
            out = open(args.out, "w", encoding="utf-8")  # noqa: SIM115 (closed below)
        except OSError as exc:
            raise UsageError(f"cannot write {args.out}: {describe_os_error(exc)}") from None
    try:
        figures = simulate(
            game.id,
            args.games,
            out,
            players=players,
            seed=args.seed,
            workers=args.workers,
            policy=args.policy,
            options=options,
            backend=args.backend,
            scheduler=args.scheduler,
            progress=None if args.quiet else sys.stderr,
        )
        if out is not sys.stdout:
            out.close()
        else:
            out.flush()
    except ValueError as exc:
        raise UsageError(printable(str(exc), 500)) from None
    except OSError as exc:  # a full disk, /dev/full
        raise UsageError(f"cannot write {args.out or 'stdout'}: {describe_os_error(exc)}") from None
    finally:
        if out is not sys.stdout and not out.closed:
            with contextlib.suppress(OSError):  # the error is said above
                out.close()
    seconds = max(figures["seconds"], 1e-9)
    print(
        f"{figures['games']:,.0f} games, {figures['actions']:,.0f} actions in {seconds:.2f} s: "
        f"{figures['games'] / seconds:,.1f} games/s, {figures['actions'] / seconds:,.0f} "
        f"actions/s, {figures['bytes'] / max(figures['games'], 1) / 1e3:.1f} kB and "
        f"{figures['cpu'] / max(figures['games'], 1) * 1e3:.1f} CPU ms per game "
        f"({args.backend}, {args.workers} worker{'s' * (args.workers != 1)})",
        file=sys.stderr,
    )
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from boardrules.arena_games import check_record as check_line  # simulate lines too

    lines = [(n, x) for n, x in enumerate(read_input(args.file).splitlines(), 1) if x.strip()]
    bad = 0
    for n, text in lines:
        try:
            problem = check_line(json.loads(text))
        except ValueError as exc:
            problem = f"not JSON: {exc}"
        except RecursionError:
            problem = "not a simulate line: nested too deep"
        if problem is not None:
            bad += 1
            print(f"{args.file}:{n}: {printable(problem, 300)}")
    print(f"{len(lines) - bad} of {len(lines)} game(s) replay to their scores and outcome")
    return 1 if bad else 0
