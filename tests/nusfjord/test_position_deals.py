"""Where play stands while the deck deals (issue 23 item 2): with ``chance="explicit"`` every
card Nusfjord draws (games/nusfjord/draws.py) is a CHANCE node, and its ``to_move`` form is
``deal`` (games/nusfjord/position_deals.py, docs/positions.md): where the card goes and how
many are still to deal there. Every position of random games is written with a form and reads
back as the same state; a deal written by hand deals as the rules say; an impossible one is
refused naming the field."""

from __future__ import annotations

import collections
import random
from collections.abc import Iterator
from typing import Any

import pytest

from boardrules import InvalidState, State
from boardrules.testing import deal_top
from tests.nusfjord.helpers import GAME, position
from tests.nusfjord.test_position_moves import round_trip

VARIANTS = {"elders": "variants", "forgotten": True}  # the Architektin (L780-L786), L940


def playout(players: int, seed: int, **options: Any) -> Iterator[State]:
    """Every state of a random game with ``chance="explicit"``: each card dealt at random
    among those that could come, as each decision."""
    state = GAME.new_game(players, seed=seed, chance="explicit", **options)
    rng = random.Random(seed)
    while not state.is_terminal:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def test_every_position_of_random_games_with_explicit_chance_says_where_play_stands() -> None:
    # every position of games of 1-5 seats is written with to_move, never with tasks, and
    # reads back as the same state with the same legal actions: measured 100% (seeds 0-1 of
    # the base game and of the variant elders with the promo pile: 3062 positions, 516 of
    # them deals; docs/positions.md)
    deals: collections.Counter[tuple[str, str]] = collections.Counter()
    positions = 0
    for options in ({}, VARIANTS):
        for players in (1, 2, 3, 4, 5):
            for seed in (0, 1):
                for state in playout(players, seed, **options if players >= 3 else {}):
                    where = round_trip(state)
                    positions += 1
                    if state.decision == "chance":
                        assert where["decision"] == "deal"
                        deals[where["deal"], state.data.phase] += 1
    assert set(deals) == {
        ("display_a", "fishing"),  # the setup (L245-L249)
        ("display_b", "fishing"),
        ("display_a", "homecoming"),  # round 3's space (L396)
        ("hand", "homecoming"),  # round 4's (L400)
        ("display_b", "homecoming"),  # round 5's (L402)
        ("display_c", "homecoming"),  # the solo tile's round 6 (L712)
        ("elder_stack", "work"),  # a face-down elder uncovered (L570)
        ("forgotten", "work"),  # the promo pile's new top (L940)
        ("display_b", "work"),  # the Architektin's building (L784; her A pile alike)
    }, deals
    assert positions > 3000


def test_the_setup_lays_out_the_a_then_the_b_buildings() -> None:
    # L245-L249: A and B buildings laid out face up; with 2 seats the rest go back to the box
    state = GAME.new_game(2, seed=0, chance="explicit")
    shown = GAME.params["display"]
    assert round_trip(state) == {"decision": "deal", "deal": "display_a", "left": shown["a_setup"]}
    state = state.apply(state.legal_actions()[0])
    assert round_trip(state)["left"] == shown["a_setup"] - 1
    for _ in range(shown["a_setup"] - 1):
        state = state.apply(state.legal_actions()[0])
    where = round_trip(state)
    assert where == {"decision": "deal", "deal": "display_b", "left": shown["b_setup"]}
    assert not state.data.pile_a  # L249: the rest of the A pile in the box
    state = deal_top(state)
    assert not state.data.pile_b and len(state.data.display_b) == shown["b_setup"]


def test_round_fours_c_buildings_dealt_into_every_hand_by_hand() -> None:
    # L400: 3 players, 3 C buildings each, in turn order from the start player (seat 1):
    # seat 1 has one, 2 are still to come; then seats 2 and 0 get theirs
    form = {"decision": "deal", "seat": 1, "deal": "hand", "left": 2}
    state = position(3, chance="explicit", round=4, phase="homecoming", to_move=form)
    assert state.data.first == 1 and state.decision == "chance"
    assert round_trip(state) == form
    assert {str(a.args[0]) for a in state.legal_actions()} == set(state.data.pile_c)  # L400
    dealt = deal_top(state)
    assert [len(h.hand) for h in dealt.data.harbors] == [3, 2, 3]
    assert dealt.data.phase == "work"  # the round has begun


