"""The NumPy arrays of a state hold the values of the observation tensor as ``Encoder.encode``
writes them from ``observation(p)`` (the reference: the list encoder, part by part), for random
states of every game at several player counts; the information state is perfect recall."""

from __future__ import annotations

import doctest
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

import boardrules
from boardrules import arrays, tensors, writers
from boardrules.engine import State
from boardrules.tasks import task_to_doc

from .conftest import CONFIGS, random_states


def reference_tensor(state: State, seat: int) -> list[float]:
    """The observation tensor as the library computed it before the flat writers: the
    observation dict and the pending decision's record, through ``Encoder.encode``."""
    tasks = state.data.tasks
    pending = task_to_doc(tasks[-1]) if tasks and state.current_player == seat else {}
    numbers = [
        float(v)
        for k, v in pending.items()
        if k not in ("task", "seat") and isinstance(v, int | float)
    ]
    to_move = state.current_player
    context = {
        "decision": state.decision,
        "to_move": to_move if to_move >= 0 else None,
        "context": numbers,
    }
    view = {"table": state.game.observation(state.data, seat), "pending": context}
    return state.game.info.encoder.encode(view, seat, state.players)


def reference_counts(state: State, seat: int) -> list[float]:
    """How often ``seat`` saw each action id, and the actions it did not see."""
    game = state.game
    counts = [0.0] * (game.num_distinct_actions + 1)
    for text in state.history_for(seat):
        action = game.codec.by_text.get(text)
        counts[game.action_id(action) if action is not None else -1] += 1.0
    return counts


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_the_arrays_hold_the_reference_values(np: ModuleType, game_id: str, players: int) -> None:
    states = random_states(game_id, players, 40, seed=players)
    for state in states:
        for seat in range(players):
            want = reference_tensor(state, seat)
            got = state.observation_array(seat)
            assert got.dtype == np.float32 and got.shape == (len(want),)
            assert np.array_equal(got, np.asarray(want, np.float32)), (
                f"{game_id} seat {seat} after {len(state.history)} actions: parts "
                + str(
                    sorted(
                        name
                        for name, part in state.game.info.observation_tensor_layout.items()
                        if not np.array_equal(got[part], np.asarray(want, np.float32)[part])
                    )
                )
            )
            assert state.observation_tensor(seat) == want
    seats = [i % players for i in range(len(states))]
    batch = arrays.observation_batch(states, seats)
    assert batch.shape == (len(states), len(want))
    for row, state, seat in zip(batch, states, seats, strict=True):
        assert np.array_equal(row, state.observation_array(seat))


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_the_information_state_holds_the_counts_and_the_history_in_order(
    np: ModuleType, game_id: str, players: int
) -> None:
    game = boardrules.load_game(game_id)
    info = game.info
    layout = info.information_state_layout
    for state in random_states(game_id, players, 12, seed=players, chance="explicit"):
        for seat in range(players):
            got = state.information_state_array(seat)
            assert got.shape == info.information_state_tensor_shape
            assert np.array_equal(
                got[: info.observation_tensor_shape[0]], state.observation_array(seat)
            )
            counts = np.concatenate([got[layout["seen_actions"]], got[layout["unseen_actions"]]])
            assert counts.tolist() == reference_counts(state, seat)
            assert arrays.decode_history(state, seat, got) == list(state.history_for(seat))
            assert 0.0 <= got[layout["history"]].min() and got[layout["history"]].max() <= 1.0
            assert np.array_equal(got, np.asarray(state.information_state_tensor(seat), np.float32))


def test_two_histories_of_one_observation_have_two_information_states(np: ModuleType) -> None:
    # Kleine Völker, 2 seats: seat B's three actions of a turn in two orders reach one table,
    # so seat A's observation is the same; the same actions were taken, so the old count of
    # each action id was the same too. Only the order tells the two histories apart.
    game = boardrules.load_game("kleine_voelker")
    start = game.new_game(2, seed=1)
    opening = ["keep SEC-F3", "keep SEC-T1", "keep SEC-B2", "keep SEC-T2", "start 1"]
    opening += ["build 1 5", "build 6 5", "build 4 5", "build 7 4", "build 6 1"]
    start = play(start, opening)
    one = play(start, ["build 6 3", "build 5 3", "change 5"])
    two = play(start, ["change 5", "build 5 3", "build 6 3"])
    assert np.array_equal(one.observation_array(0), two.observation_array(0))
    assert one.history_for(0) != two.history_for(0)
    assert sorted(one.history_for(0)) == sorted(two.history_for(0))
    layout = game.info.information_state_layout
    a, b = one.information_state_array(0), two.information_state_array(0)
    assert np.array_equal(a[layout["seen_actions"]], b[layout["seen_actions"]])
    assert not np.array_equal(a[layout["history"]], b[layout["history"]])
    assert one.information_state_tensor(0) != two.information_state_tensor(0)


def play(state: State, notations: list[str]) -> State:
    for text in notations:
        state = state.apply(state.game.parse_action(state, text))
    return state


def test_the_mask_is_a_bool_array_true_at_the_legal_ids(np: ModuleType) -> None:
    for state in random_states("hallertau", 3, 10):
        mask = state.legal_action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (state.game.num_distinct_actions,)
        assert np.flatnonzero(mask).tolist() == list(state.legal_action_ids())


def test_a_batch_checks_its_arguments(np: ModuleType) -> None:
    states = random_states("woodcraft_rw", 2, 3)
    with pytest.raises(ValueError, match="3 states but 2 seats"):
        arrays.observation_batch(states, [0, 1])
    with pytest.raises(ValueError, match="several games"):
        arrays.observation_batch([*states, *random_states("nusfjord", 2, 1)])
    out = np.ones((3, 5), np.float32)
    with pytest.raises(ValueError, match=r"not \(3, 1263\) float32"):
        arrays.observation_batch(states, out=out)
    out = np.ones((3, 1263), np.float32)
    assert arrays.observation_batch(states, [1, 1, 1], out=out) is out
    assert np.array_equal(out[2], states[2].observation_array(1))
    with pytest.raises(ValueError, match="no seat 2"):
        arrays.observation_batch(states, [0, 1, 2])


def test_without_numpy_the_arrays_name_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real = builtins.__import__

    def no_numpy(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "numpy" or name.startswith("numpy."):
            raise ImportError("No module named 'numpy'")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_numpy)
    monkeypatch.setattr(arrays, "_numpy", None)  # as if NumPy had never been imported
    state = boardrules.load_game("woodcraft_rw").new_game(2, seed=1)
    calls: list[Callable[[], object]] = [
        lambda: state.observation_array(0),
        lambda: state.information_state_array(0),
        state.legal_action_mask,
        lambda: arrays.observation_batch([state]),
    ]
    for call in calls:
        with pytest.raises(ImportError, match=r"boardrules\[numpy\]"):
            call()
    assert len(state.observation_tensor(0)) == 1263  # the lists need no NumPy
    assert (
        len(state.information_state_tensor(1)) == state.game.info.information_state_tensor_shape[0]
    )


@pytest.mark.parametrize("module", [tensors, writers, arrays])
def test_the_modules_examples_run(np: ModuleType, module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted and result.failed == 0
