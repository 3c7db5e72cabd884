"""Positions edited at the bounds of the game (issue 24 items 9 and 13), for every installed
game: a count pushed past what the components give, a card moved where its kind may not lie, a
task stack the game could not reach (a task repeated, the stack shuffled, cut or a pile cut
short). Each edited document is refused with InvalidState, or it plays to the end: random
play ends within ``game_length_bound``, and the state reads back its own position and saved
game a few moves on. The documents are written as stored (``boardrules-position/1``), the form
every position ends in before ``Game.check_data``; a game with a large seed reads back its own
``position --json``; and a picture at the largest counts stays small."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import boardrules
from boardrules import InvalidState
from boardrules.positions import stored_doc
from tests.fuzz.conftest import STATS, attempt, fuzz_settings
from tests.fuzz.test_fuzz_api import GAMES, state_after
from tests.fuzz.test_fuzz_saves import places

BIG = (10**3, 10**5, 10**6, 10**9, 10**18, 2**62)
REPEATS = (2, 7, 50, 5_000)
SVG_KB = 200  # the largest picture of a table at its bounds


def leaves(doc: Any, kind: type) -> list[tuple[Any, ...]]:
    """The paths of ``data`` holding a ``kind`` (not bool), out of the task stack."""
    out = []
    for at in places(doc["data"]):
        if at and at[0] == "tasks":
            continue
        value: Any = doc["data"]
        for key in at:
            value = value[key]
        if isinstance(value, kind) and not isinstance(value, bool):
            out.append(at)
    return out


def card_lists(doc: Any) -> list[tuple[Any, ...]]:
    """The paths of ``data`` holding a list of texts (piles, hands, displays)."""
    out = []
    for at in places(doc["data"]):
        if at and at[0] == "tasks":
            continue
        value: Any = doc["data"]
        for key in at:
            value = value[key]
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            out.append(at)
    return out


def get(doc: Any, at: tuple[Any, ...]) -> Any:
    value = doc["data"]
    for key in at:
        value = value[key]
    return value


def put(doc: Any, at: tuple[Any, ...], new: Any) -> None:
    parent = get(doc, at[:-1])
    parent[at[-1]] = new


def edit(draw: Any, doc: Any) -> str:
    """One edit of the families of issue 24 item 9; returns its family."""
    data = doc["data"]
    family: str = draw(st.sampled_from(["count", "card", "stack", "pile"]))
    if family == "count":
        ints = leaves(doc, int)
        if ints:
            at = draw(st.sampled_from(ints))
            put(doc, at, draw(st.sampled_from((*BIG, -1, get(doc, at) + 1, get(doc, at) * 10))))
            note(f"count {at} = {get(doc, at)}")
    elif family == "card":
        lists = card_lists(doc)
        if lists:
            source = draw(st.sampled_from(lists))
            pile = get(doc, source)
            card = pile.pop(draw(st.integers(0, len(pile) - 1)))
            targets = [at for at in card_lists(doc) if at != source] or [source]
            target = get(doc, draw(st.sampled_from(targets)))
            target.insert(draw(st.integers(0, len(target))), card)
            note(f"card {card} from {source} to {target}")
    elif family == "stack":
        tasks = data["tasks"]
        how = draw(st.sampled_from(["repeat", "shuffle", "drop", "swap"]))
        note(f"stack {how}: {[t['task'] for t in tasks]}")
        if tasks and how == "repeat":
            i = draw(st.integers(0, len(tasks) - 1))
            tasks[i:i] = [tasks[i]] * draw(st.sampled_from(REPEATS))
        elif tasks and how == "shuffle":
            random.Random(draw(st.integers(0, 99))).shuffle(tasks)
        elif tasks and how == "drop":
            del tasks[draw(st.integers(0, len(tasks) - 1))]
        elif len(tasks) > 1:
            i = draw(st.integers(0, len(tasks) - 2))
            tasks[i], tasks[i + 1] = tasks[i + 1], tasks[i]
    else:  # a pile or a list of counts cut short or made longer
        lists = [at for at in places(data) if at and at[0] != "tasks"]
        lists = [at for at in lists if isinstance(get(doc, at), list) and get(doc, at)]
        if lists:
            at = draw(st.sampled_from(lists))
            value = get(doc, at)
            cut = draw(st.integers(0, len(value) - 1))
            put(doc, at, value[:cut] if draw(st.booleans()) else value + value[cut:])
            note(f"pile {at} = {get(doc, at)}")
    return family


def plays_to_the_end(state: boardrules.State, seed: int) -> None:
    """Random play ends within ``game_length_bound``; a few moves on, the state reads back its
    own position and saved game."""
    game = state.game
    rnd = random.Random(seed)
    bound = game.game_length_bound(state.data.players, state.data.options)
    for move in range(bound + 1):
        if move in (0, 3):
            doc = json.loads(json.dumps(state.position()))
            again = game.state_from_position(doc)
            assert again.data == state.data  # the position reads back as the same table
            text = state.to_json()
            assert game.state_from_json(text).to_json() == text
            state.observation_tensor(state.current_player if state.current_player >= 0 else 0)
        if state.is_terminal:
            state.outcome()
            return
        state = state.apply(rnd.choice(state.legal_actions()))
    raise AssertionError(f"{game.id}: not over after {bound} moves (game_length_bound)")


@pytest.mark.parametrize("game_id", GAMES)
@fuzz_settings(40)
@given(
    data=st.data(),
    seed=st.integers(0, 2**32),
    steps=st.sampled_from((0, 1, 2, 5)) | st.integers(0, 200),  # the setup's tasks too
)
def test_edited_positions_are_refused_or_play_to_the_end(
    game_id: str, data: st.DataObject, seed: int, steps: int
) -> None:
    state = state_after(game_id, seed, steps)
    game = state.game
    doc = stored_doc(state)
    families = [edit(data.draw, doc) for _ in range(data.draw(st.integers(1, 2)))]
    for family in families:
        STATS["bounds: edits"][family] += 1
    loaded = None
    with attempt("bounds: state_from_position", (InvalidState,)):
        loaded = game.state_from_position(doc)
    if loaded is not None:
        with attempt("bounds: plays to the end", ()) as stats:
            try:
                plays_to_the_end(loaded, seed)
            except AssertionError:
                stats["stuck"] += 1
                raise


@pytest.mark.parametrize("game_id", GAMES)
def test_a_large_seed_reads_its_own_position(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    players = min(max(2, game.min_players), game.max_players)
    state = game.new_game(players, seed=10**150 + 7)
    text = json.dumps(state.position())
    assert game.state_from_position(text).position() == state.position()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_picture_at_the_largest_counts_stays_small(game_id: str) -> None:
    """Every count of a mid-game table set to the largest value the checks accept (item 13)."""
    state = state_after(game_id, 3, 60)
    game = state.game
    doc = stored_doc(state)
    for at in leaves(doc, int):
        before = get(doc, at)
        for big in (10**6, 999, 99, 9):
            put(doc, at, big)
            try:
                game.state_from_position(doc)
            except InvalidState:
                continue
            break
        else:
            put(doc, at, before)
    loaded = game.state_from_position(doc)
    for seat in (None, 0):
        picture = loaded.svg(seat)
        assert len(picture) < SVG_KB * 1024, f"{len(picture)} characters"


def edited(game_id: str, steps: int, change: Any) -> dict[str, Any]:
    doc = stored_doc(state_after(game_id, 11, steps))
    change(doc["data"])
    return doc


def repeat_top(data: dict[str, Any]) -> None:
    data["tasks"] = data["tasks"][:-1] + data["tasks"][-1:] * 5_000


def shuffle_tasks(data: dict[str, Any]) -> None:
    data["tasks"] = data["tasks"][::-1]


# the examples of issue 24 item 9: each was accepted, then broke
EXAMPLES = {
    "woodcraft lumber 10**18": (
        "woodcraft",
        30,
        lambda d: d["workshops"][0]["dice"].__setitem__(0, 10**18),
    ),
    "nusfjord forest 10**6": (
        "nusfjord",
        10,
        lambda d: d["harbors"][0]["forests"].__setitem__(2, 10**6),
    ),
    "hallertau sheep 10**5": (
        "hallertau",
        10,
        lambda d: d["villages"][0]["sheep"].__setitem__(6, 10**5),
    ),
    "nusfjord a B building in display A": (
        "nusfjord",
        10,
        lambda d: d["display_a"].append((d["pile_b"] or d["display_b"]).pop()),
    ),
    "hallertau the quarter deck cut short": (
        "hallertau",
        10,
        lambda d: d.__setitem__("quarter_deck", d["quarter_deck"][:1]),
    ),
    "kleine_voelker setup tasks shuffled": ("kleine_voelker", 0, shuffle_tasks),
    # found by the 10x runs (2026-11-27): accepted, then no legal action; and accepted, its
    # position read back without the colour
    "woodcraft the income's steps above its orders placed": (
        "woodcraft",
        0,
        lambda d: d.__setitem__(
            "tasks",
            [{"task": "place_order", "seat": 0}, {"task": "income_gains", "phase": 1}],
        ),
    ),
    "woodcraft_rw a box's colour with no value": (
        "woodcraft_rw",
        5,
        lambda d: (
            d["sheets"][0]["box_value"].__setitem__(0, -1),
            d["sheets"][0]["box_color"].__setitem__(0, 0),
        ),
    ),
    "woodcraft_rw one task 5,000 times": ("woodcraft_rw", 10, repeat_top),
    "kleine_voelker one task 5,000 times": ("kleine_voelker", 10, repeat_top),
    "nusfjord one task 5,000 times": ("nusfjord", 10, repeat_top),
}


@pytest.mark.parametrize("example", EXAMPLES)
def test_the_examples_of_the_issue_are_refused(example: str) -> None:
    game_id, steps, change = EXAMPLES[example]
    game = boardrules.load_game(game_id)
    with pytest.raises(InvalidState):
        game.state_from_position(edited(game_id, steps, change))
