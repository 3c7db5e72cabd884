"""A saved Hallertau game replays its card windows without listing a hand's cards at each pass
(``TaskLoop.replaying``, ``cardplay.op_window``): the loaded game is the played one, a card
played from the hand is still checked against the cards the seat could play, and a history
that plays a card it could not play is refused as ``apply`` refuses it."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING

import pytest

import boardrules
from boardrules import Game, InvalidState, State

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.tasks import UNLISTED, Respond
else:
    from boardrules.games.hallertau.tasks import UNLISTED, Respond


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def played(game: Game, players: int, seed: int) -> tuple[State, list[State]]:
    """A random game and its states; plays a card whenever one can be played."""
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed)
    trail = [state]
    while not state.is_terminal:
        legal = state.legal_actions()
        plays = [a for a in legal if a[0] == "play"]
        state = state.apply(plays[0] if plays and rng.random() < 0.5 else rng.choice(legal))
        trail.append(state)
    return state, trail


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_a_loaded_game_is_the_played_game_at_every_window(
    game: Game, players: int, seed: int
) -> None:
    end, trail = played(game, players, seed)
    assert any(a[0] == "play" for a in end.history)  # L661: cards played from the hand
    for state in trail[:: max(1, len(trail) // 40)] + [end]:
        loaded = game.state_from_json(state.to_json())
        assert loaded == state and loaded.to_json() == state.to_json()
        assert loaded.legal_action_ids() == state.legal_action_ids()
        assert all(t.cards is not UNLISTED for t in loaded.data.tasks if isinstance(t, Respond))
    assert game.loop.replaying is None


def test_a_card_the_seat_could_not_play_is_refused_on_replay(game: Game) -> None:
    """L661: only a card the seat can play now; a history playing another one does not load,
    with the message ``apply`` gives, and the replay leaves nothing behind."""
    _, trail = played(game, 2, 7)
    for k, state in enumerate(trail[:-1]):
        top = state.data.tasks[-1]
        if isinstance(top, Respond) and trail[k + 1].history[-1][0] == "pass":
            hand = state.data.villages[top.seat].hand
            playable = {game.action_from_id(i)[1][0] for i in top.cards}
            unplayable = [c for c in hand if c not in playable]
            if unplayable:
                break
    else:
        pytest.fail("no window where a hand card could not be played")
    doc = json.loads(trail[k + 1].to_json())
    doc["history"][-1] = f"play {unplayable[0]}"
    with pytest.raises(InvalidState, match="history does not replay: .* is not legal now"):
        game.state_from_json(json.dumps(doc))
    assert game.loop.replaying is None
    # the same history with a pass loads, and its card windows asked the same seats
    assert game.state_from_json(trail[k + 1].to_json()) == trail[k + 1]
