"""One name per thing (issue 23 item 1): what ``position()["data"]`` and ``observation(p)`` both
hold is named alike and holds the same value, in random mid-game states of every game.

The two are walked side by side. A key both hold must hold the same value, but for the ways an
observation hides (a hidden list shown by its size, a face-down item as ``"?"``) and what each
game lists in ``SHAPED`` with its reason. A key one side alone holds must be listed for its game
(``POSITION_ONLY``: what no seat sees or bookkeeping; ``VIEW_ONLY``: what the view derives), and
two keys one side each that hold the same value are one thing named twice: the test names them.
Patterns are ``fnmatch`` patterns over dotted paths, ``[]`` for any list item.
"""

from __future__ import annotations

import collections
import fnmatch
import random
from typing import Any

import pytest

import boardrules
from boardrules.engine import State

PLAYERS = {"woodcraft": 3, "woodcraft_rw": 2, "kleine_voelker": 3, "nusfjord": 3, "hallertau": 3}
# what every game's observation adds: where play stands, as the table hears it
VIEW_COMMON = ("game", "to_move", "decision", "asked", "asked.*")

POSITION_ONLY: dict[str, dict[str, str]] = {
    "woodcraft_rw": {
        "deck_phase_?": "the order decks, face down (L26, L30): the view has their sizes",
        "seen_board": "the board when the choices were revealed: bookkeeping of the reveal",
        "discard": "orders removed from the game, face down (L124-L136)",
        "sheets[].borrowed": "helper A's borrowed row this turn: bookkeeping (L460)",
        "sheets[].lantern_lines": "the completed lines: the view has the cells (lanterns)",
        "sheets[].order_reputation": "bookkeeping of crate 3: the view has reputation",
    },
    "woodcraft": {
        "boxed": "what the setup left in the box (L270-L274): no seat sees it",
        "*_discard": "the discard piles, face down",
        "seen_by": "which seat saw which card: bookkeeping of the hidden information",
        "stage": "the decks' stage (L1175-L1181): bookkeeping",
        "turns_played": "bookkeeping of the round",
        "workshops[].acted": "bookkeeping of the turn",
        "workshops[].bonus_used": "bookkeeping of the turn",
        "workshops[].tile_lanterns": "bookkeeping of the turn",
    },
    "kleine_voelker": {
        "first": "the seat with turn-order slot 1: the view has turn_order",
    },
    "nusfjord": {
        "colour": "the worker colour of the turn: bookkeeping",
        "turn": "the turn of the work phase: bookkeeping",
        "events": "this turn's events, for the cards' triggers: bookkeeping",
        "face_down": "which elders lie face down: the view shows them as '?'",
        "harbors[].credit": "bookkeeping of a payment in progress",
        "harbors[].old_man": "bookkeeping of the old man's space",
        "harbors[].workers": "workers placed this phase: the view has placed",
    },
    "hallertau": {
        "villages[].court_card_slid_off": (
            "the round's court card beside the board, face down (L358-L360, L485-L487): no seat"
            " sees it"
        ),
        "villages[].recent": "this turn's events, for the cards' triggers: bookkeeping",
        "villages[].tally": "the totals of the running phase, for the cards: bookkeeping",
    },
}
VIEW_ONLY: dict[str, dict[str, str]] = {
    "woodcraft_rw": {
        "order_queue": "the seats still to take an order: from the task stack",
        "rolloff": "a roll-off between tied seats: from the task stack",
        "sheets[].materials": "materials on hand: marked less crossed out, per row",
        "sheets[].blueberries": "blueberries on hand: marked less crossed out",
        "sheets[].crates.*.icons": "the icons printed on each crate (the game's table)",
        "sheets[].crates.*.crossed_icons": "the crate's icons, crossed or not, by place",
    },
    "woodcraft": {
        "reputation_spaces": "the track's spaces the reputation tiles lie on (the game's table)",
        "rim_bonuses": "the rim bonuses beside the wheel (the game's table)",
        "saw_bonuses": "the saw wheel's bonuses (the game's table)",
        "solo_rating": "the solo rating at the end (L1490-L1491)",
    },
    "nusfjord": {
        "catch_in_hand": "a catch being shared out: from the task stack",
        "harbors[].catch": "the seat's catch: from its ships",
        "plate_costs": "the fish each banquet plate demands (L438-L450): the game's table",
    },
    "hallertau": {
        "to_resolve": "what is still to be resolved: from the task stack",
        "villages[].community_center": "the house tile's column: from the crafts",
        "villages[].window": "the number in the house board's window (L559)",
    },
}
# only what the view hides: every other value is the position's, as the position writes it
SHAPED: dict[str, dict[str, str]] = {
    "woodcraft_rw": {
        "sheets[].commit": "another seat's choice shows 'committed' until the reveal (L77-L85)",
    },
}


def walk(pos: Any, obs: Any, path: str, out: list[tuple[str, str, Any, Any]]) -> None:
    """Collects ``(kind, path, position value, view value)``: ``both`` for a key both hold
    whose values differ, ``position``/``view`` for a key one side alone holds."""
    if isinstance(pos, dict) and isinstance(obs, dict):
        if plain(pos) == plain(obs):  # alike but for counts of 0 left out
            return
        for key in pos.keys() | obs.keys():
            sub = f"{path}.{key}" if path else str(key)
            if key not in obs:
                out.append(("position", sub, pos[key], None))
            elif key not in pos:
                out.append(("view", sub, None, obs[key]))
            else:
                walk(pos[key], obs[key], sub, out)
        return
    if isinstance(pos, list) and isinstance(obs, list) and len(pos) == len(obs):
        if all(isinstance(x, dict) for x in pos + obs):
            for p, o in zip(pos, obs, strict=True):
                walk(p, o, f"{path}[]", out)
            return
    if not same(pos, obs):
        out.append(("both", path, pos, obs))


