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

import pytest
import yaml

from boardrules.cards.validate import check_text
from boardrules.cards.words import words

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
