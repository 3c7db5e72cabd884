"""``help`` answers every word a seat sees on screen (issue 23, item 6): random games of each
game, with the fewest and the most seats; every id and word of every menu line and of the text
view shown is asked, and the answer says in words what the thing is or does: never "no entry",
never only a rulebook line number."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

import boardrules
from boardrules.cli.menu import help_text
from boardrules.engine import Game, State
from boardrules.menus import menu

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")

# an id: letters and digits (S-25, Q0, X-A10, m4, A1), or a word_with_underscores
ID = re.compile(
    r"(?<![\w-])([A-Za-z]+-?[A-Za-z]*\d[\w-]*|[A-Za-z]+-[A-Za-z\d-]*\d[\w-]*|[a-z]+(?:_[a-z]+)+)"
    r"(?![\w-]|\.\w)"
)
# a label of the table: a word before a count, a list or a value (``tools 3``, ``goods [``,
# ``rep=0``, ``carpentry@1``)
LABEL = re.compile(r"(?<![\w-])([A-Za-z][a-z]+)(?= ?[=@]| \d| \[| \{)")
# the heading of a line: its last word before a colon (``council`` of ``elder council:``), in
# a heading of one or two words
HEADING = re.compile(r"^\s*(?:[A-Za-z]+ )?([A-Za-z]+)\s*:")
ASIDE = re.compile(r"\([^()]*\)")  # a card's face or a remark in brackets: prose, not labels


def screen_words(line: str) -> set[str]:
    """The ids, labels and headings of a line of a text view."""
    while ASIDE.search(line):
        line = ASIDE.sub(" ", line)
    line = line.split("(", 1)[0]  # a face cut short at the line's end: (cost 2 wood · ...…
    found = set(ID.findall(line)) | set(LABEL.findall(line))
    heading = HEADING.match(line)
    if heading:
        found.add(heading[1])
    return found


def menu_words(state: State) -> set[str]:
    """Every word of every option's notation, and the card ids and words_with_underscores in
    what the options say (the rest of it is English)."""
    cards = state.game.catalog.cards
    words: set[str] = set()
    for action, said in menu(state):
        words.update(str(action).split())
        words.update(w for w in ID.findall(said) if w in cards or "_" in w)
    return words


def decision_states(game: Game) -> Iterator[State]:
    """The decision states of a random game with the fewest and one with the most seats."""
    for players in sorted({game.min_players, game.max_players}):
        state, rnd = game.new_game(players, 1), random.Random(1)
        while not state.is_terminal:
            if state.is_chance_node:
                state = state.apply(rnd.choice([a for a, _ in state.chance_outcomes()]))
                continue
            yield state
            state = state.apply(rnd.choice(state.legal_actions()))


ONLY_LINES = re.compile(r"[^:]*:\s*\(?(L\d+(-L\d+)?[,; ]*)+\)?\.?")


def unanswered(game: Game, word: str, state: State) -> str | None:
    """Why ``help word`` at ``state`` says nothing of use (None when it answers in words)."""
    said = help_text(game, word, state)
    if said.startswith("no entry"):
        return said
    if ONLY_LINES.fullmatch(said):
        return f"only a line number: {said}"
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_help_answers_every_word_on_screen(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    asked: set[str] = set()
    views: set[str] = set()
    problems: dict[str, str] = {}
    for state in decision_states(game):
        words = menu_words(state)
        for line in state.render(state.current_player).splitlines():
            if line not in views:
                views.add(line)
                words |= screen_words(line)
        for word in sorted(words - asked):
            asked.add(word)
            why = unanswered(game, word, state)
            if why is not None:
                problems[word] = why
    assert len(asked) > 40  # the collector found the screen's words
    assert not problems, "\n".join(f"{w}: {why}" for w, why in sorted(problems.items()))


def test_the_collector_finds_ids_labels_and_headings() -> None:
    line = "  seat A: tools 0/0, sheep [0, 0], window 6 (L371: a remark) S-25 new_workers"
    assert screen_words(line) == {"A", "tools", "sheep", "window", "S-25", "new_workers"}
    assert screen_words("    Lumber yard: green 4, yellow 2") == {"yard", "green", "yellow"}


def test_the_check_fails_on_no_entry_and_on_a_bare_line_number() -> None:
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, 1)
    assert unanswered(game, "zzz", state) is not None
    assert ONLY_LINES.fullmatch("sowing: L960-L964")
    assert ONLY_LINES.fullmatch("sowing: (L960-L964, L12)")
    assert not ONLY_LINES.fullmatch("sowing: action space: sow up to 3 fields (L960-L964)")
