"""A position in the game's words is read straight into the game's data (issue 26 item 2):
the model's reading must give the very data, types included, that writing it out and reading
it back as a saved game gives, so skipping that round trip changes nothing."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import boardrules
from boardrules.errors import InvalidState
from boardrules.positions import new_base, read_position, read_words
from boardrules.saving import kernel_fields

GAMES = ["hallertau", "kleine_voelker", "nusfjord", "woodcraft", "woodcraft_rw"]


def same(a: Any, b: Any, at: str = "$") -> str | None:
    """Where ``a`` and ``b`` differ in value or in type (a list is not a tuple), or None."""
    if type(a) is not type(b):
        return f"{at}: {type(a).__name__} against {type(b).__name__}"
    if attrs.has(type(a)):
        for f in attrs.fields(type(a)):
            found = same(getattr(a, f.name), getattr(b, f.name), f"{at}.{f.name}")
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{at}: {len(a)} items against {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = same(x, y, f"{at}[{i}]")
            if found:
                return found
        return None
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{at}: keys {list(a)} against {list(b)}"
        for k in a:
            found = same(a[k], b[k], f"{at}.{k}")
            if found:
                return found
        return None
    return None if a == b else f"{at}: {a!r} against {b!r}"


def states(game_id: str, players: int, seed: int, every: int) -> list[boardrules.State]:
    game = boardrules.load_game(game_id)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed)
    out = []
    step = 0
    while not state.is_terminal:
        if step % every == 0:
            out.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
        step += 1
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_words_read_as_a_saved_game_reads_them(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    counts = sorted({max(game.min_players, 2), game.max_players})
    checked = 0
    for players in counts:
        for seed in (1, 2):
            for state in states(game_id, players, seed, every=7):
                doc = state.position()
                if doc.get("format") != "boardrules-position/2":
                    continue
                pos = read_position(game, doc)
                base, written = new_base(game, pos)
                d = kernel_fields(game, read_words(game, pos, base, written), pos)
                back = game.converter.structure(game.converter.unstructure(d), game.data_class)
                assert same(d, back) is None, (players, seed, same(d, back))
                assert same(d, state._data) is None, (players, seed, same(d, state._data))
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", GAMES)
def test_kernel_fields_beside_the_words_are_read_strictly(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    state = game.new_game(players=max(game.min_players, 2), seed=3)
    doc = state.position()
    for key, value, said in (
        ("rng", -1, "rng"),
        ("rng", "seven", "rng"),
        ("tasks", [{"task": "no_such_task"}], "tasks"),
        ("card_uses", [{"x": [1, 10**30]}], "card_uses"),
    ):
        bad = {**doc, key: value}
        bad.pop("to_move", None)
        with pytest.raises(InvalidState, match=f"position: {said}"):
            game.state_from_position(bad)
