"""Kleine Völker's position in its own words (docs/positions.md): territories by number with
their spaces as the notation numbers them, buildings by owner and floors, where play stands."""

from __future__ import annotations

import pytest

import boardrules

GAME = boardrules.load_game("kleine_voelker")


def kept() -> boardrules.State:
    state = GAME.new_game(2, seed=3)
    while state.decision == "keep":  # L237-L241: each seat keeps 2 of 4 secret projects
        state = state.apply(state.legal_actions()[0])
    return state


def test_a_space_is_the_one_the_notation_names() -> None:
    state = kept()
    doc = state.position()["data"]
    assert sorted(doc["territories"], key=int) == [str(t) for t in range(1, 8)]
    for territory in doc["territories"].values():
        assert len(territory["spaces"]) == 7  # 0 the centre, 1..6 the ring
    state = state.apply(GAME.parse_action(state, "start 2"))
    build = next(a for a in state.legal_actions() if a.kind == "build")
    after = state.apply(build)
    t, i = build.territory, build.space_index  # type: ignore[attr-defined]
    space = after.position()["data"]["territories"][str(t)]["spaces"][i]
    assert space["building"] == {"owner": state.current_player, "floors": 1, "roof": False}


def test_where_play_stands_builds_the_turn() -> None:
    state = kept()
    ed = state.edit().set("crane", 4).set("acting", 4).set("turn_order", [0, 1])
    state = ed.to_move(decision="act", seat=1, slot=1, actions_left=2).state()
    assert (state.decision, state.current_player) == ("act", 1)
    assert state.position()["to_move"] == {
        "decision": "act",
        "seat": 1,
        "slot": 1,
        "actions_left": 2,
    }  # keeps_left, at its default, is left out


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        ({"territories": {"1": {"position": "NE"}}}, "both lie at NE"),
        ({"territories": {"1": {"spaces": []}}}, "7 spaces, not 0"),
        ({"territories": {"1": {"position": "north"}}}, r"expected one of centre, NW"),
        ({"land_tiles": {"moss": 3}}, "moss"),
    ],
)
def test_a_garden_that_is_no_garden_is_refused(edit: dict, problem: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(boardrules.InvalidState, match=problem):
        GAME.state_from_position({"players": 2, "seed": 3, "data": edit})


def test_a_slot_or_action_the_turn_order_does_not_have_is_refused() -> None:
    ed = kept().edit()
    with pytest.raises(boardrules.InvalidState, match="slot 0 has 1 actions"):
        ed.to_move(decision="act", seat=0, slot=0, actions_left=2).state()
    with pytest.raises(boardrules.InvalidState, match="slot 7"):
        ed.to_move(decision="act", seat=0, slot=7).state()
