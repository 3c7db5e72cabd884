"""Positions edited through the editor (issue 23 item 3; docs/positions.md, "What is checked":
a corrupt position is refused, not half-loaded), for every installed game: a state of a random
game, one field of its position changed with ``state.edit()`` to a value no game reaches (a
count one past its range or far beyond, a word of another field, a card moved to another
place or taken out of every place, a place laid again, another seat or decision to move), and
``ed.state()`` refuses it with InvalidState, or the state it returns plays to the end
(``plays_to_the_end``: random play ends within ``game_length_bound``, and the position and the
saved game read back on the way). The edits that were accepted and are impossible by the
rules, found by this test, are refused by the games' checks and listed in
``test_the_positions_no_game_reaches_are_refused``. (``lay`` and ``take`` share the examples
of the other edits, the nineteenth session: the suite is over its CI time.)"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import boardrules
from boardrules import InvalidState
from boardrules.editor import Editor
from tests.fuzz.conftest import STATS, attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES
from tests.fuzz.test_fuzz_bounds import plays_to_the_end

WORDED = [g for g in GAMES if boardrules.load_game(g).position_model is not None]
FAR = (10**3, 10**6, 2**40)


def random_state(game_id: str, players: int, seed: int, steps: int) -> boardrules.State:
    state = boardrules.load_game(game_id).new_game(players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


def paths(value: Any, at: str = "") -> list[tuple[str, Any]]:
    """Every field of ``data`` as an editor path (``sheets[1].nuts``) and its value."""
    out: list[tuple[str, Any]] = [(at, value)] if at else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, f"{at}.{key}" if at else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += paths(item, f"{at}[{i}]")
    return out


def unreached(value: Any, words: list[str]) -> list[Any]:
    """Values a field holding ``value`` is given: one past it either way and far beyond, the
    other truth, another word of the document, an empty or a doubled list."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1, value - 1, -1, *FAR]
    if isinstance(value, str):
        return [w for w in words if w != value][:20] or ["nowhere"]
    if isinstance(value, list):
        return [[], value + value[:1], value[:-1]]
    if value is None:
        return [0, *words[:5]]
    return [None]


def edit(draw: Any, ed: Editor) -> str:
    """One edit through the editor; returns its family."""
    doc = ed.document()
    family: str = draw(st.sampled_from(["set", "move", "to_move", "lay", "take"]))
    if family == "to_move" and "to_move" not in doc:
        family = "set"
    if family == "set":
        fields = paths(doc["data"])
        words = sorted({v for _, v in fields if isinstance(v, str)})
        path, value = draw(st.sampled_from(fields))
        new = draw(st.sampled_from(unreached(value, words)))
        note(f"set {path}: {value!r:.60} -> {new!r:.60}")
        ed.set(path, new)
    elif family == "move":
        cards = sorted(set(ed.cards()))
        if not cards:
            return family
        card = draw(st.sampled_from(cards))
        to = draw(st.sampled_from(ed.place_names()))
        index = draw(st.none() | st.integers(0, 3))
        note(f"move {card} to {to} at {index}")
        ed.move(card, to, index)
    elif family == "lay":
        lay(draw, ed)
    elif family == "take":
        cards = sorted(set(ed.cards()))
        if not cards:
            return family
        card = draw(st.sampled_from(cards))
        note(f"take {card}")
        ed.take(card)
    else:
        where = dict(doc["to_move"])
        seats = [p for p in range(doc["players"]) if p != where.get("seat")]
        decisions = to_move_decisions(ed)
        key = draw(st.sampled_from(["seat", "decision"]))
        if key == "seat" and seats:
            where["seat"] = draw(st.sampled_from(seats))
        elif decisions:
            where["decision"] = draw(st.sampled_from(decisions))
        note(f"to_move {doc['to_move']} -> {where}")
        ed.to_move(**where)
    return family


def lay(draw: Any, ed: Editor) -> None:
    """``ed.lay``: a place laid again with its cards in another order, with a card of another
    place added, or with one left out (put under what lies at another place, or nowhere: the
    call refuses it). A row of slots is laid whole, its empty slots ``None``."""
    places = ed.place_names()
    place = draw(st.sampled_from(places))
    here = ed._ids(place)  # the place as the editor reads it, empty slots None
    cards: list[str | None] = list(draw(st.permutations(here)))
    rest = None
    how = draw(st.sampled_from(["order", "add", "leave out"]))
    others = sorted(set(ed.cards()) - set(ed.cards(place)))
    if how == "add" and others:
        card = draw(st.sampled_from(others))
        if None in cards:  # into an empty slot
            cards[cards.index(None)] = card
        else:
            cards.insert(draw(st.integers(0, len(cards))), card)
    elif how == "leave out" and any(cards):
        k = max(i for i, c in enumerate(cards) if c is not None)
        cards = cards[:k] + ([None] if None in here else []) + cards[k + 1 :]
        rest = draw(st.none() | st.sampled_from(places))
    note(f"lay {place} {here} -> {cards} (rest {rest})")
    ed.lay(place, cards, rest)


def to_move_decisions(ed: Editor) -> list[str]:
    """The decisions of the game's ``to_move`` forms, as its schema lists them."""
    schema = ed.game.position_schema()
    model = ed.game.position_model
    assert model is not None and model.to_move_type is not None
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            decision = node.get("properties", {}).get("decision", {})
            found.update(decision.get("enum", ()))
            if "const" in decision:
                found.add(decision["const"])
            for item in node.values():
                walk(item)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(schema["$defs"])
    assert attrs.has(model.to_move_type) or found
    return sorted(found)


@pytest.mark.parametrize("game_id", WORDED)
@fuzz_settings(27)
@given(
    data=st.data(),
    seed=st.integers(0, 2**32),
    steps=st.sampled_from((0, 1, 5)) | st.integers(0, 200),
)
def test_one_field_edited_is_refused_or_plays_to_the_end(
    game_id: str, data: st.DataObject, seed: int, steps: int
) -> None:
    game = boardrules.load_game(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    state = random_state(game_id, players, seed, steps)
    ed = state.edit()
    try:
        STATS["editor: edits"][edit(data.draw, ed)] += 1
    except InvalidState:  # the editor refused the call itself (an index past a list's end)
        STATS["editor: edits"]["refused by the call"] += 1
        return
    loaded = None
    with attempt("editor: one field edited", (InvalidState,)):
        loaded = ed.state()
    if loaded is not None:
        with attempt("editor: plays to the end", ()):
            plays_to_the_end(loaded, seed)
