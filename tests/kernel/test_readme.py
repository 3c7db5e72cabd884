"""The README a newcomer reads (issue 23 item 8): the Python it needs and the venv step, how to
look at the pictures, every command in its table, and the game ids in every command's help."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

import boardrules
from boardrules.cli import build_parser, main

README = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def test_it_names_the_python_it_needs_and_the_venv_step() -> None:
    assert "Python 3.11 or newer" in README
    assert "python3 -m venv .venv" in README
    assert 'requires-python = ">=3.11"' in (Path(__file__).parents[2] / "pyproject.toml").read_text(
        encoding="utf-8"
    )


def test_it_says_how_to_look_at_the_pictures() -> None:
    assert "browser" in README and "Jupyter" in README and "_repr_svg_" in README
    assert hasattr(boardrules.State, "_repr_svg_")


def test_its_command_table_lists_every_command() -> None:
    table = set(re.findall(r"^\| `([a-z]+)[ `]", README, re.MULTILINE))
    assert set(commands()) <= table, set(commands()) - table


@pytest.mark.parametrize("command", sorted(commands()))
def test_the_help_of_a_command_lists_the_game_ids(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert all(game in out for game in boardrules.list_games())


def test_every_command_on_a_game_lists_the_game_ids() -> None:
    for name, parser in commands().items():
        for action in parser._actions:
            if action.dest == "game":
                assert action.help and all(g in action.help for g in boardrules.list_games()), name
