"""The worked examples of the Kleine Völker großer Garten rulebook, with its numbers."""

from __future__ import annotations

from tests.kleine_voelker.helpers import (
    A,
    B,
    C,
    decision,
    ended,
    hold,
    people,
    position,
    space_of,
    table,
)
from tests.play import act, legal


def test_population_examples_1_and_2() -> None:
    # kleine_voelker.de.txt L404-L406: in territory 1 green has 3 floors, red 1: green gains
    # 2. L409-L411: in territory 2 red and blue have 2 floors each: each gains 1.
    green, red, blue = A, B, C
    state = position(
        3,
        seat=green,
        crane=1,
        slot=2,
        buildings={
            (1, 1): (green, 2),
            (1, 2): (red, 1),
            (2, 1): (red, 2),
            (2, 2): (blue, 1),
            (2, 3): (blue, 1),
        },
        inhabitants={green: 20, red: 20, blue: 20},
    )
    state = act(state, "build 1 1")  # green's third floor in territory 1: 4 + 2 = 6
    assert [people(state, q)["inhabitants"] for q in (green, red, blue)] == [
        20 - 6 + 2,
        20 + 1,
        20 + 1,
    ]


def test_build_cost_example_3_plus_1_then_3_plus_2() -> None:
    # L495-L497: the 2nd floor on a 3 costs 3 + 1, the 3rd 3 + 2.
    state = position(crane=3, inhabitants={A: 30}, actions=2)
    state = act(state, "build 3 6")  # the W space sends the crane back to territory 3
    assert people(state, A)["inhabitants"] == 27
    state = act(state, "build 3 6")
    assert people(state, A)["inhabitants"] == 27 - (3 + 1)
    state = position(crane=3, buildings={(3, 6): (A, 2)}, inhabitants={A: 30})
    assert people(act(state, "build 3 6"), A)["inhabitants"] == 30 - (3 + 2)


def test_demolish_example_2_floors_on_a_3_give_14() -> None:
    # L522-L531: 3 + 4 = 7 paid for 2 floors on a 3; demolishing gives 2 x 7 = 14.
    state = position(crane=3, inhabitants={A: 30}, actions=2)
    state = act(state, "build 3 6", "build 3 6")
    assert people(state, A)["inhabitants"] == 30 - 7
    again = position(crane=3, buildings={(3, 6): (A, 2)}, inhabitants={A: 23})
    assert people(act(again, "demolish 3 6"), A)["inhabitants"] == 23 + 14


def test_reihenhaus_example() -> None:
    # L604-L611: yellow builds on the meadow space, fulfils "Reihenhaus", roofs that floor,
    # takes the card and scores 3 VP.
    yellow = A
    state = position(
        crane=1, buildings={(1, 1): (yellow, 1)}, display=["PUB-C1", "PUB-E1", "PUB-F1"]
    )
    state = act(state, "build 1 2")
    assert legal(state) == ["claim PUB-C1", "no_claim"]
    state = act(state, "claim PUB-C1")
    assert space_of(state, 1, 2)["roof"] is True
    assert people(state, yellow)["claimed"] == ["PUB-C1"]
    assert people(state, yellow)["vp"] == 3


def test_sternwarte_and_glockenturm_example() -> None:
    # L622-L638: two buildings of 4 floors and one of 3: Sternwarte 2 x 11 = 22 VP,
    # Glockenturm 3 x 7 = 21 VP.
    ed = table(buildings={(1, 1): (A, 4), (2, 3): (A, 4), (3, 1): (A, 3)})
    state = hold(ed, A, ["SEC-T2", "SEC-T1"]).state()
    row = state.score_breakdown()[A]
    assert row["secret_1_SEC-T2"] == 22
    assert row["secret_2_SEC-T1"] == 21


def test_ploy_example_change_territory_demolish_then_invade() -> None:
    # L746-L755: second in turn order, 2 actions. The first would be in territory 5; a
    # ploy changes it to 6, where a building is demolished; its space sends the crane to 2.
    # The second action is an invasion (a ploy that is the action), paid with the
    # inhabitants the demolish brought. Then the turn is over.
    state = position(
        crane=5,
        seat=A,
        slot=1,
        actions=2,
        buildings={(6, 2): (A, 2), (2, 1): (B, 1)},  # T6 NE: straw 4; T2 NW: straw 2
        inhabitants={A: 3, B: 20},
    )
    poor = position(crane=2, buildings={(2, 1): (B, 1)}, inhabitants={A: 3})
    assert "invade 2 1" not in legal(poor)  # 2 x 2 = 4 inhabitants: not enough before
    state = act(state, "change 6")
    assert state.observation(A)["crane"] == 6
    state = act(state, "demolish 6 2")
    assert people(state, A)["inhabitants"] == 3 + 2 * (4 + 5)
    assert state.observation(A)["crane"] == 2
    assert decision(state) == "act" and state.current_player == A
    state = act(state, "invade 2 1")
    assert people(state, A)["inhabitants"] == 21 - 4 and people(state, B)["inhabitants"] == 24
    assert space_of(state, 2, 1)["owner"] == A
    assert people(state, A)["ploys"] == 2
    assert state.current_player == B  # the invasion was the second action


def test_final_scoring_example_52() -> None:
    # L777-L806: Territory Control 3 + 5 with both majorities 12 VP; Markt with 4 buildings
    # of 2 floors on straw 4 x 3 = 12 VP; 34 inhabitants 8 VP; 20 VP earlier:
    # 12 + 12 + 8 + 20 = 52.
    straw = {(3, 3): (A, 2), (3, 6): (A, 2), (5, 2): (A, 2), (5, 4): (A, 2)}
    ed = table(
        buildings={**straw, (3, 1): (B, 1), (5, 1): (B, 3, True)},
        inhabitants={A: 34},
    )
    state = ended(hold(ed, A, ["SEC-C3", "SEC-B2"]).set("peoples[0].vp", 20))
    assert state.is_terminal
    assert state.score_breakdown()[A] == {
        "public_projects": 20,
        "secret_1_SEC-C3": 12,
        "secret_2_SEC-B2": 12,
        "inhabitants": 8,
        "total": 52,
    }
    assert state.scores()[A] == 52
