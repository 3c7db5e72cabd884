"""Typed tasks: records on the stack, found by class, saved as ``{"task": name, ...}``."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import attrs
import pytest

from boardrules import CHANCE, TERMINAL, Action, Game, ScoreSheet, SeatScore, rng
from boardrules.cards.vocabulary import Vocabulary
from boardrules.engine import GameData, OpFn, OptionsFn, ResolveFn, later
from boardrules.errors import InvalidState
from boardrules.loop import decision_name
from boardrules.tasks import Chance, Decision, Task, roll_now, snake_case, task_to_doc
from boardrules.testing import check_playout


@attrs.frozen
class Round(Task):
    number: int


@attrs.frozen
class Roll(Chance):
    seat: int


@attrs.frozen
class KeepOrReroll(Decision):
    value: int


@attrs.define
class DiceData(GameData):
    totals: list[int]
    rounds: int = 2

    def clone(self) -> DiceData:
        return attrs.evolve(self, tasks=self.tasks.copy(), totals=self.totals.copy())


class DiceGame(Game):
    """Each round every seat rolls a die and may reroll it once; the highest total wins."""

    id = "typed_dice"
    title = "Typed dice"
    min_players, max_players = 1, 3
    data_class = DiceData
    chance_tasks = (Roll,)

    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        return Vocabulary(kinds={})

    def all_actions(self) -> Iterable[Action]:
        return [Action("keep"), Action("reroll")]

    def game_length_bound(self, players: int, options: Mapping[str, Any]) -> int:
        return 2 * players * 3  # two rounds: per seat a roll, keep or reroll, a reroll

    def setup(self, players: int, seed: int, options: dict[str, Any]) -> Any:
        d = DiceData(players, seed, seed, options, [], [0] * players)
        later(d, *(Round(n) for n in range(1, d.rounds + 1)))
        return d

    def build_ops(self) -> Mapping[Any, OpFn]:
        def round_(d: DiceData, task: Round) -> None:
            later(d, *(Roll(6, seat) for seat in range(d.players)))

        return {Round: round_}

    def build_decisions(self) -> Mapping[Any, tuple[OptionsFn, ResolveFn]]:
        keep, reroll = self._ids[Action("keep")], self._ids[Action("reroll")]

        def options(d: DiceData, task: KeepOrReroll) -> list[int]:
            return [keep, reroll]

        def resolve(d: DiceData, task: KeepOrReroll, action: Action) -> None:
            if action.kind == "keep":
                d.totals[task.seat] += task.value
            else:
                d.tasks.append(Roll(6, task.seat))
                d.totals[task.seat] -= 100  # a second roll is kept: marked by the offset

        return {KeepOrReroll: (options, resolve)}

    def chance_result(self, d: DiceData, task: Roll, value: int) -> None:
        if d.totals[task.seat] < 0:  # the reroll: kept whatever it shows
            d.totals[task.seat] += 100 + value
        else:
            d.tasks.append(KeepOrReroll(task.seat, value))

    def score_sheet(self, d: DiceData) -> ScoreSheet:
        return ScoreSheet([SeatScore({"dice": t}) for t in d.totals])

    def observation(self, d: DiceData, player: int) -> dict[str, Any]:
        return {"totals": list(d.totals), "decision": decision_name(d)}


@pytest.fixture(scope="module")
def dice() -> DiceGame:
    return DiceGame()


def test_names_are_snake_case_class_names() -> None:
    assert snake_case("PickOrder") == "pick_order"
    assert KeepOrReroll.name == "keep_or_reroll" and Round.name == "round"


def test_the_stack_holds_records_and_the_api_reads_them(dice: DiceGame) -> None:
    s = dice.new_game(2, seed=3)
    top = s.data.tasks[-1]
    assert isinstance(top, KeepOrReroll) and top.seat == 0 and 1 <= top.value <= 6
    assert s.current_player == 0 and s.decision == "keep_or_reroll"
    s = s.apply(Action("reroll"))
    assert s.current_player == 1


def test_chance_records_are_chance_nodes_in_explicit_mode(dice: DiceGame) -> None:
    s = dice.new_game(2, seed=3, chance="explicit")
    assert s.current_player == CHANCE and s.decision == "chance"
    assert [str(a) for a in s.legal_actions()] == [f"roll {v}" for v in range(1, 7)]
    s = s.apply(Action("roll", (4,)))
    assert s.data.tasks[-1] == KeepOrReroll(0, 4)


def test_saved_games_write_records_by_name_and_read_them_strictly(dice: DiceGame) -> None:
    s = dice.new_game(2, seed=3).apply(Action("keep"))
    doc = json.loads(s.to_json())
    assert doc["data"]["tasks"][-1] == {"task": "keep_or_reroll", "seat": 1, "value": 4}
    assert dice.state_from_json(s.to_json()).to_json() == s.to_json()
    for bad, why in (
        (
            {"task": "keep_or_reroll", "seat": 1.0, "value": 4},
            r"expected an integer, got 1.0 @ \$.tasks\[1\].seat",
        ),
        ({"task": "keep_or_rerol", "seat": 1, "value": 3}, "no task named 'keep_or_rerol'"),
        ({"task": "keep_or_reroll", "seat": 1, "value": 3, "x": 1}, "x"),
        ({"seat": 1}, "a task is"),
    ):
        doc["data"]["tasks"][-1] = bad
        with pytest.raises(InvalidState, match=why):
            dice.state_from_json(json.dumps(doc))


def test_a_game_with_records_passes_the_conformance_checks(dice: DiceGame) -> None:
    for players in (1, 3):
        end = check_playout(dice, players, seed=5, choices=[1, 0, 1])
        assert end.is_terminal and end.current_player == TERMINAL


def test_task_to_doc_writes_tuples_as_lists() -> None:
    @attrs.frozen
    class Carry(Task):
        goods: tuple[str, ...]

    assert task_to_doc(Carry(("hops", "flax"))) == {"task": "carry", "goods": ["hops", "flax"]}


def test_a_decision_must_be_a_decision_record_and_names_must_differ() -> None:
    @attrs.frozen
    class Pick(Task):
        seat: int

    class Wrong(DiceGame):
        def build_decisions(self) -> Mapping[Any, tuple[OptionsFn, ResolveFn]]:
            return {Pick: super().build_decisions()[KeepOrReroll]}

    with pytest.raises(TypeError, match="subclass Decision"):
        Wrong()

    @attrs.frozen
    class Other(Task):
        name = "round"

    class Twice(DiceGame):
        def build_ops(self) -> Mapping[Any, OpFn]:
            return {**super().build_ops(), Other: lambda d, t: None}

    with pytest.raises(TypeError, match="two task classes are named 'round'"):
        Twice()


def test_task_names_are_words() -> None:
    with pytest.raises(TypeError, match="lowercase letters"):

        @attrs.frozen
        class Bad(Task):
            name = "kernel.gain"


@attrs.define
class Dice:
    """What ``roll_now`` reads of a table: its generator and chance mode."""

    rng: int
    explicit_chance: bool


def test_roll_now_rolls_as_the_loop_would_in_auto_mode_and_schedules_in_explicit() -> None:
    dice = [Roll(sides=6, seat=0), Roll(sides=4, seat=1), Roll(sides=6, seat=2)]
    auto = Dice(rng.seed_state(5), False)
    got: list[tuple[int, int]] = []
    assert roll_now(auto, dice, lambda t, v: got.append((t.seat, v))) == ()
    state, want = rng.seed_state(5), []
    for t in dice:  # the loop's roll of a Chance task: randbelow(sides) + 1, in order
        state, r = rng.randbelow(state, t.sides)
        want.append((t.seat, r + 1))
    assert got == want and auto.rng == state
    explicit = Dice(rng.seed_state(5), True)
    assert roll_now(explicit, dice, lambda t, v: got.append((t.seat, v))) == dice
    assert explicit.rng == rng.seed_state(5) and len(got) == len(dice)
