"""`validate_paths` reports every problem of a card file as `file:line: card: CODE message`."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pytest
import yaml

import boardrules
from boardrules import CardError, Game
from boardrules.cards import Catalog, Problem, folders, load_catalog, validate_paths
from boardrules.cards.schema import BASE_SET
from boardrules.cards.validate import check_text
from boardrules.cards.vocabulary import TIMINGS, Vocabulary
from boardrules.datafiles import data_dir
from boardrules.effects import evaluate

if TYPE_CHECKING:  # mypy knows games/ as `games`; installed, it is boardrules.games
    from games.woodcraft_rw import WoodcraftRW
else:
    from boardrules.games.woodcraft_rw import WoodcraftRW

DATA = data_dir("woodcraft_rw").parent  # the data (a contributor's copy under BOARDRULES_DATA)


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problems_of(tmp_path: Path, text: str) -> tuple[Path, list[str]]:
    """Validate ``text`` as woodcraft_rw/bad.yaml; the file and its problems as strings."""
    path = write(tmp_path / "woodcraft_rw", "bad.yaml", text)
    return path, [str(p) for p in validate_paths([tmp_path / "woodcraft_rw"])]


# checks of `when: modifier` abilities, on woodcraft_rw's vocabulary with every timing run
# (woodcraft_rw itself runs no modifier: its hire costs are read as printed)
MODIFIER_CASES = {
    "unknown-modifier": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: modifier
              modifier: {discont: {glue: 1}}
        """,
        "6: x: UNKNOWN-MODIFIER 'discont' (did you mean 'discount'?)",
    ),
    "modifier-timing-without-modifier": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: modifier
        """,
        "5: x: MISSING-KEY a 'when: modifier' ability needs 'modifier'",
    ),
    "bad-discount": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: modifier
              modifier: {discount: {glu: 1}}
        """,
        "6: x: UNKNOWN-RESOURCE 'glu' (did you mean 'glue'?)",
    ),
}

