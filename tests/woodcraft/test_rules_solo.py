"""The solo game (woodcraft.de.txt L1329-L1338, L1362-L1503)."""

from __future__ import annotations

from typing import Any

import pytest

from boardrules import Outcome, Reason, State

from .helpers import GAME, START, act, position, wheel, ws

E = -1  # an empty space of the wheel (the data)


def reputation(*removed: bool) -> list[dict[str, Any]]:
    """The solo game's reputation tiles R1 and R2, unreached, ``removed`` as given."""
    return [{"tile": f"R{i + 1}", "reached": [0], "removed": r} for i, r in enumerate(removed)]


def solo(card: str, **data: Any) -> State:
    """The solo card ``card`` is drawn after seat 0's turn in round 2."""
    me = {"acted": True, "tile": "buy_wood", "blueberries": 0, "points": 0}
    s = position(players=1, me=me, solo_deck=[card], solo_discard=[], **data)
    s = act(s, "end")
    return s


def test_solo_setup() -> None:
    # L1362-L1363, L1504-L1513: as for 2 players: 3 public orders, 1 lantern, 14 rounds
    d = GAME.new_game(1, seed=0).data
    assert len(d.public) == 3 and d.rounds == 14 and d.workshops[0].lanterns == 1
    assert sorted(d.solo_deck) == sorted(GAME.solo_ids)  # L1399: 10 cards shuffled


def test_a_solo_card_moves_two_tiles_without_bonuses() -> None:
    # L1419-L1435: the imaginary players get no bonus; the tiles move as usual
    s = solo("SOLO-01", wheel=START)  # buy wood, then take orders; removes order space 4
    assert s.data.wheel[13] == 0 and s.data.wheel[12] == 3
    assert ws(s).vp == 0 and ws(s).blueberries == 0


def test_a_solo_card_removes_orders_and_refills() -> None:
    # L1437-L1445
    display = ["S-02", "S-03", "S-04", "S-05"]
    s = solo("SOLO-01", wheel=START, order_display=display)
    assert "S-05" in s.data.order_discard and s.data.order_display[1:] == ("S-02", "S-03", "S-04")


def test_a_card_that_moves_no_tile_is_followed_by_another() -> None:
    # L1465-L1475: take orders is blocked (quarter 1 -> 2 while quarter 2 holds a tile)
    w = wheel(
        s7="take_orders", s14="improve_workshop", s0="buy_wood", s1="exchange_dice",
        s2="buy_materials", s4="hire_helper", s5="produce_plant",
    )  # fmt: skip
    me = {"acted": True, "tile": "buy_wood", "blueberries": 0}
    s = position(
        players=1,
        me=me,
        wheel=w,
        arrow=1,
        arc=False,
        solo_deck=["SOLO-04", "SOLO-08"],
        solo_discard=[],
    )
    s = act(s, "end")
    assert s.data.solo_discard == ("SOLO-08", "SOLO-04")  # SOLO-08 moved nothing


def test_the_neutral_marker_takes_a_reputation_tile_first() -> None:
    # L1395-L1397, L1477-L1482
    s = solo("SOLO-10", wheel=START, neutral_marker=4)
    assert s.data.neutral == 6 and s.data.rep_gone == (True, False)


def test_the_player_takes_the_two_player_reward_in_solo() -> None:
    # L1477-L1482 (the middle reward of side 24; R1: 5 blueberries, assumed)
    me = {"reputation": 3, "saw_tiles": ["usable"] * 2, "blueberries": 4, "lanterns": 3}
    s = act(
        position(players=1, me=me, reputation_tiles=reputation(False, False)),
        "bonus improve_workshop",
        "improve saw",
    )
    assert ws(s).blueberries == 5
    s = act(
        position(players=1, me=me, reputation_tiles=reputation(True, False)),
        "bonus improve_workshop",
        "improve saw",
    )
    assert ws(s).blueberries == 0


