"""Setup for 1-5 players (nusfjord.de.md L199-L277, solo L673-L677)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.nusfjord.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.state import NData
else:
    from boardrules.games.nusfjord.state import NData


def fresh(players: int, seed: int = 3, **options: Any) -> NData:
    """The table of a new game, at the first turn of round 1 (after its fishing)."""
    d = GAME.new_game(players, seed=seed, **options).data
    assert isinstance(d, NData)
    return d


@pytest.mark.parametrize(("players", "fish"), [(1, 1), (2, 1), (3, 2), (4, 3), (5, 4)])
def test_one_fish_fewer_than_players_on_the_smallest_plates(players: int, fish: int) -> None:
    # L213-L219; Beispiel L219: with four players three fish; solo as two players (L675).
    d = fresh(players)
    assert d.plates == tuple([k < fish for k in range(7)])


@pytest.mark.parametrize(("players", "ships"), [(1, 3), (2, 3), (3, 4), (4, 5), (5, 6)])
def test_one_ship_of_each_type_more_than_players(players: int, ships: int) -> None:
    # L222-L229; Beispiel L229: with four players 5 sloops, 5 cutters, 5 schooners.
    assert fresh(players).ships == (ships,) * 3


def test_elder_stacks_by_player_count() -> None:
    # L231-L235; Beispiel L235: the Baumeister (7) lies on the Bauherr (1).
    assert fresh(2).stacks == (("E01", "E07"), ("E02",), ("E03",), ("E04",), ("E05",), ("E06",))
    assert fresh(3).stacks[:3] == (("E01", "E07"), ("E02", "E08"), ("E03", "E09"))
    assert fresh(4).stacks[5] == ("E06", "E12")


def test_five_players_one_of_13_to_18_face_down_under_each_stack() -> None:
    # L239: the six elders not drawn on the board, shuffled, one face down under each stack.
    d = fresh(5)
    bottoms = [s[0] for s in d.stacks]
    assert sorted(bottoms) == [f"E{n}" for n in range(13, 19)]
    assert sorted(d.face_down) == sorted(bottoms)
    assert [s[1:] for s in d.stacks] == [(f"E{n:02d}", f"E{n + 6:02d}") for n in range(1, 7)]


def test_elder_variants_replace_12_13_14() -> None:
    # L780-L782, L852-L854, L878-L880: 12* on top of the Hafenmeister; 13* and 14* from
    # three players face down under a random stack.
    d = fresh(4, elders="variants")
    assert d.stacks[5] == ("E06", "E12*")
    assert sorted(d.face_down) == ["E13*", "E14*"]
    assert sorted(e for s in d.stacks for e in s if e.endswith("*")) == ["E12*", "E13*", "E14*"]


def test_nine_a_and_six_b_buildings_face_up() -> None:
    # L244-L245: one deck sorted by letter, 9 A and 6 B revealed, the rest set aside.
    d = fresh(3)
    assert len(d.display_a) == 9 and len(d.display_b) == 6
    assert (len(d.pile_a), len(d.pile_b), len(d.pile_c)) == (9, 6, 14)
    assert all(GAME.buildings[c].prop("letter") == "A" for c in d.display_a)


@pytest.mark.parametrize("players", [1, 2])
def test_two_players_box_the_other_a_and_b_buildings(players: int) -> None:
    # L249 (and solo, L675): only the C buildings are set aside.
    d = fresh(players)
    assert (len(d.pile_a), len(d.pile_b), len(d.pile_c)) == (0, 0, 14)


def test_personal_display_and_the_first_catch() -> None:
    # L257-L271: no goods, 2 realized and 3 unrealized shares, four forest strips on the right
    # half (two stacked on the top double space), catch 3 with the catboat (L299).
    # Beispiel L335: in round 1 the 3 fish go to the two realized shares (then the own
    # supply, L343) and the third into the reserves.
    d = fresh(3)
    for p, h in enumerate(d.harbors):
        assert (h.wood, h.fish, h.gold) == (0, 2, 0)
        assert h.reserves == (0, 1, 0)
        assert h.shares[p] == 2 and sum(h.shares) == 2 and h.unrealized == 3
        assert h.forests == (0, 0, 2, 1, 1) and sum(h.forests) == 4
        assert GAME.catch_size(h) == 3
        assert len(GAME.free_spaces(h)) == 5


def test_the_start_player_is_drawn() -> None:
    # L273: chosen at random (by the seed).
    firsts = {fresh(4, seed).first for seed in range(20)}
    assert firsts == {0, 1, 2, 3}


def test_solo_advanced_is_a_solo_game() -> None:
    # L700-L702: the advanced solo game, with three worker colours.
    with pytest.raises(ValueError):
        GAME.new_game(2, variant="solo_advanced")
    assert len(GAME.new_game(1, variant="solo_advanced").data.placed) == 3
