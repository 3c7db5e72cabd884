"""Shared builders for the Woodcraft rules tests.

Every test position is built with the position editor (``state.edit()``, docs/positions.md)
in the game's own words (``games/woodcraft/position.py``, the names of ``observation(p)``):
:func:`position` starts from the setup of ``seed``, sets the fields a test gives, takes each
card the test places out of the place the setup dealt it to, and says where play stands (the
seat's turn, ``to_move``, or an expert's task on top of the turn's); the test goes on with
public ``apply`` calls in the game's notation.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import boardrules
from boardrules import State
from boardrules.editor import Editor
from tests.play import act, as_game, legal

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft.game import Woodcraft
    from games.woodcraft.state import Workshop
else:
    from boardrules.games.woodcraft.game import Woodcraft
    from boardrules.games.woodcraft.state import Workshop

__all__ = [
    "GAME", "START", "TILES", "act", "held", "legal", "mine", "position", "reputation_tile",
    "stack", "wheel", "ws",
]  # fmt: skip

GAME = as_game(boardrules.load_game("woodcraft"), Woodcraft)
TILES = (
    "buy_wood", "exchange_dice", "buy_materials", "take_orders", "hire_helper",
    "produce_plant", "improve_workshop",
)  # fmt: skip
START = [*TILES, *[None] * 21]  # setup: the start quarter 0 holds every tile (L297-L313)


def stack(**dice: int) -> list[str]:
    """A lumber stack from counts named like ``green_3=2``: ``["green 3", "green 3"]``."""
    return [name.replace("_", " ") for name, n in dice.items() for _ in range(n)]


def wheel(**spaces: str) -> list[str | None]:
    """A wheel with tiles on the given spaces (``s13="buy_wood"`` on space 13), the others
    empty."""
    out: list[str | None] = [None] * 28
    for name, tile in spaces.items():
        out[int(name[1:])] = tile
    return out


def reputation_tile(tile: str, reached: list[int], removed: bool = False) -> dict[str, Any]:
    """A reputation tile in the document's words: ``reached``, per seat the round it reached
    the tile (0 not yet); ``removed``, solo: the neutral marker reached it first."""
    return {"tile": tile, "reached": reached, "removed": removed}


def position(
    players: int = 2,
    seat: int = 0,
    decision: dict[str, Any] | None = None,
    round: int = 2,
    me: dict[str, Any] | None = None,
    seed: int = 0,
    chance: str = "auto",
    alone: bool = False,
    card_uses: list[dict[str, list[int]]] | None = None,
    **table: Any,
) -> State:
    """Seat ``seat``'s turn in ``round`` (``to_move: {decision: main}``), with ``me`` set in
    that seat's workshop and ``table`` on the table, in the document's words. ``decision``
    (a task record, for an expert) stands on top of the seat's turn instead; ``alone``: the
    decision is the only task (the game ends after it). ``chance="explicit"`` keeps the cards
    the seed deals (as ``chance="auto"``) and leaves later draws to CHANCE nodes."""
    editor = GAME.new_game(players, seed=seed).edit()
    workshops: list[dict[str, Any]] = table.pop("workshops", None) or [{} for _ in range(players)]
    turn = {"tile": None, "acted": False, "bonus_used": False, "tile_lanterns": 0}
    workshops[seat] = {**turn, **workshops[seat], **(me or {})}
    given = {k: v for k, v in table.items()}
    given |= {f"workshops[{q}].{k}": v for q, w in enumerate(workshops) for k, v in w.items()}
    setup_cards = editor.cards()
    spare(editor, given)
    editor.set("chance", chance).set("round", round)
    for path, value in given.items():
        editor.set(path, value)
    put_back(editor, setup_cards)
    if card_uses is not None:
        editor.set("card_uses", card_uses)
    if decision is None and not alone:
        return editor.to_move(decision="main", seat=seat).state()
    top = decision or {"task": "main", "seat": seat}
    tasks = [
        {"task": "round_end", "number": round},
        *([{"task": "solo_card", "attempt": 1}] if players == 1 else []),
        {"task": "trim", "seat": seat},
        {"task": "end_turn", "seat": seat},
        top,
    ]
    return editor.set("tasks", [top] if alone else tasks).state()


def spare(editor: Editor, given: dict[str, Any]) -> None:
    """Takes every card that ``given`` (path -> value) places out of the setup's places that
    ``given`` leaves as they are, so that no card lies in two places (``Game.check_data``): a
    display space or a room it leaves stays empty, a list shrinks."""
    lists: dict[str, list[Any]] = {path: editor.get(path) for path in card_lists(editor)}
    known = {*strings(lists), *GAME.rep_tile_ids}
    used = {c for c in strings(given) if c in known}
    for path in [p for p in given if p == "reputation_tiles"]:
        # a tile of the setup's that ``given`` replaces goes back to the box
        for tile in (c for c in strings(editor.get(path)) if c not in used):
            lists["boxed"] = [*lists["boxed"], tile]
            editor.set("boxed", lists["boxed"])
    for path, cards in lists.items():
        if path in given or not used & set(cards):
            continue
        if path.endswith(".orders"):
            editor.set(path, [o for o in cards if o["card"] not in used])
        elif "display" in path or path.endswith(".helpers"):
            editor.set(path, [None if c in used else c for c in cards])
        else:
            editor.set(path, [c for c in cards if c not in used])


def put_back(editor: Editor, setup_cards: list[str]) -> None:
    """The setup's cards that lie nowhere once the test's fields are written go to the bottom
    of their pile (under the cards the test put there, a deck's top being its last card), so
    that every card in play lies somewhere (``Game.check_data``)."""
    lying = set(strings(editor.get("data")))
    for card in setup_cards:
        if card not in lying:
            pile = home(card)
            editor.set(pile, [card, *editor.get(pile)])


def home(card: str) -> str:
    """The pile a card goes back to: its deck, or the box (a public or special order, a
    reputation tile: the setup draws those from ``boxed``)."""
    if card in GAME.helper_deck:
        return "helper_deck"
    if card in GAME.order_deck:
        return "order_deck"
    return "solo_deck" if card in GAME.solo_ids else "boxed"


def card_lists(editor: Editor) -> Iterator[str]:
    """The paths of the game's places of cards (``order_deck``, ``workshops[0].hand`` ...)
    and of each workshop's orders."""
    players = int(editor.get("players"))
    for pattern, path in GAME.position_model.places.items() if GAME.position_model else ():
        seats = range(players) if "{seat}" in pattern else [0]
        yield from dict.fromkeys(path.replace("{seat}", str(q)) for q in seats)
    for q in range(players):
        yield f"workshops[{q}].orders"


def strings(value: Any) -> Iterator[str]:
    """Every text in ``value`` (lists and mappings walked)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def ws(state: State, seat: int = 0) -> Workshop:
    """A seat's workshop (the data, read only)."""
    w = state.data.workshops[seat]
    assert isinstance(w, Workshop)
    return w


def mine(state: State, seat: int = 0) -> dict[str, Any]:
    """A seat's workshop in the position document's words (read only)."""
    w: dict[str, Any] = state.position()["data"]["workshops"][seat]
    return w


def held(state: State, seat: int = 0) -> dict[str, int]:
    """The lumber stack as ``{"green 3": 1}``."""
    obs: dict[str, int] = state.observation(seat)["workshops"][seat]["dice"]
    return obs
