"""Setup (kleine_voelker.de.txt L199-L241) and the garden with its crane (L253-L273)."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import TYPE_CHECKING

import pytest

from tests.kleine_voelker.helpers import (
    GAME,
    A,
    decision,
    ended,
    hold,
    new,
    people,
    position,
    started,
    table,
)
from tests.play import act, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.geometry import crane_target, geometry
    from games.kleine_voelker.state import space
else:
    from boardrules.games.kleine_voelker.geometry import crane_target, geometry
    from boardrules.games.kleine_voelker.state import space


@pytest.mark.parametrize(("players", "floors"), [(2, 20), (3, 17), (4, 14)])
def test_floors_per_player_count(players: int, floors: int) -> None:
    # kleine_voelker.de.txt L216-L223: 2 players 20 floors, 3 players 17, 4 players 14.
    state = new(players)
    assert [people(state, q)["floors"] for q in range(players)] == [floors] * players


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_start_player_has_38_inhabitants_the_others_35(players: int, seed: int) -> None:
    # L225-L228: the start player's marker goes on 38, everybody else's on 35.
    state = new(players, seed)
    first = state.data.first
    assert [people(state, q)["inhabitants"] for q in range(players)] == [
        38 if q == first else 35 for q in range(players)
    ]
    assert decision(started(players, seed)) == "act"
    assert started(players, seed).current_player == first  # L230-L232: slot 1


def test_start_player_is_drawn() -> None:
    # L225: the start player is chosen at random (by the seed).
    assert {new(4, seed).data.first for seed in range(12)} == {0, 1, 2, 3}


def test_four_public_projects_face_up_from_a_shuffled_deck_of_21() -> None:
    # L207-L210: the 21 public projects are shuffled, the top 4 laid out face up.
    state = new(3)
    view = state.observation(0)
    assert len(view["display"]) == 4 and view["deck"] == 17
    assert sorted(state.data.display + state.data.deck) == sorted(GAME.publics)
    assert new(3, seed=1).data.display != state.data.display


def test_four_secret_projects_dealt_two_different_kept() -> None:
    # L237-L241: each seat is dealt 4 secret projects and keeps 2 with different objectives;
    # the rest go back to the box. Digest A12: two copies of the same card are not "different".
    state = hold(new(2).edit(), 0, ["SEC-T1", "SEC-T1", "SEC-B1", "SEC-C1"], "dealt").state()
    assert decision(state) == "keep" and state.current_player == 0
    assert legal(state) == ["keep SEC-B1", "keep SEC-C1", "keep SEC-T1"]
    state = act(state, "keep SEC-T1")
    assert legal(state) == ["keep SEC-B1", "keep SEC-C1"]
    state = act(state, "keep SEC-C1")
    assert people(state, 0)["secret"] == ["SEC-T1", "SEC-C1"]
    assert people(state, 0)["dealt"] == []
    assert state.current_player == 1 and decision(state) == "keep"
    assert len(state.data.peoples[1].dealt) == 4


def test_two_different_territory_control_cards_may_be_kept() -> None:
    # L237-L241 with digest A12: different Territory Control cards are different objectives.
    ed = hold(new(2).edit(), 0, ["SEC-C1", "SEC-C2", "SEC-C3", "SEC-C4"], "dealt")
    state = act(ed.state(), "keep SEC-C1", "keep SEC-C2")
    assert people(state, 0)["secret"] == ["SEC-C1", "SEC-C2"]


def test_secret_projects_are_hidden_from_the_others() -> None:
    # L239-L240: kept face down and secret; L613-L614: revealed only at the end.
    state = started(3)
    mine = people(state, 0)["secret"]
    assert isinstance(mine, list) and len(mine) == 2
    for q in (1, 2):
        assert state.observation(q)["peoples"][0]["secret"] == 2
        shown = str(state.observation(q))
        assert not [c for c in mine if c not in state.data.peoples[q].secret and c in shown]
    dealt = new(3).observation(1)["peoples"][0]["dealt"]
    assert dealt == 4  # another seat's dealt cards show as a count only
    over = ended(state.edit())
    assert over.is_terminal
    assert over.observation(1)["peoples"][0]["secret"] == mine


def test_every_territory_has_seven_spaces_2_2_2_and_a_bramble() -> None:
    # L253-L255: 7 territories 1-7, each with 2 meadow, 2 straw, 2 leaves, 1 bramble space.
    territories = new().observation(0)["territories"]
    assert sorted(territories, key=int) == [str(t) for t in range(1, 8)]
    for terr in territories.values():
        lands = Counter(s["land"] for s in terr["spaces"])
        assert lands == {"meadow": 2, "straw": 2, "leaves": 2, None: 1}  # None: the bramble


def test_random_layout_places_each_territory_once() -> None:
    # L199-L201: one territory in the middle, the other six at random around it.
    layouts = {tuple(GAME.new_game(2, seed=s).data.positions) for s in range(6)}
    assert len(layouts) > 1
    assert all(sorted(p) == list(range(1, 8)) for p in layouts)


def test_adjacency_inside_a_territory() -> None:
    # L563-L567: spaces are adjacent when they border. The centre borders the whole ring;
    # each ring space its two ring neighbours.
    geo = GAME.geo(new().data)
    assert set(geo.adjacent[space(1, 0)]) >= {space(1, i) for i in range(1, 7)}
    assert {space(1, 1), space(1, 3)} <= set(geo.adjacent[space(1, 2)])
    assert space(1, 4) not in geo.adjacent[space(1, 1)]


def test_adjacency_across_territories() -> None:
    # L563-L567: adjacent also across territories (digest A3: each pair of bordering
    # territories shares one edge between facing ring spaces). Fixed layout: T1 is NW of the
    # centre T4, T2 east of T1, T3 south-west of T1.
    geo = GAME.geo(new().data)
    assert space(4, 1) in geo.adjacent[space(1, 4)]  # T1 SE - centre NW
    assert space(2, 6) in geo.adjacent[space(1, 3)]  # T1 E - T2 W
    assert space(3, 2) in geo.adjacent[space(1, 5)]  # T1 SW - T3 NE
    assert space(2, 6) not in geo.adjacent[space(1, 2)]
    cross = {frozenset((a, b)) for a in range(49) for b in geo.adjacent[a] if (a // 7) != (b // 7)}
    assert len(cross) == 12  # 12 pairs of bordering territories
    assert len(geo.adjacent[space(4, 0)]) == 6
    assert all(a in geo.adjacent[b] for a in range(49) for b in geo.adjacent[a])


@pytest.mark.parametrize(
    ("where", "crane"),
    [
        ((1, 0), 4),  # L261-L262: the centre space sends the crane to the central territory
        ((1, 2), 2),  # L264-L266: the top-right space sends it to the top-right territory
        ((2, 2), 2),  # L268-L273: top-right of the top-right territory: the crane stays put
        ((5, 3), 5),  # the east space of the east territory: stays put
        ((5, 6), 3),  # the west space: the west territory
        ((7, 4), 7),
        ((4, 5), 6),
    ],
)
def test_the_crane_moves_by_the_space_used(where: tuple[int, int], crane: int) -> None:
    # L256-L259, L296-L298: after each action the crane moves to the territory whose place on
    # the board matches the place of the space used within its territory.
    state = position(crane=where[0], actions=2)
    state = act(state, f"build {where[0]} {where[1]}")
    if decision(state) == "land":
        state = act(state, "land meadow")
    assert state.observation(0)["crane"] == crane
    assert state.current_player == A and decision(state) == "act"
    assert all(a.startswith(("build", "demolish", "change")) for a in legal(state))
    assert {a.split()[1] for a in legal(state) if a.startswith("build")} == {str(crane)}


def test_a_rotated_territory_points_its_spaces_elsewhere() -> None:
    # L256-L266 with digest A2: a territory turned by one step shows its printed top-left
    # space at the top right, so acting there sends the crane to the top-right territory.
    state = table(crane=1).set("territories.1.rotation", 1).state()  # T1 turned, 1 step
    assert act(state, "build 1 1").observation(0)["crane"] == 2
    assert geometry((4, 1, 2, 5, 7, 6, 3), (1, 0, 0, 0, 0, 0, 0)).crane_target(space(1, 6)) == 1


def test_the_crane_target_read_from_the_layout_is_the_geometrys() -> None:
    # L256-L273, digest A2: the crane's move needs only the layout, not the adjacency
    rnd = random.Random(7)
    for _ in range(40):
        positions = rnd.sample(range(1, 8), 7)
        rotations = [rnd.randrange(6) for _ in range(7)]
        geo = geometry(tuple(positions), tuple(rotations))
        for s in range(49):
            assert crane_target(positions, rotations, s) == geo.crane_target(s)


def test_the_first_action_of_the_game_may_be_in_any_territory() -> None:
    # L320-L323: in the first round the start player acts in any territory.
    state = started(2)
    assert legal(state) == [f"start {t}" for t in range(1, 8)]
    state = act(state, "start 6")
    assert {a.split()[1] for a in legal(state) if a.startswith("build")} == {"6"}


def test_the_map_shows_spaces_buildings_roofs_and_the_crane() -> None:
    # docs/games/kleine_voelker.md "Reading the map": land initial and number, then seat and
    # floors, ^ for a roof; ?5 is a bramble without a land tile; the crane's territory is
    # marked.
    state = position(crane=1, buildings={(1, 1): (A, 1), (5, 3): (1, 2, True)})
    text = str(state).splitlines()
    assert text[0].startswith("The garden: 7 territories of 7 spaces")  # the map's legend
    lines = text[next(i for i, line in enumerate(text) if re.match(r" *territory \d", line)) :]
    assert "territory 1 (crane)" in lines[0]
    assert "[m4 A1 ][m4    ]" in lines[1]
    assert "[l1    ][?5    ][s4    ]" in lines[2]
    assert lines[6].endswith("[m2    ][m4    ][l2 B2^]")
    assert re.search(r"seat A: \d+ inhabitants, \d+ floors in its supply", str(state))
    assert "SEC-" not in str(state)
