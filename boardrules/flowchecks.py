"""The conformance checks of the flow of play, and the failure every conformance check raises.

``check_information_set``: what a seat is told never depends on what it may not see (issue 24,
item 7); ``check_history_shown``: what its history names, its observation shows (item 8).
``boardrules.testing`` runs them for every game (its module docstring says how).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from typing import Any, NoReturn

from boardrules.actions import Action
from boardrules.engine import CHANCE, State

__all__ = ["ConformanceFailure", "check_history_shown", "check_information_set"]


class ConformanceFailure(AssertionError):
    """A game broke a rule of the public contract; the message says which and how to replay."""


def _describe(state: State) -> str:
    doc = json.loads(state.to_json())
    history = [str(a) for a in state.history]
    return (
        f"{doc['game']}: replay({doc['players']}, seed={doc['seed']}, chance={doc['chance']!r}, "
        f"options={doc['options']}) with the {len(history)} actions {history}"
    )


def _fail(state: State, what: str) -> NoReturn:
    raise ConformanceFailure(f"{what}\n  in {_describe(state)}")


def _flow(state: State) -> tuple[int, str | None, bool]:
    """What every seat is told of the flow of play: who is to move, the decision's name,
    whether the game is over."""
    return state.current_player, state.decision, state.is_terminal


def _hides_from(state: State) -> bool:
    """Whether the action about to be taken may be one a seat cannot see, or may reveal
    what was hidden: a chance node (a card dealt, a die rolled), or a secret decision (the
    last secret choice of a round may reveal the others')."""
    return state.current_player == CHANCE or state.decision in state.game.secret


def _paths(value: Any, path: str = "") -> Iterable[tuple[str, Any]]:
    """Every scalar of a view under its path (``.key``, ``[i]``), and each list's length."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _paths(item, f"{path}.{key}")
    elif isinstance(value, list | tuple):
        yield f"{path}#", len(value)
        for i, item in enumerate(value):
            yield from _paths(item, f"{path}[{i}]")
    else:
        yield path, value


def _beyond_names(a: Any, b: Any) -> list[str]:
    """Where two views differ otherwise than by the name in one place (a card's id where
    the other view has another card): a number, a flag, a length, a field."""
    one, two = dict(_paths(a)), dict(_paths(b))
    return [
        k
        for k in sorted(one.keys() | two.keys())
        if one.get(k) != two.get(k)
        and not (isinstance(one.get(k), str) and isinstance(two.get(k), str))
    ]


def check_information_set(
    state: State, p: int, rng: random.Random | None = None, steps: int = 40
) -> None:
    """The flow of play tells seat ``p`` nothing it may not see. ``resample(p)`` draws a
    state equal to this one in p's information set (other hands, deck orders, face-down
    cards, secret commitments redrawn); both play on by the same actions, drawn from
    ``rng``, while no chance node or secret decision comes and every action of another
    seat is legal in both (one legal in one state only shows what was hidden: a card
    played). After each action:

    - both tell everybody the same flow: who is to move, the decision's name, the end;
    - while p's observation and the public view are the same in both, so are p's legal
      actions when p moves;
    - the rules may show a hidden card (a face-down card taken into p's hand, a card laid
      out, every secret at the end), which ends the walk; but two views that differ in
      anything but names (a number, a flag, a length: a count of playable cards, who is
      asked) before the end tell p what it may not know.

    (Hallertau asked a seat to play a card only when it held a playable one: whether it was
    asked told the others.)"""
    rng = rng or random.Random(0)
    first = state
    other = state.resample(p, random.Random(rng.randrange(2**32)))
    for _ in range(steps):
        done = [str(a) for a in first.history[len(state.history) :]]
        where = f"resample({p}) at step {len(state.history)}, then {done}"
        if _flow(first) != _flow(other):
            _fail(
                first,
                f"seat {p} is told apart two states it could not tell apart ({where}): "
                f"to move {first.current_player} / {other.current_player}, decision "
                f"{first.decision} / {other.decision}",
            )
        views = [(first.view(seat), other.view(seat)) for seat in (None, p)]
        if all(a == b for a, b in views):
            if first.current_player == p and first.legal_actions() != other.legal_actions():
                _fail(first, f"seat {p}'s legal actions tell apart ({where}) what it saw alike")
        elif not first.is_terminal:
            leaked = [k for a, b in views for k in _beyond_names(a, b)]
            if leaked:
                _fail(first, f"seat {p}'s view tells apart ({where}): {leaked[:4]}")
            return
        if first.is_terminal or _hides_from(first):
            return
        legal = first.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if first.current_player != p and action not in other.legal_actions():
            return
        first, other = first.apply(action), other.apply(action)


def check_history_shown(state: State, action: Action) -> None:
    """Every seat's history and observation agree on ``action`` taken at ``state``: a seat
    other than the mover whose ``history_for`` names the action (not a secret choice, not a
    card dealt to another seat) can tell it by its observation from every other legal
    action that leads elsewhere (a public choice shows on the table: the terminal prints it
    rather than "(a secret choice)"), and one whose history hides it as ``"<seat>:
    <decision>"`` is shown the same whichever of the decision's actions is taken."""
    after = state.apply(action)
    mover = state.current_player
    viewers = [p for p in range(state.players) if p != mover]
    if not viewers:
        return
    others = [state.apply(b) for b in state.legal_actions() if b != action]
    others = [o for o in others if o != after]  # an action of the same effect is the same
    for p in viewers:
        named = after.history_for(p)[-1] == str(action)
        seen = after.observation(p)
        alike = [o for o in others if o.observation(p) == seen]
        if named and alike:
            _fail(
                after,
                f"history_for({p}) names {action}, but observation({p}) after it is the "
                f"same as after {alike[0].history[-1]}: public, yet not shown (or secret, "
                "yet named)",
            )
