"""The library's own agents, registered in ``pyproject.toml`` under ``boardrules.agents`` as a
third party's would be. Each is a factory: its keyword parameters are the agent's
(``mc:playouts=50``) and it returns the function ``(state, rng) -> action id`` that plays. The
functions are ``boardrules.players`` (random, flat Monte Carlo, ISMCTS) and
``boardrules.agents.greedy``."""

from __future__ import annotations

from functools import partial

from boardrules.agents import Policy
from boardrules.agents.greedy import greedy_choice
from boardrules.players import flat_monte_carlo, random_player
from boardrules.players import ismcts as ismcts_choice


def _positive(**counts: int) -> None:
    for key, n in counts.items():
        if n < 1:
            raise ValueError(f"{key} must be 1 or more, not {n}")


def random() -> Policy:
    """A legal action drawn uniformly."""
    return random_player


def mc(playouts: int = 40, depth: int = 60) -> Policy:
    """Flat Monte Carlo: playouts shared among the legal actions, rollouts cut at depth."""
    _positive(playouts=playouts, depth=depth)
    return partial(flat_monte_carlo, simulations=playouts, depth=depth)


def ismcts(simulations: int = 200, depth: int = 60, c: float = 0.7) -> Policy:
    """Information-set MCTS: simulations per decision, rollouts cut at depth, UCB constant c."""
    _positive(simulations=simulations, depth=depth)
    return partial(ismcts_choice, iterations=simulations, depth=depth, c=c)


def greedy(completions: int = 3, depth: int = 40) -> Policy:
    """The action that most raises the seat's score after its own follow-ups."""
    _positive(completions=completions, depth=depth)
    return partial(greedy_choice, completions=completions, depth=depth)
