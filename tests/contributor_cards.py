"""A contributor's cards: one of every kind of card in every game, each with the next free id of
its kind, in a set of its own and in the deck file of its kind (docs/contributing-cards.md).

The suite must stay green with them in the data (issue 22, item 6): its fixtures use ids and
places of their own (``T-`` ids in the set ``test``, buildings and elders no entry of the data
replaces), so none collides with what a contributor writes next. tests/kernel/
test_card_set_guards.py runs the guards and every test adding cards to the data on a copy
holding these cards (``BOARDRULES_DATA``).

Each card is a copy of the last entry of its kind in its file, with the next id (``845`` ->
``846``, ``X-A18`` -> ``X-A19``, helper ``H`` -> ``I``), ``set: mine`` and the keys a card of
a set needs: a Hallertau card its ``number``; a Nusfjord building or elder the place it takes
(``replaces``), the one docs/contributing-cards.md names as the example.
"""

from __future__ import annotations

import re
import shutil
import string
from collections.abc import Iterable
from pathlib import Path

import boardrules
from boardrules.datafiles import data_dir

SET = "mine"

# game -> [(file, the entry copied: the last of its kind in the file, keys to set)]; a key
# whose value is None is set to the new id's number (Hallertau's `number`)
NUMBER: dict[str, object] = {"number": None}
KINDS: dict[str, list[tuple[str, str, dict[str, object]]]] = {
    "hallertau": [
        *[(f"starter_{d}.yaml", f"{d}30", dict(NUMBER)) for d in range(4)],
        *[(f"court_{d}.yaml", f"{d}35", dict(NUMBER)) for d in range(4, 8)],
        ("bonus.yaml", "845", {"number": None}),
        ("point.yaml", "925", {"number": None}),
    ],
    "kleine_voelker": [
        ("public_projects.yaml", "PUB-F3", {}),
        ("secret_projects.yaml", "SEC-C7", {}),
    ],
    "nusfjord": [  # docs/contributing-cards.md: `replaces: X-A17`, `replaces: E03`
        ("deck_x.yaml", "X-A18", {"replaces": "X-A17"}),
        ("elders.yaml", "E18", {"replaces": "E03"}),
    ],
    "woodcraft_rw": [
        ("orders_phase1.yaml", "I-20", {}),
        ("orders_phase2.yaml", "II-20", {}),
        ("helpers.yaml", "H", {}),
    ],
    "woodcraft": [
        ("orders_simple.yaml", "S-32", {}),
        ("orders_demanding.yaml", "D-32", {}),
        ("helpers_inexperienced.yaml", "HI-27", {}),
        ("helpers_experienced.yaml", "HII-22", {}),
    ],
}


def ids_of(path: Path) -> list[str]:
    """The ids of a card file, in file order."""
    found = re.findall(r'^"?([^\s#":][^":]*)"?:', path.read_text(encoding="utf-8"), re.M)
    return [str(i) for i in found]


def next_id(ids: list[str], last: str) -> str:
    """The next free id of the kind of ``last`` among ``ids``: its number plus one, as wide
    (``845`` -> ``846``, ``X-A18`` -> ``X-A19``), or the next free capital (``H`` -> ``I``)."""
    m = re.fullmatch(r"(.*?)(\d+)", last)
    if m is None:
        return next(c for c in string.ascii_uppercase if c > last and c not in ids)
    prefix, width = m[1], len(m[2])
    numbers = [int(n) for i in ids if (n := i[len(prefix) :]).isdigit() and i.startswith(prefix)]
    return f"{prefix}{max(numbers) + 1:0{width}d}"


def entry_text(path: Path, card_id: str) -> list[str]:
    """The lines of one entry of a card file, after its id (to the next top-level key)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(rf'"?{re.escape(card_id)}"?:', line))
    end = next(
        (j for j in range(start + 1, len(lines)) if lines[j] and not lines[j][0].isspace()),
        len(lines),
    )
    return lines[start + 1 : end]


def contributor_card(path: Path, last: str, keys: dict[str, object]) -> tuple[str, str]:
    """(its id, its text): the next card of the kind of ``last`` in the card file ``path``."""
    new = next_id(ids_of(path), last)
    values = {k: int(new) if v is None else v for k, v in keys.items()}
    values["set"] = SET
    body = [
        line
        for line in entry_text(path, last)
        if not line.startswith(tuple(f"  {k}:" for k in values))
    ]
    text = "\n".join([f'"{new}":', *body, *(f"  {k}: {v}" for k, v in values.items())])
    return new, text + "\n"


def add_contributor_cards(folder: Path, game_id: str) -> list[str]:
    """Append the game's contributor cards to the deck files in ``folder`` (a copy of its
    data); their ids."""
    added = []
    for file, last, keys in KINDS[game_id]:
        new, text = contributor_card(folder / file, last, keys)
        with (folder / file).open("a", encoding="utf-8") as out:
            out.write(f"\n{text}")
        added.append(new)
    return added


def data_with_contributor_cards(tmp: Path, games: list[str] | None = None) -> Path:
    """A folder (for ``BOARDRULES_DATA``) holding a copy of each game's data with its
    contributor cards."""
    for game_id in games or sorted(KINDS):
        shutil.copytree(data_dir(game_id), tmp / game_id)
        add_contributor_cards(tmp / game_id, game_id)
    return tmp


# --- the places a test's own card takes -------------------------------------------------------
def unreplaced(game_id: str, candidates: Iterable[str]) -> str:
    """The first of ``candidates`` that no entry of the game's data (of any set) ``replaces``:
    the place a test's own Nusfjord building or elder takes, so that it never meets a
    contributor's card taking the one docs/contributing-cards.md names (two refused)."""
    game = boardrules.load_game(game_id)
    catalog = game.with_sets(game.all_sets).catalog
    taken = {c.prop("replaces") for c in catalog.cards.values()}
    return next(c for c in candidates if c not in taken)


def free_building(letter: str, deck: str = "X", last: bool = False) -> str:
    """A Nusfjord building of ``deck`` and ``letter`` no entry replaces: the first (``X-A01``)
    or the ``last`` (``X-A18``)."""
    game = boardrules.load_game("nusfjord")
    buildings = game.with_sets(game.all_sets).catalog.of_kind("building")
    places = [
        c.id
        for c in buildings
        if c.deck == deck and c.prop("letter") == letter and not c.prop("replaces")
    ]
    return unreplaced("nusfjord", places[::-1] if last else places)


def free_elder(candidates: Iterable[str]) -> str:
    """A base elder among ``candidates`` no entry replaces."""
    return unreplaced("nusfjord", candidates)
