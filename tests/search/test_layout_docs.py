"""docs/research.md's "Tensor layouts" give every game's observation tensor, two levels deep,
as the game builds it: a change of a game's tensor must update its table. Print the tables
with ``python -m tests.search.test_layout_docs``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import boardrules

DOCS = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def layout_table(game_id: str) -> str:
    """The markdown section of ``game_id``: each part two levels deep, its slice and size."""
    game = boardrules.load_game(game_id)
    parts: dict[str, list[int]] = {}
    for name, part in game.info.observation_tensor_layout.items():
        key = "/".join(name.split("/")[:2])
        span = parts.setdefault(key, [part.start, part.stop])
        span[0], span[1] = min(span[0], part.start), max(span[1], part.stop)
    lines = [
        f"### {game_id}: {game.info.observation_tensor_shape[0]} floats",
        "",
        "| part | slice | floats |",
        "|---|---|---|",
    ]
    for key, (start, stop) in sorted(parts.items(), key=lambda kv: kv[1][0]):
        lines.append(f"| `{key}` | {start}:{stop} | {stop - start} |")
    return "\n".join(lines) + "\n"


def documented() -> dict[str, str]:
    """The sections of docs/research.md's "Tensor layouts", by game."""
    text = DOCS.read_text(encoding="utf-8")
    body = text.split("\n## Tensor layouts\n", 1)[1].split("\n## ", 1)[0]
    sections = re.split(r"\n(?=### )", body)
    return {s.split()[1].rstrip(":"): s.strip() + "\n" for s in sections if s.startswith("### ")}


@pytest.mark.parametrize("game_id", boardrules.list_games())
def test_the_documented_tensor_layout_is_the_games(game_id: str) -> None:
    assert documented().get(game_id) == layout_table(game_id), (
        f"docs/research.md: the tensor layout of {game_id} differs from the game's; "
        "print it with python -m tests.search.test_layout_docs"
    )


if __name__ == "__main__":
    print("\n".join(layout_table(g) for g in boardrules.list_games()))
