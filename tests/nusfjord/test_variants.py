"""The variants of nusfjord.de.md L661-L669: home-and-away and the mixed game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
import yaml

from boardrules.datafiles import data_dir
from boardrules.testing import conformance_tests
from tests.nusfjord.helpers import GAME
from tests.play import played

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.game import Nusfjord
else:
    from boardrules.games.nusfjord.game import Nusfjord


def letter_of(game: Nusfjord, cards: list[str]) -> list[str]:
    return [game.buildings[c].prop_str("letter") for c in cards]


# --- home-and-away (L663-L665) ------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_the_second_game_lays_out_what_the_first_put_back_in_the_box(seed: int) -> None:
    # L665: a deck holds the A and B buildings of two 2-player games (2 x 9 A, 2 x 6 B);
    # L249: at two players the A and B not laid out go back to the box; the second game lays
    # them out. Every C building is in both games.
    first = GAME.new_game(2, seed, home_and_away="first").data
    second = GAME.new_game(2, seed, home_and_away="second").data
    deck = {c for c, e in GAME.buildings.items() if e.deck == "X"}
    a_deck = {c for c in deck if GAME.buildings[c].prop("letter") == "A"}
    b_deck = {c for c in deck if GAME.buildings[c].prop("letter") == "B"}
    c_deck = deck - a_deck - b_deck
    for d in (first, second):
        assert len(d.display_a) == 9 and len(d.display_b) == 6  # L245
        assert not d.pile_a and not d.pile_b  # L249
        assert set(d.pile_c) == c_deck and len(c_deck) == 14  # L665: all 14 C
    assert set(first.display_a) | set(second.display_a) == a_deck
    assert set(first.display_b) | set(second.display_b) == b_deck
    # the first game is the ordinary 2-player game of that seed
    plain = GAME.new_game(2, seed).data
    assert (first.display_a, first.display_b) == (plain.display_a, plain.display_b)


def test_each_of_the_two_begins_one_game() -> None:
    # L665: "So könnt ihr beide jeweils eine Partie beginnen" (digest section 11).
    for seed in range(4):
        assert GAME.new_game(2, seed, home_and_away="first").data.first == 0
        assert GAME.new_game(2, seed, home_and_away="second").data.first == 1


def test_home_and_away_is_a_two_player_variant() -> None:
    for players in (1, 3, 4, 5):  # L665: "im Spiel zu zweit"
        with pytest.raises(ValueError, match="two players"):
            GAME.new_game(players, 1, home_and_away="second")
    with pytest.raises(ValueError):
        GAME.new_game(2, 1, home_and_away="third")


def test_both_games_play_to_the_end() -> None:
    for leg in ("first", "second"):
        end = played(GAME.new_game(2, 3, home_and_away=leg), 3)
        assert end.is_terminal and end.data.options["home_and_away"] == leg


TestConformanceAway = conformance_tests(
    "nusfjord", players=[2], options={"home_and_away": "second"}, max_examples=2
)


# --- the mixed game (L667-L669) ---------------------------------------------------------------
def deck_copy(name: str) -> str:
    """Deck X again as deck ``name`` (ids ``name-A01``...): a stand-in for a second printed deck
    a player adds (docs/games/nusfjord.md, "Adding a printed deck"). Only the 44 buildings of
    the deck are copied, not the entries of other sets a contributor adds to its file."""
    entries = yaml.safe_load((data_dir("nusfjord") / "deck_x.yaml").read_text(encoding="utf-8"))
    deck = {
        f"{name}-{card_id[2:]}": {**entry, "deck": name}
        for card_id, entry in entries.items()
        if entry.get("deck") == "X"
        and entry.get("set", "base") == "base"
        and "replaces" not in entry
    }
    assert len(deck) == 44  # 18 A, 12 B and 14 C (L104-L105)
    return yaml.safe_dump(deck, sort_keys=False, allow_unicode=True)


@pytest.fixture(scope="module")
def three_decks() -> Nusfjord:
    return Nusfjord(extra_cards=deck_copy("Y") + deck_copy("Z"))


def test_the_mixed_option_names_three_decks_of_the_data(three_decks: Nusfjord) -> None:
    assert GAME.options["mixed"].choices == ("",)  # one deck shipped: no mixed game
    assert three_decks.options["mixed"].choices == ("", "X+Y+Z")
    assert three_decks.options["deck"].choices == ("X", "Y", "Z")
    with pytest.raises(ValueError):
        GAME.new_game(3, 1, mixed="X+Y+Z")


@pytest.mark.parametrize(("players", "deck"), [(3, "Y"), (4, "X"), (2, "Z")])
def test_three_a_and_two_b_of_each_deck(three_decks: Nusfjord, players: int, deck: str) -> None:
    # L669: 3 A and 2 B of each of three decks at setup; the buildings coming later (round
    # spaces 3-5, L396-L402) from one deck (the deck option).
    d = three_decks.new_game(players, 5, mixed="X+Y+Z", deck=deck).data
    for name in ("X", "Y", "Z"):
        assert sum(c.startswith(name + "-") for c in d.display_a) == 3
        assert sum(c.startswith(name + "-") for c in d.display_b) == 2
    assert set(letter_of(three_decks, d.display_a)) == {"A"}
    assert set(letter_of(three_decks, d.display_b)) == {"B"}
    for pile in (d.pile_a, d.pile_b, d.pile_c):
        assert all(c.startswith(deck + "-") for c in pile)
    assert len(d.pile_c) == 14
    if players > 2:  # the deck's own displayed cards are not drawn again
        assert len(d.pile_a) == 15 and len(d.pile_b) == 10
        assert not set(d.pile_a) & set(d.display_a)
    else:  # L249
        assert not d.pile_a and not d.pile_b


def test_the_mixed_game_plays_to_the_end(three_decks: Nusfjord) -> None:
    for players in (1, 3, 5):
        end = played(three_decks.new_game(players, 2, mixed="X+Y+Z", deck="Z"), 2)
        assert end.is_terminal


def test_home_and_away_is_not_mixed(three_decks: Nusfjord) -> None:
    with pytest.raises(ValueError, match="one deck"):
        three_decks.new_game(2, 1, mixed="X+Y+Z", home_and_away="first")
