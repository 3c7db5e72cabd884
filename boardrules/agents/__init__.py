"""Agents: who chooses a seat's actions in an arena (``boardrules arena``) or in ``simulate``.

An agent is a name, with parameters after a colon (``random``, ``greedy``, ``mc:playouts=50``,
``ismcts:simulations=200,depth=30``), or a Python function given as ``module:function``, a
function ``(state, rng) -> action id`` (or ``Action``) importable wherever the games are played.
Names come from the ``boardrules.agents`` entry-point group: each entry is a factory whose
keyword parameters (with defaults) are the agent's parameters and which returns the function.
The library registers its own agents there exactly as a third party would::

    [project.entry-points."boardrules.agents"]
    greedy = "boardrules.agents.builtin:greedy"

>>> agent = resolve_agent("mc:playouts=8,depth=10")
>>> agent.name, agent.params
('mc', {'playouts': 8, 'depth': 10})
>>> try:
...     resolve_agent("ismct")
... except AgentError as exc:
...     print(str(exc).split(";")[0])
no agent 'ismct' (did you mean 'ismcts'?)
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import random
from collections.abc import Callable
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from typing import Any

import attrs

from boardrules.engine import State
from boardrules.errors import clip
from boardrules.suggest import suggest

GROUP = "boardrules.agents"

Policy = Callable[[State, random.Random], Any]  # an action id (or an Action) for the seat to move


class AgentError(ValueError):
    """An agent that cannot be named or built: an unknown name, a bad parameter, a module or
    function that cannot be imported. A usage error, raised before any game is played."""


@attrs.frozen
class Agent:
    """A resolved agent: the text it was given as, its name (registered, or the
    ``module:function``), its parameters, and the function choosing for a seat."""

    spec: str
    name: str
    params: dict[str, Any]
    policy: Policy


@attrs.frozen
class AgentInfo:
    """What ``boardrules agents`` lists: a registered name, its parameters and their defaults,
    and the first line of its factory's docstring."""

    name: str
    params: dict[str, Any]
    summary: str


@cache
def _registered() -> dict[str, EntryPoint]:
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def list_agents() -> list[str]:
    """The registered agent names, sorted."""
    return sorted(_registered())


def _factory(name: str) -> Callable[..., Policy]:
    try:
        found: Callable[..., Policy] = _registered()[name].load()
    except Exception as exc:  # a broken third-party entry point: said, not a traceback
        raise AgentError(
            f"agent {name!r}: its entry point cannot be loaded "
            f"({type(exc).__name__}: {clip(str(exc), 300)})"
        ) from None
    return found


def _defaults(factory: Callable[..., Any]) -> dict[str, Any]:
    return {
        p.name: p.default
        for p in inspect.signature(factory).parameters.values()
        if p.default is not inspect.Parameter.empty
    }


def agent_info(name: str) -> AgentInfo:
    """The parameters and summary of a registered agent."""
    factory = _factory(name)
    doc = (inspect.getdoc(factory) or "").strip().splitlines()
    return AgentInfo(name, _defaults(factory), doc[0] if doc else "")


def _value(agent: str, key: str, text: str, default: Any) -> Any:
    """A parameter's text as the type of its default."""
    kind = type(default)
    try:
        if kind is bool:
            if text.lower() not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(text)
            return text.lower() in ("true", "1", "yes")
        if kind in (int, float):
            return kind(text)
    except ValueError:
        raise AgentError(
            f"agent {agent!r}: {key}={text!r} is not "
            + ("true or false" if kind is bool else "a number")
        ) from None
    return text


def _named(spec: str, name: str, rest: str) -> Agent:
    factory = _factory(name)
    defaults = _defaults(factory)
    params: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise AgentError(f"agent {spec!r}: a parameter is key=value, not {item!r}")
        if key not in defaults:
            known = ", ".join(defaults) or "none"
            raise AgentError(
                f"agent {name!r} has no parameter {key!r}{suggest(key, defaults)} "
                f"(its parameters: {known})"
            )
        params[key] = _value(name, key, text.strip(), defaults[key])
    try:
        policy = factory(**params)
    except (ValueError, TypeError) as exc:  # a factory refusing a value (a negative count)
        raise AgentError(f"agent {spec!r}: {clip(str(exc), 300)}") from None
    return Agent(spec, name, params, policy)


def _imported(spec: str, module: str, name: str) -> Agent:
    return Agent(spec, spec, {}, imported_policy(spec, module, name, "agent"))


def imported_policy(spec: str, module: str, name: str, what: str) -> Any:
    """The function ``name`` of ``module`` (``spec``, as the user wrote it: ``module:name``),
    checked to take ``(state, rng)``; AgentError naming ``what`` (an agent, a policy) else."""
    try:
        found = getattr(importlib.import_module(module), name)
    except AttributeError:
        raise AgentError(f"{what} {spec!r}: {module!r} has no {name!r}") from None
    except Exception as exc:  # ImportError, or any error the module raises as it loads
        raise AgentError(
            f"{what} {spec!r}: cannot import {module!r} ({type(exc).__name__}: "
            f"{clip(str(exc), 300)})"
        ) from None
    if not callable(found):
        raise AgentError(f"{what} {spec!r} is not callable")
    try:
        inspect.signature(found).bind(None, None)
    except TypeError:
        raise AgentError(
            f"{what} {spec!r} must take two arguments (state, rng), not {inspect.signature(found)}"
        ) from None
    except ValueError:  # a builtin without a signature: its first call says
        pass
    return found


def _module(name: str) -> bool:
    """Whether ``name`` is an importable module (``random:choice`` is a function, ``mc:depth``
    a parameter without its value)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def resolve_agent(spec: str) -> Agent:
    """The agent a text names: a registered name with its ``key=value`` parameters, or
    ``module:function``. ``AgentError`` (a ``ValueError``) says what is wrong, with the close
    names of an unknown one."""
    if not isinstance(spec, str) or not spec.strip():
        raise AgentError(f"an agent is a name or module:function, not {spec!r}")
    name, sep, rest = spec.strip().partition(":")
    if name in _registered() and (not sep or "=" in rest or not rest or not _module(name)):
        return _named(spec, name, rest)
    if sep and name and rest and "=" not in rest:
        return _imported(spec, name, rest)
    names = list_agents()
    raise AgentError(
        f"no agent {name!r}{suggest(name, names)}; agents: {', '.join(names)}, or module:function"
    )


__all__ = [
    "GROUP",
    "Agent",
    "AgentError",
    "AgentInfo",
    "Policy",
    "agent_info",
    "list_agents",
    "resolve_agent",
]
