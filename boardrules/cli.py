"""The ``boardrules`` command: list, play, campaign, position, render, replay, perft, bench,
simulate, check, validate, cards and codec.

>>> main(["list"])  # doctest: +SKIP
woodcraft_rw  Woodcraft Roll & Write  1-5 players
0

Errors a user can make (an unknown game, option or player count) print one line to stderr and
return exit code 2; ``validate`` returns 1 when it finds a problem.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TextIO

import attrs

from boardrules.actions import Action
from boardrules.cards.validate import printable
from boardrules.engine import CHANCE, Game, State, chosen_sets
from boardrules.errors import BoardrulesError, IllegalAction
from boardrules.perft import divide, perft
from boardrules.positions import to_yaml
from boardrules.registry import list_games, load_game
from boardrules.scoring import Reason
from boardrules.suggest import suggest

PROVENANCES = ("rulebook", "external", "assumed")


class UsageError(Exception):
    """A mistake in the command line: printed as one line, exit code 2."""


# --- shared helpers ------------------------------------------------------------------------
def get_game(game_id: str) -> Game:
    try:
        return load_game(game_id)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def parse_options(game: Game, pairs: Sequence[str], variant: str | None) -> dict[str, Any]:
    """``key=value`` texts to option values (matched against the option's declared choices)."""
    texts = [*pairs, *([f"variant={variant}"] if variant is not None else [])]
    options: dict[str, Any] = {}
    for text in texts:
        key, sep, value = text.partition("=")
        if not sep:
            raise UsageError(f"--option takes key=value, not {text!r}")
        if key == "sets":  # the card sets in play: every game has this option
            try:
                options[key] = list(chosen_sets(value, game.all_sets))
            except ValueError as exc:
                raise UsageError(str(exc)) from None
            continue
        if key not in game.options:
            known = ", ".join(sorted([*game.options, "sets"]))
            raise UsageError(f"{game.id} has no option {key!r} (its options: {known})")
        choices = {str(c): c for c in game.options[key].choices}
        if value not in choices:
            raise UsageError(f"option {key}={value!r}: choose one of {', '.join(choices)}")
        options[key] = choices[value]
    return options


def new_state(
    game: Game,
    players: int | None,
    seed: int,
    chance: str = "auto",
    options: dict[str, Any] | None = None,
) -> State:
    """A new game; ``players=None`` means two, or the nearest count the game allows."""
    if players is None:
        players = min(max(2, game.min_players), game.max_players)
    try:
        return game.new_game(players, seed, chance, **(options or {}))
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def random_action(state: State, rnd: random.Random) -> Action:
    """A uniformly random legal action; at a chance node, an outcome by its probability."""
    if state.current_player == CHANCE:
        outcomes = state.chance_outcomes()
        return rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    return rnd.choice(state.legal_actions())


def number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def score_table(state: State) -> str:
    """The final scores with their breakdown: one row per item, one column per seat."""
    breakdown = state.score_breakdown()
    items: list[str] = []  # every seat's items, each seat's own order kept (totals stay last)
    for seat in breakdown:
        at = 0
        for key in seat:
            if key in items:
                at = items.index(key) + 1
            else:
                items.insert(at, key)
                at += 1
    head = ["", *(f"seat {p}" for p in range(len(breakdown)))]
    rows = [
        [item, *(number(seat[item]) if item in seat else "-" for seat in breakdown)]
        for item in items
    ]
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]

    def line(row: list[str]) -> str:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(w) for cell, w in zip(row[1:], widths[1:], strict=True)]
        return "  ".join(cells).rstrip()

    out = [line(head), line(["-" * w for w in widths])]
    out += [line(row) for row in rows]
    return "\n".join(out)


