"""The bounds OpenSpiel is given (``max_game_length``, ``max_chance_outcomes``): a bound too
small breaks OpenSpiel (a longer game or a larger outcome fails its checks), one too loose
wastes what is sized by it. Each is checked against random games and against a long-play
adversary; the figures are in docs/research.md (game length bounds). Needs no extra."""

from __future__ import annotations

import random

import pytest

import boardrules
from boardrules.tasks import Draw


def pile_or_die(state: boardrules.State) -> str:
    top = state.data.tasks[-1]
    return f"draw {top.pile}" if isinstance(top, Draw) else f"die {type(top).__name__}"


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_max_chance_outcomes_holds_and_is_reached(game_id: str) -> None:
    """Every CHANCE node of random explicit games of the smallest and largest player count
    has at most ``game.info.max_chance_outcomes`` outcomes, and some node has that many (the
    first draw of the largest pile): the bound is exact, so within 2x."""
    game = boardrules.load_game(game_id)
    rng = random.Random(1)
    for players in sorted({game.min_players, 2, game.max_players}):
        options = game.info.defaults()
        bound = game.info.max_chance_outcomes(players, options)
        seen: dict[str, int] = {}
        for seed in range(2):
            state = game.new_game(players, seed, "explicit")
            while not state.is_terminal:
                if state.is_chance_node:
                    n = len(state.chance_outcomes())
                    assert n <= bound, f"{pile_or_die(state)}: {n} outcomes > {bound}"
                    seen[pile_or_die(state)] = max(seen.get(pile_or_die(state), 0), n)
                state = state.apply_id(rng.choice(state.legal_action_ids()))
        assert max(seen.values()) == bound, (players, seen)


def test_max_chance_outcomes_follows_the_options() -> None:
    """Hallertau's mixed decks (L818-L820) are one pile: the bound is their distinct cards."""
    game = boardrules.load_game("hallertau")
    options = {**game.info.defaults(), "starter_deck": "0123", "court_deck": "4567"}
    assert game.info.max_chance_outcomes(2, options) == 140
    state = game.new_game(2, 0, "explicit", starter_deck="0123", court_deck="4567")
    assert len(state.chance_outcomes()) == 140  # the first draw: a court card of the mix
    cardless = {**game.info.defaults(), "variant": "cardless"}  # L799: the quarter cards only
    quarters = game.new_game(2, 0, "explicit", variant="cardless").data.quarter_deck
    assert game.info.max_chance_outcomes(2, cardless) == len(quarters) == 6


def longest_play(game: boardrules.Game, players: int, seed: int) -> int:
    """The length of an adversarial long game: at each decision the action after which the
    game is not over, its end is not triggered, and the most tasks are pending (ties and one
    decision in ten at random); chance at random, in explicit mode."""
    rng = random.Random(seed)
    state, steps = game.new_game(players, seed, "explicit"), 0

    def key(action: int) -> tuple[bool, bool, int, float]:
        child = state.apply_id(action)
        ended = bool(getattr(child.data, "end_triggered", False))
        return (not child.is_terminal, not ended, len(child.data.tasks), rng.random())

    while not state.is_terminal:
        ids = state.legal_action_ids()
        if state.current_player < 0 or len(ids) > 40 or rng.random() < 0.1:
            action = rng.choice(ids)
        else:
            action = max(ids, key=key)
        state = state.apply_id(action)
        steps += 1
    return steps


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_a_long_play_adversary_stays_within_the_game_length_bound(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    bound = game.game_length_bound(2, {})
    assert longest_play(game, 2, seed=0) <= bound


def test_kleine_voelker_actions_of_eight_decisions_happen() -> None:
    """The per-action count of Kleine Völker's bound is reached: a seat that spends its
    inhabitants on the dearest builds (and never claims, demolishes or uses a ploy) soon
    cannot build anywhere, and then skips six territories (L533-L546) and forfeits (digest
    A14) every action: 7 decisions (8 with a claim after a build), against 1-3 in a random
    game. The game stays within its bound."""
    game = boardrules.load_game("kleine_voelker")
    rng = random.Random(0)
    state, run, longest, steps = game.new_game(2, 1), 0, 0, 0

    def poor(a: boardrules.Action) -> tuple[bool, bool, bool, int, float]:
        word, child = str(a), state.apply(a)  # noqa: B023 (the state of this turn)
        quiet = not word.startswith(("demolish", "change", "invade", "transfer", "claim"))
        people = child.data.peoples[0]
        return (not child.data.end_triggered, word.startswith(("skip", "forfeit")),
                quiet, -people.inhabitants, rng.random())  # fmt: skip

    while not state.is_terminal:
        acts = state.legal_actions()
        if state.current_player == 0:
            action = max(acts, key=poor)
        else:
            action = rng.choice(acts)
        word = str(action)
        if word.startswith("forfeit"):  # the action's end: its skips and the forfeit
            longest, run = max(longest, run + 1), 0
        run = run + 1 if word.startswith("skip") else 0
        state, steps = state.apply(action), steps + 1
    assert longest == 7
    assert steps <= game.game_length_bound(2, {})
