"""What makes a Nusfjord step cheap must not change a game (docs/performance.md, issue 26):
the table's rows are tuples and its harbors records shared by a state and the states after it
until a rule sets a new row or asks for its own copy of a harbor (``state.own``), so no rule
can change an earlier state; and a turn's options
are the same whether the elders' conditions read the checks the turn made or check again."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from boardrules import State
from boardrules.cards import runtime as rt
from boardrules.copying import freeze
from tests.nusfjord.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.places import Occupancy
    from games.nusfjord.state import Harbor, NData, own
    from games.nusfjord.tasks import Turn
else:
    from boardrules.games.nusfjord.places import Occupancy
    from boardrules.games.nusfjord.state import Harbor, NData, own
    from boardrules.games.nusfjord.tasks import Turn


def rows(record: Any) -> dict[str, object]:
    """The fields of an attrs record that are sequences (its rows)."""
    return {
        f.name: getattr(record, f.name)
        for f in attrs.fields(type(record))
        if isinstance(getattr(record, f.name), list | tuple)
    }


def played(players: int, seed: int) -> list[State]:
    """The states of a random game (uniform choices), first to last."""
    rnd = random.Random(seed)
    states = [GAME.new_game(players, seed=seed)]
    while not states[-1].is_terminal:
        states.append(states[-1].apply(rnd.choice(states[-1].legal_actions())))
    return states


# the rows a step copies (a list) rather than shares: the kernel's and the running action's
COPIED = {"tasks", "card_uses", "harbors", "events"}


@pytest.mark.parametrize("players", [1, 3, 5])
def test_the_rows_are_tuples_and_an_earlier_state_never_changes(players: int) -> None:
    # a frozen copy of each state's table as it was made, checked again at the game's end;
    # on the way every fifth state is resampled for each seat (which redraws other seats'
    # hands into its own copy of their harbors) and a step is taken from the resampled state
    rnd = random.Random(players)
    states = [GAME.new_game(players, seed=players)]
    made = [freeze(states[0].data)]
    while not states[-1].is_terminal:
        if len(states) % 5 == 0:
            for p in range(players):
                other = states[-1].resample(p, random.Random(len(states)))
                if not other.is_terminal:
                    other.apply(rnd.choice(other.legal_actions()))
                assert freeze(states[-1].data) == made[-1]
        states.append(states[-1].apply(rnd.choice(states[-1].legal_actions())))
        made.append(freeze(states[-1].data))
    for s, was in zip(states, made, strict=True):
        d = s.data
        assert isinstance(d, NData)
        assert freeze(d) == was  # no later step changed it
        lists = {k for k, v in rows(d).items() if isinstance(v, list)}
        assert lists == COPIED
        for h in d.harbors:
            assert all(isinstance(v, tuple) for v in rows(h).values())
    last = states[-1].data
    assert isinstance(last, NData)
    with pytest.raises(TypeError):
        last.harbors[0].spaces[0] = "X-A01"  # type: ignore[index]


def test_a_step_shares_the_harbors_and_rows_it_does_not_change() -> None:
    # a harbor record is shared by the states after it until a rule changes it (``own``:
    # copy on write); a changed harbor still shares the rows the rule did not set
    states = played(4, seed=7)
    harbors = rows_kept = 0
    for a, b in zip(states, states[1:], strict=False):
        for ha, hb in zip(a.data.harbors, b.data.harbors, strict=True):
            assert isinstance(ha, Harbor) and isinstance(hb, Harbor)
            harbors += ha is hb
            rows_kept += ha.spaces is hb.spaces and ha.track is hb.track
    steps = len(states) - 1
    assert harbors > 0.6 * 4 * steps  # most steps change one harbor or none
    assert harbors < 4 * steps  # and some do change one
    assert rows_kept > 0.9 * 4 * steps


def test_a_rule_changes_its_own_copy_of_a_harbor() -> None:
    # ``own`` copies a shared harbor once per table: a second ask gives the same record, so
    # a rule and the rules it calls write to one record
    d = GAME.new_game(3, seed=2).data
    assert isinstance(d, NData)
    new = d.clone()
    assert all(a is b for a, b in zip(d.harbors, new.harbors, strict=True))
    h = own(new, 1)
    assert h is not d.harbors[1] and h == d.harbors[1]
    assert own(new, 1) is h and new.harbors[1] is h
    h.gold += 3
    assert d.harbors[1].gold == h.gold - 3
    assert new.harbors[0] is d.harbors[0] and new.harbors[2] is d.harbors[2]
    assert own(d, 0) is d.harbors[0]  # a new game's table holds its own harbors


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_elders_read_the_checks_of_the_turn_or_check_again_alike(players: int) -> None:
    # L585-L604, digest A7: an own elder without a worker is offered while a plate holds a
    # fish and its function can have an effect; opt_turn lets its condition read the checks
    # it made (ActionBoard.known) and clears them after; checked again here without them
    board, turns, ids = GAME.action_board, GAME.turns, GAME.ids
    compared = 0
    for state in played(players, seed=11 + players):
        d = state.data
        top = d.tasks[-1] if d.tasks else None
        if not isinstance(top, Turn):
            continue
        options = turns.opt_turn(d, top)
        assert board.known is None
        taken = Occupancy.of(d.placed).elders
        for e in d.harbors[top.seat].elders:
            offered = e not in taken and GAME.council.usable(d, top.seat, e)
            assert (ids.elder[e] in options) == offered
            compared += offered
    assert compared > 5


@pytest.mark.parametrize(("players", "options"), [(1, {}), (3, {"elders": "variants"}), (5, {})])
def test_an_owned_cards_ability_is_usable_as_the_card_runtime_says(
    players: int, options: dict[str, Any]
) -> None:
    # L585-L604 (an elder's if, digest A7), L947 (an anytime building's cost): the table of
    # OwnedAbilities gives what rt.usable gives for every card a seat owns, in every state
    board, usable, runtime = GAME.action_board, GAME.abilities.usable, GAME.runtime
    compared = {True: 0, False: 0}
    for seed in range(4):
        rnd = random.Random(seed)
        state = GAME.new_game(players, seed=seed, **options)
        while not state.is_terminal:
            d = state.data
            assert isinstance(d, NData)
            for p, h in enumerate(d.harbors):
                for card in (*h.elders, *h.spaces, *h.beside):
                    abilities = (*runtime.activated.get(card, ()), *runtime.anytime.get(card, ()))
                    for ref in (ab.ref for ab in abilities):
                        keeps: dict[str, bool] = {}  # also while a turn's checks are kept
                        for known in (None, (d, p, keeps)):
                            board.known = known
                            try:
                                fast = usable(d, p, ref)
                                assert fast == rt.usable(GAME, d, p, ref), (ref, state)
                            finally:
                                board.known = None
                            compared[fast] += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert min(compared.values()) > 50
