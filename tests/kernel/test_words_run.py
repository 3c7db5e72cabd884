"""Validate = runtime (issue 15, item 3): every word ``validate`` accepts is one the game runs.

The validator reads a game's ``Vocabulary``; these tests walk it. Each declared timing has its
runner in the game's code (the kernel function or check that executes abilities of that
timing), each event is announced by the game, and each counter, expression and condition form
and each resource is evaluated by the game on a fresh table (``Game.counter``,
``Game.expression``, ``Game.condition`` raise ``KeyError(word)`` for a word they do not know,
``Game.primitive`` ``NotImplementedError``; primitives are run in test_vocab.py). Timings a
game does not run are refused with ``UNKNOWN-TIMING``.
"""

from __future__ import annotations

import inspect
import re
import shutil
from pathlib import Path

import pytest
import yaml

import boardrules
from boardrules.cards.folders import validate_paths
from boardrules.cards.loader import data_dir
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import TIMINGS
from boardrules.cards.words import words
from boardrules.cli import main
from boardrules.effects import evaluate, holds
from boardrules.registry import game_class

GAMES = boardrules.list_games()

# what in a game's code runs the abilities of each timing (boardrules/cards/runtime.py)
RUNNERS = {
    "on_play": ("play_tasks(", 'timing == "on_play"'),
    "activated": ("usable(", "usable_abilities("),
    "anytime": ("usable_abilities(", 'timing == "anytime"'),
    "whenever": ("fire(",),
    "phase": ("phase_triggers(", 'timing == "phase"'),
    "once_when": ("OnceWhen(", "check_once("),
    "end_game": ("end_game_triggers(",),
    "modifier": ("modifiers(", "can_pay(", "PayCost("),
}


def source_of(game_id: str) -> str:
    """The code of a game's plugin (every module of its package)."""
    folder = Path(inspect.getfile(game_class(game_id))).parent
    return "".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.py")))


def test_every_timing_has_a_runner() -> None:
    assert set(RUNNERS) == set(TIMINGS)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_timing_a_game_declares_is_run_by_it(game_id: str) -> None:
    code = source_of(game_id)
    vocab = game_class(game_id).build_vocabulary()
    assert set(vocab.timings) <= set(TIMINGS)
    idle = [t for t in vocab.timings if not any(r in code for r in RUNNERS[t])]
    assert idle == [], f"{game_id} declares timings it never runs"
    if "phase" in vocab.timings:
        assert "phase_triggers(" in code or 'timing == "phase"' in code


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_a_game_declares_is_announced_by_it(game_id: str) -> None:
    """An event is named once where it is declared and again where the game announces it
    (or announced as a prefix and a name: woodcraft's ``fire(..., "action_" + name)``)."""
    code = source_of(game_id)
    prefixes = tuple(re.findall(r'fire\([^)]*"(\w+)" \+', code))
    silent = [
        e
        for e in game_class(game_id).build_vocabulary().events
        if code.count(f'"{e}"') < 2 and not e.startswith(prefixes or ("\0",))
    ]
    assert silent == [], f"{game_id} declares events it never announces"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_payload_field_a_game_declares_is_sent_with_its_event(game_id: str) -> None:
    """A number an ability may read from an event (``{event: {event: E, get: F}}``,
    ``{var: F}``, checked by the validator) is named where the game announces events: as a
    keyword (``amount=n``) or a key (``"worker"``)."""
    code = source_of(game_id)
    vocab = game_class(game_id).build_vocabulary()
    assert set(vocab.payloads) <= set(vocab.events)
    unsent = [
        (event, field)
        for event, fields in vocab.payloads.items()
        for field in fields
        if not re.search(rf'\b{field}=|"{field}"', code)
    ]
    assert unsent == [], f"{game_id} declares payload fields it never sends"
    words_of = {w.name for w in words(vocab) if w.section == "expression"}
    assert ("event" in words_of) == any(vocab.payloads.values())  # vocab lists what can run


