"""Public and secret projects (kleine_voelker.de.txt L548-L658), the end of the game and
the final scoring (L757-L775)."""

from __future__ import annotations

import pytest

from boardrules.editor import Editor
from tests.kleine_voelker.helpers import (
    A,
    B,
    decision,
    ended,
    hold,
    people,
    position,
    space_of,
    table,
)
from tests.play import act, legal


def test_claim_roofs_the_floor_just_placed_scores_and_reveals_a_card() -> None:
    # L583-L597: roof the floor just placed (not the other buildings of the pattern), take
    # the card, score its VP, reveal a new one.
    state = position(crane=1, buildings={(1, 1): (A, 1)}, display=["PUB-C1", "PUB-B1"])
    deck = list(state.data.deck)
    state = act(state, "build 1 2")
    assert decision(state) == "claim" and state.current_player == A
    state = act(state, "claim PUB-C1")
    assert space_of(state, 1, 2)["roof"] is True and space_of(state, 1, 1)["roof"] is False
    assert people(state, A)["vp"] == 3 and people(state, A)["claimed"] == ["PUB-C1"]
    assert state.observation(B)["display"] == ["PUB-B1", deck[0]]
    assert state.observation(B)["deck"] == len(deck) - 1
    assert state.observation(B)["roofs"] == 18


def test_claiming_is_optional() -> None:
    # L578: public projects "dürfen" be fulfilled.
    state = act(position(crane=1, buildings={(1, 1): (A, 1)}, display=["PUB-C1"]), "build 1 2")
    state = act(state, "no_claim")
    assert people(state, A)["vp"] == 0 and state.observation(A)["display"] == ["PUB-C1"]
    assert space_of(state, 1, 2)["roof"] is False


def test_at_most_one_public_project_per_action() -> None:
    # L578-L579: one public project per action, even if the floor completes two.
    state = position(
        crane=1,
        buildings={(1, 1): (A, 1), (1, 2): (A, 1)},
        display=["PUB-C1", "PUB-D1", "PUB-B1"],
        actions=2,
    )
    state = act(state, "build 1 2")
    assert legal(state) == ["claim PUB-C1", "claim PUB-D1", "claim PUB-B1", "no_claim"]
    state = act(state, "claim PUB-D1")
    assert decision(state) == "act"  # no second claim: the next action
    assert people(state, A)["vp"] == 5


def test_only_when_a_floor_is_placed() -> None:
    # L579-L581: a project is fulfilled only at the moment a floor is placed. A demolish
    # that leaves a pattern complete claims nothing.
    state = position(
        crane=1,
        buildings={(1, 1): (A, 1), (1, 2): (A, 1), (1, 4): (A, 1)},
        display=["PUB-C1"],
        actions=2,
    )
    state = act(state, "demolish 1 4")
    assert decision(state) == "act"


def test_the_new_card_is_claimable_from_the_next_action() -> None:
    # L595-L597: the card revealed may be fulfilled from the next action on.
    ed = table(crane=1, buildings={(1, 1): (A, 1), (4, 2): (A, 1)}, display=["PUB-C1"], actions=2)
    state = ed.move("PUB-C3", "deck", 0).state()  # on top of the deck
    state = act(state, "build 1 2", "claim PUB-C1")  # the crane goes to T2 (NE)
    assert state.observation(A)["display"] == ["PUB-C3"]
    state = act(state, "build 2 5")  # leaves, across the border from the leaves at T4 NE
    assert legal(state) == ["claim PUB-C3", "no_claim"]


def test_a_building_just_placed_must_be_part_of_the_pattern() -> None:
    # L579-L581 with digest A9: the floor placed must be the one that fulfils the card.
    state = position(crane=1, buildings={(1, 1): (A, 1), (1, 2): (A, 1)}, display=["PUB-C1"])
    assert decision(act(state, "build 1 3")) != "claim"  # straw next to the meadow pair


def test_roofed_buildings_never_fulfil_public_projects() -> None:
    # L599-L602, L649-L651: roofed buildings cannot be used for public projects.
    state = position(crane=1, buildings={(1, 1): (A, 1, True)}, display=["PUB-C1"])
    state = act(state, "build 1 2")
    assert "claim PUB-C1" not in legal(state)


BRAMBLES = {(2, 4), (3, 4), (4, 3), (5, 5)}  # of territories 2-5 on the fixed layout
# 19 roofed buildings outside territory 1, 10 of seat A's and 9 of B's: the 19 roofs are on
# the board (L212, digest: 19 roofs), each from a public project claimed (L583-L587).
ALL_ROOFS = {
    where: (A if n < 10 else B, 1, True)
    for n, where in enumerate(
        (t, i) for t in (2, 3, 4, 5) for i in range(7) if (t, i) not in BRAMBLES
    )
    if n < 19
}


