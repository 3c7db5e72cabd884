"""Tools and the attic, the tracks, the income phase and the final scoring
(woodcraft.de.txt L1082-L1104, L1123-L1147, L1150-L1360)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from boardrules import State

from .helpers import GAME, act, legal, position, reputation_tile, stack, ws

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft import scoring
else:
    from boardrules.games.woodcraft import scoring

ATTIC = ["a0", "a1", "a2", "a3", "b0", "b1", "b2", "c1", "c2", "c0", "c3"]


def attic(**tools: str) -> list[str | None]:
    return [tools.get(s) for s in ATTIC]


def gain_tool(me: dict[str, Any], **data: Any) -> State:
    """Seat 0 crosses the hazelnut track's tool line (assumed at space 4) with a +2 upgrade."""
    base = {
        "blueberries": 3,
        "upgrade_tiles": ["usable"] * 2,
        "hazelnut_income": 3,
        "lanterns": 3,
    }
    return act(position(me={**base, **me}, **data), "bonus improve_workshop", "improve upgrade")


def test_attic_example_mallet_and_wrench() -> None:
    # L1123-L1127: a wrench beside a mallet: +2 blueberry income
    s = gain_tool({"attic": attic(a0="mallet"), "blueberry_income": 0})
    assert s.decision == "pick_tool"
    s = act(s, "tool wrench")
    assert legal(s) == ["attic a1", "attic a2", "attic a3"]  # L1097-L1099: bottom row first
    s = act(s, "attic a1")
    assert ws(s).income == 2
    # L1136-L1147: a second wrench on the one space of the second row now available: the
    # mallet below gives "1 helper produces", the wrench below gives nothing (same kind)
    s = gain_tool(
        {
            "attic": attic(a0="mallet", a1="wrench"),
            "reputation": 0,
            "helpers": ["HI-01", *[None] * 7],
        }
    )
    s = act(s, "tool wrench")
    assert "attic b0" in legal(s) and "attic b1" not in legal(s)
    s = act(s, "attic b0")
    assert s.decision == "produce" and ws(s).reputation == 0


def test_the_top_rows_end_spaces_open_beside_an_occupied_space() -> None:
    # L1082-L1085
    full = attic(
        a0="mallet",
        a1="wrench",
        a2="tool-03",
        a3="tool-04",
        b0="tool-05",
        b1="tool-06",
        b2="tool-07",
    )
    s = act(gain_tool({"attic": full}), "tool tool-08")
    assert legal(s) == ["attic c1", "attic c2"]
    s = act(gain_tool({"attic": [*full[:7], "tool-08", None, None, None]}), "tool tool-09")
    assert legal(s) == ["attic c2", "attic c0"]


def test_an_exhausted_tool_kind_is_replaced_by_another() -> None:
    # L1557-L1559 (digest A19): 5 tiles per kind
    s = gain_tool({"attic": attic()}, tools_supply={**dict.fromkeys(GAME.tools, 5), "mallet": 0})
    assert "tool mallet" not in legal(s) and "tool wrench" in legal(s)


def test_income_track_overflow_and_lines_for_the_first_marker_only() -> None:
    # L1293-L1298: past 10 a second marker counts on; it earns no line reward
    s = gain_tool({"hazelnut_income": 13})
    assert ws(s).hazelnut == 15 and s.decision == "main"
    # L1251-L1252: crossing the 3-point line (assumed at space 8)
    s = gain_tool({"hazelnut_income": 7, "points": 0})
    assert ws(s).vp == 3


def test_income_gives_blueberries_and_points() -> None:
    # L1157-L1160
    s = position(
        me={"hazelnut_income": 4, "blueberry_income": 3, "points": 1, "blueberries": 2},
        decision={"task": "income_gains", "phase": 1},
    )
    assert (ws(s).vp, ws(s).blueberries) == (5, 5)


def test_display_discards_in_the_first_and_third_income_phase() -> None:
    # L1165-L1170: 2 helpers and 2 orders from the X spaces (assumed the right two) leave
    display = ["S-02", "S-03", "S-04", "S-05"]
    s = position(order_display=display, decision={"task": "income_gains", "phase": 1})
    assert s.data.order_display[2:] == ("S-02", "S-03") and {"S-04", "S-05"} <= set(
        s.data.order_discard
    )
    s = position(order_display=display, decision={"task": "income_gains", "phase": 2})
    assert not set(s.data.order_display) & set(display)  # the deck switch


def test_the_deck_switch_after_the_second_income_phase() -> None:
    # L1175-L1181
    s = position(decision={"task": "income_gains", "phase": 2})
    d = s.data
    assert d.stage == 2
    assert all(o.startswith("D-") for o in d.order_display + d.order_deck)
    assert all(h.startswith("HII-") for h in d.helper_display + d.helper_deck)


