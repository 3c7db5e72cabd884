"""Kleine Völker pictures show the garden as it is: every space, building, roof and the crane."""

from __future__ import annotations

import re

from tests.kleine_voelker.helpers import A, B, new, position, started
from tests.picture_helpers import SVG, parse, part, text, with_class


def test_the_garden_has_49_spaces_with_their_land_and_cost() -> None:
    state = started(2)
    root = parse(state.svg())
    spaces = with_class(root, "space")
    assert len(spaces) == 49
    territories = state.observation(0)["territories"].values()
    lands = [s for terr in territories for s in terr["spaces"]]
    for drawn, space in zip(spaces, lands, strict=True):
        assert f"land-{space['land'] or 'bramble'}" in drawn.get("class", "")
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


def test_each_territory_number_is_a_legible_badge_off_its_spaces() -> None:
    """L256-L273: the crane and the actions name territories 1-7; each number stands in a
    dark badge (white bold text, 13 px) outside the hexes of the garden, none over another."""
    state = position(2, crane=5)
    root = parse(state.svg())
    badges = with_class(root, "territory-number")
    assert sorted(text(b).split()[-1] for b in badges) == [f"T{t}" for t in range(1, 8)]
    spots = []
    for badge in badges:
        circle = next(badge.iter(f"{SVG}circle"))
        label = next(badge.iter(f"{SVG}text"))
        assert float(label.get("font-size", 0)) >= 13 and label.get("font-weight") == "bold"
        assert (circle.get("fill"), label.get("fill")) == ("#222222", "#FFFFFF")
        spots.append((float(circle.get("cx", 0)), float(circle.get("cy", 0))))
    hexes = [
        [tuple(map(float, pt.split(","))) for pt in (poly.get("points") or "").split()]
        for space in with_class(root, "space")
        for poly in space.iter(f"{SVG}polygon")
    ]
    centres = [(sum(x for x, _ in h) / 6, sum(y for _, y in h) / 6) for h in hexes if len(h) == 6]
    assert len(centres) == 49
    for bx, by in spots:
        assert 12 <= bx <= 540 and 60 <= by  # inside the picture, left of the side panel
        # no space's centre within a hex radius of a badge: it stands in a gap or outside
        assert all((bx - x) ** 2 + (by - y) ** 2 > 29**2 for x, y in centres)
    for i, (ax, ay) in enumerate(spots):
        assert all((ax - bx) ** 2 + (ay - by) ** 2 > 25**2 for bx, by in spots[i + 1 :])
