"""Where play stands while a card is dealt or a quarter rolled (issue 23 item 2): with
``chance="explicit"`` every card Hallertau draws and every "?" of a quarter card is a CHANCE
node, and its ``to_move`` form is ``deal`` (where the card goes, from which deck, how many
still go there; in play, the card space used or the gain of cards answered) or ``roll`` (the
quarters named so far, the "?" still to roll) (games/hallertau/position_deals.py,
docs/positions.md). Positions of random games are written with a form and read back as the
same state; the setup's deals read back in their order; a form the table cannot stand at is
refused naming the field."""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from typing import Any

import pytest

from boardrules import InvalidState, State
from tests.hallertau.helpers import GAME
from tests.play import to_move_census, to_move_round_trip

MIXED: dict[str, Any] = {"starter_deck": "0123", "court_deck": "4567"}  # L818-L820
OPTIONS: tuple[dict[str, Any], ...] = ({}, MIXED, {"variant": "cardless"})
# measured in these games: the deals written (777 in all) and the seat counts rolling a "?"
DEALT = {1: 100, 2: 170, 3: 210, 4: 260}
ROLLED = {1, 3}


def playout(players: int, seed: int, **options: Any) -> Iterator[State]:
    """Every state of a random game with ``chance="explicit"``: each card dealt and each "?"
    rolled at random among the outcomes, as each decision."""
    state = GAME.new_game(players, seed, "explicit", **options)
    rng = random.Random(seed * 10 + players)
    while not state.is_terminal:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_position_of_random_games_with_explicit_chance_says_where_play_stands(
    players: int,
) -> None:
    # measured (seeds 0-5, 1-4 seats, default, mixed and cardless decks): every position
    # written with to_move and read back the same, bit for bit, with the same legal actions;
    # 397 of 6131 (seed 0) were written as tasks before the deal and roll forms
    said, tasks = to_move_census(
        s for options in OPTIONS for seed in (0, 1) for s in playout(players, seed, **options)
    )
    assert not tasks, tasks
    # L222-L227: a quarter card is revealed with 1-3 players, a "?" of it rolled (A2)
    assert set(said) & {"deal", "roll"} == ({"deal", "roll"} if players in ROLLED else {"deal"})
    assert said["deal"] > DEALT[players], said  # 600 in all before the nineteenth session


def test_the_setup_deals_each_village_in_seat_order_then_reveals_a_quarter_card() -> None:
    # L241: 6 court cards face down on the stable board; L243: 4 starter cards and 1 point
    # card into the hand; seat by seat; then (1-3 players) round 1's quarter card (L222-L227)
    state = GAME.new_game(2, 0, "explicit")
    seen: list[dict[str, Any]] = []
    while state.decision == "chance":
        where = to_move_round_trip(state, state.position()["to_move"]["decision"])
        seen.append(where)
        state = state.apply(state.legal_actions()[0])
    court = {"decision": "deal", "deal": "stable_board"}
    assert seen[0] == {**court, "seat": 0, "dealing": 6}
    assert seen[5] == {**court, "seat": 0}
    assert seen[6] == {
        "decision": "deal",
        "seat": 0,
        "deal": "hand",
        "deck": "starter",
        "dealing": 4,
    }
    assert seen[10] == {"decision": "deal", "seat": 0, "deal": "hand", "deck": "point"}
    assert seen[11] == {**court, "seat": 1, "dealing": 6}
    start = state.data.start
    assert seen[22]["decision"] == "deal" and seen[22]["deal"] == "quarter_card"
    assert seen[22]["seat"] == start and len(seen) in (23, 24)  # a "?" is rolled (A2)


