"""The ``to_move`` forms of the card language's decisions in Woodcraft Roll & Write that no
printed card asks (``optional``, ``may_use``, ``trigger_order``), reached with a
contributor's cards (docs/contributing-cards.md): written by ``state.position()`` and read
back to the same state and legal actions (issue 23 item 2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from boardrules import Game, InvalidState, State
from tests.kernel.test_new_cards import rw_position
from tests.play import contributor_game, to_move_round_trip

# an order whose reward is optional, a helper listening to a fulfilled order whose use is
# optional (``optional: true``): beside helper C (L477-L480) both set off at once, and a
# helper whose ability costs one of two bundles (``any_of``, docs/cards.md#costs)
ORDER = """
"T-II-OPT":
  kind: order
  phase: 2
  set: test
  source: {assumed: "a sample order: 1 die of at least 5; reward: 1 reputation, if you like"}
  cost: [{dice: {n: 1, color: any, at_least: 5}}]
  do: [{optional: [{gain: {reputation: 1}}]}]
  score: 2
"""
HELPER = """
T-HELP:
  kind: helper
  set: test
  source: {assumed: "a sample helper: each time you fulfil an order, 1 glue if you like"}
  cost: [{blueberry: 1}]
  abilities:
    - when: {whenever: order_fulfilled}
      optional: true
      do: [{gain: {glue: 1}}]
  score: 0
T-PAY:
  kind: helper
  set: test
  source: {assumed: "a sample helper: once a round, 1 blueberry or 1 glue for 1 reputation"}
  cost: [{blueberry: 1}]
  abilities:
    - when: activated
      usage: once_per_round
      cost: [{any_of: [[{blueberry: 1}], [{glue: 1}]]}]
      do: [{gain: {reputation: 1}}]
  score: 0
T-PAY2:
  kind: helper
  set: test
  source: {assumed: "a sample helper: once a round, 1 blueberry or glue, and 1 blueberry or
    shavings, for 1 reputation"}
  cost: [{blueberry: 1}]
  abilities:
    - when: activated
      usage: once_per_round
      cost:
        - any_of: [[{blueberry: 1}], [{glue: 1}]]
        - any_of: [[{blueberry: 1}], [{shavings: 1}]]
      do: [{gain: {reputation: 1}}]
  score: 0
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Game]:
    cards = {"orders_phase2.yaml": ORDER, "helpers.yaml": HELPER}
    tmp = tmp_path_factory.mktemp("rwforms")
    with contributor_game(tmp, "rwforms", "woodcraft_rw", cards) as game:
        yield game


def fulfilled(game: Game, helpers: tuple[str, ...]) -> State:
    state = rw_position(game, ["T-II-OPT"], {"brown 5": 1}, helpers=helpers)
    state = state.apply(game.parse_action(state, "fulfil T-II-OPT"))
    return state.apply(game.parse_action(state, "deliver brown 5"))


def test_an_optional_reward(game: Game) -> None:
    state = fulfilled(game, ())
    where = to_move_round_trip(state, "optional")
    assert where["effect"] == "T-II-OPT/abilities/0/do/0"


def test_two_helpers_set_off_at_once_and_an_optional_ability(game: Game) -> None:
    # L477-L480: helper C hears the order fulfilled; so does T-HELP: the seat orders them
    state = fulfilled(game, ("C", "T-HELP"))
    state = state.apply(game.parse_action(state, "yes"))  # the optional reward taken
    where = to_move_round_trip(state, "trigger_order")
    assert where["abilities"] == ["C/abilities/0", "T-HELP/abilities/0"]
    assert where["env"] == {"event": "order_fulfilled"}
    state = state.apply(state.legal_actions()[-1])  # T-HELP first: now or never
    where = to_move_round_trip(state, "may_use")
    assert where["abilities"] == ["T-HELP/abilities/0"]
    assert where["then"] == [
        {"step": "triggers", "abilities": ["C/abilities/0"], "env": {"event": "order_fulfilled"}}
    ]


