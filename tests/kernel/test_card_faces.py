"""Card faces (issue 23 item 5): every card a seat sees is drawn and printed as its face (name,
cost, condition, effect, points from its YAML), never a bare id, and never a card the seat
cannot see."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import boardrules
from boardrules import State
from boardrules.cards.describe import card_face, card_words
from boardrules.cli.play import card_lines, cards_in_view
from boardrules.svg import Face, Svg, wrap
from tests import play
from tests.picture_helpers import parse, with_class

GAMES = boardrules.list_games()
VARIANT = {"hallertau": "cards"}  # Hallertau's cards are dealt in its cards variant
MAX_BYTES = 400_000  # a picture stays of bounded size
MAX_HEIGHT = 4000


def played(game_id: str, steps: int = 60, seed: int = 3) -> State:
    """A two-seat game after ``steps`` random moves (deterministic)."""
    game = boardrules.load_game(game_id)
    options = {"variant": VARIANT[game_id]} if game_id in VARIANT else {}
    return play.played(game.new_game(2, seed=seed, **options), seed, steps)


def shown(game: boardrules.Game, view: object) -> set[str]:
    """Every entry id an observation names, as a text or as a key (a council's elders)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif isinstance(value, str) and value in game.catalog.cards:
            found.add(value)

    walk(view)
    return found


def faces_drawn(root: ET.Element) -> dict[str, list[ET.Element]]:
    """Each card id drawn as a face, with its drawings."""
    out: dict[str, list[ET.Element]] = {}
    for element in with_class(root, "face"):
        out.setdefault(element.get("data-card") or "", []).append(element)
    return out


def words(element: ET.Element, kind: str) -> str:
    """The text of an element's ``kind`` lines (card-name, card-cost, ...), joined."""
    found = [" ".join(e.itertext()) for e in with_class(element, kind)]
    return " ".join(" ".join(found).split())


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seat", [0, 1, None])
def test_every_card_in_view_is_drawn_as_its_face_and_no_other(
    game_id: str, seat: int | None
) -> None:
    state = played(game_id)
    game = state.game
    svg = state.svg(seat)
    assert len(svg) < MAX_BYTES
    root = parse(svg)
    assert float(root.get("height") or 0) < MAX_HEIGHT
    drawn = faces_drawn(root)
    seen = shown(game, state.view(seat))
    assert drawn, "no face in the picture"
    # hidden information: a face only for a card the seat's observation shows
    assert set(drawn) <= seen, set(drawn) - seen
    # the terminal lists every card the picture shows (Nusfjord's council elders too)
    listed = set(cards_in_view(game, state.view(seat)))
    assert set(drawn) <= listed, set(drawn) - listed
    (sheet,) = with_class(root, "face-sheet")
    on_sheet = faces_drawn(sheet)
    assert set(on_sheet) == set(drawn)  # each face drawn small is also drawn readable
    for card_id, (element,) in on_sheet.items():
        face = card_face(game, card_id)
        assert words(element, "card-name") == (face.name or face.id)
        cost = words(element, "card-cost")
        if face.cost:  # the cost in words, cut with … only if it is long
            said = cost.removeprefix("cost ").rstrip("…")
            assert cost.startswith("cost ") and face.cost.startswith(said[:40]), (cost, face)
        if face.points.isdigit():
            assert words(element, "card-points") == f"{face.points} VP"


@pytest.mark.parametrize("game_id", GAMES)
def test_another_seats_hand_stays_face_down(game_id: str) -> None:
    """A card only seat 1 sees (its hand, its dealt cards) is no face in seat 0's picture."""
    state = played(game_id)
    game = state.game
    mine = shown(game, state.view(1)) - shown(game, state.view(0))
    assert mine or game_id == "kleine_voelker"  # KV: both seats' secrets face down by now
    drawn = set(faces_drawn(parse(state.svg(0))))
    assert not mine & drawn


def test_the_picture_names_the_card_and_its_cost() -> None:
    """Woodcraft's order on display: its cost and reward in words (woodcraft.de.txt
    L1591-L1601 draws a card's dice and reward)."""
    state = played("woodcraft", steps=0)
    game = state.game
    root = parse(state.svg(0))
    card_id = state.view(0)["order_display"][0]
    face = card_face(game, card_id)
    assert face.cost and face.text
    text = " ".join(" ".join(e.itertext()) for e in faces_drawn(root)[card_id])
    assert card_id in text and f"cost {face.cost}" in text and face.text in text


def test_a_face_is_escaped_wrapped_and_cut() -> None:
    face = Face(
        id="X<1>",
        name='a "bad" <name> & more',
        cost="2 wood & 1 <fish>",
        text="word " * 200,
        points="3",
    )
    pic = Svg(300, 200)
    pic.face(10, 10, 140, 90, face)
    pic.face(10, 120, 40, 20, face, size=10)  # a chip: name (cut) and VP on one line
    root = parse(pic.render())
    (big, chip) = with_class(root, "face")
    assert words(big, "card-cost") == "cost 2 wood & 1 <fish>"
    assert words(big, "card-text").endswith("…")  # too long: cut, never spilling out
    assert words(big, "card-points") == "3 VP"
    assert big.get("data-card") == "X<1>"
    assert words(chip, "card-name")
    lines = wrap("one two three four five six", 9, 2)
    assert lines == ["one two", "three…"]
    assert all(len(line) <= 9 for line in wrap("x" * 50, 9, 10))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_terminal_lists_faces_and_help_answers_with_one(game_id: str) -> None:
    state = played(game_id, steps=20)
    game = state.game
    lines = card_lines(state, 0)
    assert lines
    for line, card_id in zip(lines, cards_in_view(game, state.view(0)), strict=True):
        face = card_face(game, card_id)
        assert line.startswith(f"  {card_id}")
        if face.name:
            assert face.name in line
        if face.cost:
            assert f"cost {face.cost}" in line
        if face.points:
            assert f"{face.points} VP" in line
    from boardrules.cli.menu import help_text

    card_id = cards_in_view(game, state.view(0))[0]
    answer = help_text(game, f"help {card_id}"[5:])
    assert card_face(game, card_id).block() in answer
    assert re.search(rf"(^|\n)(- )?{re.escape(card_id)}: ", answer)


def test_the_replay_page_shows_the_faces_and_patterns() -> None:
    """The replay page draws each step as ``State.svg``: the faces, and Kleine Völker's
    patterns, are on it, and another seat's dealt projects are not in seat 0's view."""
    from boardrules.replay import replay_page
    from tests.kernel.test_replay import game_states, page_data, pictures

    states = game_states("kleine_voelker", 2, 3)[:12]
    data = page_data(replay_page(states, seats=[0]))
    last = parse(pictures(data, "0")[-1])
    drawn = faces_drawn(last)
    assert drawn and with_class(last, "pattern")
    assert set(drawn) <= shown(states[-1].game, states[-1].view(0))


def test_show_reads_a_pattern_card_in_words() -> None:
    """``boardrules cards kleine_voelker --show PUB-F1``: the face's words, pattern spelled
    out (kleine_voelker.de.txt L911-L912)."""
    from boardrules.cards.show import show_card

    game = boardrules.load_game("kleine_voelker")
    shown_lines = show_card(game, "PUB-F1").splitlines()
    reads = next(line for line in shown_lines if line.startswith("  reads: "))
    assert "a meadow building of 2+ floors, with a straw building and a leaves building" in reads
    assert "11 VP when claimed" in reads


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("steps", [0, 60, 120])
def test_the_text_view_lists_cards_as_faces_in_words(game_id: str, steps: int) -> None:
    """Issue 23: every card of a hand, a display or a board the text view (``state.render``)
    names is listed as its face in words (id, name, cost or condition, effect, points), never
    as a bare id; the other seat's hidden cards stay out of it."""
    state = played(game_id, steps=steps)
    game = state.game
    for seat in (0, 1):
        text = state.render(seat)
        seen = [c for c in cards_in_view(game, state.view(seat)) if re.search(r"\d", c)]
        named = [c for c in seen if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", text)]
        tools = {c for c in named if game.catalog[c].kind == "tool"}  # a tile, no face (Tool.)
        assert [c for c in named if c not in tools and card_words(game, c) not in text] == []
        hidden = shown(game, state.view(1 - seat)) - shown(game, state.view(seat))
        assert not [c for c in hidden if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", text)]


def test_card_words_cut_a_long_face_at_a_word() -> None:
    """The short face a text view lists: the id and name, then cost, effect and points, cut
    at a word to about the width asked (``help ID`` gives the whole face)."""
    game = boardrules.load_game("nusfjord")
    assert (
        card_words(game, "X-C14")
        == "X-C14 harbor palace (cost 5 wood, 5 fish, 2 gold · 9 VP at the end)"
    )
    short = card_words(game, "X-A10", width=40)
    assert short == "X-A10 builders' yard (cost 3 wood, 1 gold · While owned…)"
