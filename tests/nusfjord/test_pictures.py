"""Nusfjord pictures show the table as it is: workers on the action board, fish on the banquet
table, elders, the display, and each harbor's goods, buildings, forests, ships and elders;
hidden parts (piles, another seat's C buildings in hand, face-down elders) are backs."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

from boardrules.cards.describe import card_words
from tests.nusfjord.helpers import GAME
from tests.picture_helpers import parse, part, text, with_class
from tests.positioned import positioned

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.places import OnSpace
    from games.nusfjord.state import NData, put
else:
    from boardrules.games.nusfjord.places import OnSpace
    from boardrules.games.nusfjord.state import NData, put


def table(players: int = 2, seed: int = 3) -> NData:
    data = GAME.new_game(players, seed=seed).data.clone()
    assert isinstance(data, NData)
    return data


def picture(d: NData, seat: int | None = None) -> ET.Element:
    return parse(positioned(GAME, d).svg(seat))


def test_the_banquet_table_shows_a_fish_on_each_full_plate() -> None:
    """L211-L219: fish lie on the plates of the banquet table."""
    d = table()
    d.plates = (True, False, True, True, False, False, False)
    root = picture(d)
    assert len(with_class(root, "plate")) == 7
    assert len(with_class(root, "full")) == 3
    assert "plate 3 (cost 3): a fish" in text(root)
    assert "plate 2 (cost 2): empty" in text(root)


def test_workers_stand_on_their_spaces_with_their_seat_letter() -> None:
    """L357, L414-L420: each worker on the space it was placed on; seat letter as the cue."""
    d = table(3)  # the 3-5-player side: "build" takes 3 workers (L357)
    d.placed = ((OnSpace("gold"), OnSpace("build")), (OnSpace("build"),), ())
    root = picture(d)
    spaces = {text(s).split(":")[0].strip(): s for s in with_class(root, "space")}
    assert "a worker of seat A, a worker of seat B" in text(spaces["build"])
    assert len(with_class(spaces["build"], "token")) == 2
    assert len(with_class(spaces["take gold"], "token")) == 1
    assert not with_class(spaces["build a ship"], "token")


def test_a_harbor_shows_its_goods_buildings_forests_and_ships() -> None:
    """L261-L271, L299, L458, L558: goods, buildings on spaces, forest strips, the track."""
    d = table()
    h = d.harbors[1]
    h.wood, h.fish, h.gold = 9, 4, 2
    card, *rest = d.display_a  # built: it leaves the A display
    d.display_a = tuple(rest)
    h.spaces = put(h.spaces, 0, card)
    h.forests = (0, 0, 2, 1, 0)
    h.track = ("sloop", "schooner")
    h.boarded = (1,)
    root = part(picture(d), "seat-B")
    words = text(root)
    assert "9 wood" in words and "4 fish" in words and "2 gold" in words
    assert f"building on space 0: {card}: {GAME.describe_card(card)}" in words
    assert len(with_class(root, "built")) == 1
    assert len(with_class(root, "strip")) == 3
    assert "spaces 5-6): 2 forest strip(s)" in words
    assert len(with_class(root, "ship")) == 2
    assert len(with_class(root, "guest")) == 1
    assert f"catch size {GAME.catch_size(h)}" in words


def test_the_elder_council_shows_the_fish_on_each_elder() -> None:
    """L305-L313, L577: elders in the council with the fish laid on them."""
    d = table()
    for elder in ("E01", "E05"):  # taken from their stacks
        d.stacks = tuple([tuple([e for e in s if e != elder]) for s in d.stacks])
    d.harbors[0].elders, d.harbors[0].elder_fish = ("E01", "E05"), (2, 0)
    root = part(picture(d), "seat-A")
    assert len(with_class(root, "elder")) == 2
    assert len(with_class(root, "elder-fish")) == 2
    assert "(2 fish on it)" in text(root)


def test_c_buildings_in_hand_are_backs_for_the_other_seats() -> None:
    """L400: the C buildings in hand are secret."""
    d = table()
    hand, d.pile_c = d.pile_c[:2], d.pile_c[2:]  # from the C pile, dealt in round 4
    d.harbors[0].hand, d.round = tuple(hand), 4
    own, theirs, public = (text(part(picture(d, s), "seat-A")) for s in (0, 1, None))
    for card in hand:
        assert f"C building in hand: {card}: {GAME.describe_card(card)}" in own
        assert card not in theirs.split() and card not in public.split()
    assert "2 face-down C buildings" in theirs


def test_the_piles_and_face_down_elders_are_backs() -> None:
    """L239, L244-L245: the building piles and face-down elders show only their backs."""
    d = table(5)
    root = picture(d)
    words = text(root).split()
    for card in d.pile_a + d.pile_b + d.pile_c + d.face_down:
        assert card not in words
    assert f"{len(d.pile_a)} face-down A buildings" in text(root)


def test_help_names_each_action_space_and_elders_read_as_words() -> None:
    """L412-L583: the action spaces; ``help`` answers for them as for any card (L912-L914:
    the pond builder takes 4 fish and one more per building)."""
    from boardrules.cli import help_text

    assert set(GAME.rules.topics) == set(GAME.spaces_info)
    assert help_text(GAME, "clear_cut").startswith("clear_cut: Fell (L506-L519)")
    assert "take 4 + the number of your buildings fish" in GAME.describe_card("E03")
    assert "each building costs you 1 wood less" in GAME.describe_card("X-A10")
    words = text(picture(table()))
    assert "Serve fish (L438-L450)" in words


def test_the_text_view_says_the_harbor_in_words() -> None:
    """L271: at the start 4 forest strips lie on the right half's double spaces, 2 stacked on
    the top one; L458: one building to a building space. The terminal says which spaces are
    forested, built and free, not ``## # .``."""
    d = GAME.new_game(2, seed=1).data.clone()
    assert isinstance(d, NData)
    built, *rest = d.display_a
    d.display_a = tuple(rest)
    d.harbors[1].spaces = put(d.harbors[1].spaces, 3, built)
    d.harbors[1].forests = put(d.harbors[1].forests, 2, 0)
    lines = [line.strip() for line in positioned(GAME, d).render().splitlines()]
    harbors = [line for line in lines if line.startswith("harbor")]
    assert harbors == [
        "harbor: forest on spaces 5-6 (2 strips), spaces 7-8 (1 strip), spaces 9-10 (1 strip); "
        "built on: nothing; free building spaces: 0, 1, 2, 3, 4",
        "harbor: forest on spaces 7-8 (1 strip), spaces 9-10 (1 strip); "
        "built on: space 3; free building spaces: 0, 1, 2, 4, 5, 6",
    ]
    assert f"space 3: {card_words(GAME, built)}" in lines  # the building, in words
    assert "elder council: -" in lines
