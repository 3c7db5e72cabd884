"""The turn's options written out for speed (issue 26) give what the general checks give:
the helpers' once-per-turn abilities (``action_step.helper_uses`` against the card runtime's
``usable_abilities``, L697-L701) and the free actions kept for the workshop's parts
(``workshop.FreeChoices`` against ``orders.fulfil_options`` and ``workshop.tile_options``,
L919-L1019)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

import boardrules
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft import action_step, orders, workshop
    from games.woodcraft.game import Woodcraft
    from games.woodcraft.tasks import Main
else:
    from boardrules.games.woodcraft import action_step, orders, workshop
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
    uses = turns = free = 0
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
                w = d.workshops[top.seat]
                kept = FAST.free_choices.of(FAST, w)
                assert kept == orders.fulfil_options(FAST, w) + workshop.tile_options(FAST, w)
                free += bool(kept)
            state = state.apply(rng.choice(state.legal_actions()))
    assert turns and free and uses  # a helper's ability was offered


def test_free_choices_follow_every_part_they_read() -> None:
    """Each part of the workshop changed alone (a copy of the record, as ``own`` makes) gives
    the free actions of the changed workshop, not the ones kept."""
    state = FAST.new_game(2, 4)
    rng = random.Random(4)
    checked = 0
    while not state.is_terminal and checked < 200:
        d = state.data
        top = d.tasks[-1]
        if isinstance(top, Main):
            w = d.workshops[top.seat]
            FAST.free_choices.of(FAST, w)
            for field, value in (
                ("dice", tuple(1 if i in (2, 7, 13) else 0 for i in range(18))),
                ("order_ids", w.order_ids[1:]),
                ("saws", (0,) * len(w.saws)),
                ("upgrades", (0,) * len(w.upgrades)),
                ("pots", (-1, 3, -1)),
                ("glue", 0),
                ("glue_discs", 5),
                ("saw_blades", 5),
                ("scrap", 5),
                ("reuse", 1),
            ):
                changed = w.clone()
                setattr(changed, field, value)
                expected = orders.fulfil_options(FAST, changed) + workshop.tile_options(
                    FAST, changed
                )
                assert FAST.free_choices.of(FAST, changed) == expected, field
                FAST.free_choices.of(FAST, w)
                checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert checked


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
