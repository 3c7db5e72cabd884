"""When hand cards may be played (hallertau.de.md L659-L663, with L381 and L529), the order of
the income in phase 3 (L381-L385) and tools set aside for pushing (L599-L605), with real
cards: every effect the text allows at those moments is reachable by legal actions."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from boardrules import State
from boardrules.cards.runtime import PlayableMemo, can_play
from tests.hallertau.card_helpers import (
    GAME,
    cards_table,
    data,
    give,
    legal,
    planted,
    play,
    run,
    set_goods,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.state import HData, field
    from games.hallertau.tasks import Phase, Respond, Turn
else:
    from boardrules.games.hallertau.state import HData, field
    from boardrules.games.hallertau.tasks import Phase, Respond, Turn


def passing(state: State) -> State:
    """Passes every response window still open."""
    while state.data.tasks and isinstance(state.data.tasks[-1], Respond):
        state = play(state, "pass")
    return state


# --- phase 3: the order of the income (L381-L385) ---------------------------------------------
def income_example() -> HData:
    """L383-L385: the bonus cards lying face up give a new field (819, row 4), 1 flax (838)
    and the sowing of 1 flax (811); all fields are planted and the supply holds no flax.
    811 was played first, so the order played would sow before the field and the flax come."""
    d = data(cards_table(rnd=3, phase=2))  # phase 3 to come
    v = village(d)
    v.played = ["811", "819", "838"]
    v.fields = [planted(2, "rye"), planted(3, "barley"), planted(4, "hops")]
    return d


def test_income_cards_are_activated_in_an_order_of_the_players_choice() -> None:
    """L381: "in einer Reihenfolge eurer Wahl"; example L385: first the new field and 1 flax,
    then the field is sown. Each activation is a decision while 2 or more cards are left."""
    state = run(income_example(), Phase(3))
    assert legal(state) == ["activate 811", "activate 819", "activate 838"]
    state = play(state, "activate 819", "take field")
    assert legal(state) == ["activate 811", "activate 838"]
    state = play(state, "activate 838", "take flax")
    assert legal(state) == ["sow flax 4", "stop"]  # 811, the last card, needs no decision
    state = play(state, "sow flax 4")
    assert state.data.phase == 3 and not state.data.tasks
    assert planted(4, "flax") in village(state.data).fields


def test_the_order_played_would_lose_the_sowing() -> None:
    """The same cards activated as they were played (811 first): nothing to sow yet."""
    state = play(run(income_example(), Phase(3)), "activate 811")
    assert legal(state) == ["activate 819", "activate 838"]
    state = play(state, "activate 819", "take field", "take flax")
    assert not state.data.tasks and field(4) in village(state.data).fields


def test_a_card_played_between_two_activations_feeds_the_next() -> None:
    """L381 with L661: the income just received may be used to play hand cards during the
    phase; before each activation the seat may play (here 018: 2 flax, then 811 sows one)."""
    d = data(cards_table(rnd=3, phase=2, hand=["018"]))  # phase 3 to come
    v = village(d)
    v.played = ["811", "819"]
    v.fields = [planted(2, "rye"), planted(3, "barley"), planted(4, "hops")]
    set_goods(v, barley=6)  # 018: at least as much barley as the window shows (6)
    state = play(run(d, Phase(3)), "pass", "activate 819", "take field")
    assert legal(state) == ["play 018", "pass"]
    state = passing(play(state, "play 018", "take flax", "take bonus"))
    assert legal(state) == ["sow flax 4", "stop"]


# --- phase 9: cards inside a progress turn (L529, L661-L663) ----------------------------------
def test_020_after_the_last_jewelry_pays_a_further_step_in_the_same_turn() -> None:
    """L661: cards may be played at any time, even in the middle of another action (their
    effects after it); L663: in phase 9 from the active player. 020 (L1057: you just spent
    your last jewelry; 1 hops and 1 milk) is played after the jewelry step, and its milk pays
    the cold storage's step (round 1: 1 good, L535) in the same turn."""
    d = data(cards_table(rnd=1, phase=8, hand=["020"]))  # phase 9 to come
    give(d, {"jewelry": 1})
    state = run(d, Phase(9))
    assert legal(state) == ["pass"]  # 020 not yet playable, but the seat holds a card (L659)
    state = play(state, "pass")
    assert "advance cold_storage" in legal(state)  # 1 jewelry pays any step (L613)
    state = play(state, "advance carpentry", "pay jewelry")
    assert legal(state) == ["play 020", "pass"]
    state = passing(play(state, "play 020", "take hops", "take milk"))
    assert "advance cold_storage" in legal(state)
    state = play(state, "advance cold_storage", "pay milk")
    v = village(state.data)
    assert v.crafts[:3] == [2, 1, 2] and v.goods == [0, 0, 1, 0, 0, 0, 0, 0, 0]


