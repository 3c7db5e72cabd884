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
from boardrules.cards import runtime as rt
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


def nested_imitations(
    d: NData, p: int, blocked: list[tuple[str, str]], known: dict[str, bool]
) -> list[str]:
    """L617-L625 as a loop over the imitation spaces, then the full spaces (the order of the
    legal actions): a full space of the imitation space's column (any column at 4 players
    and solo), the imitation space itself free, the action able to have an effect (L363)."""
    turns = GAME.turns
    checks = GAME.action_board.checks
    taken = Occupancy.of(d.placed).imitations
    out: list[str] = []
    for k, column in enumerate(turns.imitation_columns(d)):
        if k in taken:
            continue
        for s, a in blocked:
            if column in ("any", turns.column[s]) and s not in out:
                if a not in known:
                    known[a] = checks[a](d, p, d.harbors[p])
                if known[a]:
                    out.append(s)
    return out


@pytest.mark.parametrize(
    ("players", "options"),
    [(1, {}), (1, {"variant": "solo_advanced"}), (4, {}), (5, {})],
)
def test_the_imitation_spaces_in_one_pass_are_the_loop(
    players: int, options: dict[str, str]
) -> None:
    # L615-L625: Turns.imitations walks the full spaces once (turns.one_pass)
    turns = GAME.turns
    compared = offered = 0
    for d in tables(players, 6, **options):
        top = d.tasks[-1]
        if not isinstance(top, Turn):
            continue
        p = top.seat
        _, blocked, known = walk(d, p)
        if not blocked:
            continue
        ours = turns.imitations(d, p, Occupancy.of(d.placed), blocked, dict(known))
        assert ours == nested_imitations(d, p, blocked, dict(known))
        compared += 1
        offered += len(ours)
    first = GAME.new_game(players, 0, **options).data
    assert isinstance(first, NData) and turns.imitation_plan(first)[1] is not None
    assert compared > 30 and offered > compared // 2


@pytest.mark.parametrize("players", [1, 3, 5])
def test_the_owned_cards_kept_per_seat_are_those_on_the_board(players: int) -> None:
    # L856, L947, L949, L946: a card on a building space, beside them or in the council;
    # the windows' and the events' quick answers (anytime.py, cards.py) against the rows
    owned, runtime = GAME.owned, GAME.runtime
    events = sorted({*runtime.hear, *runtime.hear_all})
    seen = 0
    for d in tables(players, 6):
        for p, h in enumerate(d.harbors):
            cards = {*h.spaces, *h.elders, *h.beside}
            assert owned.of(h, p) == owned.watched & cards
            assert GAME.anytime.may_use(h) == bool(h.guests or owned.anytime & cards)
            for event in events:
                heard = bool(rt.listening(GAME, d, p, event)) or event in runtime.hear_all
                assert GAME.rules.may_hear(d, p, event) == heard
            seen += bool(owned.of(h, p))
    assert seen > 0


@pytest.mark.parametrize(
    ("players", "options"),
    [(1, {}), (2, {"forgotten": True}), (3, {}), (5, {"forgotten": True})],
)
def test_the_top_card_is_the_first_of_the_pile(players: int, options: dict[str, object]) -> None:
    """``Nusfjord.top``, the card ``chance="auto"`` deals (the kernel's ``Game.top``), is the
    first of ``pile`` at every draw (A, B, C buildings, L245-L249, L396-L404; a face-down
    elder, L239, L570; the promo pile's new top, L940) of explicit-chance random games."""
    draws = 0
    for seed in range(4):
        rnd = random.Random(seed)
        state = GAME.new_game(players, seed=seed, chance="explicit", **options)
        while not state.is_terminal:
            d = state.data
            top = d.tasks[-1]
            if state.is_chance_node:
                assert GAME.top(d, top) == GAME.pile(d, top)[0]
                draws += 1
            state = state.apply(rnd.choice(state.legal_actions()))
    assert draws > 20


@pytest.mark.parametrize("players", [1, 3])
def test_the_reserves_limit_without_the_modifiers_walk_is_theirs(players: int) -> None:
    # L331: up to 8 items on the reserves space; L333: more with a building that says so
    # (X-A08, its modifier reserves_limit 12): the quick answer for a seat owning none of
    # those cards against the modifiers of the cards it owns, with and without X-A08 built
    fishing = GAME.fishing

    def walked(d: NData, p: int) -> int:
        limits = rt.modifiers(GAME, d, p, "reserves_limit")
        return max([GAME.params["reserves_limit"], *(m for m in limits if isinstance(m, int))])

    assert fishing.limit_cards == {"X-A08"}
    seen = {8: 0, 12: 0}
    for d in tables(players, 2):
        for p, h in enumerate(d.harbors):
            limit = fishing.reserves_limit(d, p)
            assert limit == walked(d, p)
            seen[limit] += 1
            if "X-A08" in h.spaces:
                continue
            built = d.clone()
            mine = built.harbors[p]
            mine.spaces = ("X-A08", *mine.spaces[1:])
            assert fishing.reserves_limit(built, p) == walked(built, p) == 12
            assert "X-A08" not in d.harbors[p].spaces  # the table itself unchanged
    assert seen[8] > 0
