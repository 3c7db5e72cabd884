"""Nested effect lists are found from the vocabulary's parameter specs (issue 8, item 4): a
game primitive that takes effects needs no kernel change, and the references of the kernel's
primitives (``<id>/abilities/<i>/do/<j>/choose/<k>`` ...), which saved games and tests use,
are those of before."""

from __future__ import annotations

from typing import Any

import pytest

import boardrules
from boardrules.cards.loader import effect_lists
from boardrules.cards.schema import Card, structure_card
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import Vocabulary


def kernel_only_lists(card: Card) -> dict[str, tuple[Any, ...]]:
    """The references as the kernel computed them before, from its own primitives only."""
    table: dict[str, tuple[Any, ...]] = {}

    def walk(ref: str, effects: tuple[Any, ...]) -> None:
        table[ref] = effects
        for i, eff in enumerate(effects):
            ((name, params),) = eff.items()
            if name == "choose":
                for k, branch in enumerate(params):
                    walk(f"{ref}/{i}/choose/{k}", branch)
            elif name == "optional":
                walk(f"{ref}/{i}/optional", params)
            elif name == "repeat":
                walk(f"{ref}/{i}/do", params["do"])
            elif name == "check":
                walk(f"{ref}/{i}/then", params.get("then", ()))
                walk(f"{ref}/{i}/else", params.get("else", ()))

    for ab in card.abilities:
        walk(f"{ab.ref}/do", ab.do)
        for t, tier in enumerate(ab.tiers):
            walk(f"{ab.ref}/tiers/{t}/do", tuple(tier.get("do", ())))
    return table


@pytest.mark.parametrize("game_id", ["woodcraft_rw", "hallertau", "kleine_voelker"])
def test_every_card_of_the_landed_games_keeps_its_references(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    for card in game.catalog.cards.values():
        assert effect_lists(card, game.vocabulary) == kernel_only_lists(card), card.id


VOCAB = Vocabulary(
    kinds={"thing": {}},
    resources=("coin",),
    primitives={
        "twice": "effects",
        "either": ("map", {"first": ("effects", True), "or_else": ("effects", False)}),
        "per_color": ("dict", "effects"),
        "steps": ("map", {"n": ("int", True), "each": (("list", "effects"), True)}),
        "note": "str",
    },
)

CARD = """
x:
  kind: thing
  source: {assumed: "a test"}
  do:
    - twice: [{gain: {coin: 1}}, {choose: [[{gain: {coin: 2}}], [{twice: [{pay: {coin: 1}}]}]]}]
    - either: {first: [{optional: [{gain: {coin: 3}}]}]}
    - per_color: {red: [{gain: {coin: 4}}], blue: []}
    - steps: {n: 2, each: [[{note: "a"}], [{repeat: {times: 2, do: [{gain: {coin: 5}}]}}]]}
"""


def test_a_game_primitive_taking_effects_has_its_lists_found() -> None:
    doc, problems = check_text(CARD, "toy.yaml", VOCAB)
    assert problems == []
    assert isinstance(doc, dict)
    card = structure_card("x", doc["x"], "toy.yaml", set())
    lists = effect_lists(card, VOCAB)
    do = "x/abilities/0/do"
    assert sorted(lists) == sorted(
        [
            do,
            f"{do}/0/twice",
            f"{do}/0/twice/1/choose/0",
            f"{do}/0/twice/1/choose/1",
            f"{do}/0/twice/1/choose/1/0/twice",
            f"{do}/1/first",
            f"{do}/1/first/0/optional",
            f"{do}/1/or_else",
            f"{do}/2/per_color/red",
            f"{do}/2/per_color/blue",
            f"{do}/3/each/0",
            f"{do}/3/each/1",
            f"{do}/3/each/1/0/do",
        ]
    )
    assert lists[f"{do}/0/twice/1/choose/1/0/twice"] == ({"pay": {"coin": 1}},)
    assert lists[f"{do}/1/or_else"] == ()  # an absent optional list is an empty one
    assert lists[f"{do}/3/each/1/0/do"] == ({"gain": {"coin": 5}},)