CASES = {
    "unknown-key": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          scroe: 3
        """,
        "4: x: UNKNOWN-KEY 'scroe' is not a key of a helper entry (did you mean 'score'?)",
    ),
    "unknown-primitive": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          do:
            - gian: {glue: 1}
        """,
        "5: x: UNKNOWN-PRIMITIVE 'gian' (did you mean 'gain'?)",
    ),
    # issue 15: the words contributors reach for get the language's word, not a near spelling
    "alias-gain-vp": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          do: [{gain_vp: 2}]
        """,
        "4: x: UNKNOWN-PRIMITIVE 'gain_vp' (did you mean 'vp_now'?)",
    ),
    "alias-vp": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          do: [{vp: 2}]
        """,
        "4: x: UNKNOWN-PRIMITIVE 'vp' (did you mean 'vp_now'?)",
    ),
    # woodcraft_rw.pl.txt L317-L327: points won at once are nuts marked in the nut table
    "alias-nut-as-points": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          do: [{nut: 2}]
        """,
        "4: x: UNKNOWN-PRIMITIVE 'nut' (did you mean 'vp_now'?)",
    ),
    "alias-nut-as-a-cost": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          cost: [{nut: 1}]
        """,
        "4: x: UNKNOWN-COST 'nut' (did you mean 'chestnut'?)",
    ),
    "score-not-an-expression": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          score: "three"
        """,
        "4: x: BAD-EXPR an expression is an integer or a one-key mapping, not 'three'",
    ),
    "order-phase-out-of-range": (
        """
        "I-99":
          kind: order
          source: {assumed: "test"}
          phase: 3
        """,
        "4: I-99: BAD-VALUE phase: 3 is not one of [1, 2]",
    ),
    "unknown-resource": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          do: [{gain: {glew: 1}}]
        """,
        "4: x: UNKNOWN-RESOURCE 'glew' (did you mean 'glue'?)",
    ),
    "unknown-kind": (
        """
        x:
          source: {assumed: "test"}
          kind: helpr
        """,
        "3: x: UNKNOWN-KIND 'helpr' (did you mean 'helper'?)",
    ),
    "no-source": (
        """
        x:
          kind: helper
          score: 1
        """,
        "1: x: NO-SOURCE every entry needs source: {rulebook|external|assumed: ...}",
    ),
    "unknown-source-key": (
        """
        x:
          kind: helper
          source:
            rulebok: "woodcraft_rw.pl.txt L1"
        """,
        "4: x: UNKNOWN-KEY 'rulebok' in source (did you mean 'rulebook'?)",
    ),
    "empty-source-text": (
        """
        x:
          kind: helper
          source: {assumed: "  "}
        """,
        "3: x: BAD-SOURCE source.assumed must be a text",
    ),
    "unknown-timing": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: activatd
              do: [{vp_now: 1}]
        """,
        "5: x: UNKNOWN-TIMING 'activatd' (did you mean 'activated'?)",
    ),
    "unknown-event": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - do: [{vp_now: 1}]
              when: {whenever: order_fulfiled}
        """,
        "6: x: UNKNOWN-EVENT 'order_fulfiled' (did you mean 'order_fulfilled'?)",
    ),
    "unknown-usage": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: activated
              usage: once_per_rond
              do: [{vp_now: 1}]
        """,
        "6: x: BAD-VALUE usage 'once_per_rond' (did you mean 'once_per_round'?); one of "
        "['once', 'once_per_round', 'once_per_turn', 'unlimited']",
    ),
    # issue 15: a number read from an event must be one the event carries, or the ability
    # fails when it runs (woodcraft_rw announces reputation_gained with its amount)
    "unknown-field": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: reputation_gained}
              do: [{vp_now: {event: {event: reputation_gained, get: amout}}}]
        """,
        "6: x: UNKNOWN-FIELD 'amout': reputation_gained carries amount (did you mean 'amount'?)",
    ),
    "unknown-field-of-an-event-without-numbers": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled}
              do: [{vp_now: {event: {event: order_fulfilled, get: amount}}}]
        """,
        "6: x: UNKNOWN-FIELD 'amount': order_fulfilled carries no number",
    ),
    "unknown-var": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: reputation_gained}
              do: [{vp_now: {var: amout}}]
        """,
        "6: x: UNKNOWN-VAR 'amout': reputation_gained carries amount (did you mean 'amount'?)",
    ),
    # issue 15: {var: F} and {event: {event: E, get: F}} read the payload of the event that
    # triggered the ability; anywhere else the runtime raises KeyError / ValueError (below)
    "var-in-an-on-play-ability": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: on_play
              do: [{vp_now: {var: amount}}]
        """,
        "6: x: UNKNOWN-VAR 'amount': an on_play ability hears no event; {var: ...} reads the "
        "event that triggers an ability (amount: whenever reputation_gained)",
    ),
    "var-in-the-do-shorthand": (
        """
        x:
          kind: crate
          source: {assumed: "test"}
          do: [{vp_now: {add: [1, {var: amount}]}}]
        """,
        "4: x: UNKNOWN-VAR 'amount': an on_play ability hears no event; {var: ...} reads the "
        "event that triggers an ability (amount: whenever reputation_gained)",
    ),
    "var-in-a-score": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          score: {var: amount}
        """,
        "4: x: UNKNOWN-VAR 'amount': a helper's score hears no event; {var: ...} reads the "
        "event that triggers an ability (amount: whenever reputation_gained)",
    ),
    "var-in-the-cost-of-a-whenever-ability": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: reputation_gained}
              cost: [{glue: {var: amount}}]
              do: [{vp_now: 1}]
        """,
        "6: x: UNKNOWN-VAR 'amount': a whenever ability's cost hears no event; {var: ...} "
        "reads the event that triggers an ability (amount: whenever reputation_gained)",
    ),
    "var-misspelt-where-no-event-is-heard": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: activated
              do: [{vp_now: {var: amout}}]
        """,
        "6: x: UNKNOWN-VAR 'amout': an activated ability hears no event; {var: ...} reads the "
        "event that triggers an ability (did you mean 'amount'?)",
    ),
    "var-of-another-event": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled}
              do: [{check: {if: {ge: [{var: amount}, 2]}, then: [{vp_now: 1}]}}]
        """,
        "6: x: UNKNOWN-VAR 'amount': order_fulfilled carries no number "
        "(amount: whenever reputation_gained)",
    ),
    # woodcraft_rw runs every ability of a crate when it is activated (L309-L315): a whenever
    # ability there would never hear its event, and read no payload when it ran
    "whenever-on-a-crate": (
        """
        x:
          kind: crate
          source: {assumed: "test"}
          abilities:
            - when: {whenever: reputation_gained}
              do: [{vp_now: {var: amount}}]
        """,
        "5: x: UNKNOWN-TIMING 'whenever': this game runs a crate's abilities only as on_play",
    ),
    # the runtime checks an ability's `if` only when its owner may use it (runtime.usable): a
    # whenever ability's `if` was ignored, the ability fired whatever it said
    "if-on-a-whenever-ability": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: reputation_gained}
              if: {ge: [{count: helpers_hired}, 3]}
              do: [{vp_now: 1}]
        """,
        "6: x: BAD-VALUE 'if' limits when an 'activated' or 'anytime' ability may be used; a "
        "whenever ability would ignore it: put it in its do as {check: {if: ..., then: [...]}}",
    ),
    # {just: E} holds while the event heard is E (effects._compile_cond): in a whenever
    # order_fulfilled ability it was never true, and the check never gave anything
    "just-another-event-in-a-whenever-ability": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled}
              do: [{check: {if: {just: reputation_gained}, then: [{vp_now: 1}]}}]
        """,
        "6: x: UNHEARD-EVENT 'reputation_gained': a whenever ability hears order_fulfilled; "
        "{just: reputation_gained} is never true here (it holds only where reputation_gained "
        "is heard: whenever reputation_gained)",
    ),
    # ... and where no event is heard (an on_play ability) it is never true either
    "just-where-no-event-is-heard": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: on_play
              do: [{check: {if: {just: reputation_gained}, then: [{vp_now: 1}]}}]
        """,
        "6: x: UNHEARD-EVENT 'reputation_gained': an on_play ability hears no event; "
        "{just: reputation_gained} is never true here (it holds only where reputation_gained "
        "is heard: whenever reputation_gained)",
    ),
    "event-read-in-an-on-play-ability": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: on_play
              do: [{vp_now: {event: {event: reputation_gained, get: amount}}}]
        """,
        "6: x: UNHEARD-EVENT 'reputation_gained': an on_play ability hears no event; "
        "{event: {event: reputation_gained, ...}} reads the event that triggers an ability "
        "(whenever reputation_gained)",
    ),
    "event-read-in-an-ability-hearing-another": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled}
              do: [{vp_now: {event: {event: reputation_gained, get: amount}}}]
        """,
        "6: x: UNHEARD-EVENT 'reputation_gained': a whenever ability hears order_fulfilled; "
        "{event: {event: reputation_gained, ...}} reads the event that triggers an ability "
        "(whenever reputation_gained)",
    ),
    "unknown-counter": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          score: {count: helpers_hird}
        """,
        "4: x: UNKNOWN-COUNTER 'helpers_hird' (did you mean 'helpers_hired'?)",
    ),
    "unknown-expression": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          score: {sum: [1, 2]}
        """,
        "4: x: UNKNOWN-EXPR 'sum' (did you mean 'add'?)",  # issue 15: not 'sub'
    ),
    "unknown-expression-listed": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          score: {frobnicate: [1, 2]}
        """,
        "4: x: UNKNOWN-EXPR 'frobnicate' (one of: add, count, div, event, max, min, mul, sub, "
        "table, var)",
    ),
    "unknown-condition": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: activated
              if: {atleast: [1, 2]}
              do: [{vp_now: 1}]
        """,
        "6: x: UNKNOWN-COND 'atleast' (did you mean 'ge'?)",
    ),
    "unknown-cost": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          cost: [{blueberies: 2}]
        """,
        "4: x: UNKNOWN-COST 'blueberies' (did you mean 'blueberry'?)",
    ),
    "missing-kind-field": (
        """
        "I-99":
          kind: order
          source: {assumed: "test"}
        """,
        "1: I-99: MISSING-KEY 'phase' is required for a order entry",
    ),
    "non-string-id": (
        """
        1:
          kind: helper
          source: {assumed: "test"}
        """,
        "1: 1: BAD-ID card ids are strings; quote it: '1'",
    ),
    "yaml-syntax": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
        y:
          kind: helper: crate
          source: {assumed: "test"}
        """,
        "5: -: YAML-SYNTAX mapping values are not allowed "
        + ("in this context" if hasattr(yaml, "CSafeLoader") else "here"),  # libyaml's words
    ),
    "duplicate-key-in-a-file": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
        x:
          kind: helper
          source: {assumed: "test"}
        """,
        "4: -: YAML-SYNTAX duplicate key 'x'",
    ),
    "file-not-a-mapping": (
        """
        - kind: helper
        """,
        "1: -: BAD-TYPE a card file is a mapping of id -> entry",
    ),
    "modifier-without-its-timing": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: on_play
              modifier: {discount: {glue: 1}}
        """,
        "6: x: BAD-VALUE 'modifier' belongs to a 'when: modifier' ability",
    ),
    "timing-the-game-does-not-run": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: modifier
              modifier: {discont: {glue: 1}}
        """,
        "5: x: UNKNOWN-TIMING 'modifier': this game does not run it (its timings: on_play, "
        "activated, whenever)",
    ),
    "bad-by": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled, by: anyon}
              do: [{vp_now: 1}]
        """,
        "5: x: BAD-VALUE by 'anyon' (did you mean 'anyone'?); one of ['you', 'anyone']",
    ),
    "usage-of-a-trigger": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfilled}
              usage: once
              do: [{vp_now: 1}]
        """,
        "6: x: BAD-VALUE 'usage' limits an 'activated' or 'anytime' ability",
    ),
    "optional-each-item-is-gone": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: on_play
              optional: each_item
              do: [{vp_now: 1}]
        """,
        "6: x: BAD-VALUE optional: true or false",
    ),
    "unknown-cost-of-any-of": (
        """
        x:
          kind: helper
          source: {assumed: "test"}
          cost: [{any_of: [[{glue: 1}], [{glu: 1}]]}]
        """,
        "4: x: UNKNOWN-COST 'glu' (did you mean 'glue'?)",
    ),
}


