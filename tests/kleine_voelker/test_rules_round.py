"""The round: turn order and actions per turn (kleine_voelker.de.txt L275-L375), the
population phase (L377-L382) and the cleanup (L412-L427)."""

from __future__ import annotations

from boardrules import State
from tests.kleine_voelker.helpers import A, B, C, decision, people, position, started
from tests.play import act, legal


def one_action(state: State) -> State:
    """One build by the seat to move (the first territory in the first action of the game,
    the first space offered, the first land type), claiming nothing."""
    if legal(state)[0].startswith("start"):
        state = act(state, "start 1")
    state = act(state, next(m for m in legal(state) if m.startswith("build")))
    while decision(state) in ("land", "claim"):
        state = act(state, "no_claim" if decision(state) == "claim" else legal(state)[0])
    return state


def play_round(state: State, pick: int = -1) -> tuple[list[int], State]:
    """The seat of each action of this round; at a choice of the next seat, the seat at
    index ``pick`` of the legal choices is taken. Returns at the next round's first action."""
    seats: list[int] = []
    start = state.data.round
    while state.data.round == start:
        if decision(state) == "next":
            state = act(state, legal(state)[pick])
        else:
            seats.append(state.current_player)
            state = one_action(state)
    return seats, state


def test_four_players_1_2_2_2_actions_the_acting_seat_picks_the_next() -> None:
    # L313-L351: slot 1 takes 1 action, slots 2-4 take 2 each; after a turn, its player
    # chooses who goes next among those who have not played this round (L325-L341).
    state = started(4)
    first = state.current_player
    state = one_action(state)
    assert decision(state) == "next" and state.current_player == first
    waiting = [q for q in range(4) if q != first]
    assert legal(state) == [f"next {'ABCD'[q]}" for q in waiting]
    state = act(state, f"next {'ABCD'[waiting[1]]}")
    state = one_action(one_action(state))
    assert decision(state) == "next" and state.current_player == waiting[1]
    assert legal(state) == [f"next {'ABCD'[q]}" for q in (waiting[0], waiting[2])]
    state = act(state, f"next {'ABCD'[waiting[2]]}")
    state = one_action(one_action(state))
    # the last seat is not chosen: it is the only one left
    assert decision(state) == "act" and state.current_player == waiting[0]


def test_four_players_round_has_seven_actions() -> None:
    # L313-L351: 1 + 2 + 2 + 2 actions; L412-L427: the last seat starts the next round, so
    # it acts three times in a row (two, then population and cleanup, then one).
    seats, state = play_round(started(4))
    first = seats[0]
    assert len(seats) == 7
    assert seats[1] == seats[2] and seats[3] == seats[4] and seats[5] == seats[6]
    assert sorted({seats[0], seats[1], seats[3], seats[5]}) == [0, 1, 2, 3]
    assert seats[0] == first
    assert state.data.round == 2 and state.current_player == seats[6]
    seats2, _ = play_round(state, pick=0)
    assert seats2[0] == seats[6] and len(seats2) == 7


def test_three_players_1_2_2_actions() -> None:
    # L353-L356: as with four players, on the 3-player side (digest A16: 1, 2, 2).
    seats, state = play_round(started(3))
    assert len(seats) == 5 and seats[1] == seats[2] and seats[3] == seats[4]
    assert sorted({seats[0], seats[1], seats[3]}) == [0, 1, 2]
    assert state.current_player == seats[4]


def test_two_players_alternate_1_2_2_2() -> None:
    # L358-L375: player 1 takes 1 action, player 2 two, player 1 two, player 2 two; there is
    # no choice of the next player. L412-L427: player 2 starts the next round.
    state = started(2)
    p1 = state.current_player
    seats, state = play_round(state)
    p2 = 1 - p1
    assert seats == [p1, p2, p2, p1, p1, p2, p2]
    seats, state = play_round(state)
    assert seats == [p2, p1, p1, p2, p2, p1, p1]
    assert state.data.round == 3 and state.current_player == p1


def test_population_example_1_sole_majority_gains_2() -> None:
    # L404-L406: in territory 1 green has 3 floors and red 1: green gains 2 inhabitants.
    # L377-L382: after the last action of the round each territory is checked.
    green, red = A, B
    state = position(
        3,
        seat=C,
        crane=7,
        slot=2,
        buildings={(1, 1): (green, 3), (1, 2): (red, 1)},
        inhabitants={A: 20, B: 20, C: 20},
    )
    state = act(state, "build 7 4")  # blue's last action of the round: 1 floor in T7
    assert state.data.round == 2
    assert [people(state, q)["inhabitants"] for q in (A, B, C)] == [22, 20, 20 - 1 + 2]


def test_population_example_2_tied_leaders_gain_1_each() -> None:
    # L409-L411: in territory 2 red and blue have 2 floors each: each gains 1.
    # L377-L382: counted per territory, roofed buildings too.
    red, blue = B, C
    state = position(
        3,
        seat=A,
        crane=7,
        slot=2,
        buildings={(2, 1): (red, 2, True), (2, 2): (blue, 1), (2, 3): (blue, 1)},
        inhabitants={A: 20, B: 20, C: 20},
    )
    state = act(state, "build 7 4")
    assert [people(state, q)["inhabitants"] for q in (A, B, C)] == [20 - 1 + 2, 21, 21]


def test_population_counts_floors_not_buildings_and_skips_empty_territories() -> None:
    # L379-L382: the floors of each colour are counted; digest A17: an empty territory
    # gives nothing.
    state = position(
        2,
        seat=A,
        crane=7,
        slot=3,
        buildings={(3, 1): (A, 1), (3, 2): (A, 1), (3, 3): (B, 3)},
        inhabitants={A: 10, B: 10},
    )
    state = act(state, "build 7 4")
    assert [people(state, q)["inhabitants"] for q in (A, B)] == [10 - 1 + 2, 12]


def test_cleanup_the_last_seat_starts_the_next_round() -> None:
    # L413-L419: the last player of the round puts their marker on slot 1.
    state = position(3, seat=B, crane=7, slot=2, buildings={})
    state = act(state, "build 7 4")
    assert state.data.round == 2
    assert state.current_player == B and decision(state) == "act"
    assert state.observation(A)["turn_order"] == [B]


def test_inhabitants_above_40_are_kept() -> None:
    # L391-L396: above 40 the 40+ token is taken and the count goes on (52 = 40+ and 12).
    state = position(2, seat=A, crane=1, buildings={(1, 1): (A, 3)}, inhabitants={A: 40})
    state = act(state, "demolish 1 1")
    assert people(state, A)["inhabitants"] == 40 + 2 * (4 + 5 + 6)
