"""The turn's options written out for speed (issue 26) give what the general checks give:
the helpers' once-per-turn abilities (``action_step.helper_uses`` against the card runtime's
``usable_abilities``, L697-L701) and the tiles a turn may choose (``wheel.TileChoices``
against ``wheel.movable_tiles``, L376-L402, L472-L477)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

import boardrules
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft import action_step
    from games.woodcraft import wheel as wh
    from games.woodcraft.game import Woodcraft
    from games.woodcraft.tasks import Main
else:
    from boardrules.games.woodcraft import action_step
    from boardrules.games.woodcraft import wheel as wh
    from boardrules.games.woodcraft.game import Woodcraft
    from boardrules.games.woodcraft.tasks import Main

FAST = as_game(boardrules.load_game("woodcraft"), Woodcraft)
SLOW = Woodcraft()  # the same rules, every helper checked by ``usable``
SLOW.helper_uses = None


def test_every_activated_ability_is_plain() -> None:
    """The data's helpers all take the written-out path (else the test below tests less)."""
    assert FAST.helper_uses is not None
    assert set(FAST.helper_uses) == set(FAST.activated)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_main_options_as_the_card_runtime_says(players: int) -> None:
    uses = turns = tiles = 0
    for seed in range(6 if players == 1 else 3):
        rng = random.Random(seed)
        state = FAST.new_game(players, seed)
        while not state.is_terminal:
            d = state.data
            top = d.tasks[-1]
            if isinstance(top, Main):
                fast = action_step.main_options(FAST, d, top)
                assert fast == action_step.main_options(SLOW, d, top), state.history[-3:]
                turns += 1
                uses += sum(1 for a in fast if a in FAST.ids.use.values())
                if d.workshops[top.seat].tile < 0:
                    tile = FAST.ids.tile
                    expected = [tile[d.wheel[pos]] for pos in wh.movable_tiles(d.wheel, d.arrow)]
                    assert FAST.tile_choices.of(d.wheel, d.arrow) == expected
                    tiles += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert turns and tiles and uses  # a helper's ability was offered


def test_a_used_ability_waits_for_the_next_turn_and_its_cost() -> None:
    """L697-L701: once per turn; a cost the workshop cannot pay is no option."""
    checked = 0
    for seed in range(4):
        checked += used_and_poor(seed)
    assert checked


def used_and_poor(seed: int) -> int:
    state = FAST.new_game(1, seed)
    rng = random.Random(seed)
    checked = 0
    while not state.is_terminal:
        d = state.data
        top = d.tasks[-1]
        if isinstance(top, Main):
            w = d.workshops[top.seat]
            for card in w.rooms:
                for ref, aid, _usage, cost in (FAST.helper_uses or {}).get(card, ()):
                    e = d.clone()
                    e.card_uses = [{ref: (e.round, e.turn)}]
                    assert aid not in action_step.main_options(FAST, e, top)
                    if cost:
                        poor = d.clone()
                        for field, n in cost:
                            setattr(poor.workshops[top.seat], field, n - 1)
                        assert aid not in action_step.main_options(FAST, poor, top)
                        assert aid not in action_step.main_options(SLOW, poor, top)
                    checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    return checked
