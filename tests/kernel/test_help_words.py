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
from boardrules.actions import ChooseBranch
from boardrules.cli.menu import help_text, spoken
from boardrules.engine import Game, State
from boardrules.menus import first_sentence, menu, question, with_articles

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


# English words a line may put before a number or a colon ("2 of 6", "all 3 cells",
# "Example:"): prose, not the table's words
ENGLISH = frozenset(
    "a an and or of the to in on at by for from with all each every per than then when if not"
    " no none is are be it its this that up out off over under after before Example".split()
)


def screen_words(line: str) -> set[str]:
    """The ids, labels and headings of a line of a text view."""
    while ASIDE.search(line):
        line = ASIDE.sub(" ", line)
    line = line.split("(", 1)[0]  # a face cut short at the line's end: (cost 2 wood · ...…
    found = set(ID.findall(line)) | set(LABEL.findall(line))
    heading = HEADING.match(line)
    if heading:
        found.add(heading[1])
    return found - ENGLISH


def menu_words(state: State) -> set[str]:
    """Every word of every option's notation and of its form on the menu (``place sheep
    breeding``), and the card ids and words_with_underscores in what the options say (the rest
    of it is English)."""
    cards = state.game.catalog.cards
    words: set[str] = set()
    for action, said in menu(state):
        words.update(str(action).split())
        words.update(spoken(action).split())
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


# --- the decisions' words come from the menu table, not docstrings (item 2) ---------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_help_of_each_decision_says_its_question_from_the_menu_table(game_id: str) -> None:
    """``help DECISION`` with another decision pending answers with the decision's question in
    general words (``Menus.decisions``), never its record's docstring."""
    from boardrules.cli.menu import decision_records

    game = boardrules.load_game(game_id)
    for name, record in decision_records(game).items():
        said = help_text(game, name)
        assert name in game.menus.decisions, name
        assert said.endswith(f"{name} (a decision): {game.menus.decisions[name]}"), said
        assert first_sentence(record.__doc__) not in said or not record.__doc__, said