def test_reputation_track_end_gives_two_points_a_step() -> None:
    # L1309-L1312
    s = act(
        position(
            me={
                "reputation": 14,
                "saw_tiles": ["usable"] * 2,
                "blueberries": 4,
                "lanterns": 3,
                "points": 0,
            }
        ),
        "bonus improve_workshop",
        "improve saw",
    )
    assert ws(s).reputation == 15 and ws(s).vp == 2


def third_saw(players: int, seat: int, **data: Any) -> State:
    """``seat`` gains 2 reputation (to space 5, the first tile's space) with its third saw."""
    me = {
        "reputation": 3,
        "saw_tiles": ["usable"] * 2,
        "blueberries": 4,
        "lanterns": 3,
        "points": 0,
    }
    return act(
        position(players=players, seat=seat, me=me, **data), "bonus improve_workshop", "improve saw"
    )


# tile R1 (assumed rewards): side 24 top 5 points, middle 5 blueberries, bottom 2 points;
# side 3 top 4 points, bottom 2 points
@pytest.mark.parametrize(
    ("players", "earlier", "vp", "berries"),
    [
        (4, [0, 0, 0, 0], 5, 0),
        (4, [1, 0, 0, 0], 0, 5),
        (4, [1, 1, 0, 0], 2, 0),
        (4, [1, 1, 1, 0], 0, 0),
        (4, [2, 2, 0, 0], 5, 0),  # L1273-L1281: arrivals in the same round share the reward
        (4, [1, 2, 0, 0], 0, 5),
        (3, [0, 0, 0], 4, 0),
        (3, [1, 0, 0], 2, 0),
        (3, [1, 1, 0], 0, 0),
        (2, [0, 0], 0, 5),
        (2, [1, 0], 0, 0),
    ],
)
def test_reputation_tiles_reward_by_arrival(
    players: int, earlier: list[int], vp: int, berries: int
) -> None:
    # L1269-L1291: 4 players top/middle/bottom, 3 players top/bottom, 2 players the middle
    seat = players - 1
    tiles = [reputation_tile("R1", earlier), reputation_tile("R2", [0] * players)]
    s = third_saw(players, seat, reputation_tiles=tiles)
    assert s.data.rep_arrivals[0][seat] == 2
    assert (ws(s, seat).vp, ws(s, seat).blueberries) == (vp, berries)


def test_leftovers_example() -> None:
    # L1379-L1383: a 3 in the stack, a potted 5, 6 blueberries, 2 glue discs, 1 scrap block:
    # 17 / 10 = 1 point (the dice faces are lost: 3 and 5 from the sum)
    me = {
        "dice": stack(green_3=1),
        "trees": {"green": 5},
        "blueberries": 6,
        "glue_discs": 2,
        "scrap_blocks": 1,
        "saw_blade_discs": 0,
    }
    assert scoring.leftovers(GAME, ws(position(me=me))) == 1


def test_reputation_example_orders_times_the_value() -> None:
    # L1389-L1394: 4 orders at 5 points each = 20; one space further 6, the maximum
    five = GAME.rep_vp.index(5)
    me = {
        "fulfilled": ["S-01", "S-02", "S-03", "S-04"],
        "reputation": five,
        "orders": [],
        "hand": [],
    }
    assert position(me=me).score_breakdown()[0]["4_orders"] == 20
    me["reputation"] = five + 1
    assert position(me=me).score_breakdown()[0]["4_orders"] == 24


def test_unfulfilled_orders_cost_two_reputation_before_the_order_count() -> None:
    # L1340-L1341, L1343-L1349
    five = GAME.rep_vp.index(5)
    me = {
        "fulfilled": ["S-01"],
        "reputation": five + 1,
        "orders": [{"card": "S-02", "row": 2}],
        "hand": [],
    }
    s = position(me=me, decision={"task": "final_scoring"}, alone=True)
    assert s.is_terminal and ws(s).reputation == five - 1
    assert s.score_breakdown()[0]["4_orders"] == scoring.order_value(GAME, five - 1)


def test_a_tie_goes_to_the_seat_later_in_turn_order() -> None:
    # L1356-L1360: the start player always loses a tie
    s = position(
        start_player=0,
        workshops=[{"points": 10, "fulfilled": []}, {"points": 10, "fulfilled": []}],
        decision={"task": "final_scoring"},
        alone=True,
    )
    assert s.scores()[0] == s.scores()[1]
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (1,)


def test_the_observation_says_who_reached_which_reputation_tile() -> None:
    # L1269-L1291: the rewards go by arrival, so the table shows who got there and when
    tiles = [reputation_tile("R1", [1, 0, 0]), reputation_tile("R3", [0, 0, 0])]
    s = third_saw(3, 1, reputation_tiles=tiles)
    seen = s.observation(2)
    assert seen["reputation_tiles"][0] == {"tile": "R1", "reached": [1, 2, 0], "removed": False}
    assert seen["reputation_tiles"][1]["reached"] == [0, 0, 0]
    assert seen["reputation_spaces"] == [5, 10]
