"""Setup, the round structure, roll and sort, end of round and the phase change."""

from typing import TYPE_CHECKING

from boardrules import CHANCE, TERMINAL, State
from boardrules.testing import deal_top
from tests.woodcraft_rw.helpers import (
    GAME,
    act,
    advance,
    decision,
    end_free,
    legal,
    roll,
    start,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import BROWN, YELLOW
    from games.woodcraft_rw.tasks import BoardDie
else:
    from boardrules.games.woodcraft_rw.state import BROWN, YELLOW
    from boardrules.games.woodcraft_rw.tasks import BoardDie


def test_each_player_is_dealt_two_phase_1_orders() -> None:
    # woodcraft_rw.pl.txt L32-L34: each player gets 2 cards from the phase I deck.
    state = deal_top(GAME.new_game(3, seed=4, chance="explicit"))
    assert decision(state) == "keep" and state.current_player == 0
    dealt = [s.dealt for s in state.data.sheets]
    assert all(len(cards) == 2 for cards in dealt)
    assert all(GAME.tables.orders[o].prop("phase") == 1 for cards in dealt for o in cards)
    assert legal(state) == [f"keep {o}" for o in dealt[0]]
    # the dealt cards are secret: a seat sees its own, only the number of the others'
    view = state.observation(1)["sheets"]
    assert view[0]["dealt"] == 2 and view[1]["dealt"] == dealt[1]


def test_keep_one_order_and_put_the_other_at_the_bottom_of_the_phase_1_deck() -> None:
    # woodcraft_rw.pl.txt L32-L34: keep one next to the sheet, the other goes to the bottom of
    # the phase I deck.
    state = deal_top(GAME.new_game(2, seed=4, chance="explicit"))
    first, second = state.data.sheets[0].dealt
    state = act(state, f"keep {second}")
    assert state.data.sheets[0].held == [second]
    assert state.data.sheets[0].dealt == []
    assert state.data.deck1[-1] == first
    assert decision(state) == "keep" and state.current_player == 1


def test_three_face_up_phase_1_orders_form_the_pool() -> None:
    # woodcraft_rw.pl.txt L40: 3 face-up phase I orders form the shared pool.
    state = start(players=2, seed=4)
    pool = state.data.pool
    assert len(pool) == 3 and all(GAME.tables.orders[o].prop("phase") == 1 for o in pool)
    held = [o for s in state.data.sheets for o in s.held]
    assert not set(pool) & set(held)
    assert state.observation(1)["pool"] == pool
    # the decks are face down: a seat sees only their sizes
    assert [state.observation(1)[f"deck_phase_{i}"] for i in (1, 2)] == [
        len(state.data.deck1),
        len(state.data.deck2),
    ]
    assert state.data.deck1[0] not in str(state.observation(1))


def test_14_yellow_and_14_brown_dice_in_the_supply() -> None:
    # woodcraft_rw.pl.txt L1-L5, L38: 14 yellow and 14 brown dice next to the board; the first
    # roll takes 3 of each (L51).
    state = deal_top(GAME.new_game(2, seed=0, chance="explicit"))
    assert state.observation(0)["supply"] == {"yellow": 14, "brown": 14}
    state = start(2)
    assert state.observation(0)["supply"] == {"yellow": 11, "brown": 11}


def test_dice_taken_out_to_be_rolled_still_count_among_the_14() -> None:
    # woodcraft_rw.pl.txt L38, L51: the 3 + 3 dice being rolled came from the supply; a state
    # saved while they wait for their roll holds all 14 + 14 dice and loads back.
    state = act(start(2), "roll 6", "roll 2")
    assert state.current_player == CHANCE
    loaded = GAME.state_from_json(state.to_json())
    assert loaded.data == state.data
    assert loaded.observation(0)["supply"] == {"yellow": 11, "brown": 11}


def test_the_game_has_6_rounds_of_2_turns() -> None:
    # woodcraft_rw.pl.txt L43-L49, L361: 6 rounds; in each round every player plays 2 turns;
    # the game ends after 6 rounds.
    turns = []

    def record(state: State) -> bool:
        if decision(state) == "commit" and state.current_player == 0:
            turns.append((state.data.round, state.data.turn))
        return state.is_terminal

    state = advance(start(2), record)
    assert turns == [(r, t) for r in range(1, 7) for t in (1, 2)]
    assert state.current_player == TERMINAL and state.data.round == 6


def test_roll_3_yellow_then_3_brown_dice() -> None:
    # woodcraft_rw.pl.txt L51: roll 3 yellow and 3 brown dice, one chance node per die.
    state = start(2)
    purposes = []
    while state.current_player == CHANCE:
        purposes.append(state.data.tasks[-1])
        state = act(state, "roll 2")
    assert purposes == [BoardDie(sides=6, color=YELLOW)] * 3 + [BoardDie(sides=6, color=BROWN)] * 3


def test_dice_are_placed_in_descending_order_from_left_to_right() -> None:
    # woodcraft_rw.pl.txt L53-L57: the dice go on the board from the highest to the lowest.
    state = roll(start(2), yellow=(2, 6, 4), brown=(1, 5, 3))
    assert state.observation(0)["board"] == [
        "yellow 6",
        "brown 5",
        "yellow 4",
        "brown 3",
        "yellow 2",
        "brown 1",
    ]


def test_on_equal_values_brown_goes_left_of_yellow() -> None:
    # woodcraft_rw.pl.txt L59-L62: a brown and a yellow die of the same value: brown on the left.
    state = roll(start(2), yellow=(4, 4, 2), brown=(4, 2, 6))
    assert state.observation(0)["board"] == [
        "brown 6",
        "brown 4",
        "yellow 4",
        "yellow 4",
        "brown 2",
        "yellow 2",
    ]


def test_every_column_holds_exactly_one_die() -> None:
    # woodcraft_rw.pl.txt L63-L66: after sorting each column holds exactly one die.
    state = roll(start(2), yellow=(3, 3, 3), brown=(3, 3, 3))
    board = state.observation(0)["board"]
    assert board == ["brown 3"] * 3 + ["yellow 3"] * 3


def test_a_yellow_die_gives_the_yellow_bonus_and_a_brown_die_the_brown_bonus() -> None:
    # woodcraft_rw.pl.txt L67-L73: yellow dice move up to the yellow bonuses, brown dice down to
    # the brown bonuses. Column 1: yellow gives 1 shavings, brown 1 blueberry (board.yaml).
    yellow_first = act(roll(start(2), yellow=(6, 3, 1), brown=(5, 4, 2)), "pick yellow 6")
    brown_first = act(roll(start(2), yellow=(5, 3, 1), brown=(6, 4, 2)), "pick brown 6")
    yellow_first = act(yellow_first, "pick brown 5")
    brown_first = act(brown_first, "pick yellow 5")
    assert yellow_first.data.sheets[0].marked == [0, 0, 1, 0]  # shavings
    assert brown_first.data.sheets[0].marked == [0, 0, 0, 1]  # blueberry


def test_end_of_round_returns_leftover_dice_and_rolls_6_new_ones() -> None:
    # woodcraft_rw.pl.txt L347-L355: after every player's second turn the dice left on the board
    # go back to the supply, then 3 yellow and 3 brown dice are rolled and placed again.
    state = act(roll(start(2)), "pick brown 6", "pick yellow 5")
    state = end_free(state)  # the shift: brown 4, yellow 3, brown 2, yellow 1 in columns 3-6
    state = act(state, "pick brown 4", "pick yellow 3", "lantern 1", "lantern 1")
    assert state.observation(0)["supply"] == {"yellow": 11, "brown": 11}
    state = end_free(state)
    assert state.current_player == CHANCE and state.data.round == 2  # round 2 starts: a roll
    # 11 + the yellow 1 and the brown 2 left on the board - 3 dice of each colour rolled
    assert state.observation(0)["supply"] == {"yellow": 9, "brown": 9}
    state = roll(state, yellow=(1, 1, 1), brown=(1, 1, 1))
    assert state.observation(0)["board"] == ["brown 1"] * 3 + ["yellow 1"] * 3


def test_the_pool_becomes_phase_2_after_round_3() -> None:
    # woodcraft_rw.pl.txt L357-L361: after round 3 the orders of the pool are replaced by phase II
    # orders.
    state = advance(start(2), lambda s: s.data.round == 3 and decision(s) == "commit")
    assert state.data.phase == 1
    old_pool = list(state.data.pool)
    state = advance(state, lambda s: s.data.round == 4)
    assert state.data.phase == 2
    assert all(GAME.tables.orders[o].prop("phase") == 2 for o in state.data.pool)
    assert set(old_pool) <= set(state.data.discard)


def test_the_pool_becomes_phase_2_when_phase_1_orders_run_out() -> None:
    # woodcraft_rw.pl.txt L357-L361: ... or as soon as the phase I orders run out (digest A9:
    # when a phase I refill is impossible the whole pool is replaced by phase II orders).
    state = roll(start(2))

    empty_phase_1_deck = state.edit()
    for card in empty_phase_1_deck.cards("deck_phase_1"):
        empty_phase_1_deck.move(card, "discard")
    state = empty_phase_1_deck.state()
    pool = list(state.data.pool)
    deck2 = list(state.data.deck2)
    state = act(state, "pick order", "pick brown 6")  # seat 0 alone: no roll-off
    assert decision(state) == "pick_order"
    state = act(state, f"take {pool[0]}")
    assert state.data.sheets[0].held[-1] == pool[0]
    assert state.data.phase == 2
    assert state.data.pool == deck2[:3]
    assert set(pool[1:]) <= set(state.data.discard)


def test_the_game_ends_after_round_6() -> None:
    # woodcraft_rw.pl.txt L361: the game ends after 6 rounds.
    state = advance(start(2), lambda s: s.data.round == 6 and decision(s) == "commit")
    state = advance(state, lambda s: s.is_terminal)
    assert state.data.round == 6 and state.legal_actions() == ()
    assert len(state.scores()) == 2
