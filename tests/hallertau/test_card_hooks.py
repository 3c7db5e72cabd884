"""The hooks the cards will use (hallertau.de.md L659-L723), exercised with test cards.

The cardless variant never deals a card. These tests load four made-up cards from
tests/hallertau/cards/ (a subclass adds them to the catalog) and set up the "cards" table
directly, as the cards issue will through the `variant` option.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from boardrules import State
from boardrules.tasks import Task
from tests.hallertau.card_helpers import stable_cleared
from tests.hallertau.helpers import deal_setup, settle
from tests.positioned import positioned

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import cardplay, scores, supply
    from games.hallertau.game import Hallertau, later
    from games.hallertau.state import HData
    from games.hallertau.tasks import CardWindow, Turn
else:
    from boardrules.games.hallertau import cardplay, scores, supply
    from boardrules.games.hallertau.game import Hallertau, later
    from boardrules.games.hallertau.state import HData
    from boardrules.games.hallertau.tasks import CardWindow, Turn


class WithTestCards(Hallertau):
    def __init__(self) -> None:
        files = sorted((Path(__file__).parent / "cards").glob("*.yaml"))
        super().__init__(extra_cards="\n".join(f.read_text(encoding="utf-8") for f in files))


CARDS_OPTIONS = {"variant": "cards", "starter_deck": 0, "court_deck": 4}


@pytest.fixture(scope="module")
def game() -> WithTestCards:
    return WithTestCards()


def cards_table(game: WithTestCards, hand: list[str], rnd: int = 2, phase: int = 4) -> HData:
    options = {"variant": "cards", "starter_deck": 0, "court_deck": 4}
    d = deal_setup(game.setup(1, 0, options), game)
    d.tasks, d.round, d.phase = [], rnd, phase
    d.villages[0].hand = list(hand)
    stable_cleared(d)
    return d


def start(game: WithTestCards, d: HData, *tasks: Task) -> State:
    later(d, *tasks)
    settle(d, game)
    return positioned(game, d)


def test_setup_with_cards_deals_hands_and_stable_cards(game: WithTestCards) -> None:
    """L241-L243: 6 court cards of the chosen deck on the stable board, 4 starter cards of the
    chosen deck and 1 point card in hand (a deck gives what it has, L325)."""
    d = deal_setup(game.setup(1, 0, CARDS_OPTIONS), game)
    v = d.villages[0]

    def deck(kind: str, number: int) -> set[str]:
        return {
            c.id
            for c in game.cards.values()
            if c.kind == kind and c.prop_int("number") // 100 == number
        }

    court, starter = deck("court_card", 4), deck("starter_card", 0)
    dealt = [c for c in v.stable_cards if c]
    assert len(v.stable_cards) == 6 and len(dealt) == min(6, len(court))
    assert set(dealt) <= court
    assert len(v.hand) == min(4, len(starter)) + 1 and set(v.hand[:-1]) <= starter
    assert game.cards[v.hand[-1]].kind == "point_card"


def test_a_window_offers_playable_cards_and_pass(game: WithTestCards) -> None:
    """L661: play a hand card at any time; L669: a requirement must hold (T01 needs clay)."""
    d = cards_table(game, ["T01"])
    state = start(game, d, CardWindow("actions", (0,)))
    # no clay: T01 is not playable, but the seat is asked all the same (L659: the others
    # see how many cards it holds, not which; some card it could hold is playable)
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    assert state.apply(game.parse_action(state, "pass")).is_terminal
    d = cards_table(game, ["T01"])
    d.villages[0].goods[4] = 1  # clay
    state = start(game, d, CardWindow("actions", (0,)))
    assert [str(a) for a in state.legal_actions()] == ["play T01", "pass"]
    state = state.apply(game.parse_action(state, "play T01"))
    assert [str(a) for a in state.legal_actions()] == ["take rye", "skip"]  # L699: optional
    state = state.apply(game.parse_action(state, "take rye"))
    state = state.apply(game.parse_action(state, "take field"))
    v = state.data.villages[0]
    assert v.played == ["T01"] and v.goods[3] == 1 + 2 and len(v.fields) == 4
    assert state.is_terminal  # nothing else to play: the window closes


def test_cost_is_paid_and_income_and_end_vp(game: WithTestCards) -> None:
    """L683-L689: a cost is paid; L693: a bonus card pays income in phase 3 (at once when
    played in phase 3); L789: its VP count at the end."""
    d = cards_table(game, ["T02"], phase=3)
    d.villages[0].goods[2] = 1  # hops
    state = start(game, d, CardWindow("income", (0,)))
    state = state.apply(game.parse_action(state, "play T02"))
    state = state.apply(game.parse_action(state, "take flax"))
    v = state.data.villages[0]
    assert v.goods[2] == 0 and v.goods[0] == 1 + 1  # paid 1 hops, income 1 flax at once
    d = state.data.clone()
    cardplay.phase_income(game, d)
    state = start(game, d)
    state = state.apply(game.parse_action(state, "take flax"))
    d = state.data
    assert d.villages[0].goods[0] == 3
    assert game.score_sheet(d).breakdown()[0]["5_played_cards"] == 3


def test_events_reach_played_cards(game: WithTestCards) -> None:
    """A 'whenever' card hears the event fired with its payload (sheep gained)."""
    d = cards_table(game, [], rnd=4)
    d.villages[0].played = ["T03"]
    d.villages[0].sheep[6] = 2
    supply.gain_sheep(game, d, 0, 2)
    state = start(game, d)
    state = state.apply(game.parse_action(state, "take wool"))
    d = state.data
    assert d.villages[0].goods[8] == 2  # wool for the 2 sheep
    assert scores.played_vp(game, d, 0) == 4  # its score counts the stable sheep


def test_phase_bar_limits_when_a_card_is_played(game: WithTestCards) -> None:
    """L709-L717: a card showing one phase is played only in that phase."""
    d = cards_table(game, ["T04"], phase=4)
    assert cardplay.playable(game, d, 0) == []
    d.phase = 7
    assert cardplay.playable(game, d, 0) == [game.ids.play["T04"]]


def test_card_space_draws_and_takes_the_start_player(game: WithTestCards) -> None:
    """L445-L451: a card of that deck and the start player marker."""
    d = cards_table(game, [])
    d.decks["bonus"] = ["T02"]
    d.villages[0].workers = 1
    state = start(game, d, Turn(0))
    assert "place bonus_card" in [str(a) for a in state.legal_actions()]
    state = state.apply(game.parse_action(state, "place bonus_card"))
    assert state.data.villages[0].hand == ["T02"] and state.data.start == 0
