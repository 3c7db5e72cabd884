"""Orders (woodcraft.de.txt L978-L1080, L1106-L1121, L1150-L1152)."""

from __future__ import annotations

from typing import Any

import pytest

from boardrules import State

from .helpers import GAME, act, held, legal, position, stack, ws


def test_fulfil_example_order() -> None:
    # L1129-L1134: return the dice and 1 scrap block, gain 2 glue discs and 4 blueberries; in
    # the blueberry row 1 more blueberry (the two dice's faces are lost: assumed green 2, yellow 3)
    me = {
        "dice": stack(green_2=1, yellow_3=1, brown_1=1),
        "scrap_blocks": 1,
        "glue_discs": 0,
        "blueberries": 0,
        "orders": [{"card": "S-01", "row": 4}],
    }
    s = act(position(me=me), "fulfil S-01")
    w = ws(s)
    assert held(s) == {"brown 1": 1} and w.scrap == 0
    assert (w.glue_discs, w.blueberries) == (2, 5)
    assert w.fulfilled == ("S-01",) and w.order_ids == ()


@pytest.mark.parametrize(
    ("row", "rep", "berries", "vp"),
    [(0, 3, 4, 5), (1, 2, 4, 5), (2, 1, 4, 5), (3, 0, 5, 5), (4, 0, 4, 4)],
)
def test_the_rows_reward_or_penalty(row: int, rep: int, berries: int, vp: int) -> None:
    # L1035-L1046: +3, +2, +1 reputation, +1 blueberry, -1 point; L1031-L1033: pushed down a
    # row each income phase, an order's reward decreases, so the top row gives the most
    me = {
        "dice": stack(green_2=1, yellow_3=1),
        "scrap_blocks": 1,
        "blueberries": 0,
        "points": 5,
        "reputation": 0,
        "orders": [{"card": "S-01", "row": row + 1}],
    }
    w = ws(act(position(me=me), "fulfil S-01"))
    assert (w.reputation, w.blueberries, w.vp) == (rep, berries, vp)


def test_the_bottom_rows_penalty_stops_at_zero() -> None:
    # L1053-L1056
    me = {
        "dice": stack(green_2=1, yellow_3=1),
        "scrap_blocks": 1,
        "points": 0,
        "orders": [{"card": "S-01", "row": 5}],
    }
    assert ws(act(position(me=me), "fulfil S-01")).vp == 0


def test_orders_need_the_exact_dice() -> None:
    # L984-L986: colour and value exactly
    me = {
        "dice": stack(green_3=1, yellow_3=1),
        "scrap_blocks": 1,
        "orders": [{"card": "S-01", "row": 4}],
    }
    assert "fulfil S-01" not in legal(position(me=me))


def test_a_flexible_requirement_lets_the_player_choose_the_die() -> None:
    # L1591-L1601: a die of any colour with this value; S-01 of the deck D-... is assumed data,
    # so the requirement is read from the card: find an order asking for {value: V}
    oid = next(o for o, reqs in GAME.order_reqs.items() if (0b111, 3) in reqs and len(reqs) == 2)
    reqs = GAME.order_reqs[oid]
    other = next(r for r in reqs if r != (0b111, 3))
    color = ["green", "yellow", "brown"][(other[0] & -other[0]).bit_length() - 1]
    dice = [*stack(green_3=1, brown_3=1), f"{color} {other[1] or 1}"]
    g, sb, sc = GAME.order_mats[oid]
    me = {
        "dice": dice,
        "glue_discs": g,
        "saw_blade_discs": sb,
        "scrap_blocks": sc,
        "orders": [{"card": oid, "row": 3}],
    }
    s = act(position(me=me), f"fulfil {oid}")
    assert s.decision == "deliver"
    assert {"deliver green 3", "deliver brown 3"} <= set(legal(s))


def test_orders_in_hand_cannot_be_fulfilled() -> None:
    # L651-L653
    me = {
        "dice": stack(green_2=1, yellow_3=1),
        "scrap_blocks": 1,
        "hand": ["S-01"],
        "orders": [],
    }
    assert "fulfil S-01" not in legal(position(me=me))


def test_income_moves_orders_down_and_off_the_bottom_costs_two_reputation() -> None:
    # L1150-L1152, L1046-L1051
    orders = [{"card": "S-01", "row": 2}, {"card": "S-02", "row": 5}]
    me = {"orders": orders, "reputation": 3, "hand": []}
    s = position(me=me, decision={"task": "income", "phase": 1})
    w = ws(s)
    assert w.order_ids == ("S-01",) and w.order_rows == (2,) and w.reputation == 1


def test_income_places_one_order_from_the_hand_not_in_the_fourth_phase() -> None:
    # L1154-L1155
    me = {"hand": ["S-01"], "orders": []}
    s = position(me=me, decision={"task": "income", "phase": 1})
    assert s.decision == "place_order" and legal(s) == ["place S-01"]
    s = position(me=me, decision={"task": "income", "phase": 4})
    assert s.decision != "place_order"


def special(seat_claims: list[str] | None = None, **data: Any) -> State:
    oid = "SP-1"
    reqs = GAME.order_reqs[oid]
    dice = []
    for mask, value in reqs:
        c = (mask & -mask).bit_length() - 1
        dice.append(f"{('green', 'yellow', 'brown')[c]} {value or 1}")
    g, sb, sc = GAME.order_mats[oid]
    me = {
        "dice": dice,
        "glue_discs": g,
        "saw_blade_discs": sb,
        "scrap_blocks": sc,
        "orders": [{"card": oid, "row": 3}],
        "points": 0,
        "blueberries": 0,
        "reputation": 0,
        "claims": seat_claims or [],
        "acted": True,
        "tile": "buy_wood",
    }
    s = act(position(me=me, **data), f"fulfil {oid}")
    while s.decision == "deliver":
        s = s.apply(s.legal_actions()[0])
    return s


def test_a_special_order_gives_five_and_five_or_a_claim() -> None:
    # L1114-L1117
    s = special()
    assert s.decision == "special_reward"
    pub = s.data.public
    assert sorted(legal(s)) == sorted(["reward points", *[f"claim {o}" for o in pub]])
    w = ws(act(s, "reward points"))
    assert (w.vp, w.blueberries, w.reputation) == (5, 5, 1)  # and row 3's +1 reputation
    w = ws(act(special(), f"claim {pub[0]}"))
    assert w.claims == (pub[0],)


def test_a_public_order_may_be_claimed_by_several_in_the_same_round_only() -> None:
    # L1073-L1080: claimed in this round by seat 1, still open; closed after the round end
    # (seat 1 started the round, so seat 0's turn is its last)
    pub = GAME.new_game(2, seed=0).data.public
    public = GAME.new_game(2, seed=0).position()["data"]["public_orders"]
    public[0]["claimed_round"] = 2
    s = special(public_orders=public, start_player=1)
    assert f"claim {pub[0]}" in legal(s)
    s = act(s, f"claim {pub[0]}", "end")
    assert s.data.public_open[0] is False


def test_claimed_public_orders_score_for_every_claimant() -> None:
    # L1318-L1321
    pub = GAME.new_game(2, seed=0).data.public[0]
    s = position(workshops=[{"claims": [pub]}, {"claims": [pub]}])
    expr = GAME.public_score[pub]
    from boardrules.effects import evaluate

    for seat in (0, 1):
        assert s.score_breakdown()[seat]["2_public_orders"] == evaluate(
            GAME.rules, s.data, seat, expr
        )