def test_a_cost_paid_with_one_of_two_bundles(game: Game) -> None:
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY",))
    state = state.edit().set("sheets[0].marked.blueberry", 1).state()  # and the glue marked
    state = state.apply(game.parse_action(state, "use T-PAY"))
    assert [str(a) for a in state.legal_actions()] == ["choose 0", "choose 1"]
    where = to_move_round_trip(state, "pay_one_of")
    assert where["cost"] == "T-PAY/abilities/0/cost/0"
    assert where["then"] == [{"step": "effects", "effects": "T-PAY/abilities/0/do", "next": 0}]
    with pytest.raises(InvalidState, match="to_move: cost 'T-PAY/cost/0': no any_of item"):
        state.edit().to_move(**{**where, "cost": "T-PAY/cost/0"}).state()


def test_a_cost_of_two_any_of_items_the_second_still_to_pay(game: Game) -> None:
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY2",))
    ed = state.edit().set("sheets[0].marked.blueberry", 1).set("sheets[0].marked.shavings", 1)
    state = ed.state()
    state = state.apply(game.parse_action(state, "use T-PAY2"))
    where = to_move_round_trip(state, "pay_one_of")
    assert where["cost"] == "T-PAY2/abilities/0/cost/0"
    assert where["then"] == [
        {"step": "pay_one_of", "cost": "T-PAY2/abilities/0/cost/1"},
        {"step": "effects", "effects": "T-PAY2/abilities/0/do", "next": 0},
    ]
    with pytest.raises(InvalidState, match="to_move: then.0.: cost None: no any_of item"):
        state.edit().to_move(**{**where, "then": [{"step": "pay_one_of"}]}).state()


def test_a_seat_that_can_pay_none_of_the_bundles_is_refused(game: Game) -> None:
    # the form names the any_of item; a seat holding neither bundle is refused, naming the
    # field and what it holds of them (a seat holding one bundle is asked as before)
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY2",))
    state = state.edit().set("sheets[0].marked.shavings", 1).state()  # the glue marked
    state = state.apply(game.parse_action(state, "use T-PAY2"))
    where = to_move_round_trip(state, "pay_one_of")
    with pytest.raises(InvalidState) as info:
        state.edit().to_move(**where).set("sheets[0].marked.glue", 0).state()
    assert str(info.value) == (
        "position: to_move: cost T-PAY2/abilities/0/cost/0: seat 0 can pay none of its "
        "bundles (1 blueberry or 1 glue); it holds 0 blueberry, 0 glue"
    )
    # the second item, a then step: paying the first never adds to what is left for it
    with pytest.raises(InvalidState, match=r"then\[0\]: cost T-PAY2/abilities/0/cost/1: seat 0"):
        state.edit().to_move(**where).set("sheets[0].marked.shavings", 0).state()
    ed = state.edit().to_move(**where).set("sheets[0].marked.glue", 0)
    back = ed.set("sheets[0].marked.blueberry", 1).state()  # the blueberry bundle alone
    assert [str(a) for a in back.legal_actions()] == ["choose 0"]


def test_two_any_of_items_are_paid_from_one_stock(game: Game) -> None:
    # docs/cards.md "Costs": each any_of item pays one bundle; two items that may take the same
    # resource are paid from one stock, so a bundle is offered only where the items after it
    # can still be paid, and a cost no choice of bundles pays is not offered at all
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY2",))
    glue = state.edit().set("sheets[0].marked.blueberry", 1).state()  # 1 blueberry, the glue
    glue = glue.apply(game.parse_action(glue, "use T-PAY2"))
    assert [str(a) for a in glue.legal_actions()] == ["choose 1"]  # the blueberry is for later
    glue = glue.apply(game.parse_action(glue, "choose 1"))
    assert [str(a) for a in glue.legal_actions()] == ["choose 0"]
    ed = state.edit().set("sheets[0].marked.blueberry", 1).set("sheets[0].marked.glue", 0)
    alone = ed.state()  # 1 blueberry, nothing else: the two items cannot both take it
    assert "use T-PAY2" not in [str(a) for a in alone.legal_actions()]
    two = ed.set("sheets[0].marked.blueberry", 2).state()
    two = two.apply(game.parse_action(two, "use T-PAY2"))
    assert [str(a) for a in two.legal_actions()] == ["choose 0"]
