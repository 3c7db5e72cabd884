"""Which timings Hallertau runs on each of its four card kinds (issue 15 item 3): all three.

The card runtime is blind to the kind: a starter, court, bonus or point card is drawn into a
hand and played the same way (``CardPlay.play_card``: its ``on_play`` abilities, L691-L699),
and once played it is owned (``CardPlay.owns``, L661), so its ``{phase: income}`` abilities
pay in phase 3 (L377-L387; at once when played then, L693) and its ``whenever`` abilities hear
the seat's events. ``Hallertau.build_vocabulary`` therefore declares no ``kind_timings``: a
test proves each kind runs each timing, where a declaration would refuse it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from boardrules import State
from boardrules.engine import later
from tests.hallertau.card_helpers import stable_cleared
from tests.hallertau.helpers import deal_setup, settle
from tests.positioned import positioned

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import cardplay, supply
    from games.hallertau.game import CARD_KINDS, Hallertau
    from games.hallertau.state import GOODS, HData
    from games.hallertau.tasks import CardWindow
else:
    from boardrules.games.hallertau import cardplay, supply
    from boardrules.games.hallertau.game import CARD_KINDS, Hallertau
    from boardrules.games.hallertau.state import GOODS, HData
    from boardrules.games.hallertau.tasks import CardWindow

NUMBER = {"starter_card": 1, "court_card": 401, "bonus_card": 801, "point_card": 901}
CARDS = "\n".join(
    f"""K-{kind}:
  kind: {kind}
  number: {NUMBER[kind]}
  source: {{assumed: "a test card of every timing"}}
  abilities:
    - when: on_play
      do: [{{gain: {{rye: 1}}}}]
    - when: {{phase: income}}
      do: [{{gain: {{flax: 1}}}}]
    - when: {{whenever: sheep_gained}}
      do: [{{gain: {{wool: {{event: {{event: sheep_gained, get: n}}}}}}}}]
"""
    for kind in CARD_KINDS
)


CARDS_OPTIONS = {"variant": "cards", "starter_deck": 0, "court_deck": 4}


@pytest.fixture(scope="module")
def game() -> Hallertau:
    return Hallertau(extra_cards=CARDS)


def taking(game: Hallertau, d: HData) -> HData:
    """Runs the tasks scheduled, taking every good offered (L699)."""
    settle(d, game)
    state: State = positioned(game, d)
    while not state.is_terminal:
        moves = [str(a) for a in state.legal_actions()]
        move = next(m for m in moves if m.startswith("take "))
        state = state.apply(game.parse_action(state, move))
    data: HData = state.data
    return data


def good(d: HData, name: str) -> int:
    return int(d.villages[0].goods[GOODS.index(name)])


@pytest.mark.parametrize("kind", CARD_KINDS)
def test_every_card_kind_runs_on_play_phase_and_whenever(game: Hallertau, kind: str) -> None:
    card = f"K-{kind}"
    d = deal_setup(game.setup(1, 0, CARDS_OPTIONS), game)
    d.tasks, d.round, d.phase = [], 4, 3  # phase 3, income (L377)
    d.villages[0].hand = [card]
    d.villages[0].goods = [0] * len(d.villages[0].goods)
    stable_cleared(d)
    later(d, CardWindow("income", (0,)))
    settle(d, game)
    state = positioned(game, d)
    state = state.apply(game.parse_action(state, f"play {card}"))
    d = taking(game, state.data)
    assert d.villages[0].played == [card]
    assert (good(d, "rye"), good(d, "flax")) == (1, 1)  # on_play; income at once (L693)
    supply.gain_sheep(game, d, 0, 2)  # round 4: into the stable (L289-L291)
    d = taking(game, d)
    assert good(d, "wool") == 2  # whenever sheep_gained, with its n
    cardplay.phase_income(game, d)
    d = taking(game, d)
    assert good(d, "flax") == 2  # {phase: income} of a played card (L377-L387)
