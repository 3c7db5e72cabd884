"""A contributor's new card for each game, written as docs/contributing-cards.md says: YAML
alone, in a set of its own (issue 15's three cards, and one for Nusfjord and Woodcraft).

Each game's data is copied into a temporary package with the card appended to one of its
files under ``set: test`` (as tests/kernel/test_card_sets.py does); the base game of that
package is the installed one, and the card plays when the set is chosen. Each card is tested
on a position document (docs/positions.md): the setup of a seed with what the test needs
written over it. The words they use are documented in docs/cards.md. Their ids (``T-...``)
and set (``test``) are the tests' own, and the Nusfjord building takes the place of one that
no entry of the data replaces: a contributor's cards (the next id of their kind, their set
``mine``, tests/contributor_cards.py) never meet them.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import boardrules
from boardrules import Game, State
from boardrules.cards.folders import validate_paths
from boardrules.datafiles import data_dir
from boardrules.registry import game_class
from tests import picture_helpers as pictures
from tests.contributor_cards import free_building
from tests.play import as_game

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.hallertau.game import Hallertau
else:
    from boardrules.games.hallertau.game import Hallertau

# "2 yellow dice totalling at least 9" (a phase II order), and one whose `if` asks for a
# hired helper: the woodcraft_rw words `dice` (docs/cards.md#costs) and an order's `if`
WOODCRAFT_RW = """
"T-II-9":
  kind: order
  phase: 2
  set: test
  source: {assumed: "issue 15's sample order: 2 yellow dice totalling at least 9"}
  cost: [{dice: {n: 2, color: yellow, at_least: 9}}]
  do: [{gain: {reputation: 1}}]
  score: 6
"T-II-IF":
  kind: order
  phase: 2
  set: test
  source: {assumed: "a sample order that only a seat with a hired helper may fulfil"}
  if: {ge: [{count: helpers_hired}, 1]}
  cost: [{dice: {n: 1, color: any, at_least: 5}}]
  score: 2
"""

# "two of your buildings in the same territory, both next to its central space": the
# pattern words `same_territory`, `space: ring` and `land: any` (docs/cards.md#kleine-völker-cards)
KLEINE_VOELKER = """
T-PROJECT:
  kind: public_project
  set: test
  source:
    assumed: >-
      issue 15's sample project: two of your buildings in the same territory,
      both next to its central space
  if:
    pattern:
      slots:
        a: {land: any, space: ring}
        b: {land: any, space: ring}
      same_territory: [[a, b]]
  score: 5
"""

# "1 wool per sheep, up to 3, for 1 clay": a bonus card (cost paid when played, income in
# phase 3, hallertau.de.md L377-L387)
HALLERTAU = """
"T-BONUS":
  kind: bonus_card
  number: 899
  set: test
  source: {assumed: "issue 15's sample bonus card: 1 wool per sheep, up to 3, for 1 clay"}
  cost: [{clay: 1}]
  score: 1
  abilities:
    - when: {phase: income}
      do:
        - {gain: {wool: {min: [{count: sheep}, 3]}}}
"""

# a contributor's A building: a deck keeps 18 A, 12 B and 14 C buildings (nusfjord.de.md
# L104-L105), so a building of a set of its own takes the place of a deck-X building of its
# letter that no other set replaces (`replaces`); immediate: declinable, right after it is
# built (L951)
NUSFJORD = """
"T-BUILDING":
  kind: building
  set: test
  replaces: FREE-A
  letter: A
  name: {en: boat shed}
  category: immediate
  cost: [{wood: 2}]
  score: 1
  abilities:
    - when: on_play
      optional: true
      do: [{gain: {fish: {min: [{count: ships}, 3]}}}]
  source:
    assumed: >-
      a contributor's A building in place of a deck-X A building: cost 2 wood, 1 point;
      immediate: +1 fish per ship you own, at most 3
"""

# a contributor's simple order: its dice as the legend of woodcraft.de.txt L1591-L1601 draws
# them (a colour or one of two, a value), a material, a reward, a start row (L1060-L1066)
WOODCRAFT = """
"T-ORDER":
  kind: order
  deck: simple
  set: test
  row: 2
  source:
    assumed: >-
      a contributor's simple order: a green or brown 4, a 2 of any colour and 1 glue disc;
      reward 1 saw blade disc and 3 blueberries; start row 2
  cost:
    - die: {colors: [green, brown], value: 4}
    - die: {value: 2}
    - {glue_disc: 1}
  do:
    - gain: {saw_blade_disc: 1, blueberry: 3}
