"""The ``to_move`` forms of the card language's decisions in Woodcraft Roll & Write that no
printed card asks (``optional``, ``may_use``, ``trigger_order``), reached with a
contributor's cards (docs/contributing-cards.md): written by ``state.position()`` and read
back to the same state and legal actions (issue 23 item 2)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator

import pytest

from boardrules import Game, InvalidState, State
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests.kernel.test_new_cards import rw_position

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
    tmp = tmp_path_factory.mktemp("rwforms")
    (tmp / "rwforms").mkdir()
    (tmp / "rwforms" / "__init__.py").write_text("")
    folder = tmp / "rwforms" / "woodcraft_rw"
    shutil.copytree(data_dir("woodcraft_rw"), folder)
    for file, text in (("orders_phase2.yaml", ORDER), ("helpers.yaml", HELPER)):
        with (folder / file).open("a", encoding="utf-8") as out:
            out.write(text)
    sys.path.insert(0, str(tmp))
    try:
        cls: type[Game] = type(
            "RWForms", (game_class("woodcraft_rw"),), {"data_package": "rwforms"}
        )
        yield cls().with_sets(("base", "test"))
    finally:
        sys.path.remove(str(tmp))
        sys.modules.pop("rwforms", None)


def round_trip(game: Game, state: State, decision: str) -> dict[str, object]:
    """``state``'s ``to_move`` (a ``decision``), read back to the same state."""
    doc = state.position()
    assert "to_move" in doc, doc.get("tasks")
    where: dict[str, object] = doc["to_move"]
    assert where["decision"] == decision
    back = game.state_from_position(doc)
    assert back.data == state.data
    assert back.legal_actions() == state.legal_actions()
    return where


def fulfilled(game: Game, helpers: tuple[str, ...]) -> State:
    state = rw_position(game, ["T-II-OPT"], {"brown 5": 1}, helpers=helpers)
    state = state.apply(game.parse_action(state, "fulfil T-II-OPT"))
    return state.apply(game.parse_action(state, "deliver brown 5"))


def test_an_optional_reward(game: Game) -> None:
    state = fulfilled(game, ())
    where = round_trip(game, state, "optional")
    assert where["effect"] == "T-II-OPT/abilities/0/do/0"


def test_two_helpers_set_off_at_once_and_an_optional_ability(game: Game) -> None:
    # L477-L480: helper C hears the order fulfilled; so does T-HELP: the seat orders them
    state = fulfilled(game, ("C", "T-HELP"))
    state = state.apply(game.parse_action(state, "yes"))  # the optional reward taken
    where = round_trip(game, state, "trigger_order")
    assert where["abilities"] == ["C/abilities/0", "T-HELP/abilities/0"]
    assert where["env"] == {"event": "order_fulfilled"}
    state = state.apply(state.legal_actions()[-1])  # T-HELP first: now or never
    where = round_trip(game, state, "may_use")
    assert where["abilities"] == ["T-HELP/abilities/0"]
    assert where["then"] == [
        {"step": "triggers", "abilities": ["C/abilities/0"], "env": {"event": "order_fulfilled"}}
    ]


def test_a_cost_paid_with_one_of_two_bundles(game: Game) -> None:
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY",))
    state = state.edit().set("sheets[0].marked.blueberry", 1).state()  # and the glue marked
    state = state.apply(game.parse_action(state, "use T-PAY"))
    assert [str(a) for a in state.legal_actions()] == ["choose 0", "choose 1"]
    where = round_trip(game, state, "pay_one_of")
    assert where["cost"] == "T-PAY/abilities/0/cost/0"
    assert where["then"] == [{"step": "effects", "effects": "T-PAY/abilities/0/do", "next": 0}]
    with pytest.raises(InvalidState, match="to_move: cost 'T-PAY/cost/0': no any_of item"):
        state.edit().to_move(**{**where, "cost": "T-PAY/cost/0"}).state()


def test_a_cost_of_two_any_of_items_the_second_still_to_pay(game: Game) -> None:
    state = rw_position(game, [], {"brown 5": 1}, helpers=("T-PAY2",))
    ed = state.edit().set("sheets[0].marked.blueberry", 1).set("sheets[0].marked.shavings", 1)
    state = ed.state()
    state = state.apply(game.parse_action(state, "use T-PAY2"))
    where = round_trip(game, state, "pay_one_of")
    assert where["cost"] == "T-PAY2/abilities/0/cost/0"
    assert where["then"] == [
        {"step": "pay_one_of", "cost": "T-PAY2/abilities/0/cost/1"},
        {"step": "effects", "effects": "T-PAY2/abilities/0/do", "next": 0},
    ]
    with pytest.raises(InvalidState, match="to_move: then.0.: cost None: no any_of item"):
        state.edit().to_move(**{**where, "then": [{"step": "pay_one_of"}]}).state()
