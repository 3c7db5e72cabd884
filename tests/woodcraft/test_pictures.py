"""Woodcraft pictures show the table as it is: the wheel's tiles, the displays, each workshop's
dice, trees, helpers, orders by row, tools in the attic, and hidden cards as backs."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

from boardrules.editor import Editor
from tests.picture_helpers import SVG, parse, part, text, with_class
from tests.woodcraft.helpers import GAME, position, reputation_tile, stack

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.state import ACTIONS
else:
    from boardrules.games.woodcraft.state import ACTIONS


def table(players: int = 2, seed: int = 3) -> Editor:
    """An editor over a new game's table (docs/positions.md)."""
    return GAME.new_game(players, seed=seed).edit()


def picture(ed: Editor, seat: int | None = None) -> ET.Element:
    return parse(ed.state().svg(seat))


def test_every_action_tile_stands_on_its_wheel_space() -> None:
    """L376-L402: 7 action tiles on the 28 spaces of the wheel; the arrowhead at a quarter."""
    wheel: list[str | None] = [None] * 28
    wheel[3], wheel[15], wheel[27] = ACTIONS[0], ACTIONS[4], ACTIONS[6]
    wheel[8:12] = [ACTIONS[1], ACTIONS[2], ACTIONS[3], ACTIONS[5]]
    root = picture(table().set("wheel", wheel).set("arrow", 2))
    tiles = with_class(root, "wheel-tile")
    assert len(tiles) == 7
    words = text(root)
    assert "quarter 0, space 4: buy wood" in words
    assert "quarter 2, space 2: hire helper" in words
    assert "quarter 3, space 7: improve workshop" in words
    assert len(with_class(root, "wheel-space")) == 21
    assert "the saw wheel's arrowhead: at the end of quarter 2" in words
    assert "quarter 2: age 0" in words and "quarter 3: age 3" in words


def test_the_arc_tile_covers_the_start_quarter_until_it_is_empty() -> None:
    """L384-L389: the arc tile covers the start quarter's rim bonuses."""
    ed = table()
    assert len(with_class(picture(ed.set("arc", True)), "arc-tile")) == 1
    assert not with_class(picture(ed.set("arc", False)), "arc-tile")


def test_a_workshop_shows_its_dice_trees_supplies_and_tiles() -> None:
    """L736-L917: lumber stack, pots with trees, saw/upgrade/glue tiles; supplies by count."""
    fields = {
        "dice": stack(green_3=2, brown_6=1),
        "trees": {"green": 4, "brown": 2},
        "pots": 3,
        "saw_tiles": ["usable", "used"],
        "upgrade_tiles": ["used"],
        "glue_tile": "usable",
        "blueberries": 7,
        "lanterns": 2,
        "scrap_blocks": 5,
    }
    editor = GAME.new_game(2, seed=3).edit()
    for name, value in fields.items():
        editor.set(f"workshops[1].{name}", value)
    shop = part(parse(editor.state().svg()), "seat-B")
    words = text(shop)
    assert "2 green 3 dice" in words and "a brown 6 die" in words
    assert len(with_class(shop, "stack-die")) == 2
    assert len(with_class(shop, "tree")) == 2
    assert "a green 4 die" in words and "a brown 2 die" in words
    assert "yellow pot: empty" in words
    assert "7 blueberries" in words and "2 lanterns" in words and "5 scrap blocks" in words
    assert len(with_class(shop, "saw-tile")) == 2 and len(with_class(shop, "used")) == 2
    assert len(with_class(shop, "glue-tile")) == 1


def test_orders_lie_in_their_rows_and_helpers_in_their_rooms() -> None:
    """L1021-L1057: orders beside the board by row; helpers in rooms (L276-L278)."""
    ed = table()
    # orders not in play in stage 1 (L1021-L1057), laid in rows 1, 1 and 5
    orders = [o for o in GAME.order_ids if o not in ed.get("order_display")][:3]
    ed.set(
        "workshops[0].orders",
        [{"card": o, "row": r} for o, r in zip(orders, (1, 1, 5), strict=True)],
    )
    helper = next(h for h in GAME.helper_ids if h not in ed.get("workshops[0].helpers"))
    shop = part(picture(ed.set("workshops[0].helpers[5]", helper)), "seat-A")
    assert len(with_class(shop, "order-row-1")) == 2
    assert len(with_class(shop, "order-row-5")) == 1
    assert f"order {orders[2]} in row 5: {GAME.describe_card(orders[2])}" in text(shop)
    assert f"room 5: helper {helper}: {GAME.describe_card(helper)}" in text(shop)


def test_tools_lie_in_the_attic_and_the_supply_counts_what_is_left() -> None:
    """L1082-L1104: tools on attic spaces; digest A19: tiles of each kind in the supply."""
    ed = table().set(f"workshops[0].attic[{GAME.attic_ids.index('b1')}]", "mallet")
    root = picture(ed.set("tools_supply.mallet", 3))
    shop = part(root, "seat-A")
    assert len(with_class(shop, "attic-tool")) == 1
    assert "attic space b1: mallet" in text(shop)
    assert "mallet ×3" in text(root)


