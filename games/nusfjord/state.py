"""The state of a Nusfjord game: harbors, the action board, the banquet table, the boards.

Goods lie in a seat's own supply (``wood``, ``fish``, ``gold``); the reserves space holds
goods of its own. A harbor board has 11 building spaces (``spaces``, digest A1): space 0 is
the single space beside the reserves, then the double spaces 1-2, 3-4 (left half) and 5-6,
7-8, 9-10 (right half); ``forests`` counts the strips on each of the five double spaces.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import attrs

from boardrules.copying import Clonable, compile_clone
from boardrules.engine import GameData
from boardrules.owned import Owned, owner, take_all

from .places import WorkerPlace

GOODS = ("wood", "fish", "gold")
SHIPS = ("sloop", "cutter", "schooner")
EMPTY = ""  # a building space without a building
SPACES: tuple[str, ...] = (  # the action spaces, in the order of the action board
    "gold",
    "reserves",
    "serve",
    "build",
    "build2",
    "realize",
    "buy",
    "clear_cut",
    "thin",
    "afforest",
    "ship",
    "elder",
)
IN_THE_BOX = (6, 6, 7)  # sloops, cutters, schooners (L141-L142, L227)
# the variables an event's whenever effects read (docs/cards.md, Nusfjord cards): the worker's
# number (L978-L981); the plates filled, the fish they cost (a guest's plate counts the fish the
# guest saved) and the plates filled with fish alone (L754)
EVENT_PAYLOAD = {"worker_placed": ("worker",), "fish_served": ("plates", "fish", "fish_plates")}
T = TypeVar("T")


def put_in(place: tuple[str, ...], cards: Iterable[str]) -> tuple[str, ...]:
    """``place`` (the box, or out of the game: sorted) with ``cards`` put in, sorted.

    >>> put_in(("B2",), ["A1", "C3"])
    ('A1', 'B2', 'C3')
    """
    return tuple(sorted((*place, *cards)))


def put(row: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """``row`` with ``value`` at ``i``: a harbor's rows are tuples, shared by the copies of a
    state until a rule sets a new one (see ``Harbor``).

    >>> put((0, 1, 2), 1, 5)
    (0, 5, 2)
    """
    return (*row[:i], value, *row[i + 1 :])


def without(row: tuple[T, ...], value: T) -> tuple[T, ...]:
    """``row`` without the first ``value`` in it (``put``).

    >>> without(("a", "b", "a"), "a")
    ('b', 'a')
    """
    i = row.index(value)
    return (*row[:i], *row[i + 1 :])


def plus(row: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    """``row`` with ``n`` added at ``i`` (``put``).

    >>> plus((0, 1, 2), 2, -1)
    (0, 1, 1)
    """
    return (*row[:i], row[i] + n, *row[i + 1 :])


@attrs.define(eq=True)
class Harbor(Clonable, Owned):
    """One seat's company: supply, reserves, shares, harbor board, fleet, elder council.

    A harbor is copied on write (``boardrules.owned``): every ``apply`` forks the table, and
    the fork shares the harbors of the table it came from until a rule takes one by ``own``
    (most steps change one harbor or none). Its rows are tuples, not lists: a copy of a
    harbor shares them too (a step changes one or two rows of one harbor at most). A rule
    changes a row by setting a new tuple (``put``, ``plus``); a tuple cannot be changed in
    place, so no rule can change an earlier state's row by mistake (mypy refuses
    ``h.spaces[0] = card``, and Python raises a TypeError)."""

    wood: int
    fish: int
    gold: int
    reserves: tuple[int, ...]  # goods on the reserves space: [wood, fish, gold] (L329-L333, L426)
    unrealized: int  # own share tokens not yet realized (L269)
    shares: tuple[int, ...]  # realized share tokens held beside the supply board, per colour
    forests: tuple[int, ...]  # forest strips on each double space 0..4 (L271)
    spaces: tuple[str, ...]  # the building on each building space 0..10, or "" (L458)
    track: tuple[str, ...]  # ships on the fishing track, left to right (L299, L551)
    elders: tuple[str, ...]  # the elder council, at most 5 (L577)
    elder_fish: tuple[int, ...]  # fish on each elder of the council (L305-L313)
    hand: tuple[str, ...]  # C buildings in hand, secret (L400)
    workers: int  # workers this seat placed this work phase
    guests: int  # guests in the own supply (L730)
    boarded: tuple[int, ...]  # positions on the track of the ships carrying a guest (L758)
    credit: tuple[int, ...]  # wood and fish that guests pay of the building being paid (L738)
    old_man: int  # the round this seat last used the Old Man (L810), or 0
    # buildings on the harbor board but on no building space, such as the Pfahlhaus (L856)
    beside: tuple[str, ...] = ()


@attrs.define(eq=True)
class NData(GameData):
    """The whole table."""

    round: int  # 1..7 (L281)
    phase: str  # fishing, work, homecoming, over
    first: int  # the seat holding the start ship (L273, L386)
    harbors: list[Harbor]
    plates: tuple[bool, ...]  # banquet table: a fish on plate k (L211-L219)
    new_shares: tuple[int, ...]  # tokens on the "newly realized shares" space, per colour (L482)
    ships: tuple[int, ...]  # sloops, cutters, schooners on the storage board (L223)
    rafts: int  # rafts left (L172)
    stacks: tuple[tuple[str, ...], ...]  # the six elder stacks, bottom first (L231-L241)
    face_down: tuple[str, ...]  # elders still lying face down (5 players, L239, L570)
    forgotten: tuple[str, ...]  # "Die Vergessenen": the promo pile, top last (L940)
    display_a: tuple[str, ...]  # A buildings on their storage board (L245)
    display_b: tuple[str, ...]
    display_c: tuple[str, ...]  # C buildings next to the boards (L404)
    pile_a: tuple[str, ...]  # face-down piles, top last
    pile_b: tuple[str, ...]
    pile_c: tuple[str, ...]
    placed: tuple[tuple[WorkerPlace, ...], ...]  # per worker colour: where its workers stand (L357)
    colour: int  # the worker colour playing this round (seat, or solo colour, L681)
    turn: int  # turns taken in the game so far (the card runtime's clock)
    # (seat, event, payload) caused in the running action; the payload's values in the order
    # of EVENT_PAYLOAD (cards.py)
    events: list[tuple[int, str, tuple[int, ...]]]
    # the buildings of the game's decks no longer in play, each sorted: back in the box, face
    # down (1-2 seats: the A and B buildings not laid out, L249, L675; the mixed game's,
    # L669; those the first game of home-and-away laid out, L665; those the campaign's earlier
    # games set aside or did not lay out, L710-L712); out of the game, face up (the Investorin,
    # L882; the campaign's earlier games' buildings built, L710)
    box: tuple[str, ...]
    removed: tuple[str, ...]

    def clone(self) -> NData:
        """A copy sharing nothing a rule changes: its harbors are its own (``own``)."""
        new = _clone(self)
        take_all(new, new.harbors)
        return new


_clone = compile_clone(NData)
# ``State.apply`` forks the table at every step: the compiled fork itself, not ``GameData.fork``
# calling it; the fork's harbors are those of the table it came from until a rule takes one by
# ``own`` (copying every harbor was a tenth of a step at five seats)
NData.fork = compile_clone(NData, shallow=("harbors",))  # type: ignore[method-assign,assignment]

# seat p's harbor, d's own to change (``boardrules.owned``): every rule that changes a harbor
# (or calls one that does, and reads it after) takes it here
own: Callable[[NData, int], Harbor] = owner(NData, "harbors")