"""

CARDS = {
    "woodcraft_rw": ("orders_phase2.yaml", WOODCRAFT_RW),
    "kleine_voelker": ("public_projects.yaml", KLEINE_VOELKER),
    "hallertau": ("bonus.yaml", HALLERTAU),
    "nusfjord": ("deck_x.yaml", NUSFJORD),
    "woodcraft": ("orders_simple.yaml", WOODCRAFT),
}


@pytest.fixture(scope="module")
def package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A package ``newcards`` with each game's data and its new card appended, in set test
    (a Nusfjord building in the place of an A building no entry replaces, ``FREE-A``)."""
    tmp = tmp_path_factory.mktemp("newcards")
    (tmp / "newcards").mkdir()
    (tmp / "newcards" / "__init__.py").write_text("")
    for game_id, (file, text) in CARDS.items():
        folder = tmp / "newcards" / game_id
        shutil.copytree(data_dir(game_id), folder)
        with (folder / file).open("a", encoding="utf-8") as out:
            out.write(text.replace("FREE-A", free_building("A")))
    sys.path.insert(0, str(tmp))
    try:
        yield tmp / "newcards"
    finally:
        sys.path.remove(str(tmp))
        sys.modules.pop("newcards", None)


def mine(package: Path, game_id: str, sets: tuple[str, ...] = ("base", "test")) -> Game:
    """The game reading the package's data (a plugin subclass), with ``sets`` in play."""
    cls: type[Game] = type(f"New{game_id}", (game_class(game_id),), {"data_package": "newcards"})
    return cls().with_sets(sets)


@pytest.mark.parametrize("game_id", sorted(CARDS))
def test_the_new_cards_validate_and_leave_the_base_game_as_it_was(
    package: Path, game_id: str
) -> None:
    assert validate_paths([package / game_id]) == []
    base, installed = mine(package, game_id, ("base",)), boardrules.load_game(game_id)
    assert base.card_digests == installed.card_digests
    assert base.num_distinct_actions == installed.num_distinct_actions
    a, b = base.new_game(2, seed=4), installed.new_game(2, seed=4)
    for _ in range(30):
        assert a.legal_actions() == b.legal_actions()
        a, b = a.apply(a.legal_actions()[-1]), b.apply(b.legal_actions()[-1])
    assert a.to_json() == b.to_json()


# --- woodcraft_rw: 2 yellow dice totalling at least 9 ----------------------------------------
def rw_position(
    game: Game, held: list[str], dice: dict[str, int], helpers: tuple[str, ...] = ()
) -> State:
    """Seat 0 at its free actions of round 4 (phase II), holding the orders ``held`` and
    the dice ``dice`` ("yellow 5": 1), taken from the supply, and the ``helpers`` hired."""
    state = game.new_game(2, seed=0)
    while state.decision != "free":
        state = state.apply(state.legal_actions()[0])
    ed = state.edit().set("round", 4).set("phase", 2)
    for order in ed.get("sheets[0].held_orders"):  # the order held before goes under the deck
        ed.move(order, "deck_phase_1")
    for order in held:
        ed.move(order, "held:0")
    supply = ed.get("supply")
    for die in ed.get("sheets[0].dice"):  # the dice held before go back to the supply
        supply[die.split()[0]] += 1
    for name, n in dice.items():
        supply[name.split()[0]] -= n
    wanted = [name for name, n in dice.items() for _ in range(n)]
    return (
        ed.set("supply", supply)
        .set("sheets[0].dice", wanted)
        .set("sheets[0].helpers", list(helpers))
        .state()
    )


def fulfils(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions() if a.kind == "fulfil"]


def test_an_order_of_two_yellow_dice_totalling_at_least_9(package: Path) -> None:
    game = mine(package, "woodcraft_rw")
    assert "T-II-9" in game.catalog
    short = rw_position(game, ["T-II-9"], {"yellow 3": 1, "yellow 5": 1, "brown 6": 1})
    assert fulfils(short) == []  # 3 + 5 = 8; a brown die is not yellow
    one = rw_position(game, ["T-II-9"], {"yellow 4": 1, "brown 5": 1, "brown 6": 1})
    assert fulfils(one) == []  # a single yellow die
    state = rw_position(game, ["T-II-9"], {"yellow 3": 1, "yellow 4": 1, "yellow 6": 1})
    assert fulfils(state) == ["fulfil T-II-9"]
    before = state.observation(0)["sheets"][0]
    state = state.apply(game.parse_action(state, "fulfil T-II-9"))
    # every yellow die can start a pair reaching 9 (3+6, 4+6, 6+3), none of the brown
    assert [str(a) for a in state.legal_actions()] == [
        "deliver yellow 3",
        "deliver yellow 4",
        "deliver yellow 6",
    ]
    state = state.apply(game.parse_action(state, "deliver yellow 3"))
    assert [str(a) for a in state.legal_actions()] == ["deliver yellow 6"]  # 3 + 4 < 9
    state = state.apply(game.parse_action(state, "deliver yellow 6"))
    after = state.observation(0)["sheets"][0]
    assert state.decision == "free"
    assert after["reputation"] == before["reputation"] + 1  # the order's reward
    assert state.data.sheets[0].dice[3] == 1 and sum(state.data.sheets[0].dice) == 1
    assert state.data.sheets[0].fulfilled == ["T-II-9"]


