"""Shared builders for the Woodcraft Roll & Write rules tests.

Positions are reached through the public API (``new_game(..., chance="explicit")``, then
``parse_action`` and ``apply``). Where a test needs a particular sheet (held dice, materials,
orders in hand), :func:`edit` clones ``state.data``, changes it and reads it back through its
position document (tests/positioned.py), so the game's invariants check the table; the test
then goes on with public ``apply`` calls. Dice given to a sheet come out of the
supply, and orders given to a hand come out of the decks, so the table stays complete.
The orders drawn (CHANCE nodes with ``chance="explicit"``) are answered by ``deal_top``: the
cards the seed's shuffle deals, as in ``chance="auto"``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import boardrules
from boardrules import CHANCE, State
from boardrules.testing import deal_top
from tests.play import act_dealing as act
from tests.play import decision, legal
from tests.positioned import edited as edit

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
    from games.woodcraft_rw.state import COLORS, ROWS, RWData, kind
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW
    from boardrules.games.woodcraft_rw.state import COLORS, ROWS, RWData, kind

__all__ = [
    "BROWN_ROLL",
    "GAME",
    "YELLOW_ROLL",
    "act",
    "advance",
    "decision",
    "die_kind",
    "edit",
    "end_free",
    "free_turn",
    "legal",
    "move_order",
    "roll",
    "sheet",
    "start",
    "with_sheet",
]

_game = boardrules.load_game("woodcraft_rw")
assert isinstance(_game, WoodcraftRW)
GAME: WoodcraftRW = _game

# The board of most tests (yellow rolled first, then brown, woodcraft_rw.pl.txt L51):
# columns 1..6 = brown 6, yellow 5, brown 4, yellow 3, brown 2, yellow 1.
YELLOW_ROLL = (5, 3, 1)
BROWN_ROLL = (6, 4, 2)


def sheet(state: State, seat: int) -> dict[str, Any]:
    """A seat's sheet as that seat observes it."""
    result: dict[str, Any] = state.observation(seat)["sheets"][seat]
    return result


def start(players: int = 2, seed: int = 0, **options: Any) -> State:
    """A new game in which every seat kept the first order dealt, at the first board roll."""
    state = deal_top(GAME.new_game(players, seed=seed, chance="explicit", **options))
    while state.current_player != CHANCE:
        state = deal_top(state.apply(state.legal_actions()[0]))
    return state


def roll(
    state: State, yellow: Iterable[int] = YELLOW_ROLL, brown: Iterable[int] = BROWN_ROLL
) -> State:
    """Answer the board's chance nodes: the yellow dice first, then the brown ones (L51)."""
    return act(state, *(f"roll {v}" for v in (*yellow, *brown)))


def die_kind(name: str) -> int:
    """``"yellow 3"`` -> the die kind index used in the data."""
    color, value = name.split()
    return kind(COLORS.index(color), int(value))


def move_order(d: RWData, oid: str) -> None:
    """Take an order out of the decks, the pool (refilled from the top of its deck) or a hand."""
    for deck in (d.deck1, d.deck2, d.discard):
        if oid in deck:
            deck.remove(oid)
            return
    if oid in d.pool:
        slot = d.pool.index(oid)
        deck = d.deck1 if d.phase == 1 else d.deck2
        d.pool[slot] = deck.pop(0)
        return
    for s in d.sheets:
        for cards in (s.held, s.fulfilled, s.dealt):
            if oid in cards:
                cards.remove(oid)
                return
    raise KeyError(oid)


def with_sheet(
    state: State,
    seat: int,
    *,
    dice: Mapping[str, int] | None = None,
    materials: Mapping[str, int] | None = None,
    held: Iterable[str] | None = None,
    helpers: Iterable[str] | None = None,
    lanterns: Iterable[int] | None = None,
    reputation: int | None = None,
    nuts: int | None = None,
    active_crates: Iterable[str] | None = None,
) -> State:
    """The position with parts of one seat's sheet replaced.

    ``dice`` ({"yellow 1": 2}) replaces the held dice (the old ones go back to the supply);
    ``materials`` ({"glue": 1}) sets circled, uncrossed materials; ``held`` replaces the orders
    in hand; ``helpers`` marks hired helpers; ``lanterns`` marks lantern cells (1..9) without
    their line bonuses; ``active_crates`` crosses out every icon of those crates, without their
    immediate VP.
    """

    def change(d: RWData) -> None:
        s = d.sheets[seat]
        if dice is not None:
            for k, n in enumerate(s.dice):
                d.supply[k // 6] += n
            s.dice = [0] * 12
            for name, n in dice.items():
                k = die_kind(name)
                s.dice[k] += n
                d.supply[k // 6] -= n
        if materials is not None:
            s.marked = [materials.get(m, 0) for m in ROWS]
            s.spent = [0] * len(ROWS)
        if held is not None:
            d.discard += s.held
            s.held = []
            for oid in held:
                move_order(d, oid)
                s.held.append(oid)
        if helpers is not None:
            s.helpers = sum(1 << GAME.tables.helper_index[h] for h in helpers)
        if lanterns is not None:
            s.lanterns = sum(1 << (c - 1) for c in lanterns)
        if reputation is not None:
            s.reputation = reputation
        if nuts is not None:
            s.nuts = nuts
        if active_crates is not None:
            ids = [c.id for c in GAME.tables.crates]
            for cid in active_crates:
                c = ids.index(cid)
                s.crates[c] = (1 << len(GAME.tables.crate_icons[c])) - 1
                s.active |= 1 << c

    return edit(state, change)


def free_turn(players: int = 2, **sheet_fields: Any) -> State:
    """Seat 0 at its free actions of round 1, turn 1, with its sheet set by ``with_sheet``.

    The board is the standard one; seat 0 picked brown 6 and the others the next dice.
    """
    state = roll(start(players))
    picks = ["pick brown 6", "pick yellow 5", "pick brown 4", "pick yellow 3", "pick brown 2"]
    state = act(state, *picks[:players])
    assert decision(state) == "free" and state.current_player == 0
    return with_sheet(state, 0, **sheet_fields)


def end_free(state: State) -> State:
    """Every seat still in its free actions ends them, up to the next non-free decision."""
    while decision(state) == "free":
        state = act(state, "end")
    return state


def advance(state: State, stop: Callable[[State], bool], rolls: Iterable[int] = ()) -> State:
    """Play a plain line until ``stop`` holds: dice are picked (the first legal die), free
    actions are ended at once, other decisions take their first option. Chance nodes take
    the values of ``rolls`` in turn, then cycle through 1..6."""
    values = list(rolls)
    n = 0
    while not stop(state):
        dealt = deal_top(state)  # the orders drawn: the seed's cards
        if dealt is not state:
            state = dealt
            continue
        if state.current_player == CHANCE:
            value = values[n] if n < len(values) else (n % 6) + 1
            n += 1
            state = act(state, f"roll {value}")
        elif decision(state) == "free":
            state = act(state, "end")
        else:
            state = state.apply(state.legal_actions()[0])
    return state
