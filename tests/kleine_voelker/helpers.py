"""Shared builders for the Kleine Völker großer Garten tests.

Most positions use the fixed layout (``layout="fixed"``, data/kleine_voelker/rules.yaml): the
centre is territory 4, then NW 1, NE 2, E 5, SE 7, SW 6, W 3, none rotated, so a space's index
is its board direction (0 centre, 1 NW, 2 NE, 3 E, 4 SE, 5 SW, 6 W) and an action on index i
sends the crane to the territory at board position i. The spaces (land, number), with index
0 first and then the ring 1..6 (kleine_voelker.md, tile table):

    T1: bramble  m4 m4 s4 s3 l5 l1        T5: m4  l3 s5 l2 s3 bramble m2
    T2: s3  s2 l4 m4 bramble l3 m5        T6: l5  m3 s4 s4 l3 m3 bramble
    T3: l3  m3 l4 s4 bramble m1 s3        T7: s5  m5 l4 m3 s1 bramble l3
    T4: m3  s4 l5 bramble m1 l4 s3

:func:`table` builds a constructed table (buildings, inhabitants, the display, whose turn)
with the position editor (``state.edit()``, docs/positions.md) over a started game, in the
document's words (``territories.1.spaces[3].building``, ``peoples[0].floors``, ``land_tiles``,
``to_move``); :func:`position` reads it back (``Editor.state``), so the game's invariants check
every table a test plays from: floors come out of their people's supply, land tiles out of the
tile supply, roofs out of the roof supply and secret projects from the cards no other seat
holds. A test changing one thing more says it with the editor's ``set`` or ``move`` before
``state()``; the tests then go on with public ``apply`` calls.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

import boardrules
from boardrules import State
from boardrules.editor import Editor
from tests.play import decision

__all__ = [
    "GAME", "A", "B", "C", "D", "Building", "at", "cover", "decision", "ended", "hold", "new",
    "people", "position", "put", "space_of", "started", "table",
]  # fmt: skip

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.kleine_voelker.game import KleineVoelker
    from games.kleine_voelker.state import LANDS
else:
    from boardrules.games.kleine_voelker.game import KleineVoelker
    from boardrules.games.kleine_voelker.state import LANDS

_game = boardrules.load_game("kleine_voelker")
assert isinstance(_game, KleineVoelker)
GAME: KleineVoelker = _game

A, B, C, D = 0, 1, 2, 3

# A building: (seat, floors) or (seat, floors, True) for a roofed one.
Building = tuple[int, ...]


def people(state: State, seat: int) -> dict[str, object]:
    """A seat's people as that seat observes it."""
    result = state.observation(seat)["peoples"][seat]
    assert isinstance(result, dict)
    return result


def new(players: int = 2, seed: int = 0) -> State:
    """A new game on the fixed layout, at the first secret-project choice."""
    return GAME.new_game(players, seed=seed, layout="fixed")


def started(players: int = 2, seed: int = 0) -> State:
    """A new game in which every seat kept the first two secret projects it was offered."""
    state = new(players, seed)
    while decision(state) == "keep":
        state = state.apply(state.legal_actions()[0])
    return state


@functools.cache
def _started(players: int) -> State:
    """``started(players)``, played once: the table each ``table`` edits (a state is never
    changed; the editor works on its position document)."""
    return started(players)


def at(where: tuple[int, int]) -> str:
    """The document's path of space (territory, index): ``territories.1.spaces[3]``."""
    return f"territories.{where[0]}.spaces[{where[1]}]"


def cover(ed: Editor, where: tuple[int, int], land: str) -> Editor:
    """Lay a land tile of ``land`` from the supply on the bramble at (territory, index)
    (L462-L470)."""
    assert ed.get(f"{at(where)}.land") is None, f"{where} is not an uncovered bramble"
    ed.set(f"{at(where)}.land", land)
    return ed.set(f"land_tiles.{land}", ed.get(f"land_tiles.{land}") - 1)


def put(ed: Editor, where: tuple[int, int], seat: int, floors: int, roof: bool = False) -> Editor:
    """Put a building of ``seat`` on space (territory, index), its floors from the supply and
    its roof from the roof supply; on an uncovered bramble it stands on a land tile (L462-L470)
    of the first land type with a tile left."""
    if ed.get(f"{at(where)}.land") is None:
        tiles = ed.get("land_tiles")
        cover(ed, where, next(land for land in LANDS if tiles.get(land, 0)))
    ed.set(f"{at(where)}.building", {"owner": seat, "floors": floors, "roof": roof})
    ed.set(f"peoples[{seat}].floors", ed.get(f"peoples[{seat}].floors") - floors)
    return ed.set("roofs", ed.get("roofs") - 1) if roof else ed


