"""Card timing details checked across decks: what a card sees of events, tallies and the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.hallertau.card_helpers import (
    GAME,
    can_play,
    cards_table,
    data,
    play_card,
    table_with,
    village,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.state import GOODS, NO_TALLY, Tally, plus
else:
    from boardrules.games.hallertau.state import GOODS, NO_TALLY, Tally, plus


def test_020_follows_a_craft_step_paid_with_the_last_jewelry() -> None:
    # hallertau.de.md L1057 (020: you just spent your last jewelry) with L613 (a progress step
    # may be paid with 1 jewelry): the step's jewelry is a spending like any other
    d = data(cards_table(rnd=3, phase=9, hand=["020"]))
    v = village(d)
    v.jewelry = 1
    GAME.rules.pay_resource(d, 0, "jewelry", 1)
    assert v.jewelry == 0 and can_play(d, 0, "020")
    d = data(cards_table(rnd=3, phase=9, hand=["020"]))
    village(d).jewelry = 2
    GAME.rules.pay_resource(d, 0, "jewelry", 1)
    assert not can_play(d, 0, "020")  # one is left


def test_paying_from_the_harvest_keeps_what_was_harvested() -> None:
    # hallertau.de.md L1643 (811: pay 3 just-harvested flax) and L1516-L1518 (706: you just
    # received at least 11 crops of one type): paying does not undo having received them
    d = data(cards_table(rnd=3, phase=7, hand=["811", "706"]))
    v = village(d)
    flax = GOODS.index("flax")
    v.goods[flax] = 11
    v.tally = Tally(harvest=plus(NO_TALLY.harvest, flax, 11))
    assert can_play(d, 0, "706")
    state = play_card(d, 0, "811")
    d = state.data.clone()
    assert village(d).goods[flax] == 8
    assert can_play(d, 0, "706")
    assert not can_play(data(cards_table(rnd=3, phase=7, hand=["811"])), 0, "811")


def test_this_rounds_court_card_counts_until_phase_2_takes_it() -> None:
    # hallertau.de.md L356-L358: phase 2 takes this round's card off the stable board, so in
    # phase 1 it still lies there; 730 (L1593-L1594) pays a rye per card without a sheep
    rye = GOODS.index("rye")
    d = data(table_with("730", rnd=6, rye=0))
    d.phase = 1
    village(d).sheep[5] = 0
    assert not can_play(d, 0, "730")  # the round-6 card is still there, empty: 1 rye
    village(d).goods[rye] = 1
    assert can_play(d, 0, "730")
    d.phase = 4  # after phase 2 no card is left: free
    village(d).goods[rye] = 0
    assert can_play(d, 0, "730")
