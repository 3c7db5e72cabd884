"""Where play stands inside a Woodcraft turn, in the game's words (issue 23 item 2): every
decision the game asks (an action's steps, a saw cut, a delivery, a tool and its attic space,
a card's choice, the discard) has a ``to_move`` form, written by ``state.position()`` and
read back to the same state; a form the table cannot stand at is refused naming its field."""

from __future__ import annotations

from typing import Any

import pytest

import boardrules
from tests.play import first_to_move, to_move_census, walk

GAME = boardrules.load_game("woodcraft")


def test_every_decision_is_written_where_it_stands_and_reads_back_the_same() -> None:
    runs = [(n, s) for n in range(1, 5) for s in (0, 1)] + [(1, 3), (2, 2)]
    said, tasks = to_move_census(s for players, seed in runs for s in walk(GAME, players, seed))
    # measured: 100% of 2164 positions, 1-4 seats (71%, 1544, before the decisions inside
    # a turn had forms)
    assert not tasks, tasks
    inside = {"saw_cut", "hire", "room", "buy_wood", "deliver", "take_order", "choose", "sell"}
    inside |= {"buy_six", "discard", "buy_materials", "produce_mode", "produce", "plant"}
    inside |= {"improve", "special_reward", "pick_tool", "attic_space"}
    assert inside | {"main", "market", "keep_order", "place_order", "start_helper"} <= set(said)


def test_a_saw_cut_says_the_die_and_the_cuts_so_far() -> None:
    # L857-L865: the pieces are cut in ascending order, each further cut costs a saw blade
    state = first_to_move(GAME, 1, 2, "saw_cut", cuts=1, last=3)
    where = state.position()["to_move"]
    assert where == {
        "decision": "saw_cut",
        "seat": 0,
        "colour": "green",
        "rest": 3,
        "last": 3,
        "cuts": 1,
    }  # a green 6 cut into a 3: 3 pips are left on it
    back = state.edit().to_move(**where).state()
    assert back.data == state.data and back.legal_actions() == state.legal_actions()
    fresh = state.edit().to_move(**{**where, "last": None, "cuts": None}).state()
    assert [str(a) for a in fresh.legal_actions()] == ["cut 1"]  # no cut yet: no "done"


def test_a_delivery_waits_on_the_order_s_reward_and_its_row_s() -> None:
    # L978-L993: the dice paid, then the order's reward, then its row's reward
    state = first_to_move(GAME, 1, 0, "deliver")
    where = state.position()["to_move"]
    assert where["order"] == "S-10" and where["requirement"] == 0
    assert [s["effects"] for s in where["then"]] == ["S-10/abilities/0/do", "row-2/abilities/0/do"]
    back = state.edit().to_move(**where).state()
    assert back.data == state.data and back.legal_actions() == state.legal_actions()


def test_a_tool_of_a_helper_started_at_setup_stands_in_round_0() -> None:
    # L276-L278, L692-L695: the helper kept at setup uses its immediate ability at once (a
    # tool, L1095-L1097); the later seats' choices of the setup wait below
    state = first_to_move(GAME, 2, 3, "pick_tool")
    assert state.data.round == 0
    where = state.position()["to_move"]
    assert where == {"decision": "pick_tool", "seat": 1}
    assert GAME.state_from_position(state.position()).legal_actions() == state.legal_actions()


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"decision": "saw_cut"}, "saw_cut needs colour and rest"),
        ({"decision": "saw_cut", "colour": "green", "rest": 7}, "rest 7: 1..6"),
        ({"decision": "room", "helper": "HI-99"}, "helper 'HI-99': no helper of the game"),
        ({"decision": "deliver", "order": "S-99"}, "order 'S-99': no order of the game"),
        ({"decision": "deliver", "order": "S-10", "requirement": 5}, "requirement 5: 0..1"),
        ({"decision": "attic_space", "tool": "hammer"}, "tool 'hammer': one of"),
        ({"decision": "produce", "produced": ["HI-01"]}, "produced: 'HI-01' is in no room"),
        ({"decision": "buy_wood", "bought": 2}, "bought 2: 0..1"),
        ({"decision": "discard"}, r"discard: workshops\[0\].dice hold \d+, at most 6"),
        ({"decision": "choose", "effect": "S-10/abilities/0/do/0"}, "not choose"),
        ({"decision": "may_use", "abilities": ["X/abilities/0"]}, "no abilities of the cards"),
        ({"then": [{"step": "effects"}]}, "then: main takes no other field"),
        (
            {
                "decision": "sell",
                "then": [{"step": "effects", "effects": "S-10/abilities/0/do", "next": 4}],
            },
            r"then\[0\]: next 4",
        ),
        ({"decision": "sell", "tool": "tool-03"}, "tool: sell takes then"),
        ({"decision": "sell", "then": [{"step": "plant", "left": 3}]}, r"then\[0\]: left 3"),
    ],
)
def test_a_form_the_table_cannot_stand_at_is_refused_naming_the_field(
    change: dict[str, Any], problem: str
) -> None:
    state = first_to_move(GAME, 1, 0, "deliver")
    where = {"decision": "main", "seat": 0, **change}
    with pytest.raises(boardrules.InvalidState, match=problem):
        state.edit().to_move(**where).state()


def test_a_discard_is_of_a_turn() -> None:
    ed = GAME.new_game(2, seed=1).edit()
    with pytest.raises(boardrules.InvalidState, match="round 0: the dice are discarded"):
        ed.to_move(decision="discard", seat=1).state()
