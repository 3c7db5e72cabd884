"""A saved Hallertau game replays a card window's passes without asking each seat through a
``Respond`` (``TaskLoop.take``, ``cardplay.ask_window``): the loaded game is bit for bit the
played one at 1-4 seats, with and without cards (L795-L802), and a history with a pass too
many, too few or out of place is refused with the message ``apply`` gives for the first
action it cannot take (L661, L663: a window asks its seats in turn, each passes or plays)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import boardrules
from boardrules import Game, IllegalAction, InvalidState, State
from boardrules.errors import clip


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def played(game: Game, players: int, seed: int, variant: str) -> list[State]:
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, variant=variant)
    trail = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        trail.append(state)
    return trail


CASES = [(p, s, v) for p in (1, 2, 3, 4) for s, v in ((p, "cards"), (p + 10, "cardless"))]


@pytest.mark.parametrize(("players", "seed", "variant"), CASES)
def test_a_loaded_game_is_the_played_game(
    game: Game, players: int, seed: int, variant: str
) -> None:
    trail = played(game, players, seed, variant)
    end = trail[-1]
    passes = sum(1 for a in end.history if a[0] == "pass")
    if variant == "cards":  # a window's passes: a quarter of the moves at least
        assert passes > len(end.history) // 4
    else:  # no hand cards, no windows (L800)
        assert passes == 0
    for state in trail[:: max(1, len(trail) // 25)] + [end]:
        loaded = game.state_from_json(state.to_json())
        assert loaded.data == state.data and loaded.to_json() == state.to_json()
        assert loaded.history == state.history
        assert loaded.legal_action_ids() == state.legal_action_ids()
    loop = game.loop
    assert loop.replaying is None and loop.upcoming == []


def replay_by_apply(game: Game, doc: dict[str, Any]) -> State | str:
    """The oracle: the history applied move by move (``State.apply``), or the message of the
    first move it refuses."""
    state = game.new_game(doc["players"], doc["seed"], doc["chance"], **doc["options"])
    for text in doc["history"]:
        try:
            state = state.apply(game.codec.from_text(text, game.id))
        except (IllegalAction, ValueError) as exc:
            return str(exc)
    return state


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 6)])
def test_a_pass_too_many_or_too_few_is_refused_as_apply_refuses_it(
    game: Game, players: int, seed: int
) -> None:
    """A pass taken out, doubled, or put where a seat was not asked, anywhere in the history
    (not only its last move): the replay takes a window's passes itself, and must still
    stop at exactly the move ``apply`` refuses."""
    end = played(game, players, seed, "cards")[-1]
    doc = json.loads(end.to_json())
    history = doc["history"]
    rng = random.Random(seed)
    where = [i for i, a in enumerate(history[:-1]) if a == "pass"]
    tried = refused = 0
    for i in rng.sample(where, 12) + rng.sample(range(len(history) - 1), 12):
        for change in ("drop", "double", "pass"):
            moves = list(history)
            if change == "drop":
                del moves[i]
            elif change == "double":
                moves.insert(i, moves[i])
            else:
                moves.insert(i, "pass")
            bad = dict(doc, history=moves)
            expected = replay_by_apply(game, bad)
            tried += 1
            if isinstance(expected, str):
                refused += 1
                with pytest.raises(InvalidState) as info:
                    game.state_from_json(json.dumps(bad))
                assert str(info.value) == f"history does not replay: {clip(expected)}"
            else:  # legal moves all: only the data can disagree (it is the unchanged game's)
                with pytest.raises(InvalidState, match="data"):
                    game.state_from_json(json.dumps(bad))
            assert game.loop.replaying is None and game.loop.upcoming == []
    assert refused > tried // 2


def test_take_only_while_replaying_and_never_the_last_move(game: Game) -> None:
    """``TaskLoop.take`` answers for the table being replayed only, and never takes the
    history's last move (applied as in play, so the loaded table is play's)."""
    loop = game.loop
    state = game.new_game(2, seed=1)
    pass_ = game.codec.text_ids["pass"]
    assert not loop.take(state.data, pass_)  # nothing replays
    end = played(game, 2, 1, "cards")[-1]
    taken: list[int] = []
    real = type(loop).take

    def spy(self: object, d: object, aid: int) -> bool:
        ok = real(loop, d, aid)
        if ok:
            taken.append(loop.at - 1)
        return ok

    type(loop).take = spy  # type: ignore[method-assign]
    try:
        loaded = game.state_from_json(end.to_json())
    finally:
        type(loop).take = real  # type: ignore[method-assign]
    assert loaded == end
    n = len(end.history)
    assert taken and max(taken) < n - 1
    assert all(end.history[i][0] == "pass" for i in taken)
