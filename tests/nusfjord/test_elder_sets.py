"""An elder of a set of its own takes the place of the base elder it ``replaces`` on the table
(nusfjord.de.md L231-L241: elders 1-6 on the spaces, 7-12 on them by player count, one of
13-18 face down under each stack with 5 players), as a building of a set takes a deck
building's place: YAML alone, docs/contributing-cards.md."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from boardrules import Game, State
from boardrules.cards.folders import validate_paths
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests.contributor_cards import free_elder
from tests.play import act

# the test's own elder (its id and set are the tests' own: a contributor's never meets it)
ELDER = """
"T-ELDER":
  kind: elder
  set: test
  replaces: "{target}"
  source: {{assumed: "a test's own elder in the place of {target}"}}
  abilities:
    - when: activated
      do:
        - gain: {{wood: 2}}
"""
TABLE = [True, True, True, False, False, False, False]  # three fish on the banquet table
# L231-L233: elders 1-6 on the spaces, 7 with 1 (3-6 alone on theirs with 2 players)
ON_THE_SPACES = ["E03", "E04", "E05", "E06", "E02"]
FACE_DOWN = [f"E{n:02d}" for n in range(13, 19)]  # L239: 13-18, face down with 5 players


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A package ``eldersets`` holding Nusfjord's data (the test appends its elder)."""
    (tmp_path / "eldersets").mkdir()
    (tmp_path / "eldersets" / "__init__.py").write_text("")
    target = tmp_path / "eldersets" / "nusfjord"
    shutil.copytree(data_dir("nusfjord"), target)
    sys.path.insert(0, str(tmp_path))
    try:
        yield target
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("eldersets", None)


def append(folder: Path, text: str) -> None:
    with (folder / "elders.yaml").open("a", encoding="utf-8") as out:
        out.write(text)


def game(sets: tuple[str, ...]) -> Game:
    cls: type[Game] = type("ElderSets", (game_class("nusfjord"),), {"data_package": "eldersets"})
    return cls().with_sets(sets)


def work_turn(g: Game, players: int = 2) -> State:
    """Seat 0's first worker of the work phase (L357), three fish on the banquet table."""
    ed = g.new_game(players, seed=0).edit().set("phase", "work").set("banquet_table", TABLE)
    return ed.to_move(decision="turn", seat=0, turn=1).state()


def test_an_elder_of_a_set_lies_in_the_place_of_the_one_it_replaces(folder: Path) -> None:
    target = free_elder(ON_THE_SPACES)  # E03 unless a contributor's elder takes its place
    space = int(target[1:]) - 1
    append(folder, ELDER.format(target=target))
    assert validate_paths([folder]) == []
    base, mine = game(("base",)), game(("base", "test"))
    assert base.new_game(2, seed=0).data.stacks[space] == (target,)  # L231-L233: elder n, space n
    assert mine.new_game(2, seed=0).data.stacks[space] == ("T-ELDER",)
    four = base.new_game(4, seed=0).data.stacks[space]  # the elder of 3-5 players on it (L235)
    assert mine.new_game(4, seed=0).data.stacks[space] == ("T-ELDER", *four[1:])
    state = act(work_turn(mine), "place elder", f"take {space + 1}")  # L568: a stack's top
    assert "T-ELDER" in state.observation(0)["harbors"][0]["elders"]


def test_a_face_down_elder_of_five_players_is_replaced_too(folder: Path) -> None:
    target = free_elder(FACE_DOWN[2:])  # E15 unless a contributor's elder takes its place
    append(folder, ELDER.format(target=target))
    d = game(("base", "test")).new_game(5, seed=0).data  # L239: 13-18 face down
    assert "T-ELDER" in d.face_down and target not in d.face_down
    assert sum(s.count("T-ELDER") for s in d.stacks) == 1


@pytest.mark.parametrize(
    ("target", "problem"),
    [
        ("E99", "UNKNOWN-REF"),
        ("E12*", "BAD-ELDER replaces E12*, no elder of the base layout"),
    ],
)
def test_an_elder_replacing_no_base_elder_is_refused(
    folder: Path, target: str, problem: str
) -> None:
    append(folder, ELDER.format(target=target))
    problems = [str(p) for p in validate_paths([folder])]
    assert len(problems) == 1 and "elders.yaml:" in problems[0] and problem in problems[0]


def test_two_elders_replacing_one_are_refused(folder: Path) -> None:
    target = free_elder(ON_THE_SPACES)
    twice = ELDER.format(target=target) + ELDER.format(target=target).replace("T-ELDER", "T-TOO")
    append(folder, twice)
    problems = [str(p) for p in validate_paths([folder])]
    assert len(problems) == 1
    assert f"T-TOO: BAD-ELDER {target} is replaced by T-ELDER already" in problems[0]
