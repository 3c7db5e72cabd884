"""Where play stands while an order is dealt or a die rolled (issue 23 item 2): with
``chance="explicit"`` every order Woodcraft Roll & Write draws and every die it rolls is a
CHANCE node, and its ``to_move`` form is ``deal`` (where the order goes: ``dealt:S`` or a
``pool`` slot) or ``roll`` (what the dice are for and their colours), with ``after`` or
``step`` where a turn goes on below (games/woodcraft_rw/position_chance.py,
docs/positions.md). Positions of random games are written with a form and read back as the
same state; a form the table cannot stand at is refused naming the field."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from tests.play import to_move_census, to_move_round_trip
from tests.woodcraft_rw.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.tasks import Rolloff, WantOrder
else:
    from boardrules.games.woodcraft_rw.tasks import Rolloff, WantOrder


def playout(players: int, seed: int) -> Iterator[State]:
    """Every state of a random game with ``chance="explicit"``."""
    state = GAME.new_game(players, seed=seed, chance="explicit")
    rng = random.Random(seed * 10 + players)
    while not state.is_terminal:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def first_form(players: int, decision: str, seeds: int = 2, **where: Any) -> State:
    """The first state of ``playout`` (seeds 0 to ``seeds`` - 1) whose ``to_move`` is
    ``decision`` with the values ``where`` (``True``: the field is there, whatever its value)."""
    for seed in range(seeds):
        for state in playout(players, seed):
            form = state.position().get("to_move", {})
            if form.get("decision") == decision and all(
                k in form if v is True else form.get(k) == v for k, v in where.items()
            ):
                return state
    raise AssertionError(f"no {decision} {where}")


def test_the_deals_and_rolls_of_random_games_say_where_play_stands() -> None:
    # measured (seeds 0-1, 1-5 seats): all 2260 positions written with to_move and read back
    # the same, bit for bit, with the same legal actions (seeds 0-11: 13410 of 13410); 99.8%
    # before a priority roll-off's die had a form (L132-L136), 73.8% before the deals and
    # rolls had theirs
    runs = [(n, s) for n in range(1, 6) for s in (0, 1)]
    said, tasks = to_move_census(s for n, seed in runs for s in playout(n, seed))
    assert {"deal", "roll"} <= set(said)
    assert not tasks, tasks
    assert sum(said.values()) == 2260


def test_the_setup_deals_each_seat_its_orders_then_lays_out_the_pool() -> None:
    # L32-L34: two phase I orders dealt to each seat, seat by seat; L40: the pool laid out,
    # left to right, once the seats have kept theirs
    state = GAME.new_game(2, seed=0, chance="explicit")
    assert to_move_round_trip(state, "deal") == {
        "decision": "deal",
        "seat": 0,
        "deal": "dealt",
        "dealt_to": 0,
        "dealing": 2,
    }
    state = state.apply(state.legal_actions()[0]).apply(state.legal_actions()[1])
    assert to_move_round_trip(state, "deal")["dealt_to"] == 1
    while state.decision == "chance":
        state = state.apply(state.legal_actions()[0])
    while state.decision == "keep":
        state = state.apply(state.legal_actions()[0])
    assert to_move_round_trip(state, "deal") == {
        "decision": "deal",
        "seat": 0,
        "deal": "pool",
        "slot": 1,
        "dealing": 3,
    }


def test_the_round_s_dice_rolled_for_the_board() -> None:
    # L51-L53: 3 yellow and 3 brown dice from the supply, rolled, then sorted onto the board
    state = first_form(2, "roll", roll="board")
    where = to_move_round_trip(state, "roll")
    assert where["dice"] == ["yellow"] * 3 + ["brown"] * 3
    state = state.apply(state.legal_actions()[0])
    assert to_move_round_trip(state, "roll")["dice"] == ["yellow"] * 2 + ["brown"] * 3


def test_an_order_taken_refills_its_pool_slot_before_the_turn_goes_on() -> None:
    # L136-L138: the slot refilled at once; the seat's free actions, or the later picks
    state = first_form(2, "deal", after="free")
    assert to_move_round_trip(state, "deal")["deal"] == "pool"
    state = first_form(2, "deal", step="orders")
    assert to_move_round_trip(state, "deal")["slot"] in (1, 2, 3)


def test_the_solo_opponent_s_dice_and_the_solo_die() -> None:
    # L397-L405: the opponent's yellow, then brown die; L411-L417: the solo die naming the
    # pool order discarded at the round's end
    state = first_form(1, "roll", roll="opponent")
    assert to_move_round_trip(state, "roll")["dice"] == ["yellow", "brown"]
    state = first_form(1, "roll", roll="solo_discard")
    assert to_move_round_trip(state, "roll") == {
        "decision": "roll",
        "seat": 0,
        "roll": "solo_discard",
    }


def roll_off() -> State:
    """A priority roll-off's first die: two seats that took an order tied (L132-L136)."""
    state = first_form(4, "roll", roll="priority")
    assert "rolls" not in state.position()["to_move"]
    return state


def test_seats_tied_for_priority_roll_off_until_one_is_higher() -> None:
    # L132-L136: the seats that chose an order, tied on the dice of every earlier turn, roll
    # dice until one rolls higher; that one picks first
    state = roll_off()
    where = to_move_round_trip(state, "roll")
    tied = where["tied"]
    assert where == {"decision": "roll", "seat": 0, "roll": "priority", "tied": tied}
    assert len(tied) >= 2 and len(state.legal_actions()) == 6  # a die's six values
    state = state.apply(state.legal_actions()[5])  # the first of them rolls a 6
    assert to_move_round_trip(state, "roll")["rolls"] == [6]
    for _ in tied[1:]:
        state = state.apply(state.legal_actions()[0])  # the others roll a 1
    where = to_move_round_trip(state, "pick_order")
    assert where["seat"] == tied[0]


