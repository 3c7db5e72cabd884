"""Nusfjord pictures show the table as it is: workers on the action board, fish on the banquet
table, elders, the display, and each harbor's goods, buildings, forests, ships and elders;
hidden parts (piles, another seat's C buildings in hand, face-down elders) are backs."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from boardrules.cards.describe import card_words
from boardrules.editor import Editor
from tests.nusfjord.helpers import GAME
from tests.picture_helpers import parse, part, text, with_class


def table(players: int = 2, seed: int = 3) -> Editor:
    """An editor over a new game's table (docs/positions.md)."""
    return GAME.new_game(players, seed=seed).edit()


def picture(ed: Editor, seat: int | None = None) -> ET.Element:
    return parse(ed.state().svg(seat))


def test_the_banquet_table_shows_a_fish_on_each_full_plate() -> None:
    """L211-L219: fish lie on the plates of the banquet table."""
    ed = table().set("banquet_table", [True, False, True, True, False, False, False])
    root = picture(ed)
    assert len(with_class(root, "plate")) == 7
    assert len(with_class(root, "full")) == 3
    assert "plate 3 (cost 3): a fish" in text(root)
    assert "plate 2 (cost 2): empty" in text(root)


def test_workers_stand_on_their_spaces_with_their_seat_letter() -> None:
    """L357, L414-L420: each worker on the space it was placed on; seat letter as the cue."""
    ed = table(3)  # the 3-5-player side: "build" takes 3 workers (L357)
    root = picture(ed.set("placed", [["gold", "build"], ["build"], []]))
    spaces = {text(s).split(":")[0].strip(): s for s in with_class(root, "space")}
    assert "a worker of seat A, a worker of seat B" in text(spaces["build"])
    assert len(with_class(spaces["build"], "token")) == 2
    assert len(with_class(spaces["take gold"], "token")) == 1
    assert not with_class(spaces["build a ship"], "token")


def test_a_harbor_shows_its_goods_buildings_forests_and_ships() -> None:
    """L261-L271, L299, L458, L558: goods, buildings on spaces, forest strips, the track."""
    ed = table()
    for name, value in {"wood": 9, "fish": 4, "gold": 2, "forests": [0, 0, 2, 1, 0]}.items():
        ed.set(f"harbors[1].{name}", value)
    ed.set("harbors[1].track", ["sloop", "schooner"]).set("harbors[1].boarded", [1])
    card = ed.cards("display_a")[0]  # built: it leaves the A display
    ed.move(card, "harbor:1", 0)
    state = ed.state()
    root = part(parse(state.svg()), "seat-B")
    words = text(root)
    assert "9 wood" in words and "4 fish" in words and "2 gold" in words
    assert f"building on space 0: {card}: {GAME.describe_card(card)}" in words
    assert len(with_class(root, "built")) == 1
    assert len(with_class(root, "strip")) == 3
    assert "spaces 5-6): 2 forest strip(s)" in words
    assert len(with_class(root, "ship")) == 2
    assert len(with_class(root, "guest")) == 1
    assert f"catch size {GAME.catch_size(state.data.harbors[1])}" in words


def test_the_elder_council_shows_the_fish_on_each_elder() -> None:
    """L305-L313, L577: elders in the council with the fish laid on them."""
    ed = table()
    for elder in ("E01", "E05"):  # taken from their stacks
        ed.move(elder, "council:0")
    root = part(picture(ed.set("harbors[0].elder_fish", {"E01": 2})), "seat-A")
    assert len(with_class(root, "elder")) == 2
    assert len(with_class(root, "elder-fish")) == 2
    assert "(2 fish on it)" in text(root)


def test_c_buildings_in_hand_are_backs_for_the_other_seats() -> None:
    """L400: the C buildings in hand are secret."""
    ed = table()
    hand = ed.cards("pile_c")[:2]  # from the C pile, dealt in round 4
    for card in hand:
        ed.move(card, "hand:0")
    state = ed.set("round", 4).state()
    own, theirs, public = (text(part(parse(state.svg(s)), "seat-A")) for s in (0, 1, None))
    for card in hand:
        assert f"C building in hand: {card}: {GAME.describe_card(card)}" in own
        assert card not in theirs.split() and card not in public.split()
    assert "2 face-down C buildings" in theirs


def test_the_piles_and_face_down_elders_are_backs() -> None:
    """L239, L244-L245: the building piles and face-down elders show only their backs."""
    state = table(5).state()
    root = parse(state.svg())
    words = text(root).split()
    d = state.data
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
    ed = table(seed=1)
    built = ed.cards("display_a")[0]
    ed.move(built, "harbor:1", 3).set("harbors[1].forests[2]", 0)
    lines = [line.strip() for line in ed.state().render().splitlines()]
    harbors = [line for line in lines if line.startswith("harbor")]
    assert harbors == [
        "harbor: forest on spaces 5-6 (2 strips), spaces 7-8 (1 strip), spaces 9-10 (1 strip); "
        "built on: nothing; free building spaces: 0, 1, 2, 3, 4",
        "harbor: forest on spaces 7-8 (1 strip), spaces 9-10 (1 strip); "
        "built on: space 3; free building spaces: 0, 1, 2, 4, 5, 6",
    ]
    assert f"space 3: {card_words(GAME, built)}" in lines  # the building, in words
    assert "elder council: -" in lines
