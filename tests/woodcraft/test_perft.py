"""Perft goldens: sizes of the legal-move tree from fixed Woodcraft states.

A change in these numbers means legal-move generation changed. If the change is intended,
locate it with ``boardrules.perft.divide`` (or ``boardrules perft woodcraft ... --divide``),
check the rule against the rulebook, and record the new count. The goldens were produced with
``boardrules.perft.perft`` after the conformance suite passed on the same code.
"""

from __future__ import annotations

import pytest

import boardrules
from boardrules import Game
from boardrules.perft import perft

# new_game(3, seed=7), the first legal action 60 times: round 3, seat 1's actions step.
MID_GAME_3P_SEED_7 = [
    "keep S-07", "keep S-09", "place SP-7", "start HI-21",
    "keep S-15", "keep S-05", "place SP-5", "start HI-12",
    "keep S-17", "keep S-21", "place SP-3", "start HI-02",
    "tile buy_wood", "perform", "buy green 3", "buy green 5", "saw green 3", "cut 1", "done",
    "end", "market",
    "tile exchange_dice", "perform", "sell green 3", "six yellow", "saw yellow 2", "cut 1",
    "done", "end", "market",
    "tile buy_materials", "perform", "material glue_disc", "material scrap_block",
    "saw green 3", "cut 1", "done", "upgrade 1 green 1 1", "use HI-02", "end", "market",
    "tile take_orders", "perform", "take 1", "done", "end",
    "tile hire_helper", "perform", "hire 1", "room 1", "end", "market",
    "tile produce_plant", "perform", "mode produce", "produce HI-02", "done", "use HI-02",
    "end", "market",
]  # fmt: skip


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("woodcraft")


@pytest.mark.parametrize(
    ("depth", "count"),
    [(1, 5), (2, 20), (3, 80), (4, 240), (5, 1200), (6, 4800), (7, 19200), (8, 57600)],
)
def test_perft_of_the_setup_2p_seed_1(game: Game, depth: int, count: int) -> None:
    """From the start: each seat keeps 2 of its 5 simple orders, places 1 of its 4 orders and
    keeps 1 of its 3 helpers (L270-L278)."""
    assert perft(game.new_game(2, seed=1), depth) == count


def test_perft_of_a_mid_game_state_3p_seed_7(game: Game) -> None:
    state = game.replay(3, 7, MID_GAME_3P_SEED_7)
    assert (state.data.round, state.current_player, state.decision) == (3, 1, "main")
    # 2026-11-27: 940, 5090, 22616 at depths 5-7 before a 2 could no longer be split into 1 + 1
    # for planting (L824-L826, issue 24 item 4): the moves that did so are gone
    assert [perft(state, d) for d in range(1, 8)] == [7, 63, 190, 335, 926, 5004, 22316]
