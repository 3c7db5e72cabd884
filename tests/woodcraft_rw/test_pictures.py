"""Woodcraft Roll & Write pictures show the facts of the state, and only a seat's own secrets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardrules import State
from boardrules.cards.describe import card_words
from tests import play
from tests.picture_helpers import SVG, parse, part, text, with_class
from tests.woodcraft_rw.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.svg import DIE_FILL
else:
    from boardrules.games.woodcraft_rw.svg import DIE_FILL


def played(players: int, seed: int, steps: int) -> State:
    return play.played(GAME.new_game(players, seed=seed), seed, steps)


def test_every_die_on_the_board_and_on_each_sheet_is_drawn() -> None:
    state = played(3, 4, 90)
    root = parse(state.svg())
    board = [k for k in state.data.board if k >= 0]
    assert len(with_class(root, "board-die")) == len(board)
    for p, sheet in enumerate(state.data.sheets):
        drawn = with_class(part(root, f"seat-{'ABC'[p]}"), "die")
        # three of a kind drawn, a number beyond (issue 24 item 13)
        assert len(drawn) == sum(min(n, 3) for n in sheet.dice)


def test_marked_lanterns_are_lit() -> None:
    state = played(2, 7, 150)
    root = parse(state.svg(0))
    for p, sheet in enumerate(state.data.sheets):
        lit = with_class(part(root, f"seat-{'AB'[p]}"), "lit")
        assert len(lit) == bin(sheet.lanterns).count("1")


def test_held_orders_are_face_up_with_what_they_ask() -> None:
    """L150-L164: orders next to a sheet are open; the tooltip reads the card's YAML."""
    state = played(2, 3, 60)
    root = parse(state.svg())
    for p, sheet in enumerate(state.data.sheets):
        words = text(part(root, f"seat-{'AB'[p]}"))
        for order in sheet.held:
            assert order in words
            assert GAME.describe_card(order) in words


def test_the_orders_dealt_at_setup_are_backs_for_the_others() -> None:
    """L32-L34: each seat chooses among orders dealt to it alone."""
    state = GAME.new_game(2, seed=1)
    dealt = state.data.sheets[0].dealt
    assert dealt
    mine = text(part(parse(state.svg(0)), "seat-A"))
    theirs = text(part(parse(state.svg(1)), "seat-A"))
    public = text(part(parse(state.svg()), "seat-A"))
    assert all(order in mine for order in dealt)
    assert not any(order in theirs or order in public for order in dealt)
    assert f"{len(dealt)} face-down dealt orders" in theirs


def test_a_secret_pick_is_sealed_until_revealed() -> None:
    """L77-L85: the dice are chosen in secret, then revealed together."""
    state = played(2, 5, 0)
    while state.decision != "commit" or state.current_player != 1:
        state = state.apply(state.legal_actions()[0])
    picked = state.data.sheets[0].commit
    assert picked != -1
    others = text(part(parse(state.svg(1)), "seat-A"))
    assert "a secret pick, not revealed yet" in others
    assert "pick:" in text(part(parse(state.svg(0)), "seat-A"))


def test_each_board_column_shows_its_yellow_and_brown_bonus() -> None:
    """L67-L73: a bonus per column and colour; L116-L119: the yellow 1 (column 6) gives a saw
    blade, a glue and a lantern."""
    root = parse(GAME.new_game(2, seed=1).svg())
    bonuses = with_class(root, "column-bonus")
    assert len(bonuses) == 12
    assert len(with_class(root, "yellow")) == len(with_class(root, "brown")) == 6
    words = text(root)
    assert f"column 6, yellow die: {GAME.describe_card('col6_yellow')}" in words
    marks = [t.text for t in bonuses[10].iter(f"{SVG}text")]
    assert marks == ["1S", "1G", "1L"]


