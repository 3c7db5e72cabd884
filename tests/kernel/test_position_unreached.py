"""Positions that no game reaches are refused, naming the field and the rule (issue 23 item 3;
docs/positions.md, "What is checked"). Each is built with the editor from a state of a real
game, changed at one place; the same state unchanged is accepted. Lines: shared/seeds/."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import boardrules
from boardrules import InvalidState
from boardrules.editor import Editor


def played(
    game_id: str, players: int, seed: int, until: Callable[[boardrules.State], bool]
) -> boardrules.State:
    """The first state of a random game (seeded) for which ``until`` holds."""
    state = boardrules.load_game(game_id).new_game(players, seed=seed)
    rnd = random.Random(seed)
    while not until(state):
        assert not state.is_terminal, "the game ended first"
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def decision(name: str) -> Callable[[boardrules.State], bool]:
    return lambda s: s.decision == name


def round_of(n: int, name: str = "turn") -> Callable[[boardrules.State], bool]:
    return lambda s: s.data.round == n and s.decision == name


def nusfjord_c_in_hand(ed: Editor) -> Editor:  # L400: dealt as round 4 begins
    return ed.move(ed.cards("pile_c")[0], "hand:1")


def nusfjord_c_face_up(ed: Editor) -> Editor:  # L404: face up as round 6 begins
    return ed.move(ed.cards("pile_c")[0], "display_c")


def nusfjord_c_built(ed: Editor) -> Editor:  # L458: built from the hand, from round 4
    return ed.move(ed.cards("pile_c")[0], "harbor:0")


def nusfjord_a_raft_lost(ed: Editor) -> Editor:  # L172: four rafts
    return ed.set("rafts", ed.get("rafts") - 1)


def nusfjord_a_share_token_lost(ed: Editor) -> Editor:  # L195: five share tokens a colour
    return ed.set("harbors[0].shares[0]", ed.get("harbors[0].shares[0]") - 1)


def woodcraft_a_simple_order_in_hand(ed: Editor) -> Editor:  # L270-L274
    return ed.move(ed.cards("order_deck")[0], "hand:0")


def woodcraft_a_third_simple_order_kept(ed: Editor) -> Editor:  # L270-L271: keep 2 of 5
    return ed.move(ed.cards("order_deck")[0], "hand:0")


def woodcraft_a_demanding_order_in_hand(ed: Editor) -> Editor:  # L1175-L1181
    return ed.set("workshops[0].hand", [*ed.get("workshops[0].hand"), "D-01"])  # in no deck yet


def woodcraft_the_decks_switched_early(ed: Editor) -> Editor:  # L1175-L1181
    return ed.set("stage", 2)


def woodcraft_the_market_unpaid(ed: Editor) -> Editor:  # L1197-L1217
    return ed.set("workshops[1].blueberries", 0).to_move(decision="market", seat=1)


def woodcraft_a_setup_choice_in_round_1(ed: Editor) -> Editor:  # L270-L278
    return ed.set("round", 1)


def rw_seat_1_chooses_before_seat_0(ed: Editor) -> Editor:  # L77-L85
    return ed.to_move(decision="commit", seat=1)


def rw_an_order_in_the_pool_before_it_is_laid(ed: Editor) -> Editor:  # L40
    return ed.move(ed.cards("deck_phase_1")[0], "pool")


def rw_a_crate_active_with_icons_left(ed: Editor) -> Editor:  # L309-L315
    return ed.set("sheets[0].crates.1.active", True)


def rw_a_turn_box_written_ahead(ed: Editor) -> Editor:  # L85-L109
    return ed.set("sheets[0].turn_boxes[11]", "yellow 3")


def kv_a_seat_acts_before_it_kept(ed: Editor) -> Editor:  # L237-L241
    return ed.to_move(decision="act", seat=ed.get("first"), slot=0, actions_left=1)


def kv_a_third_secret_project(ed: Editor) -> Editor:  # L237-L241: two kept
    return ed.move(ed.cards("secret:1")[0], "secret:0")


def hallertau_an_event_no_rule_announces(ed: Editor) -> Editor:
    return ed.set("villages[0].recent", [{"event": "013", "number": 1}])


# (game, seats, seed, where in the game, the edit, the field named, a word of the reason)
CASES = {
    "nusfjord: a C building in a hand in round 1": (
        "nusfjord", 2, 1, round_of(1), nusfjord_c_in_hand, "harbors[1].hand", "L400"),
    "nusfjord: a C building face up in round 1": (
        "nusfjord", 2, 1, round_of(1), nusfjord_c_face_up, "display.C", "L404"),
    "nusfjord: a C building built in round 2": (
        "nusfjord", 3, 2, round_of(2), nusfjord_c_built, "harbors[0].spaces", "L458"),
    "nusfjord: a raft lost": ("nusfjord", 2, 1, round_of(1), nusfjord_a_raft_lost, "rafts", "L172"),
    "nusfjord: a share token lost": (
        "nusfjord", 2, 1, round_of(1), nusfjord_a_share_token_lost, "share tokens", "L195"),
    "woodcraft: a simple order in a hand in round 1": (
        "woodcraft", 2, 1, round_of(1, "main"), woodcraft_a_simple_order_in_hand,
        "workshops[0].hand", "L270-L274"),
    "woodcraft: a third simple order kept at setup": (
        "woodcraft", 2, 1, decision("place_order"), woodcraft_a_third_simple_order_kept,
        "workshops[0].hand", "L270-L271"),
    "woodcraft: a demanding order in a hand": (
        "woodcraft", 2, 1, round_of(1, "main"), woodcraft_a_demanding_order_in_hand,
        "workshops[0].hand[", "L1175-L1181"),
    "woodcraft: the decks switched in round 1": (
        "woodcraft", 2, 1, round_of(1, "main"), woodcraft_the_decks_switched_early, "stage",
        "L1175-L1181"),
    "woodcraft: the market for a seat that cannot pay": (
        "woodcraft", 2, 1, round_of(1, "main"), woodcraft_the_market_unpaid, "(market)",
        "L1197-L1217"),
    "woodcraft: a setup choice in round 1": (
        "woodcraft", 2, 1, decision("keep_order"), woodcraft_a_setup_choice_in_round_1, "round",
        "L270-L278"),
    "woodcraft_rw: seat 1 chooses while seat 0 has not": (
        "woodcraft_rw", 2, 7, decision("commit"), rw_seat_1_chooses_before_seat_0,
        "sheets[0].commit", "L77-L85"),
    "woodcraft_rw: an order in the pool before it is laid": (
        "woodcraft_rw", 2, 7, decision("keep"), rw_an_order_in_the_pool_before_it_is_laid,
        "pool", "L40"),
    "woodcraft_rw: a crate active with icons left": (
        "woodcraft_rw", 2, 7, decision("commit"), rw_a_crate_active_with_icons_left,
        "sheets[0].crates", "L309-L315"),
    "woodcraft_rw: a turn box written ahead": (
        "woodcraft_rw", 2, 7, decision("commit"), rw_a_turn_box_written_ahead,
        "sheets[0].turn_boxes[11]", "L85-L109"),
    "kleine_voelker: a seat acts with the projects dealt still to choose from": (
        "kleine_voelker", 2, 3, decision("keep"), kv_a_seat_acts_before_it_kept,
        "peoples[0].dealt", "L237-L241"),
    "kleine_voelker: a third secret project": (
        "kleine_voelker", 2, 3, decision("act"), kv_a_third_secret_project, "peoples[0].secret",
        "L237-L241"),
    "hallertau: an event no rule announces": (
        "hallertau", 2, 3, decision("turn"), hallertau_an_event_no_rule_announces,
        "villages[0].recent", "unknown"),
}  # fmt: skip


@pytest.mark.parametrize("case", CASES)
def test_a_position_no_game_reaches_is_refused_naming_its_field(case: str) -> None:
    game_id, players, seed, until, change, field, line = CASES[case]
    state = played(game_id, players, seed, until)
    assert state.edit().state().data == state.data  # the state as played is accepted
    with pytest.raises(InvalidState) as refused:
        change(state.edit()).state()
    assert field in str(refused.value) and line in str(refused.value), str(refused.value)


def test_the_setup_choices_of_woodcraft_have_their_to_move_forms() -> None:
    """L270-L278: where play stands at the setup, written and read back in words."""
    game = boardrules.load_game("woodcraft")
    state = game.new_game(3, seed=4)
    rnd = random.Random(4)
    seen = set()
    while state.data.round == 0:
        doc = state.position()
        if state.decision in ("keep_order", "place_order", "start_helper"):
            assert doc["to_move"]["decision"] == state.decision
            assert doc["to_move"]["seat"] == state.current_player
            assert game.state_from_position(doc).data == state.data
            seen.add(state.decision)
        state = state.apply(rnd.choice(state.legal_actions()))
    assert seen == {"keep_order", "place_order", "start_helper"}
    ed = game.new_game(2, seed=1).edit().to_move(decision="start_helper", seat=0)
    with pytest.raises(InvalidState, match="L270-L278"):
        ed.set("round", 2).state()
