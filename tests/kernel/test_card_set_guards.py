"""Issue 15, item 1, and issue 22, item 6: the suite stays green when a contributor adds cards
of a set of their own to the deck files.

Every game's data is copied into one temporary folder with a contributor's card of every kind
of card in every game, each with the next free id of its kind (Hallertau 031, 131, ..., 846,
926; Nusfjord X-A19 and E19 in the places docs/contributing-cards.md names; woodcraft_rw I-21,
II-21 and helper I; ...; tests/contributor_cards.py) in set ``mine``, appended to the file of
its deck. Two kinds of tests run on it in a fresh ``python -m pytest`` with ``BOARDRULES_DATA``
naming that folder, so that every game object they make (``load_game``, a game class called
directly, the doc examples) and every copy of the data they make (``data_dir``) has the cards:

- the guards, with their own golden tables: card counts, the perft goldens at every depth they
  check (``tests/*/test_perft*.py``), the doc examples and the action ids of the lock files;
- the tests that add cards of their own to a copy of the data or to a game (``FIXTURES``):
  their ids (``T-...``), set (``test``) and the places they take (a Nusfjord building or elder
  no entry replaces) never meet a contributor's, and a test copying a deck copies its cards.

A contributor must still list the cards on the coverage pages; ``boardrules validate`` says so
at once (``NOT-IN-COVERAGE``, tests/kernel/test_validate_coverage.py), so the page tests
(tests/kernel/test_game_pages.py) are not run here.

The same guards must catch a card that changes the base game: with the entries of ``NEW_CARD``
(tests/kernel/test_card_sets.py) in set ``base``, a cheaper run (every guard but the slow
ones: the perft files of Woodcraft, woodcraft_rw and Hallertau with cards, and the adapter
examples, which start a dask cluster) fails for every game and for each kind of guard. The two
runs take about 50 s and 5 s on one core.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from boardrules.cards.folders import validate_paths
from boardrules.datafiles import DATA_ENV, data_dir
from tests.contributor_cards import KINDS as KINDS_OF_CARDS
from tests.contributor_cards import data_with_contributor_cards, ids_of, next_id
from tests.kernel.test_card_sets import NEW_CARD, package_with_card

ROOT = Path(__file__).resolve().parents[2]

COUNTS = [  # the number of cards dealt, laid out, kept or boxed at setup, and each tested
    "tests/hallertau/test_card_files.py",
    "tests/kleine_voelker/test_cards.py",
    "tests/kleine_voelker/test_rules_setup_and_board.py",
    "tests/nusfjord/test_setup.py",
    "tests/woodcraft/test_rules_setup.py",
    "tests/woodcraft_rw/test_rules_setup_and_round.py",
    "tests/woodcraft_rw/test_rules_five_players.py",
]
SLOW = [  # left out of the run that must fail
    "tests/hallertau/test_perft_cards.py",
    "tests/woodcraft/test_perft.py",
    "tests/woodcraft_rw/test_perft.py",
    "tests/adapters/test_docs.py",
]
PERFT = sorted({*(str(p.relative_to(ROOT)) for p in ROOT.glob("tests/*/test_perft*.py"))})
DOCS = [  # every example of docs/*.md that loads a game, and the documented tensor layouts
    "tests/kernel/test_docs.py",
    "tests/adapters/test_docs.py",
    "tests/search/test_layout_docs.py",
]
CODEC = ["tests/kernel/test_codec.py::test_every_action_id_is_fixed_by_the_lock_file"]
KINDS = {"counts": COUNTS, "perft": PERFT, "docs": DOCS, "codec": CODEC}
FIXTURES = [  # every test adding cards of its own to (a copy of) the data, or copying a deck
    "tests/kernel/test_card_sets.py",
    "tests/kernel/test_new_cards.py",
    "tests/kernel/test_validate_games.py",
    "tests/kernel/test_validate.py",
    "tests/kernel/test_runtime.py",
    "tests/kernel/test_vocab.py",
    "tests/kernel/test_words_run.py",
    "tests/kernel/test_effects.py",
    "tests/kernel/test_cli.py",
    "tests/hallertau/test_card_hooks.py",
    "tests/hallertau/test_card_kinds.py",
    "tests/nusfjord/test_elder_sets.py",
    "tests/nusfjord/test_named.py",
    "tests/nusfjord/test_variants.py",
]


def data_with_new_cards(tmp: Path, card_set: str) -> Path:
    """A folder of every game's data, each with its ``NEW_CARD`` entry in ``card_set``."""
    for game_id in NEW_CARD:
        package_with_card(tmp, game_id, card_set, card_set)
    return tmp / card_set


