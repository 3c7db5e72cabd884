"""A replay checks one answer of a turn or a card window without listing the options
(``answers.answer_checks``, ``TaskLoop.checks``): each check says exactly whether the action
is among the decision's options, for every action id, at every turn and window of seeded
games at 1-4 seats (a window's cards also left unlisted, as a replay leaves them), and a
history the checks refuse is refused as ``apply`` refuses it."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

import attrs
import pytest

import boardrules
from boardrules import Game, IllegalAction, InvalidState

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.tasks import UNLISTED, Respond, Turn
else:
    from boardrules.games.hallertau.tasks import UNLISTED, Respond, Turn


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def asked_ids(game: Game) -> list[int]:
    """Every id a turn or a window answers (places, trades, plays, pass), and a sample of
    the others (they are never legal there)."""
    table = game.codec.actions
    kinds = ("place", "trade", "play", "pass")
    ids = [i for i, a in enumerate(table) if a[0] in kinds]
    return ids + [i for i, a in enumerate(table) if a[0] not in kinds][::17]


CASES = [
    (1, 11, {}),
    (2, 12, {}),
    (3, 13, {}),
    (4, 14, {}),
    # the Expert starter deck holds 222 (L1194): after it only actions spending every worker
    (1, 1, {"starter_deck": 2}),
    (2, 1, {"starter_deck": 2, "court_deck": 6}),
    (3, 1, {"starter_deck": 2, "court_deck": 5}),
    (2, 16, {"variant": "cardless"}),  # L800: no card spaces without cards
]


@pytest.mark.parametrize(("players", "seed", "options"), CASES)
def test_each_check_is_exactly_the_options(
    game: Game, players: int, seed: int, options: dict[str, Any]
) -> None:
    checks = game.loop.checks
    assert set(checks) == {Turn, Respond}
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, **options)
    ids = asked_ids(game)
    seen = {Turn: 0, Respond: 0, UNLISTED: 0, "last": 0}
    while not state.is_terminal:
        d = state.data
        top = d.tasks[-1]
        legal = state.legal_action_ids()
        if type(top) in checks:
            seen[type(top)] += 1
            seen["last"] += isinstance(top, Turn) and any(
                e.event == "card_played" and e.name == "222" for e in d.villages[top.seat].recent
            )
            check = checks[type(top)]
            assert [i for i in ids if check(d, top, i)] == [i for i in ids if i in legal]
            if isinstance(top, Respond):  # as a replay asks it: the cards left unlisted
                bare = attrs.evolve(top, cards=UNLISTED)
                listed = set(game.decisions[Respond][0](d, bare))
                assert listed == set(legal)
                assert {i for i in ids if check(d, bare, i)} == listed
                seen[UNLISTED] += len(listed) > 1
        actions = state.legal_actions()
        plays = [a for a in actions if a[0] == "play"]
        state = state.apply(plays[0] if plays and rng.random() < 0.5 else rng.choice(actions))
    assert seen[Turn] > 10
    if options.get("variant") != "cardless":
        assert seen[Respond] > 10 and seen[UNLISTED] > 0
    if options.get("starter_deck") == 2:
        assert seen["last"] > 0


def test_a_turn_the_checks_refuse_is_refused_as_apply_refuses_it(game: Game) -> None:
    """L399-L411: a worker placed on a full space, or more workers traded than the seat has,
    does not replay: the saved game is refused with ``apply``'s message."""
    rng = random.Random(5)
    state = game.new_game(2, seed=5)
    while not isinstance(state.data.tasks[-1], Turn):
        state = state.apply(rng.choice(state.legal_actions()))
    legal = state.legal_action_ids()
    wrong = next(
        a for i, a in enumerate(game.codec.actions) if a[0] in ("place", "trade") and i not in legal
    )
    with pytest.raises(IllegalAction) as refused:
        state.apply(wrong)
    assert not game.loop.checks[Turn](state.data, state.data.tasks[-1], game.codec.id(wrong))
    doc = json.loads(state.to_json())
    doc["history"] = [*doc["history"], str(wrong)]
    with pytest.raises(InvalidState, match="history does not replay") as loaded:
        game.state_from_json(json.dumps(doc))
    assert str(refused.value).split(" (")[0] in str(loaded.value)