@pytest.mark.parametrize("game_id", GAMES)
def test_every_counter_expression_condition_and_resource_is_evaluated(game_id: str) -> None:
    game = boardrules.load_game(game_id)
    vocab = game.vocabulary
    d = game.new_game(max(2, game.min_players), seed=1).data.clone()
    unknown = []
    for word in words(vocab):
        if word.section not in ("counter", "expression", "condition"):
            continue
        example = yaml.safe_load(word.example)
        try:
            if word.section == "condition":
                holds(game.rules, d, 0, example)
            else:
                evaluate(game.rules, d, 0, example)
        except NotImplementedError:
            unknown.append(word.name)
        except KeyError as exc:
            if exc.args[:1] == (word.name,):  # the game's own dispatch does not know it
                unknown.append(word.name)
        except Exception:  # noqa: BLE001, S110 - the example's context may not fit the table
            pass
    for res in vocab.resources:
        assert isinstance(game.rules.resource_amount(d, 0, res), int), res
    assert unknown == [], f"{game_id} declares words it does not evaluate"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_timing_the_game_does_not_run_is_refused(game_id: str) -> None:
    vocab = game_class(game_id).build_vocabulary()
    skipped = [t for t in TIMINGS if t not in vocab.timings]
    assert skipped, f"{game_id} runs every timing: nothing to refuse"
    kind = next(k for k in vocab.kinds if k != "parameter")
    for timing in skipped:
        text = (
            f"Z:\n  kind: {kind}\n  source: {{assumed: a test}}\n"
            f"  abilities:\n    - when: {timing}\n"
        )
        _, problems = check_text(text, "z.yaml", vocab)
        found = [str(p) for p in problems if p.code == "UNKNOWN-TIMING"]
        assert found == [
            f"z.yaml:5: Z: UNKNOWN-TIMING '{timing}': this game does not run it "
            f"(its timings: {', '.join(vocab.timings) or 'none'})"
        ], problems


def test_the_do_shorthand_is_refused_where_nothing_is_played() -> None:
    """Kleine Völker's entries are goals (a project's `if` and `score`): a `do` would never
    run (kleine_voelker.de.txt L577-L620)."""
    vocab = game_class("kleine_voelker").build_vocabulary()
    text = (
        "PUB-Z:\n  kind: public_project\n  source: {assumed: a test}\n"
        "  do: [{gain: {inhabitants: 1}}]\n  score: 1\n"
    )
    _, problems = check_text(text, "z.yaml", vocab)
    assert [str(p) for p in problems] == [
        "z.yaml:4: PUB-Z: UNKNOWN-TIMING 'on_play': this game does not run it (its timings: none)"
    ]


def test_a_hallertau_card_numbered_outside_its_deck_is_refused(tmp_path: Path) -> None:
    """hallertau.de.md L215-L216: a card's first digit is its deck; a court card numbered 999
    would never be dealt (the court decks are 4-7), so the validator refuses it."""
    folder = tmp_path / "hallertau"
    shutil.copytree(data_dir("hallertau"), folder)
    with (folder / "court_4.yaml").open("a", encoding="utf-8") as out:
        out.write('\n"999":\n  kind: court_card\n  number: 999\n  source: {assumed: "a test"}\n')
    problems = [str(p) for p in validate_paths([folder])]
    assert [p.split(": ", 1)[1] for p in problems] == [
        "999: BAD-NUMBER a court_card is numbered 4/5/6/7xx, not 999"
    ]


def test_a_woodcraft_helper_without_its_production_is_refused(tmp_path: Path) -> None:
    """woodcraft.de.txt L732-L735: the produce action lets helpers produce, so each helper has
    one production (its phase ability); one without it validated, then the game failed to
    load (StopIteration)."""
    folder = tmp_path / "woodcraft"
    shutil.copytree(data_dir("woodcraft"), folder)
    with (folder / "helpers_inexperienced.yaml").open("a", encoding="utf-8") as out:
        out.write(
            '\n"HI-99":\n  kind: helper\n  deck: inexperienced\n  set: mine\n'
            "  source: {assumed: a test}\n  cost: [{blueberry: 2}]\n"
            "  abilities:\n  - when: on_play\n    do: [{gain: {reputation: 1}}]\n"
        )
    problems = [str(p) for p in validate_paths([folder])]
    assert [p.split(": ", 1)[1] for p in problems] == [
        "HI-99: NO-PRODUCTION a helper has one phase ability, its production, not 0"
    ]


def test_cards_show_prints_an_entry_as_the_game_loaded_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["cards", "woodcraft_rw", "--show", "B"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "B: helper, set base, woodcraft_rw/helpers.yaml:16"
    assert "  cost (B/cost): [{blueberry: 2}]" in out
    assert "    B/abilities/0: when activated, usage once_per_round" in out
    assert (
        "      do (B/abilities/0/do): [{pay_any_material: 1}, {gain: {blueberry: 1}}, "
        "{vp_now: 2}]" in out
    )
    assert main(["cards", "woodcraft_rw", "--show", "BB"]) == 2
    assert "no entry 'BB'" in capsys.readouterr().err
    assert main(["cards", "woodcraft_rw", "--show", "B", "--sets", "base,promo"]) == 2
    assert "no card set 'promo'" in capsys.readouterr().err
