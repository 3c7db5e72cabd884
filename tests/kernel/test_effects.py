"""The card language's interpreter: expressions, conditions and the kernel primitives."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest
import yaml

from boardrules import Action, Game, State
from boardrules.cards.loader import effect_lists
from boardrules.cards.schema import structure_card
from boardrules.cards.validate import check_text
from boardrules.effects import evaluate, holds, push_effects
from boardrules.tasks import Choose, Env
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
    from games.woodcraft_rw.state import BLUEBERRY, GLUE, SHAVINGS
    from games.woodcraft_rw.tasks import Free
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW
    from boardrules.games.woodcraft_rw.state import BLUEBERRY, GLUE, SHAVINGS
    from boardrules.games.woodcraft_rw.tasks import Free


def card(text: str) -> Any:
    """An expression or condition written as in a card file (lists become tuples, as loaded)."""

    def frozen(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: frozen(v) for k, v in value.items()}
        if isinstance(value, list):
            return tuple(frozen(v) for v in value)
        return value

    return frozen(yaml.safe_load(text))


class FakeGame:
    """The few words a game gives the interpreter, read from plain tables."""

    def __init__(self) -> None:
        self.counters = {0: {"lanterns": 5, "orders": 2}, 1: {"lanterns": 0, "orders": 7}}
        self.resources = {0: {"glue": 2, "saw_blade": 0}, 1: {"glue": 0, "saw_blade": 3}}

    def counter(self, d: Any, player: int, name: str) -> int:
        return self.counters[player][name]

    def resource_amount(self, d: Any, player: int, res: str) -> int:
        return self.resources[player][res]

    def expression(self, d: Any, player: int, form: str, arg: Any, env: Env) -> int:
        assert form == "seat_plus"
        return player + int(arg)

    def condition(self, d: Any, player: int, form: str, arg: object, env: Env) -> bool:
        assert form == "is_seat"
        return player == arg


FAKE = FakeGame()
EVENT: Env = (("event", "reputation_gained"), ("amount", 3))


def value(text: str, player: int = 0, env: Env = ()) -> int:
    return evaluate(FAKE, None, player, card(text), env)


def true(text: str, player: int = 0, env: Env = ()) -> bool:
    return holds(FAKE, None, player, card(text), env)


# --- expressions ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7", 7),
        ("0", 0),
        ("-2", -2),
        ("{count: lanterns}", 5),
        ("{count: orders}", 2),
        ("{add: [1, 2, {count: lanterns}]}", 8),
        ("{add: []}", 0),
        ("{sub: [10, 3, 2]}", 5),
        ("{sub: [{count: orders}, {count: lanterns}]}", -3),
        ("{mul: [2, 3, 4]}", 24),
        ("{mul: [2, {count: lanterns}]}", 10),
        ("{div: [7, 2]}", 3),
        ("{div: [{count: lanterns}, 4]}", 1),
        ("{div: [3, 4]}", 0),
        ("{min: [4, {count: lanterns}, 9]}", 4),
        ("{max: [4, {count: lanterns}, 1]}", 5),
        ("{table: {of: 2, at_least: [[3, 4], [5, 8]]}}", 0),
        ("{table: {of: 3, at_least: [[3, 4], [5, 8]]}}", 4),
        ("{table: {of: 4, at_least: [[3, 4], [5, 8]]}}", 4),
        ("{table: {of: {count: lanterns}, at_least: [[3, 4], [5, 8]]}}", 8),
        ("{table: {of: 99, at_least: [[3, 4], [5, 8]]}}", 8),
        ("{add: [{mul: [2, {max: [1, 3]}]}, {div: [{sub: [9, 1]}, {min: [4, 8]}]}]}", 8),
        ("{seat_plus: 10}", 10),
    ],
)
def test_evaluate(text: str, expected: int) -> None:
    assert value(text) == expected


def test_count_is_read_for_the_given_player() -> None:
    assert value("{count: orders}", player=1) == 7
    assert value("{seat_plus: 10}", player=1) == 11


def test_event_reads_the_payload_of_its_event() -> None:
    assert value("{event: {event: reputation_gained, get: amount}}", env=EVENT) == 3
    assert value("{mul: [2, {event: {event: reputation_gained, get: amount}}]}", env=EVENT) == 6


def test_event_outside_its_event_raises() -> None:
    with pytest.raises(ValueError, match=r"\{event: order_fulfilled\} read outside that event"):
        value("{event: {event: order_fulfilled, get: amount}}", env=EVENT)
    with pytest.raises(ValueError, match=r"read outside that event"):
        value("{event: {event: reputation_gained, get: amount}}")


def test_var_reads_the_environment() -> None:
    assert value("{var: amount}", env=EVENT) == 3


# --- conditions ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("form", "results"),
    [
        ("ge", (False, True, True)),
        ("gt", (False, False, True)),
        ("le", (True, True, False)),
        ("lt", (True, False, False)),
        ("eq", (False, True, False)),
        ("ne", (True, False, True)),
    ],
)
def test_comparisons(form: str, results: tuple[bool, bool, bool]) -> None:
    """Each comparison of (4 vs 5), (5 vs 5), (6 vs 5): lanterns counts 5."""
    for a, expected in zip((4, 5, 6), results, strict=True):
        assert true(f"{{{form}: [{a}, {{count: lanterns}}]}}") is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{all: [{ge: [1, 0]}, {eq: [2, 2]}]}", True),
        ("{all: [{ge: [1, 0]}, {eq: [2, 3]}]}", False),
        ("{all: []}", True),
        ("{any: [{ge: [0, 1]}, {eq: [2, 2]}]}", True),
        ("{any: [{ge: [0, 1]}, {eq: [2, 3]}]}", False),
        ("{any: []}", False),
        ("{not: {eq: [1, 1]}}", False),
        ("{not: {eq: [1, 2]}}", True),
        ("{not: {not: {eq: [1, 1]}}}", True),
        ("{has: {glue: 2}}", True),
        ("{has: {glue: 3}}", False),
        ("{has: {glue: 1, saw_blade: 0}}", True),
        ("{has: {glue: 1, saw_blade: 1}}", False),
        ("{has: {glue: {sub: [{count: lanterns}, 3]}}}", True),
        ("{any: [{all: [{has: {glue: 1}}, {lt: [{count: orders}, 3]}]}, {eq: [0, 1]}]}", True),
        ("{is_seat: 0}", True),
        ("{is_seat: 1}", False),
    ],
)
def test_holds(text: str, expected: bool) -> None:
    assert true(text) is expected


def test_has_is_read_for_the_given_player() -> None:
    assert true("{has: {saw_blade: 3}}", player=1)
    assert not true("{has: {glue: 1}}", player=1)
    assert true("{is_seat: 1}", player=1)


def test_just_is_the_event_that_started_the_effect() -> None:
    assert true("{just: reputation_gained}", env=EVENT)
    assert not true("{just: order_fulfilled}", env=EVENT)
    assert not true("{just: reputation_gained}")


def test_a_condition_reads_the_event_payload() -> None:
    assert true("{ge: [{event: {event: reputation_gained, get: amount}}, 3]}", env=EVENT)
    assert not true("{gt: [{var: amount}, 3]}", env=EVENT)


# --- the kernel primitives on the real game ------------------------------------------------
def glue_and_shavings(state: State, player: int) -> tuple[int, int]:
    sheet = state.data.sheets[player]
    return sheet.marked[GLUE], sheet.marked[SHAVINGS]


@pytest.fixture(scope="module")
def before_fulfil_with_c(game: Game) -> State:
    """A solo game where helper C is hired and an order can be fulfilled (found by random play
    that hires C whenever it can)."""
    c = Action("hire", ("C",))
    helper_c = as_game(game, WoodcraftRW).tables.helper_index["C"]
    for seed in range(200):
        rnd = random.Random(seed)
        s = game.new_game(1, seed=seed)
        while not s.is_terminal:
            legal = s.legal_actions()
            hired = s.data.sheets[0].helpers >> helper_c & 1
            if hired and any(a.kind == "fulfil" for a in legal):
                return s
            s = s.apply(c if c in legal else rnd.choice(legal))
    raise AssertionError("no seed below 200 reaches a fulfil with helper C")


def test_choose_is_a_decision_of_the_card_owner(before_fulfil_with_c: State) -> None:
    """Helper C (woodcraft_rw.pl.txt L477-L480): after an order, choose glue or shavings."""
    s = before_fulfil_with_c
    fulfil = next(a for a in s.legal_actions() if a.kind == "fulfil")
    after = s.apply(fulfil)
    assert after.current_player == 0
    assert after.legal_actions() == (Action("choose", (0,)), Action("choose", (1,)))
    assert after.observation(0)["decision"] == "choose"


@pytest.mark.parametrize(("choice", "glue", "shavings"), [(0, 1, 0), (1, 0, 1)])
def test_choose_runs_the_chosen_branch_only(
    before_fulfil_with_c: State, choice: int, glue: int, shavings: int
) -> None:
    s = before_fulfil_with_c
    fulfil = next(a for a in s.legal_actions() if a.kind == "fulfil")
    chosen = s.apply(fulfil)
    start = glue_and_shavings(chosen, 0)
    done = chosen.apply(Action("choose", (choice,)))
    assert glue_and_shavings(done, 0) == (start[0] + glue, start[1] + shavings)
    assert not [t for t in done.data.tasks if isinstance(t, Choose)]
    assert Free(seat=0) in done.data.tasks  # the turn goes on (after a chestnut, perhaps)


TEST_CARDS = """
T-gain:
  kind: helper
  source: {assumed: "test card"}
  do: [{gain: {glue: 2, shavings: {add: [1, 1]}}}]
