"""The buildings back in the box and out of the game have a place in Nusfjord's table and
position (issue 23): ``box`` (face down: with 1-2 seats the A and B buildings not laid out,
L249, L675; the mixed game's, L669; those home-and-away's first game laid out, L665; those the
campaign set aside, L710-L712) and ``removed`` (face up: the Investorin, L882; the campaign's
buildings built before, L710). So every building of the game lies in one place at every seat
count, and a document or saved game that drops one is refused naming it, where before a
dropped building read as boxed or removed."""

from __future__ import annotations

import copy
import json
import random
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from boardrules.saving import migrate
from tests.nusfjord.helpers import GAME
from tests.nusfjord.test_elders import use, with_elder
from tests.nusfjord.test_variants import deck_copy
from tests.play import act

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.campaign import campaign_game
    from games.nusfjord.game import Nusfjord
else:
    from boardrules.games.nusfjord.campaign import campaign_game
    from boardrules.games.nusfjord.game import Nusfjord

DROPPED = r"buildings: building lies nowhere: {} \(put it in .*box or removed\)"


@pytest.fixture(scope="module")
def three_decks() -> Nusfjord:
    return Nusfjord(extra_cards=deck_copy("Y") + deck_copy("Z"))


def deck(game: Nusfjord, name: str, letters: str = "ABC") -> set[str]:
    return {c for c in game.deck_cards(name) if game.buildings[c].prop_str("letter") in letters}


def doc_of(state: State) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(json.dumps(state.position()))
    return out


def refused_when_dropped(state: State, place: str) -> None:
    """A building taken out of ``place`` (``box`` or ``removed``) lies nowhere: refused naming
    it; put back, the document reads as the state."""
    doc = doc_of(state)
    card = doc["data"][place].pop()
    with pytest.raises(InvalidState, match=DROPPED.format(card)):
        state.game.state_from_position(doc)
    doc["data"][place].append(card)
    assert state.game.state_from_position(doc).data.box == state.data.box


@pytest.mark.parametrize("players", [1, 2])
def test_with_1_2_seats_the_a_and_b_not_laid_out_go_in_the_box(players: int) -> None:
    # L249: only with 2 players the remaining A and B buildings go back into the box; L675:
    # the solo game is set up as for 2 players
    state = GAME.new_game(players, seed=4)
    d = state.data
    assert set(d.box) == deck(GAME, "X", "AB") - {*d.display_a, *d.display_b}
    assert len(d.box) == 18 + 12 - 9 - 6 and d.box == tuple(sorted(d.box))
    assert state.observation(0)["box"] == 15  # face down: counted, not named
    assert doc_of(state)["data"]["box"] == list(d.box)
    refused_when_dropped(state, "box")


def test_with_3_5_seats_the_box_stays_empty() -> None:
    # L249: only with 2 players do the A and B buildings go back; with more they stay in play
    state = GAME.new_game(4, seed=2)
    assert state.data.box == () and state.observation(1)["box"] == 0
    doc = doc_of(state)
    card = doc["data"]["piles"]["A"].pop(0)  # dropped from the document: bad input, by hand
    with pytest.raises(InvalidState, match=DROPPED.format(card)):
        GAME.state_from_position(doc)
    ed = state.edit().move(card, "box")  # the top A building put in the box
    with pytest.raises(InvalidState, match=rf"box\[0\]: {card}: with 3-5 seats the deck's"):
        ed.state()


def test_home_and_away_boxes_what_the_first_game_laid_out() -> None:
    # L665: the second game lays out what the first put back in the box; the first game's
    # display goes in the box with the rest (L249)
    first = GAME.new_game(2, 3, home_and_away="first").data
    second = GAME.new_game(2, 3, home_and_away="second")
    assert {*first.display_a, *first.display_b} <= set(second.data.box)
    assert set(second.data.box) == deck(GAME, "X", "AB") - {
        *second.data.display_a,
        *second.data.display_b,
    }
    refused_when_dropped(second, "box")


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_mixed_game_boxes_the_rest_of_its_three_decks(
    three_decks: Nusfjord, players: int
) -> None:
    # L669: 3 A and 2 B of each of three decks; the rest of those decks' A and B go back to
    # the box, and with 1-2 seats those of the deck played too (L249, L675)
    state = three_decks.new_game(players, 5, mixed="X+Y+Z", deck="Y")
    d = state.data
    ab = set().union(*(deck(three_decks, name, "AB") for name in "XYZ"))
    kept = deck(three_decks, "Y", "AB") if players > 2 else set()
    assert set(d.box) == ab - {*d.display_a, *d.display_b} - kept
    assert three_decks.check_data(d) == []
    refused_when_dropped(state, "box")


