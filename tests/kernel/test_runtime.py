"""The card runtime (boardrules/cards/runtime.py, costs.py): every timing and ability key runs.

Lab entries are woodcraft_rw helpers added with ``Game(extra_cards=...)``; a seat owns one when
it has hired it. woodcraft_rw runs only on_play, activated and whenever abilities and reads no
helper's `if` (its validator refuses the rest), so the lab is a subclass whose vocabulary
declares every timing and key, and the tests call the runtime where a game running them would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
import pytest

import boardrules
from boardrules import Action, State
from boardrules.cards import runtime
from boardrules.cards.costs import PayCost, can_pay
from boardrules.cards.vocabulary import TIMINGS, Vocabulary
from boardrules.errors import CardError
from boardrules.loop import decision_name

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw import WoodcraftRW
else:
    from boardrules.games.woodcraft_rw import WoodcraftRW

LAB_CARDS = """
ONCE:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: {once_when: {ge: [{count: lanterns_marked}, 1]}}
      do: [{vp_now: 2}]
MAY:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: on_play
      optional: true
      do: [{vp_now: 5}]
TWIN1:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: {whenever: order_fulfilled}
      do: [{vp_now: 1}]
TWIN2:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: {whenever: order_fulfilled}
      do: [{vp_now: 1}]
OTHER:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: {whenever: order_fulfilled}
      do: [{vp_now: 3}]
SPY:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: {whenever: order_fulfilled, by: anyone}
      do: [{vp_now: 10}]
ONE_OF:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: activated
      cost: [{any_of: [[{glue: 1}], [{shavings: 2}]]}]
      do: [{vp_now: 1}]
CHEAP:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: modifier
      modifier: {discount: {blueberry: 3}}
ONCE_ONLY:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: activated
      usage: once
      cost: [{glue: 1}]
      do: [{vp_now: 1}]
MAYPAY:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: activated
      optional: true
      cost: [{glue: 1}]
      do: [{vp_now: 1}]
PLAIN:
  kind: helper
  source: {assumed: "test"}
  if: {ge: [{count: lanterns_marked}, 0]}
  cost: [{blueberry: 1}]
VOLATILE:
  kind: helper
  source: {assumed: "test"}
  if: {has: {glue: 1}}
LAST:
  kind: helper
  source: {assumed: "test"}
  abilities:
    - when: end_game
      do: [{vp_now: {count: helpers_hired}}]