def claim_all_roofs(ed: Editor) -> Editor:
    """The top 10 public projects of the deck claimed by seat A, the next 9 by seat B."""
    for seat, n in ((A, 10), (B, 9)):
        for card in ed.cards("deck")[:n]:
            ed.move(card, f"claimed:{seat}")
    return ed


def test_no_roof_left_no_claim() -> None:
    # L583-L587 with digest A10: a claim needs a roof (19 in the supply).
    ed = table(crane=1, buildings={(1, 1): (A, 1), **ALL_ROOFS}, display=["PUB-C1"])
    state = claim_all_roofs(ed).state()
    assert decision(act(state, "build 1 2")) != "claim"


def test_secret_projects_ignore_roofed_buildings_except_territory_control() -> None:
    # L613-L620, L643-L651: roofed buildings count only for Territory Control.
    ed = table(crane=1, buildings={(1, 1): (A, 3, True), (1, 2): (A, 2)})
    state = hold(ed, A, ["SEC-F1", "SEC-C1"]).state()
    row = state.score_breakdown()[A]
    assert row["secret_1_SEC-F1"] == 2
    assert row["secret_2_SEC-C1"] == 4  # 5 floors in T1, roofed ones too


def test_the_last_floor_triggers_the_end_even_if_floors_come_back() -> None:
    # L757-L761: the end is triggered as soon as a player places their last floor, even if
    # floors come back afterwards; the round is played to its end; cleanup is skipped.
    state = position(
        crane=3,
        seat=A,
        slot=1,
        actions=2,
        buildings={(3, 0): (A, 19)},  # 1 floor left in A's supply
        inhabitants={A: 20, B: 20},
    )
    state = act(state, "build 3 6")  # straw 3, the W space: the crane stays in 3
    assert state.observation(B)["end_triggered"] is True
    state = act(state, "demolish 3 6")
    assert people(state, A)["floors"] == 1 and state.observation(B)["end_triggered"] is True
    # then B and A take the last two turns of the 2-player round (L370-L375)
    assert state.current_player == B
    while not state.is_terminal:
        builds = [m for m in legal(state) if m.startswith("build")]
        state = act(state, builds[0] if builds else legal(state)[0])
        while decision(state) in ("land", "claim"):
            state = act(state, legal(state)[-1])
    assert state.data.round == 1


def test_the_round_ends_with_its_population_phase() -> None:
    # L757-L761 with digest A21: the round is played out including the population phase;
    # only the cleanup is skipped.
    state = position(
        crane=3,
        seat=A,
        slot=3,
        actions=1,
        buildings={(5, 1): (B, 1), (3, 0): (A, 19)},  # 1 floor left in A's supply
        inhabitants={A: 20, B: 20},
    )
    state = act(state, "build 3 6")
    assert state.is_terminal
    assert people(state, A)["inhabitants"] == 20 - 3 + 2
    assert people(state, B)["inhabitants"] == 22
    assert state.data.round == 1


@pytest.mark.parametrize(
    ("inhabitants", "vp"),
    [
        (1, -30),
        (2, -20),
        (5, -10),
        (7, -5),
        (9, -3),
        (10, 0),
        (13, 1),
        (34, 8),
        (38, 10),
        (40, 10),
        (41, 10),
        (52, 10),
        (90, 10),
    ],
)
def test_final_scoring_inhabitants_table(inhabitants: int, vp: int) -> None:
    # L763-L769: the VP under the inhabitants track (34 -> 8, L795); above 40, 10 VP.
    state = ended(table(inhabitants={A: inhabitants}))
    assert state.is_terminal
    assert state.score_breakdown()[A]["inhabitants"] == vp


def test_final_score_adds_public_secret_and_inhabitants() -> None:
    # L763-L772: secret projects plus inhabitants, added to the VP scored during the game.
    ed = table(buildings={(1, 3): (A, 3), (1, 4): (A, 1)}, inhabitants={A: 20})
    state = ended(hold(ed, A, ["SEC-T1", "SEC-F2"]).set("peoples[0].vp", 9))
    assert state.scores()[A] == 9 + 7 + 4 + 4
    assert state.score_breakdown()[A] == {
        "public_projects": 9,
        "secret_1_SEC-T1": 7,
        "secret_2_SEC-F2": 4,
        "inhabitants": 4,
        "total": 24,
    }
