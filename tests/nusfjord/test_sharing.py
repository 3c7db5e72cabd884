"""What makes a Nusfjord step cheap must not change a game (docs/performance.md, issue 26):
the table's rows are tuples shared by a state and the states after it until a rule sets a new
one, so no rule can change an earlier state (checked against a frozen copy of each state taken
as it was made, and with resampled copies played on); and a turn's options
are the same whether the elders' conditions read the checks the turn made or check again."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from boardrules import State
from boardrules.cards import runtime as rt
from boardrules.copying import freeze
from boardrules.owned import take_all
from tests.nusfjord.helpers import GAME
from tests.play import check_own_once, check_resample, check_siblings, shared_records

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
    # a frozen copy of each state's table as it was made (not a copy taken at the end, which
    # would share what a later step changed in place), checked again at the game's end; on
    # the way every fifth state is resampled for each seat (which redraws the other seats'
    # hands) and a step is taken from the resampled state
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
    # a harbor is copied on write (``state.own``): a step shares the harbors it leaves as
    # they are, and the copy of a harbor it changes shares the rows it left
    states = played(4, seed=7)
    same = copied = rows_shared = 0
    for a, b in zip(states, states[1:], strict=False):
        for ha, hb in zip(a.data.harbors, b.data.harbors, strict=True):
            assert isinstance(ha, Harbor) and isinstance(hb, Harbor)
            if ha is hb:
                same += 1
            else:
                copied += 1
                rows_shared += ha.spaces is hb.spaces and ha.track is hb.track
    assert same > 0.7 * 4 * (len(states) - 1)
    assert rows_shared > 0.8 * copied


# --- harbors copied on write (``state.own``, ``boardrules.owned``) -------------------------
@pytest.mark.parametrize("players", [1, 2, 4, 5])
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_no_earlier_state_changes_with_shared_harbors(players: int, chance: str) -> None:
    # every state of seeded games against a full copy made at once: a rule changing a shared
    # harbor without ``own`` would change an earlier state
    share = shared_records(GAME, players, 2, chance, "harbors")
    if players > 1:  # most steps change one harbor (the mover's) or none
        assert share > 0.5, share


@pytest.mark.parametrize("players", [1, 3, 5])
def test_no_sibling_changes_its_parent(players: int) -> None:
    check_siblings(GAME, players, every=8)


@pytest.mark.parametrize("players", [2, 4])
def test_resample_leaves_the_state(players: int) -> None:
    # views.resample_hidden deals the other seats' hands anew: on their own harbors
    check_resample(GAME, players, steps=60)


def test_own_copies_a_shared_harbor_once() -> None:
    state = GAME.new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    h, old = check_own_once(state.data, "harbors", own, lambda d: take_all(d, d.harbors))
    h.gold += 3
    assert old.gold == h.gold - 3  # the earlier table keeps its harbor


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