def test_the_investorin_puts_a_building_out_of_the_game() -> None:
    # L882: remove a building from the own harbor board and take it out of the game
    opts = {"elders": "variants"}
    state = use(with_elder("E14*", 4, opts, spaces=["X-A01"] + [None] * 10), "E14*")
    state = act(state, "remove X-A01")
    assert state.data.removed == ("X-A01",)
    assert state.observation(2)["removed"] == ["X-A01"]  # face up
    assert GAME.check_data(state.data) == []
    refused_when_dropped(state, "removed")


def test_the_campaign_removes_the_buildings_built_and_boxes_the_rest() -> None:
    # L710: after each of the first two games the buildings built leave the game, the
    # unbuilt A and B are set aside; L712: the second game lays out those not laid out
    rnd = random.Random(1)
    first = GAME.new_game(1, seed=1)
    while not first.is_terminal:
        first = first.apply(rnd.choice(first.legal_actions()))
    built = set(GAME.built(first.data.harbors[0]))
    second = campaign_game(2, [first], seed=2)
    d = second.data
    assert set(d.removed) == built and built
    assert set(d.box) == deck(GAME, "X", "AB") - built - {*d.display_a, *d.display_b}
    assert set(d.pile_c) == deck(GAME, "X", "C") - built
    refused_when_dropped(second, "removed")
    refused_when_dropped(second, "box")


def test_the_editor_moves_a_building_into_the_box() -> None:
    # L249: a building back in the box leaves the display; the seats see one more boxed
    state = GAME.new_game(2, seed=1)
    card = state.data.display_a[0]
    ed = state.edit()
    assert ed.where(state.data.box[0]) == "box"
    moved = ed.move(card, "box").state()
    assert card in moved.data.box and card not in moved.data.display_a
    assert moved.observation(0)["box"] == state.observation(0)["box"] + 1
    out = GAME.new_game(2, seed=1).edit().move(card, "removed").state()
    assert out.data.removed == (card,) and out.observation(1)["removed"] == [card]


def test_a_save_without_the_box_is_refused_naming_it_and_migrated() -> None:
    # a save of the version before (no box, removed in its data) names the fields; migrate
    # replays its moves into the new shape
    rnd = random.Random(2)
    state = GAME.new_game(2, seed=2)
    for _ in range(60):
        state = state.apply(rnd.choice(state.legal_actions()))
    old = copy.deepcopy(json.loads(state.to_json()))
    del old["data"]["box"], old["data"]["removed"]
    text = json.dumps(old)
    with pytest.raises(InvalidState, match=r"required field missing @ \$\.box"):
        GAME.state_from_json(text)
    migrated, notes = migrate(GAME, text)
    assert migrated.data == state.data
    assert "data.box differs from the saved game's" in notes


GAMES: list[tuple[int, dict[str, Any]]] = [
    (1, {}),
    (1, {"variant": "solo_advanced"}),
    (2, {}),
    (2, {"home_and_away": "second"}),
    (2, {"elders": "variants", "forgotten": True}),
    (3, {"elders": "variants"}),
    (4, {"elders": "variants", "forgotten": True}),
    (5, {"elders": "variants"}),
]


@pytest.mark.parametrize(("players", "options"), GAMES)
def test_random_games_hold_every_building_and_read_back(
    players: int, options: dict[str, Any]
) -> None:
    # every building of the deck (L244) and every elder of the setup (L231-L241) lies in one
    # place at every step, the box and out of the game included; the position reads back
    for seed in range(2):
        rnd = random.Random(seed)
        state = GAME.new_game(players, seed=seed, **options)
        step = 0
        while not state.is_terminal:
            if step % 15 == 0:
                assert GAME.check_data(state.data) == []
                back = GAME.state_from_position(doc_of(state))
                assert (back.data.box, back.data.removed) == (state.data.box, state.data.removed)
            state = state.apply(rnd.choice(state.legal_actions()))
            step += 1
        assert GAME.check_data(state.data) == []
        lying = {*state.data.box, *state.data.removed, *state.data.pile_c}
        lying |= {*state.data.display_a, *state.data.display_b, *state.data.display_c}
        lying |= {*state.data.pile_a, *state.data.pile_b}
        lying |= {c for h in state.data.harbors for c in (*h.spaces, *h.beside, *h.hand) if c}
        assert lying == deck(GAME, "X")