@pytest.mark.parametrize(("text", "expected"), CASES.values(), ids=CASES.keys())
def test_problem_reads_file_line_card_code_message(
    tmp_path: Path, text: str, expected: str
) -> None:
    path, problems = problems_of(tmp_path, text)
    assert problems == [f"{path}:{expected}"]


@pytest.mark.parametrize(("text", "expected"), MODIFIER_CASES.values(), ids=MODIFIER_CASES.keys())
def test_problems_of_modifier_abilities(text: str, expected: str) -> None:
    vocab = attrs.evolve(WoodcraftRW.build_vocabulary(), timings=TIMINGS)
    _, problems = check_text(textwrap.dedent(text).lstrip("\n"), "bad.yaml", vocab)
    assert [str(p) for p in problems] == [f"bad.yaml:{expected}"]


def test_a_valid_entry_has_no_problem(tmp_path: Path) -> None:
    shutil.copytree(DATA / "woodcraft_rw", tmp_path / "woodcraft_rw")  # a whole game's folder
    _, problems = problems_of(
        tmp_path,
        """
        x:
          kind: helper
          name: {en: "Test helper"}
          source: {assumed: "test"}
          cost: [{blueberry: 2}]
          abilities:
            - when: {whenever: order_fulfilled}
              do: [{choose: [[{gain: {glue: 1}}], [{vp_now: {count: fulfilled_orders}}]]}]
          score: {table: {of: {count: helpers_hired}, at_least: [[3, 4], [5, 8]]}}
        """,
    )
    assert problems == []


