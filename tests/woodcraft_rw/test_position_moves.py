"""Where play stands in Woodcraft Roll & Write, in the game's words (issue 23 item 2): every
decision the game asks has a ``to_move`` form, written by ``state.position()`` and read back
to the same state; a form the table cannot stand at is refused naming its field."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import boardrules
from tests.kernel.test_new_cards import mine, package, rw_position
from tests.play import first_to_move, to_move_census, walk

GAME = boardrules.load_game("woodcraft_rw")
__all__ = ["package"]  # the contributor cards' package (a fixture), for an order of dice


def test_every_decision_is_written_where_it_stands_and_reads_back_the_same() -> None:
    runs = [(n, s) for n in range(1, 6) for s in (0, 1)]
    said, tasks = to_move_census(s for players, seed in runs for s in walk(GAME, players, seed))
    # measured: 100% of 1653 positions, 1-5 seats (72%, 1182, with keep, commit, free alone)
    assert not tasks, tasks
    inside = {"column", "pick_order", "lantern", "chestnut", "die_value", "adjust", "choose"}
    assert inside | {"keep", "commit", "free", "sell_material", "swap_material"} <= set(said)


def test_every_position_with_explicit_chance_is_written_and_reads_back_the_same() -> None:
    # chance="explicit": a die rolled onto the board (L87-L93) or a card drawn is a CHANCE
    # node, no seat's decision; its position says where play stands with a deal or a roll
    # (tests/woodcraft_rw/test_position_chance.py; it listed the tasks before) and reads back
    # the same, as every seat's decision does
    state = GAME.new_game(2, seed=0, chance="explicit")
    rng = random.Random(0)
    chance = 0
    while not state.is_terminal:
        doc = state.position()
        chancy = doc["to_move"]["decision"] in ("deal", "roll")
        assert chancy == (state.decision == "chance"), state.decision
        back = GAME.state_from_position(doc)
        assert back.data == state.data and back.legal_actions() == state.legal_actions()
        chance += state.decision == "chance"
        state = state.apply(rng.choice(state.legal_actions()))
    assert chance > 50


def test_a_chestnut_of_a_column_bonus_with_a_lantern_still_to_come() -> None:
    # L95-L109: the column's bonus is marked at once; L105-L109: a row's threshold gives a
    # chestnut, crossed out at once on a crate (L305-L307); the bonus's lantern comes after
    state = first_to_move(GAME, 1, 2, "chestnut", step="reveal")
    where = state.position()["to_move"]
    assert where["then"] == [
        {"step": "gain", "resource": "glue", "amount": 1},
        {"step": "gain", "resource": "lantern", "amount": 1},
    ]
    back = state.edit().to_move(**where).state()
    assert back.data == state.data and back.legal_actions() == state.legal_actions()
    after = back.apply(back.legal_actions()[0])
    assert after.decision == "lantern"  # the glue marked, then the lantern placed


def test_helper_b_sells_a_material_within_its_effect() -> None:
    # L470-L474: helper B crosses out a material, then gives a blueberry and 2 VP: the rest of
    # its effect list waits below the choice
    state = first_to_move(GAME, 2, 1, "sell_material")
    where = state.position()["to_move"]
    assert where["then"] == [{"step": "effects", "effects": "B/abilities/0/do", "next": 1}]
    assert GAME.state_from_position(state.position()).data == state.data


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"then": [{"step": "effects", "effects": "Z/abilities/0/do"}]}, "then.0.: effects 'Z"),
        ({"then": [{"step": "effects", "effects": "B/abilities/0/do", "next": 9}]}, "next 9"),
        ({"then": [{"step": "gain", "resource": "glue"}]}, "then.0.: gain needs"),
        ({"then": [{"step": "pay", "order": "I-06", "group": 0, "left": 1}]}, "order 'I-06'"),
        ({"then": [{"step": "deliver", "value": 7}]}, "then.0.: value 7"),
        ({"step": "orders", "picking": [[7]]}, r"picking\[0\]: \[7\]"),
        ({"step": "free", "picking": [[1]]}, "picking: the seats pick orders in step orders"),
        ({"seat": 5}, "seat 5: no seat of 2 players"),
        ({"colour": "yellow"}, "colour: sell_material takes step, picking, then"),
        ({"decision": "free"}, "then: free takes no other field"),
        ({"decision": "may_use", "then": None, "abilities": ["Z/abilities/0"]}, "abilities .'Z"),
    ],
)
def test_a_form_the_table_cannot_stand_at_is_refused_naming_the_field(
    change: dict[str, Any], problem: str
) -> None:
    state = first_to_move(GAME, 2, 1, "sell_material")
    where = {**state.position()["to_move"], **change}
    with pytest.raises(boardrules.InvalidState, match=problem):
        state.edit().to_move(**where).state()


def test_a_decision_the_sheet_cannot_make_is_refused() -> None:
    state = first_to_move(GAME, 2, 1, "sell_material")
    ed = state.edit()
    with pytest.raises(boardrules.InvalidState, match=r"column: the reveal's die of seat 1"):
        ed.to_move(decision="column", seat=1).state()
    with pytest.raises(boardrules.InvalidState, match="die_value needs colour"):
        ed.to_move(decision="die_value", seat=1).state()
    with pytest.raises(boardrules.InvalidState, match="'B/abilities/0/do/1': gain, not choose"):
        ed.to_move(decision="choose", seat=1, effect="B/abilities/0/do/1").state()
    with pytest.raises(boardrules.InvalidState, match="step reveal: sheets.1..commit is no die"):
        ed.set("sheets[1].commit", None).to_move(decision="lantern", seat=1, step="reveal").state()


def test_an_order_of_dice_paid_die_by_die_stands_at_each_die(package: Path) -> None:
    # issue 15's sample order (tests/kernel/test_new_cards.py): 2 yellow dice totalling at
    # least 9, paid die by die; after the first die the form says what is given so far
    game = mine(package, "woodcraft_rw")
    state = rw_position(game, ["T-II-9"], {"yellow 3": 1, "yellow 4": 1, "yellow 6": 1})
    state = state.apply(game.parse_action(state, "fulfil T-II-9"))
    state = state.apply(game.parse_action(state, "deliver yellow 3"))
    where = state.position()["to_move"]
    assert where == {
        "decision": "give_die",
        "seat": 0,
        "order": "T-II-9",
        "group": 0,
        "left": 1,
        "total": 3,
        "then": [
            {"step": "effects", "effects": "T-II-9/abilities/0/do", "next": 0},
            {"step": "order_fulfilled"},
        ],
    }  # the order's reward (1 reputation), then the helpers hear it (L477-L480)
    back = game.state_from_position(state.position())
    assert back.data == state.data and [str(a) for a in back.legal_actions()] == [
        "deliver yellow 6"
    ]
    with pytest.raises(boardrules.InvalidState, match="total 9: 1 dice given show at most 6"):
        state.edit().to_move(**{**where, "total": 9}).state()
