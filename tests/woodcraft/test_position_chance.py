"""Where play stands while a card is dealt or a die rolled (issue 23 item 2): with
``chance="explicit"`` every card Woodcraft draws and every lumber-yard die it rolls is a
CHANCE node, and its ``to_move`` form is ``deal`` (where the card goes, how many still go
there) or ``roll`` (the yard's spaces still to roll), with ``after``, the decision asked
once they are done (games/woodcraft/position_chance.py, docs/positions.md). Positions of
random games are written with a form and read back as the same state; the setup's positions
mid-deal read back (issue 23: the reputation tiles and public orders not yet drawn); a form
the table cannot stand at is refused naming the field."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from boardrules import InvalidState, State
from tests.play import to_move_census, to_move_round_trip
from tests.woodcraft.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.tasks import SoloTake
else:
    from boardrules.games.woodcraft.tasks import SoloTake


def playout(players: int, seed: int) -> Iterator[State]:
    """Every state of a random game with ``chance="explicit"``: each card dealt and each die
    rolled at random among the outcomes, as each decision."""
    state = GAME.new_game(players, seed=seed, chance="explicit")
    rng = random.Random(seed * 10 + players)
    while not state.is_terminal:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def test_the_deals_and_rolls_of_random_games_say_where_play_stands() -> None:
    # measured (seeds 0-1, 1-4 seats): all 2556 positions written with to_move and read back
    # the same, bit for bit, with the same legal actions (seeds 0-7: 10067 of 10067); 98.7%
    # before a helper hired (its cost paid after its display space is refilled), the
    # abilities an action set off, the solo card's takes (L1463-L1466) and the public order
    # it removes (L1498-L1503) had forms, 75.8% before the deals and rolls had theirs
    runs = [(n, s) for n in range(1, 5) for s in (0, 1)]
    said, tasks = to_move_census(s for n, seed in runs for s in playout(n, seed))
    assert {"deal", "roll", "remove_public"} <= set(said)
    assert not tasks, tasks
    assert sum(said.values()) == 2556


def test_the_setup_deals_then_rolls_the_yard_then_the_first_seat_keeps_orders() -> None:
    # L169-L184, L206-L221, L270-L291: the public orders, the reputation tiles, the displays
    # (an order, then a helper, space by space), each seat's helpers, simple and special
    # orders; then the yard's 6 dice (L137-L138); then keep_order (L270)
    state = GAME.new_game(2, seed=0, chance="explicit")
    first = state.data.start
    after = {"after": "keep_order", "seat": first}
    n = len(state.data.public_open)
    assert to_move_round_trip(state, "deal") == {
        "decision": "deal",
        "deal": "public_orders",
        "dealing": n,
        **after,
    }
    seen: list[dict[str, Any]] = []
    while state.decision == "chance":
        where = to_move_round_trip(state, state.position()["to_move"]["decision"])
        assert {k: where.get(k) for k in after} == after
        seen.append({k: v for k, v in where.items() if k not in after})
        state = state.apply(state.legal_actions()[0])
    assert seen[n - 1 : n + 3] == [
        {"decision": "deal", "deal": "public_orders"},
        {"decision": "deal", "deal": "reputation_tiles", "dealing": 2},
        {"decision": "deal", "deal": "reputation_tiles"},
        {"decision": "deal", "deal": "order_display", "slot": 1},
    ]
    assert {"decision": "deal", "deal": "hand", "dealt_to": first, "dealing": 2} in seen
    assert seen[-6:] == [{"decision": "roll", "spaces": list(range(k, 7))} for k in range(1, 7)]
    assert state.position()["to_move"] == {"decision": "keep_order", "seat": first}


def test_a_position_of_the_setup_mid_deal_reads_back() -> None:
    # issue 23: a public order drawn, the others and the reputation tiles still to come; the
    # game's checks refused it (reputation_tiles: 0 items, expected 2)
    state = GAME.new_game(3, seed=1, chance="explicit")
    state = state.apply(state.legal_actions()[0])
    doc = state.position()
    assert len(doc["data"]["public_orders"]) == 1 and doc["data"]["reputation_tiles"] == []
    back = GAME.state_from_position(doc)
    assert back.data == state.data and back.legal_actions() == state.legal_actions()
    # written by hand: the tiles still to deal after the public orders
    tiles = {"decision": "deal", "deal": "reputation_tiles", "after": "keep_order"}
    ed = GAME.new_game(3, seed=1, chance="explicit").edit()
    for card in ed.cards("boxed"):
        if card in GAME.publics and len(ed.get("public_orders")) < len(state.data.public_open):
            ed.move(card, "public_orders")
    state = ed.to_move(**tiles, dealing=2, seat=state.data.start).state()
    assert {str(a.args[0]) for a in state.legal_actions()} == set(GAME.rep_tiles)  # L169
    assert to_move_round_trip(state, "deal")["dealing"] == 2


def test_what_no_setup_reaches_is_still_refused() -> None:
    # a game of round 1 with a public order fewer than its player count lays out (L217-L221)
    ed = GAME.new_game(2, seed=0).edit()
    ed.move(ed.cards("public_orders")[0], "boxed")  # back in the box
    with pytest.raises(InvalidState, match=r"public_orders \(open\): 3 items, expected 2"):
        ed.state()
    ed = GAME.new_game(2, seed=0).edit()
    ed.set("reputation_tiles", ed.get("reputation_tiles")[:1])
    with pytest.raises(InvalidState, match="reputation_tiles: 1 items, expected 2"):
        ed.state()


def first_form(players: int, decision: str, **where: Any) -> State:
    """The first state of ``playout`` (seeds 0-3) whose ``to_move`` is ``decision`` with the
    values ``where`` (``True``: the field is there, whatever its value)."""
    for seed in (0, 1, 2, 3):
        for state in playout(players, seed):
            form = state.position().get("to_move", {})
            if form.get("decision") == decision and all(
                k in form if v is True else form.get(k) == v for k, v in where.items()
            ):
                return state
    raise AssertionError(f"no {decision} {where}")


def test_an_order_taken_refills_its_display_space_then_the_action_goes_on() -> None:
    # L638-L643: the order taken, the display slides to the right and its left space is
    # refilled; then a second order may be taken (take_order, taken 1)
    state = first_form(2, "deal", after="take_order")
    where = to_move_round_trip(state, "deal")
    assert where == {
        "decision": "deal",
        "deal": "order_display",
        "slot": 1,
        "after": "take_order",
        "seat": where["seat"],
        "taken": 1,
    }
    assert {str(a.args[0]) for a in state.legal_actions()} == set(state.data.order_deck)
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.position()["to_move"] == {
        "decision": "take_order",
        "seat": where["seat"],
        "taken": 1,
    }


def test_the_yard_refilled_after_a_purchase() -> None:
    # L578-L580: each empty space gets a die of its colour, rolled
    state = first_form(3, "roll", after="main")
    where = to_move_round_trip(state, "roll")
    spaces = where["spaces"]
    assert [i + 1 for i, k in enumerate(state.data.yard) if k < 0] == sorted(spaces)
    assert len(state.legal_actions()) == 6  # a die's six values
    rolled = state.apply(state.legal_actions()[0])
    assert rolled.data.yard[spaces[0] - 1] >= 0


def test_an_income_phase_refills_the_displays() -> None:
    # L1165-L1170: after the income, the empty display spaces refilled; no decision below
    state = first_form(2, "deal", after=None, deal="helper_display")
    where = to_move_round_trip(state, "deal")
    assert "after" not in where and state.data.round in (4, 8, 11, 14)
    assert where["slot"] in (1, 2, 3, 4)


def test_a_solo_card_is_turned_over_and_its_spaces_rerolled() -> None:
    # L1402-L1411: the top solo card turned over after the turn; L1419-L1475: the yard's
    # spaces a solo card shows rerolled
    state = first_form(1, "deal", deal="solo_discard")
    assert to_move_round_trip(state, "deal") == {
        "decision": "deal",
        "seat": 0,
        "deal": "solo_discard",
    }
    state = first_form(1, "roll", after=None)
    assert to_move_round_trip(state, "roll")["spaces"]


def test_a_helper_hired_is_paid_for_once_its_display_space_is_refilled() -> None:
    # L666-L673: the helper taken, the display slides and its left space is refilled; then
    # its cost is paid (before: pay_cost) and it goes into a room (after: room, L675-L676)
    state = first_form(3, "deal", after="room")
    where = to_move_round_trip(state, "deal")
    helper = where["helper"]
    assert where == {
        "decision": "deal",
        "seat": where["seat"],
        "helper": helper,
        "deal": "helper_display",
        "slot": 1,
        "after": "room",
        "before": [{"step": "pay_cost", "cost": f"{helper}/cost"}],
    }
    assert {str(a.args[0]) for a in state.legal_actions()} == set(state.data.helper_deck)
    unpaid = {**where, "before": [{"step": "pay_cost", "cost": "HI-99/cost"}]}
    with pytest.raises(InvalidState, match=r"to_move: before\[0\]: cost 'HI-99/cost': no cost"):
        state.edit().to_move(**unpaid).state()
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.position()["to_move"] == {
        "decision": "room",
        "seat": where["seat"],
        "helper": helper,
    }


def test_the_abilities_an_action_set_off_wait_for_the_display_refilled() -> None:
    # L1539-L1541: an ability of the action (taking orders) waits below the action's
    # decisions; the second order taken (L638-L643), its space refilled, the ability, then main
    state = first_form(2, "deal", after="main", deal="order_display", before=True)
    where = to_move_round_trip(state, "deal")
    assert [step["step"] for step in where["before"]] == ["triggers"]
    assert where["before"][0]["env"] == {"event": "action_take_orders"}


def solo_take(**where: Any) -> State:
    deal = where.pop("deal", "order_display")
    state = first_form(1, "deal", deal=deal, discarding=True, **where)
    assert to_move_round_trip(state, "deal")["discarding"]
    return state


def test_a_solo_card_takes_a_display_card_which_is_discarded_once_its_space_is_refilled() -> None:
    # L1463-L1466: the card on the space leaves, the display slides on, its space 1 refilled;
    # then the card taken goes onto its discard pile
    state = solo_take()
    where = state.position()["to_move"]
    card = where["discarding"]
    assert where == {
        "decision": "deal",
        "seat": 0,
        "deal": "order_display",
        "slot": 1,
        "discarding": card,
    }
    assert card not in state.position()["data"]["order_discard"]
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.data.order_discard[-1] == card


def test_a_solo_card_takes_orders_then_helpers_and_another_card_follows() -> None:
    # L1463-L1466: an order taken, a helper space still to take; L1471-L1473: the card moved
    # no tile, another is drawn after it (attempt 2)
    state = solo_take(redraw=2, solo_takes=[{"display": "helper_display", "slot": 3}])
    takes = GAME.solo_specs[state.data.solo_discard[-1]].takes  # the solo card played
    assert not takes[-2].helpers and takes[-1] == SoloTake(slot=3, helpers=True)
    state = solo_take(deal="helper_display", redraw=2)
    assert to_move_round_trip(state, "deal")["discarding"].startswith("H")


def test_a_solo_card_drawn_again_after_one_that_emptied_yard_spaces() -> None:
    # L1419-L1475: a solo card emptied lumber-yard spaces to reroll and moved no tile; the
    # next card (attempt 2, L1471-L1473) is turned over and played before the yard is rerolled
    state = first_form(1, "deal", deal="solo_discard")
    ed = state.edit().set("lumber_yard[0]", None)
    state = ed.to_move(decision="deal", seat=0, deal="solo_discard", attempt=2).state()
    kinds = [type(t).__name__ for t in state.data.tasks]
    assert kinds[-4:] == ["RoundEnd", "Refill", "SoloPlay", "Draw"]
    where = to_move_round_trip(state, "deal")
    assert where["attempt"] == 2


def test_the_solo_game_removes_a_public_order_at_random() -> None:
    # L1498-L1503: at the start of rounds 10 and 13 a random unclaimed public order leaves
    state = first_form(1, "remove_public")
    assert to_move_round_trip(state, "remove_public") == {"decision": "remove_public", "seat": 0}
    assert state.data.round in (10, 13)
    open_ = sum(state.data.public_open)
    assert len(state.legal_actions()) == open_  # none claimed yet in this game
    removed = state.apply(state.legal_actions()[0])
    assert sum(removed.data.public_open) == open_ - 1
    assert removed.position()["to_move"] == {"decision": "main", "seat": 0}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"solo_takes": [{"display": "order_display", "slot": 4}]}, "solo_takes: the solo card"),
        ({"redraw": 99}, r"redraw 99: 2..10 \(L1471-L1473\)"),
        ({"slot": 2}, "slot 2: the display slides on, its space 1 is refilled"),
        ({"discarding": "HI-99"}, "discarding 'HI-99': no order of the game"),
        ({"after": "main"}, "discarding: a solo card's"),
        ({"discarding": None}, "solo_takes: a display space refilled after a solo card's take"),
    ],
)
def test_an_impossible_solo_take_is_refused_naming_the_field(
    change: dict[str, Any], message: str
) -> None:
    state = solo_take(redraw=2, solo_takes=[{"display": "helper_display", "slot": 3}])
    where = {**state.position()["to_move"], **change}
    with pytest.raises(InvalidState, match=f"position: to_move: {message}"):
        state.edit().to_move(**where).state()


def test_a_solo_take_of_a_card_on_the_table_is_refused() -> None:
    state = solo_take()
    where = {**state.position()["to_move"], "discarding": state.data.order_display[1]}
    with pytest.raises(InvalidState, match="it lies on the table; the card taken lies nowhere"):
        state.edit().to_move(**where).state()


@pytest.mark.parametrize(
    ("round", "form", "message"),
    [
        (2, {"decision": "deal", "after": "main"}, "deal None: where the card goes, one of"),
        (2, {"decision": "deal", "deal": "box", "after": "main"}, "deal 'box': where the card"),
        (
            2,
            {"decision": "deal", "deal": "hand", "after": "main"},
            "dealt_to: the seat of a deal into dealt_orders, dealt_helpers, hand, and only there",
        ),
        (
            2,
            {"decision": "deal", "deal": "dealt_orders", "dealt_to": 5, "after": "main"},
            "dealt_to 5: no seat of 2",
        ),
        (2, {"decision": "deal", "deal": "order_display", "after": "main"}, "slot None: the"),
        (
            2,
            {"decision": "deal", "deal": "order_display", "slot": 1, "after": "main"},
            r"slot 1: order_display\[0\] holds",
        ),
        (
            2,
            {"decision": "deal", "deal": "public_orders", "after": "main"},
            r"deal public_orders: dealt at the setup \(round 0\) only",
        ),
        (2, {"decision": "roll", "spaces": [1], "after": "main"}, "spaces: 1 is no empty space"),
        (2, {"decision": "roll", "spaces": [], "after": "main"}, r"spaces \[\]: the lumber"),
        (
            2,
            {"decision": "roll", "spaces": [1], "deal": "hand", "after": "main"},
            "deal, slot, dealing: a deal's",
        ),
        (2, {"decision": "main", "spaces": [1]}, "spaces: a deal's or a roll's"),
        (
            2,
            {"decision": "deal", "deal": "solo_discard", "after": None},
            r"deal solo_discard: the solo game's \(L1395\)",
        ),
        (2, {"decision": "roll", "spaces": [1]}, "after: the decision after the deal or roll"),
        (
            2,
            {"decision": "deal", "deal": "order_display", "slot": 1, "discarding": "S-27"},
            "discarding: a solo card's take, the solo game's",
        ),
        (2, {"decision": "remove_public"}, r"remove_public: the solo game's, at the start of"),
        (2, {"decision": "main", "before": []}, "before: a deal's or a roll's"),
        (
            2,
            {"decision": "roll", "spaces": [1], "before": [{"step": "special_reward"}]},
            "before: what is done before the decision after",
        ),
        (
            0,
            {
                "decision": "deal",
                "deal": "hand",
                "dealt_to": 0,
                "dealing": 3,
                "after": "keep_order",
            },
            r"dealing 3: the setup deals no such card \(2 go there at the setup\)",
        ),
        (
            0,
            {"decision": "deal", "deal": "hand", "dealt_to": 0},
            "after: the setup's deals come before",
        ),
        (
            0,
            {"decision": "deal", "deal": "hand", "dealt_to": 0, "after": "main"},
            r"after main: the setup's deals and rolls come before the first seat's keep_order",
        ),
    ],
)
def test_an_impossible_deal_or_roll_is_refused_naming_the_field(
    round: int, form: dict[str, Any], message: str
) -> None:
    ed = GAME.new_game(2, seed=0).edit().set("chance", "explicit").set("round", round)
    with pytest.raises(InvalidState, match=f"position: to_move: {message}"):
        ed.to_move(seat=0, **form).state()