@pytest.mark.parametrize("game_id", GAMES)
def test_help_of_each_action_word_says_what_it_does_from_the_menu_table(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    for word in game.kinds:
        if word in ("retired", "roll", "deal"):
            continue
        assert word in game.menus.actions, word
        assert f"{word} (an action): {game.menus.actions[word]}" in help_text(game, word)


# --- an option's number and what it picks agree (item 3) ---------------------------------------
NUMBERED = re.compile(r"\b(branch|tier|option|position|place|column|cell|crate) (\d+)\b")


@pytest.mark.parametrize("game_id", GAMES)
def test_no_option_says_another_number_than_its_notation(game_id: str) -> None:
    """``choose 0`` said as ``branch 1`` (the notation counts from 0, the words from 1) was the
    newcomer's complaint: an option's words number a branch, tier, place ... only by a number
    its notation holds, and ``choose k`` gets no number beside it at all."""
    game = boardrules.load_game(game_id)
    problems = []
    for state in decision_states(game):
        for action, said in menu(state):
            numbers = set(str(action).split()[1:])
            if isinstance(action, ChooseBranch) and NUMBERED.search(said):
                problems.append(f"{action}: {said}")
            for _, n in NUMBERED.findall(said.split(":")[0]):
                if numbers and n not in numbers and str(action).split()[0] in ("choose", "board"):
                    problems.append(f"{action}: {said}")
    assert not problems, "\n".join(problems[:10])


def test_a_guest_boards_the_ship_its_notation_names() -> None:
    from games.nusfjord.actions import BoardGuest
    from games.nusfjord.menus import say_board

    game = boardrules.load_game("nusfjord")
    state = game.new_game(2, 1).edit().set("harbors[0].track", ["sloop", "cutter"]).state()
    data = state.data

    class Asking:  # the anytime decision of seat A
        seat = 0

    assert say_board(game, data, Asking(), BoardGuest(1)).startswith(
        "a guest boards your cutter at place 1 of your fishing track"
    )


# --- seats are named one way everywhere (item 7) -----------------------------------------------
SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d|\b[Pp]layer \d")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_interface_names_seats_by_letter(game_id: str) -> None:
    """The text view, the menus, the pictures and the replay page say ``seat B`` for player 1
    (as ``--human B`` and ``render --seat B`` take it), never ``seat 1`` or ``player 1``."""
    from boardrules.replay import replay_page

    game = boardrules.load_game(game_id)
    state, rnd = game.new_game(3, 2), random.Random(2)
    states: list[State] = []
    while len(states) < 30 and not state.is_terminal:
        if state.is_chance_node:
            state = state.apply(rnd.choice([a for a, _ in state.chance_outcomes()]))
            continue
        states.append(state)
        state = state.apply(rnd.choice(state.legal_actions()))
    for state in states[::6]:
        for seat in range(state.players):
            shown = [state.render(seat), question(state), *(w for _, w in menu(state))]
            shown.append(state.svg(seat))
            for text in shown:
                assert not SEAT_NUMBER.search(text), SEAT_NUMBER.findall(text)
        assert "seat B" in state.render(1) and "seat B" in state.svg(1)
    page = replay_page(states[:3], [None, 0, 1])
    assert "seat B" in page and not SEAT_NUMBER.search(page), SEAT_NUMBER.findall(page)


# --- a or an (item 4) --------------------------------------------------------------------------
def test_an_before_a_vowel_sound() -> None:
    assert with_articles("a any-colour 2 die") == "an any-colour 2 die"
    assert with_articles("a 8 die, a 11, a 18 and a 1 die") == "an 8 die, an 11, an 18 and a 1 die"
    assert with_articles("a used tile, a unique card, a one-use token") == (
        "a used tile, a unique card, a one-use token"
    )
    assert with_articles("A order. A yellow die") == "An order. A yellow die"
    assert with_articles("seat A ends; seat A: an order") == "seat A ends; seat A: an order"


WRONG_ARTICLE = re.compile(r"(?<![\w-])a (?:[aeio]|8|11\b|18\b)", re.I)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_face_says_an_before_a_vowel(game_id: str) -> None:
    from boardrules.cards.describe import card_face

    game = boardrules.load_game(game_id)
    if game_id == "woodcraft_rw":  # the newcomer's example
        assert "an any-colour 2 die" in game.describe_card("I-02")
    wrong = [
        f"{card}: {text}"
        for card in game.catalog.cards
        for text in [card_face(game, card).words()]
        if WRONG_ARTICLE.search(text.replace("A ", "x "))
    ]
    assert not wrong, "\n".join(wrong[:5])


def test_help_reads_a_word_of_several_words_in_any_case() -> None:
    game = boardrules.load_game("woodcraft")
    assert help_text(game, "Lumber yard").startswith("Lumber yard: the 6 dice on the wheel board")
    assert "\n  - yard (lumber yard): the 6 dice" in help_text(game, "yard")  # and a parameter
    assert help_text(game, "Tiles").startswith("Tiles means several things here:")
    hallertau = boardrules.load_game("hallertau")
    assert help_text(hallertau, "window").startswith("window: the number in the window of your")
    assert help_text(hallertau, "new_workers").startswith("new_workers: phase 2 of a round: ")
    assert "lines 960-964 of the rulebook hallertau.de.md" in help_text(hallertau, "L960-L964")


def test_help_reads_a_name_shown_with_its_words_spaced() -> None:
    """The menu and the move lines show ``place clear cut`` (nusfjord.de.md L506-L519: Fell);
    ``help clear cut`` answers for the space ``clear_cut`` even when it is not on the menu, and
    the text view's worker line spaces the name too."""
    game = boardrules.load_game("nusfjord")
    state = game.new_game(2, 2)
    said = help_text(game, "clear cut", state)
    assert said.startswith("clear cut (clear_cut):") and "remove one forest strip" in said
    state = state.apply(game.parse_action(state, "place clear_cut"))
    workers = next(line for line in state.render().splitlines() if line.startswith("workers:"))
    assert "clear cut" in workers and "clear_cut" not in workers
    hallertau = boardrules.load_game("hallertau")
    assert "1 sheep and 1 meat (L966-L968)" in help_text(hallertau, "weekly market")
