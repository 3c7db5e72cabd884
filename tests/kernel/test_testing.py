"""The conformance suite catches broken plugins: each check fails on the bug it is for."""

from __future__ import annotations

import importlib
import itertools
from typing import TYPE_CHECKING, Any

import attrs
import pytest

import boardrules
from boardrules import Action, Game, State
from boardrules.testing import (
    ConformanceFailure,
    SuiteConfig,
    check_actions,
    check_chance,
    check_determinism,
    check_end,
    check_hidden,
    check_history_shown,
    check_information_set,
    check_pictures,
    check_playout,
    check_serialization,
    conformance_tests,
    decision_kind,
    playout,
)

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw.state import RWData
else:
    from boardrules.games.woodcraft_rw.state import RWData

SECRET_COMMIT = SuiteConfig(secret_decisions=("commit",))


def first_until(state: State, kind: str) -> State:
    """Plays the first legal action until a decision of that kind is asked."""
    while decision_kind(state) != kind:
        state = state.apply(state.legal_actions()[0])
    return state


def test_a_correct_game_passes_every_check(game: Game) -> None:
    for players in (1, 3):
        end = check_playout(game, players, seed=5, choices=[3, 1, 4, 1, 5], config=SECRET_COMMIT)
        assert end.is_terminal


def test_the_pytest_class_has_one_test_per_check() -> None:
    suite = conformance_tests("woodcraft_rw", players=[2])
    tests = sorted(name for name in vars(suite) if name.startswith("test_"))
    assert tests == [
        "test_actions",
        "test_determinism",
        "test_explicit_chance",
        "test_game_ends_with_scores",
        "test_hidden_information",
        "test_history_agrees_with_observation",
        "test_information_sets",
        "test_metadata",
        "test_pictures",
        "test_search",
        "test_serialization",
    ]


