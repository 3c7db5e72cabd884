"""The kernel's picture parts: the SVG writer, seat colours, card descriptions, State.svg."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

import boardrules
from boardrules import svg
from boardrules.cards import describe
from boardrules.ids import NO_SEAT
from boardrules.svg import SEAT_COLORS, SEAT_LETTERS, Svg
from boardrules.testing import draws_pictures
from tests.picture_helpers import parse, text

GAMES = boardrules.list_games()
DRAWN = [g for g in GAMES if draws_pictures(boardrules.load_game(g))]


@pytest.mark.parametrize("module", [svg, describe], ids=lambda m: m.__name__)
def test_the_module_examples_run(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed


def test_texts_and_attributes_are_escaped() -> None:
    pic = Svg(100, 50, title='a "quoted" <title>')
    pic.text(1, 2, "</svg><script>alert(1)</script> & more", tip="x < y & 'z'")
    pic.rect(0, 0, 5, 5, class_='evil" onload="x', tip="]]>")
    root = parse(pic.render())
    assert root.find("{http://www.w3.org/2000/svg}script") is None
    assert "</svg><script>alert(1)</script> & more" in text(root)
    assert 'evil" onload="x' in [e.get("class") for e in root.iter()]


def test_seat_colours_are_distinct_and_each_seat_has_a_letter() -> None:
    assert len(set(SEAT_COLORS)) == len(SEAT_COLORS) == len(SEAT_LETTERS)
    pic = Svg(60, 30)
    pic.seat_token(15, 15, 2)
    assert "C" in text(parse(pic.render()))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_entry_is_described_in_words(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    for card in game.catalog.cards.values():
        words = game.describe_card(card.id)
        assert words and "{" not in words and "None" not in words, (card.id, words)


def test_every_game_draws_pictures() -> None:
    assert set(DRAWN) == set(GAMES)


@pytest.mark.parametrize("game_id", DRAWN)
def test_a_state_shows_its_public_picture_in_a_notebook(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    state = game.new_game(game.min_players if game.min_players > 1 else 2, seed=2)
    assert state._repr_svg_() == state.svg() == state.svg(None)
    assert state.view() == game.observation(state.data, NO_SEAT)
    assert parse(state.svg(0)).get("width") == "800"


def test_a_seat_outside_the_game_is_refused(game: boardrules.Game) -> None:
    state = game.new_game(2, seed=1)
    with pytest.raises(ValueError, match="no seat 2"):
        state.svg(2)


def test_a_phrase_can_read_its_whole_parameter_and_a_modifier_its_keys() -> None:
    """``{expr}`` reads the parameter as one expression; ``mod:KEY`` phrases a modifier."""
    words = describe.Describer(
        {"do:catch": "catch {expr} fish", "mod:discount": "it costs {value} less"}
    )
    assert words.effect({"catch": {"add": [4, {"count": "buildings"}]}}) == (
        "catch 4 + the number of buildings fish"
    )
    assert words.modifier({"discount": {"wood": 1}, "limit": 12}) == (
        "it costs 1 wood less and limit 12"
    )
