"""A replay checks one answer of a turn, a card window or an offered decision without listing
the options (``answers.answer_checks``, ``TaskLoop.checks``, ``rounds.op_offer``): each check
says exactly whether the action is among the decision's options, for every action id, at
every turn, window and offered decision of seeded games at 1-4 seats (a window's cards also
left unlisted, as a replay leaves them; an offered decision also where its ``Offer`` finds
nothing but declining and does not ask it), and a history the checks refuse is refused as
``apply`` refuses it."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

import attrs
import pytest

import boardrules
from boardrules import Game, IllegalAction, InvalidState

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import tasks as T
    from games.hallertau.tasks import UNLISTED, Offer, Respond, Turn
else:
    from boardrules.games.hallertau import tasks as T
    from boardrules.games.hallertau.tasks import UNLISTED, Offer, Respond, Turn

# the decisions asked through an Offer whose answer is checked alone (answers.offer_checks)
OFFERED = {
    T.GainOffer,
    T.Crop,
    T.TownHall,
    T.Sow,
    T.Farming,
    T.Fertilize,
    T.Sell,
    T.Breed,
    T.PaySheep,
    T.Extend,
    T.Progress,
}


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def asked_ids(game: Game) -> list[int]:
    """Every id a turn, a window or a checked offered decision answers (places, trades,
    plays, pass, takes, sowings, ...), and a sample of the others (never legal there)."""
    table = game.codec.actions
    kinds = {"place", "trade", "play", "pass", "take", "skip", "stop", "sow", "fertilize"}
    kinds |= {"sell", "breed", "pay", "extend", "left", "advance", "confirm"}
    ids = [i for i, a in enumerate(table) if a[0] in kinds]
    return ids + [i for i, a in enumerate(table) if a[0] not in kinds][::17]


CASES: list[tuple[int, int, dict[str, Any]]] = [
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
    game: Game, players: int, seed: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    check_case(game, players, seed, options, monkeypatch)


def check_case(
    game: Game, players: int, seed: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One seeded game of ``CASES``, every check against the options; what it asked goes to
    ``SEEN``."""
    RAN.append((players, seed, options))
    checks = game.loop.checks
    assert set(checks) == {Turn, Respond, T.Pay, *OFFERED}
    ids = asked_ids(game)
    seen: dict[Any, int] = dict.fromkeys((*checks, UNLISTED, "last", "not asked"), 0)
    offer = game.loop.ops[Offer]

    def offer_checked(d: Any, t: Any) -> None:
        """Each Offer of a checked decision, asked or not: the check against its options."""
        inner = d.tasks[-1]
        check = checks.get(type(inner))
        if check is not None:
            game.offered = None  # type: ignore[attr-defined]
            listed = set(game.decisions[type(inner)][0](d, inner))
            assert {i for i in ids if check(d, inner, i)} == listed
            seen["not asked"] += listed <= game.ids.declines  # type: ignore[attr-defined]
        offer(d, t)

    monkeypatch.setitem(game.loop.ops, Offer, offer_checked)
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, **options)
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
    assert seen[Turn] > 10 and seen[T.GainOffer] > 5 and seen["not asked"] > 0
    assert seen[T.Pay] > 0
    if options.get("variant") != "cardless":
        assert seen[Respond] > 10 and seen[UNLISTED] > 0
    if options.get("starter_deck") == 2:
        assert seen["last"] > 0
    SEEN.update(k for k, n in seen.items() if n and k in OFFERED)


SEEN: set[Any] = set()  # the offered decisions the games above asked
RAN: list[Any] = []  # the cases played in this process


def test_the_games_asked_every_checked_offered_decision(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The seeded games above asked each offered decision checked: the cases another xdist
    worker played (or none ran yet) are played here (3 s in all)."""
    for players, seed, options in CASES:
        if (players, seed, options) not in RAN:
            check_case(game, players, seed, options, monkeypatch)
    assert SEEN == OFFERED


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
