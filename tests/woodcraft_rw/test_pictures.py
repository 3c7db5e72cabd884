"""Woodcraft Roll & Write pictures show the facts of the state, and only a seat's own secrets."""

from __future__ import annotations

import random

import boardrules
from boardrules import State
from tests.picture_helpers import parse, part, text, with_class

GAME = boardrules.load_game("woodcraft_rw")


def played(players: int, seed: int, steps: int) -> State:
    rnd = random.Random(seed)
    state = GAME.new_game(players, seed=seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


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
