"""Typed card references (boardrules/cards/refs.py): built once at load, found by their text,
their text unchanged (saved games, task records and ``card_uses`` keys hold it)."""

from __future__ import annotations

import pytest

import boardrules
from boardrules.cards.refs import Ref

GAMES = ("woodcraft_rw", "woodcraft", "nusfjord", "hallertau", "kleine_voelker")


def test_a_ref_writes_the_text_saved_data_holds() -> None:
    ability = Ref("C", 0)
    assert ability.text == "C/abilities/0" and str(ability) == "C/abilities/0"
    place = ability.to("do", 2, "choose", 1)
    assert place.text == "C/abilities/0/do/2/choose/1"
    assert Ref("C").to("cost", 0, "any_of", 1).text == "C/cost/0/any_of/1"
    effect = ability.to("do", 3)
    assert (effect.parent, effect.index) == (ability.to("do"), 3)
    with pytest.raises(ValueError, match="not an item of a list"):
        _ = ability.to("do").index
    with pytest.raises(ValueError, match="a part of nothing"):
        _ = ability.parent


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reference_the_runtime_built_is_found_by_its_text(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    refs = game.runtime.refs
    assert all(ref.text == text for text, ref in refs.items())
    # each ability, cost, cost item, bundle, effect list and effect the tables name is there
    named = [*game.runtime.ability, *game.runtime.costs, *game.effects]
    named += [r for items in game.runtime.cost_items.values() for r in items]
    named += [r for bundles in game.runtime.bundles.values() for r in bundles]
    assert [t for t in named if t not in refs] == []
    for text, effects in game.effects.items():
        for i in range(len(effects)):  # an effect's place (``here``) is effect i of its list
            at = refs[refs[text].to(i).text]
            assert (at.parent.text, at.index) == (text, i)
    for ref, ability in game.runtime.ability.items():
        at = refs[ref]
        assert at.ability is not None and at.part == ()
        assert game.runtime.cards[at.card].abilities[at.ability] is ability
        assert game.runtime.do_of[ref] == at.to("do").text
        assert game.runtime.cost_of[ref] == at.to("cost").text