def run_guards(data: Path, tests: list[str]) -> tuple[int, list[str], str]:
    """(exit code, the ids of the failed tests, the output) of ``tests`` run on ``data``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env[DATA_ENV] = str(data)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rfE", *tests]
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    failed = re.findall(r"^(?:FAILED|ERROR) (\S+)", run.stdout, re.MULTILINE)
    return run.returncode, failed, run.stdout + run.stderr


def test_the_guards_list_real_tests() -> None:
    assert len(PERFT) >= 5 and set(SLOW) <= {*PERFT, *DOCS}
    for path in [*COUNTS, *DOCS, *PERFT, *(c.split("::")[0] for c in CODEC), *FIXTURES]:
        assert (ROOT / path).is_file(), path


def test_the_contributor_cards_have_the_next_free_id_of_their_kind(tmp_path: Path) -> None:
    assert next_id(["801", "845"], "845") == "846" and next_id(["X-A18"], "X-A18") == "X-A19"
    assert next_id(["001", "030"], "030") == "031" and next_id(["A", "H", "I"], "H") == "J"
    data = data_with_contributor_cards(tmp_path)
    for game_id, kinds in KINDS_OF_CARDS.items():
        for file, last, _ in kinds:
            ids = ids_of(data_dir(game_id) / file)
            new = ids_of(data / game_id / file)[-1]
            assert new == next_id(ids, last) and new not in ids, (game_id, file)
        assert validate_paths([data / game_id]) == []  # each is a card a game accepts


# one run a part, so that pytest-xdist spreads the guards over its workers (one run of every
# guard took 100 s of a CI's 15 minutes on one worker)
PARTS = {**KINDS, "fixtures": FIXTURES}


@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_guard_and_fixture_passes_with_a_contributors_cards_in_every_game(
    tmp_path: Path, part: str
) -> None:
    data = data_with_contributor_cards(tmp_path / "mine")
    tests = PARTS[part]
    code, failed, output = run_guards(data, tests)
    assert (code, failed) == (0, []), output[-4000:]
    assert re.search(r"^\d+ passed", output, re.MULTILINE), output[-2000:]


def test_the_guards_catch_the_same_card_in_the_base_set(tmp_path: Path) -> None:
    data = data_with_new_cards(tmp_path, "base")
    tests = [t for ts in KINDS.values() for t in ts if t not in SLOW]
    code, failed, output = run_guards(data, tests)
    assert code == 1, output[-4000:]
    for game_id in NEW_CARD:
        mine = [f for f in failed if f.startswith(f"tests/{game_id}/") or f"[{game_id}]" in f]
        assert mine, f"no guard catches {game_id}'s card in the base set:\n{output[-4000:]}"
    for kind, paths in KINDS.items():
        assert any(f.startswith(tuple(paths)) for f in failed), kind


def test_boardrules_data_names_a_folder_of_game_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installed = data_dir("nusfjord")
    (tmp_path / "woodcraft").mkdir()
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    assert data_dir("woodcraft") == tmp_path / "woodcraft"
    assert data_dir("nusfjord") == installed  # a game without a folder there: the installed one
    monkeypatch.setenv(DATA_ENV, "")
    assert data_dir("woodcraft") != tmp_path / "woodcraft"
