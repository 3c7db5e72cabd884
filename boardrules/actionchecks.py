"""The conformance checks of actions and chance: legal actions apply and survive notation and
codec, illegal ones raise, nothing mutates a state (``check_actions``); a CHANCE node's
outcomes (``check_chance``, ``check_chance_outcomes``). ``boardrules.testing`` runs them for
every game (its module docstring says how) and re-exports them.
"""

from __future__ import annotations

import math
import pickle
import random
from collections.abc import Callable
from importlib.util import find_spec
from typing import Any, NamedTuple

from boardrules.actions import Action
from boardrules.engine import CHANCE, TERMINAL, State
from boardrules.errors import BoardrulesError, IllegalAction
from boardrules.flowchecks import _fail

__all__ = ["check_actions", "check_chance", "check_chance_outcomes"]


class _Snapshot(NamedTuple):
    data: bytes | str
    legal: tuple[Action, ...]
    history: Any  # the state's history node (its actions in a chain of tuples, never changed)
    to_move: int


def _data_of(state: State) -> bytes | str:
    """The state's data, pickled (a quarter of the time of ``to_json``, and any change of a
    field changes it), or its saved game where the data does not pickle."""
    try:
        return pickle.dumps(state.data, pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return state.to_json()


def _snapshot(state: State) -> _Snapshot:
    """What must stay as it was: the data, the legal actions, the history, the seat to move."""
    return _Snapshot(_data_of(state), state.legal_actions(), state._hist, state.current_player)


def _expect_illegal(state: State, what: str, attempt: Callable[..., object], *args: Any) -> None:
    try:
        attempt(*args)
    except IllegalAction:
        return
    except Exception as exc:  # any other error is the failure to report
        _fail(state, f"{what} raised {type(exc).__name__}: {exc}, not IllegalAction")
    _fail(state, f"{what} did not raise IllegalAction")


def check_actions(state: State, rng: random.Random | None = None, illegal: int = 4) -> None:
    """Legal actions apply and survive notation and codec; illegal ones raise; nothing mutates.

    ``illegal`` actions of the codec that are not legal here are tried (drawn with ``rng``),
    besides garbage ones.
    """
    game = state.game
    rng = rng or random.Random(0)
    before = _snapshot(state)
    legal = before.legal
    to_move = before.to_move
    if state.is_terminal:
        if to_move != TERMINAL or legal:
            _fail(state, f"a finished game has player {to_move} to move and legal {legal}")
    elif to_move != CHANCE:
        if not 0 <= to_move < state.players:
            _fail(state, f"current_player {to_move} is no seat, CHANCE or TERMINAL")
        others = [q for q in range(state.players) if q != to_move and state.legal_actions(q)]
        if others:
            _fail(state, f"seats {others} have legal actions while seat {to_move} is to move")
    if len(set(legal)) != len(legal):
        _fail(state, f"legal_actions() lists an action twice: {legal}")

    ids = [game.action_id(a) for a in legal]
    if state.legal_action_ids() != tuple(sorted(ids)):
        _fail(state, f"legal_action_ids() {state.legal_action_ids()} are not the sorted {ids}")
    legal_ids = set(ids)
    not_ids = _draw_outside(rng, game.num_distinct_actions, legal_ids.__contains__, illegal)
    for i in [*not_ids, -1, game.num_distinct_actions]:
        _expect_illegal(state, f"apply_id({i})", state.apply_id, i)
    mask = state.legal_action_mask().tolist() if find_spec("numpy") else None  # extra numpy
    if mask is not None and [i for i, b in enumerate(mask) if b] != sorted(ids):
        _fail(state, "legal_action_mask() is not a bool array True exactly at the legal ids")
    for a, i in zip(legal, ids, strict=True):
        if game.action_from_id(i) != a:
            _fail(state, f"action_from_id(action_id({a})) is {game.action_from_id(i)}")
        if game.parse_action(state, str(a)) != a:
            _fail(state, f"parse_action({str(a)!r}) is {game.parse_action(state, str(a))}")
        try:
            child = state.apply(a)
        except Exception as exc:  # a legal action that fails is the failure to report
            _fail(state, f"the legal action {a} raised {type(exc).__name__}: {exc}")
        if a == legal[0]:
            _check_unchanged(state, before, f"apply({a})")
            if child.history != (*state.history, a):
                _fail(state, f"after apply({a}) the history is not this one plus {a}")

    if legal:
        by_id, by_action = state.apply_id(ids[0]), state.apply(legal[0])
        if by_id != by_action or hash(by_id) != hash(by_action):
            _fail(state, f"apply_id({ids[0]}) is not apply({legal[0]}) (== and hash)")
        if by_id.history != by_action.history or by_id.to_json() != by_action.to_json():
            _fail(state, f"apply_id({ids[0]}) has another history or saved game than apply")

    n = game.num_distinct_actions
    for i in (-1, n):
        _expect_illegal(state, f"action_from_id({i})", game.action_from_id, i)
    legal_set = set(legal)
    actions = game.codec.actions
    tried = [
        actions[i]
        for i in _draw_outside(rng, len(actions), lambda i: actions[i] in legal_set, illegal)
    ]
    garbage = Action("no-such-action", ("?",))
    for a in [*tried, garbage]:
        _expect_illegal(state, f"apply({a})", state.apply, a)
        _expect_illegal(state, f"parse_action({str(a)!r})", game.parse_action, state, str(a))
    _expect_illegal(state, "action_id of a garbage action", game.action_id, garbage)

    _check_unchanged(state, before, "applying or refusing actions")


def _draw_outside(rng: random.Random, n: int, inside: Callable[[int], bool], k: int) -> list[int]:
    """Up to ``k`` distinct numbers of ``range(n)`` that are not ``inside``, drawn with ``rng``
    (as many as there are when fewer), without listing the range (thousands of action ids)."""
    picked: list[int] = []
    seen: set[int] = set()
    for _ in range(20 * k):
        if len(picked) == k or len(seen) == n:
            return picked
        i = rng.randrange(n)
        if i not in seen:
            seen.add(i)
            if not inside(i):
                picked.append(i)
    rest = [i for i in range(n) if i not in seen and not inside(i)]
    return picked + rng.sample(rest, min(k - len(picked), len(rest)))


def _check_unchanged(state: State, before: _Snapshot, what: str) -> None:
    after = _snapshot(state)
    if after != before:
        changed = [f for f, x, y in zip(after._fields, before, after, strict=True) if x != y]
        _fail(state, f"{what} changed the state's {changed}")


def check_chance(state: State, chance: str = "auto") -> None:
    """A CHANCE node (only with ``chance="explicit"``) gives its outcomes, probabilities sum 1."""
    outcomes = state.chance_outcomes()
    if state.current_player != CHANCE:
        if outcomes:
            _fail(state, f"chance_outcomes() at a node that is not CHANCE: {outcomes}")
        return
    if chance != "explicit":
        _fail(state, 'a CHANCE node in a game with chance="auto"')
    actions = [a for a, _ in outcomes]
    if len(set(actions)) != len(actions) or set(actions) != set(state.legal_actions()):
        _fail(state, f"the chance outcomes {actions} are not the legal actions, each once")
    probabilities = [p for _, p in outcomes]
    if any(not p > 0 for p in probabilities) or not math.isclose(sum(probabilities), 1.0):
        _fail(state, f"chance probabilities {probabilities} are not positive summing to 1")


def check_chance_outcomes(state: State) -> None:
    """Every outcome of a CHANCE node applies, and with ``chance="explicit"`` nothing random
    happens outside a CHANCE node: the game's random stream is the one ``new_game`` left."""
    if state.current_player != CHANCE:
        return
    outcomes = [a for a, _ in state.chance_outcomes()]
    for action in dict.fromkeys(
        [*outcomes[:3], *outcomes[-3:], *outcomes[:: len(outcomes) // 4 or 1]]
    ):
        try:
            child = state.apply(action)
        except BoardrulesError as exc:
            _fail(state, f"the chance outcome {action} does not apply: {exc}")
        if child.data.rng != state.data.rng:
            _fail(state, f"the chance outcome {action} drew from the random stream as well")
