"""Setup, rounds and turns (woodcraft.de.txt L128-L355, L1504-L1513)."""

from __future__ import annotations

import doctest
from typing import TYPE_CHECKING

import pytest

from boardrules import CHANCE, State
from boardrules.testing import deal_top

from .helpers import GAME, act, legal, ws

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft import setup as woodcraft_setup
    from games.woodcraft import turns, wheel
else:
    from boardrules.games.woodcraft import setup as woodcraft_setup
    from boardrules.games.woodcraft import turns, wheel


E = -1


def setup(players: int, seed: int = 0) -> State:
    return GAME.new_game(players, seed=seed)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_rounds_and_income_phases_by_player_count(players: int) -> None:
    # L332: 14 rounds with 1-3 players, 13 with 4; the income phases after rounds 4 and 11 (10),
    # L1165-L1166, after round 8 (7), L1175-L1176, and the 4th ends the game, L1173
    d = setup(players).data
    assert d.rounds == (13 if players == 4 else 14)
    assert turns.income_rounds(GAME, d) == ([4, 7, 10, 13] if players == 4 else [4, 8, 11, 14])


@pytest.mark.parametrize(
    ("players", "public", "lanterns"), [(1, 3, 1), (2, 3, 1), (3, 4, 1), (4, 5, 2)]
)
def test_public_orders_and_lanterns_by_player_count(
    players: int, public: int, lanterns: int
) -> None:
    # L217-L221, L1504-L1505: players + 1 public orders (solo 3); L257, L1507-L1508: lanterns
    s = setup(players)
    assert len(s.data.public) == public
    assert all(w.lanterns == lanterns for w in s.data.workshops)


def test_each_workshop_starts_with_its_dice_money_and_tiles() -> None:
    s = setup(2)
    w = ws(s, 0)
    # L248-L249 (values external, digest A1): brown 1, yellow 2, green 3
    assert s.observation(0)["workshops"][0]["dice"] == {"green 3": 1, "yellow 2": 1, "brown 1": 1}
    assert w.blueberries == 12  # L259, before the starting helper is paid
    assert w.saws == (0,) and w.upgrades == (0,) and w.glue == -1  # L261-L268
    assert w.pots_built == 1  # L813-L814: the green pot is printed
    # L288-L291: 3 helpers, 5 simple orders, 2 special orders dealt
    assert len(w.dealt_helpers) == 3 and len(w.dealt) == 5
    assert [o[:3] for o in w.hand] == ["SP-", "SP-"]


def test_unused_special_orders_go_back_to_the_box() -> None:
    # L271-L272: 2 special orders per player; the rest go back to the box
    d = setup(2).data
    assert sum(1 for c in d.boxed if c.startswith("SP-")) == 4


def test_wheel_and_lumber_yard_at_setup() -> None:
    s = deal_top(GAME.new_game(2, seed=0, chance="explicit"))  # the cards, as the seed deals
    d = s.data
    # L130-L135: the 7 tiles in the start quarter, the arc on it, the arrow at the next quarter
    assert d.wheel[:7] == tuple(range(7)) and d.arc and d.arrow == 1
    # L137-L138: 2 dice per colour are rolled for the lumber yard
    assert s.current_player == CHANCE and len(s.legal_actions()) == 6
    for value in (1, 2, 3, 4, 5, 6):
        s = s.apply(GAME.parse_action(s, f"roll {value}"))
    assert s.observation(0)["lumber_yard"] == [
        "green 1",
        "green 2",
        "yellow 3",
        "yellow 4",
        "brown 5",
        "brown 6",
    ]


@pytest.mark.parametrize("quarter", [0, 1, 2, 3])
def test_the_start_quarter_is_any_quarter(quarter: int) -> None:
    # L130-L131: the 7 tiles go on one quarter, in the first game the one pictured (the
    # option's default, 0), later any; L133: the arc covers it; L135: the arrowhead points to
    # the end of the next quarter
    d = GAME.new_game(2, seed=0, start_quarter=quarter).data
    base = quarter * 7
    assert d.wheel[base : base + 7] == tuple(range(7)) and d.wheel.count(E) == 21
    assert (d.start_quarter, d.arrow, d.arc) == (quarter, (quarter + 1) % 4, True)
    assert GAME.new_game(2, seed=0).data.start_quarter == 0