T-pay:
  kind: helper
  source: {assumed: "test card"}
  do: [{gain: {glue: 3}}, {pay: {glue: {sub: [3, 1]}}}]
T-vp:
  kind: helper
  source: {assumed: "test card"}
  do: [{vp_now: {mul: [2, 3]}}]
T-optional:
  kind: helper
  source: {assumed: "test card"}
  do: [{optional: [{gain: {glue: 1}}, {vp_now: 1}]}, {vp_now: 10}]
T-repeat:
  kind: helper
  source: {assumed: "test card"}
  do: [{repeat: {times: {add: [1, 2]}, do: [{gain: {shavings: 1}}, {vp_now: 1}]}}]
T-repeat-zero:
  kind: helper
  source: {assumed: "test card"}
  do: [{repeat: {times: {sub: [1, 1]}, do: [{vp_now: 1}]}}, {vp_now: 4}]
T-check:
  kind: helper
  source: {assumed: "test card"}
  do: [{check: {if: {has: {glue: 1}}, then: [{vp_now: 1}], else: [{vp_now: 5}]}}]
T-check-then-only:
  kind: helper
  source: {assumed: "test card"}
  do: [{check: {if: {ge: [0, 1]}, then: [{vp_now: 1}]}}, {vp_now: 2}]
T-choose-then:
  kind: helper
  source: {assumed: "test card"}
  do: [{choose: [[{vp_now: 1}], [{vp_now: 2}], [{vp_now: 3}]]}, {vp_now: 10}]
