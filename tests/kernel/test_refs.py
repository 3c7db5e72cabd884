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


def test_the_texts_of_a_cost_and_an_effect_list() -> None:
    """``cost_ref`` and ``effects_ref`` write the texts saved games and task records hold."""
    from boardrules.cards.refs import ability_ref, cost_ref, effects_ref

    assert cost_ref("X-A10") == "X-A10/cost" == Ref("X-A10").to("cost").text
    assert effects_ref("I-02", 1) == "I-02/abilities/1/do" == Ref("I-02", 1).to("do").text
    assert ability_ref("E04", 0) == "E04/abilities/0"


def test_no_game_builds_a_reference_by_appending_to_a_text() -> None:
    """Issue 22: a game names a part of an entry through ``boardrules.cards.refs``
    (``cost_ref``, ``effects_ref``, ``ability_ref``, ``Ref``), never by adding ``"/cost"``,
    ``"/do"`` or ``"/abilities/N"`` to a text."""
    import re
    from pathlib import Path

    games = Path(__file__).resolve().parents[2] / "games"
    pattern = re.compile(r"""["'](/cost|/do|/abilities/)|\}/(cost|do|abilities)""")
    found = [
        f"{path.relative_to(games)}:{n}: {line.strip()}"
        for path in sorted(games.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line) and not line.lstrip().startswith("#")
    ]
    assert found == []
