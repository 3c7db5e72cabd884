"""Shared builders for the Woodcraft Roll & Write rules tests.

Positions are reached through the public API (``new_game(..., chance="explicit")``, then
``parse_action`` and ``apply``). Where a test needs a particular sheet (held dice, materials,
orders in hand), :func:`with_sheet` writes it with the position editor (``state.edit()``,
docs/positions.md) in the document's words, so the game's invariants check the table; the
test then goes on with public ``apply`` calls. Dice given to a sheet come out of the
supply, and orders given to a hand come out of the decks, so the table stays complete.
The orders drawn (CHANCE nodes with ``chance="explicit"``) are answered by ``deal_top``: the
cards the seed's shuffle deals, as in ``chance="auto"``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import boardrules
from boardrules import CHANCE, State
from boardrules.editor import Editor
from boardrules.testing import deal_top
from tests.play import act_dealing as act
from tests.play import decision, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.game import WoodcraftRW
    from games.woodcraft_rw.state import COLORS, ROWS, kind
else:
    from boardrules.games.woodcraft_rw.game import WoodcraftRW
    from boardrules.games.woodcraft_rw.state import COLORS, ROWS, kind

__all__ = [
    "BROWN_ROLL",
    "GAME",
    "YELLOW_ROLL",
    "act",
    "advance",
    "decision",
    "die_kind",
    "end_free",
    "free_turn",
    "legal",
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
    """The position with parts of one seat's sheet replaced, written with the editor in the
    document's words (``sheets[SEAT]``, docs/positions.md).

    ``dice`` ({"yellow 1": 2}) replaces the held dice (the old ones go back to the supply);
    ``materials`` ({"glue": 1}) sets circled, uncrossed materials; ``held`` replaces the orders
    in hand (the old ones to the discard pile; one taken from the pool is replaced by the top
    of its deck); ``helpers`` marks hired helpers; ``lanterns`` marks lantern cells (1..9)
    without their line bonuses; ``active_crates`` crosses out every icon of those crates,
    without their immediate VP.
    """
    ed = state.edit()
    at = f"sheets[{seat}]"
    if dice is not None:
        given = sorted((d for d, n in dice.items() for _ in range(n)), key=die_kind)
        supply = ed.get("supply")
        for name in ed.get(f"{at}.dice"):  # back to the supply
            supply[name.split()[0]] += 1
        for name in given:  # out of it
            supply[name.split()[0]] -= 1
        ed.set(f"{at}.dice", given).set("supply", supply)
    if materials is not None:
        ed.set(f"{at}.marked", {row: materials.get(row, 0) for row in ROWS})
        ed.set(f"{at}.crossed_out", dict.fromkeys(ROWS, 0))
    if held is not None:
        for oid in ed.cards(f"held:{seat}"):
            ed.move(oid, "discard")
        for oid in held:
            take_order(ed, oid, f"held:{seat}")
    if helpers is not None:
        ed.set(f"{at}.helpers", sorted(helpers, key=GAME.tables.helper_index.__getitem__))
    if lanterns is not None:
        ed.set(f"{at}.lanterns", sorted(lanterns))
    if reputation is not None:
        ed.set(f"{at}.reputation", reputation)
    if nuts is not None:
        ed.set(f"{at}.nuts", nuts)
    for cid in active_crates or ():
        icons = GAME.tables.crate_icons[[c.id for c in GAME.tables.crates].index(cid)]
        ed.set(f"{at}.crates.{cid}", {"crossed": list(range(1, len(icons) + 1)), "active": True})
    return ed.state()


def take_order(ed: Editor, oid: str, to: str) -> None:
    """Moves an order to ``to`` from where it lies; one taken from the pool is replaced by the
    top of the deck of the phase."""
    source = ed.where(oid)
    slot = ed.get("pool").index(oid) if source == "pool" else None
    ed.move(oid, to)
    if slot is not None:
        deck = "deck_phase_1" if ed.get("phase") == 1 else "deck_phase_2"
        ed.move(ed.cards(deck)[0], "pool", slot)


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