T-reputation:
  kind: helper
  source: {assumed: "test card"}
  do: [{gain: {reputation: 2}}]
"""


@pytest.fixture(scope="module")
def lab(game: Game) -> Game:
    """A fresh woodcraft_rw whose effect table also holds the lists of TEST_CARDS.

    The kernel's ``fx`` handler reads ``game.effects`` (the table loaded from the cards), so a
    test card added there runs through the real interpreter and the real game's resources.
    """
    fresh = type(game)()
    doc, problems = check_text(TEST_CARDS, "test.yaml", fresh.vocabulary)
    assert problems == []
    assert isinstance(doc, dict)
    assert isinstance(fresh.effects, dict)  # the table the card system loaded (a Mapping)
    for card_id, raw in doc.items():
        card = structure_card(card_id, raw, "test.yaml", set())
        fresh.effects.update(effect_lists(card, fresh.vocabulary))
    return fresh


@pytest.fixture(scope="module")
def free_turn(lab: Game) -> State:
    """Seat 0 of a solo game taking its free actions, with no glue or shavings marked."""
    s = lab.new_game(1, seed=0)
    while s.data.tasks[-1] != Free(seat=0):
        legal = s.legal_actions()
        s = s.apply(Action("pick", ("order",)) if Action("pick", ("order",)) in legal else legal[0])
    sheet = s.data.sheets[0]
    assert sheet.marked == [0, 0, 0, 0]  # an order instead of a die: no column bonus
    return s


def run(lab: Game, state: State, card_id: str) -> State:
    """``state`` with the effects of a test card run for seat 0 until the next decision."""
    d = state.data.clone()
    push_effects(d, 0, f"{card_id}/abilities/0/do")
    lab.loop.run(d)
    return State(lab, d, None)


def nuts(state: State) -> int:
    return int(state.data.sheets[0].nuts)


def test_gain_adds_each_resource(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-gain")
    assert glue_and_shavings(s, 0) == (2, 2)
    assert s.data.tasks == free_turn.data.tasks


def test_pay_crosses_out(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-pay")
    sheet = s.data.sheets[0]
    assert (sheet.marked[GLUE], sheet.spent[GLUE], sheet.owned(GLUE)) == (3, 2, 1)


def test_vp_now_marks_lightning_points(lab: Game, free_turn: State) -> None:
    assert nuts(run(lab, free_turn, "T-vp")) == nuts(free_turn) + 6


def test_optional_asks_yes_or_no_before_the_rest_runs(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-optional")
    assert s.current_player == 0
    assert s.legal_actions() == (Action("yes"), Action("no"))
    assert nuts(s) == nuts(free_turn)  # the {vp_now: 10} after it waits for the answer


def test_optional_yes_runs_its_effects(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-optional").apply(Action("yes"))
    assert glue_and_shavings(s, 0) == (1, 0)
    assert nuts(s) == nuts(free_turn) + 11
    assert s.data.tasks == free_turn.data.tasks


def test_optional_no_skips_its_effects(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-optional").apply(Action("no"))
    assert glue_and_shavings(s, 0) == (0, 0)
    assert nuts(s) == nuts(free_turn) + 10
    assert s.data.tasks == free_turn.data.tasks


def test_repeat_runs_its_effects_times_over(lab: Game, free_turn: State) -> None:
    s = run(lab, free_turn, "T-repeat")
    assert glue_and_shavings(s, 0) == (0, 3)
    assert nuts(s) == nuts(free_turn) + 3


def test_repeat_zero_times_runs_nothing(lab: Game, free_turn: State) -> None:
    assert nuts(run(lab, free_turn, "T-repeat-zero")) == nuts(free_turn) + 4


def test_check_runs_then_or_else(lab: Game, free_turn: State) -> None:
    assert nuts(run(lab, free_turn, "T-check")) == nuts(free_turn) + 5  # no glue: else
    with_glue = run(lab, free_turn, "T-gain")
    assert nuts(run(lab, with_glue, "T-check")) == nuts(free_turn) + 1


def test_check_without_else_runs_nothing_when_false(lab: Game, free_turn: State) -> None:
    assert nuts(run(lab, free_turn, "T-check-then-only")) == nuts(free_turn) + 2


@pytest.mark.parametrize("choice", [0, 1, 2])
def test_choose_runs_one_branch_then_the_rest(lab: Game, free_turn: State, choice: int) -> None:
    s = run(lab, free_turn, "T-choose-then")
    assert s.legal_actions() == tuple(Action("choose", (k,)) for k in range(3))
    assert nuts(s) == nuts(free_turn)
    done = s.apply(Action("choose", (choice,)))
    assert nuts(done) == nuts(free_turn) + choice + 1 + 10


def test_an_event_runs_whenever_abilities_with_its_payload(lab: Game, free_turn: State) -> None:
    """Helper G (L505-L508): each reputation gained gives as many blueberries and VP."""
    without_g = run(lab, free_turn, "T-reputation")
    assert without_g.data.sheets[0].reputation == 2
    assert nuts(without_g) == nuts(free_turn)
    d = free_turn.data.clone()
    d.sheets[0].helpers |= 1 << as_game(lab, WoodcraftRW).tables.helper_index["G"]
    with_g = run(lab, State(lab, d, None), "T-reputation")
    assert with_g.data.sheets[0].marked[BLUEBERRY] == free_turn.data.sheets[0].marked[BLUEBERRY] + 2
    assert nuts(with_g) == nuts(free_turn) + 2


def test_the_lab_leaves_the_loaded_game_alone(game: Game, lab: Game) -> None:
    assert "T-gain/abilities/0/do" in lab.effects
    assert "T-gain/abilities/0/do" not in game.effects


def test_a_game_expression_may_take_a_list_of_names() -> None:
    # a game's own form receives its list argument as written, not evaluated item by item
    class Names:
        def expression(self, d: object, p: int, form: str, arg: Any, env: object) -> int:
            assert form == "most_of" and list(arg) == ["flax", "rye"]
            return 7

    assert evaluate(Names(), None, 0, {"most_of": ["flax", "rye"]}) == 7