def plain(value: Any) -> Any:
    """A value with its empty counts left out: a count of 0, an empty list, no value."""
    if isinstance(value, dict):
        kept = {k: plain(v) for k, v in value.items()}
        return {k: v for k, v in kept.items() if v not in (0, None, [], {}, False)}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def same(pos: Any, obs: Any) -> bool:
    """Whether the view's value is the position's, as far as the view shows it."""
    if isinstance(obs, int) and not isinstance(obs, bool) and isinstance(pos, list):
        return obs == sum(x is not None for x in pos)  # a hidden list, counted
    if isinstance(pos, list) and isinstance(obs, list) and len(pos) == len(obs):
        return all(o == "?" or same(p, o) for p, o in zip(pos, obs, strict=True))
    if isinstance(pos, list) and isinstance(obs, dict) and all(isinstance(x, str) for x in pos):
        return bool(plain(dict(collections.Counter(pos))) == plain(obs))  # a list, counted
    return bool(plain(pos) == plain(obs))


def meaningful(value: Any) -> bool:
    """A value two keys cannot hold alike by chance: a text, a non-empty list or mapping."""
    return isinstance(value, str) or (isinstance(value, list | dict) and bool(plain(value)))


def listed(path: str, table: dict[str, str]) -> bool:
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in table)


def states(game_id: str, count: int = 12) -> list[State]:
    game = boardrules.load_game(game_id)
    rng = random.Random(23)
    out: list[State] = []
    seed = 0
    while len(out) < count:
        state = game.new_game(PLAYERS[game_id], seed=seed)
        steps = 0
        while not state.is_terminal:
            if steps % 17 == 5:
                out.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
            steps += 1
        out.append(state)
        seed += 1
    return out[:count]


def problems(state: State, seat: int) -> dict[str, str]:
    """Each problem by its key (one example of each), as ``key: what is wrong``."""
    game_id = state.game.id
    found: list[tuple[str, str, Any, Any]] = []
    walk(state.position()["data"], state.observation(seat), "", found)
    out: dict[str, str] = {}
    by_level: dict[str, list[tuple[str, str, Any, Any]]] = collections.defaultdict(list)
    for kind, path, pos, obs in found:
        by_level[path.rpartition(".")[0]].append((kind, path, pos, obs))
        if kind == "both" and not listed(path, SHAPED.get(game_id, {})):
            out.setdefault(path, f"the position holds {pos!r}, the view {obs!r}")
        if kind == "position" and not listed(path, POSITION_ONLY.get(game_id, {})):
            out.setdefault(path, f"in the position only ({pos!r})")
        view_only = {**dict.fromkeys(VIEW_COMMON, ""), **VIEW_ONLY.get(game_id, {})}
        if kind == "view" and not listed(path, view_only):
            out.setdefault(path, f"in the view only ({obs!r})")
    for level in by_level.values():
        for _, p_path, pos, _ in (f for f in level if f[0] == "position"):
            for _, o_path, _, obs in (f for f in level if f[0] == "view"):
                if meaningful(pos) and meaningful(obs) and same(pos, obs):
                    out.setdefault(f"{p_path} = {o_path}", f"one value named twice: {pos!r}")
    return out


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_position_and_view_name_each_thing_alike(game_id: str) -> None:
    seen: dict[str, str] = {}
    for state in states(game_id):
        for seat in range(state.players):
            for key, problem in problems(state, seat).items():
                seen.setdefault(key, problem)
    assert not seen, f"{game_id}:\n" + "\n".join(
        f"{key}: {problem}"[:300] for key, problem in sorted(seen.items())
    )


def test_a_thing_named_twice_is_found() -> None:
    """The check fails on a view that renames a position's field."""
    pos = {"sheets": [{"crossed_out": {"glue": 2, "saw_blade": 1}, "nuts": 3}]}
    obs = {"sheets": [{"spent": {"glue": 2, "saw_blade": 1}, "nuts": 3}]}
    found: list[tuple[str, str, Any, Any]] = []
    walk(pos, obs, "", found)
    assert {(k, p) for k, p, _, _ in found} == {
        ("position", "sheets[].crossed_out"),
        ("view", "sheets[].spent"),
    }
    assert same(pos["sheets"][0]["crossed_out"], obs["sheets"][0]["spent"])
    assert not same({"glue": 2}, {"glue": 3}) and same(["I-01", "I-02"], 2)


def test_one_name_holding_two_values_is_found() -> None:
    """The check fails on a view that holds a field in other words than the position."""
    pos = {"villages": [{"fields": ["4 flax"], "sheep": {"stable": 2}}]}
    obs = {"villages": [{"fields": [{"row": 4, "planted": "flax"}], "sheep": {"stable": 2}}]}
    found: list[tuple[str, str, Any, Any]] = []
    walk(pos, obs, "", found)
    assert [(k, p) for k, p, _, _ in found] == [("both", "villages[].fields")]
    assert not listed("villages[].fields", SHAPED.get("hallertau", {}))