def hold(ed: Editor, seat: int, cards: Iterable[str], place: str = "secret") -> Editor:
    """``seat``'s kept (``place="secret"``) or dealt (``"dealt"``) secret projects become
    ``cards``; a copy another seat then holds beyond the game's copies of that card (L613-L620)
    is swapped for a card with a copy to spare, so each card stays in one place."""
    ed.set(f"peoples[{seat}].{place}", list(cards))
    peoples = ed.get("peoples")
    copies = Counter({c: GAME.secrets[c].copies for c in GAME.secrets})
    held = Counter(c for q in peoples for c in (*q["secret"], *q["dealt"]))
    spare = sorted((copies - held).elements())
    for q, other in enumerate(peoples):
        for key in ("secret", "dealt"):
            hand = other[key]
            for i, card in enumerate(hand):
                if q != seat and held[card] > copies[card]:
                    held[card] -= 1
                    hand[i] = spare.pop(0)
            if hand != ed.get(f"peoples[{q}].{key}"):
                ed.set(f"peoples[{q}].{key}", hand)
    return ed


def ended(ed: Editor) -> State:
    """The table as the end of the game: the task stack empty. A game over is a step no seat
    decides, which no ``to_move`` form stands for, so its stack is written whole
    (docs/positions.md, "Positions in the project's tests")."""
    return ed.set("tasks", []).state()


def table(
    players: int = 2,
    *,
    seat: int = A,
    crane: int = 1,
    lands: Mapping[tuple[int, int], str] | None = None,
    buildings: Mapping[tuple[int, int], Building] | None = None,
    inhabitants: Mapping[int, int] | None = None,
    display: Iterable[str] | None = None,
    slot: int = 1,
    actions: int = 1,
) -> Editor:
    """An editor over a started game where ``seat`` is to act in territory ``crane``, in
    turn-order slot ``slot`` (0-based) with ``actions`` actions left (``to_move``), on a table
    with the given land tiles on brambles (``lands``, {(1, 0): "straw"}), buildings and
    inhabitants. The display shows the given public projects (the others stay in the deck, in
    their order: the display's left out on top)."""
    ed = _started(players).edit()
    for where, land in (lands or {}).items():
        cover(ed, where, land)
    for where, (owner, floors, *roof) in (buildings or {}).items():
        put(ed, where, owner, floors, bool(roof and roof[0]))
    for who, n in (inhabitants or {}).items():
        ed.set(f"peoples[{who}].inhabitants", n)
    if display is not None:
        shown = list(display)
        ed.set("deck", [c for c in ed.get("display") + ed.get("deck") if c not in shown])
        ed.set("display", shown)
    others = [q for q in range(players) if q != seat]
    order = [*others[:slot], seat]
    ed.set("turn_order", order).set("first", order[0]).set("crane", crane).set("acting", crane)
    ed.set("skips", 0).set("ploy_used", False)
    return ed.to_move(decision="act", seat=seat, slot=slot, actions_left=actions)


def position(
    players: int = 2,
    *,
    seat: int = A,
    crane: int = 1,
    lands: Mapping[tuple[int, int], str] | None = None,
    buildings: Mapping[tuple[int, int], Building] | None = None,
    inhabitants: Mapping[int, int] | None = None,
    display: Iterable[str] | None = None,
    slot: int = 1,
    actions: int = 1,
) -> State:
    """The table :func:`table` builds, read back as a checked state."""
    return table(
        players,
        seat=seat,
        crane=crane,
        lands=lands,
        buildings=buildings,
        inhabitants=inhabitants,
        display=display,
        slot=slot,
        actions=actions,
    ).state()


def space_of(state: State, territory: int, index: int) -> dict[str, object]:
    """One space as the observation shows it (``territories[T].spaces[I]``), its building
    spelt out: land, cost, owner (-1: none), floors and roof."""
    shown = state.observation(0)["territories"][str(territory)]["spaces"][index]
    building = shown["building"] or {"owner": -1, "floors": 0, "roof": False}
    return {"land": shown["land"], "cost": shown["cost"], **building}
