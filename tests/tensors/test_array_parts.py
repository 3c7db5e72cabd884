"""Nusfjord's table writer keeps each harbor's floats per slot (its seat, whether the viewer's
own) with the harbor record they were written from (a harbor is copied on write, never
changed in place: a new record is a copy the rules changed), and the offer's floats with the
offer's values; when the record or the values differ it starts from those floats and writes
again only the parts that differ (docs/performance.md, "thirteenth session", "eighteenth
session"). Each part changed alone, for every seat and
viewer, gives the arrays of the reference encoding, and so does a council whose elders stay
and whose fish move (written elder by elder)."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import attrs

from boardrules.engine import State
from games.nusfjord.state import Harbor, NData

from .test_array_last import one_game
from .test_array_records import same

HARBOR_PARTS = [
    (f.name,) for f in attrs.fields(Harbor) if f.name not in ("shares", "elders", "elder_fish")
] + [("elders", "elder_fish"), ("elder_fish",)]
"""A harbor's parts as a step may change them (its shares apart: kept by colour and viewer):
an elder comes with its fish (``Elders``)."""
OFFER_PARTS = (
    "stacks",
    "face_down",
    "forgotten",
    "display_a",
    "display_b",
    "display_c",
    "pile_a",
    "pile_b",
    "pile_c",
)


def fresh(state: State) -> State:
    """A state of its own table (a copy of ``state``'s), whose arrays were read by every seat:
    the writer keeps its harbors' floats and its offer's."""
    mine = State(state.game, state.data.clone(), None)
    for p in range(mine.players):
        mine.observation_array(p)
    return mine


def test_each_harbor_part_written_again_alone(np: ModuleType) -> None:
    # each part of a harbor set to its value later in the game (a valid value), alone
    states = one_game("nusfjord", 4, seed=3)
    middle, end = states[len(states) // 2], states[-1]
    changed = 0
    for parts in HARBOR_PARTS:
        for seat in range(4):
            now, later = middle.data.harbors[seat], end.data.harbors[seat]
            if all(getattr(now, part) == getattr(later, part) for part in parts):
                continue
            if parts == ("elder_fish",) and len(now.elders) != len(later.elder_fish):
                continue  # not the same council
            mine = fresh(middle)
            # a rule changes a copy of the harbor (copied on write: ``state.own``)
            harbor = mine.data.harbors[seat].clone()
            for part in parts:
                setattr(harbor, part, getattr(later, part))
            mine.data.harbors[seat] = harbor
            changed += 1
            part = "+".join(parts)
            for p in random.Random(seat).sample(range(4), 4):
                assert same(np, mine, p), f"{part} of seat {seat}, viewer {p}"
    assert changed >= 20, changed


def test_each_offer_part_written_again_alone(np: ModuleType) -> None:
    states = one_game("nusfjord", 3, seed=4)
    middle, end = states[len(states) // 3], states[-1]
    changed = 0
    for part in OFFER_PARTS:
        value = getattr(end.data, part)
        if getattr(middle.data, part) == value:
            continue
        mine = fresh(middle)
        setattr(mine.data, part, value)
        changed += 1
        for p in random.Random(len(part)).sample(range(3), 3):
            assert same(np, mine, p), f"{part}, viewer {p}"
    assert changed >= 5, changed


def council_steps(states: list[State]) -> list[tuple[State, int]]:
    """The states after a step that moved fish on a council's elders and kept the elders,
    with the seat."""
    out = []
    for before, after in zip(states, states[1:], strict=False):
        for q, (a, b) in enumerate(zip(before.data.harbors, after.data.harbors, strict=True)):
            if a.elders and a.elders == b.elders and a.elder_fish != b.elder_fish:
                out.append((after, q))
    return out


def test_fish_moved_on_the_same_elders(np: ModuleType) -> None:
    # the fish on each elder (a one-hot) moved elder by elder over the last time's floats:
    # in the game's own order of states, and set alone on a table whose arrays were read
    checked = 0
    for seed in (1, 6):
        states = one_game("nusfjord", 2, seed=seed)
        for state in states:  # the writer sees the game in order
            for p in range(2):
                assert same(np, state, p), f"after {len(state.history)} actions, viewer {p}"
        for after, q in council_steps(states)[:6]:
            mine = fresh(after)
            harbor: Any = mine.data.harbors[q].clone()  # as a rule changes it (``own``)
            fish = list(harbor.elder_fish)
            fish[0] = (fish[0] + 1) % 3
            harbor.elder_fish = tuple(fish)
            mine.data.harbors[q] = harbor
            for p in range(2):
                assert same(np, mine, p), f"seat {q}'s council, viewer {p}"
            checked += 1
    assert checked, "no step moved fish on a council that kept its elders"


def test_a_harbor_equal_to_the_last_but_another_record(np: ModuleType) -> None:
    # another record is compared part by part with the last: a copy of the same harbor is a
    # copy of the same floats, and a copy changed (as a rule changes one: ``own``) is seen
    state = one_game("nusfjord", 3, seed=9)[-10]
    mine = fresh(state)
    data: NData = mine.data
    data.harbors = [h.clone() for h in data.harbors]
    for p in range(3):
        assert same(np, mine, p)
    data.harbors = [h.clone() for h in data.harbors]
    data.harbors[1].wood += 1
    data.harbors[2].hand = ()
    for p in (2, 0, 1):
        assert same(np, mine, p)
