"""The replay page: self-contained, each step's picture per view, nothing a view may not see."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import boardrules
from boardrules import State
from boardrules.replay import LOG_LENGTH, PUBLIC, edits, replay_page, script_json
from boardrules.svg import seat_color


def game_states(
    game_id: str, players: int, seed: int, swap: tuple[int, int] | None = None
) -> list[State]:
    """A seeded random game, state by state; with ``swap`` (k, i) the k-th move is the i-th
    legal action instead (the random stream is kept)."""
    game = boardrules.load_game(game_id)
    rnd = random.Random(seed)
    state = game.new_game(players, seed=seed)
    states = [state]
    while not state.is_terminal:
        legal = state.legal_actions()
        action = rnd.choice(legal)
        if swap is not None and len(states) - 1 == swap[0]:
            action = legal[swap[1]]
        state = state.apply(action)
        states.append(state)
    return states


def page_data(page: str) -> dict[str, Any]:
    found = re.search(r'<script id="data" type="application/json">(.*?)</script>', page, re.S)
    assert found
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def pictures(data: dict[str, Any], view: str) -> list[str]:
    """Each step's picture of a view, rebuilt as the page's script rebuilds it."""
    v = data["views"][view]
    steps = [v["first"]]
    for ops in v["edits"]:
        nxt = list(steps[-1])
        for start, end, ids in reversed(ops):
            nxt[start:end] = ids
        steps.append(nxt)
    return ["".join(data["tokens"][i] for i in step) for step in steps]


@pytest.fixture(scope="module")
def woodcraft() -> list[State]:
    return game_states("woodcraft_rw", 2, 3)


def test_the_page_needs_no_server_and_no_network(woodcraft: list[State]) -> None:
    page = replay_page(woodcraft)
    assert page.startswith("<!DOCTYPE html>")
    addresses = set(re.findall(r"https?://[^\s\"'<>\\]+", page))
    assert addresses <= {"http://www.w3.org/2000/svg"}  # the SVG namespace name, never fetched
    assert not re.search(r"<(link|img|iframe|object)\b|\bsrc=|@import|url\(http", page)


def test_every_view_holds_the_picture_of_every_step(woodcraft: list[State]) -> None:
    data = page_data(replay_page(woodcraft))
    assert data["order"] == [PUBLIC, "0", "1"]
    assert pictures(data, PUBLIC) == [s.svg() for s in woodcraft]
    for seat in (0, 1):
        assert pictures(data, str(seat)) == [s.svg(seat) for s in woodcraft]


def test_a_page_for_one_seat_holds_only_that_seats_view(woodcraft: list[State]) -> None:
    data = page_data(replay_page(woodcraft, seats=[1]))
    assert list(data["views"]) == ["1"]
    assert pictures(data, "1") == [s.svg(1) for s in woodcraft]


def test_another_seats_secret_choice_changes_nothing_in_a_seats_view() -> None:
    """Woodcraft R&W L77-L85: the picks are secret until every seat has picked. Two games
    that differ in seat 0's first secret pick read the same in seat 1's view (pictures,
    actions and scores) until seat 1's observation tells them apart."""
    base = game_states("woodcraft_rw", 2, 3)
    k = next(i for i, s in enumerate(base) if s.decision == "commit" and s.current_player == 0)
    chosen = base[k + 1].history[-1]
    legal = base[k].legal_actions()
    other = next(i for i, a in enumerate(legal) if a != chosen)
    swapped = game_states("woodcraft_rw", 2, 3, swap=(k, other))
    same = next(
        j
        for j in range(k + 1, min(len(base), len(swapped)))
        if base[j].observation(1) != swapped[j].observation(1)
    )
    assert same > k + 1
    a = page_data(replay_page(base[:same], seats=[1]))["views"]["1"]
    b = page_data(replay_page(swapped[:same], seats=[1]))["views"]["1"]
    assert a["actions"] == b["actions"] and a["scores"] == b["scores"]
    assert a["actions"][k + 1] == "seat A: a secret choice"
    ours = page_data(replay_page(base[:same], seats=[0]))["views"]["0"]
    assert ours["actions"][k + 1] == f"seat A: {chosen}"
    assert pictures(page_data(replay_page(base[:same], seats=[1])), "1") == pictures(
        page_data(replay_page(swapped[:same], seats=[1])), "1"
    )


def test_the_running_score_shows_what_the_view_may_know(woodcraft: list[State]) -> None:
    """Woodcraft R&W scores fulfilled orders that lie face down (L162-L164): mid-game a
    seat sees its own total only; at the end everybody sees all. Hallertau's categories all
    lie on the table (L749-L793), so its running score is public."""
    data = page_data(replay_page(woodcraft))
    mid = len(woodcraft) // 2
    assert data["views"][PUBLIC]["scores"][mid] == [None, None]
    assert data["views"]["0"]["scores"][mid] == [woodcraft[mid].scores()[0], None]
    assert data["views"][PUBLIC]["scores"][-1] == list(woodcraft[-1].scores())
    hallertau = game_states("hallertau", 2, 1)[:40]
    scores = page_data(replay_page(hallertau))["views"][PUBLIC]["scores"]
    assert scores[-1] == list(hallertau[-1].scores())