def test_apply_that_mutates_fails(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    state = game.new_game(2, seed=1)
    # a shallow clone: the new state shares its task stack and sheets with the old one
    monkeypatch.setattr(RWData, "fork", lambda self: attrs.evolve(self))  # apply copies by fork
    with pytest.raises(ConformanceFailure, match="changed the state"):
        check_actions(state)


def test_an_illegal_action_that_applies_fails(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    state = game.new_game(2, seed=1)
    strict = State.apply

    def lenient(self: State, action: Action) -> State:
        return strict(self, action) if action in self.legal_actions() else self

    monkeypatch.setattr(State, "apply", lenient)
    with pytest.raises(ConformanceFailure, match="did not raise IllegalAction"):
        check_actions(state)


def test_a_notation_that_does_not_parse_back_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = first_until(game.new_game(2, seed=1), "commit")
    monkeypatch.setattr(game, "parse_action", lambda s, text: s.legal_actions()[0])
    with pytest.raises(ConformanceFailure, match="parse_action"):
        check_actions(state)


def test_an_observation_that_shows_a_commitment_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = first_until(game.new_game(3, seed=1), "commit")
    check_hidden(state, SECRET_COMMIT)
    honest = game.observation

    def leaky(d: Any, player: int) -> dict[str, Any]:
        return {**honest(d, player), "commits": [s.commit for s in d.sheets]}

    monkeypatch.setattr(game, "observation", leaky)
    with pytest.raises(ConformanceFailure, match="secret choice"):
        check_hidden(state, SECRET_COMMIT)


@pytest.mark.parametrize(
    "extra",
    [{"dice": {1, 2}}, {"by": {(0, 1): "x"}}, {"when": object()}],
    ids=["a set", "a tuple key", "an object"],
)
def test_an_observation_that_is_no_json_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch, extra: dict[str, Any]
) -> None:
    """A set, a key that is no scalar, an object: what ``json.dumps`` refuses, named."""
    state = game.new_game(2, seed=1)
    honest = game.observation
    monkeypatch.setattr(game, "observation", lambda d, p: {**honest(d, p), **extra})
    with pytest.raises(ConformanceFailure, match="is not JSON"):
        check_hidden(state, SECRET_COMMIT)


def test_an_observation_that_shows_a_secret_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every leaf and key is read, however deep: a secret word anywhere is found."""
    state = game.new_game(2, seed=1)
    secret = SuiteConfig(secrets=lambda s, q: {"II-07", "7"})
    check_hidden(state, secret)
    honest = game.observation
    for deep in ({"a": [{"b": ("II-07",)}]}, {"a": [{7: None}]}):
        monkeypatch.setattr(game, "observation", lambda d, p, x=deep: {**honest(d, p), **x})
        with pytest.raises(ConformanceFailure, match="which seat 0 may not see"):
            check_hidden(state, secret)


def test_a_secret_choice_shown_in_another_seat_s_history_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """kleine_voelker.de.txt L237-L241: the secret projects kept are kept secret; a history
    that names them to the other seats (no mark on the choice) is a leak the check finds
    through the information state, though every observation hides them."""
    kv = boardrules.load_game("kleine_voelker")
    state = kv.new_game(2, seed=1)
    assert decision_kind(state) == "keep" and "keep" in kv.secret_decisions
    check_hidden(state, SuiteConfig(secret_decisions=kv.secret_decisions))
    monkeypatch.setattr(kv, "secret", frozenset())  # its choice no longer marked secret
    with pytest.raises(ConformanceFailure, match="information state"):
        check_hidden(state, SuiteConfig(secret_decisions=kv.secret_decisions))


def test_a_public_choice_declared_secret_fails(game: Game) -> None:
    """The generic check bites on real differences: the order a seat keeps at setup is laid
    next to its sheet in view (woodcraft_rw.pl.txt L32-L34), so 'keep' is not secret."""
    state = game.new_game(3, seed=1)
    assert decision_kind(state) == "keep"
    with pytest.raises(ConformanceFailure, match="observation"):
        check_hidden(state, SuiteConfig(secret_decisions=("keep",)))


def test_an_observation_that_shows_the_deck_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = game.new_game(2, seed=1)
    config = SuiteConfig(secrets=lambda s, seat: s.data.deck1)
    check_hidden(state, config)
    honest = game.observation
    monkeypatch.setattr(
        game, "observation", lambda d, player: {**honest(d, player), "next": d.deck1[:1]}
    )
    with pytest.raises(ConformanceFailure, match="may not see"):
        check_hidden(state, config)


def test_scores_that_disagree_with_the_breakdown_fail(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a state's scores come from the score sheet: the suite catches a kernel that breaks that
    end = playout(game, 2, seed=1)[-1]
    check_end(end)
    honest = State.scores
    monkeypatch.setattr(State, "scores", lambda self: tuple(x + 1 for x in honest(self)))
    with pytest.raises(ConformanceFailure, match="breakdown total"):
        check_end(end)


def test_scores_that_disagree_with_the_score_sheet_fail(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    # scores and breakdown apart from the score sheet (the sheet decides the winner)
    end = playout(game, 3, seed=1)[-1]
    assert len(set(end.scores())) == 3
    honest_scores, honest_rows = State.scores, State.score_breakdown
    monkeypatch.setattr(State, "scores", lambda self: tuple(-x for x in honest_scores(self)))
    monkeypatch.setattr(
        State,
        "score_breakdown",
        lambda self: [{**row, "total": -row["total"]} for row in honest_rows(self)],
    )
    with pytest.raises(ConformanceFailure, match="not among the best totals"):
        check_end(end)


def test_a_game_that_does_not_end_fails(game: Game) -> None:
    with pytest.raises(ConformanceFailure, match="has not ended after 30 actions"):
        playout(game, 2, seed=1, config=SuiteConfig(max_steps=30))


def test_randomness_outside_the_seed_fails(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = itertools.count()
    honest = game.setup

    def unseeded(players: int, seed: int, options: dict[str, Any]) -> Any:
        d: Any = honest(players, seed, options)
        d.deck2.append(d.deck2.pop(next(calls) % len(d.deck2)))  # a different deck each game
        return d

    monkeypatch.setattr(game, "setup", unseeded)
    with pytest.raises(ConformanceFailure, match="same seed and choices"):
        check_determinism(game, 2, seed=1)
    with pytest.raises(ConformanceFailure, match="same seed and choices"):  # a game played
        check_determinism(game, 2, seed=1, path=playout(game, 2, seed=1))
    state = playout(game, 2, seed=1)[5]
    with pytest.raises(ConformanceFailure, match="replay"):
        check_serialization(state, 2, seed=1)


def test_a_state_that_does_not_round_trip_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = playout(game, 2, seed=1)[10]
    check_serialization(state, 2, seed=1)
    monkeypatch.setattr(
        game, "state_from_json", lambda text: game.replay(2, 1, list(state.history)[:-1])
    )
    with pytest.raises(ConformanceFailure, match="round|state_from_json"):
        check_serialization(state, 2, seed=1)


def test_chance_probabilities_that_do_not_sum_to_one_fail(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = game.new_game(2, seed=1, chance="explicit")
    while state.current_player != boardrules.CHANCE:
        state = state.apply(state.legal_actions()[0])
    check_chance(state, "explicit")
    with pytest.raises(ConformanceFailure, match='chance="auto"'):
        check_chance(state, "auto")
    monkeypatch.setattr(
        State, "chance_outcomes", lambda self: [(a, 0.1) for a in self.legal_actions()]
    )
    with pytest.raises(ConformanceFailure, match="sum"):
        check_chance(state, "explicit")


def dealt_elsewhere(state: State, seat: int) -> list[str]:
    """The orders dealt to the other seats to choose from (woodcraft_rw.pl.txt L32-L34)."""
    return [o for q, sheet in enumerate(state.data.sheets) if q != seat for o in sheet.dealt]


def test_a_picture_that_is_not_well_formed_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = game.new_game(2, seed=1)
    check_pictures(state)
    monkeypatch.setattr(game, "draw_svg", lambda view, seat: "<svg><g></svg>")
    with pytest.raises(ConformanceFailure, match="not well-formed"):
        check_pictures(state)


def test_a_picture_drawn_from_the_state_fails(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """A picture that reads the state (here: the top of the deck, in an XML comment nobody
    reads) is not a function of its viewer's observation."""
    state = game.new_game(2, seed=1)
    honest = State.svg

    def peeking(self: State, seat: int | None = None) -> str:
        return honest(self, seat).replace("</svg>", f"<!-- {self.data.deck1[0]} --></svg>")

    monkeypatch.setattr(State, "svg", peeking)
    with pytest.raises(ConformanceFailure, match="observation alone"):
        check_pictures(state)


def test_a_picture_that_shows_another_seats_cards_fails(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seat 1 must not see the orders dealt to seat 0: a view that is seat 0's for everybody
    puts them into seat 1's picture (and the public one)."""
    state = game.new_game(2, seed=1)
    assert dealt_elsewhere(state, 1)
    config = SuiteConfig(secrets=dealt_elsewhere)
    check_pictures(state, config)
    monkeypatch.setattr(State, "view", lambda self, seat=None: self.observation(0))
    with pytest.raises(ConformanceFailure, match="may not see"):
        check_pictures(state, config)


def test_asking_only_the_seats_that_can_play_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """hallertau.de.md L659-L661: hand cards are hidden and may be played at any time; a window
    that asks only the seats holding a playable card tells the others about their hands
    (issue 24, item 7: the window of main before the fix)."""
    h = boardrules.load_game("hallertau")
    cardplay = importlib.import_module(type(h).__module__.rsplit(".", 1)[0] + ".cardplay")
    states = playout(h, 2, seed=0, chance="explicit")
    samples = states[40:200:16]
    for state in samples:
        for p in (0, 1):
            check_information_set(state, p)
    monkeypatch.setattr(cardplay, "may_hold_playable", lambda g, d, p, window: False)
    with pytest.raises(ConformanceFailure, match="told apart"):
        for state in samples:
            for p in (0, 1):
                check_information_set(state, p)


def test_a_public_choice_the_observation_does_not_show_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """woodcraft_rw.pl.txt L51-L53: the board dice are rolled in view; an observation without
    the dice rolled before they are placed hides a roll the history names (issue 24, item 8)."""
    rw = boardrules.load_game("woodcraft_rw")
    state = first_until(rw.new_game(2, seed=1, chance="explicit"), "chance")
    while state.current_player != boardrules.CHANCE or "roll" not in str(state.legal_actions()[0]):
        state = state.apply(state.legal_actions()[0])
    check_history_shown(state, state.legal_actions()[0])
    honest = rw.observation

    def forgetful(d: Any, player: int) -> dict[str, Any]:
        return {k: v for k, v in honest(d, player).items() if k != "rolled"}

    monkeypatch.setattr(rw, "observation", forgetful)
    with pytest.raises(ConformanceFailure, match="names roll"):
        check_history_shown(state, state.legal_actions()[0])