def winner_line(state: State) -> str:
    """Who won, after the game's tie-break: ``Winner: seat 2 (tie-break: ...)``."""
    outcome = state.outcome()
    if outcome is None:
        return "No winner: the game is not over."
    sheet = state.score_sheet()
    seats = ", ".join(str(p) for p in outcome.winners)
    if outcome.reason is Reason.NO_TARGET:
        return "No winner: the rulebook sets no solo target; the score is the result."
    if outcome.reason is Reason.TARGET:
        target = number(sheet.target or 0)
        if outcome.winners:
            return f"Winner: seat 0 (reached the solo target of {target})"
        return f"No winner: seat 0 is below the solo target of {target}"
    best = number(max(sheet.totals))
    if outcome.reason is Reason.SCORE:
        why = "the most points" if len(outcome.winners) == 1 else f"shared: tied on {best}"
    else:
        keys = ", ".join(
            f"{name} {number(value)}"
            for name, value in zip(sheet.tiebreaks, sheet[outcome.winners[0]].tiebreak, strict=True)
        )
        tied = "shared, " if outcome.shared else ""
        why = f"{tied}tie-break: tied on {best}, then {keys}"
    if outcome.shared:
        return f"Winners: seats {seats} ({why})"
    return f"Winner: seat {seats} ({why})"


# --- list ----------------------------------------------------------------------------------
def cmd_list(args: argparse.Namespace) -> int:
    games = [load_game(g) for g in list_games()]
    width = max((len(g.id) for g in games), default=0)
    title_width = max((len(g.title) for g in games), default=0)
    for g in games:
        seats = f"{g.min_players}" + (f"-{g.max_players}" if g.max_players > g.min_players else "")
        print(f"{g.id.ljust(width)}  {g.title.ljust(title_width)}  {seats} players")
    return 0


# --- play ----------------------------------------------------------------------------------
class EndOfInput(Exception):
    """Standard input ended while a person was to move."""


def cards_in_view(game: Game, view: Any) -> list[str]:
    """The entries of the game's data that a view shows by id (cards in a hand, on display,
    played...), in the order they appear: texts of the observation, never its keys."""
    found: dict[str, None] = {}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif isinstance(value, str) and value in game.catalog.cards:
            found[value] = None

    walk(view)
    return list(found)


def card_lines(state: State, seat: int) -> list[str]:
    """Every card the seat sees, with what it does (read from its YAML)."""
    game = state.game
    return [f"  {c}: {game.describe_card(c)}" for c in cards_in_view(game, state.view(seat))]


def help_text(game: Game, words: str) -> str:
    """``help ID``: what a card, space or other entry of the game does."""
    ids = words.split()
    if not ids:
        return "help ID: what a card or an action space does (the ids are listed above)."
    out = []
    topics = game.help_topics()
    for card_id in ids:
        if card_id in game.catalog.cards:
            out.append(f"{card_id}: {game.describe_card(card_id)}")
        elif card_id in topics:
            out.append(f"{card_id}: {topics[card_id]}")
        else:
            shown = repr(card_id) if len(card_id) <= 40 else f"{card_id[:30]!r}..."
            known = [*game.catalog.cards, *topics]
            out.append(f"no entry {shown} in {game.id}{suggest(card_id, known)}")
    return "\n".join(out)


def ask_human(state: State, seat: int) -> Action:
    """Shows the state, the cards the seat sees with what they do, and the numbered legal
    actions; reads a number, a notation, or ``help ID``."""
    legal = state.legal_actions()
    print(f"\n{state.render(seat)}")
    cards = card_lines(state, seat)
    if cards:
        print("Cards you see (help ID for any card or space):", *cards, sep="\n")
    print(f"\nSeat {seat}, your move:")
    for i, action in enumerate(legal, 1):
        print(f"  {i:>2}. {action}")
    while True:
        try:
            text = input(f"seat {seat}> ").strip()
        except EOFError:
            raise EndOfInput from None
        if text.isascii() and text.isdigit() and len(text) <= len(str(len(legal))):
            if 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
        if not text:
            print(f"Type a number 1-{len(legal)}, an action as listed, or help ID.")
            continue
        if text == "help" or text.startswith("help "):
            print(help_text(state.game, text[4:]))
            continue
        try:
            return state.game.parse_action(state, text)
        except IllegalAction:
            shown = repr(text) if len(text) <= 60 else f"{text[:40]!r}... ({len(text)} characters)"
            print(
                f"{shown} is neither a number 1-{len(legal)} nor a legal action listed above;"
                " try again."
            )


