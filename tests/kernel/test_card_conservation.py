"""Every card of a game's setup lies in exactly one place (issue 23; docs/positions.md, "What
is checked"): a position that drops a card, or lists one twice, is refused naming the card and
its places, in every game. Each case edits a new game's position through the editor
(``state.edit()``): a card taken out of its list (dropped: it lies nowhere) or written twice.

The places a game's rules put cards out of the game without a place in the document are
listed in docs/positions.md ("Cards in play"): they are not checked (Kleine Völker's secret
projects back in the box, L237-L241; Nusfjord's A and B buildings with 1-2 seats, L249, L675;
Hallertau's cards taken out of the game)."""

from __future__ import annotations

import pytest

import boardrules
from boardrules import InvalidState
from boardrules.editor import Editor
from tests.woodcraft.helpers import GAME as WOODCRAFT
from tests.woodcraft.helpers import position

# game, seats, the path of a list of card ids in the document, the problem's start
DROPPED = [
    # woodcraft.md L270-L291 (the setup's decks), L206-L214 (public orders, tiles)
    ("woodcraft", 2, "order_deck", "orders: order lies nowhere: "),
    ("woodcraft", 2, "helper_deck", "helpers: helper lies nowhere: "),
    ("woodcraft", 2, "boxed", "lies nowhere: "),
    ("woodcraft", 1, "solo_deck", "solo cards: solo card lies nowhere: "),  # L1402-L1411
    # woodcraft_rw.md: the order cards of both phases' decks
    ("woodcraft_rw", 2, "deck_phase_1", "orders: order card lies nowhere: "),
    # kleine_voelker.md L207-L210: every public project is shuffled into the deck
    ("kleine_voelker", 2, "deck", "public projects: public project lies nowhere: "),
    # nusfjord.md L244-L249: the A, B and C piles (3-5 seats: none goes back to the box)
    ("nusfjord", 3, "piles.A", "buildings: building lies nowhere: "),
    ("nusfjord", 2, "piles.C", "buildings: building lies nowhere: "),
    # nusfjord.md L231-L241: the elder stacks
    ("nusfjord", 3, "elder_stacks[0]", "elders: elder lies nowhere: "),
]


def editor(game_id: str, players: int) -> Editor:
    return boardrules.load_game(game_id).new_game(players, seed=5).edit()


@pytest.mark.parametrize(("game_id", "players", "path", "problem"), DROPPED)
def test_a_dropped_card_is_refused_naming_it(
    game_id: str, players: int, path: str, problem: str
) -> None:
    ed = editor(game_id, players)
    ed.state()  # the untouched position loads
    cards = ed.get(path)
    card = next(c for c in cards if c)
    ed.set(path, [c for c in cards if c != card])
    with pytest.raises(InvalidState) as info:
        ed.state()
    message = str(info.value)
    assert problem in message
    assert card in message.split(problem, 1)[1].split(" (put")[0].split(", ")
    assert "(put it in " in message  # says where it may lie


@pytest.mark.parametrize(("game_id", "players", "path", "problem"), DROPPED)
def test_a_card_written_twice_is_refused_naming_it(
    game_id: str, players: int, path: str, problem: str
) -> None:
    ed = editor(game_id, players)
    cards = ed.get(path)
    card = next(c for c in cards if c)
    ed.set(path, [*cards, card])
    with pytest.raises(InvalidState) as info:
        ed.state()
    assert f"{card!r} lies in 2 places, the game has 1" in str(info.value)


def test_hallertau_a_card_written_twice_is_refused_naming_it() -> None:
    ed = editor("hallertau", 2)
    card = ed.get("decks.court")[0]
    ed.set("decks.court", [*ed.get("decks.court"), card])
    with pytest.raises(InvalidState, match=f"card '{card}' lies in 2 places, the game has 1"):
        ed.state()


def test_woodcraft_after_the_switch_the_demanding_orders_lie_somewhere() -> None:
    # woodcraft.md L1175-L1181: at the switch the first decks leave the game (to `boxed`)
    # and the demanding orders and experienced helpers are shuffled in
    game = WOODCRAFT
    demanding = [o for o in game.order_ids if game.order_deck.get(o) == "demanding"]
    experienced = [h for h in game.helper_ids if game.helper_deck.get(h) == "experienced"]
    setup = game.new_game(2, seed=0).edit()
    first = [setup.get(p) for p in ("order_deck", "helper_deck", "order_display", "helper_display")]
    boxed = [*setup.get("boxed"), *(c for pile in first for c in pile if c)]
    state = position(round=12, stage=2, order_deck=demanding, helper_deck=experienced, boxed=boxed)
    ed = state.edit()
    ed.set("order_deck", demanding[1:])
    with pytest.raises(InvalidState, match=f"order lies nowhere: {demanding[0]}"):
        ed.state()
