"""Imitation, homecoming and round spaces, final scoring, the solo game (nusfjord.de.md
L380-L410, L613-L659, L671-L704)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from boardrules import State
from tests.nusfjord.helpers import GAME, harbor, position, turn
from tests.play import act, legal

HOME = [{"task": "homecoming"}]  # a step no seat decides: no to_move form stands for it


def test_imitation_with_four_players_uses_a_blocked_space_beispiel() -> None:
    # L617, L623-L624; Beispiel L629: the build-ship space is blocked, imitation builds a
    # ship again (a space one used oneself may be imitated).
    placed = [["ship"], ["ship"], [], []]
    state = turn(4, harbors=[{"gold": 4}, {}, {}, {}], placed=placed)
    options = legal(state)
    assert "place ship" not in options and "imitate ship" in options
    assert "imitate gold" not in options  # L623: gold can still take a worker
    state = act(state, "imitate ship", "ship schooner")
    assert harbor(state, 0)["track"] == ["schooner"]
    assert state.observation(0)["placed"][0] == ["ship", "imitation"]
    state = turn(
        4,
        seat=1,
        harbors=[{}, {"gold": 4}, {}, {}],
        placed=[["ship", "imitation"], ["ship"], [], []],
    )
    assert "imitate ship" not in legal(state)  # L617: one worker on the imitation space


def test_imitation_with_five_players_by_column() -> None:
    # L619: three imitation spaces for the left, middle and right column (digest A6).
    placed = [["gold"], ["thin"], [], [], []]
    state = turn(5, harbors=[{"wood": 0}, {}, {}, {}, {}], placed=placed)
    assert {"imitate gold", "imitate thin"} <= set(legal(state))
    placed = [["gold", "imitation left"], ["thin"], [], [], []]
    state = turn(5, harbors=[{"wood": 0}, {}, {}, {}, {}], placed=placed)
    assert "imitate gold" not in legal(state) and "imitate thin" in legal(state)


def test_no_imitation_with_two_or_three_players() -> None:
    # L615
    state = turn(3, placed=[["gold"], [], []])
    assert not [a for a in legal(state) if a.startswith("imitate")]


def homecoming(players: int, rnd: int, **kw: Any) -> State:
    """The homecoming of round ``rnd``: the next round then starts (its fishing runs)."""
    return position(players, tasks=HOME, round=rnd, phase="work", **kw)


def test_the_start_ship_moves_the_last_seat_starts_next() -> None:
    # L386-L392: the ship moves counterclockwise; the seat that played last starts next.
    state = homecoming(3, 1, start_player=1, placed=[["gold"], ["thin"], []])
    assert state.observation(0)["start_player"] == 0 and state.current_player == 0
    assert state.observation(0)["placed"] == [[], [], []]  # L386: workers taken back


def test_round_space_3_adds_a_buildings_beispiel() -> None:
    # L396: as many new A as players, no more than fit; Beispiel L410: with four players 4
    # new A, but only 3 fit.
    a = [f"X-A{k:02d}" for k in range(1, 19)]
    state = homecoming(4, 2, display={"A": a[:6]}, piles={"A": a[6:12]})
    assert state.observation(0)["display"]["A"] == a[:6] + a[11:8:-1]
    state = homecoming(3, 2, display={"A": a[:5]}, piles={"A": a[5:12]})
    assert len(state.observation(0)["display"]["A"]) == 8
    assert len(homecoming(2, 2, display={"A": a[:5]}).observation(0)["display"]["A"]) == 5


@pytest.mark.parametrize(("players", "cards"), [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_round_space_4_deals_c_buildings(players: int, cards: int) -> None:
    # L400: 2 players 4 each, 3 players 3, 4-5 players 2; secret.
    state = homecoming(players, 3)
    for p in range(players):
        assert len(harbor(state, p)["hand"]) == cards
        if players > 1:
            assert harbor(state, p, viewer=(p + 1) % players)["hand"] == cards


@pytest.mark.parametrize(("players", "cards"), [(2, 0), (3, 2), (4, 2), (5, 3)])
def test_round_space_5_adds_b_buildings(players: int, cards: int) -> None:
    # L402: 2 new B (3 with 5 players), only with 3-5 players.
    b = [f"X-B{k:02d}" for k in range(1, 13)]
    state = homecoming(players, 4, display={"B": b[:3]}, piles={"B": b[3:]})
    assert len(state.observation(0)["display"]["B"]) == 3 + cards


def test_round_space_6_reveals_the_hands() -> None:
    # L404: the C buildings still in hand go face up next to the boards.
    state = homecoming(2, 5, harbors=[{"hand": ["X-C01"]}, {"hand": ["X-C02", "X-C03"]}])
    assert state.observation(0)["display"]["C"] == ["X-C01", "X-C02", "X-C03"]
    assert harbor(state, 0)["hand"] == []


@pytest.mark.parametrize("variant", ["standard", "solo_advanced"])
def test_the_solo_tile_deals_no_c_hand_in_round_4(variant: str) -> None:
    # L675: solo uses its own order tile, whose spaces the book does not describe; L712 has
    # its C buildings turned face up in round 6 (fewer when the pile runs short then), so no
    # space deals them to a hand in round 4 (docs/games/nusfjord.md, The solo round spaces).
    state = homecoming(1, 3, options={"variant": variant})
    assert harbor(state, 0)["hand"] == [] and state.observation(0)["piles"]["C"] == 14


@pytest.mark.parametrize("variant", ["standard", "solo_advanced"])
def test_the_solo_round_6_reveals_three_c_buildings(variant: str) -> None:
    # L712: "in Runde 6 ... weniger als drei C-Gebäude aufgedeckt werden können": the solo
    # tile's round 6 turns three C buildings of the pile face up next to the boards (L404),
    # where they may be built (L458).
    pile = [f"X-C{k:02d}" for k in range(1, 15)]
    state = homecoming(1, 5, piles={"C": pile}, options={"variant": variant})
    assert state.observation(0)["round"] == 6
    assert state.observation(0)["display"]["C"] == ["X-C14", "X-C13", "X-C12"]  # the top
    assert state.observation(0)["piles"]["C"] == 11


def test_the_solo_round_6_reveals_fewer_when_the_pile_runs_short() -> None:
    # L712 (campaign, third game: the C buildings built before have left the game): fewer
    # than three left, correspondingly fewer are revealed.
    gone = [f"X-C{n:02}" for n in range(3, 15)]  # built in the earlier games (L710)
    state = homecoming(1, 5, piles={"C": ["X-C01", "X-C02"]}, removed=gone)
    assert state.observation(0)["display"]["C"] == ["X-C02", "X-C01"]
    assert state.observation(0)["piles"]["C"] == 0


def test_the_game_ends_after_round_7() -> None:
    # L406, L633: scoring after 7 rounds.
    state = homecoming(2, 7)
    assert state.is_terminal


def test_final_scoring_beispiel() -> None:
    # L635-L657; Beispiele L639, L645, L651, L657: ships 7, buildings with a fixed value 4,
    # the shipping office 2 per ship (8), shares and gold 21, less 2 unrealized shares and 3
    # free spaces: 11 + 8 + 21 - 5 = 35.
    spaces = ["X-A07", "X-A08", "X-A05", "X-B04"] + [None] * 7
    h = {
        "track": ["sloop", "cutter", "cutter", "cutter"],
        "spaces": spaces,
        "forests": [0, 0, 2, 1, 0],
        "shares": [3, 0],
        "gold": 18,
        "unrealized": 2,
    }
    state = homecoming(2, 7, harbors=[h, {}])
    sheet = state.score_breakdown()[0]
    assert sheet["ships"] == 7 and sheet["buildings"] == 4 + 8
    assert sheet["shares"] + sheet["gold"] == 21
    assert sheet["free_spaces"] + sheet["unrealized_shares"] == -5
    assert sheet["total"] == 35


def test_a_tie_shares_the_win() -> None:
    # L659
    state = homecoming(2, 7, harbors=[{"gold": 5}, {"gold": 5}])
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0, 1)


def test_solo_colours_alternate_and_last_rounds_workers_block() -> None:
    # L681-L686: odd rounds red, even rounds blue; in the homecoming only the colour playing
    # next returns; spaces with the other colour's workers are blocked.
    state = GAME.new_game(1, seed=1)
    state = act(state, "place gold", "place thin", "skip")
    assert state.observation(0)["round"] == 2
    assert state.observation(0)["placed"] == [["gold", "thin"], []]
    options = legal(state)
    assert "place gold" not in options and "place thin" not in options
    assert "imitate gold" in options  # L692-L694: imitation as with four players
    state = act(state, "place realize", "skip", "skip")
    assert state.observation(0)["placed"] == [[], ["realize"]]


def test_advanced_solo_three_colours() -> None:
    # L702: three colours; the workers of two colours stay in the homecoming.
    state = GAME.new_game(1, seed=1, variant="solo_advanced")
    state = act(state, "place gold", "skip", "skip", "place thin", "skip", "skip")
    assert state.observation(0)["placed"] == [["gold"], ["thin"], []]
    assert not {"place gold", "place thin"} & set(legal(state))


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_random_game_plays_to_the_end(players: int) -> None:
    # L281-L287, L631: 7 rounds, then a score for every seat.
    r = random.Random(players)
    state = GAME.new_game(players, seed=players)
    while not state.is_terminal:
        state = state.apply(r.choice(state.legal_actions()))
    assert state.observation(0)["round"] == 7 and len(state.scores()) == players