def test_an_elder_uncovered_in_an_action() -> None:
    # L568-L572: the top elder of a stack taken; the face-down elder beneath is uncovered
    # (digest A24: which one is the deal), then the elder taken may be used at once
    state = next(
        s
        for s in playout(3, 0, **VARIANTS)
        if s.decision == "chance" and s.position()["to_move"]["deal"] == "elder_stack"
    )
    where = round_trip(state)
    p, k = where["seat"], where["stack"]
    assert where == {
        "decision": "deal",
        "seat": p,
        "deal": "elder_stack",
        "stack": k,
        "turn": 3,
        "card": "E05",  # the elder taken, to use at once (use_now) once the deal is done
    }
    face_down = set(state.data.face_down)
    assert {a.args[0] for a in state.legal_actions()} == face_down == {"E13*", "E14*"}
    after = state.apply(GAME.parse_action(state, "deal E14*"))
    assert after.data.stacks[k - 1][-1] == "E14*" and after.data.face_down == ("E13*",)
    assert round_trip(after) == {"decision": "use_now", "seat": p, "turn": 3, "card": "E05"}


@pytest.mark.parametrize(
    ("table", "form", "message"),
    [
        ({}, {}, "deal needs deal"),
        (
            {"phase": "fishing"},  # round 1: the setup's deals (chance="explicit")
            {"deal": "display_c"},
            "deal display_c: the setup lays out display_a and display_b",
        ),
        ({}, {"deal": "display_a", "left": 0}, "left 0: 1 or more"),
        (
            {"round": 3, "phase": "homecoming"},
            {"deal": "hand", "seat": 0},
            "deal hand: the round space of round 3 deals no card there with 3 players "
            r"\(round 3: display_a, round 4: hand, round 5: display_b; L394-L404, L712\)",
        ),
        ({"round": 4, "phase": "homecoming"}, {"deal": "hand"}, "seat None: the seat whose hand"),
        (
            {"round": 5, "phase": "homecoming"},
            {"deal": "display_b", "seat": 0},
            "seat: a deal into display_b in the homecoming phase has no seat",
        ),
        (
            {"round": 2, "phase": "fishing"},
            {"deal": "display_b"},
            "deal: no card is dealt in round 2, phase fishing",
        ),
        (
            {"phase": "work"},
            {"deal": "elder_stack", "stack": 1, "seat": 0, "turn": 1},
            r"stack 1: its top is no face-down elder \(face_down\)",
        ),
        (
            {"phase": "work"},
            {"deal": "forgotten", "seat": 0, "turn": 1},
            r"deal forgotten: the promo pile holds 0: a new top is drawn from two or more \(L940\)",
        ),
        (
            {"phase": "work"},
            {"deal": "display_b", "seat": 0, "turn": 1, "left": 2},
            "left 2: an action draws one card",
        ),
        ({"phase": "work"}, {"deal": "display_b"}, "deal in the work phase needs seat and turn"),
    ],
)
def test_an_impossible_deal_is_refused_naming_the_field(
    table: dict[str, Any], form: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidState, match=f"position: to_move: {message}"):
        position(3, chance="explicit", to_move={"decision": "deal", **form}, **table)


def test_a_seat_is_left_out_only_of_a_displays_deal() -> None:
    # a display's deal at the setup or a round space is no seat's; every other form names one
    with pytest.raises(InvalidState, match="position: to_move: turn needs seat"):
        position(2, phase="work", to_move={"decision": "turn", "turn": 1})
    schema = GAME.position_schema()["$defs"]["ToMove"]
    assert schema["required"] == ["decision"]


def test_a_building_drawn_beside_a_full_board_reads_back() -> None:
    # L784: the Architektin lays the building she draws beside its storage board if that is
    # full: a display may hold more than fit on the board (its position was refused before)
    board = GAME.params["display"]["b_board"]
    state = next(s for s in playout(5, 1, **VARIANTS) if len(s.data.display_b) > board)
    assert "E13*" in {e for h in state.data.harbors for e in h.elders}
    round_trip(state)
