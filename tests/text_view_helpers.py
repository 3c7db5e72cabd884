"""Reading the text views back in tests (issue 23): what the terminal shows of a table must be
in the game's words, never the program's codes, and must show a seat nothing its observation
hides."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import boardrules
from boardrules.engine import State

# Raw values a text view must not print: Python lists of numbers (``[0, 0, 1]``, ``[4]``),
# empty containers, dicts, ``key=value``, ``craft@column``, booleans and None, internal field
# names with underscores (``cold_storage``, ``saw_blade``), counts glued to a name
# (``2xyellow``), the wheel's quarter codes (``Q0``) and booleans as on/off (``arc on``).
RAW = re.compile(
    r"\[\s*-?\d+\s*(,|\])"
    r"|\{\}|\[\]|\{'"
    r"|\b\w+=\S"
    r"|@"
    r"|\b(True|False|None)\b"
    r"|\b[a-z]+_[a-z_]+\b"
    r"|\b\d+x[a-z]"
    r"|\bQ\d"
    r"|\b(arc|tile|roof) (on|off)\b"
)


def raw_codes(text: str, raw: re.Pattern[str] = RAW) -> list[str]:
    """The lines of ``text`` holding a raw value (empty when all is in words)."""
    return [line for line in text.splitlines() if raw.search(line)]


def random_states(game_id: str, players: int, seed: int, every: int = 1) -> Iterator[State]:
    """Every ``every``-th state of a random game, its last state included."""
    rng = random.Random(seed)
    state = boardrules.load_game(game_id).new_game(players, seed=seed)
    k = 0
    while not state.is_terminal:
        if k % every == 0:
            yield state
        state = state.apply(rng.choice(state.legal_actions()))
        k += 1
    yield state


def strings(value: Any) -> set[str]:
    """Every text in a document (its keys and values)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found.add(str(key))
            found |= strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found |= strings(item)
    elif isinstance(value, str):
        found.add(value)
    return found


def hidden_cards(state: State, seat: int) -> set[str]:
    """The cards on the table (in the position) that ``seat``'s observation does not show:
    other hands, face-down cards, the decks. Only ids with a letter and a digit or of three
    digits, which no word or number of a text view can be taken for."""
    cards = state.game.catalog.cards
    shown = strings(state.observation(seat))
    return {
        c
        for c in strings(state.position()["data"])
        if c in cards
        and c not in shown
        and (re.fullmatch(r"\d{3}", c) or (re.search(r"\d", c) and re.search(r"[A-Za-z]", c)))
    }


def check_text_views(
    game_id: str, players: int, seed: int, every: int = 1, raw: re.Pattern[str] = RAW
) -> int:
    """Asserts that the text of every ``every``-th state of a random game, public and for the
    seat to move, is in words and shows that seat no card its observation hides; returns how
    many states were read."""
    n = 0
    for state in random_states(game_id, players, seed, every):
        public = state.render()
        assert not raw_codes(public, raw), raw_codes(public, raw)[:3]
        seat = state.current_player
        if 0 <= seat < players:
            text = state.render(seat)
            assert not raw_codes(text, raw), raw_codes(text, raw)[:3]
            words = set(re.findall(r"[A-Za-z0-9-]+", text))
            leaked = hidden_cards(state, seat) & words
            assert not leaked, f"seat {seat} is shown {sorted(leaked)}"
        n += 1
    return n
