"""Card sets (issue 15, items 1 and 2): a contributor's cards in a set of their own change
nothing of the base game, and a saved game knows the card data it was played with.

Each landed game's data is copied into a temporary package, one entry is added in a set of its
own (``set: test``, the tests' own set and ids: a contributor's cards never meet them), and a
subclass of the game reads that package (``Game.data_package``, as a third-party plugin does).
docs/cards.md#card-sets describes the option.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import boardrules
from boardrules import Game, InvalidState
from boardrules.cards.folders import validate_paths
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests.contributor_cards import free_building
from tests.play import played


def last_free_a() -> str:
    """The last deck-X A building no entry replaces (``X-A18``)."""
    return free_building("A", last=True)


# game id -> (file, the id of an entry to copy, the new entry's id, keys of the copy to set):
# an entry the game deals when its set is in play (a Nusfjord building takes the place of a
# deck's building of its letter, so that the deck keeps 18 A, 12 B and 14 C: the last one no
# entry of the data replaces, `free_building`; as the piles are sorted by id, in the base set
# it changes every shuffle). The ids and the set are the tests' own (`T-`, `test`): never the
# next id of a kind or a set a contributor writes (tests/contributor_cards.py).
NEW_CARD: dict[str, tuple[str, str, str, dict[str, object]]] = {
    "woodcraft_rw": ("orders_phase1.yaml", "I-01", "T-ORDER", {}),
    "kleine_voelker": ("public_projects.yaml", "PUB-A1", "T-PROJECT", {}),
    "hallertau": ("bonus.yaml", "801", "T-BONUS", {"number": 899}),
    "woodcraft": ("orders_simple.yaml", "S-01", "T-ORDER", {}),
    "nusfjord": ("deck_x.yaml", "X-A02", "T-BUILDING", {"replaces": last_free_a}),
}
SET = "test"


def entry_text(folder: Path, file: str, card_id: str) -> str:
    """The lines of one entry of a card file (from its id to the next top-level key)."""
    lines = (folder / file).read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith((f'"{card_id}":', card_id)))
    end = next(
        (j for j in range(start + 1, len(lines)) if lines[j] and not lines[j][0].isspace()),
        len(lines),
    )
    return "\n".join(lines[start + 1 : end])


def package_with_card(tmp: Path, game_id: str, name: str, card_set: str = SET) -> Path:
    """A package ``name`` holding a copy of the game's data with one entry in ``card_set``."""
    folder = tmp / name / game_id
    shutil.copytree(data_dir(game_id), folder)
    (tmp / name / "__init__.py").write_text("")
    file, old, new, extra = NEW_CARD[game_id]
    values = {k: v() if callable(v) else v for k, v in extra.items()}
    lines = [
        line
        for line in entry_text(folder, file, old).splitlines()
        if not line.startswith(tuple(f"  {key}:" for key in values))
    ]
    body = "\n".join([*lines, *(f"  {key}: {value}" for key, value in values.items())])
    with (folder / file).open("a", encoding="utf-8") as out:
        out.write(f'\n"{new}":\n  set: {card_set}\n{body}\n')
    return folder


@pytest.fixture(params=sorted(NEW_CARD))
def games(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Game, Game, Path]]:
    """(the installed game, the same game reading data with one more card in set test, its
    data folder)."""
    game_id = request.param
    name = f"cardsets_{game_id}"
    folder = package_with_card(tmp_path, game_id, name)
    sys.path.insert(0, str(tmp_path))
    try:
        cls: type[Game] = type(f"Mine{game_id}", (game_class(game_id),), {"data_package": name})
        yield boardrules.load_game(game_id), cls(), folder
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(name, None)


def random_game(game: Game, players: int, seed: int, **options: Any) -> boardrules.State:
    return played(game.new_game(players, seed=seed, **options), seed)


def test_a_card_in_a_new_set_changes_nothing_of_the_base_game(
    games: tuple[Game, Game, Path],
) -> None:
    installed, mine, _ = games
    _, _, new, _ = NEW_CARD[installed.id]
    assert mine.all_sets == tuple(sorted({*installed.all_sets, SET}))
    assert mine.sets == ("base",)
    assert new not in mine.catalog and mine.card_digests == installed.card_digests
    assert mine.num_distinct_actions == installed.num_distinct_actions
    for seed in (1, 2):
        a, b = random_game(installed, 2, seed), random_game(mine, 2, seed)
        assert [str(x) for x in a.history] == [str(x) for x in b.history]
        assert a.to_json() == b.to_json()  # same shuffles, scores, saved text
        assert mine.state_from_json(a.to_json()).history == a.history


def test_the_option_sets_brings_the_new_card_into_play(games: tuple[Game, Game, Path]) -> None:
    installed, mine, _ = games
    _, _, new, _ = NEW_CARD[installed.id]
    state = random_game(mine, 2, 3, sets=["base", SET])
    assert state.game is mine.with_sets([SET, "base"])
    assert state.game.sets == ("base", SET) and new in state.game.catalog
    text = state.to_json()
    assert json.loads(text)["options"]["sets"] == ["base", SET]
    assert set(json.loads(text)["cards"]) == {"base", SET}
    again = mine.state_from_json(text)  # the base game loads it with its sets
    assert again.game is state.game and again.to_json() == text
    pos = mine.state_from_position(state.position())
    assert pos.game is state.game
    with pytest.raises(ValueError, match="no card set 'promo'"):
        mine.new_game(2, seed=1, sets=["base", "promo"])
    with pytest.raises(ValueError, match="leaves out 'base'"):
        mine.new_game(2, seed=1, sets=[SET])
    with pytest.raises(ValueError, match="list of card set names"):
        mine.new_game(2, seed=1, sets=7)


def test_a_saved_game_under_changed_card_data_is_refused_naming_the_file(
    games: tuple[Game, Game, Path],
) -> None:
    installed, _, _ = games
    file, _, _, _ = NEW_CARD[installed.id]
    doc = json.loads(installed.new_game(2, seed=1).to_json())
    doc["cards"]["base"][file] = "0" * 16
    doc["cards"]["base"]["gone.yaml"] = "1" * 16
    with pytest.raises(InvalidState) as err:
        installed.state_from_json(json.dumps(doc))
    assert f"base/{file} changed" in str(err.value) and "base/gone.yaml is gone" in str(err.value)
    del doc["cards"]  # a game saved before digests existed: replayed and checked as before
    assert installed.state_from_json(json.dumps(doc)).history == ()
    doc["cards"] = ["not", "a", "mapping"]
    with pytest.raises(InvalidState, match="cards:"):
        installed.state_from_json(json.dumps(doc))


def test_the_validator_reads_the_set_key(games: tuple[Game, Game, Path]) -> None:
    installed, _, folder = games
    assert validate_paths([folder]) == []
    file, _, new, _ = NEW_CARD[installed.id]
    entry = f'"{new}":\n  set: {SET}\n'  # the test's entry alone, whatever the file holds
    text = (
        (folder / file).read_text(encoding="utf-8").replace(entry, f'"{new}":\n  set: Mine Set\n')
    )
    (folder / file).write_text(text, encoding="utf-8")
    problems = [str(p) for p in validate_paths([folder / file])]
    assert len(problems) == 1 and "BAD-SET" in problems[0] and f"{file}:" in problems[0]


def test_every_installed_game_has_a_card_to_add_here() -> None:
    """A new game gets the card-set checks by naming one of its dealt entries in NEW_CARD."""
    assert sorted(NEW_CARD) == boardrules.list_games()