class Secret:
    """A choice the viewers could not tell from other legal actions when it was made.

    ``alternatives`` are the states the game would be in had another legal action been
    chosen, each advanced by every action played since. The choice is revealed once each
    viewer's observation of the actual state differs from that of every alternative.
    """

    def __init__(self, action: Action, alternatives: list[State], viewers: list[int]) -> None:
        self.action, self.alternatives, self.viewers = action, alternatives, viewers
        self.who = ""

    def advance(self, action: Action) -> bool:
        """Plays ``action`` in every alternative; False if one of them cannot play it (then
        the choice stays secret for good: a viewer might not know which)."""
        try:
            self.alternatives = [alt.apply(action) for alt in self.alternatives]
        except IllegalAction:
            return False
        return True

    def revealed(self, state: State) -> bool:
        return told_apart(state, self.alternatives, self.viewers)


def told_apart(state: State, alternatives: Sequence[State], viewers: Sequence[int]) -> bool:
    """True when no viewer's observation of ``state`` equals its observation of one of the
    ``alternatives``: each viewer knows which of them happened."""
    for v in viewers:
        seen = state.observation(v)
        if any(alt.observation(v) == seen for alt in alternatives):
            return False
    return True


def secret_choice(state: State, action: Action, viewers: list[int]) -> Secret | None:
    """The choice of ``action`` as a Secret when some viewer could not tell it from another
    legal action (its observation would be the same), else None (the action may be shown)."""
    if not viewers:
        return None
    alternatives = [state.apply(a) for a in state.legal_actions() if a != action]
    if told_apart(state.apply(action), alternatives, viewers):
        return None
    return Secret(action, alternatives, viewers)


def reveal(secrets: list[Secret], state: State) -> list[Secret]:
    """Prints the secret choices the viewers' observations of ``state`` now tell apart;
    returns the others."""
    kept = []
    for secret in secrets:
        if secret.revealed(state):
            print(f"revealed: {secret.who}: {secret.action}")
        else:
            kept.append(secret)
    return kept


MAX_SECRETS = 16  # choices followed for a later reveal; older ones stay secret for good


def round_number(state: State) -> object:
    """The game's round counter, if its data has one (the board is printed at each new one)."""
    return getattr(state.data, "round", None)


def cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = parse_options(game, args.option, args.variant)
    state = new_state(game, args.players, args.seed, options=options)
    humans = check_humans(state, args.human)
    verbose = not args.quiet
    if verbose:
        print(f"{game.title}: {state.players} players, seed {args.seed}\n{state}")
    final = play_to_end(state, humans, random.Random(args.seed), verbose)
    if final is None:
        return 0
    print_result(final)
    return 0


def check_humans(state: State, seats: Sequence[int]) -> list[int]:
    """The seats played at the terminal (``--human``), each a seat of ``state``."""
    humans = sorted(set(seats))
    bad = [h for h in humans if not 0 <= h < state.players]
    if bad:
        raise UsageError(f"no seat {bad[0]}: seats are 0-{state.players - 1}")
    return humans


def play_to_end(
    state: State, humans: Sequence[int], rnd: random.Random, verbose: bool
) -> State | None:
    """Plays ``state`` to its end: ``humans`` at the terminal, the other seats at random;
    the final state, or None when a person's input ended."""
    last_round = round_number(state)
    secrets: list[Secret] = []  # hidden choices not revealed yet, oldest first
    while not state.is_terminal:
        seat = state.current_player
        if seat in humans:
            if verbose:
                secrets = reveal(secrets, state)
            try:
                action = ask_human(state, seat)
            except EndOfInput:
                print("\nInput ended; the game is abandoned.")
                return None
        else:
            if verbose and round_number(state) != last_round:
                print(f"\n{state}")
            action = random_action(state, rnd)
        last_round = round_number(state)
        who = "chance" if seat == CHANCE else f"seat {seat}"
        viewers = [h for h in humans if h != seat]
        hidden = secret_choice(state, action, viewers) if verbose else None
        if hidden is not None:
            hidden.who = who
            print(f"{who}: (a secret choice)")
        elif verbose:
            secrets = reveal(secrets, state)
            print(f"{who}: {action}")
        state = state.apply(action)
        secrets = [s for s in secrets if s.advance(action)]
        if hidden is not None:
            secrets = [*secrets, hidden][-MAX_SECRETS:]
    if verbose:
        reveal(secrets, state)
        print(f"\nGame over.\n{state}\n")
    return state


