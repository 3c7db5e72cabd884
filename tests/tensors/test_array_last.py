"""The table writers copy a part's floats of the last time when the values it is written from are
the same (a seat's workshop, sheet or harbor, the board, the supply...; docs/performance.md,
"eleventh session"). What they keep to compare with cannot go stale: a state whose lists
were read once and then changed in place (the data of a later state of the same game copied
into them) gives the arrays of that later state, for every seat, viewed in any order.

Records a table shares with the tables forked from it, copied before a rule changes one
(``COPY_ON_WRITE``: Hallertau's villages, ``state.own``), are never changed in place: a writer
may key their floats on the record itself (Hallertau's, the twelfth session), so here they are
replaced by copies of the later state's; so are the lists a table shares likewise
(``REPLACED``: Kleine Völker's board rows, ``KVData.fork``)."""

from __future__ import annotations

import random
from types import ModuleType
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from boardrules.copying import SHARED, Clonable
from boardrules.engine import State
from boardrules.registry import game_class

from .conftest import CONFIGS

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.state import PROJECTS, ROWS
else:
    from boardrules.games.kleine_voelker.state import PROJECTS, ROWS
from .test_arrays import reference_tensor

COPY_ON_WRITE = (
    type(game_class("hallertau")().new_game(1, seed=0).data.villages[0]),
    type(game_class("woodcraft")().new_game(1, seed=0).data.workshops[0]),
    type(game_class("woodcraft_rw")().new_game(1, seed=0).data.sheets[0]),
    type(game_class("nusfjord")().new_game(1, seed=0).data.harbors[0]),
)
"""Records shared by forked tables and copied by the rules before a change (``state.own``):
Hallertau's ``Village``, Woodcraft's ``Workshop``, Roll & Write's ``Sheet``, Nusfjord's
``Harbor`` (the classes of the loaded games' records)."""

_KV = game_class("kleine_voelker")().new_game(2, seed=0).data
REPLACED = {(type(_KV), row) for row in ROWS} | {(type(_KV.peoples[0]), f) for f in PROJECTS}
"""Lists shared by forked tables and replaced by the rules, never changed in place (``(class,
field)``): Kleine Völker's board rows and project lists (``KVData.fork``)."""


def copy_into(dst: Any, src: Any) -> None:
    """``src``'s values set into ``dst``, a record of the same class: a list or dict changed
    in place (its elements, records, cloned), a record of records field by field, the rest
    set. A field the states share (``copying.SHARE``: a table fixed at setup, or a game's
    memo) is set, never changed in place: other states and the game hold it too."""
    for field in attrs.fields(type(src)):
        old, new = getattr(dst, field.name), getattr(src, field.name)
        if old is new:
            continue
        if field.metadata.get(SHARED):
            setattr(dst, field.name, new)
            continue
        if (type(dst), field.name) in REPLACED:  # as a rule replaces it: a new list
            setattr(dst, field.name, clone_plain(new))
            continue
        if type(old) is list and type(new) is list:
            if len(old) == len(new) and all(
                isinstance(a, Clonable) and not isinstance(a, COPY_ON_WRITE) and type(a) is type(b)
                for a, b in zip(old, new, strict=True)
            ):
                for a, b in zip(old, new, strict=True):
                    copy_into(a, b)
            else:
                old[:] = [v.clone() if isinstance(v, Clonable) else clone_plain(v) for v in new]
        elif type(old) is dict and type(new) is dict:
            old.clear()
            old.update({k: clone_plain(v) for k, v in new.items()})
        elif isinstance(old, Clonable) and type(old) is type(new):
            copy_into(old, new)
        else:
            setattr(dst, field.name, new)


def clone_plain(value: Any) -> Any:
    """A copy of a list, dict or set of plain values (nested), or the value itself."""
    if isinstance(value, list):
        return [clone_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: clone_plain(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    return value


def one_game(game_id: str, players: int, seed: int) -> list[State]:
    """Every state of one random game, of a game object of its own (its rules' memos and
    table writers apart from the loaded game's, which other tests measure)."""
    game = game_class(game_id)()
    state, rng = game.new_game(players, seed=seed), random.Random(seed)
    out = [state]
    while not state.is_terminal:
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        out.append(state)
    return out


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_lists_changed_in_place_after_an_array_are_seen(
    np: ModuleType, game_id: str, players: int
) -> None:
    states = one_game(game_id, players, seed=31 + players)
    rng = random.Random(players)
    pairs = [(i, min(i + gap, len(states) - 1)) for i in range(0, len(states), 9) for gap in (1, 5)]
    for early, late in pairs:
        mine = State(states[0].game, states[early].data.clone(), None)
        for p in rng.sample(range(players), players):  # the writers keep what they read
            mine.observation_array(p)
        copy_into(mine.data, states[late].data)
        assert mine.data == states[late].data
        for p in rng.sample(range(players), players):
            want = reference_tensor(states[late], p)
            got = mine.observation_array(p)
            assert np.array_equal(got, np.asarray(want, np.float32)), (
                f"{game_id} ({players}) seat {p}: state {early} changed into state {late}"
            )
            assert mine.observation_tensor(p) == want
