"""With chance="explicit" every card drawn is a CHANCE node whose outcomes are the cards that
could come (issue 12): Kleine Völker."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import boardrules
from boardrules import CHANCE, Action
from boardrules.testing import deal_top
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.game import KleineVoelker
    from games.woodcraft.tasks import FromDeck
    from games.woodcraft_rw.game import WoodcraftRW
else:
    from boardrules.games.kleine_voelker.game import KleineVoelker
    from boardrules.games.woodcraft.tasks import FromDeck
    from boardrules.games.woodcraft_rw.game import WoodcraftRW


def test_kleine_voelker_lays_out_the_display_one_card_at_a_time() -> None:
    # L207-L210: the public projects are shuffled and some laid face up.
    game = as_game(boardrules.load_game("kleine_voelker"), KleineVoelker)
    state = game.new_game(2, seed=1, chance="explicit")
    assert state.current_player == CHANCE and state.data.display == []
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"deal {c}" for c in sorted(game.publics)]
    assert {p for _, p in outcomes} == {1 / len(game.publics)}
    card = sorted(game.publics)[3]
    after = state.apply(Action("deal", (card,)))
    assert after.data.display == [card] and card not in after.data.deck


def test_kleine_voelker_secret_projects_come_as_often_as_their_copies() -> None:
    # L237-L241: 4 secret projects dealt to each seat from all the copies.
    game = as_game(boardrules.load_game("kleine_voelker"), KleineVoelker)
    state = game.new_game(2, seed=1, chance="explicit")
    while "display" in [t.into for t in state.data.tasks[-1:] if hasattr(t, "into")]:
        state = state.apply(state.legal_actions()[0])
    assert state.data.tasks[-1].seat == 0  # the next card is seat 0's alone
    copies = Counter({c.id: c.copies for c in game.secrets.values()})
    total = sum(copies.values())
    for action, p in state.chance_outcomes():
        assert p == copies[str(action.args[0])] / total
    dealt = state.apply(state.legal_actions()[0])
    assert dealt.history_for(1)[-1] == "0: deal"  # seat 1 does not see it
    assert dealt.history_for(0)[-1] == str(state.legal_actions()[0])
    assert dealt.observation(1) == state.apply(state.legal_actions()[-1]).observation(1)


def test_auto_mode_is_unchanged_by_explicit_draws() -> None:
    # the same seed in auto mode deals from the shuffled decks as before: no CHANCE node
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=1)
    assert state.current_player != CHANCE and len(state.data.display) > 0


def test_hallertau_deals_court_cards_face_down_and_hands_to_their_owner() -> None:
    # hallertau.de.md L241: 6 face-down court cards on each stable board (nobody sees them);
    # L243: 4 starter cards and 1 point card to each hand (its owner alone sees them).
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, seed=3, chance="explicit")
    court = sorted(game.pile(state.data, state.data.tasks[-1]))
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [
        (f"deal {c}", 1 / len(court)) for c in court
    ]
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    assert state.history_for(0) == state.history_for(1) == ("face down: deal",) * 6
    assert all(state.data.villages[0].stable_cards)
    state = state.apply(state.legal_actions()[-1])  # the first starter card of seat 0
    card = state.data.villages[0].hand[0]
    assert state.history_for(0)[-1] == f"deal {card}" and state.history_for(1)[-1] == "0: deal"


def test_hallertau_draws_each_card_and_quarter_card_at_a_chance_node() -> None:
    # L279-L285, L325: a drawn card comes from its deck; L344-L346: the quarter card is
    # revealed to all. deal_top deals what the seed's shuffle deals in auto mode.
    game = boardrules.load_game("hallertau")
    auto = game.new_game(3, seed=5)
    state = game.new_game(3, seed=5, chance="explicit")
    seen = Counter[str]()
    while state.current_player == CHANCE:
        top = state.data.tasks[-1]
        seen[str(top.pile)] += 1
        state = state.apply(Action("deal", (game.pile(state.data, top)[0],)))
    assert seen == {"court": 18, "starter": 12, "point": 3, "quarter": 1}
    assert state.observation(0) == auto.observation(0)
    assert state.legal_actions() == auto.legal_actions()


def test_auto_mode_still_shuffles_hallertau_and_woodcraft_rw_decks() -> None:
    for gid in ("hallertau", "woodcraft_rw"):
        state = boardrules.load_game(gid).new_game(2, seed=1)
        assert state.current_player != CHANCE and state.chance_outcomes() == []


def test_woodcraft_rw_deals_orders_one_at_a_time_and_the_put_back_ones_come_last() -> None:
    # woodcraft_rw.pl.txt L32-L34: 2 phase I orders dealt to each player, one kept, the other
    # put under the phase I deck; L40: the pool of 3 is laid out from the deck.
    game = as_game(boardrules.load_game("woodcraft_rw"), WoodcraftRW)
    state = game.new_game(2, seed=2, chance="explicit")
    phase_1 = sorted(o for o, c in game.tables.orders.items() if c.prop("phase") == 1)
    assert [str(a) for a, _ in state.chance_outcomes()] == [f"deal {o}" for o in phase_1]
    state = state.apply(Action("deal", (phase_1[0],)))
    assert state.data.sheets[0].dealt == [phase_1[0]] and phase_1[0] not in state.data.deck1
    assert state.history_for(1)[-1] == "0: deal"
    state = deal_top(state)
    put_back = []
    for seat in (0, 1):
        kept, back = state.data.sheets[seat].dealt
        put_back.append(back)
        state = state.apply(Action("keep", (kept,)))
    assert state.data.deck1[-2:] == put_back  # under the deck, in the order put back
    outcomes = {str(a.args[0]) for a, _ in state.chance_outcomes()}
    assert outcomes == set(state.data.deck1[:-2])  # the put-back orders are not drawn yet


def test_woodcraft_deals_the_setup_cards_at_chance_nodes_as_the_seed_does() -> None:
    # woodcraft.de.txt L206-L214: 4 orders and 4 helpers on the displays; L288-L291: 3
    # helpers, 5 simple and 2 special orders to each seat (that seat alone sees them).
    game = boardrules.load_game("woodcraft")
    auto = game.new_game(2, seed=6)
    state = game.new_game(2, seed=6, chance="explicit")
    assert state.chance_outcomes()[0][0].kind == "deal"
    seats = []
    while state.chance_outcomes()[0][0].kind == "deal":
        seats.append(state.data.tasks[-1].seat)
        state = state.apply(Action("deal", (game.pile(state.data, state.data.tasks[-1])[0],)))
    assert seats.count(-1) == 3 + 2 + 8 and seats.count(0) == seats.count(1) == 3 + 5 + 2
    for field in ("order_display", "helper_display", "public", "rep_tiles", "workshops"):
        assert getattr(state.data, field) == getattr(auto.data, field)
    assert state.history_for(1).count("0: deal") == 10


def test_woodcraft_refills_a_display_space_from_the_discard_pile_when_the_deck_is_out() -> None:
    # L157-L158: an empty deck is refilled from its discard pile
    game = boardrules.load_game("woodcraft")
    state = deal_top(game.new_game(1, seed=2, chance="explicit"))
    d = state.data.clone()
    d.order_discard, d.order_deck = d.order_deck, ()
    discard = list(d.order_discard)
    d.order_display = ("", *d.order_display[1:])
    d.tasks.append(FromDeck("orders", -1, "display", 0))  # the refill of display space 0
    game.loop.run(d)
    table = boardrules.State(game, d, None)
    outcomes = table.chance_outcomes()
    assert sorted(str(a.args[0]) for a, _ in outcomes) == sorted(discard)
    card = str(outcomes[-1][0].args[0])
    after = table.apply(outcomes[-1][0]).data
    assert after.order_display[0] == card and after.order_discard == ()
    assert sorted(after.order_deck) == sorted(c for c in discard if c != card)


def test_nusfjord_lays_out_deals_and_uncovers_at_chance_nodes() -> None:
    # nusfjord.de.md L245-L249: the A and B buildings laid out; L239, L570: with 5 seats a
    # face-down elder under each stack, turned when uncovered (any of those still face down).
    game = boardrules.load_game("nusfjord")
    state = game.new_game(5, seed=4, chance="explicit")
    first = state.chance_outcomes()
    assert {p for _, p in first} == {1 / len(first)} and state.data.display_a == ()
    state = deal_top(state)
    assert state.data == deal_top(game.new_game(5, seed=4, chance="explicit")).data
    d = state.data.clone()
    stack = next(s for s in d.stacks if len(s) > 1)
    k = d.stacks.index(stack) + 1
    stack = stack[:1]  # only the face-down elder is left (the table's rows are tuples)
    d.stacks = (*d.stacks[: k - 1], stack, *d.stacks[k:])
    d.tasks.append(boardrules.tasks.draw("elder", -1, "stack", k - 1))  # its stack in slot
    table = boardrules.State(game, d, None)
    outcomes = [str(a.args[0]) for a, _ in table.chance_outcomes()]
    assert sorted(outcomes) == sorted(d.face_down)
    other = next(e for e in outcomes if e != stack[0])
    after = table.apply(Action("deal", (other,))).data
    assert after.stacks[k - 1] == (other,) and other not in after.face_down
    assert stack[0] in after.face_down and any(stack[0] in s for s in after.stacks)
