"""Kleine Völker pictures show the garden as it is: every space, building, roof and the crane."""

from __future__ import annotations

import re

from tests.kleine_voelker.helpers import A, B, new, position, started
from tests.picture_helpers import parse, part, text, with_class


def test_the_garden_has_49_spaces_with_their_land_and_cost() -> None:
    state = started(2)
    root = parse(state.svg())
    spaces = with_class(root, "space")
    assert len(spaces) == 49
    lands = [d for d in state.observation(0)["spaces"]]
    for drawn, space in zip(spaces, lands, strict=True):
        assert f"land-{space['land']}" in drawn.get("class", "")
        assert f"cost {space['cost']}" in text(drawn)


def test_a_roof_is_drawn_where_there_is_one_and_nowhere_else() -> None:
    """L360-L372: a building of 3+ floors may get a roof; the picture shows each one."""
    state = position(2, buildings={(1, 1): (A, 3, True), (1, 2): (B, 1), (5, 3): (B, 4, True)})
    root = parse(state.svg())
    roofs = with_class(root, "roof")
    assert len(roofs) == sum(state.data.roofed) == 2
    buildings = with_class(root, "building")
    assert len(buildings) == sum(1 for o in state.data.owner if o >= 0)
    tips = [text(s) for s in with_class(root, "space")]
    assert any("seat A's building of 3 floor(s), roofed" in t for t in tips)
    assert any("seat B's building of 1 floor(s)" in t and "roofed" not in t for t in tips)


def test_the_crane_marks_its_territory() -> None:
    """L256-L273: the turtle crane stands on the territory of the next action."""
    state = position(2, crane=5)
    crane = with_class(parse(state.svg()), "crane")
    assert len(crane) == 1 and "territory 5" in text(crane[0])


def test_secret_projects_are_backs_for_the_others_until_the_end() -> None:
    """L237-L241: kept face down; the owner sees its own."""
    state = started(3)
    kept = state.data.peoples[1].secret
    own = text(part(parse(state.svg(1)), "seat-B"))
    other = text(part(parse(state.svg(0)), "seat-B"))
    public = text(part(parse(state.svg()), "seat-B"))
    assert all(card in own for card in kept)
    assert not any(card in other or card in public for card in kept)
    assert "2 face-down secret projects" in other


def test_the_display_shows_each_public_project_with_its_name() -> None:
    state = new(2)
    words = text(parse(state.svg()))
    for card in state.data.display:
        name = state.game.catalog[card].name["en"]
        assert f"{card}: {name}" in words
    assert re.search(rf"{len(state.data.deck)} face-down public projects", words)