def test_every_problem_of_a_file_is_reported_at_once(tmp_path: Path) -> None:
    path, problems = problems_of(
        tmp_path,
        """
        a:
          kind: helper
          scroe: 3
          do: [{gian: {glue: 1}}]
        b:
          kind: order
          phase: 3
          source: {asumed: "x"}
          do: [{gain: {glew: 1}}]
        c:
          kind: helpr
          source: {assumed: "test"}
          abilities:
            - when: {whenever: order_fulfiled}
              do: [{vp_now: "two"}]
        """,
    )
    assert problems == [
        f"{path}:3: a: UNKNOWN-KEY 'scroe' is not a key of a helper entry (did you mean 'score'?)",
        f"{path}:1: a: NO-SOURCE every entry needs source: {{rulebook|external|assumed: ...}}",
        f"{path}:4: a: UNKNOWN-PRIMITIVE 'gian' (did you mean 'gain'?)",
        f"{path}:7: b: BAD-VALUE phase: 3 is not one of [1, 2]",
        f"{path}:8: b: UNKNOWN-KEY 'asumed' in source (did you mean 'assumed'?)",
        f"{path}:9: b: UNKNOWN-RESOURCE 'glew' (did you mean 'glue'?)",
        f"{path}:11: c: UNKNOWN-KIND 'helpr' (did you mean 'helper'?)",
        f"{path}:14: c: UNKNOWN-EVENT 'order_fulfiled' (did you mean 'order_fulfilled'?)",
        f"{path}:15: c: BAD-EXPR an expression is an integer or a one-key mapping, not 'two'",
    ]


