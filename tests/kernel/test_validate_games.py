"""`boardrules validate` on copies of each game's data: every mistake reported as
`file:line: card: CODE message`, a non-zero exit, and never a traceback (issue 8, item 4).

The command runs in a subprocess, as a contributor runs it, so a crash would show as a
traceback on stderr. The game's vocabulary comes from its class: no card file is loaded to
check the card files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from boardrules import Game
from boardrules.cards.folders import validate_paths
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests.contributor_cards import free_building
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
else:
    from boardrules.games.hallertau.game import Hallertau


# (file, text, replacement, code): the first occurrence of text is replaced
Edit = tuple[str, str, str, str]

MISTAKES: dict[str, list[Edit]] = {
    "woodcraft_rw": [
        ("board.yaml", "kind: column_bonus", "kind: colum_bonus", "UNKNOWN-KIND"),
        ("helpers.yaml", "  source:", "  sorce:", "UNKNOWN-KEY"),
        ("board.yaml", "{gain: {blueberry: 1}}", "{gian: {blueberry: 1}}", "UNKNOWN-PRIMITIVE"),
        ("sheet.yaml", "circles: 10", "circles: ten", "BAD-TYPE"),
    ],
    "kleine_voelker": [
        ("board.yaml", "kind: territory", "kind: teritory", "UNKNOWN-KIND"),
        ("public_projects.yaml", "  name:", "  nmae:", "UNKNOWN-KEY"),
        (
            "secret_projects.yaml",
            "kind: secret_project\n",
            "kind: secret_project\n  do: [{vp_nwo: 1}]\n",
            "UNKNOWN-TIMING",  # nothing of Kleine Völker is played: a `do` never runs
        ),
        ("rules.yaml", "value: 5\n", "value: five\n", "BAD-TYPE"),
    ],
    "hallertau": [
        ("action_board.yaml", "kind: action_space", "kind: action_spcae", "UNKNOWN-KIND"),
        ("crafts.yaml", "  goods:", "  godos:", "UNKNOWN-KEY"),
        ("bonus.yaml", "{gain: {meat: 1}}", "{gian: {meat: 1}}", "UNKNOWN-PRIMITIVE"),
        (
            "action_board.yaml",
            "kind: action_space\n",
            "kind: action_space\n  do: [{gain: {clay: 1}}]\n",
            "UNKNOWN-KEY",  # only a played card's effects run: an action space's never would
        ),
        ("rules.yaml", "value: 6\n", "value: six\n", "BAD-TYPE"),
    ],
}

MISTAKES["nusfjord"] = [
    ("elders.yaml", "kind: elder\n", "kind: elder\n  score: 2\n", "UNKNOWN-KEY"),  # no VP (L635)
    ("elders.yaml", "when: activated", "when: on_play", "UNKNOWN-TIMING"),  # never played
    (
        "deck_x.yaml",
        "kind: building\n",
        "kind: building\n  if: {ge: [{count: ships}, 1]}\n",
        "UNKNOWN-KEY",
    ),
]

WHENEVER = "[{when: {whenever: order_fulfilled}, do: [{gain: {blueberry: 1}}]}]"
MISTAKES["woodcraft"] = [  # what Woodcraft.prepare never reads (tests/woodcraft/test_entry_keys.py)
    # a rim bonus's first ability is pushed when its tile is taken: it never heard the event
    ("board.yaml", "do: [{gain: {blueberry: 1}}]", f"abilities: {WHENEVER}", "UNKNOWN-TIMING"),
    # a special order's abilities all run once, when it is fulfilled
    (
        "orders_special.yaml",
        "kind: special_order\n",
        f"kind: special_order\n  abilities: {WHENEVER}\n",
        "UNKNOWN-TIMING",
    ),
    # fulfilling an order never checks an if; a helper scores nothing of its own
    (
        "orders_simple.yaml",
        "kind: order\n",
        "kind: order\n  if: {ge: [{count: pots}, 1]}\n",
        "UNKNOWN-KEY",
    ),
    ("helpers_inexperienced.yaml", "kind: helper\n", "kind: helper\n  score: 2\n", "UNKNOWN-KEY"),
    # a public order is only scored; a solo card's effects are its own keys; a track line's
    # reward is free
    (
        "orders_public.yaml",
        "kind: public_order\n",
        "kind: public_order\n  do: [{gain: {blueberry: 1}}]\n",
        "UNKNOWN-KEY",
    ),
    ("solo.yaml", "kind: solo_card\n", "kind: solo_card\n  abilities: []\n", "UNKNOWN-KEY"),
    (
        "tracks.yaml",
        "kind: track_line\n",
        "kind: track_line\n  cost: [{blueberry: 1}]\n",
        "UNKNOWN-KEY",
    ),
]

GAME_LEVEL: dict[str, Edit] = {
    # a reference to a territory id that does not exist
    "kleine_voelker": ("rules.yaml", "positions: [4, 1,", "positions: [9, 1,", "UNKNOWN-REF"),
    # an action space the game has no rule for
    "hallertau": ("action_board.yaml", "\nstarter_card:", "\nstarter_cards:", "UNKNOWN-SPACE"),
    # an order's printed VP that is not a number
    "woodcraft_rw": ("orders_phase1.yaml", "score: 3", "score: {count: reputation}", "BAD-SCORE"),
}


def edit(folder: Path, name: str, old: str, new: str) -> tuple[Path, int, str]:
    """Replace the first ``old`` in the file; the file, the line of the change and its entry."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    before = text[: at + len(new) - len(new.lstrip("\n"))]
    line = before.count("\n") + 1 + (new.rstrip("\n").count("\n") if new.endswith("\n") else 0)
    ids = re.findall(r'^"?([^\s#":][^":]*)"?:', text[: at + 1] + new.lstrip("\n"), re.M)
    return path, line, ids[-1]


