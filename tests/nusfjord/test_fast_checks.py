"""A turn's quick checks give what the rules' plain forms give (docs/performance.md, issue 26):
the walk over the action spaces written out per side (``turns.compile_space_checks``) against
the same walk as a loop calling every check (L357, L363, L472); a ship, a free building space,
a free double space and a plain payer told without listing (L556, L999, L544, L738) against the
lists they stand for; in every state of random games at 1-5 seats."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from boardrules import State
from tests.nusfjord.helpers import GAME

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.construction import has_built
    from games.nusfjord.places import Occupancy
    from games.nusfjord.state import NData
    from games.nusfjord.tasks import Turn
else:
    from boardrules.games.nusfjord.construction import has_built
    from boardrules.games.nusfjord.places import Occupancy
    from boardrules.games.nusfjord.state import NData
    from boardrules.games.nusfjord.tasks import Turn


def tables(players: int, games: int, **options: str) -> list[NData]:
    """The tables of every state of ``games`` random games (uniform choices)."""
    out: list[NData] = []
    for seed in range(games):
        rnd = random.Random(seed)
        state: State = GAME.new_game(players, seed=seed, **options)
        while not state.is_terminal:
            d = state.data
            assert isinstance(d, NData)
            out.append(d)
            state = state.apply(rnd.choice(state.legal_actions()))
    return out


def walk(d: NData, p: int) -> tuple[list[int], list[tuple[str, str]], dict[str, bool]]:
    """The walk over the action spaces as a loop (``Turns.spaces``): the place ids offered,
    the full spaces with their action, the actions checked."""
    on_space = Occupancy.of(d.placed).spaces
    out: list[int] = []
    blocked: list[tuple[str, str]] = []
    known: dict[str, bool] = {}
    for s, a, cap, place, check in GAME.turns.spaces[0 if d.players <= 2 else 1]:
        if on_space.get(s, 0) >= cap:  # L357: a full space takes no worker
            blocked.append((s, a))
            continue
        if a not in known:  # L363; L472: the two build spaces check once
            known[a] = check(d, p, d.harbors[p])
        if known[a]:
            out.append(place)
    return out, blocked, known


@pytest.mark.parametrize(
    ("players", "options"),
    [(1, {}), (1, {"variant": "solo_advanced"}), (2, {}), (3, {}), (4, {}), (5, {})],
)
def test_the_walk_over_the_spaces_written_out_is_the_loop(
    players: int, options: dict[str, str]
) -> None:
    turns = GAME.turns
    compared = offered = blocked_seen = 0
    for d in tables(players, 6, **options):
        top = d.tasks[-1]
        if not isinstance(top, Turn):
            continue
        p = top.seat
        out: list[int] = []
        blocked: list[tuple[str, str]] = []
        known: dict[str, bool] = {}
        on_space = Occupancy.of(d.placed).spaces
        turns.open_checks[0 if players <= 2 else 1](
            d, p, d.harbors[p], on_space, out, blocked, known
        )
        assert (out, blocked, known) == walk(d, p)
        compared += 1
        offered += len(out)
        blocked_seen += len(blocked)
    assert compared > 50 and offered > 5 * compared and blocked_seen > compared


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_the_quick_answers_are_those_of_the_lists(players: int) -> None:
    # L556 a ship to build; L999 a free building space; L544 a free double space; a payer
    # of printed costs: no guest, no discount building built (L738, X-A08, X-A10); L473 a
    # building to build
    game = GAME
    fleet, harbor, construction = game.fleet, game.harbor, game.construction
    seen = dict.fromkeys(
        ("ship", "no ship", "full", "double", "no double", "not plain", "build", "no build"), 0
    )
    for d in tables(players, 6):
        for p, h in enumerate(d.harbors):
            ship = fleet.any_ship(d, p, h)
            assert ship == bool(fleet.ship_options(d, p, 0))
            assert harbor.has_free_space(h) == bool(harbor.free_spaces(h))
            double = harbor.has_free_double(h)
            assert double == bool(harbor.free_doubles(h))
            plain = not h.guests and not any(has_built(h, c) for c in construction.discount_cards)
            assert construction.plain_payer(h) == plain
            # L473: a building offered that can be paid and laid, as the listing finds them
            free = harbor.has_free_space(h)
            can_build = [
                c
                for c in construction.offered(d, p)
                if (free or c in game.off_space) and construction.can_build(d, p, h, c)
            ]
            assert construction.can_build_any(d, p, h) == bool(can_build)
            seen["build" if can_build else "no build"] += 1
            seen["ship" if ship else "no ship"] += 1
            seen["full"] += not harbor.free_spaces(h)
            seen["double" if double else "no double"] += 1
            seen["not plain"] += not plain
    assert min(seen.values()) > 0, seen
