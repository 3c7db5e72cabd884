"""Agents (issue 25 item 1): names with parameters or module:function, the library's own
registered through the ``boardrules.agents`` entry-point group as a third party's would be."""

from __future__ import annotations

import doctest
import random
import tomllib
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

import boardrules
import boardrules.agents as agents_module
from boardrules.agents import GROUP, AgentError, agent_info, list_agents, resolve_agent
from boardrules.agents.greedy import greedy_choice
from boardrules.engine import State
from boardrules.players import flat_monte_carlo, ismcts, random_player

ROOT = Path(__file__).parents[2]


def lowest(state: State, rng: random.Random) -> int:
    """A third party's policy: the lowest legal action id."""
    return state.legal_action_ids()[0]


def patient(turns: int = 1, name: str = "x") -> object:
    """A third party's factory: its parameters are the agent's."""
    return lowest


def test_the_own_agents_come_from_the_entry_point_group_of_pyproject() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    group = declared["project"]["entry-points"][GROUP]
    assert sorted(group) == list_agents() == ["greedy", "ismcts", "mc", "random"]
    assert all(v.startswith("boardrules.agents.builtin:") for v in group.values())


def test_a_third_party_agent_registers_the_same_way(monkeypatch: pytest.MonkeyPatch) -> None:
    own = dict(agents_module._registered())
    own["patient"] = EntryPoint("patient", f"{__name__}:patient", GROUP)
    monkeypatch.setattr(agents_module, "_registered", lambda: own)
    assert "patient" in list_agents()
    agent = resolve_agent("patient:turns=3,name=slow")
    assert agent.params == {"turns": 3, "name": "slow"} and agent.policy is lowest
    assert agent_info("patient").params == {"turns": 1, "name": "x"}
    assert agent_info("patient").summary.startswith("A third party's factory")


def test_names_and_parameters_resolve_to_the_library_players() -> None:
    assert resolve_agent("random").policy is random_player
    mc = resolve_agent("mc:playouts=50,depth=12").policy
    assert mc.func is flat_monte_carlo and mc.keywords == {"simulations": 50, "depth": 12}  # type: ignore[attr-defined]
    tree = resolve_agent("ismcts:simulations=200").policy
    assert tree.func is ismcts and tree.keywords["iterations"] == 200  # type: ignore[attr-defined]
    assert resolve_agent("ismcts:c=1.5").params == {"c": 1.5}
    assert resolve_agent("greedy").policy.func is greedy_choice  # type: ignore[attr-defined]
    assert resolve_agent(f"{__name__}:lowest").policy is lowest


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts", "no agent 'mcts' (did you mean 'ismcts'?); agents: greedy, ismcts, mc, random"),
        ("randm", "did you mean 'random'?"),
        ("mc:playout=5", "agent 'mc' has no parameter 'playout' (did you mean 'playouts'?)"),
        ("mc:playouts=many", "playouts='many' is not a number"),
        # 'mc' is no module, so mc:playouts is no function: a parameter without its value
        ("mc:playouts", "agent 'mc:playouts': a parameter is key=value, not 'playouts'"),
        ("mc:depth=0", "depth must be 1 or more, not 0"),
        ("greedy:completions", "a parameter is key=value"),
        ("random:choice", "must take two arguments (state, rng)"),  # random.choice(seq)
        ("boardrules.players:nothing", "has no 'nothing'"),
        ("no_such_module_x:f", "cannot import 'no_such_module_x'"),
        ("", "an agent is a name or module:function"),
    ],
)
def test_a_bad_agent_says_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(AgentError) as caught:
        resolve_agent(spec)
    assert message in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_a_broken_third_party_entry_point_is_an_agent_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = {"broken": EntryPoint("broken", "no_such_module_y:f", GROUP)}
    monkeypatch.setattr(agents_module, "_registered", lambda: broken)
    with pytest.raises(AgentError, match="agent 'broken': its entry point cannot be loaded"):
        resolve_agent("broken")


def test_the_module_examples_run() -> None:
    result = doctest.testmod(agents_module)
    assert result.attempted >= 3 and result.failed == 0


def test_every_agent_plays_a_legal_action_for_the_seat_to_move() -> None:
    state = boardrules.load_game("nusfjord").new_game(2, seed=4)
    for name in ["random", "greedy", "mc:playouts=4,depth=5", "ismcts:simulations=6,depth=5"]:
        choice = resolve_agent(name).policy(state, random.Random(0))
        assert choice in state.legal_action_ids(), name


def test_simulate_takes_an_agent_name_as_its_policy() -> None:
    import io
    import json

    from boardrules.simulate import check_line, simulate

    out = io.StringIO()
    simulate("nusfjord", 2, out, players=2, seed=3, policy="greedy:completions=1", progress=None)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [x["policy"] for x in lines] == ["greedy:completions=1"] * 2
    assert all(check_line(x) is None for x in lines)
    with pytest.raises(AgentError, match="has no parameter 'budget'"):
        simulate("nusfjord", 1, io.StringIO(), policy="greedy:budget=1", progress=None)


def test_a_broken_third_party_agent_breaks_no_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from boardrules.cli import main

    own = dict(agents_module._registered())
    own["broken"] = EntryPoint("broken", "no_such_module_y:f", GROUP)
    monkeypatch.setattr(agents_module, "_registered", lambda: own)
    assert main(["list"]) == 0
    assert main(["agents"]) == 0
    out = capsys.readouterr().out
    assert "(cannot be used: agent 'broken': its entry point cannot be loaded" in out
    assert "greedy:completions=3,depth=40" in out