def test_crates_show_their_icons_crossed_and_active() -> None:
    """L301-L315: a crate's requirement icons in its lower left, crossed one by one; once all
    are crossed the crate is active."""
    state = played(2, 7, 150)
    root = parse(state.svg(0))
    for p, sheet in enumerate(state.data.sheets):
        mine = part(root, f"seat-{'AB'[p]}")
        crates = with_class(mine, "crate")
        assert len(crates) == len(GAME.tables.crate_ids) == 5
        for c, drawn in enumerate(crates):
            icons = with_class(drawn, "crate-icon")
            assert len(icons) == len(GAME.tables.crate_icons[c])
            crossed = ["crossed" in (e.get("class") or "") for e in icons]
            assert crossed == [bool(sheet.crates[c] >> i & 1) for i in range(len(icons))]
            assert ("active" in (drawn.get("class") or "")) == bool(sheet.active >> c & 1)
    assert any(s.crates != [0] * 5 for s in state.data.sheets)  # the test sees crossed icons
    seen = state.observation(1)["sheets"][0]["crates"]["3"]
    assert seen["icons"] == ["chestnut", "blueberry"]
    assert len(seen["crossed_icons"]) == 2


def test_the_lantern_table_shows_each_line_bonus_and_the_completed_lines() -> None:
    """L202-L211: a completed row or column gives its printed bonus; L220-L228: column 1 a
    yellow die and 1 VP, row 3 an order."""
    state = played(2, 7, 150)
    root = parse(state.svg())
    for p, sheet in enumerate(state.data.sheets):
        mine = part(root, f"seat-{'AB'[p]}")
        lines = with_class(mine, "lantern-line")
        assert len(lines) == 6
        full = [m for m in GAME.tables.line_masks if sheet.lanterns & m == m]
        assert len(with_class(mine, "completed")) == len(full)
        words = text(mine)
        assert "lantern row 3 (cells 7, 8, 9)" in words and "Take 1 order from the pool." in words
        assert "lantern cell 5 (row 2, column 2)" in words
    assert any(with_class(root, "completed"))


def test_the_text_view_shows_lanterns_and_crates_and_hides_fulfilled_orders() -> None:
    """L202-L211 and L301-L315: the lantern table and the crates are in the terminal's text;
    L162-L164: the orders a seat fulfilled lie face down, so the table text counts them and
    only the seat's own private line names them."""
    state = played(2, 7, 100)
    assert not state.is_terminal
    sheets = state.data.sheets
    assert any(s.fulfilled for s in sheets)
    table = state.render()
    for s in sheets:
        n = len(s.fulfilled)
        assert f"{n} fulfilled order{'' if n == 1 else 's'} (face down)" in table
        assert not any(order in table.split() for order in s.fulfilled)
        grid = ", ".join(
            f"row {r + 1} ["
            + "|".join("x" if s.lanterns >> (3 * r + c) & 1 else " " for c in range(3))
            + "]"
            for r in range(3)
        )
        assert f"lantern table (x marked): {grid};" in table
    lines = table.splitlines()
    crates = [line for line in lines if line.strip().startswith("crates: 1 ")]
    assert len(crates) == 2
    assert ("5 active" in crates[1]) == bool(sheets[1].active >> 4 & 1)
    own = next(p for p, s in enumerate(sheets) if s.fulfilled)
    seen = state.render(own)
    assert "your fulfilled orders (face down):" in seen
    assert all(f"\n    {card_words(GAME, c)}" in seen for c in sheets[own].fulfilled)


def test_each_turn_box_shows_the_dies_colour_and_value() -> None:
    """L79-L83: a turn box has a yellow and a brown part, the chosen die's value written in
    the part of its colour; L120-L122: a seat taking an order crosses the box out."""
    state = played(2, 3, 60)
    root = parse(state.svg())
    seen: set[str] = set()
    for p, sheet in enumerate(state.position()["data"]["sheets"]):
        boxes = with_class(part(root, f"seat-{'AB'[p]}"), "turn-box")
        assert len(boxes) == len(sheet["turn_boxes"]) == 12
        for i, (box, value) in enumerate(zip(boxes, sheet["turn_boxes"], strict=True)):
            words = text(box)
            assert f"turn box {i + 1} (round {i // 2 + 1})" in words
            rect = next(box.iter(f"{SVG}rect"))
            if value is None:
                assert "to come" in words and rect.get("fill") == "white"
            elif value == "order":
                assert "crossed out" in words and "×" in words
            else:
                color, number = value.split()
                assert box.get("class") == f"turn-box turn-{color}"
                assert f"a {color} {number}, written in its {color} part" in words
                assert rect.get("fill") == DIE_FILL[color] and number in words
            seen.add("to come" if value is None else value.split()[0])
    assert {"yellow", "brown", "to come"} <= seen, seen  # the game shows each kind of box