def print_result(state: State) -> None:
    """The final scores, their breakdown and the winner."""
    print(
        "Final scores: " + ", ".join(f"seat {p} {number(s)}" for p, s in enumerate(state.scores()))
    )
    print(score_table(state))
    print(winner_line(state))


# --- campaign ------------------------------------------------------------------------------
def cmd_campaign(args: argparse.Namespace) -> int:
    """A game's solo campaign (``games/<id>/campaign.py``: ``GAMES``, ``campaign_game``,
    ``campaign_rank``): its games in a row, each set up from the earlier ones, game ``k``
    with seed ``--seed + k - 1``; then the total and the new rank."""
    game = get_game(args.game)
    try:
        campaign = importlib.import_module(f"boardrules.games.{game.id}.campaign")
    except ModuleNotFoundError:
        raise UsageError(f"{game.id} has no campaign") from None
    options = parse_options(game, args.option, args.variant)
    if args.rank < 0:
        raise UsageError(f"--rank must be 0 or more, not {args.rank}")
    if args.players not in (None, 1):
        raise UsageError(f"a campaign is played solo, not with --players {args.players}")
    verbose = not args.quiet
    finished: list[State] = []
    rnd = random.Random(args.seed)
    for k in range(1, campaign.GAMES + 1):
        try:
            state: State = campaign.campaign_game(k, finished, args.seed + k - 1, **options)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        humans = check_humans(state, args.human)
        print(f"{game.title}: campaign game {k} of {campaign.GAMES}, seed {args.seed + k - 1}")
        if verbose:
            print(state)
        final = play_to_end(state, humans, rnd, verbose)
        if final is None:
            return 0
        print_result(final)
        finished.append(final)
    total = sum(s.scores()[0] for s in finished)
    rank = campaign.campaign_rank(total, args.rank)
    scores = " + ".join(number(s.scores()[0]) for s in finished)
    print(f"Campaign: {scores} = {number(total)} points; rank {args.rank} -> {rank}")
    return 0