def test_an_orders_if_is_a_requirement(package: Path) -> None:
    game = mine(package, "woodcraft_rw")
    dice = {"brown 5": 1, "yellow 2": 1}
    assert fulfils(rw_position(game, ["T-II-IF"], dice)) == []  # no helper hired
    hired = rw_position(game, ["T-II-IF"], dice, helpers=("A",))
    assert fulfils(hired) == ["fulfil T-II-IF"]
    state = hired.apply(game.parse_action(hired, "fulfil T-II-IF"))
    assert [str(a) for a in state.legal_actions()] == ["deliver brown 5"]  # "at least 5"


def test_a_dice_total_no_dice_can_reach_is_refused(package: Path) -> None:
    text = (package / "woodcraft_rw" / "orders_phase2.yaml").read_text(encoding="utf-8")
    broken = text.replace("at_least: 9}", "at_least: 13}")
    (package / "woodcraft_rw" / "orders_phase2.yaml").write_text(broken, encoding="utf-8")
    try:
        problems = [str(p) for p in validate_paths([package / "woodcraft_rw"])]
    finally:
        (package / "woodcraft_rw" / "orders_phase2.yaml").write_text(text, encoding="utf-8")
    assert len(problems) == 1 and "T-II-9: BAD-COST no 2 dice total between 13" in problems[0]


# --- Kleine Völker: two of your buildings in one territory, next to its central space ------
def kv_position(game: Game, buildings: dict[tuple[int, int], int]) -> State:
    """Seat 0 to act in territory 2 (fixed layout: its centre straw, its ring meadow, straw,
    leaves and a bramble at index 4), T-PROJECT on display, with its buildings of the given
    floors on (territory, index) spaces."""
    state = game.new_game(2, seed=0, layout="fixed")
    while state.decision == "keep":
        state = state.apply(state.legal_actions()[0])
    ed = state.edit()
    if "T-PROJECT" not in ed.get("display"):
        ed.move(ed.get("display")[0], "deck")
    ed.move("T-PROJECT", "display", index=0)
    ed.set("crane", 2).set("acting", 2)
    for (terr, index), floors in buildings.items():
        building = {"owner": 0, "floors": floors, "roof": False}
        ed.set(f"territories.{terr}.spaces[{index}].building", building)
        ed.set("peoples[0].floors", ed.get("peoples[0].floors") - floors)
    return ed.state()


def claims(state: State, move: str) -> list[str]:
    state = state.apply(state.game.parse_action(state, move))
    return [str(a) for a in state.legal_actions() if a.kind == "claim"]


def test_a_project_of_two_buildings_in_one_territory_next_to_its_centre(package: Path) -> None:
    game = mine(package, "kleine_voelker")
    # kleine_voelker.de.txt L253-L262: a territory is 7 spaces, its central space (index 0)
    # touching the six of its ring; any land counts
    state = kv_position(game, {(2, 3): 1})  # meadow
    assert claims(state, "build 2 2") == ["claim T-PROJECT"]  # leaves: ring spaces of 2
    assert claims(state, "build 2 1") == ["claim T-PROJECT"]  # straw
    assert claims(state, "build 2 0") == []  # the central space itself is not next to it
    apart = kv_position(game, {(3, 3): 1})
    assert claims(apart, "build 2 2") == []  # the other building is in territory 3
    centre = kv_position(game, {(2, 0): 1})
    assert claims(centre, "build 2 2") == []