def test_a_roll_off_s_later_picks_written_out_build_the_same_stack() -> None:
    # L124-L136: the seats picking after those tied go by priority (picking null); written
    # out, the same stack stands
    state = roll_off()
    where = state.position()["to_move"]
    picks = [t for t in state.data.tasks if isinstance(t, WantOrder | Rolloff)]
    picking = [[t.seat] if isinstance(t, WantOrder) else list(t.group) for t in reversed(picks)]
    back = state.edit().to_move(**where, picking=picking).state()
    assert back.data == state.data and back.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"tied": [0]}, r"tied \[0\]: two or more seats of the 4, each once"),
        ({"tied": [0, 0]}, r"tied \[0, 0\]: two or more seats"),
        ({"rolls": [7]}, r"rolls \[7\]: 1..6 each, fewer than the"),
        ({"dice": ["yellow"]}, "dice: a priority roll-off rolls a die a seat"),
        ({"picking": [[9]]}, r"picking\[0\]: \[9\] is no group of seats of the game"),
        ({"step": "orders"}, "step: a pool slot refilled in a turn's, not a roll's"),
        ({"roll": "board"}, "tied: a priority roll-off's"),
    ],
)
def test_an_impossible_roll_off_is_refused_naming_the_field(
    change: dict[str, Any], message: str
) -> None:
    state = roll_off()
    where = {**state.position()["to_move"], **change}
    with pytest.raises(InvalidState, match=f"position: to_move: {message}"):
        state.edit().to_move(**where).state()


def test_a_roll_off_of_seats_that_did_not_tie_is_refused() -> None:
    # L124-L132: only seats that chose an order and are tied on every earlier turn roll off
    state = roll_off()
    where = state.position()["to_move"]
    other = next(p for p in range(4) if p not in where["tied"])
    with pytest.raises(InvalidState, match=r"seats that chose an order \(sheets\[\].commit\) tied"):
        state.edit().to_move(**{**where, "tied": [*where["tied"], other]}).state()


def test_a_pool_slot_refilled_before_the_helpers_hear_of_the_order_fulfilled() -> None:
    # L220-L228, L136-L138: an order's reward took an order from the pool, its slot refilled
    # at once; then the helpers hear of the order fulfilled (L477-L480), then the free actions
    state = first_form(4, "deal", seeds=4, after="free", before=True)
    where = to_move_round_trip(state, "deal")
    assert where["before"] == [{"step": "order_fulfilled"}]
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.position()["to_move"]["decision"] == "free"


@pytest.mark.parametrize(
    ("round", "form", "message"),
    [
        (0, {"decision": "deal", "deal": "hand"}, "deal 'hand': where the order goes"),
        (0, {"decision": "deal", "deal": "dealt"}, r"dealt_to None: the seat of a deal into"),
        (0, {"decision": "deal", "deal": "dealt", "dealt_to": 0, "dealing": 3}, "dealing 3: 2"),
        (0, {"decision": "deal", "deal": "dealt", "dealt_to": 0, "slot": 1}, "slot: a pool"),
        (2, {"decision": "deal", "deal": "dealt", "dealt_to": 0}, r"deal dealt: dealt at the"),
        (0, {"decision": "deal", "deal": "pool", "slot": 4}, r"slot 4: the pool's slot 1..3"),
        (0, {"decision": "deal", "deal": "pool", "slot": 2, "dealing": 3}, "slot 2: the pool"),
        (2, {"decision": "deal", "deal": "pool", "slot": 1}, r"round 2: the pool is laid out"),
        (2, {"decision": "roll", "roll": "board"}, r"dice None: the colours of the dice"),
        (
            2,
            {"decision": "roll", "roll": "board", "dice": ["brown", "yellow"]},
            r"dice \['brown', 'yellow'\]: the board's 3 yellow then 3 brown",
        ),
        (
            2,
            {"decision": "roll", "roll": "opponent", "dice": ["yellow"]},
            "roll opponent: the solo",
        ),
        (2, {"decision": "roll", "roll": "extra", "dice": ["yellow"]}, "roll extra: the 5-player"),
        (0, {"decision": "roll", "roll": "board", "dice": ["yellow"]}, "round 0: the dice"),
        (2, {"decision": "commit", "dice": ["yellow"]}, "dice: a deal's or a roll's"),
        (
            0,
            {"decision": "roll", "roll": "priority", "tied": [0, 1]},
            "roll priority: a roll-off is in a turn's orders step",
        ),
        (
            2,
            {"decision": "roll", "roll": "board", "dice": ["yellow"], "tied": [0, 1]},
            "tied: a priority roll-off's",
        ),
        (
            2,
            {"decision": "roll", "roll": "board", "dice": ["yellow"], "after": "free"},
            "after: a pool slot refilled in a turn's, not a roll's",
        ),
    ],
)
def test_an_impossible_deal_or_roll_is_refused_naming_the_field(
    round: int, form: dict[str, Any], message: str
) -> None:
    ed = GAME.new_game(2, seed=0).edit().set("chance", "explicit").set("round", round)
    ed.set("turn", 1 if round else 0)
    with pytest.raises(InvalidState, match=f"position: to_move: {message}"):
        ed.to_move(seat=0, **form).state()
