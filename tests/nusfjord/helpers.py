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


def position(
    players: int = 2,
    *,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    harbors: list[dict[str, Any]] | None = None,
    tasks: list[dict[str, Any]] | None = None,
    chance: str = "auto",
    **data: Any,
) -> State:
    """The position of a new game of ``seed`` with the given fields changed (``harbors``: one
    mapping per seat, merged into the setup's), its random events drawn as ``chance`` says."""
    body: dict[str, Any] = dict(data)
    if harbors is not None:
        body["harbors"] = harbors
    if tasks is not None:
        body["tasks"] = tasks
    doc = {"game": "nusfjord", "players": players, "seed": seed, "options": options or {}}
    doc["chance"], doc["data"] = chance, body
    tidy(doc)
    return GAME.state_from_position(doc)


BUILDING_PLACES = ("display_a", "display_b", "display_c", "pile_a", "pile_b", "pile_c")


def displays(cards: list[str] | None, game: Nusfjord = GAME) -> dict[str, Any]:
    """``cards`` on the displays, each on that of its letter (a display shows its letter only,
    the game checks it: issue 24 item 9)."""
    out: dict[str, list[str]] = {"display_a": [], "display_b": [], "display_c": []}
    for card in cards or []:
        out[f"display_{game.buildings[card].prop('letter').lower()}"].append(card)
    return out


def tidy(doc: dict[str, Any]) -> None:
    """The buildings and elders a test puts somewhere leave the places of the setup it leaves
    as they are, so that each lies in one place (the game checks it, docs/positions.md)."""
    body = doc["data"]
    setup = GAME.new_game(doc["players"], seed=doc["seed"], **doc["options"]).position()["data"]
    harbors = body.get("harbors", [])
    placed = {c for key in BUILDING_PLACES for c in body.get(key, [])}
    placed |= {c for h in harbors for key in ("spaces", "hand", "beside") for c in h.get(key, [])}
    for key in BUILDING_PLACES:
        if key not in body:
            body[key] = [c for c in setup[key] if c not in placed]
    taken = {e for h in harbors for e in h.get("elders", [])}
    taken |= {e for s in body.get("stacks", []) for e in s} | set(body.get("forgotten", []))
    if "stacks" not in body:
        body["stacks"] = [[e for e in s if e not in taken] for s in setup["stacks"]]
    if "forgotten" not in body:
        body["forgotten"] = [e for e in setup["forgotten"] if e not in taken]
    if "face_down" not in body:
        body["face_down"] = [e for e in setup["face_down"] if e not in taken]


def turn(
    players: int = 2,
    seat: int = 0,
    *,
    first: int = 0,
    turns: int = 1,
    **kw: Any,
) -> State:
    """Seat ``seat`` places a worker (then ``turns - 1`` more turns of the seats after it),
    in the work phase; one more turn of the next seat follows, so the position after these
    turns is still in the work phase (then the homecoming)."""
    order = [(seat + k) % players for k in range(turns + 1)]
    tasks: list[dict[str, Any]] = [
        {"task": "homecoming"},
        *[{"task": "turn", "seat": q} for q in reversed(order)],
    ]
    kw.setdefault("phase", "work")
    return position(players, first=first, tasks=tasks, **kw)


def empty_harbors(players: int, **seat0: Any) -> list[dict[str, Any]]:
    """Seat 0 changed as given, the others as set up."""
    return [dict(seat0)] + [{} for _ in range(players - 1)]