def test_a_new_pattern_card_is_spelled_out_and_drawn(package: Path) -> None:
    """Issue 23 item 5: the contributor's project reads from its YAML (two ring spaces,
    kleine_voelker.de.txt L253-L262, in one territory) and its face on display carries the
    pattern as a hex diagram: two hexes in a dotted 'one territory' frame."""
    game = mine(package, "kleine_voelker")
    words = game.describe_card("T-PROJECT")
    assert words.startswith(
        "Requires a building (any land) on a ring space (not a centre), and a building (any"
        " land) on a ring space (not a centre), both in one territory"
    )
    root = pictures.parse(kv_position(game, {}).svg(0))
    (sheet,) = pictures.with_class(root, "face-sheet")
    faces = pictures.with_class(sheet, "face")
    (card,) = [e for e in faces if e.get("data-card") == "T-PROJECT"]
    (drawn,) = pictures.with_class(card, "pattern")
    assert len(drawn.findall(f"{pictures.SVG}polygon")) == 2
    assert "in one territory" in pictures.text(drawn)
    assert "5 VP" in pictures.text(card)


def test_a_pattern_naming_a_slot_it_does_not_define_is_refused(package: Path) -> None:
    path = package / "kleine_voelker" / "public_projects.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("same_territory: [[a, b]]", "same_territory: [[a, c]]"))
    try:
        problems = [str(p) for p in validate_paths([package / "kleine_voelker"])]
    finally:
        path.write_text(text, encoding="utf-8")
    assert len(problems) == 1
    assert "T-PROJECT: UNKNOWN-SLOT same_territory: no slot 'c' in slots" in problems[0]


# --- Hallertau: 1 wool per sheep, up to 3, for 1 clay ----------------------------------------
def hallertau_position(game: Game, sheep: int, played: list[str]) -> State:
    """Seat 0 of a solo cards game before phase 3 (income, L377-L387) of round 1, with
    ``sheep`` sheep in the stable, no goods, no hand (its cards back under their decks) and
    the cards ``played`` in front of it."""
    ed = game.new_game(1, seed=0, variant="cards").edit()  # in words (docs/positions.md)
    for card in ed.get("villages[0].hand"):  # an empty hand: no card window before the income
        ed.move(card, as_game(game, Hallertau).card_deck(card) + "_deck")  # (L381)
    for card in played:
        ed.move(card, "played:0")
    ed.set("villages[0].goods", dict.fromkeys(ed.get("villages[0].goods"), 0))
    ed.set("villages[0].sheep.stable", sheep).set("phase", "new_workers")
    # the phases to come, written as tasks (no seat decides yet: no to_move form stands for it)
    phases = [{"task": "phase", "number": k} for k in range(10, 2, -1)]
    return ed.set("tasks", [{"task": "round_end"}, *phases]).state()


def test_a_bonus_card_giving_a_wool_per_sheep_up_to_3(package: Path) -> None:
    game = mine(package, "hallertau")
    assert game.runtime.costs["T-BONUS/cost"] == ({"clay": 1},)
    assert hallertau_position(game, 0, ["T-BONUS"]).decision != "gain"  # no sheep, no wool
    for sheep, wool in ((1, 1), (2, 2), (3, 3), (5, 3)):
        state = hallertau_position(game, sheep, ["T-BONUS"])
        # a card's gain is taken whole or skipped (hallertau.de.md L699)
        assert [str(a) for a in state.legal_actions()] == ["take wool", "skip"]
        state = state.apply(game.parse_action(state, "take wool"))
        assert state.data.villages[0].goods[8] == wool, sheep


def test_every_game_has_a_new_card_here() -> None:
    assert sorted(CARDS) == boardrules.list_games()


# --- Nusfjord: an A building, +1 fish per ship (at most 3) when built ------------------------
def nusfjord_position(game: Game, ships: list[str], wood: int = 2) -> State:
    """Seat 0's first turn of a 2-player game (work phase, L357), T-BUILDING first on the A
    display (taken out of the place the seed dealt it to), seat 0 with ``wood`` wood, no
    fish and the ships ``ships`` on its fishing track."""
    ed = game.new_game(2, seed=0).edit().move("T-BUILDING", "display_a", index=0)
    ed.set("harbors[0].wood", wood).set("harbors[0].fish", 0).set("harbors[0].track", ships)
    return ed.state()


def build(state: State, *moves: str) -> State:
    for move in moves:
        state = state.apply(state.game.parse_action(state, move))
    return state


