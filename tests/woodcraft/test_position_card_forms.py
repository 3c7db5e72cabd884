"""The ``to_move`` forms of the card language's decisions in Woodcraft that no printed card
asks (``optional``, ``may_use``, ``trigger_order``), reached with a contributor's cards
(docs/contributing-cards.md): written by ``state.position()`` and read back to the same state
and legal actions (issue 23 item 2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import boardrules
from boardrules import Game, InvalidState, State
from tests.play import contributor_game, to_move_round_trip

# an order whose reward is optional, and a helper listening to a fulfilled order whose use is
# optional (``optional: true``): beside HI-12 (1 blueberry an order) both set off at once;
# a helper whose ability costs one of two bundles (``any_of``, docs/cards.md#costs)
ORDER = """
"T-OPT":
  kind: order
  deck: simple
  set: test
  row: 2
  source: {assumed: "a sample simple order: a brown 4; reward 1 saw blade disc, if you like"}
  cost: [{die: {colors: [brown], value: 4}}]
  do: [{optional: [{gain: {saw_blade_disc: 1}}]}]
"""
HELPER = """
"T-HELP":
  kind: helper
  deck: inexperienced
  set: test
  source:
    assumed: >-
      a sample helper: produces 1 scrap block; each time you fulfil an order, 1 glue disc
      if you like
  cost: [{blueberry: 1}]
  abilities:
  - when: {phase: produce}
    do: [{gain: {scrap_block: 1}}]
  - when: {whenever: order_fulfilled}
    optional: true
    do: [{gain: {glue_disc: 1}}]
"T-PAY":
  kind: helper
  deck: inexperienced
  set: test
  source:
    assumed: >-
      a sample helper: produces 1 scrap block; once a turn, 1 blueberry or 1 glue disc for
      1 saw blade disc
  cost: [{blueberry: 1}]
  abilities:
  - when: {phase: produce}
    do: [{gain: {scrap_block: 1}}]
  - when: activated
    usage: once_per_turn
    cost: [{any_of: [[{blueberry: 1}], [{glue_disc: 1}]]}]
    do: [{gain: {saw_blade_disc: 1}}]
"T-PAY2":
  kind: helper
  deck: inexperienced
  set: test
  source:
    assumed: >-
      a sample helper: produces 1 scrap block; once a turn, 1 blueberry or glue disc, and 1
      blueberry or scrap block, for 1 saw blade disc
  cost: [{blueberry: 1}]
  abilities:
  - when: {phase: produce}
    do: [{gain: {scrap_block: 1}}]
  - when: activated
    usage: once_per_turn
    cost:
    - any_of: [[{blueberry: 1}], [{glue_disc: 1}]]
    - any_of: [[{blueberry: 1}], [{scrap_block: 1}]]
    do: [{gain: {saw_blade_disc: 1}}]
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Game]:
    cards = {"orders_simple.yaml": ORDER, "helpers_inexperienced.yaml": HELPER}
    tmp = tmp_path_factory.mktemp("wcforms")
    with contributor_game(tmp, "wcforms", "woodcraft", cards) as game:
        yield game


def first_turn(game: Game) -> State:
    """Seat 0's first turn at its actions step (a seed where seat 0 starts and whose helper
    display holds none of the test's helpers: the editor moves them from the deck into a
    room)."""
    state = game.new_game(2, seed=0)
    while state.decision != "main":
        state = state.apply(state.legal_actions()[0])
    assert state.position()["to_move"]["seat"] == 0
    assert not {"HI-12", "T-HELP", "T-PAY", "T-PAY2"} & set(
        state.position()["data"]["helper_display"]
    )
    return state


def fulfilled(game: Game, helpers: list[str]) -> State:
    """Seat 0's first turn, T-OPT in its blueberry row, a brown 4 held and ``helpers`` in
    its rooms; T-OPT fulfilled."""
    ed = first_turn(game).edit().move("T-OPT", "hand:0")  # from wherever the seed dealt it
    ed.set("workshops[0].hand", [c for c in ed.get("workshops[0].hand") if c != "T-OPT"])
    ed.set("workshops[0].orders", [*ed.get("workshops[0].orders"), {"card": "T-OPT", "row": 4}])
    for helper in helpers:
        ed.move(helper, "rooms:0")
    state = ed.set("workshops[0].dice", ["brown 4"]).state()
    return state.apply(game.parse_action(state, "fulfil T-OPT"))


def test_an_optional_reward(game: Game) -> None:
    state = fulfilled(game, [])
    where = to_move_round_trip(state, "optional")
    assert where["effect"] == "T-OPT/abilities/0/do/0"


