"""A project card's pattern spelled out and drawn from its YAML (issue 23 item 5): the words
say what the rulebook's card text says, the diagram touches exactly where the card's pattern
asks, and a contributor's new pattern reads and draws the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import boardrules
from boardrules.cards.describe import card_face
from boardrules.svg import Svg
from games.kleine_voelker.patterns import STEPS, diagram, layout, pattern_text
from tests.picture_helpers import parse, with_class

GAME = boardrules.load_game("kleine_voelker")


def spec(card: str) -> Mapping[str, Any]:
    cond = GAME.catalog[card].if_
    assert isinstance(cond, Mapping)
    return GAME.catalog[card].map_in("if", cond["pattern"])


# each printed family as the rulebook's card overview says it (kleine_voelker.de.txt)
PRINTED = {
    # L834-L836: 1 building of at least 2 floors on the shown land, next to a free space of
    # the shown land (the free space's land per copy: digest, [EXT])
    "PUB-A1": "a meadow building of 2+ floors beside an empty straw space",
    "PUB-A4": "a straw building of 2+ floors beside an empty leaves space",
    # L848-L849: at least 2 floors on the shown land in one of the 6 outer territories
    "PUB-B2": "a straw building of 2+ floors in an outer territory",
    # L863-L864: 2 buildings of at least 1 floor on two adjacent spaces of the shown land
    "PUB-C1": "a meadow building beside a meadow building",
    # L876-L878: one of at least 2 floors and one of at least 1, adjacent, shown land
    "PUB-D3": "a leaves building of 2+ floors beside a leaves building",
    # L898-L899: at least 3 floors on the shown land in the central territory
    "PUB-E2": "a straw building of 3+ floors in the central territory",
    # L911-L912: one of at least 2 floors and next to it 2 of at least 1, on the shown lands
    "PUB-F1": "a meadow building of 2+ floors, with a straw building and a leaves building"
    " beside it",
}


@pytest.mark.parametrize("card", sorted(PRINTED))
def test_a_printed_pattern_reads_as_the_rulebook_says(card: str) -> None:
    assert pattern_text(spec(card)) == PRINTED[card]
    face = card_face(GAME, card)
    assert face.needs.startswith(PRINTED[card])
    assert "drawn on the card" not in GAME.describe_card(card)
    # L583-L597: a public project scores as it is claimed
    assert face.when == "when claimed" and face.points


def neighbours(cell: tuple[int, int]) -> set[tuple[int, int]]:
    return {(cell[0] + dq, cell[1] + dr) for dq, dr in STEPS}


@pytest.mark.parametrize("card", [c.id for c in GAME.catalog.of_kind("public_project")])
def test_the_diagram_touches_exactly_where_the_pattern_asks(card: str) -> None:
    """L563-L569: only the spaces drawn side by side must touch; the Temple's two small
    buildings need not touch each other (digest: 'need not be adjacent'), so they are drawn
    apart."""
    pattern = spec(card)
    cells = layout(pattern)
    slots = [str(n) for n in pattern["slots"]]
    want = {frozenset((str(a), str(b))) for a, b in pattern.get("adjacent", ())}
    for i, a in enumerate(slots):
        for b in slots[i + 1 :]:
            touch = cells["slot", b] in neighbours(cells["slot", a])
            assert touch == (frozenset((a, b)) in want), (card, a, b, cells)
    for name in pattern.get("free_adjacent", {}):
        assert cells["free", name] in neighbours(cells["slot", name])
    pic = Svg(120, 60)
    diagram(pic, 0, 0, 120, 60, pattern)
    root = parse(pic.render())
    (drawn,) = with_class(root, "pattern")
    hexes = drawn.findall("{http://www.w3.org/2000/svg}polygon")
    assert len(hexes) == len(slots) + len(pattern.get("free_adjacent", {}))


def test_every_project_reads_in_words() -> None:
    """L918-L972: each secret project says what it counts; no project is left as 'the
    pattern drawn on the card'."""
    for card in GAME.catalog.cards.values():
        if card.kind in ("public_project", "secret_project"):
            words = GAME.describe_card(card.id)
            assert "drawn on the card" not in words and "(" not in words.split(":")[0]
    assert "your floors on meadow" in GAME.describe_card("SEC-F1")  # L918-L933
    belfry = GAME.describe_card("SEC-T1")  # L950-L955: at most 1 building a territory
    assert "your buildings of 3+ floors (at most 1 a territory)" in belfry
    control = GAME.describe_card("SEC-C1")  # L964-L972: sole majority, roofs count
    assert "territories 1 and 3 where you alone have the most floors" in control


def test_a_new_pattern_reads_and_draws_like_a_printed_one() -> None:
    """A contributor's pattern the printed cards do not have: a tall building of any land on
    a territory's centre space (L253-L262), a leaves and a straw building beside it that also
    touch each other, a second straw building touching only the first straw one."""
    new = {
        "slots": {
            "main": {"land": "any", "min_floors": 2, "space": "centre"},
            "a": {"land": "leaves"},
            "b": {"land": "straw"},
            "c": {"land": "straw", "where": "outer"},
        },
        "adjacent": [["main", "a"], ["main", "b"], ["a", "b"], ["b", "c"]],
    }
    assert pattern_text(new) == (
        "a straw building, with a building (any land) of 2+ floors on a territory's centre"
        " space, a leaves building and a straw building in an outer territory beside it,"
        " the building (any land) beside the leaves building"
    )
    cells = layout(new)
    assert cells["slot", "a"] in neighbours(cells["slot", "b"])
    assert cells["slot", "c"] not in neighbours(cells["slot", "main"])