def test_a_building_giving_a_fish_per_ship_up_to_3(package: Path) -> None:
    game = mine(package, "nusfjord")
    setup = game.new_game(2, seed=0).position()["data"]
    dealt = [c for group in ("display", "piles") for cs in setup[group].values() for c in cs]
    assert "T-BUILDING" in dealt and free_building("A") not in dealt  # in its place
    for ships, fish in ((["sloop", "cutter"], 2), (["sloop", "cutter", "schooner", "sloop"], 3)):
        state = build(nusfjord_position(game, ships), "place build", "build T-BUILDING", "on 0")
        assert state.decision == "may_use"  # immediate: declinable, now or never (L951)
        harbor = build(state, "yes").observation(0)["harbors"][0]
        assert (harbor["spaces"][0], harbor["wood"], harbor["fish"]) == ("T-BUILDING", 0, fish)
    state = build(nusfjord_position(game, ["sloop"]), "place build", "build T-BUILDING", "on 0")
    assert build(state, "no").observation(0)["harbors"][0]["fish"] == 0
    poor = nusfjord_position(game, ["sloop"], wood=1)  # the cost is 2 wood (L458)
    assert "build T-BUILDING" not in [str(a) for a in build(poor, "place build").legal_actions()]


def test_a_building_replacing_what_another_set_replaces_is_refused(package: Path) -> None:
    path = package / "nusfjord" / "deck_x.yaml"
    text = path.read_text(encoding="utf-8")
    place = f"replaces: {free_building('A')}"
    path.write_text(text.replace(place, "replaces: X-A03"), encoding="utf-8")
    try:
        problems = [str(p) for p in validate_paths([package / "nusfjord"])]
    finally:
        path.write_text(text, encoding="utf-8")
    assert len(problems) == 1  # the named set's Fischstand takes X-A03's place already
    assert "N-fischstand: BAD-DECK X-A03 is replaced by T-BUILDING already" in problems[0]


# --- Woodcraft: a green or brown 4, a 2 and a glue disc for a saw blade and 3 blueberries ----
DIE_KINDS = ("green", "yellow", "brown")


def woodcraft_position(game: Game, dice: list[str], glue: int = 1) -> State:
    """Seat 0's first turn of a 2-player game at its actions step (after the setup's
    choices, L270-L278), T-ORDER in its blueberry row (taken out of the place the seed dealt
    it to), holding only the dice ``dice`` ("brown 4") and ``glue`` glue discs."""
    state = game.new_game(2, seed=0)
    while state.decision != "main":
        state = state.apply(state.legal_actions()[0])
    ed = state.edit().move("T-ORDER", "hand:0")  # from wherever the seed dealt it
    ed.set("workshops[0].hand", [c for c in ed.get("workshops[0].hand") if c != "T-ORDER"])
    row = {"card": "T-ORDER", "row": 4}  # the blueberry row (L1040-L1041)
    ed.set("workshops[0].orders", [*ed.get("workshops[0].orders"), row])
    return ed.set("workshops[0].dice", dice).set("workshops[0].glue_discs", glue).state()


def test_an_order_of_a_green_or_brown_4_a_2_and_a_glue_disc(package: Path) -> None:
    game = mine(package, "woodcraft")
    assert "T-ORDER" in game.catalog
    wrong = woodcraft_position(game, ["yellow 4", "green 2"])  # a yellow 4 is neither colour
    assert fulfils(wrong) == []
    assert fulfils(woodcraft_position(game, ["brown 4", "green 2"], glue=0)) == []
    state = woodcraft_position(game, ["brown 4", "green 2", "yellow 2"])
    assert fulfils(state) == ["fulfil T-ORDER"]
    before = state.data.workshops[0]
    # L978-L993: the dice must match exactly; the brown 4 is the only one for the first
    state = state.apply(game.parse_action(state, "fulfil T-ORDER"))
    assert [str(a) for a in state.legal_actions()] == ["deliver green 2", "deliver yellow 2"]
    state = state.apply(game.parse_action(state, "deliver yellow 2"))
    after = state.data.workshops[0]
    assert state.decision == "main" and after.fulfilled == ("T-ORDER",)
    assert after.dice == (0, 1, *[0] * 16)  # the green 2 is left
    assert (after.glue_discs, after.saw_blades) == (0, before.saw_blades + 1)
    assert after.blueberries == before.blueberries + 3 + 1  # the reward, and the row's 1


def test_a_misspelt_material_gets_the_close_word(package: Path) -> None:
    path = package / "woodcraft" / "orders_simple.yaml"
    text = path.read_text(encoding="utf-8")
    mine = WOODCRAFT.strip()
    assert mine in text
    path.write_text(text.replace(mine, mine.replace("glue_disc", "glue_disk")), encoding="utf-8")
    try:
        problems = [str(p) for p in validate_paths([package / "woodcraft"])]
    finally:
        path.write_text(text, encoding="utf-8")
    assert len(problems) == 1
    assert "T-ORDER: UNKNOWN-COST 'glue_disk' (did you mean 'glue_disc'?)" in problems[0]