def test_a_card_drawn_on_a_card_space_and_by_a_cards_gain() -> None:
    """L445-L451: the card space gives a card of its deck; L279-L285: a card's gain of cards
    draws them one by one, the answered gain written as its own form."""
    spaces: list[dict[str, Any]] = []
    gains: list[dict[str, Any]] = []
    for state in playout(2, 0, **MIXED):
        if state.decision != "chance":  # a deal is a CHANCE node (deal or roll)
            continue
        where = state.position()["to_move"]
        if where.get("deal") == "drawn":
            (spaces if "space" in where else gains).append(where)
    assert spaces and gains
    assert {w["space"] for w in spaces} <= {
        "starter_card",
        "court_card",
        "bonus_card",
        "point_card",
    }
    assert all(w["answered"]["decision"] in ("gain", "use_space") for w in gains)


def drawing() -> State:
    """Seat 0 of a 2-player game with explicit chance, a card to draw from the bonus card
    space (L445-L451)."""
    state = GAME.new_game(2, 3, "explicit")
    while state.decision == "chance":
        state = state.apply(state.legal_actions()[0])
    return state


def test_a_deal_built_from_its_form() -> None:
    # L445-L451: seat 0 used the bonus card space; the card comes, then the window
    ed = drawing().edit().set("phase", "actions")
    where = {"decision": "deal", "seat": 0, "deal": "drawn", "deck": "bonus", "space": "bonus_card"}
    state = ed.to_move(**where).state()
    assert state.decision == "chance" and state.position()["to_move"] == where
    top = GAME.state_from_position(state.position()).data.decks["bonus"]
    assert {str(a) for a in state.legal_actions()} == {f"deal {c}" for c in top}


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ({"deal": "drawn", "deck": "bonus", "space": "starter_card"}, "the bonus deck's space"),
        ({"deal": "drawn", "deck": "bonus"}, "space, answered"),
        ({"deal": "drawn", "deck": "bonus", "space": "bonus_card", "dealing": 99}, "holds"),
        ({"deal": "drawn", "deck": "bonsu", "space": "bonus_card"}, "deck"),
        ({"deal": "hand", "deck": "starter"}, "dealt at the setup (round 0"),
        ({"deal": "quarter_card"}, "a quarter card is revealed"),
        ({"deal": "drawn", "deck": "bonus", "space": "bonus_card", "card": "022"}, "card:"),
        (
            {"deal": "drawn", "deck": "bonus", "answered": {"decision": "turn", "seat": 0}},
            "answered: seat 0's gain of bonus cards",
        ),
    ],
)
def test_an_impossible_deal_is_refused_naming_the_field(where: dict[str, Any], words: str) -> None:
    ed = drawing().edit().set("phase", "actions")
    with pytest.raises(InvalidState, match="position: to_move") as err:
        ed.to_move(decision="deal", seat=0, **where).state()
    assert words in str(err.value)


def quartering() -> Any:
    """An editor over round 2's phase 1 of a 2-player game, the quarter card not yet
    revealed (L341-L346)."""
    return quarter_card_to_reveal().edit()


@functools.cache
def quarter_card_to_reveal() -> State:
    """The state of ``quartering`` (a state does not change: played once a worker)."""
    for state in playout(2, 0):
        if state.data.round == 2 and state.decision == "chance":  # a deal or a roll
            if state.position()["to_move"].get("deal") == "quarter_card":
                return state
    raise AssertionError("no quarter card revealed in round 2")


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ({"quarters": [1, 1]}, "each a quarter 1-4, once"),
        ({"quarters": [1, 2], "rolls": 3}, "rolls 3: 1..2"),
        ({"quarters": [5]}, "each a quarter 1-4"),
    ],
)
def test_an_impossible_roll_is_refused_naming_the_field(where: dict[str, Any], words: str) -> None:
    ed = quartering()
    with pytest.raises(InvalidState, match="position: to_move") as err:
        ed.to_move(decision="roll", seat=ed.get("start_player"), **where).state()
    assert words in str(err.value)


def test_a_roll_built_from_its_form() -> None:
    # digest A2: a "?" of the quarter card is one of the quarters it does not name
    ed = quartering()
    where = {"decision": "roll", "seat": ed.get("start_player"), "quarters": [2]}
    state = ed.to_move(**where).state()
    assert state.decision == "chance" and len(state.legal_actions()) == 3
    assert state.position()["to_move"] == where