def test_an_unclaimed_public_order_leaves_at_rounds_ten_and_thirteen() -> None:
    # L1335-L1338, L1498-L1503
    s = position(players=1, decision={"task": "round", "number": 10}, alone=True, chance="explicit")
    assert s.decision == "chance" and len(s.legal_actions()) == 3
    s = act(s, "roll 2")
    assert s.data.public_open == (True, False, True)


def finished_solo(total: int) -> State:
    """A finished solo game (the task stack empty) whose score sheet totals ``total``."""
    # the game over: no seat decides, so no to_move form stands for it (the task stack empty)
    ed = GAME.new_game(1, seed=0).edit().set("round", 14).set("tasks", [])
    base = ed.set("workshops[0].points", 0).state().scores()[0]
    state = ed.set("workshops[0].points", total - int(base)).state()
    assert state.is_terminal and state.scores() == (float(total),)
    return state


@pytest.mark.parametrize(
    ("total", "rating"),
    [(109, "below good"), (110, "good"), (139, "good"), (140, "excellent"), (171, "excellent")],
)
def test_the_solo_score_is_rated_110_good_140_excellent(total: int, rating: str) -> None:
    # L1490-L1491: "Wir denken, dass 110 Punkte ein guter Punktestand im Solospiel ist und 140
    # sogar ausgezeichnet": shown at the end, in the observation and the text picture
    state = finished_solo(total)
    assert state.observation(0)["solo_rating"] == rating
    assert f"Solo rating: {rating}" in state.render()


def test_the_solo_rating_is_no_win_condition() -> None:
    # L1490-L1491 rate the score; the rulebook sets no target to win or lose: no winner,
    # returns 0.0 (as woodcraft_rw's solo game), the score is the result (docs/api.md)
    assert GAME.new_game(1, seed=0).score_sheet().target is None
    assert GAME.new_game(1, seed=0).observation(0)["solo_rating"] is None  # not at the end
    for total in (90, 150):
        state = finished_solo(total)
        assert state.outcome() == Outcome((), Reason.NO_TARGET)
        assert tuple(state.returns()) == (0.0,)
    two = GAME.new_game(2, seed=0)
    assert two.observation(0)["solo_rating"] is None


def test_a_blocked_tile_is_ignored_and_the_rest_of_the_card_done() -> None:
    # L1465-L1470 (the rulebook's example): the card removes orders even though its tile
    # (take orders) cannot move; buy wood still moves
    w = wheel(
        s0="buy_wood", s1="exchange_dice", s2="buy_materials", s4="hire_helper",
        s5="produce_plant", s8="take_orders", s14="improve_workshop",
    )  # fmt: skip
    display = ["S-02", "S-03", "S-04", "S-05"]
    me = {"acted": True, "tile": "buy_wood", "blueberries": 0}
    s = position(
        players=1,
        me=me,
        wheel=w,
        arrow=1,
        arc=False,
        order_display=display,
        solo_deck=["SOLO-01"],
        solo_discard=[],
    )
    s = act(s, "end")
    assert s.data.wheel[8] == 3  # take orders stayed (quarter 2 is not empty)
    assert s.data.wheel[7] == 0  # buy wood moved up to it
    assert "S-05" in s.data.order_discard and s.data.solo_discard == ("SOLO-01",)


def test_a_tile_the_neutral_marker_removed_is_no_longer_offered() -> None:
    # L1480-L1482: "Sollte aber der neutrale Marker das Plättchen zuerst erreichen, entferne
    # es von der Leiste": the observation no longer shows it as available, and says so
    s = solo("SOLO-10", wheel=START, neutral_marker=4, reputation_tiles=reputation(False, False))
    seen = s.observation(0)
    tiles = seen["reputation_tiles"]  # as the position writes them
    assert [t["tile"] for t in tiles] == ["R1", "R2"]
    assert [t["removed"] for t in tiles] == [True, False]
    assert tiles[0]["reached"] == [0]  # the seat never reached it
    assert s.view()["reputation_tiles"] == tiles
