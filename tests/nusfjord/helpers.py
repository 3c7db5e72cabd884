"""Shared builders for the Nusfjord tests: every position is written as a position document
(docs/positions.md) and read by ``game.state_from_position``; the tests then go on with
public ``apply`` calls in notation.

Plates (data/nusfjord/rules.yaml, digest A3) cost 2, 2, 3, 3, 4, 4, 5; building spaces are 0
(single) and the double spaces 1-2, 3-4, 5-6, 7-8, 9-10 (forest strips 0, 0, 2, 1, 1 at the
start, digest A1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import boardrules
from boardrules import State
from boardrules.editor import Editor

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.nusfjord.game import Nusfjord
else:
    from boardrules.games.nusfjord.game import Nusfjord

_game = boardrules.load_game("nusfjord")
assert isinstance(_game, Nusfjord)
GAME: Nusfjord = _game


def harbor(state: State, seat: int, viewer: int | None = None) -> dict[str, Any]:
    """A seat's harbor as ``viewer`` (default: the seat itself) observes it."""
    view = state.observation(seat if viewer is None else viewer)
    result = view["harbors"][seat]
    assert isinstance(result, dict)
    return result


# the fields of a harbor that hold cards: the editor's places (docs/positions.md)
HARBOR_PLACES = {"spaces": "harbor", "hand": "hand", "beside": "beside", "elders": "council"}


def position(
    players: int = 2,
    *,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    harbors: list[dict[str, Any]] | None = None,
    to_move: dict[str, Any] | None = None,
    tasks: list[dict[str, Any]] | None = None,
    chance: str = "auto",
    **data: Any,
) -> State:
    """The position of a new game of ``seed`` with the given fields of the table changed, in
    the game's words (docs/positions.md; ``harbors``: one mapping per seat, its fields set in
    the setup's), built with the editor (``table``), where play stands as ``to_move`` says (or
    the task stack ``tasks``), its random events drawn as ``chance`` says."""
    ed = table(players, seed=seed, options=options, harbors=harbors, chance=chance, **data)
    if to_move is not None:
        ed.to_move(**to_move)
    if tasks is not None:
        ed.set("tasks", tasks)
    return ed.state()


def table(
    players: int = 2,
    *,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    harbors: list[dict[str, Any]] | None = None,
    chance: str = "auto",
    taken: tuple[str, ...] = (),
    **data: Any,
) -> Editor:
    """An editor over a new game of ``seed`` with the given fields set in the document's
    words. The cards a test lists are laid where it says with ``Editor.lay`` (each taken from
    where the setup dealt it): a display's cards it leaves out go under their pile, a stack's
    or the promo pile's stay under the elders it lists; every other field is set (a mapping
    key by key); the cards ``taken`` lie in no place (``Editor.take``)."""
    # the seed's cards dealt (as with chance="auto"), the later draws as ``chance`` says
    ed = GAME.new_game(players, seed=seed, **(options or {})).edit().set("chance", chance)
    for p, fields in enumerate(harbors or []):
        for key, value in fields.items():
            if key in HARBOR_PLACES:
                ed.lay(f"{HARBOR_PLACES[key]}:{p}", value)
            else:
                assign(ed, f"harbors[{p}].{key}", value)
    for group, word in (("piles", "pile"), ("display", "display")):
        for letter, cards in data.pop(group, {}).items():
            ed.lay(f"{word}_{letter.lower()}", cards, rest=f"pile_{letter.lower()}")
    for k, stack in enumerate(data.pop("elder_stacks", [])):
        ed.lay(f"elder_stack:{k + 1}", stack, rest=f"elder_stack:{k + 1}")
    for place in ("forgotten", "box", "removed"):
        if place in data:
            ed.lay(place, data.pop(place), rest=place)
    for key, value in data.items():
        assign(ed, key, value)
    for card in taken:  # off the table: it lies in the task that holds it (being paid for)
        ed.take(card)
    return ed


def assign(ed: Editor, path: str, value: Any) -> None:
    """Sets ``path`` to ``value``; a mapping key by key, as a partial document merges."""
    now = ed.get(path)
    if isinstance(value, dict) and isinstance(now, dict) and not value.keys() - now.keys():
        for key, item in value.items():
            assign(ed, f"{path}.{key}", item)
    elif isinstance(value, dict) and isinstance(now, dict):  # new keys: the mapping merged
        ed.set(path, {**now, **value})
    else:
        ed.set(path, value)


def displays(cards: list[str] | None, game: Nusfjord = GAME) -> dict[str, Any]:
    """``cards`` on the displays, each on that of its letter (a display shows its letter only,
    the game checks it: issue 24 item 9)."""
    out: dict[str, list[str]] = {"A": [], "B": [], "C": []}
    for card in cards or []:
        out[game.buildings[card].prop_str("letter")].append(card)
    return {"display": out}


def boxed_table(players: int = 2, game: Nusfjord = GAME, **options: Any) -> Editor:
    """An editor over a new game of 1-2 seats in the work phase, the setup's display back in
    the box with the rest (L249, L675): the displays empty. A
    test then moves the buildings it lays out (``ed.move(card, "harbor:0")``) out of the box."""
    ed = game.new_game(players, **options).edit().set("phase", "work")
    for card in [*ed.cards("display_a"), *ed.cards("display_b")]:
        ed.move(card, "box")
    return ed


def turn(players: int = 2, seat: int = 0, *, first: int = 0, turn: int = 1, **kw: Any) -> State:
    """Seat ``seat``'s turn ``turn`` (1..3) of the work phase (L357), the start ship at seat
    ``first``; the turns of the work phase after it follow, then the homecoming."""
    kw.setdefault("phase", "work")
    where = {"decision": "turn", "seat": seat, "turn": turn}
    return position(players, start_player=first, to_move=where, **kw)


def empty_harbors(players: int, **seat0: Any) -> list[dict[str, Any]]:
    """Seat 0 changed as given, the others as set up."""
    return [dict(seat0)] + [{} for _ in range(players - 1)]


def goods(wood: int = 0, fish: int = 0, gold: int = 0) -> dict[str, int]:
    """Goods on a reserves space, in the document's words."""
    return {"wood": wood, "fish": fish, "gold": gold}


def spaces(*cards: str) -> list[str | None]:
    """A harbor's building spaces 0..10 with ``cards`` on the first ones."""
    return [*cards, *[None] * (11 - len(cards))]