# --- position ------------------------------------------------------------------------------
def cmd_position(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.at < 0:
        raise UsageError(f"--at must be 0 or more, not {args.at}")
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


# --- render and replay ---------------------------------------------------------------------
def states_from_file(game: Game, path: str, line: int) -> list[State]:
    """The states of a saved game (``state.to_json()``) or of one ``simulate`` line (a JSON
    object with ``seed``, ``options`` and ``history``; one game per line), start to end."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        doc = json.loads(text)
        saved = isinstance(doc, dict) and "format" in doc
    except ValueError:
        saved = False
    try:
        if saved:
            final = game.state_from_json(text)
            doc = json.loads(text)
            start = (
                game.state_from_position(doc["start"])
                if "start" in doc
                else game.new_game(doc["players"], doc["seed"], doc["chance"], **doc["options"])
            )
            history: list[Any] = list(final.history)
        else:
            lines = [x for x in text.splitlines() if x.strip()]
            if not 1 <= line <= len(lines):
                raise UsageError(f"{path} has {len(lines)} game line(s), not a line {line}")
            doc = json.loads(lines[line - 1])
            if not isinstance(doc, dict) or not isinstance(doc.get("history"), list):
                raise UsageError(f"{path} line {line}: not a saved game or a simulate line")
            if doc.get("game", game.id) != game.id:
                raise UsageError(f"{path} line {line} is a game of {doc['game']!r}")
            players = doc.get("players", len(doc.get("scores") or ()))
            start = game.new_game(players, doc["seed"], **doc.get("options", {}))
            history = [game.codec.from_text(str(a), game.id) for a in doc["history"]]
    except (BoardrulesError, ValueError, TypeError, KeyError) as exc:
        raise UsageError(f"{path}: {printable(str(exc), 300)}") from None
    states = [start]
    try:
        for action in history:
            states.append(states[-1].apply(action))
    except IllegalAction as exc:
        raise UsageError(f"{path}: the history does not replay: {exc}") from None
    return states


def game_states(args: argparse.Namespace, stop: int | None = None) -> list[State]:
    """The states the command shows: from ``--from FILE``, else a game of seeded random seats
    (as ``play`` plays it), at most ``stop`` moves long."""
    game = get_game(args.game)
    if args.source is not None:
        states = states_from_file(game, args.source, args.line)
        return states if stop is None else states[: stop + 1]
    options = parse_options(game, args.option, args.variant)
    state = new_state(game, args.players, args.seed, options=options)
    rnd = random.Random(args.seed)
    states = [state]
    while not state.is_terminal and (stop is None or len(states) <= stop):
        state = state.apply(random_action(state, rnd))
        states.append(state)
    return states


def chosen_seat(state: State, seat: int | None) -> int | None:
    if seat is not None and not 0 <= seat < state.players:
        raise UsageError(f"no seat {seat}: seats are 0-{state.players - 1}")
    return seat


def write_output(text: str, path: str | None, what: str) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
        return
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None
    print(f"wrote {path}: {what} ({len(text.encode()) / 1e6:.2f} MB)", file=sys.stderr)


def cmd_render(args: argparse.Namespace) -> int:
    if args.at is not None and args.at < 0:
        raise UsageError(f"--at must be 0 or more, not {args.at}")
    states = game_states(args, args.at)
    state = states[-1]
    seat = chosen_seat(state, args.seat)
    who = "the public view" if seat is None else f"seat {seat}'s view"
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
            raise UsageError(f"cannot write {args.out}: {exc.strerror}") from None
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
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    finally:
        if out is not sys.stdout:
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
    from boardrules.simulate import check_line

    try:
        with open(args.file, encoding="utf-8") as handle:
            lines = [(n, x) for n, x in enumerate(handle, 1) if x.strip()]
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    bad = 0
    for n, text in lines:
        try:
            problem = check_line(json.loads(text))
        except ValueError as exc:
            problem = f"not JSON: {exc}"
        if problem is not None:
            bad += 1
            print(f"{args.file}:{n}: {printable(problem, 300)}")
    print(f"{len(lines) - bad} of {len(lines)} game(s) replay to their scores and outcome")
    return 1 if bad else 0


def cmd_validate(args: argparse.Namespace) -> int:
    from boardrules.cards import validate_paths
    from boardrules.datafiles import data_dir
    from boardrules.registry import game_class

    paths = args.paths or ["data"]
    if not args.paths and not os.path.isdir("data"):  # outside a checkout: every installed game
        paths = [str(data_dir(g, game_class(g).data_package)) for g in list_games()]
    problems = validate_paths(paths)
    for problem in problems:
        print(problem)
    if problems:
        files = len({p.file for p in problems})
        print(
            f"{len(problems)} problem{'s' * (len(problems) != 1)} in {files} "
            f"file{'s' * (files != 1)}"
        )
        return 1
    print(f"no problems in {', '.join(paths)}")
    return 0


# --- cards ---------------------------------------------------------------------------------
def cmd_cards(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.sets is not None:
        try:
            game = game.with_sets(args.sets)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    cards = list(game.catalog.cards.values())
    if args.show is not None:
        from boardrules.cards.show import show_card

        if args.show not in game.catalog.cards:
            raise UsageError(
                f"{game.id} has no entry {args.show!r}{suggest(args.show, game.catalog.cards)}"
            )
        print(show_card(game, args.show))
        return 0
    if args.ids:
        unknown = [i for i in args.ids if i not in game.catalog.cards]
        if unknown:
            raise UsageError(
                f"{game.id} has no entry {unknown[0]!r}{suggest(unknown[0], game.catalog.cards)}"
            )
        for card_id in args.ids:
            print(f"{card_id}: {game.describe_card(card_id)}")
        return 0
    kinds = sorted({c.kind for c in cards})
    if args.kind is not None and args.kind not in kinds:
        raise UsageError(
            f"{game.id} has no entries of kind {args.kind!r} (kinds: {', '.join(kinds)})"
        )
    shown = [
        c for c in cards if args.kind in (None, c.kind) and args.provenance in (None, c.source.kind)
    ]
    width = max((len(c.id) for c in shown), default=0)
    for kind in kinds:
        group = [c for c in shown if c.kind == kind]
        if not group:
            continue
        print(f"{kind} ({len(group)})")
        for c in group:
            name = c.name.get("en") or next(iter(c.name.values()), "")
            why = getattr(c.source, c.source.kind) or ""
            print(f"  {c.id.ljust(width)}  {name + '  ' if name else ''}[{c.source.kind}] {why}")
            if not args.brief:
                print(f"    {game.describe_card(c.id)}")
    if args.kind is not None or args.provenance is not None:
        print(f"listed: {len(shown)} of {len(cards)} entries")
    print("\nby kind and provenance:")
    width = max(len(k) for k in kinds)
    for kind in kinds:
        per = Counter(c.source.kind for c in cards if c.kind == kind)
        total = sum(per.values())
        print(
            f"  {kind.ljust(width)}  {total:>4}  " + ", ".join(f"{p} {per[p]}" for p in PROVENANCES)
        )
    counts: Counter[str] = game.catalog.provenance_counts()
    print(
        f"by provenance ({len(cards)} entries): "
        + ", ".join(f"{p} {counts[p]}" for p in PROVENANCES)
    )
    return 0


def cmd_vocab(args: argparse.Namespace) -> int:
    """Every word a game's card files may use, with its shape and an example that validates."""
    from boardrules.cards.words import vocabulary_text, words
    from boardrules.registry import game_class

    try:
        cls = game_class(args.game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    vocab = cls.build_vocabulary()  # no card file is read: the words come from the class
    table = getattr(cls.rules_class, "words", None)  # the game's table of words, if any
    if args.json:
        print(json.dumps([attrs.asdict(w) for w in words(vocab, table)], indent=1))
    else:
        print(vocabulary_text(cls.id, vocab, table))
    return 0


def cmd_codec(args: argparse.Namespace) -> int:
    """The action codec: its size, and the actions its lock file does not list yet."""
    from boardrules.datafiles import data_dir
    from boardrules.engine import LOCK_FILE

    game = get_game(args.game)
    codec = game.codec
    print(
        f"{game.id}: {len(codec)} action ids ({len(codec.retired)} retired, "
        f"{len(codec.new)} not in {LOCK_FILE})"
    )
    for action in codec.new:
        print(f"  new: {action}")
    if args.update and codec.new:
        path = data_dir(game.id, game.data_package) / LOCK_FILE
        with path.open("a", encoding="utf-8") as out:
            out.writelines(f"{action}\n" for action in codec.new)
        print(f"appended {len(codec.new)} to {path}")
    return 1 if codec.new and not args.update else 0


# --- the parser ----------------------------------------------------------------------------
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

    p = sub.add_parser("list", help="the installed games")
    p.set_defaults(run=cmd_list)

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", metavar="GAME")
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
            type=int,
            nargs="+",
            action="extend",
            default=[],
            metavar="SEAT",
            help="a seat played at the terminal (repeatable)",
        )

    p = sub.add_parser("play", help="play a game: random seats or a person at the terminal")
    seat_args(p)
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
    p.set_defaults(run=cmd_position)

    def picture_args(p: argparse.ArgumentParser) -> None:
        game_args(p)
        p.add_argument(
            "--from",
            dest="source",
            metavar="FILE",
            help="a saved game (state.to_json()) or a file of simulate lines, instead of a "
            "seeded random game",
        )
        p.add_argument("--line", type=int, default=1, help="which simulate line (1)")
        p.add_argument("--seat", type=int, metavar="P", help="that seat's view only")
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
        help="'random' or module:function, a function (state, rng) -> action id (random)",
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

    p = sub.add_parser("check", help="replay every line of a simulate file and check its result")
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
    p.add_argument("game", metavar="GAME")
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
    p.add_argument("game")
    p.add_argument("--json", action="store_true", help="as JSON, one object per word")
    p.set_defaults(run=cmd_vocab)

    p = sub.add_parser("codec", help="the action ids, fixed by data/<game>/actions.lock")
    p.add_argument("game", metavar="GAME")
    p.add_argument("--update", action="store_true", help="append new actions to the lock")
    p.set_defaults(run=cmd_codec)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Runs the command line ``argv`` (default ``sys.argv[1:]``); returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse has printed its message (or --help)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        code: int = args.run(args)
    except UsageError as exc:
        print(f"boardrules {args.command}: error: {printable(str(exc), 500)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (``boardrules play ... | head``)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return code
