"""What the commands share: loading a game and its options, a new state, printing scores."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any

from boardrules.actions import Action
from boardrules.cards.validate import printable
from boardrules.engine import CHANCE, Game, State, chosen_sets
from boardrules.errors import BoardrulesError, IllegalAction
from boardrules.files import describe_os_error, read_text
from boardrules.menus import score_word, seat_from_text, seat_letter, seat_name
from boardrules.registry import load_game
from boardrules.scoring import Reason

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
    """``key=value`` texts to option values (matched against the option's declared choices, in
    any case: ``forgotten=true`` is ``True``)."""
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
        folded = [c for c in choices if c.lower() == value.lower()]
        if value not in choices and len(folded) == 1:  # ``forgotten=true`` for True
            value = folded[0]
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
    head = ["", *(seat_name(p) for p in range(len(breakdown)))]
    rows = [
        [
            score_word(state.game, item),  # the rulebook's words, not the sheet's key
            *(number(seat[item]) if item in seat else "-" for seat in breakdown),
        ]
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
    seats = ", ".join(seat_letter(p) for p in outcome.winners)
    if outcome.reason is Reason.NO_TARGET:
        return "No winner: the rulebook sets no solo target; the score is the result."
    if outcome.reason is Reason.TARGET:
        target = number(sheet.target or 0)
        if outcome.winners:
            return f"Winner: seat A (reached the solo target of {target})"
        return f"No winner: seat A is below the solo target of {target}"
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


def round_number(state: State) -> object:
    """The game's round counter, if its data has one (the board is printed at each new one)."""
    return getattr(state.data, "round", None)


def print_result(state: State) -> None:
    """The final scores, their breakdown and the winner."""
    print(
        "Final scores: "
        + ", ".join(f"{seat_name(p)} {number(s)}" for p, s in enumerate(state.scores()))
    )
    print(score_table(state))
    print(winner_line(state))


# --- render and replay ---------------------------------------------------------------------
def is_position(text: str) -> bool:
    """Whether ``text`` is a position document (YAML, or JSON with a ``boardrules-position``
    format or a ``data`` or ``to_move`` and no ``history``: docs/positions.md) rather than a
    saved game or ``simulate`` lines."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        first = next((x for x in text.splitlines() if x.strip()), "")
        try:
            json.loads(first)
        except (ValueError, RecursionError):
            return True  # not JSON: a YAML document
        return False  # JSON lines: simulate lines
    if not isinstance(doc, dict) or "history" in doc:
        return False
    if "format" in doc:
        return str(doc["format"]).startswith("boardrules-position")
    return "data" in doc or "to_move" in doc


def states_from_file(game: Game, path: str, line: int) -> list[State]:
    """The states of a saved game (``state.to_json()``) or of one ``simulate`` line (a JSON
    object with ``seed``, ``options`` and ``history``; one game per line), start to end; of a
    position document (docs/positions.md), that position alone."""
    text = read_input(path)
    if is_position(text):
        try:
            return [game.state_from_position(text)]
        except BoardrulesError as exc:
            raise UsageError(f"{path}: {printable(str(exc), 1000)}") from None
    try:
        doc = json.loads(text)
        saved = isinstance(doc, dict) and "format" in doc
    except (ValueError, RecursionError):
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
    except RecursionError:
        raise UsageError(f"{path}: nested too deep to be a saved game or a simulate line") from None
    except (BoardrulesError, ValueError, TypeError, KeyError) as exc:
        raise UsageError(f"{path}: {printable(str(exc), 300)}") from None
    states = [start]
    try:
        for action in history:
            states.append(states[-1].apply(action))
    except IllegalAction as exc:
        raise UsageError(f"{path}: the history does not replay: {exc}") from None
    return states


INPUT_BYTES = 200_000_000  # a file --from reads: 10,000 simulate lines are about 100 MB


def read_input(path: str, cap: int = INPUT_BYTES) -> str:
    """The UTF-8 text of the regular file ``path`` (at most ``cap`` bytes); UsageError for a
    FIFO, a device, a folder, a larger file or one that is not UTF-8 text."""
    try:
        return read_text(path, cap)
    except OSError as exc:
        raise UsageError(f"cannot read {printable(path, 200)}: {describe_os_error(exc)}") from None
    except ValueError as exc:  # NotText
        raise UsageError(f"cannot read {printable(path, 200)}: {exc}") from None


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


def chosen_seat(state: State, seat: str | int | None) -> int | None:
    """The seat of ``--seat`` (``A`` or ``0`` for seat A, as the pictures name it), or None."""
    if seat is None:
        return None
    found = seat_from_text(str(seat), state.players)
    if found is None:
        last = seat_letter(state.players - 1)
        raise UsageError(f"no seat {seat}: seats are A-{last} (or 0-{state.players - 1})")
    return found


def write_output(text: str, path: str | None, what: str) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
        return
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as exc:
        raise UsageError(f"cannot write {printable(path, 200)}: {describe_os_error(exc)}") from None
    print(f"wrote {path}: {what} ({len(text.encode()) / 1e6:.2f} MB)", file=sys.stderr)
