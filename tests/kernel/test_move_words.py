"""Another seat's move in words at the terminal (issue 23 item 6): ``seat B: fill 5 (pay 1
blueberry for the blueberry icon of crate 5 ...)``, never more than the watching seat sees.

The words of a move (``boardrules.menus.move_words``) are the menu's, said of the seat that
moves. A watching seat knows its observation and the move (when it can tell the move from the
other legal actions; else the terminal prints the decision's general words, ``secret_words``,
and the move once it is revealed). So the words of every move of random games of every game must
be the same in every state the watcher cannot tell from the real one (``state.resample``) where
the move is legal: if they changed, they would name something only the moving seat sees (a
secret pick, a hidden card drawn, a card of a hidden hand).
"""

from __future__ import annotations

import doctest
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import boardrules
from boardrules import menus
from boardrules.actions import Action
from boardrules.cli.menu import spoken
from boardrules.engine import CHANCE, State
from boardrules.menus import move_words, of_the_mover, secret_words

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")
MOVES = 600  # moves followed per game, seat count and seed
SEEDS = 3
RESAMPLES = 3  # states the watcher cannot tell apart, per move and watcher


def moves(game_id: str, players: int, seed: int, most: int = MOVES) -> Iterator[tuple[State, int]]:
    """The states and the index of the action played of a random game's first ``most`` moves."""
    state, rnd = boardrules.load_game(game_id).new_game(players, seed), random.Random(seed)
    for _ in range(most):
        if state.is_terminal:
            return
        legal = state.legal_actions()
        k = rnd.randrange(len(legal))
        yield state, k
        state = state.apply(legal[k])


def told_more_than_seen(
    game_id: str, players: int, seed: int, most: int = MOVES
) -> tuple[list[str], int]:
    """Each move whose words (or the secret choice's words) differ in a state some watching seat
    cannot tell from the real one, with both words; and how many moves were compared."""
    problems: list[str] = []
    compared = 0
    for state, k in moves(game_id, players, seed, most):
        action = state.legal_actions()[k]
        said, secret = move_words(state, action), secret_words(state)
        for watcher in range(players):
            if watcher == state.current_player:
                continue
            for n in range(RESAMPLES):
                other = state.resample(watcher, random.Random(n))
                if secret_words(other) != secret:
                    problems.append(f"{state.decision}: {secret!r} / {secret_words(other)!r}")
                if action not in other.legal_actions():
                    continue
                compared += 1
                if move_words(other, action) != said:
                    theirs = move_words(other, action)
                    problems.append(f"{action} for seat {watcher}: {said!r} / {theirs!r}")
    return problems, compared


def cases() -> list[Any]:
    out: list[Any] = []
    for game_id in GAMES:
        game = boardrules.load_game(game_id)
        for players in (2, 3, 4):
            if game.min_players <= players <= game.max_players:
                out.append(pytest.param(game_id, players, id=f"{game_id}-{players}p"))
    return out


@pytest.mark.parametrize(("game_id", "players"), cases())
def test_a_moves_words_say_no_more_than_the_watcher_sees(game_id: str, players: int) -> None:
    problems: list[str] = []
    for seed in range(SEEDS):
        found, compared = told_more_than_seen(game_id, players, seed)
        assert compared > 20 * players * RESAMPLES, "too few moves were legal where compared"
        problems += found
    assert not problems, "\n".join(problems[:10])


def test_the_check_finds_words_that_name_a_hidden_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words that add what only the moving seat sees (here its whole observation, its hidden
    orders with it) are found: the check can fail."""
    describe = menus.Menus.describe

    def leaky(self: menus.Menus, game: Any, data: Any, action: Action) -> str:
        said = describe(self, game, data, action)
        state = State(game, data, None)
        mover = state.current_player
        return said if mover == CHANCE else f"{said}; {state.observation(mover)}"

    monkeypatch.setattr(menus.Menus, "describe", leaky)
    assert told_more_than_seen("woodcraft", 2, seed=2, most=30)[0]


def test_a_move_is_said_of_the_seat_that_moves() -> None:
    # woodcraft.de.md L1203-L1208: the discard at the end of a turn, as the menu says it
    assert of_the_mover("return your brown 1 to the supply") == (
        "return their brown 1 to the supply"
    )
    assert (
        of_the_mover("Your sheet: gives you 2 VP; yours") == "Their sheet: gives them 2 VP; theirs"
    )
    assert of_the_mover("a young tree") == "a young tree"  # a word holding "you" stays


def test_the_module_examples_run() -> None:
    result = doctest.testmod(menus, optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_line_reads_as_the_menu_shows_it_in_words(game_id: str) -> None:
    """``seat B: place sheep breeding (2 workers onto Sheep breeding: ...)``: the move as the
    menu shows it and what it does, no raw key (``sheep_breeding``) on the line."""
    from boardrules.cli.play import said_move
    from tests.kernel.test_screen_words import raw

    keys: dict[str, str] = {}
    for state, k in moves(game_id, 2, seed=1):
        line = said_move(state, state.legal_actions()[k])
        assert line.startswith(spoken(state.legal_actions()[k]))
        keys.update((key, line) for key in raw(line))
    assert not keys, keys


def test_a_secret_choice_prints_the_counts_every_seat_knows() -> None:
    """The general words of a secret choice print a public count (the turn, the orders still to
    keep) where they said ``N``, and never the choice: woodcraft_rw.pl.txt L77-L85 (each turn
    every seat picks in secret), woodcraft.de.md L270-L271 (keep simple orders)."""
    rw = boardrules.load_game("woodcraft_rw").new_game(2, seed=1)
    while rw.decision != "commit":
        rw = rw.apply(rw.legal_actions()[0])
    said = secret_words(rw)
    assert f"Turn {rw.data.turn} (L77-L85)" in said and " N " not in f"{said} "
    wood = boardrules.load_game("woodcraft").new_game(2, seed=1)
    assert wood.decision == "keep_order"
    left = wood.data.tasks[-1].left
    assert f"keep {left} more of the simple orders" in secret_words(wood)
    for game_id in GAMES:  # no game's secret choice says N, in any state of a random game
        for state, _ in moves(game_id, 2, seed=0, most=150):
            if state.current_player >= 0:
                assert not re.search(r"\bN\b", secret_words(state)), (game_id, state.decision)