def test_two_helpers_set_off_at_once_and_an_optional_ability(game: Game) -> None:
    # HI-12 hears the order fulfilled; so does T-HELP: the seat orders them
    state = fulfilled(game, ["HI-12", "T-HELP"])
    state = state.apply(game.parse_action(state, "yes"))  # the optional reward taken
    where = to_move_round_trip(state, "trigger_order")
    assert where["abilities"] == ["HI-12/abilities/1", "T-HELP/abilities/1"]
    assert where["env"] == {"event": "order_fulfilled"}
    state = state.apply(state.legal_actions()[-1])  # T-HELP first: now or never
    where = to_move_round_trip(state, "may_use")
    assert where["abilities"] == ["T-HELP/abilities/1"]
    assert where["then"] == [
        {
            "step": "triggers",
            "abilities": ["HI-12/abilities/1"],
            "env": {"event": "order_fulfilled"},
        }
    ]


def test_a_cost_paid_with_one_of_two_bundles(game: Game) -> None:
    state = (
        first_turn(game).edit().move("T-PAY", "rooms:0").set("workshops[0].glue_discs", 1).state()
    )
    state = state.apply(game.parse_action(state, "use T-PAY"))
    assert [str(a) for a in state.legal_actions()] == ["choose 0", "choose 1"]
    where = to_move_round_trip(state, "pay_one_of")
    assert where["cost"] == "T-PAY/abilities/1/cost/0"
    assert where["then"] == [{"step": "effects", "effects": "T-PAY/abilities/1/do", "next": 0}]
    with pytest.raises(InvalidState, match="to_move: cost 'T-PAY/cost/0': no any_of item"):
        state.edit().to_move(**{**where, "cost": "T-PAY/cost/0"}).state()


def test_a_cost_of_two_any_of_items_the_second_still_to_pay(game: Game) -> None:
    ed = first_turn(game).edit().move("T-PAY2", "rooms:0")
    state = ed.set("workshops[0].glue_discs", 1).set("workshops[0].scrap_blocks", 1).state()
    state = state.apply(game.parse_action(state, "use T-PAY2"))
    where = to_move_round_trip(state, "pay_one_of")
    assert where["cost"] == "T-PAY2/abilities/1/cost/0"
    assert where["then"] == [
        {"step": "pay_one_of", "cost": "T-PAY2/abilities/1/cost/1"},
        {"step": "effects", "effects": "T-PAY2/abilities/1/do", "next": 0},
    ]
    with pytest.raises(InvalidState, match="to_move: then.0.: cost None: no any_of item"):
        state.edit().to_move(**{**where, "then": [{"step": "pay_one_of"}]}).state()


def test_a_seat_that_can_pay_none_of_the_bundles_is_refused(game: Game) -> None:
    # the form names the any_of item; a seat holding neither bundle is refused, naming the
    # field and what it holds of them (a seat holding one bundle is asked as before)
    ed = first_turn(game).edit().move("T-PAY2", "rooms:0").set("workshops[0].glue_discs", 1)
    state = ed.set("workshops[0].scrap_blocks", 1).set("workshops[0].blueberries", 0).state()
    state = state.apply(game.parse_action(state, "use T-PAY2"))
    where = to_move_round_trip(state, "pay_one_of")
    with pytest.raises(InvalidState) as info:
        state.edit().to_move(**where).set("workshops[0].glue_discs", 0).state()
    assert str(info.value) == (
        "position: to_move: cost T-PAY2/abilities/1/cost/0: seat 0 can pay none of its "
        "bundles (1 blueberry or 1 glue_disc); it holds 0 blueberry, 0 glue_disc"
    )
    # the second item, a then step: paying the first never adds to what is left for it
    with pytest.raises(InvalidState, match=r"then\[0\]: cost T-PAY2/abilities/1/cost/1: seat 0"):
        state.edit().to_move(**where).set("workshops[0].scrap_blocks", 0).state()
    ed = state.edit().to_move(**where).set("workshops[0].glue_discs", 0)
    back = ed.set("workshops[0].blueberries", 1).state()  # the blueberry bundle alone
    assert [str(a) for a in back.legal_actions()] == ["choose 0"]


def test_an_unargued_contributor_card_gets_the_stated_allowance(game: Game) -> None:
    """The counted length bound has no argument for an optional ability (T-HELP): the bound
    falls back to the stated allowance, above the printed game's counted one, and the
    game still loads and plays (games/woodcraft/game.py ``game_length_bound``)."""
    printed = boardrules.load_game("woodcraft")
    for players in range(1, 5):
        allowance = game.game_length_bound(players, {})
        assert allowance == 4 * (100 + 200 * players)
        assert allowance > printed.game_length_bound(players, {})
    with pytest.raises(ValueError):
        game.game_length_bound(5, {})
