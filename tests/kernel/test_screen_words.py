"""Words on every screen (issue 23): in random games of every game, the terminal's menus, its
final score sheet, its list of the cards a seat sees and the pictures' subtitles say things in
words, never as raw keys with underscores or internal decision names; a menu's words typed back
are the action they show."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

import boardrules
from boardrules.cli.common import score_table
from boardrules.cli.menu import menu_lines, spoken, typed
from boardrules.cli.play import card_lines, cards_in_view
from boardrules.engine import State
from boardrules.svg import status_line

GAMES = ("woodcraft", "woodcraft_rw", "kleine_voelker", "nusfjord", "hallertau")
RAW_KEY = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")  # sheep_breeding, free_spaces, 1_orders


def games_of(game_id: str, count: int = 2) -> Iterator[State]:
    """Every decision state of ``count`` random two-seat games, and each game's end."""
    game = boardrules.load_game(game_id)
    for seed in range(count):
        state, rnd = game.new_game(2, seed), random.Random(seed)
        while not state.is_terminal:
            yield state
            state = state.apply(rnd.choice(state.legal_actions()))
        yield state


def raw(text: str) -> list[str]:
    """The raw keys of a text: words joined by underscores, but for a rulebook's file name."""
    return [k for k in RAW_KEY.findall(text) if not re.search(rf"{k}\.(de|pl)\b", text)]


@pytest.mark.parametrize("game_id", GAMES)
def test_screens_say_words_not_keys(game_id: str) -> None:
    problems: dict[str, str] = {}
    decisions = set()
    for state in games_of(game_id):
        game = state.game
        if state.is_terminal:
            for row in score_table(state).splitlines()[2:]:
                for key in raw(row):
                    problems.setdefault(f"score sheet: {key}", row)
            continue
        decisions.add(state.decision)
        for line in menu_lines(state):
            shown = line.split(".", 1)[1].strip().split("  ")[0]
            for key in raw(shown):
                problems.setdefault(f"menu: {key}", line)
        for action in state.legal_actions():
            assert typed(state, spoken(action)) == action, spoken(action)
        status = status_line(game, state.view(state.current_player))
        if state.decision in game.menus.decisions:
            assert f"({state.decision})" not in status, status
            assert not raw(status), status
        seat = state.current_player
        lines, cards = card_lines(state, seat), cards_in_view(game, state.view(seat))
        for line, card in zip(lines, cards, strict=True):
            # an id alone is not a face: a name or the kind of thing follows it
            assert not line.strip().startswith(f"{card} ·"), line
    assert len(decisions) > 3
    assert not problems, "\n".join(f"{k}: {v}" for k, v in sorted(problems.items()))


def test_the_check_finds_a_raw_key() -> None:
    assert raw("free_spaces  -1  0") == ["free_spaces"]
    assert raw("Rules: kleine_voelker.de.txt L918") == []
    assert raw("place sheep breeding") == []


def test_a_score_category_reads_in_the_rulebooks_words() -> None:
    from boardrules.menus import score_word

    nusfjord = boardrules.load_game("nusfjord")
    assert score_word(nusfjord, "free_spaces") == "free building spaces, -1 each"  # L653
    kv = boardrules.load_game("kleine_voelker")
    assert score_word(kv, "secret_1_SEC-F1") == "secret project 1, SEC-F1 (Cabaret)"
    assert score_word(kv, "total") == "total"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_seat_to_move_reads_its_own_question_on_its_picture(game_id: str) -> None:
    """A picture's subtitle says the exact question the terminal asks the seat to move (its
    card, its counts), without the rulebook lines; the pictures of the other seats and the
    public one say the decision's general words, which show nothing of the mover's hand."""
    from boardrules.menus import picture_view, question
    from boardrules.svg import LINE_REFS

    exact = 0
    for state in games_of(game_id, count=1):
        if state.is_terminal or state.current_player < 0:
            continue
        mover = state.current_player
        asked = LINE_REFS.sub("", question(state))
        assert "(L" not in asked, asked
        mine = status_line(state.game, picture_view(state, mover))
        assert mine.endswith(asked), (mine, asked)
        theirs = status_line(state.game, picture_view(state, 1 - mover))
        assert theirs == status_line(state.game, state.view(1 - mover))
        assert "question" not in picture_view(state, None)
        start = mine[:60].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert start in state.svg(mover), start
        exact += mine != theirs
    assert exact > 0  # some question says more than the general words


def test_a_long_question_is_cut_to_the_picture_with_the_whole_line_as_its_tip() -> None:
    from boardrules.svg import STATUS_CHARS, Svg, status

    game = boardrules.load_game("nusfjord")
    view = {"decision": "use_now", "to_move": 1, "question": "Elder E04 (L572): " + "x" * 200}
    pic = Svg(800, 100)
    status(pic, game, view)
    text = pic.render()
    line = "to move: seat B, Elder E04: " + "x" * 200
    assert f">{line[: STATUS_CHARS - 1]}…<title>{line}</title>" in text


def test_a_card_choice_asks_in_words_without_the_notations_indices() -> None:
    # a newcomer read "Saw bonus saw-age-3 (...): choose one of 2 effects (in the card's order:
    # choose 0, choose 1)": the options say each effect, the question needs no `choose 0`
    from boardrules.menus import question

    asked = sawn = 0
    for state in games_of("woodcraft", count=6):
        if state.is_terminal or state.current_player < 0:
            continue
        text = question(state)
        if "choose one of" in text:
            asked += 1
            assert "choose 0" not in text and text.endswith(" effects"), text
        if text.startswith("Saw (L857-L865)"):  # once "(1 pips left on it)"
            sawn += 1
            assert re.search(r"\(pips left on it: \d\)$", text), text
    assert asked > 0 and sawn > 0
