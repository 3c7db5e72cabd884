"""Example players for search over the public API: random, flat Monte-Carlo, information-set MCTS.

Both search players see only what their seat may see: each simulation starts from
``state.resample(seat, rng)``, a state drawn from the seat's information set, never from the
true state (whose decks are in their true order). Rollouts are random and cut after ``depth``
actions; a cut rollout is scored by the seat's lead on the score sheet then (``value``).

>>> import boardrules
>>> game = boardrules.load_game("kleine_voelker")
>>> state = game.new_game(2, seed=1)
>>> action = flat_monte_carlo(state, random.Random(0), simulations=8)
>>> action in state.legal_action_ids()
True
"""

from __future__ import annotations

import math
import random
from typing import Any

from boardrules.engine import State


def random_player(state: State, rng: random.Random) -> int:
    """A legal action id drawn uniformly (chance nodes too)."""
    ids = state.legal_action_ids()
    return ids[rng.randrange(len(ids))]


def value(state: State, scale: float = 10.0) -> list[float]:
    """Per seat: how far the seat leads the best other seat on the score sheet (the final
    one at the end), squashed into 0..1 (0.5: level): a graded win, kinder to small budgets
    than ``returns()``."""
    scores = state.scores()
    out = []
    for p, x in enumerate(scores):
        rival = max((y for q, y in enumerate(scores) if q != p), default=x)
        out.append(0.5 + 0.5 * math.tanh((x - rival) / scale))
    return out


def rollout(state: State, rng: random.Random, depth: int) -> list[float]:
    """Random actions for at most ``depth`` steps, then ``value``."""
    for _ in range(depth):
        if state.is_terminal:
            break
        state = state.apply_id(random_player(state, rng))
    return value(state)


def flat_monte_carlo(
    state: State, rng: random.Random, simulations: int = 40, depth: int = 60
) -> int:
    """The action with the best mean value over ``simulations`` rollouts, shared round-robin
    among the legal actions, each from a fresh resample of what the seat cannot see."""
    seat, ids = state.current_player, state.legal_action_ids()
    if len(ids) == 1:
        return ids[0]
    total = dict.fromkeys(ids, 0.0)
    for k in range(max(simulations, len(ids))):
        a = ids[k % len(ids)]
        world = state.resample(seat, rng)
        total[a] += rollout(world.apply_id(a), rng, depth)[seat]
    return max(ids, key=lambda a: total[a])


class _Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward: list[float] | None = None


def ismcts(
    state: State, rng: random.Random, iterations: int = 200, depth: int = 60, c: float = 0.7
) -> int:
    """Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012): every
    iteration draws a world from the seat's information set (``resample``), walks one tree of
    action ids with UCB (counting a child as available only when it is legal in that world),
    grows one node, rolls out, and credits each node's mover with its own value."""
    seat, root = state.current_player, _Node()
    if len(state.legal_action_ids()) == 1:
        return state.legal_action_ids()[0]
    for _ in range(iterations):
        world, node, path = state.resample(seat, rng), root, []
        while not world.is_terminal:
            ids, mover = world.legal_action_ids(), world.current_player
            for a in ids:
                node.children.setdefault(a, _Node()).avail += 1
            fresh = [a for a in ids if node.children[a].visits == 0]
            if mover < 0 or fresh:  # chance, or a node to grow: pick and stop descending
                a = rng.choice(fresh) if mover >= 0 else random_player(world, rng)
                grow = mover >= 0
            else:
                a = max(ids, key=lambda a: _ucb(node.children[a], mover, c))
                grow = False
            node = node.children[a]
            path.append((node, mover))
            world = world.apply_id(a)
            if grow:
                break
        result = rollout(world, rng, depth)
        for child, mover in path:
            child.visits += 1
            if mover >= 0:
                child.reward = child.reward or [0.0] * len(result)
                child.reward[mover] += result[mover]
    return max(root.children, key=lambda a: _score(root.children[a], seat))


def _score(node: _Node, seat: int) -> tuple[int, float]:
    """The root's choice: the most visited child, the better mean first among equals."""
    return node.visits, (node.reward[seat] / node.visits if node.reward else 0.0)


def _ucb(node: _Node, mover: int, c: float) -> float:
    mean = (node.reward[mover] if node.reward else 0.0) / node.visits
    return mean + c * math.sqrt(math.log(max(node.avail, 1)) / node.visits)


def play(state: State, players: list[Any], rng: random.Random) -> State:
    """Plays to the end: ``players[seat](state, rng)`` chooses an action id for its seat;
    chance nodes are drawn at random."""
    while not state.is_terminal:
        mover = state.current_player
        choose = players[mover] if mover >= 0 else random_player
        state = state.apply_id(choose(state, rng))
    return state