def test_the_actions_are_named_in_notation() -> None:
    states = game_states("kleine_voelker", 2, 5)[:30]
    data = page_data(replay_page(states))
    public = data["views"][PUBLIC]["actions"]
    assert public[0] == "start"
    for k in range(1, len(states)):
        mover = "AB"[states[k - 1].current_player]
        label = public[k]
        assert label in (f"seat {mover}: {states[k].history[-1]}", f"seat {mover}: a secret choice")
    # L237-L241: which secret projects a seat keeps is hidden from the others
    kept = [k for k in range(1, len(states)) if states[k].history[-1].kind == "keep"]
    assert kept and all(public[k].endswith("a secret choice") for k in kept)


def test_edits_rebuild_the_next_picture() -> None:
    rnd = random.Random(0)
    for tags in (5, 40, 400):
        for _ in range(200):
            a = [rnd.randrange(tags) for _ in range(rnd.randrange(60))]
            b = [rnd.randrange(tags) for _ in range(rnd.randrange(60))]
            if rnd.random() < 0.5:  # a few changes to a: the usual next picture
                b = list(a)
                for _ in range(rnd.randrange(4)):
                    k = rnd.randrange(len(b) + 1)
                    b[k:k] = [rnd.randrange(tags)] * rnd.randrange(3)
            rebuilt = list(a)
            for start, end, ids in reversed(edits(a, b)):
                rebuilt[start:end] = ids
            assert rebuilt == b


def test_a_tag_added_or_dropped_costs_one_small_edit() -> None:
    """A die added to one board shifts every later tag; the edits name only the new one."""
    before = list(range(1000))
    assert edits(before, [*before[:500], 5000, *before[500:]]) == [[500, 500, [5000]]]
    assert edits(before, [*before[:300], *before[301:]]) == [[300, 301, []]]
    changed = [*before[:10], 7, *before[11:700], 8, *before[700:]]
    assert edits(before, changed) == [[10, 11, [7]], [700, 700, [8]]]


def test_the_embedded_data_cannot_close_its_script() -> None:
    text = script_json({"t": "</script><!-- & -->"})
    assert "<" not in text and ">" not in text
    assert json.loads(text) == {"t": "</script><!-- & -->"}


def test_the_log_beside_the_picture_names_each_mover_in_its_colour() -> None:
    """The page has a move log beside the picture: per step who moved (their seat's colour and
    letter, the same as the pictures') and the move in notation, the last LOG_LENGTH shown."""
    states = game_states("nusfjord", 3, 2)[:30]
    page = replay_page(states)
    assert '<div id="log">' in page and '<ol id="moves">' in page
    data = page_data(page)
    assert data["colors"] == [seat_color(p) for p in range(3)]
    assert data["log_length"] == LOG_LENGTH > 5
    for name, view in data["views"].items():
        assert view["movers"] == [None] + [s.current_player for s in states[:-1]], name
        assert len(view["actions"]) == len(states)


def test_the_log_shows_no_more_than_the_viewers_history() -> None:
    """Kleine Völker L237-L241 and explicit chance: the secret projects dealt to a seat and
    the ones it keeps read in another seat's log as its history_for names them: a card dealt
    to that seat, a secret choice; never the card."""
    game = boardrules.load_game("kleine_voelker")
    state = game.new_game(2, seed=1, chance="explicit")
    rnd = random.Random(1)
    states = [state]
    for _ in range(30):
        state = state.apply(rnd.choice(state.legal_actions()))
        states.append(state)
    data = page_data(replay_page(states))
    for seat in (0, 1):
        seen = states[-1].history_for(seat)
        labels = data["views"][str(seat)]["actions"][1:]
        for k, (label, action) in enumerate(zip(labels, states[-1].history, strict=True)):
            if seen[k] != str(action):  # the history hides it: so does the log
                assert str(action) not in label and action.kind not in label.split()[-1]
                assert label.endswith(("a secret choice", f"to seat {'AB'[1 - seat]}"))
            else:
                assert label.endswith(str(action)) or label.endswith("a secret choice")
    dealt_to_b = "chance: a card dealt to seat B"
    assert dealt_to_b in data["views"]["0"]["actions"]
    assert dealt_to_b in data["views"][PUBLIC]["actions"]
    assert dealt_to_b not in data["views"]["1"]["actions"]
    assert any(a.startswith("seat A: keep SEC-") for a in data["views"]["0"]["actions"])
    assert not any("SEC-" in a for a in data["views"][PUBLIC]["actions"])
