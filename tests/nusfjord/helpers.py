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
    the game's words (docs/positions.md; ``harbors``: one mapping per seat, merged into the
    setup's), where play stands as ``to_move`` says (or the task stack ``tasks``), its random
    events drawn as ``chance`` says."""
    body: dict[str, Any] = dict(data)
    if harbors is not None:
        body["harbors"] = harbors
    doc: dict[str, Any] = {"game": "nusfjord", "players": players, "seed": seed}
    doc["options"], doc["chance"], doc["data"] = options or {}, chance, body
    if to_move is not None:
        doc["to_move"] = to_move
    if tasks is not None:
        doc["tasks"] = tasks
    tidy(doc)
    return GAME.state_from_position(doc)


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


def tidy(doc: dict[str, Any]) -> None:
    """The buildings and elders a test puts somewhere leave the places of the setup it leaves
    as they are, so that each lies in one place (the game checks it, docs/positions.md)."""
    body = doc["data"]
    new = GAME.new_game(doc["players"], seed=doc["seed"], **doc["options"])
    setup = new.position()["data"]
    harbors = body.get("harbors", [])
    placed = {
        c for group in ("display", "piles") for cs in body.get(group, {}).values() for c in cs
    }
    placed |= {c for h in harbors for key in ("spaces", "hand", "beside") for c in h.get(key, [])}
    for group in ("display", "piles"):
        given = body.setdefault(group, {})
        for letter in "ABC":
            if letter not in given:
                given[letter] = [c for c in setup[group][letter] if c not in placed]
    paid = {v for v in doc.get("to_move", {}).values() if isinstance(v, str)}
    if "box" not in body:  # a building the test lays out leaves the box (L249)
        body["box"] = [c for c in setup["box"] if c not in placed | paid]
    taken = {e for h in harbors for e in h.get("elders", [])}
    taken |= {e for s in body.get("elder_stacks", []) for e in s} | set(body.get("forgotten", []))
    if "elder_stacks" not in body:
        body["elder_stacks"] = [[e for e in s if e not in taken] for s in setup["elder_stacks"]]
    for key in ("forgotten", "face_down"):
        if key not in body:
            body[key] = [e for e in setup[key] if e not in taken]
    game = new.game
    assert isinstance(game, Nusfjord)
    if doc["players"] > 1:  # solo, a campaign's game lacks the buildings built before (L710)
        put_back(game, body, setup, paid)


def put_back(game: Nusfjord, body: dict[str, Any], setup: dict[str, Any], paid: set[str]) -> None:
    """The setup's buildings and elders that the test's lists leave out go under their pile
    (a building under its letter's pile, an elder under the forgotten pile or its stack), so
    that every card in play lies somewhere (the game checks it, docs/positions.md): the tops
    the test wrote stay on top (a pile's top is its last card). A building ``to_move`` names
    (one being paid for) is left where the test put it."""
    harbors = body.get("harbors", [])
    lying = {c for group in ("display", "piles") for cs in body[group].values() for c in cs}
    lying |= {*body["box"], *body.get("removed", [])}
    lying |= {c for h in harbors for key in ("spaces", "hand", "beside") for c in h.get(key, [])}
    setup_cards = [c for group in ("display", "piles") for cs in setup[group].values() for c in cs]
    for card in setup_cards:
        if card not in lying and card not in paid and card in game.buildings:
            pile = body["piles"][game.buildings[card].prop_str("letter")]
            pile.insert(0, card)
    elders = {e for h in harbors for e in h.get("elders", [])} | set(body["forgotten"])
    elders |= {e for stack in body["elder_stacks"] for e in stack}
    for e in setup["forgotten"]:
        if e not in elders:
            body["forgotten"].insert(0, e)
    for k, stack in enumerate(setup["elder_stacks"]):
        for e in stack:
            if e not in elders and k < len(body["elder_stacks"]):
                body["elder_stacks"][k].insert(0, e)


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
