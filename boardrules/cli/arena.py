"""The commands ``arena`` (agents against agents, in every seat) and ``agents`` (the names)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from typing import Any, TextIO

from boardrules.agents import AgentError, agent_info, list_agents
from boardrules.cards.validate import printable
from boardrules.cli.common import UsageError, get_game, parse_options
from boardrules.files import describe_os_error
from boardrules.menus import seat_name


def agents_text() -> str:
    """One line per registered agent: its name with its parameters' defaults, what it does."""
    shown = []
    for name in list_agents():
        try:  # a broken third-party entry point is shown, it does not break every command
            info = agent_info(name)
        except AgentError as exc:
            shown.append((name, f"(cannot be used: {exc})"))
            continue
        params = ",".join(f"{k}={v}" for k, v in info.params.items())
        shown.append((f"{name}:{params}" if params else name, info.summary))
    width = max((len(s) for s, _ in shown), default=0)
    lines = [f"{s.ljust(width)}  {summary}" for s, summary in shown]
    return "\n".join(
        [*lines, "module:function".ljust(width) + "  a function (state, rng) -> action id"]
    )


def add_parsers(sub: Any, game_args: Callable[[argparse.ArgumentParser], None]) -> None:
    """Adds ``arena`` and ``agents`` to the command's subparsers."""
    p = sub.add_parser(
        "arena",
        help="agents against agents in every seat: records, a table with intervals, ratings",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="agents (name:key=value,... or module:function):\n" + agents_text(),
    )
    game_args(p)
    p.add_argument(
        "--agents", nargs="+", required=True, metavar="A", help="two agents or more (see below)"
    )
    p.add_argument(
        "--games", type=int, default=10, metavar="N",
        help="games per match (10), rounded up to a whole number of deals: each deal is "
        "played once in every seating",
    )  # fmt: skip
    p.add_argument("--round-robin", action="store_true", help="every pair of agents plays a match")
    p.add_argument(
        "--workers", type=int, default=1, metavar="K", help="worker processes (1); same games"
    )
    p.add_argument(
        "--backend", choices=("local", "dask"), default="local",
        help="local processes, or Dask distributed (the extra 'dask')",
    )  # fmt: skip
    p.add_argument(
        "--scheduler", metavar="ADDRESS", help="a running Dask scheduler (default: a local one)"
    )
    p.add_argument("--out", metavar="FILE", help="where to write one JSON record per game")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_arena)

    p = sub.add_parser("agents", help="the agents an arena can name, with their parameters")
    p.set_defaults(run=cmd_agents)


def cmd_agents(args: argparse.Namespace) -> int:
    print(agents_text())
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from boardrules.arena_games import arena

    game = get_game(args.game)
    options = parse_options(game, args.option, args.variant)
    out: TextIO | None = None
    if args.out is not None:
        try:
            out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            raise UsageError(f"cannot write {args.out}: {describe_os_error(exc)}") from None
    try:
        result = arena(
            game.id,
            args.agents,
            games=args.games,
            players=args.players,
            seed=args.seed,
            workers=args.workers,
            options=options,
            round_robin=args.round_robin,
            backend=args.backend,
            scheduler=args.scheduler,
            out=out,
            progress=None if args.quiet else sys.stderr,
            keep_history=False,  # the file has them: memory stays small on a long run
        )
        if out is not None and out is not sys.stdout:
            out.close()
    except ValueError as exc:
        raise UsageError(printable(str(exc), 500)) from None
    except OSError as exc:  # a full disk
        raise UsageError(f"cannot write {args.out}: {describe_os_error(exc)}") from None
    finally:
        if out is not None and out is not sys.stdout and not out.closed:
            with contextlib.suppress(OSError):
                out.close()
    print(result.table(), file=sys.stderr if args.out == "-" else sys.stdout)
    for record in result.records:
        error = record["error"]
        if error is not None:
            who = error["agent"] or "the library"
            print(
                f"seed {record['seed']}, {seat_name(error['seat'])} ({who}), move {error['move']}: "
                f"{printable(error['error'], 300)}",
                file=sys.stderr,
            )
    return 0
