"""``boardrules play --human``: a person sees only what their seat's observation allows.

For every installed game, the terminal text is compared between two games that differ only
in one secret choice of another seat (a choice after which the person's observation is the
same): up to the moment the person's observation tells the two games apart, the text must be
identical, or the terminal leaked the secret.
"""

from __future__ import annotations

import contextlib
import io
import random
from typing import Any

import pytest

import boardrules
from boardrules import cli
from boardrules.actions import Action
from boardrules.cli import secret_choice
from boardrules.engine import State

MOVES = 250  # moves followed per game (random seats and the person together)
SECRETS = 3  # secret choices tested per game and seat count


class Stop(Exception):
    """Ends a recorded game early."""


class Recorded:
    """A ``play --human`` run with its text and, at each move, the state and text so far."""

    def __init__(self, out: str, events: list[tuple[State, int]]) -> None:
        self.out, self.events = out, events


def play(
    game_id: str,
    players: int,
    human: int,
    swap: tuple[int, Action] | None = None,
    seed: int = 0,
    moves: int = MOVES,
) -> Recorded:
    """Runs ``boardrules play`` with the person answering "1" at every prompt; with ``swap``
    (k, action), the k-th move is replaced by ``action`` (the random stream is kept)."""
    events: list[tuple[State, int]] = []
    buffer = io.StringIO()
    choose = cli.random_action
    ask = cli.ask_human

    def record(state: State) -> None:
        if len(events) >= moves:
            raise Stop
        events.append((state, buffer.tell()))

    def random_action(state: State, rnd: random.Random) -> Action:
        record(state)
        action = choose(state, rnd)
        if swap is not None and len(events) - 1 == swap[0]:
            return swap[1]
        return action

    def ask_human(state: State, seat: int) -> Action:
        record(state)
        return ask(state, seat)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(cli.play, "random_action", random_action)
        mp.setattr(cli.play, "ask_human", ask_human)
        mp.setattr("builtins.input", lambda prompt="": "1")
        with contextlib.redirect_stdout(buffer), contextlib.suppress(Stop):
            argv = ["play", game_id, "--players", str(players), "--seed", str(seed)]
            cli.main([*argv, "--human", str(human)])
    return Recorded(buffer.getvalue(), events)


def secret_swaps(run: Recorded, human: int, most: int = SECRETS) -> list[tuple[int, Action]]:
    """Moves of other seats whose choice the person cannot see, each with an alternative
    that leaves the person's observation the same (at most one per decision kind)."""
    found: dict[str, tuple[int, Action]] = {}
    for k, (state, _) in enumerate(run.events[:-1]):
        if state.current_player in (human, boardrules.CHANCE) or state.decision in found:
            continue
        chosen = run.events[k + 1][0].history[-1]
        seen = state.apply(chosen).observation(human)
        for other in state.legal_actions():
            if other != chosen and state.apply(other).observation(human) == seen:
                found[str(state.decision)] = (k, other)
                break
        if len(found) == most:
            break
    return list(found.values())


def shown_until_told_apart(a: Recorded, b: Recorded, human: int) -> tuple[str, str]:
    """The text of both runs up to the move before the person's observations first differ."""
    last = min(len(a.events), len(b.events))
    for j in range(last):
        if a.events[j][0].observation(human) != b.events[j][0].observation(human):
            last = j
            break
    if last < 2:
        return "", ""
    return a.out[: a.events[last - 1][1]], b.out[: b.events[last - 1][1]]


def cases() -> list[Any]:
    out = []
    for game_id in boardrules.list_games():
        game = boardrules.load_game(game_id)
        for players, human in ((2, 0), (3, 1)):
            if game.min_players <= players <= game.max_players:
                out.append(pytest.param(game_id, players, human, id=f"{game_id}-{players}p"))
    return out


@pytest.mark.parametrize(("game_id", "players", "human"), cases())
def test_the_terminal_never_shows_another_seats_secret(
    game_id: str, players: int, human: int
) -> None:
    base = play(game_id, players, human)
    swaps = secret_swaps(base, human)
    if not swaps:
        pytest.skip(f"no secret choice of another seat in the first {MOVES} moves")
    for k, other in swaps:
        swapped = play(game_id, players, human, (k, other))
        assert swapped.events[k + 1][0].history[-1] == other
        mine, theirs = shown_until_told_apart(base, swapped, human)
        assert len(mine) > base.events[k][1], "the window covers the secret move"
        assert mine == theirs, f"move {k} ({other} instead) shows in the text for seat {human}"


def test_kleine_voelker_kept_projects_are_not_printed() -> None:
    """The issue's example: seat 1's kept secret projects were printed at once; they are kept
    face down (kleine_voelker.md L237-L241) until the final scoring."""
    run = play("kleine_voelker", 2, 0)
    during = run.out[: run.events[-1][1]]  # all but the last move and the end
    kept = [str(a) for s, _ in run.events for a in s.history if a.kind == "keep"]
    theirs = run.events[-1][0].data.peoples[1].secret
    assert theirs and all(f"keep {card}" in kept for card in theirs)
    for card in theirs:
        assert f"keep {card}" not in during


def test_a_revealed_choice_is_printed_once_the_observation_shows_it() -> None:
    """Woodcraft R&W: the seats choose in secret, then all reveal (woodcraft_rw.pl.txt L77-L85);
    the other seat's pick is printed once the person has chosen too."""
    run = play("woodcraft_rw", 2, 1)
    assert "seat A: (a secret choice: Turn 1 (L77-L85): choose in secret a die" in run.out
    assert "revealed: seat A: pick " in run.out


def _first_state(game_id: str, decision: str, kind: str) -> boardrules.State:
    """The first state of a seeded random game (seed 0, 2 players) that asks ``decision``
    with at least two ``kind`` actions."""
    game = boardrules.load_game(game_id)
    state, rnd = game.new_game(2, seed=0), random.Random(0)  # noqa: S311
    while not (
        state.decision == decision and sum(a.kind == kind for a in state.legal_actions()) > 1
    ):
        state = state.apply(rnd.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    ("game_id", "decision", "kind"),
    [
        ("hallertau", "progress", "advance"),  # which craft is paid for is public (L527-L549)
        ("kleine_voelker", "act", "start"),  # where the first action takes place (L320-L323)
    ],
)
def test_a_public_choice_is_shown_to_the_other_seats(
    game_id: str, decision: str, kind: str
) -> None:
    state = _first_state(game_id, decision, kind)
    other = 1 - state.current_player
    for action in [a for a in state.legal_actions() if a.kind == kind]:
        assert secret_choice(state, action, [other]) is None, action
