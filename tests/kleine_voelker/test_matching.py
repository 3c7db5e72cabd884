"""The compiled pattern matcher (games/kleine_voelker/matching.py) against the pattern's words
read literally: every assignment of distinct own unroofed buildings to the slots, the anchor
in one of them, tried by brute force (L563-L575, L599-L602, digest A9).

The printed cards use land, floors, central/outer, `adjacent` and `free_adjacent`; a
contributor's card may also use `any` land, centre/ring spaces and `same_territory`, so the
specs here are drawn at random over every key of the word's spec."""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from tests.kleine_voelker.helpers import GAME

if TYPE_CHECKING:
    from games.kleine_voelker.geometry import Geometry
    from games.kleine_voelker.matching import matcher
    from games.kleine_voelker.projects import CardCondition, claim_test
    from games.kleine_voelker.state import LANDS, NOBODY, KVData
else:
    from boardrules.games.kleine_voelker.geometry import Geometry
    from boardrules.games.kleine_voelker.matching import matcher
    from boardrules.games.kleine_voelker.projects import CardCondition, claim_test
    from boardrules.games.kleine_voelker.state import LANDS, NOBODY, KVData


def fills(spec: Mapping[str, Any], d: KVData, geo: Geometry, chosen: dict[str, int]) -> bool:
    """Whether the buildings ``chosen`` (slot name to space) fill the pattern, every rule
    of the word checked as it reads."""
    free: Mapping[str, str] = spec.get("free_adjacent", {})
    for name, s in chosen.items():
        slot = spec["slots"][name]
        if slot["land"] != "any" and d.land[s] != LANDS.index(slot["land"]):
            return False
        if d.floors[s] < slot.get("min_floors", 1):
            return False
        central = s // 7 + 1 == geo.central
        if slot.get("where") == "central" and not central:
            return False
        if slot.get("where") == "outer" and central:
            return False
        if slot.get("space") == "centre" and s % 7 != 0:
            return False
        if slot.get("space") == "ring" and s % 7 == 0:
            return False
        if name in free and not any(
            d.owner[x] == NOBODY and d.land[x] == LANDS.index(free[name]) for x in geo.adjacent[s]
        ):
            return False
    pairs = [(a, b) for a, b in spec.get("adjacent", ()) if a != b]  # [a, a] asks nothing
    if any(chosen[a] not in geo.adjacent[chosen[b]] for a, b in pairs):
        return False
    groups = spec.get("same_territory", ())
    return all(len({chosen[n] // 7 for n in group}) == 1 for group in groups)


def brute_force(spec: Mapping[str, Any], d: KVData, p: int, anchor: int, geo: Geometry) -> bool:
    own = [s for s in range(49) if d.owner[s] == p and not d.roofed[s]]
    if anchor not in own:
        return False
    names = list(spec["slots"])
    others = [s for s in own if s != anchor]
    for i, name in enumerate(names):  # the anchor fills slot i, the others the rest
        rest = names[:i] + names[i + 1 :]
        for picked in itertools.permutations(others, len(rest)):
            if fills(spec, d, geo, {name: anchor, **dict(zip(rest, picked, strict=True))}):
                return True
    return False


def random_spec(rnd: random.Random) -> dict[str, Any]:
    names = ["main", "a", "b"][: rnd.choice((1, 2, 2, 3, 3))]
    slots: dict[str, dict[str, Any]] = {}
    for name in names:
        slot: dict[str, Any] = {"land": rnd.choice((*LANDS, "any", "any"))}
        if rnd.random() < 0.4:
            slot["min_floors"] = rnd.choice((1, 2, 3))
        if rnd.random() < 0.25:
            slot["where"] = rnd.choice(("central", "outer"))
        if rnd.random() < 0.25:
            slot["space"] = rnd.choice(("centre", "ring"))
        slots[name] = slot
    spec: dict[str, Any] = {"slots": slots}
    pairs = list(itertools.combinations(names, 2))
    adjacent = [list(pair) for pair in pairs if rnd.random() < 0.6]
    if rnd.random() < 0.1:  # a slot paired with itself (the validator lets it through)
        adjacent.append([names[0], names[0]])
    if adjacent:
        spec["adjacent"] = adjacent
    if len(names) >= 2 and rnd.random() < 0.3:
        spec["same_territory"] = [rnd.sample(names, rnd.choice(range(2, len(names) + 1)))]
    free = {n: rnd.choice(LANDS) for n in names if rnd.random() < 0.25}
    if free:
        spec["free_adjacent"] = free
    return spec


def tables(seed: int, count: int) -> list[KVData]:
    """Tables of random games, every fifth step from the tenth (buildings of every seat)."""
    rnd = random.Random(seed)
    out: list[KVData] = []
    state = GAME.new_game(3, seed=seed)
    step = 0
    while len(out) < count:
        if state.is_terminal:
            state = GAME.new_game(3, seed=seed + step)
        state = state.apply(rnd.choice(state.legal_actions()))
        step += 1
        if step >= 10 and step % 5 == 0:
            out.append(state.data)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_matcher_agrees_with_brute_force(seed: int) -> None:
    rnd = random.Random(seed)
    checked = held = refused = 0
    for d in tables(seed, 12):
        geo = GAME.geo(d)
        for _ in range(12):
            spec = random_spec(rnd)
            p = rnd.randrange(d.players)
            for anchor in range(49):
                if d.owner[anchor] == NOBODY:
                    continue
                want = brute_force(spec, d, p, anchor, geo)
                m = matcher(spec)
                assert m.holds(d, p, anchor, geo) == want, (spec, p, anchor)
                # the quick refusals of after_placing never refuse a pattern that holds
                few = d.floors[anchor] < m.least[d.land[anchor]]
                alone = not any(d.owner[x] == p and not d.roofed[x] for x in geo.adjacent[anchor])
                assert not (want and (few or m.in_company and alone)), (spec, p, anchor)
                checked += 1
                held += want
                refused += few or m.in_company and alone
    assert held > 20 and checked - held > 20  # both answers were asked for
    assert refused > 20


def test_a_printed_card_asks_its_compiled_matcher() -> None:
    # L577-L602: a public project's `if` is its pattern; the claim test is the matcher's
    for card in GAME.publics.values():
        assert isinstance(card.if_, Mapping)
        spec = card.map_in("if", card.if_["pattern"])
        assert GAME.claim_tests[card.id] is matcher(spec)


def test_a_card_whose_if_is_more_than_a_pattern_asks_the_card_language() -> None:
    # L577-L602: a contributor's card may wrap its pattern in other conditions; its claim
    # test then goes through the card language (`holds`), and agrees with the matcher
    card = GAME.publics["PUB-C1"]
    assert isinstance(card.if_, Mapping)
    spec = card.map_in("if", card.if_["pattern"])
    test = claim_test(GAME, attrs.evolve(card, if_={"all": ({"pattern": card.if_["pattern"]},)}))
    assert isinstance(test, CardCondition)
    assert not test.in_company and set(test.least) == {0}  # no quick refusal
    asked = held = 0
    for d in tables(4, 20):
        geo = GAME.geo(d)
        for anchor in range(49):
            p = d.owner[anchor]
            if p != NOBODY:
                want = matcher(spec).holds(d, p, anchor, geo)
                assert test.holds(d, p, anchor, geo) == want, (p, anchor)
                asked += 1
                held += want
    assert asked > 50 and held


def test_a_slot_paired_with_itself_asks_nothing() -> None:
    # the validator lets `adjacent: [[main, main]]` through; it never asked for anything, so
    # the main building may stand alone while the other two touch each other
    spec = {
        "slots": {"main": {"land": "any"}, "a": {"land": "any"}, "b": {"land": "any"}},
        "adjacent": [["main", "main"], ["a", "b"]],
    }
    assert not matcher(spec).in_company
    held = 0
    for d in tables(5, 20):
        geo = GAME.geo(d)
        for anchor in range(49):
            p = d.owner[anchor]
            if p != NOBODY:
                want = brute_force(spec, d, p, anchor, geo)
                assert matcher(spec).holds(d, p, anchor, geo) == want
                held += want
    assert held
