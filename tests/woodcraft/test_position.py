"""Woodcraft's position in its own words (docs/positions.md): dice as "green 4", tiles usable
or used, the names of the observation; where play stands; old names refused by name."""

from __future__ import annotations

import pytest

import boardrules
from boardrules import InvalidState
from tests.woodcraft.helpers import GAME as TYPED_GAME

GAME = boardrules.load_game("woodcraft")
WOODCRAFT = TYPED_GAME  # with the catalogue's tables (order_row)


def test_the_position_and_the_observation_name_a_workshop_alike() -> None:
    state = GAME.new_game(2, seed=1)
    written = state.position()["data"]["workshops"][0]
    seen = state.observation(0)["workshops"][0]
    shared = {"saw_blade_discs", "scrap_blocks", "reuse_tokens", "points", "glue_discs"}
    assert shared <= set(written) and shared <= set(seen)
    assert all(written[k] == seen[k] for k in shared)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (
            {"workshops": [{"saw_blades": 1}, {}]},
            r"saw_blades: unknown field \(close: saw_blade_discs",
        ),
        ({"workshops": [{"vp": 3}, {}]}, "vp: unknown field"),
        ({"workshops": [{"dice": ["purple 3"]}, {}]}, "'purple 3': not a die"),
        ({"workshops": [{"saw_tiles": ["broken"]}, {}]}, "expected one of usable, used"),
        ({"wheel": ["chop_wood"] + [None] * 27}, "chop_wood"),
        ({"tools_supply": {"hammer": 1}}, "no tool 'hammer'"),
    ],
)
def test_a_wrong_name_or_value_is_refused_naming_it(data: dict, problem: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(boardrules.InvalidState, match=problem):
        GAME.state_from_position({"players": 2, "seed": 1, "data": data})


def test_a_turn_set_up_in_words_plays() -> None:
    state = GAME.new_game(2, seed=1)
    helper = state.position()["data"]["helper_deck"][0]
    ed = state.edit().move(helper, "rooms:1").set("round", 3).set("start_player", 1)
    state = ed.to_move(decision="main", seat=1).state()
    assert (state.decision, state.current_player) == ("main", 1)
    assert helper in state.observation(0)["workshops"][1]["helpers"]
    assert state.position()["to_move"] == {"decision": "main", "seat": 1}


def test_the_editor_moves_orders_into_a_row_and_public_orders() -> None:
    """Every place a card lies is a place of the editor: an order beside a workshop lies in the
    row of its symbol (L272-L274, L1150), a public order out of the box is open (L217-L221)."""
    game = WOODCRAFT
    ed = game.new_game(2, seed=1).edit()
    order = ed.cards("order_display")[0]
    ed.move(order, "orders:1")
    row = game.order_row[order] + 1
    assert ed.get("workshops[1].orders") == [{"card": order, "row": row}]
    assert ed.where(order) == "orders:1" and order not in ed.cards("order_display")
    public = ed.cards("public_orders")[0]
    ed.move(public, "boxed")
    assert ed.where(public) == "boxed" and public not in ed.cards("public_orders")
    ed.move(public, "public_orders")
    assert ed.get("public_orders")[-1] == {"card": public, "open": True, "claimed_round": 0}
    with pytest.raises(InvalidState, match="HI-06 is no order"):
        ed.move("HI-06", "orders:0")
    assert ed.where("HI-06")  # unchanged: still where it lay
    state = ed.move(order, "order_display", 0).state()
    assert state.data.workshops[1].order_ids == ()
