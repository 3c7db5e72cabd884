"""A table writer that writes every float of its table, zeros too (``ByKind(fills=True)``:
Woodcraft's and Nusfjord's), lets ``observation_array`` start from ``numpy.empty`` instead of
``numpy.zeros`` (docs/performance.md, "the eighteenth session", "the nineteenth session").
Here ``numpy.empty`` gives memory full of NaN: a float the writer leaves unwritten (a seat's
header, the board the first time, a workshop or harbor the first time, the slots of no seat,
a colour without workers, the pending part) is a NaN and the array differs from the reference
tensor. Each test writes with a writer of its own, which has kept nothing yet, so the first
writes are into NaN too."""

from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any

import pytest

from boardrules import load_game
from boardrules.engine import State
from boardrules.tensors import FromData
from boardrules.writers import FLOAT32, ByKind

from .test_arrays import reference_tensor

FILLS = ("nusfjord", "woodcraft")


def test_the_writers_that_fill() -> None:
    for game_id in FILLS:
        table = load_game(game_id).info.encoder.schema.parts["table"]
        assert isinstance(table, FromData) and isinstance(table.write, ByKind)
        assert table.write.fills and load_game(game_id).info.plan.fills
    for game_id in ("hallertau", "kleine_voelker", "woodcraft_rw"):  # zeros first
        assert not load_game(game_id).info.plan.fills


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("woodcraft", p) for p in (1, 2, 3, 4)] + [("nusfjord", p) for p in (1, 2, 3, 4, 5)],
)
def test_arrays_from_dirty_memory(
    np: ModuleType, monkeypatch: pytest.MonkeyPatch, game_id: str, players: int
) -> None:
    empty = np.empty

    def dirty(n: int, dtype: Any) -> Any:
        out = empty(n, dtype)
        out.fill(np.nan)
        return out

    monkeypatch.setattr(np, "empty", dirty)
    game = load_game(game_id)
    plan = game.info.plan
    assert plan.fills
    # a float32 writer of its own (it has kept nothing yet: its first writes are into NaN),
    # and the array made again with it and the dirty ``empty``
    tensors = importlib.import_module(f"boardrules.games.{game_id}.tensors")
    monkeypatch.setattr(
        plan, "table32", tensors.table_writer(game, tensors.observed(game), FLOAT32)
    )
    monkeypatch.setattr(plan, "array32", None)
    rng = random.Random(players)
    states: list[Any] = []
    for seed in (18, 19):  # a game's first 8 states and its end, then another game's
        state, first = game.new_game(players, seed=seed), len(states)
        while not state.is_terminal:
            if len(states) < first + 8:
                states.append(state)
            state = state.apply_id(rng.choice(state.legal_action_ids()))
        states.append(state)
    assert len(states) == 18 and states[8].is_terminal and states[17].is_terminal
    if game_id == "nusfjord":  # the new shares as a list (not the rules' tuple): by colour
        for state in states[::3]:
            data = state.data.clone()
            data.new_shares = list(data.new_shares)
            states.append(State(game, data, None))
    for state in states:
        viewers = list(range(players))
        rng.shuffle(viewers)
        for seat in viewers:
            got = state.observation_array(seat)
            want = np.asarray(reference_tensor(state, seat), np.float32)
            assert np.array_equal(got, want), (seat, np.flatnonzero(got != want)[:8])
