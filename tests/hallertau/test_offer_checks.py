"""A wrong answer to an offered decision or a payment is refused by a replay as ``apply``
refuses it, now that a replay checks the history's one answer (``answers.offer_checks``,
``rounds.op_offer``) instead of listing the options: an answer the decision does not offer
where it is asked (L421-L431 a gain not on offer, L553-L613 a step that cannot be made or
paid, L433-L439 a sowing without an empty field or the crop...), and an answer put where
the decision is not asked at all (its ``Offer`` found nothing but declining, L463). Each
case is also replayed with the kind's check made to allow everything, and then comes out
otherwise: the test fails if the check is skipped."""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any, cast

import pytest

import boardrules
from boardrules import Game, IllegalAction, InvalidState, State
from boardrules.errors import clip

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau import tasks as T
else:
    from boardrules.games.hallertau import tasks as T

# the words of the actions answering each kind checked alone (its declines left out)
FAMILY: dict[type, tuple[str, ...]] = {
    T.GainOffer: ("take",),
    T.Crop: ("take",),
    T.TownHall: ("left",),
    T.Sow: ("sow",),
    T.Farming: ("take", "sow"),
    T.Fertilize: ("fertilize",),
    T.Sell: ("sell",),
    T.Breed: ("breed",),
    T.PaySheep: ("pay",),
    T.Extend: ("extend",),
    T.Progress: ("advance",),
    T.Pay: ("pay", "confirm"),
}


@pytest.fixture(scope="module")
def game() -> Game:
    return boardrules.load_game("hallertau")


def outcome(game: Game, doc: dict[str, Any], broken: bool = False) -> str:
    """What ``state_from_json`` says of ``doc``: its refusal, or "loaded"; with a check
    ``broken``, also what a rule raises when handed an answer it never offers."""
    try:
        game.state_from_json(json.dumps(doc))
    except InvalidState as exc:
        return str(exc)
    except Exception as exc:  # a rule given what it never offers (KeyError, ...)
        if not broken:
            raise
        return f"{type(exc).__name__}: {exc}"
    return "loaded"


def by_apply(game: Game, doc: dict[str, Any]) -> str | None:
    """The oracle: the history applied move by move, the message of the first move refused."""
    state = game.new_game(doc["players"], doc["seed"], doc["chance"], **doc["options"])
    for text in doc["history"]:
        try:
            state = state.apply(game.codec.from_text(text, game.id))
        except (IllegalAction, ValueError) as exc:
            return str(exc)
    return None


def wrong_ids(game: Game, kind: type, legal: set[int]) -> list[int]:
    words = FAMILY[kind]
    return [i for i, a in enumerate(game.codec.actions) if a[0] in words and i not in legal]


def cases(game: Game, seeds: list[tuple[int, int]]) -> list[tuple[type, str, dict[str, Any]]]:
    """Per kind, histories with one wrong answer: where the decision is asked (an answer it
    does not offer, in place of the played one) and where its Offer asks nothing (an answer
    of its family put before the next move); never the history's last move (applied as in
    play, not checked alone)."""
    out: list[tuple[type, str, dict[str, Any]]] = []
    taken: set[tuple[type, str]] = set()
    ops = cast("dict[type, Any]", game.loop.ops)
    offer = ops[T.Offer]
    for players, seed in seeds:
        rng = random.Random(seed)
        state = game.new_game(players, seed=seed)
        skipped: list[tuple[int, type]] = []  # (the index of the next move, the kind)
        trail: list[State] = [state]

        def watch(
            d: Any, t: Any, skipped: list[tuple[int, type]] = skipped, trail: list[State] = trail
        ) -> None:
            inner = d.tasks[-1]
            offer(d, t)
            if d.tasks[-1] is not inner and type(inner) in FAMILY:
                skipped.append((len(trail), type(inner)))

        ops[T.Offer] = watch
        try:
            while not state.is_terminal:
                state = state.apply(rng.choice(state.legal_actions()))
                trail.append(state)
        finally:
            ops[T.Offer] = offer
        doc = json.loads(state.to_json())
        history = doc["history"]
        for i, s in enumerate(trail[:-2]):
            kind = type(s.data.tasks[-1]) if s.data.tasks else None
            if kind in FAMILY and (kind, "asked") not in taken:
                for wrong in wrong_ids(game, kind, set(s.legal_action_ids()))[:3]:
                    moves = [*history[:i], str(game.codec.actions[wrong]), *history[i + 1 :]]
                    out.append((kind, "asked", dict(doc, history=moves)))
                taken.add((kind, "asked"))
        for i, kind in skipped:
            if i < len(history) - 1 and (kind, "not asked") not in taken:
                for wrong in wrong_ids(game, kind, set())[:3]:
                    moves = [*history[:i], str(game.codec.actions[wrong]), *history[i:]]
                    out.append((kind, "not asked", dict(doc, history=moves)))
                taken.add((kind, "not asked"))
    return out


SEEDS = [(2, 3), (3, 5), (4, 6), (2, 8), (4, 9)]


def test_a_wrong_answer_is_refused_as_apply_refuses_it_and_not_without_the_check(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = cases(game, SEEDS)
    refused: dict[tuple[type, str], int] = {}
    for kind, where, doc in found:
        expected = by_apply(game, doc)
        if expected is None:  # legal after all (another decision's answer): not a case
            continue
        said = outcome(game, doc)
        assert said == f"history does not replay: {clip(expected)}", (kind, where)
        with monkeypatch.context() as m:  # the check skipped: the kind allows everything
            m.setitem(game.loop.checks, kind, lambda d, t, aid: True)
            m.setitem(game.answer_checks, kind, lambda d, t, aid: True)  # type: ignore[attr-defined]
            assert outcome(game, doc, broken=True) != said, (kind, where)
        refused[kind, where] = refused.get((kind, where), 0) + 1
        assert game.loop.replaying is None and game.loop.upcoming == []
    kinds = {k for k, _ in refused}
    assert {(T.GainOffer, "not asked"), (T.Progress, "not asked")} <= set(refused)
    assert kinds == set(FAMILY), sorted(k.__name__ for k in kinds)