def test_problems_of_every_file_are_reported(tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    one = write(folder, "one.yaml", "x:\n  kind: helpr\n  source: {assumed: t}\n")
    two = write(folder, "two.yaml", "y:\n  kind: helper\n")
    problems = [str(p) for p in validate_paths([folder])]
    assert problems == [
        f"{one}:2: x: UNKNOWN-KIND 'helpr' (did you mean 'helper'?)",
        f"{two}:1: y: NO-SOURCE every entry needs source: {{rulebook|external|assumed: ...}}",
    ]


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    first = write(folder, "a.yaml", 'x:\n  kind: helper\n  source: {assumed: "t"}\n')
    second = write(
        folder,
        "b.yaml",
        'y:\n  kind: crate\n  source: {assumed: "t"}\nx:\n  kind: crate\n'
        '  source: {assumed: "t"}\n',
    )
    problems = [str(p) for p in validate_paths([folder])]
    assert problems == [f"{second}:4: x: DUPLICATE-ID also defined in {first}:1"]


def test_the_real_data_has_no_problem() -> None:
    assert validate_paths([DATA]) == []
    assert validate_paths([DATA / "woodcraft_rw"]) == []


def test_a_single_file_can_be_validated() -> None:
    assert validate_paths([DATA / "woodcraft_rw" / "helpers.yaml"]) == []


def test_a_missing_path_is_a_problem(tmp_path: Path) -> None:
    missing = tmp_path / "woodcraft_rw" / "nope.yaml"
    assert [str(p) for p in validate_paths([missing])] == [
        f"{missing}:0: -: NO-FILE no such file or folder"
    ]


def test_a_file_that_is_no_utf8_text_is_a_problem(tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    folder.mkdir()
    (folder / "latin1.yaml").write_bytes('x:\n  name: {de: "Stra\xdfe"}\n'.encode("latin-1"))
    (folder / "folder.yaml").mkdir()  # a folder whose name ends in .yaml
    problems = [str(p) for p in validate_paths([folder])]
    assert len(problems) == 2
    assert problems[0].startswith(f"{folder / 'folder.yaml'}:0: -: BAD-FILE not readable as text")
    assert problems[1] == f"{folder / 'latin1.yaml'}:2: -: ENCODING not UTF-8 text (byte 0xdf)"


class BrokenCheck(WoodcraftRW):
    @classmethod
    def check_catalog(cls, catalog: Catalog) -> list[Problem]:
        raise KeyError("rounds")


class BrokenVocabulary(WoodcraftRW):
    @classmethod
    def build_vocabulary(cls) -> Vocabulary:
        raise ImportError("no module named 'helpers'")


@pytest.mark.parametrize(
    ("cls", "expected"),
    [
        (BrokenCheck, "BrokenCheck.check_catalog raised: KeyError: 'rounds'"),
        (
            BrokenVocabulary,
            "the game 'woodcraft_rw' could not be loaded: ImportError: no module named 'helpers'",
        ),
    ],
)
def test_a_broken_game_plugin_is_a_problem_not_a_traceback(
    cls: type[Game], expected: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "woodcraft_rw"
    shutil.copytree(DATA / "woodcraft_rw", folder)
    monkeypatch.setattr(folders, "game_class", lambda game_id: cls)
    assert [str(p) for p in validate_paths([folder])] == [f"{folder}:0: -: CHECK-FAILED {expected}"]


def test_a_folder_that_is_no_game_is_a_problem(tmp_path: Path) -> None:
    path = write(tmp_path / "woodcraft_r", "a.yaml", "x:\n  kind: helper\n")
    assert [str(p) for p in validate_paths([tmp_path / "woodcraft_r"])] == [
        f"{path}:1: -: UNKNOWN-GAME folder 'woodcraft_r' is not a game "
        "(did you mean 'woodcraft_rw'?)"
    ]


@pytest.mark.parametrize(
    "tag",
    [
        '!!python/object/apply:os.system ["touch {flag}"]',
        "!!python/object/apply:subprocess.call [[touch, {flag}]]",
        "!!python/name:os.system",
    ],
)
def test_yaml_is_read_with_the_safe_loader(tmp_path: Path, tag: str) -> None:
    flag = tmp_path / "executed"
    path, problems = problems_of(
        tmp_path,
        f'x:\n  kind: helper\n  source: {{assumed: "t"}}\n  score: {tag.format(flag=flag)}\n',
    )
    assert len(problems) == 1
    assert problems[0].startswith(f"{path}:4: -: YAML-TAG a ")  # refused before it is built
    assert not flag.exists()


def test_load_catalog_raises_card_error_listing_every_problem(game: Game, tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    path = write(
        folder,
        "bad.yaml",
        """
        a:
          kind: helper
          source: {assumed: "test"}
          scroe: 3
        b:
          kind: helper
          do: [{gian: {glue: 1}}]
        """,
    )
    with pytest.raises(CardError) as err:
        load_catalog("woodcraft_rw", game.vocabulary, folder=folder)
    assert err.value.problems == [
        f"{path}:4: a: UNKNOWN-KEY 'scroe' is not a key of a helper entry (did you mean 'score'?)",
        f"{path}:5: b: NO-SOURCE every entry needs source: {{rulebook|external|assumed: ...}}",
        f"{path}:7: b: UNKNOWN-PRIMITIVE 'gian' (did you mean 'gain'?)",
    ]
    assert str(err.value) == "\n".join(err.value.problems)


def test_load_catalog_reports_duplicate_ids_across_files(game: Game, tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    first = write(folder, "a.yaml", 'x:\n  kind: helper\n  source: {assumed: "t"}\n')
    second = write(folder, "b.yaml", 'x:\n  kind: crate\n  source: {assumed: "t"}\n')
    with pytest.raises(CardError) as err:
        load_catalog("woodcraft_rw", game.vocabulary, folder=folder)
    assert len(err.value.problems) == 1
    assert err.value.problems[0].startswith(f"{second}:1: x: DUPLICATE-ID also defined in {first}:")


def test_a_card_records_the_line_of_its_id(game: Game) -> None:
    lines = (DATA / "woodcraft_rw" / "helpers.yaml").read_text(encoding="utf-8").splitlines()
    assert game.catalog["C"].line == lines.index("C:") + 1


def test_load_catalog_of_a_copy_of_the_real_data(game: Game, tmp_path: Path) -> None:
    folder = tmp_path / "woodcraft_rw"
    shutil.copytree(DATA / "woodcraft_rw", folder)
    catalog = load_catalog("woodcraft_rw", game.vocabulary, folder=folder)
    assert list(catalog.select([BASE_SET]).cards) == list(game.catalog.cards)  # every set read
    assert catalog["C"].abilities[0].event == "order_fulfilled"
    assert catalog["I-01"].source.kind == "assumed"


def test_a_kind_that_is_no_text_is_a_problem(tmp_path: Path) -> None:
    path, problems = problems_of(tmp_path, 'x:\n  kind: [helper]\n  source: {assumed: "t"}\n')
    assert len(problems) == 1 and problems[0].startswith(f"{path}:2: x: ")


def test_a_comparison_needs_two_operands(tmp_path: Path) -> None:
    path, problems = problems_of(
        tmp_path,
        """
        x:
          kind: helper
          source: {assumed: "test"}
          abilities:
            - when: activated
              if: {ge: [{count: yellow_dice}]}
              do: [{vp_now: 1}]
        """,
    )
    assert len(problems) == 1 and problems[0].startswith(f"{path}:6: x: ")


def test_a_var_is_a_number_an_event_of_the_game_carries() -> None:
    # issue 15: {var: wrker} used to validate and fail in play (KeyError)
    vocab = boardrules.load_game("nusfjord").vocabulary
    text = textwrap.dedent(
        """
        "X-Z1":
          kind: building
          deck: X
          letter: A
          category: whenever
          cost: [{wood: 1}]
          score: 1
          source: {assumed: "test"}
          abilities:
            - when: {whenever: worker_placed}
              do: [{gain: {fish: {var: wrker}}}]
        """
    ).lstrip("\n")
    _, problems = check_text(text, "bad.yaml", vocab)
    assert [str(p) for p in problems] == [
        "bad.yaml:11: X-Z1: UNKNOWN-VAR 'wrker': worker_placed carries worker "
        "(did you mean 'worker'?)"
    ]
    assert check_text(text.replace("wrker", "worker"), "good.yaml", vocab)[1] == []
    woodcraft = boardrules.load_game("woodcraft").vocabulary  # its events carry no number
    text = "x:\n  kind: public_order\n  source: {assumed: test}\n  score: {var: n}\n"
    assert [str(p) for p in check_text(text, "w.yaml", woodcraft)[1]] == [
        "w.yaml:4: x: UNKNOWN-VAR 'n': no event of this game carries a number"
    ]


def test_a_number_of_an_event_is_read_only_while_that_event_is_answered() -> None:
    # why the validator refuses {var} and {event} where no event is heard (issue 15): the
    # runtime reads them from the payload handed to the effects the event triggered
    game = boardrules.load_game("woodcraft_rw")
    d = game.new_game(2, seed=0).data
    var, event = {"var": "amount"}, {"event": {"event": "reputation_gained", "get": "amount"}}
    with pytest.raises(KeyError):  # an on_play, activated, phase... ability: no payload
        evaluate(game, d, 0, var)
    with pytest.raises(ValueError, match="read outside that event"):
        evaluate(game, d, 0, event)
    other = (("event", "order_fulfilled"),)
    with pytest.raises(KeyError):
        evaluate(game, d, 0, var, other)
    with pytest.raises(ValueError, match="read outside that event"):
        evaluate(game, d, 0, event, other)
    heard = (("event", "reputation_gained"), ("amount", 3))
    assert evaluate(game, d, 0, var, heard) == evaluate(game, d, 0, event, heard) == 3