def test_the_arc_covers_the_chosen_start_quarter() -> None:
    # L133, L384-L386: with the tiles on quarter 2 its rim bonuses (space 3: 1 lantern,
    # assumed) are covered; the tile moves to the farthest space of quarter 3 (L397-L399)
    s = GAME.new_game(2, seed=0, start_quarter=2)
    while s.decision != "main":
        s = s.apply(s.legal_actions()[0])
    p = s.current_player
    lanterns = ws(s, p).lanterns
    s = act(s, "tile take_orders")  # on space 3 of quarter 2
    assert ws(s, p).lanterns == lanterns and s.data.wheel[27] == 3 and s.data.arrow == 3


def test_the_setup_and_wheel_examples_run() -> None:
    # the docstring examples of games/woodcraft/setup.py (start_wheel) and wheel.py
    for module in (woodcraft_setup, wheel):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed


def test_a_start_quarter_outside_the_wheel_is_refused() -> None:
    with pytest.raises(ValueError, match="start_quarter"):
        GAME.new_game(2, seed=0, start_quarter=4)


def test_setup_choices_keep_two_place_one_pay_a_helper() -> None:
    s = setup(2, seed=3)
    p = s.current_player
    assert p == s.data.start  # L254-L255: the start player begins
    w = ws(s, p)
    dealt = list(w.dealt)
    s = act(s, f"keep {dealt[0]}", f"keep {dealt[1]}")  # L270-L271
    w = ws(s, p)
    assert len(w.hand) == 4 and not w.dealt and set(dealt[2:]) <= set(s.data.order_discard)
    order = w.hand[0]
    s = act(s, f"place {order}")  # L272-L274: into the row of its symbol
    assert ws(s, p).order_ids == (order,)
    assert ws(s, p).order_rows == (GAME.order_row[order],)
    helper = ws(s, p).dealt_helpers[0]
    s = act(s, f"start {helper}")  # L276-L278: top-left room, pay its cost
    assert ws(s, p).rooms[0] == helper
    assert ws(s, p).blueberries == 12 - GAME.helper_cost[helper]


def test_the_orders_kept_are_hidden_from_the_other_seats() -> None:
    # L270-L271: the 2 simple orders kept are held "verdeckt auf euren Händen": the other
    # seats' history shows the choice, not the order ("<seat>: keep_order"); the seat that
    # kept them sees its own.
    s = setup(2, seed=3)
    p = s.current_player
    dealt = list(ws(s, p).dealt)
    s = act(s, f"keep {dealt[0]}", f"keep {dealt[1]}")
    assert s.history_for(p) == (f"keep {dealt[0]}", f"keep {dealt[1]}")
    assert s.history_for(1 - p) == (f"{p}: keep_order", f"{p}: keep_order")
    assert s.observation(1 - p)["workshops"][p]["hand"] == 4


def test_turn_order_is_clockwise_from_the_start_player() -> None:
    # L333-L334: every round from the start player, clockwise
    s = setup(3, seed=5)
    assert GAME.seat_order(s.data) == [(s.data.start + i) % 3 for i in range(3)]
    while s.decision != "main":
        s = s.apply(s.legal_actions()[0])
    assert s.current_player == s.data.start and s.data.round == 1


def test_a_turn_needs_the_tiles_action_before_it_ends() -> None:
    # L350-L353: choose a tile, then its action (or an alternative); only then end the turn
    s = setup(2)
    while s.decision != "main":
        s = s.apply(s.legal_actions()[0])
    assert "end" not in legal(s)
    s = act(s, "tile buy_materials")
    assert "end" not in legal(s)
    s = act(s, "berries")
    assert "end" in legal(s)
