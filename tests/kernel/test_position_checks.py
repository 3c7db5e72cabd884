"""A tampered position is refused naming its field, for every landed game: what the fuzzing of
positions (tests/fuzz/test_fuzz_saves.py) found loading and then failing on a later move, and
the invariants each game's rules assume (docs/positions.md, "What is checked")."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import boardrules
from boardrules.positions import stored_doc

Edit = Callable[[dict[str, Any]], None]


def refused(game_id: str, edit: Edit, players: int = 2, seed: int = 3, steps: int = 0) -> str:
    game = boardrules.load_game(game_id)
    state = game.new_game(players, seed=seed)
    for _ in range(steps):
        state = state.apply(state.legal_actions()[0])
    doc = json.loads(json.dumps(stored_doc(state)))  # the data as stored: its invariants
    assert game.state_from_position(doc).position() is not None  # the untouched one loads
    edit(doc["data"])
    with pytest.raises(boardrules.InvalidState) as info:
        game.state_from_position(doc)
    return str(info.value)


def test_a_huge_integer_is_refused_where_it_stands() -> None:
    message = refused("woodcraft_rw", lambda d: d["sheets"][1].update(nuts=10**400))
    assert message.startswith("position: data: sheets[1].nuts: 1000")
    assert message.endswith("is out of range (a table's integers are below 2**63)")
    message = refused("woodcraft_rw", lambda d: d.update(rng=-1))
    assert message == "position: data: rng: -1 is no 64-bit generator state"


def test_a_task_of_another_seat_is_refused() -> None:
    def edit(d: dict[str, Any]) -> None:
        d["tasks"][-1]["seat"] = 2

    assert refused("kleine_voelker", edit).endswith("].seat: 2 is no seat of 2 players")


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d["sheets"][1]["box_value"].pop(), "sheets[1].box_value: 11 items, expected 12"),
        (lambda d: d["seen_board"].pop(), "seen_board: 5 items, expected 6"),
        (lambda d: d["sheets"][0]["marked"].__setitem__(0, 99), "sheets[0].marked[0] (saw_blade)"),
        (lambda d: d["sheets"][0].update(commit=14), "sheets[0].commit: 14, expected -1..13"),
        (lambda d: d["sheets"][0].update(lanterns=512), "sheets[0].lanterns: 512 sets a bit"),
    ],
)
def test_woodcraft_rw_sheet_entries_lie_in_their_boxes(edit: Edit, problem: str) -> None:
    assert problem in refused("woodcraft_rw", edit)


def test_woodcraft_rw_an_order_lies_in_one_place() -> None:
    message = refused("woodcraft_rw", lambda d: d["discard"].append(d["deck1"][0]))
    assert "deck1 and discard: order 'I-" in message
    assert message.endswith("lies in 2 places, the game has 1")


def _kv_build(d: dict[str, Any], space: int, owner: int, floors: int) -> None:
    d["owner"][space], d["floors"][space] = owner, floors


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: _kv_build(d, 8, 5, 1), "owner[8]: 5, expected -1..1"),
        (lambda d: _kv_build(d, 8, -1, 2), "floors[8]: floors or a roof, no owner"),
        (lambda d: _kv_build(d, 8, 0, 2), "peoples[0].supply: "),  # floors out of nowhere
        (lambda d: d["roofed"].__setitem__(8, True), "floors[8]: floors or a roof, no owner"),
        (lambda d: d.update(crane=8), "crane: 8, expected 0..7"),
        (lambda d: d["cost"].__setitem__(0, 4), "cost[0]: territory 1 prints"),
        (lambda d: d["display"].append(d["deck"][0]), "deck and display: public project"),
    ],
)
def test_kleine_voelker_buildings_roofs_and_crane_agree_with_the_board(
    edit: Edit, problem: str
) -> None:
    assert problem in refused("kleine_voelker", edit)


def _hallertau_second_copy(d: dict[str, Any]) -> None:
    d["villages"][1]["hand"].append(d["villages"][0]["hand"][0])


def hallertau_refused(edit: Edit, steps: int = 3) -> str:
    """What a Hallertau position (in words, its task stack written out) edited by ``edit``
    (the whole document: ``data``, ``tasks``) is refused with."""
    game = boardrules.load_game("hallertau")
    state = game.new_game(2, seed=3)
    for _ in range(steps):
        state = state.apply(state.legal_actions()[0])
    doc = json.loads(json.dumps(state.position()))
    doc.pop("to_move", None)
    doc["tasks"] = json.loads(json.dumps(game.converter.unstructure(state.data.tasks)))
    assert game.state_from_position(doc).data == state.data  # the untouched one loads
    edit(doc)
    with pytest.raises(boardrules.InvalidState) as info:
        game.state_from_position(doc)
    return str(info.value)


def _hallertau_task(doc: dict[str, Any], task: dict[str, Any]) -> None:
    doc["tasks"].insert(len(doc["tasks"]) - 1, task)


def _village(doc: dict[str, Any]) -> dict[str, Any]:
    village: dict[str, Any] = doc["data"]["villages"][0]
    return village


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda doc: _hallertau_second_copy(doc["data"]), "villages[0].hand and villages[1].hand"),
        (lambda doc: _village(doc).update(jewelry=11), "villages[0].jewelry: 11, expected 0..10"),
        (
            lambda doc: _village(doc)["crafts"].update(manufactory=12),
            "villages[0].crafts.manufactory: 12",
        ),
        (
            lambda doc: doc["data"]["action_board"]["starter_card"].__setitem__(0, 2),
            "action_board.starter_card[0]: 2",  # in the document's words
        ),
        (
            lambda doc: doc["data"]["decks"]["point"].append(doc["data"]["decks"]["bonus"][0]),
            "belongs to the bonus deck",
        ),
        (
            lambda doc: _hallertau_task(doc, {"task": "fallow", "seat": 0}),
            "fallow belongs to phase 6",
        ),
        (
            lambda doc: _hallertau_task(
                doc, {"task": "card_window", "when": "actions", "seats": [0, 7]}
            ),
            "seats[1]: 7, expected 0..1",
        ),
        (
            lambda doc: _hallertau_task(doc, {"task": "phase", "number": 2}),
            "phases out of order",
        ),
    ],
)
def test_hallertau_cards_pieces_and_tasks_agree_with_the_table(edit: Edit, problem: str) -> None:
    assert problem in hallertau_refused(edit)


def _nusfjord_build(d: dict[str, Any], space: int) -> None:
    d["harbors"][0]["spaces"][space] = d["display_a"].pop(0)


def _nusfjord_full_elder(d: dict[str, Any]) -> None:
    d["harbors"][0].update(elders=[d["stacks"][5].pop()], elder_fish=[3])


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        # nusfjord.de.md L261: at most 12 wood
        (lambda d: d["harbors"][0].update(wood=13), "harbors[0].wood: 13, expected 0..12"),
        # L244: the piles sorted by letter
        (lambda d: d["pile_b"].append(d["display_a"].pop()), "is no B building"),
        (lambda d: d["display_a"].append(d["display_a"][0]), "lies in 2 places, the game has 1"),
        # L231, L568: an elder taken leaves its stack
        (
            lambda d: d["harbors"][0].update(elders=["E01"], elder_fish=[0]),
            "harbors[0].elders and stacks[0]: elder 'E01' lies in 2 places",
        ),
        # L309: an elder with as many fish as slots is cleared at once
        (_nusfjord_full_elder, "harbors[0].elder_fish[0] (E06): 3, expected 0..2"),
        # L195, L482: five share tokens a colour
        (
            lambda d: d["new_shares"].__setitem__(0, 3),
            "share tokens of seat 0: 6 (unrealized, new and held), a colour has 5",
        ),
        # L999: a space holds a building or forest strips
        (lambda d: _nusfjord_build(d, 5), "harbors[0].forests[2]: a forest strip on a building"),
        # L357: three passes, one worker each
        (
            lambda d: d["tasks"].insert(1, {"task": "turn", "seat": 0}),
            "tasks (turns of seat 0, 2 workers placed): 4, expected 0..3",
        ),
        (lambda d: d["placed"][0].append("elder:E05"), "placed[0][2]: 'elder:E05' is no space"),
        (lambda d: d["placed"][2].append("gold"), "placed ('gold'): 2, expected 0..1"),
        # L172: four rafts; L141-L142: 6 sloops in the box
        (lambda d: d.update(rafts=5), "rafts: 5, expected 0..4"),
        (lambda d: d["ships"].__setitem__(0, 7), "ships[0] (sloops): 7, expected 0..6"),
        # L281-L287: turns belong to a round's work phase, not to the end
        (lambda d: d.update(phase="over"), "tasks[1]: turn belongs to a round's fishing or work"),
        # a step of the stack acts for a seat of the game
        (lambda d: d["tasks"][3].update(seat=11), "tasks[3].seat: 11 is no seat of 3 players"),
        (lambda d: d["tasks"][6].update(need=2), "tasks[6].need: 2 strips, more than 1"),
    ],
)
def test_nusfjord_pieces_cards_workers_and_tasks_agree_with_the_table(
    edit: Edit, problem: str
) -> None:
    assert problem in refused("nusfjord", edit, players=3, steps=12)


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        # woodcraft.de.txt L781-L790: a tree grows to 6 at most and then leaves its pot
        (lambda d: d["workshops"][0].update(pots=[9, -1, -1]), "pots[0] (green): 9, expected 1..6"),
        # L813-L818: a tree only in a built pot
        (lambda d: d["workshops"][0].update(pots=[-1, 3, -1]), "pots[1] (yellow): 3: the pot is"),
        # L867-L874: three upgrade spaces
        (
            lambda d: d["workshops"][0].update(upgrades=[0, 0, 0, 0]),
            "workshops[0].upgrades (tiles): 4, expected 1..3",
        ),
        (lambda d: d["workshops"][0].update(saws=[2]), "workshops[0].saws[0]: 2, expected 0..1"),
        # L1236-L1312: the reputation track's spaces
        (lambda d: d["workshops"][1].update(reputation=99), "reputation: 99, expected 0..15"),
        # L137-L138: two spaces of each colour in the lumber yard
        (lambda d: d["yard"].__setitem__(0, 16), "yard[0]: a die of the space's colour, not 16"),
        (lambda d: d["workshops"][0]["hand"].append("HI-99"), "'HI-99' is no card of the game"),
        (
            lambda d: d["workshops"][0]["hand"].append(d["helper_deck"].pop()),
            "workshops[0].hand (orders)[3]: 'HI-",
        ),
        (lambda d: d["tools_left"].__setitem__(0, 6), "tools_left[0] (mallet): 6, expected 0..5"),
        (lambda d: d["tasks"].append({"task": "yard_die", "sides": 6, "slot": 9}), "slot: 9"),
        # who has seen each card (games/woodcraft/hidden.py): cards of the game, seats that play
        (lambda d: d["seen"].update({"SP-99": 1}), "seen['SP-99']: no order or helper"),
        (lambda d: d["seen"].update({"S-01": 4}), "seen['S-01']: "),
    ],
)
def test_woodcraft_workshops_cards_and_tasks_agree_with_the_table(edit: Edit, problem: str) -> None:
    assert problem in refused("woodcraft", edit, steps=12)