def test_a_tool_used_for_pushing_pays_a_card_in_the_same_phase() -> None:
    """L599-L605: a tool set aside for pushing is "used" for pushing in this phase only; it
    stays the seat's, and a card that costs tools (731, L1595) may take it (the reason L605
    gives for the rule). Round 2: the carpentry's second step pushes a boulder (L591)."""
    d = data(cards_table(rnd=2, phase=8, hand=["731"]))  # phase 9 to come
    give(d, {"tool": 1, "clay": 4, "hide": 2})
    state = run(d, Phase(9))
    state = play(state, "pass", "advance carpentry", "pay clay", "pay clay", "pass")
    state = play(state, "advance carpentry", "pay clay", "pay clay")
    v = village(state.data)
    assert (v.crafts[0], v.tools, v.tools_used) == (3, 1, 1)
    assert legal(state) == ["play 731", "pass"]
    state = passing(play(state, "play 731", "take barley", "take wool", "take bonus"))
    v = village(state.data)
    assert (v.tools, v.tools_used, v.goods[1], v.goods[8]) == (0, 0, 1, 1)


# --- phase 4: before the first action (L661) -------------------------------------------------
def test_312_before_the_start_players_first_action() -> None:
    """L661 with L1241 (312: only in phase 4; with 6 fields a free craft step): the start
    player may play it before their first action of the phase, not only after it."""
    d = data(cards_table(players=2, rnd=2, phase=3, hand=["312"]))  # phase 4 to come
    d.start = 0
    for v in d.villages:
        v.workers = 6
    village(d).fields = [field(r) for r in (2, 2, 3, 3, 4, 4)]
    state = run(d, Phase(4))
    assert state.current_player == 0 and legal(state) == ["play 312", "pass"]
    state = play(state, "play 312", "advance brewery")
    assert village(state.data).crafts[1] == 2
    assert isinstance(state.data.tasks[-1], Turn) and village(state.data).workers == 6


# --- the playable memo (boardrules/cards/runtime.py) gives the answers of the checks ----------
def test_the_playable_memo_answers_as_the_checks_do_in_random_games() -> None:
    """Every hand card of every seat, at every step of random games with cards at 2-4 players:
    the memo's answer (kept under the values each check read) is the check's own."""
    memo = PlayableMemo(GAME)
    compared = 0
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        rnd = random.Random(seed)
        state = GAME.new_game(players, seed)
        while not state.is_terminal:
            d = state.data
            for p in range(players):
                hand = list(dict.fromkeys(d.villages[p].hand))
                expected = [c for c in hand if can_play(GAME, d, p, c)]
                assert memo(d, p, hand) == expected, (players, seed, p, state.history[-3:])
                compared += len(hand)
            state = state.apply(rnd.choice(state.legal_actions()))
    assert compared > 10_000
    assert 0 < memo.size < compared / 5  # most answers came from the memo


def test_the_cards_counting_full_spaces_are_checked_directly() -> None:
    """The cards whose requirement counts the action spaces (``spaces``: the workers on the
    whole board, which change at every turn; hallertau.de.md L1032 for 009) are checked
    directly: the memo keeps no answer for them, and answers as the check does."""
    direct = GAME.playable_memo.direct
    assert {"009", "314"} <= direct
    for c in direct:
        card = GAME.cards[c]
        assert "spaces" in repr((card.if_, card.cost, [a.tiers for a in card.abilities])), c
    assert "002" not in direct  # a requirement on goods alone stays kept
    memo = type(GAME.playable_memo)(GAME, direct)
    d = data(cards_table(players=2, rnd=3, hand=["009", "002"]))
    assert memo(d, 0, ["009", "002"]) == [c for c in ("009", "002") if can_play(GAME, d, 0, c)]
    for s in range(len(GAME.spaces)):  # every space full: 009's requirement holds
        d.workers_on[3 * s : 3 * s + GAME.space_rows[s]] = [1] * GAME.space_rows[s]
    assert can_play(GAME, d, 0, "009") and "009" in memo(d, 0, ["009"])
    assert "009" not in memo.memo.get(0, {})  # nothing kept for it
    assert "002" in memo.memo[0]  # the other card's answer is kept


def test_the_window_memo_answers_one_card_as_the_check_does() -> None:
    """``WindowMemo.one`` (a card at a time, as ``may_hold_playable`` asks): the check's
    answer for every card of the game, every seat, at every tenth step of a random game."""
    memo = type(GAME.playable_memo)(GAME, GAME.playable_memo.direct)
    rnd = random.Random(21)
    state = GAME.new_game(3, 21)
    cards = sorted(GAME.cards)[::7]
    compared = 0
    while not state.is_terminal:
        if len(state.history) % 10 == 0:
            d = state.data
            for p in range(3):
                for c in cards:
                    assert memo.one(d, p, c) == can_play(GAME, d, p, c), (p, c)
                    compared += 1
        state = state.apply(rnd.choice(state.legal_actions()))
    assert compared > 1_000