def test_hidden_cards_are_backs_for_the_other_seats() -> None:
    """L270-L278, L990-L993: hand and fulfilled orders are face down for the others."""
    ed = table()
    hand = ed.cards(
        "hand:0"
    )  # the two special orders dealt to it (a demanding order is in no hand)
    done = ed.cards("order_deck")[-1]  # an order from the deck, fulfilled
    state = ed.move(done, "fulfilled:0").state()
    own = text(part(parse(state.svg(0)), "seat-A"))
    theirs = text(part(parse(state.svg(1)), "seat-A"))
    public = text(parse(state.svg()))
    for card in [*hand, done]:
        assert f"{card}: {GAME.describe_card(card)}" in own
        assert card not in theirs.split() and card not in public.split()
    assert "2 face-down hand orders" in theirs
    assert "1 face-down fulfilled order" in theirs


def test_the_tile_chosen_this_turn_is_named() -> None:
    ed = table().set("workshops[1].tile", "take_orders")
    assert "this turn's tile: take orders" in text(part(picture(ed), "seat-B"))


def test_help_names_each_action_tile_and_cards_read_as_words() -> None:
    """L297-L313: the seven action tiles; ``help`` answers for them as for any card."""
    from boardrules.cli import help_text

    assert set(GAME.rules.topics) == set(ACTIONS)
    assert help_text(GAME, "take_orders").startswith("take_orders: Take orders (L628-L653)")
    assert "did you mean 'buy_wood'" in help_text(GAME, "buy_wod")
    helper = next(c for c in GAME.helper_ids if "die_discount" in str(GAME.catalog[c].abilities))
    assert "each die you buy costs 1 blueberry less" in GAME.describe_card(helper)
    assert "(" not in GAME.describe_card("S-01").split(".")[0]


def test_the_wheel_shows_its_rim_and_saw_wheel_bonuses() -> None:
    """L381-L399: a rim bonus beside its space, pale under the arc tile (L384-L389);
    L463-L470: each quarter's saw-wheel bonus by its age."""
    state = table().set("arc", True).set("arrow", 1).state()
    root = parse(state.svg())
    seen = state.view()
    rims = with_class(root, "rim-bonus")
    assert len(rims) == len(seen["rim_bonuses"]) == len(GAME.catalog.of_kind("rim_bonus"))
    covered = with_class(root, "covered")
    assert len(covered) == sum(r["covered"] for r in seen["rim_bonuses"]) > 0
    words = text(root)
    assert "rim bonus of quarter 1, space 4: Gain 1 blueberry." in words  # rim-1-3
    assert "(under the arc tile)" in text(covered[0])
    marks = [next(r.iter(f"{SVG}text")).text for r in rims]
    assert "1Bb" in marks and "1Sc+1G" in marks
    saws = with_class(root, "saw-bonus")
    assert len(saws) == sum(1 for s in seen["saw_bonuses"] if s["bonus"]) == 2
    assert "saw: 2VP" in words and "saw: 2VP+1S/1G" in words
    # the quarter of age 3 gives the grown bonus (L468-L470)
    assert f"quarter {(1 - 3) % 4}: age 3" in words  # the arrowhead at quarter 1


def test_a_reputation_tile_the_neutral_marker_reached_first_is_struck_out() -> None:
    """Solo, L1480-L1482: the tile is removed from the track; L1269-L1291: the seats that
    reached a tile show on it in the order they arrived."""
    state = position(
        players=1,
        reputation_tiles=[reputation_tile("R1", [0], removed=True), reputation_tile("R2", [2])],
        neutral_marker=6,
    )
    root = parse(state.svg())
    tiles = with_class(root, "reputation-tile")
    assert len(tiles) == 2
    removed = with_class(root, "removed")
    assert len(removed) == 1 and "R1" in text(removed[0]) and "removed" in text(removed[0])
    assert "removed by the neutral marker (L1480-L1482)" in text(removed[0])
    assert "seat A reached R2 in round 2" in text(tiles[1])
    assert len(with_class(tiles[1], "token-A")) == 1 and not with_class(tiles[0], "token-A")
    assert "neutral marker: 6" in text(root)


def test_the_text_view_names_the_wheel_tiles_and_workshop_tiles_in_words() -> None:
    """L376-L402: the wheel's tiles by their whole names and spaces; L736-L917: the saw,
    upgrade and glue tiles placed and used, never ``glue -1``."""
    ed = table().set("workshops[1].saw_tiles", ["usable", "used"])
    lines = ed.set("workshops[1].glue_tile", "usable").state().render().splitlines()
    start = ed.get("start_quarter")
    quarter = next(line for line in lines if line.startswith(f"  quarter {start}, "))
    assert "space 1 buy wood, space 2 exchange dice, space 3 buy materials" in quarter
    # L297-L313: the tiles' names in the rulebook
    assert "space 6 produce and plant tree, space 7 improve workshop" in quarter
    assert "Saw wheel bonus of a tile taken from a quarter of age 2" in "\n".join(lines)
    text_view = "\n".join(lines)
    assert "glue -1" not in text_view and "improve " in text_view
    assert "saw tiles 1 (ready), upgrade tiles 1 (ready), glue tile none" in text_view  # setup
    assert "saw tiles 2 (1 used), upgrade tiles 1 (ready), glue tile 1 (ready)" in text_view
