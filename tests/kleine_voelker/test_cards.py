"""Every project card (kleine_voelker.de.txt L817-L972): each public project claimed and
refused on a constructed board, each secret project scored.

Boards use the fixed layout (see helpers.py for its spaces). Seat A has enough inhabitants
for every build; the display shows only the card under test.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest

from boardrules import State
from tests.kleine_voelker.helpers import (
    GAME,
    A,
    B,
    Building,
    cover,
    hold,
    people,
    position,
    space_of,
    table,
)
from tests.play import act, legal

Board = Mapping[tuple[int, int], Building]

# card: (buildings, the build that completes it, the other buildings of the pattern)
CLAIMS: dict[str, tuple[Board, str, list[tuple[int, int]]]] = {
    # L834-L836: >= 2 floors on the land, next to a free space of the copy's land type.
    "PUB-A1": ({(1, 2): (A, 1)}, "build 1 2", []),  # meadow, free straw at T1 E
    "PUB-A2": ({(1, 1): (A, 1)}, "build 1 1", []),  # meadow, free leaves at T1 W
    "PUB-A3": ({(1, 3): (A, 1)}, "build 1 3", []),  # straw, free meadow at T1 NE
    "PUB-A4": ({(1, 4): (A, 1)}, "build 1 4", []),  # straw, free leaves at T1 SW
    "PUB-A5": ({(1, 5): (A, 1)}, "build 1 5", []),  # leaves, free straw at T1 SE
    "PUB-A6": ({(1, 6): (A, 1)}, "build 1 6", []),  # leaves, free meadow at T1 NW
    # L848-L849: >= 2 floors on the land in one of the 6 outer territories.
    "PUB-B1": ({(1, 1): (A, 1)}, "build 1 1", []),
    "PUB-B2": ({(1, 3): (A, 1)}, "build 1 3", []),
    "PUB-B3": ({(1, 6): (A, 1)}, "build 1 6", []),
    # L863-L864: two adjacent buildings on the land.
    "PUB-C1": ({(1, 1): (A, 1)}, "build 1 2", [(1, 1)]),
    "PUB-C2": ({(4, 1): (A, 1)}, "build 1 4", [(4, 1)]),  # across the border T1 SE - T4 NW
    "PUB-C3": ({(1, 5): (A, 1)}, "build 1 6", [(1, 5)]),
    # L876-L878: >= 2 floors next to >= 1 floor, both on the land.
    "PUB-D1": ({(1, 1): (A, 2)}, "build 1 2", [(1, 1)]),
    "PUB-D2": ({(1, 3): (A, 1), (1, 4): (A, 1)}, "build 1 4", [(1, 3)]),
    "PUB-D3": ({(1, 5): (A, 2)}, "build 1 6", [(1, 5)]),
    # L898-L899: >= 3 floors on the land in the central territory (4).
    "PUB-E1": ({(4, 0): (A, 2)}, "build 4 0", []),
    "PUB-E2": ({(4, 1): (A, 2)}, "build 4 1", []),
    "PUB-E3": ({(4, 2): (A, 2)}, "build 4 2", []),
    # L911-L912: >= 2 floors on the card's land with two >= 1 buildings next to it, on the
    # two other land types.
    "PUB-F1": ({(4, 1): (A, 1), (4, 2): (A, 1), (4, 0): (A, 1)}, "build 4 0", [(4, 1), (4, 2)]),
    "PUB-F2": ({(2, 0): (A, 2), (2, 3): (A, 1)}, "build 2 2", [(2, 0), (2, 3)]),
    "PUB-F3": ({(3, 1): (A, 1), (3, 3): (A, 1), (3, 0): (A, 1)}, "build 3 0", [(3, 1), (3, 3)]),
}

# card: (why not, buildings, the build that does not complete it)
REFUSALS: dict[str, tuple[str, Board, str]] = {
    "PUB-A1": ("the straw next to it is not free", {(1, 2): (A, 1), (1, 3): (B, 1)}, "build 1 2"),
    "PUB-A2": ("only 1 floor", {}, "build 1 1"),
    "PUB-A3": (
        "no free meadow next to it",
        {(1, 3): (A, 1), (1, 2): (B, 1), (2, 6): (B, 1)},
        "build 1 3",
    ),
    "PUB-A4": ("on leaves, not straw", {(1, 6): (A, 1)}, "build 1 6"),
    "PUB-A5": ("the straw next to it is built on", {(1, 5): (A, 1), (1, 4): (A, 1)}, "build 1 5"),
    "PUB-A6": ("the meadow next to it is built on", {(1, 6): (A, 1), (1, 1): (B, 1)}, "build 1 6"),
    "PUB-B1": ("in the central territory", {(4, 0): (A, 1)}, "build 4 0"),
    "PUB-B2": ("in the central territory", {(4, 1): (A, 1)}, "build 4 1"),
    "PUB-B3": ("only 1 floor", {}, "build 1 6"),
    "PUB-C1": ("not adjacent", {(2, 3): (A, 1)}, "build 1 2"),
    "PUB-C2": ("the other building is roofed", {(1, 3): (A, 1, True)}, "build 1 4"),
    "PUB-C3": (
        "the floor placed is not part of the pair",
        {(1, 5): (A, 1), (1, 6): (A, 1)},
        "build 1 1",
    ),
    "PUB-D1": ("both have 1 floor", {(1, 1): (A, 1)}, "build 1 2"),
    "PUB-D2": ("the other building is not yours", {(1, 3): (B, 1), (1, 4): (A, 1)}, "build 1 4"),
    "PUB-D3": ("the 2-floor building is on straw", {(1, 4): (A, 2)}, "build 1 5"),
    "PUB-E1": ("in an outer territory", {(1, 1): (A, 2)}, "build 1 1"),
    "PUB-E2": ("only 2 floors", {(4, 1): (A, 1)}, "build 4 1"),
    "PUB-E3": ("on meadow, not leaves", {(4, 0): (A, 2)}, "build 4 0"),
    "PUB-F1": (
        "a smaller building is roofed",
        {(4, 1): (A, 1), (4, 2): (A, 1, True), (4, 0): (A, 1)},
        "build 4 0",
    ),
    "PUB-F2": (
        "the leaves building is not next to the main one",
        {(2, 0): (A, 2), (2, 3): (A, 1), (1, 6): (A, 1)},
        "build 2 0",
    ),
    "PUB-F3": ("the main building has 1 floor", {(3, 1): (A, 1), (3, 0): (A, 1)}, "build 3 3"),
}


def board(card: str, buildings: Board, move: str) -> State:
    """Seat A about to make ``move`` with ``card`` alone on display."""
    return position(
        crane=int(move.split()[1]), buildings=buildings, inhabitants={A: 38}, display=[card]
    )


def test_the_tables_cover_all_21_public_projects() -> None:
    # L817-L912: 6 + 3 + 3 + 3 + 3 + 3 = 21 public projects.
    assert sorted(CLAIMS) == sorted(REFUSALS) == sorted(GAME.publics)
    assert len(GAME.publics) == 21


@pytest.mark.parametrize("card", sorted(CLAIMS))
def test_public_project_is_claimed(card: str) -> None:
    # L577-L597: claimable right after placing the floor that completes it; the claim roofs
    # that floor (not the other buildings of the pattern), scores the card's VP.
    buildings, move, others = CLAIMS[card]
    state = act(board(card, buildings, move), move)
    assert legal(state) == [f"claim {card}", "no_claim"]
    state = act(state, f"claim {card}")
    t, i = map(int, move.split()[1:])
    assert space_of(state, t, i)["roof"] is True
    assert all(space_of(state, *w)["roof"] is False for w in others)
    assert people(state, A)["vp"] == GAME.publics[card].score
    assert people(state, A)["claimed"] == [card]
    assert card not in state.observation(B)["display"]


@pytest.mark.parametrize("card", sorted(REFUSALS))
def test_public_project_is_refused(card: str) -> None:
    # L571-L575, L599-L602, L834-L912: the card's land, floors, adjacency, place and
    # unroofed own buildings are all needed, with the floor just placed among them.
    why, buildings, move = REFUSALS[card]
    state = act(board(card, buildings, move), move)
    assert f"claim {card}" not in legal(state), why


def test_public_project_vp() -> None:
    # L817-L912: 4 (A), 3 (B, C), 5 (D), 7 (E), 11 (F).
    vp = {c: GAME.publics[c].score for c in GAME.publics}
    expected = {"A": 4, "B": 3, "C": 3, "D": 5, "E": 7, "F": 11}
    assert all(vp[c] == expected[c[4]] for c in vp)


def test_a_taller_building_still_fulfils() -> None:
    # L571-L575, L808-L811: a building with more floors than shown may be used.
    state = act(board("PUB-E1", {(4, 0): (A, 5)}, "build 4 0"), "build 4 0")
    assert "claim PUB-E1" in legal(state)


def test_a_free_space_may_be_a_covered_bramble() -> None:
    # L462-L475: a bramble with a land tile is a space of that land type (digest A9c).
    ed = table(
        crane=1,
        buildings={(1, 1): (A, 1), (1, 6): (B, 1)},
        inhabitants={A: 38},
        display=["PUB-A2"],
    )
    state = cover(ed, (1, 0), "leaves").state()  # T1 centre: a leaves tile
    assert "claim PUB-A2" in legal(act(state, "build 1 1"))


# --- secret projects (L613-L620, L914-L972) ------------------------------------------------
SECRET_SCORES: dict[str, tuple[Board, int]] = {
    # L930-L933: 1 VP per own floor on the land (a 3-floor and a 2-floor building: 5 VP);
    # roofed buildings, other land and other seats' floors do not count.
    "SEC-F1": ({(1, 1): (A, 3), (2, 3): (A, 2), (1, 2): (A, 4, True), (1, 3): (A, 5),
                (5, 6): (B, 2)}, 5),
    "SEC-F2": ({(1, 3): (A, 3), (1, 4): (A, 2), (2, 0): (A, 4, True), (1, 1): (A, 5),
                (2, 1): (B, 2)}, 5),
    "SEC-F3": ({(1, 5): (A, 3), (1, 6): (A, 2), (2, 2): (A, 4, True), (1, 1): (A, 5),
                (2, 5): (B, 2)}, 5),
    # L947-L948: 3 VP per own building with >= 2 floors on the land.
    "SEC-B1": ({(1, 1): (A, 2), (1, 2): (A, 1), (2, 3): (A, 3), (2, 6): (A, 2, True),
                (1, 3): (A, 2), (5, 6): (B, 2)}, 6),
    "SEC-B2": ({(1, 3): (A, 2), (1, 4): (A, 1), (2, 0): (A, 3), (2, 1): (A, 2, True),
                (1, 1): (A, 2), (4, 1): (B, 2)}, 6),
    "SEC-B3": ({(1, 5): (A, 2), (1, 6): (A, 1), (2, 2): (A, 3), (2, 5): (A, 2, True),
                (1, 1): (A, 2), (4, 2): (B, 2)}, 6),
    # L952-L955: 7 VP per own building with >= 3 floors, at most 1 per territory.
    "SEC-T1": ({(1, 1): (A, 3), (1, 2): (A, 4), (2, 3): (A, 3), (3, 1): (A, 5, True),
                (4, 0): (A, 2), (5, 1): (B, 3)}, 14),
    # L959-L962: 11 VP per own building with >= 4 floors, at most 1 per territory.
    "SEC-T2": ({(1, 1): (A, 4), (1, 2): (A, 4), (2, 3): (A, 5), (3, 1): (A, 4, True),
                (4, 0): (A, 3), (5, 1): (B, 4)}, 22),
}  # fmt: skip

TERRITORY_CONTROL = {
    # L964-L972, L984-L989 (1 + 3), L777-L786 (3 + 5); the other pairs are external data.
    "SEC-C1": (1, 3),
    "SEC-C2": (2, 4),
    "SEC-C3": (3, 5),
    "SEC-C4": (4, 6),
    "SEC-C5": (5, 7),
    "SEC-C6": (6, 1),
    "SEC-C7": (7, 2),
}


def secret_score(card: str, buildings: Board) -> float:
    state = hold(table(buildings=buildings), A, [card]).state()
    return state.score_breakdown()[A][f"secret_1_{card}"]


def test_the_secret_projects_are_15_entries_24_cards() -> None:
    # L918-L972: 6 + 6 + 3 + 2 + 7 = 24 cards.
    assert sorted(GAME.secrets) == sorted([*SECRET_SCORES, *TERRITORY_CONTROL])
    copies = Counter({c: GAME.secrets[c].copies for c in GAME.secrets})
    assert sum(copies.values()) == 24
    assert copies["SEC-T1"] == 3 and copies["SEC-T2"] == 2 and copies["SEC-F1"] == 2


@pytest.mark.parametrize("card", sorted(SECRET_SCORES))
def test_secret_project_scores(card: str) -> None:
    # L613-L620: scored at the end; roofed buildings are ignored (L618-L620, L914-L916).
    buildings, vp = SECRET_SCORES[card]
    assert secret_score(card, buildings) == vp


@pytest.mark.parametrize("card", sorted(TERRITORY_CONTROL))
def test_territory_control_scores_4_or_12_sole_majorities_roofs_count(card: str) -> None:
    # L966-L972: 4 VP for the most floors in one of the two territories, 12 for both; a tie
    # is not enough; roofed buildings count.
    first, second = TERRITORY_CONTROL[card]
    both = {(first, 1): (A, 1, True), (second, 1): (A, 2), (second, 2): (B, 1)}
    assert secret_score(card, both) == 12
    tie = {(first, 1): (A, 1, True), (second, 1): (A, 1), (second, 2): (B, 1)}
    assert secret_score(card, tie) == 4
    none = {(first, 1): (A, 1), (first, 2): (B, 2), (second, 1): (B, 1)}
    assert secret_score(card, none) == 0


def test_a_building_counts_for_both_secret_projects() -> None:
    # L615-L616: each building may be used for several secret projects.
    ed = hold(table(buildings={(1, 1): (A, 3)}), A, ["SEC-T1", "SEC-B1"])
    row = ed.state().score_breakdown()[A]
    assert row["secret_1_SEC-T1"] == 7 and row["secret_2_SEC-B1"] == 3