"""


class Lab(WoodcraftRW):
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return attrs.evolve(super().build_vocabulary(), timings=TIMINGS, unread_keys={})


@pytest.fixture(scope="module")
def lab() -> Any:
    return Lab(extra_cards=LAB_CARDS)


@pytest.fixture
def d(lab: Any) -> Any:
    return lab.new_game(2, seed=0).data.clone()


def hire(lab: Any, d: Any, seat: int, *cards: str) -> None:
    for c in cards:
        d.sheets[seat].helpers |= 1 << lab.tables.helper_index[c]


def nuts(d: Any, seat: int = 0) -> int:
    return int(d.sheets[seat].nuts)


@pytest.mark.parametrize(
    ("usage", "last", "now", "ok"),
    [
        ("once_per_round", None, (2, 3), True),
        ("once_per_round", (2, 3), (2, 4), False),
        ("once_per_round", (1, 2), (2, 3), True),
        ("once_per_turn", (2, 3), (2, 3), False),
        ("once_per_turn", (2, 3), (2, 4), True),
        ("once", (1, 1), (6, 12), False),
        ("once", None, (6, 12), True),
        ("unlimited", (2, 3), (2, 3), True),
        (None, (2, 3), (2, 3), True),
    ],
)
def test_usage_limits(usage: str | None, last: Any, now: tuple[int, int], ok: bool) -> None:
    assert runtime.within_usage(usage, last, now) is ok


def test_once_when_fires_once_after_the_action(lab: Any, d: Any) -> None:
    # nusfjord.de.md L948: once the condition holds, once, after the running action
    hire(lab, d, 0, "ONCE")
    d.tasks.append(runtime.OnceWhen(0))
    lab.loop.run(d)
    assert nuts(d) == 0  # not yet true
    d.sheets[0].lanterns |= 1
    for _ in range(2):
        d.tasks.append(runtime.OnceWhen(0))
        lab.loop.run(d)
    assert nuts(d) == 2
    assert "ONCE/abilities/0" in d.card_uses[0]


def test_once_when_fires_at_once_if_true_when_gained(lab: Any, d: Any) -> None:
    # nusfjord.de.md L948: already true when built: at once
    d.sheets[1].lanterns |= 1
    hire(lab, d, 1, "ONCE")
    runtime.check_once(lab, d, 1)
    lab.loop.run(d)
    assert nuts(d, 1) == 2 and nuts(d, 0) == 0


@pytest.mark.parametrize(("answer", "gained"), [("yes", 5), ("no", 0)])
def test_an_optional_ability_is_declined_for_good(
    lab: Any, d: Any, answer: str, gained: int
) -> None:
    # nusfjord.de.md L950: may be declined, not done later
    hire(lab, d, 0, "MAY")
    d.tasks.extend(reversed(runtime.play_tasks(lab, 0, "MAY")))
    lab.loop.run(d)
    assert decision_name(d) == "may_use"
    lab.loop.step(d, Action(answer))
    assert nuts(d) == gained
    assert not any(isinstance(t, runtime.MayUse) for t in d.tasks)


def test_the_owner_orders_different_triggers(lab: Any, d: Any) -> None:
    # nusfjord.de.md L954, hallertau.de.md L381: in an order of the owner's choice
    hire(lab, d, 0, "TWIN1", "OTHER")
    runtime.fire(lab, d, 0, "order_fulfilled")
    lab.loop.run(d)
    state = State(lab, d, None)
    assert state.decision == "trigger_order"
    assert state.legal_actions() == (Action("resolve", ("TWIN1",)), Action("resolve", ("OTHER",)))
    lab.loop.step(d, Action("resolve", ("OTHER",)))
    assert nuts(d) == 4  # OTHER, then the last one without asking
    assert not d.tasks or decision_name(d) != "trigger_order"


def test_identical_triggers_are_not_asked(lab: Any, d: Any) -> None:
    hire(lab, d, 0, "TWIN1", "TWIN2")
    runtime.fire(lab, d, 0, "order_fulfilled")
    lab.loop.run(d)
    assert nuts(d) == 2
    assert decision_name(d) != "trigger_order"


def test_by_anyone_hears_other_seats_and_by_you_does_not(lab: Any, d: Any) -> None:
    # nusfjord.de.md L944: a 'whenever' hears only what its owner caused, unless it says so
    hire(lab, d, 1, "SPY", "OTHER")
    runtime.fire(lab, d, 0, "order_fulfilled")
    lab.loop.run(d)
    assert nuts(d, 1) == 10
    assert lab.rules.listeners(d, 1, "order_fulfilled") == ["OTHER/abilities/0", "SPY/abilities/0"]


def test_any_of_offers_the_bundles_that_can_be_paid(lab: Any, d: Any) -> None:
    sheet = d.sheets[0]
    assert not can_pay(lab, d, 0, "ONE_OF/abilities/0/cost")
    sheet.marked[2] = 2  # two shavings: the second bundle only
    assert can_pay(lab, d, 0, "ONE_OF/abilities/0/cost")
    d.tasks.append(PayCost(0, "ONE_OF/abilities/0/cost"))
    lab.loop.run(d)
    assert State(lab, d, None).legal_actions() == (Action("choose", (1,)),)
    lab.loop.step(d, Action("choose", (1,)))
    assert lab.rules.resource_amount(d, 0, "shavings") == 0


def test_a_discount_lowers_entry_costs_to_zero_at_least(lab: Any, d: Any) -> None:
    assert not can_pay(lab, d, 0, "G/cost")  # 4 blueberries
    hire(lab, d, 0, "CHEAP")
    d.sheets[0].marked[3] = 1
    assert can_pay(lab, d, 0, "G/cost")  # 4 - 3
    assert can_pay(lab, d, 0, "D/cost")  # 1 - 3: nothing, never below 0
    d.tasks.append(PayCost(0, "G/cost"))
    lab.loop.run(d)
    assert lab.rules.resource_amount(d, 0, "blueberry") == 0


def test_an_ability_used_once_is_gone_and_its_cost_is_paid(lab: Any, d: Any) -> None:
    ref = "ONCE_ONLY/abilities/0"
    assert not runtime.usable(lab, d, 0, ref)  # not owned
    hire(lab, d, 0, "ONCE_ONLY")
    assert not runtime.usable(lab, d, 0, ref)  # no glue for its cost
    d.sheets[0].marked[1] = 1
    assert runtime.usable_abilities(lab, d, 0, ["ONCE_ONLY"], "activated") == [ref]
    runtime.use(lab, d, 0, ref)
    lab.loop.run(d)
    assert nuts(d) == 1 and lab.rules.resource_amount(d, 0, "glue") == 0
    d.sheets[0].marked[1] = 2
    assert not runtime.usable(lab, d, 0, ref)


@pytest.mark.parametrize(("answer", "glue", "gained"), [("yes", 0, 1), ("no", 1, 0)])
def test_an_optional_ability_costs_nothing_when_declined(
    lab: Any, d: Any, answer: str, glue: int, gained: int
) -> None:
    hire(lab, d, 0, "MAYPAY")
    d.sheets[0].marked[1] = 1
    runtime.use(lab, d, 0, "MAYPAY/abilities/0")
    lab.loop.run(d)
    assert lab.rules.resource_amount(d, 0, "glue") == 1  # not paid before the answer
    lab.loop.step(d, Action(answer))
    assert (lab.rules.resource_amount(d, 0, "glue"), nuts(d)) == (glue, gained)


def test_end_game_abilities_run_seat_by_seat(lab: Any, d: Any) -> None:
    hire(lab, d, 0, "LAST")
    hire(lab, d, 1, "LAST", "TWIN1")
    d.tasks.extend(reversed(runtime.end_game_triggers(lab, d)))
    lab.loop.run(d)
    assert (nuts(d, 0), nuts(d, 1)) == (1, 2)


def test_extra_cards_are_checked_like_a_card_file() -> None:
    cls = type(boardrules.load_game("woodcraft_rw"))
    with pytest.raises(CardError, match="UNKNOWN-TIMING"):
        cls(extra_cards="Z:\n  kind: helper\n  source: {assumed: x}\n  abilities: [{when: nevr}]\n")
    with pytest.raises(CardError, match="BAD-COST"):  # the game's own checks too
        cls(extra_cards="Z:\n  kind: helper\n  source: {assumed: x}\n  cost: [{glue: 1}]\n")
    with pytest.raises(CardError, match="already has this id"):
        cls(extra_cards="A:\n  kind: helper\n  source: {assumed: x}\n")


def test_runtime_tasks_survive_a_saved_game(lab: Any) -> None:
    d = lab.new_game(2, seed=0).data.clone()
    hire(lab, d, 0, "TWIN1", "OTHER")
    runtime.fire(lab, d, 0, "order_fulfilled")
    lab.loop.run(d)
    plain = lab.converter.unstructure(d)
    assert plain["tasks"][-1]["task"] == "kernel:trigger_order"
    assert lab.converter.structure(plain, type(d)) == d


def test_the_playable_memo_keeps_each_answer_under_the_values_its_check_read(
    lab: Any, d: Any
) -> None:
    memo = runtime.PlayableMemo(lab)
    cards = ["PLAIN", "VOLATILE"]

    def direct() -> list[str]:
        return [c for c in cards if runtime.can_play(lab, d, 0, c)]

    assert memo(d, 0, cards) == [] == direct()
    checks = memo.size
    assert checks == 2
    d.sheets[1].marked[1] = 1  # the other seat's glue: nothing either check read
    assert memo(d, 0, cards) == [] == direct()
    assert memo.size == checks  # answered from the memo
    d.sheets[0].marked[1] = 1  # glue: VOLATILE may be played now
    assert memo(d, 0, cards) == ["VOLATILE"] == direct()
    d.sheets[0].marked[3] = 1  # a blueberry: so may PLAIN
    assert memo(d, 0, cards) == ["PLAIN", "VOLATILE"] == direct()
    d.sheets[0].marked[1] = 0  # the glue is gone again: an answer kept before comes back
    checks = memo.size
    assert memo(d, 0, cards) == ["PLAIN"] == direct()
    assert memo.size == checks
    assert memo(d, 1, cards) == [c for c in cards if runtime.can_play(lab, d, 1, c)]


def test_a_deck_repeats_copies_and_keeps_entries_of_the_player_count() -> None:
    kv = boardrules.load_game("kleine_voelker")
    secrets = kv.catalog.of_kind("secret_project")
    deck = kv.catalog.deck("secret_project", 3)
    assert len(deck) == sum(c.copies for c in secrets) > len(secrets)
    assert deck[: secrets[0].copies] == [secrets[0].id] * secrets[0].copies
    lab = type(boardrules.load_game("woodcraft_rw"))(
        extra_cards="P:\n  kind: helper\n  players: [2]\n  source: {assumed: x}\n"
    )
    assert "P" in lab.catalog.deck("helper", 2)
    assert "P" not in lab.catalog.deck("helper", 3)
