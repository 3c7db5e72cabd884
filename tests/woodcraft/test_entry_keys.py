"""What Woodcraft reads of each kind of entry (``Woodcraft.prepare``), and the validator's
refusal of the rest (issue 15 item 3: a card that validates plays).

A board entry (rim or saw-wheel bonus, workshop space, order row, attic link, track line,
reputation reward) is read for its first ability's ``do``, pushed when it is gained
(``Woodcraft._do``); an order or special order for its ``cost`` (its requirements) and every
ability's ``do``, pushed when it is fulfilled. Whatever an ability's timing there, it ran as
``on_play``: a ``whenever`` ability ran once, with no event, and never heard one. Only a
hired helper is owned (``Woodcraft.owns``): it alone listens, waits to be used, modifies and
produces. A public order is read for its ``score`` alone; a parameter, material offer, room,
attic space, tool, reputation tile or solo card for its own keys or its id. An ``if`` or a
``score`` is read on no other kind: fulfilling, hiring and improving never check an ``if``,
and the end scoring counts public orders only (L1315-L1360).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from boardrules.cards.folders import validate_paths
from boardrules.cards.validate import check_text
from boardrules.cards.words import words
from boardrules.datafiles import data_dir

from .helpers import GAME

VOCAB = type(GAME).build_vocabulary()
EXAMPLE = {w.name: yaml.safe_load(w.example) for w in words(VOCAB) if w.section == "kind"}
KEYS = {
    "cost": [{"blueberry": 1}],
    "if": {"ge": [{"count": "pots"}, 1]},
    "do": [{"gain": {"blueberry": 1}}],
    "abilities": [{"when": "on_play", "do": [{"gain": {"blueberry": 1}}]}],
    "score": 2,
}
# kind -> the keys the game reads on it
READ = {
    **dict.fromkeys(
        (
            "parameter",
            "material_offer",
            "room",
            "attic_space",
            "tool",
            "reputation_tile",
            "solo_card",
        ),
        (),
    ),
    **dict.fromkeys(
        (
            "rim_bonus",
            "saw_bonus",
            "order_row",
            "attic_link",
            "track_line",
            "reputation_reward",
        ),
        ("do", "abilities"),
    ),
    "workshop_space": ("cost", "do", "abilities"),
    "public_order": ("score",),
    **dict.fromkeys(("helper", "order", "special_order"), ("cost", "do", "abilities")),
}
TIMED = {
    "{whenever: order_fulfilled}": "whenever",
    "activated": "activated",
    "{phase: produce}": "phase",
}


def codes(entry: dict[str, object]) -> list[str]:
    text = yaml.safe_dump({"x": {**entry, "source": {"assumed": "test"}}}, sort_keys=False)
    _, problems = check_text(text, "t.yaml", VOCAB)
    return [f"{p.line}: {p.code} {p.message}" for p in problems]


def test_every_kind_is_declared() -> None:
    assert set(READ) == set(VOCAB.kinds)


@pytest.mark.parametrize("kind", sorted(READ))
@pytest.mark.parametrize("key", sorted(KEYS))
def test_a_key_is_accepted_only_on_a_kind_that_reads_it(kind: str, key: str) -> None:
    found = codes({**EXAMPLE[kind], key: KEYS[key]})
    refused = f"UNKNOWN-KEY '{key}': this game does not read it on a {kind} entry"
    if key in READ[kind]:
        assert not any(refused in c for c in found), found
    else:
        assert any(refused in c for c in found), found


@pytest.mark.parametrize("kind", sorted(k for k, keys in READ.items() if "abilities" in keys))
@pytest.mark.parametrize("when", sorted(TIMED))
def test_a_timing_is_accepted_only_on_a_kind_that_runs_it(kind: str, when: str) -> None:
    ability = {"when": yaml.safe_load(when), "do": [{"gain": {"blueberry": 1}}]}
    found = codes({**EXAMPLE[kind], "abilities": [ability]})
    refused = f"UNKNOWN-TIMING '{TIMED[when]}': this game runs"
    if kind == "helper":  # owned once hired: every timing of the game runs
        assert not any("UNKNOWN-TIMING" in c for c in found), found
    else:
        assert any(refused in c and "only as on_play" in c for c in found), found


GAIN = "do: [{gain: {blueberry: 1}}]"
PUSHED = {  # an entry added to a copy of the data -> the problems of the game's checks
    # only the first ability's do of a board entry is pushed (Woodcraft._do)
    "two-rewards": (
        "board.yaml",
        '"rim-9":\n  kind: rim_bonus\n  quarter: 0\n  space: 6\n  source: {assumed: a test}\n'
        f"  abilities:\n  - when: on_play\n    {GAIN}\n  - when: on_play\n    {GAIN}\n",
        ["rim-9: UNREAD-ABILITY only the first ability's do of a rim_bonus is gained"],
    ),
    # an order's reward is pushed when it is fulfilled: nothing asks may_use
    "optional-reward": (
        "orders_simple.yaml",
        '"T-ORDER":\n  kind: order\n  deck: simple\n  row: 3\n  source: {assumed: a test}\n'
        "  cost: [{scrap_block: 1}]\n"
        f"  abilities:\n  - when: on_play\n    optional: true\n    {GAIN}\n",
        ["T-ORDER: UNREAD-ABILITY 'optional': the do of an order's on_play ability runs alone"],
    ),
    # a hired helper's immediate ability is pushed (op_helper_done): its cost was never paid;
    # its activated ability is used (runtime.use), the cost paid first
    "helper-costs": (
        "helpers_inexperienced.yaml",
        '"T-HELPER":\n  kind: helper\n  deck: inexperienced\n  source: {assumed: a test}\n'
        "  cost: [{blueberry: 2}]\n  abilities:\n"
        f"  - when: {{phase: produce}}\n    {GAIN}\n"
        f"  - when: on_play\n    cost: [{{lantern: 1}}]\n    {GAIN}\n"
        f"  - when: activated\n    cost: [{{lantern: 1}}]\n    {GAIN}\n",
        ["T-HELPER: UNREAD-ABILITY 'cost': the do of a helper's on_play ability runs alone"],
    ),
}

# an order's cost is read by Woodcraft._needs (a die, or MATERIALS.index of the key: a
# blueberry there raised ValueError when the game loaded); a helper's or workshop space's by
# _blueberries (a lantern there was never paid)
PUSHED["order-paid-in-blueberries"] = (
    "orders_simple.yaml",
    '"T-ORDER":\n  kind: order\n  deck: simple\n  row: 3\n  source: {assumed: a test}\n'
    f"  cost: [{{scrap_block: 1}}, {{blueberry: 2}}]\n  {GAIN}\n",
    [
        "T-ORDER: BAD-COST an order's cost is a die or a material per item, in whole numbers, "
        "not {'blueberry': 2}"
    ],
)
PUSHED["helper-paid-in-lanterns"] = (
    "helpers_inexperienced.yaml",
    '"T-HELPER":\n  kind: helper\n  deck: inexperienced\n  source: {assumed: a test}\n'
    f"  cost: [{{blueberry: 2}}, {{lantern: 1}}]\n  abilities:\n  - when: {{phase: produce}}\n"
    f"    {GAIN}\n",
    ["T-HELPER: BAD-COST a helper's cost is blueberries, in whole numbers, not {'lantern': 1}"],
)


@pytest.mark.parametrize("case", sorted(PUSHED))
def test_an_ability_prepare_never_runs_is_refused(case: str, tmp_path: Path) -> None:
    name, entry, expected = PUSHED[case]
    folder = tmp_path / "woodcraft"
    shutil.copytree(data_dir("woodcraft"), folder)
    with (folder / name).open("a", encoding="utf-8") as out:
        out.write("\n" + entry)
    problems = [str(p).split(": ", 1)[1] for p in validate_paths([folder])]
    assert problems == expected