def validate(*paths: Path) -> subprocess.CompletedProcess[str]:
    """``boardrules validate`` on copies of the data, its output without its notes: a copy in a
    temporary folder has no coverage page beside it, which a note says (the coverage check is
    tested in tests/kernel/test_validate_coverage.py)."""
    command = [sys.executable, "-m", "boardrules", "validate", *map(str, paths)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    lines = run.stdout.splitlines(keepends=True)
    run.stdout = "".join(line for line in lines if not line.startswith("note: "))
    return run


@pytest.mark.parametrize("game", sorted(MISTAKES))
def test_every_mistake_in_a_copy_of_the_data_is_reported_with_file_and_line(
    game: str, tmp_path: Path
) -> None:
    folder = tmp_path / game
    shutil.copytree(data_dir(game), folder)
    expected = []
    for name, old, new, code in MISTAKES[game]:
        path, line, card = edit(folder, name, old, new)
        expected.append(f"{path}:{line}: {card}: {code} ")
    run = validate(folder)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr == ""  # no traceback
    for want in expected:
        assert want in run.stdout, f"{want!r} not in:\n{run.stdout}"


@pytest.mark.parametrize("game", sorted(GAME_LEVEL))
def test_a_game_level_problem_is_reported_with_file_and_line(game: str, tmp_path: Path) -> None:
    folder = tmp_path / game
    shutil.copytree(data_dir(game), folder)
    name, old, new, code = GAME_LEVEL[game]
    path, line, card = edit(folder, name, old, new)
    run = validate(folder)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stderr == ""
    assert run.stdout.startswith(f"{path}:{line}: {card}: {code} "), run.stdout


MORE_GAME_LEVEL: list[tuple[str, Edit, str]] = [
    (
        "hallertau",
        ("crafts.yaml", "restriction: {more: [clay, rye]}", "restriction: {more: [clay, hops]}",
         "BAD-RESTRICTION"),
        "a restriction names the craft's own goods ['clay', 'rye'], `more` two of them",
    ),
    (
        "kleine_voelker",
        ("rules.yaml", "value: {2: 20, 3: 17, 4: 14}", "value: {2: 20, 3: 17}", "MISSING-KEY"),
        "floors has no value for 4 players",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("game", "change", "message"), MORE_GAME_LEVEL)
def test_more_game_level_problems(game: str, change: Edit, message: str, tmp_path: Path) -> None:
    folder = tmp_path / game
    shutil.copytree(data_dir(game), folder)
    name, old, new, code = change
    path, line, card = edit(folder, name, old, new)
    out = validate(folder).stdout
    assert out == f"{path}:{line}: {card}: {code} {message}\n1 problem in 1 file\n"


def test_the_messages_say_what_is_wrong(tmp_path: Path) -> None:
    folder = tmp_path / "kleine_voelker"
    shutil.copytree(data_dir("kleine_voelker"), folder)
    edit(folder, *GAME_LEVEL["kleine_voelker"][:3])
    out = validate(folder).stdout.splitlines()
    assert out[0].endswith("UNKNOWN-REF '9' is no territory entry")
    assert "BAD-LAYOUT positions name each territory 1..7 once" in out[1]


def test_a_missing_parameter_is_reported_at_the_folder(tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    shutil.copytree(data_dir("woodcraft_rw"), folder)
    edit(folder, "rules.yaml", "\nrounds:", "\nrouns:")
    out = validate(folder).stdout.splitlines()
    assert out[0] == (
        f"{folder / 'rules.yaml'}:7: rouns: UNKNOWN-PARAMETER 'rouns' (did you mean 'rounds'?)"
    )
    folder2 = tmp_path / "two" / "woodcraft_rw"
    shutil.copytree(data_dir("woodcraft_rw"), folder2)
    text = (folder2 / "rules.yaml").read_text(encoding="utf-8")
    start = text.index("\nrounds:")
    end = text.index("\nphase_change_round:")
    (folder2 / "rules.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    out = validate(folder2).stdout.splitlines()
    assert out[0] == f"{folder2}:0: rounds: MISSING-ENTRY no parameter entry 'rounds'"


# --- issue 15: a number read from an event where that event is heard, and nowhere else ---------
# {var: F} and {event: {event: E, get: F}} read the payload the runtime hands to the effects an
# event triggers: in any other place the runtime raises KeyError (var) or ValueError (event),
# so the validator refuses them there. For each game whose events carry numbers: a card
# reading one where no event (or another) is heard is refused with file, line and code; the
# same card where the event is heard validates and plays (below, on a position document).

# the tests' own ids (T-...): never the next id of a kind a contributor adds to the data
WOODCRAFT_RW_HEARD = """
T-X:
  kind: helper
  source: {assumed: "a test helper: whenever you gain reputation, as much glue and VP"}
  cost: [{blueberry: 1}]
  abilities:
    - when: {whenever: reputation_gained}
      do:
        - gain: {glue: {var: amount}}
        - vp_now: {event: {event: reputation_gained, get: amount}}
  score: 0
T-Y:
  kind: helper
  source: {assumed: "a test helper: 2 reputation when hired"}
  cost: [{blueberry: 1}]
  do: [{gain: {reputation: 2}}]
  score: 0
"""

HALLERTAU_HEARD = """
"T-INCOME":
  kind: bonus_card
  number: 899
  source: {assumed: "a test card: 2 sheep as income"}
  cost: [{clay: 1}]
  score: 0
  abilities:
    - when: {phase: income}
      do: [{gain: {sheep: 2}}]
"T-EXCHANGE":
  kind: bonus_card
  number: 898
  source: {assumed: "a test card: whenever you gain sheep, 1 clay for as many wool"}
  cost: [{clay: 1}]
  score: 0
  abilities:
    - when: {whenever: sheep_gained}
      do: [{exchange: {give: {clay: 1}, get: {wool: {var: n}}}}]
"""

NUSFJORD_HEARD = """
"T-BUILDING":
  kind: building
  replaces: FREE-A
  letter: A
  category: whenever
  cost: [{wood: 1}]
  score: 1
  source: {assumed: "a test building: whenever you place a worker, as many fish as its number"}
  abilities:
    - when: {whenever: worker_placed}
      do: [{gain: {fish: {var: worker}}}]
"""

KLEINE_VOELKER_HEARD = """
T-PROJECT:
  kind: public_project
  source: {assumed: "a test project: two adjacent buildings, the floor placed on space 9 or later"}
  if:
    all:
      - pattern: {slots: {a: {land: any}, b: {land: any}}, adjacent: [[a, b]]}
      - ge: [{var: space}, 9]
  score: 5
"""

# game -> (file appended to, the card that validates, (the text it has, the text it gets
# where no event or another one is heard), [(a text on the line of a problem, the problem)])
HEARD: dict[str, tuple[str, str, tuple[str, str], list[tuple[str, str]]]] = {
    "woodcraft_rw": (
        "helpers.yaml",
        WOODCRAFT_RW_HEARD,
        ("{whenever: reputation_gained}", "on_play"),
        [
            (
                "{var:",
                "T-X: UNKNOWN-VAR 'amount': an on_play ability hears no event; {var: ...} reads "
                "the event that triggers an ability (amount: whenever reputation_gained)",
            ),
            (
                "{event:",
                "T-X: UNHEARD-EVENT 'reputation_gained': an on_play ability hears no event; "
                "{event: {event: reputation_gained, ...}} reads the event that triggers an "
                "ability (whenever reputation_gained)",
            ),
        ],
    ),
    "hallertau": (
        "bonus.yaml",
        HALLERTAU_HEARD,
        ("{whenever: sheep_gained}", "{phase: income}"),
        [
            (
                "{var:",
                "T-EXCHANGE: UNKNOWN-VAR 'n': a phase ability hears no event; {var: ...} reads the "
                "event that triggers an ability (n: whenever tools_traded, tools_gained, "
                "sheep_gained, harvested or quarter_workers)",
            )
        ],
    ),
    "nusfjord": (
        "deck_x.yaml",
        NUSFJORD_HEARD,
        ("{whenever: worker_placed}", "{whenever: fish_served}"),
        [
            (
                "{var:",
                "T-BUILDING: UNKNOWN-VAR 'worker': fish_served carries plates, fish, fish_plates "
                "(worker: whenever worker_placed)",
            )
        ],
    ),
    "kleine_voelker": (  # a secret project's `if` is never read, and it would hear no event
        "public_projects.yaml",
        KLEINE_VOELKER_HEARD,
        ("kind: public_project", "kind: secret_project"),
        [
            (
                "  if:",
                "T-PROJECT: UNKNOWN-KEY 'if': this game does not read it on a secret_project entry",
            ),
            (
                "{var:",
                "T-PROJECT: UNKNOWN-VAR 'space': a secret_project's if hears no event; {var: ...} "
                "reads the event that triggers an ability (space: a public_project's if)",
            ),
        ],
    ),
}


@pytest.mark.parametrize("game", sorted(HEARD))
def test_a_number_read_where_its_event_is_not_heard_is_refused(game: str, tmp_path: Path) -> None:
    file, _, (heard, unheard), problems = HEARD[game]
    card = heard_card(game)
    folder = tmp_path / game
    shutil.copytree(data_dir(game), folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    path.write_text(text + card, encoding="utf-8")
    assert validate_paths([folder]) == []  # where the event is heard: it validates
    path.write_text(text + card.replace(heard, unheard), encoding="utf-8")
    lines = [(text + card).count("\n", 0, len(text) + card.index(m)) + 1 for m, _ in problems]
    assert [str(p) for p in validate_paths([folder])] == [
        f"{path}:{line}: {problem}" for line, (_, problem) in zip(lines, problems, strict=True)
    ]


def test_a_secret_projects_score_hears_no_event(tmp_path: Path) -> None:
    # Kleine Völker evaluates a public project's `if` as a floor is placed (L577-L602), with
    # the space placed on; a secret project's score at the end (L613-L620), with none
    path = write_card(tmp_path, "kleine_voelker", "secret_projects.yaml", SECRET_READING_SPACE)
    line = path.read_text(encoding="utf-8").count("\n") - 1
    assert [str(p) for p in validate_paths([path.parent])] == [
        f"{path}:{line}: T-SECRET: UNHEARD-EVENT 'floor_placed': a secret_project's score hears no "
        "event; {event: {event: floor_placed, ...}} reads the event that triggers an ability "
        "(a public_project's if)"
    ]


SECRET_READING_SPACE = """
T-SECRET:
  kind: secret_project
  source: {assumed: "a test project scoring a number no event gives at the end"}
  score: {event: {event: floor_placed, get: space}}
  copies: 1
"""


def write_card(tmp_path: Path, game: str, file: str, card: str) -> Path:
    """A copy of the game's data with ``card`` appended to ``file``; that file."""
    folder = tmp_path / game
    shutil.copytree(data_dir(game), folder)
    path = folder / file
    path.write_text(path.read_text(encoding="utf-8") + card, encoding="utf-8")
    return path


def heard_game(game: str) -> Game:
    """The game with the card of ``HEARD`` that validates added to its data."""
    return game_class(game)(extra_cards=heard_card(game))


def heard_card(game: str) -> str:
    """The card of ``HEARD`` that validates; a Nusfjord building in the place of an A building
    that no entry of the data replaces (two are refused)."""
    return HEARD[game][1].replace("FREE-A", free_building("A"))


def test_woodcraft_rw_reads_the_reputation_gained() -> None:
    # woodcraft_rw.pl.txt L282-L288: a hired helper's ability applies; Y gives 2 reputation
    game = heard_game("woodcraft_rw")
    state = game.new_game(2, seed=0)
    while state.decision != "free":
        state = state.apply(state.legal_actions()[0])
    marked = {"saw_blade": 0, "glue": 0, "shavings": 0, "blueberry": 2}  # no glue
    state = state.edit().set("sheets[0].marked", marked).state()
    state = state.apply(game.parse_action(state, "hire T-X"))
    state = state.apply(game.parse_action(state, "hire T-Y"))
    sheet = state.observation(0)["sheets"][0]
    assert sheet["reputation"] == 2
    assert sheet["materials"]["glue"] == 2 and sheet["nuts"] == 2  # {var} and {event}: 2


def test_hallertau_reads_the_sheep_gained() -> None:
    # hallertau.de.md L377-L387: bonus cards pay their income in phase 3; T-INCOME's 2 sheep
    # make T-EXCHANGE hear sheep_gained with n = 2, and its exchange (839) reads it when answered
    game = heard_game("hallertau")
    played = ["T-INCOME", "T-EXCHANGE"]
    ed = game.new_game(1, seed=0, variant="cards").edit()  # in words (docs/positions.md)
    for card in ed.get("villages[0].hand"):  # an empty hand: no card window before the income
        ed.move(card, as_game(game, Hallertau).card_deck(card) + "_deck")  # (L381)
    for card in played:
        ed.move(card, "played:0")
    ed.set("villages[0].goods", dict.fromkeys(ed.get("villages[0].goods"), 3))
    ed.set("phase", "new_workers")
    # the phases to come, written as tasks (no seat decides yet: no to_move form stands for it)
    phases = [{"task": "phase", "number": k} for k in range(10, 2, -1)]
    state = ed.set("tasks", [{"task": "round_end"}, *phases]).state()
    state = state.apply(game.parse_action(state, "take sheep"))
    assert state.decision == "exchange"
    state = game.state_from_position(state.position())  # the payload is in the position
    state = state.apply(game.parse_action(state, "yes"))
    goods = state.data.villages[0].goods
    assert (goods[4], goods[8]) == (2, 5)  # 1 clay for n = 2 wool


def test_nusfjord_reads_the_worker_placed() -> None:
    # nusfjord.de.md L946, L978-L981: the first worker placed is worker 1
    game = heard_game("nusfjord")
    state = game.new_game(2, seed=0).edit().move("T-BUILDING", "harbor:0").state()
    fish = state.observation(0)["harbors"][0]["fish"]
    state = state.apply(game.parse_action(state, "place gold"))
    assert state.observation(0)["harbors"][0]["fish"] == fish + 1


def test_kleine_voelker_reads_the_space_of_the_floor_placed() -> None:
    # kleine_voelker.de.txt L577-L602: a public project is claimed as a floor is placed
    game = heard_game("kleine_voelker")

    def claims(move: str) -> list[str]:
        """Seat 0 acting in territory 2 (fixed layout), T-PROJECT on display, a building of its
        own on the territory's central space (7), places a floor by ``move``."""
        state = game.new_game(2, seed=0, layout="fixed")
        while state.decision == "keep":
            state = state.apply(state.legal_actions()[0])
        ed = state.edit()
        if "T-PROJECT" not in ed.get("display"):
            ed.move(ed.get("display")[0], "deck")
        ed.move("T-PROJECT", "display", index=0).set("crane", 2).set("acting", 2)
        ed.set("territories.2.spaces[0].building", {"owner": 0, "floors": 1, "roof": False})
        ed.set("peoples[0].floors", ed.get("peoples[0].floors") - 1)
        state = ed.state()
        state = state.apply(game.parse_action(state, move))
        return [str(a) for a in state.legal_actions() if a.kind == "claim"]

    assert claims("build 2 1") == []  # space 8: next to the centre, before space 9
    assert claims("build 2 2") == ["claim T-PROJECT"]  # space 9
    assert claims("build 2 3") == ["claim T-PROJECT"]
