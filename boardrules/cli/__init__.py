"""The ``boardrules`` command: list, play, campaign, position, render, replay, perft, bench,
simulate, arena, agents, check, validate, cards and codec.

>>> main(["list"])  # doctest: +SKIP
woodcraft_rw  Woodcraft Roll & Write  1-5 players
0

Errors a user can make (an unknown game, option or player count) print one line to stderr and
return exit code 2; ``validate`` returns 1 when it finds a problem.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import NoReturn

from boardrules.cards.validate import printable
from boardrules.cli.arena import add_parsers as add_arena_parsers
from boardrules.cli.cardfiles import cmd_cards, cmd_codec, cmd_validate, cmd_vocab
from boardrules.cli.common import (
    PROVENANCES,
    UsageError,
    get_game,
    number,
    random_action,
    winner_line,
)
from boardrules.cli.menu import help_text
from boardrules.cli.play import ask_human, cmd_campaign, cmd_play, secret_choice
from boardrules.cli.tools import (
    cmd_bench,
    cmd_check,
    cmd_list,
    cmd_perft,
    cmd_position,
    cmd_render,
    cmd_replay,
    cmd_simulate,
)
from boardrules.errors import BoardrulesError
from boardrules.files import describe_os_error
from boardrules.registry import list_games
from boardrules.safety import TerminalWriter

__all__ = [  # what scripts and tests use besides main
    "UsageError",
    "ask_human",
    "build_parser",
    "get_game",
    "help_text",
    "main",
    "number",
    "random_action",
    "secret_choice",
    "winner_line",
]


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose error line escapes control characters of the command line
    (a carriage return in an argument cannot split or overwrite the message)."""

    def error(self, message: str) -> NoReturn:
        super().error(printable(message, 500))


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="boardrules", description="Complete rules of modern board games behind one kernel."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parser.epilog = f"games: {', '.join(list_games())}; 'boardrules COMMAND --help' for a command"

    p = sub.add_parser("list", help="the installed games")
    p.set_defaults(run=cmd_list)

    games = ", ".join(list_games())
    game_help = f"the game: {games}"

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", metavar="GAME", help=game_help)
        p.add_argument(
            "--players",
            type=int,
            help="number of seats (default 2, or the nearest count the game allows)",
        )
        p.add_argument("--seed", type=int, default=0, help="game and random-seat seed (0)")
        p.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="a game option (repeatable)",
        )
        p.add_argument("--variant", help="shorthand for --option variant=V")

    def seat_args(p: argparse.ArgumentParser) -> None:
        game_args(p)
        p.add_argument(
            "--human",
            nargs="+",
            action="extend",
            default=[],
            metavar="SEAT",
            help="a seat played at the terminal: A (or 0), B (or 1) ... (repeatable)",
        )
        p.add_argument(
            "--compact",
            action="store_true",
            help="print the table once, then at each decision only what changed since the seat"
            " last saw it (view: all)",
        )

    p = sub.add_parser("play", help="play a game: random seats or a person at the terminal")
    seat_args(p)
    p.add_argument(
        "--from",
        dest="source",
        metavar="FILE",
        help="a position document (YAML or JSON, docs/positions.md) or a saved game to play on "
        "from, instead of a new game",
    )
    p.add_argument("--quiet", action="store_true", help="print only the final scores")
    p.set_defaults(run=cmd_play)

    p = sub.add_parser("campaign", help="a game's solo campaign: its games in a row, the rank")
    seat_args(p)
    p.add_argument(
        "--rank", type=int, default=0, help="the rank before the campaign (0; nusfjord L714)"
    )
    p.add_argument("--quiet", action="store_true", help="print only each game's scores")
    p.set_defaults(run=cmd_campaign)

    p = sub.add_parser(
        "position", help="a position document (YAML) after --at random moves of seeded seats"
    )
    game_args(p)
    p.add_argument("--at", type=int, default=0, metavar="PLY", help="moves to play first (0)")
    p.add_argument("--json", action="store_true", help="JSON instead of YAML")
    p.add_argument(
        "--from",
        dest="source",
        metavar="FILE",
        help="check a position document (YAML or JSON) and print it whole, as the game reads it",
    )
    p.add_argument(
        "--schema",
        action="store_true",
        help="print the JSON Schema (draft 2020-12) of the game's position document instead",
    )
    p.set_defaults(run=cmd_position)

    def picture_args(p: argparse.ArgumentParser) -> None:
        game_args(p)
        p.add_argument(
            "--from",
            dest="source",
            metavar="FILE",
            help="a position document (YAML or JSON), a saved game (state.to_json()) or a "
            "file of simulate lines, instead of a seeded random game",
        )
        p.add_argument("--line", type=int, default=1, help="which simulate line (1)")
        p.add_argument(
            "--seat", metavar="SEAT", help="that seat's view only: A (or 0), B (or 1) ..."
        )
        p.add_argument("-o", "--output", metavar="FILE", help="where to write (stdout)")

    p = sub.add_parser("render", help="an SVG picture of a position: the public or a seat's view")
    picture_args(p)
    p.add_argument("--at", type=int, metavar="PLY", help="after this many moves (the end)")
    p.set_defaults(run=cmd_render)

    p = sub.add_parser("replay", help="one self-contained HTML page stepping through a whole game")
    picture_args(p)
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("perft", help="count the leaves of the legal-move tree")
    game_args(p)
    p.add_argument("--depth", type=int, required=True, metavar="D")
    p.add_argument(
        "--explicit-chance",
        action="store_true",
        help="count die rolls as branches (chance='explicit')",
    )
    p.add_argument("--divide", action="store_true", help="the count per first action")
    p.set_defaults(run=cmd_perft)

    p = sub.add_parser("bench", help="random playouts per second")
    game_args(p)
    p.add_argument("--seconds", type=float, default=10.0, help="how long to play (10)")
    p.add_argument(
        "--versus-chess",
        action="store_true",
        help="also time python-chess random playouts and print the ratio",
    )
    p.set_defaults(run=cmd_bench)

    p = sub.add_parser(
        "simulate", help="self-play games on worker processes or a Dask cluster, as JSON lines"
    )
    game_args(p)
    p.add_argument("--games", type=int, default=100, metavar="N", help="how many games (100)")
    p.add_argument(
        "--workers", type=int, default=1, metavar="K", help="worker processes (1); same games"
    )
    p.add_argument(
        "--policy",
        default="random",
        metavar="P",
        help="'random', an agent ('boardrules agents': greedy, mc:playouts=20, ...) or "
        "module:function, a function (state, rng) -> action id (random)",
    )
    p.add_argument(
        "--backend",
        choices=("local", "dask"),
        default="local",
        help="local processes, or Dask distributed (the extra 'dask')",
    )
    p.add_argument(
        "--scheduler", metavar="ADDRESS", help="a running Dask scheduler (default: a local one)"
    )
    p.add_argument("--out", metavar="FILE", help="where to write the JSON lines (stdout)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_simulate)

    add_arena_parsers(sub, game_args)

    p = sub.add_parser(
        "check", help="replay every line of a simulate or arena file and check its result"
    )
    p.add_argument("file", metavar="FILE")
    p.set_defaults(run=cmd_check)

    p = sub.add_parser("validate", help="check card files, reporting every problem")
    p.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="files or folders (default: data, else every installed game's folder)",
    )
    p.set_defaults(run=cmd_validate)

    p = sub.add_parser("cards", help="the entries of a game's data: what each does, and its source")
    p.add_argument("game", metavar="GAME", help=game_help)
    p.add_argument("ids", nargs="*", metavar="ID", help="only these entries, described")
    p.add_argument("--brief", action="store_true", help="sources only, no descriptions")
    p.add_argument(
        "--show", metavar="ID", help="one entry as the game loaded it: keys, abilities, refs"
    )
    p.add_argument("--sets", metavar="SETS", help="the card sets in play, e.g. base,mine")
    p.add_argument("--kind", metavar="K", help="only entries of this kind")
    p.add_argument("--provenance", choices=PROVENANCES, help="only entries of this provenance")
    p.set_defaults(run=cmd_cards)

    p = sub.add_parser("vocab", help="the words of a game's card language, with examples")
    p.add_argument("game", metavar="GAME", help=game_help)
    p.add_argument("--json", action="store_true", help="as JSON, one object per word")
    p.set_defaults(run=cmd_vocab)

    p = sub.add_parser("codec", help="the action ids, fixed by data/<game>/actions.lock")
    p.add_argument("game", metavar="GAME", help=game_help)
    p.add_argument("--update", action="store_true", help="append new actions to the lock")
    p.set_defaults(run=cmd_codec)
    for name, command in sub.choices.items():  # every command's --help names the game ids
        takes = "GAME is one of" if name not in NO_GAME else "the installed games:"
        said = f"{takes} {games} ('boardrules list' describes them)"
        command.epilog = f"{command.epilog}\n\n{said}" if command.epilog else said
    return parser


NO_GAME = ("list", "agents", "check", "validate")  # the commands that take no GAME


def run_guarded(args: argparse.Namespace) -> int:
    """Runs a command with its stdout escaped (``TerminalWriter``: no control character of a
    card's text reaches the terminal), flushed before returning (a full disk is found here)."""
    stream = sys.stdout
    sys.stdout = TerminalWriter(stream)
    try:
        code: int = args.run(args)
    finally:
        sys.stdout = stream
    stream.flush()
    return code


def main(argv: list[str] | None = None) -> int:
    """Runs the command line ``argv`` (default ``sys.argv[1:]``); returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse has printed its message (or --help)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        code: int = run_guarded(args)
    except (UsageError, BoardrulesError) as exc:  # a bad input the library refused
        print(f"boardrules {args.command}: error: {printable(str(exc), 500)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (``boardrules play ... | head``)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:  # stdout on a full disk (``> /dev/full``)
        print(f"boardrules {args.command}: error: {describe_os_error(exc)}", file=sys.stderr)
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 2
    return code
