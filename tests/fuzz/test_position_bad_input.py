"""Bad input to positions and the editor, for every game with its words (issue 23, "Bad input":
an unknown place, card or name in an editor call or a document gets an error naming it and
listing the close words, never a traceback; the state is unchanged).

- documents: a state of a random game, its position document with one change (a field
  deleted, a value of the wrong type, an unknown word for a text, a card dropped from its list
  or written twice) is read back: refused with ``InvalidState`` or a state that plays on;
  never another exception. A card dropped or doubled is always refused, naming the card.
- the editor: a call naming an unknown place, card or field raises ``InvalidState`` naming
  it (with the close words where there are any) and leaves the editor's document unchanged.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import boardrules
from boardrules import InvalidState
from tests.fuzz.conftest import attempt, fuzz_settings
from tests.fuzz.test_position_edits import WORDED, paths, random_state

WRONG = [None, True, 1.5, -1, "", "x", [], {}, [None], {"x": 1}, 2**70]


def mutated_word(word: str, rnd: random.Random) -> str:
    """``word`` with one letter changed, dropped or doubled (a typo)."""
    if not word:
        return "zz"
    i = rnd.randrange(len(word))
    kind = rnd.choice(("change", "drop", "double"))
    if kind == "change":
        return word[:i] + ("q" if word[i] != "q" else "z") + word[i + 1 :]
    if kind == "drop" and len(word) > 1:
        return word[:i] + word[i + 1 :]
    return word[: i + 1] + word[i:]


def container(doc: dict[str, Any], path: str) -> tuple[Any, Any]:
    """The parent of ``path`` (an editor path inside ``data``) and its last step."""
    from boardrules.editor import parse_path

    steps = parse_path(path)
    node: Any = doc["data"]
    for step in steps[:-1]:
        node = node[str(step) if isinstance(node, dict) else int(step)]
    last = steps[-1]
    return node, str(last) if isinstance(node, dict) else int(last)


@pytest.mark.parametrize("game_id", WORDED)
@fuzz_settings(25)
@given(
    data=st.data(),
    seed=st.integers(0, 2**32),
    steps=st.sampled_from((0, 3)) | st.integers(0, 150),
    kind=st.sampled_from(("delete", "type", "word", "drop", "double")),
)
def test_a_changed_document_is_refused_or_plays(
    game_id: str, data: st.DataObject, seed: int, steps: int, kind: str
) -> None:
    game = boardrules.load_game(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    state = random_state(game_id, players, seed, steps)
    doc = state.position()
    rnd = random.Random(seed)
    ed = state.edit()
    fields = [(p, v) for p, v in paths(doc["data"])]
    card: str | None = None
    field = ""
    if kind in ("drop", "double"):
        lists = [w for w in ed.place_names() if ed.cards(w)]
        if not lists:
            return
        place = data.draw(st.sampled_from(lists), label="place")
        card = data.draw(st.sampled_from(ed.cards(place)), label="card")
        note(f"{kind} {card} at {place}")
        field = ed._place_path(place)  # noqa: SLF001 - the place's path in the document
        parent, key = container(doc, field)
        held = parent[key]
        if not isinstance(held, list):
            parent[key] = None if kind == "drop" else held
            if kind == "double":
                return  # a place of one card: doubling it is another place's business
        elif kind == "drop":
            i = next(i for i, c in enumerate(held) if c == card or _card(c) == card)
            if None in held or ed._slots(place):  # noqa: SLF001 - a row of slots: left empty
                held[i] = None
            else:
                del held[i]
        else:
            held.append(copy.deepcopy(next(c for c in held if c == card or _card(c) == card)))
    else:
        path, value = data.draw(st.sampled_from(fields), label="field")
        parent, key = container(doc, path)
        if kind == "delete":
            del parent[key]
        elif kind == "type":
            parent[key] = data.draw(
                st.sampled_from([w for w in WRONG if type(w) is not type(value)]), label="to"
            )
        elif isinstance(value, str):
            parent[key] = mutated_word(value, rnd)
        else:
            return
        now = parent.get(key, "-") if isinstance(parent, dict) else "-"
        note(f"{kind} {path}: {value!r:.60} -> {now!r:.60}")
    with attempt(f"document: {kind}", (InvalidState,)) as stats:
        try:
            loaded = game.state_from_position(doc)
        except InvalidState as exc:
            if card is not None:  # the card named, or the place it was dropped from
                assert card in str(exc) or field.split(".")[-1] in str(exc), str(exc)
            raise
        if card is not None and not _may_leave(game_id, kind):
            raise AssertionError(f"{kind} {card}: accepted")
        stats["played on"] += 1
        for _ in range(3):
            if loaded.is_terminal:
                break
            loaded = loaded.apply(loaded.legal_actions()[0])


def _card(item: Any) -> Any:
    return item.get("card") if isinstance(item, dict) else item


def _may_leave(game_id: str, kind: str) -> bool:
    """Whether the game's rules put cards out of the game with no place in the document
    (docs/positions.md, "Cards in play"), so that a dropped card may read as one gone, or
    print several copies of a card, so that a card written twice may be two copies."""
    if kind == "drop":
        return game_id in ("hallertau", "kleine_voelker", "nusfjord")
    return game_id in ("hallertau", "kleine_voelker")


@pytest.mark.parametrize("game_id", WORDED)
@fuzz_settings(20)
@given(data=st.data(), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_an_unknown_word_in_an_editor_call_is_named_and_changes_nothing(
    game_id: str, data: st.DataObject, seed: int, steps: int
) -> None:
    game = boardrules.load_game(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    ed = random_state(game_id, players, seed, steps).edit()
    before = ed.document()
    rnd = random.Random(seed)
    cards = sorted(set(ed.cards()))
    places = ed.place_names()
    fields = [p for p, _ in paths(before["data"])]
    call = data.draw(st.sampled_from(("move card", "move place", "set", "get", "where")))
    if call == "move card" and cards and places:
        bad = mutated_word(data.draw(st.sampled_from(cards)), rnd)
        if bad in cards:
            return
        args: tuple[Any, ...] = ("move", bad, data.draw(st.sampled_from(places)))
    elif call == "move place" and cards and places:
        bad = mutated_word(data.draw(st.sampled_from(places)), rnd)
        if bad in places or bad in fields:
            return
        args = ("move", data.draw(st.sampled_from(cards)), bad)
    elif call in ("set", "get") and fields:
        path = data.draw(st.sampled_from(fields))
        head, _, rest = path.partition(".")
        bad_head = mutated_word(head.split("[")[0], rnd)
        if bad_head in before["data"] or bad_head in before:
            return
        bad = bad_head + path[len(head.split("[")[0]) :]
        args = (call, bad, 1) if call == "set" else (call, bad)
        bad = bad_head
    elif call == "where" and cards:
        bad = mutated_word(data.draw(st.sampled_from(cards)), rnd)
        if bad in cards:
            return
        args = ("where", bad)
    else:
        return
    note(f"{args}")
    with attempt(f"editor: unknown word ({call})", (InvalidState,)):
        try:
            getattr(ed, args[0])(*args[1:])
        except InvalidState as exc:
            assert repr(bad) in str(exc) or bad in str(exc), str(exc)
            assert ed.document() == before  # the editor is unchanged
            raise
        if args[0] != "get":
            raise AssertionError(f"{args}: accepted")
