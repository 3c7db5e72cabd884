"""Card files: the bounded YAML reader (size, nesting, aliases, encoding) and the C reader."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml

from boardrules.cards import yamlload
from boardrules.cards.validate import Problem, check_text
from boardrules.cli import main
from boardrules.registry import load_game

DATA = Path(__file__).resolve().parents[2] / "data"


def same(a: object, b: object) -> bool:
    """Equal values, types, lines of every mapping, key and list."""
    if type(a) is not type(b):
        return False
    if isinstance(a, yamlload.LineDict) and isinstance(b, yamlload.LineDict):
        return (a.line, a.key_lines, list(a)) == (b.line, b.key_lines, list(b)) and all(
            same(a[k], b[k]) for k in a
        )
    if isinstance(a, yamlload.LineList) and isinstance(b, yamlload.LineList):
        return a.line == b.line and len(a) == len(b) and all(map(same, a, b))
    return a == b


@pytest.mark.parametrize("path", sorted(DATA.glob("*/*.yaml")), ids=lambda p: p.name)
def test_the_c_reader_gives_what_the_python_reader_gives(path: Path) -> None:
    data = path.read_bytes()
    assert same(yamlload.load_yaml(data), yamlload.load_yaml(data, fast=False))


def test_the_c_reader_is_used_where_pyyaml_has_it() -> None:
    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("this PyYAML is built without libyaml")
    assert issubclass(yamlload._CLineLoader, yaml.CSafeLoader)


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """The issue's 459-byte file: each list holds the previous one `width` times."""
    lines = ["a0: &l0 [" + ", ".join(["x"] * width) + "]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


HOSTILE: dict[str, tuple[bytes, str, int]] = {
    # name: (content, code expected, line)
    "alias bomb": (alias_bomb().encode(), "YAML-ALIAS", 2),
    "alias bomb under score": (
        b"x:\n  kind: order\n  score: &s [1, 2]\n  also: [*s, *s]\n",
        "YAML-ALIAS",
        4,
    ),
    "recursive alias": (b"x: &a [*a]\n", "YAML-ALIAS", 1),
    "merge of a mapping": (b"base: &b {kind: order}\nx:\n  <<: *b\n", "YAML-ALIAS", 3),
    "latin-1": ("I-01:\n  name: {de: Größe}\n".encode("latin-1"), "ENCODING", 2),
    "utf-16": ("I-01:\n  kind: order\n".encode("utf-16"), "BINARY", 1),
    "binary": (bytes(range(256)), "BINARY", 1),
    "escape character": (b"I-01:\n  kind: ord\x1ber\n", "BINARY", 2),
    "200 levels of score": (
        b"x:\n  kind: order\n  score: " + b"{sum: [" * 200 + b"1" + b"]}" * 200 + b"\n",
        "NESTING",
        3,
    ),
    "deep flow list": (b"x: " + b"[" * 1500 + b"]" * 1500, "NESTING", 1),
    "too large": (b"x: '" + b"a" * yamlload.MAX_BYTES + b"'\n", "FILE-TOO-LARGE", 1),
}


@pytest.mark.parametrize("fast", [True, False], ids=["c", "python"])
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_card_file_is_one_clear_problem(name: str, fast: bool) -> None:
    content, code, line = HOSTILE[name]
    vocab = load_game("woodcraft_rw").vocabulary
    start = time.perf_counter()
    if fast:
        _, problems = check_text(content, "f.yaml", vocab)
    else:
        with pytest.raises(yamlload.CardFileRefused) as info:
            yamlload.load_yaml(content, fast=False)
        problems = [Problem("f.yaml", info.value.line, "-", info.value.code, "")]
    assert time.perf_counter() - start < (5 if fast else 60)  # Python unwinds its recursion
    assert [(p.code, p.line) for p in problems][:1] == [(code, line)], problems
    assert len(problems) == 1


def test_validate_reports_hostile_files_on_one_line_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "woodcraft_rw"
    folder.mkdir()
    for i, name in enumerate(sorted(HOSTILE)):
        (folder / f"f{i}.yaml").write_bytes(HOSTILE[name][0])
    (folder / "newline.yaml").write_text('"I-0\\n1":\n  kind: "ord\\ner"\n')
    code = main(["validate", str(folder)])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[-1] == f"{len(HOSTILE) + 2} problems in {len(HOSTILE) + 1} files"
    for line in out[:-1]:
        assert len(line) < 600  # no expanded value, no huge scalar printed whole
    codes = {line.split(": ")[2].split()[0] for line in out[:-1]}
    assert {"YAML-ALIAS", "ENCODING", "BINARY", "NESTING", "FILE-TOO-LARGE"} <= codes
    assert any(r"I-0\n1: UNKNOWN-KIND 'ord\ner'" in line for line in out)


def test_an_alias_of_a_scalar_is_fine() -> None:
    assert yamlload.load_yaml("x: &a 3\ny: *a\n") == {"x": 3, "y": 3}


def test_validate_a_folder_named_like_a_card_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "woodcraft_rw" / "x.yaml").mkdir(parents=True)
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{tmp_path / 'woodcraft_rw' / 'x.yaml'}:0: -: BAD-FILE not readable")


def test_validate_a_folder_without_card_files_is_a_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", str(tmp_path)]) == 1
    assert f"{tmp_path}:0: -: NO-FILE no card file (*.yaml) in it" in capsys.readouterr().out


def test_validate_inside_a_games_folder(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(DATA / "woodcraft_rw")
    assert main(["validate", ".", "helpers.yaml"]) == 0
    assert capsys.readouterr().out == "no problems in ., helpers.yaml\n"
